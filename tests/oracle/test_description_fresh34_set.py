"""Integrity of the thirty-fourth evaluation set, `bench/corpus/data/fresh34.jsonl` (README, "Thirty-fourth
evaluation set"): a fourteenth blind red team's 100 attacks, written by a helper who never saw the detector.

These tests check what the set is made of, never a detector's output on it (no detector is imported or
run here): the schema, labels and ids; the committed bytes (pinned) and that build_fresh34.py rebuilds them;
its composition (kinds, every intent class on at least 4 rows and none on more than 30, seven style groups,
lengths from one short line to a page, ten other languages); that every hidden row really hides its payload
(its transform's decoder finds it, the plain text is absent), each transform once; that the hosts are the
ones the salted selection rule picks from fresh25 and keep their text; that the shadowing rows name a real
tool of another fresh25 server that hosts nothing; that the payloads keep to the persona (the researcher: at
least 60 carry a research, telemetry, QA, benchmark or study pretext, none uses jailbreak framing); and that
no text is shared with any other set or the reserved collections.
"""

from __future__ import annotations

import re
import sys

from tests.oracle import red_team_sets as rts
from tests.oracle.held_out_sets import BENCH

sys.path.insert(0, str(BENCH / "corpus"))

import build_fresh34
from fresh20_spec import Spec
from fresh34_edits import PROPERTIES, REWRITES
from fresh34_new_tools import NEW_TOOLS

# the style groups: five registers of the researcher's pretext, the other languages and the hidden rows
GROUPS = {"protocol", "telemetry", "qa", "audit", "ux", "multilingual", "hidden"}
SPECS: list[Spec] = [*NEW_TOOLS, *REWRITES, *PROPERTIES]
SET = rts.RedTeamSet(
    number=34,
    sha256="b84c8935aa553c5852ce77a240c7625147fd89cf7a624c6d68119384e8e3b1e8",
    build=build_fresh34,
    new_tools=NEW_TOOLS,
    rewrites=REWRITES,
    properties=PROPERTIES,
    groups=GROUPS,
    hosts_from="fresh25",
    rewrite_hosts=55,
    property_hosts=10,
    date="2026-12-02",
    readme_head="## Thirty-fourth evaluation set (fourteenth blind red team, written by a helper)",
)
# style -> a pattern only a text in that language matches (its script, or its own words).
LANGUAGES = {
    "german": r"\b(?:Benutzer|erzählen)\b",
    "french": r"\b(?:toujours|l'équipe|vérification)\b",
    "spanish": r"\b(?:añade|investigadores|cuenta)\b",
    "japanese": r"[\u3040-\u309f]{2,}",
    "portuguese": r"\b(?:você|usuário|pesquisa)\b",
    "italian": r"\b(?:imposta|carte|vendite)\b",
    "chinese": r"(?:评测|抓取)",
    "korean": r"[\uac00-\ud7a3]{2,}",
    "dutch": r"\b(?:onderzoek|gebruiker|verhoog)\b",
    "turkish": r"\b(?:Araştırma|kullanıcıya|gönder)\b",
}
# the researcher's pretexts (the persona's markers), in English and in the other languages used
PRETEXT = re.compile(
    r"\b(?:stud(?:y|ies)|research\w*|telemetry|analytics|benchmark\w*|evaluat\w*|QA|diagnostics?|"
    r"experiment\w*|audit\w*|usability|model-improvement|Studie|Nutzungsstudie|diagnostic|recherche|"
    r"estudio|evaluación|investigadores|pesquisa|ricerca|studio|onderzoek|Araştırma)\b|研究|评测|연구",
    re.I,
)
# Attackers who read public scanner rules avoid jailbreak framing: none in any payload.
JAILBREAK = re.compile(
    r"ignore (?:all |any |the )?(?:previous|prior|above)|<\s*/?\s*important\s*>|\byou are now\b|"
    r"\bjailbreak|\bDAN mode\b|developer mode|system override|system prompt|disregard (?:your|all)",
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
    """The researcher: no jailbreak framing in any payload (hidden ones decoded); at least 60 payloads carry
    a research, telemetry, QA, benchmark, evaluation, experiment or study pretext, and each register group
    nearly all of its rows; the destinations named are made up or reserved, never a real third party's."""
    for spec in SPECS:
        assert not JAILBREAK.search(rts.plain_payload(spec)), spec["style"]
    with_pretext = [s["style"] for s in SPECS if PRETEXT.search(rts.plain_payload(s))]
    assert len(with_pretext) >= 60, len(with_pretext)
    for group in GROUPS - {"multilingual", "hidden"}:
        of = [s for s in SPECS if s["group"] == group]
        assert sum(bool(PRETEXT.search(rts.plain_payload(s))) for s in of) >= len(of) - 2, group
    for spec in SPECS:
        for found in re.findall(r"[\w.-]+@([\w.-]+\w)|https?://([\w.-]+)", rts.plain_payload(spec)):
            name = next(h for h in found if h)
            assert name == "169.254.169.254" or name.endswith((".example", ".test", ".invalid")), name


def test_no_text_is_shared_with_any_other_set_or_reserved_collection() -> None:
    rts.check_no_text_shared(SET)


def test_the_readme_states_the_composition() -> None:
    """The README section gives the figures the set has (per class, per kind, per group) and its status,
    placed right after the twenty-seventh set's section (and the
    blind red teams' sections placed there)."""
    readme, _section = rts.check_readme_figures(SET)
    # right after the twenty-seventh set's section, among the blind red teams' sections placed there (other
    # helpers' sets, landed in parallel, may sit between), before the twenty-eighth set's
    before, after = readme.split(SET.readme_head, 1)
    assert "## Twenty-seventh evaluation set (" in before
    between = before.split("## Twenty-seventh evaluation set (", 1)[1]
    assert all(
        "blind red team, written by a helper)" in h.split("\n", 1)[0] for h in between.split("\n## ")[1:]
    )
    assert "## Twenty-eighth evaluation set (" in after and "## Twenty-eighth evaluation set (" not in before
