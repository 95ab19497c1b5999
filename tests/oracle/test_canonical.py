"""oracle.canonical.canonicalize must be byte-identical to the `rfc8785` package on every JSON value."""

from __future__ import annotations

import math
from typing import Any

import pytest
import rfc8785
from hypothesis import example, given, settings
from hypothesis import strategies as st

from oracle import InputError
from oracle.canonical import canonicalize, canonicalize_reference

# Text without lone surrogates (not encodable as UTF-8, so not JSON text), but with everything else:
# control characters, quotes and backslashes, U+2028/2029, BMP characters around the surrogate block
# and non-BMP characters (whose UTF-16 sort order differs from their code point order).
_CHARS = st.characters(exclude_categories=("Cs",))
_TRICKY = st.sampled_from(
    ["", "\x00", "\x1f", "\x7f", '"', "\\", "/", "\u2028", "\u2029", "\ud7ff", "\ue000", "\uffff",
     "\U00010000", "\U0001f600", "\U0010ffff", "é", "e\u0301", "\ufeff"]
)  # fmt: skip
TEXT = st.one_of(st.text(_CHARS, max_size=12), st.lists(_TRICKY, max_size=4).map("".join))

FLOATS = st.one_of(
    st.floats(allow_nan=False, allow_infinity=False),
    st.sampled_from(
        [0.0, -0.0, 1e21, 1e-7, 1e-6, 123e-20, 9.007199254740993e15, 5e-324, 1.7976931348623157e308,
         0.1, 1 / 3, 1e300, -1e-300, 100.0, 1e20, 1.5e21, 4.5, 2.5e-7]
    ),
)  # fmt: skip
# JSON numbers rfc8785 accepts: integers within IEEE-754's exact range; beyond it, an error.
SAFE_INTS = st.integers(min_value=-(2**53) + 1, max_value=2**53 - 1)
SCALARS = st.one_of(st.none(), st.booleans(), SAFE_INTS, FLOATS, TEXT)
JSON = st.recursive(
    SCALARS,
    lambda children: st.one_of(
        st.lists(children, max_size=5),
        st.dictionaries(TEXT, children, max_size=5),
    ),
    max_leaves=30,
)


@settings(max_examples=600, deadline=None)
@given(JSON)
@example({"\U0001f600": 1, "\ue000": 2, "a": 3})  # UTF-16 order: a, 😀 (d83d…), U+E000
@example({"b": [1.0, -0.0, 1e21, 1e-7], "a": {"\u2028": "\x00"}})
@example([2**53 - 1, -(2**53) + 1, 0.5, 1e300])
def test_canonicalize_matches_rfc8785(value: Any) -> None:
    assert canonicalize(value) == bytes(rfc8785.dumps(value))


@settings(max_examples=200, deadline=None)
@given(st.dictionaries(TEXT, SCALARS, min_size=2, max_size=8))
def test_key_order_never_matters(value: dict[str, Any]) -> None:
    flipped = dict(reversed(list(value.items())))
    assert canonicalize(flipped) == canonicalize(value)


@pytest.mark.parametrize(
    ("value", "text"),
    [
        (1e21, "1e+21"),
        (1e20, "100000000000000000000"),
        (1e-7, "1e-7"),
        (1e-6, "0.000001"),
        (-0.0, "0"),
        (100.0, "100"),
        (123e-20, "1.23e-18"),
        ("\u2028\x1f", '"\u2028\\u001f"'),
        ("é\U0001f600", '"é\U0001f600"'),
    ],
)
def test_known_ecmascript_spellings(value: Any, text: str) -> None:
    assert canonicalize(value) == text.encode()
    assert canonicalize_reference(value) == text.encode()


@given(st.one_of(st.integers(min_value=2**53), st.integers(max_value=-(2**53))))
def test_large_integers_match_the_reference(value: int) -> None:
    """Beyond 2**53 JCS cannot represent the integer exactly: both implementations must agree."""
    try:
        expected = bytes(rfc8785.dumps(value))
    except Exception:
        with pytest.raises(InputError):
            canonicalize(value)
    else:
        assert canonicalize(value) == expected


@pytest.mark.parametrize("value", [math.nan, math.inf, -math.inf, {"a": [math.nan]}, "\ud800", {"\udfff": 1}])
def test_non_json_values_are_input_errors(value: Any) -> None:
    with pytest.raises(InputError, match="cannot be canonicalised"):
        canonicalize(value)
