"""The forty-seventh set's new tools: none. The minimal-diff rug-puller (README, "Forty-seventh evaluation
set") ships no new tool; every payload is a small change to a real vendor text (fresh47_edits.py)."""

from __future__ import annotations

from fresh20_spec import Spec

NEW_TOOLS: list[Spec] = []
