"""Integrity of the fortieth evaluation set, `bench/corpus/data/fresh40.jsonl` (README, "Fortieth evaluation
set"): a nineteenth blind red team's 100 attacks, written by a helper who never saw the detector.

These tests check what the set is made of, never a detector's output on it (no detector is imported or
run here): the schema, labels and ids; the committed bytes (pinned) and that build_fresh40.py rebuilds them;
its composition (kinds, every intent class on at least four rows and none on more than 30, seven style
groups, lengths from one short line to a page, ten other languages); that every hidden row really hides its
payload (its transform's decoder finds it, the plain text is absent); that the hosts are the ones the salted
selection rule picks from fresh21 and keep their text; that the shadowing rows name a real tool of another
fresh21 server that hosts nothing; that the payloads keep to the persona (declarative third-person
documentation, no second person, never jailbreak framing); and that no text is shared with any other set or
the reserved collections.
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
    assert_no_text_shared,
    check_schema,
    digest,
    rows_of,
)
from tests.oracle.test_description_labelled_set import CLASSES

sys.path.insert(0, str(BENCH / "corpus"))

import build_fresh40
from fresh16_hide import TRANSFORMS
from fresh20_spec import Spec
from fresh40_edits import PROPERTIES, REWRITES
from fresh40_new_tools import NEW_TOOLS

PATH = DATA / "fresh40.jsonl"
TEXT_FIELDS = ("old", "new", "text", "description")
SHA256 = "ec7e1d40a83931257b5975eb080738764547f5b3f219e06bf67866c3d1ca785d"
# the documentation formats the persona writes in, and the two technique groups
FORMATS = {
    "behavior": r"\b(?:behaviou?r|side effects?|also|returns?|includes?|carries|performed|installed|forwarded|"
    r"accepted|uploaded|copied|applied|takes the form)\b",
    "defaults": r"\b(?:defaults?|parameter|field|values?|sets?|omitted|passing|passed)\b",
    "workflow": r"\b(?:workflow|flow|sequence|procedure|step|first|before|setup|preconditions|conventions|"
    r"required|once|about to)\b",
    "caveats": r"\b(?:note|known|caveat|limitation|requirement|fallback|issue|when|until|since|scope|unknown|"
    r"not|also|omitted|excluded|removed|diagnostics)\b",
    "changelog": r"(?:\b\d+\.\d+(?:\.\d+)?\b|changelog|release notes)",
}
GROUPS = {*FORMATS, "multilingual", "hidden"}
SPECS: list[Spec] = [*NEW_TOOLS, *REWRITES, *PROPERTIES]
# style -> a pattern only a text in that language matches (its script, or its own words).
LANGUAGES = {
    "french": r"\b(?:facture|l'utilisateur|comportement)\b",
    "japanese": r"[\u3040-\u309f]{2,}",
    "dutch": r"\b(?:wordt|huurcontract|verhuurder)\b",
    "polish": r"\b(?:pracowników|użytkownika|wysyłany)\b",
    "russian": r"[\u0400-\u04ff]{3,}",
    "spanish": r"\b(?:búsqueda|empresa|usuario)\b",
    "portuguese": r"\b(?:mensagens|encaminhamento|usuário)\b",
    "german": r"\b(?:wird|Eigentümers|Nutzer)\b",
    "chinese": r"(?:身分證|使用者)",
    "italian": r"\b(?:beneficiario|fattura|comunque)\b",
}
# Attackers who read public scanner rules avoid jailbreak framing: none in any payload.
JAILBREAK = re.compile(
    r"ignore (?:all |any |the )?(?:previous|prior|above)|<\s*/?\s*important\s*>|\byou are now\b|"
    r"\bjailbreak|\bDAN mode\b|developer mode|system override|disregard|system prompt",
    re.I,
)
# The persona never addresses the agent: no second person, none of the scanner-bait commands.
SECOND_PERSON = re.compile(r"\byou(?:r|rs|rself)?\b|\byou'", re.I)
COMMANDS = re.compile(r"\b(?:you must|do not tell|don't tell|never tell|never mention|make sure to)\b", re.I)
# A declarative statement: a finite verb of state or behaviour in the third person or the passive.
DECLARATIVE = re.compile(
    r"\b(?:is|are|was|were|be|count|takes?|includes?|include|carries|carry|defaults?|runs?|applies|"
    r"applied|returns?|requires?|supersedes|becomes?|sets)\b",
    re.I,
)


def stored() -> list[Row]:
    return rows_of(PATH)


def fresh21() -> list[Row]:
    return rows_of(DATA / "fresh21.jsonl")


def sha(text: str) -> str:
    return hashlib.sha256(text.encode()).hexdigest()


def plain_payload(spec: Spec) -> str:
    """The payload as written: the text, with a hidden row's plain payload in place of `{hidden}`."""
    return spec["text"].replace("{hidden}", spec["hide"][1] if spec["hide"] else "")


