"""Reading keyword values out of schema objects, for the explaining walker.

Pure helpers: each takes a schema object (or two bounds) and returns plain data.
"""

from __future__ import annotations

from fractions import Fraction
from typing import Any

from .._types import ABSENT, Effect
from ._branch import _frac
from ._keys import ANNOTATION_KEYS
from ._support import contains_ref, value_key


def _refs_outside_defs(schema: Any) -> bool:
    if not contains_ref(schema):  # most schemas have no reference at all (one C-speed encoding)
        return False
    stack = [schema]
    while stack:
        item = stack.pop()
        if isinstance(item, dict):
            ref = item.get("$ref")
            if isinstance(ref, str) and not ref.startswith(("#/$defs/", "#/definitions/")):
                return True
            if "$dynamicRef" in item or "$recursiveRef" in item:
                return True
            stack.extend(item.values())
        elif isinstance(item, list):
            stack.extend(item)
    return False


def _dict(value: Any) -> dict[str, Any]:
    return value if isinstance(value, dict) else {}


def _is_num(value: Any) -> bool:
    return isinstance(value, (int, float)) and not isinstance(value, bool)


def _covered(t: str, types: set[str]) -> bool:
    return t in types or (t == "integer" and "number" in types)


def _overlap(a: set[str], b: set[str]) -> set[str]:
    return {t for t in a if _covered(t, b)} | {t for t in b if _covered(t, a)}


def _finite_values(schema: dict[str, Any]) -> dict[str, Any] | None:
    if "const" in schema:
        values = [schema["const"]]
        if isinstance(schema.get("enum"), list):
            keys = {value_key(v) for v in schema["enum"]}
            values = [v for v in values if value_key(v) in keys]
        return {value_key(v): v for v in values}
    if isinstance(schema.get("enum"), list):
        return {value_key(v): v for v in schema["enum"]}
    return None


def _bounds(schema: dict[str, Any], only_integers: bool) -> tuple[Any, Any]:
    lo = hi = None
    if "minimum" in schema:
        lo = (_frac(schema["minimum"]), schema.get("exclusiveMinimum") is True)
    if "maximum" in schema:
        hi = (_frac(schema["maximum"]), schema.get("exclusiveMaximum") is True)
    if _is_num(schema.get("exclusiveMinimum")):
        v = (_frac(schema["exclusiveMinimum"]), True)
        lo = v if lo is None or v[0] >= lo[0] else lo
    if _is_num(schema.get("exclusiveMaximum")):
        v = (_frac(schema["exclusiveMaximum"]), True)
        hi = v if hi is None or v[0] <= hi[0] else hi
    if only_integers:
        import math

        if lo is not None:
            lo = (Fraction(math.floor(lo[0]) + 1 if lo[1] else math.ceil(lo[0])), False)
        if hi is not None:
            hi = (Fraction(math.ceil(hi[0]) - 1 if hi[1] else math.floor(hi[0])), False)
    return lo, hi


def _compare_bound(old: Any, new: Any, *, lower: bool) -> int:
    """+1 when the new bound is tighter, -1 when looser, 0 when equal."""
    if old == new:
        return 0
    if old is None:
        return 1
    if new is None:
        return -1
    if old[0] != new[0]:
        tighter = new[0] > old[0] if lower else new[0] < old[0]
        return 1 if tighter else -1
    return 1 if new[1] and not old[1] else -1


def _show(bound: Any) -> str:
    if bound is None:
        return "none"
    value, exclusive = bound
    text = str(int(value)) if value.denominator == 1 else str(float(value))
    return f"{text} (exclusive)" if exclusive else text


def _raw_bound(schema: dict[str, Any], side: str) -> Any:
    keys = ("minimum", "exclusiveMinimum") if side == "lower" else ("maximum", "exclusiveMaximum")
    present = {k: schema[k] for k in keys if k in schema}
    return present or ABSENT


def _tuple_form(schema: dict[str, Any]) -> tuple[list[Any], Any, str | None]:
    items = schema.get("items")
    if isinstance(schema.get("prefixItems"), list):
        return list(schema["prefixItems"]), items if items is not None else True, "items"
    if isinstance(items, list):
        return list(items), schema.get("additionalItems", True), "additionalItems"
    return [], items if items is not None else True, "items" if items is not None else None


def property_schema(schema: dict[str, Any], name: str) -> Any:
    import re

    props = _dict(schema.get("properties"))
    if name in props:
        return props[name]
    matched = []
    for pattern, sub in _dict(schema.get("patternProperties")).items():
        try:
            if re.search(pattern, name):
                matched.append(sub)
        except re.error:
            return True  # an unreadable pattern constrains nothing we can reason about
    if matched:
        return matched[0] if len(matched) == 1 else {"allOf": matched}
    return schema.get("additionalProperties", True)


def _dependent_required(schema: dict[str, Any]) -> dict[str, set[str]]:
    out: dict[str, set[str]] = {}
    for source in (schema.get("dependencies"), schema.get("dependentRequired")):
        for key, value in _dict(source).items():
            if isinstance(value, list):
                out.setdefault(key, set()).update(str(v) for v in value)
    return out


def _dependent_schemas(schema: dict[str, Any]) -> dict[str, Any]:
    out: dict[str, Any] = {}
    for source in (schema.get("dependencies"), schema.get("dependentSchemas")):
        for key, value in _dict(source).items():
            if not isinstance(value, list):
                out[key] = value
    return out


def _validation_view(schema: dict[str, Any]) -> str:
    return value_key({k: v for k, v in schema.items() if k not in ANNOTATION_KEYS})


def _excerpt(schema: Any) -> Any:
    if isinstance(schema, dict):
        keep = {k: schema[k] for k in ("type", "enum", "const", "format", "$ref") if k in schema}
        return keep or schema
    return schema


def _escape(token: str) -> str:
    return token.replace("~", "~0").replace("/", "~1")


def _family_for(effect: Effect) -> str:
    return {
        Effect.NARROWED: "schema-narrowed",
        Effect.WIDENED: "schema-widened",
        Effect.CHANGED: "schema-changed",
    }.get(effect, "schema-undecidable")
