"""Integrity of the blind red teams' evaluation sets fresh46 ... fresh63 (`bench/corpus/data/fresh<n>.jsonl`,
README "...th evaluation set"), each 100 attacks a helper wrote blind (never seeing the detector); the benign
sets fresh52, fresh57 and fresh61 are test_description_benign_sets.py's.

These tests check what each set is made of, never a detector's output on it (no detector is imported or run
here): the schema, labels and ids; the committed bytes (pinned) and that build_fresh<n>.py rebuilds them; its
composition (kinds, every intent class between the set's bounds, the persona's own classes up to theirs, the
style groups, the payload lengths, the other languages); that every hidden row really hides its payload (its
transform's decoder finds it, the plain text is absent); that the hosts are the ones the salted selection rule
picks from the set's benign host set and keep their text; that the shadowing rows name a real tool of another
server of that host set that hosts nothing; that the payloads keep to the persona (never jailbreak framing,
and the persona's own marks); and that no text is shared with any other set or the reserved collections.

One record per set (`SETS`) holds the constants its own test file held; every check runs on every set that
has it, with those constants (tests/oracle/red_team_sets.py has the checks). A check a set does its own way
(fresh49's host rule, fresh53's eight hidden rows) is the record's own function.
"""

from __future__ import annotations

import importlib
import re
import sys
from collections import Counter
from collections.abc import Callable, Collection
from dataclasses import dataclass, field
from typing import Any

import pytest

from tests.oracle import red_team_sets as rts
from tests.oracle.held_out_sets import BENCH, Row

sys.path.insert(0, str(BENCH / "corpus"))

from fresh16_hide import TRANSFORMS
from fresh20_spec import Spec

# Attackers who read public scanner rules avoid jailbreak framing: none in any payload of any set.
JAILBREAK = re.compile(
    r"ignore (?:all |any |the )?(?:previous|prior|above)|<\s*/?\s*important\s*>|\byou are now\b|"
    r"\bjailbreak|\bDAN mode\b|developer mode|system override|system prompt|\bdisregard\b",
    re.I,
)
# lengths from one short line to a page (in words, the multilingual group's left out): most sets
PAGE = {
    "unit": "words",
    "skip_multilingual": True,
    "shortest_at_most": 9,
    "longest_at_least": 200,
    "short": (25, 20),
    "long": (60, 5),
}
TEN_LANGUAGE_KINDS = {"new_tool": 4, "rewrite": 4, "property": 2}


def red_team_set(
    number: int,
    *,
    sha256: str,
    hosts_from: str,
    rewrite_hosts: int,
    property_hosts: int,
    groups: set[str],
    readme_head: str,
    date: str = "2026-12-07",
    has_new_tools: bool = True,
) -> rts.RedTeamSet:
    """The set's RedTeamSet, its specs read from bench/corpus's fresh<n>_new_tools (unless the set has no
    such module) and fresh<n>_edits."""
    edits = importlib.import_module(f"fresh{number}_edits")
    new_tools: list[Spec] = []
    if has_new_tools:
        new_tools = importlib.import_module(f"fresh{number}_new_tools").NEW_TOOLS
    return rts.RedTeamSet(
        number=number,
        sha256=sha256,
        build=importlib.import_module(f"build_fresh{number}"),
        new_tools=new_tools,
        rewrites=edits.REWRITES,
        properties=edits.PROPERTIES,
        groups=groups,
        hosts_from=hosts_from,
        rewrite_hosts=rewrite_hosts,
        property_hosts=property_hosts,
        date=date,
        readme_head=readme_head,
    )


def english(spec: Spec) -> bool:
    return spec["group"] != "multilingual"


def every_english_payload(pattern: re.Pattern[str]) -> Callable[[rts.RedTeamSet], None]:
    """The persona's mark: `pattern` in every English payload (a hidden row's plain payload)."""

    def check(s: rts.RedTeamSet) -> None:
        for spec in s.specs:
            if english(spec):
                assert pattern.search(rts.plain_payload(spec)), spec["style"]

    return check


def each_transform_once(s: rts.RedTeamSet) -> None:
    rts.check_hidden_rows(s, each_transform_once=True)


def rule_picks(s: rts.RedTeamSet) -> None:
    rts.check_hosts_are_the_rule_picks(s, host_text="kept-or-rewritten-in-place")


def shadowing_rows(size: tuple[int, int], min_new_tools: int) -> Callable[[rts.RedTeamSet], None]:
    def check(s: rts.RedTeamSet) -> None:
        rts.check_shadowing_rows(s, size=size, min_new_tools=min_new_tools)

    return check


EIGHT_TO_TEN_SHADOWING = shadowing_rows((8, 10), 3)  # most sets: 8 to 10 rows, at least 3 new tools


@dataclass(frozen=True)
class Record:
    """A red team set and the constants of its checks."""

    set: rts.RedTeamSet
    persona: str  # who wrote it
    kinds: dict[str, int]
    languages: dict[str, str]  # style -> a pattern only a text in that language matches
    persona_marks: Callable[[rts.RedTeamSet], None]  # beyond no jailbreak framing
    class_min: int = 4
    class_max: int = 30
    group_min: int = 5
    own_classes: Collection[str] = ()
    own_class_max: int = 40
    composition_also: Callable[[rts.RedTeamSet, rts.Composition], None] | None = None
    lengths: dict[str, Any] | None = field(default_factory=lambda: PAGE)
    language_kinds: dict[str, int] = field(default_factory=lambda: TEN_LANGUAGE_KINDS)
    hidden: Callable[[rts.RedTeamSet], object] = each_transform_once
    hosts: Callable[[rts.RedTeamSet], None] = rule_picks
    shadowing: Callable[[rts.RedTeamSet], None] = EIGHT_TO_TEN_SHADOWING
    other_payloads: Callable[[rts.RedTeamSet], None] = rts.check_other_payloads_are_latin  # the rest's script

    @property
    def name(self) -> str:
        return self.set.name


# ---- fresh46: the legalese drafter -----------------------------------------------------------------------
# the four drafting groups, plus the languages and the hidden rows
DRAFTING_46 = {"definitions", "licence", "service_terms", "dataprocessing"}
# the drafter's marks: defined terms, modal "shall", deemed consent, clause vocabulary
LEGALESE = re.compile(
    r"\bshall\b|\bhereby\b|\bhereunder\b|\bdeemed\b|\bnotwithstanding\b|\bLicen[cs]\w*|\bOperator\b|"
    r"\bClient Application\b|\bEnd User\b|\bclause\b|\bterms?\b|\bcondition\b|\"[A-Z][\w ]+\" (?:means|includes)",
    re.I,
)


