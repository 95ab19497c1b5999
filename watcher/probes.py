"""Behavioral probes: safe tool calls with fixed arguments, fingerprinted and graded.

Three parts, each usable alone by the daemon:

- config: `PROBES_SCHEMA` (the JSON Schema of ``upstreams[].probes``), `PROBE_DEFAULTS_SCHEMA` (the
  top-level ``probes`` section) and `parse_probes`, which turns the validated list into `ProbeSpec`s;
- the read-only guard, `refusal`: a probe runs only against a tool annotated ``readOnlyHint: true``
  unless it says ``allow_side_effects: true``, and a ``destructiveHint: true`` tool never without it;
- the runner, `run_probes`, over a connected ``mcp.Client`` (any object with ``call_tool``), and the
  `ProbeScheduler` that says which probes are due (every N seconds, and after a contract change).

This module does not import ``mcp``: the client is duck-typed, so config validation stays light.
"""

from __future__ import annotations

import enum
import hashlib
import importlib
import json
import logging
import math
import re
import time
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any, Protocol

import anyio

from oracle import Finding, InputError, Options, Outcome
from oracle.behavior import Fingerprint, fingerprint_result, grade_fingerprints
from oracle.behavior_expect import EXPECT_OPERATORS, Expectation, check_expectations, parse_expectation
from oracle.canonical import canonicalize

log = logging.getLogger("toolwatch.probes")

DEFAULT_EVERY = 3600.0
DEFAULT_TIMEOUT = 30.0
DEFAULT_CONCURRENCY = 2
MAX_CONCURRENCY = 16

_DURATION_PATTERN = r"^\s*[0-9]+(\.[0-9]+)?\s*(ms|s|m|h)?\s*$"
_DURATION = re.compile(r"^\s*([0-9]+(?:\.[0-9]+)?)\s*(ms|s|m|h)?\s*$")
_UNITS = {"ms": 0.001, "s": 1.0, "m": 60.0, "h": 3600.0, None: 1.0}
_DURATION_SCHEMA: dict[str, Any] = {
    "description": "A duration: a number of seconds, or a string such as 500ms, 30s, 5m, 1h.",
    "anyOf": [{"type": "number", "minimum": 0}, {"type": "string", "pattern": _DURATION_PATTERN}],
}

_EXPECT_SCHEMA: dict[str, Any] = {
    "type": "object",
    "additionalProperties": False,
    "required": ["pointer"],
    "properties": {
        "pointer": {"type": "string", "description": "RFC 6901 pointer into the response data"},
        "equals": {"description": "the value must equal this JSON value"},
        "type": {
            "anyOf": [
                {"enum": ["null", "boolean", "number", "integer", "string", "array", "object"]},
                {"type": "array", "minItems": 1, "items": {"type": "string"}},
            ]
        },
        "range": {
            "type": "array",
            "minItems": 2,
            "maxItems": 2,
            "items": {"type": ["number", "null"]},
            "description": "[min, max], inclusive; null for an open end",
        },
        "min_items": {"type": "integer", "minimum": 0},
        "max_items": {"type": "integer", "minimum": 0},
        "matches": {"type": "string", "description": "a regular expression the string must contain"},
        "exists": {"type": "boolean"},
    },
}

PROBES_SCHEMA: dict[str, Any] = {
    "type": "array",
    "description": "Behavioral probes: safe calls with fixed arguments whose response shape is watched.",
    "items": {
        "type": "object",
        "additionalProperties": False,
        "required": ["tool"],
        "properties": {
            "tool": {"type": "string", "minLength": 1},
            "name": {
                "type": "string",
                "pattern": r"^[A-Za-z0-9][A-Za-z0-9_.:\-]{0,127}$",
                "description": "a stable key for the recorded fingerprint (default: tool + argument digest)",
            },
            "arguments": {"type": "object", "default": {}},
            "every": {**_DURATION_SCHEMA, "default": "1h"},
            "timeout": {**_DURATION_SCHEMA, "default": "30s"},
            "expect": {"type": "array", "items": _EXPECT_SCHEMA},
            "allow_side_effects": {
                "type": "boolean",
                "default": False,
                "description": "required to probe a tool not annotated readOnlyHint: true",
            },
        },
    },
}

