"""Laws of the schema engine, checked with hypothesis over generated schemas and changes.

- a schema against itself grades `none` (also with its keys reordered);
- grading is deterministic;
- arbitrary JSON never crashes `diff_schema` or `includes` (only oracle.InputError is allowed);
- a widening graded minor for input is major for output (variance);
- a change and its reverse have opposite effects;
- soundness: when `includes(a, b)` says True, no instance shaped like either schema is accepted by
  `a` and rejected by `b` (checked with `jsonschema`, JSON Schema 2020-12).
"""

from __future__ import annotations

import copy
import sys
from pathlib import Path
from typing import Any

import jsonschema
from hypothesis import HealthCheck, assume, given, settings
from hypothesis import strategies as st

import oracle
from oracle import Direction, Effect, Grade, InputError, Options
from oracle.schema import diff_schema, includes

sys.path.insert(0, str(Path(__file__).resolve().parent / "conformance"))
from conformance_corpus import structured_instances

OPTIONS = Options()
SETTINGS = settings(max_examples=80, deadline=None, suppress_health_check=[HealthCheck.too_slow])

# ----------------------------------------------------------------------------- generators

_STRING = st.fixed_dictionaries(
    {"type": st.just("string")},
    optional={
        "minLength": st.integers(0, 3),
        "maxLength": st.integers(3, 20),
        "enum": st.lists(st.sampled_from("abcdef"), min_size=1, max_size=4, unique=True),
        "pattern": st.sampled_from(["^a", "^[a-z]+$", "b"]),
        "format": st.sampled_from(["email", "uri", "date-time"]),
        "description": st.sampled_from(["a value", "the query"]),
    },
)
_NUMBER = st.fixed_dictionaries(
    {"type": st.sampled_from(["integer", "number"])},
    optional={
        "minimum": st.integers(-10, 0),
        "maximum": st.integers(10, 100),
        "multipleOf": st.sampled_from([1, 2, 5]),
        "default": st.integers(0, 10),
    },
)
_LEAF = st.one_of(
    _STRING,
    _NUMBER,
    st.just({"type": "boolean"}),
    st.just({"type": ["string", "null"]}),
    st.just({}),
)
_NAMES = st.sampled_from(["a", "b", "c", "query", "limit"])


def _object(inner: st.SearchStrategy[Any]) -> st.SearchStrategy[dict[str, Any]]:
    def finish(props: dict[str, Any]) -> st.SearchStrategy[dict[str, Any]]:
        optional: dict[str, st.SearchStrategy[Any]] = {"additionalProperties": st.booleans()}
        if props:
            optional["required"] = st.lists(st.sampled_from(sorted(props)), min_size=1, unique=True)
        return st.fixed_dictionaries(
            {"type": st.just("object"), "properties": st.just(props)}, optional=optional
        )

    return st.dictionaries(_NAMES, inner, max_size=4).flatmap(finish)


def _array(inner: st.SearchStrategy[Any]) -> st.SearchStrategy[dict[str, Any]]:
    return st.fixed_dictionaries(
        {"type": st.just("array"), "items": inner},
        optional={
            "minItems": st.integers(0, 2),
            "maxItems": st.integers(2, 10),
            "uniqueItems": st.booleans(),
        },
    )


SCHEMAS = st.recursive(
    _LEAF,
    lambda inner: st.one_of(
        _object(inner),
        _array(inner),
        st.lists(inner, min_size=1, max_size=3).map(lambda xs: {"anyOf": xs}),
    ),
    max_leaves=8,
)
TOOL_INPUTS = _object(SCHEMAS)