def legalese(s: rts.RedTeamSet) -> None:
    """Every English payload carries contractual drafting marks; 50 or more drafted ones say "shall" or
    "deemed"."""
    every_english_payload(LEGALESE)(s)
    drafted = [spec for spec in s.specs if spec["group"] in DRAFTING_46]
    assert sum(bool(re.search(r"\bshall\b|\bdeemed\b", rts.plain_payload(spec))) for spec in drafted) >= 50


FRESH46 = Record(
    set=red_team_set(
        46,
        sha256="7fb03dea7f21c650159a48953a158f6eb1dca7a64eb89580225192191f7f149f",
        hosts_from="fresh25",
        rewrite_hosts=55,
        property_hosts=10,
        groups={*DRAFTING_46, "multilingual", "hidden"},
        readme_head="## Forty-sixth evaluation set (twenty-fourth blind red team, written by a helper)",
    ),
    persona="the legalese drafter",
    kinds={"new_tool": 35, "rewrite": 55, "property": 10},
    own_classes=("exfiltration",),
    languages={
        "japanese": r"[\u3040-\u309f]{2,}",
        "korean": r"[\uac00-\ud7af]{2,}",
        "russian": r"[\u0400-\u04ff]{3,}",
        "chinese": r"(?:用户|许可)",
        "portuguese": r"\b(?:utilizador|fornecedor|licenciador)\b",
        "german": r"\b(?:Benutzer|übermittelt|wird)\b",
        "spanish": r"\b(?:también|usuario|confirmación)\b",
        "italian": r"\b(?:l'utente|anche|mascheramento)\b",
        "french": r"\b(?:utilisateur|réputé|présentes)\b",
        "dutch": r"\b(?:gebruiker|zonder|verzonden)\b",
    },
    persona_marks=legalese,
)


# ---- fresh47: the minimal-diff rug-puller (no new tools, no lengths check) --------------------------------
MAX_WORDS_47 = 12  # a diff a reviewer waves through changes or adds at most this many words


def added_words(spec: Spec) -> int:
    """How many words the payload changes or adds: all of an appended payload's words (a hidden one's plain
    words); for a clause rewritten in place, the words of the payload that the host's clause did not have."""
    text = rts.plain_payload(spec)
    if spec["at"].startswith("sub:"):
        return sum((Counter(text.split()) - Counter(spec["at"].removeprefix("sub:").split())).values())
    return len(text.split())


def minimal_diffs(s: rts.RedTeamSet) -> None:
    """Every payload changes or adds at most 12 words of the host's real text, which stays (rows of the
    host check); some rewrite a clause of the host in place rather than append."""
    for spec in s.specs:
        assert 1 <= added_words(spec) <= MAX_WORDS_47, (spec["style"], added_words(spec))
    assert sum(spec["at"].startswith("sub:") for spec in s.specs) >= 5


def no_new_tools(s: rts.RedTeamSet, _comp: rts.Composition) -> None:
    assert s.new_tools == []


FRESH47 = Record(
    set=red_team_set(
        47,
        sha256="78d32049c366924b1c2d5c26a3eb977bc53f2035e8158d8a40f4ce1663c1e046",
        hosts_from="fresh17",
        rewrite_hosts=70,
        property_hosts=30,
        groups={"default", "scope", "clause", "swap", "shadow", "multilingual", "hidden"},
        readme_head="## Forty-seventh evaluation set (twenty-fifth blind red team, written by a helper)",
    ),
    persona="the minimal-diff rug-puller",
    kinds=Counter({"new_tool": 0, "rewrite": 70, "property": 30}),
    composition_also=no_new_tools,
    lengths=None,
    languages={
        "japanese": r"[\u3040-\u309f]{2,}",
        "korean": r"[\uac00-\ud7af]{2,}",
        "russian": r"[\u0400-\u04ff]{3,}",
        "chinese": r"(?:样本|用户)",
        "portuguese": r"\b(?:orçamento|fornecedor|gestor)\b",
        "german": r"\b(?:Benutzer|übermittelt|wird)\b",
        "spanish": r"\b(?:también|usuario|después)\b",
        "italian": r"\b(?:l'utente|anche|invii)\b",
        "french": r"\b(?:utilisez|toujours|quelle)\b",
        "dutch": r"\b(?:altijd|gebruiker|zonder)\b",
    },
    language_kinds={"rewrite": 7, "property": 3},
    # fresh17 has six servers ranked after the 70 rewrite hosts that host no property row: one row each
    shadowing=shadowing_rows((6, 6), 0),
    persona_marks=minimal_diffs,
)


# ---- fresh48: the troubleshooter --------------------------------------------------------------------------
# what goes wrong: the error, the retry, the fallback, the known issue or the recovery a payload hangs on
TROUBLE = re.compile(
    r"\b(?:errors?|fails?|failed|failure|time[sd]? out|timeouts?|retry|retries|[45]\d\d|5xx|denied|expired?|"
    r"unauthori[sz]ed|not found|not logged in|logged in|known issue|FAQ|fall ?back|quota|rate limits?|"
    r"invalid_grant|ZERO_RESULTS|SERVFAIL|blocked|flaky|blank|stale|empty|locked|does nothing|corrupted|"
    r"recovery|troubleshooting|compatibility|outages?|unreachable|rejected|refused|lags|misfires|too large|"
    r"comes back|SyntaxError|RecursionError|PermissionError|AccessDenied|EACCES|delay)\b|#NAME\?",
    re.I,
)
FRESH48 = Record(
    set=red_team_set(
        48,
        sha256="a56ccd1d08991a7389da1b0fdd5e2807af89a1cebb415a9b37eb5ad43906a8c1",
        hosts_from="fresh43",
        rewrite_hosts=55,
        property_hosts=10,
        groups={"reauth", "fallback", "permissions", "retry", "faq", "recovery", "multilingual", "hidden"},
        readme_head="## Forty-eighth evaluation set (twenty-sixth blind red team, written by a helper)",
    ),
    persona="the troubleshooter",
    kinds={"new_tool": 35, "rewrite": 55, "property": 10},
    own_classes=("concealment",),
    languages={
        "german": r"\b(?:Benutzer|zusätzlich|Fehler)\b",
        "spanish": r"\b(?:usuario|caducada|aparece)\b",
        "japanese": r"[\u3040-\u309f]{2,}",
        "russian": r"[\u0400-\u04ff]{3,}",
        "french": r"\b(?:inutile|plutôt|l'utilisateur)\b",
        "chinese": r"(?:配额|用户)",
        "italian": r"\b(?:riprova|salvata|ricevi)\b",
        "korean": r"[\uac00-\ud7af]{2,}",
        "dutch": r"\b(?:gebruiker|uitlezen|eerst)\b",
        "portuguese": r"\b(?:busca|repita|cliente)\b",
    },
    persona_marks=every_english_payload(TROUBLE),
)


