"""Canonical form: a schema as a union of single-type branches.

Every JSON Schema is, per JSON type, a set of instances; `canonicalize` rewrites a schema as a list of
`Branch`es, each restricted to one type with that type's constraints gathered in one place. `type`
arrays, `anyOf`, `oneOf`, `allOf`, `not`, `if/then/else`, `enum` and `const` are all folded in, so two
schemas spelled differently meet in the same shape (the approach of Habib et al., "Finding data
compatibility bugs with JSON subschema checking", ISSTA 2021).

Where a constraint cannot be represented exactly (a `not` over a conjunction, overlapping `oneOf`
branches, `dependentSchemas`...), the raw schema is kept in `Branch.opaque`: the branch then
over-approximates its instances, and the inclusion check only trusts answers that stay sound.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field, replace
from fractions import Fraction
from typing import Any

from .._types import Limits
from ._support import ANNOTATION_KEYS, TYPES, Undecidable, declared_types, json_type, resolve_ref, value_key

Bound = tuple[Fraction, bool] | None  # (value, exclusive)


def _frac(value: Any) -> Fraction:
    if isinstance(value, bool) or not isinstance(value, (int, float)):
        raise Undecidable(f"numeric keyword holds {value!r}")
    if isinstance(value, float) and not math.isfinite(value):
        raise Undecidable("non-finite number in schema")
    return Fraction(value)


@dataclass(frozen=True)
class Branch:
    type: str  # one of TYPES; "number" covers all numbers, "integer" the integral ones
    values: tuple[Any, ...] | None = None  # finite: exactly these instances (already filtered)
    excluded: frozenset[str] = frozenset()  # value_keys removed by a `not enum`
    # numbers
    lo: Bound = None
    hi: Bound = None
    multiples: tuple[Fraction, ...] = ()
    # strings
    min_len: int = 0
    max_len: int | None = None
    patterns: frozenset[str] = frozenset()
    formats: frozenset[str] = frozenset()
    # arrays
    min_items: int = 0
    max_items: int | None = None
    unique: bool = False
    prefix: tuple[Any, ...] = ()
    rest: Any = True
    contains: tuple[tuple[Any, int, int | None], ...] = ()
    # objects
    props: tuple[tuple[str, Any], ...] = ()
    pattern_props: tuple[tuple[str, Any], ...] = ()
    additional: Any = True
    required: frozenset[str] = frozenset()
    min_props: int = 0
    max_props: int | None = None
    property_names: Any = True
    dependent_required: tuple[tuple[str, frozenset[str]], ...] = ()
    # constraints kept raw because they have no exact canonical form here
    opaque: tuple[str, ...] = field(default=())  # value_keys of raw schemas
    opaque_raw: tuple[Any, ...] = field(default=(), compare=False)

    def with_opaque(self, raw: Any) -> Branch:
        key = value_key(raw)
        if key in self.opaque:
            return self
        return replace(self, opaque=(*self.opaque, key), opaque_raw=(*self.opaque_raw, raw))

    @property
    def is_finite(self) -> bool:
        return self.values is not None

    @property
    def unconstrained(self) -> bool:
        return self == Branch(self.type)


TOP: tuple[Branch, ...] = tuple(Branch(t) for t in TYPES if t != "integer")

_NUMERIC = ("minimum", "maximum", "exclusiveMinimum", "exclusiveMaximum", "multipleOf")
_STRING = ("minLength", "maxLength", "pattern", "format")
_ARRAY = (
    "items",
    "prefixItems",
    "additionalItems",
    "minItems",
    "maxItems",
    "uniqueItems",
    "contains",
    "minContains",
    "maxContains",
    "unevaluatedItems",
)
_OBJECT = (
    "properties",
    "patternProperties",
    "additionalProperties",
    "required",
    "minProperties",
    "maxProperties",
    "propertyNames",
    "dependentRequired",
    "dependentSchemas",
    "dependencies",
    "unevaluatedProperties",
)
_KNOWN = frozenset(
    (
        *_NUMERIC,
        *_STRING,
        *_ARRAY,
        *_OBJECT,
        "type",
        "enum",
        "const",
        "allOf",
        "anyOf",
        "oneOf",
        "not",
        "if",
        "then",
        "else",
        "$ref",
        "$dynamicRef",
        "$recursiveRef",
    )
)


def _lower(a: Bound, b: Bound) -> Bound:
    """The tighter of two lower bounds."""
    if a is None:
        return b
    if b is None:
        return a
    if a[0] != b[0]:
        return a if a[0] > b[0] else b
    return (a[0], a[1] or b[1])


def _upper(a: Bound, b: Bound) -> Bound:
    if a is None:
        return b
    if b is None:
        return a
    if a[0] != b[0]:
        return a if a[0] < b[0] else b
    return (a[0], a[1] or b[1])


def _min_opt(a: int | None, b: int | None) -> int | None:
    if a is None:
        return b
    if b is None:
        return a
    return min(a, b)


def integer_bounds(branch: Branch) -> tuple[int | None, int | None]:
    """Closed integer bounds of an integer branch."""
    lo = hi = None
    if branch.lo is not None:
        v, excl = branch.lo
        lo = math.floor(v) + 1 if excl else math.ceil(v)
    if branch.hi is not None:
        v, excl = branch.hi
        hi = math.ceil(v) - 1 if excl else math.floor(v)
    return lo, hi


def is_empty(branch: Branch) -> bool:
    """True when the branch provably accepts nothing (a cheap, sound check)."""
    if branch.values is not None:
        return not branch.values
    if branch.type in ("number", "integer"):
        if branch.lo and branch.hi:
            (lv, le), (hv, he) = branch.lo, branch.hi
            if lv > hv or (lv == hv and (le or he)):
                return True
        if branch.type == "integer":
            lo, hi = integer_bounds(branch)
            if lo is not None and hi is not None and lo > hi:
                return True
    if branch.type == "string" and branch.max_len is not None and branch.min_len > branch.max_len:
        return True
    if branch.type == "array":
        longest = branch.max_items
        if branch.rest is False:
            longest = len(branch.prefix) if longest is None else min(longest, len(branch.prefix))
        if longest is not None and branch.min_items > longest:
            return True
        if any(item is False for item in branch.prefix[: branch.min_items]):
            return True
    if branch.type == "object":
        least = max(branch.min_props, len(branch.required))
        if branch.max_props is not None and least > branch.max_props:
            return True
        if any(_effective(branch, name) is False for name in branch.required):
            return True
        if branch.additional is False and not branch.pattern_props:
            allowed = [name for name, sub in branch.props if sub is not False]
            if least > len(allowed) or not branch.required <= set(allowed):
                return True
    return False


def intersect_branches(a: Branch, b: Branch) -> Branch | None:
    """The conjunction of two branches, or None when their types cannot meet."""
    if a.type != b.type:
        if {a.type, b.type} == {"integer", "number"}:
            a, b = (replace(a, type="integer"), replace(b, type="integer"))
        else:
            return None
    if a.values is not None or b.values is not None:
        raise Undecidable("finite branches are intersected by validation, not structurally")
    out = replace(
        a,
        excluded=a.excluded | b.excluded,
        lo=_lower(a.lo, b.lo),
        hi=_upper(a.hi, b.hi),
        multiples=tuple(dict.fromkeys((*a.multiples, *b.multiples))),
        min_len=max(a.min_len, b.min_len),
        max_len=_min_opt(a.max_len, b.max_len),
        patterns=a.patterns | b.patterns,
        formats=a.formats | b.formats,
        min_items=max(a.min_items, b.min_items),
        max_items=_min_opt(a.max_items, b.max_items),
        unique=a.unique or b.unique,
        contains=(*a.contains, *b.contains),
        required=a.required | b.required,
        min_props=max(a.min_props, b.min_props),
        max_props=_min_opt(a.max_props, b.max_props),
        property_names=_conj(a.property_names, b.property_names),
        dependent_required=_merge_dep(a.dependent_required, b.dependent_required),
    )
    if a.type == "array":
        length = max(len(a.prefix), len(b.prefix))
        prefix = tuple(_conj(_item(a, i), _item(b, i)) for i in range(length))
        out = replace(out, prefix=prefix, rest=_conj(a.rest, b.rest))
    if a.type == "object":
        if (a.pattern_props or b.pattern_props) and (a.additional is not True or b.additional is not True):
            # additionalProperties depends on each conjunct's own patterns: keep it exact by opacity.
            out = out.with_opaque({"allOf": ["object-conjunction", a.opaque, b.opaque]})
        names = list(dict.fromkeys([*(k for k, _ in a.props), *(k for k, _ in b.props)]))
        props = tuple((k, _conj(_effective(a, k), _effective(b, k))) for k in names)
        out = replace(
            out,
            props=props,
            pattern_props=(*a.pattern_props, *b.pattern_props),
            additional=_conj(a.additional, b.additional),
        )
    for raw in b.opaque_raw:
        out = out.with_opaque(raw)
    return out


def _merge_dep(
    a: tuple[tuple[str, frozenset[str]], ...], b: tuple[tuple[str, frozenset[str]], ...]
) -> tuple[tuple[str, frozenset[str]], ...]:
    merged: dict[str, frozenset[str]] = dict(a)
    for key, deps in b:
        merged[key] = merged.get(key, frozenset()) | deps
    return tuple(sorted(merged.items()))


def _conj(a: Any, b: Any) -> Any:
    if a is True or a == {}:
        return b
    if b is True or b == {}:
        return a
    if a is False or b is False:
        return False
    if value_key(a) == value_key(b):
        return a
    return {"allOf": [a, b]}


def _item(branch: Branch, index: int) -> Any:
    return branch.prefix[index] if index < len(branch.prefix) else branch.rest


def _effective(branch: Branch, name: str) -> Any:
    """The schema an object branch applies to property `name`."""
    import re

    for key, schema in branch.props:
        if key == name:
            matched = [s for p, s in branch.pattern_props if _search(re, p, name)]
            return _conj(schema, {"allOf": matched}) if matched else schema
    matched = [s for p, s in branch.pattern_props if _search(re, p, name)]
    if matched:
        return matched[0] if len(matched) == 1 else {"allOf": matched}
    return branch.additional


def effective_property(branch: Branch, name: str) -> Any:
    return _effective(branch, name)


def _search(re: Any, pattern: str, text: str) -> bool:
    try:
        return re.search(pattern, text) is not None
    except re.error:
        raise Undecidable(f"pattern {pattern!r} is not a regular expression Python can read") from None


class Canonicalizer:
    """Turns schemas of one root document into unions of branches."""

    def __init__(self, root: Any, limits: Limits, validator: Any) -> None:
        self.root = root
        self.limits = limits
        self.validator = validator
        self.budget = limits.max_schema_nodes
        self._active: set[int] = set()
        self._in_progress: set[int] = set()
        self._memo: dict[int, tuple[Any, tuple[Branch, ...]]] = {}

    def canon(self, schema: Any) -> tuple[Branch, ...]:
        hit = self._memo.get(id(schema))
        if hit is not None and hit[0] is schema:
            return hit[1]
        result = tuple(b for b in self._canon(schema) if not self._required_unsatisfiable(b))
        self._memo[id(schema)] = (schema, result)
        return result

    def _required_unsatisfiable(self, branch: Branch) -> bool:
        """An object branch whose required property admits no value accepts nothing."""
        if branch.type != "object" or not branch.required:
            return False
        for name in branch.required:
            sub = _effective(branch, name)
            if sub is True or sub == {}:
                continue
            try:
                if isinstance(sub, dict) and id(sub) not in self._in_progress:
                    self._in_progress.add(id(sub))
                    try:
                        if not self.canon(sub):
                            return True
                    finally:
                        self._in_progress.discard(id(sub))
            except Undecidable:
                continue
        return False

    def _canon(self, schema: Any) -> tuple[Branch, ...]:
        self.budget -= 1
        if self.budget < 0:
            raise Undecidable("schema too large to compare within Limits.max_schema_nodes")
        if schema is True:
            return TOP
        if schema is False:
            return ()
        if not isinstance(schema, dict):
            raise Undecidable(f"a schema must be an object or a boolean, got {json_type(schema)}")
        if "$ref" in schema:
            marker = id(schema)
            if marker in self._active:
                raise Undecidable("a $ref cycle with no structure in between")
            self._active.add(marker)
            try:
                return self.canon(resolve_ref(self.root, schema, self.limits))
            finally:
                self._active.discard(marker)
        if "$dynamicRef" in schema or "$recursiveRef" in schema:
            raise Undecidable("$dynamicRef/$recursiveRef are not compared")
        if "enum" in schema or "const" in schema:
            return self._finite(schema)
        branches = self._own(schema)
        for sub in schema.get("allOf", ()) if isinstance(schema.get("allOf"), list) else ():
            branches = self.intersect(branches, self.canon(sub))
        if isinstance(schema.get("anyOf"), list):
            branches = self.intersect(branches, self._union(schema["anyOf"]))
        if isinstance(schema.get("oneOf"), list):
            branches = self.intersect(branches, self._one_of(schema["oneOf"]))
        if "not" in schema:
            branches = self.intersect(branches, self.complement(schema["not"]))
        if "if" in schema and ("then" in schema or "else" in schema):
            cond = self.canon(schema["if"])
            then = self.intersect(cond, self.canon(schema.get("then", True)))
            other = self.intersect(self.complement(schema["if"]), self.canon(schema.get("else", True)))
            branches = self.intersect(branches, (*then, *other))
        return tuple(b for b in branches if not is_empty(b))

    def _one_of(self, schemas: list[Any]) -> tuple[Branch, ...]:
        """Exactly one branch matches: the union of each branch minus all the others."""
        union = self._union(schemas)
        if self._disjoint(schemas):
            return union
        if len(schemas) > 6:
            return tuple(b.with_opaque({"oneOf": schemas}) for b in union)
        out: list[Branch] = []
        for i, schema in enumerate(schemas):
            part = self.canon(schema)
            for j, other in enumerate(schemas):
                if i != j and part:
                    part = self.intersect(part, self.complement(other))
            out.extend(part)
        return tuple(out)

    def _union(self, schemas: list[Any]) -> tuple[Branch, ...]:
        out: list[Branch] = []
        for sub in schemas:
            out.extend(self.canon(sub))
        return tuple(out)

    def _disjoint(self, schemas: list[Any]) -> bool:
        canons = [self.canon(s) for s in schemas]
        for i in range(len(canons)):
            for j in range(i + 1, len(canons)):
                for a in canons[i]:
                    for b in canons[j]:
                        if not _branches_disjoint(a, b):
                            return False
        return True

    def intersect(self, left: tuple[Branch, ...], right: tuple[Branch, ...]) -> tuple[Branch, ...]:
        if left == TOP:
            return right
        if right == TOP:
            return left
        out: list[Branch] = []
        for a in left:
            for b in right:
                if a.values is not None or b.values is not None:
                    finite, other = (a, b) if a.values is not None else (b, a)
                    kept = tuple(v for v in finite.values or () if self._branch_accepts(other, v))
                    out.append(replace(finite, values=kept))
                    continue
                merged = intersect_branches(a, b)
                if merged is not None and not is_empty(merged):
                    out.append(merged)
        return tuple(out)

    def _branch_accepts(self, branch: Branch, value: Any) -> bool:
        t = json_type(value)
        if not (branch.type == t or (branch.type == "number" and t == "integer")):
            return False
        if branch.values is not None:
            return value_key(value) in {value_key(v) for v in branch.values}
        if value_key(value) in branch.excluded:
            return False
        return bool(self.validator.accepts(branch_to_schema(branch), value))

    def _finite(self, schema: dict[str, Any]) -> tuple[Branch, ...]:
        candidates: list[Any] = []
        if "const" in schema:
            candidates = [schema["const"]]
        if "enum" in schema:
            enum = schema["enum"]
            if not isinstance(enum, list):
                raise Undecidable("enum must be an array")
            if len(enum) > self.limits.max_enum_values:
                raise Undecidable(f"enum with more than {self.limits.max_enum_values} values")
            if "const" in schema:
                keys = {value_key(v) for v in enum}
                candidates = [c for c in candidates if value_key(c) in keys]
            else:
                candidates = enum
        rest = {k: v for k, v in schema.items() if k not in ("enum", "const") and k not in ANNOTATION_KEYS}
        seen: dict[str, Any] = {}
        for value in candidates:
            seen.setdefault(value_key(value), value)
        values = list(seen.values())
        if rest:
            # Filter by everything else the schema says, exactly, with a real validator.
            values = [v for v in values if self.validator.accepts(rest, v)]
        by_type: dict[str, list[Any]] = {}
        for value in values:
            t = json_type(value)
            by_type.setdefault("number" if t in ("integer", "number") else t, []).append(value)
        return tuple(Branch(t, values=tuple(vs)) for t, vs in by_type.items())

    def _own(self, schema: dict[str, Any]) -> tuple[Branch, ...]:
        """The branches for the keywords written directly in this schema object."""
        unknown = [k for k in schema if k not in _KNOWN and k not in ANNOTATION_KEYS]
        types = declared_types(schema)
        if types is None:
            kinds = [t for t in TYPES if t != "integer"]
        else:
            kinds = [t for t in TYPES if t in types and not (t == "integer" and "number" in types)]
        out: list[Branch] = []
        for kind in kinds:
            branch = self._typed(kind, schema)
            if branch is None:
                continue
            if unknown and kind == kinds[0]:
                pass  # unknown keywords have no validation meaning (no vocabulary declares them)
            out.append(branch)
        return tuple(b for b in out if not is_empty(b))

    def _typed(self, kind: str, s: dict[str, Any]) -> Branch | None:
        b = Branch(kind)
        if kind in ("number", "integer"):
            return self._numeric(b, s)
        if kind == "string":
            return replace(
                b,
                min_len=_int(s.get("minLength", 0)),
                max_len=_opt_int(s, "maxLength"),
                patterns=frozenset([s["pattern"]]) if isinstance(s.get("pattern"), str) else frozenset(),
                formats=frozenset([s["format"]]) if isinstance(s.get("format"), str) else frozenset(),
            )
        if kind == "array":
            return self._array(b, s)
        if kind == "object":
            return self._object(b, s)
        return b

    def _numeric(self, b: Branch, s: dict[str, Any]) -> Branch:
        lo: Bound = None
        hi: Bound = None
        if "minimum" in s:
            lo = (_frac(s["minimum"]), s.get("exclusiveMinimum") is True)
        if "maximum" in s:
            hi = (_frac(s["maximum"]), s.get("exclusiveMaximum") is True)
        if "exclusiveMinimum" in s and not isinstance(s["exclusiveMinimum"], bool):
            lo = _lower(lo, (_frac(s["exclusiveMinimum"]), True))
        if "exclusiveMaximum" in s and not isinstance(s["exclusiveMaximum"], bool):
            hi = _upper(hi, (_frac(s["exclusiveMaximum"]), True))
        multiples: tuple[Fraction, ...] = ()
        if "multipleOf" in s:
            m = _frac(s["multipleOf"])
            if m <= 0:
                raise Undecidable("multipleOf must be positive")
            multiples = (m,)
        kind = b.type
        if kind == "number" and any(m.denominator == 1 for m in multiples):
            kind = "integer"  # every multiple of an integer is an integer
        return replace(b, type=kind, lo=lo, hi=hi, multiples=multiples)

    def _array(self, b: Branch, s: dict[str, Any]) -> Branch:
        prefix: tuple[Any, ...] = ()
        rest: Any = True
        items = s.get("items")
        if isinstance(s.get("prefixItems"), list):
            prefix = tuple(s["prefixItems"])
            rest = items if items is not None else True
        elif isinstance(items, list):
            prefix = tuple(items)
            rest = s.get("additionalItems", True)
        elif items is not None:
            rest = items
        contains: tuple[tuple[Any, int, int | None], ...] = ()
        if "contains" in s:
            low = _int(s.get("minContains", 1))
            high = _opt_int(s, "maxContains")
            contains = ((s["contains"], low, high),)
        out = replace(
            b,
            min_items=_int(s.get("minItems", 0)),
            max_items=_opt_int(s, "maxItems"),
            unique=s.get("uniqueItems") is True,
            prefix=prefix,
            rest=rest,
            contains=contains,
        )
        if "unevaluatedItems" in s:
            out = out.with_opaque({"unevaluatedItems": s["unevaluatedItems"], "ctx": value_key(s)})
        return out

    def _object(self, b: Branch, s: dict[str, Any]) -> Branch:
        props: dict[str, Any] = s["properties"] if isinstance(s.get("properties"), dict) else {}
        patterns: dict[str, Any] = (
            s["patternProperties"] if isinstance(s.get("patternProperties"), dict) else {}
        )
        required: list[Any] = s["required"] if isinstance(s.get("required"), list) else []
        dep_required: dict[str, frozenset[str]] = {}
        out = b
        deps = dict(s.get("dependencies") or {}) if isinstance(s.get("dependencies"), dict) else {}
        deps.update(s.get("dependentRequired") or {} if isinstance(s.get("dependentRequired"), dict) else {})
        for key, value in deps.items():
            if isinstance(value, list):
                dep_required[key] = frozenset(map(str, value))
            else:
                out = out.with_opaque({"dependentSchemas": {key: value}})
        if isinstance(s.get("dependentSchemas"), dict):
            for key, value in s["dependentSchemas"].items():
                out = out.with_opaque({"dependentSchemas": {key: value}})
        if "unevaluatedProperties" in s and s["unevaluatedProperties"] is not True:
            out = out.with_opaque({"unevaluatedProperties": s["unevaluatedProperties"], "ctx": value_key(s)})
        return replace(
            out,
            props=tuple(props.items()),
            pattern_props=tuple(patterns.items()),
            additional=s.get("additionalProperties", True),
            required=frozenset(str(r) for r in required),
            min_props=_int(s.get("minProperties", 0)),
            max_props=_opt_int(s, "maxProperties"),
            property_names=s.get("propertyNames", True),
            dependent_required=tuple(sorted(dep_required.items())),
        )

    def complement(self, schema: Any) -> tuple[Branch, ...]:
        """Branches for `not schema`: exact where the negation has a canonical form, opaque otherwise."""
        inner = self.canon(schema)
        if any(branch.opaque for branch in inner):
            # The inner branches over-approximate, so their exact complement would under-approximate:
            # keep every type, marked opaque, which over-approximates `not schema` soundly.
            return tuple(Branch(t).with_opaque({"not": schema}) for t in TYPES if t != "integer")
        result: tuple[Branch, ...] = TOP
        for branch in inner:
            result = self.intersect(result, self._complement_branch(branch, schema))
        return result

    def _complement_branch(self, branch: Branch, raw: Any) -> tuple[Branch, ...]:
        others = tuple(
            Branch(t)
            for t in TYPES
            if t not in ("integer", branch.type) and not (branch.type == "integer" and t == "number")
        )
        kind = branch.type
        if branch.unconstrained:
            if kind == "integer":
                return (*others, Branch("number").with_opaque({"not": {"type": "integer"}}))
            return others
        if branch.values is not None:
            keys = frozenset(value_key(v) for v in branch.values)
            if kind == "number":
                return (*others, Branch("number", excluded=keys))
            return (*others, Branch(kind, excluded=keys))
        simple = replace(branch, lo=None, hi=None)
        if kind == "number" and simple == Branch(kind):
            parts: list[Branch] = []
            if branch.lo is not None:
                parts.append(Branch(kind, hi=(branch.lo[0], not branch.lo[1])))
            if branch.hi is not None:
                parts.append(Branch(kind, lo=(branch.hi[0], not branch.hi[1])))
            return (*others, *parts)
        if kind == "string" and replace(branch, min_len=0, max_len=None) == Branch(kind):
            parts = []
            if branch.min_len > 0:
                parts.append(Branch(kind, max_len=branch.min_len - 1))
            if branch.max_len is not None:
                parts.append(Branch(kind, min_len=branch.max_len + 1))
            return (*others, *parts)
        if kind == "object" and replace(branch, required=frozenset()) == Branch(kind):
            return (*others, *(Branch(kind, props=((name, False),)) for name in sorted(branch.required)))
        return (*others, Branch(kind).with_opaque({"not": raw}))


def _branches_disjoint(a: Branch, b: Branch) -> bool:
    if a.type != b.type and {a.type, b.type} != {"integer", "number"}:
        return True
    if a.values is not None and b.values is not None:
        return not ({value_key(v) for v in a.values} & {value_key(v) for v in b.values})
    if a.type == "object" and b.type == "object":
        pa, pb = dict(a.props), dict(b.props)
        for name in a.required & b.required:
            sa, sb = pa.get(name), pb.get(name)
            if isinstance(sa, dict) and isinstance(sb, dict):
                ka = sa.get("const", sa.get("enum"))
                kb = sb.get("const", sb.get("enum"))
                if ka is not None and kb is not None:
                    va = {value_key(v) for v in (ka if "enum" in sa else [ka])}
                    vb = {value_key(v) for v in (kb if "enum" in sb else [kb])}
                    if not va & vb:
                        return True
        if (a.additional is False and name_set(a) and b.required - name_set(a)) or (
            b.additional is False and name_set(b) and a.required - name_set(b)
        ):
            return not a.pattern_props and not b.pattern_props
    if a.type in ("number", "integer") and b.type in ("number", "integer"):
        if a.hi and b.lo and (a.hi[0] < b.lo[0] or (a.hi[0] == b.lo[0] and (a.hi[1] or b.lo[1]))):
            return True
        if b.hi and a.lo and (b.hi[0] < a.lo[0] or (b.hi[0] == a.lo[0] and (b.hi[1] or a.lo[1]))):
            return True
    return False


def name_set(branch: Branch) -> set[str]:
    return {k for k, _ in branch.props}


def _opt_int(schema: dict[str, Any], key: str) -> int | None:
    """An optional upper bound; a non-finite one (a decoder's Infinity) means no bound."""
    value = schema.get(key)
    if value is None or (isinstance(value, float) and math.isinf(value) and value > 0):
        return None
    return _int(value)


def _int(value: Any) -> int:
    if isinstance(value, bool) or not isinstance(value, (int, float)):
        raise Undecidable(f"expected a non-negative integer, got {value!r}")
    if isinstance(value, float):
        if not value.is_integer():
            raise Undecidable(f"expected an integer, got {value!r}")
        value = int(value)
    if value < 0:
        raise Undecidable(f"expected a non-negative integer, got {value!r}")
    return int(value)


def branch_to_schema(branch: Branch) -> dict[str, Any]:
    """A JSON Schema accepting (at least) the branch's instances; opaque parts included."""
    schema: dict[str, Any] = {"type": branch.type}
    if branch.values is not None:
        return {"enum": list(branch.values)}
    if branch.lo is not None:
        schema["exclusiveMinimum" if branch.lo[1] else "minimum"] = _num(branch.lo[0])
    if branch.hi is not None:
        schema["exclusiveMaximum" if branch.hi[1] else "maximum"] = _num(branch.hi[0])
    if branch.multiples:
        schema["allOf"] = [{"multipleOf": _num(m)} for m in branch.multiples]
    if branch.min_len:
        schema["minLength"] = branch.min_len
    if branch.max_len is not None:
        schema["maxLength"] = branch.max_len
    if branch.patterns:
        schema.setdefault("allOf", []).extend({"pattern": p} for p in sorted(branch.patterns))
    if branch.type == "array":
        if branch.prefix:
            schema["prefixItems"] = list(branch.prefix)
        if branch.rest is not True:
            schema["items"] = branch.rest
        if branch.min_items:
            schema["minItems"] = branch.min_items
        if branch.max_items is not None:
            schema["maxItems"] = branch.max_items
        if branch.unique:
            schema["uniqueItems"] = True
        for sub, low, high in branch.contains:
            c: dict[str, Any] = {"contains": sub, "minContains": low}
            if high is not None:
                c["maxContains"] = high
            schema.setdefault("allOf", []).append(c)
    if branch.type == "object":
        if branch.props:
            schema["properties"] = dict(branch.props)
        if branch.pattern_props:
            schema["patternProperties"] = dict(branch.pattern_props)
        if branch.additional is not True:
            schema["additionalProperties"] = branch.additional
        if branch.required:
            schema["required"] = sorted(branch.required)
        if branch.min_props:
            schema["minProperties"] = branch.min_props
        if branch.max_props is not None:
            schema["maxProperties"] = branch.max_props
        if branch.property_names is not True:
            schema["propertyNames"] = branch.property_names
        if branch.dependent_required:
            schema["dependentRequired"] = {k: sorted(v) for k, v in branch.dependent_required}
    if branch.excluded:
        import json

        schema["not"] = {"enum": [json.loads(k) for k in sorted(branch.excluded)]}
    for raw in branch.opaque_raw:
        if isinstance(raw, dict) and ("not" in raw or "oneOf" in raw) and len(raw) == 1:
            schema.setdefault("allOf", []).append(raw)
    return schema


def _num(value: Fraction) -> int | float:
    return int(value) if value.denominator == 1 else float(value)
