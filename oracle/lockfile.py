"""The lockfile: each tool's pinned semver and contract digest, optionally its whole contract.

The format (format version 1) is the one DESIGN.md gives, which an existing MCP gateway also writes,
so its lockfiles read here unchanged::

    version: 1
    generated_for: github
    tools:
      search:
        semver: 1.1.0
        contract_digest: sha256:…          # or mcp-contract-v2-sha256:…
        contract: {…}                       # optional; without it a change grades at least patch
        behavior: {…}                       # optional probe fingerprints

Reading is strict and every error names the file and the key path. Keys this version does not know
are kept (written back on regeneration) and reported, never dropped. Writing is stable: tools sorted
by name, known keys in the order above, contract keys sorted, so a regenerated lockfile diffs cleanly.

Everything here is pure: text in, values out. Atomic writes live in watcher.fsutil.
"""

from __future__ import annotations

import re
from collections.abc import Iterator, Mapping
from dataclasses import dataclass, field
from typing import Any

from ._errors import InputError
from ._lockfile_layout import Block, Deferred, parse_deferred, read_layout, write_layout
from ._types import Grade, Limits
from ._yaml import at, check_json_tree, describe_value, dump_yaml, key_path, load_yaml
from .contract import (
    CONTRACT_FIELDS,
    SHA256_PREFIX,
    V2_PREFIX,
    Catalogue,
    contract_digest,
    contract_of,
    digest_in_scheme_of,
    jcs_proven,
    validate_tool,
    within_depth,
)
from .semver import DEFAULT_VERSION, SemverError, Version, covers, smallest_version_for

LOCKFILE_VERSION = 1
_TOP_KEYS = ("version", "generated_for", "tools")
_TOOL_KEYS = ("semver", "contract_digest", "contract", "behavior")
_DIGEST = re.compile(r"^(?P<scheme>[A-Za-z0-9][A-Za-z0-9._-]*):(?P<hex>[0-9A-Fa-f]{64})$")
_KNOWN_SCHEMES = (SHA256_PREFIX, V2_PREFIX)
_SCHEMES_TEXT = " or ".join(f"'{scheme}<64 hex digits>'" for scheme in _KNOWN_SCHEMES)
_HEADER = "# toolwatch lockfile. Regenerate with `toolwatch lock`; review changes to it like code.\n"
_REGENERATE = "regenerate it with `toolwatch lock`"


@dataclass(frozen=True)
class LockedTool:
    """One tool as the lockfile pins it."""

    name: str
    semver: Version
    contract_digest: str
    contract: Mapping[str, Any] | None = None  # the contract projection the digest was taken over
    behavior: Mapping[str, Any] | None = None  # probe fingerprints, opaque here
    extra: Mapping[str, Any] = field(default_factory=dict)  # keys this version does not know

    @property
    def is_v2(self) -> bool:
        """Whether the digest is the other gateway's title-less `mcp-contract-v2-sha256:` scheme."""
        return self.contract_digest.startswith(V2_PREFIX)


@dataclass(frozen=True)
class Lockfile:
    """A whole lockfile. `notes` lists what a reader should know (unknown keys kept)."""

    tools: Mapping[str, LockedTool]
    generated_for: str | None = None
    extra: Mapping[str, Any] = field(default_factory=dict)
    notes: tuple[str, ...] = ()
    source: str = "<lockfile>"  # where it was read from, for messages


# Reading ---------------------------------------------------------------------------------------


