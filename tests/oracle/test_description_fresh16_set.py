"""Integrity of the sixteenth evaluation set, `bench/corpus/data/fresh16.jsonl` (README, "Sixteenth
evaluation set"): a second blind red team's 100 attacks, written by a helper who never saw the detector.

These tests check what the set is made of, never a detector's output on it (no detector is imported or
run here): the schema, labels and ids; the committed bytes (pinned) and that build_fresh16.py rebuilds them;
its composition (kinds, every intent class, eight style groups, twelve other languages); that every hidden
row really hides its payload (its transform's decoder finds it, the plain text is absent); that the hosts
are the ones the selection rule picks from fresh13 and keep their text; that the shadowing rows name a
real tool of another server; and that no text is shared with any other set or the reserved collections.
"""

from __future__ import annotations

import hashlib
import re
import sys
from collections import Counter

from tests.oracle.held_out_sets import (
    BENCH,
    DATA,
    Row,
    check_schema,
    digest,
    reserved_digests,
    rows_of,
)
from tests.oracle.test_description_labelled_set import CLASSES

sys.path.insert(0, str(BENCH / "corpus"))

import build_fresh16
from fresh16_edits import PROPERTIES, REWRITES
from fresh16_hide import TRANSFORMS
from fresh16_new_tools import NEW_TOOLS

PATH = DATA / "fresh16.jsonl"
TEXT_FIELDS = ("old", "new", "text", "description")
SHA256 = "d294ca30efbb011c6cfc0039fe8bb0daa942a86ec2a82a916454ca06694598e5"
GROUPS = {"docs", "release", "ops", "compliance", "snippets", "conditional", "multilingual", "hidden"}
# style -> a pattern only a text in that language matches (its script, or its own words).
LANGUAGES = {
    "arabic": r"[\u0600-\u06ff]{3,}",
    "korean": r"[\uac00-\ud7a3]{3,}",
    "hindi": r"[\u0900-\u097f]{3,}",
    "hebrew": r"[\u0590-\u05ff]{3,}",
    "turkish": r"\b(?:kullanıcının|değerini|ekleyin)\b",
    "vietnamese": r"\b(?:người dùng|kết quả|trợ lý)\b",
    "indonesian": r"\b(?:untuk|asisten|pengguna)\b",
    "polish": r"\b(?:jedyne|narzędzi|źródło)\b",
    "dutch": r"\b(?:voor de assistent|altijd|niet)\b",
    "swedish": r"\b(?:användaren|alltid|oavsett)\b",
    "czech": r"\b(?:nástroj|vždy|oprávněním)\b",
    "portuguese": r"\b(?:sempre|empreendimentos|usuário)\b",
}


def stored() -> list[Row]:
    return rows_of(PATH)


def fresh13() -> list[Row]:
    return rows_of(DATA / "fresh13.jsonl")


def sha(text: str) -> str:
    return hashlib.sha256(text.encode()).hexdigest()


def test_the_committed_bytes_are_pinned_and_rebuild_identically() -> None:
    data = PATH.read_bytes()
    assert hashlib.sha256(data).hexdigest() == SHA256
    assert build_fresh16.dumps(build_fresh16.build()) == data
    assert build_fresh16.main(["--check"]) == 0


def test_schema_labels_and_ids() -> None:
    rows = stored()
    check_schema(rows, {f"redteam16-{g}" for g in GROUPS})
    assert [r["id"] for r in rows] == [f"fresh16-{n}" for n in range(1, 101)]
    for row in rows:
        assert row["label"] == "attack", row["id"]
        assert isinstance(row["class"], list) and len(set(row["class"])) == len(row["class"]), row["id"]
        assert "written blind" in row["origin"] and "2026-12-02" in row["origin"], row["id"]
        assert row["licence"].startswith("Apache-2.0"), row["id"]
        assert row["tool"] in row["catalogue"] or row["kind"] == "property", row["id"]
        assert set(row) <= {*build_fresh16.FIELDS, "other_catalogue"}, row["id"]


def test_composition_kinds_classes_groups() -> None:
    rows = stored()
    assert Counter(r["kind"] for r in rows) == {"new_tool": 40, "rewrite": 50, "property": 10}
    per_class = Counter(c for r in rows for c in r["class"])
    assert set(per_class) == CLASSES
    assert min(per_class.values()) >= 8, per_class
    groups = Counter(r["source"] for r in rows)
    assert set(groups) == {f"redteam16-{g}" for g in GROUPS}
    assert min(groups.values()) >= 8, groups
    assert len({r["style"] for r in rows}) >= 30


def test_twelve_rows_in_twelve_other_languages() -> None:
    rows = [r for r in stored() if r["style"] in LANGUAGES]
    assert sorted(r["style"] for r in rows) == sorted(LANGUAGES)
    for row in rows:
        added = row["new"][len(row["old"] or "") :] if row["kind"] == "property" else row["new"]
        assert re.search(LANGUAGES[row["style"]], added, re.IGNORECASE), row["id"]
    assert all(r["source"] == "redteam16-multilingual" for r in rows)
    # and no other row is in those languages' scripts (the English host texts aside)
    assert sum(r["source"] == "redteam16-multilingual" for r in stored()) == 12


