"""The SIXTH held-out evaluation set: other authors' attacks planted into real descriptions of new servers.

Usage: python build_fresh6.py SOURCES_DIR benign_fresh6.jsonl > data/fresh6.jsonl
       python build_fresh6.py --table data/fresh6.jsonl     (the composition tables for README.md)

benign_fresh6.jsonl is build_benign.py's output for packages_fresh6.txt (MCP servers in none of the
earlier packages lists or the reserved list, all in the held-out half of the split); its rows are the
benign half and the hosts of the attacks. SOURCES_DIR holds the attack sources (fresh6_sources.py:
files pinned by sha256).

A payload sharing a run of eight words with a text a detector may have learnt from is left out first
(build_fresh5.learnt_runs, unchanged): the attack texts of data/train5.jsonl (read at the digest pinned
below, from $TRAIN5_JSONL if set: `git show 59adb14:bench/corpus/data/train5.jsonl`) and the attack rows
of corpus.jsonl, fresh.jsonl, fresh3.jsonl, fresh4.jsonl and fresh5.jsonl.

Planting is build_fresh.py's, unchanged (seeded per payload id, hosts rendezvous-hashed), each payload
once. Rows whose old or new text is in one of those five sets, or whose digest is reserved, are left
out (counted on stderr), so the set shares no text with any earlier set.
"""

from __future__ import annotations

import os
from pathlib import Path

import fresh6_sources
from build_fresh import HERE, run
from build_fresh5 import learnt_runs, left_out_if_learnt

EXCLUDE = [HERE / "data" / f"{name}.jsonl" for name in ("corpus", "fresh", "fresh3", "fresh4", "fresh5")]
TRAIN5 = Path(os.environ.get("TRAIN5_JSONL") or HERE / "data" / "train5.jsonl")
# The training collection as it was when this set was built (commit 59adb14): its texts decide what is
# left out. Later training texts are checked against the built set by its test instead.
TRAIN5_SHA256 = "6a5764864e11a271c842dabeb6895469ae5df2a704c4f8e121e9802d99ed692f"


def payloads(src: Path) -> list[fresh6_sources.Payload]:
    learnt = learnt_runs(TRAIN5, EXCLUDE, TRAIN5_SHA256, "59adb14")
    return left_out_if_learnt(fresh6_sources.payloads(src), learnt)


def main() -> None:
    run(__doc__, payloads, EXCLUDE)


if __name__ == "__main__":
    main()
