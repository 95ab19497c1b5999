"""Whole-tool conformance: SBproxy's and Apicurio's MCP tool cases against `oracle.evaluate`.

SBproxy rows with `label_is_target: true` are targets, except where DESIGN.md grades differently on
purpose (OUR_GRADE_ON_TARGETS, each with its reason). Rows with `label_is_target: false` record that
gateway's shallow behaviour; for those we assert our own grade (OUR_GRADE_ON_SHALLOW) and print how
we differ. Gate rows (a lockfile baseline in the row's digest scheme) are linted here against our
verdicts (OUR_GATE_VERDICTS), behavioral rows (two probe responses) graded by `oracle.behavior`
(OUR_BEHAVIOR_GRADES). Judge rows are replayed through a real jury on a loopback endpoint by
tests/oracle/test_judges_conformance.py, and only skipped here.
"""

from __future__ import annotations

from typing import Any

import pytest
from conformance_corpus import MISSING_REASON, corpus_available, load

import oracle
from oracle import Grade

pytestmark = pytest.mark.skipif(not corpus_available(), reason=MISSING_REASON)

# SBproxy target rows where DESIGN.md deliberately grades differently: name -> (our grade, why).
OUR_GRADE_ON_TARGETS: dict[str, tuple[str, str]] = {
    "v2_digest_drops_title_where_v1_kept_it": (
        "patch",
        "toolwatch digests title (sha256: scheme); title only → patch",
    ),
    "v2_digest_ignores_title_icons_and_meta": ("patch", "title is contract; icons/_meta are not"),
    "v2_digest_unchanged_for_tool_declaring_no_added_fields": (
        "patch",
        "a title appeared: title only → patch",
    ),
    "v2_digest_covers_annotations": (
        "none",
        "readOnlyHint false is the spec default: stating it is no change",
    ),
    "doc_title_only": ("patch", "DESIGN: 'title only → patch' (SBproxy's v2 digest never sees it)"),
    "doc_output_enum_widened": (
        "major",
        "DESIGN: output enum widened → major (consumers' exhaustive switches)",
    ),
    "oas_operation_added": ("minor", "DESIGN: new tool → minor (new_tool), not SBproxy's unlocked 'none'"),
    "cli_new_tool_is_informational": ("minor", "DESIGN: new tool → minor; the CLI exits 1 for it"),
    "gate_new_unlocked_tool": ("minor", "DESIGN: new tool → minor"),
    "oas_enum_narrowing": ("none", "type integer with a string enum accepts no value before or after"),
    "oas_enum_widening": ("none", "type integer with a string enum accepts no value before or after"),
}

# SBproxy's shallow rows (not targets): what DESIGN.md says instead, and why.
OUR_GRADE_ON_SHALLOW: dict[str, tuple[str, str]] = {
    "edge_input_enum_added_where_none": ("major", "enum added narrows the input"),
    "edge_input_enum_reordered": ("none", "enum compares as a set: a reorder is semantically nothing"),
    "edge_input_enum_replaced_value": ("major", "a value callers used is gone"),
    "edge_output_enum_replaced_value": ("major", "consumers may now receive 'c', never promised"),
    "edge_nested_property_type_change_not_modeled": ("major", "contravariance holds at every depth"),
    "edge_type_array_not_modeled": ("major", "null no longer accepted"),
    "edge_input_maxlength_tightened_not_modeled": ("major", "strings of 11..100 chars now rejected"),
    "edge_input_pattern_added_not_modeled": ("major", "strings outside ^[a-z]+$ now rejected"),
    "edge_input_additional_properties_closed_not_modeled": ("major", "calls with extra keys now rejected"),
    "edge_input_items_type_change_not_modeled": ("major", "arrays of strings now rejected"),
    "edge_input_anyof_change_not_modeled": ("major", "numbers now rejected"),
    "edge_input_ref_change_not_modeled": ("major", "$ref resolved: strings now rejected"),
    "edge_input_const_change_not_modeled": ("major", "the old constant is rejected"),
    "edge_input_integer_to_number_widening_overgraded": ("minor", "integer ⊂ number: a widening"),
    "edge_input_required_property_removed": ("major", "input property removed"),
    "edge_input_required_name_without_property": ("major", "'ghost' newly required: every old call fails"),
    "edge_input_schema_dropped": ("major", "input property q removed"),
    "edge_output_schema_added": ("minor", "a new output promise"),
    "edge_output_schema_dropped": ("major", "output schema removed: promises withdrawn"),
    "edge_annotations_destructive_hint_flip": ("major", "destructiveHint false→true: security-relevant"),
    "edge_property_description_edit_only": ("patch", "property description reworded"),
}


