"""Integrity checks shared by the training collections' tests (train18.jsonl, train22.jsonl, train62.jsonl,
train63.jsonl, train65.jsonl, train66.jsonl).

Each such collection is attacks and benign hard negatives a helper wrote as TRAINING data for the sentence
model (never an evaluation set): made-up new tools, plus texts woven into benign rows a hash rule picks from
an earlier benign set (the hosts). Each collection's test file keeps its own constants (a `TrainSet`, the
expected counts, its languages, personas or voices) and the checks particular to it, and calls these checks
with them. They look at what a collection is made of, never at a detector's output on it: no detector or
model is imported or run here.
"""

from __future__ import annotations

import hashlib
import re
import sys
import unicodedata
from collections import Counter
from collections.abc import Collection, Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path
from types import ModuleType
from typing import Any

from tests.oracle.held_out_sets import BENCH, DATA, Row, digest, field_digests, reserved_digests, rows_of

sys.path.insert(0, str(BENCH / "corpus"))

from fresh16_hide import TRANSFORMS

Spec = Mapping[str, Any]
TEXT_FIELDS = ("old", "new", "text", "description")
KINDS = ("rewrite", "property", "new_tool")
INVISIBLE = re.compile("[\u200b-\u200f\u202a-\u202e\u2060-\u2064\ufeff\U000e0000-\U000e007f]")
# The markers of the two voices left out on purpose from train62 on (evaluation sets written at the same
# time use them): usage guidance addressed to the model and Python docstring sections. Case-insensitive.
LEFT_OUT = (
    "use this tool when",
    "do not use this tool",
    "when to use",
    "best practice",
    "args:",
    "returns:",
    "raises:",
    ":param",
    ".. note::",
    "parameters\n---",
)
# The markers of the two voices left out on purpose from train65 on (evaluation sets written at the same
# time use them): terse telegraphic fragments and friendly UX microcopy. Case-insensitive; emoji and other
# symbol characters are checked apart (`check_no_symbol`).
LEFT_OUT_TERSE = (
    "side fx",
    "dflt",
    "creds",
    "w/o",
    "->",
    "=>",
    "\u2192",
    "heads up",
    "pro tip",
    "good to know",
    "psst",
    "all set",
    "we'll take care",
    "don't worry",
)

# language -> a pattern of its script or its own common words, the same for train62 and train66 (their tests
# call it LANGUAGES): the written text must add matches to the host's (rewrites and properties) or carry
# them (new tools)
LANGUAGES_13 = {
    "english": r"\b(?:the|to|and|of|is|a|for|this|with|in|on|be|are|it|from|by|as|when|not|an|you|your|or|if)\b",
    "spanish": r"\b(?:el|la|los|las|de|que|y|en|para|con|por|se|no|una?|del|al)\b",
    "german": r"\b(?:der|die|das|und|nicht|ist|mit|zu|den|ein|eine|wird|werden|für|auf|vor|aus)\b",
    "french": r"\b(?:le|la|les|de|des|et|en|un|une|pour|avec|est|pas|du|au|à)\b",
    "portuguese": r"\b(?:o|a|os|as|de|que|e|em|para|com|não|do|da|um|uma|no|na)\b",
    "italian": r"\b(?:il|la|le|di|che|e|per|con|non|un|una|del|della|è|al|da|gli|oltre)\b",
    "dutch": r"\b(?:de|het|een|en|van|in|is|niet|op|te|met|voor|naar|zijn|worden)\b",
    "polish": r"\b(?:i|w|z|na|do|się|nie|jest|że|dla|przed|od|po|tej)\b",
    "turkish": r"\b(?:ve|bir|bu|için|ile|önce|her|gibi|sonra|kullanıcı\w*|hiçbir)\b",
    "japanese": r"[\u3040-\u30ff]",
    "chinese-simplified": r"[\u4e00-\u9fff]",
    "korean": r"[\uac00-\ud7a3]",
    "russian": r"[\u0400-\u04ff]",
}


@dataclass(frozen=True)
class TrainSet:
    """One training collection: its name (data/<name>.jsonl, ids <name>-NNN), the pinned sha256 of its
    bytes, its build module, the date its rows' origin records, and the benign set its hosts come from."""

    name: str
    sha256: str
    build: ModuleType
    date: str
    hosts: str

    @property
    def path(self) -> Path:
        return DATA / f"{self.name}.jsonl"

    def rows(self) -> list[Row]:
        return rows_of(self.path)

    def host_rows(self) -> list[Row]:
        return rows_of(DATA / f"{self.hosts}.jsonl")


def sha(text: str) -> str:
    return hashlib.sha256(text.encode()).hexdigest()


