"""Build bench/corpus/data/train65.jsonl: a TRAINING collection for the description layer's sentence model.

Written by the train65 helper on 2026-12-07/08, blind to the detector and to every evaluation set's attack
rows (README, "Training collection train65"). It is training data and never an evaluation set: poisoned
tool descriptions aimed at parameter (property) descriptions, most of them a real fresh19 property text with
ONE clause spliced in, appended, or replacing its last sentence (a default, a unit, a normalisation, a
recipient, a scope, a side effect, a note kept from the user), the same minimal edits of fresh19 tool
descriptions, and whole new tools; and benign hard negatives made by the same edits with a benign clause.
About 15% of each in languages other than English. The text modules hold the writing as data
(`train65_common.parse`); this script only places it.

Hosts are fresh19's benign rows, picked by `train_build`'s host rule (`Collection.pick_hosts`, hashes alone,
never by reading how a detector treats a text) with the salt "train65:"; the rows have `train_build`'s
layout. Shadowing rows name a tool of another fresh19 server (`other`), recorded as `other_catalogue` =
{server, tools}, tools the sorted union of that server's fresh19 catalogues (`Collection.shadowing`).

Placement (`weave`): `end`, `start` and `mid` as `train_build.weave` puts them; the minimal edits `clause`
(the text goes right before the mark ending the host's first sentence, or at its end if it has none) and
`replace` (the host's last sentence is replaced by the text; a one-sentence host keeps it and gets the text
after it, with a full stop between when the host has none). A property's `start` puts the text before the
host's text on the same line.

Usage: python bench/corpus/build_train65.py [--check | --table]
(--check: exit 1 if the committed file differs; --table: print the README's composition figures)
"""

from __future__ import annotations

import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

from train65_common import MINIMAL, Spec  # noqa: E402
from train65_extra import SPECS as EXTRA  # noqa: E402
from train65_negatives_more import SPECS as NEGATIVES_MORE  # noqa: E402
from train65_negatives_props import SPECS as NEGATIVES_PROPS  # noqa: E402
from train65_negatives_world import SPECS as NEGATIVES_WORLD  # noqa: E402
from train65_new_tools import SPECS as NEW_TOOLS  # noqa: E402
from train65_props_arg import SPECS as PROPS_ARG  # noqa: E402
from train65_props_misc import SPECS as PROPS_MISC  # noqa: E402
from train65_rewrites import SPECS as REWRITES  # noqa: E402
from train65_world import SPECS as WORLD  # noqa: E402
from train_build import FIELDS as FIELDS  # noqa: E402
from train_build import (  # noqa: E402
    AnySpec,
    Collection,
    Row,
    build_shadowing,
    lang_voice_style,
    minimal_edits,
    weave_edits,
)
from train_build import dumps as dumps  # noqa: E402
from train_build import splice as splice_whole  # noqa: E402
from train_build import table as _table  # noqa: E402

COLLECTION = Collection(
    "train65",
    "fresh19",
    "written by the train65 helper on 2026-12-07 as training data (blind to the detector and to every evaluation set's attacks)",
    salt="train65:",
)
# the modules in id order; a module added later only appends rows, so earlier ids and hosts never move
SPECS: list[Spec] = [
    *PROPS_ARG,
    *PROPS_MISC,
    *REWRITES,
    *NEW_TOOLS,
    *WORLD,
    *NEGATIVES_PROPS,
    *NEGATIVES_MORE,
    *NEGATIVES_WORLD,
    *EXTRA,
]


def splice(old: str, text: str) -> str:
    """`train_build.splice`, with no space before a clause that starts with a full-width comma or
    parenthesis either, and the text's leading white space dropped."""
    return splice_whole(old, text, ",;:，（(", strip=True)


def weave(old: str, text: str, at: str, kind: str) -> str:
    """A property's `start` (the text before the host's, on the same line); every other place, the minimal
    edits `clause` (this module's `splice`) and `replace` among them, as `train_build.weave_edits` puts it."""
    if at == "start" and kind == "property":
        return f"{text} {old.lstrip()}"
    return weave_edits(old, text, at, kind, clause=splice)


def source(spec: AnySpec) -> str:
    """Attacks by their group (`english-<part>` or the language); hard negatives by their language."""
    return f"train65-{spec['group']}" if spec["label"] == "attack" else f"train65-negative-{spec['lang']}"


def placed(spec: AnySpec) -> str:
    """What a woven row's origin says of its place: a minimal edit or text, and where."""
    return f", {'a minimal edit' if spec['at'] in MINIMAL else 'text'} ({spec['at']})"


def build() -> list[Row]:
    """The rows (the host rule, layout and shadowing rows of `train_build`; the placement above)."""
    return build_shadowing(COLLECTION, SPECS, source, lang_voice_style, weave, placed)


def table(rows: list[Row]) -> str:
    """The README's figures: per label and kind, minimal edits, per language, per source, per class."""
    return _table(rows, SPECS, minimal_edits(SPECS, MINIMAL))


def main(argv: list[str]) -> int:
    return COLLECTION.main(argv, build, table)


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
