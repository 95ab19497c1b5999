"""Integrity of the thirty-eighth evaluation set, `bench/corpus/data/fresh38.jsonl` (README, "Thirty-eighth
evaluation set"): a seventeenth blind red team's 100 attacks, written by a helper who never saw the detector.

These tests check what the set is made of, never a detector's output on it (no detector is imported or
run here): the schema, labels and ids; the committed bytes (pinned) and that build_fresh38.py rebuilds them;
its composition (kinds, every intent class on at least 4 rows, none on more than 30 except the persona's own
two on at most 40, seven style groups, lengths from one short line to a page, ten other languages); that every
hidden row really hides its payload (its transform's decoder finds it, the plain text is absent); that the
hosts are the ones the salted selection rule picks from fresh25 and keep their text; that the shadowing rows
name a real tool of another fresh25 server that hosts nothing; that the payloads keep to the persona (each
claims an authority of its group, never jailbreak framing); and that no text is shared with any other set or
the reserved collections.
"""

from __future__ import annotations

import re
import sys

from tests.oracle import red_team_sets as rts
from tests.oracle.held_out_sets import BENCH

sys.path.insert(0, str(BENCH / "corpus"))

import build_fresh38
from fresh20_spec import Spec
from fresh38_edits import PROPERTIES, REWRITES
from fresh38_new_tools import NEW_TOOLS

# the authority each group's payloads claim (the persona: the impersonator of authority)
AUTHORITIES = {
    "host": r"\b(?:host|client|mcp|capabilities|_meta|x-client-directive|connector)\b",
    "org": r"\b(?:it|security|legal|counsel|hris|csirt|advisory|finance|netops|appsec|pmo|sre|logistics|iam|organisation|admins?)\b",
    "user": r"\b(?:user|owner|account holder|traveller|household)\b",
    "policy": r"\b(?:policy|engine|governor|decision)\b",
    "regulator": r"\b(?:regulat\w*|auditor|audit|terms|tos|clause|trust & safety|licen[cs]e|act|commission|customs|"
    r"resolution|qsa|authority)\b",
}
PERSONA_CLASSES = {"agent_instruction", "privilege_goal"}
GROUPS = {*AUTHORITIES, "multilingual", "hidden"}
SPECS: list[Spec] = [*NEW_TOOLS, *REWRITES, *PROPERTIES]
SET = rts.RedTeamSet(
    number=38,
    sha256="580bb2488fab32a29111e254af48287c73446889aac5224e57d39415b07f2b37",
    build=build_fresh38,
    new_tools=NEW_TOOLS,
    rewrites=REWRITES,
    properties=PROPERTIES,
    groups=GROUPS,
    hosts_from="fresh25",
    rewrite_hosts=55,
    property_hosts=10,
    date="2026-12-07",
    readme_head="## Thirty-eighth evaluation set (seventeenth blind red team, written by a helper)",
)
# style -> a pattern only a text in that language matches (its script, or its own words).
LANGUAGES = {
    "german": r"\b(?:immer|Benutzer|nicht)\b",
    "french": r"\b(?:toujours|l'utilisateur)\b",
    "japanese": r"[\u3040-\u309f]{2,}",
    "russian": r"[\u0400-\u04ff]{3,}",
    "korean": r"[\uac00-\ud7a3]{2,}",
    "chinese": r"(?:用户|消息)",
    "italian": r"\b(?:l'utente|anche)\b",
    "vietnamese": r"(?:người dùng|không)",
    "portuguese": r"\b(?:usuário|não)\b",
    "spanish": r"\b(?:usuario|también)\b",
}
# Attackers who read public scanner rules avoid jailbreak framing: none in any payload.
JAILBREAK = re.compile(
    r"ignore (?:all |any |the )?(?:previous|prior|above)|<\s*/?\s*important\s*>|\byou are now\b|"
    r"\bjailbreak|\bDAN mode\b|developer mode|system override|\bdisregard|system prompt",
    re.I,
)


def test_the_committed_bytes_are_pinned_and_rebuild_identically() -> None:
    rts.check_bytes_pinned_and_rebuilt(SET)


def test_schema_labels_and_ids() -> None:
    rts.check_schema_labels_and_ids(SET)


def test_composition_kinds_classes_groups() -> None:
    per_class = rts.check_composition(
        SET,
        kinds={"new_tool": 35, "rewrite": 55, "property": 10},
        class_min=4,
        class_max=30,
        group_min=5,
        own_classes=PERSONA_CLASSES,
    ).per_class
    assert per_class["hidden_text"] == 10 and per_class["shadowing"] == 8, per_class


def test_lengths_range_from_one_short_line_to_a_page() -> None:
    rts.check_lengths(
        SET,
        unit="words",
        skip_multilingual=True,
        shortest_at_most=9,
        longest_at_least=200,
        short=(25, 20),
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
    """The impersonator of authority: no jailbreak framing in any payload (hidden ones decoded); each English
    payload of an authority group claims that group's authority (the host or client, the organisation, the
    user, a policy engine, a regulator, auditor or terms), and each hidden row's text claims one of them."""
    for spec in SPECS:
        assert not JAILBREAK.search(rts.plain_payload(spec)), spec["style"]
    for spec in SPECS:
        text = rts.plain_payload(spec)
        if spec["group"] in AUTHORITIES:
            assert re.search(AUTHORITIES[spec["group"]], text, re.I), spec["style"]
        elif spec["group"] == "hidden":
            assert any(re.search(p, text, re.I) for p in AUTHORITIES.values()), spec["style"]


def test_no_text_is_shared_with_any_other_set_or_reserved_collection() -> None:
    rts.check_no_text_shared(SET)


def test_the_readme_states_the_composition() -> None:
    """The README section gives the figures the set has (per class, per kind, per group) and its status,
    placed after the thirty-fifth set's section."""
    readme, _section = rts.check_readme_figures(SET)
    assert readme.index(SET.readme_head) > readme.index("## Thirty-fifth evaluation set (")
