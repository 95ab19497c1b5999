"""The FORTY-THIRD held-out evaluation set: benign rows only, real description changes of new MCP servers.

Usage: python build_fresh43.py benign_fresh43.jsonl > data/fresh43.jsonl
       python build_fresh43.py --check benign_fresh43.jsonl   (rebuilds it and compares with
                                                               data/fresh43.jsonl byte for byte)
       python build_fresh43.py --table data/fresh43.jsonl     (the composition table for README.md)

benign_fresh43.jsonl is build_benign.py's output for packages_fresh43.txt (select_fresh43.py's rule: the
widening step K, PyPI versions 1.0 to 1.2 released before 2026-01, the first 180 in sha256 order of the
names, at most five servers of one publisher; none in an earlier set, list or manifest, none a candidate
an earlier selection fetched, the thirty-sixth's included, none reserved; only the licences the twelfth
to thirty-sixth sets accepted), run with --max-rewrites 45 --max-new 20 so that no server holds more than
65 rows. Like the nineteenth to thirty-sixth sets it measures false alarms only: nothing is planted.

Rows whose old or new text is in any set of data/ when this set was built (corpus.jsonl, fresh.jsonl,
fresh3.jsonl .. fresh42.jsonl, train18.jsonl, train22.jsonl: the thirty-sixth set's list and every set
landed since, the red teams' fresh40 to fresh42 that landed while this one was built included) or the training collection train5.jsonl (at the digest build_fresh8.py pins, from
$TRAIN5_JSONL if set), or whose digest is reserved, are left out (counted on stderr):
build_fresh.assemble's rule, unchanged, as build_fresh9.py applies it.
"""

from __future__ import annotations

import build_fresh8
import build_fresh9
import build_fresh36
from build_fresh import HERE, Row

# Every data/*.jsonl set on main when this set was built (train5 is read by build_fresh9.build at its
# pinned digest): the corpus, the evaluation sets fresh and fresh3 to fresh42 (the red teams' fresh40 to
# fresh42 landed while this set was built: the rows came out unchanged) and the training collections
# train18 and train22.
FRESH = tuple(range(3, 43))
EXCLUDE = [
    HERE / "data" / "corpus.jsonl",
    HERE / "data" / "fresh.jsonl",
    *(HERE / "data" / f"fresh{k}.jsonl" for k in FRESH),
    HERE / "data" / "train18.jsonl",
    HERE / "data" / "train22.jsonl",
]
ACCEPTED = build_fresh36.ACCEPTED  # the twelfth to thirty-sixth sets', no other
MAX_ROWS_PER_SERVER = build_fresh36.MAX_ROWS_PER_SERVER  # build_benign.py --max-rewrites 45 --max-new 20
SET = HERE / "data" / "fresh43.jsonl"


def build(benign: list[Row]) -> list[Row]:
    """The benign rows that share no text with an earlier set or a training collection."""
    return build_fresh9.build(benign, EXCLUDE, ACCEPTED)


# (the set's bytes: `render` is what the integrity test compares with the committed file)
render = build_fresh8.render


def main() -> None:
    build_fresh8.run_checked_benign_set(build, SET, __doc__)


if __name__ == "__main__":
    main()
