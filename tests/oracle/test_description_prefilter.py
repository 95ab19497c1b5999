"""The description layer's literal prefilter is a proof, not a heuristic (oracle/description/_prefilter.py).

- gates.json is what the patterns give today: a pattern edited or added without regenerating the
  table fails here (at run time it would only run ungated, i.e. slower);
- every gate holds on generated matches of its own alternative: a text the alternative matches always
  passes the gate (hypothesis builds the matches from the regex itself);
- scanning with and without the prefilter gives the same findings and the same matches, on texts
  built from the patterns' own words (so that many alternatives fire and many are pruned).
"""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from oracle import Options
from oracle.description import _gates, _prefilter, description_findings, new_tool_description_findings
from oracle.description._lazy import LazyPattern, set_prefilter

TABLE = Path(_prefilter.__file__).with_name("gates.json")
PATTERNS = _prefilter._all_patterns()
WORDS = json.loads(TABLE.read_text("utf-8"))["literals"]


def test_gates_table_is_current() -> None:
    assert json.loads(TABLE.read_text("utf-8")) == json.loads(json.dumps(_prefilter.table())), (
        "regenerate with: python -m oracle.description._prefilter"
    )


def test_every_pattern_of_the_layer_is_gated() -> None:
    assert len(PATTERNS) >= 100
    ungated = [p[:60] for p in PATTERNS.values() if _gates.plan_for(*p) is None]
    # A pattern with no literal at all (an anchor-only shape) is legitimately ungated; few are.
    assert len(ungated) <= 10, ungated


def test_a_pattern_missing_from_the_table_runs_ungated() -> None:
    assert _gates.plan_for(r"\bnot in the table\b", 0) is None
    pattern = LazyPattern(r"\bnot in the table\b")
    assert pattern.search("xx not in the table yy") is not None


def _pieces() -> list[tuple[str, int, int]]:
    out = []
    for key, (pattern, flags) in sorted(PATTERNS.items()):
        spans, _ = _prefilter.plan_entry(pattern, flags)
        out += [(key, index, flags) for index in range(len(spans))]
    return out


PIECES = _pieces()


@pytest.mark.parametrize(("key", "index", "flags"), PIECES, ids=[f"{k}-{i}" for k, i, _ in PIECES])
def test_gate_holds_on_generated_matches(key: str, index: int, flags: int) -> None:
    pattern, _ = PATTERNS[key]
    spans, _ = _prefilter.plan_entry(pattern, flags)
    piece = re.compile(pattern[spans[index][0] : spans[index][1]], flags)
    plan = _gates.plan_for(pattern, flags)
    if plan is None:
        return  # ungated: runs whole, nothing to prove
    checked = []

    @settings(max_examples=25, deadline=None, suppress_health_check=list(HealthCheck), database=None)
    @given(st.from_regex(piece))
    def holds(text: str) -> None:
        if piece.search(text):
            checked.append(text)
            assert index in plan.survivors(text), (piece.pattern[:80], text)

    holds()
    assert checked, "hypothesis produced no real match to check"


_GLUE = [" ", " ", " ", ". ", ", ", "\n", ": ", "~/.", "://", "@", "'", "`", "<", ">", "_", "-", "/", "."]
TEXTS = st.lists(
    st.one_of(st.sampled_from(WORDS), st.sampled_from(_GLUE), st.sampled_from(WORDS).map(str.upper)),
    min_size=1,
    max_size=60,
).map("".join)
LAZY = [LazyPattern(pattern, flags) for pattern, flags in PATTERNS.values()]
CONTEXT = Options(own_tools=frozenset({"list_files", "read_file"}), foreign_tools={"send_email": "mail"})


@settings(max_examples=150, deadline=None, database=None)
@given(TEXTS)
def test_every_pattern_matches_the_same_with_and_without_prefilter(text: str) -> None:
    for pattern in LAZY:
        full = pattern.compiled
        for window in ((0, len(text)), (len(text) // 3, len(text))):
            want = [m.span() for m in full.finditer(text, *window)]
            assert [m.span() for m in pattern.finditer(text, *window)] == want, pattern.pattern[:80]
            first = full.search(text, *window)
            got = pattern.search(text, *window)
            assert (got.span() if got else None) == (first.span() if first else None)


def _findings(old: str, new: str, options: Options) -> list[tuple[object, ...]]:
    found = description_findings("t", "/description", old, new, options, rule_id="tool-description-changed")
    found += new_tool_description_findings("send_email", new, options)
    return [(f.rule_id, f.evidence, f.confidence, f.message, f.path) for f in found]


@settings(max_examples=150, deadline=None, database=None)
@given(TEXTS, TEXTS)
def test_findings_are_the_same_with_and_without_prefilter(old: str, added: str) -> None:
    for new in (f"{old} {added}", f"{added} {old}"):
        for options in (Options(), CONTEXT):
            filtered = _findings(old, new, options)
            previous = set_prefilter(False)
            try:
                unfiltered = _findings(old, new, options)
            finally:
                set_prefilter(previous)
            assert filtered == unfiltered
