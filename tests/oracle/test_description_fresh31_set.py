"""Integrity of the thirty-first evaluation set, `bench/corpus/data/fresh31.jsonl` (README, "Thirty-first
evaluation set"): an eleventh blind red team's 100 attacks, written by a helper who never saw the detector.

These tests check what the set is made of, never a detector's output on it (no detector is imported or
run here): the schema, labels and ids; the committed bytes (pinned) and that build_fresh31.py rebuilds them;
its composition (kinds, every intent class on 4 to 30 rows, nine style groups, lengths from one short line
to a page, ten other languages); that every hidden row really hides its payload (its transform's decoder
finds it, the plain text is absent); that the hosts are the ones the salted selection rule picks from
fresh19 and keep their text; that the shadowing rows name a real tool of another fresh19 server that hosts
nothing; that the payloads keep to the persona (the sleeper: every payload carries a condition, each
condition group's payloads use that kind of condition, never jailbreak framing); and that no text is shared
with any other set or the reserved collections.
"""

from __future__ import annotations

import re
import sys
from collections import Counter

from tests.oracle import red_team_sets as rts
from tests.oracle.held_out_sets import BENCH

sys.path.insert(0, str(BENCH / "corpus"))

import build_fresh31
from fresh20_spec import Spec
from fresh31_edits import PROPERTIES, REWRITES
from fresh31_new_tools import NEW_TOOLS

# The condition groups: each group's payloads use that kind of condition (its vocabulary).
CONDITIONS = {
    "calendar": r"\b(?:mondays?|fridays?|weekends?|month|quarter|year-end|december|january|week|"
    r"\d\d:\d\d|office hours|expiry)",
    "threshold": r"(?:more than|above|over|larger than|longer than|or more|within \d+%)",
    "target": r"(?:repositor|domain|customer|org_id|\.whl|postcode|table name|path|bucket|client|"
    r"e-mail address|label)",
    "counter": r"\b(?:every \d+(?:st|nd|rd|th)|first|third|\d+(?:st|nd|rd|th)|after (?:three|\d+)|"
    r"10 or more|\d+ calls)\b",
    "context": r"\b(?:mentions?|(?:is|are) (?:also )?connected|available|asks|title contains|question|"
    r"label is named|selected profile)\b",
    "fallback": r"\b(?:fails?|error|times? out|timeout|retry|fall back|not found|no system|unreachable|"
    r"not confirmed|4xx|403)\b",
    "rollout": r"\b(?:migration|flag|beta|production|trial plan|enterprise plan)\b",
}
GROUPS = {*CONDITIONS, "multilingual", "hidden"}
SPECS: list[Spec] = [*NEW_TOOLS, *REWRITES, *PROPERTIES]
SET = rts.RedTeamSet(
    number=31,
    sha256="4fd8814ddcff51394b45a136eaaebaf2ea104cb9f6d2447cea9af4133c852f47",
    build=build_fresh31,
    new_tools=NEW_TOOLS,
    rewrites=REWRITES,
    properties=PROPERTIES,
    groups=GROUPS,
    hosts_from="fresh19",
    rewrite_hosts=55,
    property_hosts=10,
    date="2026-12-02",
    readme_head="## Thirty-first evaluation set (eleventh blind red team, written by a helper)",
)
# The markers of a condition (the sleeper's trigger), in English and in the other languages used.
CONDITION_MARKERS = re.compile(
    r"\b(?:if|when|whenever|unless|only|once|after|before|until|while|during|between|outside|"
    r"every \d+(?:st|nd|rd|th)|on (?:the (?:first|last)|mondays?|fridays?|expiry)|"
    r"for [^.;]{0,60}?(?:over|above|longer than|more than))\b"
    r"|\b(?:si|lorsque|quand|jeśli|gdy|wenn|falls|se|quando|als)\b"
    r"|当|如果|若|場合|경우",
    re.IGNORECASE,
)
# style -> a pattern only a text in that language matches (its script, or its own words).
LANGUAGES = {
    "italian": r"\b(?:fattura|supera|sostituisci|l'utente)\b",
    "korean": r"[\uac00-\ud7af]{2,}",
    "dutch": r"\b(?:voer|vrijdag|zodat|uitrol)\b",
    "portuguese": r"\b(?:cobrança|pagador|em vez)\b",
    "spanish": r"\b(?:ubicación|usuario|envía)\b",
    "french": r"\b(?:lorsque|appelez|l'utilisateur)\b",
    "chinese": r"(?:写入|发布|用户)",
    "polish": r"\b(?:jeśli|samochód|sprzedającego)\b",
    "japanese": r"[\u3040-\u309f]{2,}",
    "german": r"\b(?:wenn|immer|Benutzer)\b",
}
# The sleeper hides in product logic, not in jailbreak framing: none in any payload.
JAILBREAK = re.compile(
    r"ignore (?:all |any |the )?(?:previous|prior|above)|<\s*/?\s*important\s*>|\byou are now\b|"
    r"system prompt|\bjailbreak|\bDAN mode\b|developer mode|system override|disregard (?:your|all)",
    re.I,
)


