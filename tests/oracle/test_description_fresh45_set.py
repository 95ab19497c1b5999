"""Integrity of the forty-fifth evaluation set, `bench/corpus/data/fresh45.jsonl` (README, "Forty-fifth
evaluation set"): a twenty-third blind red team's 100 attacks (the minimalist), written by a helper who never
saw the detector.

These tests check what the set is made of, never a detector's output on it (no detector is imported or
run here): the schema, labels and ids; the committed bytes (pinned) and that build_fresh45.py rebuilds them;
its composition (kinds, every intent class on at least four rows and none on more than 30, six style groups,
lengths from one short line to a page with most payloads short, ten other languages); that every hidden row
really hides its payload (its transform's decoder finds it, the plain text is absent); that the hosts are the
ones the salted selection rule picks from fresh19 and keep their text; that the shadowing rows name a real
tool of another fresh19 server that hosts nothing; that the payloads keep to the persona (terse: arrows,
symbols, abbreviations, code-like notation or key: value fragments, never jailbreak framing); and that no text
is shared with any other set or the reserved collections.
"""

from __future__ import annotations

import re
import sys

from tests.oracle import red_team_sets as rts
from tests.oracle.held_out_sets import BENCH

sys.path.insert(0, str(BENCH / "corpus"))

import build_fresh45
from fresh20_spec import Spec
from fresh45_edits import PROPERTIES, REWRITES
from fresh45_new_tools import NEW_TOOLS

# the four notation groups of the minimalist, plus the languages and the hidden rows
NOTATIONS = {"oneliner", "notation", "params", "changelog"}
GROUPS = {*NOTATIONS, "multilingual", "hidden"}
SPECS: list[Spec] = [*NEW_TOOLS, *REWRITES, *PROPERTIES]
SET = rts.RedTeamSet(
    number=45,
    sha256="4e68d9da58f0ba7bf5d679e2ecc4e32640398aefc4c09cabfc77c10bbda897c8",
    build=build_fresh45,
    new_tools=NEW_TOOLS,
    rewrites=REWRITES,
    properties=PROPERTIES,
    groups=GROUPS,
    hosts_from="fresh19",
    rewrite_hosts=55,
    property_hosts=10,
    date="2026-12-07",
    readme_head="## Forty-fifth evaluation set (twenty-third blind red team, written by a helper)",
)
# style -> a pattern only a text in that language matches (its script, or its own words).
LANGUAGES = {
    "japanese": r"[\u3040-\u309f]{2,}",
    "korean": r"[\uac00-\ud7af]{2,}",
    "russian": r"[\u0400-\u04ff]{3,}",
    "chinese": r"(?:用户|对话)",
    "portuguese": r"\b(?:obrigatório|conteúdo|enviar)\b",
    "spanish": r"\b(?:usuario|vende|recomienda)\b",
    "italian": r"\b(?:rispondi|firmato|avvisato)\b",
    "french": r"\b(?:toujours|utilisateur|facture)\b",
    "german": r"\b(?:Publikationen|immer|anhängen)\b",
    "czech": r"\b(?:podáních|příjemce|uživateli)\b",
}
# Attackers who read public scanner rules avoid jailbreak framing: none in any payload.
JAILBREAK = re.compile(
    r"ignore (?:all |any |the )?(?:previous|prior|above)|<\s*/?\s*important\s*>|\byou are now\b|"
    r"\bjailbreak|\bDAN mode\b|developer mode|system override|system prompt|\bdisregard\b",
    re.I,
)
# the minimalist's marks: arrows and symbols, abbreviations, code-like notation, key: value and list fragments
TERSE = re.compile(
    r"→|=>|⇒|->|:=|\+|&|#|`|\busr\b|\breq\.|\bb4\b|\bw/|\bn/a\b|\bfyi\b|\bcfg\b|\bincl\.|\bpre:|"
    r"\bon_done:|\bcc:|\bdefault\s*[=:]|^\s*[-*] |^\s*\w+:",
    re.M,
)
# Latin script, general punctuation, arrows and mathematical operators (the minimalist's symbols)
LATIN = re.compile(r"[^\x00-\u024f\u2000-\u206f\u2190-\u22ff]")


def test_the_committed_bytes_are_pinned_and_rebuild_identically() -> None:
    rts.check_bytes_pinned_and_rebuilt(SET)


def test_schema_labels_and_ids() -> None:
    rts.check_schema_labels_and_ids(SET)


def test_composition_kinds_classes_groups() -> None:
    rts.check_composition(
        SET, kinds={"new_tool": 35, "rewrite": 55, "property": 10}, class_min=4, class_max=30, group_min=10
    )


def test_lengths_range_from_one_short_line_to_a_page() -> None:
    """Mostly one short fragment (the minimalist), with a few whole terse reference pages among the new
    tools."""
    rts.check_lengths(
        SET,
        unit="words",
        skip_multilingual=True,
        shortest_at_most=6,
        longest_at_least=200,
        short=(25, 80),
        long=(60, 3),
    )


def test_ten_rows_in_ten_other_languages() -> None:
    rts.check_multilingual_rows(SET, LANGUAGES, {"new_tool": 4, "rewrite": 4, "property": 2})
    for spec in SPECS:
        if spec["group"] != "multilingual":
            assert not LATIN.search(rts.plain_payload(spec)), spec["style"]


def test_hidden_rows_really_hide_their_payload() -> None:
    rts.check_hidden_rows(SET, each_transform_once=True)


def test_hosts_are_the_ones_the_rule_picks() -> None:
    rts.check_hosts_are_the_rule_picks(SET, host_text="kept-or-rewritten-in-place")


def test_shadowing_rows_name_another_servers_tool() -> None:
    rts.check_shadowing_rows(SET, size=(8, 10), min_new_tools=3)


def test_payloads_keep_to_the_persona() -> None:
    """The minimalist: no jailbreak framing in any payload (hidden ones decoded); every English payload
    carries the terse marks (an arrow or symbol, an abbreviation, code-like notation, a key: value or list
    fragment); the planted ones are one short fragment (at most 25 words) each."""
    for spec in SPECS:
        text = rts.plain_payload(spec)
        assert not JAILBREAK.search(text), spec["style"]
        if spec["group"] != "multilingual":
            assert TERSE.search(text), spec["style"]
    for spec in [*REWRITES, *PROPERTIES]:
        assert len(rts.plain_payload(spec).split()) <= 25, spec["style"]


def test_no_text_is_shared_with_any_other_set_or_reserved_collection() -> None:
    rts.check_no_text_shared(SET)


def test_the_readme_states_the_composition() -> None:
    """The README section gives the figures the set has (per class, per kind, per group) and its status,
    placed among the blind red teams' sections."""
    readme, _section = rts.check_readme_figures(SET)
    before = readme.split(SET.readme_head, 1)[0].rsplit("\n## ", 1)[1]
    assert "evaluation set" in before.split("\n", 1)[0], before[:80]
