"""The SIXTY-SEVENTH held-out evaluation set: benign rows only, real description changes of new MCP servers.

Usage: python build_fresh67.py benign_fresh67.jsonl > data/fresh67.jsonl
       python build_fresh67.py --check benign_fresh67.jsonl   (rebuilds it and compares with
                                                               data/fresh67.jsonl byte for byte)
       python build_fresh67.py --table data/fresh67.jsonl     (the composition table for README.md)

benign_fresh67.jsonl is build_benign.py's output for packages_fresh67.txt (select_fresh67.py's rule: the
sixty-fourth set's step Q continued as step R, every name left of step L's window (PyPI versions 0.2 to
0.4 released 2026-06 or later) after its 280th step Q candidate, then step S, the same versions released
2026-01 to 2026-05 from the start, the first 280 of the two together, each in sha256 order of the names,
at most five servers of one publisher; none in an earlier set, list or manifest, none a candidate an
earlier selection fetched, the sixty-fourth's included, none reserved; only the licences the twelfth to
sixty-fourth sets accepted), run with --max-rewrites 45 --max-new 20 so that no server holds more than 65
rows; then, so that no server holds more than 5% of the set (MAX_SHARE), a server's rows after its first
share_cap() in build order are left out (benign_build.capped: a count computed from the rows per server
alone, never from their text). Like the nineteenth to sixty-fourth sets it measures false alarms only:
nothing is planted.

Rows whose old or new text is in any set of data/ when this set was built (corpus.jsonl, fresh.jsonl,
fresh3.jsonl .. fresh66.jsonl, train18.jsonl, train22.jsonl) or the training collection train5.jsonl (at
the digest build_fresh8.py pins, from $TRAIN5_JSONL if set), or whose digest is reserved, are left out
(counted on stderr): build_fresh.assemble's rule, unchanged, as build_fresh9.py applies it
(benign_build.build).
"""

from __future__ import annotations

import benign_build
from build_fresh import HERE, Row

# Every data/*.jsonl set on main when this set was built (train5 is read by build_fresh9.build at its
# pinned digest): the corpus, the evaluation sets fresh and fresh3 to fresh66 and the training
# collections train18 and train22.
FRESH = tuple(range(3, 67))
EXCLUDE = benign_build.exclude(FRESH)
ACCEPTED = benign_build.ACCEPTED  # the twelfth to sixty-fourth sets', no other
MAX_ROWS_PER_SERVER = benign_build.MAX_ROWS_PER_SERVER  # build_benign.py --max-rewrites 45 --max-new 20
SET = HERE / "data" / "fresh67.jsonl"
MAX_SHARE = benign_build.MAX_SHARE  # no server holds more than 5% of the set's rows
share_cap = benign_build.share_cap
capped = benign_build.capped
# (the set's bytes: `render` is what the integrity test compares with the committed file)
render = benign_build.render


def build(benign: list[Row]) -> list[Row]:
    """The benign rows that share no text with an earlier set or a training collection, no server over
    MAX_SHARE of them (benign_build.build)."""
    return benign_build.build(benign, EXCLUDE, ACCEPTED, MAX_SHARE)


def main() -> None:
    benign_build.main(build, SET, __doc__)


if __name__ == "__main__":
    main()
