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

import hashlib
import re
import sys
from collections import Counter

from tests.oracle.held_out_sets import BENCH, DATA, Row, digest, reserved_digests, rows_of
from tests.oracle.test_description_labelled_set import CLASSES, FIELDS, RESERVED

sys.path.insert(0, str(BENCH / "corpus"))

import build_train18
from fresh16_hide import TRANSFORMS

PATH = DATA / "train18.jsonl"
SHA256 = "13f40336dc89abbd2ff7e3216b5d93ec45567fff9ff3c41a4369c9d354f94014"
TEXT_FIELDS = ("old", "new", "text", "description")
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
INVISIBLE = re.compile("[\u200b-\u200f\u202a-\u202e\u2060-\u2064\ufeff\U000e0000-\U000e007f]")


def stored() -> list[Row]:
    return rows_of(PATH)


def fresh13() -> list[Row]:
    return rows_of(DATA / "fresh13.jsonl")


def sha(text: str) -> str:
    return hashlib.sha256(text.encode()).hexdigest()


def added(row: Row) -> str:
    """The text the writer added (rewrites: the new text minus the host's words where they are a prefix)."""
    old = row["old"] or ""
    return row["new"][len(old.rstrip()) :] if row["new"].startswith(old.rstrip()) else row["new"]


def test_the_committed_bytes_are_pinned_and_rebuild_identically() -> None:
    data = PATH.read_bytes()
    assert hashlib.sha256(data).hexdigest() == SHA256
    assert build_train18.dumps(build_train18.build()) == data
    assert build_train18.main(["--check"]) == 0


def test_schema_labels_and_ids() -> None:
    rows = stored()
    assert [r["id"] for r in rows] == [f"train18-{n:03d}" for n in range(len(rows))]
    for row in rows:
        assert set(FIELDS) <= set(row) <= {*build_train18.FIELDS, "other_catalogue"}, row["id"]
        assert list(row)[: len(build_train18.FIELDS)] == list(build_train18.FIELDS), row["id"]
        assert row["kind"] in ("rewrite", "property", "new_tool"), row["id"]
        assert (row["old"] is None) == (row["kind"] == "new_tool"), row["id"]
        assert isinstance(row["new"], str) and row["new"].strip() and row["new"] != row["old"], row["id"]
        assert isinstance(row["catalogue"], list) and all(isinstance(n, str) for n in row["catalogue"])
        for field in ("source", "origin", "licence", "style", "tool"):
            assert isinstance(row[field], str) and row[field], (row["id"], field)
        assert "train18 helper on 2026-12-02" in row["origin"] and "training data" in row["origin"]
        assert row["licence"].startswith("Apache-2.0 (text: this repository)"), row["id"]
        assert not RESERVED.search(f"{row['source']} {row['origin']}"), row["id"]
        if row["kind"] == "new_tool":
            assert row["tool"] in row["catalogue"], row["id"]
        if row["label"] == "attack":
            assert row["source"].removeprefix("train18-") in PERSONAS, row["id"]
            assert row["class"] and set(row["class"]) <= CLASSES, row["id"]
            assert len(set(row["class"])) == len(row["class"]), row["id"]
            assert not row["style"].startswith("hard-negative"), row["id"]
        else:
            assert row["label"] == "benign" and row["class"] is None, row["id"]
            register = row["source"].removeprefix("train18-negative-")
            assert register in REGISTERS and row["style"] == f"hard-negative-{register}", row["id"]
            assert "hard negative" in row["origin"], row["id"]
            # a hard negative hides nothing: no invisible characters beyond the host's own
            assert len(INVISIBLE.findall(row["new"])) == len(INVISIBLE.findall(row["old"] or "")), row["id"]


def test_composition_labels_kinds_classes_groups() -> None:
    rows = stored()
    assert Counter(r["label"] for r in rows) == {"attack": ATTACKS, "benign": BENIGN}
    for label, total in (("attack", ATTACKS), ("benign", BENIGN)):
        kinds = Counter(r["kind"] for r in rows if r["label"] == label)
        share = {k: n / total for k, n in kinds.items()}
        assert 0.35 <= share["new_tool"] <= 0.45 and 0.40 <= share["rewrite"] <= 0.50, (label, kinds)
        assert 0.12 <= share["property"] <= 0.18, (label, kinds)
    per_class = Counter(c for r in rows if r["label"] == "attack" for c in r["class"])
    assert set(per_class) == CLASSES
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
    rows = stored()
    pairs = list(zip(rows, build_train18.SPECS, strict=True))
    hidden = [(r, s) for r, s in pairs if s["hide"] is not None]
    assert len(hidden) >= 30
    assert {s["hide"][0] for _, s in hidden} == set(TRANSFORMS)  # every transform is used
    for row, spec in hidden:
        name, secret = spec["hide"]
        assert row["label"] == "attack" and row["style"].endswith(f"+{name}"), row["id"]
        assert "hidden_text" in row["class"], row["id"]
        assert secret.strip() not in row["new"], row["id"]
        assert secret.strip() in TRANSFORMS[name][1](row["new"]), row["id"]
    flagged = {r["id"] for r in rows if (r["class"] and "hidden_text" in r["class"]) or "+" in r["style"]}
    assert flagged == {r["id"] for r, _ in hidden}


