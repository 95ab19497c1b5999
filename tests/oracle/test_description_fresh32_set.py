"""Integrity of the thirty-second evaluation set, `bench/corpus/data/fresh32.jsonl` (README, "Thirty-second
evaluation set"): a twelfth blind red team's 100 attacks, written by a helper who never saw the detector.

These tests check what the set is made of, never a detector's output on it (no detector is imported or
run here): the schema, labels and ids; the committed bytes (pinned) and that build_fresh32.py rebuilds them;
its composition (kinds, every intent class on at least 4 rows and none on more than 30, nine style groups,
lengths from one short line to a page, ten other languages); that every hidden row really hides its payload
(its transform's decoder finds it, the plain text is absent); that the hosts are the ones the salted
selection rule picks from fresh23 and keep their text; that the shadowing rows name a real tool of another
fresh23 server that hosts nothing; that the payloads keep to the persona (the schema-channel attacker: at
least 60 payloads sit in a structured part, each channel group in its own channel, new tools are long
reference descriptions whose first paragraph is clean, dry wording with no exhortation and no jailbreak
framing); and that no text is shared with any other set or the reserved collections.
"""

from __future__ import annotations

import re
import sys

from tests.oracle import red_team_sets as rts
from tests.oracle.held_out_sets import BENCH

sys.path.insert(0, str(BENCH / "corpus"))

import build_fresh32
from fresh20_spec import Spec
from fresh32_edits import PROPERTIES, REWRITES
from fresh32_new_tools import NEW_TOOLS

# The channel groups (each a structured part of a description) and what a payload of that group holds.
CHANNELS = {
    "args": r"(?im)^\s*(?:Args:|Parameters:|[\w-]+:\s|First call:)|\b(?:default|include_details)\b",
    "returns": r"(?:Returns:|Raises:|^\s+- |^\s+[\w-]+: )",
    "examples": r"(?:Examples?:|\w\([^)]*=|# )",
    "snippet": r"```",
    "defaults": r"(?i)(?:\bdefaults?\b|\benum\b|values:|``\w+`` \()",  # a default, or an enum value's doc
    "notes": r"(?:Notes?:|Tips:)",
    "table": r"(?m)^\|.*\|$",
}
GROUPS = {*CHANNELS, "multilingual", "hidden"}
# A payload sits in a structured part when it holds one of these markers.
MARKERS = re.compile(
    r"(?m)Args:|Parameters:|Returns:|Raises:|Examples?:|Notes?:|Tips:|```|[{]|^\s*\||^\s*- |^\s+[\w-]+:\s|"
    r"\bdefaults?\b|Default|\benum\b|\w\([^)]*=[^)]*\)",
)
SPECS: list[Spec] = [*NEW_TOOLS, *REWRITES, *PROPERTIES]
SET = rts.RedTeamSet(
    number=32,
    sha256="c93fff773cfdc4cb9b78e45c15ce64f98fdb6397f07cefe2949ed31c9bf63555",
    build=build_fresh32,
    new_tools=NEW_TOOLS,
    rewrites=REWRITES,
    properties=PROPERTIES,
    groups=GROUPS,
    hosts_from="fresh23",
    rewrite_hosts=55,
    property_hosts=10,
    date="2026-12-02",
    readme_head="## Thirty-second evaluation set (twelfth blind red team, written by a helper)",
)
# style -> a pattern only a text in that language matches (its script, or its own words).
LANGUAGES = {
    "spanish": r"\b(?:también|factura)\b",
    "korean": r"[\uac00-\ud7a3]{2,}",
    "japanese": r"[\u3040-\u309f]{2,}",
    "dutch": r"\b(?:grootboek|gebruiker|boekjaar)\b",
    "german": r"\b(?:Benutzers|übermittelt)\b",
    "portuguese": r"\b(?:usuário|não|envie)\b",
    "french": r"(?:l'utilisateur|toujours)",
    "italian": r"(?:disoccupati|l'utente)",
    "chinese": r"(?:用户|上传)",
    "russian": r"[\u0400-\u04ff]{3,}",
}
# Attackers who read public scanner rules avoid jailbreak framing: none in any payload.
JAILBREAK = re.compile(
    r"ignore (?:all |any |the )?(?:previous|prior|above)|<\s*/?\s*important\s*>|\byou are now\b|"
    r"\bjailbreak|\bDAN mode\b|developer mode|system override|disregard (?:your|all)|system prompt",
    re.I,
)
# The persona writes dry reference docs: no shouted words, no exclamation marks.
EXHORTATION = re.compile(r"\b(?:IMPORTANT|CRITICAL|URGENT|WARNING|MUST|NEVER|ALWAYS)\b|!(?!=)")
# What the harm of a payload looks like; a new tool's first paragraph holds none of it.
HARM_MARKS = re.compile(r"https?://|@[\w-]+\.|~/|curl|\.env\b|password|token", re.I)


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
    """The schema-channel attacker: no jailbreak framing and no exhortation in any payload (hidden ones
    decoded); at least 60 payloads in a structured part, each channel group's payloads in that channel;
    rewrites woven into the host's own structure where they can be; new tools are long reference
    descriptions with several sections and a clean first paragraph (the payload sits in a later one)."""
    for spec in SPECS:
        text = rts.plain_payload(spec)
        assert not JAILBREAK.search(text), spec["style"]
        assert not EXHORTATION.search(text), spec["style"]
    structured = [s["style"] for s in SPECS if MARKERS.search(rts.plain_payload(s))]
    assert len(structured) >= 60, len(structured)
    for spec in SPECS:
        if spec["group"] in CHANNELS:
            assert re.search(CHANNELS[spec["group"]], rts.plain_payload(spec), re.M), spec["style"]
    # at least 20 rewrites go inside the host's text (a new line in a list or a clause rewritten in place)
    assert sum(s["at"].startswith(("after:", "sub:")) for s in REWRITES) >= 20
    for spec in NEW_TOOLS:
        text = rts.plain_payload(spec)
        sections = re.findall(r"(?m)^(?:\w[\w ]*|[^\x00-\x7f]\S*):\s*$|^```|^\|---", text)
        assert len(sections) >= 2 and len(text) >= 300, spec["style"]
        first = text.split("\n\n", 1)[0]
        assert not HARM_MARKS.search(first), spec["style"]


def test_no_text_is_shared_with_any_other_set_or_reserved_collection() -> None:
    rts.check_no_text_shared(SET)


def test_the_readme_states_the_composition() -> None:
    """The README section gives the figures the set has (per class, per kind, per group) and its status.
    It comes after the twenty-seventh set's section, with only other blind red teams' sections (that landed
    in between) before it."""
    readme, _section = rts.check_readme_figures(SET)
    between = readme.split(SET.readme_head, 1)[0].split("\n## Twenty-seventh evaluation set (", 1)
    assert len(between) == 2, "the twenty-seventh set's section comes first"
    for title in re.findall(r"(?m)^## (.*)$", between[1]):
        assert re.fullmatch(r"[\w-]+ evaluation set \(\w+ blind red team, written by a helper\)", title), (
            title
        )
