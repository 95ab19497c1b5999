"""Build the training collection data/train5.jsonl: attack texts of many authors, benign MCP descriptions.

Usage:
    python build_train5.py --lay-out MIRRORS SRC     copy every pinned input out of the repositories'
                                                      git snapshots (MIRRORS/<owner>+<name>/repo)
    python build_train5.py --pin SRC > train5_pins.py   the sha256 of every input (PINNED)
    python build_train5.py SRC WORK > data/train5.jsonl
    python build_train5.py --table data/train5.jsonl

WORK is what fetch_packages.py made from packages_train5.txt with --pinned
data/train5_packages_manifest.jsonl (manifest.jsonl and unpacked/<slug>@<version>/); EXTRACT_JS may
point at a copy of extract_js.mjs beside a node_modules holding acorn and acorn-walk, as for
build_benign.py.

One row per text: {id, label, source, text, licence, origin}. Attacks: every text a reader of
train5_sources.py yields, stripped, cut to MAX_CHARS at a word boundary, whitespace-normalised duplicates
dropped (the first kept, groups in READERS order), at most CAP rows per group. Benign: every tool and
property description extracted from the pinned package versions, the same way. The CAP rows kept of a
larger group are those with the smallest sha256 of (group, text): a rule, not a choice, and adding a text
elsewhere leaves the rows kept unchanged. No text may repeat a reserved digest (reserved_text_sha256.txt),
and no source outside the training half of the split (train5_sources.in_training_half) is read.
"""

from __future__ import annotations

import argparse
import hashlib
import json
import subprocess
import sys
from collections import Counter
from pathlib import Path
from typing import Any

import build_benign
import train5_sources as t5
from build_corpus import RESERVED
from fresh_sources import verify_pinned

HERE = Path(__file__).resolve().parent
MAX_CHARS = 1500
MIN_CHARS = 8  # a shorter attack text is a fragment (a lone emoji prompt), a shorter description a stub
MIN_BENIGN_CHARS = 12
CAP = 600
HELD_OUT_LISTS = ("packages_fresh.txt", "packages_fresh3.txt", "packages_fresh4.txt")
Row = dict[str, Any]
PINS_HEADER = '''"""sha256 of every input file of the training collection as published at its pinned commit.

Written by `python build_train5.py --pin SOURCES_DIR > train5_pins.py`; checked by build_train5.py before any
reader runs (fresh_sources.verify_pinned) and by tests/oracle/test_description_train5_set.py.
"""

'''


def norm(text: str) -> str:
    return " ".join(text.split())


def digest(text: str) -> str:
    return hashlib.sha256(norm(text).encode()).hexdigest()


def reserved_digests() -> set[str]:
    lines = (HERE / "reserved_text_sha256.txt").read_text(encoding="utf-8").splitlines()
    return {line for line in lines if line and not line.startswith("#")}


