"""The explaining walker: compares two schemas keyword by keyword and says what moved, where.

Every node is first settled by the inclusion engine (`_subset.Inclusion`) in both directions; the
keyword comparisons then name the change (a rule from the catalogue, a JSON pointer, old -> new).
The two are reconciled at each node: a keyword-level claim that the inclusion engine disproves is
dropped or corrected, and a change the keywords did not name but the engine proved (or could not
rule out) gets a generic finding, so the verdict is never "safe" without proof.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import replace
from fractions import Fraction
from typing import Any

from .._types import ABSENT, Direction, Effect, Finding, Options
from ..rules import CATALOGUE
from ._canon import Branch, _frac
from ._subset import Inclusion, Tri, _contains_ref
from ._support import ANNOTATION_KEYS, Undecidable, json_type, resolve_ref, same_json, value_key

# Rule families whose grade is policy, not set inclusion: they stay even when inclusion disagrees.
_POLICY_FAMILIES = frozenset(
    {
        "property-added",
        "property-removed",
        "default-changed",
        "default-added",
        "default-removed",
        "deprecated-added",
        "title-changed",
        "property-description-changed",
        "schema-annotation-changed",
        "schema-equivalent",
    }
)
_NON_VALIDATING = ANNOTATION_KEYS - {"$defs", "definitions"}


def _escape(token: str) -> str:
    return token.replace("~", "~0").replace("/", "~1")


def _effect_of(forward: Tri, backward: Tri) -> Effect:
    """The set effect of old -> new given old ⊆ new (forward) and new ⊆ old (backward)."""
    if forward is True and backward is True:
        return Effect.EQUIVALENT
    if forward is True:
        return Effect.WIDENED
    if backward is True:
        return Effect.NARROWED if forward is False else Effect.UNKNOWN
    if forward is False and backward is False:
        return Effect.CHANGED
    return Effect.UNKNOWN


def _family_for(effect: Effect) -> str:
    return {
        Effect.NARROWED: "schema-narrowed",
        Effect.WIDENED: "schema-widened",
        Effect.CHANGED: "schema-changed",
    }.get(effect, "schema-undecidable")


class Walker:
    def __init__(
        self, old_root: Any, new_root: Any, *, direction: Direction, tool: str, options: Options
    ) -> None:
        self.direction = direction
        self.tool = tool
        self.options = options
        self.limits = options.limits
        self.old_root = old_root
        self.new_root = new_root
        self.forward = Inclusion(old_root, new_root, self.limits)
        self.backward = Inclusion(new_root, old_root, self.limits)
        self.findings: list[Finding] = []
        self._seen: dict[tuple[int, int], tuple[Any, Any]] = {}
        # Equal subtrees are equal contracts when every $ref target is the same in both documents.
        self._same_targets = same_json(old_root, new_root) or (
            isinstance(old_root, dict)
            and isinstance(new_root, dict)
            and all(same_json(old_root.get(k), new_root.get(k)) for k in ("$defs", "definitions"))
            and not _refs_outside_defs(old_root)
        )
        self._nodes = 0

    # -- emitting ---------------------------------------------------------------------------

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
    ) -> None:
        from ..evaluate import make_finding

        rule_id = f"{self.direction.value}-{family}"
        spec = CATALOGUE[rule_id]
        effect = effect or spec.effect
        self.findings.append(
            make_finding(
                rule_id,
                self.tool,
                path,
                message,
                self.options,
                old=old,
                new=new,
                effect=effect,
                certain=effect is not Effect.UNKNOWN,
                reason=reason,
                evidence=tuple(evidence),
            )
        )

    def _witness_note(self, inclusion: Inclusion) -> tuple[str, ...]:
        if inclusion.has_witness:
            return (f"counterexample: {value_key(inclusion.witness)}",)
        return ()

    # -- the walk ---------------------------------------------------------------------------

    def walk(self, old: Any, new: Any, path: str, depth: int = 0, annotations_only: bool = False) -> None:
        key = (id(old), id(new))
        if key in self._seen:
            return  # a recursive pair already being (or been) compared
        self._seen[key] = (old, new)
        self._nodes += 1
        if depth > self.limits.max_depth or self._nodes > self.limits.max_schema_nodes:
            self.emit(
                "schema-undecidable",
                path,
                "schema too deep or too large to compare",
                reason="Limits.max_depth / max_schema_nodes exceeded",
            )
            return
        try:
            old_r = resolve_ref(self.old_root, old, self.limits)
            new_r = resolve_ref(self.new_root, new, self.limits)
        except Undecidable as exc:
            if value_key(old) != value_key(new):
                self.emit("ref-unresolvable", path, str(exc), old=old, new=new, reason=str(exc))
            return
        if same_json(old_r, new_r) and (self._same_targets or not _contains_ref(old_r)):
            return
        old_r = {} if old_r is True else {"not": {}} if old_r is False else old_r
        new_r = {} if new_r is True else {"not": {}} if new_r is False else new_r
        if not isinstance(old_r, dict) or not isinstance(new_r, dict):
            self.emit(
                "schema-undecidable",
                path,
                "a schema must be an object or a boolean",
                old=old_r,
                new=new_r,
                reason="malformed schema",
            )
            return
        self._annotations(old_r, new_r, path)
        if annotations_only:
            self._children(old_r, new_r, path, depth, annotations_only=True)
            return
        forward = self.forward.check(old_r, new_r)
        fwd_witness = self._witness_note(self.forward)
        backward = self.backward.check(new_r, old_r)
        bwd_witness = self._witness_note(self.backward)
        if forward is True and backward is True:
            if _validation_view(old_r) != _validation_view(new_r):
                self.emit(
                    "schema-equivalent",
                    path,
                    "respelled without changing what validates",
                    reason="the accepted instances are identical",
                )
            self._children(old_r, new_r, path, depth, annotations_only=True)
            return
        start = len(self.findings)
        self._keywords(old_r, new_r, path, depth)
        self._reconcile(start, path, forward, backward, fwd_witness, bwd_witness)

    def _children(
        self, old: dict[str, Any], new: dict[str, Any], path: str, depth: int, *, annotations_only: bool
    ) -> None:
        for name, sub in _dict(old.get("properties")).items():
            other = _dict(new.get("properties")).get(name)
            if other is not None:
                self.walk(sub, other, f"{path}/properties/{_escape(name)}", depth + 1, annotations_only)
        for key in ("items", "additionalProperties", "additionalItems", "contains", "propertyNames", "not"):
            if isinstance(old.get(key), dict) and isinstance(new.get(key), dict):
                self.walk(old[key], new[key], f"{path}/{key}", depth + 1, annotations_only)
        for key in ("prefixItems", "allOf", "anyOf", "oneOf"):
            a, b = old.get(key), new.get(key)
            if isinstance(a, list) and isinstance(b, list) and len(a) == len(b):
                for i, (x, y) in enumerate(zip(a, b)):
                    self.walk(x, y, f"{path}/{key}/{i}", depth + 1, annotations_only)
        if annotations_only:
            for key in ("$defs", "definitions"):
                defs_old, defs_new = _dict(old.get(key)), _dict(new.get(key))
                for name in defs_old.keys() & defs_new.keys():
                    self.walk(
                        defs_old[name], defs_new[name], f"{path}/{key}/{_escape(name)}", depth + 1, True
                    )

    # -- annotations ------------------------------------------------------------------------

    def _annotations(self, old: dict[str, Any], new: dict[str, Any], path: str) -> None:
        from ..description import description_findings

        o_desc, n_desc = old.get("description"), new.get("description")
        if o_desc != n_desc:
            self.findings += description_findings(
                self.tool,
                f"{path}/description",
                o_desc if isinstance(o_desc, str) else None,
                n_desc if isinstance(n_desc, str) else None,
                self.options,
                rule_id=f"{self.direction.value}-property-description-changed",
            )
        if old.get("title") != new.get("title"):
            self.emit(
                "title-changed",
                f"{path}/title",
                "title changed",
                old=old.get("title", ABSENT),
                new=new.get("title", ABSENT),
            )
        if "default" in old or "default" in new:
            o, n = old.get("default", ABSENT), new.get("default", ABSENT)
            if o is ABSENT:
                self.emit("default-added", f"{path}/default", f"default {value_key(n)} documented", new=n)
            elif n is ABSENT:
                self.emit("default-removed", f"{path}/default", "default no longer documented", old=o)
            elif value_key(o) != value_key(n):
                self.emit(
                    "default-changed",
                    f"{path}/default",
                    f"default changed {value_key(o)} -> {value_key(n)}",
                    old=o,
                    new=n,
                )
        if new.get("deprecated") is True and old.get("deprecated") is not True:
            self.emit("deprecated-added", f"{path}/deprecated", "marked deprecated", new=True)
        changed = sorted(
            k
            for k in _NON_VALIDATING - {"description", "title", "default", "deprecated"}
            if value_key(old.get(k)) != value_key(new.get(k))
        )
        if changed:
            self.emit(
                "schema-annotation-changed",
                path,
                f"non-validating keyword(s) changed: {', '.join(changed)}",
                reason=f"{', '.join(changed)} do not affect validation",
            )

    # -- keyword families -------------------------------------------------------------------

    def _keywords(self, old: dict[str, Any], new: dict[str, Any], path: str, depth: int) -> None:
        old_types, new_types = self._types(old, self.forward, True), self._types(new, self.forward, False)
        finite = ("enum" in old or "const" in old) and ("enum" in new or "const" in new)
        if not finite and old_types is not None and new_types is not None:
            self._type_change(old, new, old_types, new_types, path)
        self._finite(old, new, path)
        both = set() if old_types is None or new_types is None else _overlap(old_types, new_types)
        if both & {"number", "integer"}:
            self._numbers(
                old,
                new,
                path,
                only_integers=both <= {"integer"} or (old_types <= {"integer"} if old_types else False),
            )
        if "string" in both:
            self._strings(old, new, path)
        if "array" in both:
            self._arrays(old, new, path, depth)
        if "object" in both:
            self._objects(old, new, path, depth)
        self._composition(old, new, path, depth)

    def _types(self, schema: dict[str, Any], inclusion: Inclusion, is_old: bool) -> set[str] | None:
        canon = inclusion.sub if is_old else inclusion.sup
        try:
            branches: tuple[Branch, ...] = canon.canon(schema)
        except Undecidable:
            return None
        out: set[str] = set()
        for branch in branches:
            if branch.values is not None:
                out.update(json_type(v) for v in branch.values)
            else:
                out.add(branch.type)
        return out

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
                effect = self._effect(o_props[name], _effective(new, name))
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
            effect = self._effect(_effective(old, name), n_props[name])
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

    def _effect(self, old: Any, new: Any) -> Effect:
        return _effect_of(self.forward.check(old, new), self.backward.check(new, old))

    # -- reconciliation ---------------------------------------------------------------------

    def _reconcile(
        self,
        start: int,
        path: str,
        forward: Tri,
        backward: Tri,
        fwd_witness: tuple[str, ...],
        bwd_witness: tuple[str, ...],
    ) -> None:
        kept: list[Finding] = []
        for finding in self.findings[start:]:
            family = finding.rule_id.split("-", 1)[1]
            effect = finding.effect
            if family in _POLICY_FAMILIES or effect in (None, Effect.ANNOTATION, Effect.EQUIVALENT):
                kept.append(finding)
                continue
            if effect is Effect.UNKNOWN and forward is False:
                # The engine proved what the keyword could not: the change does narrow.
                finding = replace(
                    finding,
                    effect=Effect.CHANGED if backward is False else Effect.NARROWED,
                    certain=True,
                    reason=None,
                    evidence=finding.evidence or fwd_witness,
                )
                kept.append(finding)
                continue
            if forward is True and effect in (Effect.NARROWED, Effect.CHANGED, Effect.UNKNOWN):
                if effect is Effect.NARROWED or backward is True:
                    continue  # disproved: the node as a whole accepts everything it did
                finding = self._retarget(finding, Effect.WIDENED)
            elif backward is True and effect in (Effect.WIDENED, Effect.CHANGED, Effect.UNKNOWN):
                if effect is Effect.WIDENED or forward is True:
                    continue
                finding = self._retarget(finding, Effect.NARROWED if forward is False else Effect.UNKNOWN)
            kept.append(finding)
        self.findings[start:] = kept
        narrows = any(
            f.effect in (Effect.NARROWED, Effect.CHANGED)
            and f.rule_id.split("-", 1)[1] not in ("property-added",)
            for f in kept
        ) or any(f.effect is Effect.NARROWED for f in kept if f.rule_id.endswith("property-added"))
        widens = any(f.effect in (Effect.WIDENED, Effect.CHANGED) for f in kept)
        unknown = any(f.effect is Effect.UNKNOWN for f in kept)
        if forward is False and not narrows:
            self.emit(
                "schema-narrowed",
                path,
                "the new schema rejects values the old accepted",
                effect=Effect.NARROWED,
                evidence=fwd_witness,
            )
        elif forward is None and not narrows and not unknown:
            self.emit(
                "schema-undecidable",
                path,
                "could not prove the new schema accepts everything the old did",
                reason="inclusion not decided",
            )
        if backward is False and not widens:
            self.emit(
                "schema-widened",
                path,
                "the new schema accepts values the old rejected",
                effect=Effect.WIDENED,
                evidence=bwd_witness,
            )
        elif backward is None and not widens and not unknown and self.direction is Direction.OUTPUT:
            self.emit(
                "schema-undecidable",
                path,
                "could not prove the new schema promises no more than the old",
                reason="inclusion not decided",
            )

    def _retarget(self, finding: Finding, effect: Effect) -> Finding:
        from ..evaluate import make_finding

        family = finding.rule_id.split("-", 1)[1]
        base = family.rsplit("-", 1)[0]
        suffix = {Effect.NARROWED: "narrowed", Effect.WIDENED: "widened"}.get(effect)
        candidate = f"{self.direction.value}-{base}-{suffix}" if suffix else ""
        if candidate not in CATALOGUE:
            candidate = f"{self.direction.value}-{_family_for(effect)}"
        return make_finding(
            candidate,
            finding.tool,
            finding.path,
            finding.message,
            self.options,
            old=finding.old,
            new=finding.new,
            effect=effect,
            certain=effect is not Effect.UNKNOWN,
            reason=finding.reason,
            evidence=finding.evidence,
        )


# -- helpers ------------------------------------------------------------------------------------


def _refs_outside_defs(schema: Any) -> bool:
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


def _effective(schema: dict[str, Any], name: str) -> Any:
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
