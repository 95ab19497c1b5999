"""Inclusion between string languages given by `pattern`s and length bounds.

JSON Schema patterns are ECMA-262 regular expressions matched anywhere in the string (unanchored
search), and ECMA's `.` does not match line terminators. Patterns are translated to that meaning and
compiled to finite automata with `greenery`; anything it cannot read (lookarounds, back-references,
word boundaries) leaves the question undecided, never answered by guess.
"""

from __future__ import annotations

import itertools
from dataclasses import dataclass
from functools import lru_cache
from typing import Any

_ANY = "[\\s\\S]"
_DOT = "[^\n\r\u2028\u2029]"  # real characters: greenery reads no \\u escapes
_MAX_PATTERN = 300
_MAX_LENGTH_FSM = 64  # length bounds above this are compared numerically, not as automata


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
    return f"{prefix}(?:{core}){suffix}" if core else f"{_ANY}*"


@lru_cache(maxsize=1024)
def _fsm(pattern: str) -> Any:
    from greenery import parse

    translated = _translate(pattern)
    if translated is None:
        return None
    try:
        return parse(translated).to_fsm()
    except Exception:  # greenery raises its own parse errors for unsupported syntax
        return None


@lru_cache(maxsize=256)
def _length_fsm(min_len: int, max_len: int | None) -> Any:
    from greenery import parse

    upper = "" if max_len is None else str(max_len)
    return parse(f"{_ANY}{{{min_len},{upper}}}").to_fsm()


@dataclass(frozen=True)
class StringSet:
    """The strings a string branch accepts, as automata see them."""

    patterns: frozenset[str] = frozenset()
    not_patterns: frozenset[str] = frozenset()
    excluded: frozenset[str] = frozenset()  # literal strings taken out (a `not: {enum: [...]}`)
    min_len: int = 0
    max_len: int | None = None


def language(strings: StringSet) -> Any:
    """The automaton of the set, or None if a pattern is unreadable or the bounds too large to build."""
    import re

    from greenery import parse

    fsm = parse(f"{_ANY}*").to_fsm()
    for pattern in sorted(strings.patterns):
        part = _fsm(pattern)
        if part is None:
            return None
        fsm = fsm.intersection(part)
    for pattern in sorted(strings.not_patterns):
        part = _fsm(pattern)
        if part is None:
            return None
        fsm = fsm.difference(part)
    if strings.excluded:
        literals = [s for s in strings.excluded if s]
        if literals:
            fsm = fsm.difference(parse("|".join(re.escape(s) for s in sorted(literals))).to_fsm())
        if "" in strings.excluded:
            fsm = fsm.intersection(parse(f"{_ANY}+").to_fsm())
    lo, hi = strings.min_len, strings.max_len
    if (hi is not None and hi <= _MAX_LENGTH_FSM and lo <= _MAX_LENGTH_FSM) or (
        hi is None and lo <= _MAX_LENGTH_FSM
    ):
        fsm = fsm.intersection(_length_fsm(lo, hi))
    elif lo or hi is not None:
        return None
    return fsm


def string_subset(x: StringSet, y: StringSet) -> tuple[bool | None, str | None]:
    """Whether strings of x are strings of y, with a counterexample when not."""
    try:
        x_fsm = language(x)
        y_fsm = language(y)
        if x_fsm is None or y_fsm is None:
            return None, None
        if x_fsm.issubset(y_fsm):
            return True, None
        for chars in itertools.islice(x_fsm.difference(y_fsm).strings(["~"]), 1):
            return False, "".join(str(c) for c in chars)
        return False, None
    except Exception:  # state explosion guards and unsupported corners: undecided
        return None, None


def key_region_nonempty(inside: list[str], outside: list[str], declared: list[str]) -> bool | None:
    """Is there a property name matching every `inside` pattern, no `outside` one, and not `declared`?"""
    import re

    from greenery import parse

    try:
        fsm = parse(f"{_ANY}*").to_fsm()
        for pattern in inside:
            part = _fsm(pattern)
            if part is None:
                return None
            fsm = fsm.intersection(part)
        for pattern in outside:
            part = _fsm(pattern)
            if part is None:
                return None
            fsm = fsm.difference(part)
        if declared:
            literal = parse("|".join(re.escape(name) for name in declared)).to_fsm()
            fsm = fsm.difference(literal)
        return not fsm.empty()
    except Exception:  # unsupported syntax or state explosion: undecided
        return None
