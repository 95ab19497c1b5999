"""Structural comparison of JSON Schemas (placeholder until the walker lands)."""

from __future__ import annotations

from typing import Any

from .._types import Direction, Finding, Options
from ..canonical import canonicalize


def diff_schema(
    old: Any, new: Any, *, direction: Direction, tool: str, base_path: str, options: Options
) -> list[Finding]:
    if canonicalize(old) == canonicalize(new):
        return []
    from ..evaluate import make_finding

    return [make_finding(f"{direction.value}-schema-undecidable", tool, base_path, "schema changed", options,
                         old=old, new=new, certain=False)]


def includes(sub: Any, sup: Any, *, options: Options | None = None) -> bool | None:
    """True when every instance valid under `sub` is valid under `sup`; False when proven not; None if unknown."""
    from ._subset import Inclusion

    limits = (options or Options()).limits
    return Inclusion(sub, sup, limits).check(sub, sup)
