"""Structured logs: text for people, JSON lines for machines; `upstream` and `tool` ride as fields.

A filter redacts every configured secret from every record, whatever code logged it.
"""

from __future__ import annotations

import json
import logging
import sys
import time
from collections.abc import Iterable

from .config import redact

FIELDS = ("upstream", "tool", "grade", "outcome", "security", "trigger")
_FILTERS: list[RedactFilter] = []


def add_secrets(secrets: Iterable[str]) -> None:
    """Redact these too from now on (a reloaded config may bring new secrets)."""
    for f in _FILTERS:
        f.secrets = f.secrets | frozenset(secrets)


class RedactFilter(logging.Filter):
    def __init__(self, secrets: Iterable[str] = ()) -> None:
        super().__init__()
        self.secrets = frozenset(secrets)
        _FILTERS.append(self)

    def filter(self, record: logging.LogRecord) -> bool:
        if self.secrets:
            record.msg = redact(record.getMessage(), self.secrets)
            record.args = None
        return True


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
        if record.exc_info:
            out["exc"] = self.formatException(record.exc_info)
        return json.dumps(out, ensure_ascii=False, default=str)


class TextFormatter(logging.Formatter):
    def __init__(self) -> None:
        super().__init__("%(asctime)s %(levelname)-7s %(name)s: %(message)s")

    def format(self, record: logging.LogRecord) -> str:
        text = super().format(record)
        extra = " ".join(f"{k}={getattr(record, k)}" for k in FIELDS if getattr(record, k, None) is not None)
        return f"{text} [{extra}]" if extra else text


def setup_logging(fmt: str = "text", level: str = "info", secrets: Iterable[str] = ()) -> None:
    handler = logging.StreamHandler(sys.stderr)
    handler.setFormatter(JsonFormatter() if fmt == "json" else TextFormatter())
    handler.addFilter(RedactFilter(secrets))
    root = logging.getLogger()
    for old in list(root.handlers):
        root.removeHandler(old)
    root.addHandler(handler)
    root.setLevel(level.upper())
    for noisy in ("httpx2", "httpx", "mcp", "uvicorn", "uvicorn.error"):
        logging.getLogger(noisy).setLevel(max(logging.WARNING, root.level))