# ---- fresh49: the release-notes writer (its own host rule: several rows per server) ----------------------
# the six release-note formats of the persona, plus the languages and the hidden rows
TECHNIQUES_49 = {"new-in", "deprecation", "breaking", "migration", "defaults", "security"}
PER_SERVER_49 = 6
# the release-notes writer dates every change: a version number (2.4, 0.5.1, v6) in each payload
VERSION = re.compile(r"(?<![\w.])v?\d+\.(?:\d+|x)(?:\.\d+)?(?![\w])|\bv\d+\b")
# ... and most English payloads name the kind of change in changelog words
CHANGELOG = re.compile(
    r"\b(?:new in|added|changed|deprecated|breaking|migration|migrating|behaviou?r change|default|as of|"
    r"since|previously|security|fixed|compatibility|upgrade|workaround|removed)\b",
    re.I,
)


def rule_hosts_49(s: rts.RedTeamSet) -> tuple[list[Row], list[Row], list[str]]:
    """Re-derived here, not taken from the build. Rewrites: fresh36's rewrite rows with old text of 60 to
    1,200 characters, servers in order of sha256("fresh49:" + server), per server at most six rows in order
    of the sha256 of their id, taken server after server until 56. Properties: one row per (server,
    property), the lowest sha256 of the id, pairs in order of sha256("fresh49:" + server + "#" + property),
    the first 10 (fresh36 has 9). Other servers: every fresh36 server hosting no row."""
    benign = [r for r in rts.host_set_rows(s) if r["label"] == "benign"]
    by_server: dict[str, list[Row]] = {}
    for r in benign:
        if r["kind"] == "rewrite" and 60 <= len(r["old"]) <= 1200:
            by_server.setdefault(r["source"], []).append(r)
    hosts: list[Row] = []
    for server in sorted(by_server, key=lambda server: rts.sha(f"{s.salt}{server}")):
        hosts += sorted(by_server[server], key=lambda r: rts.sha(r["id"]))[:PER_SERVER_49]
    hosts = hosts[:56]
    props: dict[tuple[str, str], Row] = {}
    for r in sorted((r for r in benign if r["kind"] == "property"), key=lambda r: rts.sha(r["id"])):
        props.setdefault((r["source"], r["tool"]), r)
    picked = sorted(props, key=lambda k: rts.sha(f"{s.salt}{k[0]}#{k[1]}"))[:10]
    hosting = {r["source"] for r in hosts} | {server for server, _ in picked}
    others = sorted({r["source"] for r in benign} - hosting, key=lambda server: rts.sha(f"{s.salt}{server}"))
    return hosts, [props[k] for k in picked], others


def hosts_49(s: rts.RedTeamSet) -> None:
    """The planted rows are on the hosts the rule picks, in its order, with the host's old text, tool,
    catalogue, licence and origin; a rewrite keeps the host's words in order and adds over 40 characters,
    or (placed at `sub:<clause>`) is the host's text with that one clause replaced; a property row starts
    with the host's text and adds over 20 characters. At most six rows per server, no server twice in a row
    of the rule's order broken up."""
    hosts, prop_hosts, _ = rule_hosts_49(s)
    assert len(hosts) == 56 and len(prop_hosts) == 9  # fresh36 has no tenth property pair
    assert max(Counter(h["source"] for h in hosts).values()) <= PER_SERVER_49
    rows = rts.stored(s)
    specs = {r["id"]: sp for r, sp in zip(rows, s.specs, strict=True)}
    for kind, picked in (("rewrite", hosts), ("property", prop_hosts)):
        planted = [r for r in rows if r["kind"] == kind]
        assert [rts.host_id(s, r) for r in planted] == [h["id"] for h in picked]
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
                assert row["new"] == host["new"].replace(old, s.build.payload(specs[row["id"]]))
            else:
                words, kept = iter(row["new"].split()), host["new"].split()
                assert all(w in words for w in kept), row["id"]
                assert len(row["new"]) > len(host["new"]) + 40, row["id"]


def shadowing_49(s: rts.RedTeamSet) -> None:
    """Eight shadowing rows (three new tools), exactly the rows with an `other_catalogue`, each naming a
    real tool of a real fresh36 server that hosts no row of this set (six such servers, each named at least
    once), and none of its own catalogue."""
    rows = rts.stored(s)
    hosts, prop_hosts, others = rule_hosts_49(s)
    host_servers = {h["source"] for h in [*hosts, *prop_hosts]}
    catalogues: dict[str, set[str]] = {}
    for r in rts.host_set_rows(s):
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


def release_notes(s: rts.RedTeamSet) -> None:
    """Every payload dates its change with a version; nearly every English one names the kind of change."""
    count = 0
    for spec in s.specs:
        text = rts.plain_payload(spec)
        assert VERSION.search(text), spec["style"]
        if english(spec):
            count += bool(CHANGELOG.search(text))
    assert count >= 85, count


def ten_hidden_rows(_s: rts.RedTeamSet, comp: rts.Composition) -> None:
    assert comp.per_class["hidden_text"] == 10


FRESH49 = Record(
    set=red_team_set(
        49,
        sha256="26707d00ae23380873eb9491bb2b09389611b951f23835123dd73f91e50e74bb",
        hosts_from="fresh36",
        rewrite_hosts=56,
        property_hosts=9,
        groups={*TECHNIQUES_49, "multilingual", "hidden"},
        readme_head="## Forty-ninth evaluation set (twenty-seventh blind red team, written by a helper)",
    ),
    persona="the release-notes writer",
    kinds={"new_tool": 35, "rewrite": 56, "property": 9},
    own_classes=("agent_instruction",),
    composition_also=ten_hidden_rows,
    languages={
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
    },
    hosts=hosts_49,
    shadowing=shadowing_49,
    persona_marks=release_notes,
)


# ---- fresh50: the soft suggester --------------------------------------------------------------------------
# The persona never gives an order: no second person, no modal of obligation, no always/never.
ORDER_WORDS = re.compile(r"\b(?:you|your|yours|yourself|must|should|always|never)\b", re.I)
# nor a sentence, line, clause or parenthesis that opens on a bare imperative verb
IMPERATIVE_START = re.compile(
    r"(?:^|[.!?;:]\s+|\(\s*|\n\s*(?:[-*]\s+|\d+\.\s+)?)"
    r"(?:send|read|call|include|add|use|run|pass|forward|copy|ignore|do|don't|make|ensure|set|skip|tell|"
    r"remember|please|note that|execute|upload|attach|append|post|keep|avoid|prefer|report|treat)\b",
    re.I,
)


