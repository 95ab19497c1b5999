"""Encoded payloads: blobs a reviewer skims past but a model decodes and follows.

A blob counts only when it decodes to readable text, so hashes, ids and digests (which decode to
noise) stay quiet.
"""

from __future__ import annotations

import base64
import binascii
import re
from collections.abc import Iterator
from urllib.parse import unquote

_BASE64 = re.compile(r"(?<![\w+/=-])[A-Za-z0-9+/_-]{20,}={0,2}(?![\w+/=-])")
_HEX = re.compile(r"(?<![0-9A-Za-z])(?:0x)?(?:[0-9A-Fa-f]{2}){12,}(?![0-9A-Za-z])")
_ESCAPES = re.compile(r"(?:\\x[0-9A-Fa-f]{2}|\\u[0-9A-Fa-f]{4}|%[0-9A-Fa-f]{2}|&#x?[0-9A-Fa-f]{2,5};){8,}")
_MIN_DECODED = 10


def _readable(data: bytes) -> str | None:
    """The text `data` spells, when it is mostly letters and spaces (as an instruction would be)."""
    try:
        text = data.decode("utf-8")
    except UnicodeDecodeError:
        return None
    if len(text) < _MIN_DECODED:
        return None
    printable = sum(ch.isprintable() or ch in "\n\t" for ch in text)
    letters = sum(ch.isalpha() or ch == " " for ch in text)
    if printable / len(text) < 0.95 or letters / len(text) < 0.6:
        return None
    return text


def _b64(blob: str) -> str | None:
    if blob.isalpha() or blob.isdigit() or not re.search(r"[A-Z]", blob) or not re.search(r"[a-z]", blob):
        return None  # plain words and numbers, or single-case identifiers: not base64 in practice
    padded = blob + "=" * (-len(blob) % 4)
    try:
        data = base64.b64decode(padded.replace("-", "+").replace("_", "/"), validate=True)
    except (binascii.Error, ValueError):
        return None
    return _readable(data)


def _escapes(blob: str) -> str | None:
    text = re.sub(r"\\x([0-9A-Fa-f]{2})", lambda m: chr(int(m.group(1), 16)), blob)
    text = re.sub(r"\\u([0-9A-Fa-f]{4})", lambda m: chr(int(m.group(1), 16)), text)
    text = re.sub(r"&#x([0-9A-Fa-f]+);", lambda m: chr(int(m.group(1), 16)), text)
    text = re.sub(r"&#([0-9]+);", lambda m: chr(int(m.group(1))), text)
    return _readable(unquote(text).encode("utf-8", "surrogatepass"))


def encoded_payloads(text: str) -> Iterator[tuple[int, int, str]]:
    """(start, end, decoded text) for every blob in `text` that decodes to readable text."""
    for match in _BASE64.finditer(text):
        decoded = _b64(match.group())
        if decoded is not None:
            yield match.start(), match.end(), decoded
    for match in _HEX.finditer(text):
        raw = match.group().removeprefix("0x")
        decoded = _readable(bytes.fromhex(raw))
        if decoded is not None:
            yield match.start(), match.end(), decoded
    for match in _ESCAPES.finditer(text):
        decoded = _escapes(match.group())
        if decoded is not None:
            yield match.start(), match.end(), decoded
