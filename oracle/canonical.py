"""RFC 8785 (JCS) canonical JSON, with a fast path proven byte-identical to the `rfc8785` package.

`rfc8785` is pure Python and walks every value by hand; on a 5,000-tool catalogue it costs several
times more than the rest of the digest. For the values tools/list actually carries (objects, arrays,
strings, safe integers, booleans, null) the C-accelerated `json.dumps` produces exactly the JCS bytes,
provided the keys sort the same way under UTF-16 code units as under code points (true unless a key
holds a character at or above U+D800) and no float needs ECMAScript number formatting. Anything else
takes the reference implementation. tests/oracle/test_canonical.py checks the equivalence with
hypothesis over floats, exponent forms, escapes, non-BMP keys and nesting.
"""

from __future__ import annotations

import json
from typing import Any

import rfc8785

from ._errors import InputError, LimitExceeded
from ._jsonenc import prebuilt
from ._types import Limits

_MAX_SAFE_INT = 2**53 - 1  # JCS serialises numbers as IEEE doubles; larger ints lose precision
_ENCODE = prebuilt(
    json.JSONEncoder(ensure_ascii=False, separators=(",", ":"), sort_keys=True, allow_nan=False)
)


def _fast_path_ok(value: Any, max_depth: int) -> bool:
    """One walk: is the C encoder's output already JCS, and is the value within the depth limit?"""
    fast = True
    stack: list[tuple[Any, int]] = [(value, 1)]
    while stack:
        item, depth = stack.pop()
        if depth > max_depth:
            raise LimitExceeded(
                f"JSON nesting deeper than {max_depth} levels",
                hint="raise Limits.max_depth if this catalogue is legitimate",
            )
        if isinstance(item, dict):
            for key, sub in item.items():
                if fast and (not isinstance(key, str) or (key and max(key) >= "\ud800")):
                    fast = False
                if isinstance(sub, (dict, list)):
                    stack.append((sub, depth + 1))
                elif fast and not _scalar_ok(sub):
                    fast = False
        elif isinstance(item, list):
            for sub in item:
                if isinstance(sub, (dict, list)):
                    stack.append((sub, depth + 1))
                elif fast and not _scalar_ok(sub):
                    fast = False
        elif not _scalar_ok(item):
            fast = False
    return fast


def _scalar_ok(item: Any) -> bool:
    if isinstance(item, str) or item is None or isinstance(item, bool):
        return True
    if isinstance(item, int):
        return -_MAX_SAFE_INT <= item <= _MAX_SAFE_INT
    return False  # floats need ECMAScript formatting; anything else is not JSON


def canonicalize(value: Any, *, max_depth: int = Limits().max_depth, proven: bool = False) -> bytes:
    """Return the RFC 8785 canonical UTF-8 bytes of a JSON value.

    Raises LimitExceeded past `max_depth` levels of nesting (before any recursion can overflow the
    stack) and InputError for values JSON cannot carry. `proven=True` is the caller's word, from the
    raw dump it decoded (`contract.read_catalogue`), that the value is within the depth limit and that
    the C encoder's output is already JCS for it: no float, no integer beyond 2^53, no character in
    U+E000..U+FFFF (the only code points whose UTF-16 order differs from code-point order against
    astral ones); the per-value walk is then skipped.
    """
    if proven or _fast_path_ok(value, max_depth):
        try:
            return _ENCODE(value).encode("utf-8")
        except (UnicodeEncodeError, ValueError, RecursionError):
            pass  # a lone surrogate, NaN, infinity or a cycle: let the reference implementation report it
    try:
        return bytes(rfc8785.dumps(value))
    except (rfc8785.CanonicalizationError, UnicodeEncodeError, ValueError, TypeError, RecursionError) as exc:
        raise InputError(f"value cannot be canonicalised as RFC 8785 JSON: {exc}") from exc


def canonicalize_reference(value: Any) -> bytes:
    """The `rfc8785` package's output, unaltered (the oracle the fast path is tested against)."""
    return bytes(rfc8785.dumps(value))
