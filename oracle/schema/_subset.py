"""Deciding schema inclusion: does every instance valid under A validate under B?

Answers are three-valued. True is only returned when proven; False when proven (by exact reasoning
over canonical branches, or by a concrete witness instance that a real validator accepts under A and
rejects under B); None when neither could be shown. Callers treat None as "not safe".
"""

from __future__ import annotations

import json
import re
from collections.abc import Iterator, Sequence
from fractions import Fraction
from typing import Any

from .._jsonenc import prebuilt
from .._types import Limits
from ._branch import Branch, branch_to_schema, effective_property, evolve, integer_bounds, name_set
from ._canon import Canonicalizer
from ._regex import StringSet, key_region_nonempty, string_subset
from ._support import Undecidable, Validator, contains_ref, same_json, sample_strings, value_key

Tri = bool | None
_NO_WITNESS = object()
_UNIVERSAL_PATTERNS = frozenset({"", ".*", "^.*$", "^.*", ".*$", "[\\s\\S]*", "^[\\s\\S]*$"})
_MAX_ENUMERATED = 256


def _all(verdicts: Iterator[Tri] | list[Tri]) -> Tri:
    result: Tri = True
    for verdict in verdicts:
        if verdict is False:
            return False
        if verdict is None:
            result = None
    return result


_contains_ref = contains_ref  # the walk and the families import it from here


