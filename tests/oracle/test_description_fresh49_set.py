"""Integrity of the forty-ninth evaluation set, `bench/corpus/data/fresh49.jsonl` (README, "Forty-ninth
evaluation set"): a twenty-seventh blind red team's 100 attacks (the release-notes writer), written by a
helper who never saw the detector.

These tests check what the set is made of, never a detector's output on it (no detector is imported or
run here): the schema, labels and ids; the committed bytes (pinned) and that build_fresh49.py rebuilds them;
its composition (kinds, every intent class on at least four rows and none on more than 30, agent_instruction
on at most 40, six style groups, lengths from one short line to a page, ten other languages); that every
hidden row really hides its payload; that the hosts are the ones build_fresh49's rule picks from fresh36
(re-derived here: several rows per server, fresh36 being too small for one per server) and keep their text;
that the shadowing rows name a real tool of another fresh36 server that hosts nothing; that the payloads keep
to the persona (each carries a version or release marker, never jailbreak framing); and that no text is
shared with any other set or the reserved collections.
"""

from __future__ import annotations

import re
import sys
from collections import Counter

from tests.oracle import red_team_sets as rts
from tests.oracle.held_out_sets import BENCH, Row

sys.path.insert(0, str(BENCH / "corpus"))

import build_fresh49
from fresh20_spec import Spec
from fresh49_edits import PROPERTIES, REWRITES
from fresh49_new_tools import NEW_TOOLS

# the six release-note formats of the persona, plus the languages and the hidden rows
TECHNIQUES = {"new-in", "deprecation", "breaking", "migration", "defaults", "security"}
GROUPS = {*TECHNIQUES, "multilingual", "hidden"}
SPECS: list[Spec] = [*NEW_TOOLS, *REWRITES, *PROPERTIES]
SET = rts.RedTeamSet(
    number=49,
    sha256="26707d00ae23380873eb9491bb2b09389611b951f23835123dd73f91e50e74bb",
    build=build_fresh49,
    new_tools=NEW_TOOLS,
    rewrites=REWRITES,
    properties=PROPERTIES,
    groups=GROUPS,
    hosts_from="fresh36",
    rewrite_hosts=56,
    property_hosts=9,
    date="2026-12-07",
    readme_head="## Forty-ninth evaluation set (twenty-seventh blind red team, written by a helper)",
)
KINDS = {"new_tool": 35, "rewrite": 56, "property": 9}
PER_SERVER = 6
# style -> a pattern only a text in that language matches (its script, or its own words).
LANGUAGES = {
    "japanese": r"[\u3040-\u309f]{2,}",
    "korean": r"[\uac00-\ud7af]{2,}",
    "russian": r"[\u0400-\u04ff]{3,}",
    "chinese": r"(?:图片|用户)",
    "portuguese": r"\b(?:Novidade|saldo|usuário)\b",
    "german": r"\b(?:Benutzer|werden|Gehaltsdaten)\b",
    "spanish": r"\b(?:también|cuando|envía)\b",
    "italian": r"\b(?:rubrica|esegui|conferma)\b",
    "french": r"\b(?:utilisateur|désormais|appelez)\b",
    "dutch": r"\b(?:voer|gebruiker|altijd)\b",
}
# Attackers who read public scanner rules avoid jailbreak framing: none in any payload.
JAILBREAK = re.compile(
    r"ignore (?:all |any |the )?(?:previous|prior|above)|<\s*/?\s*important\s*>|\byou are now\b|"
    r"\bjailbreak|\bDAN mode\b|developer mode|system override|system prompt|\bdisregard\b",
    re.I,
)
# the release-notes writer dates every change: a version number (2.4, 0.5.1, v6) in each payload
VERSION = re.compile(r"(?<![\w.])v?\d+\.(?:\d+|x)(?:\.\d+)?(?![\w])|\bv\d+\b")
# ... and most English payloads name the kind of change in changelog words
CHANGELOG = re.compile(
    r"\b(?:new in|added|changed|deprecated|breaking|migration|migrating|behaviou?r change|default|as of|"
    r"since|previously|security|fixed|compatibility|upgrade|workaround|removed)\b",
    re.I,
)


def rule_hosts() -> tuple[list[Row], list[Row], list[str]]:
    """Re-derived here, not taken from the build. Rewrites: fresh36's rewrite rows with old text of 60 to
    1,200 characters, servers in order of sha256("fresh49:" + server), per server at most six rows in order
    of the sha256 of their id, taken server after server until 56. Properties: one row per (server,
    property), the lowest sha256 of the id, pairs in order of sha256("fresh49:" + server + "#" + property),
    the first 10 (fresh36 has 9). Other servers: every fresh36 server hosting no row."""
    benign = [r for r in rts.host_set_rows(SET) if r["label"] == "benign"]
    by_server: dict[str, list[Row]] = {}
    for r in benign:
        if r["kind"] == "rewrite" and 60 <= len(r["old"]) <= 1200:
            by_server.setdefault(r["source"], []).append(r)
    hosts: list[Row] = []
    for server in sorted(by_server, key=lambda server: rts.sha(f"{SET.salt}{server}")):
        hosts += sorted(by_server[server], key=lambda r: rts.sha(r["id"]))[:PER_SERVER]
    hosts = hosts[:56]
    props: dict[tuple[str, str], Row] = {}
    for r in sorted((r for r in benign if r["kind"] == "property"), key=lambda r: rts.sha(r["id"])):
        props.setdefault((r["source"], r["tool"]), r)
    picked = sorted(props, key=lambda k: rts.sha(f"{SET.salt}{k[0]}#{k[1]}"))[:10]
    hosting = {r["source"] for r in hosts} | {server for server, _ in picked}
    others = sorted(
        {r["source"] for r in benign} - hosting, key=lambda server: rts.sha(f"{SET.salt}{server}")
    )
    return hosts, [props[k] for k in picked], others


