"""The build code the training collections train18, train22, train62, train63, train65 and train66 share
(README, "Training collection train22" and the later ones): the row layout, the host rule, the placement of
a text in its host (with the minimal edits of train63/65/66) and the block parser of the text modules. Each
`build_trainNN.py` keeps only its own constants (its host set, its modules in id order, its origin line) and
its own differences; each `trainNN_common.py` its own spec or places. The collections are training data for
the description layer's sentence model, never evaluation sets.

Row layout (`FIELDS`, in this order, one JSON object a line, `dumps`): `id` (`<collection>-NNN`, NNN the
spec's index in the collection's module order, three digits at least), `label` (attack | benign), `class`
(the attack's intent classes; None for a hard negative), `style`, `source`, `origin` (who wrote the text,
and for a woven row the host's id and origin), `licence` (this repository's, and the host text's for a
woven row), `catalogue`, `kind` (new_tool | rewrite | property), `tool`, `old` (the host's text; None for a
new tool), `new`; a shadowing row (train18/22/62/65/66) ends with `other_catalogue` = {server, tools}.

Host rule (`pick_hosts`, train18/22/62/65/66; train63 keeps its own, documented in `build_train63.py`):
picked by hashes alone, never by reading how a detector treats a text. The pools (`pools`) are the host
set's benign `rewrite` rows whose old text has `MIN_CHARS` to `MAX_CHARS` characters and its benign
`property` rows, each in order of the sha256 of the host's id. A rewrite row starts at index
int(sha256(salt + row id), 16) mod the pool's size and takes the first host (going round the pool) that no
earlier row took (rows in id order); a property row takes the host at that index (a host may carry
several). `{sibling}` is the catalogue's tools other than the row's own, sorted, at index
int(sha256(salt + row id + "#sibling"), 16) mod their number. The salt is empty for train18/22/62
(`"train63:"`, `"train65:"`, `"train66:"` for the later ones).

Minimal edits (`weave_edits`, train63/65; `splice` also train66): `clause` puts the text right before the
mark ending the host's first sentence (`SENTENCE_END`; at the end of a host without one), `replace`
replaces the host's last sentence by the text (a one-sentence host keeps it and gets the text after it,
with a full stop between when the host has none); every other place as `weave` puts it.

Block parser (`parse_blocks`, `read_entry`, `parse_specs` for the spec of the train22 layout, which
train62, train65 and train66 use with places of their own, and `parse` for the train22 layout itself): a
text module holds its texts as data in one block string, a run of entries, each a header line
`== <where> | <classes> | <voice> [| key=value ...]` and its text (the lines up to the next header), with
the hidden payload of a `hide=` entry on one line of its own that starts with `~~ `. `where` is `n:<tool>`
for a whole description of a tool of one of the module's made-up servers (the tool must be in exactly one),
or a place in a host (the collection's own codes); `classes` the short names of `CLASS_NAMES` or `-` for a
hard negative. Text before the first header, an entry without text, a payload without `hide=` or a
`hide=` without exactly one payload and a `{hidden}` placeholder is an error.
"""

from __future__ import annotations

import hashlib
import json
import re
from collections import Counter
from collections.abc import Callable, Container, Iterable, Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any, NamedTuple, TypedDict, TypeVar

from fresh16_hide import TRANSFORMS

HERE = Path(__file__).resolve().parent
DATA = HERE / "data"
LICENCE = "Apache-2.0 (text: this repository)"
MIN_CHARS, MAX_CHARS = 60, 1200
FIELDS = (
    "id",
    "label",
    "class",
    "style",
    "source",
    "origin",
    "licence",
    "catalogue",
    "kind",
    "tool",
    "old",
    "new",
)
KINDS = ("new_tool", "rewrite", "property")
Row = dict[str, Any]
# a spec of any collection (each `trainNN_common.Spec` is a TypedDict of these keys and more)
AnySpec = Mapping[str, Any]