def parse_lockfile(
    data: bytes | str,
    *,
    source: str = "<lockfile>",
    limits: Limits | None = None,
    verify_contracts: bool = True,
) -> Lockfile:
    """Read a lockfile from YAML text. Raises InputError naming the file and key on any bad input.

    An embedded contract must digest to its entry's `contract_digest`. With `verify_contracts`
    false that check is left to `verify_contract`, which the bump lint calls on every entry whose
    contract it actually grades against (a 5,000-tool check then hashes only what changed).
    """
    limits = limits or Limits()
    value = load_yaml(data, source=source, limits=limits, what="lockfile", fast_reader=read_layout)
    if not isinstance(value, dict):
        raise InputError(
            f"the lockfile's top level is {describe_value(value)}; expected a mapping with "
            "`version`, `generated_for` and `tools`",
            where=source,
        )
    _check_format_version(value, source)
    generated_for = value.get("generated_for")
    if generated_for is not None and not isinstance(generated_for, str):
        raise InputError(
            f"`generated_for` must be a string naming the upstream, got {describe_value(generated_for)}",
            where=at(source, "generated_for"),
        )
    if "tools" not in value:
        raise InputError("missing `tools`", where=source, hint="add `tools: {}` or " + _REGENERATE)
    tools_value = value["tools"]
    if not isinstance(tools_value, dict):
        raise InputError(
            f"`tools` must be a mapping of tool name to entry, got {describe_value(tools_value)}",
            where=at(source, "tools"),
        )
    notes: list[str] = []
    tools = {name: _parse_entry(name, entry, source, notes, limits) for name, entry in tools_value.items()}
    extra = {key: val for key, val in value.items() if key not in _TOP_KEYS}
    notes[:0] = [f"{at(source, key)}: unknown key kept as is (not read by this version)" for key in extra]
    lockfile = Lockfile(
        tools=tools, generated_for=generated_for, extra=extra, notes=tuple(notes), source=source
    )
    if verify_contracts:
        for entry in tools.values():
            verify_contract(entry, source)
    return lockfile


def _check_format_version(value: dict[str, Any], source: str) -> None:
    if "version" not in value:
        raise InputError(
            "missing `version` (the lockfile format version)",
            where=source,
            hint=f"add `version: {LOCKFILE_VERSION}` as the first line, or {_REGENERATE}",
        )
    version = value["version"]
    if isinstance(version, bool) or not isinstance(version, int):
        raise InputError(
            f"`version` must be the integer {LOCKFILE_VERSION}, got {describe_value(version)}",
            where=at(source, "version"),
            hint=f"write `version: {LOCKFILE_VERSION}` without quotes",
        )
    if version != LOCKFILE_VERSION:
        raise InputError(
            f"unsupported lockfile format version {version}; this toolwatch reads version {LOCKFILE_VERSION}",
            where=at(source, "version"),
            hint="upgrade toolwatch, or " + _REGENERATE,
        )


def _parse_entry(name: str, entry: Any, source: str, notes: list[str], limits: Limits) -> LockedTool:
    if not name:
        raise InputError("a tool name is empty", where=at(source, "tools"))
    if not isinstance(entry, dict):
        raise InputError(
            f"tool {name!r}: entry must be a mapping with `semver` and `contract_digest`, "
            f"got {describe_value(entry)}",
            where=at(source, "tools", name),
        )
    for key in ("semver", "contract_digest"):
        if key not in entry:
            raise InputError(f"tool {name!r}: missing `{key}`", where=at(source, "tools", name))
    semver = _parse_semver(entry["semver"], name, (source, "tools", name, "semver"))
    digest = _parse_digest(entry["contract_digest"], name, (source, "tools", name, "contract_digest"))
    contract = _parse_contract(entry.get("contract"), name, source, limits)
    behavior = entry.get("behavior")
    if behavior is not None and not isinstance(behavior, dict):
        raise InputError(
            f"tool {name!r}: `behavior` must be a mapping, got {describe_value(behavior)}",
            where=at(source, "tools", name, "behavior"),
        )
    extra = {key: val for key, val in entry.items() if key not in _TOOL_KEYS}
    notes += [
        f"{at(source, 'tools', name, key)}: unknown key kept as is (not read by this version)"
        for key in extra
    ]
    return LockedTool(name, semver, digest, contract, behavior, extra)


