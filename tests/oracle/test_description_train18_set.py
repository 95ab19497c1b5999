"""Integrity of the train18 training collection, `bench/corpus/data/train18.jsonl` (README, "Training
collection train18"): attacks in eight attacker personas' voices and benign hard negatives, written by a
helper as TRAINING data for the sentence model (never an evaluation set).

These tests check what the collection is made of, never a detector's output on it (no detector or model is
imported or run here): the schema, labels and ids; the committed bytes (pinned) and that build_train18.py
rebuilds them; the composition (labels, kinds, every intent class, the personas and registers, fifteen
other languages); that every hidden row really hides its payload; that the hosts are the ones the hash
rule picks from fresh13 (re-derived here) and keep their text; that the shadowing rows name a real tool of
another fresh13 server; and that no text is shared with any other set or the reserved collections.
"""

from __future__ import annotations

import re
import sys
from collections import Counter

from tests.oracle import train_sets as shared
from tests.oracle.held_out_sets import BENCH, Row
from tests.oracle.test_description_labelled_set import CLASSES, FIELDS, RESERVED

sys.path.insert(0, str(BENCH / "corpus"))

import build_train18

TRAIN18 = shared.TrainSet(
    "train18",
    sha256="13f40336dc89abbd2ff7e3216b5d93ec45567fff9ff3c41a4369c9d354f94014",
    build=build_train18,
    date="2026-12-02",
    hosts="fresh13",
)
ATTACKS, BENIGN, MIN_PER_CLASS = 400, 200, 30
PERSONAS = {
    "kiddie",
    "jailbreak",
    "professional",
    "maintainer",
    "social",
    "nonnative",
    "multilingual",
    "obfuscator",
}
REGISTERS = {"reference", "args", "note", "markdown", "snippet", "release", "multilingual", "terse"}
# style -> a pattern only a text in that language matches (its script, or its own words).
LANGUAGES = {
    "spanish": r"\busuario\b",
    "french": r"utilisateur",
    "german": r"\b(?:benutzer|nutzer)",
    "portuguese": r"\busuário\b",
    "italian": r"\butent[ei]\b",
    "russian": r"[\u0400-\u04ff]{4,}",
    "chinese": r"^(?!.*[\u3040-\u30ff])(?=.*[\u4e00-\u9fff]{4,})",
    "japanese": r"[\u3040-\u30ff]{3,}",
    "korean": r"[\uac00-\ud7a3]{3,}",
    "arabic": r"[\u0600-\u06ff]{3,}",
    "hindi": r"[\u0900-\u097f]{3,}",
    "turkish": r"\bkullanıcı",
    "polish": r"\bużytkownik",
    "dutch": r"\bgebruiker\b",
    "vietnamese": r"người dùng",
}


def stored() -> list[Row]:
    return TRAIN18.rows()


def added(row: Row) -> str:
    """The text the writer added (rewrites: the new text minus the host's words where they are a prefix)."""
    old, new = str(row["old"] or ""), str(row["new"])
    return new[len(old.rstrip()) :] if new.startswith(old.rstrip()) else new


def test_the_committed_bytes_are_pinned_and_rebuild_identically() -> None:
    shared.check_committed_bytes(TRAIN18)


def test_schema_labels_and_ids() -> None:
    rows = stored()
    shared.check_schema(TRAIN18, rows, fields=FIELDS, classes=CLASSES, reserved=RESERVED)
    for row in rows:
        if row["label"] == "attack":
            assert row["source"].removeprefix("train18-") in PERSONAS, row["id"]
        else:
            register = row["source"].removeprefix("train18-negative-")
            assert register in REGISTERS and row["style"] == f"hard-negative-{register}", row["id"]


def test_composition_labels_kinds_classes_groups() -> None:
    rows = stored()
    shares = {"new_tool": (0.35, 0.45), "rewrite": (0.40, 0.50), "property": (0.12, 0.18)}
    per_class = shared.check_labels_kinds_classes(rows, ATTACKS, BENIGN, CLASSES, shares)
    assert min(per_class.values()) >= MIN_PER_CLASS, per_class
    personas = Counter(r["source"] for r in rows if r["label"] == "attack")
    assert set(personas) == {f"train18-{p}" for p in PERSONAS}
    assert min(personas.values()) >= 40, personas
    registers = Counter(r["source"] for r in rows if r["label"] == "benign")
    assert set(registers) == {f"train18-negative-{g}" for g in REGISTERS}
    assert min(registers.values()) >= 20, registers
    assert len({r["style"] for r in rows if r["label"] == "attack"}) >= 50


def test_fifteen_other_languages_three_rows_each() -> None:
    rows = [r for r in stored() if r["label"] == "attack" and r["style"] in LANGUAGES]
    assert Counter(r["style"] for r in rows) == dict.fromkeys(LANGUAGES, 3)
    assert all(r["source"] == "train18-multilingual" for r in rows)
    for row in rows:
        text = added(row) if row["kind"] == "property" else row["new"]
        assert re.search(LANGUAGES[row["style"]], text, re.IGNORECASE | re.DOTALL), row["id"]
    assert sum(r["source"] == "train18-multilingual" for r in stored()) == len(rows)


def test_hidden_rows_really_hide_their_payload() -> None:
    shared.check_hidden_rows(stored(), build_train18.SPECS, 30)


def test_hosts_are_the_ones_the_hash_rule_picks() -> None:
    """Rewrites: fresh13's benign rewrite rows with 60..1,200 characters of old text, in sha256-of-id order;
    row train18-NNN starts at int(sha256(id), 16) mod pool size and takes the first host no earlier row
    took. Properties: fresh13's benign property rows in sha256-of-id order, index int(sha256(id), 16) mod
    pool size. Re-derived here, not taken from the build."""
    shared.check_hosts_the_hash_rule_picks(TRAIN18, stored())


def test_shadowing_rows_name_another_fresh13_servers_tool() -> None:
    shared.check_shadowing_rows(TRAIN18, stored(), build_train18.SPECS, MIN_PER_CLASS)


def test_no_text_is_shared_with_any_other_set_or_reserved_collection() -> None:
    shared.check_no_text_shared(TRAIN18, stored(), 17)


def test_the_readme_states_the_composition() -> None:
    """The README section (the last one) gives the figures the collection has and says it is training data."""
    after, section = shared.readme_section(TRAIN18)
    assert "\n## " not in after  # the last section
    shared.check_readme_figures(TRAIN18, stored(), section)
