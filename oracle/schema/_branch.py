"""The canonical branch: one JSON type with its constraints gathered, and the algebra on it.

`Branch` values are what `_canon.Canonicalizer` produces; this module holds the operations that need
no root document: intersection, emptiness, integer bounds, and turning a branch back into a schema.
"""

from __future__ import annotations

import math
import re
from dataclasses import dataclass, field, fields
from fractions import Fraction
from functools import cached_property
from typing import Any

from ._support import TYPES, Undecidable, value_key

Bound = tuple[Fraction, bool] | None  # (value, exclusive)


def _frac(value: Any) -> Fraction:
    if isinstance(value, bool) or not isinstance(value, (int, float)):
        raise Undecidable(f"numeric keyword holds {value!r}")
    if isinstance(value, float) and not math.isfinite(value):
        raise Undecidable("non-finite number in schema")
    return Fraction(value)


# Treated as immutable (hashable, never assigned to after construction) but not frozen: a frozen
# dataclass's __init__ sets each of these 27 fields through object.__setattr__, and canonicalisation
# builds tens of thousands of branches per large diff.
@dataclass(unsafe_hash=True)
class Branch:
    type: str  # one of TYPES; "number" covers all numbers, "integer" the integral ones
    values: tuple[Any, ...] | None = None  # finite: exactly these instances (already filtered)
    excluded: frozenset[str] = frozenset()  # value_keys removed by a `not enum`
    # numbers
    lo: Bound = None
    hi: Bound = None
    multiples: tuple[Fraction, ...] = ()
    non_integer: bool = False  # numbers only: the integers are excluded (from `not: {type: integer}`)
    # strings
    min_len: int = 0
    max_len: int | None = None
    patterns: frozenset[str] = frozenset()
    not_patterns: frozenset[str] = frozenset()  # from `not: {pattern: ...}`
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
        return evolve(self, opaque=(*self.opaque, key), opaque_raw=(*self.opaque_raw, raw))

    @cached_property
    def prop_map(self) -> dict[str, Any]:
        """Properties by name (a 50,000-property object must not cost a scan per lookup)."""
        return dict(self.props)

    @property
    def unconstrained(self) -> bool:
        return self == Branch(self.type)


TOP: tuple[Branch, ...] = tuple(Branch(t) for t in TYPES if t != "integer")


_BRANCH_FIELDS = frozenset(f.name for f in fields(Branch))


def evolve(branch: Branch, **changes: Any) -> Branch:
    """`dataclasses.replace` for a Branch, without its per-call walk over 27 fields and keyword
    __init__ (a fifth of canonicalisation's time): Branch has no __post_init__ to run."""
    if not _BRANCH_FIELDS.issuperset(changes):
        raise TypeError(f"Branch has no field {sorted(set(changes) - _BRANCH_FIELDS)[0]!r}")
    new = object.__new__(Branch)
    new.__dict__.update(branch.__dict__)
    new.__dict__.update(changes)
    return new


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
        if any(effective_property(branch, name) is False for name in branch.required):
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
            if a.non_integer or b.non_integer:
                return None  # integers meet numbers that exclude the integers: nothing
            a, b = (evolve(a, type="integer"), evolve(b, type="integer"))
        else:
            return None
    if a.values is not None or b.values is not None:
        raise Undecidable("finite branches are intersected by validation, not structurally")
    out = evolve(
        a,
        excluded=a.excluded | b.excluded,
        lo=_lower(a.lo, b.lo),
        hi=_upper(a.hi, b.hi),
        multiples=tuple(dict.fromkeys((*a.multiples, *b.multiples))),
        non_integer=a.non_integer or b.non_integer,
        min_len=max(a.min_len, b.min_len),
        max_len=_min_opt(a.max_len, b.max_len),
        patterns=a.patterns | b.patterns,
        not_patterns=a.not_patterns | b.not_patterns,
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
        out = evolve(out, prefix=prefix, rest=_conj(a.rest, b.rest))
    if a.type == "object":
        if (a.pattern_props or b.pattern_props) and (a.additional is not True or b.additional is not True):
            # additionalProperties depends on each conjunct's own patterns: keep it exact by opacity.
            out = out.with_opaque({"allOf": ["object-conjunction", a.opaque, b.opaque]})
        names = list(dict.fromkeys([*(k for k, _ in a.props), *(k for k, _ in b.props)]))
        props = tuple((k, _conj(effective_property(a, k), effective_property(b, k))) for k in names)
        out = evolve(
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


def effective_property(branch: Branch, name: str) -> Any:
    """The schema an object branch applies to property `name`."""
    props = branch.prop_map
    if name in props:
        schema = props[name]
        matched = [s for p, s in branch.pattern_props if _search(re, p, name)]
        return _conj(schema, {"allOf": matched}) if matched else schema
    matched = [s for p, s in branch.pattern_props if _search(re, p, name)]
    if matched:
        return matched[0] if len(matched) == 1 else {"allOf": matched}
    return branch.additional


def _search(re: Any, pattern: str, text: str) -> bool:
    try:
        return re.search(pattern, text) is not None
    except re.error:
        raise Undecidable(f"pattern {pattern!r} is not a regular expression Python can read") from None


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
    if (
        a.type == "array"
        and b.type == "array"
        and _ranges_apart(a.min_items, a.max_items, b.min_items, b.max_items)
    ):
        return True
    if (
        a.type == "string"
        and b.type == "string"
        and _ranges_apart(a.min_len, a.max_len, b.min_len, b.max_len)
    ):
        return True
    if a.type in ("number", "integer") and b.type in ("number", "integer"):
        if (a.type == "integer" and b.non_integer) or (b.type == "integer" and a.non_integer):
            return True
        if a.hi and b.lo and (a.hi[0] < b.lo[0] or (a.hi[0] == b.lo[0] and (a.hi[1] or b.lo[1]))):
            return True
        if b.hi and a.lo and (b.hi[0] < a.lo[0] or (b.hi[0] == a.lo[0] and (b.hi[1] or a.lo[1]))):
            return True
    return False


def _ranges_apart(a_lo: int, a_hi: int | None, b_lo: int, b_hi: int | None) -> bool:
    return (a_hi is not None and a_hi < b_lo) or (b_hi is not None and b_hi < a_lo)


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
    if branch.non_integer:
        schema.setdefault("allOf", []).append({"not": {"type": "integer"}})
    if branch.multiples:
        schema["allOf"] = [{"multipleOf": _num(m)} for m in branch.multiples]
    if branch.min_len:
        schema["minLength"] = branch.min_len
    if branch.max_len is not None:
        schema["maxLength"] = branch.max_len
    if branch.patterns:
        schema.setdefault("allOf", []).extend({"pattern": p} for p in sorted(branch.patterns))
    if branch.not_patterns:
        schema.setdefault("allOf", []).extend({"not": {"pattern": p}} for p in sorted(branch.not_patterns))
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
