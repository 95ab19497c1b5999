"""The daemon's config: YAML, `${VAR}` substitution, validated against a JSON Schema shipped with the package.

Errors say the file, the key path and what is allowed, and never echo a value (a value may be a secret).
Relative paths (`state_dir`, `lockfile`, `cwd`) are resolved against the config file's directory.
"""

from __future__ import annotations

import importlib
import ipaddress
import json
import os
import re
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from functools import cache
from importlib import resources
from pathlib import Path
from typing import TYPE_CHECKING, Any, Literal

if TYPE_CHECKING:
    from oracle.judges import JudgeConfig

Transport = Literal["stdio", "http", "sse"]

# The sections other packages own. Each may publish a JSON Schema as `<module>.<attribute>`; until it
# exists the section is accepted as any object. Plugging a schema in is a one-line change here.
# Keys are JSON pointers into the shipped schema.
SECTION_SCHEMAS: dict[str, tuple[str, str]] = {
    "/properties/notify": ("notifiers", "NOTIFY_SCHEMA"),
    "/properties/judges": ("oracle.judges", "JUDGES_SCHEMA"),
    "/properties/probes": ("watcher.probes", "PROBE_DEFAULTS_SCHEMA"),
    "/$defs/upstream/properties/probes": ("watcher.probes", "PROBES_SCHEMA"),
}

DEFAULTS: dict[str, float | int] = {
    "poll_interval": 300.0,
    "debounce": 0.5,
    "connect_timeout": 30.0,
    "call_timeout": 30.0,
    "ping_interval": 15.0,
    "max_backoff": 60.0,
    "max_pages": 1000,
    "max_tools": 100_000,
    # Per-refresh budgets (docs/watcher.md, "Budgets"): grading time, tools one alert lists before it
    # becomes a mass-change alert, tools logged one line each before one summary line.
    "alert_max_tools": 50,
    "log_max_findings": 100,
    "refresh_budget": 600.0,
}
_DURATION_KEYS = (
    "poll_interval",
    "debounce",
    "connect_timeout",
    "call_timeout",
    "ping_interval",
    "max_backoff",
    "refresh_budget",
)
_SECRET_NAME = re.compile(r"TOKEN|SECRET|KEY|PASS|AUTH|CRED|COOKIE", re.IGNORECASE)
_VAR = re.compile(r"\$\$|\$\{([A-Za-z_][A-Za-z0-9_]*)(?::-([^}]*))?\}")
_DURATION = re.compile(r"^\s*([0-9]+(?:\.[0-9]+)?)\s*(ms|s|m|h)?\s*$")
_UNITS = {"ms": 0.001, "s": 1.0, "m": 60.0, "h": 3600.0, None: 1.0}
REDACTED = "***"


class ConfigError(Exception):
    """A config that cannot be used. `where` is "file: key.path". Every problem found is in `problems`
    (key path, message), so one run of `config check` shows them all; `key_path`/`detail` are the first."""

    def __init__(
        self, file: str, key_path: str, message: str, *, more: tuple[tuple[str, str], ...] = ()
    ) -> None:
        self.file, self.key_path, self.detail = file, key_path, message
        self.problems: tuple[tuple[str, str], ...] = ((key_path, message), *more)
        if more:
            lines = "".join(f"\n  {k or '(top level)'}: {m}" for k, m in self.problems)
            super().__init__(f"{file}: {len(self.problems)} problems:{lines}")
            return
        where = f"{file}: {key_path}" if key_path else file
        super().__init__(f"{where}: {message}")

    @classmethod
    def of(cls, file: str, problems: list[tuple[str, str]]) -> ConfigError:
        (key, message), *more = problems
        return cls(file, key, message, more=tuple(more))