class Inclusion:
    """Inclusion questions between sub-schemas of two root documents (old and new)."""

    def __init__(
        self, sub_root: Any, sup_root: Any, limits: Limits | None = None, *, mirror: Inclusion | None = None
    ) -> None:
        self.limits = limits or Limits()
        self.sub_validator: Validator
        self.sup_validator: Validator
        self.sub: Canonicalizer
        self.sup: Canonicalizer
        if mirror is not None and mirror.sub.root is sup_root and mirror.sup.root is sub_root:
            # The reverse question over the same two documents: share the canonical branches and
            # the validators (both are per root), so each schema is canonicalised once, not twice.
            self.sub_validator, self.sup_validator = mirror.sup_validator, mirror.sub_validator
            self.sub, self.sup = mirror.sup, mirror.sub
        else:
            self.sub_validator = Validator(sub_root)
            self.sup_validator = Validator(sup_root) if sup_root is not sub_root else self.sub_validator
            self.sub = Canonicalizer(sub_root, self.limits, self.sub_validator)
            self.sup = (
                Canonicalizer(sup_root, self.limits, self.sup_validator)
                if sup_root is not sub_root
                else self.sub
            )
        self._memo: dict[tuple[int, int], tuple[Any, Any, Tri]] = {}
        self._active: set[tuple[int, int]] = set()
        self._canon_memo: dict[tuple[int, int], tuple[Any, tuple[Branch, ...]]] = {}
        self.witness: Any = None  # the last counterexample found, for explanations
        self.has_witness = False
        self._direct: Any = _NO_WITNESS
        self._hints: list[Any] = []  # candidate counterexamples from automata, tried first
        # Why the last check() stayed undecided, when an automata work budget ran out.
        self.budget_note: str | None = None

    # -- public -----------------------------------------------------------------------------

    def check(self, a: Any, b: Any) -> Tri:
        """a (in the sub root) ⊆ b (in the sup root)? Never raises Undecidable."""
        self.has_witness = False
        self.budget_note = None
        try:
            verdict = self.subset(a, b)
        except Undecidable:
            return None
        except RecursionError:
            return None
        if verdict is not None:
            self.budget_note = None  # decided after all (a concrete witness): no budget to report
        return verdict

    # -- core -------------------------------------------------------------------------------

    def _canon(self, canonicalizer: Canonicalizer, schema: Any) -> tuple[Branch, ...]:
        key = (id(canonicalizer), id(schema))
        hit = self._canon_memo.get(key)
        if hit is not None and hit[0] is schema:
            return hit[1]
        result = canonicalizer.canon(schema)
        self._canon_memo[key] = (schema, result)
        return result

    def subset(self, a: Any, b: Any) -> Tri:
        if b is True or b == {}:
            return True
        if a is False:
            return True
        if same_json(a, b) and not _contains_ref(a):
            return True
        key = (id(a), id(b))
        hit = self._memo.get(key)
        if hit is not None and hit[0] is a and hit[1] is b:
            return hit[2]
        if key in self._active:
            return True  # co-inductive: a recursive pair is included unless a finite witness says otherwise
        self._active.add(key)
        try:
            verdict = self._subset_uncached(a, b)
        finally:
            self._active.discard(key)
        self._memo[key] = (a, b, verdict)
        return verdict

    def _subset_uncached(self, a: Any, b: Any) -> Tri:
        left = self._canon(self.sub, a)
        right = self._canon(self.sup, b)
        verdicts: list[Tri] = []
        for x in left:
            self._direct = _NO_WITNESS
            verdict = self._branch_covered(x, right, a, b)
            if verdict is False:
                if self._direct is not _NO_WITNESS:
                    self._note_witness(self._direct)
                    return False
                # Reasoning said no; only a concrete instance makes that a proof (contradictory
                # schemas that are secretly empty would otherwise be misjudged).
                return False if self._find_witness(left, a, b) else None
            verdicts.append(verdict)
        result = _all(verdicts)
        if result is None and self._find_witness(left, a, b):
            return False
        return result

    def _branch_covered(self, x: Branch, right: tuple[Branch, ...], a: Any, b: Any) -> Tri:
        values = self._enumerate(x)
        if values is not None and right and all(y.values is not None for y in right):
            # Finite into finite: membership by JSON identity, no validator per value (100k enums).
            keys = {value_key(v) for y in right for v in y.values or ()}
            for value in values:
                if value_key(value) not in keys and self.sub_validator.accepts(a, value):
                    self._direct = value
                    return False
            return True
        if values is not None:
            for value in values:
                # A value only counts against inclusion if the real sub-schema accepts it: the
                # branch may over-approximate (overlapping oneOf, opaque constraints).
                if not self.sup_validator.accepts(b, value) and self.sub_validator.accepts(a, value):
                    self._direct = value
                    return False
            return True
        candidates = [y for y in right if y.type == x.type or (x.type == "integer" and y.type == "number")]
        if x.type == "number":
            candidates += [y for y in right if y.type == "integer" and y not in candidates]
        if not candidates:
            return None if x.opaque else False
        verdicts = [self._branch_subset(x, y) for y in candidates]
        if any(v is True for v in verdicts):
            return True
        if _intervals_cover(x, candidates):
            return True
        if x.type == "number" and not x.non_integer:
            # All numbers = the integers plus the non-integers; each part may be covered separately.
            parts = (evolve(x, type="integer"), evolve(x, non_integer=True))
            if all(self._branch_covered(part, right, a, b) is True for part in parts):
                return True
        if len(candidates) == 1 and verdicts[0] is False:
            return None if x.opaque else False
        return None

    def _enumerate(self, x: Branch) -> list[Any] | None:
        """All instances of a finite branch, or None when there are too many to list."""
        if x.values is not None:
            return list(x.values)
        if x.type == "null":
            return [None]
        if x.type == "boolean":
            return [v for v in (True, False) if value_key(v) not in x.excluded]
        if x.type == "integer" and not x.opaque:
            lo, hi = integer_bounds(x)
            if lo is not None and hi is not None and hi - lo < _MAX_ENUMERATED:
                out = []
                for v in range(lo, hi + 1):
                    if value_key(v) in x.excluded:
                        continue
                    if all((Fraction(v) / m).denominator == 1 for m in x.multiples):
                        out.append(v)
                return out
        return None

    def _branch_subset(self, x: Branch, y: Branch) -> Tri:
        if y.values is not None:
            return False  # x is infinite here (finite ones were enumerated)
        verdicts: list[Tri] = []
        if y.opaque and not (set(y.opaque) <= set(x.opaque) and not _contains_ref(y.opaque_raw)):
            verdicts.append(None)  # an opaque constraint only matches its twin when no $ref can differ
        for key in y.excluded:
            if key not in x.excluded:
                import json

                value = json.loads(key)
                try:
                    inside = self.sub_validator.accepts(branch_to_schema(x), value)
                except Undecidable:
                    inside = True
                if inside:
                    self._hints.append(value)  # the excluded value is the likely counterexample
                verdicts.append(not inside)
        if x.type in ("number", "integer"):
            verdicts.append(self._numbers(x, y))
        elif x.type == "string":
            verdicts.append(self._strings(x, y))
        elif x.type == "array":
            verdicts.append(self._arrays(x, y))
        elif x.type == "object":
            verdicts.append(self._objects(x, y))
        result = _all(verdicts)
        if result is False and x.opaque:
            return None  # x's extra constraints might exclude the offending instances
        return result

    # -- per type ---------------------------------------------------------------------------

    def _numbers(self, x: Branch, y: Branch) -> Tri:
        if x.type == "number" and y.type == "integer":
            return False
        if y.non_integer and not x.non_integer:
            return False  # x holds integers y excludes
        verdicts: list[Tri] = []
        if x.type == "integer":
            lo, hi = integer_bounds(x)
            verdicts.append(_point_ok_low(lo, y.lo) if y.lo else True)
            verdicts.append(_point_ok_high(hi, y.hi) if y.hi else True)
        else:
            verdicts.append(_bound_within_low(x.lo, y.lo))
            verdicts.append(_bound_within_high(x.hi, y.hi))
        step = _rational_lcm(x.multiples) if x.multiples else None
        for m in y.multiples:
            if step is not None and (step / m).denominator == 1:
                continue
            if x.type == "integer" and (Fraction(1) / m).denominator == 1:
                continue
            bounded = x.lo is not None and x.hi is not None
            verdicts.append(None if bounded else False)
        return _all(verdicts)

    def _strings(self, x: Branch, y: Branch) -> Tri:
        verdicts: list[Tri] = []
        if not y.formats <= x.formats:
            verdicts.append(False)
        open_patterns = (y.patterns - x.patterns) - _UNIVERSAL_PATTERNS
        lengths_ok = x.min_len >= y.min_len and (
            y.max_len is None or (x.max_len is not None and x.max_len <= y.max_len)
        )
        plain = not (x.not_patterns or y.not_patterns or x.excluded or y.excluded)
        if plain and not open_patterns and lengths_ok:
            return _all(verdicts)
        answer = string_subset(_strings_of(x), _strings_of(y), self.limits)
        if answer.decided is not None:
            if answer.witness is not None:
                self._hints.append(answer.witness)
            verdicts.append(answer.decided)
            return _all(verdicts)
        if answer.exhausted:
            self.budget_note = answer.exhausted
        if not plain:
            verdicts.append(None)
        verdicts.append(lengths_ok)
        for pattern in open_patterns:
            verdicts.append(None if x.patterns else self._pattern_witness(x, pattern))
        return _all(verdicts)

    def _pattern_witness(self, x: Branch, pattern: str) -> Tri:
        try:
            compiled = re.compile(pattern)
        except re.error:
            raise Undecidable(f"pattern {pattern!r} is not a regular expression Python can read") from None
        for sample in sample_strings(x.min_len, x.max_len):
            if compiled.search(sample) is None and not x.formats:
                return False  # confirmed (or not) against the real schemas by the caller
        return None

    def _arrays(self, x: Branch, y: Branch) -> Tri:
        x_max = x.max_items
        # Items nothing satisfies ("enum": ["a"] beside "minLength": 2) allow no item past the prefix,
        # like "items": false: such arrays are no longer than the prefix, whatever maxItems says.
        if x.rest is False or (x.rest is not True and not self._canon(self.sub, x.rest)):
            x_max = len(x.prefix) if x_max is None else min(x_max, len(x.prefix))
        verdicts: list[Tri] = [x.min_items >= y.min_items]
        if y.max_items is not None:
            verdicts.append(x_max is not None and x_max <= y.max_items)
            if (x_max is None or x_max > y.max_items) and not x.prefix:
                # The likely counterexample: one item more than y allows, all different (x may
                # demand unique items); witness search confirms it against the real schemas.
                count = y.max_items + 1
                longer = (
                    self._distinct_valid(x.rest, count) if x.unique else self._repeated_valid(x.rest, count)
                )
                if longer is not None:
                    self._hints.append(longer)
        if y.unique and not x.unique:
            verdicts.append(x_max is not None and x_max < 2)
        positions = max(len(x.prefix), len(y.prefix))
        for index in range(positions + 1):
            if x_max is not None and index >= x_max:
                break
            xi = x.prefix[index] if index < len(x.prefix) else x.rest
            yi = y.prefix[index] if index < len(y.prefix) else y.rest
            self.has_witness = False
            verdict = self.subset(xi, yi)
            if verdict is False and self.has_witness:
                filler = [
                    _first_samples(self, x.prefix[i] if i < len(x.prefix) else x.rest, 1, 1)
                    for i in range(index)
                ]
                head = [f[0] if f else None for f in filler]
                self._hints.append([*head, *[self.witness] * max(1, x.min_items - index)])
            verdicts.append(verdict)
        for sub, low, high in y.contains:
            if low == 0 and high is None:
                continue
            matched = any(
                self.subset(cx, sub) is True
                and lx >= low
                and (high is None or (hx is not None and hx <= high))
                for cx, lx, hx in x.contains
            )
            if matched:
                continue
            verdicts.append(False if not x.contains and x.min_items == 0 and low > 0 else None)
        return _all(verdicts)

    def _objects(self, x: Branch, y: Branch) -> Tri:
        if x.max_props == 0:
            # Only the empty object: it meets y unless y demands properties.
            return not y.required and y.min_props == 0
        verdicts: list[Tri] = []
        for name in y.required - x.required:
            verdicts.append(False)
            del name
        names = name_set(x) | name_set(y)
        for name in sorted(names):
            sx = effective_property(x, name)
            if sx is False:
                continue
            self.has_witness = False
            verdict = self.subset(sx, effective_property(y, name))
            if verdict is False and self.has_witness:
                # Lift the property's counterexample into one for the object: the parent's proof.
                self._hints.append(self._object_around(x, name, self.witness))
            verdicts.append(verdict)
        x_closed = x.additional is False and not x.pattern_props
        if not x_closed:
            if not x.pattern_props and not y.pattern_props:
                verdicts.append(self.subset(x.additional, y.additional))
            elif dict(x.pattern_props).keys() == dict(y.pattern_props).keys():
                ypp = dict(y.pattern_props)
                verdicts.extend(self.subset(s, ypp[p]) for p, s in x.pattern_props)
                verdicts.append(self.subset(x.additional, y.additional))
            elif not (y.additional is True and not y.pattern_props):
                verdicts.append(self._key_regions(x, y))
        x_min = max(x.min_props, len(x.required))
        if y.min_props > x_min:
            verdicts.append(False)
        if y.max_props is not None:
            x_max = x.max_props
            if x_closed:
                allowed = len([n for n in name_set(x) if effective_property(x, n) is not False])
                x_max = allowed if x_max is None else min(x_max, allowed)
            verdicts.append(x_max is not None and x_max <= y.max_props)
        if y.property_names is not True:
            if x_closed:
                verdicts.extend(
                    self.sup_validator.accepts(y.property_names, n)
                    for n in name_set(x)
                    if effective_property(x, n) is not False
                )
            else:
                source = x.property_names if x.property_names is not True else {"type": "string"}
                verdicts.append(self.subset(source, y.property_names))
        x_deps = dict(x.dependent_required)
        for trigger, deps in y.dependent_required:
            have = x_deps.get(trigger, frozenset()) | x.required
            if deps <= have or effective_property(x, trigger) is False:
                continue
            verdicts.append(False)
        return _all(verdicts)

    # -- witnesses --------------------------------------------------------------------------

    def _key_regions(self, x: Branch, y: Branch) -> Tri:
        """Undeclared property names, split by which patterns of x and y they match.

        Each non-empty region (decided with automata) has one effective schema on each side: the
        conjunction of the matching patternProperties, or additionalProperties where none match.
        """
        patterns = list(dict.fromkeys([p for p, _ in x.pattern_props] + [p for p, _ in y.pattern_props]))
        if len(patterns) > 6:
            return None
        declared = sorted(name_set(x) | name_set(y))
        verdicts: list[Tri] = []
        for mask in range(1 << len(patterns)):
            inside = [p for i, p in enumerate(patterns) if mask >> i & 1]
            outside = [p for i, p in enumerate(patterns) if not mask >> i & 1]
            region = key_region_nonempty(inside, outside, declared, self.limits)
            if region.exhausted:
                self.budget_note = region.exhausted
            if region.decided is None:
                return None
            if not region.decided:
                continue
            verdicts.append(self.subset(_region_schema(x, inside), _region_schema(y, inside)))
        return _all(verdicts)

    def _distinct_valid(self, schema: Any, count: int) -> list[Any] | None:
        """`count` different instances of `schema` (in the sub root), or None if sampling finds fewer."""
        if count > 16:
            return None
        found: dict[str | None, Any] = {}
        for value in _first_samples(self, schema, 1, 64):
            key = _exact_key(value)
            if key is None or key in found:
                continue
            try:
                if not self.sub_validator.accepts(schema, value):
                    continue
            except Undecidable:
                return None
            found[key] = value
            if len(found) == count:
                return list(found.values())
        return None

    def _repeated_valid(self, schema: Any, count: int) -> list[Any] | None:
        """One instance of `schema` (in the sub root) `count` times, for arrays that allow repeats: an
        enum of two values still makes a three-item array. None if sampling finds no instance."""
        if count > 64:
            return None
        for value in _first_samples(self, schema, 1, 64):
            try:
                if self.sub_validator.accepts(schema, value):
                    return [value] * count
            except Undecidable:
                return None
        return None

    def _object_around(self, x: Branch, name: str, value: Any) -> dict[str, Any]:
        """An object of branch x whose property `name` holds `value`, required properties filled."""
        out: dict[str, Any] = {}
        for required in sorted(x.required - {name}):
            got = _first_samples(self, effective_property(x, required), 1, 1)
            out[required] = got[0] if got else None
        out[name] = value
        return out

    def _samples(self, branch: Branch, depth: int) -> Iterator[Any]:
        return _samples(branch, self, depth)

    def _note_witness(self, value: Any) -> None:
        self.witness = value
        self.has_witness = True

    def _find_witness(self, left: tuple[Branch, ...], a: Any, b: Any) -> bool:
        """Search a few instances of `a` for one that `b` rejects (exact, via a real validator)."""
        tried = 0
        # A value met again in this search was no counterexample the first time (else the search
        # would have ended): skip it. A quarter of the values in failed searches repeat.
        seen: set[str] = set()
        for value in self._hints[-8:]:
            key = _exact_key(value)
            if key in seen:
                continue
            try:
                if self.sub_validator.accepts(a, value) and not self.sup_validator.accepts(b, value):
                    self._note_witness(value)
                    return True
            except Undecidable:
                break
            if key is not None:
                seen.add(key)  # only once it validated: a value that raised must raise again
        for branch in left:
            for value in self._samples(branch, 2):
                tried += 1
                if tried > 200:
                    return False
                key = _exact_key(value)
                if key in seen:
                    continue
                try:
                    if self.sub_validator.accepts(a, value) and not self.sup_validator.accepts(b, value):
                        self._note_witness(value)
                        return True
                except Undecidable:
                    return False
                if key is not None:
                    seen.add(key)
        return False


