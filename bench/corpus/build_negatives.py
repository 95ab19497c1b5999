"""Build the benign half of the labelled description set from published MCP server packages.

Usage: python build_negatives.py EXTRACTED_DIR > negatives.jsonl

EXTRACTED_DIR holds one unpacked package per folder named `<package>-<version>` (an `npm pack` tarball
unpacked, or a PyPI wheel unzipped). Every text whose (kind, key) exists in two consecutive versions of a
package with different wording becomes one row. Property keys that occur with several texts in one
version are skipped: which of them changed into which cannot be told.
"""

from __future__ import annotations

import json
import os
import re
import subprocess
import sys
from collections import defaultdict
from pathlib import Path

HERE = Path(__file__).resolve().parent
_VERSIONED = re.compile(r"^(?P<pkg>.+?)-(?P<version>\d+(?:\.\d+)*)(?:-py3-none-any)?$")


def _version_key(version: str) -> tuple[int, ...]:
    return tuple(int(p) for p in version.split("."))


def _package_name(folder: str) -> str:
    if folder.startswith("modelcontextprotocol-"):
        return "@modelcontextprotocol/" + folder.removeprefix("modelcontextprotocol-")
    if folder.startswith("wonderwhy-er-"):
        return "@wonderwhy-er/" + folder.removeprefix("wonderwhy-er-")
    if folder.startswith("upstash-"):
        return "@upstash/" + folder.removeprefix("upstash-")
    if folder.startswith("notionhq-"):
        return "@notionhq/" + folder.removeprefix("notionhq-")
    for scope, name in (("supabase-", "@supabase/"), ("playwright-mcp", "@playwright/mcp")):
        if folder.startswith(scope):
            return name + folder.removeprefix(scope) if name.endswith("/") else name
    if folder.startswith("mcp_server_"):
        return folder.replace("_", "-")
    return folder


def _extract(folder: Path) -> list[dict[str, str]]:
    if (folder / "package").is_dir():
        # ESM resolves `acorn` next to the script: point EXTRACT_JS at a copy beside a node_modules.
        script = os.environ.get("EXTRACT_JS", str(HERE / "extract_js.mjs"))
        cmd = ["node", script, str(folder / "package")]
    else:
        cmd = [sys.executable, str(HERE / "extract_py.py"), str(folder)]
    out = subprocess.run(cmd, capture_output=True, text=True, check=False).stdout
    return [json.loads(line) for line in out.splitlines() if line.strip()]


def _texts(rows: list[dict[str, str]]) -> dict[tuple[str, str], str]:
    seen: dict[tuple[str, str], set[str]] = defaultdict(set)
    for row in rows:
        seen[(row["kind"], row["key"])].add(row["text"])
    return {key: next(iter(texts)) for key, texts in seen.items() if len(texts) == 1}


def main() -> None:
    root = Path(sys.argv[1])
    versions: dict[str, list[tuple[str, Path]]] = defaultdict(list)
    for folder in root.iterdir():
        match = _VERSIONED.match(folder.name)
        if match:
            versions[_package_name(match.group("pkg"))].append((match.group("version"), folder))
    pairs_seen: set[tuple[str, str]] = set()
    for package in sorted(versions):
        ordered = sorted(versions[package], key=lambda v: _version_key(v[0]))
        previous: tuple[str, dict[tuple[str, str], str]] | None = None
        for version, folder in ordered:
            texts = _texts(_extract(folder))
            if previous is not None:
                old_version, old_texts = previous
                for (kind, key), new_text in sorted(texts.items()):
                    old_text = old_texts.get((kind, key))
                    if old_text is None or old_text == new_text or (old_text, new_text) in pairs_seen:
                        continue
                    pairs_seen.add((old_text, new_text))
                    source = f"{package} {old_version} -> {version}, {kind} {key}"
                    print(
                        json.dumps(
                            {
                                "label": "benign",
                                "kind": kind,
                                "source": source,
                                "old": old_text,
                                "new": new_text,
                            }
                        )
                    )
            previous = (version, texts)


if __name__ == "__main__":
    main()
