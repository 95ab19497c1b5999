"""Build bench/corpus/data/train62.jsonl: a TRAINING collection for the description layer's sentence model.

Written by the train62 helper on 2026-12-07, blind to the detector and to every evaluation set's attack rows
(README, "Training collection train62"). It is training data and never an evaluation set. 382 attacks and
186 benign hard negatives aimed at the sentence model's weakest classes (argument tampering first, then
privilege/goal manipulation, then concealment, data sent to a new destination, credential reads, forced
ordering and shadowing), about 15% of each in 12 languages other than English; each a whole new tool of a
made-up server, a rewrite woven into a real fresh21 description, or a property description with text
appended. The text modules hold the writing as data (`train62_common.parse`); this script only places it.

Hosts are fresh21's rows, picked by `train_build`'s host rule (unsalted hashes alone, never by reading how a
detector treats a text); the rows have `train_build`'s layout. Shadowing rows name a tool of another
fresh21 server (`other`), recorded as `other_catalogue` = {server, tools}, tools the sorted union of that
server's fresh21 catalogues.

Usage: python bench/corpus/build_train62.py [--check | --table]
(--check: exit 1 if the committed file differs; --table: print the README's composition figures)
"""

from __future__ import annotations

import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

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
from train_build import FIELDS as FIELDS  # noqa: E402
from train_build import AnySpec, Collection, Row, build_shadowing, lang_voice_style  # noqa: E402
from train_build import dumps as dumps  # noqa: E402
from train_build import table as _table  # noqa: E402

COLLECTION = Collection(
    "train62",
    "fresh21",
    "written by the train62 helper on 2026-12-07 as training data (blind to the detector and to every evaluation set's attacks)",
)
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


def source(spec: AnySpec) -> str:
    """Attacks by their group; hard negatives by their language (train22 names them by group)."""
    return f"train62-{spec['group']}" if spec["label"] == "attack" else f"train62-negative-{spec['lang']}"


def build() -> list[Row]:
    """The rows (the host rule and layout of `train_build`)."""
    return build_shadowing(COLLECTION, SPECS, source, lang_voice_style)


def table(rows: list[Row]) -> str:
    """The README's composition figures: per label and kind, per language, per source, per class."""
    return _table(rows, SPECS)


def main(argv: list[str]) -> int:
    return COLLECTION.main(argv, build, table)


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
