"""The EIGHTH held-out evaluation set: benign rows only, real description changes of new MCP servers.

Usage: python build_fresh8.py benign_fresh8.jsonl > data/fresh8.jsonl
       python build_fresh8.py --table data/fresh8.jsonl     (the composition table for README.md)

benign_fresh8.jsonl is build_benign.py's output for packages_fresh8.txt (MCP servers in none of the
earlier packages lists or the reserved list, all in the held-out half of the split). The set measures
false alarms only: the attack sources of the held-out half are spent, so nothing is planted.

Rows whose old or new text is in corpus.jsonl, fresh.jsonl, fresh3.jsonl .. fresh7.jsonl or the training
collection train5.jsonl (read at the digest pinned below, from $TRAIN5_JSONL if set: `git show
59adb14:bench/corpus/data/train5.jsonl`), or whose digest is reserved, are left out (counted on stderr):
build_fresh.assemble's rule, unchanged, with no payload to plant.
"""

from __future__ import annotations

import hashlib
import json
import os
import sys
from collections import Counter, defaultdict
from collections.abc import Callable
from pathlib import Path

from build_corpus import check
from build_fresh import HERE, Row, assemble, read_rows

EXCLUDE = [
    HERE / "data" / f"{name}.jsonl"
    for name in ("corpus", "fresh", "fresh3", "fresh4", "fresh5", "fresh6", "fresh7")
]
TRAIN5 = Path(os.environ.get("TRAIN5_JSONL") or HERE / "data" / "train5.jsonl")
# The training collection as it was when this set was built (commit 59adb14, unchanged since): its texts
# decide what is left out. Later training texts are checked against the built set by its test instead.
TRAIN5_SHA256 = "6a5764864e11a271c842dabeb6895469ae5df2a704c4f8e121e9802d99ed692f"


def half(name: str) -> str:
    """The split: the first hex digit of sha256 of the lower-cased package name."""
    return hashlib.sha256(name.lower().encode()).hexdigest()[0]


def build(benign: list[Row]) -> list[Row]:
    """The benign rows that share no text with an earlier set or the training collection."""
    if any(r.get("label") != "benign" for r in benign):
        raise SystemExit("build_benign.py's output holds benign rows only")
    if hashlib.sha256(TRAIN5.read_bytes()).hexdigest() != TRAIN5_SHA256:
        raise SystemExit(f"{TRAIN5}: not the training collection pinned (git show 59adb14:...)")
    return assemble([], benign, [*EXCLUDE, TRAIN5])


def table(rows: list[Row]) -> None:
    """Per server: rows by kind, licence and h (the half of the split)."""
    kinds: dict[str, Counter[str]] = defaultdict(Counter)
    licences: dict[str, set[str]] = defaultdict(set)
    for row in rows:
        kinds[row["source"]][row["kind"]] += 1
        licences[row["source"]].add(row["licence"])
    print("| server | rows | rewrite | property | new_tool | licence | h |")
    print("|---|---:|---:|---:|---:|---|---|")
    for source in sorted(kinds):
        k = kinds[source]
        name = source.split(":", 1)[1]
        print(
            f"| {source} | {sum(k.values())} | {k['rewrite']} | {k['property']} | {k['new_tool']} | "
            f"{', '.join(sorted(licences[source]))} | {half(name)} |"
        )
    total: Counter[str] = Counter(r["kind"] for r in rows)
    print(
        f"\nTotal: {len(rows)} benign rows ({total['rewrite']} rewrite, {total['property']} property, "
        f"{total['new_tool']} new_tool) from {len(kinds)} servers; no attack row."
    )


def run_benign_only(build: Callable[[list[Row]], list[Row]], usage: str | None) -> None:
    """The command line of a benign-only set's build: `<benign rows>` builds it to stdout, `--table
    <set>` prints its composition. Shared by this set and the ninth."""
    if len(sys.argv) != 3 and not (len(sys.argv) == 2 and sys.argv[1] != "--table"):
        raise SystemExit(usage)
    if sys.argv[1] == "--table":
        rows = read_rows(Path(sys.argv[2]))
        for row in rows:
            check(row)
            if row["label"] != "benign":
                raise SystemExit(f"{row['id']}: this set holds benign rows only")
        table(rows)
        return
    for row in build(read_rows(Path(sys.argv[1]))):
        print(json.dumps(row, ensure_ascii=False))


def main() -> None:
    run_benign_only(build, __doc__)


if __name__ == "__main__":
    main()


def render(rows: list[Row]) -> bytes:
    """The bytes of a benign-only set, as its build writes them to stdout."""
    return "".join(json.dumps(row, ensure_ascii=False) + "\n" for row in rows).encode("utf-8")


def rebuilds(build: Callable[[list[Row]], list[Row]], benign: Path, committed: Path) -> bool:
    """Rebuild a benign-only set from build_benign.py's output and compare with the committed set, byte
    for byte (both digests on stderr)."""
    built = render(build(read_rows(benign)))
    have = committed.read_bytes()
    for what, data in (("rebuilt", built), ("committed", have)):
        rows = data.count(b"\n")
        print(f"{what}: sha256 {hashlib.sha256(data).hexdigest()}, {rows} rows", file=sys.stderr)
    return built == have


def run_checked_benign_set(
    build: Callable[[list[Row]], list[Row]], committed: Path, usage: str | None
) -> None:
    """run_benign_only's command line plus `--check <benign rows>`: the committed set rebuilt byte for byte.
    Shared by the twenty-ninth, thirty-sixth and forty-third sets."""
    if len(sys.argv) == 3 and sys.argv[1] == "--check":
        if not rebuilds(build, Path(sys.argv[2]), committed):
            raise SystemExit(f"{committed}: the rebuild differs from the committed set")
        print(f"{committed.name}: rebuilt byte for byte", file=sys.stderr)
        return
    run_benign_only(build, usage)
