"""Benign rows of the corpus: real description changes between published versions of MCP servers.

Usage: python build_benign.py WORK_DIR [--packages packages.txt] [--manifest-out data/packages_manifest.jsonl]
       > benign.jsonl

WORK_DIR is what fetch_packages.py made (manifest.jsonl and unpacked/<slug>@<version>/). Each version is
extracted once (cached in WORK_DIR/extracted/) with extract_js.mjs (npm; EXTRACT_JS may point at a copy
next to a node_modules holding acorn and acorn-walk) or extract_py.py (PyPI). Between consecutive
downloaded versions of a package:

- a tool description whose wording changed is a `rewrite` row, a property description a `property` row;
- a tool that was absent from the previous version is a `new_tool` row (old is null).

Whitespace-only changes and pairs already seen (in any package) are skipped. Keys that carry several
different texts in one version (an ambiguous property name) are skipped: which became which is unknown.
At most --max-rewrites change rows and --max-new new-tool rows per package, so that a few large servers
do not dominate; the selection is seeded and reproducible.
"""

from __future__ import annotations

import argparse
import hashlib
import json
import os
import random
import re
import subprocess
import sys
from collections import defaultdict
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

HERE = Path(__file__).resolve().parent


def _version_key(version: str) -> tuple[tuple[int, str], ...]:
    return tuple((int(p), "") if p.isdigit() else (-1, p) for p in re.split(r"[.+-]", version))


def extract(work: Path, entry: dict[str, str]) -> list[dict[str, str]]:
    cache = work / "extracted" / f"{entry['dir']}.jsonl"
    if not cache.exists():
        folder = work / "unpacked" / entry["dir"]
        if entry["ecosystem"] == "npm":
            script = os.environ.get("EXTRACT_JS", str(HERE / "extract_js.mjs"))
            cmd = ["node", script, str(folder / "package")]
        else:
            cmd = [sys.executable, str(HERE / "extract_py.py"), str(folder)]
        out = subprocess.run(cmd, capture_output=True, text=True, check=False, timeout=600).stdout
        cache.parent.mkdir(parents=True, exist_ok=True)
        cache.write_text(out, encoding="utf-8")
    lines = cache.read_text(encoding="utf-8").splitlines()
    return [json.loads(line) for line in lines if line.strip()]


def texts(rows: list[dict[str, str]]) -> dict[tuple[str, str], str]:
    seen: dict[tuple[str, str], set[str]] = defaultdict(set)
    for row in rows:
        seen[(row["kind"], row["key"])].add(row["text"].strip())
    return {key: next(iter(t)) for key, t in seen.items() if len(t) == 1}


def _norm(text: str) -> str:
    return " ".join(text.split())


# Texts of reserved servers (digests only) that forks and copies republish: such rows are skipped.
RESERVED_DIGESTS = {
    line
    for line in (HERE / "reserved_text_sha256.txt").read_text(encoding="utf-8").splitlines()
    if line and not line.startswith("#")
}


# Rows left out by id (near-copies of reserved texts that an exact digest does not catch), with reasons.
EXCLUDED = {
    line.split()[0]
    for line in (HERE / "excluded_rows.txt").read_text(encoding="utf-8").splitlines()
    if line.strip() and not line.startswith("#")
}


def _reserved(*texts: str | None) -> bool:
    return any(
        t is not None and hashlib.sha256(_norm(t).encode()).hexdigest() in RESERVED_DIGESTS for t in texts
    )


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("work", type=Path)
    ap.add_argument("--max-rewrites", type=int, default=60)
    ap.add_argument("--max-new", type=int, default=25)
    ap.add_argument("--seed", type=int, default=11)
    ap.add_argument(
        "--packages", type=Path, default=HERE / "packages.txt", help="only the packages listed here"
    )
    ap.add_argument("--manifest-out", type=Path, help="write the versions used (the provenance record) here")
    args = ap.parse_args()
    listed = {
        line.split()[1]
        for line in args.packages.read_text(encoding="utf-8").splitlines()
        if line.strip() and not line.startswith("#")
    }
    entries = [json.loads(line) for line in (args.work / "manifest.jsonl").read_text().splitlines() if line]
    entries = [e for e in entries if e["package"] in listed]
    by_pkg: dict[str, list[dict[str, str]]] = defaultdict(list)
    for entry in entries:
        if not any(e["version"] == entry["version"] for e in by_pkg[entry["package"]]):
            by_pkg[entry["package"]].append(entry)
    if args.manifest_out:
        used = sorted(
            {(e["ecosystem"], e["package"], e["version"]): e for e in entries}.values(),
            key=lambda e: (e["ecosystem"], e["package"], _version_key(e["version"])),
        )
        args.manifest_out.write_text(
            "".join(json.dumps({k: v for k, v in e.items() if k != "dir"}) + "\n" for e in used),
            encoding="utf-8",
        )
    with ThreadPoolExecutor(max_workers=2) as pool:
        extracted = dict(zip([e["dir"] for e in entries], pool.map(lambda e: extract(args.work, e), entries)))
    # A version whose metadata names no licence takes the one another version of the package names.
    licences = {e["package"]: e["license"] for e in entries if e.get("license")}
    rng = random.Random(args.seed)
    seen_pairs: set[tuple[str, str]] = set()
    seen_new: set[str] = set()
    for package in sorted(by_pkg):
        ordered = sorted(by_pkg[package], key=lambda e: _version_key(e["version"]))
        changes: list[dict[str, object]] = []
        news: list[dict[str, object]] = []
        previous: tuple[dict[str, str], dict[tuple[str, str], str]] | None = None
        for entry in ordered:
            current = texts(extracted[entry["dir"]])
            tools = sorted(key for kind, key in current if kind == "tool")
            if previous is not None:
                old_entry, old_texts = previous
                old_tools = {key for kind, key in old_texts if kind == "tool"}
                base = {
                    "label": "benign",
                    "class": None,
                    "style": "vendor",
                    "source": f"{entry['ecosystem']}:{package}",
                    "origin": f"{package}@{old_entry['version']} -> {package}@{entry['version']}",
                    "licence": entry.get("license") or licences.get(package, "not stated in the package"),
                    "catalogue": tools,
                }
                for (kind, key), new_text in sorted(current.items()):
                    old_text = old_texts.get((kind, key))
                    if _reserved(old_text, new_text):
                        continue
                    if old_text is not None:
                        pair = (_norm(old_text), _norm(new_text))
                        if pair[0] == pair[1] or pair in seen_pairs:
                            continue
                        seen_pairs.add(pair)
                        changes.append(
                            base
                            | {
                                "kind": "rewrite" if kind == "tool" else "property",
                                "tool": key,
                                "old": old_text,
                                "new": new_text,
                            }
                        )
                    elif (
                        kind == "tool"
                        and old_tools
                        and key not in old_tools
                        and _norm(new_text) not in seen_new
                    ):
                        seen_new.add(_norm(new_text))
                        news.append(base | {"kind": "new_tool", "tool": key, "old": None, "new": new_text})
            previous = (entry, current)
        rng.shuffle(changes)
        rng.shuffle(news)
        for row in changes[: args.max_rewrites] + news[: args.max_new]:
            digest = hashlib.sha256(f"{row['origin']}|{row['kind']}|{row['tool']}|{row['new']}".encode())
            if f"b-{digest.hexdigest()[:10]}" in EXCLUDED:
                continue
            print(json.dumps({"id": f"b-{digest.hexdigest()[:10]}"} | row, ensure_ascii=False))


if __name__ == "__main__":
    main()
