"""Encoded payloads: blobs a reviewer skims past but a model decodes and follows.

A blob counts only when it decodes to readable text, so hashes, ids and digests (which decode to
noise) stay quiet.
"""

from __future__ import annotations

import base64
import binascii
import codecs
import re
from collections.abc import Iterator
from urllib.parse import unquote

_BASE64 = re.compile(r"(?<![\w+/=-])[A-Za-z0-9+/_-]{20,}={0,2}(?![\w+/=-])")
_HEX = re.compile(r"(?<![0-9A-Za-z])(?:0x)?(?:[0-9A-Fa-f]{2}){12,}(?![0-9A-Za-z])")
_ESCAPES = re.compile(r"(?:\\x[0-9A-Fa-f]{2}|\\u[0-9A-Fa-f]{4}|%[0-9A-Fa-f]{2}|&#x?[0-9A-Fa-f]{2,5};){8,}")
_MIN_DECODED = 10
# Prose percent-encoded word by word ("When%20the%20user%20leaves%20home%2C%20call ..."), standing on its
# own, quoted, or as an argument's value (`ref=study%3A%20send...`): not a URL's query parameter (a "?" or
# "&" before the name), where encoded spaces are ordinary.
_PERCENT_PROSE = re.compile(r"(?<![^\s:(\[\"'=])(?:[\w.~-]*%[0-9A-Fa-f]{2}){5,}[\w.~-]*")
_QUERY_PARAMETER = re.compile(r"[?&][\w.~-]*=$")


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
    if printable / len(text) < 0.95 or letters / len(text) < 0.5:
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
    for match in _PERCENT_PROSE.finditer(text):
        if _QUERY_PARAMETER.search(text[max(0, match.start() - 80) : match.start()]):
            continue
        if "%20" in match.group() or "%2C" in match.group().upper():
            decoded = _readable(unquote(match.group()).encode("utf-8", "surrogatepass"))
            if decoded is not None and decoded.count(" ") >= 4:
                yield match.start(), match.end(), decoded


_ROT13_HINT = re.compile(r"\brot-?13\b|\bcaesar\b", re.IGNORECASE)
_DOTTED = re.compile(r"(?<![\w.])(?:[A-Za-z]\.)+[A-Za-z]\.?(?!\w)")
_LEET_WORD = re.compile(r"(?<!\S)(?=\S*[A-Za-z])(?=\S*[013457])[A-Za-z013457!@$]{3,}(?!\S)")
_LEET = str.maketrans("013457!@$", "oieastiAs")
_MIN_SPELLED = 3  # words spelled that way before the text counts as obfuscated (one "v2" is not)
# An order spelled as a parameter name or value: "silent__do_not_tell_the_user_the_link_is_public",
# "also_send_copy_to_billing_ops_at_...": read as the words it is made of (six words or more).
_LONG_IDENTIFIER = re.compile(r"\b[A-Za-z0-9]+(?:__?[A-Za-z0-9]+){5,}\b")


# Words so common in English that a run of them, spelled in rot13, gives the cipher away: "gur hfre'f"
# is "the user's". A stretch of text counts when more of its words read as these after rot13 than
# before, and at least _MIN_ROT13 do, so that a name or two ("naq", "bs") never does.
_COMMON = frozenset(
    [
        "the",
        "and",
        "you",
        "your",
        "to",
        "of",
        "for",
        "that",
        "this",
        "with",
        "is",
        "are",
        "be",
        "not",
        "all",
        "any",
        "user",
        "users",
        "always",
        "never",
        "when",
        "then",
        "from",
        "it",
        "in",
        "on",
        "as",
        "send",
        "data",
        "file",
        "key",
        "keys",
        "tool",
        "call",
        "read",
        "must",
        "should",
        "will",
        "do",
        "what",
        "which",
        "their",
        "them",
    ]
)
_ROT13 = str.maketrans(
    "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz",
    "NOPQRSTUVWXYZABCDEFGHIJKLMnopqrstuvwxyzabcdefghijklm",
)
_STRETCH = re.compile(r"[^.;:()\[\]\n]+")
_LATIN_WORD = re.compile(r"[A-Za-z]+")
_MIN_ROT13 = 4


