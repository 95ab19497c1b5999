"""The prefilter at run time: which alternatives of a pattern a text can match, decided from its words.

gates.json (written by `python -m oracle.description._prefilter`, see there for why a gate is a
proof) numbers every literal word the gates use. A text's *mask* has bit i set when literal i occurs
in it; since literals are runs of word characters, that is the union over the text's distinct words
of the literals each word contains, and words repeat across texts, so both are cached. A pattern's
plan then reduces to a dictionary lookup: the text's mask restricted to the literals the pattern
cares about -> the compiled pattern to run (all of it, only its possible alternatives) or None.
"""

from __future__ import annotations

import json
import re
import sys
from collections.abc import Iterator
from pathlib import Path
from typing import Any

_WORDS = re.compile(r"\w+")
_CACHE_TEXTS = 4096  # masks of recent texts: a sentence is searched by a hundred patterns in a row
_CACHE_WORDS = 50_000  # a word's mask is a ~300-byte int at worst: ~20 MB at most
_CACHE_CHOICES = 512  # per pattern; past it, the whole pattern runs (exact, only slower)
_LONG_WORD = 48  # longer words test each literal instead of looking up each of their substrings


class _Table:
    def __init__(self) -> None:
        try:
            data: dict[str, Any] = json.loads(Path(__file__).with_name("gates.json").read_text("utf-8"))
            self.literals: list[str] = list(data["literals"])
            self.patterns: dict[str, Any] = dict(data["patterns"])
        except (OSError, ValueError, KeyError, TypeError):
            # No table (a broken install): every pattern runs ungated, which is slower, never wrong.
            self.literals, self.patterns = [], {}
        self.bits = {lit: 1 << i for i, lit in enumerate(self.literals)}
        self.longest = max(map(len, self.literals), default=0)
        self.words: dict[str, int] = {}
        self.texts: dict[str, int] = {}

    def _word(self, word: str) -> int:
        mask = 0
        n = len(word)
        if n > _LONG_WORD:
            for lit, bit in self.bits.items():
                if lit in word:
                    mask |= bit
            return mask
        get = self.bits.get
        longest = self.longest
        for i in range(n):
            for j in range(i + 1, min(n, i + longest) + 1):
                mask |= get(word[i:j], 0)
        return mask

    def mask(self, text: str) -> int:
        """Bit i set when literal i occurs in `text`."""
        cached = self.texts.get(text)
        if cached is not None:
            return cached
        mask = 0
        words = self.words
        for word in set(_WORDS.findall(text)):
            bits = words.get(word)
            if bits is None:
                if len(words) >= _CACHE_WORDS:
                    words.clear()
                bits = words[word] = self._word(word)
            mask |= bits
        if len(self.texts) >= _CACHE_TEXTS:
            self.texts.clear()
        self.texts[text] = mask
        return mask


_table: _Table | None = None


def key_of(pattern: str, flags: int) -> str:
    """A pattern's entry in gates.json: 80 bits of sha256 over its flags and source."""
    import hashlib  # only once per pattern, on its first use: kept off the import path

    return hashlib.sha256(f"{flags}\n{pattern}".encode()).hexdigest()[:20]


def _the_table() -> _Table:
    global _table
    if _table is None:
        _table = _Table()
    return _table


