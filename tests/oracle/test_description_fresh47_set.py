"""Integrity of the forty-seventh evaluation set, `bench/corpus/data/fresh47.jsonl` (README, "Forty-seventh
evaluation set"): a twenty-fifth blind red team's 100 attacks (the minimal-diff rug-puller), written by a
helper who never saw the detector.

These tests check what the set is made of, never a detector's output on it (no detector is imported or
run here): the schema, labels and ids; the committed bytes (pinned) and that build_fresh47.py rebuilds them;
its composition (no new tools, 70 rewrites and 30 property rewrites, every intent class on at least four
rows and none on more than 30, seven style groups, ten other languages); that every hidden row really hides
its payload; that the hosts are the ones the salted selection rule picks from fresh17 and keep their text;
that the shadowing rows name a real tool of another fresh17 server that hosts nothing; that the payloads keep
to the persona (each changes or adds at most 12 words of the host's text, never jailbreak framing); and that
no text is shared with any other set or the reserved collections.
"""

from __future__ import annotations

import re
import sys
from collections import Counter

from tests.oracle import red_team_sets as rts
from tests.oracle.held_out_sets import BENCH

sys.path.insert(0, str(BENCH / "corpus"))

import build_fresh47
from fresh20_spec import Spec
from fresh47_edits import PROPERTIES, REWRITES
from fresh47_new_tools import NEW_TOOLS

# the five technique groups of the minimal-diff rug-puller, plus the languages and the hidden rows
TECHNIQUES = {"default", "scope", "clause", "swap", "shadow"}
GROUPS = {*TECHNIQUES, "multilingual", "hidden"}
SPECS: list[Spec] = [*NEW_TOOLS, *REWRITES, *PROPERTIES]
SET = rts.RedTeamSet(
    number=47,
    sha256="78d32049c366924b1c2d5c26a3eb977bc53f2035e8158d8a40f4ce1663c1e046",
    build=build_fresh47,
    new_tools=NEW_TOOLS,
    rewrites=REWRITES,
    properties=PROPERTIES,
    groups=GROUPS,
    hosts_from="fresh17",
    rewrite_hosts=70,
    property_hosts=30,
    date="2026-12-07",
    readme_head="## Forty-seventh evaluation set (twenty-fifth blind red team, written by a helper)",
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
MAX_WORDS = 12  # the persona: a diff a reviewer waves through changes or adds at most this many words


def test_the_committed_bytes_are_pinned_and_rebuild_identically() -> None:
    rts.check_bytes_pinned_and_rebuilt(SET)


def test_schema_labels_and_ids() -> None:
    rts.check_schema_labels_and_ids(SET)


def test_composition_kinds_classes_groups() -> None:
    rts.check_composition(
        SET,
        kinds=Counter({"new_tool": 0, "rewrite": 70, "property": 30}),
        class_min=4,
        class_max=30,
        group_min=5,
    )
    assert NEW_TOOLS == []


def test_ten_rows_in_ten_other_languages() -> None:
    rts.check_multilingual_rows(SET, LANGUAGES, {"rewrite": 7, "property": 3})
    rts.check_other_payloads_are_latin(SET)


def test_hidden_rows_really_hide_their_payload() -> None:
    rts.check_hidden_rows(SET, each_transform_once=True)


def test_hosts_are_the_ones_the_rule_picks() -> None:
    rts.check_hosts_are_the_rule_picks(SET, host_text="kept-or-rewritten-in-place")


def test_shadowing_rows_name_another_servers_tool() -> None:
    # fresh17 has six servers ranked after the 70 rewrite hosts that host no property row: one row each
    rts.check_shadowing_rows(SET, size=(6, 6), min_new_tools=0)


def added_words(spec: Spec) -> int:
    """How many words the payload changes or adds: all of an appended payload's words (a hidden one's plain
    words); for a clause rewritten in place, the words of the payload that the host's clause did not have."""
    text = rts.plain_payload(spec)
    if spec["at"].startswith("sub:"):
        return sum((Counter(text.split()) - Counter(spec["at"].removeprefix("sub:").split())).values())
    return len(text.split())


def test_payloads_keep_to_the_persona() -> None:
    """The minimal-diff rug-puller: no jailbreak framing in any payload (hidden ones decoded); every payload
    changes or adds at most 12 words of the host's real text, which stays (rows of the host check); some
    rewrite a clause of the host in place rather than append."""
    for spec in SPECS:
        assert not JAILBREAK.search(rts.plain_payload(spec)), spec["style"]
        assert 1 <= added_words(spec) <= MAX_WORDS, (spec["style"], added_words(spec))
    assert sum(spec["at"].startswith("sub:") for spec in SPECS) >= 5


def test_no_text_is_shared_with_any_other_set_or_reserved_collection() -> None:
    rts.check_no_text_shared(SET)


def test_the_readme_states_the_composition() -> None:
    """The README section gives the figures the set has (per class, per kind, per group) and its status,
    placed among the blind red teams' sections."""
    readme, _section = rts.check_readme_figures(SET)
    before = readme.split(SET.readme_head, 1)[0].rsplit("\n## ", 1)[1]
    assert "evaluation set" in before.split("\n", 1)[0], before[:80]
