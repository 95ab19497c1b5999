"""Build bench/corpus/data/train62.jsonl: a TRAINING collection for the description layer's sentence model.

Written by the train62 helper on 2026-12-07, blind to the detector and to every evaluation set's attack rows
(README, "Training collection train62"). It is training data and never an evaluation set. 382 attacks and
186 benign hard negatives aimed at the sentence model's weakest classes (argument tampering first, then
privilege/goal manipulation, then concealment, data sent to a new destination, credential reads, forced
ordering and shadowing), about 15% of each in 12 languages other than English; each a whole new tool of a
made-up server, a rewrite woven into a real fresh21 description, or a property description with text
appended. The text modules hold the writing as data (`train62_common.parse`); this script only places it.

Hosts are picked by a rule on hashes alone (never by reading how a detector treats a text):
- rewrites: fresh21's benign `rewrite` rows whose old text has 60 to 1,200 characters, in order of the
  sha256 of their id; a row `train62-NNN` starts at index int(sha256(row id), 16) mod pool size and takes
  the first host no earlier train62 row took (rows in id order);
- properties: fresh21's benign `property` rows in order of the sha256 of their id; the row takes index
  int(sha256(row id), 16) mod pool size (a host may carry several rows);
- `{sibling}`: the catalogue's tools other than the row's own, sorted, index int(sha256(row id + "#sibling"),
  16) mod their number.
Shadowing rows name a tool of another fresh21 server (`other`), recorded as `other_catalogue` = {server,
tools}, tools the sorted union of that server's fresh21 catalogues.

Usage: python bench/corpus/build_train62.py [--check | --table]
(--check: exit 1 if the committed file differs; --table: print the README's composition figures)
"""

from __future__ import annotations

import hashlib
import json
import re
import sys
from collections import Counter
from pathlib import Path
from typing import Any

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

from fresh16_hide import TRANSFORMS  # noqa: E402
from train62_common import Spec  # noqa: E402
from train62_english_arg import SPECS as ENGLISH_ARG  # noqa: E402
from train62_english_misc import SPECS as ENGLISH_MISC  # noqa: E402
from train62_english_more import SPECS as ENGLISH_MORE  # noqa: E402
from train62_english_priv import SPECS as ENGLISH_PRIV  # noqa: E402
from train62_extra import SPECS as EXTRA  # noqa: E402
from train62_negatives import SPECS as NEGATIVES  # noqa: E402
from train62_negatives_b import SPECS as NEGATIVES_B  # noqa: E402
from train62_props import SPECS as PROPS  # noqa: E402
from train62_world import SPECS as WORLD  # noqa: E402

HOSTS = HERE / "data" / "fresh21.jsonl"
OUT = HERE / "data" / "train62.jsonl"
WRITTEN = "written by the train62 helper on 2026-12-07 as training data (blind to the detector and to every evaluation set's attacks)"
LICENCE = "Apache-2.0 (text: this repository)"
MIN_CHARS, MAX_CHARS = 60, 1200
# the modules in id order; a module added later only appends rows, so earlier ids and hosts never move
SPECS: list[Spec] = [
    *ENGLISH_ARG,
    *ENGLISH_PRIV,
    *ENGLISH_MISC,
    *WORLD,
    *ENGLISH_MORE,
    *PROPS,
    *NEGATIVES,
    *NEGATIVES_B,
    *EXTRA,
]
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
Row = dict[str, Any]


def sha(text: str) -> str:
    return hashlib.sha256(text.encode()).hexdigest()


def row_id(n: int) -> str:
    return f"train62-{n:03d}"


def host_rows() -> list[Row]:
    with HOSTS.open(encoding="utf-8") as f:
        return [json.loads(line) for line in f if line.strip()]


