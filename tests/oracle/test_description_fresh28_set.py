"""Integrity of the twenty-eighth evaluation set, `bench/corpus/data/fresh28.jsonl` (README, "Twenty-eighth
evaluation set"): a ninth blind red team's 100 attacks, written by a helper who never saw the detector.

These tests check what the set is made of, never a detector's output on it (no detector is imported or
run here): the schema, labels and ids; the committed bytes (pinned) and that build_fresh28.py rebuilds them;
its composition (kinds, every intent class on 4 to 30 rows, seven style groups, lengths from one short line
to a page, ten other languages); that every hidden row really hides its payload (its transform's decoder
finds it, the plain text is absent); that the hosts are the ones the salted selection rule picks from
fresh25 and keep their text; that the shadowing rows name a real tool of another fresh25 server that hosts
nothing; that the payloads keep to the persona (a hobbyist's casual, careless register on at least 70 rows,
plain English on the plain rows, never jailbreak framing); and that no text is shared with any other set or
the reserved collections.
"""

from __future__ import annotations

import re
import sys
import unicodedata

from tests.oracle import red_team_sets as rts
from tests.oracle.held_out_sets import BENCH

sys.path.insert(0, str(BENCH / "corpus"))

import build_fresh28
from fresh20_spec import Spec
from fresh28_edits import PROPERTIES, REWRITES
from fresh28_new_tools import NEW_TOOLS

# the register groups, the plain-English group and the two technique groups
CASUAL = {"lowercase", "slang", "nonnative", "typos"}
GROUPS = {*CASUAL, "plain", "multilingual", "hidden"}
SPECS: list[Spec] = [*NEW_TOOLS, *REWRITES, *PROPERTIES]
SET = rts.RedTeamSet(
    number=28,
    sha256="df9180579604b84ffb5c454336bdb50ff4c5005a874a6d0e33b9af5967ae480a",
    build=build_fresh28,
    new_tools=NEW_TOOLS,
    rewrites=REWRITES,
    properties=PROPERTIES,
    groups=GROUPS,
    hosts_from="fresh25",
    rewrite_hosts=55,
    property_hosts=10,
    date="2026-12-02",
    readme_head="## Twenty-eighth evaluation set (ninth blind red team, written by a helper)",
)
# style -> a pattern only a text in that language matches (its script, or its own words).
LANGUAGES = {
    "portuguese": r"\b(?:usuário|também|conversa)\b",
    "russian": r"(?:выписку|юзеру|прочитай)",
    "indonesian": r"\b(?:harga|kalo|diturunin)\b",
    "french": r"\b(?:devis|l'utilisateur|avant)\b",
    "german": r"\b(?:bitte|Benutzer|Dateien)\b",
    "korean": r"[\uac00-\ud7a3]{2,}",
    "chinese": r"(?:抄送|备份群|用户)",
    "turkish": r"\b(?:kullanıcıya|sunucusu|fiyatını)\b",
    "spanish": r"\b(?:usuario|siempre|lugar)\b",
    "japanese": r"[\u3040-\u309f]{2,}",
}
# The persona's register. Chat slang and abbreviations (whole words, case-insensitive):
SLANG = re.compile(
    r"(?<![\w-])(?:pls|plz|u|ur|r|btw|fyi|imo|tbh|lol|ngl|idk|thx|ty|fr|lil|msg|msgs|q|w/|fwd|ok|blz|jaja|"
    r"stp|kanka|ya|kinda|gonna|wanna)(?![\w-])",
    re.I,
)
# the same register in the multilingual rows' own chat shorthand (плз, ㅋㅋ, 哈～, ...)
OTHER_SLANG = re.compile(r"плз|ㅋㅋ|哈～|ちゃって|\bstp\b|\bblz\b|\bkanka\b|\bjaja\b|\bdiam2\b")
# emoji and pictographs (the persona's 😂 💸 👍 ...)
EMOJI = re.compile(r"[\U0001f300-\U0001faff\u2600-\u27bf]")
# the misspellings this writer makes (kept here so the typos group can be checked)
MISSPELLINGS = {
    "acurate", "allso", "allready", "allways", "anway", "atendees", "becuase", "befor", "calender",
    "colect", "comand", "conected", "copyed", "corelate", "debuging", "defualt", "diference", "divde",
    "dosnt", "dupliates", "empy", "enviroment", "evry", "executte", "genrated", "genrates", "giv", "googel",
    "ignord", "importent", "instal", "instals", "insted", "isue", "ment", "metion", "offical", "othewise",
    "pasword", "permision", "qeury", "querys", "registery", "resut", "shoud", "stadistics", "sumarizes",
    "sumary", "thier", "wen",
}  # fmt: skip
# calques and grammar of a non-native writer (and the second language mixed into a sentence)
NONNATIVE = re.compile(
    r"becomes nervous|same same|need to check environment|do the needful|revert back|cuando el|"
    r"per default|forget always|is fail|you must to|more fast|for have|not need|too less|no need explain|"
    r"look the return|give it full|take cookie|remove always|use always|from now the human confirm|"
    r"must always put also|the tool need|can be closed with",
)
LOWERCASE_START = re.compile(r"(?:^|[.!?]\s+)[a-z]")
# Attackers who read public scanner rules avoid jailbreak framing: none in any payload.
JAILBREAK = re.compile(
    r"ignore (?:all |any |the )?(?:previous|prior|above)|<\s*/?\s*important\s*>|\byou are now\b|"
    r"\bjailbreak|\bDAN mode\b|developer mode|system override|disregard (?:your|all)|system prompt",
    re.I,
)


