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

import fresh4_sources
from build_fresh import HERE, run

EXCLUDE = [HERE / "data" / name for name in ("corpus.jsonl", "fresh.jsonl", "fresh3.jsonl")]


def main() -> None:
    run(__doc__, lambda src: fresh4_sources.payloads(src), EXCLUDE)


if __name__ == "__main__":
    main()
