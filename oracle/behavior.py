"""Behavioral fingerprints: the value-tolerant shape of a tools/call result, and how to grade two.

A probe calls a tool with fixed arguments; what comes back is reduced to its *shape*: which keys
objects carry (and which of them are optional), what JSON type every value has, and for arrays the
merge of every element's shape. Values themselves are dropped, so a different ranking, a new id or a
longer list is not a change; a dropped key, a number that became a string, or a tool that starts
returning errors is.

Tolerance rules (each one keeps a legitimately different answer from reading as a broken contract):

- integers and floats are both ``number``;
- an empty array says nothing about its items, and a null says nothing about its type: neither ever
  counts as a change on its own;
- a key seen in only some elements of an array is *optional*; an optional key that is absent from a
  later response is not a removal, but a key that was always present and now sometimes is not is;
- narrower is fine: a response that shows fewer types, keys that were optional, or no items, is one
  sample of the same contract.

The fingerprint is plain JSON (it lives in lockfiles and in state); its digest is
``sha256:`` + hex(sha256(RFC 8785 bytes)), so it does not depend on key order.
"""

from __future__ import annotations

import hashlib
import json
from collections.abc import Iterable, Iterator, Mapping
from dataclasses import dataclass
from functools import cached_property
from typing import Any

from ._errors import InputError
from ._types import ABSENT, Finding, Options
from .canonical import canonicalize
from .findings import make_finding

__all__ = [
    "MAX_DEPTH",
    "MAX_KEYS",
    "Fingerprint",
    "Shape",
    "behavior_record",
    "fingerprint_digest",
    "fingerprint_result",
    "grade_fingerprints",
    "merge_shapes",
    "read_behavior_section",
    "result_data",
    "result_view",
    "shape_of",
]

MAX_DEPTH = 64  # past this nesting a value is recorded by its type alone (hostile responses)
MAX_KEYS = 1000  # distinct keys kept per object position; more are ignored (hostile responses)
_TYPE_ORDER = ("null", "boolean", "number", "string", "array", "object")


@dataclass(frozen=True)
class Shape:
    """The merged shape of one or more JSON values seen at the same place."""

    types: frozenset[str] = frozenset()
    properties: tuple[tuple[str, Shape], ...] = ()  # sorted by key; only when "object" in types
    optional: frozenset[str] = frozenset()  # keys absent from at least one object seen
    items: Shape | None = None  # merge of every array element seen; None: only empty arrays

    @property
    def props(self) -> dict[str, Shape]:
        return dict(self.properties)

    def to_json(self) -> dict[str, Any]:
        kinds = sorted(self.types, key=_TYPE_ORDER.index)
        out: dict[str, Any] = {"type": kinds[0] if len(kinds) == 1 else kinds}
        if "object" in self.types:
            out["properties"] = {k: v.to_json() for k, v in self.properties}
            if self.optional:
                out["optional"] = sorted(self.optional)
        if self.items is not None:
            out["items"] = self.items.to_json()
        return out

    @classmethod
    def from_json(cls, data: Any, where: str = "") -> Shape:
        if not isinstance(data, Mapping):
            raise InputError("a shape must be an object", where=where or "/")
        raw = data.get("type")
        kinds = [raw] if isinstance(raw, str) else raw
        if not isinstance(kinds, list) or not kinds or any(k not in _TYPE_ORDER for k in kinds):
            raise InputError(f"bad shape type {raw!r}; expected any of {', '.join(_TYPE_ORDER)}", where=where)
        props = data.get("properties", {})
        optional = data.get("optional", [])
        if not isinstance(props, Mapping) or not isinstance(optional, list):
            raise InputError("shape properties must be an object and optional a list", where=where)
        items = data.get("items")
        return cls(
            types=frozenset(kinds),
            properties=tuple(
                sorted((str(k), cls.from_json(v, f"{where}/properties/{k}")) for k, v in props.items())
            ),
            optional=frozenset(str(k) for k in optional),
            items=None if items is None else cls.from_json(items, f"{where}/items"),
        )