def pools(rows: list[Row]) -> tuple[list[Row], list[Row]]:
    """(rewrite pool, property pool), each in order of the sha256 of the host's id."""
    benign = [r for r in rows if r["label"] == "benign"]
    rewrites = [r for r in benign if r["kind"] == "rewrite" and MIN_CHARS <= len(r["old"]) <= MAX_CHARS]
    props = [r for r in benign if r["kind"] == "property"]
    return sorted(rewrites, key=lambda r: sha(r["id"])), sorted(props, key=lambda r: sha(r["id"]))


def pick_hosts(kinds: list[str], rows: list[Row]) -> dict[str, Row]:
    """Row id -> host row, for every rewrite and property row (the rule in the module docstring)."""
    rewrite_pool, property_pool = pools(rows)
    taken: set[str] = set()
    out: dict[str, Row] = {}
    for n, kind in enumerate(kinds):
        rid = row_id(n)
        start = int(sha(rid), 16)
        if kind == "rewrite":
            i = start % len(rewrite_pool)
            while rewrite_pool[i]["id"] in taken:
                i = (i + 1) % len(rewrite_pool)
            taken.add(rewrite_pool[i]["id"])
            out[rid] = rewrite_pool[i]
        elif kind == "property":
            out[rid] = property_pool[start % len(property_pool)]
    return out


def catalogues(rows: list[Row]) -> dict[str, list[str]]:
    """fresh21 server (source) -> the sorted union of its catalogues."""
    tools: dict[str, set[str]] = {}
    for r in rows:
        tools.setdefault(r["source"], set()).update(r["catalogue"])
    return {s: sorted(t) for s, t in tools.items()}


def sibling(rid: str, tool: str, catalogue: list[str]) -> str:
    others = sorted(set(catalogue) - {tool})
    if not others:
        raise SystemExit(f"{rid}: uses {{sibling}} but its catalogue has no other tool")
    return others[int(sha(rid + "#sibling"), 16) % len(others)]


def fill(spec: Spec, rid: str, tool: str, catalogue: list[str]) -> str:
    text = spec["text"].replace("{tool}", tool)
    if "{sibling}" in text:
        text = text.replace("{sibling}", sibling(rid, tool, catalogue))
    if spec["hide"] is not None:
        name, secret = spec["hide"]
        if "{hidden}" not in text:
            raise SystemExit(f"{rid}: hide given but no {{hidden}} in the text")
        text = text.replace("{hidden}", TRANSFORMS[name][0](secret))
    if re.search(r"\{(?:tool|sibling|hidden)\}", text):
        raise SystemExit(f"{rid}: a placeholder is left in the text")
    return text


def weave(old: str, text: str, at: str, kind: str) -> str:
    """The host's text stays whole; the new text goes at the end, the start, or after the first paragraph
    (or sentence), or (`tail`) at the end of the last paragraph."""
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


def check_shadowing(
    rid: str, spec: Spec, new: str, catalogue: list[str], others: dict[str, list[str]]
) -> Row:
    other = spec["other"]
    assert other is not None
    if other not in others:
        raise SystemExit(f"{rid}: {other} is not a fresh21 server")
    if spec["hide"] is not None:  # a hidden row names the tool inside its payload
        new = TRANSFORMS[spec["hide"][0]][1](new)
    named = [t for t in others[other] if re.search(rf"(?<![\w-]){re.escape(t)}(?![\w-])", new)]
    if not named or set(named) & set(catalogue):
        raise SystemExit(f"{rid}: names no tool of {other} that its own catalogue lacks ({named})")
    return {"server": other, "tools": others[other]}


def style(spec: Spec) -> str:
    """`<language>-<voice>`, `+<transform>` for hidden rows; hard negatives `hard-negative-<language>-<voice>`."""
    base = f"{spec['lang']}-{spec['voice']}"
    if spec["label"] == "benign":
        return f"hard-negative-{base}"
    return f"{base}+{spec['hide'][0]}" if spec["hide"] is not None else base