@dataclass(frozen=True)
class UpstreamConfig:
    name: str
    transport: Transport
    url: str | None = None
    headers: Mapping[str, str] = field(default_factory=dict, repr=False)
    command: str | None = None
    args: tuple[str, ...] = ()
    env: Mapping[str, str] = field(default_factory=dict, repr=False)
    cwd: str | None = None
    mode: str = "auto"
    lockfile: Path | None = None
    declared_versions: Mapping[str, str] = field(default_factory=dict)
    protocol_versions: tuple[str, ...] | None = None
    grade_overrides: Mapping[str, str] = field(default_factory=dict)
    probes: tuple[Any, ...] = ()  # validated against watcher.probes.PROBES_SCHEMA; parsed by that module
    poll_interval: float = 300.0
    debounce: float = 0.5
    connect_timeout: float = 30.0
    call_timeout: float = 30.0
    ping_interval: float = 15.0
    max_backoff: float = 60.0
    max_pages: int = 1000
    max_tools: int = 100_000
    alert_max_tools: int = 50
    log_max_findings: int = 100
    refresh_budget: float = 600.0  # grading time of one refresh (oracle Limits.deadline)

    def describe(self) -> str:
        """Where the upstream is, safe to log (no headers, env or URL credentials)."""
        if self.transport == "stdio":
            return f"stdio: {self.command}"
        return f"{self.transport}: {redact_url(self.url or '')}"


@dataclass(frozen=True)
class Config:
    path: Path
    upstreams: tuple[UpstreamConfig, ...]
    state_dir: Path
    http_listen: tuple[str, int] | None = ("127.0.0.1", 9464)
    http_allowed_hosts: tuple[str, ...] = ()  # Host names the HTTP API answers besides IPs and localhost
    log_format: str = "text"
    log_level: str = "info"
    grade_overrides: Mapping[str, str] = field(default_factory=dict)
    notify: Mapping[str, Any] = field(default_factory=dict, repr=False)
    judges: tuple[JudgeConfig, ...] = field(default=(), repr=False)  # parsed `judges:` list
    probes: Mapping[str, Any] = field(default_factory=dict, repr=False)
    quarantine: Mapping[str, Any] = field(default_factory=dict)  # the feed's policy: {min_grade}
    grading_workers: int = 0  # processes for a mass change's grading; 0 = the CPUs available
    secrets: frozenset[str] = field(default_factory=frozenset, repr=False, compare=False)

    def upstream(self, name: str) -> UpstreamConfig:
        for up in self.upstreams:
            if up.name == name:
                return up
        names = ", ".join(u.name for u in self.upstreams) or "none"
        raise ConfigError(str(self.path), "upstreams", f"no upstream named {name!r} (configured: {names})")

    def redact(self, text: str) -> str:
        return redact(text, self.secrets)


def redact(text: str, secrets: Iterable[str]) -> str:
    for secret in sorted(secrets, key=len, reverse=True):
        if secret:
            text = text.replace(secret, REDACTED)
    return text


def redact_url(url: str) -> str:
    """Drop userinfo and the query string, which is where URL credentials live."""
    url = re.sub(r"//[^/@]*@", "//***@", url)
    return re.sub(r"\?.*$", "?***", url)


def parse_duration(value: float | int | str) -> float:
    """500ms, 30s, 5m, 1h or a number of seconds -> seconds."""
    if isinstance(value, (int, float)) and not isinstance(value, bool):
        return float(value)
    match = _DURATION.match(str(value))
    if not match:
        raise ValueError(f"not a duration: {value!r}; use e.g. 500ms, 30s, 5m, 1h")
    return float(match.group(1)) * _UNITS[match.group(2)]


def key_path(parts: Iterable[str | int]) -> str:
    out = ""
    for part in parts:
        out += f"[{part}]" if isinstance(part, int) else (f".{part}" if out else str(part))
    return out


# --------------------------------------------------------------------------- schema


@cache
def base_schema() -> dict[str, Any]:
    text = resources.files("watcher").joinpath("config.schema.json").read_text(encoding="utf-8")
    schema: dict[str, Any] = json.loads(text)
    return schema


def config_schema() -> dict[str, Any]:
    """The full schema: the shipped one with every owned section's schema plugged in where available."""
    schema: dict[str, Any] = json.loads(json.dumps(base_schema()))
    for pointer, (module_name, attribute) in SECTION_SCHEMAS.items():
        try:
            module = importlib.import_module(module_name)
        except ImportError:
            continue
        section_schema = getattr(module, attribute, None)
        if isinstance(section_schema, dict):
            *parents, last = pointer.strip("/").split("/")
            node = schema
            for part in parents:
                node = node[part]
            node[last] = section_schema
    return schema


