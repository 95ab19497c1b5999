"""The FIFTY-SEVENTH held-out set's selection rule: which MCP server packages to fetch, from metadata alone.

Usage: python run_select_memo.py select_fresh57 NPM_TSV PYPI_TSV > candidates.txt
       (`python select_fresh57.py NPM_TSV PYPI_TSV` prints the same lines, recomputing every earlier
       selection many times over)

The same name indexes as the ninth to fifty-second sets' (select_fresh9.py: npm `name, version,
downloads_a_month, summary`; PyPI `name, version, month, rank, summary`, as of 2026-12-01). Nothing here
reads a package's tool descriptions: a server is chosen by its name, summary, release month, version and
sha256 rank, and its licence (checked after fetching, by build_fresh57.py), never by its text.

The fifty-second set's rule CONTINUED where it stopped (written down here, count included, before any
package was fetched). Its step M took every candidate left of the forty-third set's step K window, so
that window has none left; its step N took the first 180 of step L's window after the forty-third set's
120th and left about 1,000. So:

- None fetched before: no candidate of select_fresh9.py to select_fresh52.py (the thirteenth to
  fifty-second selections are recomputed here, so their candidates count as earlier lists whatever range
  this rule reads), no name an earlier packages list's header mentions, and no candidate whose index
  summary (20 characters or more) is one of those earlier candidates' word for word.
- PyPI, step O (step N continued, i.e. the forty-third set's step L continued once more): step L's window
  (versions 0.2 to 0.4 released 2026-06 or later) in sha256 order of the names, after the fifty-second
  set's last step N candidate (LAST_OF_STEP_N, its 180th), after the exclusions, LEFT_OUT and the
  publisher cap: the first STEP_O_COUNT (220). The fifty-second set's step N gave 93 servers and 972 rows
  of its 180 candidates; 220 aims at its size (100 servers or more, 1,000 rows or more). (The fetches
  being slow on the shared machine, the count was lowered to 169 at 16:55 UTC, the longest fully fetched
  run in sha256 order, by position alone; that set was built and its size counted (77 servers, 909 rows,
  no text read); the 25 names left then took minutes only, so the count committed before fetching, 220,
  was restored before the set was written. The rest of the window is left to a later set; no further window
  is read. Step K's window is not read (nothing left).
- A candidate whose summary an earlier candidate of the step has word for word is left out.
- npm: none, as for the nineteenth to fifty-second sets.
- One publisher, at most PUBLISHER_CAP servers in this set: the nineteenth set's PUBLISHERS, unchanged,
  counted over this set's candidates only.

Excluded whatever their rank, as for the fifty-second set (select_fresh13._excluded): a package of an
earlier set or manifest (every packages*.txt, every data/*manifest*.jsonl, every row source of
data/*.jsonl), in either registry, a reserved server, a summary saying library, SDK, proxy, client,
scanner ... rather than a server, platform binaries, republishers (`mseep-`, `iflow-mcp-`, `mcpbind-`
...), a summary that is an earlier set's package's word for word, select_fresh9/12/13/17/19/21/23/25/29/
36/43/52.LEFT_OUT and the packages named in LEFT_OUT below with their reason (read from the names and
summaries of the candidates the count takes, before fetching any of them, as the fifty-second set read
steps M's and N's).
"""

from __future__ import annotations

import sys
from pathlib import Path

import select_fresh43
import select_fresh52
import select_window
from select_fresh9 import _norm_pypi, _sha

OWN = "fresh57"
LAST_OF_STEP_N = (
    "getsonar-mcp"  # the fifty-second set's 180th (last) step N candidate: step O starts after it
)
STEP_O_COUNT: int | None = 220
REPUBLISHERS = select_fresh52.REPUBLISHERS
PUBLISHER_CAP = select_fresh52.PUBLISHER_CAP
PUBLISHERS = dict(select_fresh52.PUBLISHERS)
# Left out by name, with the reason (metadata only: name and summary, read before fetching). Step O's
# first 220 (with an empty LEFT_OUT) were read for these, and the ones that came up in their place.
LEFT_OUT: dict[str, str] = {
    "mcp-tool-approval-change-card-mcp": "reviews supplied MCP tools/list snapshots: a scanner (its summary)",
    "onvif-mcp-core": "shared operations for other MCP servers: a library (its summary)",
    "shadow-mcp": "discovers and risk-grades the MCP servers on a machine: a scanner (its summary)",
    "plane-mcp-server-pro": "a variant of plane-mcp-server (this list's), by its name and summary",
    "mcp-composer": "an orchestrator of MCP servers: a proxy (its summary)",
    "lucidlink-mcp-cloudflared": "a public tunnel for another MCP server: a launcher (its summary)",
    "stochastly-mcp": "a launcher for the MCP server of a desktop app (its summary)",
    "antidrift-zeromcp": "makes MCP servers from a folder of files: a framework (its summary)",
    "intenttrack-mcp": "a stdio bridge to a hosted MCP endpoint: a proxy (its summary)",
    "fss-mcp": "an MCP server chassis: a library (its summary)",
    "mcp-frisk": "connects to and vets third-party MCP servers: a client and scanner (its summary)",
}


def _left_out(name: str) -> bool:
    return select_fresh52._left_out(name) or name in LEFT_OUT


def earlier_candidates(npm: Path, pypi: Path) -> set[str]:
    """Every package the ninth to fifty-second selections give (what they fetched), normalised.
    Recomputing the fifty-second reads this set's list as an earlier one; as none of its packages is its
    candidate (step O starts after its last of step N) and none shares an earlier candidate's summary,
    that changes nothing it gives (a test checks it on a made-up index)."""
    named = select_fresh52.earlier_candidates(npm, pypi)
    named |= {line.split()[1] for line in select_fresh52.candidates(npm, pypi)}
    return {_norm_pypi(n) for n in named}


def _step_o(pypi: Path, earlier: set[tuple[str, str]], before: set[str], summaries: set[str]) -> list[str]:
    """Step L's window (0.2 to 0.4, 2026-06 or later) after the fifty-second set's last step N candidate."""
    last = _sha(LAST_OF_STEP_N)
    return [n for n in select_fresh43._step_l(pypi, earlier, before, summaries) if _sha(n) > last]


def candidates(npm: Path, pypi: Path, count_o: int | None = STEP_O_COUNT) -> list[str]:
    """`pypi name` lines, in the order they are fetched: step O, in sha256 order."""
    return select_window.continue_window(
        npm,
        pypi,
        own=OWN,
        earlier_candidates=earlier_candidates,
        step=_step_o,
        left_out=_left_out,
        republishers=REPUBLISHERS,
        publisher_cap=PUBLISHER_CAP,
        count=count_o,
    )


def main() -> None:
    if len(sys.argv) != 3:
        raise SystemExit(__doc__)
    for line in candidates(Path(sys.argv[1]), Path(sys.argv[2])):
        print(line)


if __name__ == "__main__":
    main()
