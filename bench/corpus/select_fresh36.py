"""The THIRTY-SIXTH held-out set's selection rule: which MCP server packages to fetch, from metadata alone.

Usage: python select_fresh36.py NPM_TSV PYPI_TSV > candidates.txt

The same name indexes as the ninth to twenty-ninth sets' (select_fresh9.py: npm `name, version,
downloads_a_month, summary`; PyPI `name, version, month, rank, summary`, as of 2026-12-01). Nothing here
reads a package's tool descriptions: a server is chosen by its name, summary, release month, version and
sha256 rank, and its licence (checked after fetching, by build_fresh36.py), never by its text.

The twenty-ninth set's rule, continued where it stopped (written down here before any package was
fetched):

- None fetched before: no candidate of select_fresh9.py, select_fresh12.py, select_fresh13.py,
  select_fresh17.py, select_fresh19.py, select_fresh21.py, select_fresh23.py, select_fresh25.py or
  select_fresh29.py (the thirteenth to twenty-ninth selections are recomputed here, so their candidates
  count as earlier lists whatever range this rule reads), no name an earlier packages list's header
  mentions, and no candidate whose index summary (20 characters or more) is one of those earlier
  candidates' word for word.
- PyPI, step J: the twenty-ninth set's step I (versions 0.5 to 0.9 released 2026-01 to 2026-05, in
  sha256 order of the names) after its last candidate (LAST_OF_TWENTY_NINTH, its 150th, mcp-lookup),
  after the exclusions, the twenty-ninth set's LEFT_OUT and the publisher cap: every one left (COUNT
  None). The twenty-ninth set's README counted 47 left after its 150. No widening: this set takes what is
  left of step I and no more (a smaller set, for want of time; a later set may widen the rule by the
  same kind of step, written down before fetching).
- npm: none, as for the nineteenth to twenty-ninth sets.
- One publisher, at most PUBLISHER_CAP servers in this set: the nineteenth set's PUBLISHERS, unchanged,
  counted over this set's candidates.

Excluded whatever their rank, as for the twenty-ninth set (select_fresh13._excluded): a package of an
earlier set or manifest (every packages*.txt, every data/*manifest*.jsonl, every row source of
data/*.jsonl), in either registry, a reserved server, a summary saying library, SDK, proxy, client,
scanner ... rather than a server, platform binaries, republishers (`mseep-`, `iflow-mcp-`, `mcpbind-`
...), a summary that is an earlier set's package's word for word, a candidate whose summary an earlier
candidate of the list has word for word, select_fresh9/12/13/17/19/21/23/25/29.LEFT_OUT. The twenty-ninth
set's LEFT_OUT was read over the whole of step I's range (153), these 47 included, so no name is added
here (LEFT_OUT is empty).
"""

from __future__ import annotations

import sys
from pathlib import Path

import select_fresh29
import select_window
from select_fresh9 import _norm_pypi, _sha

OWN = "fresh36"
LAST_OF_TWENTY_NINTH = "mcp-lookup"  # its 150th and last candidate, of step I: step J starts after it
STEP_J_MONTH = select_fresh29.STEP_I_MONTH  # step I's: 2026-01 ...
STEP_J_BEFORE_MONTH = select_fresh29.STEP_H_MONTH  # ... up to, not including, 2026-06
STEP_J_VERSIONS = select_fresh29.STEP_I_VERSIONS  # step I's: 0.5 to 0.9
COUNT: int | None = None  # every one left
REPUBLISHERS = select_fresh29.REPUBLISHERS
PUBLISHER_CAP = select_fresh29.PUBLISHER_CAP
PUBLISHERS = dict(select_fresh29.PUBLISHERS)
# Left out by name, with the reason (metadata only). None: the twenty-ninth set's LEFT_OUT was read over
# step I's whole range, which holds this one.
LEFT_OUT: dict[str, str] = {}


def _left_out(name: str) -> bool:
    return select_fresh29._left_out(name) or name in LEFT_OUT


def earlier_candidates(npm: Path, pypi: Path) -> set[str]:
    """Every package the ninth to twenty-ninth selections give (what they fetched), normalised.
    Recomputing the twenty-ninth reads this set's list as an earlier one; as none of its packages is its
    candidate (step J starts after its last) and none shares an earlier candidate's summary, that changes
    nothing it gives (a test checks it still gives its 150)."""
    named = select_fresh29.earlier_candidates(npm, pypi)
    named |= {line.split()[1] for line in select_fresh29.candidates(npm, pypi)}
    return {_norm_pypi(n) for n in named}


def _step_j(pypi: Path, earlier: set[tuple[str, str]], before: set[str], summaries: set[str]) -> list[str]:
    """Step I's window (0.5 to 0.9, 2026-01 to 2026-05) after the twenty-ninth set's last candidate."""
    last = _sha(LAST_OF_TWENTY_NINTH)
    return [n for n in select_fresh29._step_i(pypi, earlier, before, summaries) if _sha(n) > last]


def candidates(npm: Path, pypi: Path, count: int | None = COUNT) -> list[str]:
    """`pypi name` lines, in the order they are fetched: step J, in sha256 order."""
    return select_window.continue_window(
        npm,
        pypi,
        own=OWN,
        earlier_candidates=earlier_candidates,
        step=_step_j,
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
