"""Reading tools/list dumps, projecting each tool to its contract, and digesting it.

A dump comes in one of three forms, all accepted everywhere a dump is read:

1. a full JSON-RPC response: ``{"jsonrpc": "2.0", "id": 1, "result": {"tools": [...]}}``
2. a bare result object: ``{"tools": [...]}``
3. a plain tools array: ``[...]``
"""

from __future__ import annotations

import hashlib
import json
import re
from collections.abc import Iterable, Mapping
from typing import Any

from ._collector import collector_paused
from ._errors import InputError, LimitExceeded
from ._types import Limits
from .canonical import canonicalize

CONTRACT_FIELDS = ("name", "title", "description", "inputSchema", "outputSchema", "annotations")
V2_CONTRACT_FIELDS = ("name", "description", "inputSchema", "outputSchema", "annotations")
SHA256_PREFIX = "sha256:"
V2_PREFIX = "mcp-contract-v2-sha256:"
_V2_DOMAIN = b"mcp-contract-v2-sha256\x00"

Tool = dict[str, Any]
Catalogue = dict[str, Tool]  # tool name -> tool object, in the order the server listed them

_FORMS = (
    "a JSON-RPC response {'result': {'tools': [...]}}, a result object {'tools': [...]}, or a tools array"
)


def _reject_constant(name: str) -> Any:
    raise ValueError(f"{name} is not valid JSON (RFC 8259 has no NaN or Infinity)")


def _check_depth(value: Any, max_depth: int, where: str) -> None:
    """Refuse nesting past the limit while the dump's location is still known (not later, in a digest)."""
    stack: list[tuple[Any, int]] = [(value, 1)]
    while stack:
        item, depth = stack.pop()
        if depth > max_depth:
            raise LimitExceeded(
                f"JSON nesting deeper than {max_depth + 1} levels",
                where=where,
                hint="raise Limits.max_depth if this catalogue is legitimate",
            )
        if isinstance(item, dict):
            stack.extend((v, depth + 1) for v in item.values() if isinstance(v, (dict, list)))
        elif isinstance(item, list):
            stack.extend((v, depth + 1) for v in item if isinstance(v, (dict, list)))


def within_depth(roots: list[Any], max_depth: int) -> bool:
    """Level by level over every container of every root at once: no container deeper than max_depth.

    One pass with no per-node tuples; a False answer is located by `_check_depth`, per tool.
    """
    level = [r for r in roots if type(r) is dict or type(r) is list]
    depth = 1
    while level:
        if depth > max_depth:
            return False
        deeper: list[Any] = []
        for item in level:
            for sub in item.values() if type(item) is dict else item:
                if type(sub) is dict or type(sub) is list:
                    deeper.append(sub)
        level = deeper
        depth += 1
    return True


_DIGITS_TO_ZERO = bytes.maketrans(b"123456789", b"000000000")
_LONG_NUMBER = b"0" * 16  # 16 digits in a row: maybe an integer beyond 2^53
_HIGH_ESCAPE = re.compile(rb"\\u[eEfF]")


def jcs_proven(raw: bytes, floats_seen: bool) -> bool:
    """Does the C encoder's output equal JCS for every value decoded from `raw`? (Cheap, conservative.)

    Three things make them differ: a float (ECMAScript number formatting), an integer beyond 2^53,
    and keys whose UTF-16 order differs from code-point order, which needs a character in
    U+E000..U+FFFF (UTF-8 lead byte 0xEE or 0xEF, or a \\uE/\\uF escape). A hit may be a false alarm
    (digits in a string); then the values are checked one by one as before.
    """
    if floats_seen or b"\xee" in raw or b"\xef" in raw:
        return False
    if _HIGH_ESCAPE.search(raw):  # one regex pass: four `in` scans cost ten times more
        return False
    return _LONG_NUMBER not in raw.translate(_DIGITS_TO_ZERO)


# What a float prints as: a digit then "." or an exponent, or NaN/Infinity (Python objects may hold
# non-JSON floats). Searched as substrings once every digit is a "0": on a 50,000-tool catalogue,
# 20 ms against 120 ms for the equivalent regex.
_FLOAT_MARKS = (b"0.", b"0e-", b"0e+", b"0e0", b"0E-", b"0E+", b"0E0")


def spells_float(raw: bytes) -> bool:
    """Whether JSON text built from Python objects (no decoder to report floats) may hold a float:
    conservative, strings included. The `floats_seen` that `jcs_proven` needs for such text."""
    if b"NaN" in raw or b"Infinity" in raw:
        return True
    zeroed = raw.translate(_DIGITS_TO_ZERO)
    return any(mark in zeroed for mark in _FLOAT_MARKS)


