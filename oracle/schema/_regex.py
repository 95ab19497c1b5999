"""Inclusion between string languages given by `pattern`s, excluded literals and length bounds.

JSON Schema patterns are ECMA-262 regular expressions matched anywhere in the string (unanchored
search), and ECMA's `.` does not match line terminators. Patterns are translated to that meaning and
parsed with `greenery`; anything it cannot read (lookarounds, back-references, word boundaries)
leaves the question undecided, never answered by guess. The automata work is done by `_automata`
within the work budget of `Limits` (states, steps, deadline): a comparison that would run on is
answered undecided with the reason, and graded as such.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache
from typing import Any

from .._types import Limits
from ._automata import Alphabet, Exhausted, LazyDfa, Nfa, State, Trie, Work, search

_ANY = "[\\s\\S]"
_DOT = "[^\n\r\u2028\u2029]"  # real characters: greenery reads no \\u escapes
_MAX_PATTERN = 300
_MAX_LENGTH = 4096  # finite length bounds above this are compared numerically, not as automata
_CACHE_SIZE = 4096
_GUESS_SYMBOLS = 8  # witness guesses per pattern after an exhausted search, one per preferred symbol


def _translate(pattern: str) -> str | None:
    """ECMA search semantics -> a full-match regular expression greenery understands."""
    if len(pattern) > _MAX_PATTERN:
        return None
    body = pattern
    anchored_start = body.startswith("^")
    if anchored_start:
        body = body[1:]
    anchored_end = body.endswith("$") and not body.endswith("\\$")
    if anchored_end:
        body = body[:-1]
    out: list[str] = []
    in_class = False
    escaped = False
    for ch in body:
        if escaped:
            if ch in "bBkpPu" or (ch.isdigit() and ch != "0"):
                return None  # word boundaries, back-references, unicode classes
            out.append("\\" + ch)
            escaped = False
            continue
        if ch == "\\":
            escaped = True
        elif in_class:
            out.append(ch)
            if ch == "]":
                in_class = False
        elif ch == "[":
            in_class = True
            out.append(ch)
        elif ch in "^$":
            return None  # an anchor inside the pattern (alternation of anchors): not translated
        elif ch == ".":
            out.append(_DOT)
        else:
            out.append(ch)
    if escaped or in_class:
        return None
    core = "".join(out)
    prefix = "" if anchored_start else f"{_ANY}*"
    suffix = "" if anchored_end else f"{_ANY}*"
    if not core:  # `^$` accepts only the empty string; `^`, `$` and `` accept every string
        return "(?:)" if anchored_start and anchored_end else f"{_ANY}*"
    return f"{prefix}(?:{core}){suffix}"


@lru_cache(maxsize=1024)
def _tree(pattern: str) -> Any:
    """greenery's parse tree of a pattern with ECMA search semantics, or None if unreadable."""
    from greenery import parse

    translated = _translate(pattern)
    if translated is None:
        return None
    try:
        return parse(translated)
    except Exception:  # greenery raises its own parse errors for unsupported syntax
        return None


@dataclass(frozen=True)
class StringSet:
    """The strings a string branch accepts, as automata see them."""

    patterns: frozenset[str] = frozenset()
    not_patterns: frozenset[str] = frozenset()
    excluded: frozenset[str] = frozenset()  # literal strings taken out (a `not: {enum: [...]}`)
    min_len: int = 0
    max_len: int | None = None


@dataclass(frozen=True)
class Verdict:
    """A three-valued answer, a witness string when one was found, and why the budget stopped it."""

    decided: bool | None
    witness: str | None = None
    exhausted: str | None = None


class _Unreadable(Exception):
    pass


class _Question:
    """The automata of several string sets over one shared alphabet."""

    def __init__(self, sets: list[StringSet], work: Work) -> None:
        patterns = sorted({p for s in sets for p in s.patterns | s.not_patterns})
        trees = {p: _tree(p) for p in patterns}
        if any(tree is None for tree in trees.values()):
            raise _Unreadable
        bounds = [b for s in sets for b in (s.min_len, s.max_len) if b]
        if any(b > _MAX_LENGTH for b in bounds):
            raise _Unreadable
        literals = frozenset[str]().union(*(s.excluded for s in sets))
        self.alphabet = Alphabet.build(trees.values(), literals)
        self.index = {p: i for i, p in enumerate(patterns)}
        self.dfas = [LazyDfa(Nfa(trees[p], self.alphabet, work)) for p in patterns]
        self.literal_sets = sorted({s.excluded for s in sets if s.excluded}, key=sorted)
        self.trie_index = {words: len(self.index) + i for i, words in enumerate(self.literal_sets)}
        self.tries = [Trie(sorted(words), self.alphabet) for words in self.literal_sets]
        self.cap = max(bounds) + 1 if bounds else 0

    def holds(self, s: StringSet, state: State) -> bool:
        """Is the string that led to `state` in s?"""
        for p in s.patterns:
            i = self.index[p]
            if not self.dfas[i].accepting[state[i]]:
                return False
        for p in s.not_patterns:
            i = self.index[p]
            if self.dfas[i].accepting[state[i]]:
                return False
        if s.excluded:
            j = self.trie_index[s.excluded]
            if self.tries[j - len(self.index)].holds(state[j]):
                return False
        length = state[-1]
        return s.min_len <= length and (s.max_len is None or length <= s.max_len)

    def may_grow_into(self, s: StringSet, state: State) -> bool:
        """Can some extension of this string still be in s? (False prunes the search.)"""
        if s.max_len is not None and state[-1] > s.max_len:
            return False
        return not any(self.dfas[self.index[p]].dead(state[self.index[p]]) for p in s.patterns)

    def state_of(self, text: str) -> State:
        dfas = tuple(d.start for d in self.dfas)
        tries = [0] * len(self.tries)
        for ch in text:
            symbol = self.alphabet.symbol(ch)
            dfas = tuple(d.row(q)[symbol] for d, q in zip(self.dfas, dfas, strict=True))
            tries = [t.step(n, symbol) for t, n in zip(self.tries, tries, strict=True)]
        return (*dfas, *tries, min(len(text), self.cap))

    def search(self, target: Any, alive: Any, work: Work) -> tuple[bool, str | None]:
        return search(self.alphabet, self.dfas, self.tries, self.cap, target, alive, work)


