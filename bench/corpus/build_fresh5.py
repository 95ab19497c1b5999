"""The FIFTH held-out evaluation set: other authors' attacks planted into real descriptions of new servers.

Usage: python build_fresh5.py SOURCES_DIR benign_fresh5.jsonl > data/fresh5.jsonl
       python build_fresh5.py --table data/fresh5.jsonl     (the composition tables for README.md)

benign_fresh5.jsonl is build_benign.py's output for packages_fresh5.txt (MCP servers in none of
packages.txt, packages_fresh.txt, packages_fresh3.txt, packages_fresh4.txt or the reserved list, all in
the held-out half of the fifth round's split); its rows are the benign half and the hosts of the
attacks. SOURCES_DIR holds the attack sources (fresh5_sources.py: files pinned by sha256).

A payload sharing a run of eight words with a text a detector may have learnt from is left out first:
the attack texts of data/train5.jsonl (the training collection gathered from the other half of the split
at the same time; read at the digest pinned below, from $TRAIN5_JSONL if set: the collection grows after
this set was built, e.g. `git show 9c2fd74:bench/corpus/data/train5.jsonl`) and the attack rows of
corpus.jsonl, fresh.jsonl, fresh3.jsonl and fresh4.jsonl.

Planting is build_fresh.py's, unchanged (seeded per payload id, hosts rendezvous-hashed: appended,
prepended or spliced into a real tool description, half of them riding on the host's real rewrite;
appended to a real parameter description; or appended to a tool that really appeared in a new
version), each payload once. Rows whose old or new text is in corpus.jsonl, fresh.jsonl, fresh3.jsonl
or fresh4.jsonl, or whose digest is reserved, are left out (counted on stderr), so the set shares no
text with any earlier set.
"""

from __future__ import annotations

import hashlib
import json
import os
import sys
from pathlib import Path

import fresh5_sources
from build_fresh import HERE, run

EXCLUDE = [HERE / "data" / name for name in ("corpus.jsonl", "fresh.jsonl", "fresh3.jsonl", "fresh4.jsonl")]
TRAIN5 = Path(os.environ.get("TRAIN5_JSONL") or HERE / "data" / "train5.jsonl")
# The training collection as it was when this set was built (commit 9c2fd74): its texts decide what is
# left out. Later training texts are checked against the built set by its test instead.
TRAIN5_SHA256 = "733645efe3810d0ee09910cc8479f87297d9faa90c0a04b74ec9641ef5e614f8"


def learnt_runs(
    train5: Path = TRAIN5,
    earlier: list[Path] = EXCLUDE,
    pinned: str = TRAIN5_SHA256,
    commit: str = "9c2fd74",
) -> set[str]:
    """The eight-word runs of every attack text a detector may have been trained or tuned on: the
    attack texts of the training collection (at the digest `pinned`, commit `commit`'s file) and the
    attack rows of the `earlier` sets. Shared by the later held-out sets' builds (build_fresh6.py)."""
    got = hashlib.sha256(train5.read_bytes()).hexdigest()
    if got != pinned:
        raise SystemExit(
            f"{train5}: sha256 {got} is not the training collection this set was built against "
            f"({pinned}); point TRAIN5_JSONL at that version "
            f"(git show {commit}:bench/corpus/data/train5.jsonl) to rebuild"
        )
    texts = [
        r["text"]
        for r in map(json.loads, train5.read_text(encoding="utf-8").splitlines())
        if r["label"] == "attack"
    ]
    for path in earlier:
        texts += [
            r["new"]
            for r in map(json.loads, path.read_text(encoding="utf-8").splitlines())
            if r["label"] == "attack"
        ]
    return set().union(*(fresh5_sources.runs(t) for t in texts))


def left_out_if_learnt(found: list[fresh5_sources.Payload], learnt: set[str]) -> list[fresh5_sources.Payload]:
    """`found` less the payloads sharing a run of words with `learnt`, the count on stderr. Shared by
    the later held-out sets' builds."""
    kept = fresh5_sources.decontaminated(found, learnt)
    print(
        f"{len(found) - len(kept)} of {len(found)} payloads left out for sharing a run of words with "
        "train5.jsonl or an earlier set's attacks",
        file=sys.stderr,
    )
    return kept


def payloads(src: Path) -> list[fresh5_sources.Payload]:
    return left_out_if_learnt(fresh5_sources.payloads(src), learnt_runs())


def main() -> None:
    run(__doc__, payloads, EXCLUDE)


if __name__ == "__main__":
    main()