def _exact_key(value: Any) -> str | None:
    """An encoding two values share only when every validator treats them alike, or None.

    Unlike value_key, 1 and 1.0 stay apart (draft 4 calls 1.0 no integer) and so do true and 1; key
    order is ignored, as validation ignores it. The values searched are JSON (decoded or built from
    branches, string keys only); one the encoder cannot write gets no key and is always validated.
    """
    try:
        return _EXACT_ENCODE(value)
    except (TypeError, ValueError, RecursionError):
        return None


_EXACT_ENCODE = prebuilt(json.JSONEncoder(sort_keys=True, separators=(",", ":"), ensure_ascii=False))


def _strings_of(branch: Branch) -> StringSet:
    import json

    excluded = frozenset(v for v in (json.loads(k) for k in branch.excluded) if isinstance(v, str))
    return StringSet(branch.patterns, branch.not_patterns, excluded, branch.min_len, branch.max_len)


def _region_schema(branch: Branch, matched: list[str]) -> Any:
    schemas = [sub for pattern, sub in branch.pattern_props if pattern in matched]
    if not schemas:
        return branch.additional
    return schemas[0] if len(schemas) == 1 else {"allOf": schemas}


def _spans_cover(lo: int | None, hi: int | None, spans: Sequence[tuple[int | None, int | None]]) -> bool:
    """Whether closed integer spans (None = unbounded) together cover [lo, hi]."""
    cursor = lo
    for start, end in sorted(spans, key=lambda span: (span[0] is not None, span[0] or 0)):
        if start is not None and (cursor is None or start > cursor):
            return False
        if end is None:
            return True
        cursor = end + 1 if cursor is None else max(cursor, end + 1)
        if hi is not None and cursor > hi:
            return True
    return False