class Alternatives:
    """Some alternatives of a pattern, each compiled alone, scanned as their alternation would be.

    The alternation's leftmost-first match from `pos` is, of the alternatives' own leftmost matches
    from `pos`, the one that starts first, the earlier alternative on a tie: at each position the
    engine tries the alternatives in order, and whether one matches at a position does not depend
    on where the search began. No alternative here matches the empty string (_prefilter keeps such
    patterns whole), so after a match the scan simply resumes at its end, and an alternative's
    match that starts at or after that end is still its leftmost one.
    """

    __slots__ = ("_pieces",)

    def __init__(self, pieces: tuple[re.Pattern[str], ...]) -> None:
        self._pieces = pieces

    def search(self, string: str, pos: int = 0, endpos: int = sys.maxsize) -> re.Match[str] | None:
        best: re.Match[str] | None = None
        for piece in self._pieces:
            found = piece.search(string, pos, endpos)
            if found is not None and (best is None or found.start() < best.start()):
                best = found
        return best

    def match(self, string: str, pos: int = 0, endpos: int = sys.maxsize) -> re.Match[str] | None:
        for piece in self._pieces:
            found = piece.match(string, pos, endpos)
            if found is not None:
                return found
        return None

    def finditer(self, string: str, pos: int = 0, endpos: int = sys.maxsize) -> Iterator[re.Match[str]]:
        heads = [piece.search(string, pos, endpos) for piece in self._pieces]
        while True:
            best: re.Match[str] | None = None
            for found in heads:
                if found is not None and (best is None or found.start() < best.start()):
                    best = found
            if best is None:
                return
            yield best
            pos = best.end()
            heads = [
                piece.search(string, pos, endpos) if found is not None and found.start() < pos else found
                for piece, found in zip(self._pieces, heads, strict=True)
            ]

    def findall(self, string: str, pos: int = 0, endpos: int = sys.maxsize) -> list[str]:
        return [found.group() for found in self.finditer(string, pos, endpos)]


Runner = re.Pattern[str] | Alternatives


class Plan:
    """The prefilter of one pattern: `pick(text)` is the pattern to run on `text`, or None."""

    __slots__ = (
        "_choices",
        "_compiled",
        "_flags",
        "_full",
        "_gates",
        "_pieces",
        "_relevant",
        "_table",
        "lower",
    )

    def __init__(self, table: _Table, pattern: str, flags: int, entry: Any) -> None:
        spans, gates = entry
        self._table = table
        self._flags = flags
        self._full: re.Pattern[str] | None = None
        self._pieces = [pattern[a:b] for a, b in spans]
        bits = table.literals
        self._gates = [tuple(sum(table.bits[bits[i]] for i in numbers) for numbers in gate) for gate in gates]
        self._relevant = 0
        for gate in self._gates:
            for mask in gate:
                self._relevant |= mask
        self._choices: dict[int, Runner | bool | None] = {}
        self._compiled: list[re.Pattern[str] | None] = [None] * len(self._pieces)
        self.lower = bool(flags & re.IGNORECASE)

    def full(self) -> re.Pattern[str]:
        if self._full is None:
            self._full = re.compile("|".join(self._pieces), self._flags)
        return self._full

    def survivors(self, text: str) -> list[int]:
        """The alternatives that may match somewhere in `text` (those whose every gate set it meets)."""
        if self.lower:
            if not text.isascii():
                return list(range(len(self._gates)))
            text = text.lower()
        key = self._table.mask(text)
        return [i for i, gate in enumerate(self._gates) if all(key & mask for mask in gate)]

    def _piece(self, index: int) -> re.Pattern[str]:
        compiled = self._compiled[index]
        if compiled is None:
            compiled = self._compiled[index] = re.compile(self._pieces[index], self._flags)
        return compiled

    def pick(self, text: str) -> Runner | None:
        if self.lower:
            if not text.isascii():
                return self.full()
            text = text.lower()
        mask = self._table.texts.get(text)
        key = (self._table.mask(text) if mask is None else mask) & self._relevant
        chosen: Runner | bool | None = self._choices.get(key, False)
        if chosen is not False:
            return chosen  # type: ignore[return-value]
        survivors = [i for i, gate in enumerate(self._gates) if all(map(key.__and__, gate))]
        if not survivors:
            chosen = None
        elif len(survivors) == len(self._gates):
            chosen = self.full()
        elif len(survivors) == 1:
            chosen = self._piece(survivors[0])
        else:
            chosen = Alternatives(tuple(self._piece(i) for i in survivors))
        if len(self._choices) < _CACHE_CHOICES:
            self._choices[key] = chosen
        return chosen


def plan_for(pattern: str, flags: int) -> Plan | None:
    """The plan of a pattern from the table, or None (no gate: missing from the table, or none found)."""
    table = _the_table()
    entry = table.patterns.get(key_of(pattern, flags))
    if entry is None or not any(entry[1]):
        return None
    return Plan(table, pattern, flags, entry)