# short names used in the text modules -> the corpus's intent classes (README, "Schema")
CLASS_NAMES = {
    "ai": "agent_instruction",
    "conc": "concealment",
    "cred": "credential_access",
    "cmd": "command_execution",
    "exf": "exfiltration",
    "arg": "argument_tampering",
    "ord": "forced_ordering",
    "priv": "privilege_goal",
    "sel": "selection_manipulation",
    "hid": "hidden_text",
    "shad": "shadowing",
}


def sha(text: str) -> str:
    return hashlib.sha256(text.encode()).hexdigest()


def read_rows(path: Path) -> list[Row]:
    with path.open(encoding="utf-8") as f:
        return [json.loads(line) for line in f if line.strip()]


def dumps(rows: list[Row]) -> bytes:
    return "".join(json.dumps(r, ensure_ascii=False) + "\n" for r in rows).encode("utf-8")


def pools(rows: list[Row], keep: Callable[[Row], bool] = lambda r: True) -> tuple[list[Row], list[Row]]:
    """(rewrite pool, property pool) of the benign host rows `keep` accepts, each in order of the sha256 of
    the host's id."""
    benign = [r for r in rows if r["label"] == "benign" and keep(r)]
    rewrites = [r for r in benign if r["kind"] == "rewrite" and MIN_CHARS <= len(r["old"]) <= MAX_CHARS]
    props = [r for r in benign if r["kind"] == "property"]
    return sorted(rewrites, key=lambda r: sha(r["id"])), sorted(props, key=lambda r: sha(r["id"]))


def catalogues(rows: list[Row]) -> dict[str, list[str]]:
    """Host server (source) -> the sorted union of its catalogues."""
    tools: dict[str, set[str]] = {}
    for r in rows:
        tools.setdefault(r["source"], set()).update(r["catalogue"])
    return {s: sorted(t) for s, t in tools.items()}


def weave(old: str, text: str, at: str, kind: str) -> str:
    """The host's text stays whole; the new text goes at the end, the start, or after the first paragraph
    (or sentence), or (`tail`, and every property) at the end of the last paragraph."""
    stem = old.rstrip()
    if kind == "property" or at == "tail":
        return f"{stem} {text}"
    if at == "start":
        return f"{text}\n\n{old}"
    if at == "mid":
        if "\n\n" in old:
            first, rest = old.split("\n\n", 1)
            return f"{first}\n\n{text}\n\n{rest}"
        if ". " in old:
            cut = old.index(". ") + 1
            return f"{old[:cut]} {text}{old[cut:]}"
        return f"{stem} {text}"
    if at != "end":
        raise SystemExit(f"unknown place {at!r}")
    return f"{stem}\n\n{text}"


SENTENCE_END = re.compile(r"[.!?。！？](?=\s|$)")


def splice(old: str, text: str, tight: str = ",;:", strip: bool = False) -> str:
    """The text right before the mark ending the host's first sentence (or at the end of its text), after a
    space unless it starts with one of `tight` (`strip`: its leading white space dropped after that test)."""
    m = SENTENCE_END.search(old)
    cut = m.start() if m else len(old.rstrip())
    glue = "" if text[:1] in tight else " "
    return f"{old[:cut]}{glue}{text.lstrip() if strip else text}{old[cut:]}"


def replace_last(old: str, text: str) -> str:
    """The host's last sentence replaced by the text (a one-sentence host keeps it and gets the text after)."""
    stem = old.rstrip()
    ends = [m.end() for m in SENTENCE_END.finditer(stem) if m.end() < len(stem)]
    if not ends:
        return f"{stem}{'' if SENTENCE_END.match(stem[-1:]) else '.'} {text}"
    return f"{stem[: ends[-1]]} {text}"


def weave_edits(old: str, text: str, at: str, kind: str, clause: Callable[[str, str], str] = splice) -> str:
    """The minimal edits `clause` (`clause(old, text)`) and `replace`; every other place as `weave`."""
    if at == "clause":
        return clause(old, text)
    if at == "replace":
        return replace_last(old, text)
    return weave(old, text, at, kind)