def _kind(value: Any) -> str:
    if value is None:
        return "null"
    if isinstance(value, bool):
        return "boolean"
    if isinstance(value, int | float):
        return "number"
    if isinstance(value, str):
        return "string"
    if isinstance(value, list | tuple):
        return "array"
    if isinstance(value, Mapping):
        return "object"
    raise InputError(f"not a JSON value: {type(value).__name__}")


def shape_of(value: Any) -> Shape:
    """The shape of one JSON value: what `merge_shapes` over every element would give, in one pass.

    Linear in the size of the value (merging element by element would be quadratic in the number of
    distinct keys, which a hostile server controls). At most MAX_KEYS distinct keys are kept per
    object position and nesting past MAX_DEPTH is recorded by type alone.
    """
    acc = _Accumulator()
    acc.add(value, 0)
    return acc.freeze()


class _Accumulator:
    """A mutable shape under construction."""

    __slots__ = ("items", "key_counts", "objects", "props", "types")

    def __init__(self) -> None:
        self.types: set[str] = set()
        self.props: dict[str, _Accumulator] = {}
        self.key_counts: dict[str, int] = {}
        self.objects = 0  # objects seen here: a key seen in fewer is optional
        self.items: _Accumulator | None = None

    def add(self, value: Any, depth: int) -> None:
        kind = _kind(value)
        self.types.add(kind)
        if depth >= MAX_DEPTH:
            return
        if kind == "object":
            self.objects += 1
            for raw_key, sub in value.items():
                key = str(raw_key)
                acc = self.props.get(key)
                if acc is None:
                    if len(self.props) >= MAX_KEYS:
                        continue
                    acc = self.props[key] = _Accumulator()
                acc.add(sub, depth + 1)
                self.key_counts[key] = self.key_counts.get(key, 0) + 1
        elif kind == "array":
            for element in value:
                if self.items is None:
                    self.items = _Accumulator()
                self.items.add(element, depth + 1)

    def freeze(self) -> Shape:
        return Shape(
            types=frozenset(self.types),
            properties=tuple(sorted((k, acc.freeze()) for k, acc in self.props.items())),
            optional=frozenset(k for k, n in self.key_counts.items() if n < self.objects),
            items=None if self.items is None else self.items.freeze(),
        )


def merge_shapes(a: Shape, b: Shape) -> Shape:
    """The least shape covering both (commutative, associative and idempotent)."""
    a_obj, b_obj = "object" in a.types, "object" in b.types
    if a_obj and b_obj:
        pa, pb = a.props, b.props
        props = {
            k: merge_shapes(pa[k], pb[k]) if k in pa and k in pb else pa.get(k) or pb[k] for k in {*pa, *pb}
        }
        optional = a.optional | b.optional | (set(pa) ^ set(pb))
    else:
        props, optional = (a.props, a.optional) if a_obj else (b.props, b.optional)
    if a.items is None or b.items is None:
        items = a.items if b.items is None else b.items
    else:
        items = merge_shapes(a.items, b.items)
    return Shape(
        types=a.types | b.types,
        properties=tuple(sorted(props.items())),
        optional=frozenset(optional),
        items=items,
    )


# --- tools/call results -------------------------------------------------------------------------


def _parse_json_text(text: str) -> Any:
    """A text block's JSON object or array, or ABSENT when the text is prose (or a bare scalar)."""
    stripped = text.strip()
    if not stripped or stripped[0] not in "[{":
        return ABSENT
    try:
        value = json.loads(stripped)
    except (ValueError, RecursionError):
        return ABSENT
    return value if isinstance(value, dict | list) else ABSENT


