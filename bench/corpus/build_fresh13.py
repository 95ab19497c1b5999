"""The THIRTEENTH held-out evaluation set: benign rows only, real description changes of new MCP servers.

Usage: python build_fresh13.py benign_fresh13.jsonl > data/fresh13.jsonl
       python build_fresh13.py --table data/fresh13.jsonl     (the composition table for README.md)

benign_fresh13.jsonl is build_benign.py's output for packages_fresh13.txt (select_fresh13.py's rule: the
twelfth set's rule continued past what the ninth and twelfth sets fetched, its PyPI filter widened to an
earlier release month and then a lower version floor, its npm filter to any `mcp` name whose summary
names MCP; none in an earlier set, list or manifest, none reserved; only the licences the twelfth set
accepted), run with --max-rewrites 45 --max-new 20 so that no server holds more than 65 rows. Like the
eighth, ninth and twelfth sets it measures false alarms only: nothing is planted.

Rows whose old or new text is in corpus.jsonl, fresh.jsonl, fresh3.jsonl .. fresh12.jsonl or the
training collection train5.jsonl (at the digest build_fresh8.py pins, from $TRAIN5_JSONL if set), or
whose digest is reserved, are left out (counted on stderr): build_fresh.assemble's rule, unchanged, as
build_fresh9.py applies it, with the eleventh and twelfth sets added to the sets the twelfth read.
"""

from __future__ import annotations

import build_fresh8
import build_fresh9
import build_fresh12
from build_fresh import HERE, Row

EXCLUDE = [*build_fresh12.EXCLUDE, HERE / "data" / "fresh11.jsonl", HERE / "data" / "fresh12.jsonl"]
ACCEPTED = build_fresh12.ACCEPTED  # the twelfth set's licences, no other
MAX_ROWS_PER_SERVER = build_fresh12.MAX_ROWS_PER_SERVER  # build_benign.py --max-rewrites 45 --max-new 20


def build(benign: list[Row]) -> list[Row]:
    """The benign rows that share no text with an earlier set or the training collection."""
    return build_fresh9.build(benign, EXCLUDE, ACCEPTED)


def main() -> None:
    build_fresh8.run_benign_only(build, __doc__)


if __name__ == "__main__":
    main()
