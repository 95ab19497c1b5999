"""Description semantics: how a changed (or newly added) description reads to the model.

This first layer classifies a change as cosmetic (whitespace, case, punctuation, unicode
normalisation) or reworded. The poisoning detectors build on `description_findings`.
"""

from __future__ import annotations

import re
import unicodedata

from .._types import ABSENT, Dimension, Finding, Grade, Options

_PUNCT = re.compile(r"[\s\W_]+", re.UNICODE)


def _cosmetic_key(text: str) -> str:
    return _PUNCT.sub(" ", unicodedata.normalize("NFKC", text).casefold()).strip()


def description_findings(
    tool: str, path: str, old: str | None, new: str | None, options: Options, *, rule_id: str
) -> list[Finding]:
    """Findings for one description-like text at `path` going from `old` to `new` (None = absent)."""
    if old == new:
        return []
    grade = options.grade_overrides.get(rule_id, Grade.PATCH)
    cosmetic = old is not None and new is not None and _cosmetic_key(old) == _cosmetic_key(new)
    message = "description changed only in whitespace, case or punctuation" if cosmetic else "description reworded"
    return [
        Finding(
            rule_id=rule_id,
            tool=tool,
            dimension=Dimension.DESCRIPTION,
            grade=grade,
            path=path,
            message=message,
            old=ABSENT if old is None else old,
            new=ABSENT if new is None else new,
        )
    ]


def new_tool_description_findings(tool: str, description: str | None, options: Options) -> list[Finding]:
    """Findings for the description of a tool that did not exist before (poisoned from birth)."""
    return []
