"""Finding details round-trip through their compressed form, whatever their size or packer settings."""

from __future__ import annotations

import json
import zlib

from watcher.detailpack import _DETAIL_DICT, _DETAIL_MAGIC, pack_detail, unpack_detail


def _detail(n: int) -> dict[str, object]:
    finding = {"rule_id": "tool-description-changed", "path": "/description", "old": "a", "new": "b" * n}
    return {"status": "changed", "outcome": "violation", "findings": [finding, {"rule_id": "x\ud800"}]}


def test_small_and_large_details_round_trip() -> None:
    for n in (0, 10, 5_000, 200_000):  # beyond the 4 KiB window too
        detail = _detail(n)
        text = (
            json.dumps(detail, separators=(",", ":"))
            .encode("utf-8", "surrogatepass")
            .decode("utf-8", "surrogatepass")
        )
        packed = pack_detail(detail)
        assert packed.startswith(_DETAIL_MAGIC)
        assert unpack_detail(packed) == text


def test_details_packed_with_the_default_window_still_read() -> None:
    # Rows written before the window shrank used zlib's default 32 KiB one.
    text = json.dumps(_detail(3_000), separators=(",", ":")).encode("utf-8", "surrogatepass")
    packer = zlib.compressobj(9, zdict=_DETAIL_DICT)
    old_row = _DETAIL_MAGIC + packer.compress(text) + packer.flush()
    assert unpack_detail(old_row) == text.decode("utf-8", "surrogatepass")


def test_text_rows_read_as_they_are() -> None:
    assert unpack_detail('{"status":"changed"}') == '{"status":"changed"}'
