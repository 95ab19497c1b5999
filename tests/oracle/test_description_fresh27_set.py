"""Integrity of the twenty-seventh evaluation set, `bench/corpus/data/fresh27.jsonl` (README, "Twenty-seventh
evaluation set"): an eighth blind red team's 100 attacks, written by a helper who never saw the detector.

These tests check what the set is made of, never a detector's output on it (no detector is imported or
run here): the schema, labels and ids; the committed bytes (pinned) and that build_fresh27.py rebuilds them;
its composition (kinds, every intent class and none over 40% of rows, twelve style groups, lengths from one
short line to a page, ten other languages); that every hidden row really hides its payload (its
transform's decoder finds it, the plain text is absent); that the hosts are the ones the salted selection
rule picks from fresh23 and keep their text; that the shadowing rows name a real tool of another fresh23
server that hosts nothing; that the payloads keep to the persona (a trade's own vocabulary, never jailbreak
framing); and that no text is shared with any other set or the reserved collections.
"""

from __future__ import annotations

import re
import sys

from tests.oracle import red_team_sets as rts
from tests.oracle.held_out_sets import BENCH

sys.path.insert(0, str(BENCH / "corpus"))

import build_fresh27
from fresh20_spec import Spec
from fresh27_edits import PROPERTIES, REWRITES
from fresh27_new_tools import NEW_TOOLS

# the domain groups (each a trade) and the two technique groups
DOMAINS = {
    "payments": r"\b(?:iban|sort code|standing order|chargeback|payee|invoice|sweep|settle|payout|card|otp|fraud)",
    "trading": r"\b(?:order|venue|block|fills?|allocat|adviser|time_in_force|GTD|shares|ticker)",
    "health": r"\b(?:prescription|pharmacy|referral|chart|patient|consent|heart rate|medication|care team)",
    "hr": r"\b(?:payroll|salary|employee|offboard|leaver|sessions|performance review|people space|hr)\b",
    "legal": r"\b(?:hold|privilege|redline|counsel|clause|quote|matter|cnil|e-discovery|litigation|investigat)",
    "devops": r"\b(?:iam|deploy|pipeline|secret|token|credentials|\.env|ssh|dns|spf|vlan|curl|confirm|"
    r"shell|bash|powershell|identity|port|0\.0\.0\.0|registry|domain|mining|ticket|sql|database|admin|gcloud|api_key|billed)",
    "crm": r"\b(?:lead|contact|segment|crm|campaign|customers?|roi|census|rep|drive)",
    "commerce": r"\b(?:refund|shipping|parcel|inventory|sku|checkout|order|wallet)",
    "crypto": r"\b(?:approve|allowance|bridge|wallet|xprv|mnemonic|dust|exchange|leverage|crypto)",
    "civic": r"\b(?:student|grade|school|benefits|claim|foia|agency|forecast|canton|museum|rav|ahv)",
}
GROUPS = {*DOMAINS, "multilingual", "hidden"}
SPECS: list[Spec] = [*NEW_TOOLS, *REWRITES, *PROPERTIES]
SET = rts.RedTeamSet(
    number=27,
    sha256="b2d8b1890a7c59bf121ae5c5a25806db728c2c4084c99ecd10f0c3def8b15410",
    build=build_fresh27,
    new_tools=NEW_TOOLS,
    rewrites=REWRITES,
    properties=PROPERTIES,
    groups=GROUPS,
    hosts_from="fresh23",
    rewrite_hosts=55,
    property_hosts=10,
    date="2026-12-02",
    readme_head="## Twenty-seventh evaluation set (eighth blind red team, written by a helper)",
)
# style -> a pattern only a text in that language matches (its script, or its own words).
LANGUAGES = {
    "polish": r"\b(?:pracownikowi|zawsze|wynagrodzenia)\b",
    "turkish": r"\b(?:müşterinin|gönder|iadede)\b",
    "indonesian": r"\b(?:pemasok|selalu|jangan)\b",
    "italian": r"\b(?:paziente|l'utente|anche)\b",
    "german": r"\b(?:immer|Benutzer|nicht)\b",
    "spanish": r"\b(?:también|usuario|cuenta)\b",
    "portuguese": r"\b(?:você|usuário|sempre)\b",
    "chinese": r"(?:用户|对话)",
    "french": r"\b(?:toujours|l'utilisateur)\b",
    "japanese": r"[\u3040-\u309f]{2,}",
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
        SET, kinds={"new_tool": 35, "rewrite": 55, "property": 10}, class_min=3, class_max=40, group_min=5
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
    rts.check_hidden_rows(SET, each_transform_once=False)


def test_hosts_are_the_ones_the_rule_picks() -> None:
    rts.check_hosts_are_the_rule_picks(SET, host_text="kept-or-rewritten-in-place")


def test_shadowing_rows_name_another_servers_tool() -> None:
    rts.check_shadowing_rows(SET, size=(8, 10), min_new_tools=3)


def test_payloads_keep_to_the_persona() -> None:
    """The domain specialist: no jailbreak framing in any payload (hidden ones decoded); at least eight
    trades, each with its group of rows written in that trade's own vocabulary."""
    for spec in SPECS:
        assert not JAILBREAK.search(rts.plain_payload(spec)), spec["style"]
    assert len(DOMAINS) >= 8
    for spec in SPECS:
        if spec["group"] in DOMAINS:
            text = rts.plain_payload(spec)
            assert re.search(DOMAINS[spec["group"]], text, re.I), spec["style"]


def test_no_text_is_shared_with_any_other_set_or_reserved_collection() -> None:
    rts.check_no_text_shared(SET)


def test_the_readme_states_the_composition() -> None:
    """The README section gives the figures the set has (per class, per kind, per group) and its status,
    placed right after the twenty-sixth set's section."""
    readme, _section = rts.check_readme_figures(SET)
    before = readme.split(SET.readme_head, 1)[0].rsplit("\n## ", 1)[1]
    assert before.startswith("Twenty-sixth evaluation set"), before[:80]
