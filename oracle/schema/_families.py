"""Keyword families: each compares one group of JSON Schema keywords and emits named findings.

A mixin of the explaining walker (`_walk.Walker`), split out so each module stays readable: the walker
owns traversal, annotations and reconciliation; this owns what each keyword change is called.
"""

from __future__ import annotations

from fractions import Fraction
from typing import TYPE_CHECKING, Any

from .._types import ABSENT, Direction, Effect, Finding, Options
from ._branch import _frac
from ._keywords import (
    _bounds,
    _compare_bound,
    _covered,
    _dependent_required,
    _dependent_schemas,
    _dict,
    _escape,
    _excerpt,
    _family_for,
    _finite_values,
    _is_num,
    _raw_bound,
    _show,
    _tuple_form,
    property_schema,
)
from ._subset import Inclusion, _contains_ref
from ._support import Undecidable, value_key

if TYPE_CHECKING:
    from collections.abc import Iterable


class KeywordFamilies:
    """Emits findings per keyword family; the walker supplies traversal and emission."""

    direction: Direction
    tool: str
    options: Options
    forward: Inclusion
    backward: Inclusion
    findings: list[Finding]
    budget_note: str | None  # the current node's automata budget note (set by the walker)

    if TYPE_CHECKING:  # provided by Walker; declared here only for the type checker

        def emit(
            self,
            family: str,
            path: str,
            message: str,
            *,
            old: Any = ABSENT,
            new: Any = ABSENT,
            effect: Effect | None = None,
            reason: str | None = None,
            evidence: Iterable[str] = (),
        ) -> None: ...

        def walk(
            self, old: Any, new: Any, path: str, depth: int = 0, annotations_only: bool = False
        ) -> None: ...

        def _effect(self, old: Any, new: Any) -> Effect: ...

    def _type_change(
        self, old: dict[str, Any], new: dict[str, Any], old_types: set[str], new_types: set[str], path: str
    ) -> None:
        lost = sorted(t for t in old_types if not _covered(t, new_types))
        gained = sorted(t for t in new_types if not _covered(t, old_types))
        if not lost and not gained:
            return
        family = "type-changed" if lost and gained else "type-narrowed" if lost else "type-widened"
        parts = []
        if lost:
            parts.append(f"no longer accepts {', '.join(lost)}")
        if gained:
            parts.append(f"now accepts {', '.join(gained)}")
        self.emit(
            family,
            f"{path}/type",
            "; ".join(parts),
            old=old.get("type", sorted(old_types)),
            new=new.get("type", sorted(new_types)),
        )

    def _finite(self, old: dict[str, Any], new: dict[str, Any], path: str) -> None:
        o_vals, n_vals = _finite_values(old), _finite_values(new)
        if o_vals is None and n_vals is None:
            return
        uses_const = ("const" in old or "const" in new) and "enum" not in old and "enum" not in new
        family = "const" if uses_const else "enum"
        where = f"{path}/{'const' if uses_const else 'enum'}"
        if o_vals is None:
            self.emit(
                f"{family}-narrowed",
                where,
                f"{family} added: only {len(n_vals or {})} value(s) accepted",
                new=new.get(family, ABSENT),
            )
            return
        if n_vals is None:
            self.emit(
                f"{family}-widened",
                where,
                f"{family} removed: any value of the type accepted",
                old=old.get(family, ABSENT),
            )
            return
        removed = [v for k, v in o_vals.items() if k not in n_vals]
        added = [v for k, v in n_vals.items() if k not in o_vals]
        if not removed and not added:
            return
        effect_family = (
            f"{family}-changed"
            if removed and added
            else (f"{family}-narrowed" if removed else f"{family}-widened")
        )
        parts = []
        if removed:
            parts.append("removed " + ", ".join(value_key(v) for v in removed[:10]))
        if added:
            parts.append("added " + ", ".join(value_key(v) for v in added[:10]))
        self.emit(effect_family, where, "; ".join(parts), old=removed or ABSENT, new=added or ABSENT)

    def _numbers(self, old: dict[str, Any], new: dict[str, Any], path: str, *, only_integers: bool) -> None:
        try:
            o_lo, o_hi = _bounds(old, only_integers)
            n_lo, n_hi = _bounds(new, only_integers)
        except Undecidable as exc:
            self.emit("schema-undecidable", path, str(exc), reason=str(exc))
            return
        for side, o, n, key in (("lower", o_lo, n_lo, "minimum"), ("upper", o_hi, n_hi, "maximum")):
            verdict = _compare_bound(o, n, lower=side == "lower")
            if verdict == 0:
                continue
            keyword = key if key in new or key in old else f"exclusive{key[0].upper()}{key[1:]}"
            family = "numeric-bounds-narrowed" if verdict > 0 else "numeric-bounds-widened"
            self.emit(
                family,
                f"{path}/{keyword}",
                f"{side} bound {_show(o)} -> {_show(n)}",
                old=_raw_bound(old, side),
                new=_raw_bound(new, side),
            )
        o_m, n_m = old.get("multipleOf"), new.get("multipleOf")
        if value_key(o_m) != value_key(n_m):
            if o_m is None:
                family = "multiple-of-narrowed"
            elif n_m is None:
                family = "multiple-of-widened"
            else:
                try:
                    ratio = _frac(n_m) / _frac(o_m)
                except (Undecidable, ZeroDivisionError):
                    ratio = Fraction(1, 3)
                family = (
                    "multiple-of-narrowed"
                    if ratio.denominator == 1
                    else "multiple-of-widened"
                    if (1 / ratio).denominator == 1
                    else "multiple-of-changed"
                )
            self.emit(
                family,
                f"{path}/multipleOf",
                f"multipleOf {o_m} -> {n_m}",
                old=ABSENT if o_m is None else o_m,
                new=ABSENT if n_m is None else n_m,
            )

    def _strings(self, old: dict[str, Any], new: dict[str, Any], path: str) -> None:
        self._range(old, new, path, "minLength", "maxLength", "length")
        o_p, n_p = old.get("pattern"), new.get("pattern")
        if o_p != n_p:
            if o_p is None:
                self.emit("pattern-added", f"{path}/pattern", f"pattern {n_p!r} added", new=n_p)
            elif n_p is None:
                self.emit("pattern-removed", f"{path}/pattern", f"pattern {o_p!r} removed", old=o_p)
            elif self.budget_note:
                self.emit(
                    "pattern-budget-exceeded",
                    f"{path}/pattern",
                    f"pattern {o_p!r} -> {n_p!r}",
                    old=o_p,
                    new=n_p,
                    reason=f"regular-expression comparison undecided within its work budget "
                    f"({self.budget_note}); see Limits",
                )
            else:
                self.emit(
                    "pattern-changed",
                    f"{path}/pattern",
                    f"pattern {o_p!r} -> {n_p!r}",
                    old=o_p,
                    new=n_p,
                    reason="inclusion between regular expressions is not decided",
                )
        o_f, n_f = old.get("format"), new.get("format")
        if o_f != n_f:
            family = "format-added" if o_f is None else "format-removed" if n_f is None else "format-changed"
            self.emit(
                family,
                f"{path}/format",
                f"format {o_f!r} -> {n_f!r}",
                old=ABSENT if o_f is None else o_f,
                new=ABSENT if n_f is None else n_f,
            )

    def _range(
        self, old: dict[str, Any], new: dict[str, Any], path: str, lo_key: str, hi_key: str, family: str
    ) -> None:
        o_lo, n_lo = old.get(lo_key, 0), new.get(lo_key, 0)
        if value_key(o_lo) != value_key(n_lo) and _is_num(o_lo) and _is_num(n_lo):
            kind = "narrowed" if n_lo > o_lo else "widened"
            self.emit(
                f"{family}-{kind}", f"{path}/{lo_key}", f"{lo_key} {o_lo} -> {n_lo}", old=o_lo, new=n_lo
            )
        o_hi, n_hi = old.get(hi_key), new.get(hi_key)
        if value_key(o_hi) != value_key(n_hi):
            if o_hi is None or (_is_num(n_hi) and _is_num(o_hi) and n_hi < o_hi):
                kind = "narrowed"
            else:
                kind = "widened"
            self.emit(
                f"{family}-{kind}",
                f"{path}/{hi_key}",
                f"{hi_key} {o_hi} -> {n_hi}",
                old=ABSENT if o_hi is None else o_hi,
                new=ABSENT if n_hi is None else n_hi,
            )

    def _arrays(self, old: dict[str, Any], new: dict[str, Any], path: str, depth: int) -> None:
        self._range(old, new, path, "minItems", "maxItems", "item-count")
        if bool(old.get("uniqueItems")) != bool(new.get("uniqueItems")):
            family = "unique-items-added" if new.get("uniqueItems") else "unique-items-removed"
            self.emit(
                family,
                f"{path}/uniqueItems",
                family.replace("-", " "),
                old=old.get("uniqueItems", ABSENT),
                new=new.get("uniqueItems", ABSENT),
            )
        o_prefix, o_rest, o_rest_key = _tuple_form(old)
        n_prefix, n_rest, n_rest_key = _tuple_form(new)
        prefix_key = "prefixItems" if "prefixItems" in new or "prefixItems" in old else "items"
        for i in range(max(len(o_prefix), len(n_prefix))):
            o_i = o_prefix[i] if i < len(o_prefix) else o_rest
            n_i = n_prefix[i] if i < len(n_prefix) else n_rest
            if (o_i is False) != (n_i is False):
                family = "tuple-widened" if o_i is False else "tuple-narrowed"
                self.emit(
                    family,
                    f"{path}/{prefix_key}/{i}",
                    f"position {i} {'allowed' if o_i is False else 'forbidden'}",
                )
                continue
            self.walk(o_i, n_i, f"{path}/{prefix_key}/{i}", depth + 1)
        if (o_rest is False) != (n_rest is False):
            family = "tuple-widened" if o_rest is False else "tuple-narrowed"
            self.emit(
                family,
                f"{path}/{n_rest_key or o_rest_key}",
                "items beyond the tuple now " + ("allowed" if o_rest is False else "forbidden"),
            )
        elif value_key(o_rest) != value_key(n_rest) or _contains_ref(o_rest):
            self.walk(o_rest, n_rest, f"{path}/{n_rest_key or o_rest_key or 'items'}", depth + 1)
        self._sub_constraint(old, new, path, "contains", "contains", default=ABSENT)
        for key in ("minContains", "maxContains"):
            if value_key(old.get(key)) != value_key(new.get(key)):
                o, n = old.get(key), new.get(key)
                tighter = (key == "minContains" and (n or 1) > (o or 1)) or (
                    key == "maxContains" and (o is None or (n is not None and n < o))
                )
                self.emit(
                    "contains-narrowed" if tighter else "contains-widened",
                    f"{path}/{key}",
                    f"{key} {o} -> {n}",
                    old=ABSENT if o is None else o,
                    new=ABSENT if n is None else n,
                )

    def _objects(self, old: dict[str, Any], new: dict[str, Any], path: str, depth: int) -> None:
        o_req = (
            {r for r in old.get("required", []) if isinstance(r, str)}
            if isinstance(old.get("required"), list)
            else set()
        )
        n_req = (
            {r for r in new.get("required", []) if isinstance(r, str)}
            if isinstance(new.get("required"), list)
            else set()
        )
        for name in sorted(n_req - o_req):
            self.emit("required-added", f"{path}/required", f"{name!r} is now required", new=name)
        for name in sorted(o_req - n_req):
            self.emit("required-removed", f"{path}/required", f"{name!r} is no longer required", old=name)
        o_props, n_props = _dict(old.get("properties")), _dict(new.get("properties"))
        for name in o_props:
            where = f"{path}/properties/{_escape(name)}"
            if name in n_props:
                self.walk(o_props[name], n_props[name], where, depth + 1)
            else:
                effect = self._effect(o_props[name], property_schema(new, name))
                self.emit(
                    "property-removed",
                    where,
                    f"property {name!r} removed",
                    old=_excerpt(o_props[name]),
                    effect=effect,
                )
        for name in n_props:
            if name in o_props:
                continue
            where = f"{path}/properties/{_escape(name)}"
            effect = self._effect(property_schema(old, name), n_props[name])
            required = " (required)" if name in n_req else ""
            self.emit(
                "property-added",
                where,
                f"property {name!r} added{required}",
                new=_excerpt(n_props[name]),
                effect=effect,
            )
            desc = n_props[name].get("description") if isinstance(n_props[name], dict) else None
            if isinstance(desc, str):
                from ..description import description_findings

                # A new property's text is new by definition: only poisoning signals are worth a finding.
                self.findings += [
                    f
                    for f in description_findings(
                        self.tool,
                        f"{where}/description",
                        None,
                        desc,
                        self.options,
                        rule_id=f"{self.direction.value}-property-description-changed",
                    )
                    if f.security
                ]
        o_ap, n_ap = old.get("additionalProperties", True), new.get("additionalProperties", True)
        if isinstance(o_ap, dict) and isinstance(n_ap, dict):
            self.walk(o_ap, n_ap, f"{path}/additionalProperties", depth + 1)
        else:
            self._sub_constraint(
                old, new, path, "additionalProperties", "additional-properties", default=True
            )
        o_pp, n_pp = _dict(old.get("patternProperties")), _dict(new.get("patternProperties"))
        for pattern in sorted(o_pp.keys() | n_pp.keys()):
            where = f"{path}/patternProperties/{_escape(pattern)}"
            if pattern in o_pp and pattern in n_pp:
                self.walk(o_pp[pattern], n_pp[pattern], where, depth + 1)
            else:
                family = "pattern-properties-narrowed" if pattern in n_pp else "pattern-properties-widened"
                self.emit(
                    family, where, f"pattern property {pattern!r} {'added' if pattern in n_pp else 'removed'}"
                )
        self._sub_constraint(old, new, path, "propertyNames", "property-names", default=True)
        self._sub_constraint(old, new, path, "unevaluatedProperties", "unevaluated-properties", default=True)
        self._range(old, new, path, "minProperties", "maxProperties", "property-count")
        o_dep, n_dep = _dependent_required(old), _dependent_required(new)
        for trigger in sorted(o_dep.keys() | n_dep.keys()):
            added, removed = (
                n_dep.get(trigger, set()) - o_dep.get(trigger, set()),
                o_dep.get(trigger, set()) - n_dep.get(trigger, set()),
            )
            if added:
                self.emit(
                    "dependent-required-added",
                    f"{path}/dependentRequired/{_escape(trigger)}",
                    f"with {trigger!r}, now also required: {', '.join(sorted(added))}",
                    new=sorted(added),
                )
            if removed:
                self.emit(
                    "dependent-required-removed",
                    f"{path}/dependentRequired/{_escape(trigger)}",
                    f"with {trigger!r}, no longer required: {', '.join(sorted(removed))}",
                    old=sorted(removed),
                )
        o_ds, n_ds = _dependent_schemas(old), _dependent_schemas(new)
        for trigger in sorted(o_ds.keys() | n_ds.keys()):
            o, n = o_ds.get(trigger, True), n_ds.get(trigger, True)
            if value_key(o) == value_key(n) and not _contains_ref(o):
                continue
            effect = self._effect(o, n)
            family = {
                Effect.NARROWED: "dependent-schemas-narrowed",
                Effect.WIDENED: "dependent-schemas-widened",
            }.get(effect, "schema-undecidable" if effect is Effect.UNKNOWN else "schema-changed")
            if effect is not Effect.EQUIVALENT:
                self.emit(
                    family,
                    f"{path}/dependentSchemas/{_escape(trigger)}",
                    f"dependent schema for {trigger!r} changed",
                    effect=effect,
                )

    def _composition(self, old: dict[str, Any], new: dict[str, Any], path: str, depth: int) -> None:
        for key in ("allOf", "anyOf", "oneOf"):
            o, n = old.get(key), new.get(key)
            if value_key(o) == value_key(n) and not _contains_ref(o):
                continue
            o_list = o if isinstance(o, list) else []
            n_list = n if isinstance(n, list) else []
            o_keys = [value_key(x) for x in o_list]
            n_keys = [value_key(x) for x in n_list]
            o_left = [x for x, k in zip(o_list, o_keys) if k not in n_keys]
            n_left = [x for x, k in zip(n_list, n_keys) if k not in o_keys]
            if len(o_left) == 1 and len(n_left) == 1 and (key != "oneOf" or len(o_list) == len(n_list)):
                index = n_list.index(n_left[0])
                self.walk(o_left[0], n_left[0], f"{path}/{key}/{index}", depth + 1)
                continue
            if not o_left and not n_left:
                continue  # reordered branches only
            self._generic(f"{path}/{key}", f"{key} changed", old, new)
        for key in ("not", "if", "then", "else"):
            if value_key(old.get(key)) != value_key(new.get(key)) or _contains_ref(old.get(key)):
                if (
                    key == "not"
                    and isinstance(old.get(key), (dict, bool))
                    and isinstance(new.get(key), (dict, bool))
                ):
                    self._generic(
                        f"{path}/not", "not-schema changed (direction flips inside `not`)", old, new
                    )
                elif key != "not":
                    self._generic(f"{path}/{key}", f"{key} changed", old, new, conditional=True)
                    break
                else:
                    self._generic(f"{path}/not", "not-schema added or removed", old, new)

    def _generic(
        self, path: str, what: str, old: dict[str, Any], new: dict[str, Any], conditional: bool = False
    ) -> None:
        effect = self._effect(old, new)
        if effect is Effect.EQUIVALENT:
            return
        if effect is Effect.UNKNOWN and conditional:
            self.emit("conditional-changed", path, what, reason="conditional inclusion not decided")
            return
        self.emit(
            _family_for(effect),
            path,
            what,
            effect=effect,
            reason="inclusion not decided" if effect is Effect.UNKNOWN else None,
        )

    def _sub_constraint(
        self, old: dict[str, Any], new: dict[str, Any], path: str, key: str, family: str, default: Any
    ) -> None:
        o, n = old.get(key, default), new.get(key, default)
        if value_key(o) == value_key(n) and not _contains_ref(o):
            return
        if key == "contains":
            # contains X: a smaller X is harder to satisfy, so the schema narrows with X.
            if o is ABSENT or n is ABSENT:
                effect = Effect.NARROWED if o is ABSENT else Effect.WIDENED
            else:
                effect = self._effect(o, n)
        else:
            effect = self._effect(True if o is ABSENT else o, True if n is ABSENT else n)
        if effect is Effect.EQUIVALENT:
            return
        suffix = {Effect.NARROWED: "narrowed", Effect.WIDENED: "widened"}.get(effect)
        name = f"{family}-{suffix}" if suffix else _family_for(effect)
        self.emit(name, f"{path}/{key}", f"{key} changed", old=o, new=n, effect=effect)
