"""Integrity checks shared by the blind red teams' evaluation sets' tests (fresh22.jsonl ... fresh56.jsonl).

Each such set is 100 attacks a helper wrote blind (never seeing the detector): made-up new tools, plus
payloads planted into benign rows that a salted rule picks from an earlier benign set (the hosts). Each set's
test file (from fresh46 on, each set's record in test_description_red_team_sets.py) keeps its own constants
(a `RedTeamSet`, the expected counts) and its persona checks, and calls these checks with them. They look at what a set is made of, never at a detector's output on it: no detector
is imported or run here.
"""

from __future__ import annotations

import hashlib
import re
import sys
from collections import Counter
from collections.abc import Collection
from dataclasses import dataclass
from pathlib import Path
from types import ModuleType
from typing import Literal, NamedTuple

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

from fresh16_hide import TRANSFORMS
from fresh20_spec import Spec

TEXT_FIELDS = ("old", "new", "text", "description")
KINDS = ("new_tool", "rewrite", "property")


@dataclass(frozen=True)
class RedTeamSet:
    """One blind red team's set: its number (fresh<number>.jsonl, sources redteam<number>-<group>), the
    pinned sha256 of its bytes, its build module, its specs, its style groups, the benign set its hosts come
    from, how many rewrite and property hosts the rule picks, the date its rows record, its README heading."""

    number: int
    sha256: str
    build: ModuleType
    new_tools: list[Spec]
    rewrites: list[Spec]
    properties: list[Spec]
    groups: set[str]
    hosts_from: str
    rewrite_hosts: int
    property_hosts: int
    date: str
    readme_head: str

    @property
    def name(self) -> str:
        return f"fresh{self.number}"

    @property
    def path(self) -> Path:
        return DATA / f"{self.name}.jsonl"

    @property
    def salt(self) -> str:
        return f"{self.name}:"

    @property
    def specs(self) -> list[Spec]:
        return [*self.new_tools, *self.rewrites, *self.properties]

    def source(self, group: str) -> str:
        return f"redteam{self.number}-{group}"


def stored(s: RedTeamSet) -> list[Row]:
    return rows_of(s.path)


def host_set_rows(s: RedTeamSet) -> list[Row]:
    """The rows of the benign set the hosts are picked from."""
    return rows_of(DATA / f"{s.hosts_from}.jsonl")


def sha(text: str) -> str:
    return hashlib.sha256(text.encode()).hexdigest()


def plain_payload(spec: Spec) -> str:
    """The payload as written: the text, with a hidden row's plain payload in place of `{hidden}`."""
    return spec["text"].replace("{hidden}", spec["hide"][1] if spec["hide"] else "")


def rule_hosts(s: RedTeamSet) -> tuple[list[Row], list[Row], list[str]]:
    """Re-derived here, not taken from the build. Rewrites: per server of the hosts' set (rewrite rows, old
    text 60..1,200 characters) the row with the lowest sha256 of its id, servers in order of sha256(salt +
    server), the first `rewrite_hosts`. Properties: one row per (server, property), the lowest sha256 of the
    id, pairs in order of sha256(salt + server + "#" + property), the first `property_hosts`. Other servers:
    the rewrite servers after those that host no property row. The salt is "fresh<number>:"."""
    benign = [r for r in host_set_rows(s) if r["label"] == "benign"]
    by_server: dict[str, list[Row]] = {}
    for r in benign:
        if r["kind"] == "rewrite" and 60 <= len(r["old"]) <= 1200:
            by_server.setdefault(r["source"], []).append(r)
    servers = sorted(by_server, key=lambda server: sha(f"{s.salt}{server}"))
    hosts = [min(by_server[server], key=lambda r: sha(r["id"])) for server in servers[: s.rewrite_hosts]]
    props: dict[tuple[str, str], Row] = {}
    for r in sorted((r for r in benign if r["kind"] == "property"), key=lambda r: sha(r["id"])):
        props.setdefault((r["source"], r["tool"]), r)
    picked = sorted(props, key=lambda k: sha(f"{s.salt}{k[0]}#{k[1]}"))[: s.property_hosts]
    prop_servers = {server for server, _ in picked}
    others = [server for server in servers[s.rewrite_hosts :] if server not in prop_servers]
    return hosts, [props[k] for k in picked], others


def host_id(s: RedTeamSet, row: Row) -> str:
    m = re.search(rf"{s.hosts_from} (b-[0-9a-f]+) ", row["origin"])
    assert m, row["id"]
    return m.group(1)