def did_you_mean(word: str, choices: Iterable[str]) -> str:
    """ "; did you mean 'poll_interval'?" when a choice is close to `word`, else ""."""
    import difflib

    close = difflib.get_close_matches(word, list(choices), n=1, cutoff=0.6)
    return f"; did you mean {close[0]!r}?" if close else ""


def _describe_error(err: Any) -> str:
    """A jsonschema ValidationError as a sentence that says what is allowed, without the value."""
    validator, expected = err.validator, err.validator_value
    if validator == "required":
        missing = [k for k in expected if isinstance(err.instance, dict) and k not in err.instance]
        return f"missing required key {missing[0]!r}" if missing else "missing a required key"
    if validator == "enum":
        # A near miss of an allowed word is named; the value itself is never echoed (it may be a secret).
        hint = did_you_mean(err.instance, map(str, expected)) if isinstance(err.instance, str) else ""
        return "must be one of: " + ", ".join(json.dumps(v) for v in expected) + hint
    if validator == "const":
        return f"must be {json.dumps(expected)}"
    if validator == "type":
        return f"must be of type {expected}"
    if validator == "anyOf" and any("pattern" in alt for alt in expected):
        return "must be a duration: seconds as a number, or a string such as 500ms, 30s, 5m, 1h"
    if validator == "pattern":
        return f"must match the pattern {expected}"
    if validator == "not":
        return (
            "transport 'stdio' takes command/args/env/cwd (not url/headers); "
            "transports 'http' and 'sse' take url/headers (not command/args/env/cwd)"
        )
    if validator in ("minimum", "maximum", "minLength", "minItems", "maxLength", "maxItems"):
        return f"{validator} is {expected}"
    return f"fails the schema's {validator!r} check"


def _suggest(word: str, known: list[str], elsewhere: Mapping[str, str]) -> str:
    import difflib

    close = difflib.get_close_matches(word, [*known, *elsewhere], n=1, cutoff=0.6)
    return f" (did you mean {elsewhere.get(close[0], close[0])!r}?)" if close else ""


def _problems(err: Any) -> list[tuple[str, str]]:
    path = list(err.absolute_path)
    if err.validator == "additionalProperties" and isinstance(err.instance, dict):
        known = sorted((err.schema.get("properties") or {}).keys())
        extra = sorted(set(err.instance) - set(known), key=str)
        # A tuning key at the top level belongs under `defaults:`.
        tuning = {} if path else {k: f"defaults.{k}" for k in DEFAULTS}
        return [
            (
                key_path([*path, str(k)]),
                f"unknown key {str(k)!r}{_suggest(str(k), known, tuning)}; allowed keys: {', '.join(known)}",
            )
            for k in extra
        ]
    return [(key_path(path) or "(top level)", _describe_error(err))]


def _validate(doc: Any, file: str) -> None:
    """Every schema problem at once (one per key path), in document order."""
    # Imported by name: jsonschema ships no type stubs, and the validator is used dynamically anyway.
    jsonschema: Any = importlib.import_module("jsonschema")
    validator = jsonschema.Draft202012Validator(config_schema())
    errors = sorted(validator.iter_errors(doc), key=lambda e: (list(map(str, e.absolute_path)), e.validator))
    problems: list[tuple[str, str]] = []
    for err in errors:
        for problem in _problems(err):
            if problem not in problems:
                problems.append(problem)
    if problems:
        raise ConfigError.of(file, problems)


# --------------------------------------------------------------------------- substitution


def _substitute(
    value: Any, path: list[str | int], env: Mapping[str, str], file: str, secrets: set[str]
) -> Any:
    if isinstance(value, dict):
        return {k: _substitute(v, [*path, str(k)], env, file, secrets) for k, v in value.items()}
    if isinstance(value, list):
        return [_substitute(v, [*path, i], env, file, secrets) for i, v in enumerate(value)]
    if not isinstance(value, str) or "$" not in value:
        return value
    sensitive = any(p in ("headers", "env") for p in path if isinstance(p, str))

    def replace(match: re.Match[str]) -> str:
        if match.group(0) == "$$":
            return "$"
        name, default = match.group(1), match.group(2)
        got = env.get(name)
        if got is None or (got == "" and default is not None):
            if default is None:
                raise ConfigError(
                    file,
                    key_path(path),
                    f"environment variable {name} is not set; set it, or write ${{{name}:-default}}",
                )
            got = default
        if sensitive or _SECRET_NAME.search(name):
            secrets.add(got)
        return got

    return _VAR.sub(replace, value)


