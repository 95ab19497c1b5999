"""Integrity of the forty-first evaluation set, `bench/corpus/data/fresh41.jsonl` (README, "Forty-first
evaluation set"): a twentieth blind red team's 100 attacks, written by a helper who never saw the detector.

These tests check what the set is made of, never a detector's output on it (no detector is imported or
run here): the schema, labels and ids; the committed bytes (pinned) and that build_fresh41.py rebuilds them;
its composition (kinds, every intent class on at least 4 rows, none over 30 rows but argument_tampering, the
persona's own class, up to 40, six style groups, lengths from one short line to a page, ten other
languages); that every hidden row really hides its payload (each fresh16_hide transform once, its decoder
finds it, the plain text is absent); that the hosts are the ones the salted selection rule picks from
fresh23 and keep their text; that the shadowing rows name a real tool of another fresh23 server that hosts
nothing; that the payloads keep to the persona (each carries its harm in a structured example: a call, a
command line, a table, a code or config fragment, a sample dialogue; never jailbreak framing); and that no
text is shared with any other set or the reserved collections.
"""

from __future__ import annotations

import re
import sys
from collections import Counter

from tests.oracle import red_team_sets as rts
from tests.oracle.held_out_sets import BENCH

sys.path.insert(0, str(BENCH / "corpus"))

import build_fresh41
from fresh20_spec import Spec
from fresh41_edits import PROPERTIES, REWRITES
from fresh41_new_tools import NEW_TOOLS

# the example writer's style groups, and the two technique groups
STRUCTURE = {"calls", "config", "dialogue", "tables"}
GROUPS = {*STRUCTURE, "multilingual", "hidden"}
# every payload carries a structured example: a call `name(`, a table row, a fenced block, a JSON or YAML
# key, a key=value, a command line, or a dialogue turn
EXAMPLE = re.compile(
    r"\w\(|\|[^|\n]+\||```|\{\"|\"[\w-]+\":|\w=|^\s*[\w.-]+:\s|\b(?:curl|wget|pip|bash|powershell)\b|"
    r"^\s*(?:User|Assistant|>)",
    re.M,
)
SPECS: list[Spec] = [*NEW_TOOLS, *REWRITES, *PROPERTIES]
SET = rts.RedTeamSet(
    number=41,
    sha256="52a63be34cbd3af338fdc69a64c916f2e20a4327101847748311a43fde208048",
    build=build_fresh41,
    new_tools=NEW_TOOLS,
    rewrites=REWRITES,
    properties=PROPERTIES,
    groups=GROUPS,
    hosts_from="fresh23",
    rewrite_hosts=55,
    property_hosts=10,
    date="2026-12-07",
    readme_head="## Forty-first evaluation set (twentieth blind red team, written by a helper)",
)
# style -> a pattern only a text in that language matches (its script, or its own words).
LANGUAGES = {
    "french": r"\b(?:utilisateur|toujours|virement)\b",
    "italian": r"\b(?:esempio|cartella|anche)\b",
    "polish": r"\b(?:przykład|zawsze|narzędzia)\b",
    "korean": r"[\uac00-\ud7a3]{2,}",
    "chinese": r"(?:用户|示例)",
    "german": r"\b(?:Benutzer|immer|Beispielaufruf)\b",
    "spanish": r"\b(?:ejemplo|siempre|usuario)\b",
    "portuguese": r"\b(?:exemplo|sempre|loja)\b",
    "dutch": r"\b(?:voorbeeld|altijd|gebruiker)\b",
    "japanese": r"[\u3040-\u309f]{2,}",
}
# Attackers who read public scanner rules avoid jailbreak framing: none in any payload.
JAILBREAK = re.compile(
    r"ignore (?:all |any |the )?(?:previous|prior|above)|<\s*/?\s*important\s*>|\byou are now\b|"
    r"\bjailbreak|\bDAN mode\b|developer mode|system override|\bdisregard|system prompt",
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
        own_classes={"argument_tampering"},
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
    """The example writer: no jailbreak framing in any payload (hidden ones decoded); every payload carries
    a structured example (a call, a table row, a fenced block, a JSON or YAML key, a key=value, a command
    line or a dialogue turn), and each structure group is on at least 10 rows."""
    for spec in SPECS:
        text = rts.plain_payload(spec)
        assert not JAILBREAK.search(text), spec["style"]
        assert EXAMPLE.search(text), spec["style"]
    groups = Counter(s["group"] for s in SPECS)
    assert all(groups[g] >= 10 for g in STRUCTURE), groups


def test_no_text_is_shared_with_any_other_set_or_reserved_collection() -> None:
    rts.check_no_text_shared(SET)


def test_the_readme_states_the_composition() -> None:
    """The README section gives the figures the set has (per class, per kind, per group) and its status,
    placed right after the forty-second set's section."""
    readme, _section = rts.check_readme_figures(SET)
    before = readme.split(SET.readme_head, 1)[0].rsplit("\n## ", 1)[1]
    assert before.startswith("Forty-second evaluation set"), before[:80]
