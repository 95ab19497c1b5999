"""A compiled validator for the common core of JSON Schema, with jsonschema's exact semantics.

Witness search confirms every counterexample with a real validator: tens of thousands of small
validations per large diff, where jsonschema's per-keyword generators and `evolve` cost most of the
time. `compile_schema` turns a schema that uses only the keywords below into nested closures that
answer `is_valid` the way jsonschema does for the same draft; anything else (another keyword, an
`$id` that moves the base URI, a draft-dependent corner) returns None and the caller keeps
jsonschema. tests/oracle/test_fastcheck.py compares the two on generated schemas and instances.

Semantics copied from jsonschema 4 (`_keywords.py`, `_types.py`, `_utils.equal`): type checks keep
booleans out of numbers; draft 4 counts only ints as integers, later drafts also integral floats;
`enum`/`const` equality keeps true apart from 1 and 1 equal to 1.0; applicators ignore instances of
other types; `pattern` is `re.search`; `format` asserts nothing without a format checker.
"""

from __future__ import annotations

import re
import weakref
from collections.abc import Callable
from typing import Any

from ._keys import ANNOTATION_KEYS

Check = Callable[[Any], bool]

# Keywords that never validate (jsonschema has no validator function for them): the annotations, less
# those that move the base URI or name an anchor (the compiler resolves plain pointers only), plus
# `format`, which asserts nothing without a format checker.
_IGNORED = (ANNOTATION_KEYS - {"$id", "id", "$anchor", "$dynamicAnchor", "$vocabulary", "contentSchema"}) | {
    "format"
}
_COMMON = frozenset(
    {
        "type",
        "properties",
        "required",
        "additionalProperties",
        "items",
        "enum",
        "minimum",
        "maximum",
        "minLength",
        "maxLength",
        "pattern",
        "minItems",
        "maxItems",
        "minProperties",
        "maxProperties",
        "allOf",
        "anyOf",
        "oneOf",
        "not",
        "$ref",
    }
)
_LATER = _COMMON | {"const", "exclusiveMinimum", "exclusiveMaximum"}
_DRAFT4 = _COMMON | {"exclusiveMinimum", "exclusiveMaximum"}  # booleans beside minimum/maximum


class Unsupported(Exception):
    """The schema uses something this compiler does not reproduce exactly: use jsonschema."""


def _is_number(value: Any) -> bool:
    return isinstance(value, (int, float)) and not isinstance(value, bool)


def _is_count(value: Any) -> bool:
    return isinstance(value, int) and not isinstance(value, bool) and value >= 0


def equal(one: Any, two: Any) -> bool:
    """jsonschema's `_utils.equal`: JSON equality where true is not 1 but 1 is 1.0."""
    if one is two:
        return True
    if isinstance(one, str) or isinstance(two, str):
        return bool(one == two)
    if isinstance(one, list) and isinstance(two, list):
        return len(one) == len(two) and all(equal(a, b) for a, b in zip(one, two))
    if isinstance(one, dict) and isinstance(two, dict):
        return len(one) == len(two) and all(k in two and equal(v, two[k]) for k, v in one.items())
    if isinstance(one, bool) or isinstance(two, bool):
        return type(one) is type(two) and one == two
    return bool(one == two)


def _type_check(name: str, draft4: bool) -> Check:
    if name == "string":
        return lambda v: isinstance(v, str)
    if name == "object":
        return lambda v: isinstance(v, dict)
    if name == "array":
        return lambda v: isinstance(v, list)
    if name == "boolean":
        return lambda v: isinstance(v, bool)
    if name == "null":
        return lambda v: v is None
    if name == "number":
        return _is_number
    if name == "integer":
        if draft4:
            return lambda v: isinstance(v, int) and not isinstance(v, bool)
        return lambda v: (
            (isinstance(v, int) and not isinstance(v, bool)) or (isinstance(v, float) and v.is_integer())
        )
    raise Unsupported(f"type {name!r}")


