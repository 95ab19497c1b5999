"""Literal prefilters: a proof, from a pattern's own syntax, that it cannot match a text.

Most of the layer's patterns are long alternations of phrases ("ignore ... instructions" | "you are
now" | ...), and most texts contain the words of none of them; the regex engine still tries every
alternative at every position. Here each top-level alternative gets a *gate*: sets of literal words
read off its parse tree such that every string the alternative can match contains a literal of each
set. A text that misses a set cannot hold a match of that alternative anywhere, so the alternative is
dropped for that text, and a pattern whose alternatives all drop is not run at all.

Why this is exact (not a heuristic):
- gates are computed from the parse tree of the pattern itself (the stdlib's re._parser), never
  written by hand; a construct the walk does not understand (a negated or category class, a
  back-reference, a group that switches IGNORECASE on) yields "no literal", which makes a gate
  weaker, never wrong;
- only characters a match *consumes* give literals; lookarounds, anchors and \\b are zero-width and
  give none. A match lies inside the text, so a literal absent from the whole text is absent from
  every match, whatever `pos`/`endpos` restrict;
- a literal is kept as its longest run of word characters (\\w, the engine's own definition): a run
  of word characters occurs in a text only inside one of the text's maximal word runs, so the text's
  words (oracle/description/_gates.py) decide presence exactly;
- dropping an alternative that cannot match at any position leaves the leftmost-first result of the
  alternation unchanged: at every position it would have failed and the next one been tried. Patterns
  with capturing groups are never split (group numbers would shift), only gated as a whole;
- IGNORECASE patterns are gated only on ASCII text, against its lower-case form, and only when every
  literal is ASCII (Unicode case folding pairs "k" with the Kelvin sign; ASCII text has none).

The gates are computed ahead of time into gates.json (`python -m oracle.description._prefilter`), so
that a first call does not parse a hundred patterns; a pattern missing from the table (edited without
regenerating) runs ungated, and tests/oracle/test_description_prefilter.py fails until the table is
regenerated. The same test checks every gate on generated matches of its pattern.
"""

from __future__ import annotations

import importlib
import re
from collections.abc import Iterable, Sequence
from itertools import product
from typing import Any

from ._gates import key_of

# re._parser is the stdlib's own regex parser (sre_parse); the public alias warns on import.
_parser: Any = importlib.import_module("re._parser")

Gate = tuple[frozenset[str], ...]  # every match contains a literal of each set (AND of ORs)
_MAX_EXACT = 64  # strings a node may spell before it counts as "anything"
_MAX_RANGE = 8  # character ranges wider than this give no literal
_KEEP = 3  # literal sets kept per alternative: enough to be selective, few enough to check fast
_WORD_RUN = re.compile(r"\w+")


class _Info:
    """What a parse node can consume: `exact` (all its strings, when few) and `gate` (literal sets)."""

    __slots__ = ("exact", "gate")

    def __init__(self, exact: frozenset[str] | None, gate: Gate = ()) -> None:
        self.exact = exact
        self.gate = gate


_ANY = _Info(None)
_EMPTY = _Info(frozenset(("",)))


def _fragment(literal: str) -> str:
    """The longest run of word characters in `literal` ("" when it has none)."""
    return max(_WORD_RUN.findall(literal), key=len, default="")


def _as_words(lits: frozenset[str]) -> frozenset[str] | None:
    """`lits` weakened to word runs (present whenever the literal is), or None when one has none."""
    words = frozenset(_fragment(lit) for lit in lits)
    return None if "" in words else words


def _score(lits: frozenset[str]) -> tuple[int, int]:
    return min(map(len, lits)), -len(lits)


def _best(sets: Iterable[frozenset[str]]) -> Gate:
    useful = {w for s in sets if s and "" not in s and (w := _as_words(s)) is not None}
    return tuple(sorted(useful, key=lambda s: (_score(s), sorted(s)), reverse=True)[:_KEEP])


