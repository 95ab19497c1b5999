"""Integrity of the twenty-second evaluation set, `bench/corpus/data/fresh22.jsonl` (README, "Twenty-second
evaluation set"): a fifth blind red team's 100 attacks, written by a helper who never saw the detector.

These tests check what the set is made of, never a detector's output on it (no detector is imported or
run here): the schema, labels and ids; the committed bytes (pinned) and that build_fresh22.py rebuilds them;
its composition (kinds, every intent class and none over 40% of rows, ten style groups, lengths from one
short clause to a page, ten rows in six other languages, three of them a foreign clause in an English host);
that every hidden row really hides its payload (its transform's decoder finds it, the plain text is absent,
no transform used more than twice); that the hosts are the ones the salted selection rule picks from fresh19
and keep their text; that the shadowing rows name a real tool of another fresh19 server that hosts nothing;
that the payloads keep to the persona (a quiet rug pull: one small contiguous edit of the vendor's text,
most of them inside it rather than appended, and no jailbreak framing); and that no text is shared with any
other set or the reserved collections.
"""

from __future__ import annotations

import re
import sys
from collections import Counter

from tests.oracle import red_team_sets as rts
from tests.oracle.held_out_sets import BENCH, Row

sys.path.insert(0, str(BENCH / "corpus"))

import build_fresh22
from fresh20_spec import Spec
from fresh22_edits import PROPERTIES, REWRITES
from fresh22_new_tools import NEW_TOOLS

GROUPS = {
    "clause",
    "flip",
    "paramdoc",
    "note",
    "example",
    "field",
    "newtool",
    "crossserver",
    "multilingual",
    "hidden",
}
SPECS: list[Spec] = [*NEW_TOOLS, *REWRITES, *PROPERTIES]
SET = rts.RedTeamSet(
    number=22,
    sha256="b02121da46d6acd1ecc18c8006f6cf8e4587ccfebe873745acb41605ab4ce7f9",
    build=build_fresh22,
    new_tools=NEW_TOOLS,
    rewrites=REWRITES,
    properties=PROPERTIES,
    groups=GROUPS,
    hosts_from="fresh19",
    rewrite_hosts=60,
    property_hosts=15,
    date="2026-12-02",
    readme_head="## Twenty-second evaluation set (fifth blind red team, written by a helper)",
)
# language -> a pattern only a text in that language matches (its script, or its own words).
LANGUAGES = {
    "chinese": r"[\u4e00-\u9fff]{4,}",
    "korean": r"[\uac00-\ud7af]{2,}",
    "german": r"\b(?:Nutzers|protokolliert|gefolgt|Gemeinden|Kanton)\b",
    "spanish": r"\b(?:cuota|preguntar|ampliaciones)\b",
    "italian": r"\b(?:chiave|ambiente|chiedere)\b",
    "french": r"(?:requêtes|\bjeton\b|\butiliser\b)",
}
# style of each multilingual row -> its language; the `-in-english` ones are a foreign clause in an English host
MULTILINGUAL = {
    "chinese": "chinese",
    "chinese-inline": "chinese",
    "chinese-notes-list": "chinese",
    "chinese-one-liner": "chinese",
    "chinese-args": "chinese",
    "korean": "korean",
    "german": "german",
    "spanish-in-english": "spanish",
    "italian-in-english": "italian",
    "french-in-english": "french",
}
# Attackers who read public scanner rules avoid this framing: no payload uses it.
JAILBREAK = re.compile(
    r"ignore (?:all |any |the )?(?:previous|prior|above)|<\s*/?\s*important\s*>|\byou are now\b|"
    r"\bjailbreak|\bDAN mode\b|developer mode|system override|disregard (?:your|all)",
    re.I,
)


def planted_with_hosts() -> list[tuple[Row, Spec, Row]]:
    """(row, its spec, its rule-picked host) for the 75 rewrites and properties."""
    hosts, prop_hosts, _ = rts.rule_hosts(SET)
    rows = rts.stored(SET)[len(NEW_TOOLS) :]
    return list(zip(rows, [*REWRITES, *PROPERTIES], [*hosts, *prop_hosts], strict=True))


def edit(before: str, after: str) -> tuple[int, int, int]:
    """(characters removed, characters added, characters kept after the edit) of the one contiguous edit
    that turns `before` into `after` (the longest common prefix and suffix are kept)."""
    p = 0
    while p < min(len(before), len(after)) and before[p] == after[p]:
        p += 1
    s = 0
    while s < min(len(before), len(after)) - p and before[-1 - s] == after[-1 - s]:
        s += 1
    return len(before) - p - s, len(after) - p - s, s