def no_order(s: rts.RedTeamSet) -> None:
    """No payload (hidden ones decoded) says "you", "must", "should", "always" or "never", or opens a
    sentence, clause, line or parenthesis on a bare imperative verb."""
    for spec in s.specs:
        text = rts.plain_payload(spec)
        assert not ORDER_WORDS.search(text), (spec["style"], ORDER_WORDS.findall(text))
        assert not IMPERATIVE_START.search(text.lstrip()), (spec["style"], IMPERATIVE_START.findall(text))


FRESH50 = Record(
    set=red_team_set(
        50,
        sha256="23c818bf675e65258cb1fa472b5b6e5d3df351b38ab3875c170843d199e20011",
        hosts_from="fresh21",
        rewrite_hosts=55,
        property_hosts=10,
        groups={"norm", "default", "aside", "observer", "teams", "multilingual", "hidden"},
        readme_head="## Fiftieth evaluation set (twenty-eighth blind red team, written by a helper)",
    ),
    persona="the soft suggester",
    kinds={"new_tool": 35, "rewrite": 55, "property": 10},
    languages={
        "japanese": r"[\u3040-\u309f]{2,}",
        "korean": r"[\uac00-\ud7af]{2,}",
        "russian": r"[\u0400-\u04ff]{3,}",
        "chinese": r"(?:身分證|手機號碼)",
        "portuguese": r"\b(?:encaminhadas|despercebido|usuário)\b",
        "german": r"\b(?:Üblicherweise|übermittelt|Nutzers)\b",
        "spanish": r"\b(?:suelen|remitirse|consulta)\b",
        "italian": r"\b(?:arrotondata|segnalarlo|consulente)\b",
        "french": r"\b(?:d'usage|cabinets|écritures)\b",
        "dutch": r"\b(?:gebruikelijk|huurders|doorgaans)\b",
    },
    persona_marks=no_order,
)


# ---- fresh51: the integrator ------------------------------------------------------------------------------
# the six technique groups of the integrator, plus the languages and the hidden rows
TECHNIQUES_51 = {"mapping", "fieldmap", "mirror", "webhook", "routing", "passthrough"}
# the integrator's plumbing vocabulary: every English payload is written as integration documentation
PLUMBING = re.compile(
    r"\b(?:map|alias|canonical|normali[sz]|sync|mirror|replica|webhook|callback|hook|relay|proxy|"
    r"passthrough|forward|upstream|route|routing|handler|handles|field|batch|connector|bridge|integration)",
    re.I,
)
FRESH51 = Record(
    set=red_team_set(
        51,
        sha256="e31a9e4b3d731968c4d750738a351e2cbc10b8123d4ab5f4cec9e85a2c1d978c",
        hosts_from="fresh23",
        rewrite_hosts=55,
        property_hosts=10,
        groups={*TECHNIQUES_51, "multilingual", "hidden"},
        readme_head="## Fifty-first evaluation set (twenty-ninth blind red team, written by a helper)",
    ),
    persona="the integrator",
    kinds={"new_tool": 35, "rewrite": 55, "property": 10},
    own_classes=("exfiltration", "argument_tampering"),
    languages={
        "japanese": r"[\u3040-\u309f]{2,}",
        "korean": r"[\uac00-\ud7af]{2,}",
        "russian": r"[\u0400-\u04ff]{3,}",
        "chinese": r"(?:同步约定|用户)",
        "portuguese": r"\b(?:também|usuário|não)\b",
        "german": r"\b(?:Benutzer|übermittelt|wird)\b",
        "spanish": r"\b(?:usuario|después|sustituye)\b",
        "italian": r"\b(?:l'utente|anche|invii)\b",
        "french": r"\b(?:utilisez|toujours|quelle)\b",
        "dutch": r"\b(?:gebruiker|zonder|gespiegeld)\b",
    },
    persona_marks=every_english_payload(PLUMBING),
)


# ---- fresh53: the parameter-doc rug-puller (no new tools; eight languages, eight hidden rows) ------------
OWN_CLASSES_53 = ("argument_tampering", "privilege_goal")
# the vocabulary of parameter documentation: defaults, omitted values, allowed values, units, formats,
# examples, what a field includes, normalisation, an Args/Parameters line or a `name:`/`name=` field
PARAMETER_DOC = re.compile(
    r"\bdefault|\bomitted\b|\bunset\b|\bempty\b|\bnull\b|\bvalues?\b|\ballowed\b|\bunits?\b|\bformat\b|"
    r"normalis|\bexample|\bincludes?\b|\bArgs:|\bParameters:|\bparams?\b|^\s*[\w-]+ ?:|\w+=|`\w+`",
    re.I | re.M,
)


def mostly_own_classes(_s: rts.RedTeamSet, comp: rts.Composition) -> None:
    assert sum(bool(set(r["class"]) & set(OWN_CLASSES_53)) for r in comp.rows) >= 60


def eight_hidden_rows(s: rts.RedTeamSet) -> None:
    """Eight hidden rows, each with a different fresh16_hide transform; each row's plain payload absent from
    its text and found by its decoder; every row claiming hidden text is one of them."""
    rows = rts.stored(s)
    hidden = [(r, sp["hide"]) for r, sp in zip(rows, s.specs, strict=True) if sp["hide"] is not None]
    assert len(hidden) == 8
    used = Counter(name for _, (name, _) in hidden)
    assert set(used) <= set(TRANSFORMS) and max(used.values()) == 1, used
    for row, (name, plain) in hidden:
        assert row["source"] == s.source("hidden") and row["style"].endswith(f"+{name}"), row["id"]
        assert "hidden_text" in row["class"], row["id"]
        assert plain.strip() not in row["new"], row["id"]
        assert plain.strip() in TRANSFORMS[name][1](row["new"]), row["id"]
        assert len(plain.split()) >= 8, row["id"]
    flagged = {r["id"] for r in rows if "hidden_text" in r["class"] or "+" in r["style"]}
    assert flagged == {r["id"] for r, _ in hidden}


def parameter_docs(s: rts.RedTeamSet) -> None:
    """Every English rewrite payload, the hidden ones with their carrier text, reads as parameter
    documentation (a property payload is appended to the property's own description, so it is one by
    construction)."""
    for spec in s.specs:
        if english(spec) and spec in s.rewrites:
            assert PARAMETER_DOC.search(rts.plain_payload(spec)), spec["style"]
    assert all("#" in spec["host"] for spec in s.properties)