def _intervals_cover(x: Branch, candidates: list[Branch]) -> bool:
    """Whether several candidates that differ from x only in one range together cover x's range.

    Covers integer intervals, array lengths and string lengths: `anyOf: [{maxItems: 2}, {minItems: 3}]`
    is every array, though no single branch is.
    """
    if x.type == "integer":
        plain = [y for y in candidates if not (y.multiples or y.excluded or y.opaque or y.values is not None)]
        plain = [y for y in plain if not y.non_integer]
        return _spans_cover(*integer_bounds(x), [integer_bounds(y) for y in plain])
    if x.type == "array":
        if _contains_ref((x.prefix, x.rest, [c for c, _, _ in x.contains])):
            return False  # equal-looking item schemas may resolve differently in the two documents
        base = evolve(x, min_items=0, max_items=None)
        spans = [
            (y.min_items, y.max_items) for y in candidates if evolve(y, min_items=0, max_items=None) == base
        ]
        return _spans_cover(x.min_items, x.max_items, spans)
    if x.type == "string":
        base = evolve(x, min_len=0, max_len=None)
        spans = [(y.min_len, y.max_len) for y in candidates if evolve(y, min_len=0, max_len=None) == base]
        return _spans_cover(x.min_len, x.max_len, spans)
    return False


