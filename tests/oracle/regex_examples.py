"""Strings a regular expression matches, built from its parse tree so that every alternative of every
branch, every item of every character class, and both the least and one more repetition are taken.

The prefilter's gates are literal sets read from a pattern's alternatives; a gate that is wrong is
wrong for some alternative. Random matches (hypothesis's `from_regex`) find such a miss only by
chance and cost about 10 ms each; walking the tree once per alternative finds it by construction, in
microseconds. Lookarounds, anchors and word boundaries are not generated: the caller keeps only the
strings the pattern really matches (`matching_examples`).
"""

from __future__ import annotations

import random
import re
from re import _constants as C
from re import _parser
from typing import Any

_CATEGORY_CHARS = {
    C.CATEGORY_DIGIT: "07",
    C.CATEGORY_NOT_DIGIT: "a ",
    C.CATEGORY_SPACE: " \n",
    C.CATEGORY_NOT_SPACE: "aZ",
    C.CATEGORY_WORD: "a_",
    C.CATEGORY_NOT_WORD: " .",
}
# Tried in order for a negated class or NOT_LITERAL: the first one the class does not hold is used.
_FILLERS = "x .a-0_/:Q\n"


def _in_class(char: str, items: list[tuple[Any, Any]], ignore_case: bool) -> bool:
    held = False
    for op, value in items:
        if op is C.NEGATE:
            continue
        if op is C.LITERAL:
            held = chr(value) == char or (ignore_case and chr(value).lower() == char.lower())
        elif op is C.RANGE:
            low, high = value
            held = low <= ord(char) <= high or (
                ignore_case and any(low <= ord(c) <= high for c in (char.lower(), char.upper()))
            )
        elif op is C.CATEGORY:
            held = bool(re.fullmatch(_category_pattern(value), char))
        if held:
            break
    negated = bool(items) and items[0][0] is C.NEGATE
    return held != negated


def _category_pattern(category: Any) -> str:
    return {
        C.CATEGORY_DIGIT: r"\d",
        C.CATEGORY_NOT_DIGIT: r"\D",
        C.CATEGORY_SPACE: r"\s",
        C.CATEGORY_NOT_SPACE: r"\S",
        C.CATEGORY_WORD: r"\w",
        C.CATEGORY_NOT_WORD: r"\W",
    }.get(category, r"[\s\S]")


def _class_choices(items: list[tuple[Any, Any]], ignore_case: bool) -> list[str]:
    if items and items[0][0] is C.NEGATE:
        return [c for c in _FILLERS if _in_class(c, items, ignore_case)][:2] or ["\x00"]
    out: list[str] = []
    for op, value in items:
        if op is C.LITERAL:
            out.append(chr(value))
        elif op is C.RANGE:
            out += [chr(value[0]), chr(value[1])]
        elif op is C.CATEGORY:
            out += list(_CATEGORY_CHARS.get(value, "a"))
    return out or ["a"]


# A \b: a space where the characters on both sides are word characters (`foo\b[^.]{0,9}\bbar` with
# nothing taken between would otherwise give "foobar"), nothing elsewhere.
_BOUNDARY = "\x00"


def _boundaries(text: str) -> str:
    return re.sub(
        "\x00+",
        lambda m: " " if re.match(r"\w\x00+\w", text[max(m.start() - 1, 0) : m.end() + 1]) else "",
        text,
    )


_REPEATS = (C.MAX_REPEAT, C.MIN_REPEAT, C.POSSESSIVE_REPEAT)
Choices = dict[int, int]  # id of a branch, class or repeat node -> the alternative / item / count taken


def _children(op: Any, value: Any) -> list[tuple[int, Any]]:
    """(choice, sub-sequence) pairs under a node: the choice that enters each."""
    if op is C.BRANCH:
        return list(enumerate(value[1]))
    if op is C.SUBPATTERN:
        return [(-1, value[3])]
    if op is C.ATOMIC_GROUP:
        return [(-1, value)]
    if op in _REPEATS:
        return [(1, value[2])]
    if op is C.GROUPREF_EXISTS:
        return [(-1, value[1])] + ([(-1, value[2])] if value[2] else [])
    return []


