"""The TWENTY-FIRST held-out evaluation set: benign rows only, real description changes of new MCP servers.

Usage: python build_fresh21.py benign_fresh21.jsonl > data/fresh21.jsonl
       python build_fresh21.py --table data/fresh21.jsonl     (the composition table for README.md)

benign_fresh21.jsonl is build_benign.py's output for packages_fresh21.txt (select_fresh21.py's rule: the
nineteenth set's step D continued after its last candidate, at most five servers of one publisher; none
in an earlier set, list or manifest, none a candidate an earlier selection fetched, the nineteenth's
included, none reserved; only the licences the twelfth, thirteenth, seventeenth and nineteenth sets
accepted), run with --max-rewrites 45 --max-new 20 so that no server holds more than 65 rows. Like the
nineteenth set it measures false alarms only: nothing is planted.

Rows whose old or new text is in corpus.jsonl, fresh.jsonl, fresh3.jsonl .. fresh20.jsonl, train18.jsonl
or the training collection train5.jsonl (at the digest build_fresh8.py pins, from $TRAIN5_JSONL if set), or
whose digest is reserved, are left out (counted on stderr): build_fresh.assemble's rule, unchanged, as
build_fresh9.py applies it, with the nineteenth set and train18 added to the sets the nineteenth read.
"""

from __future__ import annotations

import build_fresh8
import build_fresh9
import build_fresh19
from build_fresh import HERE, Row

# Every data/*.jsonl set on main when this set was built: the nineteenth's list, fresh19 and train18.
EXCLUDE = [*build_fresh19.EXCLUDE, HERE / "data" / "fresh19.jsonl", HERE / "data" / "train18.jsonl"]
ACCEPTED = build_fresh19.ACCEPTED  # the twelfth, thirteenth, seventeenth and nineteenth sets', no other
MAX_ROWS_PER_SERVER = build_fresh19.MAX_ROWS_PER_SERVER  # build_benign.py --max-rewrites 45 --max-new 20


def build(benign: list[Row]) -> list[Row]:
    """The benign rows that share no text with an earlier set or a training collection."""
    return build_fresh9.build(benign, EXCLUDE, ACCEPTED)


def main() -> None:
    build_fresh8.run_benign_only(build, __doc__)


if __name__ == "__main__":
    main()
