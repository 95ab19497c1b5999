"""Build bench/corpus/data/train63.jsonl: a TRAINING collection for the description layer's sentence model.

Written by the train63 helper on 2026-12-07, blind to the detector and to every evaluation set's attack rows
(README, "Training collection train63"). It is training data and never an evaluation set: poisoned tool
descriptions in many attacker voices (configuration references, data contracts, SLA text, operational notes,
changelog fragments, support tickets, integration guides, UI copy, method prose, error catalogues, ...)
and benign hard negatives in the same voices and shapes, mostly English with about 15% in other languages;
each a whole new tool of a made-up server, a rewrite woven into a real fresh43 description, or a property
description with text added. About a third of the rewrites and properties are minimal edits: one clause
spliced into the host's own first sentence, or one sentence replacing its last. The text modules hold the
writing as data (`train63_common.parse`); this script only places it.

Hosts are picked by a rule on hashes alone (never by reading how a detector treats a text):
- the hosts are fresh43's benign rows whose old text carries no marker of the two left-out voices (`LEFT_OUT`);
- rewrites: fresh43's benign `rewrite` rows whose old text has 60 to 1,200 characters, in order of the
  sha256 of their id; a row `train63-NNN` starts at index int(sha256("train63:" + row id), 16) mod pool
  size and takes the first host (going round the pool) that the fewest earlier train63 rows took among the
  eligible ones (rows in id order; the pool is smaller than the rewrites, so a host carries one or two);
  when the row's text names `{sibling}`, only hosts whose catalogue has a tool besides the host's own are
  eligible;
- properties: fresh43's benign `property` rows in order of the sha256 of their id (only those whose
  catalogue has a tool besides the property's name when the text names `{sibling}`); the row takes index
  int(sha256("train63:" + row id), 16) mod pool size (a host may carry several rows);
- `{sibling}`: the catalogue's tools other than the row's own, sorted, index
  int(sha256("train63:" + row id + "#sibling"), 16) mod their number.

Placement (`weave`): `end` after the host's text (a new paragraph; properties: the same line), `start`
before it, `mid` after its first paragraph or sentence; the minimal edits `clause` (the text goes right
before the mark ending the host's first sentence, or at its end if it has none) and `replace` (the host's
last sentence is replaced by the text; a one-sentence host gets the text after it, with a full stop
between when the host has none).

Usage: python bench/corpus/build_train63.py [--check | --table]
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
from train63_common import Spec  # noqa: E402
from train63_edits import SPECS as EDITS  # noqa: E402
from train63_extra import SPECS as EXTRA  # noqa: E402
from train63_field import SPECS as FIELD  # noqa: E402
from train63_negatives_a import SPECS as NEGATIVES_A  # noqa: E402
from train63_negatives_b import SPECS as NEGATIVES_B  # noqa: E402
from train63_negatives_c import SPECS as NEGATIVES_C  # noqa: E402
from train63_operations import SPECS as OPERATIONS  # noqa: E402
from train63_reference import SPECS as REFERENCE  # noqa: E402
from train63_world import SPECS as WORLD  # noqa: E402

HOSTS = HERE / "data" / "fresh43.jsonl"
OUT = HERE / "data" / "train63.jsonl"
SALT = "train63:"
WRITTEN = "written by the train63 helper on 2026-12-07 as training data (blind to the detector and to every evaluation set's attacks)"
LICENCE = "Apache-2.0 (text: this repository)"
MIN_CHARS, MAX_CHARS = 60, 1200
# the modules in id order; a module added later only appends rows, so earlier ids and hosts never move
SPECS: list[Spec] = [
    *REFERENCE,
    *OPERATIONS,
    *EDITS,
    *NEGATIVES_A,
    *FIELD,
    *WORLD,
    *NEGATIVES_B,
    *EXTRA,
    *NEGATIVES_C,
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
SENTENCE_END = re.compile(r"[.!?。！？](?=\s|$)")
# two voices are left out on purpose (evaluation sets written at the same time use them): usage guidance
# addressed to the model and Python docstring sections. No text here, and no host, carries their markers.
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


def left_out(text: str) -> bool:
    """Whether the text carries a marker of a left-out voice (case-insensitive)."""
    low = text.lower()
    return any(m in low for m in LEFT_OUT)


def sha(text: str) -> str:
    return hashlib.sha256(text.encode()).hexdigest()


def row_id(n: int) -> str:
    return f"train63-{n:03d}"


def host_rows() -> list[Row]:
    with HOSTS.open(encoding="utf-8") as f:
        return [json.loads(line) for line in f if line.strip()]


def pools(rows: list[Row]) -> tuple[list[Row], list[Row]]:
    """(rewrite pool, property pool), each in order of the sha256 of the host's id."""
    benign = [r for r in rows if r["label"] == "benign" and not left_out(r["old"] or "")]
    rewrites = [r for r in benign if r["kind"] == "rewrite" and MIN_CHARS <= len(r["old"]) <= MAX_CHARS]
    props = [r for r in benign if r["kind"] == "property"]
    return sorted(rewrites, key=lambda r: sha(r["id"])), sorted(props, key=lambda r: sha(r["id"]))


def has_sibling(host: Row) -> bool:
    return bool(set(host["catalogue"]) - {host["tool"]})


