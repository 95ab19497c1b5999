"""The step a selection takes when it continues an earlier selection's window (select_fresh23.py,
select_fresh25.py, select_fresh36.py, select_fresh57.py, select_fresh61.py, select_fresh64.py).

Each of those rules reads the same window of the PyPI index as the selection before it, in sha256 order of
the names, starting after that selection's last candidate (the script's own `_step_*` function gives the
window's names so cut). `continue_window` is what they then do alike; each script's `candidates()` calls
it with its own constants, so `run_select_memo.py` still memoises each script's own functions.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import select_fresh9
import select_fresh12
import select_fresh13
import select_fresh19

# (pypi index, earlier packages, names fetched or named before, earlier summaries) -> the window's names
Step = Callable[[Path, set[tuple[str, str]], set[str], set[str]], list[str]]


def continue_window(
    npm: Path,
    pypi: Path,
    *,
    own: str,
    earlier_candidates: Callable[[Path, Path], set[str]],
    step: Step,
    left_out: Callable[[str], bool],
    republishers: tuple[str, ...],
    publisher_cap: int,
    count: int | None,
) -> list[str]:
    """`pypi name` lines, in the order they are fetched: the step's names in sha256 order.

    The rule in words: nothing fetched before is taken again, i.e. no package of an earlier set, list or
    manifest (`select_fresh9.earlier_packages(own)`), no candidate of an earlier selection
    (`earlier_candidates`) and no name an earlier list's header mentions; no name whose index summary is
    an earlier package's or an earlier candidate's word for word. Of the window `step` gives (after those
    exclusions), the first name of each summary is kept; then the names `left_out` names and the
    republishers' (`republishers`, by prefix) are dropped; then at most `publisher_cap` servers of one
    publisher are kept (select_fresh19.capped, counted over these names only); then the first `count`
    (every one when None).
    """
    earlier = select_fresh9.earlier_packages(own)
    candidates_before = earlier_candidates(npm, pypi)
    before = candidates_before | select_fresh13.named_in_headers(own)
    summaries = select_fresh12.earlier_summaries(npm, pypi, earlier)
    # an earlier candidate's summary (fetched, listed or left out there) is a copy's or rename's here
    summaries |= select_fresh12.earlier_summaries(npm, pypi, {("pypi", n) for n in candidates_before})
    index = select_fresh13._summaries(pypi, 4)
    names = select_fresh13.first_of_each_summary(step(pypi, earlier, before, summaries), index)
    names = [n for n in names if not left_out(n) and not n.startswith(republishers)]
    taken = select_fresh19.capped(names, index, publisher_cap)[:count]
    return [f"pypi {name}" for name in taken]