def lang_voice_style(spec: AnySpec) -> str:
    """`<language>-<voice>`, `+<transform>` for hidden rows; hard negatives `hard-negative-<language>-<voice>`."""
    base = f"{spec['lang']}-{spec['voice']}"
    if spec["label"] == "benign":
        return f"hard-negative-{base}"
    return f"{base}+{spec['hide'][0]}" if spec["hide"] is not None else base


@dataclass(frozen=True)
class Collection:
    """One training collection: `name` (row ids `<name>-NNN`, the data file `data/<name>.jsonl`), the host
    set it weaves into (`data/<hosts_set>.jsonl`), its origin line and the salt of its hashes."""

    name: str
    hosts_set: str
    written: str
    salt: str = ""

    @property
    def hosts(self) -> Path:
        return DATA / f"{self.hosts_set}.jsonl"

    @property
    def out(self) -> Path:
        return DATA / f"{self.name}.jsonl"

    def row_id(self, n: int) -> str:
        return f"{self.name}-{n:03d}"

    def host_rows(self) -> list[Row]:
        return read_rows(self.hosts)

    def start(self, rid: str) -> int:
        return int(sha(self.salt + rid), 16)

    def pick_hosts(self, kinds: list[str], rows: list[Row]) -> dict[str, Row]:
        """Row id -> host row, for every rewrite and property row (the host rule in the module docstring)."""
        rewrite_pool, property_pool = pools(rows)
        taken: set[str] = set()
        out: dict[str, Row] = {}
        for n, kind in enumerate(kinds):
            rid = self.row_id(n)
            start = self.start(rid)
            if kind == "rewrite":
                i = start % len(rewrite_pool)
                while rewrite_pool[i]["id"] in taken:
                    i = (i + 1) % len(rewrite_pool)
                taken.add(rewrite_pool[i]["id"])
                out[rid] = rewrite_pool[i]
            elif kind == "property":
                out[rid] = property_pool[start % len(property_pool)]
        return out

    def sibling(self, rid: str, tool: str, catalogue: list[str]) -> str:
        others = sorted(set(catalogue) - {tool})
        if not others:
            raise SystemExit(f"{rid}: uses {{sibling}} but its catalogue has no other tool")
        return others[int(sha(self.salt + rid + "#sibling"), 16) % len(others)]

    def fill(self, spec: AnySpec, rid: str, tool: str, catalogue: list[str]) -> str:
        """The spec's text with `{tool}`, `{sibling}` and `{hidden}` filled in."""
        text: str = spec["text"].replace("{tool}", tool)
        if "{sibling}" in text:
            text = text.replace("{sibling}", self.sibling(rid, tool, catalogue))
        if spec["hide"] is not None:
            name, secret = spec["hide"]
            if "{hidden}" not in text:
                raise SystemExit(f"{rid}: hide given but no {{hidden}} in the text")
            text = text.replace("{hidden}", TRANSFORMS[name][0](secret))
        if re.search(r"\{(?:tool|sibling|hidden)\}", text):
            raise SystemExit(f"{rid}: a placeholder is left in the text")
        return text

    def row(
        self,
        n: int,
        spec: AnySpec,
        host: Row | None,
        *,
        style: str,
        source: str,
        weave: Callable[[str, str, str, str], str] = weave,
        placed: str = "",
    ) -> Row:
        """Row `n` (the layout in the module docstring): a new tool, or the spec's text woven into `host`
        (`placed`: words put before "woven into" in the origin, after the row's nature)."""
        rid = self.row_id(n)
        attack = spec["label"] == "attack"
        what = "an attack" if attack else "a hard negative"
        row: Row = {
            "id": rid,
            "label": spec["label"],
            "class": list(spec["classes"]) if attack else None,
            "style": style,
            "source": source,
        }
        if spec["kind"] == "new_tool":
            assert spec["tool"] is not None
            catalogue = list(spec["catalogue"])
            tool = spec["tool"]
            return row | {
                "origin": f"{self.written}; {what}: a new tool of the made-up server {spec['server']}",
                "licence": LICENCE,
                "catalogue": catalogue,
                "kind": "new_tool",
                "tool": tool,
                "old": None,
                "new": self.fill(spec, rid, tool, catalogue),
            }
        assert host is not None
        catalogue, tool = list(host["catalogue"]), host["tool"]
        return row | {
            "origin": f"{self.written}; {what}{placed} woven into {self.hosts_set} {host['id']} ({host['origin']})",
            "licence": f"{LICENCE}; host text: {host['licence']}",
            "catalogue": catalogue,
            "kind": spec["kind"],
            "tool": tool,
            "old": host["old"],
            "new": weave(host["old"], self.fill(spec, rid, tool, catalogue), spec["at"], spec["kind"]),
        }

    def shadowing(self, row: Row, spec: AnySpec, host: Row | None, others: dict[str, list[str]]) -> None:
        """A shadowing row (`other` given) names a tool of another host-set server that its own catalogue
        lacks: `other_catalogue` is added; an attack of class shadowing without `other` is an error."""
        rid, other = row["id"], spec["other"]
        if other is None:
            if row["label"] == "attack" and "shadowing" in row["class"]:
                raise SystemExit(f"{rid}: a shadowing row needs `other`")
            return
        if host is not None and other == host["source"]:
            raise SystemExit(f"{rid}: shadows its own host's server {host['source']}")
        if other not in others:
            raise SystemExit(f"{rid}: {other} is not a {self.hosts_set} server")
        new = row["new"]
        if spec["hide"] is not None:  # a hidden row names the tool inside its payload
            new = TRANSFORMS[spec["hide"][0]][1](new)
        named = [t for t in others[other] if re.search(rf"(?<![\w-]){re.escape(t)}(?![\w-])", new)]
        if not named or set(named) & set(row["catalogue"]):
            raise SystemExit(f"{rid}: names no tool of {other} that its own catalogue lacks ({named})")
        row["other_catalogue"] = {"server": other, "tools": others[other]}

    def main(self, argv: list[str], build: Callable[[], list[Row]], table: Callable[[list[Row]], str]) -> int:
        """`--table`: print the README's figures; `--check`: exit 1 if the committed file differs from the
        build; otherwise write the data file."""
        if "--table" in argv:
            print(table(build()))
            return 0
        data = dumps(build())
        if "--check" in argv:
            same = self.out.read_bytes() == data
            file = self.out.name
            print(f"{file} rebuilds identically" if same else f"{file} differs from its build")
            return 0 if same else 1
        self.out.write_bytes(data)
        print(f"wrote {self.out} ({len(data)} bytes, sha256 {hashlib.sha256(data).hexdigest()})")
        return 0


