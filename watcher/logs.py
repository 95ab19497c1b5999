"""Structured logs: text for people, JSON lines for machines; `upstream` and `tool` ride as fields.

Two guarantees hold for every record, whatever code logged it:

- Redaction. The process keeps one set of secrets (`add_secrets`; the daemon registers what its config
  marks as secret). A handler filter replaces them in the message, the exception and stack text and
  the extra fields, before any formatter runs; `redact(text)` does the same for text that does not go
  through logging (a child's stderr, the CLI's error output).
- One record, one line. Text logs show control characters (ESC, CR, LF, NUL, other C0/C1, bidi and
  zero-width characters) as escapes, so a tool name cannot forge a log line or recolour a terminal; a
  traceback's own lines are indented under its record. JSON logs are one valid object per line.
"""

from __future__ import annotations

import json
import logging
import re
import sys
import threading
import time
from collections.abc import Iterable
from types import TracebackType

from .safetext import BEYOND_C0, escape_control, escape_lines

FIELDS = ("upstream", "tool", "grade", "outcome", "security", "trigger")
REDACTED = "***"
MIN_SECRET = 3  # shorter values would scrub ordinary words ("on", "id")

# Inside a JSON string these are legal but split lines for `str.splitlines` and some log shippers.
_JSON_UNSAFE = re.compile(f"[{BEYOND_C0}]")


class Redactor:
    """A set of secret strings and the one pattern that finds any of them (longest first)."""

    def __init__(self, secrets: Iterable[str] = ()) -> None:
        self._lock = threading.Lock()
        self.secrets: frozenset[str] = frozenset()
        self._pattern: re.Pattern[str] | None = None
        self.add(secrets)

    def add(self, secrets: Iterable[str]) -> None:
        new = {s for s in secrets if isinstance(s, str) and len(s) >= MIN_SECRET}
        with self._lock:
            if new <= self.secrets:
                return
            self.secrets = self.secrets | new
            ordered = sorted(self.secrets, key=len, reverse=True)
            self._pattern = re.compile("|".join(re.escape(s) for s in ordered))

    def __call__(self, text: str) -> str:
        pattern = self._pattern
        return text if pattern is None else pattern.sub(REDACTED, text)


_SECRETS = Redactor()


def add_secrets(secrets: Iterable[str]) -> None:
    """Redact these too, from now on, in every log record and `redact()` call (a reloaded config may
    bring new secrets; old ones stay redacted)."""
    _SECRETS.add(secrets)


def redact(text: str) -> str:
    """`text` with every registered secret replaced by ``***``: for text that leaves the process
    without going through logging (a stdio child's stderr, the CLI's error output)."""
    return _SECRETS(text)


class RedactFilter(logging.Filter):
    """Redacts the registered secrets (and `secrets`) from a record's message, exception and stack text
    and extra fields. The exception is formatted here, so no formatter re-formats it unredacted."""

    def __init__(self, secrets: Iterable[str] = ()) -> None:
        super().__init__()
        self._own = Redactor(secrets)

    def _redact(self, text: str) -> str:
        return self._own(_SECRETS(text))

    def filter(self, record: logging.LogRecord) -> bool:
        try:
            message = record.getMessage()
        except (TypeError, ValueError):  # a malformed record: show it raw rather than lose it
            message = f"{record.msg!r} % {record.args!r}"
        record.msg, record.args = self._redact(message), None
        if record.exc_info:
            if not record.exc_text:
                record.exc_text = logging.Formatter().formatException(record.exc_info)
            record.exc_info = None  # formatters use exc_text; nothing re-renders the raw exception
        if record.exc_text:
            record.exc_text = self._redact(record.exc_text)
        if record.stack_info:
            record.stack_info = self._redact(record.stack_info)
        for key in FIELDS:
            value = getattr(record, key, None)
            if isinstance(value, str):
                setattr(record, key, self._redact(value))
        return True


def _exception_text(record: logging.LogRecord, formatter: logging.Formatter) -> str:
    if record.exc_info and not record.exc_text:  # no RedactFilter in front (a test, a library)
        record.exc_text = formatter.formatException(record.exc_info)
    return record.exc_text or ""


class JsonFormatter(logging.Formatter):
    def format(self, record: logging.LogRecord) -> str:
        out: dict[str, object] = {
            "ts": time.strftime("%Y-%m-%dT%H:%M:%S", time.gmtime(record.created))
            + f".{int(record.msecs):03d}Z",
            "level": record.levelname.lower(),
            "logger": record.name,
            "msg": record.getMessage(),
        }
        for key in FIELDS:
            value = getattr(record, key, None)
            if value is not None:
                out[key] = value
        exc = _exception_text(record, self)
        if exc:
            out["exc"] = exc
        if record.stack_info:
            out["stack"] = record.stack_info
        text = json.dumps(out, ensure_ascii=False, default=str)
        # json.dumps escapes C0 controls; these others are legal in a JSON string but split lines.
        return _JSON_UNSAFE.sub(lambda m: f"\\u{ord(m.group()):04x}", text)


class TextFormatter(logging.Formatter):
    def __init__(self) -> None:
        super().__init__("%(asctime)s %(levelname)-7s %(name)s: %(message)s")

    def format(self, record: logging.LogRecord) -> str:
        record.message = record.getMessage()
        record.asctime = self.formatTime(record, self.datefmt)
        line = escape_control(self.formatMessage(record))
        extra = " ".join(
            f"{k}={escape_control(str(getattr(record, k)))}"
            for k in FIELDS
            if getattr(record, k, None) is not None
        )
        if extra:
            line += f" [{extra}]"
        # A traceback keeps its lines, each escaped and indented under the record, so an exception
        # message cannot start a line of its own.
        tail = "\n".join(filter(None, (_exception_text(record, self), record.stack_info or "")))
        if tail:
            line += "\n" + escape_lines(tail).rstrip("\n")
        return line


def _uncaught(exc_type: type[BaseException], exc: BaseException, tb: TracebackType | None) -> None:
    if issubclass(exc_type, KeyboardInterrupt):
        sys.__excepthook__(exc_type, exc, tb)
        return
    logging.getLogger("toolwatch").critical("uncaught exception", exc_info=(exc_type, exc, tb))


def _uncaught_in_thread(args: threading.ExceptHookArgs) -> None:
    if args.exc_value is None or issubclass(args.exc_type, SystemExit):
        return
    name = args.thread.name if args.thread is not None else "?"
    logging.getLogger("toolwatch").critical(
        "uncaught exception in thread %s", name, exc_info=(args.exc_type, args.exc_value, args.exc_traceback)
    )


def setup_logging(fmt: str = "text", level: str = "info", secrets: Iterable[str] = ()) -> None:
    add_secrets(secrets)
    # Python prints an uncaught exception's traceback straight to stderr: past the redaction and
    # the JSON format. Route it through logging instead.
    sys.excepthook = _uncaught
    threading.excepthook = _uncaught_in_thread
    handler = logging.StreamHandler(sys.stderr)
    handler.setFormatter(JsonFormatter() if fmt == "json" else TextFormatter())
    handler.addFilter(RedactFilter())
    root = logging.getLogger()
    for old in list(root.handlers):
        root.removeHandler(old)
    root.addHandler(handler)
    root.setLevel(level.upper())
    for noisy in ("httpx2", "httpx", "mcp", "uvicorn", "uvicorn.error"):
        logging.getLogger(noisy).setLevel(max(logging.WARNING, root.level))
