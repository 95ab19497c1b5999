"""The `judges:` configuration: parsing with errors that name the key path, and its JSON Schema."""

from __future__ import annotations

import re
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from .._types import JSON


class JudgeConfigError(ValueError):
    """A `judges:` entry is invalid; the message starts with the key path (e.g. `judges[1].timeout`)."""


@dataclass(frozen=True)
class JudgeConfig:
    """One OpenAI-compatible chat-completions judge."""

    endpoint: str
    model: str
    api_key_env: str | None = None  # the *name* of the variable holding the key; never the key
    name: str = ""  # label in metrics and findings; defaults to the model
    timeout: float = 10.0  # seconds for the whole call, connect to last byte
    budget_tokens: int = 100_000  # per process lifetime; counted from `usage`, estimated when absent
    max_reply_bytes: int = 256 * 1024  # a reply larger than this is junk, not a verdict
    json_mode: bool = True  # send response_format={"type": "json_object"}

    @property
    def label(self) -> str:
        return self.name or self.model


_DURATION = re.compile(r"^\s*(\d+(?:\.\d+)?)\s*(ms|s|m)?\s*$")

_KEYS: dict[str, str] = {
    "endpoint": "URL of an OpenAI-compatible /chat/completions endpoint",
    "model": "model name sent in the request",
    "api_key_env": "name of the environment variable holding the API key",
    "name": "label for metrics and findings (default: the model)",
    "timeout": "per-call timeout: seconds, or a string like 5s, 500ms, 1m",
    "budget_tokens": "token budget for this judge (positive integer)",
    "max_reply_bytes": "largest accepted reply body in bytes",
    "json_mode": "send response_format json_object (true/false)",
}

JUDGES_SCHEMA: dict[str, JSON] = {
    "type": "array",
    "description": "LLM judges for description changes (opt-in). Keys come from the environment.",
    "items": {
        "type": "object",
        "additionalProperties": False,
        "required": ["endpoint", "model"],
        "properties": {
            "endpoint": {"type": "string", "pattern": "^https?://", "description": _KEYS["endpoint"]},
            "model": {"type": "string", "minLength": 1, "description": _KEYS["model"]},
            "api_key_env": {
                "type": "string",
                "pattern": "^[A-Za-z_][A-Za-z0-9_]*$",
                "description": _KEYS["api_key_env"],
            },
            "name": {"type": "string", "minLength": 1, "description": _KEYS["name"]},
            "timeout": {
                # One type list rather than oneOf, so that a bad value is reported by the keyword it
                # breaks (pattern, minimum) instead of "fails oneOf".
                "type": ["number", "string"],
                "exclusiveMinimum": 0,
                "pattern": r"^\s*\d+(\.\d+)?\s*(ms|s|m)?\s*$",
                "description": _KEYS["timeout"],
            },
            "budget_tokens": {"type": "integer", "minimum": 1, "description": _KEYS["budget_tokens"]},
            "max_reply_bytes": {"type": "integer", "minimum": 1024, "description": _KEYS["max_reply_bytes"]},
            "json_mode": {"type": "boolean", "description": _KEYS["json_mode"]},
        },
    },
}


def parse_duration(value: Any, where: str) -> float:
    if isinstance(value, bool) or not isinstance(value, int | float | str):
        raise JudgeConfigError(f"{where}: expected seconds or a duration like '5s', got {value!r}")
    if isinstance(value, str):
        match = _DURATION.match(value)
        if not match:
            raise JudgeConfigError(f"{where}: expected a duration like '5s', '500ms' or '1m', got {value!r}")
        seconds = float(match.group(1)) * {"ms": 0.001, "s": 1.0, "m": 60.0}[match.group(2) or "s"]
    else:
        seconds = float(value)
    if not seconds > 0:
        raise JudgeConfigError(f"{where}: must be positive, got {value!r}")
    return seconds


def _string(entry: Mapping[str, Any], key: str, where: str, *, required: bool = False) -> str | None:
    value = entry.get(key)
    if value is None:
        if required:
            raise JudgeConfigError(f"{where}.{key}: required ({_KEYS[key]})")
        return None
    if not isinstance(value, str) or not value.strip():
        raise JudgeConfigError(f"{where}.{key}: expected a non-empty string, got {type(value).__name__}")
    return value.strip()


def _positive_int(entry: Mapping[str, Any], key: str, where: str, default: int, minimum: int = 1) -> int:
    value = entry.get(key, default)
    if isinstance(value, bool) or not isinstance(value, int) or value < minimum:
        raise JudgeConfigError(f"{where}.{key}: expected an integer >= {minimum}, got {value!r}")
    return value


def _parse_one(entry: Any, where: str) -> JudgeConfig:
    if not isinstance(entry, Mapping):
        raise JudgeConfigError(
            f"{where}: expected a mapping with endpoint and model, got {type(entry).__name__}"
        )
    if "api_key" in entry:
        raise JudgeConfigError(
            f"{where}.api_key: put the key in an environment variable and name it in api_key_env"
        )
    unknown = sorted(set(map(str, entry)) - set(_KEYS))
    if unknown:
        allowed = ", ".join(_KEYS)
        raise JudgeConfigError(f"{where}.{unknown[0]}: unknown key (allowed: {allowed})")
    endpoint = _string(entry, "endpoint", where, required=True) or ""
    if not re.match(r"^https?://", endpoint):
        raise JudgeConfigError(f"{where}.endpoint: expected an http:// or https:// URL")
    api_key_env = _string(entry, "api_key_env", where)
    if api_key_env is not None and not re.match(r"^[A-Za-z_][A-Za-z0-9_]*$", api_key_env):
        raise JudgeConfigError(
            f"{where}.api_key_env: expected an environment variable name (the key itself never goes in config)"
        )
    json_mode = entry.get("json_mode", True)
    if not isinstance(json_mode, bool):
        raise JudgeConfigError(f"{where}.json_mode: expected true or false, got {json_mode!r}")
    return JudgeConfig(
        endpoint=endpoint,
        model=_string(entry, "model", where, required=True) or "",
        api_key_env=api_key_env,
        name=_string(entry, "name", where) or "",
        timeout=parse_duration(entry.get("timeout", 10.0), f"{where}.timeout"),
        budget_tokens=_positive_int(entry, "budget_tokens", where, 100_000),
        max_reply_bytes=_positive_int(entry, "max_reply_bytes", where, 256 * 1024, minimum=1024),
        json_mode=json_mode,
    )


def parse_judges(value: Any, path: str = "judges") -> tuple[JudgeConfig, ...]:
    """Parse the `judges:` list (or a mapping holding it). Errors name the key path."""
    if isinstance(value, Mapping) and "judges" in value:
        value = value["judges"]
    if value is None:
        return ()
    if not isinstance(value, list):
        raise JudgeConfigError(f"{path}: expected a list of judges, got {type(value).__name__}")
    judges = tuple(_parse_one(entry, f"{path}[{i}]") for i, entry in enumerate(value))
    labels = [j.label for j in judges]
    for i, label in enumerate(labels):
        if label in labels[:i]:
            raise JudgeConfigError(
                f"{path}[{i}].name: judge {label!r} listed twice; give each a distinct name"
            )
    return judges