def build_shadowing(
    c: Collection,
    specs: Sequence[AnySpec],
    source: Callable[[AnySpec], str],
    style: Callable[[AnySpec], str],
    weave: Callable[[str, str, str, str], str] = weave,
    placed: Callable[[AnySpec], str] = lambda spec: "",
) -> list[Row]:
    """The rows of a collection that uses the shared host rule and shadowing rows (train18, 22, 62, 65, 66),
    its texts put in by `weave`, `placed(spec)` the words `Collection.row` puts in a woven row's origin."""
    rows = c.host_rows()
    hosts = c.pick_hosts([s["kind"] for s in specs], rows)
    others = catalogues(rows)
    out: list[Row] = []
    for n, spec in enumerate(specs):
        host = hosts.get(c.row_id(n)) if spec["kind"] != "new_tool" else None
        placing = placed(spec) if host is not None else ""
        row = c.row(n, spec, host, style=style(spec), source=source(spec), weave=weave, placed=placing)
        c.shadowing(row, spec, host, others)
        out.append(row)
    return out


def minimal_edits(specs: Sequence[AnySpec], places: Container[str]) -> Callable[[str], str]:
    """The README's minimal-edits column (`kind_lines`' `extra`): per label, the specs put at one of
    `places`."""
    return lambda label: str(sum(s["label"] == label and s["at"] in places for s in specs))


