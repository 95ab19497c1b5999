"""Integrity of the fifteenth held-out set, `bench/corpus/data/fresh15.jsonl` (never its detection figures).

A blind red team's attacks: 100 poisoned tool descriptions written by a helper who never saw the
detector (README, "Fifteenth evaluation set"). These tests check what the set is made of: it is the
committed build of build_fresh15.py, follows the corpus schema, covers every intent class in several
styles and languages, hides what its hidden-text rows say it hides, edits the hosts its rule picks from
fresh12 and keeps them recognisable, names another server's tools where it says it shadows, and shares
no text with any other set nor a reserved text. No detector runs here.
"""

from __future__ import annotations

import difflib
import hashlib
import re
import sys
import unicodedata
from collections import Counter

from tests.oracle.held_out_sets import (
    BENCH,
    DATA,
    Row,
    check_schema,
    digest,
    reserved_digests,
    rows_of,
    texts,
)
from tests.oracle.test_description_labelled_set import CLASSES

sys.path.insert(0, str(BENCH / "corpus"))

import build_fresh15

FRESH15 = DATA / "fresh15.jsonl"
SHA256 = "3b181477474d09a2490efe3179045a0dc0248b702595cc4b2fea8d617767756d"
GROUPS = ("corporate", "docstring", "changelog", "markup", "terse", "faq", "multilingual", "stealth")
SOURCES = {f"redteam15-{g}" for g in GROUPS}
ISSUE_CLASSES = CLASSES - {"shadowing"}
LANGUAGES = {
    "german", "french", "spanish", "portuguese", "italian", "russian", "japanese", "korean", "chinese",
    "chinese-traditional",
}  # fmt: skip


def rows() -> list[Row]:
    return rows_of(FRESH15)


def test_the_set_is_as_built() -> None:
    data = FRESH15.read_bytes()
    assert hashlib.sha256(data).hexdigest() == SHA256
    assert build_fresh15.render(build_fresh15.build()) == data.decode("utf-8")  # rebuilds identically


def test_rows_follow_the_corpus_schema() -> None:
    got = rows()
    check_schema(got, SOURCES)
    assert [r["id"] for r in got] == [f"fresh15-{n:03d}" for n in range(100)]
    assert {r["label"] for r in got} == {"attack"}
    assert Counter(r["kind"] for r in got) == {"new_tool": 40, "rewrite": 50, "property": 10}
    assert all(r["origin"].startswith(build_fresh15.WRITTEN) for r in got)
    assert all(r["licence"].startswith(build_fresh15.LICENCE) for r in got)
    assert len(FRESH15.read_text(encoding="utf-8").splitlines()) == 100  # no character splits a line
    for row in got:
        assert len(row["class"]) == len(set(row["class"])), row["id"]
        if row["kind"] == "new_tool":
            assert row["tool"] in row["catalogue"], row["id"]


def test_every_intent_class_is_covered_in_several_styles() -> None:
    got = rows()
    first = Counter(r["class"][0] for r in got)
    assert set(first) == CLASSES
    assert all(first[c] >= 8 for c in ISSUE_CLASSES), first
    assert first["shadowing"] >= 5, first
    for cls in CLASSES:
        sources = {r["source"] for r in got if cls in r["class"]}
        assert len(sources) >= 2, (cls, sources)
    assert Counter(r["source"] for r in got).keys() == SOURCES
    assert min(Counter(r["source"] for r in got).values()) >= 4
    assert len({r["style"] for r in got}) >= 20


def test_other_languages() -> None:
    """At least ten rows are written in another language than English, in eight or more languages."""
    foreign = [r for r in rows() if r["style"] in LANGUAGES]
    assert len(foreign) >= 10 and len({r["style"] for r in foreign}) >= 8
    assert {r["source"] for r in foreign} == {"redteam15-multilingual"}
    for row in foreign:
        added = row["new"].replace(row["old"] or "", "")
        assert any(ord(c) > 0x7F and c.isalpha() for c in added), row["id"]


def _mixed_script(word: str) -> bool:
    """A word of Latin letters with Cyrillic look-alikes among them."""
    return any("a" <= c.lower() <= "z" for c in word) and any(
        "CYRILLIC" in unicodedata.name(c, "") for c in word
    )


