"""The labelled description sets: detection targets on the legacy set, integrity of the corpus.

- `data/description_changes.jsonl` (legacy format, rows from non-reserved servers only): the detectors
  must keep >= 95% of poisoned changes flagged and <= 5% of benign ones. Deterministic (no timing).
- `bench/corpus/data/corpus.jsonl` (the labelled corpus the leave-one-source-out evaluation reads):
  every row follows the schema in bench/corpus/README.md, ids are unique, nothing comes from a
  collection reserved for independent evaluation, and the composition the evaluation relies on holds
  (enough rows, every attack class, several independent attack groups, many benign servers).
"""

from __future__ import annotations

import hashlib
import json
import re
import subprocess
import sys
import unicodedata
from collections import Counter
from pathlib import Path
from typing import Any

from oracle import Options
from oracle.description import description_findings, new_tool_description_findings

DATA = Path(__file__).parent / "data" / "description_changes.jsonl"
CORPUS = Path(__file__).resolve().parents[2] / "bench" / "corpus" / "data" / "corpus.jsonl"
ATTACKS = CORPUS.parents[1] / "attacks"

FIELDS = ("id", "label", "class", "style", "source", "origin", "licence", "kind", "tool", "old", "new")
CLASSES = {
    "agent_instruction",
    "concealment",
    "credential_access",
    "command_execution",
    "exfiltration",
    "argument_tampering",
    "forced_ordering",
    "privilege_goal",
    "selection_manipulation",
    "hidden_text",
    "shadowing",
}
# Collections kept out of training, tuning and tests (issue 11): their servers, packages and benchmarks.
RESERVED = re.compile(
    r"modelcontextprotocol|mcp-server-(git|fetch|time|sqlite)\b|firecrawl|exa-mcp|supabase|tavily|"
    r"context7|notion|github-mcp-server|mcp-server-cloudflare|awslabs|agent-toolkit|@stripe/|MCPSafety|"
    r"mcp-scan|mcp-shield|MCPSecBench|damn-vulnerable|mcp-injection-experiments",
    re.I,
)


def _rows(path: Path) -> list[dict[str, Any]]:
    return [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines() if line.strip()]


def _flagged(row: dict[str, str]) -> bool:
    if row["old"] is None:  # a real tool's whole text, scanned as a new tool would be
        return any(f.security for f in new_tool_description_findings("tool", row["new"], Options()))
    findings = description_findings(
        "tool", "/description", row["old"], row["new"], Options(), rule_id="tool-description-changed"
    )
    return any(f.security for f in findings)


def test_legacy_set_has_no_reserved_rows() -> None:
    assert not [r["id"] for r in _rows(DATA) if RESERVED.search(r["source"])]


def test_labelled_set_meets_targets() -> None:
    rows = _rows(DATA)
    new_texts = [r for r in rows if r["old"] is None]
    rows = [r for r in rows if r["old"] is not None]
    poisoned = [r for r in rows if r["label"] == "poisoned"]
    benign = [r for r in rows if r["label"] == "benign"]
    assert len(poisoned) >= 25 and len(benign) >= 10
    assert all(r["source"] for r in rows) and all(r["attack"] for r in poisoned)
    recall = sum(map(_flagged, poisoned)) / len(poisoned)
    false_alarms = sum(map(_flagged, benign)) / len(benign)
    assert recall >= 0.95, f"recall {recall:.1%}"
    assert false_alarms <= 0.05, f"false alarms {false_alarms:.1%}"
    assert len(new_texts) >= 200
    new_tool_alarms = sum(map(_flagged, new_texts)) / len(new_texts)
    assert new_tool_alarms <= 0.05, f"false alarms on new tools' texts {new_tool_alarms:.1%}"


def _schema_errors(row: dict[str, Any]) -> list[str]:
    errors = [f"missing {f}" for f in FIELDS if f not in row]
    if errors:
        return errors
    if row["label"] not in ("attack", "benign"):
        errors.append(f"label {row['label']!r}")
    if row["kind"] not in ("rewrite", "property", "new_tool"):
        errors.append(f"kind {row['kind']!r}")
    if (row["old"] is None) != (row["kind"] == "new_tool"):
        errors.append("old is null exactly for new tools")
    if not isinstance(row["new"], str) or not row["new"].strip() or row["old"] == row["new"]:
        errors.append("new text empty or unchanged")
    if row["label"] == "attack" and not (isinstance(row["class"], list) and row["class"]):
        errors.append("an attack names its classes")
    if row["label"] == "attack" and set(row["class"]) - CLASSES:
        errors.append(f"unknown classes {sorted(set(row['class']) - CLASSES)}")
    if row["label"] == "benign" and row["class"] is not None:
        errors.append("a benign row has no class")
    if not all(isinstance(row[f], str) and row[f] for f in ("source", "origin", "licence", "style", "tool")):
        errors.append("source, origin, licence, style and tool are non-empty strings")
    if RESERVED.search(f"{row.get('source')} {row.get('origin')}"):
        errors.append("from a reserved collection")
    return errors


def test_corpus_rows_follow_the_schema() -> None:
    rows = _rows(CORPUS)
    errors = {row.get("id"): e for row in rows if (e := _schema_errors(row))}
    assert not errors, list(errors.items())[:5]
    ids = Counter(row["id"] for row in rows)
    assert not [i for i, n in ids.items() if n > 1]


