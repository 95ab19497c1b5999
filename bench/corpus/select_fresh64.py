"""The SIXTY-FOURTH held-out set's selection rule: which MCP server packages to fetch, from metadata alone.

Usage: python run_select_memo.py select_fresh64 NPM_TSV PYPI_TSV > candidates.txt
       (`python select_fresh64.py NPM_TSV PYPI_TSV` prints the same lines, recomputing every earlier
       selection many times over)

The same name indexes as the ninth to sixty-first sets' (select_fresh9.py: npm `name, version,
downloads_a_month, summary`; PyPI `name, version, month, rank, summary`, as of 2026-12-01). Nothing here
reads a package's tool descriptions: a server is chosen by its name, summary, release month, version and
sha256 rank, and its licence (checked after fetching, by build_fresh64.py), never by its text.

The sixty-first set's rule CONTINUED where it stopped (written down here, count included, before any
package was fetched and before this step's candidates' names were read). Its step P took the first 260
of step L's window after the fifty-seventh set's last step O candidate and left the rest of that window
(659 names of the window passed the exclusions after step O's last, 280 were read by step P). So:

- None fetched before: no candidate of select_fresh9.py to select_fresh61.py (the thirteenth to
  sixty-first selections are recomputed here, so their candidates count as earlier lists whatever range
  this rule reads), no name an earlier packages list's header mentions, and no candidate whose index
  summary (20 characters or more) is one of those earlier candidates' word for word.
- PyPI, step Q (step P continued, i.e. the forty-third set's step L continued a fifth time): step L's
  window (versions 0.2 to 0.4 released 2026-06 or later) in sha256 order of the names, after the
  sixty-first set's last step P candidate (LAST_OF_STEP_P, its 260th, read from
  `python run_select_memo.py select_fresh61 ...`'s last line), after the exclusions, LEFT_OUT and the
  publisher cap: the first STEP_Q_COUNT (280). The sixty-first set's step P gave 104 servers and 1,146
  rows of its 260 candidates, the fifty-seventh's step O 102 servers and 1,202 rows of 220; 280 aims at
  100 servers or more and 1,000 rows or more with a margin. The count is fixed here, before any fetch,
  and is not changed afterwards. The rest of the window (if any) is left to a later set; no further
  window is read. Step K's window is not read (nothing left).
- A candidate whose summary an earlier candidate of the step has word for word is left out.
- npm: none, as for the nineteenth to sixty-first sets.
- One publisher, at most PUBLISHER_CAP servers in this set: the nineteenth set's PUBLISHERS, unchanged,
  counted over this set's candidates only.

Excluded whatever their rank, as for the sixty-first set (select_fresh13._excluded): a package of an
earlier set or manifest (every packages*.txt, every data/*manifest*.jsonl, every row source of
data/*.jsonl), in either registry, a reserved server, a summary saying library, SDK, proxy, client,
scanner ... rather than a server, platform binaries, republishers (`mseep-`, `iflow-mcp-`, `mcpbind-`
...), a summary that is an earlier set's package's word for word, select_fresh9/12/13/17/19/21/23/25/29/
36/43/52/57/61.LEFT_OUT and the packages named in LEFT_OUT below with their reason (read from the names
and summaries of the candidates the count takes, before fetching any of them, as the sixty-first set read
step P's).
"""

from __future__ import annotations

import sys
from pathlib import Path

import select_fresh43
import select_fresh61
import select_window
from select_fresh9 import _norm_pypi, _sha

OWN = "fresh64"
LAST_OF_STEP_P = "cmux-mcp"  # the sixty-first set's 260th (last) step P candidate: step Q starts after it
STEP_Q_COUNT: int | None = 280
REPUBLISHERS = select_fresh61.REPUBLISHERS
PUBLISHER_CAP = select_fresh61.PUBLISHER_CAP
PUBLISHERS = dict(select_fresh61.PUBLISHERS)
# Left out by name, with the reason (metadata only: name and summary, read before fetching). Step Q's
# first 280 (with an empty LEFT_OUT) were read for these. The names that come up in their place were not
# read yet (the set was not built in the seventeenth session: the fetch did not finish in time); a helper
# who builds it reads them, adds any left out here in a commit before fetching them, and does not change
# the count.
LEFT_OUT: dict[str, str] = {
    "mcp-blast-radius": "reports what any MCP server can touch: a scanner of MCP servers (its summary)",
    "mcp-builder-forge": "builds and maintains MCP servers: a generator of servers (its summary)",
    "mcp-ctrl": "a manager of MCP servers for Claude Code (its summary)",
    "mcp-openapix": "fronts any OpenAPI service from its spec: a generator of servers (its summary)",
    "mcp-scribe": "turns any OpenAPI schema into an MCP server: a generator of servers (its summary)",
    "mcp-write-gate": "sits between an agent and its MCP servers: a proxy (its summary)",
    "prism-ai-mcp": "consumes MCP servers as another framework's tools: a client library (its summary)",
    "publicmcp": "builds a business identity MCP server: a generator of servers (its summary)",
    "universal-connector-mcp": "connects any API (OpenAPI, GraphQL, gRPC, SOAP): a generator of servers (its summary)",
    "pesnik-plane-mcp-server": "a community fork of plane-mcp-server (the corpus's list's; fresh61's LEFT_OUT), by its name and summary",
    "jupyter-mcp-sandboxes": "an extension of jupyter-mcp-server (an earlier list's), not a server of its own (its summary)",
}


def _left_out(name: str) -> bool:
    return select_fresh61._left_out(name) or name in LEFT_OUT


def earlier_candidates(npm: Path, pypi: Path) -> set[str]:
    """Every package the ninth to sixty-first selections give (what they fetched), normalised.
    Recomputing the sixty-first reads this set's list as an earlier one; as none of its packages is its
    candidate (step Q starts after its last of step P) and none shares an earlier candidate's summary,
    that changes nothing it gives (a test checks it on a made-up index)."""
    named = select_fresh61.earlier_candidates(npm, pypi)
    named |= {line.split()[1] for line in select_fresh61.candidates(npm, pypi)}
    return {_norm_pypi(n) for n in named}


def _step_q(pypi: Path, earlier: set[tuple[str, str]], before: set[str], summaries: set[str]) -> list[str]:
    """Step L's window (0.2 to 0.4, 2026-06 or later) after the sixty-first set's last step P candidate."""
    last = _sha(LAST_OF_STEP_P)
    return [n for n in select_fresh43._step_l(pypi, earlier, before, summaries) if _sha(n) > last]


def candidates(npm: Path, pypi: Path, count_q: int | None = STEP_Q_COUNT) -> list[str]:
    """`pypi name` lines, in the order they are fetched: step Q, in sha256 order."""
    return select_window.continue_window(
        npm,
        pypi,
        own=OWN,
        earlier_candidates=earlier_candidates,
        step=_step_q,
        left_out=_left_out,
        republishers=REPUBLISHERS,
        publisher_cap=PUBLISHER_CAP,
        count=count_q,
    )


def main() -> None:
    if len(sys.argv) != 3:
        raise SystemExit(__doc__)
    for line in candidates(Path(sys.argv[1]), Path(sys.argv[2])):
        print(line)


if __name__ == "__main__":
    main()