def test_the_committed_bytes_are_pinned_and_rebuild_identically() -> None:
    rts.check_bytes_pinned_and_rebuilt(SET)


def test_schema_labels_and_ids() -> None:
    rts.check_schema_labels_and_ids(SET)


def test_composition_kinds_classes_groups() -> None:
    rts.check_composition(
        SET, kinds={"new_tool": 25, "rewrite": 60, "property": 15}, class_min=3, class_max=40, group_min=4
    )


def test_lengths_range_from_one_short_clause_to_a_page() -> None:
    rts.check_lengths(
        SET,
        unit="chars",
        skip_multilingual=False,
        shortest_at_most=70,
        longest_at_least=1200,
        short=(120, 20),
        long=(250, 5),
    )


def test_ten_rows_in_other_languages() -> None:
    rows = rts.stored(SET)
    multilingual = [(r, s) for r, s in zip(rows, SPECS, strict=True) if s["group"] == "multilingual"]
    assert sorted(r["style"] for r, _ in multilingual) == sorted(MULTILINGUAL)
    assert Counter(r["kind"] for r, _ in multilingual) == {"rewrite": 9, "property": 1}
    hosts = {r["id"]: h for r, _, h in planted_with_hosts()}
    for row, spec in multilingual:
        language = MULTILINGUAL[row["style"]]
        assert spec["text"] in row["new"], row["id"]
        assert re.search(LANGUAGES[language], spec["text"], re.IGNORECASE), row["id"]
        others = [p for lang, p in LANGUAGES.items() if lang != language]
        assert not any(re.search(p, spec["text"], re.IGNORECASE) for p in others), row["id"]
        host = hosts[row["id"]]["new"]
        if row["style"].endswith("-in-english"):
            # an English vendor text with only the inserted clause in the other language
            assert not re.search(LANGUAGES[language], host, re.IGNORECASE), row["id"]
            assert re.fullmatch(r"[\x00-\x7f\u2000-\u206f]*", host), row["id"]
        else:
            # the host is published in that language: the payload matches the vendor's own
            assert re.search(LANGUAGES[language], host, re.IGNORECASE), row["id"]
    rts.check_other_payloads_are_latin(SET)


def test_hidden_rows_really_hide_their_payload() -> None:
    hidden = rts.check_hidden_rows(SET, each_transform_once=False)
    assert Counter(r["kind"] for r, _ in hidden) == {"new_tool": 3, "rewrite": 5, "property": 2}


def test_hosts_are_the_ones_the_rule_picks() -> None:
    rts.check_hosts_are_the_rule_picks(SET, host_text="changed")


def test_shadowing_rows_name_another_servers_tool() -> None:
    shadowing = rts.check_shadowing_rows(SET, size=(8, 8), min_new_tools=3)
    assert Counter(r["kind"] for r in shadowing) == {"new_tool": 4, "rewrite": 3, "property": 1}


def test_payloads_keep_to_the_persona() -> None:
    """A quiet rug pull: each planted row is the vendor's new text with one small contiguous edit (the rest
    kept byte for byte), most of them inside the text rather than appended, several rewriting the vendor's
    own words; and no jailbreak framing in any payload (hidden ones decoded)."""
    for spec in SPECS:
        assert not JAILBREAK.search(rts.plain_payload(spec)), spec["style"]
    inside = rewritten = 0
    for row, spec, host in planted_with_hosts():
        removed, added, kept_after = edit(host["new"], row["new"])
        assert added > 0 and removed <= 200, (row["id"], removed)
        if spec["hide"] is None:
            assert added <= 260, (row["id"], added)  # a clause or two, never a new section
        inside += kept_after > 0
        rewritten += spec["at"].startswith("sub:")
    assert inside >= 35, inside  # the vendor's text continues after the edit
    assert rewritten >= 55, rewritten  # edits made in the host's own sentences, not appended paragraphs
    # the flip group changes the vendor's own words (something of the host is replaced, not only added)
    for row, spec, _host in planted_with_hosts():
        if spec["group"] == "flip":
            old_words = spec["at"].removeprefix("sub:")
            assert spec["at"].startswith("sub:") and old_words not in row["new"], row["id"]


def test_no_text_is_shared_with_any_other_set_or_reserved_collection() -> None:
    rts.check_no_text_shared(SET, min_others=21)


def test_the_readme_states_the_composition() -> None:
    """The README section gives the figures the set has (per class, per kind, per group) and its status."""
    readme, _section = rts.check_readme_figures(SET)
    # right after the twentieth set's section
    assert readme.split(SET.readme_head, 1)[0].rsplit("\n## ", 1)[1].startswith("Twentieth evaluation set")
