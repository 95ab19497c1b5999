"""The SIXTY-SEVENTH held-out set's selection rule: which MCP server packages to fetch, from metadata alone.

Usage: python run_select_memo.py select_fresh67 NPM_TSV PYPI_TSV > candidates.txt
       (`python select_fresh67.py NPM_TSV PYPI_TSV` prints the same lines, recomputing every earlier
       selection many times over)

The same name indexes as the ninth to sixty-fourth sets' (select_fresh9.py: npm `name, version,
downloads_a_month, summary`; PyPI `name, version, month, rank, summary`, as of 2026-12-01). Nothing here
reads a package's tool descriptions: a server is chosen by its name, summary, release month, version and
sha256 rank, and its licence (checked after fetching, by build_fresh67.py), never by its text.

The sixty-fourth set's rule CONTINUED where it stopped, and WIDENED once (written down here, count
included, before any package was fetched and before this set's candidates' names were read; only the name
of the sixty-fourth set's last candidate was read first, from `python run_select_memo.py select_fresh64
...`'s last line). Its step Q took the first 280 of step L's window after the sixty-first set's last step
P candidate, and left the rest of that window: 379 names passed the exclusions after step P's last, 291
were read by step Q (its 280 and the 11 that replaced its LEFT_OUT), so about 90 are left, too few for a
set of the earlier sets' size (step Q's 280 gave 126 servers). So:

- None fetched before: no candidate of select_fresh9.py to select_fresh64.py (the thirteenth to
  sixty-fourth selections are recomputed here, so their candidates count as earlier lists whatever range
  this rule reads), no name an earlier packages list's header mentions, and no candidate whose index
  summary (20 characters or more) is one of those earlier candidates' word for word.
- PyPI, step R (step Q continued, i.e. the forty-third set's step L continued a sixth time): step L's
  window (versions 0.2 to 0.4 released 2026-06 or later) in sha256 order of the names, after the
  sixty-fourth set's last step Q candidate (LAST_OF_STEP_Q, its 280th): every one left.
- PyPI, step S (the widening, as the twenty-ninth set's step I widened step H: the same versions, the
  months before): step L's versions (0.2 to 0.4) released 2026-01 to 2026-05 (STEP_S_MONTH, step I's
  month floor, up to, not including, STEP_L_MONTH, 2026-06), in sha256 order of the names from the start
  (either half). No earlier rule read this window (steps L and N to Q read 0.2 to 0.4 from 2026-06, steps
  I and J 0.5 to 0.9 from 2026-01 to 2026-05).
- The two steps are taken in that order (R, then S), each in sha256 order; a candidate whose summary an
  earlier candidate of the two has word for word is left out; the publisher cap is counted over the two
  together (step R's names first); then the first COUNT (280) of the two together, as the twenty-ninth
  set's COUNT cut its steps H and I together: every one of step R, then step S's first names up to 280.
  280 is step Q's count (126 servers, 1,304 rows of 280 candidates; step P 104 servers of 260, step O
  102 of 220): it aims at 100 servers or more and 1,000 rows or more with a margin. The count is fixed
  here, before any fetch, and is not changed afterwards. The rest of step S's window is left to a later
  set; no further window is read.
- npm: none, as for the nineteenth to sixty-fourth sets.
- One publisher, at most PUBLISHER_CAP servers in this set: the nineteenth set's PUBLISHERS, unchanged,
  counted over this set's candidates only.

Excluded whatever their rank, as for the sixty-fourth set (select_fresh13._excluded): a package of an
earlier set or manifest (every packages*.txt, every data/*manifest*.jsonl, every row source of
data/*.jsonl), in either registry, a reserved server, a summary saying library, SDK, proxy, client,
scanner ... rather than a server, platform binaries, republishers (`mseep-`, `iflow-mcp-`, `mcpbind-`
...), a summary that is an earlier set's package's word for word, select_fresh9/12/13/17/19/21/23/25/29/
36/43/52/57/61/64.LEFT_OUT and the packages named in LEFT_OUT below with their reason (read from the
names and summaries of the candidates the count takes, before fetching any of them, as the sixty-fourth
set read step Q's).
"""

from __future__ import annotations

import sys
from pathlib import Path

import select_fresh13
import select_fresh29
import select_fresh43
import select_fresh64
import select_window
from select_fresh9 import _norm_pypi, _sha

