"""Behavioral fingerprints: shape laws (hypothesis), one firing and one quiet case per behavior rule,
expect fixtures, and the lockfile round trip."""

from __future__ import annotations

import json
import random
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from oracle import CATALOGUE, Dimension, Direction, Grade, InputError, Options
from oracle.behavior import (
    MAX_KEYS,
    Fingerprint,
    Shape,
    fingerprint_result,
    grade_fingerprints,
    merge_shapes,
    shape_of,
)
from oracle.behavior_expect import check_expectations, parse_expectation, resolve_pointer

# No per-example deadline: on a loaded 2-core CI machine slowness must not read as failure.
relaxed = settings(deadline=None)

BEHAVIOR_RULES = {rid for rid, r in CATALOGUE.items() if r.dimension is Dimension.BEHAVIORAL}

scalars = (
    st.none()
    | st.booleans()
    | st.integers(-(2**40), 2**40)
    | st.floats(allow_nan=False)
    | st.text(max_size=5)
)
json_values = st.recursive(
    scalars,
    lambda children: (
        st.lists(children, max_size=4) | st.dictionaries(st.text(max_size=4), children, max_size=4)
    ),
    max_leaves=25,
)


def structured(value: Any, *, is_error: bool = False) -> dict[str, Any]:
    return {
        "content": [{"type": "text", "text": json.dumps(value)}],
        "structuredContent": value,
        "isError": is_error,
    }


def fp(value: Any, **kw: Any) -> Fingerprint:
    return fingerprint_result(structured(value, **kw))


def rules_fired(old: Any, new: Any) -> list[str]:
    return sorted(f.rule_id for f in grade_fingerprints("t", fp(old), fp(new)))


def _nullify(value: Any, rng: random.Random) -> Any:
    if isinstance(value, dict):
        return {k: (None if rng.random() < 0.3 else _nullify(v, rng)) for k, v in value.items()}
    if isinstance(value, list):
        return [_nullify(v, rng) for v in value]
    return value


def _empty_arrays(value: Any) -> Any:
    if isinstance(value, dict):
        return {k: _empty_arrays(v) for k, v in value.items()}
    if isinstance(value, list):
        return []
    return value


# --- laws ---------------------------------------------------------------------------------------


@given(json_values)
@relaxed
def test_identity_grades_nothing(value: Any) -> None:
    assert grade_fingerprints("t", fp(value), fp(value)) == []


@given(json_values, json_values, json_values)
@settings(max_examples=150, deadline=None)
def test_merge_is_commutative_associative_idempotent(a: Any, b: Any, c: Any) -> None:
    sa, sb, sc = shape_of(a), shape_of(b), shape_of(c)
    assert merge_shapes(sa, sb) == merge_shapes(sb, sa)
    assert merge_shapes(merge_shapes(sa, sb), sc) == merge_shapes(sa, merge_shapes(sb, sc))
    assert merge_shapes(sa, sa) == sa


@given(st.lists(json_values, max_size=6), st.randoms(use_true_random=False))
@relaxed
def test_array_order_never_matters(items: list[Any], rng: random.Random) -> None:
    shuffled = list(items)
    rng.shuffle(shuffled)
    assert fp({"results": items}).digest == fp({"results": shuffled}).digest


@given(st.lists(json_values, min_size=1, max_size=6))
@relaxed
def test_one_pass_shape_equals_the_merge_of_every_element(items: list[Any]) -> None:
    merged = shape_of(items[0])
    for item in items[1:]:
        merged = merge_shapes(merged, shape_of(item))
    assert shape_of(items).items == merged


@given(st.lists(json_values, min_size=1, max_size=6))
@relaxed
def test_every_element_counts_not_only_the_first(items: list[Any]) -> None:
    merged = shape_of(items).items
    assert merged is not None
    for item in items:
        assert merge_shapes(merged, shape_of(item)) == merged


@given(json_values, st.randoms(use_true_random=False))
@relaxed
def test_nulls_and_empty_arrays_are_never_a_change(value: Any, rng: random.Random) -> None:
    for variant in (_nullify(value, rng), _empty_arrays(value), None, []):
        old, new = fp({"v": value}), fp({"v": variant})
        assert grade_fingerprints("t", old, new) == []
    for variant in (_empty_arrays(value), None, []):
        # and back: a baseline recorded on an empty or null answer never flags the full answer
        old, new = fp({"v": variant}), fp({"v": value})
        assert grade_fingerprints("t", old, new) == []