PROBE_DEFAULTS_SCHEMA: dict[str, Any] = {
    "type": "object",
    "additionalProperties": False,
    "description": "Defaults for every upstream's probes.",
    "properties": {
        "concurrency": {"type": "integer", "minimum": 1, "maximum": MAX_CONCURRENCY, "default": 2},
        "timeout": _DURATION_SCHEMA,
        "every": _DURATION_SCHEMA,
    },
}


class ProbeConfigError(ValueError):
    """A probe entry that cannot be used; the message starts with its key path."""


def parse_duration(value: Any) -> float:
    if isinstance(value, int | float) and not isinstance(value, bool):
        return float(value)
    match = _DURATION.match(str(value))
    if not match:
        raise ValueError(f"not a duration: {value!r}; use e.g. 500ms, 30s, 5m, 1h")
    return float(match.group(1)) * _UNITS[match.group(2)]


@dataclass(frozen=True)
class ProbeSpec:
    """One configured probe."""

    tool: str
    key: str  # where its fingerprint is recorded: the lockfile's behavior section and state
    arguments: Mapping[str, Any] = field(default_factory=dict)
    every: float = DEFAULT_EVERY
    timeout: float = DEFAULT_TIMEOUT
    expect: tuple[Expectation, ...] = ()
    allow_side_effects: bool = False


def probe_key(tool: str, arguments: Mapping[str, Any]) -> str:
    """The default key: the tool name and a short digest of the canonical arguments."""
    digest = hashlib.sha256(canonicalize(dict(arguments))).hexdigest()
    return f"{tool}:{digest[:12]}"


def parse_probes(
    raw: Any, *, where: str = "probes", defaults: Mapping[str, Any] | None = None
) -> tuple[ProbeSpec, ...]:
    """Validate an ``upstreams[i].probes`` list against PROBES_SCHEMA and build the specs."""
    if raw is None:
        return ()
    # By name: jsonschema ships no type stubs, and the validator is used dynamically anyway.
    jsonschema: Any = importlib.import_module("jsonschema")

    errors = sorted(
        jsonschema.Draft202012Validator(PROBES_SCHEMA).iter_errors(raw), key=lambda e: list(e.absolute_path)
    )
    if errors:
        err = max(errors, key=lambda e: len(e.absolute_path))
        path = where + "".join(f"[{p}]" if isinstance(p, int) else f".{p}" for p in err.absolute_path)
        raise ProbeConfigError(f"{path}: {_describe(err)}")
    defaults = defaults or {}
    specs: list[ProbeSpec] = []
    seen: dict[str, int] = {}
    for index, entry in enumerate(raw):
        here = f"{where}[{index}]"
        arguments = dict(entry.get("arguments") or {})
        try:
            expect = tuple(
                parse_expectation(e, f"{here}.expect[{j}]") for j, e in enumerate(entry.get("expect") or [])
            )
            key = entry.get("name") or probe_key(entry["tool"], arguments)
        except InputError as exc:
            raise ProbeConfigError(str(exc)) from None
        if key in seen:
            raise ProbeConfigError(
                f"{here}: same tool and arguments as {where}[{seen[key]}]; give one of them a distinct 'name'"
            )
        seen[key] = index
        specs.append(
            ProbeSpec(
                tool=entry["tool"],
                key=key,
                arguments=arguments,
                every=parse_duration(entry.get("every", defaults.get("every", DEFAULT_EVERY))),
                timeout=parse_duration(entry.get("timeout", defaults.get("timeout", DEFAULT_TIMEOUT))),
                expect=expect,
                allow_side_effects=bool(entry.get("allow_side_effects", False)),
            )
        )
    return tuple(specs)


def _describe(err: Any) -> str:
    if err.validator == "additionalProperties":
        allowed = sorted((err.schema.get("properties") or {}).keys())
        extra = sorted(set(err.instance) - set(allowed)) if isinstance(err.instance, dict) else []
        return f"unknown key {extra[0]!r}; allowed keys: {', '.join(allowed)}" if extra else err.message
    if err.validator == "required":
        return f"missing required key {err.validator_value[0]!r}"
    if err.validator == "anyOf" and "pattern" in str(err.validator_value):
        return "must be a duration: seconds as a number, or a string such as 500ms, 30s, 5m, 1h"
    if err.validator == "anyOf" and list(err.absolute_path)[-1:] == ["type"]:
        return "must be one of null, boolean, number, integer, string, array, object (or a list of them)"
    if err.validator == "type":
        return f"must be of type {err.validator_value}"
    if err.validator in ("enum", "minimum", "maximum", "minItems", "maxItems", "minLength", "pattern"):
        return f"must satisfy {err.validator} {json.dumps(err.validator_value)}"
    hint = (
        f" (expect checks: {', '.join(EXPECT_OPERATORS)})" if "expect" in map(str, err.absolute_path) else ""
    )
    return f"fails the schema's {err.validator!r} check{hint}"


