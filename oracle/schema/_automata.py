"""Bounded automata over greenery's parse trees: Thompson NFAs, lazy subset construction, BFS.

greenery's own `to_fsm()` determinises eagerly and minimises by double reversal, and its `strings()`
enumerates every string in length order: both are exponential on ordinary patterns (`(a|b)*a(a|b){20}`
has a 2^21-state DFA; a witness 20 digits long is found after 10^20 strings). Here every question is a
breadth-first search over the product of lazily determinised NFAs, so the work is proportional to the
product states actually reached, and it is counted: past `Work.max_states` product states or
`Work.max_steps` NFA steps the search stops with `Exhausted` (the caller answers "undecided"), and past
`Work.deadline` it raises `oracle.BudgetExceeded` for the whole evaluation.

Characters are grouped into symbols: maximal sets of code points that every character class in the
question treats alike (each literal character of an excluded string is its own symbol), so a lazy DFA
row has one entry per symbol, and each symbol has one representative character for witnesses.
"""

from __future__ import annotations

import time
from bisect import bisect_right
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass, field
from typing import Any

from .._errors import BudgetExceeded

_TOP = 0x110000  # one past the last code point
_SURROGATES = (0xD800, 0xDFFF)
_PREFERRED = "a0A_-. ~bcxyzBCXYZ123456789"


class Exhausted(Exception):
    """The work budget of one comparison ran out: the question stays undecided."""


@dataclass
class Work:
    """What one comparison may spend: product states, NFA steps, and the evaluation's deadline."""

    max_states: int
    max_steps: int
    max_nfa_states: int
    deadline: float | None = None
    steps: int = 0

    def spend(self, steps: int) -> None:
        before = self.steps
        self.steps += steps
        if self.steps > self.max_steps:
            raise Exhausted(f"more than {self.max_steps} automaton steps")
        crossed = (before >> 10) != (self.steps >> 10)  # look at the clock every ~1,000 steps
        if self.deadline is not None and crossed and time.monotonic() > self.deadline:
            raise BudgetExceeded("grading ran past its deadline (Limits.deadline)")


def _classes(node: Any, out: list[Any]) -> None:
    from greenery import Charclass

    if isinstance(node, Charclass):
        out.append(node)
        return
    if hasattr(node, "concs"):
        for conc in node.concs:
            _classes(conc, out)
    elif hasattr(node, "mults"):
        for mult in node.mults:
            _classes(mult, out)
    else:
        _classes(node.multiplicand, out)


@dataclass
class Alphabet:
    """A partition of all code points into symbols, fine enough for every class in one question."""

    starts: list[int]  # interval i is [starts[i], starts[i+1]) (the last ends at _TOP)
    symbol_of_interval: list[int]
    count: int
    reps: list[str]
    masks: dict[tuple[tuple[tuple[int, int], ...], bool], int] = field(default_factory=dict)

    @classmethod
    def build(cls, trees: Iterable[Any], literals: Iterable[str]) -> Alphabet:
        charclasses: list[Any] = []
        for tree in trees:
            _classes(tree, charclasses)
        keys = {(tuple(c.ord_ranges), bool(c.negated)) for c in charclasses}
        keys |= {(((ord(ch), ord(ch)),), False) for text in literals for ch in text}
        points = {0}
        for ranges, _ in keys:
            for lo, hi in ranges:
                points.add(lo)
                if hi + 1 < _TOP:
                    points.add(hi + 1)
        starts = sorted(points)
        ordered = sorted(keys)
        # Each interval's signature: which classes contain it. Equal signatures share a symbol.
        signature: list[list[int]] = [[] for _ in starts]
        for index, (ranges, negated) in enumerate(ordered):
            inside = [False] * len(starts)
            for lo, hi in ranges:
                for i in range(bisect_right(starts, lo) - 1, bisect_right(starts, hi)):
                    inside[i] = True
            for i, flag in enumerate(inside):
                if flag != negated:
                    signature[i].append(index)
        symbol_ids: dict[tuple[int, ...], int] = {}
        symbol_of_interval = [symbol_ids.setdefault(tuple(sig), len(symbol_ids)) for sig in signature]
        count = len(symbol_ids)
        members: list[list[int]] = [[] for _ in range(count)]
        for i, sym in enumerate(symbol_of_interval):
            members[sym].append(i)
        alphabet = cls(starts, symbol_of_interval, count, [""] * count)
        alphabet.reps = [alphabet._representative(intervals) for intervals in members]
        masks = [0] * len(ordered)
        for i, sig in enumerate(signature):
            for index in sig:
                masks[index] |= 1 << symbol_of_interval[i]
        alphabet.masks = dict(zip(ordered, masks, strict=True))
        return alphabet

    def _interval(self, i: int) -> tuple[int, int]:
        end = self.starts[i + 1] if i + 1 < len(self.starts) else _TOP
        return self.starts[i], end

    def _representative(self, intervals: list[int]) -> str:
        spans = [self._interval(i) for i in intervals]
        for ch in _PREFERRED:
            if any(lo <= ord(ch) < hi for lo, hi in spans):
                return ch
        for lo, hi in spans:  # printable ASCII, then anything but a control or a surrogate
            for code in range(max(lo, 0x21), min(hi, 0x7F)):
                return chr(code)
        for lo, hi in spans:
            for code in range(max(lo, 0xA0), min(hi, 0xA0 + 64)):
                if not _SURROGATES[0] <= code <= _SURROGATES[1]:
                    return chr(code)
            if hi > _SURROGATES[1] + 1 and lo <= _SURROGATES[1]:
                return chr(_SURROGATES[1] + 1)
        return chr(spans[0][0])

    def mask_of(self, charclass: Any) -> int:
        return self.masks[(tuple(charclass.ord_ranges), bool(charclass.negated))]

    def symbol(self, ch: str) -> int:
        return self.symbol_of_interval[bisect_right(self.starts, ord(ch)) - 1]


