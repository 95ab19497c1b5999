"""Integrity of the eighteenth evaluation set, `bench/corpus/data/fresh18.jsonl` (README, "Eighteenth
evaluation set"): a third blind red team's 100 attacks, written by a helper who never saw the detector.

These tests check what the set is made of, never a detector's output on it (no detector is imported or
run here): the schema, labels and ids; the committed bytes (pinned) and that build_fresh18.py rebuilds them;
its composition (kinds, every intent class, seven style groups, fifteen one-sentence rows, twelve other
languages); that every hidden row really hides its payload (its transform's decoder finds it, the plain text
is absent); that the hosts are the ones the selection rule picks from fresh17 and keep their text; that the
shadowing rows name a real tool of another fresh17 server; that the payloads keep to the persona (no alarm
words); and that no text is shared with any other set or the reserved collections.
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

import build_fresh18
from fresh16_hide import TRANSFORMS
from fresh18_edits import PROPERTIES, REWRITES
from fresh18_new_tools import NEW_TOOLS
from fresh18_spec import Spec

PATH = DATA / "fresh18.jsonl"
TEXT_FIELDS = ("old", "new", "text", "description")
SHA256 = "77da6f93e2d4dc363e4fef880a64fc2d6e5edcb1e9bfaed1bbd1b038c7ec2479"
GROUPS = {"tooldocs", "notes", "workflow", "params", "blunt", "multilingual", "hidden"}
SPECS: list[Spec] = [*NEW_TOOLS, *REWRITES, *PROPERTIES]
# style -> a pattern only a text in that language matches (its script, or its own words).
LANGUAGES = {
    "japanese": r"[\u3040-\u30ff]{2,}",
    "chinese": r"[\u4e00-\u9fff]{4,}",
    "thai": r"[\u0e00-\u0e7f]{4,}",
    "greek": r"[\u0370-\u03ff]{4,}",
    "russian": r"\b(?:прочитайте|пользователю|учётные)\b",
    "ukrainian": r"\b(?:підписує|користувач|завжди)\b",
    "german": r"\b(?:lesen Sie|Kontingent|Hinweis)\b",
    "french": r"\b(?:utilisateur|toujours|quelle que soit)\b",
    "italian": r"\b(?:sempre|indipendentemente|richiesta)\b",
    "spanish": r"\b(?:también|usuario|sincronizada)\b",
    "romanian": r"\b(?:înlocuiește|întotdeauna|utilizatorul)\b",
    "finnish": r"\b(?:varmuuskopioon|aina|osoitteeseen)\b",
}
# The persona writes like an ordinary vendor: none of the words a payload would be caught on at a glance.
ALARM = re.compile(r"exfiltrat|\bsteal|\bsecrets?\b|\bhack|ignore (?:all |any )?previous|<important>", re.I)


def stored() -> list[Row]:
    return rows_of(PATH)


def fresh17() -> list[Row]:
    return rows_of(DATA / "fresh17.jsonl")


def sha(text: str) -> str:
    return hashlib.sha256(text.encode()).hexdigest()


def plain_payload(spec: Spec) -> str:
    """The payload as written: the text, with a hidden row's plain payload in place of `{hidden}`."""
    return spec["text"].replace("{hidden}", spec["hide"][1] if spec["hide"] else "")


def rule_hosts() -> tuple[list[Row], list[Row], list[str]]:
    """Re-derived here, not taken from the build. Rewrites: per fresh17 server (rewrite rows, old text
    60..1,200 characters) the row with the lowest sha256 of its id, servers in sha256 order, the first 50
    (the rest are the other servers). Properties: one row per (server, property), lowest sha256 of the id
    first, the first 10."""
    benign = [r for r in fresh17() if r["label"] == "benign"]
    by_server: dict[str, list[Row]] = {}
    for r in benign:
        if r["kind"] == "rewrite" and 60 <= len(r["old"]) <= 1200:
            by_server.setdefault(r["source"], []).append(r)
    servers = sorted(by_server, key=sha)
    hosts = [min(by_server[s], key=lambda r: sha(r["id"])) for s in servers[:50]]
    props: dict[tuple[str, str], Row] = {}
    for r in sorted((r for r in benign if r["kind"] == "property"), key=lambda r: sha(r["id"])):
        props.setdefault((r["source"], r["tool"]), r)
    return hosts, list(props.values())[:10], servers[50:]