def result_view(result: Mapping[str, Any]) -> dict[str, Any]:
    """The part of a CallToolResult (wire form, camelCase) that has a shape.

    ``structuredContent`` as it is; ``content`` as a list of one-key objects ``{block type: payload}``,
    where a text block's payload is its parsed JSON when it holds an object or array, else the
    string, and any other block's payload is the block minus ``type``, ``annotations`` and ``_meta``.
    Keying blocks by type means a text block that becomes an image is a removed key, while a response
    that mixes block types merely marks each as optional. A text block that mirrors structuredContent
    (as the MCP spec asks servers to send) counts as plain text, so one dropped key is one finding.
    """
    view: dict[str, Any] = {}
    structured = result.get("structuredContent")
    if structured is not None:
        view["structuredContent"] = structured
    blocks: list[dict[str, Any]] = []
    for block in result.get("content") or []:
        if not isinstance(block, Mapping):
            continue
        kind = str(block.get("type", "unknown"))
        if kind == "text":
            text = str(block.get("text", ""))
            parsed = _parse_json_text(text)
            as_text = parsed is ABSENT or (structured is not None and parsed == structured)
            blocks.append({kind: text if as_text else parsed})
        else:
            payload = {k: v for k, v in block.items() if k not in ("type", "annotations", "_meta")}
            blocks.append({kind: payload})
    view["content"] = blocks
    return view


def result_data(result: Mapping[str, Any]) -> Any:
    """What `expect` pointers resolve against: structuredContent, else the first text block's JSON
    (or its text when it is not JSON), else ABSENT."""
    if result.get("structuredContent") is not None:
        return result["structuredContent"]
    for block in result.get("content") or []:
        if isinstance(block, Mapping) and block.get("type") == "text":
            text = str(block.get("text", ""))
            parsed = _parse_json_text(text)
            return text if parsed is ABSENT else parsed
    return ABSENT


@dataclass(frozen=True)
class Fingerprint:
    """The shape of one probe's response, and whether the tool reported an error."""

    is_error: bool
    shape: Shape

    def to_json(self) -> dict[str, Any]:
        return {"isError": self.is_error, "shape": self.shape.to_json()}

    @classmethod
    def from_json(cls, data: Any, where: str = "fingerprint") -> Fingerprint:
        if not isinstance(data, Mapping) or not isinstance(data.get("isError"), bool):
            raise InputError("a fingerprint is an object with a boolean isError and a shape", where=where)
        return cls(is_error=data["isError"], shape=Shape.from_json(data.get("shape"), f"{where}/shape"))

    @cached_property
    def digest(self) -> str:
        return fingerprint_digest(self)


def fingerprint_result(result: Mapping[str, Any]) -> Fingerprint:
    """Fingerprint a CallToolResult given in wire form (``result.model_dump(by_alias=True)``)."""
    return Fingerprint(is_error=bool(result.get("isError", False)), shape=shape_of(result_view(result)))


def fingerprint_digest(fingerprint: Fingerprint) -> str:
    return "sha256:" + hashlib.sha256(canonicalize(fingerprint.to_json())).hexdigest()


# --- grading ------------------------------------------------------------------------------------


def _informative(shape: Shape) -> frozenset[str]:
    """The types a shape has actually shown: nulls and arrays only ever seen empty say nothing."""
    silent = {"null"} if shape.items is not None else {"null", "array"}
    return shape.types - silent


def _shape_changes(old: Shape, new: Shape, path: str) -> Iterator[tuple[str, str, str, Any, Any]]:
    """(rule id, path, message, old, new) for every way `new` is not a sample of `old`'s contract."""
    old_kinds, new_kinds = _informative(old), _informative(new)
    if not old_kinds or not new_kinds:
        return  # a null or an empty array on either side says nothing about the type
    added = new_kinds - (old.types - {"null"})  # an array type seen only empty was still seen
    if added:
        yield (
            "behavior-type-changed",
            path or "/",
            f"value at {path or '/'} is now {_kinds(new_kinds)} (was {_kinds(old_kinds)})",
            sorted(old_kinds),
            sorted(new_kinds),
        )
    if "object" in old_kinds and "object" in new_kinds:
        yield from _object_changes(old, new, path)
    if old.items is not None and new.items is not None:
        yield from _shape_changes(old.items, new.items, f"{path}/*")


