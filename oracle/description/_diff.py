"""Word-level diff of two descriptions: cosmetic or reworded, and which text was added or removed."""

from __future__ import annotations

import difflib
import re
import unicodedata
from dataclasses import dataclass

from ._text import clean

_TOKEN = re.compile(r"\S+")
_NOT_WORD = re.compile(r"[\W_]+")
# Past this many words per side a quadratic matcher is not worth the wait: everything counts as added,
# which only makes the detectors look at more text.
MAX_DIFF_TOKENS = 20_000


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
    if max(len(old_keys), len(new_keys)) > MAX_DIFF_TOKENS:
        whole = ((0, len(new_text)),) if new_text else ()
        return TextDiff(False, (new_text,) if new_text else (), (old_text,) if old_text else (), whole)
    matcher = difflib.SequenceMatcher(a=old_keys, b=new_keys, autojunk=False)
    added: list[str] = []
    removed: list[str] = []
    added_spans: list[tuple[int, int]] = []
    for tag, i1, i2, j1, j2 in matcher.get_opcodes():
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