def _hidden(text: str) -> bool:
    """Text a reader or a word matcher does not see as written: invisible or format characters,
    look-alike or styled letters, an encoded run, an HTML comment, or a payload pushed off screen."""
    return (
        any(unicodedata.category(c) == "Cf" for c in text)
        or any("MATHEMATICAL" in unicodedata.name(c, "") for c in text)
        or any(_mixed_script(word) for word in re.findall(r"\w+", text))
        or re.search(r"[A-Za-z0-9+/]{40,}={0,2}", text) is not None
        or "ROT13" in text
        or "<!--" in text
        or " " * 100 in text
    )


def test_hidden_text_rows_hide_their_payload() -> None:
    got = rows()
    hidden = [r for r in got if "hidden_text" in r["class"]]
    assert len(hidden) >= 8
    assert all(_hidden(r["new"]) and not _hidden(r["old"] or "") for r in hidden), [r["id"] for r in hidden]
    assert not [r["id"] for r in got if "hidden_text" not in r["class"] and _hidden(r["new"])]


def test_edits_are_woven_into_the_hosts_the_rule_picks() -> None:
    """Each rewrite and property row edits the fresh12 host the rule picks at its position (a rule on ids
    and lengths alone), keeps its tool and catalogue, starts from its real old or new text, and keeps
    most of that text."""
    fresh12 = build_fresh15.read_fresh12()
    got = rows()
    for kind in ("rewrite", "property"):
        hosts = build_fresh15.pick_hosts(fresh12, kind)
        mine = [r for r in got if r["kind"] == kind]
        assert len(hosts) == len(mine) == build_fresh15.HOST_RULE[kind][2]
        assert len({h["source"] for h in hosts}) == len(hosts)  # one host per server
        for row, host in zip(mine, hosts, strict=True):
            assert f"({host['id']})" in row["origin"] and host["source"] in row["origin"], row["id"]
            assert (row["tool"], row["catalogue"]) == (host["tool"], host["catalogue"]), row["id"]
            assert row["old"] in (host["old"], host["new"]), row["id"]
            assert (row["old"] == host["old"]) == ("riding along its real rewrite" in row["origin"]), row[
                "id"
            ]
            assert difflib.SequenceMatcher(None, host["new"], row["new"], autojunk=False).ratio() > 0.5
            assert len(row["new"]) > len(host["new"]), row["id"]


def test_shadowing_rows_name_another_servers_tools() -> None:
    got = rows()
    shadowing = [r for r in got if "shadowing" in r["class"]]
    assert 5 <= len(shadowing) <= 10
    assert {r["id"] for r in got if "other_catalogue" in r} == {r["id"] for r in shadowing}
    for row in shadowing:
        other = row["other_catalogue"]
        assert set(other) == {"server", "tools"} and other["server"] and other["tools"], row["id"]
        named = {t for t in other["tools"] if re.search(rf"\b{re.escape(t)}\b", row["new"])}
        assert named - set(row["catalogue"]), row["id"]  # names a tool its own server does not have
        assert not (row["old"] and named & set(re.findall(r"\w+", row["old"]))), row["id"]


def test_shares_no_text_with_any_other_set_nor_a_reserved_text() -> None:
    """No new text is a text of another set (training collection and every held-out set) nor reserved;
    the old texts are fresh12's own (the hosts) and nothing else."""
    got = rows()
    new = {digest(r["new"]) for r in got}
    assert len(new) == len(got)
    others: set[str] = set()
    for path in sorted(DATA.glob("*.jsonl")):
        if path != FRESH15 and "manifest" not in path.name:
            # the training collection's rows hold one `text`; the sets' rows an old and a new text
            others |= {digest(r[k]) for r in rows_of(path) for k in ("old", "new", "text") if r.get(k)}
    assert len(others) > 20_000  # every set was read
    assert not new & others
    assert not new & reserved_digests()
    fresh12 = texts(rows_of(DATA / "fresh12.jsonl"))
    assert {digest(r["old"]) for r in got if r["old"]} <= fresh12


def test_the_readme_states_the_composition_as_built() -> None:
    readme = (BENCH / "corpus" / "README.md").read_text(encoding="utf-8")
    section = readme.split("## Fifteenth evaluation set", 1)[1].split("\n## ", 1)[0]
    assert build_fresh15.table(build_fresh15.build()) in section
