"""Integrity of the fifty-fourth evaluation set, `bench/corpus/data/fresh54.jsonl` (README, "Fifty-fourth
evaluation set"): a thirty-first blind red team's 100 attacks (the product manager), written by a helper who
never saw the detector.

These tests check what the set is made of, never a detector's output on it (no detector is imported or
run here): the schema, labels and ids; the committed bytes (pinned) and that build_fresh54.py rebuilds them;
its composition (kinds, every intent class on at least four rows and none on more than 30, six style groups,
lengths from one short line to a page, ten other languages); that every hidden row really hides its payload
(its transform's decoder finds it, the plain text is absent); that the hosts are the ones the salted selection
rule picks from fresh25 and keep their text; that the shadowing rows name a real tool of another fresh25
server that hosts nothing; that the payloads keep to the persona (each English one written in a product
spec's own formats, never jailbreak framing); and that no text is shared with any other set or the reserved
collections.
"""

from __future__ import annotations

import re
import sys

from tests.oracle import red_team_sets as rts
from tests.oracle.held_out_sets import BENCH

sys.path.insert(0, str(BENCH / "corpus"))

import build_fresh54
from fresh20_spec import Spec
from fresh54_edits import PROPERTIES, REWRITES
from fresh54_new_tools import NEW_TOOLS

# the six spec formats of the product manager, plus the languages and the hidden rows
FORMATS = {"story", "acceptance", "rollout", "metrics", "scope", "persona"}
GROUPS = {*FORMATS, "multilingual", "hidden"}
SPECS: list[Spec] = [*NEW_TOOLS, *REWRITES, *PROPERTIES]
SET = rts.RedTeamSet(
    number=54,
    sha256="2720e2305ecbec75729741e902410aeb98a880cebc559b9166588f030d194d1e",
    build=build_fresh54,
    new_tools=NEW_TOOLS,
    rewrites=REWRITES,
    properties=PROPERTIES,
    groups=GROUPS,
    hosts_from="fresh25",
    rewrite_hosts=55,
    property_hosts=10,
    date="2026-12-07",
    readme_head="## Fifty-fourth evaluation set (thirty-first blind red team, written by a helper)",
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
# the product manager's formats: a story, a criterion, an expected behaviour, a flag or rollout, a metric,
# a scope line, a persona or job-to-be-done, a requirement
SPEC_FORMAT = re.compile(
    r"\b(?:user story|story|as (?:an?|the) [\w ,-]+ I (?:want|never want|do not want)|happy path|epic|"
    r"acceptance|AC-?\d*(?=:)|"
    r"criteri(?:on|a)|given|scenario|definition of done|expected(?: behaviour)?|feature flag|flag|rollout|"
    r"canary|migration|success metric|metric|KPI|OKR|north-star|out of scope|non-goals?|scope|persona|"
    r"JTBD|job to be done|PRD|requirements?)\b",
    re.I,
)


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
    """The product manager: no jailbreak framing in any payload (hidden ones decoded); every English payload
    is written in a product spec's format (a story, a criterion, an expected behaviour, a flag or rollout, a
    metric, a scope line, a persona or job-to-be-done)."""
    for spec in SPECS:
        text = rts.plain_payload(spec)
        assert not JAILBREAK.search(text), spec["style"]
        if spec["group"] != "multilingual":
            assert SPEC_FORMAT.search(text), spec["style"]


def test_no_text_is_shared_with_any_other_set_or_reserved_collection() -> None:
    rts.check_no_text_shared(SET)


def test_the_readme_states_the_composition() -> None:
    """The README section gives the figures the set has (per class, per kind, per group) and its status,
    placed among the blind red teams' sections."""
    readme, _section = rts.check_readme_figures(SET)
    before = readme.split(SET.readme_head, 1)[0].rsplit("\n## ", 1)[1]
    assert "evaluation set" in before.split("\n", 1)[0], before[:80]
