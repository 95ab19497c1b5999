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

The row layout, `{sibling}`, the placeholders and the places `end`, `start` and `mid` are `train_build`'s;
the host rule differs from train22's (`train_build.Collection.pick_hosts`) and is kept here: its hashes are
salted, a rewrite host may carry two rows, and a `{sibling}` text only goes to a host that has a sibling.
There are no shadowing rows. Hosts are picked by a rule on hashes alone (never by reading how a detector
treats a text):
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

Placement (`train_build.weave_edits`): `end` after the host's text (a new paragraph; properties: the same
line), `start` before it, `mid` after its first paragraph or sentence; the minimal edits `clause` (the text
goes right before the mark ending the host's first sentence, or at its end if it has none) and `replace`
(the host's last sentence is replaced by the text; a one-sentence host gets the text after it, with a full
stop between when the host has none).

Usage: python bench/corpus/build_train63.py [--check | --table]
(--check: exit 1 if the committed file differs; --table: print the README's composition figures)
"""

from __future__ import annotations

import sys
from collections import Counter
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

from train63_common import MINIMAL, Spec  # noqa: E402
from train63_edits import SPECS as EDITS  # noqa: E402
from train63_extra import SPECS as EXTRA  # noqa: E402
from train63_field import SPECS as FIELD  # noqa: E402
from train63_negatives_a import SPECS as NEGATIVES_A  # noqa: E402
from train63_negatives_b import SPECS as NEGATIVES_B  # noqa: E402
from train63_negatives_c import SPECS as NEGATIVES_C  # noqa: E402
from train63_operations import SPECS as OPERATIONS  # noqa: E402
from train63_reference import SPECS as REFERENCE  # noqa: E402
from train63_world import SPECS as WORLD  # noqa: E402
from train_build import FIELDS as FIELDS  # noqa: E402
from train_build import (  # noqa: E402
    Collection,
    Row,
    class_lines,
    kind_lines,
    lang_voice_style,
    language_lines,
    minimal_edits,
    pools,
    source_lines,
)
from train_build import dumps as dumps  # noqa: E402
from train_build import weave_edits as weave  # noqa: E402

COLLECTION = Collection(
    "train63",
    "fresh43",
    "written by the train63 helper on 2026-12-07 as training data (blind to the detector and to every evaluation set's attacks)",
    salt="train63:",
)
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


def has_sibling(host: Row) -> bool:
    return bool(set(host["catalogue"]) - {host["tool"]})


def pick_hosts(specs: list[Spec], rows: list[Row]) -> dict[str, Row]:
    """Row id -> host row, for every rewrite and property row (the rule in the module docstring)."""
    rewrite_pool, property_pool = pools(rows, lambda r: not left_out(r["old"] or ""))
    property_siblings = [r for r in property_pool if has_sibling(r)]
    used: Counter[str] = Counter()
    out: dict[str, Row] = {}
    for n, spec in enumerate(specs):
        rid = COLLECTION.row_id(n)
        start = COLLECTION.start(rid)
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


def build() -> list[Row]:
    """The rows (the layout of `train_build`; the host rule above)."""
    hosts = pick_hosts(SPECS, COLLECTION.host_rows())
    out: list[Row] = []
    for n, spec in enumerate(SPECS):
        attack = spec["label"] == "attack"
        edit = "a minimal edit" if spec["at"] in MINIMAL else "text"
        row = COLLECTION.row(
            n,
            spec,
            hosts.get(COLLECTION.row_id(n)) if spec["kind"] != "new_tool" else None,
            style=lang_voice_style(spec),
            source=f"train63-{spec['voice']}" if attack else f"train63-negative-{spec['voice']}",
            weave=weave,
            placed=f", {edit} ({spec['at']})",
        )
        out.append(row)
    return out


def table(rows: list[Row]) -> str:
    """The README's composition figures: per label and kind, minimal edits, per language, per source, per class."""
    lines = kind_lines(rows, minimal_edits(SPECS, MINIMAL))
    lines += language_lines(
        SPECS, sorted(dict.fromkeys(s["lang"] for s in SPECS), key=lambda g: (g != "english", g))
    )
    lines += source_lines(rows, sorted(dict.fromkeys(r["source"] for r in rows)))
    return "\n".join(lines + class_lines(rows))


def main(argv: list[str]) -> int:
    return COLLECTION.main(argv, build, table)


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