def load_json(data: bytes | str, *, source: str = "<input>", limits: Limits | None = None) -> Any:
    """Decode JSON strictly: UTF-8 only, no NaN/Infinity, bounded size and depth."""
    return _load(data, source, limits)[0]


def _load(data: bytes | str, source: str, limits: Limits | None) -> tuple[Any, bool]:
    """The decoded value, and whether its canonical form is proven cheap (see `jcs_proven`)."""
    limits = limits or Limits()
    if len(data) > limits.max_dump_bytes:
        raise LimitExceeded(
            f"input is {len(data):,} bytes, over the {limits.max_dump_bytes:,}-byte limit",
            where=source,
            hint="raise Limits.max_dump_bytes if this catalogue is legitimate",
        )
    if isinstance(data, bytes):
        if data.startswith(b"\xef\xbb\xbf"):
            data = data[3:]
        try:
            text = data.decode("utf-8")
        except UnicodeDecodeError as exc:
            raise InputError(
                f"not UTF-8 text: byte 0x{data[exc.start]:02x} at offset {exc.start} is invalid",
                where=source,
            ) from None
    else:
        text = data
    if not text.strip():
        raise InputError("empty input; expected " + _FORMS, where=source)
    floats: list[str] = []

    def parse_float(literal: str) -> float:
        floats.append(literal)
        return float(literal)

    try:
        with collector_paused():
            value = json.loads(text, parse_constant=_reject_constant, parse_float=parse_float)
    except json.JSONDecodeError as exc:
        raise InputError(
            f"invalid JSON at line {exc.lineno} column {exc.colno}: {exc.msg}", where=source
        ) from None
    except ValueError as exc:
        raise InputError(str(exc), where=source) from None
    except RecursionError:
        raise LimitExceeded(
            "JSON nested too deeply to decode", where=source, hint="is this a hostile catalogue?"
        ) from None
    raw = data if isinstance(data, bytes) else text.encode("utf-8", "surrogatepass")
    return value, jcs_proven(raw, bool(floats))


def _tools_array(value: Any, source: str) -> tuple[list[Any], str]:
    if isinstance(value, list):
        return value, ""
    if not isinstance(value, dict):
        raise InputError(f"top-level JSON is a {_json_type(value)}; expected {_FORMS}", where=source)
    if "jsonrpc" in value or "result" in value or "error" in value:
        if "error" in value and "result" not in value:
            err = value["error"]
            msg = err.get("message") if isinstance(err, dict) else err
            raise InputError(f"the JSON-RPC response is an error, not a tools list: {msg!r}", where=source)
        result = value.get("result")
        if not isinstance(result, dict):
            raise InputError(
                f"looks like a JSON-RPC response but /result is a {_json_type(result)}, not an object",
                where=source,
            )
        tools = result.get("tools")
        if not isinstance(tools, list):
            raise InputError(
                f"looks like a JSON-RPC response but /result/tools is a {_json_type(tools)}, not an array",
                where=source,
            )
        return tools, "/result/tools"
    if "tools" in value:
        tools = value["tools"]
        if not isinstance(tools, list):
            raise InputError(
                f"looks like a result object but /tools is a {_json_type(tools)}, not an array", where=source
            )
        return tools, "/tools"
    keys = ", ".join(sorted(map(str, value))[:5]) or "none"
    raise InputError(f"object has no 'tools' or 'result' key (keys: {keys}); expected {_FORMS}", where=source)


def _json_type(value: Any) -> str:
    if value is None:
        return "null"
    if isinstance(value, bool):
        return "boolean"
    if isinstance(value, (int, float)):
        return "number"
    if isinstance(value, str):
        return "string"
    if isinstance(value, list):
        return "array"
    if isinstance(value, dict):
        return "object"
    return type(value).__name__


def validate_tool(tool: Any, where: str) -> Tool:
    """Check the fields the oracle relies on; return the tool unchanged."""
    if not isinstance(tool, dict):
        raise InputError(f"a tool must be an object, got a {_json_type(tool)}", where=where)
    name = tool.get("name")
    if not isinstance(name, str) or not name:
        got = "missing" if "name" not in tool else f"a {_json_type(name)}" if name != "" else "empty"
        raise InputError(f"tool name must be a non-empty string, but it is {got}", where=f"{where}/name")
    for key in ("title", "description"):
        if key in tool and tool[key] is not None and not isinstance(tool[key], str):
            raise InputError(
                f"tool {name!r}: {key} must be a string, got a {_json_type(tool[key])}",
                where=f"{where}/{key}",
            )
    for key in ("inputSchema", "outputSchema", "annotations"):
        if key in tool and tool[key] is not None and not isinstance(tool[key], dict):
            raise InputError(
                f"tool {name!r}: {key} must be a JSON object, got a {_json_type(tool[key])}",
                where=f"{where}/{key}",
            )
    return tool


