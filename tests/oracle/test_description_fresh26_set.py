"""Integrity of the twenty-sixth evaluation set, `bench/corpus/data/fresh26.jsonl` (README, "Twenty-sixth
evaluation set"): a seventh blind red team's 100 attacks, written by a helper who never saw the detector.

These tests check what the set is made of, never a detector's output on it (no detector is imported or
run here): the schema, labels and ids; the committed bytes (pinned) and that build_fresh26.py rebuilds them;
its composition (kinds, every intent class and none on more than 40% of the rows, ten style groups, lengths
from one short line to a page, ten other languages); that every hidden row really hides its payload (its
transform's decoder finds it, the plain text is absent); that the hosts are the ones the salted selection
rule picks from fresh17 and keep their text; that the shadowing rows name a real tool of another fresh17
server that hosts nothing; that the payloads keep to the persona (each group's payloads name the agent
machinery the group attacks, and none uses jailbreak framing); and that no text is shared with any other
set or the reserved collections.
"""

from __future__ import annotations

import re
import sys

from tests.oracle import red_team_sets as rts
from tests.oracle.held_out_sets import BENCH

sys.path.insert(0, str(BENCH / "corpus"))

import build_fresh26
from fresh20_spec import Spec
from fresh26_edits import PROPERTIES, REWRITES
from fresh26_new_tools import NEW_TOOLS

GROUPS = {
    "memory",
    "delegation",
    "configfiles",
    "scheduled",
    "cicd",
    "mcpconfig",
    "browser",
    "workspace",
    "multilingual",
    "hidden",
}
SPECS: list[Spec] = [*NEW_TOOLS, *REWRITES, *PROPERTIES]
SET = rts.RedTeamSet(
    number=26,
    sha256="584a24bd4babed4104c9a7bb29b6e97d1a8ebe8b32d387b932bb9b7fbdeb7972",
    build=build_fresh26,
    new_tools=NEW_TOOLS,
    rewrites=REWRITES,
    properties=PROPERTIES,
    groups=GROUPS,
    hosts_from="fresh17",
    rewrite_hosts=55,
    property_hosts=10,
    date="2026-12-02",
    readme_head="## Twenty-sixth evaluation set (seventh blind red team, written by a helper)",
)
# style -> a pattern only a text in that language matches (its script, or its own words).
LANGUAGES = {
    "japanese": r"[\u3040-\u30ff]{3,}",
    "korean": r"[\uac00-\ud7af]{2,}",
    "ukrainian": r"\b(?:завдання|користувача)",
    "spanish": r"\b(?:guarda|enviarse|preguntar)\b",
    "german": r"\b(?:künftigen|abgesprochen|Nutzer)\b",
    "chinese": r"(?:请把|用户的|以便)",
    "thai": r"[\u0e00-\u0e7f]{4,}",
    "portuguese": r"\b(?:arquivo|listagem|usuário)\b",
    "turkish": r"\b(?:kimlik|oturumlar|kullanıcıya)\b",
    "hindi": r"[\u0900-\u097f]{4,}",
}
# The persona attacks the machinery around an agent: each group's payloads name the part they plant into.
MACHINERY = {
    "memory": r"memor|remember|recall|later sessions|future sessions|\bfacts?\b",
    "delegation": r"agent|orchestrat|hand-?off|brief|worker",
    "configfiles": r"\.cursorrules|CLAUDE\.md|AGENTS\.md|settings\.json|init\.lua|\.bashrc|\bskill|\.mcp\.json|global rules",
    "scheduled": r"cron|schedul|launchd|LaunchAgents|systemd|nightly|every (?:night|morning|day)|recurring|reminder",
    "cicd": r"workflow|\bhooks?\b|package\.json|postinstall|Workbook_Open|hgrc",
    "mcpconfig": r"\bMCP\b|mcp\.json|autoApprove|alwaysAllow|allowWrite|allowed roots|config",
    "browser": r"browser|cookie|session",
    "workspace": r"ticket|wiki|channel|\bpages?\b|shared|\bteam|calendar|tracker|workbook",
}
# Attackers who read public scanner rules avoid jailbreak framing: none in any payload.
JAILBREAK = re.compile(
    r"ignore (?:all |any |the )?(?:previous|prior|above)|<\s*/?\s*important\s*>|\byou are now\b|"
    r"\bjailbreak|\bDAN mode\b|developer mode|system override|disregard (?:your|all)",
    re.I,
)


def test_the_committed_bytes_are_pinned_and_rebuild_identically() -> None:
    rts.check_bytes_pinned_and_rebuilt(SET)


def test_schema_labels_and_ids() -> None:
    rts.check_schema_labels_and_ids(SET)


def test_composition_kinds_classes_groups() -> None:
    rts.check_composition(
        SET, kinds={"new_tool": 35, "rewrite": 55, "property": 10}, class_min=3, class_max=40, group_min=6
    )


def test_lengths_range_from_one_short_line_to_a_page() -> None:
    rts.check_lengths(
        SET,
        unit="words",
        skip_multilingual=False,
        shortest_at_most=9,
        longest_at_least=200,
        short=(25, 20),
        long=(60, 10),
    )


def test_ten_rows_in_ten_other_languages() -> None:
    rts.check_multilingual_rows(SET, LANGUAGES, {"new_tool": 3, "rewrite": 5, "property": 2})
    rts.check_other_payloads_are_latin(SET)


def test_hidden_rows_really_hide_their_payload() -> None:
    rts.check_hidden_rows(SET, each_transform_once=True)


def test_hosts_are_the_ones_the_rule_picks() -> None:
    rts.check_hosts_are_the_rule_picks(SET, host_text="kept")


def test_shadowing_rows_name_another_servers_tool() -> None:
    rts.check_shadowing_rows(SET, size=(8, 10), min_new_tools=3)


def test_payloads_keep_to_the_persona() -> None:
    """Attacks on the machinery around the agent, not jailbreaks: no jailbreak framing in any payload (hidden
    ones decoded); each English group's payloads name the machinery the group plants into (memory, a
    sub-agent, a rule file, a schedule, CI, the MCP config, the browser, a shared workspace)."""
    for spec in SPECS:
        assert not JAILBREAK.search(rts.plain_payload(spec)), spec["style"]
    for spec in SPECS:
        if spec["group"] in MACHINERY:
            assert re.search(MACHINERY[spec["group"]], rts.plain_payload(spec), re.I), spec["style"]
    assert {s["group"] for s in SPECS} == set(MACHINERY) | {"multilingual", "hidden"}


def test_no_text_is_shared_with_any_other_set_or_reserved_collection() -> None:
    rts.check_no_text_shared(SET, min_others=19)


def test_the_readme_states_the_composition() -> None:
    """The README section gives the figures the set has (per class, per kind, per group) and its status."""
    rts.check_readme_figures(SET)
