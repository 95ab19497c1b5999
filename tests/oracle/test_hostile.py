"""Hostile catalogues: each gives a result or a clear InputError, in bounded time and memory.

Time is bounded by pytest-timeout (generous: a hang fails, a slow machine does not); memory by
tracemalloc peaks, asserted against a multiple of the input's own size. No wall-clock assertions.
"""

from __future__ import annotations

import copy
import json
import math
import tracemalloc
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from typing import Any

import pytest

import oracle
from oracle import Direction, Grade, InputError, LimitExceeded, Limits, Options
from oracle.schema import diff_schema, includes

MB = 1024 * 1024


@contextmanager
def peak_memory() -> Iterator[list[int]]:
    """Yields a one-element list that holds the tracemalloc peak (bytes) once the block ends."""
    result = [0]
    tracemalloc.start()
    try:
        yield result
    finally:
        result[0] = tracemalloc.get_traced_memory()[1]
        tracemalloc.stop()


def _dump(tools: list[dict[str, Any]]) -> bytes:
    return json.dumps({"jsonrpc": "2.0", "id": 1, "result": {"tools": tools}}).encode()


def _result_or_input_error(call: Callable[[], Any]) -> Any:
    """Run `call`; only a value or an oracle.InputError with a message is acceptable."""
    try:
        return call()
    except InputError as exc:
        assert str(exc).strip()
        return exc


def _compare_both_ways(old: Any, new: Any, options: Options | None = None) -> list[Any]:
    options = options or Options()
    outcomes = []
    for direction in (Direction.INPUT, Direction.OUTPUT):
        outcomes.append(
            _result_or_input_error(
                lambda d=direction: diff_schema(
                    old, new, direction=d, tool="t", base_path="/s", options=options
                )
            )
        )
    outcomes.append(_result_or_input_error(lambda: includes(old, new, options=options)))
    outcomes.append(_result_or_input_error(lambda: includes(new, old, options=options)))
    return outcomes


def _assert_never_safe(outcome: Any) -> None:
    """An includes() outcome on a hostile change: an error or an unproven verdict, never True."""
    assert outcome is not True


# ----------------------------------------------------------------------------- depth 10,000


def _nested(depth: int, leaf: Any) -> dict[str, Any]:
    schema: dict[str, Any] = leaf
    for _ in range(depth):
        schema = {"type": "object", "properties": {"a": schema}}
    return schema


@pytest.mark.timeout(60)
def test_depth_10000_dump_is_a_clear_limit_error() -> None:
    # json.dumps itself cannot nest 10,000 deep, so the dump is spelled out by hand
    schema = '{"type":"object","properties":{"a":' * 10_000 + '{"type":"string"}' + "}}" * 10_000
    dump = ('[{"name":"deep","inputSchema":' + schema + "}]").encode()
    with peak_memory() as peak, pytest.raises(LimitExceeded) as info:
        oracle.read_catalogue(dump, source="deep.json")
    assert "deep.json" in str(info.value)
    assert "max_depth" in str(info.value) or "nest" in str(info.value)
    assert peak[0] < 50 * len(dump) + 64 * MB


@pytest.mark.timeout(120)
def test_depth_10000_schemas_passed_directly_do_not_crash() -> None:
    """The watcher hands the oracle decoded objects; a deep one must not blow the stack."""
    old = _nested(10_000, {"type": "string"})
    new = _nested(10_000, {"type": "integer"})
    with peak_memory() as peak:
        outcomes = _compare_both_ways(old, new)
    _assert_never_safe(outcomes[2])
    _assert_never_safe(outcomes[3])
    for findings in outcomes[:2]:
        if isinstance(findings, list):
            assert findings, "a change 10,000 levels down must still be reported (or refused)"
            assert max(f.grade for f in findings) == Grade.MAJOR
    assert peak[0] < 512 * MB


@pytest.mark.timeout(120)
def test_depth_10000_tool_through_evaluate() -> None:
    old = {"deep": {"name": "deep", "inputSchema": _nested(10_000, {"type": "string"})}}
    new = {"deep": {"name": "deep", "inputSchema": _nested(10_000, {"type": "integer"})}}
    with pytest.raises(LimitExceeded, match="max_depth"):
        oracle.evaluate(old, new)


# ----------------------------------------------------------------------------- 50 MB


def _big_schema(target_bytes: int, seed: int = 0) -> dict[str, Any]:
    """An object schema of roughly `target_bytes` JSON: many properties with long descriptions."""
    text = "lorem ipsum dolor sit amet " * 36  # ~1 KB
    count = target_bytes // 1000
    props = {
        f"p{i:06d}": {"type": ("string", "integer", "boolean")[(i + seed) % 3], "description": text}
        for i in range(count)
    }
    return {"type": "object", "properties": props, "required": ["p000000"]}