def _parse_semver(value: Any, tool: str, location: tuple[str, ...]) -> Version:
    # `location` is (source, *key path); the message's `where` is only built on error.
    if not isinstance(value, str):
        hint = None
        if isinstance(value, (int, float)) and not isinstance(value, bool):
            hint = f'YAML read {value!r} as a number; quote it and write all three parts: semver: "1.0.0"'
        raise InputError(
            f'tool {tool!r}: semver must be a string like "1.0.0", got {describe_value(value)}',
            where=at(*location),
            hint=hint,
        )
    try:
        return Version.parse(value)
    except SemverError as exc:
        raise InputError(f"tool {tool!r}: {exc}", where=at(*location)) from None


def _parse_digest(value: Any, tool: str, location: tuple[str, ...]) -> str:
    if not isinstance(value, str):
        raise InputError(
            f"tool {tool!r}: contract_digest must be a string, got {describe_value(value)}",
            where=at(*location),
        )
    match = _DIGEST.match(value.strip())
    schemes = _SCHEMES_TEXT
    if not match:
        raise InputError(
            f"tool {tool!r}: contract_digest {value[:80]!r} is not a digest; expected {schemes}",
            where=at(*location),
            hint=_REGENERATE,
        )
    prefix = match.group("scheme") + ":"
    if prefix not in _KNOWN_SCHEMES:
        raise InputError(
            f"tool {tool!r}: unknown digest scheme {match.group('scheme')!r}; expected {schemes}",
            where=at(*location),
            hint="a newer tool may have written this lockfile: upgrade toolwatch, or " + _REGENERATE,
        )
    return prefix + match.group("hex").lower()


def _parse_contract(value: Any, tool: str, source: str, limits: Limits) -> Mapping[str, Any] | None:
    if value is None:
        return None
    if not isinstance(value, dict):
        raise InputError(
            f"tool {tool!r}: `contract` must be a mapping, got {describe_value(value)}",
            where=at(source, "tools", tool, "contract"),
        )
    contract = {"name": tool, **value}
    if contract["name"] != tool:
        raise InputError(
            f"tool {tool!r}: the embedded contract is named {contract['name']!r}",
            where=at(source, "tools", tool, "contract", "name"),
            hint="the entry's key and its contract's name must agree; " + _REGENERATE,
        )
    if any(isinstance(field_value, Deferred) for field_value in contract.values()):
        return LazyContract(contract, tool, source, limits)
    return _validated_contract(contract, at(source, "tools", tool, "contract"))


def _validated_contract(contract: dict[str, Any], where: str) -> dict[str, Any]:
    try:
        validate_tool(contract, where)
    except InputError as exc:
        raise InputError(exc.detail, where=exc.where, hint=_REGENERATE) from None
    return contract