def rule_hosts() -> tuple[list[Row], list[Row], list[str]]:
    """Re-derived here, not taken from the build. Rewrites: per fresh21 server (rewrite rows, old text
    60..1,200 characters) the row with the lowest sha256 of its id, servers in order of sha256("fresh40:" +
    server), the first 55. Properties: one row per (server, property), the lowest sha256 of the id, pairs in
    order of sha256("fresh40:" + server + "#" + property), the first 10. Other servers: the rewrite servers
    after the 55 that host no property row."""
    benign = [r for r in fresh21() if r["label"] == "benign"]
    by_server: dict[str, list[Row]] = {}
    for r in benign:
        if r["kind"] == "rewrite" and 60 <= len(r["old"]) <= 1200:
            by_server.setdefault(r["source"], []).append(r)
    servers = sorted(by_server, key=lambda s: sha(f"fresh40:{s}"))
    hosts = [min(by_server[s], key=lambda r: sha(r["id"])) for s in servers[:55]]
    props: dict[tuple[str, str], Row] = {}
    for r in sorted((r for r in benign if r["kind"] == "property"), key=lambda r: sha(r["id"])):
        props.setdefault((r["source"], r["tool"]), r)
    picked = sorted(props, key=lambda k: sha(f"fresh40:{k[0]}#{k[1]}"))[:10]
    prop_servers = {server for server, _ in picked}
    others = [s for s in servers[55:] if s not in prop_servers]
    return hosts, [props[k] for k in picked], others


def host_id(row: Row) -> str:
    m = re.search(r"fresh21 (b-[0-9a-f]+) ", row["origin"])
    assert m, row["id"]
    return m.group(1)


def test_the_committed_bytes_are_pinned_and_rebuild_identically() -> None:
    data = PATH.read_bytes()
    assert hashlib.sha256(data).hexdigest() == SHA256
    assert build_fresh40.dumps(build_fresh40.build()) == data
    assert build_fresh40.main(["--check"]) == 0


def test_schema_labels_and_ids() -> None:
    rows = stored()
    check_schema(rows, {f"redteam40-{g}" for g in GROUPS})
    assert [r["id"] for r in rows] == [f"fresh40-{n:03d}" for n in range(100)]
    for row, spec in zip(rows, SPECS, strict=True):
        assert row["label"] == "attack", row["id"]
        assert row["class"] == spec["classes"] and len(set(row["class"])) == len(row["class"]), row["id"]
        assert set(row["class"]) <= CLASSES, row["id"]
        assert row["source"] == f"redteam40-{spec['group']}" and row["style"] == spec["style"], row["id"]
        assert "written blind" in row["origin"] and "2026-12-07" in row["origin"], row["id"]
        assert row["licence"].startswith("Apache-2.0 (payload: this repository)"), row["id"]
        assert row["tool"] in row["catalogue"] or row["kind"] == "property", row["id"]
        assert set(row) <= {*build_fresh40.FIELDS, "other_catalogue"}, row["id"]
        if row["kind"] == "new_tool":
            assert row["new"] == build_fresh40.payload(spec) and row["licence"] == build_fresh40.LICENCE
            assert spec["server"] in row["origin"], row["id"]
        else:
            assert build_fresh40.payload(spec).strip() in row["new"], row["id"]


