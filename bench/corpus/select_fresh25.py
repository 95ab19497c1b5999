"""The TWENTY-FIFTH held-out set's selection rule: which MCP server packages to fetch, from metadata alone.

Usage: python select_fresh25.py NPM_TSV PYPI_TSV > candidates.txt

The same name indexes as the ninth to twenty-third sets' (select_fresh9.py: npm `name, version,
downloads_a_month, summary`; PyPI `name, version, month, rank, summary`, as of 2026-12-01). Nothing here
reads a package's tool descriptions: a server is chosen by its name, summary, release month, version and
sha256 rank, and its licence (checked after fetching, by build_fresh25.py), never by its text.

The twenty-third set's rule, continued past where it stopped (written down before any package was
fetched):

- None fetched before: no candidate of select_fresh9.py, select_fresh12.py, select_fresh13.py,
  select_fresh17.py, select_fresh19.py, select_fresh21.py or select_fresh23.py (each was fetched for its
  set and is listed there or was left out there; the thirteenth, seventeenth, nineteenth, twenty-first and
  twenty-third sets' candidates are recomputed here, so they count as earlier lists whatever range this
  rule reads), no name an earlier packages list's header mentions, and no candidate whose index summary
  (20 characters or more) is one of those earlier candidates' word for word.
- PyPI, step G: the twenty-third set's step F (the twenty-first set's step E, the nineteenth set's step
  D: versions 0.5 to 0.9 released 2026-06 or later, in sha256 order of the names) after its last
  candidate (LAST_OF_TWENTY_THIRD, its 150th), after the exclusions and the publisher cap: the first
  STEP_G_COUNT (150, step F's own count). 215 pass its filter, the exclusions (before LEFT_OUT) and the
  cap; step E's 150 gave the twenty-first set 1,951 rows of 92 servers, the size this set aims at (about
  1,000 to 2,000 rows of 80 servers or more), so no widening is written here; what follows the 150th is
  left to a later set.
- npm: none, as for the nineteenth to twenty-third sets (the thirteenth set's npm rule took every
  package that passes it; the npm registry here serves one version of most packages: no change row).
- One publisher, at most PUBLISHER_CAP servers in this set: the nineteenth set's PUBLISHERS, unchanged.

Excluded whatever their rank, as for the twenty-third set (select_fresh13._excluded): a package of an
earlier set or manifest (every packages*.txt, every data/*manifest*.jsonl, every row source of
data/*.jsonl), in either registry, a reserved server, a summary saying library, SDK, proxy, client,
scanner ... rather than a server, platform binaries, republishers (`mseep-`, `iflow-mcp-`, `mcpbind-`
...), a summary that is an earlier set's package's word for word, a candidate whose summary an earlier
candidate of the list has word for word, select_fresh9/12/13/17/19/21/23.LEFT_OUT and the packages named
in LEFT_OUT below with their reason.
"""

from __future__ import annotations

import sys
from pathlib import Path

import select_fresh23
import select_window
from select_fresh9 import _norm_pypi, _sha

OWN = "fresh25"
LAST_OF_TWENTY_THIRD = "isabelle-mcp"  # its 150th and last candidate of step F: step G starts after it
STEP_G_MONTH = select_fresh23.STEP_F_MONTH  # step F's (steps E's and D's): 2026-06 or later
STEP_G_VERSIONS = select_fresh23.STEP_F_VERSIONS  # step F's (steps E's and D's): 0.5 to 0.9
STEP_G_COUNT: int | None = 150
REPUBLISHERS = select_fresh23.REPUBLISHERS
PUBLISHER_CAP = select_fresh23.PUBLISHER_CAP
PUBLISHERS = dict(select_fresh23.PUBLISHERS)
# Left out by name, with the reason (metadata only: name and summary, read before fetching).
# Read with the names and summaries of step G's whole range (215), before fetching them.
LEFT_OUT = {
    "sniffmcp-cli": "local security checks of MCP servers: a scanner (its summary)",
    "mcp-placard": "static analysis and drift detection of what an MCP server exposes: a scanner (its summary)",
    "apcore-mcp": "turns apcore modules into an MCP server and OpenAI tools: an adapter (its summary)",
    "mcp-top": "profiles local MCP servers' context footprint: a development tool (its summary)",
    "fitbit-mcp": "retired, superseded by another server (its summary)",
    "mcp-embedded-ui": "an embedded web UI for any MCP server: a library (its summary)",
    "secops-mcp": "an alias of another package, google-secops-mcp (its summary)",
    "yade-mcp-bridge": "an HTTP bridge to yade-mcp (an earlier list's): a proxy (its summary)",
    "trentai-mcp": "retired, its server now hosted elsewhere (its summary)",
    "kestrel-feature-mcp": "manages MCP servers for another product's agents: a configuration tool (its summary)",
    "haxaml-mcp": "a launcher of another package's server (its summary)",
    "mcp-evidence-validator": "validates what MCP servers declare against what they do: a scanner (its summary)",
}


def _left_out(name: str) -> bool:
    return select_fresh23._left_out(name) or name in LEFT_OUT


def earlier_candidates(npm: Path, pypi: Path) -> set[str]:
    """Every package the ninth, twelfth, thirteenth, seventeenth, nineteenth, twenty-first and twenty-third
    selections give (what they fetched), normalised. Recomputing the twenty-third reads this set's list as
    an earlier one; as none of its packages is its candidate (step G starts after its last) and none
    shares an earlier candidate's summary, that changes nothing it gives (a test checks it still gives
    150)."""
    named = select_fresh23.earlier_candidates(npm, pypi)
    named |= {line.split()[1] for line in select_fresh23.candidates(npm, pypi)}
    return {_norm_pypi(n) for n in named}


def _step_g(pypi: Path, earlier: set[tuple[str, str]], before: set[str], summaries: set[str]) -> list[str]:
    """Step F's window (itself after the twenty-first set's last) after the twenty-third set's last."""
    last = _sha(LAST_OF_TWENTY_THIRD)
    return [n for n in select_fresh23._step_f(pypi, earlier, before, summaries) if _sha(n) > last]


def candidates(npm: Path, pypi: Path, count: int | None = STEP_G_COUNT) -> list[str]:
    """`pypi name` lines, in the order they are fetched: step G, in sha256 order."""
    return select_window.continue_window(
        npm,
        pypi,
        own=OWN,
        earlier_candidates=earlier_candidates,
        step=_step_g,
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
