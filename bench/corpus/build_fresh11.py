"""The ELEVENTH held-out evaluation set: MCP tool poisoning written by outside author groups (attacks only).

Usage: python build_fresh11.py [SOURCES_DIR]      (writes data/fresh11.jsonl; SOURCES_DIR defaults to
                                                 $FRESH11_SRC; one of them is required)
       python build_fresh11.py --table          (the composition tables for README.md)

SOURCES_DIR holds the attack sources (fresh11_sources.py: files pinned by sha256). Built like the tenth
set (build_fresh10.py), with the same hosts: the set holds attack rows only, its false-alarm side is the
eighth set's benign rows, whose real descriptions host its bare payload lines.

A payload sharing a run of eight words with a text a detector may have learnt from is left out first
(build_fresh5.learnt_runs, unchanged): the attack texts of data/train5.jsonl (at the digest the tenth
set pins, from $TRAIN5_JSONL if set) and the attack rows of corpus.jsonl, fresh.jsonl, fresh3.jsonl ..
fresh7.jsonl and fresh10.jsonl.

Rows, each payload once: an author's whole poisoned tool description, a `new_tool` row as published; an
author's clean -> poisoned description of one tool or parameter, a `rewrite` or `property` row as
published; a bare payload line, planted into a real description of data/fresh8.jsonl's benign rows by
build_fresh.build, unchanged (seeded per payload id, hosts rendezvous-hashed). A row whose new text (or,
for a published rewrite, old text) is a text of corpus.jsonl, fresh.jsonl .. fresh10.jsonl or
train5.jsonl, or whose digest is reserved, is left out (counted on stderr); a planted row's old text is
its fresh8 host's, by construction.
"""

from __future__ import annotations

import hashlib
import json
import os
import sys
from pathlib import Path

import fresh11_sources
from build_corpus import RESERVED_DIGESTS, check, table
from build_fresh import HERE, Row, build, digest, read_rows, texts_of
from build_fresh5 import learnt_runs, left_out_if_learnt
from build_fresh10 import HOSTS, HOSTS_SHA256, TRAIN5, TRAIN5_SHA256, published

EXCLUDE = [
    HERE / "data" / f"{name}.jsonl"
    for name in ("corpus", "fresh", "fresh3", "fresh4", "fresh5", "fresh6", "fresh7", "fresh10")
]
# The benign sets: no payload may repeat one of their texts either (fresh8's are the hosts').
BENIGN = [HERE / "data" / "fresh9.jsonl"]
OUT = HERE / "data" / "fresh11.jsonl"


def rows(src: Path) -> list[Row]:
    learnt = learnt_runs(TRAIN5, EXCLUDE, TRAIN5_SHA256, "59adb14")
    found = left_out_if_learnt(fresh11_sources.payloads(src), learnt)
    if hashlib.sha256(HOSTS.read_bytes()).hexdigest() != HOSTS_SHA256:
        raise SystemExit(f"{HOSTS}: not the eighth set this set was built on ({HOSTS_SHA256})")
    hosts = [r for r in read_rows(HOSTS) if r["label"] == "benign"]
    bare = [p for p in found if "kind" not in p]
    planted = {r["id"]: r for r in build(bare, hosts)}
    out = [published(p) if "kind" in p else planted[p["pid"]] for p in found]
    seen = texts_of([*EXCLUDE, *BENIGN, TRAIN5])
    host_texts = texts_of([HOSTS])

    def new_text(row: Row) -> bool:
        news = [row["new"]] + ([row["old"]] if row["old"] and row["id"] not in planted else [])
        return not any(
            digest(t) in seen or digest(t) in RESERVED_DIGESTS or digest(t) in host_texts for t in news
        )

    kept = [r for r in out if new_text(r)]
    for row in kept:
        check(row)
    if len({r["id"] for r in kept}) != len(kept):
        raise SystemExit("duplicate ids")
    print(
        f"{len(kept)} rows; {len(out) - len(kept)} left out for sharing text with an earlier set, "
        "the training collection or a reserved digest",
        file=sys.stderr,
    )
    return kept


def main() -> None:
    args = sys.argv[1:]
    if args == ["--table"]:
        built = read_rows(OUT)
        for row in built:
            check(row)
        table(built)
        return
    if len(args) > 1 or (args and args[0].startswith("-")):
        raise SystemExit(__doc__)
    src = args[0] if args else os.environ.get("FRESH11_SRC")
    if not src:
        raise SystemExit(__doc__)
    OUT.write_text(
        "".join(json.dumps(r, ensure_ascii=False) + "\n" for r in rows(Path(src))), encoding="utf-8"
    )


if __name__ == "__main__":
    main()
