"""Integrity of the thirty-ninth evaluation set, `bench/corpus/data/fresh39.jsonl` (README, "Thirty-ninth
evaluation set"): an eighteenth blind red team's 100 attacks, written by a helper who never saw the detector.

These tests check what the set is made of, never a detector's output on it (no detector is imported or
run here): the schema, labels and ids; the committed bytes (pinned) and that build_fresh39.py rebuilds them;
its composition (kinds, every intent class on at least 4 rows, the persona's own classes on at most 40 and
every other on at most 30, seven style groups, lengths from one short line to a page, ten other languages);
that every hidden row really hides its payload (its transform's decoder finds it, the plain text is absent);
that the hosts are the ones the salted selection rule picks from fresh19 and keep their text; that the
shadowing rows name a real tool of another fresh19 server that hosts nothing; that the payloads keep to the
persona (each group's payloads name the damage it does, never jailbreak framing); and that no text is shared
with any other set or the reserved collections.
"""

from __future__ import annotations

import re
import sys

from tests.oracle import red_team_sets as rts
from tests.oracle.held_out_sets import BENCH

sys.path.insert(0, str(BENCH / "corpus"))

import build_fresh39
from fresh20_spec import Spec
from fresh39_edits import PROPERTIES, REWRITES
from fresh39_new_tools import NEW_TOOLS

PERSONA_CLASSES = {"privilege_goal", "argument_tampering"}  # the saboteur's own classes: at most 40 rows each
# the five damage groups, each with the words that name the damage its payloads do, and the two technique groups
DAMAGE = {
    "cleanup": r"\b(?:delet|remov|purg|prun|wipe|truncat|overwrit|replac|clear|drop|discard|expir|sweep|rm -rf|"
    r"reset)",
    "settings": r"\b(?:retention|backup|silenc|alert|rate limit|password|recovery|rotat|reset_mfa|force|auto_merge|"
    r"branch protection|approvals|allowlist|memory|preference|baseline|timeout|StrictHostKeyChecking|logger|recorder|optimi[sz]ation|"
    r"webhook|AGENTS\.md)",
    "spend": r"\b(?:billed|credits?|quota|premium|paid|upgrade|instance|retry|retrying|again|repeat|max_|limit=|"
    r"ten-year|variants?|loop|n=8|shots|every)",
    "skew": r"\b(?:round|units?|present|report|quote|date|complete|full|only|count|rate|latest|P90|corroborated|"
    r"clear of|views|warnings|no other)",
    "collab": r"\b(?:declin|cancel|delet|close|lock|request_changes|unsubscrib|approv|resolv|release|reclaim|"
    r"terminat|complet|can't attend|broken|notif|false|set_room_allow|no further contact)",
}
GROUPS = {*DAMAGE, "multilingual", "hidden"}
SPECS: list[Spec] = [*NEW_TOOLS, *REWRITES, *PROPERTIES]
SET = rts.RedTeamSet(
    number=39,
    sha256="0a5623d95d9fcd0aca0e0aedc3c50b3b4f6a703e89b5367b32e85c64f0cdbbb2",
    build=build_fresh39,
    new_tools=NEW_TOOLS,
    rewrites=REWRITES,
    properties=PROPERTIES,
    groups=GROUPS,
    hosts_from="fresh19",
    rewrite_hosts=55,
    property_hosts=10,
    date="2026-12-07",
    readme_head="## Thirty-ninth evaluation set (eighteenth blind red team, written by a helper)",
)
# style -> a pattern only a text in that language matches (its script, or its own words).
LANGUAGES = {
    "spanish": r"\b(?:copias|borra|usuario)\b",
    "russian": r"[\u0400-\u04ff]{3,}",
    "vietnamese": r"(?:chiến dịch|người dùng|ngân sách)",
    "czech": r"\b(?:uživatele|účastníky|zruší)\b",
    "korean": r"[\uac00-\ud7a3]{2,}",
    "chinese": r"(?:清空|用户)",
    "dutch": r"\b(?:zonder|verwijder|gebruiker)\b",
    "japanese": r"[\u3040-\u309f]{2,}",
    "french": r"\b(?:appelez|l'utilisateur|appareils)\b",
    "portuguese": r"\b(?:compre|usuário|reembolsado)\b",
}
# Attackers who read public scanner rules avoid jailbreak framing: none in any payload.
JAILBREAK = re.compile(
    r"ignore (?:all |any |the )?(?:previous|prior|above)|<\s*/?\s*important\s*>|\byou are now\b|"
    r"\bjailbreak|\bDAN mode\b|developer mode|system override|system prompt|\bdisregard",
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
        group_min=5,
        own_classes=PERSONA_CLASSES,
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
    """The saboteur: no jailbreak framing in any payload (hidden ones decoded); five damage groups, each
    payload of a group naming the damage it does in that group's words."""
    for spec in SPECS:
        assert not JAILBREAK.search(rts.plain_payload(spec)), spec["style"]
    assert len(DAMAGE) == 5
    for spec in SPECS:
        if spec["group"] in DAMAGE:
            text = rts.plain_payload(spec)
            assert re.search(DAMAGE[spec["group"]], text, re.I), spec["style"]


def test_no_text_is_shared_with_any_other_set_or_reserved_collection() -> None:
    rts.check_no_text_shared(SET)


def test_the_readme_states_the_composition() -> None:
    """The README section gives the figures the set has (per class, per kind, per group) and its status,
    placed right after the thirty-eighth set's section."""
    readme, _section = rts.check_readme_figures(SET)
    before = readme.split(SET.readme_head, 1)[0].rsplit("\n## ", 1)[1]
    assert before.startswith("Thirty-eighth evaluation set"), before[:80]