def language(row: Row, languages: Collection[str]) -> str:
    """The language a row's style names (`<language>-...`, hard negatives `hard-negative-<language>-...`)."""
    style = row["style"].removeprefix("hard-negative-")
    return next(lang for lang in sorted(languages, key=len, reverse=True) if style.startswith(f"{lang}-"))


def readable(row: Row, spec: Spec) -> str:
    """The row's new text, with a hidden payload revealed."""
    new = str(row["new"])
    return TRANSFORMS[spec["hide"][0]][1](new) if spec["hide"] else new


def left_out(text: str) -> bool:
    """Whether a text carries a marker of a voice left out for evaluation sets."""
    return any(m in text.lower() for m in LEFT_OUT)


def written(spec: Spec) -> str:
    """The text the helper wrote for a row, with a hidden payload in the clear (the host's words apart)."""
    return str(spec["text"]) + "\n" + str((spec["hide"] or ("", ""))[1])


def check_no_left_out_marker(text: str, row_id: str, markers: Collection[str] = LEFT_OUT) -> None:
    """No marker of `markers` (by default the train62/train63 ones, `LEFT_OUT`) in the text, case-insensitive."""
    for marker in markers:
        assert marker not in text.lower(), (row_id, marker)


def check_no_symbol(text: str, row_id: str) -> None:
    """No emoji or other symbol character (Unicode category So) in the text."""
    assert not [ch for ch in text if unicodedata.category(ch) == "So"], row_id


def check_committed_bytes(t: TrainSet) -> None:
    """The committed bytes are pinned, and the build rebuilds them (in process and with `--check`)."""
    data = t.path.read_bytes()
    assert hashlib.sha256(data).hexdigest() == t.sha256
    assert t.build.dumps(t.build.build()) == data
    assert t.build.main(["--check"]) == 0


def check_schema(
    t: TrainSet,
    rows: list[Row],
    *,
    fields: Collection[str],
    classes: Collection[str],
    reserved: re.Pattern[str],
    extra_fields: Collection[str] = ("other_catalogue",),
    invisible_allowed: re.Pattern[str] | None = None,
) -> None:
    """Ids in order; each row has `fields`, the build's FIELDS first (then only `extra_fields`); a kind,
    a new text, a catalogue, the text fields filled; the helper, the date and "training data" in its origin,
    this repository's licence, no reserved server named. An attack has intent classes of `classes`, each
    once, and no hard negative's style; a hard negative is benign, says so in its origin and hides nothing
    (no invisible character beyond the host's own, `invisible_allowed` removed from both first)."""
    build_fields = list(t.build.FIELDS)
    assert [r["id"] for r in rows] == [f"{t.name}-{n:03d}" for n in range(len(rows))]
    for row in rows:
        assert set(fields) <= set(row) <= {*build_fields, *extra_fields}, row["id"]
        assert list(row)[: len(build_fields)] == build_fields, row["id"]
        assert row["kind"] in KINDS, row["id"]
        assert (row["old"] is None) == (row["kind"] == "new_tool"), row["id"]
        assert isinstance(row["new"], str) and row["new"].strip() and row["new"] != row["old"], row["id"]
        assert isinstance(row["catalogue"], list) and all(isinstance(n, str) for n in row["catalogue"])
        for field in ("source", "origin", "licence", "style", "tool"):
            assert isinstance(row[field], str) and row[field], (row["id"], field)
        assert f"{t.name} helper on {t.date}" in row["origin"] and "training data" in row["origin"]
        assert row["licence"].startswith("Apache-2.0 (text: this repository)"), row["id"]
        assert not reserved.search(f"{row['source']} {row['origin']}"), row["id"]
        if row["kind"] == "new_tool":
            assert row["tool"] in row["catalogue"], row["id"]
        if row["label"] == "attack":
            assert row["class"] and set(row["class"]) <= set(classes), row["id"]
            assert len(set(row["class"])) == len(row["class"]), row["id"]
            assert not row["style"].startswith("hard-negative"), row["id"]
        else:
            assert row["label"] == "benign" and row["class"] is None, row["id"]
            assert "hard negative" in row["origin"], row["id"]
            new, old = row["new"], row["old"] or ""
            if invisible_allowed is not None:
                new, old = invisible_allowed.sub("", new), invisible_allowed.sub("", old)
            assert len(INVISIBLE.findall(new)) == len(INVISIBLE.findall(old)), row["id"]


def check_sources_by_language(t: TrainSet, rows: list[Row], languages: Collection[str]) -> None:
    """An attack's source is `<name>-english-<part>` when its style's language is English, `<name>-<language>`
    otherwise; a hard negative's `<name>-negative-<language>`, its style `hard-negative-...` with no
    transform."""
    for row in rows:
        lang = language(row, languages)
        if row["label"] == "attack":
            group = row["source"].removeprefix(f"{t.name}-")
            assert group.startswith("english-") if lang == "english" else group == lang, row["id"]
        else:
            assert row["source"] == f"{t.name}-negative-{lang}", row["id"]
            assert row["style"].startswith("hard-negative-") and "+" not in row["style"], row["id"]


