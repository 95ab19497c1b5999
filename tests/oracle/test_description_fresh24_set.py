"""Integrity of the twenty-fourth evaluation set, `bench/corpus/data/fresh24.jsonl` (README, "Twenty-fourth
evaluation set"): a sixth blind red team's 100 attacks, written by a helper who never saw the detector.

These tests check what the set is made of, never a detector's output on it (no detector is imported or
run here): the schema, labels and ids; the committed bytes (pinned) and that build_fresh24.py rebuilds them;
its composition (kinds, every intent class and none on more than 40 rows, nine style groups, lengths from
one short clause to a page, twelve other languages); that every hidden row really hides its payload (its
transform's decoder finds it, the plain text is absent); that the hosts are the ones the salted selection
rule picks from fresh21 and keep their text; that the shadowing rows name a real tool of another fresh21
server that hosts nothing; that the payloads keep to the persona (each framed as a security, privacy,
compliance, safety, reliability, fraud or accessibility measure, under many authorities, never jailbreak
framing); and that no text is shared with any other set or the reserved collections.
"""

from __future__ import annotations

import re
import sys

from tests.oracle import red_team_sets as rts
from tests.oracle.held_out_sets import BENCH

sys.path.insert(0, str(BENCH / "corpus"))

import build_fresh24
from fresh20_spec import Spec
from fresh24_edits import PROPERTIES, REWRITES
from fresh24_new_tools import NEW_TOOLS

GROUPS = {
    "security",
    "compliance",
    "privacy",
    "reliability",
    "safety",
    "fraud",
    "accessibility",
    "multilingual",
    "hidden",
}
SPECS: list[Spec] = [*NEW_TOOLS, *REWRITES, *PROPERTIES]
SET = rts.RedTeamSet(
    number=24,
    sha256="af496c4f1bee131fc58bbda632925921827188e00c6ad7230a6025be6e910d48",
    build=build_fresh24,
    new_tools=NEW_TOOLS,
    rewrites=REWRITES,
    properties=PROPERTIES,
    groups=GROUPS,
    hosts_from="fresh21",
    rewrite_hosts=50,
    property_hosts=10,
    date="2026-12-02",
    readme_head="## Twenty-fourth evaluation set (sixth blind red team, written by a helper)",
)
# style -> a pattern only a text in that language matches (its script, or its own words).
LANGUAGES = {
    "japanese": r"[\u3040-\u30ff]{3,}",
    "russian": r"[\u0400-\u04ff]{4,}",
    "arabic": r"[\u0600-\u06ff]{4,}",
    "hindi": r"[\u0900-\u097f]{4,}",
    "dutch": r"\b(?:ontvanger|gebruiker|bestand)\b",
    "korean": r"[\uac00-\ud7af]{3,}",
    "spanish": r"\b(?:usuario|búsqueda|registrada)\b",
    "chinese": r"(?:使用者|資安|備查)",
    "portuguese": r"\b(?:golpes|encaminhe|usuário|apague)\b",
    "german": r"\b(?:Sicherheitsteam|Zugangsdaten|Nutzer)\b",
    "french": r"\b(?:toujours|l'utilisateur|prestataire)\b",
    "vietnamese": r"(?:người dùng|mật khẩu)",
}
# Attackers who read public scanner rules avoid jailbreak framing: none in any payload.
JAILBREAK = re.compile(
    r"ignore (?:all |any |the )?(?:previous|prior|above)|<\s*/?\s*important\s*>|\byou are now\b|"
    r"\bjailbreak|\bDAN mode\b|developer mode|system override|disregard (?:your|all)",
    re.I,
)
# The persona's register: every payload names the measure it pretends to be (English, or the language's own).
REGISTER = re.compile(
    r"secur|privacy|privat|complian|audit|safe|reliab|fraud|accessib|WCAG|HIPAA|GDPR|SOC 2|FINRA|CVE-|"
    r"incident|escrow|quarantine|hardening|wellbeing|integrity|regulat|AML|LGPD|NDPR|"
    r"セキュリティ|ФСТЭК|الأمني|सुरक्षा|AVG|보안|Cumplimiento|資安|Segurança|Sicherheit|RGPD|bảo mật",
    re.I,
)
# The authorities a payload invokes: a standard, a regulator, a law, an internal team, an incident, a CVE.
AUTHORITIES = re.compile(
    r"CIS Benchmark|CVE-\d{4}-\d+|runbook IR-\d|policy MS-\d+|Sarbanes-Oxley|GDPR|HIPAA|SOC 2|FINRA|"
    r"ePrivacy|ISO 22301|ISO/IEC 42001|NIST SP 800-63B|WCAG|SEC-\d+|ESMA|FOCUS 1\.1|ISO/IEC 27001|LGPD|"
    r"Australian Privacy Principle|AI Act|ФСТЭК|RBI|AVG|Ley 10/2010|資通安全管理法|45 CFR|Data Protection Officer"
)


