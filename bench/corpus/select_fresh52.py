"""The FIFTY-SECOND held-out set's selection rule: which MCP server packages to fetch, from metadata alone.

Usage: python run_select_memo.py select_fresh52 NPM_TSV PYPI_TSV > candidates.txt
       (`python select_fresh52.py NPM_TSV PYPI_TSV` prints the same lines, recomputing every earlier
       selection many times over: well over 40 minutes here)

The same name indexes as the ninth to forty-third sets' (select_fresh9.py: npm `name, version,
downloads_a_month, summary`; PyPI `name, version, month, rank, summary`, as of 2026-12-01). Nothing here
reads a package's tool descriptions: a server is chosen by its name, summary, release month, version and
sha256 rank, and its licence (checked after fetching, by build_fresh52.py), never by its text.

The forty-third set's rule CONTINUED where it stopped, both of its steps (written down here, counts
included, before any package was fetched; only the sizes of the two windows on the indexes were counted
first, by running select_fresh43.candidates with its counts lifted: 322 in step K's window, 1,200 in step
L's after step K's 180):

- None fetched before: no candidate of select_fresh9.py to select_fresh43.py (the thirteenth to
  forty-third selections are recomputed here, so their candidates count as earlier lists whatever range
  this rule reads), no name an earlier packages list's header mentions, and no candidate whose index
  summary (20 characters or more) is one of those earlier candidates' word for word.
- PyPI, step M (step K continued): the forty-third set's step K window (versions 1.0 to 1.2 released
  before 2026-01) in sha256 order of the names, after its last step K candidate (LAST_OF_STEP_K, its
  180th), after the exclusions, LEFT_OUT and the publisher cap: the first STEP_M_COUNT (None: every one
  left: 132 with LEFT_OUT below; step K's window holds 322 after the exclusions and the cap, the
  forty-third set took 180).
- PyPI, step N (step L continued): the forty-third set's step L window (versions 0.2 to 0.4 released
  2026-06 or later) in sha256 order, after its last step L candidate (LAST_OF_STEP_L, its 120th): the
  first STEP_N_COUNT (180). The forty-third set's step K gave 44 servers of its 180 candidates, its step
  L 59 of 120: step M's 132 and step N's 180 aim at the forty-third set's size (100 servers or
  more, 1,000 rows or more). The rest of step L's window (about 1,000) is left to a later set; no further
  window is read.
- The two steps are taken in that order (M, then N), each in sha256 order; a candidate whose summary an
  earlier candidate of the two has word for word is left out; the publisher cap is counted over the two
  together (step M's names first, then N's), and each count cuts its own step after it.
- npm: none, as for the nineteenth to forty-third sets.
- One publisher, at most PUBLISHER_CAP servers in this set: the nineteenth set's PUBLISHERS, unchanged,
  counted over this set's candidates.

Excluded whatever their rank, as for the forty-third set (select_fresh13._excluded): a package of an
earlier set or manifest (every packages*.txt, every data/*manifest*.jsonl, every row source of
data/*.jsonl), in either registry, a reserved server, a summary saying library, SDK, proxy, client,
scanner ... rather than a server, platform binaries, republishers (`mseep-`, `iflow-mcp-`, `mcpbind-`
...), a summary that is an earlier set's package's word for word, a candidate whose summary an earlier
candidate of the list has word for word, select_fresh9/12/13/17/19/21/23/25/29/36/43.LEFT_OUT and the
packages named in LEFT_OUT below with their reason (read from the names and summaries of the candidates
the counts take, before fetching any of them, as the forty-third set read steps K's and L's).
"""

from __future__ import annotations

import sys
from pathlib import Path

import select_fresh9
import select_fresh12
import select_fresh13
import select_fresh19
import select_fresh43
from select_fresh9 import _norm_pypi, _sha

