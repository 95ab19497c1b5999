"""The TWENTY-THIRD held-out set's selection rule: which MCP server packages to fetch, from metadata alone.

Usage: python select_fresh23.py NPM_TSV PYPI_TSV > candidates.txt

The same name indexes as the ninth to twenty-first sets' (select_fresh9.py: npm `name, version,
downloads_a_month, summary`; PyPI `name, version, month, rank, summary`, as of 2026-12-01). Nothing here
reads a package's tool descriptions: a server is chosen by its name, summary, release month, version and
sha256 rank, and its licence (checked after fetching, by build_fresh23.py), never by its text.

The twenty-first set's rule, continued past where it stopped (written down before any package was
fetched):

- None fetched before: no candidate of select_fresh9.py, select_fresh12.py, select_fresh13.py,
  select_fresh17.py, select_fresh19.py or select_fresh21.py (each was fetched for its set and is listed
  there or was left out there; the thirteenth, seventeenth, nineteenth and twenty-first sets' candidates
  are recomputed here, so they count as earlier lists whatever range this rule reads), no name an earlier
  packages list's header mentions (packages_fresh21.txt's included), and no candidate whose index summary
  (20 characters or more) is one of those earlier candidates' word for word.
- PyPI, step F: the twenty-first set's step E (the nineteenth set's step D: versions 0.5 to 0.9 released
  2026-06 or later, in sha256 order of the names) after its last candidate (LAST_OF_TWENTY_FIRST, its
  150th), after the exclusions and the publisher cap: the first STEP_F_COUNT (150, step E's own count).
  375 pass its filter, the exclusions (before LEFT_OUT) and the cap; step E's 150 gave the twenty-first
  set 1,951 rows of 92 servers, the size this set aims at (about 1,000 to 2,000 rows of 80 servers or
  more), so no widening is written here; the 215 after the 150th are left to a later set.
- npm: none, as for the nineteenth and twenty-first sets (the thirteenth set's npm rule took every
  package that passes it; the npm registry here serves one version of most packages: no change row).
- One publisher, at most PUBLISHER_CAP servers in this set: the nineteenth set's PUBLISHERS, unchanged.

Excluded whatever their rank, as for the twenty-first set (select_fresh13._excluded): a package of an
earlier set or manifest (every packages*.txt, every data/*manifest*.jsonl, every row source of
data/*.jsonl), in either registry, a reserved server, a summary saying library, SDK, proxy, client,
scanner ... rather than a server, platform binaries, republishers (`mseep-`, `iflow-mcp-`, `mcpbind-`
...), a summary that is an earlier set's package's word for word, a candidate whose summary an earlier
candidate of the list has word for word, select_fresh9/12/13/17/19/21.LEFT_OUT and the packages named in
LEFT_OUT below with their reason.
"""

from __future__ import annotations

import sys
from pathlib import Path

import select_fresh21
import select_window
from select_fresh9 import _norm_pypi, _sha

OWN = "fresh23"
LAST_OF_TWENTY_FIRST = "interloper-mcp"  # its 150th and last candidate of step E: step F starts after it
STEP_F_MONTH = select_fresh21.STEP_E_MONTH  # step E's (step D's): 2026-06 or later
STEP_F_VERSIONS = select_fresh21.STEP_E_VERSIONS  # step E's (step D's): 0.5 to 0.9
STEP_F_COUNT: int | None = 150
REPUBLISHERS = select_fresh21.REPUBLISHERS
PUBLISHER_CAP = select_fresh21.PUBLISHER_CAP
PUBLISHERS = dict(select_fresh21.PUBLISHERS)
# Left out by name, with the reason (metadata only: name and summary, read before fetching).
# Read with the names and summaries of step F's first 180, before fetching them.
LEFT_OUT = {
    "ephemeral-buffer-mcp-lexical": "a variant of ephemeral-buffer-mcp (an earlier list's), by its name",
    "pontifex-mcp": "a security and governance layer in front of MCP servers (its summary)",
    "mcp-pager": "paging of other MCP servers' responses: a library (its summary)",
    "neo4j-mcp-canary": "another publisher's server (Neo4j's official one) repackaged in a wheel (its summary)",
    "promcp": "decorators and a linter for MCP servers: a library (its summary)",
    "laylzj777-analytics-mcp": "a fork of the Google Analytics server (analytics-mcp, an earlier list's)",
    "falcon-mcp-extended": "an extension of falcon-mcp (an earlier list's), by its name and summary",
    "arete-mcp": "discovers and syncs MCP servers across clients: a configuration tool (its summary)",
    "ollama-mcp-bridge": "connects Ollama to MCP servers: a client (its summary)",
    "stackql-mcp-server": "a launcher that downloads a prebuilt binary on first run (its summary)",
}


def _left_out(name: str) -> bool:
    return select_fresh21._left_out(name) or name in LEFT_OUT


def earlier_candidates(npm: Path, pypi: Path) -> set[str]:
    """Every package the ninth, twelfth, thirteenth, seventeenth, nineteenth and twenty-first selections
    give (what they fetched), normalised. Recomputing the twenty-first reads this set's list as an earlier
    one; as none of its packages is its candidate (step F starts after its last) and none shares an
    earlier candidate's summary, that changes nothing it gives (a test checks it still gives 150)."""
    named = select_fresh21.earlier_candidates(npm, pypi)
    named |= {line.split()[1] for line in select_fresh21.candidates(npm, pypi)}
    return {_norm_pypi(n) for n in named}


def _step_f(pypi: Path, earlier: set[tuple[str, str]], before: set[str], summaries: set[str]) -> list[str]:
    """Step E's window (itself after the nineteenth set's last) after the twenty-first set's last."""
    last = _sha(LAST_OF_TWENTY_FIRST)
    return [n for n in select_fresh21._step_e(pypi, earlier, before, summaries) if _sha(n) > last]


def candidates(npm: Path, pypi: Path, count: int | None = STEP_F_COUNT) -> list[str]:
    """`pypi name` lines, in the order they are fetched: step F, in sha256 order."""
    return select_window.continue_window(
        npm,
        pypi,
        own=OWN,
        earlier_candidates=earlier_candidates,
        step=_step_f,
        left_out=_left_out,
        republishers=REPUBLISHERS,
        publisher_cap=PUBLISHER_CAP,
        count=count,
    )


def main() -> None:
    if len(sys.argv) != 3:
        raise SystemExit(__doc__)
    for line in candidates(Path(sys.argv[1]), Path(sys.argv[2])):
        print(line)


if __name__ == "__main__":
    main()