_KEYWORDS = [
    "type", "properties", "required", "items", "prefixItems", "additionalProperties", "enum", "const",
    "anyOf", "oneOf", "allOf", "not", "$ref", "$defs", "definitions", "minimum", "maximum",
    "exclusiveMinimum", "exclusiveMaximum", "multipleOf", "minLength", "maxLength", "pattern", "format",
    "minItems", "maxItems", "uniqueItems", "contains", "minProperties", "maxProperties", "patternProperties",
    "propertyNames", "dependentRequired", "dependentSchemas", "dependencies", "if", "then", "else",
    "default", "description", "title", "additionalItems", "unevaluatedProperties", "x",
]  # fmt: skip
_SCALARS = st.one_of(
    st.none(),
    st.booleans(),
    st.integers(-(2**60), 2**60),
    st.floats(allow_nan=False, allow_infinity=False),
    st.sampled_from(
        ["string", "object", "array", "integer", "number", "null", "#", "#/$defs/a", "^a$", "(", ""]
    ),
    st.text(max_size=5),
)
RANDOM_JSON = st.recursive(
    _SCALARS,
    lambda children: st.one_of(
        st.lists(children, max_size=4),
        st.dictionaries(st.one_of(st.sampled_from(_KEYWORDS), st.text(max_size=4)), children, max_size=5),
    ),
    max_leaves=25,
)


@st.composite
def widenings(draw: st.DrawFn) -> tuple[dict[str, Any], dict[str, Any]]:
    """(old, new) where new relaxes one constraint of old somewhere: old ⊆ new by construction."""
    old = draw(TOOL_INPUTS)
    new = copy.deepcopy(old)
    nodes = [n for n in _nodes(new) if _relaxable(n)]
    assume(nodes)
    node = draw(st.sampled_from(nodes))
    key = draw(st.sampled_from(sorted(_relaxable(node))))
    if key == "enum":
        node["enum"] = [*node["enum"], "zzz"]
    elif key == "required":
        node["required"] = node["required"][1:] or None
        if node["required"] is None:
            del node["required"]
    elif key == "additionalProperties":
        node["additionalProperties"] = True
    elif key == "type":
        node["type"] = [node["type"], "null"]
    elif key == "maxLength":
        node["maxLength"] += 5
    elif key == "maximum":
        node["maximum"] += 5
    elif key == "minimum":
        node["minimum"] -= 5
    else:  # pattern, format, multipleOf, minLength, minItems, maxItems, uniqueItems: drop the constraint
        del node[key]
    return old, new


def _nodes(schema: Any) -> list[dict[str, Any]]:
    out: list[dict[str, Any]] = []
    stack = [schema]
    while stack:
        item = stack.pop()
        if isinstance(item, dict):
            out.append(item)
            stack.extend(item.values())
        elif isinstance(item, list):
            stack.extend(item)
    return out


def _relaxable(node: dict[str, Any]) -> set[str]:
    keys = {
        "enum", "pattern", "format", "multipleOf", "minLength", "maxLength", "minimum", "maximum",
        "minItems", "maxItems", "uniqueItems", "required",
    } & set(node)  # fmt: skip
    if node.get("additionalProperties") is False:
        keys.add("additionalProperties")
    if (
        isinstance(node.get("type"), str)
        and node["type"] != "null"
        and ("properties" in node or len(node) == 1)
    ):
        keys.add("type")
    return keys


def _grade(old: Any, new: Any, direction: Direction) -> Grade:
    findings = diff_schema(old, new, direction=direction, tool="t", base_path="/inputSchema", options=OPTIONS)
    return max((f.grade for f in findings), default=Grade.NONE)


def _reorder(value: Any) -> Any:
    if isinstance(value, dict):
        return {k: _reorder(value[k]) for k in reversed(list(value))}
    if isinstance(value, list):
        return [_reorder(v) for v in value]
    return value


# ----------------------------------------------------------------------------- laws


@SETTINGS
@given(SCHEMAS)
def test_a_schema_against_itself_is_none(schema: Any) -> None:
    for direction in (Direction.INPUT, Direction.OUTPUT):
        assert _grade(schema, copy.deepcopy(schema), direction) == Grade.NONE
        assert _grade(schema, _reorder(schema), direction) == Grade.NONE
    assert includes(schema, schema) is True