def pick_hosts(specs: list[Spec], rows: list[Row]) -> dict[str, Row]:
    """Row id -> host row, for every rewrite and property row (the rule in the module docstring)."""
    rewrite_pool, property_pool = pools(rows)
    property_siblings = [r for r in property_pool if has_sibling(r)]
    used: Counter[str] = Counter()
    out: dict[str, Row] = {}
    for n, spec in enumerate(specs):
        rid = row_id(n)
        start = int(sha(SALT + rid), 16)
        needs = "{sibling}" in spec["text"]
        if spec["kind"] == "rewrite":
            eligible = [r for r in rewrite_pool if has_sibling(r) or not needs]
            fewest = min(used[r["id"]] for r in eligible)
            i = start % len(rewrite_pool)
            while used[rewrite_pool[i]["id"]] != fewest or (needs and not has_sibling(rewrite_pool[i])):
                i = (i + 1) % len(rewrite_pool)
            used[rewrite_pool[i]["id"]] += 1
            out[rid] = rewrite_pool[i]
        elif spec["kind"] == "property":
            pool = property_siblings if needs else property_pool
            out[rid] = pool[start % len(pool)]
    return out


def sibling(rid: str, tool: str, catalogue: list[str]) -> str:
    others = sorted(set(catalogue) - {tool})
    if not others:
        raise SystemExit(f"{rid}: uses {{sibling}} but its catalogue has no other tool")
    return others[int(sha(SALT + rid + "#sibling"), 16) % len(others)]


def fill(spec: Spec, rid: str, tool: str, catalogue: list[str]) -> str:
    text = spec["text"].replace("{tool}", tool)
    if "{sibling}" in text:
        text = text.replace("{sibling}", sibling(rid, tool, catalogue))
    if spec["hide"] is not None:
        name, secret = spec["hide"]
        text = text.replace("{hidden}", TRANSFORMS[name][0](secret))
    if re.search(r"\{(?:tool|sibling|hidden)\}", text):
        raise SystemExit(f"{rid}: a placeholder is left in the text")
    return text


def splice(old: str, text: str) -> str:
    """The clause right before the mark ending the host's first sentence (or at the end of its text)."""
    m = SENTENCE_END.search(old)
    cut = m.start() if m else len(old.rstrip())
    glue = "" if text[:1] in ",;:" else " "
    return f"{old[:cut]}{glue}{text}{old[cut:]}"


def replace_last(old: str, text: str) -> str:
    """The host's last sentence replaced by the text (a one-sentence host keeps it and gets the text after)."""
    stem = old.rstrip()
    ends = [m.end() for m in SENTENCE_END.finditer(stem) if m.end() < len(stem)]
    if not ends:
        return f"{stem}{'' if SENTENCE_END.match(stem[-1:]) else '.'} {text}"
    return f"{stem[: ends[-1]]} {text}"


def weave(old: str, text: str, at: str, kind: str) -> str:
    if at == "clause":
        return splice(old, text)
    if at == "replace":
        return replace_last(old, text)
    stem = old.rstrip()
    if kind == "property":
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


def style(spec: Spec) -> str:
    """`<language>-<voice>`, `+<transform>` for hidden rows; hard negatives `hard-negative-<language>-<voice>`."""
    base = f"{spec['lang']}-{spec['voice']}"
    if spec["label"] == "benign":
        return f"hard-negative-{base}"
    return f"{base}+{spec['hide'][0]}" if spec["hide"] is not None else base


def build() -> list[Row]:
    rows = host_rows()
    hosts = pick_hosts(SPECS, rows)
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
            "source": f"train63-{spec['voice']}" if attack else f"train63-negative-{spec['voice']}",
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
            catalogue, tool = list(host["catalogue"]), host["tool"]
            edit = "a minimal edit" if spec["at"] in ("clause", "replace") else "text"
            row |= {
                "origin": f"{WRITTEN}; {what}, {edit} ({spec['at']}) woven into fresh43 {host['id']} ({host['origin']})",
                "licence": f"{LICENCE}; host text: {host['licence']}",
                "catalogue": catalogue,
                "kind": spec["kind"],
                "tool": tool,
                "old": host["old"],
                "new": weave(host["old"], fill(spec, rid, tool, catalogue), spec["at"], spec["kind"]),
            }
        out.append(row)
    return out


def dumps(rows: list[Row]) -> bytes:
    return "".join(json.dumps(r, ensure_ascii=False) + "\n" for r in rows).encode("utf-8")


def table(rows: list[Row]) -> str:
    """The README's composition figures: per label and kind, minimal edits, per language, per source, per class."""
    kinds = ("new_tool", "rewrite", "property")
    lines = [
        "| label | new_tool | rewrite | property | rows | minimal edits |",
        "|---|---:|---:|---:|---:|---:|",
    ]
    for label in ("attack", "benign"):
        c = Counter(r["kind"] for r in rows if r["label"] == label)
        minimal = sum(s["label"] == label and s["at"] in ("clause", "replace") for s in SPECS)
        lines.append(f"| {label} | {' | '.join(str(c[k]) for k in kinds)} | {c.total()} | {minimal} |")
    langs = Counter((s["lang"], s["label"]) for s in SPECS)
    lines += ["", "| language | attack | benign |", "|---|---:|---:|"]
    for lang in sorted(dict.fromkeys(s["lang"] for s in SPECS), key=lambda g: (g != "english", g)):
        lines.append(f"| {lang} | {langs[lang, 'attack']} | {langs[lang, 'benign']} |")
    lines += ["", "| source | new_tool | rewrite | property | rows |", "|---|---:|---:|---:|---:|"]
    for source in sorted(dict.fromkeys(r["source"] for r in rows)):
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
        print("train63.jsonl rebuilds identically" if same else "train63.jsonl differs from its build")
        return 0 if same else 1
    OUT.write_bytes(data)
    print(f"wrote {OUT} ({len(data)} bytes, sha256 {hashlib.sha256(data).hexdigest()})")
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