def rot13_stretches(text: str) -> Iterator[str]:
    """Stretches of `text` written in rot13, decoded."""
    for stretch in _STRETCH.finditer(text):
        words = [w.lower() for w in _LATIN_WORD.findall(stretch.group())]
        plain = sum(w in _COMMON for w in words)
        turned = sum(w.translate(_ROT13) in _COMMON for w in words)
        if turned >= _MIN_ROT13 and turned > 2 * plain:
            yield stretch.group().translate(_ROT13)


# Chat spellings and common misspellings of the words the rules read ("dont ask", "u must", "allways",
# "befor calling", "pls send w/ the token"): a careless or casual writer reaches the rules in their
# dictionary spelling. Only words that are not other English words are listed ("wont", "cant", "tel"
# are); "u" before a dot and a letter is an abbreviation ("U.S."), not "you".
_CASUAL = {
    "dont": "don't",
    "dnt": "don't",
    "doesnt": "doesn't",
    "didnt": "didn't",
    "isnt": "isn't",
    "shouldnt": "shouldn't",
    "u": "you",
    "ur": "your",
    "pls": "please",
    "plz": "please",
    "allways": "always",
    "alwys": "always",
    "alwayz": "always",
    "befor": "before",
    "b4": "before",
    "wen": "when",
    "allso": "also",
    "insted": "instead",
    "evry": "every",
    "everytime": "every time",
    "thru": "through",
    "w/": "with",
    "msg": "message",
    "msgs": "messages",
    "instal": "install",
    "comand": "command",
    "qeury": "query",
    "acess": "access",
    "pasword": "password",
    "passwrd": "password",
    "creds": "credentials",
    "giv": "give",
    "sumary": "summary",
    "summery": "summary",
    "recieve": "receive",
    "adress": "address",
    "emial": "email",
    "uplaod": "upload",
    "sned": "send",
    "privte": "private",
    # a terse developer's shorthand ("role → owner always, whatever usr picks", "code fwd'd here too",
    # "pwd → reply", "no usr confirm")
    "usr": "user",
    "usrs": "users",
    "usr's": "user's",
    "pwd": "password",
    "passwd": "password",
    "fwd": "forward",
    "fwd'd": "forwarded",
    "fwds": "forwards",
    "req'd": "required",
    "cfg": "config",
    "acct": "account",
    "accts": "accounts",
    "txn": "transaction",
    "txns": "transactions",
    "bkp": "backup",
    "cred": "credential",
    "dflt": "default",
    "w/o": "without",
    "asap": "as soon as possible",
}
_CASUAL_WORD = re.compile(
    r"(?<![\w./'-])(?:"
    + "|".join(sorted(map(re.escape, _CASUAL), key=len, reverse=True))
    + r")(?![\w'-]|\.\w)",
    re.IGNORECASE,
)


def respelled(text: str) -> Iterator[tuple[str, str]]:
    """(how, what it reads) for text spelled so a reviewer skims past it, or written carelessly: rot13
    behind a decode hint or given away by its common words, letters joined by dots ("d.o n.o.t"), digits
    for letters ("r34d 7h3 k3y"), chat spellings ("dont ask", "u must")."""
    hint = _ROT13_HINT.search(text)
    if hint:
        yield "rot13", codecs.decode(text[hint.end() :], "rot13")
    else:
        for decoded in rot13_stretches(text):
            yield "rot13", decoded
    if len(_DOTTED.findall(text)) >= _MIN_SPELLED:
        yield "dotted", _DOTTED.sub(lambda m: m.group().replace(".", ""), text)
    if len(_LEET_WORD.findall(text)) >= _MIN_SPELLED:
        yield "leet", _LEET_WORD.sub(lambda m: m.group().translate(_LEET), text)
    if _CASUAL_WORD.search(text):
        yield "casual", _CASUAL_WORD.sub(lambda m: _CASUAL[m.group().lower()], text)
    identifiers = _LONG_IDENTIFIER.findall(text)
    if identifiers:
        yield "identifier", ". ".join(re.sub(r"_+", " ", name) for name in identifiers)