def _targets(items: Any, path: Choices, ignore_case: bool, out: list[Choices]) -> None:
    """Every choice point with the choices on the way to it: one target per alternative of each
    branch and per item of each class, inside whatever optional parts lead there."""
    for op, value in items:
        if op is C.BRANCH:
            out += [{**path, id(value): k} for k in range(len(value[1]))]
        elif op is C.IN:
            out += [{**path, id(value): k} for k in range(len(_class_choices(value, ignore_case)))]
        elif op in _REPEATS and value[0] == 0:
            out.append({**path, id(value): 1})  # an optional part taken once
        for choice, sub in _children(op, value):
            _targets(sub, {**path, id(value): choice} if choice >= 0 else path, ignore_case, out)


class _Walk:
    """One string: at each choice point the target's choice if it names one, otherwise the first
    alternative, the first class item and the least repetition; a seeded walk (`rng`) takes random
    ones, and random letter case."""

    def __init__(self, choices: Choices, ignore_case: bool, rng: random.Random | None) -> None:
        self.choices = choices
        self.ignore_case = ignore_case
        self.rng = rng
        self.groups: dict[int, str] = {}

    def pick(self, node: Any, count: int, default: int = 0) -> int:
        if self.rng:
            return self.rng.randrange(count)
        return min(self.choices.get(id(node), default), count - 1)

    def seq(self, items: Any) -> str:
        return "".join(self.item(op, value) for op, value in items)

    def item(self, op: Any, value: Any) -> str:
        if op is C.LITERAL:
            return self.cased(chr(value))
        if op is C.NOT_LITERAL:
            return next(c for c in _FILLERS if c.lower() != chr(value).lower())
        if op is C.ANY:
            return "x"
        if op is C.IN:
            choices = _class_choices(value, self.ignore_case)
            return self.cased(choices[self.pick(value, len(choices))])
        if op is C.BRANCH:
            alternatives = value[1]
            return self.seq(alternatives[self.pick(value, len(alternatives))])
        if op is C.SUBPATTERN:
            group, _add, _del, pattern = value
            text = self.seq(pattern)
            if group is not None:
                self.groups[group] = text
            return text
        if op is C.ATOMIC_GROUP:
            return self.seq(value)
        if op in _REPEATS:
            low, high, pattern = value
            count = max(low, self.pick(value, 3)) if self.rng else max(low, self.choices.get(id(value), low))
            return "".join(self.seq(pattern) for _ in range(min(count, high)))
        if op is C.GROUPREF:
            return self.groups.get(value, "")
        if op is C.GROUPREF_EXISTS:
            group, yes, no = value
            return self.seq(yes if group in self.groups else (no or []))
        if op is C.AT and value is C.AT_BOUNDARY:
            return _BOUNDARY
        return ""  # other anchors, ASSERT, ASSERT_NOT: nothing to emit; the caller filters

    def cased(self, text: str) -> str:
        if not self.ignore_case or self.rng is None:
            return text
        return text.upper() if self.rng.random() < 0.3 else text


def examples(pattern: str, flags: int = 0, extra: int = 8, seed: int = 0) -> list[str]:
    """Candidate matches of `pattern`: one walk per alternative of every branch and per item of every
    class (each reached through the optional parts that hold it), then `extra` seeded random walks."""
    tree = _parser.parse(pattern, flags)
    ignore_case = bool(tree.state.flags & re.IGNORECASE)
    targets: list[Choices] = [{}]
    _targets(list(tree), {}, ignore_case, targets)
    walks = [_Walk(choices, ignore_case, None) for choices in targets]
    rng = random.Random(f"{seed}:{pattern}")
    walks += [_Walk({}, ignore_case, rng) for _ in range(extra)]
    return [_boundaries(walk.seq(tree)) for walk in walks]


def matching_examples(pattern: re.Pattern[str], extra: int = 8) -> list[str]:
    """`examples` the pattern really matches, each also inside some surrounding text."""
    found = []
    for text in dict.fromkeys(examples(pattern.pattern, pattern.flags, extra)):
        for padded in (text, f"Note: {text} here.", f"x{text}"):
            if pattern.search(padded):
                found.append(padded)
    return found