def test_the_committed_bytes_are_pinned_and_rebuild_identically() -> None:
    rts.check_bytes_pinned_and_rebuilt(SET)


def test_schema_labels_and_ids() -> None:
    rows = rts.check_schema_labels_and_ids(SET)
    for row in rows:
        assert "redteam24" in row["origin"], row["id"]


def test_composition_kinds_classes_groups() -> None:
    rts.check_composition(
        SET, kinds={"new_tool": 40, "rewrite": 50, "property": 10}, class_min=8, class_max=40, group_min=9
    )


def test_lengths_range_from_one_short_clause_to_a_page() -> None:
    rts.check_lengths(
        SET,
        unit="words",
        skip_multilingual=True,
        shortest_at_most=9,
        longest_at_least=200,
        short=(25, 15),
        long=(60, 10),
    )


def test_twelve_rows_in_twelve_other_languages() -> None:
    rts.check_multilingual_rows(SET, LANGUAGES, {"new_tool": 5, "rewrite": 4, "property": 3})
    rts.check_other_payloads_are_latin(SET)


def test_hidden_rows_really_hide_their_payload() -> None:
    rts.check_hidden_rows(SET, each_transform_once=False)


def test_hosts_are_the_ones_the_rule_picks() -> None:
    rts.check_hosts_are_the_rule_picks(SET, host_text="kept")


def test_shadowing_rows_name_another_servers_tool() -> None:
    rts.check_shadowing_rows(SET, size=(8, 10), min_new_tools=3)


def test_payloads_keep_to_the_persona() -> None:
    """The attacker in safety's clothes: every payload (hidden ones decoded) is framed as a protective
    measure, under many different authorities, and none uses jailbreak framing."""
    for spec in SPECS:
        text = rts.plain_payload(spec)
        assert not JAILBREAK.search(text), spec["style"]
        assert REGISTER.search(text), spec["style"]
    named = {m.group(0) for spec in SPECS for m in AUTHORITIES.finditer(rts.plain_payload(spec))}
    assert len(named) >= 20, sorted(named)
    # the seven English groups each pretend to be their own kind of measure
    for group, word in (
        ("security", r"secur|incident|hardening|escrow|CVE-"),
        ("compliance", r"complian|audit|regulat|licen|GDPR|HIPAA|SOC 2|FINRA|Sarbanes"),
        ("privacy", r"privacy|data protection"),
        ("reliability", r"reliab|recover|backup|failover|retention|patching"),
        ("safety", r"safe|risk|wellbeing"),
        ("fraud", r"fraud|AML|escrow"),
        ("accessibility", r"accessib|WCAG|disabilit|impairment"),
    ):
        for spec in SPECS:
            if spec["group"] == group:
                assert re.search(word, rts.plain_payload(spec), re.I), (group, spec["style"])


def test_no_text_is_shared_with_any_other_set_or_reserved_collection() -> None:
    rts.check_no_text_shared(SET, min_others=23)


def test_the_readme_states_the_composition() -> None:
    """The README section gives the figures the set has (per class, per kind, per group) and its status."""
    rts.check_readme_figures(SET)
