"""The FIFTY-SECOND held-out evaluation set: benign rows only, real description changes of new MCP servers.

Usage: python build_fresh52.py benign_fresh52.jsonl > data/fresh52.jsonl
       python build_fresh52.py --check benign_fresh52.jsonl   (rebuilds it and compares with
                                                               data/fresh52.jsonl byte for byte)
       python build_fresh52.py --table data/fresh52.jsonl     (the composition table for README.md)

benign_fresh52.jsonl is build_benign.py's output for packages_fresh52.txt (select_fresh52.py's rule: the
forty-third set's steps K and L continued as steps M and N: PyPI versions 1.0 to 1.2 released before
2026-01, every one left after the forty-third set's 180th, then versions 0.2 to 0.4 released 2026-06 or
later, the first 180 after its 120th, each in sha256 order of the names, at most five servers of one
publisher; none in an earlier set, list or manifest, none a candidate an earlier selection fetched, the
forty-third's included, none reserved; only the licences the twelfth to forty-third sets accepted), run
with --max-rewrites 45 --max-new 20 so that no server holds more than 65 rows; then, so that no server
holds more than 5% of the set (MAX_SHARE), a server's rows after its first share_cap() in build order are
left out (a count computed from the rows per server alone, never from their text). Like the nineteenth to
forty-third sets it measures false alarms only: nothing is planted.

Rows whose old or new text is in any set of data/ when this set was built (corpus.jsonl, fresh.jsonl,
fresh3.jsonl .. fresh47.jsonl, train18.jsonl, train22.jsonl) or the training collection train5.jsonl (at
the digest build_fresh8.py pins, from $TRAIN5_JSONL if set), or whose digest is reserved, are left out
(counted on stderr): build_fresh.assemble's rule, unchanged, as build_fresh9.py applies it.
"""

from __future__ import annotations

from collections import Counter

import build_fresh8
import build_fresh9
import build_fresh43
from build_fresh import HERE, Row

# Every data/*.jsonl set on main when this set was built (train5 is read by build_fresh9.build at its
# pinned digest): the corpus, the evaluation sets fresh and fresh3 to fresh47 and the training
# collections train18 and train22.
FRESH = tuple(range(3, 48))
EXCLUDE = [
    HERE / "data" / "corpus.jsonl",
    HERE / "data" / "fresh.jsonl",
    *(HERE / "data" / f"fresh{k}.jsonl" for k in FRESH),
    HERE / "data" / "train18.jsonl",
    HERE / "data" / "train22.jsonl",
]
ACCEPTED = build_fresh43.ACCEPTED  # the twelfth to forty-third sets', no other
MAX_ROWS_PER_SERVER = build_fresh43.MAX_ROWS_PER_SERVER  # build_benign.py --max-rewrites 45 --max-new 20
SET = HERE / "data" / "fresh52.jsonl"
MAX_SHARE = 0.05  # no server holds more than 5% of the set's rows


def share_cap(rows: list[Row], share: float = MAX_SHARE) -> int:
    """The largest number of rows per server under which no server holds more than `share` of the set:
    computed from the rows per server alone."""
    per_server = Counter(r["source"] for r in rows)
    cap = max(per_server.values(), default=0)
    while cap > share * sum(min(n, cap) for n in per_server.values()):
        cap -= 1
    return cap


def capped(rows: list[Row], share: float = MAX_SHARE) -> list[Row]:
    """The rows in build order, a server's after its first share_cap(rows) left out (by position only)."""
    cap = share_cap(rows, share)
    seen: Counter[str] = Counter()
    out = []
    for row in rows:
        seen[row["source"]] += 1
        if seen[row["source"]] <= cap:
            out.append(row)
    return out


def build(benign: list[Row]) -> list[Row]:
    """The benign rows that share no text with an earlier set or a training collection, no server over
    MAX_SHARE of them."""
    return capped(build_fresh9.build(benign, EXCLUDE, ACCEPTED))


# (the set's bytes: `render` is what the integrity test compares with the committed file)
render = build_fresh8.render


def main() -> None:
    build_fresh8.run_checked_benign_set(build, SET, __doc__)


if __name__ == "__main__":
    main()