def test_hosts_are_the_ones_the_hash_rule_picks() -> None:
    """Rewrites: fresh13's benign rewrite rows with 60..1,200 characters of old text, in sha256-of-id order;
    row train18-NNN starts at int(sha256(id), 16) mod pool size and takes the first host no earlier row
    took. Properties: fresh13's benign property rows in sha256-of-id order, index int(sha256(id), 16) mod
    pool size. Re-derived here, not taken from the build."""
    benign = [r for r in fresh13() if r["label"] == "benign"]
    pool = sorted(
        (r for r in benign if r["kind"] == "rewrite" and 60 <= len(r["old"]) <= 1200),
        key=lambda r: sha(r["id"]),
    )
    props = sorted((r for r in benign if r["kind"] == "property"), key=lambda r: sha(r["id"]))
    taken: set[str] = set()
    planted = 0
    for row in stored():
        if row["kind"] == "new_tool":
            assert "a new tool of the made-up server" in row["origin"], row["id"]
            continue
        start = int(sha(row["id"]), 16)
        if row["kind"] == "rewrite":
            i = start % len(pool)
            while pool[i]["id"] in taken:
                i = (i + 1) % len(pool)
            host = pool[i]
            taken.add(host["id"])
        else:
            host = props[start % len(props)]
        assert f"woven into fresh13 {host['id']} ({host['origin']})" in row["origin"], row["id"]
        assert row["licence"].endswith(f"host text: {host['licence']}"), row["id"]
        assert (row["old"], row["tool"], row["catalogue"]) == (host["old"], host["tool"], host["catalogue"])
        if row["kind"] == "property":
            assert row["new"].startswith(row["old"].rstrip()) and len(row["new"]) > len(row["old"]), row["id"]
        else:
            words, kept = iter(row["new"].split()), row["old"].split()
            assert all(w in words for w in kept), row["id"]  # the host's words stay, in order
            assert len(row["new"]) > len(row["old"]) + 10, row["id"]
        planted += 1
    assert planted == sum(r["kind"] != "new_tool" for r in stored())


def test_shadowing_rows_name_another_fresh13_servers_tool() -> None:
    rows = stored()
    shadowing = [r for r in rows if r["label"] == "attack" and "shadowing" in r["class"]]
    assert len(shadowing) >= MIN_PER_CLASS
    assert {r["id"] for r in shadowing} == {r["id"] for r in rows if "other_catalogue" in r}
    tools: dict[str, set[str]] = {}
    for r in fresh13():
        tools.setdefault(r["source"], set()).update(r["catalogue"])
    specs = dict(zip((r["id"] for r in rows), build_train18.SPECS, strict=True))
    for row in shadowing:
        other = row["other_catalogue"]
        assert isinstance(other, dict) and set(other) == {"server", "tools"}, row["id"]
        assert other["tools"] == sorted(tools[other["server"]]), row["id"]
        hide = specs[row["id"]]["hide"]
        text = TRANSFORMS[hide[0]][1](row["new"]) if hide else row["new"]
        named = [t for t in other["tools"] if re.search(rf"(?<![\w-]){re.escape(t)}(?![\w-])", text)]
        assert named and not set(named) & set(row["catalogue"]), row["id"]
        if row["kind"] != "new_tool":
            assert f"({other['server'].split(':', 1)[1]}@" not in row["origin"], row["id"]


def test_no_text_is_shared_with_any_other_set_or_reserved_collection() -> None:
    ours = [digest(r["new"]) for r in stored()]
    assert len(set(ours)) == len(ours)
    others = [p for p in sorted(DATA.glob("*.jsonl")) if p != PATH and "manifest" not in p.name]
    assert len(others) >= 17
    for path in others:
        theirs = {
            digest(v)
            for r in rows_of(path)
            for k, v in r.items()
            if k in TEXT_FIELDS and isinstance(v, str) and v
        }
        assert theirs and not set(ours) & theirs, path.name
    assert not set(ours) & reserved_digests()


def test_the_readme_states_the_composition() -> None:
    """The README section (the last one) gives the figures the collection has and says it is training data."""
    readme = (BENCH / "corpus" / "README.md").read_text(encoding="utf-8")
    head = "## Training collection train18 (written by a helper, for the sentence model only)"
    assert readme.count(head) == 1
    section = " ".join(readme.split(head, 1)[1].split("\n## ", 1)[0].split())
    assert "\n## " not in readme.split(head, 1)[1]  # the last section
    assert "training data" in section and "never an evaluation set" in section
    rows = stored()
    per_class = Counter(c for r in rows if r["label"] == "attack" for c in r["class"])
    for name, n in per_class.items():
        assert f"{name} {n}" in section, name
    for label in ("attack", "benign"):
        kinds = Counter(r["kind"] for r in rows if r["label"] == label)
        assert f"| {label} | {kinds['new_tool']} | {kinds['rewrite']} | {kinds['property']} |" in section
    for source, n in Counter(r["source"] for r in rows).items():
        assert re.search(rf"`{source}`[^|]*\|[^|]*\|[^|]*\|[^|]*\| {n} \|", section), source
    assert f"sha256 {hashlib.sha256(PATH.read_bytes()).hexdigest()}" in section