@given(st.lists(json_values, min_size=1, max_size=6), st.data())
@relaxed
def test_a_sample_of_the_elements_is_never_a_change(items: list[Any], data: st.DataObject) -> None:
    sample = data.draw(st.lists(st.sampled_from(items), min_size=1, max_size=len(items)))
    assert grade_fingerprints("t", fp({"r": items}), fp({"r": sample})) == []


@given(json_values, json_values)
@relaxed
def test_each_part_of_a_merge_grades_quiet_against_it(a: Any, b: Any) -> None:
    merged = Fingerprint(False, merge_shapes(shape_of(a), shape_of(b)))
    assert grade_fingerprints("t", merged, Fingerprint(False, shape_of(a))) == []
    assert grade_fingerprints("t", merged, Fingerprint(False, shape_of(b))) == []


@given(json_values)
@relaxed
def test_fingerprint_json_round_trips_and_digest_is_key_order_free(value: Any) -> None:
    f = fp(value)
    again = Fingerprint.from_json(json.loads(json.dumps(f.to_json())))
    assert again == f and again.digest == f.digest
    if isinstance(value, dict):
        reordered = dict(reversed(list(value.items())))
        assert fp(reordered).digest == f.digest


@given(st.dictionaries(st.text(min_size=1, max_size=4), scalars, min_size=1, max_size=5), st.data())
@relaxed
def test_key_added_is_minor_and_its_reverse_major(base: dict[str, Any], data: st.DataObject) -> None:
    extra = data.draw(st.text(min_size=1, max_size=4).filter(lambda k: k not in base))
    grown = {**base, extra: "x"}
    added = grade_fingerprints("t", fp(base), fp(grown))
    assert [(f.rule_id, f.grade) for f in added] == [("behavior-key-added", Grade.MINOR)]
    removed = grade_fingerprints("t", fp(grown), fp(base))
    assert [(f.rule_id, f.grade) for f in removed] == [("behavior-key-removed", Grade.MAJOR)]


def test_values_do_not_matter() -> None:
    old = {"results": [{"id": "doc-1", "score": 0.9}, {"id": "doc-2", "score": 1}], "total": 2}
    new = {"results": [{"id": "doc-9", "score": 7}], "total": 123456}
    assert fp(old).digest == fp(new).digest


# --- one firing and one quiet case per rule -----------------------------------------------------


def test_the_behavior_rules_are_registered() -> None:
    assert {
        "behavior-key-removed",
        "behavior-key-now-optional",
        "behavior-type-changed",
        "behavior-error-flipped",
        "behavior-key-added",
        "behavior-fixture-failed",
        "behavior-output-invalid",
    } == BEHAVIOR_RULES
    for rid in BEHAVIOR_RULES:
        assert CATALOGUE[rid].direction is Direction.BEHAVIOR


def test_key_removed_deep_in_an_array() -> None:
    old = {"results": [{"id": "a", "score": 1}, {"id": "b", "score": 2}]}
    new = {"results": [{"id": "a"}, {"id": "b"}]}
    [finding] = grade_fingerprints("kb", fp(old), fp(new))
    assert (finding.rule_id, finding.path, finding.grade) == (
        "behavior-key-removed",
        "/structuredContent/results/*/score",
        Grade.MAJOR,
    )


def test_optional_key_absent_later_is_not_a_removal() -> None:
    old = {"results": [{"id": "a", "note": "x"}, {"id": "b"}]}
    assert rules_fired(old, {"results": [{"id": "c"}]}) == []


def test_key_that_becomes_optional_is_major() -> None:
    old = {"results": [{"id": "a", "score": 1}]}
    new = {"results": [{"id": "a", "score": 1}, {"id": "b"}]}
    assert rules_fired(old, new) == ["behavior-key-now-optional"]
    assert rules_fired(new, old) == []  # a key seen sometimes, now always: a sample of the same contract