def check_labels_kinds_classes(
    rows: list[Row],
    attacks: int,
    benign: int,
    classes: Collection[str],
    kind_shares: Mapping[str, tuple[float, float]],
) -> Counter[str]:
    """`attacks` attacks and `benign` hard negatives; each label's share of each kind in `kind_shares`'
    bounds; every intent class of `classes` carried. The attack rows per class."""
    assert Counter(r["label"] for r in rows) == {"attack": attacks, "benign": benign}
    for label, total in (("attack", attacks), ("benign", benign)):
        kinds = Counter(r["kind"] for r in rows if r["label"] == label)
        for kind, (low, high) in kind_shares.items():
            assert low <= kinds[kind] / total <= high, (label, kinds)
    per_class = Counter(c for r in rows if r["label"] == "attack" for c in r["class"])
    assert set(per_class) == set(classes)
    return per_class


def check_hidden_rows(rows: list[Row], specs: Sequence[Spec], least: int) -> list[tuple[Row, Spec]]:
    """At least `least` rows hide their payload, with every transform; each is an attack of the
    hidden_text class whose style names its transform, the payload absent from its text and there once
    decoded; no other row claims to hide one. The hidden rows, with their specs."""
    pairs = list(zip(rows, specs, strict=True))
    hidden = [(r, s) for r, s in pairs if s["hide"] is not None]
    assert len(hidden) >= least
    assert {s["hide"][0] for _, s in hidden} == set(TRANSFORMS)  # every transform is used
    for row, spec in hidden:
        name, secret = spec["hide"]
        assert row["label"] == "attack" and row["style"].endswith(f"+{name}"), row["id"]
        assert "hidden_text" in row["class"], row["id"]
        assert secret.strip() not in row["new"], row["id"]
        assert secret.strip() in TRANSFORMS[name][1](row["new"]), row["id"]
    flagged = {r["id"] for r in rows if (r["class"] and "hidden_text" in r["class"]) or "+" in r["style"]}
    assert flagged == {r["id"] for r, _ in hidden}
    return hidden


def check_host_kept(t: TrainSet, row: Row, host: Row) -> None:
    """A woven row names its host (id and origin) and its licence, and keeps its old text, tool and
    catalogue."""
    assert f"woven into {t.hosts} {host['id']} ({host['origin']})" in row["origin"], row["id"]
    assert row["licence"].endswith(f"host text: {host['licence']}"), row["id"]
    assert (row["old"], row["tool"], row["catalogue"]) == (host["old"], host["tool"], host["catalogue"])


def host_pools(t: TrainSet, exclude: bool = False) -> tuple[list[Row], list[Row]]:
    """The host set's benign rewrite rows with 60..1,200 characters of old text and its benign property
    rows, each in sha256-of-id order (`exclude`: without the rows whose old text has a left-out marker)."""
    benign = [
        r for r in t.host_rows() if r["label"] == "benign" and not (exclude and left_out(r["old"] or ""))
    ]
    pool = sorted(
        (r for r in benign if r["kind"] == "rewrite" and 60 <= len(r["old"]) <= 1200),
        key=lambda r: sha(r["id"]),
    )
    props = sorted((r for r in benign if r["kind"] == "property"), key=lambda r: sha(r["id"]))
    return pool, props


def woven_hosts(t: TrainSet, rows: list[Row], salt: str = "") -> dict[str, Row]:
    """Row id -> host, for every woven row (rewrites and properties), re-derived here, not taken from the
    build. Rewrites: the host set's rewrite pool (`host_pools`); row <name>-NNN starts at
    int(sha256(salt + id), 16) mod pool size and takes the first host no earlier row took. Properties:
    index int(sha256(salt + id), 16) mod the property pool's size. Each woven row keeps its host
    (`check_host_kept`); new tools are the made-up server's."""
    pool, props = host_pools(t)
    taken: set[str] = set()
    hosts: dict[str, Row] = {}
    for row in rows:
        if row["kind"] == "new_tool":
            assert "a new tool of the made-up server" in row["origin"], row["id"]
            continue
        start = int(sha(salt + row["id"]), 16)
        if row["kind"] == "rewrite":
            i = start % len(pool)
            while pool[i]["id"] in taken:
                i = (i + 1) % len(pool)
            host = pool[i]
            taken.add(host["id"])
        else:
            host = props[start % len(props)]
        check_host_kept(t, row, host)
        hosts[row["id"]] = host
    assert len(hosts) == sum(r["kind"] != "new_tool" for r in rows)
    return hosts