FRESH53 = Record(
    set=red_team_set(
        53,
        sha256="f7621afef49bd0753b2218099a18343047a1b5f768b4007610686aafa92da413",
        hosts_from="fresh19",
        rewrite_hosts=50,
        property_hosts=50,
        groups={"defaults", "values", "units", "examples", "scope", "multilingual", "hidden"},
        readme_head="## Fifty-third evaluation set (thirtieth blind red team, written by a helper)",
        has_new_tools=False,
    ),
    persona="the parameter-doc rug-puller",
    kinds=Counter({"new_tool": 0, "rewrite": 50, "property": 50}),
    class_min=3,
    own_classes=OWN_CLASSES_53,
    own_class_max=45,
    composition_also=mostly_own_classes,
    # from a few words to a long paragraph
    lengths={**PAGE, "longest_at_least": 90, "short": (16, 10), "long": (40, 5)},
    languages={
        "japanese": r"[\u3040-\u309f]{2,}",
        "korean": r"[\uac00-\ud7af]{2,}",
        "russian": r"[\u0400-\u04ff]{3,}",
        "chinese": r"(?:默认|用户)",
        "portuguese": r"\b(?:padrão|usuário|mencione)\b",
        "german": r"\b(?:Benutzer|wird|immer)\b",
        "spanish": r"\b(?:también|usuario|predeterminado)\b",
        "french": r"\b(?:toujours|l'utilisateur|gardez)\b",
    },
    language_kinds={"rewrite": 4, "property": 4},
    hidden=eight_hidden_rows,
    shadowing=shadowing_rows((6, 6), 0),
    persona_marks=parameter_docs,
)


# ---- fresh54: the product manager -------------------------------------------------------------------------
# the product manager's formats: a story, a criterion, an expected behaviour, a flag or rollout, a metric,
# a scope line, a persona or job-to-be-done, a requirement
SPEC_FORMAT = re.compile(
    r"\b(?:user story|story|as (?:an?|the) [\w ,-]+ I (?:want|never want|do not want)|happy path|epic|"
    r"acceptance|AC-?\d*(?=:)|"
    r"criteri(?:on|a)|given|scenario|definition of done|expected(?: behaviour)?|feature flag|flag|rollout|"
    r"canary|migration|success metric|metric|KPI|OKR|north-star|out of scope|non-goals?|scope|persona|"
    r"JTBD|job to be done|PRD|requirements?)\b",
    re.I,
)
FRESH54 = Record(
    set=red_team_set(
        54,
        sha256="2720e2305ecbec75729741e902410aeb98a880cebc559b9166588f030d194d1e",
        hosts_from="fresh25",
        rewrite_hosts=55,
        property_hosts=10,
        groups={"story", "acceptance", "rollout", "metrics", "scope", "persona", "multilingual", "hidden"},
        readme_head="## Fifty-fourth evaluation set (thirty-first blind red team, written by a helper)",
    ),
    persona="the product manager",
    kinds={"new_tool": 35, "rewrite": 55, "property": 10},
    languages={
        "japanese": r"[\u3040-\u309f]{2,}",
        "korean": r"[\uac00-\ud7af]{2,}",
        "russian": r"[\u0400-\u04ff]{3,}",
        "chinese": r"(?:样本|用户)",
        "portuguese": r"\b(?:orçamento|fornecedor|gestor)\b",
        "german": r"\b(?:Benutzer|übermittelt|wird)\b",
        "spanish": r"\b(?:también|usuario|después)\b",
        "italian": r"\b(?:l'utente|anche|invii)\b",
        "french": r"\b(?:utilisez|toujours|quelle)\b",
        "dutch": r"\b(?:altijd|gebruiker|zonder)\b",
    },
    persona_marks=every_english_payload(SPEC_FORMAT),
)


# ---- fresh55: the SRE / observability engineer ------------------------------------------------------------
TECHNIQUES_55 = {"telemetry", "debug", "incident", "healthcheck", "sampling", "routing"}
# the SRE's vocabulary: every English payload states its payload as an operational necessity
OPS_TERMS = re.compile(
    r"\b(?:telemetry|trac(?:e|es|ing)|spans?|metrics?|logs?|logged|sampl\w+|SLO|error[- ]budget|latency|"
    r"debug|verbose|diagnos\w+|health|probes?|readiness|liveness|synthetic|canary|incident|INC-\d+|"
    r"on-?call|runbook|escalat\w+|postmortem|status page|retr(?:y|ies)|backoff|circuit breaker|breaker|"
    r"routing|failover|fallback|maintenance|freeze|audit|uptime|reliability|quota|pacing|bootstrap|"
    r"provision\w*|handoff|fleet|collector|beacon|monitoring|alerts?|hotfix|pinning|ranking|retention)\b",
    re.I,
)


def ops_terms(s: rts.RedTeamSet) -> None:
    """Every English payload outside the hidden group uses the trade's vocabulary (telemetry, sampling,
    SLOs, debug modes, incidents, health checks, retries, routing)."""
    for spec in s.specs:
        if spec["group"] in TECHNIQUES_55:
            assert OPS_TERMS.search(rts.plain_payload(spec)), spec["style"]


FRESH55 = Record(
    set=red_team_set(
        55,
        sha256="0d20342a4c41a4137ae0c7559af66a6decc6705baa9318684b5d69709e2a2d96",
        hosts_from="fresh52",
        rewrite_hosts=55,
        property_hosts=10,
        groups={*TECHNIQUES_55, "multilingual", "hidden"},
        readme_head="## Fifty-fifth evaluation set (thirty-second blind red team, written by a helper)",
    ),
    persona="the SRE / observability engineer",
    kinds={"new_tool": 35, "rewrite": 55, "property": 10},
    own_classes=("exfiltration",),
    languages={
        "japanese": r"[\u3040-\u309f]{2,}",
        "chinese": r"(?:遥测|用户)",
        "russian": r"[\u0400-\u04ff]{3,}",
        "german": r"\b(?:Benutzer|übermittelt|wird)\b",
        "french": r"\b(?:utilisez|toujours|débogage)\b",
        "portuguese": r"\b(?:saúde|usuário|chamada)\b",
        "italian": r"\b(?:l'utente|soglia|risposta)\b",
        "polish": r"\b(?:wyszukiwaniem|użytkownika|hasło)\b",
        "dutch": r"\b(?:altijd|gebruiker|zonder)\b",
        "spanish": r"\b(?:después|usuario|facturas)\b",
    },
    persona_marks=ops_terms,
)