def test_key_only_in_the_last_element_is_seen() -> None:
    old = {"results": [{"id": "a"}, {"id": "b"}, {"id": "c", "extra": True}]}
    assert rules_fired({"results": [{"id": "a"}]}, old) == ["behavior-key-added"]


def test_type_changed() -> None:
    assert rules_fired({"latency_ms": 12}, {"latency_ms": "12ms"}) == ["behavior-type-changed"]
    assert rules_fired({"latency_ms": 12}, {"latency_ms": 12.5}) == []  # int and float are both number
    assert rules_fired({"v": [1, "a"]}, {"v": ["b"]}) == []  # narrower: a sample of the same contract


def test_object_becoming_array_is_a_type_change() -> None:
    assert rules_fired({"r": {"a": 1}}, {"r": [{"a": 1}]}) == ["behavior-type-changed"]
    assert rules_fired({"r": {"a": 1}}, {"r": []}) == []  # an empty array alone says nothing
    assert rules_fired({"r": ["a", []]}, {"r": [[1]]}) == []  # arrays were seen (empty) before


def test_error_flipped_is_reported_alone() -> None:
    old = fp({"results": [{"id": "a"}]})
    new = fingerprint_result({"content": [{"type": "text", "text": "boom"}], "isError": True})
    [finding] = grade_fingerprints("kb", old, new, probe="p1")
    assert finding.rule_id == "behavior-error-flipped" and finding.grade is Grade.MAJOR
    assert (finding.old, finding.new) == (False, True) and "probe p1" in finding.message
    assert grade_fingerprints("kb", new, new) == []


def test_grade_override_applies() -> None:
    options = Options(grade_overrides={"behavior-key-added": Grade.PATCH})
    [finding] = grade_fingerprints("t", fp({"a": 1}), fp({"a": 1, "b": 2}), options)
    assert finding.grade is Grade.PATCH


def test_content_blocks_by_type() -> None:
    text = fingerprint_result({"content": [{"type": "text", "text": "hello"}]})
    image = fingerprint_result({"content": [{"type": "image", "data": "AAAA", "mimeType": "image/png"}]})
    mixed = fingerprint_result(
        {"content": [{"type": "text", "text": "hi"}, {"type": "image", "data": "B", "mimeType": "image/png"}]}
    )
    assert [f.rule_id for f in grade_fingerprints("t", text, image)] == [
        "behavior-key-removed",
        "behavior-key-added",
    ]
    assert grade_fingerprints("t", mixed, text) == []  # each block type was optional
    empty = fingerprint_result({"content": []})
    assert grade_fingerprints("t", text, empty) == []


def test_json_text_blocks_are_fingerprinted_as_json() -> None:
    def text_result(value: Any) -> Fingerprint:
        return fingerprint_result({"content": [{"type": "text", "text": json.dumps(value)}]})

    [finding] = grade_fingerprints("t", text_result({"a": 1, "b": 2}), text_result({"a": 1}))
    assert finding.path == "/content/*/text/b"
    # a bare scalar or prose stays text
    assert text_result(5).shape == text_result("prose").shape


def test_structured_content_mirror_is_not_reported_twice() -> None:
    assert rules_fired({"a": 1, "b": 2}, {"a": 1}) == ["behavior-key-removed"]


def test_hostile_depth_is_bounded() -> None:
    deep: Any = 1
    for _ in range(5000):
        deep = [deep]
    # json.dumps would overflow the stack; fingerprint the value directly
    f = fingerprint_result({"structuredContent": {"d": deep}, "content": []})
    assert f.digest.startswith("sha256:")
    text = "[" * 100_000 + "]" * 100_000
    assert fingerprint_result({"content": [{"type": "text", "text": text}]}).digest.startswith("sha256:")


def test_distinct_keys_are_bounded() -> None:
    many = {"r": [{f"id-{i}": i} for i in range(MAX_KEYS + 500)]}
    shape = fp(many).shape.props["structuredContent"].props["r"].items
    assert shape is not None and len(shape.properties) == MAX_KEYS


def test_shape_from_json_rejects_garbage() -> None:
    with pytest.raises(InputError, match="bad shape type"):
        Shape.from_json({"type": "banana"})
    with pytest.raises(InputError, match="isError"):
        Fingerprint.from_json({"shape": {"type": "null"}})


