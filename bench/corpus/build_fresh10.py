"""The TENTH held-out evaluation set: MCP tool poisoning written by other authors (attacks only).

Usage: python build_fresh10.py [SOURCES_DIR]      (writes data/fresh10.jsonl; SOURCES_DIR defaults to
                                                 $FRESH10_SRC; one of them is required)
       python build_fresh10.py --table          (the composition tables for README.md)

SOURCES_DIR holds the attack sources (fresh10_sources.py: files pinned by sha256). The set holds attack
rows only: its false-alarm side is the eighth set's benign rows, whose real descriptions host the bare
payload lines here.

A payload sharing a run of eight words with a text a detector may have learnt from is left out first
(build_fresh5.learnt_runs, unchanged): the attack texts of data/train5.jsonl (read at the digest pinned
below, from $TRAIN5_JSONL if set: `git show 59adb14:bench/corpus/data/train5.jsonl`) and the attack rows
of corpus.jsonl, fresh.jsonl and fresh3.jsonl .. fresh7.jsonl.

Rows, each payload once:
- an author's whole poisoned tool description: a `new_tool` row as published;
- an author's clean -> poisoned description of one tool or parameter (a rug pull): a `rewrite` or
  `property` row as published;
- a bare payload line: planted into a real description of data/fresh8.jsonl's benign rows by
  build_fresh.build, unchanged (seeded per payload id, hosts rendezvous-hashed: appended, prepended or
  spliced into a tool description, half riding on the host's real rewrite; appended to a parameter
  description; or appended to a tool that really appeared in a new version).
A row whose new text (or, for a published rewrite, old text) is a text of corpus.jsonl, fresh.jsonl ..
fresh8.jsonl or train5.jsonl, or whose digest is reserved, is left out (counted on stderr); a planted
row's old text is its fresh8 host's, by construction.
"""

from __future__ import annotations

import hashlib
import json
import os
import sys
from collections.abc import Callable
from pathlib import Path

import fresh10_sources
from build_corpus import RESERVED_DIGESTS, check, table
from build_fresh import HERE, Row, build, digest, read_rows, texts_of
from build_fresh5 import learnt_runs, left_out_if_learnt

EXCLUDE = [
    HERE / "data" / f"{name}.jsonl"
    for name in ("corpus", "fresh", "fresh3", "fresh4", "fresh5", "fresh6", "fresh7")
]
HOSTS = HERE / "data" / "fresh8.jsonl"
# The eighth set as committed (README): its benign rows are the hosts.
HOSTS_SHA256 = "3627c0e538dc7e1430a3f2b3b62bc944a686ab1555285482b38059589b56a7bb"
OUT = HERE / "data" / "fresh10.jsonl"
TRAIN5 = Path(os.environ.get("TRAIN5_JSONL") or HERE / "data" / "train5.jsonl")
# The training collection as it was when this set was built (commit 59adb14, unchanged since): its texts
# decide what is left out. Later training texts are checked against the built set by its test instead.
TRAIN5_SHA256 = "6a5764864e11a271c842dabeb6895469ae5df2a704c4f8e121e9802d99ed692f"


def published(p: fresh10_sources.Payload) -> Row:
    """A row as its author published it: a whole new tool, or a clean -> poisoned rewrite."""
    row: Row = {
        "id": p["pid"],
        "label": "attack",
        "class": p["classes"],
        "style": p["style"],
        "source": p["source"],
        "origin": f"{p['origin']} (as published)",
        "licence": p["licence"],
        "kind": p["kind"],
        "tool": p["tool"],
        "old": p.get("old"),
        "new": p["text"],
        "catalogue": p["catalogue"],
    }
    if "other_catalogue" in p:
        row["other_catalogue"] = p["other_catalogue"]
    return row


def assemble(payloads: list[fresh10_sources.Payload], exclude: list[Path], seen_in: list[Path]) -> list[Row]:
    """The rows of a set of published payloads: those an earlier attack set taught (`exclude` and the
    training collection) left out, bare lines planted into the eighth set's hosts, and rows whose text
    a file of `seen_in` (or a reserved digest, or a host) already holds left out. Shared by the tenth
    and eleventh sets."""
    learnt = learnt_runs(TRAIN5, exclude, TRAIN5_SHA256, "59adb14")
    found = left_out_if_learnt(payloads, learnt)
    if hashlib.sha256(HOSTS.read_bytes()).hexdigest() != HOSTS_SHA256:
        raise SystemExit(f"{HOSTS}: not the eighth set this set was built on ({HOSTS_SHA256})")
    hosts = [r for r in read_rows(HOSTS) if r["label"] == "benign"]
    bare = [p for p in found if "kind" not in p]
    planted = {r["id"]: r for r in build(bare, hosts)}
    out = [published(p) if "kind" in p else planted[p["pid"]] for p in found]
    seen = texts_of(seen_in)
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


def rows(src: Path) -> list[Row]:
    return assemble(fresh10_sources.payloads(src), EXCLUDE, [*EXCLUDE, TRAIN5])


def run(
    args: list[str], out: Path, rows_of: Callable[[Path], list[Row]], env_var: str, usage: str | None
) -> None:
    """The command line of a set built from published payloads: `--table`, or a sources directory (an
    argument or `$<env_var>`) to build `out` from."""
    if args == ["--table"]:
        built = read_rows(out)
        for row in built:
            check(row)
        table(built)
        return
    if len(args) > 1 or (args and args[0].startswith("-")):
        raise SystemExit(usage)
    src = args[0] if args else os.environ.get(env_var)
    if not src:
        raise SystemExit(usage)
    out.write_text(
        "".join(json.dumps(r, ensure_ascii=False) + "\n" for r in rows_of(Path(src))), encoding="utf-8"
    )


def main() -> None:
    run(sys.argv[1:], OUT, rows, "FRESH10_SRC", __doc__)


if __name__ == "__main__":
    main()