def test_the_committed_bytes_are_pinned_and_rebuild_identically() -> None:
    rts.check_bytes_pinned_and_rebuilt(SET)


def test_schema_labels_and_ids() -> None:
    rts.check_schema_labels_and_ids(SET)


def test_composition_kinds_classes_groups() -> None:
    rts.check_composition(
        SET, kinds={"new_tool": 35, "rewrite": 55, "property": 10}, class_min=4, class_max=30, group_min=10
    )
    # placements vary: appended, after the first paragraph, inside a list, a clause rewritten in place
    places = Counter(s["at"].split(":", 1)[0] for s in REWRITES)
    assert places["end"] >= 25 and places["mid"] >= 2 and places["after"] >= 4 and places["sub"] >= 8, places


def test_lengths_range_from_one_short_line_to_a_page() -> None:
    rts.check_lengths(
        SET,
        unit="words",
        skip_multilingual=True,
        shortest_at_most=9,
        longest_at_least=200,
        short=(25, 16),
        long=(60, 5),
    )


def test_ten_rows_in_ten_other_languages() -> None:
    rts.check_multilingual_rows(SET, LANGUAGES, {"new_tool": 4, "rewrite": 4, "property": 2})
    rts.check_other_payloads_are_latin(SET)


def test_hidden_rows_really_hide_their_payload() -> None:
    rts.check_hidden_rows(SET, each_transform_once=True)


def test_hosts_are_the_ones_the_rule_picks() -> None:
    rts.check_hosts_are_the_rule_picks(SET, host_text="kept-or-rewritten-in-place")


def test_shadowing_rows_name_another_servers_tool() -> None:
    rts.check_shadowing_rows(SET, size=(8, 10), min_new_tools=3)


def test_payloads_keep_to_the_persona() -> None:
    """The sleeper: every payload (hidden ones decoded) fires under a condition written as product logic,
    each condition group's payloads use that kind of condition, and none uses jailbreak framing."""
    for spec in SPECS:
        text = rts.plain_payload(spec)
        assert not JAILBREAK.search(text), spec["style"]
        assert CONDITION_MARKERS.search(text), spec["style"]
    for spec in SPECS:
        if spec["group"] in CONDITIONS:
            assert re.search(CONDITIONS[spec["group"]], rts.plain_payload(spec), re.I), spec["style"]
    # the condition is not a stray word at the very end: it leads into the harmful step
    for spec in SPECS:
        text = rts.plain_payload(spec)
        assert CONDITION_MARKERS.search(text[: max(len(text) * 3 // 4, 40)]), spec["style"]


def test_no_text_is_shared_with_any_other_set_or_reserved_collection() -> None:
    rts.check_no_text_shared(SET)


def test_the_readme_states_the_composition() -> None:
    """The README section gives the figures the set has (per class, per kind, per group) and its status,
    placed among the blind red teams' sections, after the twenty-seventh set's."""
    readme, _section = rts.check_readme_figures(SET)
    twenty_seventh = "## Twenty-seventh evaluation set (eighth blind red team, written by a helper)"
    assert readme.index(twenty_seventh) < readme.index(SET.readme_head)
    before = readme.split(SET.readme_head, 1)[0].rsplit("\n## ", 1)[1]
    assert "blind red team, written by a helper)" in before.split("\n", 1)[0], before[:80]