# --- the read-only guard ------------------------------------------------------------------------


def _annotations(tool: Mapping[str, Any]) -> Mapping[str, Any]:
    annotations = tool.get("annotations")
    return annotations if isinstance(annotations, Mapping) else {}


def refusal(probe: ProbeSpec, tool: Mapping[str, Any], *, upstream: str = "") -> str | None:
    """Why `probe` must not call `tool` (a wire-form tool dict), or None when it may.

    A destructive tool probed with ``allow_side_effects`` is allowed, loudly.
    """
    hints = _annotations(tool)
    where = f"upstream {upstream!r}, " if upstream else ""
    # Stricter than the MCP spec (which ignores destructiveHint on read-only tools): a tool that
    # claims both is contradicting itself, and the safe reading of a contradiction is "destructive".
    if hints.get("destructiveHint") is True:
        if not probe.allow_side_effects:
            return (
                f"{where}tool {probe.tool!r} is annotated destructiveHint: true; probing it could destroy "
                "data. Set allow_side_effects: true on the probe only if calling it is really safe"
            )
        log.warning(
            "probing destructive tool %s (allow_side_effects is set)",
            probe.tool,
            extra={"upstream": upstream, "tool": probe.tool},
        )
        return None
    if hints.get("readOnlyHint") is True or probe.allow_side_effects:
        return None
    return (
        f"{where}tool {probe.tool!r} is not annotated readOnlyHint: true, so probing it may have side "
        "effects; set allow_side_effects: true on the probe to call it anyway"
    )


# --- running ------------------------------------------------------------------------------------


class ToolCaller(Protocol):
    """What the runner needs from a connected ``mcp.Client``."""

    async def call_tool(
        self, name: str, arguments: dict[str, Any] | None = None, read_timeout_seconds: float | None = None
    ) -> Any: ...


class ProbeStatus(enum.StrEnum):
    OK = "ok"  # called and fingerprinted (and graded, when there was a baseline)
    REFUSED = "refused"  # the read-only guard said no; the tool was not called
    ERROR = "error"  # not in the catalogue, timed out, or the call failed


@dataclass(frozen=True)
class ProbeRun:
    """What one probe did: refused, failed, or fingerprinted (and graded against its baseline)."""

    upstream: str
    probe: ProbeSpec
    status: ProbeStatus
    fingerprint: Fingerprint | None = None
    findings: tuple[Finding, ...] = ()
    error: str | None = None
    baseline: Fingerprint | None = None

    @property
    def outcome(self) -> Outcome:
        """probe_error for a refused or failed probe (never a shape change), else ok; the daemon's
        bump lint decides whether graded findings make it a violation."""
        return Outcome.OK if self.status is ProbeStatus.OK else Outcome.PROBE_ERROR

    def record(self, secrets: Iterable[str] = ()) -> dict[str, Any] | None:
        """The entry for the lockfile's behavior section and for state (None unless status is ok).

        Argument values holding one of `secrets` (say an API key substituted from ``${KB_TOKEN}``)
        are written as ``***``: lockfiles are committed, and state is readable by operators.
        """
        from oracle.behavior import behavior_record

        if self.fingerprint is None:
            return None
        return behavior_record(redact_values(self.probe.arguments, secrets), self.fingerprint)


def redact_values(value: Any, secrets: Iterable[str]) -> Any:
    """`value` with every string that contains a secret replaced by ``***`` (keys are kept)."""
    hidden = [s for s in secrets if s]
    if not hidden:
        return value
    if isinstance(value, Mapping):
        return {k: redact_values(v, hidden) for k, v in value.items()}
    if isinstance(value, list | tuple):
        return [redact_values(v, hidden) for v in value]
    if isinstance(value, str) and any(s in value for s in hidden):
        return "***"
    return value


def _wire_form(tool: Any) -> dict[str, Any]:
    if isinstance(tool, Mapping):
        return dict(tool)
    dumped: dict[str, Any] = tool.model_dump(by_alias=True, mode="json", exclude_none=True)
    return dumped


