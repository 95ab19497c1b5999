"""The `notify:` section of the config: its JSON Schema and its parsed, validated form."""

from __future__ import annotations

import fnmatch
import re
from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any, Literal

from oracle import Dimension, Grade, Outcome

from ._redact import redact_url, scrubbed_logs

Format = Literal["markdown", "html", "text"]
FORMATS: tuple[Format, ...] = ("markdown", "html", "text")

_RATE = re.compile(r"^\s*(\d+)\s*/\s*(\d*)\s*(s|sec|second|m|min|minute|h|hour|d|day)\s*$")
_UNIT_SECONDS = {"s": 1, "sec": 1, "second": 1, "m": 60, "min": 60, "minute": 60}
_UNIT_SECONDS |= {"h": 3600, "hour": 3600, "d": 86400, "day": 86400}

_WHEN_SCHEMA: dict[str, Any] = {
    "type": "object",
    "additionalProperties": False,
    "properties": {
        "min_grade": {"enum": [g.label for g in Grade]},
        "outcomes": {"type": "array", "items": {"enum": [o.value for o in Outcome]}, "uniqueItems": True},
        "security": {"type": "boolean"},
        "upstreams": {"type": "array", "items": {"type": "string", "minLength": 1}},
        "tools": {"type": "array", "items": {"type": "string", "minLength": 1}},
        "dimensions": {"type": "array", "items": {"enum": [d.value for d in Dimension]}, "uniqueItems": True},
    },
}

NOTIFY_SCHEMA: dict[str, Any] = {
    "$schema": "https://json-schema.org/draft/2020-12/schema",
    "title": "toolwatch notify section",
    "type": "object",
    "additionalProperties": False,
    "properties": {
        "routes": {
            "type": "array",
            "items": {
                "type": "object",
                "additionalProperties": False,
                "required": ["name", "urls"],
                "properties": {
                    "name": {"type": "string", "pattern": "^[A-Za-z0-9_.-]{1,64}$"},
                    "urls": {"type": "array", "minItems": 1, "items": {"type": "string", "minLength": 1}},
                    "when": _WHEN_SCHEMA,
                    "format": {"enum": list(FORMATS)},
                    "rate_limit": {"type": "string", "pattern": _RATE.pattern},
                },
            },
        },
        "resolved": {"type": "boolean"},
        "delivery": {
            "type": "object",
            "additionalProperties": False,
            "properties": {
                "max_attempts": {"type": "integer", "minimum": 1, "maximum": 1000},
                "backoff_initial_seconds": {"type": "number", "exclusiveMinimum": 0},
                "backoff_max_seconds": {"type": "number", "exclusiveMinimum": 0},
                "concurrency": {"type": "integer", "minimum": 1, "maximum": 64},
                "retention_days": {"type": "number", "minimum": 0},
            },
        },
    },
}


class NotifyConfigError(ValueError):
    """A bad `notify:` section: the message names the key path and what is allowed."""


@dataclass(frozen=True)
class RateLimit:
    count: int
    per_seconds: float
    text: str = ""  # as written in the config, for messages

    @classmethod
    def parse(cls, text: str) -> RateLimit:
        m = _RATE.match(text)
        if m is None or int(m.group(1)) < 1:
            raise ValueError(
                f"bad rate_limit {text!r}; expected N/UNIT such as 20/min, 5/s, 100/hour or 3/10s"
            )
        scale = int(m.group(2)) if m.group(2) else 1
        return cls(int(m.group(1)), float(scale * _UNIT_SECONDS[m.group(3)]), text.strip())

    def __str__(self) -> str:
        return self.text or f"{self.count}/{self.per_seconds:g}s"


@dataclass(frozen=True)
class When:
    """A route's filter. Absent keys do not constrain; `security: false` means non-security only."""

    min_grade: Grade | None = None
    outcomes: frozenset[Outcome] | None = None
    security: bool | None = None
    upstreams: tuple[str, ...] = ()
    tools: tuple[str, ...] = ()
    dimensions: frozenset[Dimension] | None = None

    def upstream_matches(self, upstream: str) -> bool:
        return not self.upstreams or any(fnmatch.fnmatchcase(upstream, g) for g in self.upstreams)

    def tool_matches(self, tool: str) -> bool:
        return not self.tools or any(fnmatch.fnmatchcase(tool, g) for g in self.tools)


