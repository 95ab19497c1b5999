"""Route URLs shown so a person can debug them: scheme, host, port and path stay readable; only
credentials are hidden (user info, token-like host or path pieces, secret query values).

`notifiers.redact_url` keeps only `scheme://host/***`, which is right for logs but hides exactly what
a typo is in (`json://127.0.0.1:8O80/hoks`). This is for a person at a terminal who owns the config.
"""

from __future__ import annotations

import re
from urllib.parse import unquote

HIDDEN = "***"
_SECRET_KEY = re.compile(r"token|secret|key|pass|pwd|auth|sig|cred|cookie|bearer|webhook|session", re.I)
_HOST = re.compile(
    r"^(?:[A-Za-z0-9-]+\.)*[A-Za-z][A-Za-z0-9-]*$|^\d{1,3}(?:\.\d{1,3}){3}$|^\[[0-9a-fA-F:.]+\]$"
)


def _token_like(piece: str) -> bool:
    """A credential-looking piece: long, or mixed letters and digits (Slack's T1JJ3T3L2, a bot id)."""
    text = unquote(piece)
    if len(text) >= 16 and not re.fullmatch(r"[a-z]+(?:[-_][a-z]+)*", text):
        return True
    return len(text) >= 6 and any(c.isdigit() for c in text) and any(c.isalpha() for c in text)


def display_url(url: str) -> str:
    """`json://***@127.0.0.1:8080/hooks/toolwatch?token=***&channel=ops` for a person to check."""
    scheme, sep, rest = url.partition("://")
    if not sep or not re.fullmatch(r"[A-Za-z][A-Za-z0-9+.-]{0,31}", scheme):
        return HIDDEN
    rest, _hash, fragment = rest.partition("#")
    base, _q, query = rest.partition("?")
    authority, slash, path = base.partition("/")
    _userinfo, at, hostport = authority.rpartition("@")
    host, colon, port = hostport.rpartition(":") if not hostport.endswith("]") else (hostport, "", "")
    if not colon:
        host, port = hostport, ""
    # A dotted name or an address says where, not how to get in; a single label may be a token.
    dotted = "." in host or host.startswith("[")
    shown_host = host if _HOST.match(host) and (dotted or not _token_like(host)) else HIDDEN
    # Not a number: a typo ("8O80") is short; anything longer is a token after a colon (bot:token).
    plausible_port = port.isdigit() or (len(port) <= 5 and not _token_like(port))
    shown_port = (f":{port}" if plausible_port else f":{HIDDEN}") if colon else ""
    out = f"{scheme}://" + (f"{HIDDEN}@" if at else "") + shown_host + shown_port
    if slash:
        out += "/" + "/".join(HIDDEN if _token_like(p) else p for p in path.split("/"))
    if query:
        pairs = []
        for pair in re.split(r"[&;]", query):
            key, eq, value = pair.partition("=")
            secret = key.startswith(("+", "-")) or bool(_SECRET_KEY.search(key)) or _token_like(value)
            pairs.append(f"{key}={HIDDEN}" if eq and secret and value else pair)
        out += "?" + "&".join(pairs)
    if fragment:
        out += "#" + (HIDDEN if _token_like(fragment) else fragment)
    return out
