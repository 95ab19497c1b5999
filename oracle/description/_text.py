"""What the model reads versus what a reviewer sees: hidden characters and look-alike letters.

A description is matched against the detectors' patterns in a *cleaned* form (invisible characters
dropped, compatibility forms folded by NFKC, Cyrillic/Greek look-alikes folded to Latin) so that a
poisoner cannot dodge a pattern with a zero-width space or a Cyrillic 'о'. The cleaned text keeps a
map back to the raw offsets, so that findings point at the raw span the diff marked as added.
"""

from __future__ import annotations

import bisect
import re
import unicodedata
from dataclasses import dataclass

# Characters that render as nothing (or reorder what is rendered) yet reach the model intact.
_ZERO_WIDTH = frozenset(
    "\u200b\u200c\u200d\u2060\u2061\u2062\u2063\u2064\ufeff\u180e\u00ad\u034f\u115f\u1160\u3164"
)
_BIDI = frozenset("\u200e\u200f\u061c\u202a\u202b\u202c\u202d\u202e\u2066\u2067\u2068\u2069")
_ALLOWED_CONTROLS = frozenset("\n\r\t")

# Look-alike letters commonly used to spell Latin words with other scripts.
CONFUSABLES: dict[str, str] = {
    **dict(zip("аеорсухіјѕԁһӏԛԝ", "aeopcyxijsdhlqw", strict=True)),
    **dict(zip("АВЕКМНОРСТХУІЈЅ", "ABEKMHOPCTXYIJS", strict=True)),
    **dict(zip("οαινρτυχκ", "oaivptuxk", strict=True)),
    **dict(zip("ΑΒΕΖΗΙΚΜΝΟΡΤΥΧ", "ABEZHIKMNOPTYX", strict=True)),
}


# Every character hidden_kind() reports, as one class, so that long texts are searched in C.
HIDDEN = re.compile(
    "[" + "".join(sorted(_ZERO_WIDTH | _BIDI)) + "\U000e0000-\U000e007f\ufe00-\ufe0e\U000e0100-\U000e01ef"
    "\ue000-\uf8ff\U000f0000-\U0010ffff\x00-\x08\x0b\x0c\x0e-\x1f\x7f-\x9f]"
)


def hidden_kind(char: str) -> str | None:
    """Why `char` is invisible or deceptive to a human reader, or None when it is ordinary."""
    code = ord(char)
    if char in _ZERO_WIDTH:
        return "zero-width"
    if char in _BIDI:
        return "bidi control"
    if 0xE0000 <= code <= 0xE007F:
        return "tag character"
    if 0xFE00 <= code <= 0xFE0E or 0xE0100 <= code <= 0xE01EF:
        # FE0F (emoji presentation) is everyday text; the others can carry smuggled bytes.
        return "variation selector"
    if 0xE000 <= code <= 0xF8FF or 0xF0000 <= code <= 0x10FFFF:
        return "private use"
    if char not in _ALLOWED_CONTROLS and unicodedata.category(char) == "Cc":
        return "control character"
    return None


def _joins_letters(char: str) -> bool:
    """A letter of a script whose spelling uses the zero-width (non-)joiner: Arabic script (Persian,
    Urdu, Kurdish write "می<U+200C>شود" with a ZWNJ), the Indic scripts, Tibetan, Khmer."""
    code = ord(char)
    return char.isalpha() and (
        0x0600 <= code <= 0x08FF
        or 0xFB50 <= code <= 0xFDFF
        or 0xFE70 <= code <= 0xFEFF
        or 0x0900 <= code <= 0x0FFF
        or 0x1780 <= code <= 0x17FF
    )


def _emoji(char: str) -> bool:
    code = ord(char)
    return code >= 0x1F000 or 0x2600 <= code <= 0x27BF or char == "\ufe0f"


def orthographic_joiner(text: str, index: int) -> bool:
    """Is text[index] a single joiner that spelling puts there: a ZWNJ or ZWJ between two letters of a
    script that uses it, or a ZWJ inside an emoji sequence? A run of zero-width characters (how bits
    are smuggled) or a joiner inside a Latin word ("ig<U+200C>nore") is not."""
    char = text[index]
    if char not in "\u200c\u200d" or index == 0 or index + 1 >= len(text):
        return False
    before, after = text[index - 1], text[index + 1]
    if _joins_letters(before) and _joins_letters(after):
        return True
    return char == "\u200d" and _emoji(before) and _emoji(after)