def _rational_lcm(values: tuple[Fraction, ...]) -> Fraction:
    """The smallest positive rational that is an integer multiple of every value."""
    from math import gcd, lcm

    numerator = lcm(*(v.numerator for v in values))
    denominator = gcd(*(v.denominator for v in values))
    return Fraction(numerator, denominator)


def _first_samples(inclusion: Inclusion, schema: Any, depth: int, limit: int) -> list[Any]:
    out: list[Any] = []
    try:
        branches = inclusion.sub.canon(schema)
    except Undecidable:
        return out
    for branch in branches:
        for value in inclusion._samples(branch, depth):
            out.append(value)
            if len(out) >= limit:
                return out
    return out


def _point_ok_low(lo: int | None, bound: tuple[Fraction, bool] | None) -> bool:
    if bound is None:
        return True
    if lo is None:
        return False
    return lo > bound[0] if bound[1] else lo >= bound[0]


def _point_ok_high(hi: int | None, bound: tuple[Fraction, bool] | None) -> bool:
    if bound is None:
        return True
    if hi is None:
        return False
    return hi < bound[0] if bound[1] else hi <= bound[0]


def _bound_within_low(x: tuple[Fraction, bool] | None, y: tuple[Fraction, bool] | None) -> bool:
    if y is None:
        return True
    if x is None:
        return False
    if x[0] != y[0]:
        return x[0] > y[0]
    return x[1] or not y[1]