def catalogue_of(tools: Iterable[Any] | Mapping[str, Any]) -> dict[str, dict[str, Any]]:
    """name -> wire-form tool dict, from a catalogue mapping, tool dicts or SDK ``Tool`` objects."""
    if isinstance(tools, Mapping):
        return {str(name): _wire_form(tool) for name, tool in tools.items()}
    out: dict[str, dict[str, Any]] = {}
    for tool in tools:
        as_dict = _wire_form(tool)
        out[str(as_dict.get("name"))] = as_dict
    return out


async def run_probes(
    client: ToolCaller,
    tools: Iterable[Any] | Mapping[str, Any],
    probes: Sequence[ProbeSpec],
    *,
    upstream: str = "",
    baseline: Mapping[str, Fingerprint] | None = None,
    options: Options | None = None,
    concurrency: int = DEFAULT_CONCURRENCY,
) -> list[ProbeRun]:
    """Run `probes` against one upstream's connected client, at most `concurrency` at a time.

    `tools` is that upstream's current catalogue (for the guard); `baseline` maps probe keys to the
    recorded fingerprints to grade against (from the lockfile's behavior section, else from state).
    Every `expect` fixture is checked on every run. Results come back in the order of `probes`.
    A probe that errors or times out gives status "error" (outcome probe_error), never a finding.
    """
    catalogue = catalogue_of(tools)
    limiter = anyio.CapacityLimiter(max(1, min(concurrency, MAX_CONCURRENCY)))
    runs: list[ProbeRun | None] = [None] * len(probes)

    async def one(index: int, probe: ProbeSpec) -> None:
        async with limiter:
            runs[index] = await _run_one(client, probe, upstream, baseline or {}, options or Options())

    async with anyio.create_task_group() as tg:
        for index, probe in enumerate(probes):
            tool = catalogue.get(probe.tool)
            if tool is None:
                runs[index] = ProbeRun(
                    upstream, probe, ProbeStatus.ERROR, error=f"tool {probe.tool!r} is not in the catalogue"
                )
                continue
            reason = refusal(probe, tool, upstream=upstream)
            if reason is not None:
                log.warning("probe refused: %s", reason, extra={"upstream": upstream, "tool": probe.tool})
                runs[index] = ProbeRun(upstream, probe, ProbeStatus.REFUSED, error=reason)
                continue
            tg.start_soon(one, index, probe)
    return [run for run in runs if run is not None]


async def _run_one(
    client: ToolCaller, probe: ProbeSpec, upstream: str, baseline: Mapping[str, Fingerprint], options: Options
) -> ProbeRun:
    try:
        # The SDK's per-request timeout answers first; fail_after also bounds a hung transport.
        with anyio.fail_after(probe.timeout + 5):
            result, violation = await _call(client, probe)
    except TimeoutError:
        return ProbeRun(upstream, probe, ProbeStatus.ERROR, error=f"timed out after {probe.timeout:g}s")
    except Exception as exc:  # one failing probe never takes the others down; cancellation still passes
        return ProbeRun(upstream, probe, ProbeStatus.ERROR, error=_error_text(exc, probe))
    try:
        return _judge(upstream, probe, result, violation, baseline, options)
    except (InputError, RecursionError, ValueError, TypeError) as exc:  # a hostile or malformed result
        return ProbeRun(upstream, probe, ProbeStatus.ERROR, error=f"response not fingerprintable: {exc}")


def _judge(
    upstream: str,
    probe: ProbeSpec,
    result: Any,
    violation: str | None,
    baseline: Mapping[str, Fingerprint],
    options: Options,
) -> ProbeRun:
    wire = result if isinstance(result, Mapping) else _wire_form(result)
    fingerprint = fingerprint_result(wire)
    old = baseline.get(probe.key)
    findings = (
        [] if old is None else grade_fingerprints(probe.tool, old, fingerprint, options, probe=probe.key)
    )
    if violation is not None:
        findings.insert(0, _invalid_output(probe, violation, options))
    if not any(f.rule_id == "behavior-error-flipped" for f in findings):
        # A flip to an error already says it all; its missing values would only repeat it.
        findings += check_expectations(probe.tool, probe.expect, wire, options, probe=probe.key)
    return ProbeRun(upstream, probe, ProbeStatus.OK, fingerprint, tuple(findings), baseline=old)


