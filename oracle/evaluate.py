"""Comparing two catalogues: whole-tool changes, then each surviving tool's contract."""

from __future__ import annotations

import json
import re
import time
from collections.abc import Mapping, Sequence
from dataclasses import replace
from functools import partial
from typing import Any

from ._collector import collect_young, collector_paused
from ._errors import BudgetExceeded
from ._jsonenc import prebuilt
from ._parallel import MIN_PARALLEL_ITEMS, fork_is_safe, split_map
from ._types import ABSENT, Dimension, Direction, Finding, Grade, Options, Report, ToolChange, ToolStatus
from .annotations import annotation_findings
from .contract import Catalogue, ReadCatalogue, contract_digest, contract_of, tool_digest
from .findings import make_finding
from .rules import rule, validate_overrides

# Below this many tools present in both catalogues, forking to share the digests costs more than it saves.
MIN_FORKED_DIGESTS = 1000

# x/v1, x_v2, x.v3, x-v4, xV5 -> lineage "x"
_VERSIONED_NAME = re.compile(r"^(?P<base>.+?)[/_.\-]?v(?P<version>\d+)$", re.IGNORECASE)


def lineage_of(name: str) -> tuple[str, int] | None:
    """The family and version number of a versioned tool name, or None."""
    match = _VERSIONED_NAME.match(name)
    if not match or not re.search(r"[/_.\-]v\d+$", name, re.IGNORECASE):
        return None
    return match.group("base"), int(match.group("version"))


def _grade_of(findings: list[Finding]) -> Grade:
    return max((f.grade for f in findings), default=Grade.NONE)


def compare_tool(
    old: Mapping[str, Any],
    new: Mapping[str, Any],
    options: Options | None = None,
    *,
    digests: tuple[str, str] | None = None,
) -> ToolChange:
    """Grade one tool present (under the same name) in both catalogues.

    `digests` are the two `sha256:` contract digests when the caller already has them.
    """
    options = options or Options()
    name = str(new["name"])
    old_digest, new_digest = digests or (contract_digest(old), contract_digest(new))
    if old_digest == new_digest:
        return ToolChange(name, ToolStatus.UNCHANGED, Grade.NONE, (), old_digest, new_digest)
    findings = contract_findings(name, old, new, options)
    meaningful = [f for f in findings if f.grade > Grade.NONE]
    explanation = None
    if not meaningful:
        # The digest moved, yet nothing that validates or reads differently changed.
        reasons = sorted({f.reason or f.message for f in findings}) or ["object keys reordered"]
        explanation = "digest changed but the contract is semantically identical: " + "; ".join(reasons)
        findings.append(
            make_finding("contract-equivalent", name, "", explanation, options, reason=explanation)
        )
    return ToolChange(
        name,
        ToolStatus.CHANGED,
        _grade_of(findings),
        tuple(findings),
        old_digest,
        new_digest,
        explanation=explanation,
    )


def contract_findings(
    name: str, old: Mapping[str, Any], new: Mapping[str, Any], options: Options
) -> list[Finding]:
    """Every finding between two versions of one tool's contract (no whole-tool findings)."""
    findings: list[Finding] = []
    old_c, new_c = contract_of(old), contract_of(new)
    if old_c.get("title") != new_c.get("title"):
        from .description import description_findings

        findings.append(
            make_finding(
                "tool-title-changed",
                name,
                "/title",
                "tool title changed",
                options,
                old=old_c.get("title", ABSENT),
                new=new_c.get("title", ABSENT),
            )
        )
        # A title reaches the model too: scan what it adds for poisoning, like a description.
        findings += [
            f
            for f in description_findings(
                name, "/title", old_c.get("title"), new_c.get("title"), options, rule_id="tool-title-changed"
            )
            if f.security
        ]
    if old_c.get("description") != new_c.get("description"):
        from .description import description_findings  # the detectors load only when text changed

        findings += description_findings(
            name,
            "/description",
            old_c.get("description"),
            new_c.get("description"),
            options,
            rule_id="tool-description-changed",
        )
    findings += _schema_findings(name, "inputSchema", Direction.INPUT, old_c, new_c, options)
    findings += _schema_findings(name, "outputSchema", Direction.OUTPUT, old_c, new_c, options)
    findings += annotation_findings(name, old_c.get("annotations"), new_c.get("annotations"), options)
    return findings