@SETTINGS
@given(TOOL_INPUTS)
def test_a_tool_against_itself_is_none(schema: Any) -> None:
    tool = {"name": "t", "description": "d", "inputSchema": schema, "outputSchema": schema}
    assert oracle.compare_tool(tool, copy.deepcopy(tool)).grade == Grade.NONE
    assert oracle.compare_tool(tool, _reorder(tool)).grade == Grade.NONE


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(TOOL_INPUTS, TOOL_INPUTS)
def test_grading_is_deterministic(old: Any, new: Any) -> None:
    for direction in (Direction.INPUT, Direction.OUTPUT):
        runs = [
            [
                f.to_json()
                for f in diff_schema(o, n, direction=direction, tool="t", base_path="", options=OPTIONS)
            ]
            for o, n in ((old, new), (copy.deepcopy(old), copy.deepcopy(new)), (old, new))
        ]
        assert runs[0] == runs[1] == runs[2]
    assert len({includes(old, new) for _ in range(3)}) == 1
    # and key order is not part of the meaning
    assert _grade(old, new, Direction.INPUT) == _grade(_reorder(old), _reorder(new), Direction.INPUT)


@settings(max_examples=250, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(RANDOM_JSON, RANDOM_JSON)
def test_random_json_never_crashes(old: Any, new: Any) -> None:
    for direction in (Direction.INPUT, Direction.OUTPUT):
        try:
            findings = diff_schema(old, new, direction=direction, tool="t", base_path="", options=OPTIONS)
        except InputError as exc:
            assert str(exc).strip()
        else:
            assert all(isinstance(f, oracle.Finding) for f in findings)
    for sub, sup in ((old, new), (new, old)):
        try:
            verdict = includes(sub, sup)
        except InputError as exc:
            assert str(exc).strip()
        else:
            assert verdict in (True, False, None)


@settings(max_examples=100, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(RANDOM_JSON)
def test_random_json_against_itself_is_never_breaking(schema: Any) -> None:
    try:
        findings = diff_schema(
            schema, copy.deepcopy(schema), direction=Direction.INPUT, tool="t", base_path="", options=OPTIONS
        )
    except InputError:
        return
    assert max((f.grade for f in findings), default=Grade.NONE) == Grade.NONE


@SETTINGS
@given(widenings())
def test_widening_minor_for_input_is_major_for_output(pair: tuple[Any, Any]) -> None:
    old, new = pair
    assert includes(old, new) is not False, "a relaxed constraint can never lose an instance"
    assume(includes(new, old) is False)  # strictly wider, proven
    input_grade = _grade(old, new, Direction.INPUT)
    if includes(old, new) is True:
        assert input_grade <= Grade.MINOR, "DESIGN: an input that accepts strictly more is minor"
    if input_grade == Grade.MINOR:
        assert _grade(old, new, Direction.OUTPUT) == Grade.MAJOR


_OPPOSITE = {
    Effect.NARROWED: Effect.WIDENED,
    Effect.WIDENED: Effect.NARROWED,
    Effect.CHANGED: Effect.CHANGED,
    Effect.EQUIVALENT: Effect.EQUIVALENT,
    Effect.UNKNOWN: Effect.UNKNOWN,
    Effect.ANNOTATION: Effect.ANNOTATION,
}


def _effects(old: Any, new: Any) -> set[tuple[str, Effect]]:
    findings = diff_schema(old, new, direction=Direction.INPUT, tool="t", base_path="", options=OPTIONS)
    return {(f.path, f.effect) for f in findings if f.effect is not None}


@SETTINGS
@given(widenings())
def test_a_change_and_its_reverse_have_opposite_effects(pair: tuple[Any, Any]) -> None:
    old, new = pair
    forward, backward = _effects(old, new), _effects(new, old)
    assert {(path, _OPPOSITE[effect]) for path, effect in forward} == backward
    # and at the level of the whole schema: old ⊆ new holds by construction, so it is never
    # disproved, and a proven strict widening reads the other way round when reversed.
    widened, narrowed = includes(old, new), includes(new, old)
    assert widened is not False
    if widened is True and narrowed is False:
        assert _input_grade(old, new) <= Grade.MINOR
        assert _input_grade(new, old) == Grade.MAJOR


def _input_grade(old: Any, new: Any) -> Grade:
    findings = diff_schema(old, new, direction=Direction.INPUT, tool="t", base_path="", options=OPTIONS)
    return max((f.grade for f in findings), default=Grade.NONE)


@SETTINGS
@given(widenings())
def test_widening_findings_say_widened(pair: tuple[Any, Any]) -> None:
    """A proven widening is never explained as a narrowing."""
    old, new = pair
    assume(includes(old, new) is True and includes(new, old) is False)
    assert Effect.NARROWED not in {effect for _, effect in _effects(old, new)} - {Effect.ANNOTATION}


def _unsound_instance(sub: Any, sup: Any) -> Any:
    v_sub, v_sup = jsonschema.Draft202012Validator(sub), jsonschema.Draft202012Validator(sup)
    for instance in [*structured_instances(sub, limit=40), *structured_instances(sup, limit=40)]:
        if v_sub.is_valid(instance) and not v_sup.is_valid(instance):
            return instance
    return None


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(TOOL_INPUTS, TOOL_INPUTS)
def test_safe_verdicts_are_sound_on_unrelated_pairs(a: Any, b: Any) -> None:
    if includes(a, b) is True:
        assert _unsound_instance(a, b) is None


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(widenings())
def test_safe_verdicts_are_sound_on_near_pairs(pair: tuple[Any, Any]) -> None:
    old, new = pair
    for sub, sup in ((old, new), (new, old)):
        if includes(sub, sup) is True:
            witness = _unsound_instance(sub, sup)
            assert witness is None, (
                f"includes() said True, but {witness!r} is in the first and not the second"
            )


def test_dropping_max_items_of_unique_items_is_a_proven_narrowing_in_reverse() -> None:
    # Found by the property above: arrays of up to six different even numbers in 0..10 are wider
    # than arrays of at most two, and the reverse must say so with a witness of three, not "unknown".
    item = {"type": "integer", "minimum": 0, "maximum": 10, "multipleOf": 2}
    short = {"type": "array", "items": item, "minItems": 1, "uniqueItems": True, "maxItems": 2}
    long = {k: v for k, v in short.items() if k != "maxItems"}
    old = {"type": "object", "properties": {"a": {"anyOf": [short, dict(short), {"type": "boolean"}]}}}
    new = {"type": "object", "properties": {"a": {"anyOf": [short, long, {"type": "boolean"}]}}}
    assert _effects(old, new) == {("/properties/a/anyOf", Effect.WIDENED)}
    assert _effects(new, old) == {("/properties/a/anyOf", Effect.NARROWED)}


def test_dropping_max_items_of_repeatable_items_is_a_proven_narrowing_in_reverse() -> None:
    # Found by the reverse-effects property: items that allow repeats make a longer array out of one
    # value, so two enum values are enough for a three-item witness (before, only distinct items were
    # tried, and the reverse said "unknown").
    item = {"type": "string", "enum": ["b", "a"]}
    short = {"type": "array", "items": item, "maxItems": 2}
    long = {k: v for k, v in short.items() if k != "maxItems"}
    old = {"type": "object", "properties": {"a": {"anyOf": [short, dict(short)]}}}
    new = {"type": "object", "properties": {"a": {"anyOf": [short, long]}}}
    assert _effects(old, new) == {("/properties/a/anyOf", Effect.WIDENED)}
    assert _effects(new, old) == {("/properties/a/anyOf", Effect.NARROWED)}


def test_max_items_over_items_nothing_satisfies_changes_nothing() -> None:
    # Found by the reverse-effects property: no string satisfies this enum beside minLength 2, so the
    # arrays can only be empty and dropping maxItems neither widens nor narrows (before: "widened" one
    # way, "undecidable" the other).
    item = {"type": "string", "minLength": 2, "pattern": "^a", "enum": ["b", "a", "d", "c"], "format": "uri"}
    short = {"type": "array", "items": item, "maxItems": 2}
    long = {k: v for k, v in short.items() if k != "maxItems"}
    old = {"type": "object", "properties": {"a": {"anyOf": [short, dict(short)]}}}
    new = {"type": "object", "properties": {"a": {"anyOf": [short, long]}}}
    assert _effects(old, new) == _effects(new, old) == {("", Effect.EQUIVALENT)}