class LazyContract(Mapping[str, Any]):
    """An embedded contract read from the fast layout, parsed and validated on first use.

    Errors surface then, as InputError naming the file, line and key, like any other lockfile error.
    """

    def __init__(self, fields: dict[str, Any], tool: str, source: str, limits: Limits) -> None:
        self._fields = fields
        self._tool = tool
        self._source = source
        self._limits = limits
        self._value: dict[str, Any] | None = None
        # Whether the C encoder's output is JCS for this contract (see contract.jcs_proven),
        # established from its JSON text as it is parsed.
        self.jcs_proven = False

    def load(self) -> dict[str, Any]:
        if self._value is None:
            parsed: dict[str, Any] = {}
            floats: list[str] = []
            texts: list[str] = []
            # No collector pause of its own: contracts are loaded as they are graded, and grading
            # pauses the collector already (a pause per contract cost more than it saved).
            for key, value in self._fields.items():
                if isinstance(value, Deferred):
                    parsed[key] = self._parse_field(key, value, floats)
                    texts.append(value.text)
                else:
                    parsed[key] = value
                    texts.append(value if isinstance(value, str) else "")
            # Parsed JSON holds only JSON values and shares nothing: the full check is needed only
            # when the quick depth proofs fail (it then names where the nesting is too deep). Each
            # level of nesting opens a bracket, so the contract (one level) plus every bracket in its
            # texts bounds its depth without walking it.
            brackets = sum(text.count("{") + text.count("[") for text in texts)
            if 1 + brackets > self._limits.max_depth and not within_depth([parsed], self._limits.max_depth):
                check_json_tree(
                    parsed, source=self._source, base=("tools", self._tool, "contract"), limits=self._limits
                )
            self._value = _validated_contract(parsed, at(self._source, "tools", self._tool, "contract"))
            raw = "\n".join(texts).encode("utf-8", "surrogatepass")
            self.jcs_proven = all(isinstance(v, (Deferred, str)) for v in self._fields.values()) and (
                jcs_proven(raw, bool(floats))
            )
            self._fields = {}  # the JSON texts (as large as the lockfile itself) are spent
        return self._value

    def _parse_field(self, key: str, value: Deferred, floats: list[str]) -> Any:
        try:
            return parse_deferred(value, self._limits.max_depth, floats)
        except ValueError as exc:
            raise InputError(
                f"tool {self._tool!r}: contract field {key!r} is {exc}",
                where=f"{self._source}:{value.line}: {key_path(('tools', self._tool, 'contract', key))}",
                hint="each contract field must be one line of JSON; " + _REGENERATE,
            ) from None

    def __getitem__(self, key: str) -> Any:
        return self.load()[key]

    def __iter__(self) -> Iterator[str]:
        return iter(self.load())

    def __len__(self) -> int:
        return len(self.load())

    def __repr__(self) -> str:
        state = "parsed" if self._value is not None else "not parsed yet"
        return f"<LazyContract of {self._tool!r}, {state}>"


def verify_contract(entry: LockedTool, source: str) -> None:
    """Raise InputError unless the entry's embedded contract (if any) digests to its contract_digest."""
    if entry.contract is None:
        return
    contract = entry.contract
    proven = False
    if isinstance(contract, LazyContract):
        contract.load()  # parsing establishes the proof
        proven = contract.jcs_proven
    actual = digest_in_scheme_of(entry.contract_digest, contract, proven=proven)
    if actual != entry.contract_digest:
        raise InputError(
            f"tool {entry.name!r}: the embedded contract digests to {actual}, "
            f"not to its contract_digest {entry.contract_digest}",
            where=at(source, "tools", entry.name, "contract"),
            hint="the lockfile was edited by hand or is corrupt; " + _REGENERATE,
        )


def parse_declared_versions(
    data: bytes | str, *, source: str = "<declared>", limits: Limits | None = None
) -> dict[str, Version]:
    """Read a declared-versions file: a YAML mapping `tool: semver`."""
    limits = limits or Limits()
    value = load_yaml(data, source=source, limits=limits, what="declared-versions file")
    if not isinstance(value, dict):
        raise InputError(
            f"declared versions must be a mapping of tool name to semver, got {describe_value(value)}",
            where=source,
            hint='write one line per tool, e.g. search: "1.2.0"',
        )
    return {name: _parse_semver(v, name, (source, name)) for name, v in value.items()}


# Writing ---------------------------------------------------------------------------------------


def _sorted_json(value: Any) -> Any:
    if isinstance(value, dict):
        return {key: _sorted_json(value[key]) for key in sorted(value)}
    if isinstance(value, list):
        return [_sorted_json(item) for item in value]
    return value


def _contract_block(contract: Mapping[str, Any]) -> Block:
    # The projection's own field order (name first), then anything else sorted.
    ordered = [key for key in CONTRACT_FIELDS if key in contract]
    ordered += sorted(key for key in contract if key not in CONTRACT_FIELDS)
    return Block((key, _sorted_json(contract[key])) for key in ordered)


def _entry_block(tool: LockedTool) -> Block:
    entry = Block(semver=str(tool.semver), contract_digest=tool.contract_digest)
    if tool.contract is not None:
        entry["contract"] = _contract_block(tool.contract)
    if tool.behavior is not None:
        entry["behavior"] = _sorted_json(tool.behavior)
    for key in sorted(tool.extra):
        entry[key] = _sorted_json(tool.extra[key])
    return entry