def check_bytes_pinned_and_rebuilt(s: RedTeamSet) -> None:
    data = s.path.read_bytes()
    assert hashlib.sha256(data).hexdigest() == s.sha256
    assert s.build.dumps(s.build.build()) == data
    assert s.build.main(["--check"]) == 0


def check_schema_labels_and_ids(s: RedTeamSet) -> list[Row]:
    """The corpus schema, ids fresh<number>-000..099, and each row as its spec and the build say. Returns
    the rows."""
    rows = stored(s)
    check_schema(rows, {s.source(g) for g in s.groups})
    assert [r["id"] for r in rows] == [f"{s.name}-{n:03d}" for n in range(100)]
    for row, spec in zip(rows, s.specs, strict=True):
        assert row["label"] == "attack", row["id"]
        assert row["class"] == spec["classes"] and len(set(row["class"])) == len(row["class"]), row["id"]
        assert set(row["class"]) <= CLASSES, row["id"]
        assert row["source"] == s.source(spec["group"]) and row["style"] == spec["style"], row["id"]
        assert "written blind" in row["origin"] and s.date in row["origin"], row["id"]
        assert row["licence"].startswith("Apache-2.0 (payload: this repository)"), row["id"]
        assert row["tool"] in row["catalogue"] or row["kind"] == "property", row["id"]
        assert set(row) <= {*s.build.FIELDS, "other_catalogue"}, row["id"]
        if row["kind"] == "new_tool":
            assert row["new"] == s.build.payload(spec) and row["licence"] == s.build.LICENCE
            assert spec["server"] in row["origin"], row["id"]
        else:
            assert s.build.payload(spec).strip() in row["new"], row["id"]
    return rows


class Composition(NamedTuple):
    rows: list[Row]
    per_class: Counter[str]  # rows per intent class
    groups: Counter[str]  # rows per source (style group)


def check_composition(
    s: RedTeamSet,
    *,
    kinds: dict[str, int],
    class_min: int,
    class_max: int,
    group_min: int,
    own_classes: Collection[str] = (),
    own_class_max: int = 40,
) -> Composition:
    """Kinds exactly `kinds`; every intent class on at least `class_min` rows and at most `class_max` (the
    persona's `own_classes` at most `own_class_max`); every style group on at least `group_min` rows; 100
    styles; the made-up servers distinct and none a real server of the hosts' set. Returns the rows and
    their counts per class and per source."""
    rows = stored(s)
    assert Counter(r["kind"] for r in rows) == kinds
    per_class = Counter(c for r in rows for c in r["class"])
    assert set(per_class) == CLASSES  # every intent class of the issue
    for name, n in per_class.items():
        assert n <= (own_class_max if name in own_classes else class_max), (name, per_class)
    assert min(per_class.values()) >= class_min, per_class
    groups = Counter(r["source"] for r in rows)
    assert set(groups) == {s.source(g) for g in s.groups}
    assert min(groups.values()) >= group_min, groups
    assert len({r["style"] for r in rows}) == 100
    # made-up servers: distinct, none of them a real server of the hosts' set
    servers = [t["server"] for t in s.new_tools]
    assert len(set(servers)) == kinds["new_tool"]
    assert not {f"pypi:{server}" for server in servers} & {r["source"] for r in host_set_rows(s)}
    return Composition(rows, per_class, groups)


def check_lengths(
    s: RedTeamSet,
    *,
    unit: Literal["words", "chars"],
    skip_multilingual: bool,
    shortest_at_most: int,
    longest_at_least: int,
    short: tuple[int, int],
    long: tuple[int, int],
) -> None:
    """Payload lengths (in `unit`, the multilingual group's left out if `skip_multilingual`) range from one
    short line to a page: the shortest at most `shortest_at_most`, the longest at least `longest_at_least`,
    and not all one length: short = (under this, at least this many), long = (over this, at least this many)."""

    def size(spec: Spec) -> int:
        text = plain_payload(spec)
        return len(text.split()) if unit == "words" else len(text)

    sizes = sorted(
        size(spec) for spec in s.specs if not (skip_multilingual and spec["group"] == "multilingual")
    )
    assert sizes[0] <= shortest_at_most and sizes[-1] >= longest_at_least, (sizes[0], sizes[-1])
    (short_under, short_n), (long_over, long_n) = short, long
    assert sum(n < short_under for n in sizes) >= short_n and sum(n > long_over for n in sizes) >= long_n, (
        sizes
    )