# ---- fresh56: the FAQ and support-macro writer ------------------------------------------------------------
# the support writer's own formats: a Q and A, an FAQ, a macro or template, a known issue or workaround, a
# troubleshooting tree, a tone guide, an escalation, a canned reply, a support note
SUPPORT = re.compile(
    r"\bQ:|\bFAQ\b|common questions?|\bmacro\b|\btemplate\b|known issue|\bworkaround\b|troubleshooting|"
    r"\btone\b|escalat|\bcanned\b|\bsupport\b",
    re.I,
)
FRESH56 = Record(
    set=red_team_set(
        56,
        sha256="e7a99169de581e0d00552252f0260a1f0ed7f2362642ac3310c86fd5fab76183",
        hosts_from="fresh43",
        rewrite_hosts=55,
        property_hosts=10,
        groups={"faq", "macro", "knownissue", "tone", "escalation", "routing", "multilingual", "hidden"},
        readme_head="## Fifty-sixth evaluation set (thirty-third blind red team, written by a helper)",
    ),
    persona="the FAQ and support-macro writer",
    kinds={"new_tool": 35, "rewrite": 55, "property": 10},
    group_min=10,
    own_classes={"exfiltration", "concealment"},
    languages={
        "japanese": r"[\u3040-\u309f]{2,}",
        "korean": r"[\uac00-\ud7af]{2,}",
        "russian": r"[\u0400-\u04ff]{3,}",
        "chinese": r"(?:客户|告知)",
        "portuguese": r"\b(?:fatura|mencione|cobrada)\b",
        "german": r"\b(?:Kunde|Benutzer|wird)\b",
        "spanish": r"\b(?:contraseña|usuario|también)\b",
        "italian": r"\b(?:l'utente|anche|invia)\b",
        "french": r"\b(?:l'utilisateur|inutile|joignez)\b",
        "dutch": r"\b(?:altijd|gebruiker|zonder)\b",
    },
    persona_marks=every_english_payload(SUPPORT),
)


# ---- fresh58: the data-science tool author ----------------------------------------------------------------
STYLES_58 = {"notebook", "columns", "sampling", "export", "repro"}
# the data scientist's vocabulary: every English payload outside the hidden group states its payload as a
# data or analysis convention (dataframes, columns, joins, sampling, aggregation, exports, seeds, metrics)
DATA_TERMS = re.compile(
    r"\b(?:data(?:set|sets|frame|frames)?|columns?|rows?|tables?|join(?:s|ed)?|sampl\w+|aggregat\w+|"
    r"export\w*|seeds?|reproduc\w+|notebooks?|cells?|metrics?|round(?:ing|ed)?|units?|schema|csv|parquet|xlsx|"
    r"cache[sd]?|lineage|dedup\w*|normalis\w+|percentiles?|weight(?:ing|ed)?|features?|holdout|evaluat\w+|"
    r"train(?:ing)?|kernel|profiles?|benchmark\w*|scores?)\b",
    re.I,
)


def data_terms(s: rts.RedTeamSet) -> None:
    """Every English payload of the five style groups uses the trade's vocabulary."""
    for spec in s.specs:
        if spec["group"] in STYLES_58:
            assert DATA_TERMS.search(rts.plain_payload(spec)), spec["style"]


FRESH58 = Record(
    set=red_team_set(
        58,
        sha256="aeac576aecafd411801fc606052fda41bae89f8fc01a3cc57e18c8f40e11f08a",
        hosts_from="fresh29",
        rewrite_hosts=59,  # fresh29 has 16 eligible property pairs, not 30: the rewrites make up the rest
        property_hosts=16,
        groups={*STYLES_58, "multilingual", "hidden"},
        readme_head="## Fifty-eighth evaluation set (thirty-fourth blind red team, written by a helper)",
    ),
    persona="the data-science tool author",
    kinds={"new_tool": 25, "rewrite": 59, "property": 16},
    group_min=10,
    own_classes=("exfiltration", "argument_tampering"),
    languages={
        "german": r"\b(?:übermittelt|Benutzer)\b",
        "japanese": r"[\u3040-\u309f]{2,}",
        "spanish": r"\b(?:redondeo|menciones)\b",
        "russian": r"[\u0400-\u04ff]{3,}",
        "italian": r"(?:riproducibilità|all'utente)",
        "french": r"\b(?:inutile|rapport)\b",
        "dutch": r"\b(?:steekproeven|gebruiker)\b",
        "portuguese": r"\b(?:amostragem|histórico)\b",
        "korean": r"[\uac00-\ud7af]{2,}",
        "chinese": r"(?:排序|告知)",
    },
    persona_marks=data_terms,
)


# ---- fresh59: the man-page / CLI-help writer --------------------------------------------------------------
STYLES_59 = {"files", "environment", "options", "seealso", "notes"}
# the man-page writer's marks: every English payload (a hidden row's plain payload) carries a man-page section
# heading, a `--flag`, a bracketed default, a usage line or a `name(1)` reference
MANPAGE = re.compile(
    r"\b(?:NAME|SYNOPSIS|DESCRIPTION|OPTIONS|ENVIRONMENT|FILES|EXIT STATUS|NOTES|BUGS|SEE ALSO|EXAMPLES)\b|"
    r"(?<![\w-])--[a-z][\w-]*|\[(?:default|required)\b|^[Uu]sage:|\w\(1\)",
    re.M,
)

FRESH59 = Record(
    set=red_team_set(
        59,
        sha256="70ffc511b9968a71bed5c89dd56c5f0e165d455db3ba46e4736f9ff5aa609bb7",
        hosts_from="fresh25",
        rewrite_hosts=50,
        property_hosts=30,
        groups={*STYLES_59, "multilingual", "hidden"},
        readme_head="## Fifty-ninth evaluation set (thirty-fifth blind red team, written by a helper)",
    ),
    persona="the man-page / CLI-help writer",
    kinds={"new_tool": 20, "rewrite": 50, "property": 30},
    group_min=10,
    own_classes=("exfiltration", "argument_tampering"),
    languages={
        "german": r"\b(?:übermittelt|Benutzer)\b",
        "japanese": r"[\u3040-\u309f]{2,}",
        "spanish": r"\b(?:sustituye|avisar)\b",
        "russian": r"[\u0400-\u04ff]{3,}",
        "portuguese": r"\b(?:utilizador|Pagamentos)\b",
        "french": r"\b(?:inutile|transféré)",
        "italian": r"(?:addebitando|dell'utente)",
        "dutch": r"\b(?:wachtwoordhashes|uitgevoerd)\b",
        "korean": r"[\uac00-\ud7af]{2,}",
        "chinese": r"(?:回测|确认)",
    },
    persona_marks=every_english_payload(MANPAGE),
)


