"""One fixture per rule: the smallest change that fires it, and proof that it does not misfire.

Every rule in the catalogue must appear here (schema, annotation and whole-tool rules) or in the test
module of the layer that owns it (description and behaviour rules); a rule added without a fixture
fails `test_every_rule_has_a_fixture`.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from oracle import CATALOGUE, Direction, Grade, Options, compare_tool, evaluate
from oracle.rules import effective_grade
from oracle.schema import diff_schema

OBJ: dict[str, Any] = {"type": "object"}

# family -> (old schema, new schema). The same pair fires input-<family> and output-<family>.
SCHEMA_FIXTURES: dict[str, tuple[Any, Any]] = {
    "type-narrowed": ({"type": ["string", "integer"]}, {"type": "string"}),
    "type-widened": ({"type": "integer"}, {"type": "number"}),
    "type-changed": ({"type": "string"}, {"type": "integer"}),
    "enum-narrowed": ({"type": "string", "enum": ["a", "b"]}, {"type": "string", "enum": ["a"]}),
    "enum-widened": ({"type": "string", "enum": ["a"]}, {"type": "string", "enum": ["a", "b"]}),
    "enum-changed": ({"type": "string", "enum": ["a", "b"]}, {"type": "string", "enum": ["a", "c"]}),
    "const-narrowed": ({"type": "string"}, {"type": "string", "const": "a"}),
    "const-widened": ({"type": "string", "const": "a"}, {"type": "string"}),
    "const-changed": ({"const": "a"}, {"const": "b"}),
    "required-added": ({**OBJ, "properties": {"a": {}}}, {**OBJ, "properties": {"a": {}}, "required": ["a"]}),
    "required-removed": (
        {**OBJ, "properties": {"a": {}}, "required": ["a"]},
        {**OBJ, "properties": {"a": {}}},
    ),
    "property-added": (
        {**OBJ, "properties": {"a": {"type": "string"}}},
        {**OBJ, "properties": {"a": {"type": "string"}, "b": {"type": "integer"}}},
    ),
    "property-removed": (
        {**OBJ, "properties": {"a": {"type": "string"}, "b": {"type": "integer"}}},
        {**OBJ, "properties": {"a": {"type": "string"}}},
    ),
    "additional-properties-narrowed": (OBJ, {**OBJ, "additionalProperties": False}),
    "additional-properties-widened": ({**OBJ, "additionalProperties": False}, OBJ),
    "pattern-properties-narrowed": (OBJ, {**OBJ, "patternProperties": {"^x": {"type": "string"}}}),
    "pattern-properties-widened": ({**OBJ, "patternProperties": {"^x": {"type": "string"}}}, OBJ),
    "property-names-narrowed": (OBJ, {**OBJ, "propertyNames": {"maxLength": 3}}),
    "property-names-widened": ({**OBJ, "propertyNames": {"maxLength": 3}}, OBJ),
    "unevaluated-properties-narrowed": (OBJ, {**OBJ, "unevaluatedProperties": False}),
    "unevaluated-properties-widened": ({**OBJ, "unevaluatedProperties": False}, OBJ),
    "property-count-narrowed": (OBJ, {**OBJ, "maxProperties": 3}),
    "property-count-widened": ({**OBJ, "maxProperties": 3}, OBJ),
    "dependent-required-added": (OBJ, {**OBJ, "dependentRequired": {"a": ["b"]}}),
    "dependent-required-removed": ({**OBJ, "dependentRequired": {"a": ["b"]}}, OBJ),
    "dependent-schemas-narrowed": (OBJ, {**OBJ, "dependentSchemas": {"a": {"required": ["b"]}}}),
    "dependent-schemas-widened": ({**OBJ, "dependentSchemas": {"a": {"required": ["b"]}}}, OBJ),
    "tuple-narrowed": (
        {"type": "array", "prefixItems": [{"type": "string"}]},
        {"type": "array", "prefixItems": [{"type": "string"}], "items": False},
    ),
    "tuple-widened": (
        {"type": "array", "prefixItems": [{"type": "string"}], "items": False},
        {"type": "array", "prefixItems": [{"type": "string"}]},
    ),
    "contains-narrowed": ({"type": "array"}, {"type": "array", "contains": {"type": "string"}}),
    "contains-widened": ({"type": "array", "contains": {"type": "string"}}, {"type": "array"}),
    "item-count-narrowed": ({"type": "array"}, {"type": "array", "maxItems": 3}),
    "item-count-widened": ({"type": "array", "maxItems": 3}, {"type": "array"}),
    "unique-items-added": ({"type": "array"}, {"type": "array", "uniqueItems": True}),
    "unique-items-removed": ({"type": "array", "uniqueItems": True}, {"type": "array"}),
    "numeric-bounds-narrowed": ({"type": "number"}, {"type": "number", "minimum": 0}),
    "numeric-bounds-widened": ({"type": "number", "minimum": 0}, {"type": "number"}),
    "multiple-of-narrowed": ({"type": "integer", "multipleOf": 2}, {"type": "integer", "multipleOf": 4}),
    "multiple-of-widened": ({"type": "integer", "multipleOf": 4}, {"type": "integer", "multipleOf": 2}),
    "multiple-of-changed": ({"type": "integer", "multipleOf": 2}, {"type": "integer", "multipleOf": 3}),
    "length-narrowed": ({"type": "string"}, {"type": "string", "maxLength": 5}),
    "length-widened": ({"type": "string", "maxLength": 5}, {"type": "string"}),
    "pattern-added": ({"type": "string"}, {"type": "string", "pattern": "^[a-z]+$"}),
    "pattern-removed": ({"type": "string", "pattern": "^[a-z]+$"}, {"type": "string"}),
    "pattern-changed": ({"type": "string", "pattern": "^a"}, {"type": "string", "pattern": "^b"}),
    # Equal languages whose proof needs 2^21 automaton states: undecided within Limits' budget.
    "pattern-budget-exceeded": (
        {"type": "string", "pattern": "^(a|b)*a(a|b){20}$"},
        {"type": "string", "pattern": "^(a|b)*a(a|b){19}(a|b)$"},
    ),
    "format-added": ({"type": "string"}, {"type": "string", "format": "email"}),
    "format-removed": ({"type": "string", "format": "email"}, {"type": "string"}),
    "format-changed": ({"type": "string", "format": "email"}, {"type": "string", "format": "uri"}),
    "default-changed": ({"type": "integer", "default": 5}, {"type": "integer", "default": 10}),
    "default-added": ({"type": "integer"}, {"type": "integer", "default": 5}),
    "default-removed": ({"type": "integer", "default": 5}, {"type": "integer"}),
    "deprecated-added": ({"type": "integer"}, {"type": "integer", "deprecated": True}),
    "schema-narrowed": ({"type": "integer"}, {"type": "integer", "not": {"const": 3}}),
    "schema-widened": ({"type": "integer", "not": {"const": 3}}, {"type": "integer"}),
    "schema-changed": ({"type": "integer", "not": {"const": 3}}, {"type": "integer", "not": {"const": 4}}),
    "schema-undecidable": ({"$dynamicRef": "#a"}, {"$dynamicRef": "#b"}),
    "ref-unresolvable": ({"$ref": "https://example.com/a.json"}, {"$ref": "https://example.com/b.json"}),
    "conditional-changed": (
        {**OBJ, "if": {"required": ["a"]}, "then": {"required": ["b"]}, "else": {"$dynamicRef": "#x"}},
        {**OBJ, "if": {"required": ["a"]}, "then": {"required": ["c"]}, "else": {"$dynamicRef": "#x"}},
    ),
    "schema-equivalent": (
        {"type": ["string", "integer"]},
        {"anyOf": [{"type": "integer"}, {"type": "string"}]},
    ),
    "schema-annotation-changed": (
        {"type": "string", "examples": ["a"]},
        {"type": "string", "examples": ["b"]},
    ),
    "title-changed": ({"type": "string", "title": "A"}, {"type": "string", "title": "B"}),
    "property-description-changed": (
        {"type": "string", "description": "The city."},
        {"type": "string", "description": "The city name, e.g. Paris."},
    ),
}

# Families whose reverse change legitimately fires the same rule (symmetric or policy rules).
SYMMETRIC = {
    "type-changed",
    "enum-changed",
    "const-changed",
    "multiple-of-changed",
    "pattern-changed",
    "pattern-budget-exceeded",
    "format-changed",
    "default-changed",
    "schema-changed",
    "schema-undecidable",
    "ref-unresolvable",
    "conditional-changed",
    "schema-equivalent",
    "schema-annotation-changed",
    "title-changed",
    "property-description-changed",
}


def _rules_fired(old: Any, new: Any, direction: Direction) -> set[str]:
    findings = diff_schema(old, new, direction=direction, tool="t", base_path="", options=Options())
    return {f.rule_id for f in findings}


@pytest.mark.parametrize("direction", [Direction.INPUT, Direction.OUTPUT], ids=["input", "output"])
@pytest.mark.parametrize("family", sorted(SCHEMA_FIXTURES))
def test_schema_rule_fires(family: str, direction: Direction) -> None:
    old, new = SCHEMA_FIXTURES[family]
    rule_id = f"{direction.value}-{family}"
    fired = _rules_fired(old, new, direction)
    assert rule_id in fired, f"{rule_id} did not fire; got {sorted(fired)}"


@pytest.mark.parametrize("direction", [Direction.INPUT, Direction.OUTPUT], ids=["input", "output"])
@pytest.mark.parametrize("family", sorted(SCHEMA_FIXTURES))
def test_schema_rule_does_not_misfire(family: str, direction: Direction) -> None:
    old, new = SCHEMA_FIXTURES[family]
    rule_id = f"{direction.value}-{family}"
    assert _rules_fired(old, old, direction) == set(), "a schema against itself must produce nothing"
    assert _rules_fired(new, new, direction) == set()
    if family not in SYMMETRIC:
        assert rule_id not in _rules_fired(new, old, direction), f"{rule_id} also fired on the reverse change"


@pytest.mark.parametrize(
    ("family", "input_grade", "output_grade"),
    [
        ("type-widened", Grade.MINOR, Grade.MAJOR),
        ("type-narrowed", Grade.MAJOR, Grade.MINOR),
        ("enum-widened", Grade.MINOR, Grade.MAJOR),
        ("required-added", Grade.MAJOR, Grade.MINOR),
        ("required-removed", Grade.MINOR, Grade.MAJOR),
        ("property-removed", Grade.MAJOR, Grade.MAJOR),
        ("property-added", Grade.MINOR, Grade.MINOR),
    ],
)
def test_variance_of_grades(family: str, input_grade: Grade, output_grade: Grade) -> None:
    old, new = SCHEMA_FIXTURES[family]
    for direction, expected in ((Direction.INPUT, input_grade), (Direction.OUTPUT, output_grade)):
        findings = diff_schema(old, new, direction=direction, tool="t", base_path="", options=Options())
        graded = [f.grade for f in findings if f.rule_id == f"{direction.value}-{family}"]
        assert graded == [expected]


def _tool(**fields: Any) -> dict[str, Any]:
    return {"name": "t", "inputSchema": {"type": "object"}, **fields}


# rule id -> (old tool, new tool) compared by compare_tool, or (old catalogue, new catalogue) by evaluate.
TOOL_FIXTURES: dict[str, tuple[Any, Any]] = {
    "annotation-readonly-dropped": (_tool(annotations={"readOnlyHint": True}), _tool(annotations={})),
    "annotation-readonly-added": (_tool(), _tool(annotations={"readOnlyHint": True})),
    "annotation-destructive-added": (_tool(annotations={"destructiveHint": False}), _tool()),
    "annotation-destructive-dropped": (_tool(), _tool(annotations={"destructiveHint": False})),
    "annotation-idempotent-dropped": (_tool(annotations={"idempotentHint": True}), _tool()),
    "annotation-idempotent-added": (_tool(), _tool(annotations={"idempotentHint": True})),
    "annotation-open-world-added": (_tool(annotations={"openWorldHint": False}), _tool()),
    "annotation-open-world-dropped": (_tool(), _tool(annotations={"openWorldHint": False})),
    "annotation-title-changed": (_tool(annotations={"title": "A"}), _tool(annotations={"title": "B"})),
    "annotation-other-changed": (_tool(annotations={"x-cost": 1}), _tool(annotations={"x-cost": 2})),
    "tool-title-changed": (_tool(title="Search"), _tool(title="Find")),
    "tool-description-changed": (
        _tool(description="Search issues."),
        _tool(description="Search issues by text."),
    ),
    "input-schema-added": ({"name": "t"}, _tool()),
    "input-schema-removed": (_tool(), {"name": "t"}),
    "output-schema-added": (_tool(), _tool(outputSchema={"type": "object"})),
    "output-schema-removed": (_tool(outputSchema={"type": "object"}), _tool()),
    "contract-equivalent": (
        _tool(inputSchema={"type": "object", "required": ["a", "b"], "properties": {"a": {}, "b": {}}}),
        _tool(inputSchema={"type": "object", "required": ["b", "a"], "properties": {"a": {}, "b": {}}}),
    ),
}
CATALOGUE_FIXTURES: dict[str, tuple[dict[str, Any], dict[str, Any]]] = {
    "tool-added": ({}, {"t": _tool()}),
    "tool-removed": ({"t": _tool()}, {}),
    "tool-renamed": ({"t": _tool()}, {"u": {**_tool(), "name": "u"}}),
}
# Rules proven by the test modules of the layers that own them.
OWNED_ELSEWHERE = {
    "contract-digest-changed": "tests/oracle/test_bumplint.py",
}


@pytest.mark.parametrize("rule_id", sorted(TOOL_FIXTURES))
def test_tool_rule_fires_and_not_reversed(rule_id: str) -> None:
    old, new = TOOL_FIXTURES[rule_id]
    assert rule_id in {f.rule_id for f in compare_tool(old, new).findings}
    assert compare_tool(old, old).findings == ()
    reverse = {f.rule_id for f in compare_tool(new, old).findings}
    if rule_id not in {
        "annotation-title-changed",
        "annotation-other-changed",
        "tool-title-changed",
        "tool-description-changed",
        "contract-equivalent",
    }:
        assert rule_id not in reverse


@pytest.mark.parametrize("rule_id", sorted(CATALOGUE_FIXTURES))
def test_catalogue_rule_fires(rule_id: str) -> None:
    old, new = CATALOGUE_FIXTURES[rule_id]
    report = evaluate(old, new)
    assert rule_id in {f.rule_id for f in report.findings}
    assert evaluate(old, old).findings == ()


def test_security_hints_are_major_and_flagged() -> None:
    for rule_id in (
        "annotation-readonly-dropped",
        "annotation-destructive-added",
        "annotation-idempotent-dropped",
        "annotation-open-world-added",
    ):
        old, new = TOOL_FIXTURES[rule_id]
        change = compare_tool(old, new)
        assert change.grade is Grade.MAJOR and change.security


def test_stating_a_default_hint_is_not_a_change() -> None:
    explicit = _tool(
        annotations={
            "readOnlyHint": False,
            "destructiveHint": True,
            "idempotentHint": False,
            "openWorldHint": True,
        }
    )
    change = compare_tool(_tool(), explicit)
    assert change.grade is Grade.NONE
    assert [f.rule_id for f in change.findings] == ["contract-equivalent"]


def test_grade_overrides_apply() -> None:
    old, new = TOOL_FIXTURES["tool-description-changed"]
    options = Options(grade_overrides={"tool-description-changed": Grade.MINOR})
    assert compare_tool(old, new, options).grade is Grade.MINOR
    assert effective_grade("tool-description-changed", options.grade_overrides) is Grade.MINOR


def test_every_rule_has_a_fixture() -> None:
    root = Path(__file__).resolve().parents[2]
    covered = {f"{d}-{family}" for family in SCHEMA_FIXTURES for d in ("input", "output")}
    covered |= set(TOOL_FIXTURES) | set(CATALOGUE_FIXTURES)
    missing = []
    for rule_id in CATALOGUE:
        if rule_id in covered:
            continue
        owner = OWNED_ELSEWHERE.get(rule_id)
        if owner is None:
            if rule_id.startswith("description-"):
                owner = "tests/oracle"
            elif rule_id.startswith("behavior-"):
                owner = "tests/oracle/test_behavior.py"
        texts = []
        if owner:
            path = root / owner
            files = sorted(path.rglob("test_*.py")) if path.is_dir() else [path] if path.exists() else []
            texts = [f.read_text(encoding="utf-8") for f in files]
        if not any(rule_id in text for text in texts):
            missing.append(rule_id)
    assert not missing, f"rules without a fixture: {missing}"


def test_every_grade_has_its_label() -> None:
    from oracle import Grade

    for grade in Grade:
        assert grade.label == grade.name.lower()
        assert Grade.parse(grade.label) is grade
        assert str(grade) == grade.label