class Nfa:
    """A Thompson NFA whose transitions are labelled with symbol bitmasks."""

    def __init__(self, tree: Any, alphabet: Alphabet, work: Work) -> None:
        self.alphabet = alphabet
        self.work = work
        self.eps: list[list[int]] = []
        self.moves: list[list[tuple[int, int]]] = []
        self.start, self.end = self._build(tree)

    def _new(self) -> int:
        if len(self.eps) >= self.work.max_nfa_states:
            raise Exhausted(f"a pattern needs more than {self.work.max_nfa_states} automaton states")
        self.eps.append([])
        self.moves.append([])
        return len(self.eps) - 1

    def _build(self, node: Any) -> tuple[int, int]:
        from greenery import Charclass

        if isinstance(node, Charclass):
            s, e = self._new(), self._new()
            self.moves[s].append((self.alphabet.mask_of(node), e))
            return s, e
        if hasattr(node, "concs"):  # alternation
            s, e = self._new(), self._new()
            for conc in sorted(node.concs, key=repr):
                cs, ce = self._build(conc)
                self.eps[s].append(cs)
                self.eps[ce].append(e)
            return s, e
        if hasattr(node, "mults"):  # concatenation
            s = e = self._new()
            for mult in node.mults:
                ms, me = self._build(mult)
                self.eps[e].append(ms)
                e = me
            return s, e
        low = node.multiplier.min.v
        high = node.multiplier.max.v
        s = e = self._new()
        for _ in range(low):
            cs, ce = self._build(node.multiplicand)
            self.eps[e].append(cs)
            e = ce
        if high is None:  # X* after the mandatory copies
            loop = self._new()
            cs, ce = self._build(node.multiplicand)
            self.eps[e].append(loop)
            self.eps[loop].append(cs)
            self.eps[ce].append(loop)
            return s, loop
        for _ in range(high - low):  # optional copies: each may be skipped to the end
            cs, ce = self._build(node.multiplicand)
            self.eps[e].append(cs)
            after = self._new()
            self.eps[e].append(after)
            self.eps[ce].append(after)
            e = after
        return s, e

    def closure(self, states: Iterable[int]) -> frozenset[int]:
        seen = set(states)
        stack = list(seen)
        while stack:
            for nxt in self.eps[stack.pop()]:
                if nxt not in seen:
                    seen.add(nxt)
                    stack.append(nxt)
        self.work.spend(len(seen))
        return frozenset(seen)

    def shortest(self, prefer: int = 0) -> str | None:
        """One shortest string the NFA accepts (BFS over NFA states, not subsets: polynomial).

        Each step takes symbol `prefer` where the transition allows it, else its lowest symbol, so
        calls with different preferences give different witnesses of the same length.
        """
        start = self.closure([self.start])
        parents: dict[int, tuple[int, int] | None] = {s: None for s in start}
        frontier = sorted(start)
        while frontier:
            if self.end in parents:
                break
            nxt: list[int] = []
            for preferred_pass in (True, False):  # moves on the preferred symbol claim states first
                for state in frontier:
                    for mask, target in self.moves[state]:
                        if not mask or (mask >> prefer & 1) != preferred_pass:
                            continue
                        symbol = prefer if preferred_pass else (mask & -mask).bit_length() - 1
                        for reached in sorted(self.closure([target])):
                            if reached not in parents:
                                parents[reached] = (state, symbol)
                                nxt.append(reached)
            frontier = nxt
        if self.end not in parents:
            return None
        chars: list[str] = []
        state = self.end
        while (link := parents[state]) is not None:
            # walk back through epsilon predecessors: a state reached by closure records its mover
            state, symbol = link
            chars.append(self.alphabet.reps[symbol])
        return "".join(reversed(chars))