def check_text_added(row: Row) -> None:
    """A property appends to its host's text; a rewrite keeps its host's words in order and adds more than
    ten characters."""
    if row["kind"] == "property":
        assert row["new"].startswith(row["old"].rstrip()) and len(row["new"]) > len(row["old"]), row["id"]
    else:
        words, kept = iter(row["new"].split()), row["old"].split()
        assert all(w in words for w in kept), row["id"]  # the host's words stay, in order
        assert len(row["new"]) > len(row["old"]) + 10, row["id"]


def check_hosts_the_hash_rule_picks(t: TrainSet, rows: list[Row]) -> None:
    """The hosts are the ones the unsalted hash rule picks (`woven_hosts`), and each woven row adds its text
    to its host's (`check_text_added`)."""
    hosts = woven_hosts(t, rows)
    for row in rows:
        if row["id"] in hosts:
            check_text_added(row)


def check_shadowing_rows(t: TrainSet, rows: list[Row], specs: Sequence[Spec], least: int) -> list[Row]:
    """At least `least` shadowing attacks, exactly the rows with an `other_catalogue`: another host-set
    server's sorted tools, of which the (decoded) text names one not in the row's own catalogue, and never
    the row's own host server. The shadowing rows."""
    shadowing = [r for r in rows if r["label"] == "attack" and "shadowing" in r["class"]]
    assert len(shadowing) >= least
    assert {r["id"] for r in shadowing} == {r["id"] for r in rows if "other_catalogue" in r}
    tools: dict[str, set[str]] = {}
    for r in t.host_rows():
        tools.setdefault(r["source"], set()).update(r["catalogue"])
    by_id = dict(zip((r["id"] for r in rows), specs, strict=True))
    for row in shadowing:
        other = row["other_catalogue"]
        assert isinstance(other, dict) and set(other) == {"server", "tools"}, row["id"]
        assert other["tools"] == sorted(tools[other["server"]]), row["id"]
        text = readable(row, by_id[row["id"]])
        named = [n for n in other["tools"] if re.search(rf"(?<![\w-]){re.escape(n)}(?![\w-])", text)]
        assert named and not set(named) & set(row["catalogue"]), row["id"]
        if row["kind"] != "new_tool":
            assert f"({other['server'].split(':', 1)[1]}@" not in row["origin"], row["id"]
    return shadowing


def check_no_text_shared(t: TrainSet, rows: list[Row], least_others: int) -> None:
    """No two rows share a new text, and none is a text of any other data/*.jsonl set (at least
    `least_others` of them) or of the reserved collections (by digest)."""
    ours = [digest(r["new"]) for r in rows]
    assert len(set(ours)) == len(ours)
    others = [p for p in sorted(DATA.glob("*.jsonl")) if p != t.path and "manifest" not in p.name]
    assert len(others) >= least_others
    for path in others:
        theirs = field_digests(path, path.stat().st_mtime_ns, TEXT_FIELDS)  # read once per test run
        assert theirs and not set(ours) & theirs, path.name
    assert not set(ours) & reserved_digests()


def readme_section(t: TrainSet) -> tuple[str, str]:
    """The README after the collection's heading (there once), and its section with whitespace folded."""
    readme = (BENCH / "corpus" / "README.md").read_text(encoding="utf-8")
    head = f"## Training collection {t.name} (written by a helper, for the sentence model only)"
    assert readme.count(head) == 1
    after = readme.split(head, 1)[1]
    return after, " ".join(after.split("\n## ", 1)[0].split())


def check_readme_figures(
    t: TrainSet, rows: list[Row], section: str, languages: Collection[str] | None = None
) -> None:
    """The section says it is training data and gives the rows per class, per label and kind, per language
    (when `languages` is given), per source, and the sha256 of the committed bytes."""
    assert "training data" in section and "never an evaluation set" in section
    per_class = Counter(c for r in rows if r["label"] == "attack" for c in r["class"])
    for name, n in per_class.items():
        assert f"{name} {n}" in section, name
    for label in ("attack", "benign"):
        kinds = Counter(r["kind"] for r in rows if r["label"] == label)
        assert f"| {label} | {kinds['new_tool']} | {kinds['rewrite']} | {kinds['property']} |" in section
    if languages is not None:
        per_language = Counter((language(r, languages), r["label"]) for r in rows)
        for lang in {lang for lang, _ in per_language}:
            attacks, benign = per_language[lang, "attack"], per_language[lang, "benign"]
            assert f"| {lang} | {attacks} | {benign} |" in section, lang
    for source, n in Counter(r["source"] for r in rows).items():
        assert re.search(rf"`{source}`[^|]*\|[^|]*\|[^|]*\|[^|]*\| {n} \|", section), source
    assert f"sha256 {hashlib.sha256(t.path.read_bytes()).hexdigest()}" in section
