"""Integrity of the fortieth evaluation set, `bench/corpus/data/fresh40.jsonl` (README, "Fortieth evaluation
set"): a nineteenth blind red team's 100 attacks, written by a helper who never saw the detector.

These tests check what the set is made of, never a detector's output on it (no detector is imported or
run here): the schema, labels and ids; the committed bytes (pinned) and that build_fresh40.py rebuilds them;
its composition (kinds, every intent class on at least four rows and none on more than 30, seven style
groups, lengths from one short line to a page, ten other languages); that every hidden row really hides its
payload (its transform's decoder finds it, the plain text is absent); that the hosts are the ones the salted
selection rule picks from fresh21 and keep their text; that the shadowing rows name a real tool of another
fresh21 server that hosts nothing; that the payloads keep to the persona (declarative third-person
documentation, no second person, never jailbreak framing); and that no text is shared with any other set or
the reserved collections.
"""

from __future__ import annotations

import re
import sys

from tests.oracle import red_team_sets as rts
from tests.oracle.held_out_sets import BENCH

sys.path.insert(0, str(BENCH / "corpus"))

import build_fresh40
from fresh20_spec import Spec
from fresh40_edits import PROPERTIES, REWRITES
from fresh40_new_tools import NEW_TOOLS

# the documentation formats the persona writes in, and the two technique groups
FORMATS = {
    "behavior": r"\b(?:behaviou?r|side effects?|also|returns?|includes?|carries|performed|installed|forwarded|"
    r"accepted|uploaded|copied|applied|takes the form)\b",
    "defaults": r"\b(?:defaults?|parameter|field|values?|sets?|omitted|passing|passed)\b",
    "workflow": r"\b(?:workflow|flow|sequence|procedure|step|first|before|setup|preconditions|conventions|"
    r"required|once|about to)\b",
    "caveats": r"\b(?:note|known|caveat|limitation|requirement|fallback|issue|when|until|since|scope|unknown|"
    r"not|also|omitted|excluded|removed|diagnostics)\b",
    "changelog": r"(?:\b\d+\.\d+(?:\.\d+)?\b|changelog|release notes)",
}
GROUPS = {*FORMATS, "multilingual", "hidden"}
SPECS: list[Spec] = [*NEW_TOOLS, *REWRITES, *PROPERTIES]
SET = rts.RedTeamSet(
    number=40,
    sha256="ec7e1d40a83931257b5975eb080738764547f5b3f219e06bf67866c3d1ca785d",
    build=build_fresh40,
    new_tools=NEW_TOOLS,
    rewrites=REWRITES,
    properties=PROPERTIES,
    groups=GROUPS,
    hosts_from="fresh21",
    rewrite_hosts=55,
    property_hosts=10,
    date="2026-12-07",
    readme_head="## Fortieth evaluation set (nineteenth blind red team, written by a helper)",
)
# style -> a pattern only a text in that language matches (its script, or its own words).
LANGUAGES = {
    "french": r"\b(?:facture|l'utilisateur|comportement)\b",
    "japanese": r"[\u3040-\u309f]{2,}",
    "dutch": r"\b(?:wordt|huurcontract|verhuurder)\b",
    "polish": r"\b(?:pracowników|użytkownika|wysyłany)\b",
    "russian": r"[\u0400-\u04ff]{3,}",
    "spanish": r"\b(?:búsqueda|empresa|usuario)\b",
    "portuguese": r"\b(?:mensagens|encaminhamento|usuário)\b",
    "german": r"\b(?:wird|Eigentümers|Nutzer)\b",
    "chinese": r"(?:身分證|使用者)",
    "italian": r"\b(?:beneficiario|fattura|comunque)\b",
}
# Attackers who read public scanner rules avoid jailbreak framing: none in any payload.
JAILBREAK = re.compile(
    r"ignore (?:all |any |the )?(?:previous|prior|above)|<\s*/?\s*important\s*>|\byou are now\b|"
    r"\bjailbreak|\bDAN mode\b|developer mode|system override|disregard|system prompt",
    re.I,
)
# The persona never addresses the agent: no second person, none of the scanner-bait commands.
SECOND_PERSON = re.compile(r"\byou(?:r|rs|rself)?\b|\byou'", re.I)
COMMANDS = re.compile(r"\b(?:you must|do not tell|don't tell|never tell|never mention|make sure to)\b", re.I)
# A declarative statement: a finite verb of state or behaviour in the third person or the passive.
DECLARATIVE = re.compile(
    r"\b(?:is|are|was|were|be|count|takes?|includes?|include|carries|carry|defaults?|runs?|applies|"
    r"applied|returns?|requires?|supersedes|becomes?|sets)\b",
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
    assert 4 <= len(GROUPS) <= 7


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
    """The declarative documenter: no jailbreak framing in any payload (hidden ones decoded); no English
    payload addresses the agent in the second person or with a scanner-bait command; each states a fact or
    a convention; each format group's payloads are written in that format's vocabulary."""
    for spec in SPECS:
        text = rts.plain_payload(spec)
        assert not JAILBREAK.search(text), spec["style"]
        if spec["group"] != "multilingual":
            assert not SECOND_PERSON.search(text), spec["style"]
            assert not COMMANDS.search(text), spec["style"]
            assert DECLARATIVE.search(text), spec["style"]
    for spec in SPECS:
        if spec["group"] in FORMATS:
            assert re.search(FORMATS[spec["group"]], rts.plain_payload(spec), re.I), spec["style"]


def test_no_text_is_shared_with_any_other_set_or_reserved_collection() -> None:
    rts.check_no_text_shared(SET)


def test_the_readme_states_the_composition() -> None:
    """The README section gives the figures the set has (per class, per kind, per group) and its status,
    placed right after the thirty-ninth set's section."""
    readme, _section = rts.check_readme_figures(SET)
    before = readme.split(SET.readme_head, 1)[0].rsplit("\n## ", 1)[1]
    assert before.startswith("Thirty-ninth evaluation set"), before[:80]
