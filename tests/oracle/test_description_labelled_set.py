"""The issue's targets on the labelled set: >= 95% of poisoned changes flagged, <= 5% of benign ones.

Deterministic (no timing): the same rows give the same verdicts on every machine.
"""

from __future__ import annotations

import json
from pathlib import Path

from oracle import Options
from oracle.description import description_findings, new_tool_description_findings

DATA = Path(__file__).parent / "data" / "description_changes.jsonl"


def _flagged(row: dict[str, str]) -> bool:
    if row["old"] is None:  # a real tool's whole text, scanned as a new tool would be
        return any(f.security for f in new_tool_description_findings("tool", row["new"], Options()))
    findings = description_findings(
        "tool", "/description", row["old"], row["new"], Options(), rule_id="tool-description-changed"
    )
    return any(f.security for f in findings)


def test_labelled_set_meets_targets() -> None:
    rows = [json.loads(line) for line in DATA.read_text(encoding="utf-8").splitlines() if line.strip()]
    new_texts = [r for r in rows if r["old"] is None]
    rows = [r for r in rows if r["old"] is not None]
    poisoned = [r for r in rows if r["label"] == "poisoned"]
    benign = [r for r in rows if r["label"] == "benign"]
    assert len(poisoned) >= 200 and len(benign) >= 100
    assert all(r["source"] for r in rows) and all(r["attack"] for r in poisoned)
    recall = sum(map(_flagged, poisoned)) / len(poisoned)
    false_alarms = sum(map(_flagged, benign)) / len(benign)
    assert recall >= 0.95, f"recall {recall:.1%}"
    assert false_alarms <= 0.05, f"false alarms {false_alarms:.1%}"
    assert len(new_texts) >= 500
    new_tool_alarms = sum(map(_flagged, new_texts)) / len(new_texts)
    assert new_tool_alarms <= 0.05, f"false alarms on new tools' texts {new_tool_alarms:.1%}"
