"""The THIRD held-out evaluation set: other authors' attacks planted into real descriptions of new servers.

Usage: python build_fresh3.py SOURCES_DIR benign_fresh3.jsonl > data/fresh3.jsonl
       python build_fresh3.py --table data/fresh3.jsonl     (the composition tables for README.md)

benign_fresh3.jsonl is build_benign.py's output for packages_fresh3.txt (MCP servers in none of
packages.txt, packages_fresh.txt or the reserved list); its rows are the benign half and the hosts of
the attacks. SOURCES_DIR holds the attack datasets (fresh3_sources.py: files pinned by sha256).

Planting is build_fresh.py's, unchanged (seeded per payload id, hosts rendezvous-hashed: appended,
prepended or spliced into a real tool description, half of them riding on the host's real rewrite;
appended to a real parameter description; or appended to a tool that really appeared in a new
version). Rows whose old or new text is in corpus.jsonl or fresh.jsonl, or whose digest is reserved,
are left out (counted on stderr), so the set shares no text with either earlier set.
"""

from __future__ import annotations

import json
import sys
from pathlib import Path

import fresh3_sources
from build_corpus import check, table
from build_fresh import HERE, assemble, read_rows, seeded

EXCLUDE = [HERE / "data" / "corpus.jsonl", HERE / "data" / "fresh.jsonl"]


def main() -> None:
    if len(sys.argv) != 3:
        raise SystemExit(__doc__)
    if sys.argv[1] == "--table":
        rows = read_rows(Path(sys.argv[2]))
        for row in rows:
            check(row)
        table(rows)
        return
    src, benign_path = Path(sys.argv[1]), Path(sys.argv[2])
    out = assemble(fresh3_sources.payloads(src, seeded), read_rows(benign_path), EXCLUDE)
    for row in out:
        print(json.dumps(row, ensure_ascii=False))


if __name__ == "__main__":
    main()
