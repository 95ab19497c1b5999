"""Small pieces the schema engine shares: JSON types, value identity, $ref resolution, validation."""

from __future__ import annotations

import json
import math
import threading
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from typing import Any
from urllib.parse import unquote

from .._jsonenc import prebuilt
from .._types import Limits
from ._fastcheck import Compiler, Unsupported
from ._keys import ANNOTATION_KEYS

TYPES = ("null", "boolean", "integer", "number", "string", "array", "object")
# "number" in a type set below means "every number"; "integer" the integral ones only.


class Undecidable(Exception):
    """Raised inside the engine when a question cannot be answered within its rules or limits."""


def json_type(value: Any) -> str:
    if value is None:
        return "null"
    if isinstance(value, bool):
        return "boolean"
    if isinstance(value, int):
        return "integer"
    if isinstance(value, float):
        return "integer" if value.is_integer() else "number"
    if isinstance(value, str):
        return "string"
    if isinstance(value, list):
        return "array"
    if isinstance(value, dict):
        return "object"
    raise Undecidable(f"not a JSON value: {type(value).__name__}")


# Non-JSON markers (the walker's ABSENT) key as their repr, distinct from every JSON value.
_KEY_ENCODE = prebuilt(
    json.JSONEncoder(sort_keys=True, separators=(",", ":"), ensure_ascii=False, default=lambda o: f"<{o!r}>")
)


def _normalise(v: Any) -> Any:
    if isinstance(v, float) and math.isfinite(v) and v.is_integer():
        return int(v)
    if isinstance(v, list):
        return [_normalise(x) for x in v]
    if isinstance(v, dict):
        return {k: _normalise(x) for k, x in v.items()}
    return v


def value_key(value: Any) -> str:
    """Identity of a JSON value under JSON Schema equality (1 == 1.0, true != 1, key order ignored).

    The key is itself JSON (json.loads gives the value back). Scalars take a fast path: enums of
    100,000 values are keyed once per comparison.
    """
    if value is None:
        return "null"
    if value is True:
        return "true"
    if value is False:
        return "false"
    if isinstance(value, int):
        return str(value)
    if isinstance(value, str):
        return str(_KEY_ENCODE(value))
    return str(_KEY_ENCODE(_normalise(value)))


def json_depth(value: Any) -> int:
    """Nesting depth of a JSON value, computed without recursion (level by level: no per-node tuples)."""
    depth = 1
    level = [value] if isinstance(value, (dict, list)) else []
    while level:
        depth += 1
        values: list[Any] = []
        for item in level:
            values.extend(item.values() if isinstance(item, dict) else item)
        level = [v for v in values if isinstance(v, (dict, list))]
        if not level:
            return depth if values else depth - 1
    return depth


def same_json(a: Any, b: Any) -> bool:
    """JSON equality: Python's == alone would call true equal to 1 (and 1.0, which JSON Schema agrees with)."""
    if a is b:
        return True
    if a != b:
        return False
    try:  # equal encodings are equal JSON (the usual case, at C speed); unequal ones may be 1 vs 1.0
        if _encoding(a) == _encoding(b):
            return True
    except (TypeError, ValueError, RecursionError):
        pass
    stack: list[tuple[Any, Any]] = [(a, b)]
    while stack:
        x, y = stack.pop()
        if isinstance(x, bool) or isinstance(y, bool):
            if type(x) is not type(y):
                return False
        elif isinstance(x, dict):
            stack.extend((x[k], y[k]) for k in x)
        elif isinstance(x, list):
            stack.extend(zip(x, y))
    return True


def contains_ref(schema: Any) -> bool:
    """Whether a $ref, $dynamicRef or $recursiveRef key occurs anywhere in `schema`."""
    if not isinstance(schema, (dict, list, tuple)):
        return False
    try:
        text = _encoding(schema)
    except (TypeError, ValueError, RecursionError):
        text = None
    # Every key appears quoted in the encoding: none of the three spelled there, no such key anywhere.
    if text is not None and '"$ref"' not in text and 'Ref"' not in text:
        return False
    stack = [schema]
    while stack:
        item = stack.pop()
        if isinstance(item, dict):
            if "$ref" in item or "$dynamicRef" in item or "$recursiveRef" in item:
                return True
            stack.extend(item.values())
        elif isinstance(item, (list, tuple)):
            stack.extend(item)
    return False


# One comparison of two schemas asks about the same subtrees many times (the walk, then both
# inclusion directions, at every depth): while `encoding_memo()` is open on this thread, each
# container is encoded once. Entries hold the value, so an id is never reused while cached.
_MEMO = threading.local()