@dataclass(frozen=True)
class Route:
    name: str
    urls: tuple[str, ...] = field(repr=False)  # secrets: never in a repr, log or error
    when: When = field(default_factory=When)
    format: Format = "markdown"
    rate_limit: RateLimit | None = None

    @property
    def redacted_urls(self) -> tuple[str, ...]:
        return tuple(redact_url(u) for u in self.urls)


@dataclass(frozen=True)
class DeliveryPolicy:
    max_attempts: int = 10  # then dead-lettered
    backoff_initial_seconds: float = 2.0
    backoff_max_seconds: float = 600.0
    concurrency: int = 8  # deliveries in flight across all routes (each URL lane has at most 2)
    retention_days: float = 7.0  # delivered rows kept this long, so a re-published event is not re-sent


@dataclass(frozen=True)
class NotifyConfig:
    routes: tuple[Route, ...] = ()
    resolved: bool = False
    delivery: DeliveryPolicy = field(default_factory=DeliveryPolicy)

    def route(self, name: str) -> Route | None:
        return next((r for r in self.routes if r.name == name), None)


def parse_notify_config(data: Mapping[str, Any] | None, *, where: str = "notify") -> NotifyConfig:
    """Validate the `notify:` mapping (URLs already `${ENV}`-substituted) and build a NotifyConfig.

    Raises NotifyConfigError naming `where` plus the key path; URLs appear only redacted.
    """
    if data is None:
        return NotifyConfig()
    _validate_schema(data, where)
    routes: list[Route] = []
    seen: set[str] = set()
    for i, raw in enumerate(data.get("routes", ())):
        here = f"{where}.routes[{i}]"
        name = raw["name"]
        if name in seen:
            raise NotifyConfigError(f"{here}.name: route name {name!r} is used twice; names must be unique")
        seen.add(name)
        urls = tuple(raw["urls"])
        for j, url in enumerate(urls):
            problem = check_apprise_url(url)
            if problem:
                raise NotifyConfigError(f"{here}.urls[{j}]: {problem}")
        routes.append(
            Route(
                name=name,
                urls=urls,
                when=_parse_when(raw.get("when", {})),
                format=raw.get("format", "markdown"),
                rate_limit=RateLimit.parse(raw["rate_limit"]) if "rate_limit" in raw else None,
            )
        )
    delivery = DeliveryPolicy(**data.get("delivery", {}))
    if delivery.backoff_max_seconds < delivery.backoff_initial_seconds:
        raise NotifyConfigError(f"{where}.delivery: backoff_max_seconds is below backoff_initial_seconds")
    return NotifyConfig(routes=tuple(routes), resolved=bool(data.get("resolved", False)), delivery=delivery)


def check_apprise_url(url: str) -> str | None:
    """None if apprise accepts the URL, else a message that shows the URL only redacted."""
    import apprise  # heavy: only when a notify section is actually parsed

    shown = redact_url(url)
    if "${" in url:
        return f"{shown} still contains an unsubstituted ${{VAR}}; set the environment variable"
    with scrubbed_logs([url]):
        try:
            instance = apprise.Apprise.instantiate(url, suppress_exceptions=True)
        except Exception:  # apprise raised despite suppress_exceptions: treat as unparsable
            instance = None
    if not instance:
        scheme = url.partition("://")[0] if "://" in url else ""
        hint = f"unknown or malformed apprise URL for scheme {scheme!r}" if scheme else "not a URL"
        return f"{shown}: {hint}; see https://github.com/caronc/apprise/wiki for the URL forms"
    return None


def _parse_when(raw: Mapping[str, Any]) -> When:
    return When(
        min_grade=Grade.parse(raw["min_grade"]) if "min_grade" in raw else None,
        outcomes=frozenset(Outcome(o) for o in raw["outcomes"]) if "outcomes" in raw else None,
        security=raw.get("security"),
        upstreams=tuple(raw.get("upstreams", ())),
        tools=tuple(raw.get("tools", ())),
        dimensions=frozenset(Dimension(d) for d in raw["dimensions"]) if "dimensions" in raw else None,
    )


def _validate_schema(data: Mapping[str, Any], where: str) -> None:
    import jsonschema

    validator = jsonschema.Draft202012Validator(NOTIFY_SCHEMA)
    errors = sorted(validator.iter_errors(data), key=lambda e: list(e.absolute_path))
    if not errors:
        return
    err = errors[0]
    path = where + "".join(f"[{p}]" if isinstance(p, int) else f".{p}" for p in err.absolute_path)
    in_urls = "urls" in err.absolute_path
    detail = err.message if not in_urls else f"invalid URL entry ({err.validator} failed)"
    raise NotifyConfigError(f"{path}: {detail}")
