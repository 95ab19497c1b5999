"""The TWENTY-THIRD held-out evaluation set: benign rows only, real description changes of new MCP servers.

Usage: python build_fresh23.py benign_fresh23.jsonl > data/fresh23.jsonl
       python build_fresh23.py --table data/fresh23.jsonl     (the composition table for README.md)

benign_fresh23.jsonl is build_benign.py's output for packages_fresh23.txt (select_fresh23.py's rule: the
twenty-first set's step E continued after its last candidate, at most five servers of one publisher; none
in an earlier set, list or manifest, none a candidate an earlier selection fetched, the twenty-first's
included, none reserved; only the licences the twelfth, thirteenth, seventeenth, nineteenth and
twenty-first sets accepted), run with --max-rewrites 45 --max-new 20 so that no server holds more than 65
rows. Like the nineteenth and twenty-first sets it measures false alarms only: nothing is planted.

Rows whose old or new text is in corpus.jsonl, fresh.jsonl, fresh3.jsonl .. fresh22.jsonl, fresh24.jsonl,
fresh26.jsonl, train18.jsonl, train22.jsonl or the training collection train5.jsonl (at the digest
build_fresh8.py pins, from $TRAIN5_JSONL if set), or whose digest is reserved, are left out (counted on
stderr): build_fresh.assemble's rule, unchanged, as build_fresh9.py applies it, with the twenty-first set
and the sets that landed while this one was built (fresh22, fresh24 and fresh26, red teams' attacks, and
train22, a training collection) added to the sets the twenty-first read.
"""

from __future__ import annotations

import build_fresh8
import build_fresh9
import build_fresh21
from build_fresh import HERE, Row

# Every data/*.jsonl set on main when this set was built: the twenty-first's list, fresh21, and fresh22,
# fresh24, fresh26 and train22 (landed while this set was built).
EXCLUDE = [
    *build_fresh21.EXCLUDE,
    *(HERE / "data" / f"fresh{k}.jsonl" for k in (21, 22, 24, 26)),
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