class LazyDfa:
    """The subset construction of one NFA, computed one row at a time as the search needs it."""

    def __init__(self, nfa: Nfa) -> None:
        self.nfa = nfa
        self.sets: list[frozenset[int]] = []
        self.ids: dict[frozenset[int], int] = {}
        self.rows: list[list[int] | None] = []
        self.accepting: list[bool] = []
        self.start = self._id(nfa.closure([nfa.start]))

    def _id(self, states: frozenset[int]) -> int:
        found = self.ids.get(states)
        if found is None:
            found = self.ids[states] = len(self.sets)
            self.sets.append(states)
            self.rows.append(None)
            self.accepting.append(self.nfa.end in states)
        return found

    def dead(self, state: int) -> bool:
        return not self.sets[state]

    def row(self, state: int) -> list[int]:
        row = self.rows[state]
        if row is None:
            count = self.nfa.alphabet.count
            targets: list[set[int]] = [set() for _ in range(count)]
            for nfa_state in self.sets[state]:
                for mask, target in self.nfa.moves[nfa_state]:
                    bits = mask
                    while bits:
                        low = bits & -bits
                        targets[low.bit_length() - 1].add(target)
                        bits ^= low
            self.nfa.work.spend(count)
            row = [self._id(self.nfa.closure(t)) if t else self._id(frozenset()) for t in targets]
            self.rows[state] = row
        return row

    def accepts(self, text: str) -> bool:
        state = self.start
        for ch in text:
            state = self.row(state)[self.nfa.alphabet.symbol(ch)]
        return self.accepting[state]


class Trie:
    """Membership in a finite set of literal strings, stepping on symbols."""

    def __init__(self, words: Iterable[str], alphabet: Alphabet) -> None:
        self.edges: list[dict[int, int]] = [{}]
        self.terminal: list[bool] = [False]
        for word in words:
            node = 0
            for ch in word:
                symbol = alphabet.symbol(ch)
                nxt = self.edges[node].get(symbol)
                if nxt is None:
                    nxt = len(self.edges)
                    self.edges.append({})
                    self.terminal.append(False)
                    self.edges[node][symbol] = nxt
                node = nxt
            self.terminal[node] = True

    def step(self, node: int, symbol: int) -> int:
        return -1 if node < 0 else self.edges[node].get(symbol, -1)

    def holds(self, node: int) -> bool:
        return node >= 0 and self.terminal[node]


State = tuple[int, ...]


def search(
    alphabet: Alphabet,
    dfas: Sequence[LazyDfa],
    tries: Sequence[Trie],
    length_cap: int,
    target: Callable[[State], bool],
    alive: Callable[[State], bool],
    work: Work,
) -> tuple[bool, str | None]:
    """Breadth-first search of the product for a shortest string whose state satisfies `target`.

    A state is (dfa states..., trie nodes..., length capped at `length_cap`). States that fail
    `alive` are never expanded. Returns (found, witness); raises Exhausted past the budget.
    """
    count = alphabet.count
    n_dfa, n_trie = len(dfas), len(tries)
    start: State = (*(d.start for d in dfas), *(0 for _ in tries), 0)
    parents: dict[State, tuple[State, int] | None] = {start: None}
    frontier = [start]
    while frontier:
        nxt: list[State] = []
        for state in frontier:
            if target(state):
                return True, _path(parents, state, alphabet)
            if not alive(state):
                continue
            rows = [dfas[i].row(state[i]) for i in range(n_dfa)]
            length = min(state[-1] + 1, length_cap)
            work.spend(count)
            for symbol in range(count):
                child: State = (
                    *(row[symbol] for row in rows),
                    *(tries[j].step(state[n_dfa + j], symbol) for j in range(n_trie)),
                    length,
                )
                if child not in parents:
                    parents[child] = (state, symbol)
                    nxt.append(child)
                    if len(parents) > work.max_states:
                        raise Exhausted(f"more than {work.max_states} automaton states")
        frontier = nxt
    return False, None


def _path(parents: dict[State, tuple[State, int] | None], state: State, alphabet: Alphabet) -> str:
    chars: list[str] = []
    while (link := parents[state]) is not None:
        state, symbol = link
        chars.append(alphabet.reps[symbol])
    return "".join(reversed(chars))