async def _call(client: ToolCaller, probe: ProbeSpec) -> tuple[Any, str | None]:
    """The tool's result, and why it violates the tool's outputSchema (None when it does not).

    The SDK client rejects a result whose structuredContent breaks the declared outputSchema. That is
    the very change probes exist to see, so the call is repeated without client-side validation and
    the result is fingerprinted anyway (the tool is read-only, or the probe allowed side effects).
    """
    try:
        result = await client.call_tool(probe.tool, dict(probe.arguments), read_timeout_seconds=probe.timeout)
    except RuntimeError as exc:
        session = getattr(client, "session", None)
        if "structured content" not in str(exc) or session is None:
            raise
        import mcp.types as types

        request = types.CallToolRequest(
            params=types.CallToolRequestParams(name=probe.tool, arguments=dict(probe.arguments))
        )
        raw = await session.send_request(
            request, types.CallToolResult, request_read_timeout_seconds=probe.timeout
        )
        return raw, str(exc).splitlines()[0]
    return result, None


def _invalid_output(probe: ProbeSpec, violation: str, options: Options) -> Finding:
    from oracle.rules import effective_grade, rule

    spec = rule("behavior-output-invalid")
    return Finding(
        rule_id=spec.id,
        tool=probe.tool,
        dimension=spec.dimension,
        grade=effective_grade(spec.id, options.grade_overrides),
        path="/structuredContent",
        message=f"the response breaks the tool's own outputSchema: {violation} (probe {probe.key})",
    )


def _error_text(exc: Exception, probe: ProbeSpec) -> str:
    code = getattr(exc, "code", None)
    message = getattr(exc, "message", None) or str(exc) or type(exc).__name__
    if code == -32001:  # the SDK's REQUEST_TIMEOUT
        return f"timed out after {probe.timeout:g}s"
    if code is not None:
        return f"MCP error {code}: {message}"
    if isinstance(exc, RuntimeError) and "structured content" in message:
        return f"the client rejected the response: {message}"
    return f"{type(exc).__name__}: {message}"


# --- scheduling ---------------------------------------------------------------------------------


class ProbeScheduler:
    """Which probes of one upstream are due: each every `probe.every` seconds, every probe at start,
    and a tool's probes as soon as its contract changed. Pure bookkeeping; the daemon owns the time."""

    def __init__(self, probes: Iterable[ProbeSpec], *, clock: Callable[[], float] = time.monotonic) -> None:
        self._clock = clock
        self._probes = tuple(probes)
        self._next: dict[str, float] = {p.key: -math.inf for p in self._probes}
        self._wake: anyio.Event | None = None

    @property
    def probes(self) -> tuple[ProbeSpec, ...]:
        return self._probes

    def note_contract_change(self, tools: Iterable[str]) -> None:
        """Make every probe of these tools due now (call from the event loop after a refresh that
        changed them; it wakes `wait_until_due`)."""
        changed = set(tools)
        for probe in self._probes:
            if probe.tool in changed:
                self._next[probe.key] = -math.inf
        if self._wake is not None and any(p.tool in changed for p in self._probes):
            self._wake.set()

    def due(self, now: float | None = None) -> tuple[ProbeSpec, ...]:
        now = self._clock() if now is None else now
        return tuple(p for p in self._probes if self._next[p.key] <= now)

    def mark_ran(self, probes: Iterable[ProbeSpec], now: float | None = None) -> None:
        now = self._clock() if now is None else now
        for probe in probes:
            self._next[probe.key] = now + probe.every

    def seconds_until_due(self, now: float | None = None) -> float | None:
        """How long the daemon may sleep before the next probe is due (None: no probes)."""
        if not self._probes:
            return None
        now = self._clock() if now is None else now
        return max(0.0, min(self._next.values()) - now)

    async def wait_until_due(self) -> None:
        """Sleep until a probe is due, or until `note_contract_change` makes one due (forever when
        there are no probes)."""
        while True:
            delay = self.seconds_until_due()
            if delay is None:
                await anyio.sleep_forever()
            elif delay <= 0:
                return
            self._wake = anyio.Event()
            try:
                with anyio.move_on_after(delay if delay is not None else math.inf):
                    await self._wake.wait()
            finally:
                self._wake = None


async def run_due(
    client: ToolCaller,
    tools: Iterable[Any] | Mapping[str, Any],
    scheduler: ProbeScheduler,
    **kwargs: Any,
) -> list[ProbeRun]:
    """Run the probes that are due and mark them run (keyword arguments go to `run_probes`)."""
    due = scheduler.due()
    if not due:
        return []
    try:
        return await run_probes(client, tools, due, **kwargs)
    finally:
        scheduler.mark_ran(due)