# --- expect fixtures ----------------------------------------------------------------------------

KB = {"results": [{"id": "doc-118", "score": 0.9}], "latency_ms": 120, "unit": "minutes", "delay": 5}


@pytest.mark.parametrize(
    ("entry", "passes"),
    [
        ({"pointer": "/results/0/id", "equals": "doc-118"}, True),
        ({"pointer": "/results/0/id", "equals": "doc-7"}, False),
        ({"pointer": "/results", "min_items": 1}, True),
        ({"pointer": "/results", "min_items": 2}, False),
        ({"pointer": "/results", "max_items": 0}, False),
        ({"pointer": "/latency_ms", "type": "number", "range": [0, 5000]}, True),
        ({"pointer": "/latency_ms", "type": "integer"}, True),
        ({"pointer": "/latency_ms", "range": [0, 100]}, False),
        ({"pointer": "/latency_ms", "range": [None, 200]}, True),
        ({"pointer": "/unit", "matches": "^min"}, True),
        ({"pointer": "/unit", "type": ["number", "null"]}, False),
        ({"pointer": "/missing", "exists": False}, True),
        ({"pointer": "/missing", "exists": True}, False),
        ({"pointer": "/missing", "equals": None}, False),
        ({"pointer": "/delay", "equals": 5.0}, True),  # JSON numbers: 5 == 5.0
        ({"pointer": "", "type": "object"}, True),
    ],
)
def test_expect_operators(entry: dict[str, Any], passes: bool) -> None:
    findings = check_expectations("kb", [parse_expectation(entry)], structured(KB))
    assert (findings == []) is passes
    for finding in findings:
        assert finding.rule_id == "behavior-fixture-failed" and finding.grade is Grade.MAJOR


def test_unit_switch_caught_with_expected_and_actual() -> None:
    expect = [parse_expectation({"pointer": "/delay", "range": [1, 60]})]
    [finding] = check_expectations("schedule", expect, structured({**KB, "delay": 300}), probe="p")
    assert finding.old == {"range": [1, 60]} and finding.new == 300
    assert "expected range [1, 60], got 300" in finding.message


def test_expect_against_an_error_result_fails() -> None:
    expect = [parse_expectation({"pointer": "/results", "min_items": 1})]
    error = {"content": [{"type": "text", "text": '{"results": [1]}'}], "isError": True}
    [finding] = check_expectations("kb", expect, error)
    assert finding.new == "<absent>"


def test_expect_reads_json_text_when_there_is_no_structured_content() -> None:
    result = {"content": [{"type": "text", "text": json.dumps(KB)}]}
    expect = [parse_expectation({"pointer": "/results/0/id", "equals": "doc-118"})]
    assert check_expectations("kb", expect, result) == []


@pytest.mark.parametrize(
    ("entry", "message"),
    [
        ({"pointer": "results", "equals": 1}, r"expect\[0\]\.pointer: pointer must be a JSON pointer"),
        ({"pointer": "/a"}, "no check given"),
        ({"pointer": "/a", "equal": 1}, "unknown key.*equal; allowed"),
        ({"pointer": "/a", "range": [5, 1]}, r"expect\[0\]\.range: bad operand"),
        ({"pointer": "/a", "type": "float"}, "one of null, boolean"),
        ({"pointer": "/a", "min_items": -1}, "non-negative"),
        ({"pointer": "/a", "matches": "("}, "regular expression"),
        ({"pointer": "/a", "exists": "yes"}, "true or false"),
        ("nope", "must be a mapping"),
    ],
)
def test_bad_expect_entries_say_where_and_what(entry: Any, message: str) -> None:
    with pytest.raises(InputError, match=message):
        parse_expectation(entry, where="expect[0]")


def test_resolve_pointer_escapes_and_bounds() -> None:
    data = {"a/b": {"m~n": [10, 20]}}
    assert resolve_pointer(data, "/a~1b/m~0n/1") == 20
    assert resolve_pointer(data, "/a~1b/m~0n/2") is resolve_pointer(data, "/zzz")
    assert resolve_pointer(data, "/a~1b/m~0n/01") is resolve_pointer(data, "/zzz")