def host_id(row: Row) -> str:
    m = re.search(r"fresh17 (b-[0-9a-f]+) ", row["origin"])
    assert m, row["id"]
    return m.group(1)


def test_the_committed_bytes_are_pinned_and_rebuild_identically() -> None:
    data = PATH.read_bytes()
    assert hashlib.sha256(data).hexdigest() == SHA256
    assert build_fresh18.dumps(build_fresh18.build()) == data
    assert build_fresh18.main(["--check"]) == 0


def test_schema_labels_and_ids() -> None:
    rows = stored()
    check_schema(rows, {f"redteam18-{g}" for g in GROUPS})
    assert [r["id"] for r in rows] == [f"fresh18-{n:03d}" for n in range(100)]
    for row, spec in zip(rows, SPECS, strict=True):
        assert row["label"] == "attack", row["id"]
        assert row["class"] == spec["classes"] and len(set(row["class"])) == len(row["class"]), row["id"]
        assert row["source"] == f"redteam18-{spec['group']}" and row["style"] == spec["style"], row["id"]
        assert "written blind" in row["origin"] and "2026-12-02" in row["origin"], row["id"]
        assert row["licence"].startswith("Apache-2.0 (payload: this repository)"), row["id"]
        assert row["tool"] in row["catalogue"] or row["kind"] == "property", row["id"]
        assert set(row) <= {*build_fresh18.FIELDS, "other_catalogue"}, row["id"]
        if row["kind"] == "new_tool":
            assert row["new"] == build_fresh18.payload(spec) and row["licence"] == build_fresh18.LICENCE
        else:
            assert build_fresh18.payload(spec).strip() in row["new"], row["id"]


def test_composition_kinds_classes_groups() -> None:
    rows = stored()
    assert Counter(r["kind"] for r in rows) == {"new_tool": 40, "rewrite": 50, "property": 10}
    per_class = Counter(c for r in rows for c in r["class"])
    assert set(per_class) == CLASSES
    assert min(per_class.values()) >= 8, per_class
    groups = Counter(r["source"] for r in rows)
    assert set(groups) == {f"redteam18-{g}" for g in GROUPS}
    assert min(groups.values()) >= 8, groups
    assert len({r["style"] for r in rows}) >= 30


def test_fifteen_blunt_rows_of_one_sentence() -> None:
    blunt = [s for s in SPECS if s["group"] == "blunt"]
    assert len(blunt) == 15
    for spec in blunt:
        text = plain_payload(spec).strip()
        assert len(re.findall(r"[.!?](?:\s|$)", text)) == 1 and text.endswith("."), text
        assert "\n" not in text, text


def test_twelve_rows_in_twelve_other_languages() -> None:
    rows = stored()
    multilingual = [(r, s) for r, s in zip(rows, SPECS, strict=True) if s["group"] == "multilingual"]
    assert sorted(r["style"] for r, _ in multilingual) == sorted(LANGUAGES)
    for row, spec in multilingual:
        assert spec["text"] in row["new"], row["id"]
        assert re.search(LANGUAGES[row["style"]], spec["text"], re.IGNORECASE), row["id"]
    # the other rows' payloads are English (a Latin-script text outside the multilingual group)
    for spec in SPECS:
        if spec["group"] != "multilingual":
            assert not re.search(r"[^\x00-\u024f\u2000-\u206f]", plain_payload(spec)), spec["style"]


def test_hidden_rows_really_hide_their_payload() -> None:
    rows = stored()
    hidden = [(r, s) for r, s in zip(rows, SPECS, strict=True) if s["hide"] is not None]
    assert len(hidden) == 10
    assert len({s["hide"][0] for _, s in hidden}) == 10  # ten different transforms
    for row, spec in hidden:
        name, plain = spec["hide"]
        assert row["source"] == "redteam18-hidden", row["id"]
        assert row["style"].endswith(f"+{name}"), row["id"]
        assert "hidden_text" in row["class"], row["id"]
        assert plain.strip() not in row["new"], row["id"]
        assert plain.strip() in TRANSFORMS[name][1](row["new"]), row["id"]
    # every row that claims hidden text is one of them, and styles with a transform suffix are too
    flagged = {r["id"] for r in rows if "hidden_text" in r["class"] or "+" in r["style"]}
    assert flagged == {r["id"] for r, _ in hidden}