def build() -> list[Row]:
    rows = host_rows()
    hosts = pick_hosts([s["kind"] for s in SPECS], rows)
    others = catalogues(rows)
    out: list[Row] = []
    for n, spec in enumerate(SPECS):
        rid = row_id(n)
        attack = spec["label"] == "attack"
        what = "an attack" if attack else "a hard negative"
        row: Row = {
            "id": rid,
            "label": spec["label"],
            "class": list(spec["classes"]) if attack else None,
            "style": style(spec),
            "source": f"train62-{spec['group']}" if attack else f"train62-negative-{spec['lang']}",
        }
        if spec["kind"] == "new_tool":
            assert spec["tool"] is not None
            catalogue = list(spec["catalogue"])
            tool = spec["tool"]
            row |= {
                "origin": f"{WRITTEN}; {what}: a new tool of the made-up server {spec['server']}",
                "licence": LICENCE,
                "catalogue": catalogue,
                "kind": "new_tool",
                "tool": tool,
                "old": None,
                "new": fill(spec, rid, tool, catalogue),
            }
        else:
            host = hosts[rid]
            if spec["other"] is not None and spec["other"] == host["source"]:
                raise SystemExit(f"{rid}: shadows its own host's server {host['source']}")
            catalogue, tool = list(host["catalogue"]), host["tool"]
            row |= {
                "origin": f"{WRITTEN}; {what} woven into fresh21 {host['id']} ({host['origin']})",
                "licence": f"{LICENCE}; host text: {host['licence']}",
                "catalogue": catalogue,
                "kind": spec["kind"],
                "tool": tool,
                "old": host["old"],
                "new": weave(host["old"], fill(spec, rid, tool, catalogue), spec["at"], spec["kind"]),
            }
        if spec["other"] is not None:
            row["other_catalogue"] = check_shadowing(rid, spec, row["new"], catalogue, others)
        elif attack and "shadowing" in row["class"]:
            raise SystemExit(f"{rid}: a shadowing row needs `other`")
        out.append(row)
    return out


def dumps(rows: list[Row]) -> bytes:
    return "".join(json.dumps(r, ensure_ascii=False) + "\n" for r in rows).encode("utf-8")


def table(rows: list[Row]) -> str:
    """The README's composition figures: per label and kind, per language, per class."""
    kinds = ("new_tool", "rewrite", "property")
    lines = ["| label | new_tool | rewrite | property | rows |", "|---|---:|---:|---:|---:|"]
    for label in ("attack", "benign"):
        c = Counter(r["kind"] for r in rows if r["label"] == label)
        lines.append(f"| {label} | {' | '.join(str(c[k]) for k in kinds)} | {c.total()} |")
    langs = Counter((s["lang"], s["label"]) for s in SPECS)
    lines += ["", "| language | attack | benign |", "|---|---:|---:|"]
    for lang in dict.fromkeys(s["lang"] for s in SPECS):
        lines.append(f"| {lang} | {langs[lang, 'attack']} | {langs[lang, 'benign']} |")
    lines += ["", "| source | new_tool | rewrite | property | rows |", "|---|---:|---:|---:|---:|"]
    for source in dict.fromkeys(r["source"] for r in rows):
        c = Counter(r["kind"] for r in rows if r["source"] == source)
        lines.append(f"| `{source}` | {' | '.join(str(c[k]) for k in kinds)} | {c.total()} |")
    per_class = Counter(c for r in rows if r["label"] == "attack" for c in r["class"])
    lines += ["", ", ".join(f"{name} {n}" for name, n in per_class.most_common())]
    return "\n".join(lines)


def main(argv: list[str]) -> int:
    if "--table" in argv:
        print(table(build()))
        return 0
    data = dumps(build())
    if "--check" in argv:
        same = OUT.read_bytes() == data
        print("train62.jsonl rebuilds identically" if same else "train62.jsonl differs from its build")
        return 0 if same else 1
    OUT.write_bytes(data)
    print(f"wrote {OUT} ({len(data)} bytes, sha256 {hashlib.sha256(data).hexdigest()})")
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
