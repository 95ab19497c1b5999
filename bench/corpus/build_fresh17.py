"""The SEVENTEENTH held-out evaluation set: benign rows only, real description changes of new MCP servers.

Usage: python build_fresh17.py benign_fresh17.jsonl > data/fresh17.jsonl
       python build_fresh17.py --table data/fresh17.jsonl     (the composition table for README.md)

benign_fresh17.jsonl is build_benign.py's output for packages_fresh17.txt (select_fresh17.py's rule: the
thirteenth set's PyPI step 2 continued after where it stopped, at most five servers of one publisher;
none in an earlier set, list or manifest, none a candidate an earlier selection fetched, none reserved;
only the licences the twelfth and thirteenth sets accepted), run with --max-rewrites 45 --max-new 20 so
that no server holds more than 65 rows. Like the eighth, ninth, twelfth and thirteenth sets it measures
false alarms only: nothing is planted.

Rows whose old or new text is in corpus.jsonl, fresh.jsonl, fresh3.jsonl .. fresh15.jsonl or the
training collection train5.jsonl (at the digest build_fresh8.py pins, from $TRAIN5_JSONL if set), or
whose digest is reserved, are left out (counted on stderr): build_fresh.assemble's rule, unchanged, as
build_fresh9.py applies it, with the thirteenth to fifteenth sets added to the sets the thirteenth read.
"""

from __future__ import annotations

import build_fresh8
import build_fresh9
import build_fresh13
from build_fresh import HERE, Row

EXCLUDE = [*build_fresh13.EXCLUDE, *(HERE / "data" / f"fresh{k}.jsonl" for k in (13, 14, 15))]
ACCEPTED = build_fresh13.ACCEPTED  # the twelfth and thirteenth sets' licences, no other
MAX_ROWS_PER_SERVER = build_fresh13.MAX_ROWS_PER_SERVER  # build_benign.py --max-rewrites 45 --max-new 20


def build(benign: list[Row]) -> list[Row]:
    """The benign rows that share no text with an earlier set or the training collection."""
    return build_fresh9.build(benign, EXCLUDE, ACCEPTED)


def main() -> None:
    build_fresh8.run_benign_only(build, __doc__)


if __name__ == "__main__":
    main()
