"""Upstream text as inert data: what a watched server wrote must never become a live link, a mention,
an image or markup in an alert, nor hide what it says behind invisible characters.

`defang` works for every output: it shows invisible and direction-changing characters as visible
``⟨U+202E⟩`` tags, and writes addresses in the "defanged" form security people already read
(``hxxps[:]//evil[.]example/phish``, ``ops[@]evil[.]example``) so no chat client, mail client or
Markdown renderer turns them into links. Each renderer then escapes its own markup on top (see
_render.py); `slack_text` is that step for Slack's mrkdwn, which has no escape character.
"""

from __future__ import annotations

import re
import unicodedata

# Characters that change how text is shown without being seen: controls (C0, DEL, C1), zero-width
# and joiner characters, bidirectional overrides/isolates, the invisible operators, tag characters
# (used to smuggle hidden ASCII) and other format characters. Tabs and newlines become spaces
# before this runs (an alert line is one line).
_INVISIBLE_EXTRA = frozenset("\u00ad\u034f\u115f\u1160\u17b4\u17b5\u180e\u3164\uffa0")


def _invisible(ch: str) -> bool:
    return unicodedata.category(ch) in ("Cc", "Cf", "Co", "Cs", "Zl", "Zp") or ch in _INVISIBLE_EXTRA


def show_invisible(text: str) -> str:
    """Every invisible or direction-changing character as a visible ``⟨U+XXXX⟩`` tag."""
    if text.isascii() and text.isprintable():
        return text
    return "".join(f"⟨U+{ord(ch):04X}⟩" if _invisible(ch) else ch for ch in text)


# Top-level domains that chat and mail clients link on sight when written bare ("evil.com/x").
# Names with a path, a scheme or "www." are defanged whatever their ending.
_BARE_TLDS = (
    "com|net|org|io|ai|co|app|dev|xyz|info|biz|me|ly|gg|sh|zip|mov|top|site|online|link|click|"
    "live|cloud|tech|store|shop|ru|cn|tk|ml|ga|cf|gq|us|uk|de|fr|nl|eu|in|ca|au|jp|br|su|ws|cc|tv|"
    "gov|edu|mil|int|page|pw|icu|buzz|fun|work|rest|best|lol|cam|help"
)
# scheme ":" (wherever it starts: GFM links `_https://…` too) then either "//" and an authority
# (whose dots are defanged, whatever its ending) or, for link-only schemes (javascript:, data:,
# mailto:), anything that is not a space.
_SCHEME_URL = re.compile(
    r"(?i)(?<![a-z0-9+.-])([a-z][a-z0-9+.-]{0,30}):(\s*[/\\]{2}[^\s/\\?#()\[\]<>\"'`|]*|(?=\S))"
)
_LINK_SCHEMES = re.compile(
    r"(?i)^(?:https?|s?ftp|file|ftps|wss?|mailto|tel|sms|javascript|vbscript|data|slack|"
    r"ssh|git|svn|smb|ldap|irc|magnet|ms-[a-z-]+|x-[a-z-]+)$"
)
# Not anchored on "_": GFM links "_www.evil.com_" and "_ops@evil.com_" (emphasis around a link).
_HOSTLIKE = re.compile(r"(?i)(?<![A-Za-z0-9@.-])((?:[\w-]+\.)+(?:[a-z]{2,63}))(?![A-Za-z0-9-])")
_EMAIL = re.compile(r"(?i)(?<![A-Za-z0-9.+-])([\w.+-]+)@((?:[\w-]+\.)+[a-z]{2,63})(?![A-Za-z0-9-])")
_MENTION = re.compile(r"(?<![\w@\[])@(?=[\w!#&])")


def _defang_host(host: str) -> str:
    return host.replace(".", "[.]")


def _defang_url_scheme(m: re.Match[str]) -> str:
    scheme, rest = m.group(1), m.group(2)
    if not rest and not _LINK_SCHEMES.match(scheme):
        return m.group(0)  # "a:b", "rule:x" — a colon in prose, not a link
    if scheme.lower().startswith("http"):
        scheme = "hxxp" + scheme[4:]
    return f"{scheme}[:]{_defang_host(rest)}"


def _defang_hostname(m: re.Match[str]) -> str:
    host = m.group(1)
    after = m.string[m.end() : m.end() + 1]
    last = host.rsplit(".", 1)[-1].lower()
    if host.lower().startswith("www.") or after in ("/", ":", "?", "#") or re.fullmatch(_BARE_TLDS, last):
        return _defang_host(host)
    return host


def defang(text: str) -> str:
    """`text` (from an upstream) with invisible characters shown and every address made inert."""
    text = show_invisible(text.replace("\r\n", " ").replace("\n", " ").replace("\r", " ").replace("\t", " "))
    if not any(c in text for c in ":.@"):
        return text
    text = _EMAIL.sub(lambda m: f"{m.group(1)}[@]{_defang_host(m.group(2))}", text)
    text = _SCHEME_URL.sub(_defang_url_scheme, text)
    text = _HOSTLIKE.sub(_defang_hostname, text)
    return _MENTION.sub("＠", text).replace("://", "[:]//")  # a "://" no scheme rule caught


# Slack's mrkdwn has no escape character and apprise's CommonMark pass turns `&lt;!here&gt;` back
# into a mention in some modes, so the characters that open markup are swapped for look-alikes that
# read the same to a person: angle brackets, emphasis and strike delimiters, backticks. Backslash
# escapes of square brackets are consumed by apprise (it emits the bare character), so a
# `[label](url)` can never pair into a link.
_SLACK_SWAP = str.maketrans({"<": "‹", ">": "›", "*": "∗", "`": "ˋ", "\\": "⧵"})
_SLACK_BACKSLASH = re.compile(r"([\[\]])")
_SLACK_UNDERSCORE = re.compile(r"(?<![A-Za-z0-9])_|_(?![A-Za-z0-9])")
_SLACK_TILDE = re.compile(r"~(?!/)")


def slack_text(text: str, *, code: bool = False) -> str:
    """Defanged text in the form apprise's CommonMark → mrkdwn pass turns into literal Slack text."""
    text = defang(text).translate(_SLACK_SWAP)
    if code:  # inside a single-backtick span Slack formats nothing; only the backtick had to go
        return text
    text = _SLACK_UNDERSCORE.sub("＿", text)
    text = _SLACK_TILDE.sub("∼", text)
    return _SLACK_BACKSLASH.sub(r"\\\1", text)