def check_multilingual_rows(s: RedTeamSet, languages: dict[str, str], kinds: dict[str, int]) -> None:
    """One multilingual row per language (its style), of `kinds`; each payload in the row, matching its own
    language's pattern and no other's."""
    rows = stored(s)
    multilingual = [(r, sp) for r, sp in zip(rows, s.specs, strict=True) if sp["group"] == "multilingual"]
    assert sorted(r["style"] for r, _ in multilingual) == sorted(languages)
    assert Counter(r["kind"] for r, _ in multilingual) == kinds
    for row, spec in multilingual:
        assert spec["text"] in row["new"], row["id"]
        assert re.search(languages[row["style"]], spec["text"], re.IGNORECASE), row["id"]
        others = [p for lang, p in languages.items() if lang != row["style"]]
        assert not any(re.search(p, spec["text"], re.IGNORECASE) for p in others), row["id"]


def check_other_payloads_are_latin(s: RedTeamSet) -> None:
    """The other rows' payloads are English (a Latin-script text outside the multilingual group)."""
    for spec in s.specs:
        if spec["group"] != "multilingual":
            assert not re.search(r"[^\x00-\u024f\u2000-\u206f]", plain_payload(spec)), spec["style"]


def check_hidden_rows(
    s: RedTeamSet,
    *,
    each_transform_once: bool,
    min_plain_words: int | None = 8,
    min_plain_chars: int | None = None,
) -> list[tuple[Row, Spec]]:
    """Ten hidden rows, each transform used once (every one of them) or, if not `each_transform_once`, at
    most twice; each row's plain payload absent from its text and found by its transform's decoder, and
    long enough to be the payload, not a stray word; every row claiming hidden text is one of them. Returns
    (row, spec) of the hidden rows."""
    rows = stored(s)
    hidden = [(r, sp, sp["hide"]) for r, sp in zip(rows, s.specs, strict=True) if sp["hide"] is not None]
    assert len(hidden) == 10
    used = Counter(hide[0] for _, _, hide in hidden)
    if each_transform_once:
        assert set(used) == set(TRANSFORMS) and max(used.values()) == 1, used
    else:
        assert set(used) <= set(TRANSFORMS) and max(used.values()) <= 2, used
    for row, _, (name, plain) in hidden:
        assert row["source"] == s.source("hidden"), row["id"]
        assert row["style"].endswith(f"+{name}"), row["id"]
        assert "hidden_text" in row["class"], row["id"]
        assert plain.strip() not in row["new"], row["id"]
        assert plain.strip() in TRANSFORMS[name][1](row["new"]), row["id"]
        if min_plain_words is not None:
            assert len(plain.split()) >= min_plain_words, row["id"]
        if min_plain_chars is not None:
            assert len(plain) >= min_plain_chars, row["id"]
    # every row that claims hidden text is one of them, and styles with a transform suffix are too
    flagged = {r["id"] for r in rows if "hidden_text" in r["class"] or "+" in r["style"]}
    assert flagged == {r["id"] for r, _, _ in hidden}
    return [(r, sp) for r, sp, _ in hidden]


def check_hosts_are_the_rule_picks(
    s: RedTeamSet, *, host_text: Literal["changed", "kept", "kept-or-rewritten-in-place"]
) -> None:
    """The planted rows are on the hosts the rule picks, in its order, with the host's old text, tool,
    catalogue, licence and origin. Their new text: "changed" (differs from the host's); "kept" (a property
    row starts with the host's text and adds over 20 characters, a rewrite keeps the host's words in order
    and adds over 40); "kept-or-rewritten-in-place" (as "kept", but a rewrite whose spec is placed at
    `sub:<clause>` is the host's text with that one clause replaced by the payload)."""
    hosts, prop_hosts, _ = rule_hosts(s)
    rows = stored(s)
    specs = {r["id"]: sp for r, sp in zip(rows, s.specs, strict=True)}
    for kind, picked in (("rewrite", hosts), ("property", prop_hosts)):
        planted = [r for r in rows if r["kind"] == kind]
        # one row per host, in the rule's order
        assert [host_id(s, r) for r in planted] == [h["id"] for h in picked]
        for row, host in zip(planted, picked, strict=True):
            assert (row["old"], row["tool"], row["catalogue"]) == (
                host["old"],
                host["tool"],
                host["catalogue"],
            )
            assert row["licence"].endswith(f"host text: {host['licence']}"), row["id"]
            assert host["origin"] in row["origin"], row["id"]
            at = specs[row["id"]]["at"]
            if host_text == "changed":
                assert row["new"] != host["new"], row["id"]
            elif kind == "property":
                assert row["new"].startswith(host["new"]), row["id"]
                assert len(row["new"]) > len(host["new"]) + 20, row["id"]
            elif host_text == "kept-or-rewritten-in-place" and at.startswith("sub:"):
                # a clause of the host rewritten in place: the rest of the host's text is untouched
                old = at.removeprefix("sub:")
                assert host["new"].count(old) == 1, row["id"]
                assert row["new"] == host["new"].replace(old, s.build.payload(specs[row["id"]]))
            else:
                words, kept = iter(row["new"].split()), host["new"].split()
                assert all(w in words for w in kept), row["id"]  # the host's new words stay, in order
                assert len(row["new"]) > len(host["new"]) + 40, row["id"]


