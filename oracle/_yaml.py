"""Strict YAML for lockfiles and declared-version maps: JSON values only, every problem located.

PyYAML's safe loader still accepts things a lockfile must not hold: duplicate keys (the last one
silently wins), anchors and aliases (shared or recursive structures; the "billion laughs" blow-up),
timestamps, binary blobs, sets, non-string keys, NaN and infinities. Each of these is an InputError
that names the file and the key path.
"""

from __future__ import annotations

import math
import re
from collections.abc import Callable, Iterable
from typing import Any

import yaml

from ._errors import InputError, LimitExceeded
from ._types import Limits

_PLAIN_KEY = re.compile(r"[A-Za-z0-9_-]+")
_Loader: type[yaml.SafeLoader] = getattr(yaml, "CSafeLoader", yaml.SafeLoader)
_Dumper: type[yaml.SafeDumper] = getattr(yaml, "CSafeDumper", yaml.SafeDumper)


class _StrictLoader(_Loader):  # type: ignore[misc,valid-type]
    """The safe loader, refusing duplicate keys in a mapping."""

    def construct_mapping(self, node: yaml.MappingNode, deep: bool = False) -> dict[Any, Any]:
        seen: dict[str, int] = {}
        for key_node, _ in node.value:
            if isinstance(key_node, yaml.ScalarNode):
                if key_node.value in seen:
                    first = seen[key_node.value]
                    raise yaml.constructor.ConstructorError(
                        None,
                        None,
                        f"duplicate key {key_node.value!r} (first at line {first})",
                        key_node.start_mark,
                    )
                seen[key_node.value] = key_node.start_mark.line + 1
        return super().construct_mapping(node, deep)  # type: ignore[no-any-return]


class _PlainDumper(_Dumper):  # type: ignore[misc,valid-type]
    """The safe dumper, never writing anchors: every value is spelled out where it is used."""

    def ignore_aliases(self, data: Any) -> bool:
        return True


_PlainDumper.add_multi_representer(dict, yaml.representer.SafeRepresenter.represent_dict)


def key_path(parts: Iterable[str | int]) -> str:
    """`tools.search.semver`, quoting keys that are not plain identifiers: `tools["a.b"].semver`."""
    text = ""
    for part in parts:
        if isinstance(part, int):
            text += f"[{part}]"
        elif _PLAIN_KEY.fullmatch(part):
            text += f".{part}" if text else part
        else:
            text += f"[{part!r}]"
    return text


def _describe(value: Any) -> str:
    names = {
        dict: "a mapping",
        list: "a list",
        str: "a string",
        bool: "a boolean",
        int: "a number",
        float: "a number",
        type(None): "null",
    }
    return names.get(type(value), f"a YAML {type(value).__name__}")


def describe_value(value: Any) -> str:
    """'a string', 'a number 1.0', 'a list': for 'expected X, got Y' messages."""
    if isinstance(value, (int, float)) and not isinstance(value, bool):
        return f"a number ({value!r})"
    return _describe(value)


def decode_text(data: bytes | str, *, source: str, limits: Limits, what: str) -> str:
    if len(data) > limits.max_dump_bytes:
        raise LimitExceeded(
            f"{what} is {len(data):,} bytes, over the {limits.max_dump_bytes:,}-byte limit",
            where=source,
        )
    if isinstance(data, str):
        return data
    if data.startswith(b"\xef\xbb\xbf"):
        data = data[3:]
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError as exc:
        raise InputError(
            f"{what} is not UTF-8 text: byte 0x{data[exc.start]:02x} at offset {exc.start} is invalid",
            where=source,
            hint="is this a binary file?",
        ) from None


def load_yaml(
    data: bytes | str,
    *,
    source: str,
    limits: Limits,
    what: str,
    fast_reader: Callable[[str, int], Any] | None = None,
) -> Any:
    """Parse one YAML document into JSON values. `what` names the document in messages ("lockfile").

    `fast_reader(text, max_depth)` may read a known narrow layout much faster. What it returns must
    already be plain JSON no deeper than max_depth; None (or an empty mapping) hands the text to the
    full loader.
    """
    text = decode_text(data, source=source, limits=limits, what=what)
    if fast_reader is not None:
        value = fast_reader(text, limits.max_depth)
        if value:
            return value
    try:
        value = yaml.load(text, Loader=_StrictLoader)
    except yaml.MarkedYAMLError as exc:
        mark = exc.problem_mark
        where = f"{source}:{mark.line + 1}:{mark.column + 1}" if mark is not None else source
        problem = exc.problem or "invalid YAML"
        context = f" ({exc.context})" if exc.context else ""
        raise InputError(f"{what} is not valid YAML: {problem}{context}", where=where) from None
    except yaml.YAMLError as exc:
        raise InputError(f"{what} is not valid YAML: {exc}", where=source) from None
    except RecursionError:
        raise LimitExceeded(f"{what} is nested too deeply to read", where=source) from None
    if value is None:
        raise InputError(f"{what} is empty", where=source)
    check_json_tree(value, source=source, base=(), limits=limits)
    return value


def check_json_tree(value: Any, *, source: str, base: tuple[str | int, ...], limits: Limits) -> None:
    """Reject anything a JSON document could not hold, and shared or overly deep structures."""
    seen: set[int] = set()
    stack: list[tuple[Any, tuple[str | int, ...]]] = [(value, base)]
    while stack:
        item, path = stack.pop()
        if len(path) - len(base) > limits.max_depth:
            raise LimitExceeded(f"nested deeper than {limits.max_depth} levels", where=_at(source, path))
        if isinstance(item, (dict, list)):
            if id(item) in seen:
                raise InputError(
                    "a YAML alias (*anchor) reuses a value; lockfiles must spell every value out",
                    where=_at(source, path),
                    hint="replace the alias with a copy of the anchored value",
                )
            seen.add(id(item))
            if isinstance(item, dict):
                for key, sub in item.items():
                    if not isinstance(key, str):
                        raise InputError(
                            f"key {key!r} is {_describe(key)}; keys must be strings",
                            where=_at(source, path),
                            hint=f'quote the key: "{key}"',
                        )
                    stack.append((sub, (*path, key)))
            else:
                stack.extend((sub, (*path, index)) for index, sub in enumerate(item))
        elif isinstance(item, float) and not math.isfinite(item):
            raise InputError(f"{item!r} is not a JSON number", where=_at(source, path))
        elif not isinstance(item, (str, int, float, bool)) and item is not None:
            raise InputError(
                f"{_describe(item)} value is not JSON (YAML converted an unquoted scalar)",
                where=_at(source, path),
                hint="quote the value so it stays a string",
            )


def _at(source: str, path: tuple[str | int, ...]) -> str:
    return f"{source}: {key_path(path)}" if path else source


def at(source: str, *path: str | int) -> str:
    """The `where` of an error at a key path inside a document."""
    return _at(source, path)


def dump_yaml(value: Any) -> str:
    """Block-style YAML in the mappings' own key order, no anchors, unicode kept, lines never folded."""
    return yaml.dump(
        value,
        Dumper=_PlainDumper,
        sort_keys=False,
        default_flow_style=False,
        allow_unicode=True,
        width=2**30,
    )