# Gate rows: the lint's verdict per tool name, (outcome, grade), against a lockfile pinning the old tool
# in the row's digest scheme; and why, where it differs from the gateway's label.
OUR_GATE_VERDICTS: dict[str, tuple[dict[str, tuple[str, str]], str]] = {
    "gate_blocks_unbumped_description_change": ({"search": ("violation", "patch")}, "as labelled"),
    "gate_v2_catches_output_schema_only_change": (
        {"search": ("violation", "major")},
        "the output const changed: consumers expecting 'old' now get 'new' (major; the gateway's diff "
        "does not model const and floors at patch)",
    ),
    "gate_v1_baseline_keeps_output_schema_blind_spot": (
        {"search": ("violation", "major")},
        "toolwatch's sha256: digest covers outputSchema too: a legacy baseline has no blind spot to keep",
    ),
    "gate_v2_unchanged_contract_left_alone": ({"search": ("ok", "none")}, "as labelled"),
    "gate_identical_rename_is_minor_not_blocked": (
        {"search_v2": ("renamed_tool", "major")},
        "recognised as a rename as labelled; graded major because callers of the old name break",
    ),
    "gate_rename_plus_edit_is_unlocked": (
        {"search": ("removed_tool", "major"), "search_v2": ("new_tool", "minor")},
        "as labelled: the old name removed, the new one unlocked (our new_tool)",
    ),
    "gate_accepts_matching_patch_bump": ({"search": ("ok", "patch")}, "as labelled"),
    "e2e_destructive_description_rewrite_without_judge": (
        {"search": ("violation", "major")},
        "the deterministic description layer flags 'delete every repository' as destructive: major",
    ),
    "cli_under_bump_exits_two": ({"search": ("violation", "patch")}, "as labelled"),
    "cli_over_bump_passes": ({"search": ("ok", "patch")}, "as labelled"),
}

# Behavioral rows: our grade for the change between the two probe responses, and why.
OUR_BEHAVIOR_GRADES: dict[str, tuple[str, str]] = {
    "value_only_change_is_not_behavioral_drift": ("none", "as labelled: values are not shape"),
    "response_shape_change_is_major": (
        "minor",
        "structuredContent appeared: a new output key adds to the promise (minor); nothing consumers "
        "relied on went away, which is what makes a change major here",
    ),
}


def _unjudged(row: dict[str, Any]) -> bool:
    """Rows whose verdict depends on the gateway's jury are replayed through a loopback jury instead:
    grades in tests/oracle/test_judges_conformance.py::test_gateway_judge_rows, lint outcomes in
    ::test_gateway_judged_lint_rows."""
    return "judge_scores" not in row


def _kind(row: dict[str, Any]) -> str:
    if "old_response" in row or "new_response" in row:
        return "behavior"
    if "baseline_scheme" in row:
        return "gate"
    return "tool"