def kind_lines(rows: list[Row], extra: Callable[[str], str] | None = None) -> list[str]:
    """The table of rows per label and kind (`extra`: one more column, given the label)."""
    more = " minimal edits |" if extra else ""
    lines = [
        f"| label | new_tool | rewrite | property | rows |{more}",
        "|---|---:|---:|---:|---:|" + ("---:|" if extra else ""),
    ]
    for label in ("attack", "benign"):
        c = Counter(r["kind"] for r in rows if r["label"] == label)
        tail = f" {extra(label)} |" if extra else ""
        lines.append(f"| {label} | {' | '.join(str(c[k]) for k in KINDS)} | {c.total()} |{tail}")
    return lines


def language_lines(specs: Sequence[AnySpec], order: Iterable[str]) -> list[str]:
    langs = Counter((s["lang"], s["label"]) for s in specs)
    lines = ["", "| language | attack | benign |", "|---|---:|---:|"]
    for lang in order:
        lines.append(f"| {lang} | {langs[lang, 'attack']} | {langs[lang, 'benign']} |")
    return lines


def source_lines(rows: list[Row], order: Iterable[str]) -> list[str]:
    lines = ["", "| source | new_tool | rewrite | property | rows |", "|---|---:|---:|---:|---:|"]
    for source in order:
        c = Counter(r["kind"] for r in rows if r["source"] == source)
        lines.append(f"| `{source}` | {' | '.join(str(c[k]) for k in KINDS)} | {c.total()} |")
    return lines


def class_lines(rows: list[Row]) -> list[str]:
    per_class = Counter(c for r in rows if r["label"] == "attack" for c in r["class"])
    return ["", ", ".join(f"{name} {n}" for name, n in per_class.most_common())]


def table(
    rows: list[Row], specs: Sequence[AnySpec] | None = None, extra: Callable[[str], str] | None = None
) -> str:
    """The README's composition figures: per label and kind (`extra`: one more column, as `kind_lines`),
    per language (when `specs` are given: in their order of first use), per source (in order of first use),
    per class."""
    lines = kind_lines(rows, extra)
    if specs is not None:
        lines += language_lines(specs, dict.fromkeys(s["lang"] for s in specs))
    lines += source_lines(rows, dict.fromkeys(r["source"] for r in rows))
    return "\n".join(lines + class_lines(rows))


# --- the block parser -------------------------------------------------------------------------------------


class Entry(NamedTuple):
    """One parsed entry: its place code (`n:<tool>` entries give `server`, `tool` and `catalogue`)."""

    where: str
    label: str
    classes: tuple[str, ...]
    voice: str
    extra: dict[str, str]
    text: str
    hide: tuple[str, str] | None
    server: str | None
    tool: str | None
    catalogue: tuple[str, ...]


def read_entry(
    module: str,
    servers: dict[str, list[str]],
    header: str,
    body: list[str],
    keys: set[str],
    class_names: Mapping[str, str] = CLASS_NAMES,
) -> Entry:
    """An entry's header and text (the format in the module docstring); `keys` the `key=value` fields the
    collection allows."""
    fields = [f.strip() for f in header.split("|")]
    if len(fields) < 3:
        raise ValueError(f"{module}: a header needs where | classes | voice: {header!r}")
    where, classes, voice = fields[:3]
    extra = dict(f.split("=", 1) for f in fields[3:])
    if set(extra) - keys:
        raise ValueError(f"{module}: unknown header field in {header!r}")
    payload = [line[3:] for line in body if line.startswith("~~ ")]
    text = "\n".join(line for line in body if not line.startswith("~~ ")).strip()
    if not text:
        raise ValueError(f"{module}: an entry without text: {header!r}")
    names = tuple(class_names[c] for c in classes.split()) if classes != "-" else ()
    hide = None
    if "hide" in extra:
        if len(payload) != 1 or "{hidden}" not in text:
            raise ValueError(f"{module}: a hidden entry needs one ~~ payload and {{hidden}}: {header!r}")
        hide = (extra["hide"], payload[0])
    elif payload:
        raise ValueError(f"{module}: a payload without hide=: {header!r}")
    server = tool = None
    catalogue: tuple[str, ...] = ()
    if where.startswith("n:"):
        tool = where[2:]
        owners = [s for s, tools in servers.items() if tool in tools]
        if len(owners) != 1:
            raise ValueError(f"{module}: {tool} is in {len(owners)} of the module's servers")
        server, catalogue = owners[0], tuple(servers[owners[0]])
    label = "attack" if names else "benign"
    return Entry(where, label, names, voice, extra, text, hide, server, tool, catalogue)


