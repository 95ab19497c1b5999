"""Text that leaves the process for a person's terminal or a log: secrets redacted, control characters
shown as escapes. Kept free of imports beyond `re` and `sys` so the CLI's error path can use it
without loading anything."""

from __future__ import annotations

import re
import sys
from collections.abc import Iterable
from typing import Any

# Characters that must never reach a log line or terminal raw: C0 and C1 controls, DEL, line and
# paragraph separators, bidirectional controls and zero-width characters.
# BEYOND_C0 is the part JSON leaves raw (json.dumps escapes only C0): the JSON log formatter escapes it.
BEYOND_C0 = "\x7f-\x9f\u061c\u200b-\u200f\u2028-\u202e\u2060-\u2064\u2066-\u2069\ufeff"
CONTROL = re.compile(f"[\x00-\x1f{BEYOND_C0}]")
_NAMED = {"\n": "\\n", "\r": "\\r", "\t": "\\t", "\x00": "\\0"}


def escape_control(text: str) -> str:
    """`text` on one line with every control, bidi or zero-width character shown as an escape."""
    return CONTROL.sub(_escape_one, text)


def _escape_one(m: re.Match[str]) -> str:
    ch = m.group()
    if ch in _NAMED:
        return _NAMED[ch]
    code = ord(ch)
    return f"\\x{code:02x}" if code < 0x100 else f"\\u{code:04x}"


def escape_lines(text: str, indent: str = "    ") -> str:
    """Like `escape_control`, but keeping `text`'s own line breaks (a traceback), each line indented:
    an exception message that holds a newline cannot start a line that looks like our own."""
    return "".join(f"{indent}{escape_control(line)}\n" for line in text.rstrip("\n").split("\n"))


def for_terminal(text: str, *, lines: bool = False) -> str:
    """`text` redacted with the secrets the process registered (if logging was ever set up), then
    escaped: for the CLI's error messages (one line) and tracebacks (`lines`, indented)."""
    logs = sys.modules.get("watcher.logs")  # nothing registered a secret unless it was loaded
    if logs is not None:
        text = logs.redact(text)
    return escape_lines(text, "  ") if lines else escape_control(text)


def scrub_json(value: Any, secrets: Iterable[str]) -> Any:
    """Decoded JSON `value` (or a dataclass of such values) with every occurrence of a secret, in any
    string or key, replaced by ``***``: for what an upstream sends (a server that echoes the header it received into a tool
    description would otherwise carry the secret into state, the outbox and every alert)."""
    ordered = sorted({s for s in secrets if s}, key=len, reverse=True)
    if not ordered:
        return value
    import dataclasses  # here: the CLI's error path imports this module and must stay light

    pattern = re.compile("|".join(re.escape(s) for s in ordered))

    def walk(v: Any) -> Any:
        if isinstance(v, str):
            return pattern.sub("***", v) if pattern.search(v) else v
        if isinstance(v, dict):
            return {walk(k): walk(x) for k, x in v.items()}
        if isinstance(v, list):
            return [walk(x) for x in v]
        if dataclasses.is_dataclass(v) and not isinstance(v, type):  # the server's name and version
            return dataclasses.replace(v, **{f.name: walk(getattr(v, f.name)) for f in dataclasses.fields(v)})
        return v

    return walk(value)
