"""A `json.JSONEncoder`'s encode, with its C encoder built once instead of on every call.

`JSONEncoder.encode` builds a fresh C encoder (and a fresh cycle-marker dict) per call. The grader
encodes small schema values over a hundred thousand times per large diff (cache keys, witnesses,
digests), and that set-up was about half of each call. The values encoded are decoded JSON or built
from it, which holds no cycles: without the markers a cyclic value raises RecursionError, as a value
nested too deeply already does.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from json import encoder as _encoder
from typing import Any


def prebuilt(encoder: json.JSONEncoder) -> Callable[[Any], str]:
    """`encoder.encode`, the same text and the same errors (RecursionError for a cycle)."""
    make: Any = getattr(_encoder, "c_make_encoder", None)  # absent from the stubs: a private name
    if make is None or encoder.indent is not None:
        return encoder.encode  # no C accelerator (another interpreter): the stock path
    basestring = _encoder.encode_basestring_ascii if encoder.ensure_ascii else _encoder.encode_basestring
    encode = make(
        None,  # no cycle markers
        encoder.default,
        basestring,
        None,  # indent
        encoder.key_separator,
        encoder.item_separator,
        encoder.sort_keys,
        encoder.skipkeys,
        encoder.allow_nan,
    )

    def encode_value(value: Any) -> str:
        if type(value) is str:
            return basestring(value)  # as JSONEncoder.encode: a bare string skips the encoder
        return "".join(encode(value, 0))

    return encode_value
