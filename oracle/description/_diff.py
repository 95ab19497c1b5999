"""Word-level diff of two descriptions: cosmetic or reworded, and which text was added or removed."""

from __future__ import annotations

import difflib
import re
import unicodedata
from collections.abc import Sequence
from dataclasses import dataclass

from ._text import clean

_TOKEN = re.compile(r"\S+")
_NOT_WORD = re.compile(r"[\W_]+")
# Past this many differing words per side a quadratic matcher is not worth the wait: all of them count
# as added, which only makes the detectors look at more text.
MAX_DIFF_TOKENS = 5_000


@dataclass(frozen=True)
class TextDiff:
    """How `new` differs from `old`, in the raw text of each."""

    cosmetic: bool  # equal once whitespace, case, punctuation and unicode forms are normalised
    added: tuple[str, ...]  # segments of the new text that the old text did not have
    removed: tuple[str, ...]  # segments of the old text that the new text dropped
    added_spans: tuple[tuple[int, int], ...]  # [start, end) offsets of `added` in the new text


def _words(text: str) -> tuple[list[str], list[tuple[int, int]]]:
    """Comparison keys (words without punctuation, cleaned) and their raw spans."""
    keys: list[str] = []
    spans: list[tuple[int, int]] = []
    if text.isascii():
        # Lower-casing ASCII keeps every offset; an alphanumeric word has nothing for _NOT_WORD to
        # remove (isalnum implies \w and not _).
        for match in _TOKEN.finditer(text.lower()):
            word = match.group()
            key = word if word.isalnum() else _NOT_WORD.sub("", word)
            if key:
                keys.append(key)
                spans.append(match.span())
        return keys, spans
    for match in _TOKEN.finditer(text):
        word = match.group()
        if word.isascii():
            key = _NOT_WORD.sub("", word.lower())
        else:
            # NFKC on the whole word first, so that a decomposed accent (NFD) equals the composed one.
            key = _NOT_WORD.sub("", clean(unicodedata.normalize("NFKC", word)).text)
        if key:
            keys.append(key)
            spans.append(match.span())
    return keys, spans


def _segment(text: str, spans: list[tuple[int, int]], lo: int, hi: int) -> tuple[int, int]:
    return spans[lo][0], spans[hi - 1][1]


def diff_text(old: str | None, new: str | None) -> TextDiff:
    """Compare two descriptions word by word (None means absent: all of the other side is the change)."""
    old_text, new_text = old or "", new or ""
    old_keys, old_spans = _words(old_text)
    new_keys, new_spans = _words(new_text)
    if old_keys == new_keys:
        return TextDiff(cosmetic=old is not None and new is not None, added=(), removed=(), added_spans=())
    # Common head and tail first: most edits append, prepend or touch one sentence, and trimming
    # leaves the matcher only the part that moved.
    head = 0
    while head < min(len(old_keys), len(new_keys)) and old_keys[head] == new_keys[head]:
        head += 1
    tail = 0
    while (
        tail < min(len(old_keys), len(new_keys)) - head
        and old_keys[len(old_keys) - 1 - tail] == new_keys[len(new_keys) - 1 - tail]
    ):
        tail += 1
    old_mid = old_keys[head : len(old_keys) - tail]
    new_mid = new_keys[head : len(new_keys) - tail]
    if max(len(old_mid), len(new_mid)) > MAX_DIFF_TOKENS:
        opcodes: Sequence[tuple[str, int, int, int, int]] = [("replace", 0, len(old_mid), 0, len(new_mid))]
    elif not old_mid or not new_mid:
        # Pure insertion or deletion (an appended sentence): the one opcode the matcher would give.
        opcodes = [("insert" if new_mid else "delete", 0, len(old_mid), 0, len(new_mid))]
    else:
        # autojunk: in long texts, words on more than 1% of positions stop anchoring matches, which
        # keeps repetitive (hostile) texts from the matcher's quadratic worst case.
        opcodes = difflib.SequenceMatcher(a=old_mid, b=new_mid, autojunk=True).get_opcodes()
    added: list[str] = []
    removed: list[str] = []
    added_spans: list[tuple[int, int]] = []
    for tag, i1, i2, j1, j2 in opcodes:
        i1, i2, j1, j2 = i1 + head, i2 + head, j1 + head, j2 + head
        if tag in ("delete", "replace") and i2 > i1:
            start, end = _segment(old_text, old_spans, i1, i2)
            removed.append(old_text[start:end])
        if tag in ("insert", "replace") and j2 > j1:
            start, end = _segment(new_text, new_spans, j1, j2)
            added.append(new_text[start:end])
            added_spans.append((start, end))
    return TextDiff(False, tuple(added), tuple(removed), tuple(added_spans))


def whole_text(text: str) -> TextDiff:
    """The diff of a description that had no predecessor: all of it is new."""
    return TextDiff(False, (text,) if text else (), (), ((0, len(text)),) if text else ())