def _encoding(value: Any) -> str:
    cache: dict[int, tuple[Any, str]] | None = getattr(_MEMO, "cache", None)
    if cache is None or not isinstance(value, (dict, list)):
        return str(_KEY_ENCODE(value))
    hit = cache.get(id(value))
    if hit is not None and hit[0] is value:
        return hit[1]
    text = str(_KEY_ENCODE(value))
    cache[id(value)] = (value, text)
    return text


@contextmanager
def encoding_memo() -> Iterator[None]:
    """Cache container encodings on this thread until the outermost block exits."""
    if getattr(_MEMO, "cache", None) is not None:
        yield
        return
    _MEMO.cache = {}
    try:
        yield
    finally:
        _MEMO.cache = None


def declared_types(schema: dict[str, Any]) -> set[str] | None:
    """The `type` keyword as a set (None when absent). integer is kept distinct from number."""
    raw = schema.get("type")
    if raw is None:
        return None
    items = raw if isinstance(raw, list) else [raw]
    out = set()
    for item in items:
        if item not in TYPES:
            raise Undecidable(f"unknown type {item!r}")
        out.add(item)
    return out


def _find_anchor(root: Any, name: str) -> Any:
    """The subschema named by a plain-name fragment: `$anchor: name` (2019+) or `$id: "#name"` (draft-07)."""
    stack = [root]
    while stack:
        item = stack.pop()
        if isinstance(item, dict):
            if item.get("$anchor") == name or item.get("$id") == f"#{name}" or item.get("id") == f"#{name}":
                return item
            stack.extend(item.values())
        elif isinstance(item, list):
            stack.extend(item)
    raise Undecidable(f"$ref #{name} names no $anchor in the document")


def walk_pointer(root: Any, pointer: str, limits: Limits) -> Any:
    node = root
    if pointer in ("", "/"):
        return node
    if not pointer.startswith("/"):
        return _find_anchor(root, unquote(pointer))
    for raw in pointer.lstrip("/").split("/"):
        part = unquote(raw).replace("~1", "/").replace("~0", "~")
        if isinstance(node, dict) and part in node:
            node = node[part]
        elif isinstance(node, list) and part.isdigit() and int(part) < len(node):
            node = node[int(part)]
        else:
            raise Undecidable(f"$ref pointer #{pointer} does not resolve")
    return node


def _legacy_dialect(root: Any) -> bool:
    """Drafts 3 to 7 ignore keywords beside `$ref`; 2019-09 and later (MCP's default, 2020-12) apply them."""
    dialect = root.get("$schema") if isinstance(root, dict) else None
    return isinstance(dialect, str) and any(f"draft-0{n}" in dialect for n in (3, 4, 6, 7))


def resolve_ref(root: Any, schema: Any, limits: Limits) -> Any:
    """Follow a chain of local `$ref`s that stand alone (no sibling validation keywords).

    Returns the target schema. A remote ref, a dangling ref or a pure ref loop is Undecidable.
    """
    seen: set[str] = set()
    hops = 0
    while isinstance(schema, dict) and isinstance(schema.get("$ref"), str):
        ref = schema["$ref"]
        if not ref.startswith("#"):
            raise Undecidable(f"remote $ref {ref!r} is not resolved")
        if ref in seen:
            raise Undecidable(f"$ref loop through {ref!r} with no schema in between")
        seen.add(ref)
        hops += 1
        if hops > limits.max_ref_hops:
            raise Undecidable(f"$ref chain longer than {limits.max_ref_hops} hops")
        target = walk_pointer(root, ref[1:], limits)
        siblings = {k: v for k, v in schema.items() if k != "$ref" and k not in ANNOTATION_KEYS}
        if siblings and not _legacy_dialect(root):
            # 2019-09+ semantics: $ref alongside other keywords is a conjunction.
            return {"allOf": [target, siblings]}
        schema = target
    return schema


def _has_draft4_bounds(node: Any, budget: list[int]) -> bool:
    try:  # neither key anywhere in the encoding: no object has it (the usual case, at C speed)
        text = _encoding(node)
    except (TypeError, ValueError, RecursionError):
        text = None
    if text is not None and '"exclusiveMinimum"' not in text and '"exclusiveMaximum"' not in text:
        return False
    stack = [node]
    while stack and budget[0] > 0:
        budget[0] -= 1
        item = stack.pop()
        if isinstance(item, dict):
            if isinstance(item.get("exclusiveMinimum"), bool) or isinstance(
                item.get("exclusiveMaximum"), bool
            ):
                return True
            stack.extend(item.values())
        elif isinstance(item, list):
            stack.extend(item)
    return False


