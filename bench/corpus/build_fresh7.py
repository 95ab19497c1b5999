"""The SEVENTH held-out evaluation set: other authors' attacks planted into real descriptions of new servers.

Usage: python build_fresh7.py SOURCES_DIR benign_fresh7.jsonl > data/fresh7.jsonl
       python build_fresh7.py --table data/fresh7.jsonl     (the composition tables for README.md)

benign_fresh7.jsonl is build_benign.py's output for packages_fresh7.txt (MCP servers in none of the
earlier packages lists or the reserved list, all in the held-out half of the split); its rows are the
benign half and the hosts of the attacks. SOURCES_DIR holds the attack sources (fresh7_sources.py:
files pinned by sha256).

A payload sharing a run of eight words with a text a detector may have learnt from is left out first
(build_fresh5.learnt_runs, unchanged): the attack texts of data/train5.jsonl (read at the digest pinned
below, from $TRAIN5_JSONL if set: `git show 59adb14:bench/corpus/data/train5.jsonl`) and the attack rows
of corpus.jsonl, fresh.jsonl, fresh3.jsonl, fresh4.jsonl, fresh5.jsonl and fresh6.jsonl.

Planting is build_fresh.py's, unchanged (seeded per payload id, hosts rendezvous-hashed), each payload
once. Rows whose old or new text is in one of those six sets, or whose digest is reserved, are left
out (counted on stderr), and so are rows repeating a text of train5.jsonl, so the set shares no text
with any earlier set or the training collection.
"""

from __future__ import annotations

import os
from pathlib import Path

import fresh7_sources
from build_fresh import HERE, run
from build_fresh5 import learnt_runs, left_out_if_learnt
from fresh6_sources import Payload

EXCLUDE = [
    HERE / "data" / f"{name}.jsonl" for name in ("corpus", "fresh", "fresh3", "fresh4", "fresh5", "fresh6")
]
TRAIN5 = Path(os.environ.get("TRAIN5_JSONL") or HERE / "data" / "train5.jsonl")
# The training collection as it was when this set was built (commit 59adb14): its texts decide what is
# left out. Later training texts are checked against the built set by its test instead.
TRAIN5_SHA256 = "6a5764864e11a271c842dabeb6895469ae5df2a704c4f8e121e9802d99ed692f"


def payloads(src: Path) -> list[Payload]:
    learnt = learnt_runs(TRAIN5, EXCLUDE, TRAIN5_SHA256, "59adb14")
    return left_out_if_learnt(fresh7_sources.payloads(src), learnt)


def main() -> None:
    # The training collection's texts too: a benign parameter text such as "Pagination offset" can
    # repeat one of its servers' texts word for word.
    run(__doc__, payloads, [*EXCLUDE, TRAIN5])


if __name__ == "__main__":
    main()
