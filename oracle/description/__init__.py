"""Description semantics, deterministic layer: how a changed (or new) description reads to the model.

Every description-like text (tool descriptions, titles, property descriptions inside schemas, and the
texts of newly added tools) is classified as a cosmetic change (whitespace, case, punctuation, unicode
form) or a rewording, with the added and removed words identified. The poisoning detectors then run on
the sentences the change touched, in the context of what stayed (a trigger the old text already had
does not re-alert), and, given the tool names of this upstream and of every other watched upstream
(Options.own_tools / foreign_tools), tell a vendor's sibling tools from another server's.
Where no rule found an attack, a small shipped sentence model (oracle/description/_model.py) gives a
second opinion and may add a finding. No network, no language model: this layer always runs. The judge
layer (oracle.judges) can only escalate it.
"""

from __future__ import annotations

import json
from collections.abc import Iterator, Mapping
from typing import Any

from .._types import ABSENT, Dimension, Finding, Options
from ..rules import effective_grade, rule
from ._detectors import TEXT_DETECTORS, Hit, scan, set_skip_reread, show
from ._diff import TextDiff, diff_text, whole_text
from ._intent import NO_CONTEXT, CatalogueContext
from ._lazy import set_prefilter
from ._memo import set_memo
from ._model import most_suspicious, shipped

# The detectors read at most this much of one text. The largest real description in the labelled set
# is about 7 KB; past 64 KiB a text is not reviewable by a person, and scanning it whole would let a
# hostile server buy seconds of CPU per refresh. The excess itself is a finding.
MAX_SCAN_CHARS = 65_536

# The sentence-level intent rules (oracle/description/_intent.py).
INTENT_RULE_IDS: tuple[str, ...] = (
    "description-shell-command",
    "description-argument-tampering",
    "description-forced-ordering",
    "description-privilege-manipulation",
    "description-selection-manipulation",
    "description-agent-directive",
    "description-promotional",
)
# The statistical second opinion (oracle/description/_model.py), where no rule found an attack.
MODEL_RULE_ID = "description-model-attack"
DETECTOR_RULE_IDS: tuple[str, ...] = (
    "description-hidden-characters",
    *(rule_id for rule_id, _ in TEXT_DETECTORS),
    "description-encoded-payload",
    "description-new-side-effect",
    "description-piggybacked-effect",
    "description-scope-widened",
    "description-restriction-dropped",
    "description-oversized",
    *INTENT_RULE_IDS,
    MODEL_RULE_ID,
)
_QUOTE_CHARS = 80

__all__ = [
    "DETECTOR_RULE_IDS",
    "INTENT_RULE_IDS",
    "MAX_SCAN_CHARS",
    "MODEL_RULE_ID",
    "NO_CONTEXT",
    "CatalogueContext",
    "Hit",
    "TextDiff",
    "context_of",
    "description_findings",
    "diff_text",
    "model_enabled",
    "new_tool_description_findings",
    "new_tool_text_findings",
    "scan",
    "schema_texts",
    "set_fast_paths",
    "set_model",
]

_MODEL = [True]


def model_enabled() -> bool:
    """Whether the statistical second opinion is on (see set_model)."""
    return _MODEL[0]


def set_model(enabled: bool) -> bool:
    """Switch the statistical second opinion (oracle/description/_model.py) on or off; returns whether
    it was on. It is on in toolwatch; the training script and the benchmark switch it off to measure
    the rules alone."""
    previous = _MODEL[0]
    _MODEL[0] = enabled
    return previous


def set_fast_paths(enabled: bool) -> bool:
    """Switch the layer's shortcuts (literal prefilter, sentence memo, skipped re-read of an old text
    that lacks a trigger's words) on or off; returns whether they were on. Verdicts are the same
    either way: this exists for the benchmark (bench/description_cost_bench.py) and the tests that
    prove it (tests/oracle/test_description_prefilter.py)."""
    previous = set_prefilter(enabled)
    set_memo(enabled)
    set_skip_reread(enabled)
    return previous


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


