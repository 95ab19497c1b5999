"""Build bench/corpus/data/train22.jsonl: a TRAINING collection for the description layer's sentence model.

Written by the train22 helper on 2026-12-02, blind to the detector and to every evaluation set's attack rows
(README, "Training collection train22"). It is training data and never an evaluation set. 600 attacks and
300 benign hard negatives, half of each in languages other than English (33 of them, and rows mixing one
with English), each a whole new tool of a made-up server, a rewrite woven into a real fresh17 description,
or a property description with text appended. The text modules hold the writing as data
(`train22_common.parse`); this script only places it.

Hosts are fresh17's rows, picked by `train_build`'s host rule (unsalted hashes alone, never by reading how a
detector treats a text); the rows have `train_build`'s layout. Shadowing rows name a tool of another
fresh17 server (`other`), recorded as `other_catalogue` = {server, tools}, tools the sorted union of that
server's fresh17 catalogues.

Usage: python bench/corpus/build_train22.py [--check | --table]
(--check: exit 1 if the committed file differs; --table: print the README's composition figures)
"""

from __future__ import annotations

import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

from train22_common import Spec  # noqa: E402
from train22_english_a import SPECS as ENGLISH_A  # noqa: E402
from train22_english_b import SPECS as ENGLISH_B  # noqa: E402
from train22_english_c import SPECS as ENGLISH_C  # noqa: E402
from train22_english_negatives import SPECS as ENGLISH_NEGATIVES  # noqa: E402
from train22_world_a import SPECS as WORLD_A  # noqa: E402
from train22_world_b import SPECS as WORLD_B  # noqa: E402
from train22_world_c import SPECS as WORLD_C  # noqa: E402
from train22_world_d import SPECS as WORLD_D  # noqa: E402
from train22_world_e import SPECS as WORLD_E  # noqa: E402
from train_build import FIELDS as FIELDS  # noqa: E402
from train_build import AnySpec, Collection, Row, build_shadowing, lang_voice_style  # noqa: E402
from train_build import dumps as dumps  # noqa: E402
from train_build import table as _table  # noqa: E402

COLLECTION = Collection(
    "train22",
    "fresh17",
    "written by the train22 helper on 2026-12-02 as training data (blind to the detector and to every evaluation set's attacks)",
)
# the modules in id order; a module added later only appends rows, so earlier ids and hosts never move
SPECS: list[Spec] = [
    *ENGLISH_A,
    *WORLD_A,
    *ENGLISH_B,
    *WORLD_B,
    *ENGLISH_C,
    *WORLD_C,
    *ENGLISH_NEGATIVES,
    *WORLD_D,
    *WORLD_E,
]


def source(spec: AnySpec) -> str:
    return f"train22-{spec['group']}" if spec["label"] == "attack" else f"train22-negative-{spec['group']}"


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
