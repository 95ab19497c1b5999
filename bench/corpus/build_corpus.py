"""Assemble, check and summarise the labelled description corpus.

Usage: python build_corpus.py benign.jsonl attacks.jsonl [more.jsonl ...] > data/corpus.jsonl
       python build_corpus.py --table data/corpus.jsonl      (the composition tables for README.md)

Every row is checked against the schema in README.md (required fields, label, classes from the
vocabulary, kind, old null only for new tools) and no row may come from a reserved collection (see
RESERVED), nor repeat a reserved server's text (reserved_text_sha256.txt: digests only); a bad row stops
the build with its id. Ids must be unique.
"""

from __future__ import annotations

import hashlib
import json
import re
import sys
from collections import Counter, defaultdict
from pathlib import Path

from build_attacks import CLASSES

FIELDS = ("id", "label", "class", "style", "source", "origin", "licence", "kind", "tool", "old", "new")
KINDS = {"rewrite", "property", "new_tool"}
# Collections kept for an independent evaluation: nothing in this corpus may come from them.
RESERVED = re.compile(
    r"modelcontextprotocol|@modelcontextprotocol/|mcp-server-(git|fetch|time|sqlite)\b|firecrawl|exa-mcp|"
    r"supabase|tavily|context7|notion-mcp|notionhq|github-mcp-server|mcp-server-cloudflare|awslabs|"
    r"agent-toolkit|@stripe/|MCPSafety|mcp-scan|mcp-shield|MCPSecBench|damn-vulnerable|"
    r"mcp-injection-experiments",
    re.I,
)


RESERVED_DIGESTS = {
    line
    for line in (Path(__file__).parent / "reserved_text_sha256.txt").read_text(encoding="utf-8").splitlines()
    if line and not line.startswith("#")
}


def _digest(text: str) -> str:
    return hashlib.sha256(" ".join(text.split()).encode()).hexdigest()


def check(row: dict[str, object]) -> None:
    rid = row.get("id")
    missing = [f for f in FIELDS if f not in row]
    if missing:
        raise ValueError(f"{rid}: missing {missing}")
    if row["label"] not in ("attack", "benign"):
        raise ValueError(f"{rid}: label {row['label']!r}")
    if row["kind"] not in KINDS or (row["old"] is None) != (row["kind"] == "new_tool"):
        raise ValueError(f"{rid}: kind {row['kind']!r} with old={row['old']!r:.20}")
    if row["label"] == "attack":
        classes = row["class"]
        if not isinstance(classes, list) or not classes or set(classes) - CLASSES:
            raise ValueError(f"{rid}: class {classes!r}")
    elif row["class"] is not None:
        raise ValueError(f"{rid}: a benign row has no class")
    if not isinstance(row["new"], str) or not row["new"].strip() or row["old"] == row["new"]:
        raise ValueError(f"{rid}: empty or unchanged text")
    if RESERVED.search(f"{row['source']} {row['origin']}"):
        raise ValueError(f"{rid}: from a reserved collection: {row['origin']}")
    for text in (row["old"], row["new"]):
        if isinstance(text, str) and _digest(text) in RESERVED_DIGESTS:
            raise ValueError(f"{rid}: repeats a reserved server's text: {text[:60]!r}")


def table(rows: list[dict[str, object]]) -> None:
    by_source: dict[tuple[str, str], Counter[str]] = defaultdict(Counter)
    for row in rows:
        by_source[(str(row["label"]), str(row["source"]))][str(row["kind"])] += 1
    print("| label | source (LOSO group) | rows | rewrite | property | new_tool |")
    print("|---|---|---:|---:|---:|---:|")
    for (label, source), kinds in sorted(by_source.items()):
        total = sum(kinds.values())
        print(
            f"| {label} | {source} | {total} | {kinds['rewrite']} | {kinds['property']} | {kinds['new_tool']} |"
        )
    labels = Counter(str(r["label"]) for r in rows)
    print(
        f"\nTotal: {labels['attack']} attack, {labels['benign']} benign rows; "
        f"{len({r['source'] for r in rows if r['label'] == 'benign'})} benign servers, "
        f"{len({r['source'] for r in rows if r['label'] == 'attack'})} attack groups.\n"
    )
    classes: Counter[str] = Counter()
    for row in rows:
        if row["label"] == "attack":
            classes.update(row["class"])  # type: ignore[arg-type]
    print("| attack class | rows (a row may have several) |")
    print("|---|---:|")
    for cls, count in classes.most_common():
        print(f"| {cls} | {count} |")
    groups = sorted({str(r["source"]) for r in rows if r["label"] == "attack"})
    order = [cls for cls, _ in classes.most_common()]
    matrix: Counter[tuple[str, str]] = Counter()
    for row in rows:
        if row["label"] == "attack":
            matrix.update((str(row["source"]), c) for c in row["class"])  # type: ignore[union-attr]
    print("\nAttack rows per group and class:\n")
    print("| group | " + " | ".join(order) + " |")
    print("|---|" + "---:|" * len(order))
    for group in groups:
        print(f"| {group} | " + " | ".join(str(matrix[(group, c)]) for c in order) + " |")


def main() -> None:
    if sys.argv[1] == "--table":
        rows = [
            json.loads(line) for line in Path(sys.argv[2]).read_text(encoding="utf-8").splitlines() if line
        ]
        for row in rows:
            check(row)
        table(rows)
        return
    seen: set[str] = set()
    for path in sys.argv[1:]:
        for line in Path(path).read_text(encoding="utf-8").splitlines():
            if not line.strip():
                continue
            row = json.loads(line)
            check(row)
            if row["id"] in seen:
                raise ValueError(f"duplicate id {row['id']}")
            seen.add(row["id"])
            ordered = {f: row[f] for f in FIELDS} | {k: v for k, v in row.items() if k not in FIELDS}
            print(json.dumps(ordered, ensure_ascii=False))


if __name__ == "__main__":
    main()