def _schema_findings(
    name: str, key: str, direction: Direction, old_c: dict[str, Any], new_c: dict[str, Any], options: Options
) -> list[Finding]:
    old_s, new_s = old_c.get(key), new_c.get(key)
    if old_s is None and new_s is None:
        return []
    if old_s is not None and new_s is not None and _same_document(old_s, new_s):
        return []
    from .schema import diff_schema  # the schema engine loads with the first changed schema

    if old_s is None or new_s is None:
        added = old_s is None
        rule_id = f"{direction.value}-schema-{'added' if added else 'removed'}"
        # An output schema appearing is a new promise (minor); an input schema appearing or
        # disappearing is still graded property by property against the empty object schema
        # so that the finding says what moved.
        findings = [
            make_finding(
                rule_id,
                name,
                f"/{key}",
                rule(rule_id).name,
                options,
                old=ABSENT if added else old_s,
                new=new_s if added else ABSENT,
            )
        ]
        if direction is Direction.INPUT:
            findings += diff_schema(
                old_s if old_s is not None else {"type": "object"},
                new_s if new_s is not None else {"type": "object"},
                direction=direction,
                tool=name,
                base_path=f"/{key}",
                options=options,
            )
        return findings
    return diff_schema(old_s, new_s, direction=direction, tool=name, base_path=f"/{key}", options=options)


_SORTED_ENCODE = prebuilt(json.JSONEncoder(sort_keys=True))


def _same_document(a: Any, b: Any) -> bool:
    """Equal as JSON documents (unlike ==, 1 is not True and 1 is not 1.0), at C speed."""
    if a != b:
        return False  # JSON-equal values are ==-equal: the cheap test rejects every changed schema
    try:
        return _SORTED_ENCODE(a) == _SORTED_ENCODE(b)
    except (TypeError, ValueError, RecursionError):
        return False  # not plain JSON: let the schema engine say what it is


def _renamed_pairs(removed: list[str], added: list[str], old: Catalogue, new: Catalogue) -> dict[str, str]:
    """new name -> old name, for removed/added tools whose contracts match but for the name."""
    by_digest: dict[str, str] = {}
    for old_name in removed:
        by_digest.setdefault(contract_digest({**old[old_name], "name": ""}), old_name)
    pairs: dict[str, str] = {}
    for new_name in added:
        key = contract_digest({**new[new_name], "name": ""})
        if key in by_digest:
            pairs[new_name] = by_digest.pop(key)
    return pairs


def evaluate(
    old: Catalogue,
    new: Catalogue,
    options: Options | None = None,
    *,
    known_digests: tuple[Mapping[str, str], Mapping[str, str]] | None = None,
) -> Report:
    """Grade every difference between two catalogues (name -> tool).

    `known_digests` (old, new): `sha256:` contract digests the caller already holds, by tool name.
    """
    options = options or Options()
    validate_overrides(options.grade_overrides)
    if not options.own_tools:
        # The description layer tells a vendor's sibling tools from other servers' by these names.
        options = replace(options, own_tools=frozenset(str(n).casefold() for n in (*old, *new)))
    changes: list[ToolChange] = []
    removed = [n for n in old if n not in new]
    added = [n for n in new if n not in old]
    renamed = _renamed_pairs(removed, added, old, new)
    renamed_old = set(renamed.values())
    lineages_old = {lin[0]: n for n in old if (lin := lineage_of(n))}

    deadline = options.limits.deadline
    known_old, known_new = known_digests or ({}, {})
    # Digests first (once per read catalogue): an unchanged tool costs nothing more. The changed
    # ones are graded in one batch, on several cores when options.workers allows.
    shared = [name for name in new if name in old]
    if options.workers > 1 and fork_is_safe():
        # Digesting is most of what an unchanged catalogue costs: forked workers share it too.
        missing_old = [name for name in shared if name not in known_old]
        missing_new = [name for name in shared if name not in known_new]
        known_old = {**known_old, **dict(zip(missing_old, digest_names(old, missing_old, options.workers)))}
        known_new = {**known_new, **dict(zip(missing_new, digest_names(new, missing_new, options.workers)))}
    digests = dict(zip(shared, _digest_pairs(old, new, known_old, known_new, deadline, shared)))
    pairs = [(name, old[name], new[name], pair) for name, pair in digests.items() if pair[0] != pair[1]]
    if options.workers > 1 and len(pairs) >= MIN_PARALLEL_ITEMS:
        # Load the engines before the workers are forked, so that each does not load them again.
        from . import description, schema  # noqa: F401
    graded = dict(
        zip((pair[0] for pair in pairs), split_map(partial(_grade_pairs, options), pairs, options.workers))
    )
    for name, tool in new.items():
        if name in old:
            found = graded.get(name)
            if found is None:
                changes.append(ToolChange(name, ToolStatus.UNCHANGED, Grade.NONE, (), *digests[name]))
            else:
                changes.append(found)
        elif name in renamed:
            old_name = renamed[name]
            finding = make_finding(
                "tool-renamed",
                name,
                "",
                f"tool renamed from {old_name!r} to {name!r}",
                options,
                old=old_name,
                new=name,
            )
            changes.append(
                ToolChange(
                    name,
                    ToolStatus.RENAMED,
                    finding.grade,
                    (finding,),
                    tool_digest(old, old_name),
                    tool_digest(new, name),
                    renamed_from=old_name,
                )
            )
        else:
            changes.append(_new_tool_change(name, tool, old, lineages_old, options))
    for name in removed:
        if name in renamed_old:
            continue
        lin = lineage_of(name)
        successor = None
        if lin:
            successor = next(
                (n for n in new if (l2 := lineage_of(n)) and l2[0] == lin[0] and l2[1] > lin[1]), None
            )
        message = f"tool {name!r} removed"
        if successor:
            message += f" (its lineage continues as {successor!r}: the contract half of an expand-contract migration)"
        finding = make_finding("tool-removed", name, "", message, options, old=name)
        changes.append(
            ToolChange(
                name,
                ToolStatus.REMOVED,
                finding.grade,
                (finding,),
                tool_digest(old, name),
                None,
                lineage=lin[0] if lin else None,
            )
        )
    return Report(tuple(changes))


