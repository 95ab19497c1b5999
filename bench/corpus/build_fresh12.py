"""The TWELFTH held-out evaluation set: benign rows only, real description changes of new MCP servers.

Usage: python build_fresh12.py benign_fresh12.jsonl > data/fresh12.jsonl
       python build_fresh12.py --table data/fresh12.jsonl     (the composition table for README.md)

benign_fresh12.jsonl is build_benign.py's output for packages_fresh12.txt (select_fresh12.py's rule: the
ninth set's rule continued past what it took, its npm filter widened; none in an earlier set, list or
manifest, none reserved; only permissive or open licences), run with --max-rewrites 45 --max-new 20 so
that no server holds more than 65 rows. Like the eighth and ninth sets it measures false alarms only:
nothing is planted.

Rows whose old or new text is in corpus.jsonl, fresh.jsonl, fresh3.jsonl .. fresh10.jsonl or the
training collection train5.jsonl (at the digest build_fresh8.py pins, from $TRAIN5_JSONL if set), or
whose digest is reserved, are left out (counted on stderr): build_fresh.assemble's rule, unchanged, as
build_fresh9.py applies it, with the ninth and tenth sets added to the sets it reads.
"""

from __future__ import annotations

import build_fresh8
import build_fresh9
from build_fresh import HERE, Row

EXCLUDE = [*build_fresh9.EXCLUDE, HERE / "data" / "fresh9.jsonl", HERE / "data" / "fresh10.jsonl"]
# The ninth set's licences, and one more spelling of one of them (a PyPI classifier's).
ACCEPTED = build_fresh9.ACCEPTED | {"Universal Permissive License (UPL)"}
MAX_ROWS_PER_SERVER = build_fresh9.MAX_ROWS_PER_SERVER  # build_benign.py --max-rewrites 45 --max-new 20


def build(benign: list[Row]) -> list[Row]:
    """The benign rows that share no text with an earlier set or the training collection."""
    return build_fresh9.build(benign, EXCLUDE, ACCEPTED)


def main() -> None:
    build_fresh8.run_benign_only(build, __doc__)


if __name__ == "__main__":
    main()