# --------------------------------------------------------------------------- loading


def _resolve(base: Path, value: str | None) -> Path | None:
    if value is None:
        return None
    p = Path(value).expanduser()
    return p if p.is_absolute() else base / p


_HOSTNAME = re.compile(r"(?!-)[A-Za-z0-9-]{1,63}(?<!-)(\.(?!-)[A-Za-z0-9-]{1,63}(?<!-))*\.?")


def parse_listen(value: str) -> tuple[str, int]:
    """'HOST:PORT' (IPv6 in brackets) -> (host, port); ValueError saying what is wrong."""
    host, sep, port = value.rpartition(":")
    if not sep or not host or not port.isdigit():
        raise ValueError(f"{value!r}: expected HOST:PORT, e.g. 127.0.0.1:9464 or [::1]:9464")
    if int(port) > 65535:
        raise ValueError(f"{value!r}: port {int(port)} is out of range (0-65535; 0 picks a free port)")
    bracketed = host.startswith("[") and host.endswith("]")
    bare = host[1:-1] if bracketed else host
    if bracketed or ":" in bare or re.fullmatch(r"[0-9.]+", bare):
        try:
            address = ipaddress.ip_address(bare)
        except ValueError:
            raise ValueError(f"{value!r}: {bare!r} is not an IP address") from None
        if address.version == 6 and not bracketed:
            raise ValueError(f"{value!r}: write an IPv6 address in brackets, e.g. [::1]:9464")
    elif not _HOSTNAME.fullmatch(bare) or len(bare) > 253:
        raise ValueError(f"{value!r}: {bare!r} is not a valid host name")
    return bare, int(port)


def _listen(value: str, file: str) -> tuple[str, int]:
    try:
        return parse_listen(value)
    except ValueError as exc:
        raise ConfigError(file, "http.listen", str(exc)) from None


def _upstream(raw: dict[str, Any], defaults: Mapping[str, Any], base: Path) -> UpstreamConfig:
    tuning: dict[str, Any] = {**DEFAULTS, **defaults}
    tuning.update({k: raw[k] for k in DEFAULTS if k in raw})
    for key in _DURATION_KEYS:
        tuning[key] = parse_duration(tuning[key])
    pv = raw.get("protocol_versions")
    return UpstreamConfig(
        name=raw["name"],
        transport=raw["transport"],
        url=raw.get("url"),
        headers=dict(raw.get("headers") or {}),
        command=raw.get("command"),
        args=tuple(raw.get("args") or ()),
        env=dict(raw.get("env") or {}),
        cwd=str(_resolve(base, raw["cwd"])) if raw.get("cwd") else None,
        mode=raw.get("mode", "auto"),
        lockfile=_resolve(base, raw.get("lockfile")),
        declared_versions=dict(raw.get("declared_versions") or {}),
        protocol_versions=tuple(pv) if pv else None,
        grade_overrides=dict(raw.get("grade_overrides") or {}),
        probes=tuple(raw.get("probes") or ()),
        **tuning,
    )