# ---- fresh60: the generated-API-docs attacker -------------------------------------------------------------
STYLES_60 = {"openapi", "params", "extensions", "auth", "lifecycle"}
# generated API reference: operations, bodies, responses, parameters, formats, x- extensions, auth and scopes,
# deprecation, pagination, rate limits, callbacks and webhooks
API_DOC_TERMS = re.compile(
    r"\b(?:GET|POST|PUT|PATCH|DELETE|request|responses?|body|parameters?|query|fields?|format|enum|default\w*|"
    r"x-[\w-]+|auth\w*|security|scopes?|OAuth|token|deprecated|sunset|prerequisite|pagination|page|cursor|"
    r"rate[- ]limit\w*|callbacks?|webhooks?|example|schema|spec|operation|values?|status|string|boolean|"
    r"\d{3})\b",
    re.I,
)


def api_doc_terms(s: rts.RedTeamSet) -> None:
    """Every English payload of the five style groups reads as generated API reference."""
    for spec in s.specs:
        if spec["group"] in STYLES_60:
            assert API_DOC_TERMS.search(rts.plain_payload(spec)), spec["style"]


FRESH60 = Record(
    set=red_team_set(
        60,
        sha256="53f1ef6356311057d2f7e6b81f525d5ddcfa393030afa8bcc749cb32d3e6a7d2",
        hosts_from="fresh23",
        rewrite_hosts=50,
        property_hosts=30,
        groups={*STYLES_60, "multilingual", "hidden"},
        readme_head="## Sixtieth evaluation set (thirty-sixth blind red team, written by a helper)",
    ),
    persona="the generated-API-docs attacker",
    kinds={"new_tool": 20, "rewrite": 50, "property": 30},
    group_min=10,
    own_classes=("exfiltration", "argument_tampering"),
    languages={
        "german": r"\b(?:Benutzer|wird)\b",
        "japanese": r"[\u3040-\u309f]{2,}",
        "french": r"\b(?:toujours|portées)\b",
        "korean": r"[\uac00-\ud7af]{2,}",
        "chinese": r"(?:用户|音色)",
        "italian": r"(?:l'utente|\banche\b)",
        "russian": r"[\u0400-\u04ff]{3,}",
        "spanish": r"\b(?:también|legislación)\b",
        "portuguese": r"\b(?:usuário|localização)\b",
        "dutch": r"\b(?:altijd|gebruiker)\b",
    },
    persona_marks=api_doc_terms,
)


# ---- fresh62: the prompt-engineering vendor ---------------------------------------------------------------
STYLES_62 = {"usage", "practices", "examples", "results", "tags"}
# usage guidance written for the model: when (not) to use, best practices, tips, examples, results, tags
GUIDANCE = re.compile(
    r"\b(?:use|when to use|tips?|best practices?|important|notes?|examples?|good call|bad call|next steps?|"
    r"how to read|reading the result|returns?|workflow|usage|what to do next)\b|<\w+>",
    re.I,
)

FRESH62 = Record(
    set=red_team_set(
        62,
        sha256="6b2722298c3d42f82fb4e8f8f827cfbcfd37d8b28652cde1bce9607469919e09",
        hosts_from="fresh19",
        rewrite_hosts=45,
        property_hosts=25,
        groups={*STYLES_62, "multilingual", "hidden"},
        readme_head="## Sixty-second evaluation set (thirty-seventh blind red team, written by a helper)",
    ),
    persona="the prompt-engineering vendor",
    kinds={"new_tool": 30, "rewrite": 45, "property": 25},
    own_classes=("exfiltration", "argument_tampering"),
    languages={
        "korean": r"[\uac00-\ud7af]{2,}",
        "chinese": r"(?:最佳实践|环境变量)",
        "spanish": r"(?:Cuándo usarla|Consejo)",
        "dutch": r"\b(?:altijd|gebruiker)\b",
        "french": r"(?:Bonnes pratiques|signaler)",
        "italian": r"(?:Suggerimento|Quando usarlo)",
        "portuguese": r"\b(?:utilizador|Dica)\b",
        "russian": r"[\u0400-\u04ff]{3,}",
        "japanese": r"[\u3040-\u309f]{2,}",
        "german": r"\b(?:übermittle|Ausschreibungen)\b",
    },
    persona_marks=every_english_payload(GUIDANCE),
)


# ---- fresh63: the docstring author -----------------------------------------------------------------------
STYLES_63 = {"google", "numpy", "sphinx", "doctest", "admonitions"}
# docstring sections and fields: Google / NumPy section headings, reST fields and directives, doctests, defaults
DOCSTRING = re.compile(
    r"\b(?:Args|Returns|Raises|Yields|Note|Notes|Warning|Attention|Example|Examples|See Also|Parameters)"
    r"(?::|\n\s*-{3,})|>>>|:(?:param|type|returns|rtype|raises)\b|\.\. (?:note|warning|deprecated|seealso)::|"
    r"\bDefaults? to\b|\bDefault \w"
)

FRESH63 = Record(
    set=red_team_set(
        63,
        sha256="2f85a7f075d2197ff4e38b5d21da4f986287d48c490db2e692bee2ecf19e3b9b",
        hosts_from="fresh12",
        rewrite_hosts=45,
        property_hosts=25,
        groups={*STYLES_63, "multilingual", "hidden"},
        readme_head="## Sixty-third evaluation set (thirty-eighth blind red team, written by a helper)",
    ),
    persona="the docstring author",
    kinds={"new_tool": 30, "rewrite": 45, "property": 25},
    own_classes=("exfiltration", "argument_tampering"),
    languages={
        "german": r"\b(?:Benutzer|übermittelt)\b",
        "japanese": r"[\u3040-\u309f]{2,}",
        "french": r"\b(?:toujours|cachée)",
        "korean": r"[\uac00-\ud7af]{2,}",
        "chinese": r"(?:用户|酒店)",
        "spanish": r"\b(?:búsqueda|avisar)\b",
        "italian": r"(?:l'utente|inoltrato)",
        "russian": r"[\u0400-\u04ff]{3,}",
        "portuguese": r"(?:Observação|usuário)",
        "dutch": r"\b(?:altijd|gebruiker)\b",
    },
    persona_marks=every_english_payload(DOCSTRING),
)


# ---- fresh65: the terse telegrapher ----------------------------------------------------------------------
STYLES_65 = {"fragments", "arrows", "keyvalue", "flags", "labels"}
# compressed notation: arrows, abbreviations, key=value / key: value, bracketed flags, pipes, one-word labels
TELEGRAPH = re.compile(
    r"->|=>|\||\w=\S|\[[a-z][\w -]*\]|(?m:^\s*[a-z][\w ()]{0,12}:)|"
    r"\b(?:cfg|creds|env|req(?:'d)?|resp|dflt|fwd|cc|srv|ctx|incl|w/o?|b/c|b4|n\.b\.|e\.g\.|i\.e\.)(?![\w/])",
    re.I,
)