def test_corpus_composition_supports_leave_one_source_out() -> None:
    rows = _rows(CORPUS)
    attacks = [r for r in rows if r["label"] == "attack"]
    benign = [r for r in rows if r["label"] == "benign"]
    changes = [r for r in benign if r["kind"] in ("rewrite", "property")]
    assert len(attacks) >= 150 and len(changes) >= 150
    assert len({r["source"] for r in benign}) >= 30  # benign rows come from many servers
    groups = Counter(r["source"] for r in attacks)
    assert len(groups) >= 5 and max(groups.values()) <= len(attacks) / 3  # no group dominates
    classes = Counter(c for r in attacks for c in r["class"])
    assert set(classes) == CLASSES and min(classes.values()) >= 10, classes
    assert len({r["style"] for r in attacks}) >= 10
    assert any(r["kind"] == "new_tool" for r in attacks) and any(r["kind"] == "new_tool" for r in benign)


def _subsequence(needle: list[str], haystack: list[str]) -> bool:
    it = iter(haystack)
    return all(word in it for word in needle)


def test_planted_attacks_keep_their_host_text() -> None:
    """A planted attack is a real description plus a payload (added sentences, or a clause extending a
    sentence): every word of the host text is still there, in order."""
    checked = 0
    for row in _rows(CORPUS):
        if row["label"] != "attack" or row["kind"] == "new_tool" or "its real rewrite" in row["origin"]:
            continue
        if "planted (property)" in row["origin"]:  # full-schema poisoning replaces the parameter's text
            continue
        assert _subsequence(re.findall(r"\w+", row["old"]), re.findall(r"\w+", row["new"])), row["id"]
        checked += 1
    assert checked >= 100


def test_hidden_text_attacks_hide_something() -> None:
    """Obfuscated rows differ from plain text: invisible/format characters, confusables, or encodings."""
    for row in _rows(CORPUS):
        if row["label"] != "attack" or "hidden_text" not in row["class"] or "+" not in row["style"]:
            continue
        added = row["new"].replace(row["old"] or "", "")
        # format/private characters, letters outside Latin (look-alikes), or symbols past U+2000
        odd = [
            c
            for c in added
            if unicodedata.category(c) in ("Cc", "Cf", "Co", "Mn")
            or ord(c) > 0x2000
            or (c.isalpha() and ord(c) > 0x24F)
        ]
        encoded = re.search(
            r"[A-Za-z0-9+/]{24,}={0,2}|(?:[0-9a-f]{2}){12,}|\\u[0-9a-f]{4}|rot13|<!--|\n{20}", added
        )
        dotted = re.search(r"(?:\w\.){4,}\w", added)
        leet = re.search(r"[a-z][0-9][a-z]", added)
        markdown_hidden = "![" in added or "[//]: #" in added  # an image link, a markdown comment
        assert odd or encoded or dotted or leet or markdown_hidden, row["id"]


def test_every_written_attack_is_in_the_corpus_with_its_classes() -> None:
    """The committed corpus is in step with the attack files it is built from: one row per record."""
    rows = {row["id"]: row for row in _rows(CORPUS) if row["label"] == "attack"}
    expected: dict[str, list[str]] = {}
    for path in sorted(ATTACKS.glob("*.txt")):
        headers = re.findall(r"^@ (.*)$", path.read_text(encoding="utf-8"), flags=re.M)
        for n, header in enumerate(headers):
            fields = dict(kv.split("=", 1) for kv in header.split())
            expected[f"{path.stem}-{n:03d}"] = fields["classes"].split(",")
    assert set(rows) == set(expected)
    assert all(rows[rid]["class"] == classes for rid, classes in expected.items())


def test_no_corpus_text_repeats_a_reserved_server_text() -> None:
    """Forks of reserved servers publish the same texts: none of them may enter the corpus."""
    digests = {
        line
        for line in (CORPUS.parents[1] / "reserved_text_sha256.txt").read_text(encoding="utf-8").splitlines()
        if line and not line.startswith("#")
    }
    assert len(digests) >= 500
    copies = [
        row["id"]
        for row in _rows(CORPUS)
        for text in (row["old"], row["new"])
        if text and hashlib.sha256(" ".join(text.split()).encode()).hexdigest() in digests
    ]
    assert not copies, copies[:5]


def test_attack_rows_rebuild_byte_for_byte(tmp_path: Path) -> None:
    """The committed attack rows are what build_attacks.py makes from the attack files and the committed
    benign rows: nobody edited a row by hand, and the build is deterministic."""
    rows = _rows(CORPUS)
    benign = tmp_path / "benign.jsonl"
    benign.write_text(
        "".join(json.dumps(r, ensure_ascii=False) + "\n" for r in rows if r["label"] == "benign"),
        encoding="utf-8",
    )
    script = CORPUS.parents[1] / "build_attacks.py"
    out = subprocess.run(
        [sys.executable, str(script), str(benign), *map(str, sorted(ATTACKS.glob("*.txt")))],
        capture_output=True,
        text=True,
        check=True,
        cwd=script.parent,
    ).stdout
    rebuilt = {row["id"]: row for row in map(json.loads, out.splitlines())}
    committed = {row["id"]: row for row in rows if row["label"] == "attack"}
    assert rebuilt.keys() == committed.keys()
    assert [rid for rid in committed if rebuilt[rid] != committed[rid]] == []