# `$schema` values whose jsonschema validator class is known here (tests/oracle/test_fastcheck.py
# checks each against jsonschema's own `validator_for`), as the draft the compiled path reproduces.
_DRAFT_OF_URI = {
    f"{base}{hash_}": draft
    for base, draft in (
        ("http://json-schema.org/draft-04/schema", 4),
        ("http://json-schema.org/draft-06/schema", 6),
        ("http://json-schema.org/draft-07/schema", 7),
        ("https://json-schema.org/draft/2019-09/schema", 2019),
        ("https://json-schema.org/draft/2020-12/schema", 2020),
    )
    for hash_ in ("", "#")
}
# Keys that move the base URI or name an anchor: the compiled path resolves only plain pointers.
_RESOURCE_KEYS = (
    '"$id"',
    '"$anchor"',
    '"$dynamicAnchor"',
    '"$recursiveAnchor"',
    '"$dynamicRef"',
    '"$recursiveRef"',
)


class Validator:
    """Validation of single values against sub-schemas of one root (refs resolve in it).

    Sub-schemas in the common core are compiled (`_fastcheck`, jsonschema's semantics at a fraction
    of the cost); anything else goes to jsonschema itself, imported only then.
    """

    def __init__(self, root: Any) -> None:
        self.root = root
        self._validator: Any = None
        self._compiler: Any = None  # None: not tried yet; False: the root needs jsonschema
        # id(schema) -> (schema, bound check): witness search validates many values per schema.
        self._bound: dict[int, tuple[Any, Callable[[Any], bool]]] = {}

    def _base(self) -> Any:
        if self._validator is None:
            from jsonschema import validators  # 40 ms to import: only once a value must be validated

            root = self.root if isinstance(self.root, (dict, bool)) else {}
            default: Any = validators.Draft202012Validator
            if isinstance(root, dict) and "$schema" not in root and _has_draft4_bounds(root, [100_000]):
                default = validators.Draft4Validator
            cls = validators.validator_for(root, default=default) if isinstance(root, dict) else default
            self._validator = cls(root)
        return self._validator

    def _fast(self) -> Any:
        if self._compiler is None:
            self._compiler = False
            root = self.root
            if isinstance(root, dict):
                if "$schema" in root:
                    draft = _DRAFT_OF_URI.get(root["$schema"]) if isinstance(root["$schema"], str) else None
                else:
                    draft = 4 if _has_draft4_bounds(root, [100_000]) else 2020
                try:
                    text = _encoding(root)
                except (TypeError, ValueError, RecursionError):
                    text = None
                moved = text is None or any(key in text for key in _RESOURCE_KEYS)
                if draft == 4 and text is not None and '"id"' in text:
                    moved = True  # draft 4 spells $id as id
                if draft is not None and not moved:
                    self._compiler = Compiler(root, draft)
        return self._compiler or None

    def _bind(self, schema: Any) -> Callable[[Any], bool]:
        compiler = self._fast()
        if compiler is not None:
            try:
                return compiler.compile(schema)  # type: ignore[no-any-return]
            except Unsupported:
                pass
        bound = self._base().evolve(schema=schema)
        return bound.is_valid  # type: ignore[no-any-return]

    def accepts(self, schema: Any, value: Any) -> bool:
        try:
            hit = self._bound.get(id(schema))
            if hit is None or hit[0] is not schema:
                hit = (schema, self._bind(schema))
                self._bound[id(schema)] = hit
            try:
                return bool(hit[1](value))
            except Unsupported:  # a compiled check met a sub-schema it cannot reproduce
                hit = (schema, self._base().evolve(schema=schema).is_valid)
                self._bound[id(schema)] = hit
                return bool(hit[1](value))
        except Exception as exc:  # SchemaError, RecursionError, referencing errors for odd refs, ...
            raise Undecidable(f"cannot validate against schema: {type(exc).__name__}") from None


def sample_strings(min_len: int, max_len: int | None) -> Iterator[str]:
    """A few strings of varied shape and length within bounds, for witness search."""
    hi = max_len if max_len is not None else min_len + 8
    for length in sorted({min_len, min(min_len + 1, hi), hi, min(max(min_len, 3), hi)}):
        for ch in ("a", "0", " ", "Z", "-", "é"):
            yield ch * length
