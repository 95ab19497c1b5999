"""Regular-expression comparisons within a work budget: decided, or undecided and said so, never a hang.

The two changes from issue 12 (an optional ISO time suffix; `(a|b)*a(a|b){n}` -> `...b...`) and
patterns built to blow up automata (nested quantifiers, huge counted repetitions, large alternations)
each get a verdict. pytest-timeout is the hang guard; no wall-clock assertions.
"""

from __future__ import annotations

import time
from typing import Any

import pytest

from oracle import BudgetExceeded, Direction, Grade, Limits, Options, compare_tool, evaluate
from oracle.schema import diff_schema, includes

DATE = r"^\d{4}-\d{2}-\d{2}$"
DATE_TIME = r"^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}:\d{2}Z)?$"


def _string(pattern: str) -> dict[str, Any]:
    return {"type": "string", "pattern": pattern}


def _tool(pattern: str) -> dict[str, Any]:
    return {"name": "t", "inputSchema": {"type": "object", "properties": {"d": _string(pattern)}}}


def _rules(old: Any, new: Any, direction: Direction, options: Options | None = None) -> dict[str, Any]:
    findings = diff_schema(
        old, new, direction=direction, tool="t", base_path="", options=options or Options()
    )
    return {f.rule_id: f for f in findings}


@pytest.mark.timeout(30)
def test_optional_time_suffix_is_an_exact_widening() -> None:
    assert includes(_string(DATE), _string(DATE_TIME)) is True
    assert includes(_string(DATE_TIME), _string(DATE)) is False
    change = compare_tool(_tool(DATE), _tool(DATE_TIME))
    assert change.grade == Grade.MINOR
    assert change.certain
    assert not any("budget" in f.rule_id for f in change.findings)
    back = compare_tool(_tool(DATE_TIME), _tool(DATE))
    assert back.grade == Grade.MAJOR and back.certain


@pytest.mark.timeout(60)
@pytest.mark.parametrize("n", range(8, 21))
def test_nth_from_last_letter_changed_is_major_with_a_witness(n: int) -> None:
    old, new = _string(f"^(a|b)*a(a|b){{{n}}}$"), _string(f"^(a|b)*b(a|b){{{n}}}$")
    assert includes(old, new) is False
    assert includes(new, old) is False
    change = compare_tool(_tool(old["pattern"]), _tool(new["pattern"]))
    assert change.grade == Grade.MAJOR
    assert change.certain  # a counterexample was found, not guessed at


@pytest.mark.timeout(60)
def test_equal_languages_too_costly_to_prove_are_undecided_within_budget() -> None:
    old, new = _string("^(a|b)*a(a|b){20}$"), _string("^(a|b)*a(a|b){19}(a|b)$")
    assert includes(old, new) is None
    for direction in (Direction.INPUT, Direction.OUTPUT):
        found = _rules(old, new, direction)
        rule = found[f"{direction.value}-pattern-budget-exceeded"]
        assert rule.grade == Grade.MAJOR and not rule.certain
        assert rule.reason is not None and "budget" in rule.reason
    # A larger budget is a knob, not a different answer: still undecided, just later.
    roomy = Options(limits=Limits(max_automaton_states=40_000, max_automaton_steps=800_000))
    assert includes(old, new, options=roomy) is None


# (old pattern, new pattern, old ⊆ new, new ⊆ old): None where the budget must give up. Patterns
# stay under the 300-character cap, past which a pattern is not compared at all.
PATHOLOGICAL: list[tuple[str, str, bool | None, bool | None]] = [
    ("^(a+)+$", "^a+$", True, True),  # nested quantifiers (catastrophic backtracking for re)
    ("^(a|aa)*$", "^a*$", True, True),
    ("^(a*)*b$", "^a*b$", True, True),
    ("^(a+)+$", "^(a+)+b$", False, False),
    ("(.*a){12}", "(.*a){11}", True, False),  # unanchored, exponential for naive determinisation
    ("^a{100000}$", "^a{99999}$", None, None),  # huge counted repetitions: past max_pattern_states
    ("^(a{1,1000}){1,1000}$", "^a+$", None, None),
    ("^[a-z]{1,5000}$", "^[a-z]{1,4999}$", None, None),
    (
        "^(" + "|".join(f"w{i:03d}" for i in range(55)) + ")$",
        "^(" + "|".join(f"w{i:03d}" for i in range(54)) + ")$",
        False,
        True,
    ),
    ("^(a|b)*a(a|b){20}$", "^(a|b)*a(a|b){19}(a|b)$", None, None),
]


@pytest.mark.timeout(60)
@pytest.mark.parametrize(("old", "new", "forward", "backward"), PATHOLOGICAL, ids=lambda v: str(v)[:24])
def test_pathological_patterns_get_a_verdict(
    old: str, new: str, forward: bool | None, backward: bool | None
) -> None:
    assert includes(_string(old), _string(new)) is forward
    assert includes(_string(new), _string(old)) is backward
    grade = compare_tool(_tool(old), _tool(new)).grade
    if forward is True:
        assert grade <= Grade.MINOR
    else:
        assert grade == Grade.MAJOR  # rejected calls, or not proven otherwise: never called safe


@pytest.mark.timeout(60)
def test_pathological_property_name_patterns_are_bounded() -> None:
    """patternProperties regions are decided by the same bounded search."""
    hard = "^(a|b)*a(a|b){20}$"
    old = {"type": "object", "patternProperties": {hard: {"type": "string"}, "^(a|b)*b": {"type": "integer"}}}
    new = {
        "type": "object",
        "patternProperties": {hard: {"type": "integer"}, "^(a|b)*b": {"type": "integer"}},
    }
    assert includes(old, new) is not True
    grade = max(f.grade for f in _rules(old, new, Direction.INPUT).values())
    assert grade == Grade.MAJOR


@pytest.mark.timeout(30)
def test_a_passed_deadline_stops_evaluate() -> None:
    catalogue = {"t": _tool(DATE)}
    changed = {"t": _tool(DATE_TIME)}
    with pytest.raises(BudgetExceeded, match="deadline"):
        evaluate(catalogue, changed, Options().within(-1.0))
    assert evaluate(catalogue, changed, Options().within(60.0)).grade == Grade.MINOR


@pytest.mark.timeout(30)
def test_the_deadline_interrupts_a_long_comparison() -> None:
    """With state and step budgets out of the way, the deadline alone ends the search."""
    limits = Limits(max_automaton_states=10**9, max_automaton_steps=10**12, deadline=time.monotonic() + 0.5)
    old, new = _string("^(a|b)*a(a|b){22}$"), _string("^(a|b)*a(a|b){21}(a|b)$")
    with pytest.raises(BudgetExceeded):
        diff_schema(
            old, new, direction=Direction.INPUT, tool="t", base_path="", options=Options(limits=limits)
        )


@pytest.mark.timeout(30)
@pytest.mark.parametrize(
    ("old", "new", "forward"),
    [
        ("^[a-z]+$", "^$", False),  # `^$` is the empty string only, not every string
        ("^$", "^[a-z]*$", True),
        ("^$", "^", True),  # a lone anchor accepts every string
        ("x*", "^$", False),
        ("^[a-z]+$", "^[a-z]+", True),
    ],
)
def test_anchors_and_empty_patterns(old: str, new: str, forward: bool) -> None:
    assert includes(_string(old), _string(new)) is forward