def decode_tags(text: str) -> str:
    """Unicode tag characters mirror ASCII (U+E0041 is an invisible 'A'): what they spell."""
    if text.isascii():
        return ""  # tag characters are not ASCII
    return "".join(chr(ord(c) - 0xE0000) for c in text if 0xE0020 <= ord(c) <= 0xE007E)


def escape_hidden(text: str) -> str:
    """A reviewer-safe rendering: every hidden character spelled as <U+XXXX>."""
    return HIDDEN.sub(lambda m: f"<U+{ord(m.group()):04X}>", text)


def squash_spaces(text: str) -> str:
    """`text` with every whitespace run collapsed to one space: the key a phrase is remembered by."""
    return " ".join(text.split())


def script_of(char: str) -> str:
    if not char.isalpha():
        return ""
    try:
        return unicodedata.name(char).split(" ", 1)[0]
    except ValueError:
        return ""


@dataclass(frozen=True)
class Cleaned:
    """Text as the patterns see it, with `origin[i]` the raw offset of cleaned character i.

    `origin` is None when the cleaning kept every offset (plain ASCII text), which spares a
    megabyte-sized description a megabyte-sized offset table.
    """

    text: str
    origin: tuple[int, ...] | None

    def clean_span(self, start: int, end: int) -> tuple[int, int]:
        """The cleaned offsets covering raw [start, end) (the inverse of raw_span)."""
        if self.origin is None:
            return start, end
        return bisect.bisect_left(self.origin, start), bisect.bisect_left(self.origin, end)

    def raw_span(self, start: int, end: int) -> tuple[int, int]:
        if self.origin is None:
            return start, end
        if start >= len(self.origin):
            return (self.origin[-1] + 1, self.origin[-1] + 1) if self.origin else (0, 0)
        return self.origin[start], self.origin[max(start, end - 1)] + 1


_LETTERS = re.compile(r"[^\W\d_]+")


def _native_words(text: str) -> bytearray:
    """1 at every letter of a word written in its own script ("надсилай"): look-alikes are folded to
    Latin only in words that mix in Latin letters or are made of look-alikes alone ("Dо", "ѕеnd"), so
    that Cyrillic and Greek text stays readable to the other-language rules."""
    native = bytearray(len(text))
    for match in _LETTERS.finditer(text):
        word = match.group()
        if word.isascii() or any(c.isascii() for c in word) or all(c in CONFUSABLES for c in word):
            continue
        native[match.start() : match.end()] = b"\x01" * len(word)
    return native


def clean(text: str) -> Cleaned:
    """Drop hidden characters, fold NFKC compatibility forms and look-alike letters, casefold."""
    if text.isascii() and not HIDDEN.search(text):
        return Cleaned(text.lower(), None)
    out: list[str] = []
    origin: list[int] = []
    native = _native_words(text)
    index, size = 0, len(text)
    while index < size:
        # A run of printable ASCII, tab, newline, return: each such character is kept, lower-cased,
        # one for one, so the run is copied whole rather than walked a character at a time.
        end = _PLAIN_RUN.match(text, index).end()  # type: ignore[union-attr]
        if end > index:
            out.append(text[index:end].lower())
            origin.extend(range(index, end))
            index = end
            if index == size:
                break
        char = text[index]
        if char.isascii():
            if char in _ALLOWED_CONTROLS or not hidden_kind(char):
                out.append(char.lower())
                origin.append(index)
        elif not hidden_kind(char):
            folded = char if native[index] else CONFUSABLES.get(char, char)
            folded = unicodedata.normalize("NFKC", folded).casefold()
            for piece in folded:
                out.append(piece)
                origin.append(index)
        index += 1
    return Cleaned("".join(out), tuple(origin))


_PLAIN_RUN = re.compile(r"[\t\n\r\x20-\x7e]*")
