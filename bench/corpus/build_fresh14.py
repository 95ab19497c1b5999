"""The FOURTEENTH held-out evaluation set: MCP tool poisoning written by new outside author groups (attacks only).

Usage: python build_fresh14.py [SOURCES_DIR]      (writes data/fresh14.jsonl; SOURCES_DIR defaults to
                                                 $FRESH14_SRC; one of them is required)
       python build_fresh14.py --table          (the composition tables for README.md)

SOURCES_DIR holds the attack sources (fresh14_sources.py: files pinned by sha256). Built like the tenth
and eleventh sets (build_fresh10.py's `assemble` and `run`, unchanged), with the same hosts: the set
holds attack rows only, its false-alarm side is the eighth set's benign rows, whose real descriptions
host its bare payload lines.

A payload sharing a run of eight words with a text a detector may have learnt from is left out first
(build_fresh5.learnt_runs, unchanged): the attack texts of data/train5.jsonl (at the digest the tenth
set pins, from $TRAIN5_JSONL if set) and the attack rows of corpus.jsonl, fresh.jsonl, fresh3.jsonl ..
fresh7.jsonl, fresh10.jsonl and fresh11.jsonl.

Rows, each payload once: an author's whole poisoned tool description, a `new_tool` row as published; an
author's clean -> poisoned description of one tool, a `rewrite` row as published; a bare payload line,
planted into a real description of data/fresh8.jsonl's benign rows by build_fresh.build, unchanged
(seeded per payload id, hosts rendezvous-hashed). A row whose new text (or, for a published rewrite, old
text) is a text of corpus.jsonl, fresh.jsonl .. fresh12.jsonl or train5.jsonl, or whose digest is
reserved, is left out (counted on stderr); a planted row's old text is its fresh8 host's, by construction.
"""

from __future__ import annotations

import sys
from pathlib import Path

import fresh14_sources
from build_fresh import HERE, Row
from build_fresh10 import TRAIN5, assemble, run

EXCLUDE = [
    HERE / "data" / f"{name}.jsonl"
    for name in ("corpus", "fresh", "fresh3", "fresh4", "fresh5", "fresh6", "fresh7", "fresh10", "fresh11")
]
# The benign sets: no payload may repeat one of their texts either (fresh8's are the hosts').
BENIGN = [HERE / "data" / f"{name}.jsonl" for name in ("fresh9", "fresh12")]
OUT = HERE / "data" / "fresh14.jsonl"


def rows(src: Path) -> list[Row]:
    return assemble(fresh14_sources.payloads(src), EXCLUDE, [*EXCLUDE, *BENIGN, TRAIN5])


def main() -> None:
    run(sys.argv[1:], OUT, rows, "FRESH14_SRC", __doc__)


if __name__ == "__main__":
    main()
