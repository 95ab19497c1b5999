"""The FORTY-THIRD held-out set's selection rule: which MCP server packages to fetch, from metadata alone.

Usage: python select_fresh43.py NPM_TSV PYPI_TSV > candidates.txt
       (a plain run recomputes every earlier selection, over 40 minutes here; run_select_memo.py runs it
       in one process that computes each earlier selection once: `python run_select_memo.py select_fresh43
       NPM_TSV PYPI_TSV`, the same lines)

The same name indexes as the ninth to thirty-sixth sets' (select_fresh9.py: npm `name, version,
downloads_a_month, summary`; PyPI `name, version, month, rank, summary`, as of 2026-12-01). Nothing here
reads a package's tool descriptions: a server is chosen by its name, summary, release month, version and
sha256 rank, and its licence (checked after fetching, by build_fresh43.py), never by its text.

The thirty-sixth set took every package left of step I (the twenty-ninth set's window), so this set
WIDENS the rule by steps of the kind the earlier sets took (step K written down here before any package
was fetched; step L after step K's packages were built, before any of step L's was fetched):

- None fetched before: no candidate of select_fresh9.py, select_fresh12.py, select_fresh13.py,
  select_fresh17.py, select_fresh19.py, select_fresh21.py, select_fresh23.py, select_fresh25.py,
  select_fresh29.py or select_fresh36.py (the thirteenth to thirty-sixth selections are recomputed here,
  so their candidates count as earlier lists whatever range this rule reads), no name an earlier packages
  list's header mentions, and no candidate whose index summary (20 characters or more) is one of those
  earlier candidates' word for word.
- PyPI, step K (the widening): versions 1.0 to 1.2 (the nineteenth set's step B's versions, the
  thirteenth set's step 2's) released before 2026-01: step B with its month floor removed, as the
  nineteenth set's step C removed step 1's for versions 1.3 and later. No earlier rule read this window
  (steps A and B read 1.0 to 1.2 from 2026-01, step C 1.3 or later before 2026-01, steps D to J 0.5 to
  0.9 from 2026-01). In sha256 order of the names, from the start (either half), after the exclusions,
  LEFT_OUT and the publisher cap: the first COUNT (180). On the indexes of 2026-12-01 about 350 pass the
  window's filter and the exclusions; the rest are left to a later set.
- PyPI, step L (a second widening, written down after step K's packages were fetched and built, and
  before any of its own was fetched): step K's first 180 gave 463 rows of 45 servers, fewer than the
  1,000 the set aims at, one server holding 11.7% of them (more than the 5% the larger sets kept every
  server under; only row counts per server were read, no text), so, as the nineteenth set widened its
  rule after its first build (its step D: a version floor below any earlier set's, release 2026-06 or
  later), the version floor moves down once more: versions 0.2 to 0.4 (STEP_L_VERSIONS) released
  2026-06 or later (STEP_L_MONTH, step D's). No earlier rule read it (steps D to J read 0.5 to 0.9). In
  sha256 order of the names, from the start, after step K's, after the exclusions, LEFT_OUT and the
  publisher cap (counted over steps K and L's candidates together): the first STEP_L_COUNT (120).
  Step K's 180 are unchanged by it.
- npm: none, as for the nineteenth to thirty-sixth sets (the thirteenth set's npm rule took every
  package that passes it; the npm registry here serves one version of most packages: no change row).
- One publisher, at most PUBLISHER_CAP servers in this set: the nineteenth set's PUBLISHERS, unchanged,
  counted over this set's candidates.

Excluded whatever their rank, as for the thirty-sixth set (select_fresh13._excluded): a package of an
earlier set or manifest (every packages*.txt, every data/*manifest*.jsonl, every row source of
data/*.jsonl), in either registry, a reserved server, a summary saying library, SDK, proxy, client,
scanner ... rather than a server, platform binaries, republishers (`mseep-`, `iflow-mcp-`, `mcpbind-`
...), a summary that is an earlier set's package's word for word, a candidate whose summary an earlier
candidate of the list has word for word, select_fresh9/12/13/17/19/21/23/25/29/36.LEFT_OUT and the
packages named in LEFT_OUT below with their reason (read from the names and summaries of step K's first
COUNT before fetching them, and of step L's first STEP_L_COUNT before fetching those, as the twenty-ninth
set read step I's).
"""

from __future__ import annotations

import sys
from pathlib import Path

import select_fresh9
import select_fresh12
import select_fresh13
import select_fresh19
import select_fresh36
from select_fresh9 import _norm_pypi

