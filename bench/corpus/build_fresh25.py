"""The TWENTY-FIFTH held-out evaluation set: benign rows only, real description changes of new MCP servers.

Usage: python build_fresh25.py benign_fresh25.jsonl > data/fresh25.jsonl
       python build_fresh25.py --table data/fresh25.jsonl     (the composition table for README.md)

benign_fresh25.jsonl is build_benign.py's output for packages_fresh25.txt (select_fresh25.py's rule: the
twenty-third set's step F continued after its last candidate, at most five servers of one publisher; none
in an earlier set, list or manifest, none a candidate an earlier selection fetched, the twenty-first's and
twenty-third's included, none reserved; only the licences the twelfth, thirteenth, seventeenth,
nineteenth and twenty-first sets accepted), run with --max-rewrites 45 --max-new 20 so that no server
holds more than 65 rows. Like the nineteenth to twenty-third sets it measures false alarms only: nothing
is planted.

Rows whose old or new text is in any set of data/ when this set was built (corpus.jsonl, fresh.jsonl,
fresh3.jsonl .. fresh24.jsonl, fresh26.jsonl, train18.jsonl, train22.jsonl: the twenty-first set's list
and every set landed since) or the training collection train5.jsonl (at the digest build_fresh8.py pins, from
$TRAIN5_JSONL if set), or whose digest is reserved, are left out (counted on stderr):
build_fresh.assemble's rule, unchanged, as build_fresh9.py applies it.
"""

from __future__ import annotations

import build_fresh8
import build_fresh9
import build_fresh21
from build_fresh import HERE, Row

# Every data/*.jsonl set on main when this set was built (train5 is read by build_fresh9.build at its
# pinned digest): the corpus, the evaluation sets fresh, fresh3 to fresh24 and fresh26 (the twenty-third
# and twenty-sixth landed while this set was built) and the training collections train18 and train22.
FRESH = (*range(3, 25), 26)
EXCLUDE = [
    HERE / "data" / "corpus.jsonl",
    HERE / "data" / "fresh.jsonl",
    *(HERE / "data" / f"fresh{k}.jsonl" for k in FRESH),
    HERE / "data" / "train18.jsonl",
    HERE / "data" / "train22.jsonl",
]
ACCEPTED = build_fresh21.ACCEPTED  # the twelfth to twenty-first sets', no other
MAX_ROWS_PER_SERVER = build_fresh21.MAX_ROWS_PER_SERVER  # build_benign.py --max-rewrites 45 --max-new 20


def build(benign: list[Row]) -> list[Row]:
    """The benign rows that share no text with an earlier set or a training collection."""
    return build_fresh9.build(benign, EXCLUDE, ACCEPTED)


def main() -> None:
    build_fresh8.run_benign_only(build, __doc__)


if __name__ == "__main__":
    main()