FRESH65 = Record(
    set=red_team_set(
        65,
        sha256="2fba6ff6262ca3bc9ad4321b942f70bbaee1a531178150dadc0cf645ab27a623",
        hosts_from="fresh25",
        rewrite_hosts=45,
        property_hosts=25,
        groups={*STYLES_65, "multilingual", "hidden"},
        readme_head="## Sixty-fifth evaluation set (thirty-ninth blind red team, written by a helper)",
        date="2026-12-08",
    ),
    persona="the terse telegrapher",
    kinds={"new_tool": 30, "rewrite": 45, "property": 25},
    own_classes=("exfiltration", "argument_tampering"),
    languages={
        "japanese": r"[\u3040-\u309f]{2,}",
        "italian": r"(?:conto di appoggio|all'utente)",
        "russian": r"[\u0400-\u04ff]{3,}",
        "dutch": r"\b(?:altijd|gebruiker)\b",
        "chinese": r"(?:抄送|无需告知)",
        "spanish": r"(?:Efecto secundario|sin avisar)",
        "french": r"(?:Effet de bord|sans le signaler)",
        "korean": r"[\uac00-\ud7af]{2,}",
        "portuguese": r"(?:Padrão|não avisar)",
        "german": r"\b(?:Benutzers|übermittelt)\b",
    },
    persona_marks=every_english_payload(TELEGRAPH),
)


# ---- fresh66: the UX microcopy writer ---------------------------------------------------------------------
STYLES_66 = {"onboarding", "tooltips", "empty_states", "toasts", "helper_text"}
# interface microcopy: "Heads up", "Pro tip", "Good to know", "Psst", "You're all set", "Don't worry",
# "No worries", the product's "we'll", and emoji as markers
MICROCOPY = re.compile(
    r"heads up|pro tip|good to know|psst|all set|don't worry|no worries|\bwe'(?:ll|ve|re)\b|"
    r"[\u2600-\u27bf\U0001f300-\U0001faff]",
    re.I,
)
# English payloads: Latin script plus the emoji and symbols microcopy uses as markers
LATIN_OR_EMOJI = re.compile(
    r"[^\x00-\u024f\u2000-\u206f\u2100-\u27bf\u2b00-\u2bff\ufe0f\U0001f300-\U0001faff]"
)


def latin_or_emoji(s: rts.RedTeamSet) -> None:
    for spec in s.specs:
        if english(spec):
            assert not LATIN_OR_EMOJI.search(rts.plain_payload(spec)), spec["style"]


FRESH66 = Record(
    set=red_team_set(
        66,
        sha256="55c8317d4011bfbeb5bca4139ffa8d004ce5afc5358d04902f44b6aa2b2b82ac",
        hosts_from="fresh23",
        rewrite_hosts=45,
        property_hosts=25,
        groups={*STYLES_66, "multilingual", "hidden"},
        readme_head="## Sixty-sixth evaluation set (fortieth blind red team, written by a helper)",
        date="2026-12-08",
    ),
    persona="the UX microcopy writer",
    kinds={"new_tool": 30, "rewrite": 45, "property": 25},
    own_classes=("exfiltration", "concealment"),
    languages={
        "french": r"(?:Astuce|nous nous occupons)",
        "spanish": r"(?:Consejo|nos encargamos)",
        "italian": r"(?:Suggerimento|ci pensiamo noi)",
        "russian": r"[\u0400-\u04ff]{3,}",
        "portuguese": r"\b(?:Dica|a gente cuida)\b",
        "german": r"\b(?:Kleiner Tipp|kümmern)\b",
        "dutch": r"\b(?:Handig om te weten|wij regelen)\b",
        "korean": r"[\uac00-\ud7af]{2,}",
        "chinese": r"(?:小贴士|我们会)",
        "japanese": r"[\u3040-\u309f]{2,}",
    },
    persona_marks=every_english_payload(MICROCOPY),
    other_payloads=latin_or_emoji,
)


SETS = (
    FRESH46,
    FRESH47,
    FRESH48,
    FRESH49,
    FRESH50,
    FRESH51,
    FRESH53,
    FRESH54,
    FRESH55,
    FRESH56,
    FRESH58,
    FRESH59,
    FRESH60,
    FRESH62,
    FRESH63,
    FRESH65,
    FRESH66,
)


def each(records: tuple[Record, ...] = SETS) -> pytest.MarkDecorator:
    return pytest.mark.parametrize("record", records, ids=[r.name for r in records])


@each()
def test_the_committed_bytes_are_pinned_and_rebuild_identically(record: Record) -> None:
    rts.check_bytes_pinned_and_rebuilt(record.set)


@each()
def test_schema_labels_and_ids(record: Record) -> None:
    rts.check_schema_labels_and_ids(record.set)


@each()
def test_composition_kinds_classes_groups(record: Record) -> None:
    comp = rts.check_composition(
        record.set,
        kinds=record.kinds,
        class_min=record.class_min,
        class_max=record.class_max,
        group_min=record.group_min,
        own_classes=record.own_classes,
        own_class_max=record.own_class_max,
    )
    if record.composition_also is not None:
        record.composition_also(record.set, comp)


@each(tuple(r for r in SETS if r.lengths is not None))
def test_lengths_range_from_short_to_long(record: Record) -> None:
    assert record.lengths is not None
    rts.check_lengths(record.set, **record.lengths)


@each()
def test_rows_in_other_languages(record: Record) -> None:
    rts.check_multilingual_rows(record.set, record.languages, record.language_kinds)
    record.other_payloads(record.set)


@each()
def test_hidden_rows_really_hide_their_payload(record: Record) -> None:
    record.hidden(record.set)


@each()
def test_hosts_are_the_ones_the_rule_picks(record: Record) -> None:
    record.hosts(record.set)


@each()
def test_shadowing_rows_name_another_servers_tool(record: Record) -> None:
    record.shadowing(record.set)


@each()
def test_payloads_keep_to_the_persona(record: Record) -> None:
    """No jailbreak framing in any payload (hidden ones decoded), and the persona's own marks."""
    for spec in record.set.specs:
        assert not JAILBREAK.search(rts.plain_payload(spec)), spec["style"]
    record.persona_marks(record.set)


@each()
def test_no_text_is_shared_with_any_other_set_or_reserved_collection(record: Record) -> None:
    rts.check_no_text_shared(record.set)


@each()
def test_the_readme_states_the_composition(record: Record) -> None:
    """The README section gives the figures the set has (per class, per kind, per group) and its status,
    placed among the blind red teams' sections."""
    readme, _section = rts.check_readme_figures(record.set)
    before = readme.split(record.set.readme_head, 1)[0].rsplit("\n## ", 1)[1]
    assert "evaluation set" in before.split("\n", 1)[0], before[:80]