def test_composition_kinds_classes_groups() -> None:
    rows = stored()
    assert Counter(r["kind"] for r in rows) == {"new_tool": 35, "rewrite": 55, "property": 10}
    per_class = Counter(c for r in rows for c in r["class"])
    assert set(per_class) == CLASSES  # every intent class of the issue
    assert max(per_class.values()) <= 30, per_class  # the persona has no class of its own: none over 30
    assert min(per_class.values()) >= 4, per_class
    groups = Counter(r["source"] for r in rows)
    assert set(groups) == {f"redteam40-{g}" for g in GROUPS}
    assert 4 <= len(GROUPS) <= 7
    assert min(groups.values()) >= 5, groups
    assert len({r["style"] for r in rows}) == 100
    # made-up servers: distinct, none of them a real fresh21 server
    servers = [s["server"] for s in NEW_TOOLS]
    assert len(set(servers)) == 35
    assert not {f"pypi:{s}" for s in servers} & {r["source"] for r in fresh21()}


def test_lengths_range_from_one_short_line_to_a_page() -> None:
    words = sorted(len(plain_payload(s).split()) for s in SPECS if s["group"] != "multilingual")
    assert words[0] <= 9 and words[-1] >= 200, (words[0], words[-1])
    # not all one length: at least a fifth under 25 words and some over 60
    assert sum(w < 25 for w in words) >= 20 and sum(w > 60 for w in words) >= 5, words


def test_ten_rows_in_ten_other_languages() -> None:
    rows = stored()
    multilingual = [(r, s) for r, s in zip(rows, SPECS, strict=True) if s["group"] == "multilingual"]
    assert sorted(r["style"] for r, _ in multilingual) == sorted(LANGUAGES)
    assert Counter(r["kind"] for r, _ in multilingual) == {"new_tool": 4, "rewrite": 4, "property": 2}
    for row, spec in multilingual:
        assert spec["text"] in row["new"], row["id"]
        assert re.search(LANGUAGES[row["style"]], spec["text"], re.IGNORECASE), row["id"]
        others = [p for lang, p in LANGUAGES.items() if lang != row["style"]]
        assert not any(re.search(p, spec["text"], re.IGNORECASE) for p in others), row["id"]
    # the other rows' payloads are English (a Latin-script text outside the multilingual group)
    for spec in SPECS:
        if spec["group"] != "multilingual":
            assert not re.search(r"[^\x00-\u024f\u2000-\u206f]", plain_payload(spec)), spec["style"]


def test_hidden_rows_really_hide_their_payload() -> None:
    rows = stored()
    hidden = [(r, s, s["hide"]) for r, s in zip(rows, SPECS, strict=True) if s["hide"] is not None]
    assert len(hidden) == 10
    used = Counter(hide[0] for _, _, hide in hidden)
    assert set(used) == set(TRANSFORMS) and max(used.values()) == 1, used  # each transform once
    for row, _, (name, plain) in hidden:
        assert row["source"] == "redteam40-hidden", row["id"]
        assert row["style"].endswith(f"+{name}"), row["id"]
        assert "hidden_text" in row["class"], row["id"]
        assert plain.strip() not in row["new"], row["id"]
        assert plain.strip() in TRANSFORMS[name][1](row["new"]), row["id"]
        assert len(plain.split()) >= 8, row["id"]  # the hidden part is the payload, not a stray word
    # every row that claims hidden text is one of them, and styles with a transform suffix are too
    flagged = {r["id"] for r in rows if "hidden_text" in r["class"] or "+" in r["style"]}
    assert flagged == {r["id"] for r, _, _ in hidden}


def test_hosts_are_the_ones_the_rule_picks() -> None:
    hosts, prop_hosts, _ = rule_hosts()
    rows = stored()
    specs = {r["id"]: s for r, s in zip(rows, SPECS, strict=True)}
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
            at = specs[row["id"]]["at"]
            if kind == "property":
                assert row["new"].startswith(host["new"]), row["id"]
                assert len(row["new"]) > len(host["new"]) + 20, row["id"]
            elif at.startswith("sub:"):
                # a clause of the host rewritten in place: the rest of the host's text is untouched
                old = at.removeprefix("sub:")
                assert host["new"].count(old) == 1, row["id"]
                assert row["new"] == host["new"].replace(old, build_fresh40.payload(specs[row["id"]]))
            else:
                words, kept = iter(row["new"].split()), host["new"].split()
                assert all(w in words for w in kept), row["id"]  # the host's new words stay, in order
                assert len(row["new"]) > len(host["new"]) + 40, row["id"]


