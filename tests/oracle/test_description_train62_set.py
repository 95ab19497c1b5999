"""Integrity of the train62 training collection, `bench/corpus/data/train62.jsonl` (README, "Training
collection train62"): attacks aimed at the weakest classes (argument tampering, privilege/goal) and benign
hard negatives, about 15% of each in languages other than English, written by a helper as TRAINING data for
the sentence model (never an evaluation set).

These tests check what the collection is made of, never a detector's output on it (no detector or model is
imported or run here): the schema, labels and ids; the committed bytes (pinned) and that build_train62.py
rebuilds them; the composition (labels, kinds, classes, languages); that each row's text is in the language
its style names; that every hidden row really hides its payload; that the hosts are the ones the hash rule
picks from fresh21 (re-derived here) and keep their text; that the shadowing rows name a real tool of
another fresh21 server; that no text uses the two voices left out for evaluation sets; and that no text is
shared with any other set or the reserved collections.
"""

from __future__ import annotations

import re
import sys

from tests.oracle import train_sets as shared
from tests.oracle.held_out_sets import BENCH, Row
from tests.oracle.test_description_labelled_set import CLASSES, FIELDS, RESERVED

sys.path.insert(0, str(BENCH / "corpus"))

import build_train62

TRAIN62 = shared.TrainSet(
    "train62",
    sha256="89154066b2743dd6dbbc9b5162463a8e5f334aacea26944cfe41e0b332bf8f01",
    build=build_train62,
    date="2026-12-07",
    hosts="fresh21",
)
ATTACKS, BENIGN = 382, 186
# class -> the fewest attack rows that carry it
MIN_PER_CLASS = {
    "argument_tampering": 120,
    "privilege_goal": 80,
    "concealment": 20,
    "exfiltration": 20,
    "credential_access": 20,
    "forced_ordering": 20,
    "shadowing": 20,
    "hidden_text": 10,
}
# language -> a pattern of its script or its own common words; the written text must add matches to the
# host's (rewrites and properties) or carry them (new tools). The same 13 as train66's.
LANGUAGES = shared.LANGUAGES_13


def stored() -> list[Row]:
    return TRAIN62.rows()


def language(row: Row) -> str:
    return shared.language(row, LANGUAGES)


def test_the_committed_bytes_are_pinned_and_rebuild_identically() -> None:
    shared.check_committed_bytes(TRAIN62)


def test_schema_labels_and_ids() -> None:
    rows = stored()
    shared.check_schema(TRAIN62, rows, fields=FIELDS, classes=CLASSES, reserved=RESERVED)
    shared.check_sources_by_language(TRAIN62, rows, LANGUAGES)


def test_composition_labels_kinds_classes_languages() -> None:
    rows = stored()
    shares = {"new_tool": (0.20, 0.30), "rewrite": (0.30, 0.40), "property": (0.34, 0.45)}
    # every intent class, the weakest ones most
    per_class = shared.check_labels_kinds_classes(rows, ATTACKS, BENIGN, CLASSES, shares)
    for label, total in (("attack", ATTACKS), ("benign", BENIGN)):
        english = sum(language(r) == "english" for r in rows if r["label"] == label)
        assert 0.10 <= 1 - english / total <= 0.20, (label, english)
    for name, least in MIN_PER_CLASS.items():
        assert per_class[name] >= least, (name, per_class[name])


def test_each_rows_text_is_in_its_language() -> None:
    rows = stored()
    for row, spec in zip(rows, build_train62.SPECS, strict=True):
        lang = language(row)
        assert lang == spec["lang"], row["id"]
        if lang == "english" and spec["voice"] in ("yaml", "json"):
            continue  # a YAML or JSON snippet carries keys, not English function words
        pattern = re.compile(LANGUAGES[lang], re.IGNORECASE)
        if spec["hide"] is not None:  # some reveals (rot13) garble the host: check the payload itself
            assert pattern.search(spec["hide"][1]), row["id"]
            continue
        new, old = row["new"], row["old"] or ""
        assert len(pattern.findall(new)) > len(pattern.findall(old)), row["id"]


def test_hidden_rows_really_hide_their_payload() -> None:
    shared.check_hidden_rows(stored(), build_train62.SPECS, MIN_PER_CLASS["hidden_text"])


def test_hosts_are_the_ones_the_hash_rule_picks() -> None:
    """Rewrites: fresh21's benign rewrite rows with 60..1,200 characters of old text, in sha256-of-id order;
    row train62-NNN starts at int(sha256(id), 16) mod pool size and takes the first host no earlier row
    took. Properties: fresh21's benign property rows in sha256-of-id order, index int(sha256(id), 16) mod
    pool size. Re-derived here, not taken from the build."""
    shared.check_hosts_the_hash_rule_picks(TRAIN62, stored())


def test_shadowing_rows_name_another_fresh21_servers_tool() -> None:
    shared.check_shadowing_rows(TRAIN62, stored(), build_train62.SPECS, MIN_PER_CLASS["shadowing"])


def test_no_text_uses_the_voices_left_out_for_evaluation_sets() -> None:
    """Neither attacks nor hard negatives use usage guidance for the model ("Use this tool when ...", "When
    to use", "Best practices") or Python docstring sections (Args:/Returns:/Raises:, Sphinx, NumPy); the
    texts written here (and revealed payloads) are checked, not the hosts' own words."""
    for row, spec in zip(stored(), build_train62.SPECS, strict=True):
        shared.check_no_left_out_marker(shared.written(spec), row["id"])
        assert spec["at"] in ("end", "start", "mid"), row["id"]


def test_no_text_is_shared_with_any_other_set_or_reserved_collection() -> None:
    shared.check_no_text_shared(TRAIN62, stored(), 18)


def test_the_readme_states_the_composition() -> None:
    """The README section gives the collection's figures and says it is training data."""
    _, section = shared.readme_section(TRAIN62)
    shared.check_readme_figures(TRAIN62, stored(), section, LANGUAGES)