def cut(text: str) -> str:
    text = text.strip()
    if len(text) <= MAX_CHARS:
        return text
    head = text[:MAX_CHARS]
    return head[: head.rfind(" ")].rstrip() if " " in head[MAX_CHARS // 2 :] else head


def _rank(group: str, text: str) -> str:
    return hashlib.sha256(f"{group}\0{norm(text)}".encode()).hexdigest()


def capped(rows: list[Row]) -> list[Row]:
    """At most CAP rows per source: those of smallest rank, kept in their reading order."""
    by: dict[str, list[Row]] = {}
    for row in rows:
        by.setdefault(row["source"], []).append(row)
    keep: set[str] = set()
    for source, group in by.items():
        keep |= {r["id"] for r in sorted(group, key=lambda r: _rank(source, r["text"]))[:CAP]}
    return [r for r in rows if r["id"] in keep]


# --- inputs ----------------------------------------------------------------------------------------------
def lay_out(mirrors: Path, src: Path) -> None:
    for group, (repo, commit, _) in t5.REPOS.items():
        git_dir = mirrors / repo.replace("/", "+") / "repo"
        for rel in t5.FILES[group]:
            blob = subprocess.run(
                ["git", "-C", str(git_dir), "show", f"{commit}:{rel}"], capture_output=True, check=True
            ).stdout
            dest = src / group / rel
            dest.parent.mkdir(parents=True, exist_ok=True)
            dest.write_bytes(blob)


def pinned_paths() -> list[str]:
    return [f"{group}/{rel}" for group in t5.REPOS for rel in t5.FILES[group]]


def check_split() -> None:
    for group, (repo, _, _) in t5.REPOS.items():
        if not t5.in_training_half(repo):
            raise SystemExit(f"{group}: {repo} is in the held-out half of the split")


# --- attack rows -----------------------------------------------------------------------------------------
def attack_rows(src: Path, seen: set[str], reserved: set[str]) -> list[Row]:
    check_split()
    if set(t5.PINNED) != set(pinned_paths()):
        raise SystemExit("PINNED does not list exactly the inputs of FILES: run --pin")
    verify_pinned(src, t5.PINNED)
    rows: list[Row] = []
    for group, reader in t5.READERS.items():
        repo, commit, licence = t5.REPOS[group]
        for n, (raw, where) in enumerate(reader(src)):
            text = cut(raw)
            d = digest(text)
            if len(norm(text)) < MIN_CHARS or d in seen or d in reserved:
                continue
            seen.add(d)
            rows.append(
                {
                    "id": f"t5-{group}-{n:04d}",
                    "label": "attack",
                    "source": f"train5-{group}",
                    "text": text,
                    "licence": licence,
                    "origin": f"github.com/{repo}@{commit} {where}",
                }
            )
    return capped(rows)


# --- benign rows -----------------------------------------------------------------------------------------
def held_out_packages() -> set[str]:
    names: set[str] = set()
    for name in HELD_OUT_LISTS:
        for line in (HERE / name).read_text(encoding="utf-8").splitlines():
            if line.strip() and not line.startswith("#"):
                names.add(line.split()[-1])
    return names


def licences() -> dict[str, str]:
    """A package's licence as any version of it the corpus manifest records names one (the corpus's rule
    for an artifact whose metadata names none), else "not stated in the package"."""
    named: dict[str, Counter[str]] = {}
    for line in (HERE / "data/packages_manifest.jsonl").read_text(encoding="utf-8").splitlines():
        entry = json.loads(line)
        if entry["license"]:
            named.setdefault(entry["package"], Counter())[entry["license"]] += 1
    return {package: c.most_common(1)[0][0] for package, c in named.items()}


def benign_rows(work: Path, seen: set[str], reserved: set[str]) -> list[Row]:
    pins = [json.loads(x) for x in (HERE / "data/train5_packages_manifest.jsonl").read_text().splitlines()]
    pinned = {(p["package"], p["version"]): p["sha256"] for p in pins}
    fetched = [json.loads(x) for x in (work / "manifest.jsonl").read_text(encoding="utf-8").splitlines() if x]
    entries = {(e["package"], e["version"]): e for e in fetched if (e["package"], e["version"]) in pinned}
    missing = sorted(set(pinned) - set(entries))
    if missing:
        raise SystemExit(f"not fetched: {missing[:5]} ...")
    held_out = held_out_packages()
    other_versions = licences()
    rows: list[Row] = []
    for key in sorted(pinned, key=lambda k: (k[0], build_benign._version_key(k[1]))):
        entry = entries[key]
        package = entry["package"]
        if entry["sha256"] != pinned[key]:
            raise SystemExit(f"{package}@{entry['version']}: artifact differs from the pinned sha256")
        if not t5.in_training_half(package) or package in held_out:
            raise SystemExit(f"{package}: not a training-half package outside the held-out lists")
        source = f"{entry['ecosystem']}:{package}"
        for item in build_benign.extract(work, entry):
            text = cut(item["text"])  # cut as the attacks are, so length tells the labels apart no more
            d = digest(text)
            if len(norm(text)) < MIN_BENIGN_CHARS or d in seen or d in reserved:
                continue
            seen.add(d)
            rows.append(
                {
                    "id": f"t5b-{d[:16]}",
                    "label": "benign",
                    "source": source,
                    "text": text,
                    "licence": entry["license"] or other_versions.get(package, "not stated in the package"),
                    "origin": f"{entry['ecosystem']} {package}@{entry['version']} {item['kind']} {item['key']}",
                }
            )
    return capped(rows)


def checked(rows: list[Row]) -> list[Row]:
    """A row naming a reserved collection stops the build, as build_corpus.py's check does."""
    for row in rows:
        if RESERVED.search(f"{row['source']} {row['origin']}"):
            raise SystemExit(f"{row['id']}: names a reserved collection: {row['origin']}")
    return rows


def table(path: Path) -> str:
    rows = [json.loads(x) for x in path.read_text(encoding="utf-8").splitlines() if x.strip()]
    count = Counter((r["label"], r["source"]) for r in rows)
    lines = ["| label | source | rows |", "|---|---|---:|"]
    lines += [f"| {label} | {source} | {n} |" for (label, source), n in sorted(count.items())]
    labels = Counter(r["label"] for r in rows)
    groups = Counter(label for label, _ in count)
    lines.append(
        f"\nTotal: {labels['attack']} attack rows from {groups['attack']} groups, "
        f"{labels['benign']} benign rows from {groups['benign']} packages."
    )
    return "\n".join(lines)


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("paths", type=Path, nargs="*")
    ap.add_argument("--lay-out", action="store_true")
    ap.add_argument("--pin", action="store_true")
    ap.add_argument("--table", action="store_true")
    args = ap.parse_args()
    if args.lay_out:
        lay_out(*args.paths)
    elif args.pin:
        (src,) = args.paths
        print(PINS_HEADER, end="")
        print("PINNED: dict[str, str] = {")
        for rel in pinned_paths():
            print(f'    "{rel}": "{hashlib.sha256((src / rel).read_bytes()).hexdigest()}",')
        print("}  # fmt: skip")
    elif args.table:
        print(table(*args.paths))
    else:
        src, work = args.paths
        seen: set[str] = set()
        reserved = reserved_digests()
        rows = checked(attack_rows(src, seen, reserved) + benign_rows(work, seen, reserved))
        for row in rows:
            sys.stdout.write(json.dumps(row, ensure_ascii=False) + "\n")


if __name__ == "__main__":
    main()