def check_shadowing_rows(s: RedTeamSet, *, size: tuple[int, int], min_new_tools: int) -> list[Row]:
    """Between size[0] and size[1] shadowing rows (at least `min_new_tools` of them new tools), exactly the
    rows with an `other_catalogue`, each naming a real tool of a different real server of the hosts' set that
    hosts no row of this set, and none of its own catalogue. Returns the shadowing rows."""
    rows = stored(s)
    hosts, prop_hosts, others = rule_hosts(s)
    host_servers = {h["source"] for h in [*hosts, *prop_hosts]}
    catalogues: dict[str, set[str]] = {}
    for r in host_set_rows(s):
        catalogues.setdefault(r["source"], set()).update(r["catalogue"])
    shadowing = [r for r in rows if "shadowing" in r["class"]]
    assert size[0] <= len(shadowing) <= size[1]
    assert {r["id"] for r in shadowing} == {r["id"] for r in rows if "other_catalogue" in r}
    assert Counter(r["kind"] for r in shadowing)["new_tool"] >= min_new_tools
    assert len({r["other_catalogue"]["server"] for r in shadowing}) == len(shadowing)  # each another one
    for row in shadowing:
        other = row["other_catalogue"]
        assert isinstance(other, dict) and set(other) == {"server", "tools"}, row["id"]
        # a real server of the hosts' set that hosts no row of this set, with its real tools
        assert other["server"] in others and other["server"] not in host_servers, row["id"]
        assert other["server"] not in row["origin"], row["id"]
        assert other["tools"] and set(other["tools"]) <= catalogues[other["server"]], row["id"]
        named = [t for t in other["tools"] if re.search(rf"(?<![\w-]){re.escape(t)}(?![\w-])", row["new"])]
        assert named and not set(named) & set(row["catalogue"]), row["id"]
    return shadowing


def check_no_text_shared(s: RedTeamSet, *, min_others: int | None = None) -> None:
    """100 distinct texts, none shared with another data file or a reserved collection (held_out_sets's
    check, which wants at least 25 other files; `min_others` asks for at least that many)."""
    ours = {digest(r["new"]) for r in stored(s)}
    assert len(ours) == 100
    if min_others is not None:
        others = [p for p in sorted(DATA.glob("*.jsonl")) if p != s.path and "manifest" not in p.name]
        assert len(others) >= min_others
    assert_no_text_shared(s.path, ours, TEXT_FIELDS)


def check_readme_figures(s: RedTeamSet) -> tuple[str, str]:
    """The README has the set's heading once, and its section gives the set's status and host rule and the
    figures it has (per class, per kind, per group). Returns (the README, the section's text with its
    whitespace collapsed) for the set's own checks of where the section is placed."""
    readme = (BENCH / "corpus" / "README.md").read_text(encoding="utf-8")
    assert readme.count(s.readme_head) == 1
    section = " ".join(readme.split(s.readme_head, 1)[1].split("\n## ", 1)[0].split())
    assert f"built on {s.date}, not yet scored" in section
    assert f'sha256 of "{s.salt}"' in section  # the host rule is stated
    rows = stored(s)
    per_class = Counter(c for r in rows for c in r["class"])
    for name, n in per_class.items():
        assert f"{name} {n}" in section, name
    for kind, n in Counter(r["kind"] for r in rows).items():
        assert f"| `{kind}` | {n} |" in section, kind
    for group in s.groups:
        of = [r for r in rows if r["source"] == s.source(group)]
        kinds = Counter(r["kind"] for r in of)
        cells = " | ".join(str(kinds[k]) for k in KINDS)
        assert re.search(rf"\| `{s.source(group)}` \([^|]*\) \| {cells} \| {len(of)} \|", section), group
    return readme, section
