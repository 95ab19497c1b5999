"""How the state stores a finding's detail: compact JSON, zlib-compressed with a preset dictionary.

A mass change stores thousands of near-identical details; the dictionary holds the keys and values
every detail repeats, so one costs ~0.2 kB instead of ~1.1 kB. Text rows (written before compression)
are read as they are.
"""

from __future__ import annotations

import json
import zlib
from typing import Any

from oracle._jsonenc import prebuilt

_ENCODE = prebuilt(json.JSONEncoder(separators=(",", ":"), default=str))
_DETAIL_MAGIC = b"twz1"
_DETAIL_DICT = (
    b'"previous_version":"declared_version":"renamed_from":"effect":"reason":"needs_confirmation":false,'
    b'"confidence":0.9,"evidence":["/inputSchema/properties/","structural","behavioral","none","minor",'
    b'"new_tool","removed_tool","renamed_tool","ok","certain":false,"security":true,'
    b'{"status":"changed","outcome":"violation","findings":[{"rule_id":"tool-description-changed",'
    b'"tool":"","dimension":"description","grade":"patch","path":"/description","message":'
    b'"description reworded: added \'","certain":true,"security":false,"old":"","new":""},'
    b'{"rule_id":"description-","tool":"","dimension":"description","grade":"major","path":"/description",'
    b'"message":"description ","certain":true,"security":true,"evidence":[""],"confidence":0.9}]}'
)


def pack_detail(detail: dict[str, Any]) -> bytes:
    text = _ENCODE(detail).encode("utf-8", "surrogatepass")
    # A 4 KiB window (wbits 12) holds the 0.7 kB dictionary and a typical detail; setting up the
    # default 32 KiB one cost 40 us of the 47 us a detail took. Readers accept any window size.
    packer = zlib.compressobj(9, zlib.DEFLATED, 12, 8, zlib.Z_DEFAULT_STRATEGY, _DETAIL_DICT)
    return _DETAIL_MAGIC + packer.compress(text) + packer.flush()


def unpack_detail(value: str | bytes) -> str:
    if isinstance(value, bytes) and value.startswith(_DETAIL_MAGIC):
        unpacker = zlib.decompressobj(zdict=_DETAIL_DICT)
        raw = unpacker.decompress(value[len(_DETAIL_MAGIC) :]) + unpacker.flush()
        return raw.decode("utf-8", "surrogatepass")
    return value.decode("utf-8", "surrogatepass") if isinstance(value, bytes) else value