def _concat(left: frozenset[str], right: frozenset[str]) -> frozenset[str] | None:
    if len(left) * len(right) > _MAX_EXACT:
        return None
    return frozenset(a + b for a, b in product(left, right))


def _sequence(items: Sequence[tuple[Any, Any]], ignorecase: bool) -> _Info:
    sets: list[frozenset[str]] = []
    empty = frozenset(("",))
    run = empty  # the strings the current run of exactly-known pieces can spell, contiguously
    exact: frozenset[str] | None = empty
    for op, av in items:
        info = _node(op, av, ignorecase)
        sets.extend(info.gate)
        exact = _concat(exact, info.exact) if exact is not None and info.exact is not None else None
        if info.exact is None:
            sets.append(run)
            run = empty
            continue
        joined = _concat(run, info.exact)
        if joined is None:
            sets.append(run)
            joined = info.exact
        run = joined
    sets.append(run)
    if exact is not None:
        sets.append(exact)
    return _Info(exact, _best(sets))


def _branch(branches: Sequence[Sequence[tuple[Any, Any]]], ignorecase: bool) -> _Info:
    infos = [_sequence(b, ignorecase) for b in branches]
    exact: frozenset[str] | None = None
    if all(i.exact is not None for i in infos):
        union = frozenset[str]().union(*(i.exact or () for i in infos))
        exact = union if len(union) <= _MAX_EXACT else None
    # Every branch holds a literal of the union of each branch's most selective set.
    gate: Gate = ()
    if all(i.gate for i in infos):
        gate = _best([frozenset[str]().union(*(i.gate[0] for i in infos))])
    if exact is not None:
        gate = _best([*gate, exact])
    return _Info(exact, gate)


def _chars(items: Sequence[tuple[Any, Any]]) -> _Info:
    chars: set[str] = set()
    for op, av in items:
        name = str(op)
        if name == "LITERAL":
            chars.add(chr(av))
        elif name == "RANGE" and av[1] - av[0] < _MAX_RANGE:
            chars.update(chr(c) for c in range(av[0], av[1] + 1))
        else:  # NEGATE, CATEGORY, wide ranges: no literal
            return _ANY
    exact = frozenset(chars)
    return _Info(exact, _best([exact]))


def _node(op: Any, av: Any, ignorecase: bool) -> _Info:
    name = str(op)
    if name == "LITERAL":
        char = chr(av)
        return _Info(frozenset((char,)), _best([frozenset((char,))]))
    if name == "IN":
        return _chars(av)
    if name in ("AT", "ASSERT", "ASSERT_NOT"):
        return _EMPTY  # zero-width: consumes nothing, so gives no literal and does not break a run
    if name == "BRANCH":
        return _branch(av[1], ignorecase)
    if name == "SUBPATTERN":
        _group, add_flags, _del_flags, sub = av
        if add_flags & re.IGNORECASE and not ignorecase:
            return _ANY  # case-insensitive inside a case-sensitive pattern: literals would lie
        return _sequence(sub, ignorecase)
    if name == "ATOMIC_GROUP":
        return _sequence(av, ignorecase)
    if name in ("MAX_REPEAT", "MIN_REPEAT", "POSSESSIVE_REPEAT"):
        low, high, sub = av
        body = _sequence(sub, ignorecase)
        if low == 0:
            return _Info(body.exact | {""} if high == 1 and body.exact is not None else None)
        return _Info(body.exact if low == high == 1 else None, body.gate)
    return _ANY  # ANY, NOT_LITERAL, GROUPREF, GROUPREF_EXISTS, ...: no literal


def gate_of(pattern: str, flags: int = 0) -> Gate:
    """Sets of word literals every match of `pattern` contains one of, each (empty: no proof)."""
    parsed = _parser.parse(pattern, flags)
    ignorecase = bool((flags | parsed.state.flags) & re.IGNORECASE)
    gate = _sequence(parsed.data, ignorecase).gate
    if ignorecase:
        if not all(lit.isascii() for lits in gate for lit in lits):
            return ()
        gate = tuple(frozenset(lit.lower() for lit in lits) for lits in gate)
    return gate


