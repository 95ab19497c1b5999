"""`toolwatch rules` and `toolwatch explain RULE_ID`, generated from the oracle's rule catalogue."""

from __future__ import annotations

import argparse
import difflib
import json
import sys
from typing import Any

from watcher.exitcodes import UsageError


def register(subparsers: argparse._SubParsersAction[Any]) -> None:
    rules = subparsers.add_parser(
        "rules",
        help="list every rule the oracle grades with",
        description="List the rule catalogue: id, default grade, direction and name.",
    )
    rules.add_argument("--format", choices=("text", "json", "markdown"), default="text")
    rules.add_argument(
        "--grade", choices=("none", "patch", "minor", "major"), help="only rules of this grade"
    )
    rules.set_defaults(func=run_rules)
    explain = subparsers.add_parser(
        "explain",
        help="explain one rule: what it detects, its grade and why it breaks callers",
        description="Explain one rule of the catalogue.",
    )
    explain.add_argument("rule_id", metavar="RULE_ID", help="a rule id, e.g. input-property-removed")
    explain.set_defaults(func=run_explain)


def _rows(grade: str | None) -> list[Any]:
    from oracle.rules import CATALOGUE

    return [
        r for r in sorted(CATALOGUE.values(), key=lambda r: r.id) if grade is None or r.grade.label == grade
    ]


def run_rules(args: argparse.Namespace) -> int:
    rows = _rows(args.grade)
    if args.format == "json":
        document = [
            {
                "id": r.id,
                "grade": r.grade.label,
                "direction": r.direction.value,
                "dimension": r.dimension.value,
                "name": r.name,
                "why": r.why,
                "security": r.security,
            }
            for r in rows
        ]
        sys.stdout.write(json.dumps(document, indent=2) + "\n")
        return 0
    if args.format == "markdown":
        lines = ["| id | grade | direction | name | why |", "|---|---|---|---|---|"]
        lines += [
            f"| `{r.id}` | {r.grade.label}{' 🔒' if r.security else ''} | {r.direction.value} | {r.name} | {r.why} |"
            for r in rows
        ]
        sys.stdout.write("\n".join(lines) + "\n")
        return 0
    width = max((len(r.id) for r in rows), default=0)
    for r in rows:
        security = "  [security]" if r.security else ""
        sys.stdout.write(
            f"{r.id:<{width}}  {r.grade.label:<5}  {r.direction.value:<11}  {r.name}{security}\n"
        )
    sys.stdout.write(f"\n{len(rows)} rules. `toolwatch explain RULE_ID` explains one.\n")
    return 0


def run_explain(args: argparse.Namespace) -> int:
    from oracle.rules import CATALOGUE

    rule = CATALOGUE.get(args.rule_id)
    if rule is None:
        close = difflib.get_close_matches(args.rule_id, list(CATALOGUE), n=3, cutoff=0.6)
        hint = f"did you mean {', '.join(close)}?" if close else "`toolwatch rules` lists every rule id"
        raise UsageError(f"unknown rule id {args.rule_id!r}", hint=hint)
    lines = [
        f"{rule.id}: {rule.name}",
        "",
        f"  default grade  {rule.grade.label}",
        f"  direction      {rule.direction.value}",
        f"  dimension      {rule.dimension.value}",
        f"  security       {'yes' if rule.security else 'no'}",
    ]
    if rule.effect is not None:
        lines.append(f"  effect         {rule.effect.value}")
    lines += ["", f"  Why: {rule.why}."]
    twin = _twin(rule.id)
    if twin is not None and twin in CATALOGUE:
        other = CATALOGUE[twin]
        lines.append(f"  Its twin {other.id} grades {other.grade.label}: {other.why}.")
    lines += ["", f"  Change its grade: --override {rule.id}=GRADE (or grade_overrides in the config)."]
    sys.stdout.write("\n".join(lines) + "\n")
    return 0


def _twin(rule_id: str) -> str | None:
    for this, other in (("input-", "output-"), ("output-", "input-")):
        if rule_id.startswith(this):
            return other + rule_id[len(this) :]
    return None
