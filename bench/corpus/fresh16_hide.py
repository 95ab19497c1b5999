"""Hiding transforms of the sixteenth set (a blind red team's): each hides a plaintext payload, and each has
its decoder so the integrity test can check that a hidden row really carries the payload it claims.

Written blind by the redteam16 helper on 2026-12-02, without reading any detector or earlier attack row.
"""

from __future__ import annotations

import base64
import binascii
import codecs
import re
import unicodedata
from collections.abc import Callable
from urllib.parse import quote, unquote

_ZW = "\u200b"
_ZERO, _ONE = "\u200b", "\u200c"
_RLO, _PDF = "\u202e", "\u202c"
# Latin letters and the Cyrillic letters that render the same in most fonts.
_CONFUSABLE = {
    "a": "\u0430",
    "e": "\u0435",
    "o": "\u043e",
    "p": "\u0440",
    "c": "\u0441",
    "x": "\u0445",
    "i": "\u0456",
}
_BACK = {v: k for k, v in _CONFUSABLE.items()}


def zw(text: str) -> str:
    """A zero-width space between every character: the words still read, a keyword never matches."""
    return _ZW.join(text)


def unzw(text: str) -> str:
    return text.replace(_ZW, "")


def tags(text: str) -> str:
    """Unicode tag characters (U+E0000 block): invisible in nearly every renderer."""
    return "".join(chr(0xE0000 + ord(c)) for c in text)


def untags(text: str) -> str:
    return "".join(chr(ord(c) - 0xE0000) if 0xE0000 < ord(c) < 0xE0080 else c for c in text)


def b64(text: str) -> str:
    return base64.b64encode(text.encode()).decode()


def unb64(text: str) -> str:
    out = [text]
    for token in re.findall(r"[A-Za-z0-9+/]{24,}={0,2}", text):
        try:
            out.append(base64.b64decode(token, validate=True).decode())
        except (binascii.Error, UnicodeDecodeError):
            continue
    return "\n".join(out)


def homoglyph(text: str) -> str:
    return "".join(_CONFUSABLE.get(c, c) for c in text)


def unhomoglyph(text: str) -> str:
    return "".join(_BACK.get(c, c) for c in text)


def bidi(text: str) -> str:
    """Stored reversed inside a right-to-left override: it renders forwards, it is stored backwards."""
    return _RLO + text[::-1] + _PDF


def unbidi(text: str) -> str:
    return re.sub(f"{_RLO}(.*?){_PDF}", lambda m: m.group(1)[::-1], text, flags=re.S)


def hexed(text: str) -> str:
    return text.encode().hex()


def unhexed(text: str) -> str:
    out = [text]
    for token in re.findall(r"(?:[0-9a-f]{2}){12,}", text):
        try:
            out.append(bytes.fromhex(token).decode())
        except UnicodeDecodeError:
            continue
    return "\n".join(out)


def rot13(text: str) -> str:
    return codecs.encode(text, "rot13")


def zwbits(text: str) -> str:
    """Each byte as eight invisible characters (U+200B for 0, U+200C for 1)."""
    return "".join(_ONE if bit == "1" else _ZERO for byte in text.encode() for bit in f"{byte:08b}")


def unzwbits(text: str) -> str:
    bits = "".join("1" if c == _ONE else "0" for c in text if c in (_ZERO, _ONE))
    data = bytes(int(bits[i : i + 8], 2) for i in range(0, len(bits) - len(bits) % 8, 8))
    return text + "\n" + data.decode(errors="replace")


def percent(text: str) -> str:
    return quote(text, safe="")


def fullwidth(text: str) -> str:
    """Fullwidth forms (U+FF01..U+FF5E): NFKC folds them back to ASCII."""
    return "".join(chr(ord(c) + 0xFEE0) if "!" <= c <= "~" else "\u3000" if c == " " else c for c in text)


def nfkc(text: str) -> str:
    return unicodedata.normalize("NFKC", text)


# transform name (the style suffix after '+') -> (hide, reveal)
TRANSFORMS: dict[str, tuple[Callable[[str], str], Callable[[str], str]]] = {
    "zw": (zw, unzw),
    "tags": (tags, untags),
    "b64": (b64, unb64),
    "homoglyph": (homoglyph, unhomoglyph),
    "bidi": (bidi, unbidi),
    "hex": (hexed, unhexed),
    "rot13": (rot13, lambda t: codecs.decode(t, "rot13")),
    "zwbits": (zwbits, unzwbits),
    "percent": (percent, unquote),
    "fullwidth": (fullwidth, nfkc),
}
