"""The lockfile's written layout, and a fast reader for exactly that layout.

A general YAML loader builds Python objects node by node; on a 5,000-tool lockfile with embedded
contracts PyYAML needs seconds. So toolwatch writes a deliberately narrow subset of YAML that any YAML
reader (YAML 1.1 or 1.2) reads the same way, and reads that subset back with `json.loads`:

    version: 1
    generated_for: github
    tools:
      search:
        semver: 1.1.0
        contract_digest: sha256:…
        contract:
          name: search
          description: "search public repositories"
          inputSchema: {"properties": {"q": {"type": "string"}}, "type": "object"}

Block mappings (two-space indents) of `key: value` lines where every value is either one line of JSON
(JSON is a subset of YAML's flow syntax) or a plain scalar that every YAML resolver reads as a string.
Each contract field is its own line, so a diff of two lockfiles points at the field that moved.

`read_layout` returns None for anything outside the subset (comments after values, block lists,
anchors, tabs, a float written with a bare exponent, ...): the caller then uses the full YAML loader,
which is the authority on what the text means. The subset is chosen so that whenever `read_layout`
returns a value, PyYAML would have produced the same value.
"""

from __future__ import annotations

import json
import re
import threading
from typing import Any, NamedTuple

# Plain scalars that YAML 1.1 and 1.2 both resolve as strings: identifiers, semvers and digests.
_PLAIN = re.compile(
    r"[A-Za-z_][A-Za-z0-9_-]*"
    r"|(?:0|[1-9][0-9]*)\.(?:0|[1-9][0-9]*)\.(?:0|[1-9][0-9]*)(?:[-+][0-9A-Za-z.+-]+)?"
    r"|(?:sha256|mcp-contract-v2-sha256):[0-9a-f]{64}"
)
# Words YAML 1.1 resolves to booleans or null (PyYAML's resolver plus the spec's y/n).
_SPECIAL_WORDS = frozenset({"y", "n", "yes", "no", "on", "off", "true", "false", "null"})
_LINE = re.compile(
    r"^(?P<indent> *)(?P<key>\"(?:[^\"\\]|\\.)*\"|[A-Za-z_][A-Za-z0-9_-]*):(?: (?P<value>.*))?$"
)
_PLAIN_KEY = re.compile(r"[A-Za-z_][A-Za-z0-9_-]*")
_JSON_STRING = re.compile(r'"(?:[^"\\]|\\.)*"')
# YAML 1.1 reads 1e5 and 1.5e5 as strings: an exponent needs a dot in the mantissa and a sign.
_BARE_EXPONENT = re.compile(r"(?:^|[^0-9.])[0-9]+[eE]|[eE][0-9]")
_DIGIT_E = re.compile(r"[0-9][eE]")
_STRING_OR_EXPONENT = re.compile(r'"(?:[^"\\]|\\.)*"|(-?[0-9]+)(\.[0-9]+)?[eE]([-+]?)([0-9]+)')
# Characters JSON leaves raw but YAML treats as line breaks, BOMs or non-printable: always escaped.
_YAML_UNSAFE = re.compile("[\x7f-\x9f\u2028\u2029\ufeff\ufffe\uffff]")
# JSON joins an escaped surrogate pair into one character; PyYAML keeps two lone surrogates.
_SURROGATE_ESCAPE = re.compile(r"\\u[dD][89a-fA-F]")
_ENCODER = json.JSONEncoder(ensure_ascii=False, separators=(", ", ": "), sort_keys=True, allow_nan=False)
_INDENT = "  "


def is_plain(text: str) -> bool:
    return _PLAIN.fullmatch(text) is not None and text.lower() not in _SPECIAL_WORDS


def _escape_unsafe(match: re.Match[str]) -> str:
    return f"\\u{ord(match.group()):04x}"


def _has_bare_exponent(json_text: str) -> bool:
    if _DIGIT_E.search(json_text) is None:  # cheap pre-check: no number with an exponent at all
        return False
    return _BARE_EXPONENT.search(_JSON_STRING.sub('""', json_text)) is not None


def _yaml11_number(match: re.Match[str]) -> str:
    if match.group(1) is None:  # a JSON string: unchanged
        return match.group()
    mantissa, fraction, sign, exponent = match.groups()
    return f"{mantissa}{fraction or '.0'}e{sign or '+'}{exponent}"


def format_scalar(value: Any) -> str | None:
    """The one-line spelling of a value, or None when it has no spelling both YAML versions agree on."""
    if isinstance(value, str) and is_plain(value):
        return value
    text = _ENCODER.encode(value)
    if _YAML_UNSAFE.search(text):
        text = _YAML_UNSAFE.sub(_escape_unsafe, text)
    if _DIGIT_E.search(text):
        text = _STRING_OR_EXPONENT.sub(_yaml11_number, text)  # 1e+300 -> 1.0e+300
        if _has_bare_exponent(text):
            return None
    return text


def format_key(key: str) -> str:
    return key if is_plain(key) else _YAML_UNSAFE.sub(_escape_unsafe, json.dumps(key, ensure_ascii=False))


class Block(dict[str, Any]):
    """A mapping written as an indented block (one `key: value` line per entry) instead of one line."""


def write_layout(document: Block) -> str | None:
    """The document as layout lines; None when some value cannot be spelled in the subset."""
    lines: list[str] = []
    if not _write_block(document, 0, lines):
        return None
    return "\n".join(lines) + "\n"


def _write_block(block: Block, depth: int, lines: list[str]) -> bool:
    prefix = _INDENT * depth
    for key, value in block.items():
        if isinstance(value, Block) and value:
            lines.append(f"{prefix}{format_key(key)}:")
            if not _write_block(value, depth + 1, lines):
                return False
            continue
        text = format_scalar(value)
        if text is None:
            return False
        lines.append(f"{prefix}{format_key(key)}: {text}")
    return True


