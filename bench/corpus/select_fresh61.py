"""The SIXTY-FIRST held-out set's selection rule: which MCP server packages to fetch, from metadata alone.

Usage: python run_select_memo.py select_fresh61 NPM_TSV PYPI_TSV > candidates.txt
       (`python select_fresh61.py NPM_TSV PYPI_TSV` prints the same lines, recomputing every earlier
       selection many times over)

The same name indexes as the ninth to fifty-seventh sets' (select_fresh9.py: npm `name, version,
downloads_a_month, summary`; PyPI `name, version, month, rank, summary`, as of 2026-12-01). Nothing here
reads a package's tool descriptions: a server is chosen by its name, summary, release month, version and
sha256 rank, and its licence (checked after fetching, by build_fresh61.py), never by its text.

The fifty-seventh set's rule CONTINUED where it stopped (written down here, count included, before any
package was fetched and before this step's candidates' names were read). Its step O took the first 220
of step L's window after the fifty-second set's last step N candidate and left the rest of that window.
So:

- None fetched before: no candidate of select_fresh9.py to select_fresh57.py (the thirteenth to
  fifty-seventh selections are recomputed here, so their candidates count as earlier lists whatever range
  this rule reads), no name an earlier packages list's header mentions, and no candidate whose index
  summary (20 characters or more) is one of those earlier candidates' word for word.
- PyPI, step P (step O continued, i.e. the forty-third set's step L continued a fourth time): step L's
  window (versions 0.2 to 0.4 released 2026-06 or later) in sha256 order of the names, after the
  fifty-seventh set's last step O candidate (LAST_OF_STEP_O, its 220th, read from
  `python run_select_memo.py select_fresh57 ...`'s last line), after the exclusions, LEFT_OUT and the
  publisher cap: the first STEP_P_COUNT (260). The fifty-seventh set's step O gave 102 servers and 1,202
  rows of its 220 candidates, the fifty-second's step N 93 servers of 180; 260 aims at 100 servers or
  more and 1,000 rows or more with a margin. The count is fixed here, before any fetch, and is not
  changed afterwards. The rest of the window is left to a later set; no further window is read. Step K's
  window is not read (nothing left).
- A candidate whose summary an earlier candidate of the step has word for word is left out.
- npm: none, as for the nineteenth to fifty-seventh sets.
- One publisher, at most PUBLISHER_CAP servers in this set: the nineteenth set's PUBLISHERS, unchanged,
  counted over this set's candidates only.

Excluded whatever their rank, as for the fifty-seventh set (select_fresh13._excluded): a package of an
earlier set or manifest (every packages*.txt, every data/*manifest*.jsonl, every row source of
data/*.jsonl), in either registry, a reserved server, a summary saying library, SDK, proxy, client,
scanner ... rather than a server, platform binaries, republishers (`mseep-`, `iflow-mcp-`, `mcpbind-`
...), a summary that is an earlier set's package's word for word, select_fresh9/12/13/17/19/21/23/25/29/
36/43/52/57.LEFT_OUT and the packages named in LEFT_OUT below with their reason (read from the names and
summaries of the candidates the count takes, before fetching any of them, as the fifty-seventh set read
step O's).
"""

from __future__ import annotations

import sys
from pathlib import Path

import select_fresh43
import select_fresh57
import select_window
from select_fresh9 import _norm_pypi, _sha

