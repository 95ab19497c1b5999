"""The TWENTY-FIRST held-out set's selection rule: which MCP server packages to fetch, from metadata alone.

Usage: python select_fresh21.py NPM_TSV PYPI_TSV > candidates.txt

The same name indexes as the ninth, twelfth, thirteenth, seventeenth and nineteenth sets' (select_fresh9.py:
npm `name, version, downloads_a_month, summary`; PyPI `name, version, month, rank, summary`, as of
2026-12-01). Nothing here reads a package's tool descriptions: a server is chosen by its name, summary,
release month, version and sha256 rank, and its licence (checked after fetching, by build_fresh21.py),
never by its text.

The nineteenth set's rule, continued past where it stopped (written down before any package was fetched):

- None fetched before: no candidate of select_fresh9.py, select_fresh12.py, select_fresh13.py,
  select_fresh17.py or select_fresh19.py (each was fetched for its set and is listed there or was left
  out there; the thirteenth, seventeenth and nineteenth sets' candidates are recomputed here, so they
  count as earlier lists whatever range this rule reads), no name an earlier packages list's header
  mentions (packages_fresh19.txt's included), and no candidate whose index summary (20 characters or
  more) is one of those earlier candidates' word for word.
- PyPI, step E: the nineteenth set's step D (versions 0.5 to 0.9 released 2026-06 or later, in sha256
  order of the names) after its last candidate (LAST_OF_NINETEENTH, its 150th of step D), after the
  exclusions and the publisher cap: the first STEP_E_COUNT (150, step D's own count). 534 pass before
  LEFT_OUT and the count; step D's 150 gave the nineteenth set 1,827 rows of 104 servers, the size this
  set aims at (about 1,000 to 2,000 rows of 80 servers or more), so no further widening is needed and the
  remaining ones are left to a later set.
- npm: none, as for the nineteenth set (the thirteenth set's npm rule took every package that passes it;
  the npm registry here serves one version of most packages: no change row).
- One publisher, at most PUBLISHER_CAP servers in this set: the nineteenth set's PUBLISHERS.

Excluded whatever their rank, as for the nineteenth set (select_fresh13._excluded): a package of an earlier
set or manifest (every packages*.txt, every data/*manifest*.jsonl, every row source of data/*.jsonl), in
either registry, a reserved server, a summary saying library, SDK, proxy, client, scanner ... rather than
a server, platform binaries, republishers (`mseep-`, `iflow-mcp-`, `mcpbind-` ...), a summary that is an
earlier set's package's word for word, a candidate whose summary an earlier candidate of the list has word
for word, select_fresh9/12/13/17/19.LEFT_OUT and the packages named in LEFT_OUT below with their reason.
"""

from __future__ import annotations

import sys
from pathlib import Path

import select_fresh9
import select_fresh12
import select_fresh13
import select_fresh19
from select_fresh9 import _norm_pypi, _sha

OWN = "fresh21"
LAST_OF_NINETEENTH = "moneybird-mcp"  # its 150th and last candidate of step D: step E starts after it
STEP_E_MONTH = select_fresh19.STEP_A_MONTH  # step D's: 2026-06 or later
STEP_E_VERSIONS = select_fresh19.STEP_D_VERSIONS  # step D's: 0.5 to 0.9
STEP_E_COUNT: int | None = 150
REPUBLISHERS = select_fresh19.REPUBLISHERS
PUBLISHER_CAP = select_fresh19.PUBLISHER_CAP
PUBLISHERS = dict(select_fresh19.PUBLISHERS)
# Left out by name, with the reason (metadata only: name and summary, read before fetching).
# Read with the names and summaries of step E's first 160, before fetching them.
LEFT_OUT = {
    "localmcplib": "reusable foundations for local MCP servers: a library (its summary)",
    "mcp-blueprint": "builds MCP servers from configuration files: a framework (its summary)",
    "mcp-gui-tester": "a GUI tester for MCP servers: a client and testing tool (its summary)",
    "mcp-zero-trust-layer": "a policy enforcement layer in front of MCP servers (its summary)",
    "kitsune-mcp": "hot reload for MCP servers and a mount of others: a development tool (its summary)",
    "unifi-mcp-shared": "shared MCP server patterns: a library (its summary)",
    "dropmcp": "turns a folder of skills and prompts into a server: a generator (its summary)",
    "vivory-mcp-verification": "discontinued, its hosted API shut down (its summary)",
    "mcptoon": "a CLI that manages every MCP server: a client (its summary)",
}


def _left_out(name: str) -> bool:
    return select_fresh19._left_out(name) or name in select_fresh19.LEFT_OUT or name in LEFT_OUT


def earlier_candidates(npm: Path, pypi: Path) -> set[str]:
    """Every package the ninth, twelfth, thirteenth, seventeenth and nineteenth selections give (what they
    fetched), normalised. Recomputing the nineteenth reads this set's list as an earlier one; as none of
    its packages is its candidate (step E starts after its last) and none shares an earlier candidate's
    summary, that changes nothing it gives (a test checks it still gives 693)."""
    named = select_fresh19.earlier_candidates(npm, pypi)
    named |= {line.split()[1] for line in select_fresh19.candidates(npm, pypi)}
    return {_norm_pypi(n) for n in named}


def _step_e(pypi: Path, earlier: set[tuple[str, str]], before: set[str], summaries: set[str]) -> list[str]:
    """Step D's window after its last candidate, sha256 order."""
    low, below = STEP_E_VERSIONS
    last = _sha(LAST_OF_NINETEENTH)
    window = select_fresh13.pypi_candidates(
        pypi, earlier, before, STEP_E_MONTH, low, below, summaries=summaries
    )
    return [n for n in window if _sha(n) > last]


def candidates(npm: Path, pypi: Path, count: int | None = STEP_E_COUNT) -> list[str]:
    """`pypi name` lines, in the order they are fetched: step E, in sha256 order."""
    earlier = select_fresh9.earlier_packages(OWN)
    candidates_before = earlier_candidates(npm, pypi)
    before = candidates_before | select_fresh13.named_in_headers(OWN)
    summaries = select_fresh12.earlier_summaries(npm, pypi, earlier)
    # an earlier candidate's summary (fetched, listed or left out there) is a copy's or rename's here
    summaries |= select_fresh12.earlier_summaries(npm, pypi, {("pypi", n) for n in candidates_before})
    index = select_fresh13._summaries(pypi, 4)
    names = select_fresh13.first_of_each_summary(_step_e(pypi, earlier, before, summaries), index)
    names = [n for n in names if not _left_out(n) and not n.startswith(REPUBLISHERS)]
    names = select_fresh19.capped(names, index, PUBLISHER_CAP)[:count]
    return [f"pypi {name}" for name in names]


def main() -> None:
    if len(sys.argv) != 3:
        raise SystemExit(__doc__)
    for line in candidates(Path(sys.argv[1]), Path(sys.argv[2])):
        print(line)


if __name__ == "__main__":
    main()
