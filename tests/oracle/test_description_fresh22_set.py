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

import build_fresh22
from fresh16_hide import TRANSFORMS
from fresh20_spec import Spec
from fresh22_edits import PROPERTIES, REWRITES
from fresh22_new_tools import NEW_TOOLS

PATH = DATA / "fresh22.jsonl"
TEXT_FIELDS = ("old", "new", "text", "description")
SHA256 = "b02121da46d6acd1ecc18c8006f6cf8e4587ccfebe873745acb41605ab4ce7f9"
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


def stored() -> list[Row]:
    return rows_of(PATH)


def fresh19() -> list[Row]:
    return rows_of(DATA / "fresh19.jsonl")


def sha(text: str) -> str:
    return hashlib.sha256(text.encode()).hexdigest()


def plain_payload(spec: Spec) -> str:
    """The payload as written: the text, with a hidden row's plain payload in place of `{hidden}`."""
    return spec["text"].replace("{hidden}", spec["hide"][1] if spec["hide"] else "")


def rule_hosts() -> tuple[list[Row], list[Row], list[str]]:
    """Re-derived here, not taken from the build. Rewrites: per fresh19 server (rewrite rows, old text
    60..1,200 characters) the row with the lowest sha256 of its id, servers in order of sha256("fresh22:" +
    server), the first 60. Properties: one row per (server, property), the lowest sha256 of the id, pairs in
    order of sha256("fresh22:" + server + "#" + property), the first 15. Other servers: the rewrite servers
    after the 60 that host no property row."""
    benign = [r for r in fresh19() if r["label"] == "benign"]
    by_server: dict[str, list[Row]] = {}
    for r in benign:
        if r["kind"] == "rewrite" and 60 <= len(r["old"]) <= 1200:
            by_server.setdefault(r["source"], []).append(r)
    servers = sorted(by_server, key=lambda s: sha(f"fresh22:{s}"))
    hosts = [min(by_server[s], key=lambda r: sha(r["id"])) for s in servers[:60]]
    props: dict[tuple[str, str], Row] = {}
    for r in sorted((r for r in benign if r["kind"] == "property"), key=lambda r: sha(r["id"])):
        props.setdefault((r["source"], r["tool"]), r)
    picked = sorted(props, key=lambda k: sha(f"fresh22:{k[0]}#{k[1]}"))[:15]
    prop_servers = {server for server, _ in picked}
    others = [s for s in servers[60:] if s not in prop_servers]
    return hosts, [props[k] for k in picked], others


def host_id(row: Row) -> str:
    m = re.search(r"fresh19 (b-[0-9a-f]+) ", row["origin"])
    assert m, row["id"]
    return m.group(1)


def planted_with_hosts() -> list[tuple[Row, Spec, Row]]:
    """(row, its spec, its rule-picked host) for the 75 rewrites and properties."""
    hosts, prop_hosts, _ = rule_hosts()
    rows = stored()[len(NEW_TOOLS) :]
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
    data = PATH.read_bytes()
    assert hashlib.sha256(data).hexdigest() == SHA256
    assert build_fresh22.dumps(build_fresh22.build()) == data
    assert build_fresh22.main(["--check"]) == 0


def test_schema_labels_and_ids() -> None:
    rows = stored()
    check_schema(rows, {f"redteam22-{g}" for g in GROUPS})
    assert [r["id"] for r in rows] == [f"fresh22-{n:03d}" for n in range(100)]
    for row, spec in zip(rows, SPECS, strict=True):
        assert row["label"] == "attack", row["id"]
        assert row["class"] == spec["classes"] and len(set(row["class"])) == len(row["class"]), row["id"]
        assert row["source"] == f"redteam22-{spec['group']}" and row["style"] == spec["style"], row["id"]
        assert "written blind" in row["origin"] and "2026-12-02" in row["origin"], row["id"]
        assert row["licence"].startswith("Apache-2.0 (payload: this repository)"), row["id"]
        assert row["tool"] in row["catalogue"] or row["kind"] == "property", row["id"]
        assert set(row) <= {*build_fresh22.FIELDS, "other_catalogue"}, row["id"]
        if row["kind"] == "new_tool":
            assert row["new"] == build_fresh22.payload(spec) and row["licence"] == build_fresh22.LICENCE
            assert spec["server"] in row["origin"], row["id"]
        else:
            assert build_fresh22.payload(spec).strip() in row["new"], row["id"]


def test_composition_kinds_classes_groups() -> None:
    rows = stored()
    assert Counter(r["kind"] for r in rows) == {"new_tool": 25, "rewrite": 60, "property": 15}
    per_class = Counter(c for r in rows for c in r["class"])
    assert set(per_class) == CLASSES
    assert max(per_class.values()) <= 40, per_class  # no class on more than 40% of the rows
    assert min(per_class.values()) >= 3, per_class
    groups = Counter(r["source"] for r in rows)
    assert set(groups) == {f"redteam22-{g}" for g in GROUPS}
    assert min(groups.values()) >= 4, groups
    assert len({r["style"] for r in rows}) == 100
    # made-up servers: distinct, none of them a real fresh19 server
    servers = [s["server"] for s in NEW_TOOLS]
    assert len(set(servers)) == 25
    assert not {f"pypi:{s}" for s in servers} & {r["source"] for r in fresh19()}