@pytest.mark.slow
@pytest.mark.timeout(180)
def test_50mb_schema() -> None:
    old_schema = _big_schema(50 * MB)
    new_schema = copy.deepcopy(old_schema)
    new_schema["properties"]["p000001"]["type"] = "number"  # one change deep in the middle
    old_dump = _dump([{"name": "big", "inputSchema": old_schema}])
    new_dump = _dump([{"name": "big", "inputSchema": new_schema}])
    assert len(old_dump) > 50 * MB
    del old_schema, new_schema
    with peak_memory() as peak:
        old = oracle.read_catalogue(old_dump, source="old.json")
        new = oracle.read_catalogue(new_dump, source="new.json")
        report = _result_or_input_error(lambda: oracle.evaluate(old, new))
    assert isinstance(report, oracle.Report | InputError)
    if isinstance(report, oracle.Report):
        # p000001 went integer -> number: a proven widening of an input (minor), found among 50,000.
        assert report.grade == Grade.MINOR
        assert [f.path for f in report.findings] == ["/inputSchema/properties/p000001/type"]
    # Two decoded 50 MB catalogues plus working state: a small multiple of the input, not unbounded.
    assert peak[0] < 12 * len(old_dump), f"peak {peak[0] / MB:.0f} MB for a {len(old_dump) / MB:.0f} MB dump"


def test_oversized_dump_is_refused_before_decoding() -> None:
    dump = _dump([{"name": "big", "inputSchema": _big_schema(2 * MB)}])
    with peak_memory() as peak, pytest.raises(LimitExceeded, match="max_dump_bytes"):
        oracle.read_catalogue(dump, source="big.json", limits=Limits(max_dump_bytes=MB))
    assert peak[0] < MB  # refused on length alone


# ----------------------------------------------------------------------------- $ref cycles


def _five_cycle(productive: bool, leaf_type: str = "string") -> dict[str, Any]:
    names = ["a", "b", "c", "d", "e"]
    defs: dict[str, Any] = {}
    for i, name in enumerate(names):
        target = f"#/$defs/{names[(i + 1) % 5]}"
        if productive:
            defs[name] = {
                "type": "object",
                "properties": {"next": {"$ref": target}, "v": {"type": leaf_type}},
            }
        else:
            defs[name] = {"$ref": target}
    return {"$defs": defs, "$ref": "#/$defs/a"}


@pytest.mark.timeout(60)
@pytest.mark.parametrize("productive", [True, False], ids=["through-properties", "bare-refs"])
def test_cycle_through_five_refs(productive: bool) -> None:
    schema = _five_cycle(productive)
    with peak_memory() as peak:
        same = _compare_both_ways(schema, copy.deepcopy(schema))
        changed = _compare_both_ways(schema, _five_cycle(productive, leaf_type="integer"))
    assert peak[0] < 256 * MB
    for findings in same[:2]:
        if isinstance(findings, list):
            assert max((f.grade for f in findings), default=Grade.NONE) == Grade.NONE
    if productive:
        _assert_never_safe(changed[2])  # old ⊆ new fails: v: "x" is no longer accepted
        for findings in changed[:2]:
            if isinstance(findings, list):
                assert max(f.grade for f in findings) == Grade.MAJOR


@pytest.mark.timeout(60)
def test_cycle_through_five_refs_in_a_dump() -> None:
    tool = {"name": "cyclic", "inputSchema": {"type": "object", **_five_cycle(True)}}
    catalogue = oracle.read_catalogue(_dump([tool]))
    changed = copy.deepcopy(tool)
    changed["inputSchema"]["$defs"]["c"]["properties"]["v"]["type"] = "integer"
    report = oracle.evaluate(catalogue, {"cyclic": changed})
    assert report.grade == Grade.MAJOR


# ----------------------------------------------------------------------------- $ref to nowhere


@pytest.mark.timeout(60)
@pytest.mark.parametrize(
    "ref",
    ["#/$defs/missing", "#/definitions/a/b/c", "https://example.com/schema.json", "#/%%%", "other.json#/x"],
)
def test_ref_to_nowhere_is_never_safe(ref: str) -> None:
    old = {"type": "object", "properties": {"q": {"type": "string"}}}
    new = {"type": "object", "properties": {"q": {"$ref": ref}}}
    outcomes = _compare_both_ways(old, new)
    _assert_never_safe(outcomes[2])
    for findings in outcomes[:2]:
        if isinstance(findings, list):
            assert findings
            assert max(f.grade for f in findings) == Grade.MAJOR
            assert not all(f.certain for f in findings if f.grade == Grade.MAJOR)