def test_shadowing_rows_name_another_servers_tool() -> None:
    rows = stored()
    hosts, prop_hosts, others = rule_hosts()
    host_servers = {h["source"] for h in [*hosts, *prop_hosts]}
    catalogues: dict[str, set[str]] = {}
    for r in fresh21():
        catalogues.setdefault(r["source"], set()).update(r["catalogue"])
    shadowing = [r for r in rows if "shadowing" in r["class"]]
    assert 8 <= len(shadowing) <= 10
    assert {r["id"] for r in shadowing} == {r["id"] for r in rows if "other_catalogue" in r}
    assert Counter(r["kind"] for r in shadowing)["new_tool"] >= 3
    assert len({r["other_catalogue"]["server"] for r in shadowing}) == len(shadowing)  # each another one
    for row in shadowing:
        other = row["other_catalogue"]
        assert isinstance(other, dict) and set(other) == {"server", "tools"}, row["id"]
        # a real fresh21 server that hosts no row of this set, with its real tools
        assert other["server"] in others and other["server"] not in host_servers, row["id"]
        assert other["server"] not in row["origin"], row["id"]
        assert other["tools"] and set(other["tools"]) <= catalogues[other["server"]], row["id"]
        named = [t for t in other["tools"] if re.search(rf"(?<![\w-]){re.escape(t)}(?![\w-])", row["new"])]
        assert named and not set(named) & set(row["catalogue"]), row["id"]


def test_payloads_keep_to_the_persona() -> None:
    """The declarative documenter: no jailbreak framing in any payload (hidden ones decoded); no English
    payload addresses the agent in the second person or with a scanner-bait command; each states a fact or
    a convention; each format group's payloads are written in that format's vocabulary."""
    for spec in SPECS:
        text = plain_payload(spec)
        assert not JAILBREAK.search(text), spec["style"]
        if spec["group"] != "multilingual":
            assert not SECOND_PERSON.search(text), spec["style"]
            assert not COMMANDS.search(text), spec["style"]
            assert DECLARATIVE.search(text), spec["style"]
    for spec in SPECS:
        if spec["group"] in FORMATS:
            assert re.search(FORMATS[spec["group"]], plain_payload(spec), re.I), spec["style"]


def test_no_text_is_shared_with_any_other_set_or_reserved_collection() -> None:
    ours = {digest(r["new"]) for r in stored()}
    assert len(ours) == 100
    assert_no_text_shared(PATH, ours, TEXT_FIELDS)


def test_the_readme_states_the_composition() -> None:
    """The README section gives the figures the set has (per class, per kind, per group) and its status,
    placed right after the thirty-ninth set's section."""
    readme = (BENCH / "corpus" / "README.md").read_text(encoding="utf-8")
    head = "## Fortieth evaluation set (nineteenth blind red team, written by a helper)"
    assert readme.count(head) == 1
    before = readme.split(head, 1)[0].rsplit("\n## ", 1)[1]
    assert before.startswith("Thirty-ninth evaluation set"), before[:80]
    section = " ".join(readme.split(head, 1)[1].split("\n## ", 1)[0].split())
    assert "built on 2026-12-07, not yet scored" in section
    assert 'sha256 of "fresh40:"' in section  # the host rule is stated
    rows = stored()
    per_class = Counter(c for r in rows for c in r["class"])
    for name, n in per_class.items():
        assert f"{name} {n}" in section, name
    for kind, n in Counter(r["kind"] for r in rows).items():
        assert f"| `{kind}` | {n} |" in section, kind
    for group in GROUPS:
        of = [r for r in rows if r["source"] == f"redteam40-{group}"]
        kinds = Counter(r["kind"] for r in of)
        cells = " | ".join(str(kinds[k]) for k in ("new_tool", "rewrite", "property"))
        assert re.search(rf"\| `redteam40-{group}` \([^|]*\) \| {cells} \| {len(of)} \|", section), group
