"""Benign whole texts for the new-tool scan: every distinct text of the latest version of each package.

Usage: python build_new_texts.py EXTRACTED_DIR > new_texts.jsonl   (same folders as build_negatives.py)

A new tool's description is scanned whole, so its false-alarm rate is measured on whole real texts
(rows with `old: null`), not on changes.
"""

from __future__ import annotations

import json
import sys
from pathlib import Path

from build_negatives import _VERSIONED, _extract, _package_name, _version_key


def main() -> None:
    root = Path(sys.argv[1])
    latest: dict[str, tuple[str, Path]] = {}
    for folder in root.iterdir():
        m = _VERSIONED.match(folder.name)
        if m:
            pkg = _package_name(m.group("pkg"))
            if pkg not in latest or _version_key(m.group("version")) > _version_key(latest[pkg][0]):
                latest[pkg] = (m.group("version"), folder)
    seen: set[str] = set()
    for pkg, (version, folder) in sorted(latest.items()):
        for r in _extract(folder):
            if r["text"] in seen:
                continue
            seen.add(r["text"])
            print(
                json.dumps(
                    {
                        "label": "benign",
                        "kind": r["kind"],
                        "source": f"{pkg} {version}, {r['kind']} {r['key']}",
                        "old": None,
                        "new": r["text"],
                    }
                )
            )


if __name__ == "__main__":
    main()