def _bound_within_high(x: tuple[Fraction, bool] | None, y: tuple[Fraction, bool] | None) -> bool:
    if y is None:
        return True
    if x is None:
        return False
    if x[0] != y[0]:
        return x[0] < y[0]
    return x[1] or not y[1]


def _samples(branch: Branch, inclusion: Inclusion | None = None, depth: int = 0) -> Iterator[Any]:
    """A handful of plausible instances of a branch, for witness search."""
    kind = branch.type
    if branch.values is not None:
        yield from branch.values
    elif kind == "null":
        yield None
    elif kind == "boolean":
        yield from (True, False)
    elif kind in ("integer", "number"):
        points: list[Fraction] = [Fraction(0), Fraction(1), Fraction(-1), Fraction(10**6), Fraction(-(10**6))]
        for bound in (branch.lo, branch.hi):
            if bound is not None:
                points += [bound[0], bound[0] + 1, bound[0] - 1, bound[0] + Fraction(1, 2)]
        if kind == "number":
            points += [Fraction(1, 2), Fraction(-5, 2)]
        for m in branch.multiples:
            points += [m, m * 2, m * 3]
        for p in points:
            yield int(p) if p.denominator == 1 else float(p)
    elif kind == "string":
        yield from sample_strings(branch.min_len, branch.max_len)
        yield "2024-01-01T00:00:00Z"
        yield "user@example.com"
    elif kind == "array":
        if inclusion is not None and depth > 0:
            first = branch.prefix[0] if branch.prefix else branch.rest
            items = _first_samples(inclusion, first, depth - 1, 6)
            for item in items:
                yield [item] * max(1, branch.min_items)
            # Mixed arrays: a union of item types is wider than each array of one type.
            for i, left in enumerate(items):
                for right in items[i + 1 :]:
                    yield [left, right]
        yield []
        yield [None]
        yield [0, 0]
        yield ["a", "a"]
        yield [{}]
    elif kind == "object":
        if inclusion is not None and depth > 0:
            base_filled: dict[str, Any] = {}
            for name in sorted(branch.required):
                got = _first_samples(inclusion, effective_property(branch, name), depth - 1, 1)
                base_filled[name] = got[0] if got else None
            yield dict(base_filled)
            for name, sub in branch.props:
                for value in _first_samples(inclusion, sub, depth - 1, 8):
                    yield {**base_filled, name: value}
        base = {name: None for name in sorted(branch.required)}
        yield dict(base)
        fills: tuple[Any, ...] = ("a", 0, 1.5, True, None, [], {})
        for fill in fills:
            yield {name: fill for name in sorted(branch.required)}
        for name, _ in branch.props:
            for fill in fills:
                yield {**{n: "a" for n in branch.required}, name: fill}
        yield {**base, "zz_extra": 1}