def alternatives(pattern: str) -> list[tuple[int, int]]:
    """[start, end) of each top-level alternative of `pattern` (outside groups and classes)."""
    spans: list[tuple[int, int]] = []
    depth, start, i, n = 0, 0, 0, len(pattern)
    while i < n:
        char = pattern[i]
        if char == "\\":
            i += 2
            continue
        if char == "[":
            i += 1
            if i < n and pattern[i] == "^":
                i += 1
            if i < n and pattern[i] == "]":
                i += 1  # a leading ] is a literal
            while i < n and pattern[i] != "]":
                i += 2 if pattern[i] == "\\" else 1
        elif char == "(":
            depth += 1
        elif char == ")":
            depth -= 1
        elif char == "|" and depth == 0:
            spans.append((start, i))
            start = i + 1
        i += 1
    spans.append((start, n))
    return spans


Entry = tuple[list[tuple[int, int]], list[Gate]]


def plan_entry(pattern: str, flags: int) -> Entry:
    """The alternatives `pattern` may be split into and each one's gate (computed, not looked up)."""
    compiled = re.compile(pattern, flags)
    spans = alternatives(pattern)
    # Split only what provably splits: no groups to renumber, no verbose comments, every piece a
    # pattern of its own.
    if compiled.flags & ~flags & ~re.UNICODE:
        return [(0, len(pattern))], [()]  # global inline flags: the caller's flags would not say them
    if len(spans) > 1 and (compiled.groups or flags & re.VERBOSE):
        spans = [(0, len(pattern))]
    try:
        gates = [gate_of(pattern[a:b], compiled.flags) for a, b in spans]
        # An alternative that can match the empty string would make the merged scan of _gates
        # differ from the engine's (which steps past an empty match); such patterns stay whole.
        if len(spans) > 1 and any(
            _parser.parse(pattern[a:b], compiled.flags).getwidth()[0] == 0 for a, b in spans
        ):
            spans, gates = [(0, len(pattern))], [gate_of(pattern, compiled.flags)]
    except re.error:
        spans, gates = [(0, len(pattern))], [gate_of(pattern, compiled.flags)]
    return spans, gates


def _all_patterns() -> dict[str, tuple[str, int]]:
    """key -> (pattern, flags) of every LazyPattern held by any module of the layer (a module added
    later is found too: the table is built from what exists, not from a list of modules)."""
    import pkgutil

    from . import _lazy

    package = importlib.import_module(__package__ or "oracle.description")
    stack: list[Any] = []
    for module in pkgutil.iter_modules(package.__path__):
        stack.extend(vars(importlib.import_module(f"{package.__name__}.{module.name}")).values())
    found: dict[str, tuple[str, int]] = {}
    while stack:
        value = stack.pop()
        if isinstance(value, _lazy.LazyPattern):
            found[key_of(value.pattern, value.flags)] = (value.pattern, value.flags)
        elif isinstance(value, tuple | list | frozenset | set):
            stack.extend(value)
        elif isinstance(value, dict):
            stack.extend(value.values())
    return found


def table() -> dict[str, Any]:
    """The gates of every pattern, as gates.json stores them: literals numbered, sets as numbers."""
    entries = {key: plan_entry(*spec) for key, spec in sorted(_all_patterns().items())}
    literals = sorted({lit for _, gates in entries.values() for gate in gates for s in gate for lit in s})
    number = {lit: i for i, lit in enumerate(literals)}
    return {
        "literals": literals,
        "patterns": {
            key: [
                [list(span) for span in spans],
                [[sorted(number[lit] for lit in s) for s in g] for g in gates],
            ]
            for key, (spans, gates) in entries.items()
        },
    }


if __name__ == "__main__":
    import json
    from pathlib import Path

    out = Path(__file__).with_name("gates.json")
    out.write_text(json.dumps(table(), separators=(",", ":"), sort_keys=True) + "\n", encoding="utf-8")
    print(f"wrote {out}")
