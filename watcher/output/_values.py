"""Short, one-line spellings of the values a finding carries (old -> new)."""

from __future__ import annotations

import json
from typing import Any

from oracle import ABSENT

ABSENT_TEXT = "(absent)"


def short_value(value: Any, limit: int = 60) -> str:
    if value is ABSENT:
        return ABSENT_TEXT
    try:
        text = json.dumps(value, ensure_ascii=False, sort_keys=True)
    except (TypeError, ValueError):
        text = repr(value)
    text = " ".join(text.split())  # never let a value break the one-line-per-finding layout
    return text if len(text) <= limit else text[: limit - 1] + "…"


def change_text(old: Any, new: Any, limit: int = 60) -> str:
    if old is ABSENT and new is ABSENT:
        return ""
    return f"{short_value(old, limit)} → {short_value(new, limit)}"