class Compiler:
    """Compiles sub-schemas of one root document for one draft (4, 6, 7, 2019 or 2020)."""

    def __init__(self, root: Any, draft: int) -> None:
        if draft not in (4, 6, 7, 2019, 2020):
            raise Unsupported(f"draft {draft}")
        self.root = root
        self.draft = draft
        self.keywords = _DRAFT4 if draft == 4 else _LATER
        # id -> (schema, check): the root and its sub-schemas are bound one by one as witness search
        # climbs from a property to the whole document; each sub-schema is compiled once.
        self._done: dict[int, tuple[Any, Check]] = {}

    def compile(self, schema: Any) -> Check:
        hit = self._done.get(id(schema))
        if hit is not None and hit[0] is schema:
            return hit[1]
        check = self._compile(schema)
        self._done[id(schema)] = (schema, check)
        return check

    def _sub(self, schema: Any) -> Check:
        """A sub-schema's check, compiled when an instance first reaches it (most never are).

        Compiling then may raise Unsupported in the middle of a validation; the caller
        (`Validator.accepts`) answers that value, and later ones, with jsonschema instead.
        """
        # Through a weak reference: a strong one would close a cycle (compiler -> its compiled checks
        # -> this closure -> compiler) and leave every compiled schema to the cyclic collector,
        # about seventy objects per graded tool.
        compiler = weakref.ref(self)

        def check(v: Any) -> bool:
            alive = compiler()
            if alive is None:  # only a check kept past its validator; jsonschema answers instead
                raise Unsupported("sub-schema check used after its compiler was released")
            return alive.compile(schema)(v)

        return check

    def _compile(self, schema: Any) -> Check:
        if schema is True or schema is False:
            if self.draft == 4:
                raise Unsupported("boolean schema in draft 4")
            accept = bool(schema)
            return lambda v: accept
        if not isinstance(schema, dict):
            raise Unsupported("schema is not an object")
        unknown = schema.keys() - self.keywords - _IGNORED
        if unknown:
            raise Unsupported(f"keywords {sorted(unknown)}")
        checks: list[Check] = []
        if "$ref" in schema:
            if self.draft <= 7 and len(schema.keys() - _IGNORED) > 1:
                raise Unsupported("$ref beside other keywords in a draft that ignores them")
            checks.append(self._ref(schema["$ref"]))
        if "type" in schema:
            checks.append(self._type(schema["type"]))
        if "enum" in schema:
            checks.append(self._enum(schema["enum"]))
        if "const" in schema:
            const = schema["const"]
            checks.append(lambda v: equal(v, const))
        checks += self._numbers(schema)
        checks += self._strings(schema)
        checks += self._arrays(schema)
        checks += self._objects(schema)
        checks += self._applicators(schema)
        if not checks:
            return lambda v: True
        if len(checks) == 1:
            return checks[0]
        return lambda v: all(check(v) for check in checks)

    # -- keywords ---------------------------------------------------------------------------

    def _ref(self, ref: Any) -> Check:
        if not isinstance(ref, str) or not (ref == "#" or ref.startswith("#/")) or "%" in ref:
            raise Unsupported(f"$ref {ref!r}")
        node = self.root
        for raw in ref[2:].split("/") if ref != "#" else ():
            part = raw.replace("~1", "/").replace("~0", "~")
            if isinstance(node, dict) and part in node:
                node = node[part]
            elif isinstance(node, list) and part.isdigit() and int(part) < len(node):
                node = node[int(part)]
            else:
                raise Unsupported(f"$ref {ref!r} does not resolve")
        return self._sub(node)

    def _type(self, types: Any) -> Check:
        names = [types] if isinstance(types, str) else types
        if not isinstance(names, list) or not all(isinstance(n, str) for n in names):
            raise Unsupported("type is not a name or a list of names")
        checks = [_type_check(n, self.draft == 4) for n in names]
        if len(checks) == 1:
            return checks[0]
        return lambda v: any(check(v) for check in checks)

    def _enum(self, values: Any) -> Check:
        if not isinstance(values, list):
            raise Unsupported("enum is not an array")
        strings = frozenset(v for v in values if isinstance(v, str))
        others = [v for v in values if not isinstance(v, str)]

        def check(value: Any) -> bool:
            if isinstance(value, str):
                return value in strings  # a string equals only a string
            return any(equal(value, other) for other in others)

        return check

    def _numbers(self, schema: dict[str, Any]) -> list[Check]:
        checks: list[Check] = []
        for key in ("minimum", "maximum", "exclusiveMinimum", "exclusiveMaximum"):
            draft4_flag = (
                self.draft == 4 and key.startswith("exclusive") and isinstance(schema.get(key), bool)
            )
            if key in schema and not _is_number(schema[key]) and not draft4_flag:
                raise Unsupported(f"{key} is not a number")
        if self.draft == 4:
            lo_open = schema.get("exclusiveMinimum", False) is True
            hi_open = schema.get("exclusiveMaximum", False) is True
            if "minimum" in schema:
                lo = schema["minimum"]
                checks.append(
                    (lambda v: not _is_number(v) or v > lo)
                    if lo_open
                    else (lambda v: not _is_number(v) or v >= lo)
                )
            if "maximum" in schema:
                hi = schema["maximum"]
                checks.append(
                    (lambda v: not _is_number(v) or v < hi)
                    if hi_open
                    else (lambda v: not _is_number(v) or v <= hi)
                )
            return checks
        if "minimum" in schema:
            minimum = schema["minimum"]
            checks.append(lambda v: not _is_number(v) or v >= minimum)
        if "maximum" in schema:
            maximum = schema["maximum"]
            checks.append(lambda v: not _is_number(v) or v <= maximum)
        if "exclusiveMinimum" in schema:
            ex_min = schema["exclusiveMinimum"]
            checks.append(lambda v: not _is_number(v) or v > ex_min)
        if "exclusiveMaximum" in schema:
            ex_max = schema["exclusiveMaximum"]
            checks.append(lambda v: not _is_number(v) or v < ex_max)
        return checks

    def _strings(self, schema: dict[str, Any]) -> list[Check]:
        checks = _size_checks(schema, "minLength", "maxLength", str)
        if "pattern" in schema:
            pattern = schema["pattern"]
            if not isinstance(pattern, str):
                raise Unsupported("pattern is not a string")
            try:
                compiled = re.compile(pattern)
            except re.error:
                raise Unsupported("pattern is not a Python regular expression") from None
            checks.append(lambda v: not isinstance(v, str) or compiled.search(v) is not None)
        return checks

    def _arrays(self, schema: dict[str, Any]) -> list[Check]:
        checks = _size_checks(schema, "minItems", "maxItems", list)
        if "items" in schema:
            items = schema["items"]
            if not isinstance(items, (dict, bool)):
                raise Unsupported("items is not a schema")  # tuple form: drafts differ
            item = self._sub(items)
            checks.append(lambda v: not isinstance(v, list) or all(item(x) for x in v))
        return checks

    def _objects(self, schema: dict[str, Any]) -> list[Check]:
        checks = _size_checks(schema, "minProperties", "maxProperties", dict)
        if "required" in schema:
            required = schema["required"]
            if not isinstance(required, list) or not all(isinstance(r, str) for r in required):
                raise Unsupported("required is not a list of names")
            names = tuple(required)
            checks.append(lambda v: not isinstance(v, dict) or all(n in v for n in names))
        properties = schema.get("properties", {})
        if not isinstance(properties, dict):
            raise Unsupported("properties is not an object")
        compiled = {name: self._sub(sub) for name, sub in properties.items()}
        if compiled:
            pairs = tuple(compiled.items())
            checks.append(lambda v: not isinstance(v, dict) or all(c(v[n]) for n, c in pairs if n in v))
        if "additionalProperties" in schema:
            extra_schema = schema["additionalProperties"]
            if not isinstance(extra_schema, (dict, bool)):
                raise Unsupported("additionalProperties is not a schema")
            declared = frozenset(properties)
            if extra_schema is False:
                checks.append(lambda v: not isinstance(v, dict) or all(k in declared for k in v))
            elif extra_schema is not True:
                extra = self._sub(extra_schema)
                checks.append(
                    lambda v: (
                        not isinstance(v, dict) or all(extra(x) for k, x in v.items() if k not in declared)
                    )
                )
        return checks

    def _applicators(self, schema: dict[str, Any]) -> list[Check]:
        checks: list[Check] = []
        for key in ("allOf", "anyOf", "oneOf"):
            if key not in schema:
                continue
            subs = schema[key]
            if not isinstance(subs, list) or not subs:
                raise Unsupported(f"{key} is not a non-empty array")
            checks.append(_combine(key, [self._sub(sub) for sub in subs]))
        if "not" in schema:
            negated = self._sub(schema["not"])
            checks.append(lambda v: not negated(v))
        return checks


def _combine(key: str, parts: list[Check]) -> Check:
    if key == "allOf":
        return lambda v: all(p(v) for p in parts)
    if key == "anyOf":
        return lambda v: any(p(v) for p in parts)
    return lambda v: sum(1 for p in parts if p(v)) == 1  # oneOf


def _size_checks(
    schema: dict[str, Any],
    low_key: str,
    high_key: str,
    kind: type[str] | type[list[Any]] | type[dict[str, Any]],
) -> list[Check]:
    """minLength/maxLength, minItems/maxItems, minProperties/maxProperties: len() of that kind only."""
    checks: list[Check] = []
    for key in (low_key, high_key):
        if key in schema and not _is_count(schema[key]):
            raise Unsupported(f"{key} is not a count")
    if low_key in schema:
        low = schema[low_key]
        checks.append(lambda v: not isinstance(v, kind) or len(v) >= low)
    if high_key in schema:
        high = schema[high_key]
        checks.append(lambda v: not isinstance(v, kind) or len(v) <= high)
    return checks
