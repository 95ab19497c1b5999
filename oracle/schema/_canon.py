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

from fractions import Fraction
from typing import Any

from .._types import Limits
from ._branch import (
    TOP,
    Bound,
    Branch,
    _branches_disjoint,
    _frac,
    _int,
    _lower,
    _opt_int,
    _upper,
    branch_to_schema,
    effective_property,
    evolve,
    intersect_branches,
    is_empty,
)
from ._keys import ANNOTATION_KEYS
from ._support import TYPES, Undecidable, declared_types, json_type, resolve_ref, value_key


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
            sub = effective_property(branch, name)
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
                    out.append(evolve(finite, values=kept))
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
        if set(rest) == {"type"}:
            # Only a type beside the enum: filter by type, no validator per value (100k enums).
            allowed = declared_types(rest) or set()
            values = [
                v
                for v in values
                if json_type(v) in allowed or (json_type(v) == "integer" and "number" in allowed)
            ]
        elif rest:
            # Filter by everything else the schema says, exactly, with a real validator.
            values = [v for v in values if self.validator.accepts(rest, v)]
        by_type: dict[str, list[Any]] = {}
        for value in values:
            t = json_type(value)
            by_type.setdefault("number" if t in ("integer", "number") else t, []).append(value)
        return tuple(Branch(t, values=tuple(vs)) for t, vs in by_type.items())

    def _own(self, schema: dict[str, Any]) -> tuple[Branch, ...]:
        """The branches for the keywords written directly in this schema object.

        Keywords no vocabulary declares (x-extensions, typos) have no validation meaning and are ignored.
        """
        types = declared_types(schema)
        if types is None:
            kinds = [t for t in TYPES if t != "integer"]
        else:
            kinds = [t for t in TYPES if t in types and not (t == "integer" and "number" in types)]
        out = [branch for kind in kinds if (branch := self._typed(kind, schema)) is not None]
        return tuple(b for b in out if not is_empty(b))

    def _typed(self, kind: str, s: dict[str, Any]) -> Branch | None:
        b = Branch(kind)
        if kind in ("number", "integer"):
            return self._numeric(b, s)
        if kind == "string":
            return evolve(
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
        return evolve(b, type=kind, lo=lo, hi=hi, multiples=multiples)

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
        out = evolve(
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
        return evolve(
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
                return (*others, Branch("number", non_integer=True))
            return others
        if kind == "number" and branch == Branch("number", non_integer=True):
            return (*others, Branch("integer"))
        if branch.values is not None:
            keys = frozenset(value_key(v) for v in branch.values)
            if kind == "number":
                return (*others, Branch("number", excluded=keys))
            return (*others, Branch(kind, excluded=keys))
        parts = _atom_complements(branch)
        if parts is not None:
            if kind == "integer":
                parts.append(Branch("number", non_integer=True))  # every non-integer number too
            return (*others, *parts)
        return (*others, Branch(kind).with_opaque({"not": raw}))


def _atom_complements(branch: Branch) -> list[Branch] | None:
    """not(C1 and C2 and ...) = not C1 or not C2 or ...: one branch per constraint of `branch`.

    Only for constraints whose negation has a canonical form; None (keep it opaque) otherwise.
    """
    kind = branch.type
    residue = evolve(
        branch,
        lo=None,
        hi=None,
        min_len=0,
        max_len=None,
        min_items=0,
        max_items=None,
        rest=True,
        required=frozenset(),
        excluded=frozenset(),
        patterns=frozenset(),
        not_patterns=frozenset(),
    )
    if residue != Branch(kind) or branch.opaque or branch.prefix:
        return None
    parts: list[Branch] = []
    if branch.lo is not None:
        parts.append(Branch(kind, hi=(branch.lo[0], not branch.lo[1])))
    if branch.hi is not None:
        parts.append(Branch(kind, lo=(branch.hi[0], not branch.hi[1])))
    if branch.min_len > 0:
        parts.append(Branch(kind, max_len=branch.min_len - 1))
    if branch.max_len is not None:
        parts.append(Branch(kind, min_len=branch.max_len + 1))
    if branch.min_items > 0:
        parts.append(Branch(kind, max_items=branch.min_items - 1))
    if branch.max_items is not None:
        parts.append(Branch(kind, min_items=branch.max_items + 1))
    if branch.rest is not True and branch.rest != {}:
        # Not every item matches: some item matches the negation.
        parts.append(Branch(kind, contains=(({"not": branch.rest}, 1, None),)))
    parts.extend(Branch(kind, props=((name, False),)) for name in sorted(branch.required))
    parts.extend(Branch(kind, not_patterns=frozenset([p])) for p in sorted(branch.patterns))
    parts.extend(Branch(kind, patterns=frozenset([p])) for p in sorted(branch.not_patterns))
    if branch.excluded:
        import json

        values = tuple(json.loads(key) for key in sorted(branch.excluded))
        parts.append(Branch("number" if kind in ("number", "integer") else kind, values=values))
    return parts