T = TypeVar("T")


def parse_blocks(module: str, block: str, entry: Callable[[str, list[str]], T]) -> list[T]:
    """`entry(header, body)` of every entry of the block, in the order written."""
    out: list[T] = []
    header: str | None = None
    body: list[str] = []
    for line in [*block.splitlines(), "== end"]:
        if line.startswith("== "):
            if header is not None:
                out.append(entry(header, body))
            header, body = line[3:], []
        elif header is not None:
            body.append(line)
        elif line.strip():
            raise ValueError(f"{module}: text before the first header: {line!r}")
    return out


# --- the train22 layout (train22 and train62) -------------------------------------------------------------

# `where` codes of a woven entry -> the place in the host (`p`: a property, appended)
PLACES = {"r": "end", "rs": "start", "rm": "mid"}


class Spec(TypedDict):
    """A spec of the train22 layout (train62, train65 and train66 have it too); `other` names a server of
    the collection's host set."""

    label: str  # attack | benign
    group: str  # the source group: the language, or the English part
    lang: str  # the language the written text is in (`english` for English)
    voice: str
    classes: tuple[str, ...]  # corpus class names; empty for benign rows
    kind: str  # new_tool | rewrite | property
    text: str
    at: str  # where the text goes in the host (end | start | mid; clause | replace for minimal edits)
    hide: tuple[str, str] | None  # (transform, plain payload)
    other: str | None  # shadowing: the host set's server (source) whose tool the text names
    server: str | None  # new tools: the made-up server
    tool: str | None  # new tools: the tool's name
    catalogue: tuple[str, ...]  # new tools: the made-up server's tools


def parse_specs(
    group: str,
    lang: str,
    servers: dict[str, list[str]],
    block: str,
    places: Mapping[str, tuple[str, str]],
    keys: Iterable[str] = ("hide", "other"),
    new_tool_at: str = "end",
) -> list[Spec]:
    """The specs of one block, in the order written: `where` is `n:<tool>` (a new tool, its `at` is
    `new_tool_at`) or a code of `places` (-> kind, place in the host); `keys` the optional fields (`hide=`,
    `other=`, and `lang=`, which overrides `lang` for its entry)."""

    def entry(header: str, body: list[str]) -> Spec:
        e = read_entry(group, servers, header, body, set(keys))
        if e.where.startswith("n:"):
            kind, at = "new_tool", new_tool_at
        elif e.where in places:
            kind, at = places[e.where]
        else:
            raise ValueError(f"{group}: unknown place {e.where!r}")
        return {
            "label": e.label,
            "group": group,
            "lang": e.extra.get("lang", lang),
            "voice": e.voice,
            "classes": e.classes,
            "kind": kind,
            "text": e.text,
            "at": at,
            "hide": e.hide,
            "other": e.extra.get("other"),
            "server": e.server,
            "tool": e.tool,
            "catalogue": e.catalogue,
        }

    return parse_blocks(group, block, entry)


def parse(group: str, lang: str, servers: dict[str, list[str]], block: str) -> list[Spec]:
    """The specs of one block of the train22 layout (`where`: `n:<tool>`, `r`, `rs`, `rm` or `p`; optional
    fields `hide=` and `other=`), in the order written."""
    return parse_specs(
        group,
        lang,
        servers,
        block,
        {**{w: ("rewrite", at) for w, at in PLACES.items()}, "p": ("property", "end")},
    )
