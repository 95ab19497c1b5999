"""The NINETEENTH held-out evaluation set: benign rows only, real description changes of new MCP servers.

Usage: python build_fresh19.py benign_fresh19.jsonl > data/fresh19.jsonl
       python build_fresh19.py --table data/fresh19.jsonl     (the composition table for README.md)

benign_fresh19.jsonl is build_benign.py's output for packages_fresh19.txt (select_fresh19.py's rule: the
seventeenth set's PyPI step 2 continued after its last candidate, then widened to the same versions
released 2026-01 to 2026-05, at most five servers of one publisher; none in an earlier set, list or
manifest, none a candidate an earlier selection fetched, none reserved; only the licences the twelfth,
thirteenth and seventeenth sets accepted), run with --max-rewrites 45 --max-new 20 so that no server
holds more than 65 rows. Like the eighth, ninth, twelfth, thirteenth and seventeenth sets it measures
false alarms only: nothing is planted.

Rows whose old or new text is in corpus.jsonl, fresh.jsonl, fresh3.jsonl .. fresh18.jsonl, fresh20.jsonl
or the training collection train5.jsonl (at the digest build_fresh8.py pins, from $TRAIN5_JSONL if set), or
whose digest is reserved, are left out (counted on stderr): build_fresh.assemble's rule, unchanged, as
build_fresh9.py applies it, with the sixteenth to eighteenth and the twentieth sets added to the sets the
seventeenth read.
"""

from __future__ import annotations

import build_fresh8
import build_fresh9
import build_fresh17
from build_fresh import HERE, Row

# fresh18 and fresh20 (red teams' attacks woven into fresh17's and fresh13's texts) landed while this set
# was built: read too, so that no text of any set on main when it was built is repeated.
EXCLUDE = [*build_fresh17.EXCLUDE, *(HERE / "data" / f"fresh{k}.jsonl" for k in (16, 17, 18, 20))]
ACCEPTED = build_fresh17.ACCEPTED  # the twelfth, thirteenth and seventeenth sets' licences, no other
MAX_ROWS_PER_SERVER = build_fresh17.MAX_ROWS_PER_SERVER  # build_benign.py --max-rewrites 45 --max-new 20


def build(benign: list[Row]) -> list[Row]:
    """The benign rows that share no text with an earlier set or the training collection."""
    return build_fresh9.build(benign, EXCLUDE, ACCEPTED)


def main() -> None:
    build_fresh8.run_benign_only(build, __doc__)


if __name__ == "__main__":
    main()