def render_lockfile(lockfile: Lockfile) -> str:
    """The lockfile as YAML text: stable, sorted and diff-friendly (one line per contract field)."""
    document = Block(version=LOCKFILE_VERSION)
    if lockfile.generated_for is not None:
        document["generated_for"] = lockfile.generated_for
    document["tools"] = Block((name, _entry_block(lockfile.tools[name])) for name in sorted(lockfile.tools))
    for key in sorted(lockfile.extra):
        document[key] = _sorted_json(lockfile.extra[key])
    text = write_layout(document)
    if text is None:  # a value the narrow layout cannot spell (a float like 1e-07): plain block YAML
        text = dump_yaml(document)
    return _HEADER + text


# Regenerating ----------------------------------------------------------------------------------


@dataclass(frozen=True)
class VersionChoice:
    """Which semver a regenerated entry got, and why."""

    tool: str
    version: Version
    reason: str  # "declared", "carried over", "bumped", "new tool"
    previous: Version | None = None
    warning: str | None = None  # set when the written version does not cover the change


@dataclass(frozen=True)
class LockUpdate:
    lockfile: Lockfile
    choices: tuple[VersionChoice, ...]

    @property
    def warnings(self) -> tuple[str, ...]:
        return tuple(c.warning for c in self.choices if c.warning)


def regenerate(
    catalogue: Catalogue,
    *,
    previous: Lockfile | None = None,
    declared: Mapping[str, Version] | None = None,
    grades: Mapping[str, Grade] | None = None,
    bump: bool = False,
    generated_for: str | None = None,
) -> LockUpdate:
    """A lockfile pinning every tool of `catalogue`, carrying versions over from `previous`.

    Per tool, the version written is: the declared one when given; else, for a tool already
    locked, its locked version (a refresh never invents a bump) or, with `bump`, the smallest
    version its grade (from `grades`, the bump lint's verdicts) requires; else 1.0.0.
    Behaviour fingerprints and unknown keys of existing entries are carried over; digests are
    written in the `sha256:` scheme with the full contract embedded.
    """
    previous = previous or Lockfile(tools={})
    declared = declared or {}
    grades = grades or {}
    tools: dict[str, LockedTool] = {}
    choices: list[VersionChoice] = []
    for name in sorted(catalogue):
        old = previous.tools.get(name)
        choice = _choose_version(name, old, declared.get(name), grades.get(name, Grade.NONE), bump)
        choices.append(choice)
        tools[name] = LockedTool(
            name=name,
            semver=choice.version,
            contract_digest=contract_digest(catalogue[name]),
            contract=contract_of(catalogue[name]),
            behavior=old.behavior if old else None,
            extra=old.extra if old else {},
        )
    lockfile = Lockfile(
        tools=tools,
        generated_for=generated_for if generated_for is not None else previous.generated_for,
        extra=previous.extra,
    )
    return LockUpdate(lockfile, tuple(choices))


def _choose_version(
    name: str, old: LockedTool | None, declared: Version | None, grade: Grade, bump: bool
) -> VersionChoice:
    if old is None:
        return VersionChoice(name, declared or DEFAULT_VERSION, "declared" if declared else "new tool")
    locked = old.semver
    if declared is not None:
        warning = None
        if not covers(locked, declared, grade):
            needed = smallest_version_for(locked, grade)
            warning = (
                f"{name}: declared {declared} does not cover its {grade.label} change from {locked} "
                f"(needs at least {needed}); `toolwatch check` will fail until it does"
            )
        return VersionChoice(name, declared, "declared", locked, warning)
    if grade is Grade.NONE:
        return VersionChoice(name, locked, "carried over", locked)
    if bump:
        return VersionChoice(name, smallest_version_for(locked, grade), "bumped", locked)
    warning = (
        f"{name}: changed ({grade.label}) but keeps {locked}; pass --bump to write "
        f"{smallest_version_for(locked, grade)}, or declare its version with --declared"
    )
    return VersionChoice(name, locked, "carried over", locked, warning)
