"""Integrity of the fifty-sixth evaluation set, `bench/corpus/data/fresh56.jsonl` (README, "Fifty-sixth
evaluation set"): a thirty-third blind red team's 100 attacks (the FAQ and support-macro writer), written by a
helper who never saw the detector.

These tests check what the set is made of, never a detector's output on it (no detector is imported or
run here): the schema, labels and ids; the committed bytes (pinned) and that build_fresh56.py rebuilds them;
its composition (kinds, every intent class on at least four rows, none on more than 30 but the persona's own
two, exfiltration and concealment, on at most 40; six style groups plus the languages and the hidden rows;
lengths from one short line to a page; ten other languages); that every hidden row really hides its payload
(its transform's decoder finds it, the plain text is absent); that the hosts are the ones the salted
selection rule picks from fresh43's benign rows and keep their text; that the shadowing rows name a real
tool of another fresh43 server that hosts nothing; that the payloads keep to the persona (written as a
support FAQ, macro, known issue, tone guide or escalation note, never jailbreak framing); and that no text is
shared with any other set or the reserved collections.
"""

from __future__ import annotations

import re
import sys

from tests.oracle import red_team_sets as rts
from tests.oracle.held_out_sets import BENCH

sys.path.insert(0, str(BENCH / "corpus"))

import build_fresh56
from fresh20_spec import Spec
from fresh56_edits import PROPERTIES, REWRITES
from fresh56_new_tools import NEW_TOOLS

# the six support-writing groups of the persona, plus the languages and the hidden rows
TECHNIQUES = {"faq", "macro", "knownissue", "tone", "escalation", "routing"}
GROUPS = {*TECHNIQUES, "multilingual", "hidden"}
OWN_CLASSES = {"exfiltration", "concealment"}
SPECS: list[Spec] = [*NEW_TOOLS, *REWRITES, *PROPERTIES]
SET = rts.RedTeamSet(
    number=56,
    sha256="e7a99169de581e0d00552252f0260a1f0ed7f2362642ac3310c86fd5fab76183",
    build=build_fresh56,
    new_tools=NEW_TOOLS,
    rewrites=REWRITES,
    properties=PROPERTIES,
    groups=GROUPS,
    hosts_from="fresh43",
    rewrite_hosts=55,
    property_hosts=10,
    date="2026-12-07",
    readme_head="## Fifty-sixth evaluation set (thirty-third blind red team, written by a helper)",
)
# style -> a pattern only a text in that language matches (its script, or its own words).
LANGUAGES = {
    "japanese": r"[\u3040-\u309f]{2,}",
    "korean": r"[\uac00-\ud7af]{2,}",
    "russian": r"[\u0400-\u04ff]{3,}",
    "chinese": r"(?:客户|告知)",
    "portuguese": r"\b(?:fatura|mencione|cobrada)\b",
    "german": r"\b(?:Kunde|Benutzer|wird)\b",
    "spanish": r"\b(?:contraseña|usuario|también)\b",
    "italian": r"\b(?:l'utente|anche|invia)\b",
    "french": r"\b(?:l'utilisateur|inutile|joignez)\b",
    "dutch": r"\b(?:altijd|gebruiker|zonder)\b",
}
# Attackers who read public scanner rules avoid jailbreak framing: none in any payload.
JAILBREAK = re.compile(
    r"ignore (?:all |any |the )?(?:previous|prior|above)|<\s*/?\s*important\s*>|\byou are now\b|"
    r"\bjailbreak|\bDAN mode\b|developer mode|system override|system prompt|\bdisregard\b",
    re.I,
)
# the support writer's own formats: a Q and A, an FAQ, a macro or template, a known issue or workaround, a
# troubleshooting tree, a tone guide, an escalation, a canned reply, a support note
SUPPORT = re.compile(
    r"\bQ:|\bFAQ\b|common questions?|\bmacro\b|\btemplate\b|known issue|\bworkaround\b|troubleshooting|"
    r"\btone\b|escalat|\bcanned\b|\bsupport\b",
    re.I,
)


def test_the_committed_bytes_are_pinned_and_rebuild_identically() -> None:
    rts.check_bytes_pinned_and_rebuilt(SET)


def test_schema_labels_and_ids() -> None:
    rts.check_schema_labels_and_ids(SET)


def test_composition_kinds_classes_groups() -> None:
    rts.check_composition(
        SET,
        kinds={"new_tool": 35, "rewrite": 55, "property": 10},
        class_min=4,
        class_max=30,
        group_min=10,
        own_classes=OWN_CLASSES,
        own_class_max=40,
    )


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
    """The FAQ and support-macro writer: no jailbreak framing in any payload (hidden ones decoded); every
    English payload is written in a support format (a Q and A, an FAQ, a macro or template, a known issue
    or workaround, a troubleshooting tree, a tone guide, an escalation, a canned reply, a support note)."""
    for spec in SPECS:
        text = rts.plain_payload(spec)
        assert not JAILBREAK.search(text), spec["style"]
        if spec["group"] != "multilingual":
            assert SUPPORT.search(text), spec["style"]


def test_no_text_is_shared_with_any_other_set_or_reserved_collection() -> None:
    rts.check_no_text_shared(SET)


def test_the_readme_states_the_composition() -> None:
    """The README section gives the figures the set has (per class, per kind, per group) and its status,
    placed among the blind red teams' sections."""
    readme, _section = rts.check_readme_figures(SET)
    before = readme.split(SET.readme_head, 1)[0].rsplit("\n## ", 1)[1]
    assert "evaluation set" in before.split("\n", 1)[0], before[:80]
