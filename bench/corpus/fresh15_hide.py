"""Hiding transforms for the fifteenth set's hidden-text attacks (build_fresh15.py).

Each turns a payload into text a person reviewing a diff, or a scanner matching words, reads differently
from a model: invisible Unicode tags, zero-width joiners between letters, Cyrillic look-alikes, bold
mathematical letters, right-to-left overrides, base64 and ROT13. Deterministic, no randomness.
"""

from __future__ import annotations

import base64
import codecs

ZWSP = "\u200b"
# Latin letters and their Cyrillic look-alikes (the ones that render identically in common fonts).
CONFUSABLE = str.maketrans(
    {"a": "\u0430", "e": "\u0435", "o": "\u043e", "c": "\u0441", "p": "\u0440", "i": "\u0456"}
)


def tags(text: str) -> str:
    """Unicode tag characters (U+E0000 block): invisible in most renderers, read by many tokenizers."""
    return "".join(chr(0xE0000 + ord(c)) for c in text if 0x20 <= ord(c) < 0x7F)


def zero_width(text: str) -> str:
    """A zero-width space after every letter of every word longer than three letters: looks unchanged,
    but no keyword matches it any more."""
    out: list[str] = []
    for word in text.split(" "):
        out.append(ZWSP.join(word) if len(word) > 3 else word)
    return " ".join(out)


def confusable(text: str) -> str:
    """Latin a, e, o, c, p, i swapped for their Cyrillic look-alikes."""
    return text.translate(CONFUSABLE)


def bold_math(text: str) -> str:
    """ASCII letters as MATHEMATICAL SANS-SERIF BOLD letters (U+1D5D4 ...): shown as bold text."""
    out = []
    for c in text:
        if "A" <= c <= "Z":
            out.append(chr(0x1D5D4 + ord(c) - ord("A")))
        elif "a" <= c <= "z":
            out.append(chr(0x1D5EE + ord(c) - ord("a")))
        else:
            out.append(c)
    return "".join(out)


def right_to_left(text: str) -> str:
    """The text stored reversed inside a RIGHT-TO-LEFT OVERRIDE ... POP DIRECTIONAL FORMATTING pair: a
    bidi-aware viewer shows it the right way round, a scanner reads it backwards."""
    return "\u202e" + text[::-1] + "\u202c"


def b64(text: str) -> str:
    return base64.b64encode(text.encode()).decode()


def rot13(text: str) -> str:
    return codecs.encode(text, "rot13")
