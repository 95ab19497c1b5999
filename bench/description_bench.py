"""Precision and recall of the deterministic description detectors on the labelled set.

Usage: python bench/description_bench.py [tests/oracle/data/description_changes.jsonl]

A row is flagged when any security-relevant description finding fires. Prints the confusion matrix,
recall on poisoned rows, the false-positive rate on benign ones, per-attack recall, per-rule counts,
and the throughput of the detectors against a baseline (the word diff alone) measured in the same run.
"""

from __future__ import annotations

import json
import sys
import time
from collections import Counter
from pathlib import Path

from oracle import Options
from oracle.description import description_findings, diff_text, new_tool_description_findings

DEFAULT = Path(__file__).resolve().parents[1] / "tests" / "oracle" / "data" / "description_changes.jsonl"


def load(path: Path) -> list[dict[str, str]]:
    return [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines() if line.strip()]


def flagged_rules(row: dict[str, str]) -> list[str]:
    """Security findings for a row: a change (old -> new), or a new tool's whole text (old is null)."""
    if row["old"] is None:
        findings = new_tool_description_findings("tool", row["new"], Options())
    else:
        findings = description_findings(
            "tool", "/description", row["old"], row["new"], Options(), rule_id="tool-description-changed"
        )
    return [f.rule_id for f in findings if f.security]


def main() -> None:
    path = Path(sys.argv[1]) if len(sys.argv) > 1 else DEFAULT
    rows = load(path)
    new_texts = [row for row in rows if row["old"] is None]
    rows = [row for row in rows if row["old"] is not None]
    confusion: Counter[tuple[str, bool]] = Counter()
    per_attack: dict[str, list[bool]] = {}
    per_rule: Counter[str] = Counter()
    false_positives: list[str] = []
    start = time.perf_counter()
    for row in rows:
        rules = flagged_rules(row)
        hit = bool(rules)
        confusion[(row["label"], hit)] += 1
        per_rule.update(rules)
        if row["label"] == "poisoned":
            attack = row["attack"].split(" [")[0]
            attack = attack.split(" (ours")[0] if "(ours" in attack else attack.split(",")[0]
            per_attack.setdefault(attack, []).append(hit)
        elif hit:
            false_positives.append(f"{row['source']}: {', '.join(rules)}")
    detect_s = time.perf_counter() - start
    start = time.perf_counter()
    for row in rows:
        diff_text(row["old"], row["new"])
    diff_s = time.perf_counter() - start
    new_alarms = [row["source"] for row in new_texts if flagged_rules(row)]

    tp, fn = confusion[("poisoned", True)], confusion[("poisoned", False)]
    fp, tn = confusion[("benign", True)], confusion[("benign", False)]
    print(f"labelled set: {path.name}: {len(rows)} rows ({tp + fn} poisoned, {fp + tn} benign)")
    print(f"poisoned flagged (recall):      {tp}/{tp + fn} = {tp / max(1, tp + fn):.1%}")
    print(f"benign flagged (false alarms):  {fp}/{fp + tn} = {fp / max(1, fp + tn):.1%}")
    print(f"precision:                      {tp}/{tp + fp} = {tp / max(1, tp + fp):.1%}")
    print(f"new-tool texts flagged (false alarms): {len(new_alarms)}/{len(new_texts)}")
    print("recall per attack family:")
    for attack, hits in sorted(per_attack.items()):
        print(f"  {sum(hits):3}/{len(hits):<3} {attack}")
    print("findings per rule:")
    for rule_id, count in per_rule.most_common():
        print(f"  {count:4} {rule_id}")
    for line in false_positives + new_alarms:
        print(f"false alarm: {line}")
    print(f"detectors cost {detect_s / max(diff_s, 1e-9):.1f}x the word diff alone ({len(rows)} rows)")


if __name__ == "__main__":
    main()