OWN = "fresh61"
LAST_OF_STEP_O = (
    "wire-band-mcp"  # the fifty-seventh set's 220th (last) step O candidate: step P starts after it
)
STEP_P_COUNT: int | None = 260
REPUBLISHERS = select_fresh57.REPUBLISHERS
PUBLISHER_CAP = select_fresh57.PUBLISHER_CAP
PUBLISHERS = dict(select_fresh57.PUBLISHERS)
# Left out by name, with the reason (metadata only: name and summary, read before fetching). Step P's
# first 260 (with an empty LEFT_OUT) were read for these, and the 20 that came up in their place (none left
# out).
LEFT_OUT: dict[str, str] = {
    "cli-wrap-mcp": "turns any CLI into an MCP server from a config: a generator of servers (its summary)",
    "mcp-hello-server": "a minimal greeting server: a demo publication (its summary)",
    "plane-mcp-server": "the Plane server of the corpus's list (npm @makeplane/plane-mcp-server), by its name",
    "mcp-sluice": "a passthrough in front of other MCP servers' tools: a proxy (its summary)",
    "mcpstate": "state storage for other MCP servers: a library (its summary)",
    "jupyter-mcp-manager": "a JupyterLab extension to manage MCP servers: a manager (its summary)",
    "mcp-ferry": "bridges local MCP servers to public HTTPS: a proxy (its summary)",
    "pycli-mcp": "serves any Python command line application: a generator of servers (its summary)",
    "learn-mcp-server": "a learning server: a practice publication (its summary)",
    "notebooklm-mcp-faxtom": "a variant of notebooklm-mcp (the corpus's and train5's list), by its name",
    "freecad-mcp-whitelist": "a curated subset of freecad-mcp (an earlier list's), by its name and summary",
    "mcp-toolguard": "contracts, drift and security checks for MCP servers: a scanner (its summary)",
    "covenant-mcp": "a contract linter for MCP servers: a scanner (its summary)",
    "turbomcp": "a tool registry and server for LLM agents: a framework (its summary)",
    "mcp-explorer": "a CLI for exploring MCP servers: a client (its summary)",
    "sonaloop-mcp": "a launcher shim for another MCP server (its summary)",
    "mcp-hub-tui": "detects and manages MCP servers across agents: a manager (its summary)",
    "mcp-cache": "a cache for MCP servers: a library (its summary)",
    "markdown-mcp-server": "turns a Markdown file into an MCP server: a generator of servers (its summary)",
    "mcp-ssrf-check": "checks an MCP server for missing validation: a scanner (its summary)",
}


def _left_out(name: str) -> bool:
    return select_fresh57._left_out(name) or name in LEFT_OUT


def earlier_candidates(npm: Path, pypi: Path) -> set[str]:
    """Every package the ninth to fifty-seventh selections give (what they fetched), normalised.
    Recomputing the fifty-seventh reads this set's list as an earlier one; as none of its packages is its
    candidate (step P starts after its last of step O) and none shares an earlier candidate's summary,
    that changes nothing it gives (a test checks it on a made-up index)."""
    named = select_fresh57.earlier_candidates(npm, pypi)
    named |= {line.split()[1] for line in select_fresh57.candidates(npm, pypi)}
    return {_norm_pypi(n) for n in named}


def _step_p(pypi: Path, earlier: set[tuple[str, str]], before: set[str], summaries: set[str]) -> list[str]:
    """Step L's window (0.2 to 0.4, 2026-06 or later) after the fifty-seventh set's last step O candidate."""
    last = _sha(LAST_OF_STEP_O)
    return [n for n in select_fresh43._step_l(pypi, earlier, before, summaries) if _sha(n) > last]


def candidates(npm: Path, pypi: Path, count_p: int | None = STEP_P_COUNT) -> list[str]:
    """`pypi name` lines, in the order they are fetched: step P, in sha256 order."""
    return select_window.continue_window(
        npm,
        pypi,
        own=OWN,
        earlier_candidates=earlier_candidates,
        step=_step_p,
        left_out=_left_out,
        republishers=REPUBLISHERS,
        publisher_cap=PUBLISHER_CAP,
        count=count_p,
    )


def main() -> None:
    if len(sys.argv) != 3:
        raise SystemExit(__doc__)
    for line in candidates(Path(sys.argv[1]), Path(sys.argv[2])):
        print(line)


if __name__ == "__main__":
    main()
