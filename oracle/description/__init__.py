"""Description semantics, deterministic layer: how a changed (or new) description reads to the model.

Every description-like text (tool descriptions, titles, property descriptions inside schemas, and the
texts of newly added tools) is classified as a cosmetic change (whitespace, case, punctuation, unicode
form) or a rewording, with the added and removed words identified. The poisoning detectors then run on
the added text only, so a long-standing sentence never re-alerts and a benign rewording stays quiet.
No network, no model: this layer always runs. The judge layer (oracle.judges) can only escalate it.
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping
from typing import Any

from .._types import ABSENT, Dimension, Finding, Options
from ..rules import effective_grade, rule
from ._detectors import TEXT_DETECTORS, Hit, scan
from ._diff import TextDiff, diff_text, whole_text

DETECTOR_RULE_IDS: tuple[str, ...] = (
    "description-hidden-characters",
    *(rule_id for rule_id, _ in TEXT_DETECTORS),
    "description-encoded-payload",
    "description-new-side-effect",
    "description-scope-widened",
)
_QUOTE_CHARS = 80

__all__ = [
    "DETECTOR_RULE_IDS",
    "Hit",
    "TextDiff",
    "description_findings",
    "diff_text",
    "new_tool_description_findings",
    "new_tool_text_findings",
    "scan",
    "schema_texts",
]


def _quote(parts: tuple[str, ...]) -> str:
    text = " … ".join(" ".join(p.split()) for p in parts)
    return repr(text if len(text) <= _QUOTE_CHARS else text[: _QUOTE_CHARS - 1] + "…")


def _summary(diff: TextDiff) -> str:
    if diff.cosmetic:
        return "description changed only in whitespace, case, punctuation or unicode form"
    pieces = []
    if diff.added:
        pieces.append(f"added {_quote(diff.added)}")
    if diff.removed:
        pieces.append(f"removed {_quote(diff.removed)}")
    return "description reworded: " + ("; ".join(pieces) or "words reordered")


def _detector_findings(tool: str, path: str, hits: list[Hit], options: Options) -> list[Finding]:
    findings = []
    for hit in hits:
        spec = rule(hit.rule_id)
        findings.append(
            Finding(
                rule_id=hit.rule_id,
                tool=tool,
                dimension=Dimension.DESCRIPTION,
                grade=effective_grade(hit.rule_id, options.grade_overrides),
                path=path,
                message=f"{spec.name}: {hit.evidence[0]}",
                security=spec.security,
                evidence=hit.evidence,
            )
        )
    return findings


def description_findings(
    tool: str, path: str, old: str | None, new: str | None, options: Options, *, rule_id: str
) -> list[Finding]:
    """Findings for one description-like text at `path` going from `old` to `new` (None = absent).

    The first finding is always the classification under `rule_id` (the caller's rule: tool
    description, title, property description); detector findings follow, one per detector that fired.
    """
    if old == new:
        return []
    diff = diff_text(old, new)
    findings = [
        Finding(
            rule_id=rule_id,
            tool=tool,
            dimension=Dimension.DESCRIPTION,
            grade=effective_grade(rule_id, options.grade_overrides),
            path=path,
            message=_summary(diff),
            old=ABSENT if old is None else old,
            new=ABSENT if new is None else new,
            reason="cosmetic" if diff.cosmetic else None,
        )
    ]
    if new:
        findings += _detector_findings(tool, path, scan(old, new, diff), options)
    return findings


def new_tool_description_findings(tool: str, description: str | None, options: Options) -> list[Finding]:
    """Detector findings for the description of a tool that did not exist before (poisoned from birth)."""
    if not description:
        return []
    hits = scan(None, description, whole_text(description), relative=False)
    return _detector_findings(tool, "/description", hits, options)


def schema_texts(schema: Any, path: str, *, max_nodes: int = 10_000) -> Iterator[tuple[str, str]]:
    """(JSON pointer, text) for every `description` and `title` string inside a JSON Schema."""
    stack: list[tuple[Any, str]] = [(schema, path)]
    seen = 0
    while stack and seen < max_nodes:
        node, where = stack.pop()
        seen += 1
        if isinstance(node, Mapping):
            for key, value in node.items():
                child = f"{where}/{str(key).replace('~', '~0').replace('/', '~1')}"
                if key in ("description", "title") and isinstance(value, str):
                    yield child, value
                elif isinstance(value, Mapping | list):
                    stack.append((value, child))
        elif isinstance(node, list):
            stack.extend((item, f"{where}/{i}") for i, item in enumerate(node))


def new_tool_text_findings(tool: str, contract: Mapping[str, Any], options: Options) -> list[Finding]:
    """Detector findings for every text of a new tool: description, title and schema descriptions.

    Parameter descriptions reach the model as surely as the tool description does, so a payload
    planted there ("full-schema poisoning") is caught the same way.
    """
    texts: list[tuple[str, str]] = []
    for key in ("description", "title"):
        value = contract.get(key)
        if isinstance(value, str):
            texts.append((f"/{key}", value))
    for key in ("inputSchema", "outputSchema"):
        if key in contract:
            texts += schema_texts(contract[key], f"/{key}")
    findings: list[Finding] = []
    for where, text in texts:
        if text:
            hits = scan(None, text, whole_text(text), relative=False)
            findings += _detector_findings(tool, where, hits, options)
    return findings
