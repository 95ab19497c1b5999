"""Integrity of the train65 training collection, `bench/corpus/data/train65.jsonl` (README, "Training
collection train65"): attacks aimed at parameter (property) descriptions, most of them a real fresh19 text
with one clause spliced in, appended or replacing its last sentence, the same edits of tool descriptions
and whole new tools, and benign hard negatives made the same way, about 15% of each in languages other
than English, written by a helper as TRAINING data for the sentence model (never an evaluation set).

These tests check what the collection is made of, never a detector's output on it (no detector or model is
imported or run here): the schema, labels and ids; the committed bytes (pinned) and that build_train65.py
rebuilds them; the composition (labels, kinds, classes, languages); that each written text is in the
language its style names; that every hidden row really hides its payload; that the hosts are the ones the
salted hash rule picks from fresh19 (re-derived here) and that each edit keeps the host's text as the
placement says; that the shadowing rows name a real tool of another fresh19 server; that no text uses the
two voices left out for evaluation sets; and that no text is shared with any other set or the reserved
collections.
"""

from __future__ import annotations

import re
import sys

from tests.oracle.held_out_sets import BENCH, Row
from tests.oracle.test_description_labelled_set import CLASSES, FIELDS, RESERVED
from tests.oracle.train_sets import (
    LEFT_OUT_TERSE,
    TrainSet,
    check_committed_bytes,
    check_hidden_rows,
    check_labels_kinds_classes,
    check_no_left_out_marker,
    check_no_symbol,
    check_no_text_shared,
    check_readme_figures,
    check_schema,
    check_shadowing_rows,
    check_sources_by_language,
    host_pools,
    readme_section,
    woven_hosts,
    written,
)
from tests.oracle.train_sets import language as style_language

sys.path.insert(0, str(BENCH / "corpus"))

import build_train65

T = TrainSet(
    "train65",
    "505da7eaeafe16102135ca74f8c4b5e526ab7d164035b33cf2b9b2f66d2fd111",
    build_train65,
    "2026-12-07",
    "fresh19",
)
SALT = "train65:"
ATTACKS, BENIGN = 400, 193
# class -> the fewest attack rows that carry it
MIN_PER_CLASS = {
    "argument_tampering": 120,
    "concealment": 60,
    "privilege_goal": 60,
    "exfiltration": 40,
    "credential_access": 15,
    "forced_ordering": 15,
    "shadowing": 15,
    "agent_instruction": 15,
    "hidden_text": 15,
}
# language -> a pattern of its script or its own common words; the written text must carry matches
LANGUAGES = {
    "english": r"\b(?:the|to|and|of|is|a|for|this|with|in|on|be|are|it|from|by|as|when|not|an|you|your|or|if|through|than|any|all|every|each|its|at)\b",
    "spanish": r"\b(?:el|la|los|las|de|que|y|en|para|con|por|se|no|una?|del|al)\b",
    "german": r"\b(?:der|die|das|und|nicht|ist|mit|zu|den|ein|eine|wird|werden|für|auf|vor|aus|in)\b",
    "french": r"\b(?:le|la|les|de|des|et|en|un|une|pour|avec|est|pas|du|au|à|ne)\b",
    "portuguese": r"\b(?:o|a|os|as|de|que|e|em|para|com|não|do|da|um|uma|no|na)\b",
    "italian": r"\b(?:il|la|le|di|che|e|per|con|non|un|una|del|della|è|al|da|gli)\b",
    "dutch": r"\b(?:de|het|een|en|van|in|is|niet|op|te|met|voor|naar|zijn|worden|wordt)\b",
    "polish": r"\b(?:i|w|z|na|do|się|nie|jest|że|dla|przed|od|po|o)\b",
    "japanese": r"[\u3040-\u30ff]",
    "chinese-simplified": r"[\u4e00-\u9fff]",
    "russian": r"[\u0400-\u04ff]",
}
# The two voices left out on purpose (blind evaluation sets written at the same time use them): terse
# telegraphic fragments and friendly UX microcopy (`train_sets.LEFT_OUT_TERSE`), and no emoji either.
SENTENCE_END = re.compile(r"[.!?。！？](?=\s|$)")


def stored() -> list[Row]:
    return T.rows()


def language(row: Row) -> str:
    return style_language(row, LANGUAGES)


def test_the_committed_bytes_are_pinned_and_rebuild_identically() -> None:
    check_committed_bytes(T)