OWN = "fresh43"
STEP_K_VERSIONS = (select_fresh13.LOW_VERSION_FLOOR, (1, 3))  # step B's (and step A's): 1.0 to 1.2
STEP_K_FLOOR = ""  # no month floor ...
STEP_K_BELOW_MONTH = select_fresh19.STEP_C_BELOW  # ... released before 2026-01 (step C's ceiling)
COUNT: int | None = 180  # step K's
STEP_L_VERSIONS = ((0, 2), select_fresh19.STEP_D_VERSIONS[0])  # 0.2 to 0.4: below step D's 0.5
STEP_L_MONTH = select_fresh19.STEP_A_MONTH  # step D's (and A's): 2026-06 or later
STEP_L_COUNT: int | None = 120
REPUBLISHERS = select_fresh36.REPUBLISHERS
PUBLISHER_CAP = select_fresh36.PUBLISHER_CAP
PUBLISHERS = dict(select_fresh36.PUBLISHERS)
# Left out by name, with the reason (metadata only: name and summary, read before fetching). Step K's first
# 180 (with an empty LEFT_OUT) were read for these, and the ones that came up in their place; then step L's.
LEFT_OUT: dict[str, str] = {
    "tinno-mcp-git": "the reserved reference git server's summary (mcp-server-git) word for word: a copy",
    "mcp-server-duckdb-fastmcp": "a variant of mcp-server-duckdb (an earlier list's), by its name and summary",
    "sauce-api-mcp-fastmcp": "a variant of sauce-api-mcp (an earlier list's), by its name",
    "mysql-mcp-server3": "a variant of mysql-mcp-server (an earlier list's), by its name and summary",
    "mcp-forge": "scaffolding for MCP servers: a generator (its summary)",
    "mcpdock": "a CLI that manages MCP servers: a manager, not a server (its summary)",
    "chatmcp-cli": "an AI pair-programming CLI that uses MCP servers: a client (its summary)",
    "mcp-mysql-server-licai-czg-202509111517-9baa6c-202509111516-735609-20250911-e5ceb8": (
        "a build's timestamped publication: a test publication, by its name"
    ),
    # read from step L's first 120 names and summaries, before any of them was fetched
    "xone-mcp-risk-index": "a risk catalogue of MCP servers and a CLI: a scanner (its summary)",
    "kctl-mcp": "turns CLIs into MCP servers: a generator (its summary)",
    "spec2mcp": "turns an OpenAPI spec into an MCP server: a generator (its summary)",
    "mcp-scopecheck": "static analysis of MCP servers: a scanner (its summary)",
    "morfiade-mcp": "a launcher of another package's server (its summary)",
    "mcp-duplicati": "duplicati-mcp's summary (an earlier list's) extended, the name reversed: a rename or fork",
}


def _left_out(name: str) -> bool:
    return select_fresh36._left_out(name) or name in LEFT_OUT


def earlier_candidates(npm: Path, pypi: Path) -> set[str]:
    """Every package the ninth to thirty-sixth selections give (what they fetched), normalised.
    Recomputing the thirty-sixth (and through it the earlier ones) reads this set's list as an earlier
    one; as none of its packages is their candidate (step K is a window none of them reads) and none
    shares an earlier candidate's summary, that changes nothing they give (a test checks it on a made-up
    index)."""
    named = select_fresh36.earlier_candidates(npm, pypi)
    named |= {line.split()[1] for line in select_fresh36.candidates(npm, pypi)}
    return {_norm_pypi(n) for n in named}


def _step_k(pypi: Path, earlier: set[tuple[str, str]], before: set[str], summaries: set[str]) -> list[str]:
    """Versions 1.0 to 1.2 released before STEP_K_BELOW_MONTH, sha256 order of the names."""
    low, below = STEP_K_VERSIONS
    every = select_fresh13.pypi_candidates(
        pypi, earlier, before, STEP_K_FLOOR, low, below, summaries=summaries
    )
    later = set(
        select_fresh13.pypi_candidates(
            pypi, earlier, before, STEP_K_BELOW_MONTH, low, below, summaries=summaries
        )
    )
    return [n for n in every if n not in later]


def _step_l(pypi: Path, earlier: set[tuple[str, str]], before: set[str], summaries: set[str]) -> list[str]:
    """Versions 0.2 to 0.4 released from STEP_L_MONTH on, sha256 order of the names."""
    low, below = STEP_L_VERSIONS
    return select_fresh13.pypi_candidates(
        pypi, earlier, before, STEP_L_MONTH, low, below, summaries=summaries
    )


def candidates(
    npm: Path, pypi: Path, count: int | None = COUNT, count_l: int | None = STEP_L_COUNT
) -> list[str]:
    """`pypi name` lines, in the order they are fetched: step K, then step L, each in sha256 order."""
    earlier = select_fresh9.earlier_packages(OWN)
    candidates_before = earlier_candidates(npm, pypi)
    before = candidates_before | select_fresh13.named_in_headers(OWN)
    summaries = select_fresh12.earlier_summaries(npm, pypi, earlier)
    # an earlier candidate's summary (fetched, listed or left out there) is a copy's or rename's here
    summaries |= select_fresh12.earlier_summaries(npm, pypi, {("pypi", n) for n in candidates_before})
    index = select_fresh13._summaries(pypi, 4)
    step_k = _step_k(pypi, earlier, before, summaries)
    step_l = _step_l(pypi, earlier, before, summaries)
    in_k = set(step_k)
    names = select_fresh13.first_of_each_summary(step_k + step_l, index)
    names = [n for n in names if not _left_out(n) and not n.startswith(REPUBLISHERS)]
    taken_k = select_fresh19.capped([n for n in names if n in in_k], index, PUBLISHER_CAP)[:count]
    # the cap over steps K and L together: step K's taken names first, then step L's
    both = select_fresh19.capped(taken_k + [n for n in names if n not in in_k], index, PUBLISHER_CAP)
    taken_l = both[len(taken_k) :][:count_l]
    return [f"pypi {name}" for name in taken_k + taken_l]


def main() -> None:
    if len(sys.argv) != 3:
        raise SystemExit(__doc__)
    for line in candidates(Path(sys.argv[1]), Path(sys.argv[2])):
        print(line)


if __name__ == "__main__":
    main()
