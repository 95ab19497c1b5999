"""Semantic fixtures for probes (`expect`): pin values that the shape cannot see.

A unit switched from minutes to seconds, a default that changed, a known answer that moved: the
fingerprint is identical, so a probe may pin values with JSON pointers into the response data and
checks that must hold. A failed check is a `behavior-fixture-failed` finding carrying the expected
check (``old``) and the actual value (``new``).
"""

from __future__ import annotations

import json
import math
import re
from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from typing import Any

from ._errors import InputError
from ._types import ABSENT, Finding, Options
from .behavior import _kind, result_data
from .canonical import canonicalize
from .findings import make_finding

__all__ = ["EXPECT_OPERATORS", "Expectation", "check_expectations", "parse_expectation", "resolve_pointer"]

EXPECT_OPERATORS = ("equals", "type", "range", "min_items", "max_items", "matches", "exists")
_EXPECT_TYPES = ("null", "boolean", "number", "integer", "string", "array", "object")


@dataclass(frozen=True)
class Expectation:
    """One `expect` entry: a JSON pointer into the response data and the checks its value must pass.

    The data is ``structuredContent`` when the result has it, else the first text block parsed as
    JSON (or its text, when that is not JSON). Every operator given must hold.
    """

    pointer: str
    checks: tuple[tuple[str, Any], ...]  # (operator, operand), in EXPECT_OPERATORS order

    def to_json(self) -> dict[str, Any]:
        return {"pointer": self.pointer, **dict(self.checks)}


def parse_expectation(raw: Any, where: str = "expect") -> Expectation:
    """Validate one `expect` entry from config; errors name the key path and the allowed values."""
    if not isinstance(raw, Mapping):
        raise InputError("an expect entry must be a mapping with a pointer and a check", where=where)
    pointer = raw.get("pointer")
    if not isinstance(pointer, str) or (pointer and not pointer.startswith("/")):
        raise InputError(
            f"pointer must be a JSON pointer ('' or starting with '/'), got {pointer!r}",
            where=f"{where}.pointer",
        )
    unknown = sorted(set(raw) - {"pointer", *EXPECT_OPERATORS})
    if unknown:
        raise InputError(
            f"unknown key(s) {', '.join(unknown)}; allowed: pointer, {', '.join(EXPECT_OPERATORS)}",
            where=where,
        )
    checks = tuple((op, raw[op]) for op in EXPECT_OPERATORS if op in raw)
    if not checks:
        raise InputError(f"no check given; add one of {', '.join(EXPECT_OPERATORS)}", where=where)
    for op, operand in checks:
        _validate_operand(op, operand, f"{where}.{op}")
    return Expectation(pointer=pointer, checks=checks)


def _is_number(value: Any) -> bool:
    return isinstance(value, int | float) and not isinstance(value, bool)


def _validate_operand(op: str, operand: Any, where: str) -> None:
    ok = True
    if op == "type":
        kinds = [operand] if isinstance(operand, str) else operand
        ok = isinstance(kinds, list) and bool(kinds) and all(k in _EXPECT_TYPES for k in kinds)
        hint = f"one of {', '.join(_EXPECT_TYPES)} (or a list of them)"
    elif op == "range":
        ok = (
            isinstance(operand, list)
            and len(operand) == 2
            and all(b is None or _is_number(b) for b in operand)
            and (None in operand or operand[0] <= operand[1])
        )
        hint = "[min, max] with numbers (or null for an open end), min <= max"
    elif op in ("min_items", "max_items"):
        ok = isinstance(operand, int) and not isinstance(operand, bool) and operand >= 0
        hint = "a non-negative integer"
    elif op == "matches":
        hint = "a regular expression string"
        try:
            re.compile(operand)
        except (re.error, TypeError):
            ok = False
    elif op == "exists":
        ok, hint = isinstance(operand, bool), "true or false"
    else:  # equals: any JSON value that canonicalises
        hint = "a JSON value"
        try:
            canonicalize(operand)
        except InputError:
            ok = False
    if not ok:
        raise InputError(f"bad operand {operand!r}; expected {hint}", where=where)


def resolve_pointer(data: Any, pointer: str) -> Any:
    """The value at an RFC 6901 pointer, or ABSENT when any step is missing."""
    if pointer == "":
        return data
    current = data
    for token in pointer[1:].split("/"):
        token = token.replace("~1", "/").replace("~0", "~")
        if isinstance(current, Mapping):
            current = current.get(token, ABSENT)
        elif isinstance(current, list) and token.isdigit() and (token == "0" or not token.startswith("0")):
            index = int(token)
            current = current[index] if index < len(current) else ABSENT
        else:
            return ABSENT
        if current is ABSENT:
            return ABSENT
    return current


def _type_matches(value: Any, kind: str) -> bool:
    if kind == "integer":
        return _is_number(value) and math.isfinite(value) and float(value).is_integer()
    return _kind(value) == kind


def _check(op: str, operand: Any, value: Any) -> bool:
    if op == "exists":
        return (value is not ABSENT) is operand
    if value is ABSENT:
        return False
    if op == "equals":
        return canonicalize(value) == canonicalize(operand)
    if op == "type":
        return any(_type_matches(value, k) for k in ([operand] if isinstance(operand, str) else operand))
    if op == "range":
        lo, hi = operand
        return _is_number(value) and (lo is None or value >= lo) and (hi is None or value <= hi)
    if op in ("min_items", "max_items"):
        if not isinstance(value, list):
            return False
        bound = int(operand)
        return len(value) >= bound if op == "min_items" else len(value) <= bound
    return isinstance(value, str) and re.search(str(operand), value) is not None  # matches


def _describe_actual(op: str, value: Any) -> Any:
    if value is ABSENT:
        return "<absent>"
    if op in ("min_items", "max_items"):
        return {"items": len(value)} if isinstance(value, list) else {"type": _kind(value)}
    if op == "type":
        return _kind(value)
    return value


def check_expectations(
    tool: str,
    expectations: Iterable[Expectation],
    result: Mapping[str, Any],
    options: Options | None = None,
    *,
    probe: str = "",
) -> list[Finding]:
    """A `behavior-fixture-failed` finding for every check that does not hold on `result`.

    A result with isError set fails every check except ``exists: false``: the flip itself is graded
    by `grade_fingerprints`; here it only means the expected values are not there.
    """
    options = options or Options()
    data = ABSENT if result.get("isError") else result_data(result)
    label = f" (probe {probe})" if probe else ""
    findings: list[Finding] = []
    for expectation in expectations:
        value = resolve_pointer(data, expectation.pointer) if data is not ABSENT else ABSENT
        for op, operand in expectation.checks:
            if _check(op, operand, value):
                continue
            actual = _describe_actual(op, value)
            findings.append(
                make_finding(
                    "behavior-fixture-failed",
                    tool,
                    expectation.pointer or "/",
                    f"semantic fixture failed at {expectation.pointer or '/'}: expected {op} "
                    f"{json.dumps(operand)}, got {json.dumps(actual, default=str)}{label}",
                    options,
                    old={op: operand},
                    new=actual,
                )
            )
    return findings