def _work(limits: Limits) -> Work:
    return Work(
        limits.max_automaton_states, limits.max_automaton_steps, limits.max_pattern_states, limits.deadline
    )


def _budget_key(limits: Limits) -> tuple[int, int, int]:
    return (limits.max_automaton_states, limits.max_automaton_steps, limits.max_pattern_states)


_subset_cache: dict[tuple[StringSet, StringSet, tuple[int, int, int]], Verdict] = {}
_region_cache: dict[
    tuple[tuple[str, ...], tuple[str, ...], tuple[str, ...], tuple[int, int, int]], Verdict
] = {}


def _remember(cache: dict[Any, Verdict], key: Any, verdict: Verdict) -> Verdict:
    if len(cache) >= _CACHE_SIZE:
        cache.clear()  # bounded memory; a daemon compares the same patterns again and again
    cache[key] = verdict
    return verdict


def string_subset(x: StringSet, y: StringSet, limits: Limits | None = None) -> Verdict:
    """Whether strings of x are strings of y, with the shortest counterexample when not."""
    limits = limits or Limits()
    key = (x, y, _budget_key(limits))
    hit = _subset_cache.get(key)
    if hit is not None:
        return hit
    work = _work(limits)
    try:
        question = _Question([x, y], work)
        found, witness = question.search(
            lambda state: question.holds(x, state) and not question.holds(y, state),
            lambda state: question.may_grow_into(x, state),
            work,
        )
        verdict = Verdict(False, witness) if found else Verdict(True)
    except _Unreadable:
        verdict = Verdict(None)
    except Exhausted as exc:
        verdict = _guess_witness(x, y, limits) or Verdict(None, None, str(exc))
    return _remember(_subset_cache, key, verdict)


def _guess_witness(x: StringSet, y: StringSet, limits: Limits) -> Verdict | None:
    """After an exhausted search: try the shortest strings of x's own patterns as counterexamples.

    Each candidate is checked exactly (membership is linear in its length), so a hit is a proof;
    a miss leaves the question undecided.
    """
    work = _work(limits)
    try:
        question = _Question([x, y], work)
        nfas = [d.nfa for p, d in zip(question.index, question.dfas, strict=True) if p in x.patterns]
        symbols = range(min(question.alphabet.count, _GUESS_SYMBOLS))
        candidates = {text for nfa in nfas for s in symbols if (text := nfa.shortest(s)) is not None}
        for text in [*sorted(candidates, key=lambda t: (len(t), t)), ""]:
            if len(text) < x.min_len:
                text += question.alphabet.reps[0] * (x.min_len - len(text))
            state = question.state_of(text)
            if question.holds(x, state) and not question.holds(y, state):
                return Verdict(False, text)
    except (Exhausted, _Unreadable):
        return None
    return None


def key_region_nonempty(
    inside: list[str], outside: list[str], declared: list[str], limits: Limits | None = None
) -> Verdict:
    """Is there a property name matching every `inside` pattern, no `outside` one, and not `declared`?"""
    limits = limits or Limits()
    key = (tuple(inside), tuple(outside), tuple(declared), _budget_key(limits))
    hit = _region_cache.get(key)
    if hit is not None:
        return hit
    region = StringSet(frozenset(inside), frozenset(outside), frozenset(declared))
    work = _work(limits)
    try:
        question = _Question([region], work)
        found, witness = question.search(
            lambda state: question.holds(region, state),
            lambda state: question.may_grow_into(region, state),
            work,
        )
        verdict = Verdict(found, witness)
    except _Unreadable:
        verdict = Verdict(None)
    except Exhausted as exc:
        verdict = Verdict(None, None, str(exc))
    return _remember(_region_cache, key, verdict)