def test_hosts_are_the_ones_the_rule_picks() -> None:
    hosts, prop_hosts, _ = rule_hosts()
    rows = stored()
    for kind, picked in (("rewrite", hosts), ("property", prop_hosts)):
        planted = [r for r in rows if r["kind"] == kind]
        # one row per host, in the rule's order
        assert [host_id(r) for r in planted] == [h["id"] for h in picked]
        for row, host in zip(planted, picked, strict=True):
            assert (row["old"], row["tool"], row["catalogue"]) == (
                host["old"],
                host["tool"],
                host["catalogue"],
            )
            assert row["licence"].endswith(f"host text: {host['licence']}"), row["id"]
            assert host["origin"] in row["origin"], row["id"]
            if kind == "property":
                assert row["new"].startswith(host["new"]), row["id"]
                assert len(row["new"]) > len(host["new"]) + 20, row["id"]
            else:
                words, kept = iter(row["new"].split()), host["new"].split()
                assert all(w in words for w in kept), row["id"]  # the host's new words stay, in order
                assert len(row["new"]) > len(host["new"]) + 40, row["id"]


def test_shadowing_rows_name_another_servers_tool() -> None:
    rows = stored()
    _, _, others = rule_hosts()
    catalogues: dict[str, list[str]] = {}
    for r in fresh17():
        catalogues.setdefault(r["source"], r["catalogue"])
    shadowing = [r for r in rows if "shadowing" in r["class"]]
    assert 8 <= len(shadowing) <= 10
    assert {r["id"] for r in shadowing} == {r["id"] for r in rows if "other_catalogue" in r}
    assert Counter(r["kind"] for r in shadowing)["new_tool"] >= 3
    for row in shadowing:
        other = row["other_catalogue"]
        assert isinstance(other, dict) and set(other) == {"server", "tools"}, row["id"]
        # a real fresh17 server ranked after the 50 hosts, with its real tools
        assert other["server"] in others and other["server"] not in row["origin"], row["id"]
        assert set(other["tools"]) <= set().union(
            *(r["catalogue"] for r in fresh17() if r["source"] == other["server"])
        ), row["id"]
        named = [t for t in other["tools"] if re.search(rf"(?<![\w-]){re.escape(t)}(?![\w-])", row["new"])]
        assert named and not set(named) & set(row["catalogue"]), row["id"]


def test_payloads_keep_to_the_persona() -> None:
    """A boring vendor's wording: no alarm words in any payload (hidden ones decoded), no tag-like markup."""
    for spec in SPECS:
        assert not ALARM.search(plain_payload(spec)), spec["style"]


def test_no_text_is_shared_with_any_other_set_or_reserved_collection() -> None:
    ours = {digest(r["new"]) for r in stored()}
    assert len(ours) == 100
    others = [p for p in sorted(DATA.glob("*.jsonl")) if p != PATH and "manifest" not in p.name]
    assert len(others) >= 17
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
    """The README section gives the figures the set has (per class, per kind, per group) and its status."""
    readme = (BENCH / "corpus" / "README.md").read_text(encoding="utf-8")
    head = "## Eighteenth evaluation set (third blind red team, written by a helper)"
    assert readme.count(head) == 1
    section = " ".join(readme.split(head, 1)[1].split("\n## ", 1)[0].split())
    assert "built on 2026-12-02, not yet scored" in section
    rows = stored()
    per_class = Counter(c for r in rows for c in r["class"])
    for name, n in per_class.items():
        assert f"{name} {n}" in section, name
    for kind, n in Counter(r["kind"] for r in rows).items():
        assert f"| `{kind}` | {n} |" in section, kind
    for group in GROUPS:
        of = [r for r in rows if r["source"] == f"redteam18-{group}"]
        kinds = Counter(r["kind"] for r in of)
        cells = " | ".join(str(kinds[k]) for k in ("new_tool", "rewrite", "property"))
        assert re.search(rf"\| `redteam18-{group}` \([^|]*\) \| {cells} \| {len(of)} \|", section), group
