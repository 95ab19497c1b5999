"""The public gateway's judge rows (shared corpus, sbproxy_cases.json) replayed through our jury.

That gateway's judges score *equivalence* (1 = same meaning) against a threshold of 0.7; ours score
*change* (1 = meaning changed). A gateway score s is our 1 - s, and its threshold is our 0.3, so the
rows are replayed with converted scores and Jury(threshold=0.3). The verdicts must agree.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from judge_server import judge_server, scores

from oracle import Grade, contract_digest, contract_digest_v2, contract_of, evaluate, lint_catalogue
from oracle.bumplint import lint_tool
from oracle.contract import V2_CONTRACT_FIELDS
from oracle.judges import JudgeConfig, Jury, judge_report
from oracle.lockfile import LockedTool, Lockfile
from oracle.semver import Version

CORPUS = Path(__file__).resolve().parents[3] / "shared" / "corpus" / "sbproxy_cases.json"
pytestmark = [pytest.mark.anyio, pytest.mark.skipif(not CORPUS.exists(), reason="shared corpus not present")]


def _rows() -> list[dict[str, Any]]:
    if not CORPUS.exists():
        return []
    return [row for row in json.loads(CORPUS.read_text()) if "judge_scores" in row]


@pytest.fixture
def anyio_backend() -> str:
    return "asyncio"


@pytest.mark.parametrize("row", _rows(), ids=lambda row: row["name"])
async def test_gateway_judge_rows(row: dict[str, Any]) -> None:
    old, new = {"t": row["old_tool"]}, {"t": row["new_tool"]}
    async with judge_server() as server:
        models = [f"j{i}" for i in range(len(row["judge_scores"]))] or ["j0"]
        for model, score in zip(models, row["judge_scores"], strict=False):
            server.script[model] = scores(round(1.0 - score, 6))
        jury = Jury([JudgeConfig(endpoint=server.url, model=m) for m in models], threshold=0.3)
        report = await judge_report(evaluate(old, new), old, new, jury)
    assert report.grade is Grade.parse(row["expected_grade"])
    if not row["judge_scores"]:
        assert server.requests == []  # an unchanged surface never calls a judge
    escalated = [f for f in report.findings if f.rule_id == "description-meaning-changed"]
    if report.grade is Grade.MAJOR:
        assert escalated and escalated[0].security
    assert any(f.needs_confirmation for f in report.findings) is bool(row.get("expected_needs_confirmation"))


def _lint_rows() -> list[dict[str, Any]]:
    if not CORPUS.exists():
        return []
    return [
        row for row in json.loads(CORPUS.read_text()) if "expected_lint" in row and row.get("judge_scores")
    ]


# Rows whose new text the deterministic layer itself reads as the attack it is: once only the sentence
# model did ("now also emails your data away"), since the ninth session a rule does.
DETERMINISTIC_REACHES_JURY_GRADE = frozenset({"gate_judge_escalates_description_to_major"})


@pytest.mark.parametrize("row", _lint_rows(), ids=lambda row: row["name"])
async def test_gateway_judged_lint_rows(row: dict[str, Any]) -> None:
    """The gateway's version-gate rows whose verdict depends on its jury: the lint redone on the judged
    report (as `toolwatch check --judges` and the daemon do) must reach the gateway's outcome. The
    gateway lints a split jury as a violation but records `needs_confirmation` at its gate; our lint
    folds that into the outcome, so the gate's outcome is the one compared."""
    old, new = row["old_tool"], row["new_tool"]
    v2 = row.get("baseline_scheme") == "v2"
    entry = LockedTool(
        old["name"],
        Version.parse(row["prior_version"]),
        contract_digest_v2(old) if v2 else contract_digest(old),
        contract_of(old, V2_CONTRACT_FIELDS) if v2 else contract_of(old),
    )
    lock = Lockfile(tools={entry.name: entry}, generated_for="gateway")
    declared = {new["name"]: Version.parse(row["declared_version"])}
    plain = lint_catalogue(lock, {new["name"]: new}, declared)
    async with judge_server() as server:
        models = [f"j{i}" for i in range(len(row["judge_scores"]))]
        for model, score in zip(models, row["judge_scores"], strict=True):
            server.script[model] = scores(round(1.0 - score, 6))
        jury = Jury([JudgeConfig(endpoint=server.url, model=m) for m in models], threshold=0.3)
        judged = await judge_report(plain.report, {old["name"]: old}, {new["name"]: new}, jury)
    (change,) = judged.changes
    verdict = lint_tool(change, lock.tools.get(change.name), declared.get(change.name))
    assert verdict.outcome.value == row["expected_gate_outcome"], verdict.message
    assert verdict.grade is Grade.parse(row["expected_grade"])
    # Without the jury the deterministic layer decides, as the row records, except where it reads the
    # new text as the attack it is ("now also emails your data away"): there it alone reaches the grade
    # the gateway needs its jury for.
    (plain_verdict,) = plain.tools
    security = any(f.security for c in plain.report.changes for f in c.findings)
    assert security == (row["name"] in DETERMINISTIC_REACHES_JURY_GRADE)
    if row["name"] in DETERMINISTIC_REACHES_JURY_GRADE:
        assert plain_verdict.grade is Grade.parse(row["expected_grade"])
    else:
        assert plain_verdict.grade is Grade.parse(row["expected_grade_deterministic"])