def _gate_verdicts(row: dict[str, Any]) -> dict[str, tuple[str, str]]:
    from oracle import Version, contract_digest, contract_digest_v2, contract_of, lint_catalogue
    from oracle.contract import V2_CONTRACT_FIELDS
    from oracle.lockfile import LockedTool, Lockfile

    old, new = row["old_tool"], row["new_tool"]
    v2 = row["baseline_scheme"] == "v2"
    entry = LockedTool(
        old["name"],
        Version.parse(row.get("prior_version", "1.0.0")),
        contract_digest_v2(old) if v2 else contract_digest(old),
        contract_of(old, V2_CONTRACT_FIELDS) if v2 else contract_of(old),
    )
    declared = {new["name"]: Version.parse(row["declared_version"])} if "declared_version" in row else {}
    report = lint_catalogue(
        Lockfile(tools={entry.name: entry}, generated_for="conformance"), {new["name"]: new}, declared
    )
    return {t.name: (t.outcome.value, t.grade.label) for t in report.tools}


def _behavior_grade(row: dict[str, Any]) -> Grade:
    from oracle.behavior import fingerprint_result, grade_fingerprints

    old, new = fingerprint_result(row["old_response"]), fingerprint_result(row["new_response"])
    return max((f.grade for f in grade_fingerprints(row["new_tool"]["name"], old, new)), default=Grade.NONE)


def _our_grade(row: dict[str, Any]) -> Grade:
    if _kind(row) == "behavior":
        return _behavior_grade(row)
    if _kind(row) == "gate":
        return max((Grade.parse(g) for _, g in _gate_verdicts(row).values()), default=Grade.NONE)
    old = {row["old_tool"]["name"]: row["old_tool"]} if row["old_tool"] else {}
    new = {row["new_tool"]["name"]: row["new_tool"]} if row["new_tool"] else {}
    return oracle.evaluate(old, new).grade


def _sbproxy_rows() -> list[dict[str, Any]]:
    return load("sbproxy_cases.json") if corpus_available() else []


def _ids(row: dict[str, Any]) -> str:
    return str(row["name"])


@pytest.mark.parametrize(
    "row",
    [r for r in _sbproxy_rows() if r["label_is_target"] and _kind(r) == "tool" and _unjudged(r)],
    ids=_ids,
)
def test_sbproxy_target_grades(row: dict[str, Any]) -> None:
    expected, why = OUR_GRADE_ON_TARGETS.get(row["name"], (row["expected_grade"], "SBproxy's label"))
    assert _our_grade(row).label == expected, why


@pytest.mark.parametrize("row", [r for r in _sbproxy_rows() if _kind(r) == "gate" and _unjudged(r)], ids=_ids)
def test_sbproxy_gate_rows_linted_against_a_lockfile(row: dict[str, Any]) -> None:
    expected, why = OUR_GATE_VERDICTS[row["name"]]
    assert _gate_verdicts(row) == expected, why
    if "expected_lint" in row:  # the gateway's lint outcome is ours too
        assert {o for o, _ in expected.values()} == {row["expected_lint"]}


@pytest.mark.parametrize("row", [r for r in _sbproxy_rows() if _kind(r) == "behavior"], ids=_ids)
def test_sbproxy_behavioral_rows_graded_from_responses(row: dict[str, Any]) -> None:
    expected, why = OUR_BEHAVIOR_GRADES[row["name"]]
    assert _behavior_grade(row).label == expected, why


@pytest.mark.parametrize("row", [r for r in _sbproxy_rows() if not r["label_is_target"]], ids=_ids)
def test_sbproxy_shallow_rows_graded_by_design(row: dict[str, Any]) -> None:
    expected, why = OUR_GRADE_ON_SHALLOW[row["name"]]
    assert _our_grade(row).label == expected, why


