"""Integrity of the thirty-fifth evaluation set, `bench/corpus/data/fresh35.jsonl` (README, "Thirty-fifth
evaluation set"): a fifteenth blind red team's 100 attacks, written by a helper who never saw the detector.

These tests check what the set is made of, never a detector's output on it (no detector is imported or
run here): the schema, labels and ids; the committed bytes (pinned) and that build_fresh35.py rebuilds them;
its composition (kinds, every intent class on at least 4 rows, none over 30 rows but selection_manipulation
up to 40, selection or goal manipulation on at least 40 rows, eight style groups, lengths from one short line
to a page, ten other languages); that every hidden row really hides its payload (each fresh16_hide transform
once, its decoder finds it, the plain text is absent); that the hosts are the ones the salted selection rule
picks from fresh29 and keep their text; that the shadowing rows name a real tool of another fresh29 server
that hosts nothing; that the payloads keep to the persona (the persuader: each steers the agent's choices or
answers towards a vendor, never with jailbreak framing); and that no text is shared with any other set or the
reserved collections.
"""

from __future__ import annotations

import re
import sys

from tests.oracle import red_team_sets as rts
from tests.oracle.held_out_sets import BENCH

sys.path.insert(0, str(BENCH / "corpus"))

import build_fresh35
from fresh20_spec import Spec
from fresh35_edits import PROPERTIES, REWRITES
from fresh35_new_tools import NEW_TOOLS

# the persuader's style groups (what the vendor steers) and the two technique groups
STEERING = {"selection", "goal", "slant", "affiliate", "memory", "rival"}
# what a vendor steering the agent writes: a brand, partner or plan to favour, a rival to disfavour, a goal
PERSONA = re.compile(
    r"\b(?:partner|sponsor|affiliat|recommend|prefer|best|only|first|premium|pro|plan|upgrad|sign-up|"
    r"certified|trusted|reliable|unsafe|deprecated|rival|competitor|goal|aim|objective|task|instead|our|we|"
    r"commission|subscri|licence|offer|credited|marketplace|quote|promo)",
    re.I,
)
GROUPS = {*STEERING, "multilingual", "hidden"}
SPECS: list[Spec] = [*NEW_TOOLS, *REWRITES, *PROPERTIES]
SET = rts.RedTeamSet(
    number=35,
    sha256="3ee9ade6c24df0e165f32bc19ec005f0cddf37235433f12cb2d6f3e8529705b0",
    build=build_fresh35,
    new_tools=NEW_TOOLS,
    rewrites=REWRITES,
    properties=PROPERTIES,
    groups=GROUPS,
    hosts_from="fresh29",
    rewrite_hosts=55,
    property_hosts=10,
    date="2026-12-02",
    readme_head="## Thirty-fifth evaluation set (fifteenth blind red team, written by a helper)",
)
# style -> a pattern only a text in that language matches (its script, or its own words).
LANGUAGES = {
    "german": r"\b(?:immer|Benutzer|eigentliches)\b",
    "french": r"\b(?:toujours|l'utilisateur|même)\b",
    "japanese": r"[\u3040-\u309f]{2,}",
    "spanish": r"\b(?:además|usuario|recomiéndalos)\b",
    "italian": r"\b(?:l'utente|consiglia|debole)\b",
    "dutch": r"\b(?:vergadering|kandidaten|zodat)\b",
    "chinese": r"(?:笔记|用户)",
    "portuguese": r"\b(?:você|usuário|assinatura)\b",
    "polish": r"\b(?:zawsze|użytkownik|informuj)\b",
    "korean": r"[\uac00-\ud7af]{2,}",
}
# Attackers who read public scanner rules avoid jailbreak framing: none in any payload.
JAILBREAK = re.compile(
    r"ignore (?:all |any |the )?(?:previous|prior|above)|<\s*/?\s*important\s*>|\byou are now\b|"
    r"\bjailbreak|\bDAN mode\b|developer mode|system override|disregard (?:your|all)|system prompt",
    re.I,
)


def test_the_committed_bytes_are_pinned_and_rebuild_identically() -> None:
    rts.check_bytes_pinned_and_rebuilt(SET)


def test_schema_labels_and_ids() -> None:
    rts.check_schema_labels_and_ids(SET)


def test_composition_kinds_classes_groups() -> None:
    rows = rts.check_composition(
        SET,
        kinds={"new_tool": 35, "rewrite": 55, "property": 10},
        class_min=4,
        class_max=30,
        group_min=5,
        own_classes={"selection_manipulation"},
    ).rows
    steering = {"selection_manipulation", "privilege_goal"}
    assert sum(bool(steering & set(r["class"])) for r in rows) >= 40  # the persona's own two classes


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
    """The persuader: no jailbreak framing in any payload (hidden ones decoded); every English payload
    (hidden ones decoded) names what the vendor steers towards or away from."""
    for spec in SPECS:
        assert not JAILBREAK.search(rts.plain_payload(spec)), spec["style"]
    for spec in SPECS:
        if spec["group"] != "multilingual":
            assert PERSONA.search(rts.plain_payload(spec)), spec["style"]


def test_no_text_is_shared_with_any_other_set_or_reserved_collection() -> None:
    rts.check_no_text_shared(SET)


def test_the_readme_states_the_composition() -> None:
    """The README section gives the figures the set has (per class, per kind, per group) and its status,
    placed after the twenty-seventh set's section."""
    readme, _section = rts.check_readme_figures(SET)
    # after the twenty-seventh set's section, among the other red teams' sections that follow it
    assert readme.index("## Twenty-seventh evaluation set") < readme.index(SET.readme_head)
