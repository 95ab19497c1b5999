"""The one build the benign-only held-out sets share (build_fresh57.py, build_fresh61.py, build_fresh64.py),
as red_team_build.py serves the red-team builds.

A benign-only set is build_benign.py's output for the set's packages list, with every row whose old or new
text is in an earlier set or a training collection left out (build_fresh9.build: the sets `exclude` names,
train5 at the digest build_fresh8.py pins, reserved digests; only the ACCEPTED licences), then, so that no
server holds more than MAX_SHARE of the set, a server's rows after its first share_cap() in build order left
out (build_fresh52.capped: a count computed from the rows per server alone, never from their text). Nothing
is planted: such a set measures false alarms only.

Each build script keeps its own constants (FRESH: the fresh<k> sets on main when it was built; EXCLUDE; SET:
its committed file) and the names the tests and other scripts read from it (ACCEPTED, MAX_ROWS_PER_SERVER,
MAX_SHARE, share_cap, capped, render, build, main); its `build` and `main` are calls of the ones here.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from pathlib import Path

import build_fresh8
import build_fresh9
import build_fresh52
from build_fresh import HERE, Row

ACCEPTED = build_fresh52.ACCEPTED  # the twelfth to fifty-second sets' (the nineteenth's), no other
MAX_ROWS_PER_SERVER = build_fresh52.MAX_ROWS_PER_SERVER  # build_benign.py --max-rewrites 45 --max-new 20
MAX_SHARE = build_fresh52.MAX_SHARE  # no server holds more than 5% of the set's rows
share_cap = build_fresh52.share_cap
capped = build_fresh52.capped
# (the set's bytes: `render` is what the integrity test compares with the committed file)
render = build_fresh8.render


def exclude(fresh: Iterable[int], train: Iterable[int] = (18, 22)) -> list[Path]:
    """The data/*.jsonl sets a build reads to leave rows out (train5 is read by build_fresh9.build at its
    pinned digest): the corpus, the evaluation sets fresh and fresh<k> for each k of `fresh`, and the
    training collections train<k> for each k of `train`, in that order."""
    data = HERE / "data"
    return [
        data / "corpus.jsonl",
        data / "fresh.jsonl",
        *(data / f"fresh{k}.jsonl" for k in fresh),
        *(data / f"train{k}.jsonl" for k in train),
    ]


def build(
    benign: list[Row],
    exclude: list[Path],
    accepted: frozenset[str] = ACCEPTED,
    max_share: float = MAX_SHARE,
) -> list[Row]:
    """The benign rows that share no text with the sets `exclude` or a training collection, no server over
    `max_share` of them."""
    return capped(build_fresh9.build(benign, exclude, accepted), max_share)


def main(build: Callable[[list[Row]], list[Row]], committed: Path, usage: str | None) -> None:
    """A benign-only set's command line: `<benign rows>` builds it to stdout, `--check <benign rows>`
    rebuilds it and compares with `committed` byte for byte, `--table <set>` prints its composition."""
    build_fresh8.run_checked_benign_set(build, committed, usage)
