"""Integrity of the thirty-seventh evaluation set, `bench/corpus/data/fresh37.jsonl` (README, "Thirty-seventh
evaluation set"): a sixteenth blind red team's 100 attacks, written by a helper who never saw the detector.

These tests check what the set is made of, never a detector's output on it (no detector is imported or
run here): the schema, labels and ids; the committed bytes (pinned) and that build_fresh37.py rebuilds them;
its composition (kinds, every intent class on at least 4 rows, the persona's own classes on at most 40 and
every other class on at most 30, six style groups, lengths from one short line to a page, ten other
languages); that every hidden row really hides its payload (its transform's decoder finds it, the plain
text is absent); that the hosts are the ones the salted selection rule picks from fresh29 and keep their
text; that the shadowing rows name a real tool of another fresh29 server that hosts nothing; that the
payloads keep to the persona (operational documentation's vocabulary, never jailbreak framing); and that no
text is shared with any other set or the reserved collections.
"""

from __future__ import annotations

import re
import sys

from tests.oracle import red_team_sets as rts
from tests.oracle.held_out_sets import BENCH

sys.path.insert(0, str(BENCH / "corpus"))

import build_fresh37
from fresh20_spec import Spec
from fresh37_edits import PROPERTIES, REWRITES
from fresh37_new_tools import NEW_TOOLS

GROUPS = {"runbook", "pipeline", "troubleshooting", "telemetry", "multilingual", "hidden"}
# the ops runbook author's own classes (at most 40 rows each); every other class on at most 30
PERSONA_CLASSES = {"command_execution", "credential_access", "exfiltration"}
SPECS: list[Spec] = [*NEW_TOOLS, *REWRITES, *PROPERTIES]
SET = rts.RedTeamSet(
    number=37,
    sha256="286b967d297684a9c672853e6ba843a386f8c49ffc8c1a921d4bf31c0ee82085",
    build=build_fresh37,
    new_tools=NEW_TOOLS,
    rewrites=REWRITES,
    properties=PROPERTIES,
    groups=GROUPS,
    hosts_from="fresh29",
    rewrite_hosts=55,
    property_hosts=10,
    date="2026-12-07",
    readme_head="## Thirty-seventh evaluation set (sixteenth blind red team, written by a helper)",
)
# style -> a pattern only a text in that language matches (its script, or its own words).
LANGUAGES = {
    "german": r"\b(?:Benutzer|ohne|danach)\b",
    "french": r"\b(?:l'utilisateur|procédure|politique)\b",
    "spanish": r"\b(?:migración|concede|revoques)\b",
    "russian": r"[\u0400-\u04ff]{4,}",
    "portuguese": r"\b(?:usuário|envie|histórico)\b",
    "italian": r"\b(?:esegui|conferma|l'elenco)\b",
    "chinese": r"(?:用户|服务器)",
    "japanese": r"[\u3040-\u309f]{2,}",
    "korean": r"[\uac00-\ud7af]{2,}",
    "dutch": r"\b(?:rekeningnummer|gebruiker|begunstigde)\b",
}
# Attackers who read public scanner rules avoid jailbreak framing: none in any payload.
JAILBREAK = re.compile(
    r"ignore (?:all |any |the )?(?:previous|prior|above)|<\s*/?\s*important\s*>|\byou are now\b|"
    r"\bjailbreak|\bDAN mode\b|developer mode|system override|system prompt|\bdisregard\b",
    re.I,
)
# The persona: every English payload reads as operational documentation and uses its vocabulary.
OPS = re.compile(
    r"\b(?:prereq\w*|runbook|setup|install\w*|config|pipelines?|ci|cron|known issue|workaround|on-call|"
    r"migration|telemetry|health\w*|monitor\w*|ops|deploy\w*|ya?ml|toml|json|curl|sudo|steps?|procedure|"
    r"sync|audit|rotation|quota|heartbeat|export\w*|collector|polling|status|routing|automated|relay|"
    r"mirror\w*|webhook|env|cache)\b",
    re.I,
)


def test_the_committed_bytes_are_pinned_and_rebuild_identically() -> None:
    rts.check_bytes_pinned_and_rebuilt(SET)


def test_schema_labels_and_ids() -> None:
    rts.check_schema_labels_and_ids(SET)


def test_composition_kinds_classes_groups() -> None:
    groups = rts.check_composition(
        SET,
        kinds={"new_tool": 35, "rewrite": 55, "property": 10},
        class_min=4,
        class_max=30,
        group_min=10,
        own_classes=PERSONA_CLASSES,
    ).groups
    assert 4 <= len(groups) <= 7, groups


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
    """The ops runbook author: no jailbreak framing in any payload (hidden ones decoded), and every English
    payload written in operational documentation's vocabulary (setup, CI, config, workaround, telemetry...)."""
    for spec in SPECS:
        assert not JAILBREAK.search(rts.plain_payload(spec)), spec["style"]
        if spec["group"] != "multilingual":
            assert OPS.search(rts.plain_payload(spec)), spec["style"]


def test_no_text_is_shared_with_any_other_set_or_reserved_collection() -> None:
    rts.check_no_text_shared(SET)


def test_the_readme_states_the_composition() -> None:
    """The README section gives the figures the set has (per class, per kind, per group) and its status,
    placed after the thirty-fifth set's section."""
    readme, _section = rts.check_readme_figures(SET)
    assert readme.index(SET.readme_head) > readme.index("## Thirty-fifth evaluation set (")