def test_every_sbproxy_row_is_accounted_for() -> None:
    rows = {r["name"]: r for r in _sbproxy_rows()}
    shallow = {n for n, r in rows.items() if not r["label_is_target"]}
    assert shallow == set(OUR_GRADE_ON_SHALLOW), "each shallow row needs our grade and reason"
    assert set(OUR_GRADE_ON_TARGETS) <= {n for n, r in rows.items() if r["label_is_target"]}
    gates = {n for n, r in rows.items() if _kind(r) == "gate" and _unjudged(r)}
    assert gates == set(OUR_GATE_VERDICTS), "each gate row needs our verdicts and reason"
    assert {n for n, r in rows.items() if _kind(r) == "behavior"} == set(OUR_BEHAVIOR_GRADES)


def _design(row: dict[str, Any]) -> tuple[str, str]:
    """What DESIGN.md asks for this row (our grade), and why."""
    if _kind(row) == "behavior":
        return OUR_BEHAVIOR_GRADES[row["name"]]
    if _kind(row) == "gate" and row["name"] in OUR_GATE_VERDICTS:
        verdicts, why = OUR_GATE_VERDICTS[row["name"]]
        return max((g for _, g in verdicts.values()), key=Grade.parse), why
    table = OUR_GRADE_ON_TARGETS if row["label_is_target"] else OUR_GRADE_ON_SHALLOW
    return table.get(row["name"], (row["expected_grade"], ""))


def test_sbproxy_comparison_table(capsys: pytest.CaptureFixture[str]) -> None:
    lines = [f"{'sbproxy case':<58}{'target':>7}{'theirs':>8}{'ours':>8}{'design':>8}  note"]
    for row in _sbproxy_rows():
        ours = _our_grade(row).label if _unjudged(row) else "jury"
        design, why = _design(row)
        mark = "" if ours in (design, "jury") else "  <-- engine"
        lines.append(
            f"{row['name'][:57]:<58}{'yes' if row['label_is_target'] else 'no':>7}{row['expected_grade']:>8}"
            f"{ours:>8}{design:>8}  {why or ('' if _unjudged(row) else 'replayed through a loopback jury')}{mark}"
        )
    with capsys.disabled():
        print("\n\nSBproxy tool cases: their grade, ours, and what DESIGN.md asks\n" + "\n".join(lines))


# ----------------------------------------------------------------------------- Apicurio MCP

# Apicurio's verdict is shallow (top level of inputSchema). Where DESIGN.md disagrees: name -> why.
APICURIO_MCP_DIFFERENCES = {
    "apicurio-mcp/testBackwardIncompatibleRemovingRequiredParam": (
        "un-requiring an input widens what callers may send: minor (contravariance), not breaking"
    ),
}


def _apicurio_rows() -> list[dict[str, Any]]:
    return load("apicurio_mcp_tool_cases.json") if corpus_available() else []


@pytest.mark.parametrize("row", _apicurio_rows(), ids=_ids)
def test_apicurio_mcp_tools(row: dict[str, Any]) -> None:
    from oracle.schema import includes

    change = oracle.compare_tool(row["old_tool"], row["new_tool"])
    compatible = change.grade < Grade.MAJOR
    expected = row["apicurio_compatible"]
    if row["name"] in APICURIO_MCP_DIFFERENCES:
        expected = not expected
    set_safe = includes(row["old_schema"], row["new_schema"]) is True
    assert compatible == expected, ([f.to_json() for f in change.findings], f"input-safe by set: {set_safe}")


def test_apicurio_removed_property_is_major_though_set_wise_wider() -> None:
    """Removing a property from an open input schema widens the set, yet DESIGN grades it major:
    callers still send the argument and the tool no longer understands it. Apicurio agrees on the
    grade, for the shallow reason."""
    from oracle.schema import includes

    row = next(r for r in _apicurio_rows() if r["name"].endswith("testBackwardIncompatibleRemovingProperty"))
    assert includes(row["old_schema"], row["new_schema"]) is not False  # set-wise: not narrower
    change = oracle.compare_tool(row["old_tool"], row["new_tool"])
    assert change.grade == Grade.MAJOR
    assert any(f.rule_id == "input-property-removed" for f in change.findings)
