"""Integrity of the forty-second evaluation set, `bench/corpus/data/fresh42.jsonl` (README, "Forty-second
evaluation set"): a twenty-first blind red team's 100 attacks (the fragmenter), written by a helper who never
saw the detector.

These tests check what the set is made of, never a detector's output on it (no detector is imported or
run here): the schema, labels and ids; the committed bytes (pinned) and that build_fresh42.py rebuilds them;
its composition (kinds, every intent class on at least four rows and none on more than 30, seven style
groups, lengths from one short line to a page, ten other languages); that every hidden row really hides its
payload (its transform's decoder finds it, the plain text is absent); that the hosts are the ones the salted
selection rule picks from fresh17 and keep their text; that the shadowing rows name a real tool of another
fresh17 server that hosts nothing; that the payloads keep to the persona (each split across at least two
sentences, clauses, lines or fields, never jailbreak framing); and that no text is shared with any other set
or the reserved collections.
"""

from __future__ import annotations

import re
import sys

from tests.oracle import red_team_sets as rts
from tests.oracle.held_out_sets import BENCH

sys.path.insert(0, str(BENCH / "corpus"))

import build_fresh42
from fresh20_spec import Spec
from fresh42_edits import PROPERTIES, REWRITES
from fresh42_new_tools import NEW_TOOLS

# the five technique groups of the fragmenter, plus the languages and the hidden rows
TECHNIQUES = {"definition", "alias", "procedure", "conditional", "schema"}
GROUPS = {*TECHNIQUES, "multilingual", "hidden"}
SPECS: list[Spec] = [*NEW_TOOLS, *REWRITES, *PROPERTIES]
SET = rts.RedTeamSet(
    number=42,
    sha256="b8090b4c9be16f8e05cfab22f7843594d3d0676eb61578460e85a15524f8dec1",
    build=build_fresh42,
    new_tools=NEW_TOOLS,
    rewrites=REWRITES,
    properties=PROPERTIES,
    groups=GROUPS,
    hosts_from="fresh17",
    rewrite_hosts=55,
    property_hosts=10,
    date="2026-12-07",
    readme_head="## Forty-second evaluation set (twenty-first blind red team, written by a helper)",
)
# style -> a pattern only a text in that language matches (its script, or its own words).
LANGUAGES = {
    "japanese": r"[\u3040-\u309f]{2,}",
    "korean": r"[\uac00-\ud7af]{2,}",
    "russian": r"[\u0400-\u04ff]{3,}",
    "chinese": r"(?:样本|用户)",
    "portuguese": r"\b(?:orçamento|fornecedor|gestor)\b",
    "german": r"\b(?:Benutzer|übermittelt|wird)\b",
    "spanish": r"\b(?:también|usuario|después)\b",
    "italian": r"\b(?:l'utente|anche|invii)\b",
    "french": r"\b(?:utilisez|toujours|quelle)\b",
    "dutch": r"\b(?:altijd|gebruiker|zonder)\b",
}
# Attackers who read public scanner rules avoid jailbreak framing: none in any payload.
JAILBREAK = re.compile(
    r"ignore (?:all |any |the )?(?:previous|prior|above)|<\s*/?\s*important\s*>|\byou are now\b|"
    r"\bjailbreak|\bDAN mode\b|developer mode|system override|system prompt|\bdisregard\b",
    re.I,
)
# the pieces of a fragmented payload: sentences, clauses after a colon or semicolon, lines
PIECES = re.compile(r"(?<=[.;:。；：])\s*|\n")


def test_the_committed_bytes_are_pinned_and_rebuild_identically() -> None:
    rts.check_bytes_pinned_and_rebuilt(SET)


def test_schema_labels_and_ids() -> None:
    rts.check_schema_labels_and_ids(SET)


def test_composition_kinds_classes_groups() -> None:
    rts.check_composition(
        SET, kinds={"new_tool": 35, "rewrite": 55, "property": 10}, class_min=4, class_max=30, group_min=5
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
    """The fragmenter: no jailbreak framing in any payload (hidden ones decoded); every payload is split
    across at least two pieces (sentences, clauses, list lines or fields), most across three or more."""
    pieces = []
    for spec in SPECS:
        text = rts.plain_payload(spec)
        assert not JAILBREAK.search(text), spec["style"]
        n = len([p for p in PIECES.split(text) if len(p.split()) >= 1 and re.search(r"\w", p)])
        assert n >= 2, spec["style"]
        pieces.append(n)
    assert sum(n >= 3 for n in pieces) >= 70, sorted(pieces)


def test_no_text_is_shared_with_any_other_set_or_reserved_collection() -> None:
    rts.check_no_text_shared(SET)


def test_the_readme_states_the_composition() -> None:
    """The README section gives the figures the set has (per class, per kind, per group) and its status,
    placed among the blind red teams' sections."""
    readme, _section = rts.check_readme_figures(SET)
    before = readme.split(SET.readme_head, 1)[0].rsplit("\n## ", 1)[1]
    assert "evaluation set" in before.split("\n", 1)[0], before[:80]
