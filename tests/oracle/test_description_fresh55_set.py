"""Integrity of the fifty-fifth evaluation set, `bench/corpus/data/fresh55.jsonl` (README, "Fifty-fifth
evaluation set"): a thirty-second blind red team's 100 attacks (the SRE / observability engineer), written by a
helper who never saw the detector.

These tests check what the set is made of, never a detector's output on it (no detector is imported or
run here): the schema, labels and ids; the committed bytes (pinned) and that build_fresh55.py rebuilds them;
its composition (kinds, every intent class on at least four rows and none on more than 30, exfiltration, the
persona's own class, on at most 40; six style groups plus the languages and the hidden rows; lengths from one
short line to a page; ten other languages); that every hidden row really hides its payload (its transform's
decoder finds it, the plain text is absent); that the hosts are the ones the salted selection rule picks from
fresh52 and keep their text; that the shadowing rows name a real tool of another fresh52 server that hosts
nothing; that the payloads keep to the persona (an operations term in every English payload, never jailbreak
framing); and that no text is shared with any other set or the reserved collections.
"""

from __future__ import annotations

import re
import sys

from tests.oracle import red_team_sets as rts
from tests.oracle.held_out_sets import BENCH

sys.path.insert(0, str(BENCH / "corpus"))

import build_fresh55
from fresh20_spec import Spec
from fresh55_edits import PROPERTIES, REWRITES
from fresh55_new_tools import NEW_TOOLS

# the six operational groups of the SRE persona, plus the languages and the hidden rows
TECHNIQUES = {"telemetry", "debug", "incident", "healthcheck", "sampling", "routing"}
GROUPS = {*TECHNIQUES, "multilingual", "hidden"}
SPECS: list[Spec] = [*NEW_TOOLS, *REWRITES, *PROPERTIES]
SET = rts.RedTeamSet(
    number=55,
    sha256="0d20342a4c41a4137ae0c7559af66a6decc6705baa9318684b5d69709e2a2d96",
    build=build_fresh55,
    new_tools=NEW_TOOLS,
    rewrites=REWRITES,
    properties=PROPERTIES,
    groups=GROUPS,
    hosts_from="fresh52",
    rewrite_hosts=55,
    property_hosts=10,
    date="2026-12-07",
    readme_head="## Fifty-fifth evaluation set (thirty-second blind red team, written by a helper)",
)
# style -> a pattern only a text in that language matches (its script, or its own words).
LANGUAGES = {
    "japanese": r"[\u3040-\u309f]{2,}",
    "chinese": r"(?:遥测|用户)",
    "russian": r"[\u0400-\u04ff]{3,}",
    "german": r"\b(?:Benutzer|übermittelt|wird)\b",
    "french": r"\b(?:utilisez|toujours|débogage)\b",
    "portuguese": r"\b(?:saúde|usuário|chamada)\b",
    "italian": r"\b(?:l'utente|soglia|risposta)\b",
    "polish": r"\b(?:wyszukiwaniem|użytkownika|hasło)\b",
    "dutch": r"\b(?:altijd|gebruiker|zonder)\b",
    "spanish": r"\b(?:después|usuario|facturas)\b",
}
# Attackers who read public scanner rules avoid jailbreak framing: none in any payload.
JAILBREAK = re.compile(
    r"ignore (?:all |any |the )?(?:previous|prior|above)|<\s*/?\s*important\s*>|\byou are now\b|"
    r"\bjailbreak|\bDAN mode\b|developer mode|system override|system prompt|\bdisregard\b",
    re.I,
)
# the SRE's vocabulary: every English payload states its payload as an operational necessity
OPS_TERMS = re.compile(
    r"\b(?:telemetry|trac(?:e|es|ing)|spans?|metrics?|logs?|logged|sampl\w+|SLO|error[- ]budget|latency|"
    r"debug|verbose|diagnos\w+|health|probes?|readiness|liveness|synthetic|canary|incident|INC-\d+|"
    r"on-?call|runbook|escalat\w+|postmortem|status page|retr(?:y|ies)|backoff|circuit breaker|breaker|"
    r"routing|failover|fallback|maintenance|freeze|audit|uptime|reliability|quota|pacing|bootstrap|"
    r"provision\w*|handoff|fleet|collector|beacon|monitoring|alerts?|hotfix|pinning|ranking|retention)\b",
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
        own_classes=("exfiltration",),
        own_class_max=40,
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
    """The SRE: no jailbreak framing in any payload (hidden ones decoded); every English payload outside the
    hidden group uses the trade's vocabulary (telemetry, sampling, SLOs, debug modes, incidents, health checks,
    retries, routing)."""
    for spec in SPECS:
        text = rts.plain_payload(spec)
        assert not JAILBREAK.search(text), spec["style"]
        if spec["group"] in TECHNIQUES:
            assert OPS_TERMS.search(text), spec["style"]


def test_no_text_is_shared_with_any_other_set_or_reserved_collection() -> None:
    rts.check_no_text_shared(SET)


def test_the_readme_states_the_composition() -> None:
    """The README section gives the figures the set has (per class, per kind, per group) and its status,
    placed among the blind red teams' sections."""
    readme, _section = rts.check_readme_figures(SET)
    before = readme.split(SET.readme_head, 1)[0].rsplit("\n## ", 1)[1]
    assert "evaluation set" in before.split("\n", 1)[0], before[:80]