class _Duplicate(Exception):
    pass


def _pairs_without_duplicates(pairs: list[tuple[str, Any]]) -> dict[str, Any]:
    result = dict(pairs)
    if len(result) != len(pairs):
        raise _Duplicate
    return result


def _reject_constant(name: str) -> Any:
    raise ValueError(f"{name} is not JSON")


def _parse_value(text: str, depth_budget: int) -> tuple[bool, Any]:
    if is_plain(text):
        return True, text
    if _has_bare_exponent(text) or _YAML_UNSAFE.search(text) or _SURROGATE_ESCAPE.search(text):
        return False, None
    if text.count("{") + text.count("[") > depth_budget:
        return False, None  # possibly too deep: the full loader measures and reports it
    try:
        value = json.loads(text, parse_constant=_reject_constant)
        if format_scalar(value) != text:
            # Not in the written spelling (edited by hand?): parse again, refusing duplicate keys,
            # which json.loads would otherwise collapse silently.
            value = json.loads(
                text, parse_constant=_reject_constant, object_pairs_hook=_pairs_without_duplicates
            )
    except (ValueError, _Duplicate, RecursionError):
        return False, None
    return True, value


# One decoder for every deferred field (json.loads with options builds a new one per call); the
# float literals it meets go to the list the calling thread's parse_deferred collects them in.
_FLOATS = threading.local()


def _float_literal(literal: str) -> float:
    seen: list[str] | None = getattr(_FLOATS, "seen", None)
    if seen is not None:
        seen.append(literal)
    return float(literal)


_DEFERRED_DECODER = json.JSONDecoder(
    parse_constant=_reject_constant, parse_float=_float_literal, object_pairs_hook=_pairs_without_duplicates
)


class Deferred(NamedTuple):
    """A contract field's JSON text, parsed only when the contract is used (`parse_deferred`).

    A check of 5,000 unchanged tools never reads their contracts, so it never pays to parse them.
    """

    text: str
    line: int  # 1-based, for messages


def parse_deferred(value: Deferred, max_depth: int, floats: list[str] | None = None) -> Any:
    """The value a deferred text spells. Raises ValueError saying what is wrong with it.

    `floats`, when given, collects the float literals met (the JCS proof needs to know of any).
    """
    text = value.text
    # Plain ASCII (most contracts) holds none of the characters _YAML_UNSAFE looks for but DEL.
    unsafe = not (text.isascii() and "\x7f" not in text) and _YAML_UNSAFE.search(text) is not None
    if unsafe or _has_bare_exponent(text) or _SURROGATE_ESCAPE.search(text):
        raise ValueError("a number or character spelled in a way YAML readers disagree on")
    if is_plain(text):
        return text
    _FLOATS.seen = floats
    try:
        return _DEFERRED_DECODER.decode(text)
    except _Duplicate:
        raise ValueError("an object with a duplicate key") from None
    except RecursionError:
        raise ValueError(f"nested deeper than {max_depth} levels") from None
    except ValueError as exc:
        raise ValueError(f"not one line of JSON ({exc})") from None
    finally:
        _FLOATS.seen = None


def _deferrable(path: list[str], depth: int, key: str, text: str) -> bool:
    # tools.<name>.contract.<field>, every field but the name (which must agree with the key now)
    return depth == 3 and path[0] == "tools" and path[2] == "contract" and key != "name" and text[:1] in '{["'


def read_layout(text: str, max_depth: int) -> dict[str, Any] | None:
    """Read text written in the layout; None when it strays from it (use a YAML loader then).

    The result is plain JSON no deeper than `max_depth` (values that might be deeper are left to
    the full loader, which reports them), except that the fields of each tool's embedded contract
    are `Deferred`: JSON text parsed when the contract is first used.
    """
    if "\t" in text or "\r" in text:
        return None
    root: dict[str, Any] = {}
    stack: list[dict[str, Any]] = [root]  # stack[d] is the mapping open at depth d
    path: list[str] = []  # path[d] is the key of stack[d + 1]
    expect_child = False
    for number, raw in enumerate(text.split("\n"), start=1):
        stripped = raw.lstrip(" ")
        if not stripped or stripped[0] == "#":
            continue
        indent = len(raw) - len(stripped)
        if stripped[0] == '"':
            match = _LINE.match(raw)
            if match is None:
                return None
            ok, key = _parse_value(match.group("key"), 0)
            if not ok or not isinstance(key, str):
                return None
            value_text = match.group("value")
        else:
            key, colon, rest = stripped.partition(":")
            if not colon or _PLAIN_KEY.fullmatch(key) is None or key.lower() in _SPECIAL_WORDS:
                return None
            if not rest:
                value_text = None
            elif rest[0] == " ":
                value_text = rest[1:]
            else:
                return None
        if indent % len(_INDENT):
            return None
        depth = indent // len(_INDENT)
        if depth > len(stack) - 1 or (expect_child and depth != len(stack) - 1):
            return None
        del stack[depth + 1 :]
        del path[depth:]
        expect_child = False
        mapping = stack[depth]
        if key in mapping:
            return None
        if value_text is None:
            child: dict[str, Any] = {}
            mapping[key] = child
            stack.append(child)
            path.append(key)
            expect_child = True
            continue
        if _deferrable(path, depth, key, value_text):
            mapping[key] = Deferred(value_text, number)
            continue
        ok, value = _parse_value(value_text, max_depth - depth - 1)
        if not ok:
            return None
        mapping[key] = value
    if expect_child:
        return None  # `key:` with nothing under it is null in YAML, not an empty mapping
    return root
