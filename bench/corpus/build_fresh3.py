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

import fresh3_sources
from build_fresh import HERE, run, seeded

EXCLUDE = [HERE / "data" / "corpus.jsonl", HERE / "data" / "fresh.jsonl"]


def main() -> None:
    run(__doc__, lambda src: fresh3_sources.payloads(src, seeded), EXCLUDE)


if __name__ == "__main__":
    main()