OWN = "fresh67"
LAST_OF_STEP_Q = (
    "searchsteward-mcp"  # the sixty-fourth set's 280th (last) step Q candidate: step R starts after it
)
STEP_S_MONTH = select_fresh29.STEP_I_MONTH  # step I's month floor: 2026-01 ...
STEP_S_BEFORE_MONTH = select_fresh43.STEP_L_MONTH  # ... up to, not including, step L's 2026-06
STEP_S_VERSIONS = select_fresh43.STEP_L_VERSIONS  # step L's: 0.2 to 0.4
COUNT: int | None = 280  # steps R and S together: every one of step R, then step S's first
REPUBLISHERS = select_fresh64.REPUBLISHERS
PUBLISHER_CAP = select_fresh64.PUBLISHER_CAP
PUBLISHERS = dict(select_fresh64.PUBLISHERS)
# Left out by name, with the reason (metadata only: name and summary, read before fetching). The first 280
# (with an empty LEFT_OUT) were read for these (24 left out), then the 24 that came up in their place (1 left
# out), then the one that came up in its place.
LEFT_OUT: dict[str, str] = {
    "agentx-mcp": "wraps any MCP server and screens its calls: a proxy (its summary)",
    "passkey-mcp": "a secrets manager for MCP servers and CLI tools: a library (its summary)",
    "mcp-reality-check": "checks other MCP servers' tool responses: a scanner (its summary)",
    "a02-mock-career-mcp": "a mock server with demo data: a demo publication (its name and summary)",
    "mcp-jadwal-dokter": "exposes dummy scheduling tools: a demo publication (its summary)",
    "invoiceocean-mcp": "an alias for another package (fakturownia-mcp): a republication (its summary)",
    "mcp-django-server": "an MCP server implementation for Django apps: an adapter (its summary)",
    "mcp-refcache": "caching for FastMCP servers: a library (its summary)",
    "cmcp": "a command-line utility for interacting with MCP servers: a client (its summary)",
    "mcp-vulnscan": "static analysis of MCP servers' code: a scanner (its summary)",
    "mcp-curl": "a curl-like CLI for MCP servers: a client (its summary)",
    "skill-to-mcp": "converts skills into MCP server resources: a generator of servers (its summary)",
    "mcp-google-oauth": "drop-in OAuth for MCP servers: a library (its summary)",
    "mcp-skill": "converts any MCP server into an agent skill: a converter of servers (its summary)",
    "docchat-mcp": "turns API docs into an MCP server: a generator of servers (its summary)",
    "mssql-mcp-server-v2": "a fork of another SQL Server server, named as mssql-mcp-server (the corpus's list's) with a suffix (its name and summary)",
    "suncombo-odoo-mcp": "a variant of odoo-mcp (an earlier list's), by its name",
    "mcpcn-lcl-xhs-mcp": "a variant of xhs-mcp (an earlier list's), by its name",
    "holoviz-mcp-server": "a variant of holoviz-mcp (an earlier list's), by its name and summary",
    "fred-mcp-server": "a variant of fred-mcp (an earlier list's), by its name and summary",
    "todo-mcp-server-kit": "a variant of todo-mcp-server (an earlier list's), by its name",
    "claude-gmail-mcp": "a variant of gmail-mcp (an earlier list's), by its name",
    "nucleus-apple-mcp": "a variant of apple-mcp (an earlier list's), by its name",
    "mcp-keep-feedback": "mcp-feedback-enhanced's summary (an earlier list's) nearly word for word: a fork or rename",
    # read from the 24 names that came up in their place, before any of them was fetched
    "mcp-anything": "turns any software into an MCP server: a generator of servers (its summary)",
}


def _left_out(name: str) -> bool:
    return select_fresh64._left_out(name) or name in LEFT_OUT


def earlier_candidates(npm: Path, pypi: Path) -> set[str]:
    """Every package the ninth to sixty-fourth selections give (what they fetched), normalised.
    Recomputing the sixty-fourth reads this set's list as an earlier one; as none of its packages is its
    candidate (step R starts after its last of step Q, step S is a window none of them reads) and none
    shares an earlier candidate's summary, that changes nothing it gives (a test checks it on a made-up
    index)."""
    named = select_fresh64.earlier_candidates(npm, pypi)
    named |= {line.split()[1] for line in select_fresh64.candidates(npm, pypi)}
    return {_norm_pypi(n) for n in named}


def _step_r(pypi: Path, earlier: set[tuple[str, str]], before: set[str], summaries: set[str]) -> list[str]:
    """Step L's window (0.2 to 0.4, 2026-06 or later) after the sixty-fourth set's last step Q candidate."""
    last = _sha(LAST_OF_STEP_Q)
    return [n for n in select_fresh43._step_l(pypi, earlier, before, summaries) if _sha(n) > last]


def _step_s(pypi: Path, earlier: set[tuple[str, str]], before: set[str], summaries: set[str]) -> list[str]:
    """Versions 0.2 to 0.4 released from STEP_S_MONTH up to (not including) STEP_S_BEFORE_MONTH, sha256 order."""
    low, below = STEP_S_VERSIONS
    since = select_fresh13.pypi_candidates(
        pypi, earlier, before, STEP_S_MONTH, low, below, summaries=summaries
    )
    later = set(
        select_fresh13.pypi_candidates(
            pypi, earlier, before, STEP_S_BEFORE_MONTH, low, below, summaries=summaries
        )
    )
    return [n for n in since if n not in later]


def _steps(pypi: Path, earlier: set[tuple[str, str]], before: set[str], summaries: set[str]) -> list[str]:
    """Step R's names, then step S's (the windows are disjoint: one release month per name)."""
    return _step_r(pypi, earlier, before, summaries) + _step_s(pypi, earlier, before, summaries)


def candidates(npm: Path, pypi: Path, count: int | None = COUNT) -> list[str]:
    """`pypi name` lines, in the order they are fetched: step R, then step S, each in sha256 order."""
    return select_window.continue_window(
        npm,
        pypi,
        own=OWN,
        earlier_candidates=earlier_candidates,
        step=_steps,
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
