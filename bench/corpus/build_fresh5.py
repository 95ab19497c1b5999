"""The FIFTH held-out evaluation set: other authors' attacks planted into real descriptions of new servers.

Usage: python build_fresh5.py SOURCES_DIR benign_fresh5.jsonl > data/fresh5.jsonl
       python build_fresh5.py --table data/fresh5.jsonl     (the composition tables for README.md)

benign_fresh5.jsonl is build_benign.py's output for packages_fresh5.txt (MCP servers in none of
packages.txt, packages_fresh.txt, packages_fresh3.txt, packages_fresh4.txt or the reserved list, all in
the held-out half of the fifth round's split); its rows are the benign half and the hosts of the
attacks. SOURCES_DIR holds the attack sources (fresh5_sources.py: files pinned by sha256).

Planting is build_fresh.py's, unchanged (seeded per payload id, hosts rendezvous-hashed: appended,
prepended or spliced into a real tool description, half of them riding on the host's real rewrite;
appended to a real parameter description; or appended to a tool that really appeared in a new
version), each payload once. Rows whose old or new text is in corpus.jsonl, fresh.jsonl, fresh3.jsonl
or fresh4.jsonl, or whose digest is reserved, are left out (counted on stderr), so the set shares no
text with any earlier set.
"""

from __future__ import annotations

import fresh5_sources
from build_fresh import HERE, run

EXCLUDE = [HERE / "data" / name for name in ("corpus.jsonl", "fresh.jsonl", "fresh3.jsonl", "fresh4.jsonl")]


def main() -> None:
    run(__doc__, lambda src: fresh5_sources.payloads(src), EXCLUDE)


if __name__ == "__main__":
    main()