def parse_config(
    doc: Any,
    *,
    file: str = "<config>",
    base_dir: Path | None = None,
    environ: Mapping[str, str] | None = None,
) -> Config:
    """Validate and build a Config from an already-decoded YAML document."""
    env = os.environ if environ is None else environ
    base = base_dir or Path.cwd()
    if doc is None:
        raise ConfigError(file, "", "the file is empty; it needs at least an 'upstreams' list")
    secrets: set[str] = set()
    doc = _substitute(doc, [], env, file, secrets)
    _validate(doc, file)
    defaults = doc.get("defaults") or {}
    ups: list[UpstreamConfig] = []
    seen: dict[str, int] = {}
    problems: list[tuple[str, str]] = []
    for index, raw in enumerate(doc["upstreams"]):
        if raw["name"] in seen:
            problems.append(
                (
                    key_path(["upstreams", index, "name"]),
                    f"duplicate upstream name {raw['name']!r} (first at upstreams[{seen[raw['name']]}]);"
                    " names must be unique",
                )
            )
        seen[raw["name"]] = index
        if raw.get("enabled", True):
            ups.append(_upstream(raw, defaults, base))
            if ups[-1].refresh_budget <= 0:
                problems.append(
                    (
                        key_path(["upstreams", index, "refresh_budget"]),
                        "must be longer than 0 (a grading time)",
                    )
                )
        secrets.update(upstream_secrets(raw))
    problems += _shared_lockfiles(doc["upstreams"], base)
    judges: tuple[JudgeConfig, ...] = ()
    try:
        judges = _parse_judges(doc.get("judges"), file)
    except ConfigError as exc:
        problems += exc.problems
    try:
        _check_notify(doc.get("notify"), file)
    except ConfigError as exc:
        problems += exc.problems
    try:
        _check_probes(doc, file)
    except ConfigError as exc:
        problems += exc.problems
    if problems:
        raise ConfigError.of(file, problems)
    # A judge's API key is a secret the config references by name (api_key_env).
    secrets.update(env[j.api_key_env] for j in judges if j.api_key_env and env.get(j.api_key_env))
    http = doc.get("http") or {}
    log = doc.get("log") or {}
    listen = None if http.get("enabled") is False else _listen(http.get("listen", "127.0.0.1:9464"), file)
    return Config(
        path=Path(file),
        upstreams=tuple(ups),
        state_dir=_resolve(base, doc.get("state_dir", "./.toolwatch")) or base,
        http_listen=listen,
        http_allowed_hosts=tuple(h.lower().rstrip(".") for h in http.get("allowed_hosts") or ()),
        log_format=log.get("format", "text"),
        log_level=log.get("level", "info"),
        grade_overrides=dict(doc.get("grade_overrides") or {}),
        notify=doc.get("notify") or {},
        judges=judges,
        probes=doc.get("probes") or {},
        quarantine=doc.get("quarantine") or {},
        grading_workers=int(doc.get("grading_workers", 0)),
        secrets=frozenset(s for s in secrets | _notify_secrets(doc.get("notify")) if len(s) >= 3),
    )


# Header values are credentials unless the header is one of these descriptive ones.
_PLAIN_HEADERS = frozenset(
    {"accept", "accept-language", "content-type", "user-agent", "mcp-protocol-version"}
)
_SECRET_QUERY = re.compile(r"token|secret|key|sig|auth|pass|pwd|cred|session|code|bearer", re.IGNORECASE)


def upstream_secrets(raw: Mapping[str, Any]) -> set[str]:
    """What one upstream's (substituted) config marks as secret: header values, the values of env
    entries named like a credential (API_TOKEN, DB_PASSWORD), and the URL's credentials and query
    tokens. Substituted ``${VAR}`` values under `headers` and `env` were added during substitution;
    a literal env value under a plain name (`MODE: inj`) is configuration, not a secret."""
    out = {v for k, v in (raw.get("headers") or {}).items() if str(k).lower() not in _PLAIN_HEADERS}
    out |= {v for k, v in (raw.get("env") or {}).items() if _SECRET_NAME.search(str(k))}
    if raw.get("url"):
        out |= url_secrets(str(raw["url"]))
    return {v for v in out if isinstance(v, str)}


def url_secrets(url: str) -> set[str]:
    """The user info of `url` (also as the Basic auth value it becomes) and its query values that are
    tokens (by key name, or by shape: 16+ characters, or 8+ mixing letters and digits), raw and
    percent-decoded."""
    import base64
    from urllib.parse import parse_qsl, unquote, urlsplit

    try:
        parts = urlsplit(url)
    except ValueError:
        return set()
    found: set[str] = set()
    userinfo, at, _host = parts.netloc.rpartition("@")
    if at:
        user, _colon, password = userinfo.partition(":")
        found |= {password, userinfo} if password else {user}
        # HTTP clients send them as Basic auth: the header an echoing server would show.
        found.add(base64.b64encode(unquote(userinfo).encode()).decode())
    for key, value in parse_qsl(parts.query, keep_blank_values=False):
        token_shaped = len(value) >= 16 or (
            len(value) >= 8 and any(c.isdigit() for c in value) and any(c.isalpha() for c in value)
        )
        if _SECRET_QUERY.search(key) or token_shaped:
            found.add(value)
    return {v for v in found | {unquote(v) for v in found} if v}