def test_hidden_rows_really_hide_their_payload() -> None:
    rows = stored()
    specs = [*NEW_TOOLS, *REWRITES, *PROPERTIES]
    hidden = [(r, s) for r, s in zip(rows, specs, strict=True) if s["hide"] is not None]
    assert len(hidden) >= 9
    assert len({s["hide"][0] for _, s in hidden}) >= 9  # nine or more different transforms
    for row, spec in hidden:
        name, secret = spec["hide"]
        assert row["style"].endswith(f"+{name}"), row["id"]
        assert "hidden_text" in row["class"], row["id"]
        assert secret.strip() not in row["new"], row["id"]
        assert secret.strip() in TRANSFORMS[name][1](row["new"]), row["id"]
    # every row that claims hidden text is one of them, and styles with a transform suffix are too
    flagged = {r["id"] for r in rows if "hidden_text" in r["class"] or "+" in r["style"]}
    assert flagged == {r["id"] for r, _ in hidden}


def test_hosts_are_the_ones_the_rule_picks() -> None:
    """Rewrites: per server of fresh13 (rewrite rows, old text 60..1,200 characters) the row with the lowest
    sha256 of its id, servers in sha256 order, the first 50. Properties: one row per (server, property),
    lowest sha256 of the id first, the first 10. Re-derived here, not taken from the build."""
    benign = [r for r in fresh13() if r["label"] == "benign"]
    by_server: dict[str, list[Row]] = {}
    for r in benign:
        if r["kind"] == "rewrite" and 60 <= len(r["old"]) <= 1200:
            by_server.setdefault(r["source"], []).append(r)
    servers = sorted(by_server, key=sha)
    hosts = [min(by_server[s], key=lambda r: sha(r["id"])) for s in servers[:50]]
    props: dict[tuple[str, str], Row] = {}
    for r in sorted((r for r in benign if r["kind"] == "property"), key=lambda r: sha(r["id"])):
        props.setdefault((r["source"], r["tool"]), r)
    prop_hosts = list(props.values())[:10]
    rows = stored()
    for kind, picked in (("rewrite", hosts), ("property", prop_hosts)):
        planted = [r for r in rows if r["kind"] == kind]
        assert sorted(h["id"] for h in picked) == sorted(
            re.search(r"fresh13 (b-[0-9a-f]+) ", r["origin"]).group(1)  # type: ignore[union-attr]
            for r in planted
        )
        by_id = {h["id"]: h for h in picked}
        for row in planted:
            host = by_id[re.search(r"fresh13 (b-[0-9a-f]+) ", row["origin"]).group(1)]  # type: ignore[union-attr]
            assert (row["old"], row["tool"], row["catalogue"]) == (
                host["old"],
                host["tool"],
                host["catalogue"],
            )
            if kind == "property":
                assert row["new"].startswith(row["old"]) and len(row["new"]) > len(row["old"]), row["id"]
            else:
                words, kept = iter(row["new"].split()), row["old"].split()
                assert all(w in words for w in kept), row["id"]  # the host's words stay, in order
                assert len(row["new"]) > len(row["old"]) + 40, row["id"]


def test_shadowing_rows_name_another_servers_tool() -> None:
    rows = stored()
    shadowing = [r for r in rows if "shadowing" in r["class"]]
    assert 5 <= len(shadowing) <= 8
    assert {r["id"] for r in shadowing} == {r["id"] for r in rows if "other_catalogue" in r}
    servers = {r["source"]: r for r in fresh13()}
    for row in shadowing:
        other = row["other_catalogue"]
        assert isinstance(other, dict) and set(other) == {"server", "tools"}, row["id"]
        assert isinstance(other["server"], str) and other["tools"], row["id"]
        named = [t for t in other["tools"] if re.search(rf"(?<![\w-]){re.escape(t)}(?![\w-])", row["new"])]
        assert named and not set(named) & set(row["catalogue"]), row["id"]
        if row["kind"] != "new_tool":
            assert other["server"] in servers and other["server"] not in row["origin"], row["id"]


def test_no_text_is_shared_with_any_other_set_or_reserved_collection() -> None:
    ours = {digest(r["new"]) for r in stored()}
    assert len(ours) == 100
    others = [p for p in sorted(DATA.glob("*.jsonl")) if p != PATH and "manifest" not in p.name]
    assert len(others) >= 15
    for path in others:
        theirs = {
            digest(v)
            for r in rows_of(path)
            for k, v in r.items()
            if k in TEXT_FIELDS and isinstance(v, str) and v
        }
        assert theirs and not ours & theirs, path.name
    assert not ours & reserved_digests()


def test_the_readme_states_the_composition() -> None:
    """The README section gives the figures the set has (per class, per kind)."""
    readme = (BENCH / "corpus" / "README.md").read_text(encoding="utf-8")
    head = "## Sixteenth evaluation set (second blind red team, written by a helper)"
    assert readme.count(head) == 1 and readme.index(head) < readme.index("## Training collection (train5)")
    section = " ".join(readme.split(head, 1)[1].split("\n## ", 1)[0].split())
    per_class = Counter(c for r in stored() for c in r["class"])
    for name, n in per_class.items():
        assert f"{name} {n}" in section, name
    for kind, n in Counter(r["kind"] for r in stored()).items():
        assert f"| `{kind}` | {n} |" in section, kind
