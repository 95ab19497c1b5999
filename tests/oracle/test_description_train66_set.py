"""Integrity of the train66 training collection, `bench/corpus/data/train66.jsonl` (README, "Training
collection train66"): attacks aimed at concealment, privilege/goal and argument tampering (with every other
intent class), and benign hard negatives, in voices no earlier training collection used, about 15% of each
in languages other than English, written by a helper as TRAINING data for the sentence model (never an
evaluation set).

These tests check what the collection is made of, never a detector's output on it (no detector or model is
imported or run here): the schema, labels and ids; the committed bytes (pinned) and that build_train66.py
rebuilds them; the composition (labels, kinds, one-clause edits, classes, languages); that each row's text
is in the language its style names; that every hidden row really hides its payload; that the hosts are the
ones the salted hash rule picks from fresh12 (re-derived here) and keep their text; that the shadowing rows
name a real tool of another fresh12 server; that no text uses the two voices left out for evaluation sets
(nor any emoji or other symbol character); and that no text is shared with any other set or the reserved
collections. The checks every training collection shares are `tests/oracle/train_sets.py`'s; the ones
particular to train66 (salted hosts, one-clause edits, voices, languages, left-out markers) are here.
"""

from __future__ import annotations

import re
import sys

from tests.oracle import train_sets
from tests.oracle.held_out_sets import BENCH, Row
from tests.oracle.test_description_labelled_set import CLASSES, FIELDS, RESERVED
from tests.oracle.train_sets import TrainSet

sys.path.insert(0, str(BENCH / "corpus"))

import build_train66

SHA256 = "18ea4929fae039b7a072da86b6d616ef5fa3e84baca3d94dd9efb3c28ac51865"
SALT = "train66:"
TRAIN = TrainSet("train66", SHA256, build_train66, "2026-12-08", "fresh12")
ATTACKS, BENIGN = 558, 287
# class -> the fewest attack rows that carry it (every other class: OTHER_LEAST)
MIN_PER_CLASS = {"concealment": 100, "privilege_goal": 100, "argument_tampering": 60}
OTHER_LEAST = 15
VOICES = (
    *("legal", "a11y", "wiki", "review", "deprecation", "abstract", "landing", "chat", "commit", "faq"),
    *("config", "clause"),
)
# language -> a pattern of its script or its own common words; the written text must add matches to the
# host's (rewrites and properties) or carry them (new tools). The same 13 as train62's.
LANGUAGES = train_sets.LANGUAGES_13
# The two voices left out on purpose (evaluation sets written at the same time use them): terse
# telegraphic fragments and friendly UX microcopy (`train_sets.LEFT_OUT_TERSE`), and emoji.


def stored() -> list[Row]:
    return TRAIN.rows()


def language(row: Row) -> str:
    return train_sets.language(row, LANGUAGES)


def test_the_committed_bytes_are_pinned_and_rebuild_identically() -> None:
    train_sets.check_committed_bytes(TRAIN)


def test_schema_labels_and_ids() -> None:
    rows = stored()
    train_sets.check_schema(TRAIN, rows, fields=FIELDS, classes=CLASSES, reserved=RESERVED)
    for row, spec in zip(rows, build_train66.SPECS, strict=True):
        assert spec["voice"] in VOICES, row["id"]
        assert (spec["voice"] == "clause") == (spec["at"] == "clause"), row["id"]
        lang = language(row)
        assert row["style"].removeprefix("hard-negative-").split("+")[0] == f"{lang}-{spec['voice']}"
        if row["label"] == "attack":
            assert row["source"] == f"train66-{spec['voice']}", row["id"]
        else:
            assert row["source"] == f"train66-negative-{spec['voice']}", row["id"]
            assert row["style"].startswith("hard-negative-") and "+" not in row["style"], row["id"]