def test_lengths_range_from_one_short_clause_to_a_page() -> None:
    chars = sorted(len(plain_payload(s)) for s in SPECS)
    assert chars[0] <= 70 and chars[-1] >= 1200, (chars[0], chars[-1])
    # not all one length: at least a fifth under 120 characters (the persona's edits are small) and some
    # whole new tools as long as their siblings' docstrings (over 250)
    assert sum(c < 120 for c in chars) >= 20 and sum(c > 250 for c in chars) >= 5, chars


def test_ten_rows_in_other_languages() -> None:
    rows = stored()
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
    # the other rows' payloads are English (a Latin-script text outside the multilingual group)
    for spec in SPECS:
        if spec["group"] != "multilingual":
            assert not re.search(r"[^\x00-\u024f\u2000-\u206f]", plain_payload(spec)), spec["style"]


def test_hidden_rows_really_hide_their_payload() -> None:
    rows = stored()
    hidden = [(r, s) for r, s in zip(rows, SPECS, strict=True) if s["hide"] is not None]
    assert len(hidden) == 10
    uses = Counter(s["hide"][0] for _, s in hidden)
    assert set(uses) <= set(TRANSFORMS) and max(uses.values()) <= 2, uses
    assert Counter(r["kind"] for r, _ in hidden) == {"new_tool": 3, "rewrite": 5, "property": 2}
    for row, spec in hidden:
        name, plain = spec["hide"]
        assert row["source"] == "redteam22-hidden", row["id"]
        assert row["style"].endswith(f"+{name}"), row["id"]
        assert "hidden_text" in row["class"], row["id"]
        assert plain.strip() not in row["new"], row["id"]
        assert plain.strip() in TRANSFORMS[name][1](row["new"]), row["id"]
        assert len(plain.split()) >= 8, row["id"]  # the hidden part is the payload, not a stray word
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
            assert row["new"] != host["new"], row["id"]


def test_shadowing_rows_name_another_servers_tool() -> None:
    rows = stored()
    hosts, prop_hosts, others = rule_hosts()
    host_servers = {h["source"] for h in [*hosts, *prop_hosts]}
    catalogues: dict[str, set[str]] = {}
    for r in fresh19():
        catalogues.setdefault(r["source"], set()).update(r["catalogue"])
    shadowing = [r for r in rows if "shadowing" in r["class"]]
    assert len(shadowing) == 8
    assert {r["id"] for r in shadowing} == {r["id"] for r in rows if "other_catalogue" in r}
    assert Counter(r["kind"] for r in shadowing) == {"new_tool": 4, "rewrite": 3, "property": 1}
    assert len({r["other_catalogue"]["server"] for r in shadowing}) == len(shadowing)  # each another one
    for row in shadowing:
        other = row["other_catalogue"]
        assert isinstance(other, dict) and set(other) == {"server", "tools"}, row["id"]
        # a real fresh19 server that hosts no row of this set, with its real tools
        assert other["server"] in others and other["server"] not in host_servers, row["id"]
        assert other["server"] not in row["origin"], row["id"]
        assert other["tools"] and set(other["tools"]) <= catalogues[other["server"]], row["id"]
        named = [t for t in other["tools"] if re.search(rf"(?<![\w-]){re.escape(t)}(?![\w-])", row["new"])]
        assert named and not set(named) & set(row["catalogue"]), row["id"]


def test_payloads_keep_to_the_persona() -> None:
    """A quiet rug pull: each planted row is the vendor's new text with one small contiguous edit (the rest
    kept byte for byte), most of them inside the text rather than appended, several rewriting the vendor's
    own words; and no jailbreak framing in any payload (hidden ones decoded)."""
    for spec in SPECS:
        assert not JAILBREAK.search(plain_payload(spec)), spec["style"]
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
    ours = {digest(r["new"]) for r in stored()}
    assert len(ours) == 100
    others = [p for p in sorted(DATA.glob("*.jsonl")) if p != PATH and "manifest" not in p.name]
    assert len(others) >= 21
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
    head = "## Twenty-second evaluation set (fifth blind red team, written by a helper)"
    assert readme.count(head) == 1
    # right after the twentieth set's section
    assert readme.split(head, 1)[0].rsplit("\n## ", 1)[1].startswith("Twentieth evaluation set")
    section = " ".join(readme.split(head, 1)[1].split("\n## ", 1)[0].split())
    assert "built on 2026-12-02, not yet scored" in section
    assert 'sha256 of "fresh22:"' in section  # the host rule is stated
    rows = stored()
    per_class = Counter(c for r in rows for c in r["class"])
    for name, n in per_class.items():
        assert f"{name} {n}" in section, name
    for kind, n in Counter(r["kind"] for r in rows).items():
        assert f"| `{kind}` | {n} |" in section, kind
    for group in GROUPS:
        of = [r for r in rows if r["source"] == f"redteam22-{group}"]
        kinds = Counter(r["kind"] for r in of)
        cells = " | ".join(str(kinds[k]) for k in ("new_tool", "rewrite", "property"))
        assert re.search(rf"\| `redteam22-{group}` \([^|]*\) \| {cells} \| {len(of)} \|", section), group
