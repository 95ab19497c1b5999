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
from typing import Any

from .._types import ABSENT, Direction, Effect, Finding, Options
from ..rules import CATALOGUE
from ._branch import Branch
from ._families import KeywordFamilies
from ._keys import ANNOTATION_KEYS
from ._keywords import (
    _dict,
    _escape,
    _family_for,
    _overlap,
    _refs_outside_defs,
    _validation_view,
)
from ._subset import Inclusion, Tri, _contains_ref
from ._support import Undecidable, json_type, resolve_ref, same_json, value_key

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
        "pattern-budget-exceeded",  # emitted only when the deciding direction ran out of budget
    }
)
_NON_VALIDATING = ANNOTATION_KEYS - {"$defs", "definitions"}


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


def _budget_reason(note: str) -> str:
    return f"regular-expression comparison undecided within its work budget ({note}); see Limits"


class Walker(KeywordFamilies):
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
        self.backward = Inclusion(new_root, old_root, self.limits, mirror=self.forward)
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
        self.budget_note: str | None = None  # the current node's automata budget note, if any

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
        from ..findings import make_finding

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
        fwd_budget = self.forward.budget_note
        backward = self.backward.check(new_r, old_r)
        bwd_witness = self._witness_note(self.backward)
        # The direction that decides the grade: inputs must keep accepting (old ⊆ new), outputs
        # must keep their promise (new ⊆ old). Read by _strings before children overwrite it.
        self.budget_note = fwd_budget if self.direction is Direction.INPUT else self.backward.budget_note
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
        budget_note = self.budget_note
        start = len(self.findings)
        self._keywords(old_r, new_r, path, depth)
        self._reconcile(start, path, forward, backward, fwd_witness, bwd_witness, budget_note)

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
        budget_note: str | None = None,
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
                "pattern-budget-exceeded" if budget_note else "schema-undecidable",
                path,
                "could not prove the new schema accepts everything the old did",
                reason=_budget_reason(budget_note) if budget_note else "inclusion not decided",
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
                "pattern-budget-exceeded" if budget_note else "schema-undecidable",
                path,
                "could not prove the new schema promises no more than the old",
                reason=_budget_reason(budget_note) if budget_note else "inclusion not decided",
            )

    def _retarget(self, finding: Finding, effect: Effect) -> Finding:
        from ..findings import make_finding

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