def context_of(tool: str, options: Options) -> CatalogueContext:
    """The catalogue context the caller put in `options` (names casefolded by the caller)."""
    if not options.own_tools and not options.foreign_tools and not tool:
        return NO_CONTEXT
    return CatalogueContext(tool.casefold(), options.own_tools, options.foreign_tools)


def text_kind(path: str, old: str | None) -> str:
    """Which of the model's kinds of text (_model.KINDS) the text at `path` is: a tool's own
    description or title is a rewrite when it had an old text and a new tool's text when not; any
    deeper path (a parameter's or output field's description) is a property's."""
    if path in ("/description", "/title"):
        return "new_tool" if old is None else "rewrite"
    return "property"


def _bounded_scan(
    old: str | None,
    new: str,
    diff: TextDiff | None,
    context: CatalogueContext,
    kind: str,
) -> list[Hit]:
    """Run the detectors on at most MAX_SCAN_CHARS of each side (diff None: a new tool's text)."""
    oversized = len(new) > MAX_SCAN_CHARS
    if oversized:
        new = new[:MAX_SCAN_CHARS]
        old = old[:MAX_SCAN_CHARS] if old is not None else None
        diff = diff_text(old, new) if diff is not None else None
    if diff is None:
        hits = scan(None, new, whole_text(new), relative=False, context=context)
    else:
        hits = scan(old, new, diff, context=context)
    if oversized:
        hits.append(
            Hit("description-oversized", (f"only the first {MAX_SCAN_CHARS} characters were scanned",))
        )
    if _MODEL[0] and not any(rule(hit.rule_id).security for hit in hits):
        hits += _model_hits(old, new, diff, kind)
    return hits


def _model_hits(old: str | None, new: str, diff: TextDiff | None, kind: str) -> list[Hit]:
    """The model's finding where the rules found no attack: the touched sentence it reads as one, at
    the threshold the model file sets for this kind of text."""
    p, sentence = most_suspicious(old, new, None if diff is None else diff.added_spans)
    if p < shipped().threshold_for(kind):
        return []
    return [Hit(MODEL_RULE_ID, (show(sentence),), round(p, 3))]


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
                confidence=hit.confidence,
            )
        )
    return findings


def _as_text(value: Any) -> str | None:
    """A description as text. Parsed catalogues only hold strings; raw dicts from a hostile server may
    not, and their JSON spelling is what a model would be shown."""
    if value is None or isinstance(value, str):
        return value
    return json.dumps(value, sort_keys=True, default=str)


def description_findings(
    tool: str, path: str, old: str | None, new: str | None, options: Options, *, rule_id: str
) -> list[Finding]:
    """Findings for one description-like text at `path` going from `old` to `new` (None = absent).

    The first finding is always the classification under `rule_id` (the caller's rule: tool
    description, title, property description); detector findings follow, one per detector that fired.
    """
    if old == new:
        return []
    old, new = _as_text(old), _as_text(new)
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
        # With no old text (a description or property that just appeared) there is nothing to compare
        # capabilities against, so it is scanned like a new tool's text.
        scanned = _bounded_scan(
            old, new, diff if old is not None else None, context_of(tool, options), text_kind(path, old)
        )
        findings += _detector_findings(tool, path, scanned, options)
    return findings


def new_tool_description_findings(tool: str, description: str | None, options: Options) -> list[Finding]:
    """Detector findings for the description of a tool that did not exist before (poisoned from birth)."""
    description = _as_text(description)
    if not description:
        return []
    hits = _bounded_scan(None, description, None, context_of(tool, options), "new_tool")
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
    context = context_of(tool, options)
    for where, text in texts:
        if text:
            hits = _bounded_scan(None, text, None, context, text_kind(where, None))
            findings += _detector_findings(tool, where, hits, options)
    return findings