def test_schema_labels_and_ids() -> None:
    rows = stored()
    check_schema(T, rows, fields=FIELDS, classes=CLASSES, reserved=RESERVED)
    check_sources_by_language(T, rows, LANGUAGES)


def test_composition_labels_kinds_classes_languages() -> None:
    rows = stored()
    shares = {"property": (0.55, 0.65), "new_tool": (0.12, 0.18), "rewrite": (0.20, 0.28)}
    per_class = check_labels_kinds_classes(rows, ATTACKS, BENIGN, CLASSES, shares)
    for label, total in (("attack", ATTACKS), ("benign", BENIGN)):
        english = sum(language(r) == "english" for r in rows if r["label"] == label)
        assert 0.12 <= 1 - english / total <= 0.18, (label, english)
    for name, least in MIN_PER_CLASS.items():  # the weakest classes most
        assert per_class[name] >= least, (name, per_class[name])
    # most woven rows are minimal edits (a clause spliced in, or the last sentence replaced)
    woven = [s for s in build_train65.SPECS if s["kind"] != "new_tool"]
    assert sum(s["at"] in build_train65.MINIMAL for s in woven) >= 0.4 * len(woven)


def test_each_written_text_is_in_its_language() -> None:
    rows = stored()
    for row, spec in zip(rows, build_train65.SPECS, strict=True):
        lang = language(row)
        assert lang == spec["lang"], row["id"]
        text = spec["hide"][1] if spec["hide"] is not None else spec["text"]
        assert re.search(LANGUAGES[lang], text, re.IGNORECASE), row["id"]


def test_hidden_rows_really_hide_their_payload() -> None:
    check_hidden_rows(stored(), build_train65.SPECS, MIN_PER_CLASS["hidden_text"])


def test_hosts_are_the_ones_the_hash_rule_picks_and_keep_their_text() -> None:
    """Rewrites: fresh19's benign rewrite rows with 60..1,200 characters of old text, in sha256-of-id order;
    row train65-NNN starts at int(sha256("train65:" + id), 16) mod pool size and takes the first host no
    earlier row took. Properties: fresh19's benign property rows in sha256-of-id order, index
    int(sha256("train65:" + id), 16) mod pool size. Re-derived here, not taken from the build. The host's
    text stays: whole for `end`/`start`/`mid`/`clause`, all but its last sentence for `replace`."""
    assert len(host_pools(T)[1]) == 192
    rows = stored()
    hosts = woven_hosts(T, rows, SALT)  # also: each keeps its host's old text, tool and catalogue
    for row, spec in zip(rows, build_train65.SPECS, strict=True):
        if row["id"] not in hosts:
            continue
        assert f"({spec['at']})" in row["origin"], row["id"]
        old, new = row["old"], row["new"]
        kept = old.split()
        if spec["at"] == "replace":
            stem = old.rstrip()
            ends = [m.end() for m in SENTENCE_END.finditer(stem) if m.end() < len(stem)]
            kept = stem[: ends[-1]].split() if ends else stem.rstrip(".").split()
        words = iter(new.split())
        # the host's words stay, in order (a clause may come between a word and the mark ending it)
        assert all(any(w.rstrip(".!?。！？") in x for x in words) for w in kept), row["id"]
        assert new != old and len("".join(new.split())) > len("".join(kept)) + 5, row["id"]


def test_shadowing_rows_name_another_fresh19_servers_tool() -> None:
    check_shadowing_rows(T, stored(), build_train65.SPECS, MIN_PER_CLASS["shadowing"])


def test_no_text_uses_the_voices_left_out_for_evaluation_sets() -> None:
    """Neither attacks nor hard negatives use terse telegraphic fragments or friendly UX microcopy, nor any
    emoji; the texts written here (and hidden payloads) are checked, not the hosts' own words."""
    for row, spec in zip(stored(), build_train65.SPECS, strict=True):
        check_no_left_out_marker(written(spec), row["id"], LEFT_OUT_TERSE)
        check_no_symbol(written(spec), row["id"])


def test_no_text_is_shared_with_any_other_set_or_reserved_collection() -> None:
    check_no_text_shared(T, stored(), 18)


def test_the_readme_states_the_composition() -> None:
    """The README section gives the collection's figures and says it is training data."""
    _, section = readme_section(T)
    check_readme_figures(T, stored(), section, LANGUAGES)
