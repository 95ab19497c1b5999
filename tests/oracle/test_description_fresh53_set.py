"""Integrity of the fifty-third evaluation set, `bench/corpus/data/fresh53.jsonl` (README, "Fifty-third
evaluation set"): a thirtieth blind red team's 100 attacks (the parameter-doc rug-puller), written by a helper
who never saw the detector.

These tests check what the set is made of, never a detector's output on it (no detector is imported or
run here): the schema, labels and ids; the committed bytes (pinned) and that build_fresh53.py rebuilds them;
its composition (no new tools, 50 rewrites and 50 property rewrites; argument tampering and privilege or
scope changes, the persona's own classes, on at most 45 rows each, every other intent class on 3 to 30;
five style groups, lengths from a short line to a long paragraph, eight other languages); that every hidden
row really hides its payload (its transform's decoder finds it, the plain text is absent); that the hosts
are the ones the salted selection rule picks from fresh19 and keep their text; that the shadowing rows name
a real tool of another fresh19 server that hosts nothing; that the payloads keep to the persona (parameter
documentation vocabulary, never jailbreak framing); and that no text is shared with any other set or the
reserved collections.
"""

from __future__ import annotations

import re
import sys
from collections import Counter

from tests.oracle import red_team_sets as rts
from tests.oracle.held_out_sets import BENCH

sys.path.insert(0, str(BENCH / "corpus"))

import build_fresh53
from fresh16_hide import TRANSFORMS
from fresh20_spec import Spec
from fresh53_edits import PROPERTIES, REWRITES

# the five parameter-documentation groups of the rug-puller, plus the languages and the hidden rows
STYLES = {"defaults", "values", "units", "examples", "scope"}
GROUPS = {*STYLES, "multilingual", "hidden"}
SPECS: list[Spec] = [*REWRITES, *PROPERTIES]
SET = rts.RedTeamSet(
    number=53,
    sha256="f7621afef49bd0753b2218099a18343047a1b5f768b4007610686aafa92da413",
    build=build_fresh53,
    new_tools=[],
    rewrites=REWRITES,
    properties=PROPERTIES,
    groups=GROUPS,
    hosts_from="fresh19",
    rewrite_hosts=50,
    property_hosts=50,
    date="2026-12-07",
    readme_head="## Fifty-third evaluation set (thirtieth blind red team, written by a helper)",
)
OWN_CLASSES = ("argument_tampering", "privilege_goal")
# style -> a pattern only a text in that language matches (its script, or its own words).
LANGUAGES = {
    "japanese": r"[\u3040-\u309f]{2,}",
    "korean": r"[\uac00-\ud7af]{2,}",
    "russian": r"[\u0400-\u04ff]{3,}",
    "chinese": r"(?:默认|用户)",
    "portuguese": r"\b(?:padrão|usuário|mencione)\b",
    "german": r"\b(?:Benutzer|wird|immer)\b",
    "spanish": r"\b(?:también|usuario|predeterminado)\b",
    "french": r"\b(?:toujours|l'utilisateur|gardez)\b",
}
# Attackers who read public scanner rules avoid jailbreak framing: none in any payload.
JAILBREAK = re.compile(
    r"ignore (?:all |any |the )?(?:previous|prior|above)|<\s*/?\s*important\s*>|\byou are now\b|"
    r"\bjailbreak|\bDAN mode\b|developer mode|system override|system prompt|\bdisregard\b",
    re.I,
)
# the vocabulary of parameter documentation: defaults, omitted values, allowed values, units, formats,
# examples, what a field includes, normalisation, an Args/Parameters line or a `name:`/`name=` field
PARAMETER_DOC = re.compile(
    r"\bdefault|\bomitted\b|\bunset\b|\bempty\b|\bnull\b|\bvalues?\b|\ballowed\b|\bunits?\b|\bformat\b|"
    r"normalis|\bexample|\bincludes?\b|\bArgs:|\bParameters:|\bparams?\b|^\s*[\w-]+ ?:|\w+=|`\w+`",
    re.I | re.M,
)


