"""The TWENTY-NINTH held-out evaluation set: benign rows only, real description changes of new MCP servers.

Usage: python build_fresh29.py benign_fresh29.jsonl > data/fresh29.jsonl
       python build_fresh29.py --check benign_fresh29.jsonl   (rebuilds it and compares with
                                                               data/fresh29.jsonl byte for byte)
       python build_fresh29.py --table data/fresh29.jsonl     (the composition table for README.md)

benign_fresh29.jsonl is build_benign.py's output for packages_fresh29.txt (select_fresh29.py's rule: the
twenty-fifth set's step G continued after its last candidate, every one left (step H), then the same
versions with the month floor moved back to 2026-01 (step I), at most five servers of one publisher; none
in an earlier set, list or manifest, none a candidate an earlier selection fetched, the twenty-first's,
twenty-third's and twenty-fifth's included, none reserved; only the licences the twelfth to twenty-fifth
sets accepted), run with --max-rewrites 45 --max-new 20 so that no server holds more than 65 rows. Like
the nineteenth to twenty-fifth sets it measures false alarms only: nothing is planted.

Rows whose old or new text is in any set of data/ when this set was built (corpus.jsonl, fresh.jsonl,
fresh3.jsonl .. fresh28.jsonl, fresh30.jsonl, fresh31.jsonl, fresh33.jsonl, train18.jsonl, train22.jsonl:
the twenty-fifth set's list and every set landed since, the red teams' sets that landed while this one
was built included) or the training collection train5.jsonl (at the digest build_fresh8.py pins, from
$TRAIN5_JSONL if set), or whose digest is reserved, are left out (counted on stderr):
build_fresh.assemble's rule, unchanged, as build_fresh9.py applies it.
"""

from __future__ import annotations

import build_fresh8
import build_fresh9
import build_fresh25
from build_fresh import HERE, Row

# Every data/*.jsonl set on main when this set was built (train5 is read by build_fresh9.build at its
# pinned digest): the corpus, the evaluation sets fresh, fresh3 to fresh28, fresh30, fresh31 and fresh33
# (fresh28 to fresh33 landed while this set was built) and the training collections train18 and train22.
FRESH = (*range(3, 29), 30, 31, 33)
EXCLUDE = [
    HERE / "data" / "corpus.jsonl",
    HERE / "data" / "fresh.jsonl",
    *(HERE / "data" / f"fresh{k}.jsonl" for k in FRESH),
    HERE / "data" / "train18.jsonl",
    HERE / "data" / "train22.jsonl",
]
ACCEPTED = build_fresh25.ACCEPTED  # the twelfth to twenty-fifth sets', no other
MAX_ROWS_PER_SERVER = build_fresh25.MAX_ROWS_PER_SERVER  # build_benign.py --max-rewrites 45 --max-new 20
SET = HERE / "data" / "fresh29.jsonl"


def build(benign: list[Row]) -> list[Row]:
    """The benign rows that share no text with an earlier set or a training collection."""
    return build_fresh9.build(benign, EXCLUDE, ACCEPTED)


# (the set's bytes: `render` is what the integrity test compares with the committed file)
render = build_fresh8.render


def main() -> None:
    build_fresh8.run_checked_benign_set(build, SET, __doc__)


if __name__ == "__main__":
    main()
