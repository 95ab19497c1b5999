"""The FOURTH held-out evaluation set: other authors' attacks planted into real descriptions of new servers.

Usage: python build_fresh4.py SOURCES_DIR benign_fresh4.jsonl > data/fresh4.jsonl
       python build_fresh4.py --table data/fresh4.jsonl     (the composition tables for README.md)

benign_fresh4.jsonl is build_benign.py's output for packages_fresh4.txt (MCP servers in none of
packages.txt, packages_fresh.txt, packages_fresh3.txt or the reserved list); its rows are the benign
half and the hosts of the attacks. SOURCES_DIR holds the attack sources (fresh4_sources.py: files pinned
by sha256).

Planting is build_fresh.py's, unchanged (seeded per payload id, hosts rendezvous-hashed: appended,
prepended or spliced into a real tool description, half of them riding on the host's real rewrite;
appended to a real parameter description; or appended to a tool that really appeared in a new
version), each payload once. Rows whose old or new text is in corpus.jsonl, fresh.jsonl or fresh3.jsonl, or whose digest is
reserved, are left out (counted on stderr), so the set shares no text with any earlier set.
"""

from __future__ import annotations

import json
import sys
from pathlib import Path

import fresh4_sources
from build_corpus import check, table
from build_fresh import HERE, assemble, read_rows

EXCLUDE = [HERE / "data" / name for name in ("corpus.jsonl", "fresh.jsonl", "fresh3.jsonl")]


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
    out = assemble(fresh4_sources.payloads(src), read_rows(benign_path), EXCLUDE)
    for row in out:
        print(json.dumps(row, ensure_ascii=False))


if __name__ == "__main__":
    main()