OWN = "fresh52"
LAST_OF_STEP_K = "comtrade-mcp-server"  # the forty-third set's 180th step K candidate: step M starts after it
LAST_OF_STEP_L = "mcp-read-only-argocd"  # its 120th (and last) step L candidate: step N starts after it
STEP_M_COUNT: int | None = None  # every one left of step K
STEP_N_COUNT: int | None = 180
REPUBLISHERS = select_fresh43.REPUBLISHERS
PUBLISHER_CAP = select_fresh43.PUBLISHER_CAP
PUBLISHERS = dict(select_fresh43.PUBLISHERS)
# Left out by name, with the reason (metadata only: name and summary, read before fetching). Step M's
# candidates and step N's first 180 (with an empty LEFT_OUT) were read for these, and the ones that came
# up in their place.
LEFT_OUT: dict[str, str] = {
    "orange-mcp-server-duckdb": "a variant of mcp-server-duckdb (an earlier list's), by its name",
    "postgresql-mcp-server3": "a variant of postgresql-mcp-server (an earlier list's), by its name",
    "redis-mcp-server3": "a variant of redis-mcp-server (an earlier list's), by its name",
    "rasesql-mcp-server": "postgresql-mcp-server3's summary with two words swapped: the same variant renamed",
    "pggm-mcp-snowflake-server": "a variant of mcp-snowflake-server (an earlier list's), by its name",
    "keevor-mysql-mcp-server": "a variant of mysql-mcp-server (an earlier list's), by its name",
    "time-mcp-pypi": "a variant of time-mcp (an earlier list's), by its name",
    "py-mcpdock-cli": "a CLI that manages MCP servers: a manager, not a server (its summary; mcpdock's)",
    "mcpsh": "a CLI and Python API for MCP servers: a client (its summary)",
    "isa-mcp-cli": "a command-line interface for an MCP server: a client (its name and summary)",
    "mcp-jamie-test2": "a test publication (its name and summary)",
    "rh-fastmcp-server-commons": "shared scaffolding for MCP servers: a library (its summary)",
    "ecz-id-mcp": "inspects MCP server manifests: a scanner (its summary)",
    "pytest-mcp-tools": "a tester that calls live MCP servers: a client (its summary)",
    "mcp-to-cli-kit": "builds a command-line interface for MCP servers: a client generator (its summary)",
    "bub-mcp": "exposes MCP servers as another tool's tools: a client (its summary)",
    "mcp2xiaozhi": "bridges any MCP server to another server: a proxy (its summary)",
    "mcp-telemetry": "observability for MCP servers: a library (its summary)",
    "falcon-mcp-server": "an MCP server component for Falcon apps: an adapter (its summary)",
    "memoryintelligence-mcp": "deprecated, its final release, superseded by another server (its summary)",
    "gopeed-mcp-server": "discontinued, superseded by a built-in endpoint (its summary)",
}


def _left_out(name: str) -> bool:
    return select_fresh43._left_out(name) or name in LEFT_OUT


def earlier_candidates(npm: Path, pypi: Path) -> set[str]:
    """Every package the ninth to forty-third selections give (what they fetched), normalised.
    Recomputing the forty-third reads this set's list as an earlier one; as none of its packages is its
    candidate (steps M and N start after its last of steps K and L) and none shares an earlier candidate's summary, that changes nothing it gives (a test checks it on a
    made-up index)."""
    named = select_fresh43.earlier_candidates(npm, pypi)
    named |= {line.split()[1] for line in select_fresh43.candidates(npm, pypi)}
    return {_norm_pypi(n) for n in named}


def _step_m(pypi: Path, earlier: set[tuple[str, str]], before: set[str], summaries: set[str]) -> list[str]:
    """Step K's window (1.0 to 1.2, before 2026-01) after the forty-third set's last step K candidate."""
    last = _sha(LAST_OF_STEP_K)
    return [n for n in select_fresh43._step_k(pypi, earlier, before, summaries) if _sha(n) > last]


def _step_n(pypi: Path, earlier: set[tuple[str, str]], before: set[str], summaries: set[str]) -> list[str]:
    """Step L's window (0.2 to 0.4, 2026-06 or later) after the forty-third set's last step L candidate."""
    last = _sha(LAST_OF_STEP_L)
    return [n for n in select_fresh43._step_l(pypi, earlier, before, summaries) if _sha(n) > last]


def candidates(
    npm: Path,
    pypi: Path,
    count_m: int | None = STEP_M_COUNT,
    count_n: int | None = STEP_N_COUNT,
) -> list[str]:
    """`pypi name` lines, in the order they are fetched: step M, then step N, each in sha256 order."""
    earlier = select_fresh9.earlier_packages(OWN)
    candidates_before = earlier_candidates(npm, pypi)
    before = candidates_before | select_fresh13.named_in_headers(OWN)
    summaries = select_fresh12.earlier_summaries(npm, pypi, earlier)
    # an earlier candidate's summary (fetched, listed or left out there) is a copy's or rename's here
    summaries |= select_fresh12.earlier_summaries(npm, pypi, {("pypi", n) for n in candidates_before})
    index = select_fresh13._summaries(pypi, 4)
    steps = [
        _step_m(pypi, earlier, before, summaries),
        _step_n(pypi, earlier, before, summaries),
    ]
    names = select_fresh13.first_of_each_summary([n for step in steps for n in step], index)
    names = [n for n in names if not _left_out(n) and not n.startswith(REPUBLISHERS)]
    # the cap over the two steps together, in order; each count cuts its own step
    taken: list[str] = []
    for step, count in zip(steps, (count_m, count_n), strict=True):
        in_step = set(step)
        both = select_fresh19.capped(taken + [n for n in names if n in in_step], index, PUBLISHER_CAP)
        taken += both[len(taken) :][:count]
    return [f"pypi {name}" for name in taken]


def main() -> None:
    if len(sys.argv) != 3:
        raise SystemExit(__doc__)
    for line in candidates(Path(sys.argv[1]), Path(sys.argv[2])):
        print(line)


if __name__ == "__main__":
    main()