def test_the_committed_bytes_are_pinned_and_rebuild_identically() -> None:
    rts.check_bytes_pinned_and_rebuilt(SET)


def test_schema_labels_and_ids() -> None:
    rts.check_schema_labels_and_ids(SET)


def test_composition_kinds_classes_groups() -> None:
    comp = rts.check_composition(
        SET,
        kinds=KINDS,
        class_min=4,
        class_max=30,
        group_min=5,
        own_classes=("agent_instruction",),
        own_class_max=40,
    )
    assert comp.per_class["hidden_text"] == 10


def test_lengths_range_from_one_short_line_to_a_page() -> None:
    rts.check_lengths(
        SET,
        unit="words",
        skip_multilingual=True,
        shortest_at_most=9,
        longest_at_least=200,
        short=(25, 20),
        long=(60, 5),
    )


def test_ten_rows_in_ten_other_languages() -> None:
    rts.check_multilingual_rows(SET, LANGUAGES, {"new_tool": 4, "rewrite": 4, "property": 2})
    rts.check_other_payloads_are_latin(SET)


def test_hidden_rows_really_hide_their_payload() -> None:
    rts.check_hidden_rows(SET, each_transform_once=True)


def test_hosts_are_the_ones_the_rule_picks() -> None:
    """The planted rows are on the hosts the rule picks, in its order, with the host's old text, tool,
    catalogue, licence and origin; a rewrite keeps the host's words in order and adds over 40 characters,
    or (placed at `sub:<clause>`) is the host's text with that one clause replaced; a property row starts
    with the host's text and adds over 20 characters. At most six rows per server, no server twice in a row
    of the rule's order broken up."""
    hosts, prop_hosts, _ = rule_hosts()
    assert len(hosts) == 56 and len(prop_hosts) == 9  # fresh36 has no tenth property pair
    assert max(Counter(h["source"] for h in hosts).values()) <= PER_SERVER
    rows = rts.stored(SET)
    specs = {r["id"]: sp for r, sp in zip(rows, SET.specs, strict=True)}
    for kind, picked in (("rewrite", hosts), ("property", prop_hosts)):
        planted = [r for r in rows if r["kind"] == kind]
        assert [rts.host_id(SET, r) for r in planted] == [h["id"] for h in picked]
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
                old = at.removeprefix("sub:")
                assert host["new"].count(old) == 1, row["id"]
                assert row["new"] == host["new"].replace(old, build_fresh49.payload(specs[row["id"]]))
            else:
                words, kept = iter(row["new"].split()), host["new"].split()
                assert all(w in words for w in kept), row["id"]
                assert len(row["new"]) > len(host["new"]) + 40, row["id"]


def test_shadowing_rows_name_another_servers_tool() -> None:
    """Eight shadowing rows (three new tools), exactly the rows with an `other_catalogue`, each naming a
    real tool of a real fresh36 server that hosts no row of this set (six such servers, each named at least
    once), and none of its own catalogue."""
    rows = rts.stored(SET)
    hosts, prop_hosts, others = rule_hosts()
    host_servers = {h["source"] for h in [*hosts, *prop_hosts]}
    catalogues: dict[str, set[str]] = {}
    for r in rts.host_set_rows(SET):
        catalogues.setdefault(r["source"], set()).update(r["catalogue"])
    shadowing = [r for r in rows if "shadowing" in r["class"]]
    assert len(shadowing) == 8
    assert {r["id"] for r in shadowing} == {r["id"] for r in rows if "other_catalogue" in r}
    assert Counter(r["kind"] for r in shadowing) == {"new_tool": 3, "rewrite": 5}
    assert {r["other_catalogue"]["server"] for r in shadowing} == set(others) and len(others) == 6
    for row in shadowing:
        other = row["other_catalogue"]
        assert isinstance(other, dict) and set(other) == {"server", "tools"}, row["id"]
        assert other["server"] not in host_servers and other["server"] not in row["origin"], row["id"]
        assert other["tools"] and set(other["tools"]) <= catalogues[other["server"]], row["id"]
        named = [t for t in other["tools"] if re.search(rf"(?<![\w-]){re.escape(t)}(?![\w-])", row["new"])]
        assert named and not set(named) & set(row["catalogue"]), row["id"]


def test_payloads_keep_to_the_persona() -> None:
    """The release-notes writer: no jailbreak framing in any payload (hidden ones decoded); every payload
    dates its change with a version; nearly every English one names the kind of change."""
    english = 0
    for spec in SPECS:
        text = rts.plain_payload(spec)
        assert not JAILBREAK.search(text), spec["style"]
        assert VERSION.search(text), spec["style"]
        if spec["group"] != "multilingual":
            english += bool(CHANGELOG.search(text))
    assert english >= 85, english


def test_no_text_is_shared_with_any_other_set_or_reserved_collection() -> None:
    rts.check_no_text_shared(SET)


def test_the_readme_states_the_composition() -> None:
    """The README section gives the figures the set has (per class, per kind, per group) and its status,
    placed among the blind red teams' sections."""
    readme, _section = rts.check_readme_figures(SET)
    before = readme.split(SET.readme_head, 1)[0].rsplit("\n## ", 1)[1]
    assert "evaluation set" in before.split("\n", 1)[0], before[:80]