def digest_names(catalogue: Catalogue, names: Sequence[str], workers: int = 1) -> list[str]:
    """`tool_digest` of each name, shared out to forked workers for a large catalogue (never a pool:
    the catalogue itself would have to be sent), and remembered by a read catalogue, so that nothing
    is digested twice."""
    if workers > 1 and len(names) >= MIN_FORKED_DIGESTS and fork_is_safe():
        digests = split_map(partial(_digest_one_side, catalogue), names, workers, pool=False)
        if isinstance(catalogue, ReadCatalogue):
            catalogue.remember(dict(zip(names, digests)))
        return digests
    return _digest_one_side(catalogue, names)


def _digest_one_side(catalogue: Catalogue, names: Sequence[str]) -> list[str]:
    return [tool_digest(catalogue, name) for name in names]


def _digest_pairs(
    old: Catalogue,
    new: Catalogue,
    known_old: Mapping[str, str],
    known_new: Mapping[str, str],
    deadline: float | None,
    names: Sequence[str],
) -> list[tuple[str, str]]:
    out = []
    for name in names:
        if deadline is not None and time.monotonic() > deadline:
            raise BudgetExceeded(f"grading stopped before {name!r}: past Limits.deadline")
        out.append(
            (known_old.get(name) or tool_digest(old, name), known_new.get(name) or tool_digest(new, name))
        )
    return out


_YOUNG_EVERY = 256  # tools graded between collections of the youngest generation


def _grade_pairs(
    options: Options, pairs: Sequence[tuple[str, Mapping[str, Any], Mapping[str, Any], tuple[str, str]]]
) -> list[ToolChange]:
    """compare_tool over (name, old tool, new tool, digests); module-level so a process pool can run it."""
    deadline = options.limits.deadline
    out = []
    # Grading makes no reference cycles, but allocates enough to trigger full collections over
    # everything it keeps (results, contracts parsed from a lockfile): paused, with the youngest
    # generation still collected now and then in case some rare path (jsonschema) does.
    with collector_paused():
        for index, (name, old_tool, new_tool, digests) in enumerate(pairs):
            if deadline is not None and time.monotonic() > deadline:
                raise BudgetExceeded(f"grading stopped before {name!r}: past Limits.deadline")
            if index % _YOUNG_EVERY == _YOUNG_EVERY - 1:
                collect_young()
            out.append(compare_tool(old_tool, new_tool, options, digests=digests))
    return out


def _new_tool_change(
    name: str, tool: Mapping[str, Any], old: Catalogue, lineages_old: dict[str, str], options: Options
) -> ToolChange:
    lin = lineage_of(name)
    predecessor = lineages_old.get(lin[0]) if lin else None
    if lin and predecessor is None and lin[0] in old:
        predecessor = lin[0]  # search -> search_v2
    message = f"tool {name!r} added"
    findings: list[Finding] = []
    if predecessor:
        state = "kept alongside it (expand phase)" if predecessor in old else "replaced"
        message += f", a new version in the lineage of {predecessor!r} ({state})"
    findings.append(make_finding("tool-added", name, "", message, options, new=name))
    from .description import new_tool_text_findings

    findings += new_tool_text_findings(name, contract_of(tool), options)
    if predecessor and predecessor in old:
        # Grade the new version against its predecessor so reviewers see what the migration changes.
        for f in contract_findings(
            name, old[predecessor], {**tool, "name": old[predecessor]["name"]}, options
        ):
            findings.append(
                replace(
                    f, tool=name, grade=min(f.grade, Grade.MINOR), message=f"vs {predecessor!r}: {f.message}"
                )
            )
    grade = _grade_of([f for f in findings if f.dimension is not Dimension.STRUCTURAL or f.security])
    grade = max(grade, Grade.MINOR)
    return ToolChange(
        name,
        ToolStatus.NEW,
        grade,
        tuple(findings),
        None,
        contract_digest(tool),
        lineage=lin[0] if lin else None,
    )