# ----------------------------------------------------------------------------- NaN / Infinity


@pytest.mark.parametrize("constant", ["NaN", "Infinity", "-Infinity"])
def test_nan_in_a_dump_is_an_input_error(constant: str) -> None:
    dump = f'[{{"name": "t", "inputSchema": {{"type": "number", "maximum": {constant}}}}}]'
    with pytest.raises(InputError, match="NaN or Infinity"):
        oracle.read_catalogue(dump, source="nan.json")


@pytest.mark.timeout(60)
@pytest.mark.parametrize("value", [math.nan, math.inf, -math.inf])
@pytest.mark.parametrize("keyword", ["maximum", "minimum", "multipleOf", "const", "enum", "maxLength"])
def test_non_finite_numbers_passed_directly(value: float, keyword: str) -> None:
    bound = [value] if keyword == "enum" else value
    old = {"type": "number", "maximum": 10}
    new = {"type": "number", keyword: bound}
    outcomes = _compare_both_ways(old, new)
    outcomes += _compare_both_ways(new, old)
    for outcome in (outcomes[2], outcomes[3], outcomes[6], outcomes[7]):
        assert outcome is None or isinstance(outcome, bool | InputError)
    tool = {"name": "t", "inputSchema": new}
    with pytest.raises(InputError):
        oracle.contract_digest(tool)  # not JSON: cannot be canonicalised


# ----------------------------------------------------------------------------- 100,000 enum values


@pytest.mark.slow  # ~14 s: six comparisons of 100,000-value enums under tracemalloc
@pytest.mark.timeout(120)
def test_100000_enum_values() -> None:
    values = [f"v{i:06d}" for i in range(100_000)]
    old = {"type": "object", "properties": {"mode": {"type": "string", "enum": values}}}
    narrowed = {"type": "object", "properties": {"mode": {"type": "string", "enum": values[:-1]}}}
    widened = {"type": "object", "properties": {"mode": {"type": "string", "enum": [*values, "new"]}}}
    size = len(json.dumps(old))
    with peak_memory() as peak:
        same = _compare_both_ways(old, copy.deepcopy(old))
        narrow = _compare_both_ways(old, narrowed)
        wide = _compare_both_ways(old, widened)
    assert peak[0] < 200 * size + 64 * MB, f"peak {peak[0] / MB:.0f} MB"
    for findings in same[:2]:
        if isinstance(findings, list):
            assert max((f.grade for f in findings), default=Grade.NONE) == Grade.NONE
    _assert_never_safe(narrow[2])  # old ⊆ narrowed is false: v099999 is gone
    _assert_never_safe(wide[3])  # widened ⊆ old is false: "new" is new
    input_narrow, _, _, _ = narrow
    if isinstance(input_narrow, list):
        assert max(f.grade for f in input_narrow) == Grade.MAJOR
    input_wide, output_wide, _, _ = wide
    if isinstance(input_wide, list) and isinstance(output_wide, list):
        assert max(f.grade for f in output_wide) == Grade.MAJOR
        assert max(f.grade for f in input_wide) <= Grade.MAJOR


@pytest.mark.timeout(60)
def test_enum_over_the_limit_is_uncertain_not_safe() -> None:
    limits = Limits(max_enum_values=1000)
    values = list(range(1001))
    old = {"enum": values}
    new = {"enum": values[:-1]}
    outcomes = _compare_both_ways(old, new, Options(limits=limits))
    _assert_never_safe(outcomes[2])
    for findings in outcomes[:1]:
        if isinstance(findings, list):
            assert max(f.grade for f in findings) == Grade.MAJOR


# ----------------------------------------------------------------------------- wide and many


@pytest.mark.timeout(120)
def test_schema_node_budget_gives_an_uncertain_verdict() -> None:
    """A schema larger than Limits.max_schema_nodes is graded, uncertain, never called safe."""
    old = _big_schema(300 * 1000)  # ~300 properties
    new = copy.deepcopy(old)
    new["properties"]["p000002"]["type"] = "number"
    options = Options(limits=Limits(max_schema_nodes=50))
    outcomes = _compare_both_ways(old, new, options)
    _assert_never_safe(outcomes[2])
    if isinstance(outcomes[0], list):
        assert max(f.grade for f in outcomes[0]) == Grade.MAJOR