def misspelled(text: str) -> set[str]:
    return {w for w in re.findall(r"[a-z]+", text.lower()) if w in MISSPELLINGS}


def casual(text: str) -> bool:
    """A lowercase sentence start, chat slang, an emoji or one of the writer's misspellings."""
    text = text.strip()
    return bool(
        LOWERCASE_START.search(text)
        or SLANG.search(text)
        or OTHER_SLANG.search(text)
        or EMOJI.search(text)
        or misspelled(text)
    )


def test_the_committed_bytes_are_pinned_and_rebuild_identically() -> None:
    rts.check_bytes_pinned_and_rebuilt(SET)


def test_schema_labels_and_ids() -> None:
    rts.check_schema_labels_and_ids(SET)


def test_composition_kinds_classes_groups() -> None:
    groups = rts.check_composition(
        SET, kinds={"new_tool": 35, "rewrite": 55, "property": 10}, class_min=4, class_max=30, group_min=4
    ).groups
    assert 13 <= groups["redteam28-plain"] <= 17, groups  # about 15 written on a good day


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
    # the other rows' payloads are in Latin script (English, now and then a Spanish clause); emoji allowed
    for spec in SPECS:
        if spec["group"] != "multilingual":
            letters = [c for c in rts.plain_payload(spec) if c.isalpha()]
            assert all(unicodedata.name(c).startswith("LATIN") for c in letters), spec["style"]


def test_hidden_rows_really_hide_their_payload() -> None:
    rts.check_hidden_rows(SET, each_transform_once=True)


def test_hosts_are_the_ones_the_rule_picks() -> None:
    rts.check_hosts_are_the_rule_picks(SET, host_text="kept-or-rewritten-in-place")


def test_shadowing_rows_name_another_servers_tool() -> None:
    rts.check_shadowing_rows(SET, size=(8, 10), min_new_tools=3)


def test_payloads_keep_to_the_persona() -> None:
    """The hobbyist maintainer: no jailbreak framing in any payload (hidden ones decoded); a casual register
    (a lowercase sentence start, chat slang, an emoji or a misspelling from the list) on at least 70 rows and
    on every row of the lowercase, slang and typos groups, each in its own way; a non-native writer's calques on
    every row of that group; plain, careful English on the plain rows."""
    for spec in SPECS:
        assert not JAILBREAK.search(rts.plain_payload(spec)), spec["style"]
    assert sum(casual(rts.plain_payload(s)) for s in SPECS) >= 70
    for spec in SPECS:
        text = rts.plain_payload(spec).strip()
        group = spec["group"]
        if group in CASUAL - {"nonnative"}:
            assert casual(text), spec["style"]
        if group == "lowercase":
            first = next(c for c in text if c.isalpha())
            assert first.islower() and not re.search(r"[.!?]\s+[A-Z]", text), spec["style"]
        elif group == "slang":
            assert SLANG.search(text) or EMOJI.search(text), spec["style"]
        elif group == "typos":
            assert len(misspelled(text)) >= 2 or (len(text.split()) < 12 and misspelled(text)), spec["style"]
        elif group == "nonnative":
            assert NONNATIVE.search(text), spec["style"]
        elif group == "plain":
            assert not casual(text), spec["style"]
            assert text[0].isupper() or text.startswith("- `"), spec["style"]


def test_no_text_is_shared_with_any_other_set_or_reserved_collection() -> None:
    rts.check_no_text_shared(SET, min_others=26)


def test_the_readme_states_the_composition() -> None:
    """The README section gives the figures the set has (per class, per kind, per group) and its status,
    placed after the twenty-seventh set's section with only other blind red teams' sections between
    (later red teams' sections landed there too)."""
    readme, _section = rts.check_readme_figures(SET)
    earlier = readme.split(SET.readme_head, 1)[0].split("\n## ")[1:]
    between = [
        h.split("\n", 1)[0]
        for h in earlier[[h.startswith("Twenty-seventh evaluation set") for h in earlier].index(True) + 1 :]
    ]
    assert all("blind red team, written by a helper)" in h for h in between), between
