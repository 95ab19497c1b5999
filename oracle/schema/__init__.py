"""Structural comparison of JSON Schemas: set inclusion, decided, and explained rule by rule.

`includes(a, b)` answers whether every instance valid under `a` is valid under `b` (True, False, or
None when it cannot be shown). `diff_schema(old, new, direction=...)` explains a change as findings
from the rule catalogue, with the variance of `direction`: input schemas are contravariant, output
schemas covariant.
"""

from __future__ import annotations

from typing import Any

from .._types import Direction, Finding, Options
from ._subset import Inclusion
from ._support import _encoding, encoding_memo, json_depth, same_json
from ._walk import Walker


def diff_schema(
    old: Any, new: Any, *, direction: Direction, tool: str, base_path: str, options: Options
) -> list[Finding]:
    """Findings that explain how `new` differs from `old` (both JSON Schemas)."""
    with encoding_memo():
        limit = options.limits.max_depth
        if not (_shallow(old, limit) and _shallow(new, limit)):
            deepest = max(json_depth(old), json_depth(new))
            if deepest > limit:
                walker = Walker({}, {}, direction=direction, tool=tool, options=options)
                walker.emit(
                    "schema-undecidable",
                    base_path,
                    f"schema nesting of {deepest} levels exceeds the limit",
                    reason=f"Limits.max_depth is {limit}; nothing deeper is compared",
                )
                return walker.findings
        if same_json(old, new):
            return []  # the same document: every $ref resolves to the same target
        walker = Walker(old, new, direction=direction, tool=tool, options=options)
        try:
            walker.walk(old, new, base_path)
        except RecursionError:
            walker.emit(
                "schema-undecidable",
                base_path,
                "schema nesting too deep to compare",
                reason="recursion limit reached; see Limits.max_depth",
            )
    return walker.findings


def _shallow(schema: Any, limit: int) -> bool:
    """A quick proof that `schema` nests no deeper than `limit`: every level opens a bracket, and its
    encoding (kept for the rest of the comparison) counts them at C speed. False proves nothing."""
    try:
        text = _encoding(schema)
    except (TypeError, ValueError, RecursionError):
        return False
    return text.count("{") + text.count("[") <= limit


def includes(sub: Any, sup: Any, *, options: Options | None = None) -> bool | None:
    """True when every instance valid under `sub` is valid under `sup`; False when proven not; None if unknown."""
    limits = (options or Options()).limits
    if max(json_depth(sub), json_depth(sup)) > limits.max_depth:
        return None
    return Inclusion(sub, sup, limits).check(sub, sup)


__all__ = ["diff_schema", "includes"]