class ReadCatalogue(dict[str, Tool]):
    """A catalogue as read from a dump: name -> tool, plus what reading proved about it.

    Each tool's digest is computed once, on first use, and reused by every caller (evaluate, the
    bump lint, reports). `jcs_proven` says the raw dump proved the C encoder exact (see
    `jcs_proven`) and the depth already checked, so digests skip the per-value walk.
    Tools must not be mutated after reading (the digests would go stale); copy them first.
    """

    def __init__(self, *, jcs_proven: bool = False) -> None:
        super().__init__()
        self.jcs_proven = jcs_proven
        self._digests: dict[str, str] = {}

    def remember(self, digests: Mapping[str, str]) -> None:
        """Digests computed elsewhere (by forked workers) for tools of this catalogue."""
        self._digests.update(digests)

    def digest(self, name: str) -> str:
        found = self._digests.get(name)
        if found is None:
            tool = self[name]
            found = self._digests[name] = SHA256_PREFIX + _sha256_of_contract(tool, self.jcs_proven)
        return found


def _sha256_of_contract(tool: Mapping[str, Any], proven: bool) -> str:
    return hashlib.sha256(canonicalize(contract_of(tool), proven=proven)).hexdigest()


def tool_digest(catalogue: Mapping[str, Any], name: str) -> str:
    """The `sha256:` digest of catalogue[name], computed once per read catalogue."""
    if isinstance(catalogue, ReadCatalogue):
        return catalogue.digest(name)
    return contract_digest(catalogue[name])


def parse_catalogue(
    value: Any, *, source: str = "<input>", limits: Limits | None = None, _jcs_proven: bool = False
) -> Catalogue:
    """Turn a decoded dump in any of the three forms into a name -> tool mapping."""
    limits = limits or Limits()
    tools, base = _tools_array(value, source)
    if len(tools) > limits.max_tools:
        raise LimitExceeded(
            f"{len(tools):,} tools, over the {limits.max_tools:,}-tool limit",
            where=source,
            hint="raise Limits.max_tools if this catalogue is legitimate",
        )
    catalogue = ReadCatalogue(jcs_proven=_jcs_proven)
    shallow = within_depth(tools, limits.max_depth - 1)
    for index, tool in enumerate(tools):
        where = f"{source}:{base}/{index}"
        validate_tool(tool, where)
        if not shallow:
            _check_depth(tool, limits.max_depth - 1, where)  # finds and names the deep tool
        name = tool["name"]
        if name in catalogue:
            first = list(catalogue).index(name)
            raise InputError(
                f"duplicate tool name {name!r} (first defined at {base}/{first})",
                where=where,
                hint="a server must list each tool name once",
            )
        catalogue[name] = tool
    return catalogue


def read_catalogue(data: bytes | str, *, source: str = "<input>", limits: Limits | None = None) -> Catalogue:
    """Decode and parse a dump (bytes or text) into a catalogue."""
    value, proven = _load(data, source, limits)
    return parse_catalogue(value, source=source, limits=limits, _jcs_proven=proven)


def contract_of(tool: Mapping[str, Any], fields: Iterable[str] = CONTRACT_FIELDS) -> dict[str, Any]:
    """Project a tool onto its contract; absent (and null) fields are omitted, not null."""
    return {key: tool[key] for key in fields if key in tool and tool[key] is not None}


def contract_digest(tool: Mapping[str, Any], *, proven: bool = False) -> str:
    """`sha256:` + hex(sha256(JCS(contract))): the digest toolwatch writes.

    `proven`: the caller's word that the C encoder is exact for this tool (see `canonicalize`).
    """
    return SHA256_PREFIX + hashlib.sha256(canonicalize(contract_of(tool), proven=proven)).hexdigest()


def contract_digest_v2(tool: Mapping[str, Any], *, proven: bool = False) -> str:
    """The other gateway's scheme: domain-separated, title excluded."""
    payload = _V2_DOMAIN + canonicalize(contract_of(tool, V2_CONTRACT_FIELDS), proven=proven)
    return V2_PREFIX + hashlib.sha256(payload).hexdigest()


def digest_in_scheme_of(reference: str, tool: Mapping[str, Any], *, proven: bool = False) -> str:
    """Digest `tool` in whichever scheme `reference` uses, so the two can be compared."""
    if reference.startswith(V2_PREFIX):
        return contract_digest_v2(tool, proven=proven)
    if reference.startswith(SHA256_PREFIX):
        return contract_digest(tool, proven=proven)
    scheme = reference.split(":", 1)[0] if ":" in reference else reference[:20]
    raise InputError(
        f"unknown digest scheme {scheme!r}; expected '{SHA256_PREFIX}' or '{V2_PREFIX}'",
    )


def matches_digest(reference: str, tool: Mapping[str, Any]) -> bool:
    return digest_in_scheme_of(reference, tool) == reference