def _object_changes(old: Shape, new: Shape, path: str) -> Iterator[tuple[str, str, str, Any, Any]]:
    old_props, new_props = old.props, new.props
    for key, old_sub in old_props.items():
        sub_path = f"{path}/{_escape(key)}"
        if key not in new_props:
            if key not in old.optional:
                yield (
                    "behavior-key-removed",
                    sub_path,
                    f"key {sub_path} no longer in the response",
                    key,
                    ABSENT,
                )
            continue
        if key in new.optional and key not in old.optional:
            yield (
                "behavior-key-now-optional",
                sub_path,
                f"key {sub_path} was always present and is now missing from some objects",
                "required",
                "optional",
            )
        yield from _shape_changes(old_sub, new_props[key], sub_path)
    for key in sorted(set(new_props) - set(old_props)):
        sub_path = f"{path}/{_escape(key)}"
        yield "behavior-key-added", sub_path, f"key {sub_path} is new in the response", ABSENT, key


def _kinds(kinds: Iterable[str]) -> str:
    return " or ".join(sorted(kinds, key=_TYPE_ORDER.index))


def _escape(key: str) -> str:
    return key.replace("~", "~0").replace("/", "~1")


def grade_fingerprints(
    tool: str, old: Fingerprint, new: Fingerprint, options: Options | None = None, *, probe: str = ""
) -> list[Finding]:
    """Findings for a probe whose response went from `old` to `new` (empty: no shape change).

    Paths are JSON pointers into the result view, with ``*`` standing for every array element, e.g.
    ``/structuredContent/results/*/score``. An isError flip is reported alone: the shapes of an
    error and a success are not comparable.
    """
    options = options or Options()
    label = f" (probe {probe})" if probe else ""
    if old.is_error != new.is_error:
        state = "now returns an error" if new.is_error else "no longer returns an error"
        return [
            make_finding(
                "behavior-error-flipped",
                tool,
                "/isError",
                f"tool {state}{label}",
                options,
                old=old.is_error,
                new=new.is_error,
            )
        ]
    return [
        make_finding(rule_id, tool, path, message + label, options, old=o, new=n)
        for rule_id, path, message, o, n in _shape_changes(old.shape, new.shape, "")
    ]


# --- the lockfile's `behavior` section ----------------------------------------------------------


def behavior_record(arguments: Mapping[str, Any], fingerprint: Fingerprint) -> dict[str, Any]:
    """One probe's entry in a tool's lockfile ``behavior`` section (and in state), keyed by probe key."""
    return {"arguments": dict(arguments), "digest": fingerprint.digest, "fingerprint": fingerprint.to_json()}


def read_behavior_section(section: Any, where: str = "behavior") -> dict[str, Fingerprint]:
    """probe key -> recorded fingerprint, from a tool's ``behavior`` section.

    An entry whose digest does not match its fingerprint was edited by hand or corrupted: it is an
    error rather than a silently trusted baseline.
    """
    if section is None:
        return {}
    if not isinstance(section, Mapping):
        raise InputError("the behavior section must map probe keys to recorded fingerprints", where=where)
    out: dict[str, Fingerprint] = {}
    for key, entry in section.items():
        entry_where = f"{where}/{_escape(str(key))}"
        if not isinstance(entry, Mapping):
            raise InputError("a behavior entry must be an object with a fingerprint", where=entry_where)
        fingerprint = Fingerprint.from_json(entry.get("fingerprint"), f"{entry_where}/fingerprint")
        digest = entry.get("digest")
        if digest is not None and digest != fingerprint.digest:
            raise InputError(
                f"digest {digest} does not match the recorded fingerprint ({fingerprint.digest})",
                where=f"{entry_where}/digest",
                hint="re-record the probe, or delete the entry to take a fresh baseline",
            )
        out[str(key)] = fingerprint
    return out