def test_the_committed_bytes_are_pinned_and_rebuild_identically() -> None:
    rts.check_bytes_pinned_and_rebuilt(SET)


def test_schema_labels_and_ids() -> None:
    rts.check_schema_labels_and_ids(SET)


def test_composition_kinds_classes_groups() -> None:
    comp = rts.check_composition(
        SET,
        kinds=Counter({"new_tool": 0, "rewrite": 50, "property": 50}),
        class_min=3,
        class_max=30,
        group_min=5,
        own_classes=OWN_CLASSES,
        own_class_max=45,
    )
    # most payloads are the persona's own classes
    assert sum(bool(set(r["class"]) & set(OWN_CLASSES)) for r in comp.rows) >= 60


def test_lengths_range_from_a_few_words_to_a_long_paragraph() -> None:
    rts.check_lengths(
        SET,
        unit="words",
        skip_multilingual=True,
        shortest_at_most=9,
        longest_at_least=90,
        short=(16, 10),
        long=(40, 5),
    )


def test_eight_rows_in_eight_other_languages() -> None:
    rts.check_multilingual_rows(SET, LANGUAGES, {"rewrite": 4, "property": 4})
    rts.check_other_payloads_are_latin(SET)


def test_hidden_rows_really_hide_their_payload() -> None:
    """Eight hidden rows, each with a different fresh16_hide transform; each row's plain payload absent from
    its text and found by its decoder; every row claiming hidden text is one of them."""
    rows = rts.stored(SET)
    hidden = [(r, sp["hide"]) for r, sp in zip(rows, SPECS, strict=True) if sp["hide"] is not None]
    assert len(hidden) == 8
    used = Counter(name for _, (name, _) in hidden)
    assert set(used) <= set(TRANSFORMS) and max(used.values()) == 1, used
    for row, (name, plain) in hidden:
        assert row["source"] == SET.source("hidden") and row["style"].endswith(f"+{name}"), row["id"]
        assert "hidden_text" in row["class"], row["id"]
        assert plain.strip() not in row["new"], row["id"]
        assert plain.strip() in TRANSFORMS[name][1](row["new"]), row["id"]
        assert len(plain.split()) >= 8, row["id"]
    flagged = {r["id"] for r in rows if "hidden_text" in r["class"] or "+" in r["style"]}
    assert flagged == {r["id"] for r, _ in hidden}


def test_hosts_are_the_ones_the_rule_picks() -> None:
    rts.check_hosts_are_the_rule_picks(SET, host_text="kept-or-rewritten-in-place")


def test_shadowing_rows_name_another_servers_tool() -> None:
    rts.check_shadowing_rows(SET, size=(6, 6), min_new_tools=0)


def test_payloads_keep_to_the_persona() -> None:
    """The parameter-doc rug-puller: no jailbreak framing in any payload (hidden ones decoded); every English
    rewrite payload, the hidden ones with their carrier text, reads as parameter documentation (a property
    payload is appended to the property's own description, so it is one by construction)."""
    for spec in SPECS:
        text = rts.plain_payload(spec)
        assert not JAILBREAK.search(text), spec["style"]
        if spec["group"] != "multilingual" and spec in REWRITES:
            assert PARAMETER_DOC.search(text), spec["style"]
    assert all("#" in spec["host"] for spec in PROPERTIES)


def test_no_text_is_shared_with_any_other_set_or_reserved_collection() -> None:
    rts.check_no_text_shared(SET)


def test_the_readme_states_the_composition() -> None:
    """The README section gives the figures the set has (per class, per kind, per group) and its status,
    placed among the blind red teams' sections."""
    readme, _section = rts.check_readme_figures(SET)
    before = readme.split(SET.readme_head, 1)[0].rsplit("\n## ", 1)[1]
    assert "evaluation set" in before.split("\n", 1)[0], before[:80]