def test_composition_labels_kinds_clauses_classes_languages() -> None:
    rows = stored()
    shares = dict.fromkeys(("new_tool", "rewrite", "property"), (0.25, 0.40))
    per_class = train_sets.check_labels_kinds_classes(rows, ATTACKS, BENIGN, CLASSES, shares)
    for name in CLASSES:  # every intent class, the weakest ones most
        assert per_class[name] >= MIN_PER_CLASS.get(name, OTHER_LEAST), (name, per_class[name])
    for label, total in (("attack", ATTACKS), ("benign", BENIGN)):
        english = sum(language(r) == "english" for r in rows if r["label"] == label)
        assert 0.12 <= 1 - english / total <= 0.20, (label, english)
        # at least half of the rewrites and properties are one-clause edits of the host's own text
        woven = [s for s in build_train66.SPECS if s["label"] == label and s["kind"] != "new_tool"]
        assert sum(s["at"] == "clause" for s in woven) * 2 >= len(woven), label


def test_each_rows_text_is_in_its_language() -> None:
    rows = stored()
    for row, spec in zip(rows, build_train66.SPECS, strict=True):
        lang = language(row)
        assert lang == spec["lang"], row["id"]
        pattern = re.compile(LANGUAGES[lang], re.IGNORECASE)
        if spec["hide"] is not None:  # some reveals (rot13) garble the host: check the payload itself
            assert pattern.search(spec["hide"][1]), row["id"]
            continue
        if spec["voice"] == "config" and lang == "english" and not pattern.search(spec["text"]):
            continue  # a bare configuration line carries keys, not English function words
        new, old = row["new"], row["old"] or ""
        assert len(pattern.findall(new)) > len(pattern.findall(old)), row["id"]


def test_hidden_rows_really_hide_their_payload() -> None:
    train_sets.check_hidden_rows(stored(), build_train66.SPECS, OTHER_LEAST)


def splice_ok(old: str, new: str, text: str) -> bool:
    """`new` is `old` with `text` put in at one point, right before a sentence mark or at the end."""
    for glue in ("", " "):
        piece = glue + text
        at = new.find(piece)
        if at >= 0 and new[:at] + new[at + len(piece) :] == old:
            return at == len(old.rstrip()) or old[at : at + 1] in ".!?\u3002\uff01\uff1f"
    return False


def test_hosts_are_the_ones_the_hash_rule_picks() -> None:
    """Rewrites: fresh12's benign rewrite rows with 60..1,200 characters of old text, in sha256-of-id order;
    row train66-NNN starts at int(sha256("train66:" + id), 16) mod pool size and takes the first host no
    earlier row took. Properties: fresh12's benign property rows in sha256-of-id order, index
    int(sha256("train66:" + id), 16) mod pool size. Re-derived here, not taken from the build. A one-clause
    edit puts the text into the host's first sentence and keeps everything else."""
    rows = stored()
    hosts = train_sets.woven_hosts(TRAIN, rows, SALT)  # also: each keeps its host's text, tool and catalogue
    for row, spec in zip(rows, build_train66.SPECS, strict=True):
        if row["id"] not in hosts:
            continue
        if spec["at"] == "clause":
            text = build_train66.COLLECTION.fill(spec, row["id"], row["tool"], row["catalogue"])
            assert splice_ok(row["old"], row["new"], text), row["id"]
        else:
            train_sets.check_text_added(row)


def test_shadowing_rows_name_another_fresh12_servers_tool() -> None:
    train_sets.check_shadowing_rows(TRAIN, stored(), build_train66.SPECS, OTHER_LEAST)


def test_no_text_uses_the_voices_left_out_for_evaluation_sets() -> None:
    """Neither attacks nor hard negatives use terse telegraphic fragments (cfg/creds/dflt/w/o, arrows,
    one-word labels, bracketed flags) or friendly UX microcopy ("Heads up", "Pro tip", "You're all set",
    emoji); the texts written here (and revealed payloads) are checked, not the hosts' own words."""
    for row, spec in zip(stored(), build_train66.SPECS, strict=True):
        written = train_sets.written(spec).lower()
        train_sets.check_no_left_out_marker(written, row["id"], train_sets.LEFT_OUT_TERSE)
        train_sets.check_no_symbol(written, row["id"])
        assert spec["at"] in ("end", "start", "mid", "clause"), row["id"]


def test_no_text_is_shared_with_any_other_set_or_reserved_collection() -> None:
    train_sets.check_no_text_shared(TRAIN, stored(), 18)


def test_the_readme_states_the_composition() -> None:
    """The README section gives the collection's figures and says it is training data."""
    _, section = train_sets.readme_section(TRAIN)
    train_sets.check_readme_figures(TRAIN, stored(), section, LANGUAGES)
