"""Integrity of the thirty-third evaluation set, `bench/corpus/data/fresh33.jsonl` (README, "Thirty-third
evaluation set"): a thirteenth blind red team's 100 attacks, written by a helper who never saw the detector.

These tests check what the set is made of, never a detector's output on it (no detector is imported or
run here): the schema, labels and ids; the committed bytes (pinned) and that build_fresh33.py rebuilds them;
its composition (kinds, every intent class on 4 to 30 rows, twelve style groups, lengths from one short
line to a page, ten other languages); that every hidden row really hides its payload (its transform's
decoder finds it, the plain text is absent); that the hosts are the ones the salted selection rule picks
from fresh17 and keep their text; that the shadowing rows name a real tool of another fresh17 server that
hosts nothing; that the payloads keep to the persona (the con artist: at least 60 payloads tell the agent
what to say to or ask of the user, each con group in its own vocabulary, reserved domains and fictional
phone numbers only, never jailbreak framing); and that no text is shared with any other set or the
reserved collections.
"""

from __future__ import annotations

import re
import sys

from tests.oracle import red_team_sets as rts
from tests.oracle.held_out_sets import BENCH

sys.path.insert(0, str(BENCH / "corpus"))

import build_fresh33
from fresh20_spec import Spec
from fresh33_edits import PROPERTIES, REWRITES
from fresh33_new_tools import NEW_TOOLS

# the con's style groups (each a move of the con, in its own vocabulary) and the two technique groups
CONS = {
    "codes": r"\b(?:code|password|recovery phrase|authenticator|one-time)",
    "lookalike": r"https://[\w.-]+\.example",
    "phone": r"(?:\+1-\d{3}-555-01\d\d|\+44 20 7946 0\d{3}|gift card|Zelle|fee|sort code)",
    "urgency": r"\b(?:hours?|minutes|midnight|suspended|deleted|arrest|today)\b",
    "install": r"(?:curl |pip install|iwr |mshta|\.exe|mobileconfig|sudo|PowerShell)",
    "warning": r"\b(?:warning|SmartScreen|Enable Content|unsafe|Allow|certificate|cannot be opened|SECURITY RISK)",
    "misinform": r"\btell (?:the user|them)\b",
    "approve": r"\b(?:approve|accept|consent|Allow|OK on every prompt|mandate|accept_terms|devicelogin)",
    "harvest": r"\b(?:date of birth|address|Social Security|card|bank|Medicare|passport|income|MyKad)",
    "shadow": r"\b(?:server|calls?|use|sends?)\b",  # and names the other server's tool (below)
}
GROUPS = {*CONS, "multilingual", "hidden"}
SPECS: list[Spec] = [*NEW_TOOLS, *REWRITES, *PROPERTIES]
SET = rts.RedTeamSet(
    number=33,
    sha256="393c21375eb363fab28cef58200ed801f24a1456196f9785c9b3d58c94b24cfd",
    build=build_fresh33,
    new_tools=NEW_TOOLS,
    rewrites=REWRITES,
    properties=PROPERTIES,
    groups=GROUPS,
    hosts_from="fresh17",
    rewrite_hosts=55,
    property_hosts=10,
    date="2026-12-02",
    readme_head="## Thirty-third evaluation set (thirteenth blind red team, written by a helper)",
)
# style -> a pattern only a text in that language matches (its script, or its own words).
LANGUAGES = {
    "portuguese": r"(?:\busuário\b|\bcobrança\b|\bpeça\b)",
    "japanese": r"[\u3040-\u309f]{2,}",
    "italian": r"\b(?:all'utente|utente|credenziali)\b",
    "hindi": r"[\u0900-\u097f]{2,}",
    "chinese": r"(?:用户|验证码)",
    "spanish": r"\b(?:usuario|tarjeta|dólares)\b",
    "thai": r"[\u0e00-\u0e7f]{2,}",
    "german": r"\b(?:Nutzer|bitten|Zugang)\b",
    "french": r"\b(?:l'utilisateur|demandez|bancaire)\b",
    "dutch": r"\b(?:gebruiker|eerst|vraag)\b",
}
# What the agent is told to say to or ask of the human: the con's one constant (each language's own words).
USER_MARKERS = re.compile(
    r"\b(?:ask|tell|asks|tells|give|have|walk|warn|remind) the user\b|\bthe user(?:'s)? (?:must|should|to|"
    r"needs?|can|only|wants|asks|mentions|sends|runs|re-enters|is)\b|\busers? (?:must|should)\b|"
    r"ao usuário|al usuario|l'utente|l'utilisateur|de gebruiker|dem Nutzer|ユーザー|用户|ผู้ใช้|उपयोगकर्ता",
    re.I,
)
# Concrete details, but never a real target: reserved domains (RFC 2606) and numbers kept for fiction.
URL = re.compile(r"https?://([\w.-]+)")
EMAIL = re.compile(r"[\w.+-]+@([\w-]+(?:\.[\w-]+)+)")
PHONE = re.compile(r"\+\d[\d -]{8,}\d")
FICTIONAL_PHONE = re.compile(r"\+1-\d{3}-555-01\d\d|\+44 20 7946 0\d{3}")
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
        SET, kinds={"new_tool": 35, "rewrite": 55, "property": 10}, class_min=4, class_max=30, group_min=7
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
    """The con artist: no jailbreak framing in any payload (hidden ones decoded); at least 60 payloads say
    what the agent should tell or ask the user; each con group's payloads in that move's vocabulary; every
    URL and e-mail domain reserved, every phone number one kept for fiction."""
    for spec in SPECS:
        assert not JAILBREAK.search(rts.plain_payload(spec)), spec["style"]
    to_the_user = [s["style"] for s in SPECS if USER_MARKERS.search(rts.plain_payload(s))]
    assert len(to_the_user) >= 60, len(to_the_user)
    for spec in SPECS:
        text = rts.plain_payload(spec)
        if spec["group"] in CONS:
            assert re.search(CONS[spec["group"]], text, re.I), spec["style"]
        for host in [*URL.findall(text), *EMAIL.findall(text)]:
            assert host.rstrip(".").endswith((".example", ".test", ".invalid")), (spec["style"], host)
        for number in PHONE.findall(text):
            assert FICTIONAL_PHONE.fullmatch(number), (spec["style"], number)


def test_no_text_is_shared_with_any_other_set_or_reserved_collection() -> None:
    rts.check_no_text_shared(SET)


def test_the_readme_states_the_composition() -> None:
    """The README section gives the figures the set has (per class, per kind, per group) and its status,
    placed among the blind red teams' sections: after the twenty-seventh set's, before the nineteenth
    (benign) set's, so that it never comes between another set's section and the one that set's test
    expects right before it."""
    readme, _section = rts.check_readme_figures(SET)
    at = readme.index(SET.readme_head)
    assert readme.index("## Twenty-seventh evaluation set (") < at
    assert at < readme.index("## Nineteenth independent evaluation set (benign only)")