def _notify_secrets(notify: Any) -> set[str]:
    """Every secret piece of the notify URLs (tokens in Slack paths, passwords, query keys)."""
    if not isinstance(notify, dict):
        return set()
    from notifiers._redact import secret_parts

    out: set[str] = set()
    routes = [r for r in notify.get("routes") or () if isinstance(r, dict)]
    for url in (u for r in routes for u in r.get("urls") or ()):
        if isinstance(url, str):
            out |= secret_parts(url)
    return out


def _shared_lockfiles(raw_upstreams: list[dict[str, Any]], base: Path) -> list[tuple[str, str]]:
    """Two upstreams on one lockfile: approving one would rewrite the other's baseline. An error unless
    every upstream sharing it says `allow_shared_lockfile: true` (replicas of one server)."""
    by_file: dict[Path, list[int]] = {}
    for index, raw in enumerate(raw_upstreams):
        if raw.get("lockfile") and raw.get("enabled", True):
            path = _resolve(base, raw["lockfile"])
            assert path is not None
            by_file.setdefault(Path(os.path.normpath(path)), []).append(index)
    problems = []
    for path, indexes in by_file.items():
        if len(indexes) < 2 or all(raw_upstreams[i].get("allow_shared_lockfile") for i in indexes):
            continue
        first = raw_upstreams[indexes[0]]["name"]
        for i in indexes[1:]:
            problems.append(
                (
                    key_path(["upstreams", i, "lockfile"]),
                    f"{path.name} is also the lockfile of upstreams[{indexes[0]}] ({first}); approving one "
                    "upstream would rewrite the other's baseline. Give each upstream its own lockfile, or "
                    "set allow_shared_lockfile: true on every upstream sharing it (replicas of one server)",
                )
            )
    return problems


def _parse_judges(value: Any, file: str) -> tuple[JudgeConfig, ...]:
    """The opt-in judge jury (shape already checked by JUDGES_SCHEMA); errors name the key path."""
    from oracle.judges import JudgeConfigError, parse_judges

    try:
        return parse_judges(value)
    except JudgeConfigError as exc:
        # The message starts with the key path (e.g. `judges[1].timeout: ...`).
        path, _, detail = str(exc).partition(": ")
        raise ConfigError(file, path, detail or str(exc)) from None


def _check_notify(notify: Any, file: str) -> None:
    """Let the notifiers validate their section fully (apprise URL syntax included) at load time."""
    if not notify:
        return
    try:
        notifiers: Any = importlib.import_module("notifiers")
    except ImportError:
        return
    try:
        notifiers.parse_notify_config(notify, where="notify")
    except ValueError as exc:
        message = str(exc)
        key, _, detail = message.partition(": ")
        raise ConfigError(file, key if detail else "notify", detail or message) from None


def _check_probes(doc: dict[str, Any], file: str) -> None:
    """Probe entries beyond the schema (expect operands, duplicate keys), checked by watcher.probes."""
    from .probes import parse_probes

    for raw in doc["upstreams"]:
        if raw.get("probes"):
            try:
                parse_probes(
                    raw["probes"], where=f"upstreams[name={raw['name']}].probes", defaults=doc.get("probes")
                )
            except ValueError as exc:
                key, _, detail = str(exc).partition(": ")
                raise ConfigError(file, key if detail else "probes", detail or str(exc)) from None


def load_config(path: str | Path, *, environ: Mapping[str, str] | None = None) -> Config:
    """Read, substitute and validate a config file. Raises ConfigError."""
    import yaml

    p = Path(path)
    try:
        text = p.read_text(encoding="utf-8")
    except FileNotFoundError:
        raise ConfigError(str(p), "", "no such file") from None
    except (OSError, UnicodeDecodeError) as exc:
        raise ConfigError(str(p), "", f"cannot read: {exc.__class__.__name__}") from None
    try:
        doc = yaml.safe_load(text)
    except yaml.YAMLError as exc:
        mark = getattr(exc, "problem_mark", None)
        where = f"line {mark.line + 1}, column {mark.column + 1}" if mark else ""
        problem = getattr(exc, "problem", None) or "invalid YAML"
        raise ConfigError(str(p), where, f"invalid YAML: {problem}") from None
    return parse_config(doc, file=str(p), base_dir=p.resolve().parent, environ=environ)
