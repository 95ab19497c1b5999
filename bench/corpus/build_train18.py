"""Build bench/corpus/data/train18.jsonl: a TRAINING collection for the description layer's sentence model.

Written by the train18 helper on 2026-12-02, blind to the detector and to every evaluation set's attack rows
(README, "Training collection train18"). It is training data and never an evaluation set. 400 attacks in
eight attacker personas' voices and 200 benign hard negatives in vendors' registers, each a whole new tool
of a made-up server, a rewrite woven into a real fresh13 description, or a property description with text
appended. The text modules hold the writing as data (`train18_common.Writer`); this script only places it.

Hosts are fresh13's rows, picked by `train_build`'s host rule (unsalted hashes alone, never by reading how a
detector treats a text; fresh13 has only 23 property rows, so a property host carries several); the rows
have `train_build`'s layout. Shadowing rows name a tool of another fresh13 server (`other`), recorded as
`other_catalogue` = {server, tools}, tools the sorted union of that server's fresh13 catalogues.

Usage: python bench/corpus/build_train18.py [--check | --table]
(--check: exit 1 if the committed file differs; --table: print the README's composition figures)
"""

from __future__ import annotations

import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

from train18_common import Spec  # noqa: E402
from train18_jailbreak import WRITER as JAILBREAK  # noqa: E402
from train18_kiddie import WRITER as KIDDIE  # noqa: E402
from train18_maintainer import WRITER as MAINTAINER  # noqa: E402
from train18_multilingual import WRITER as MULTILINGUAL  # noqa: E402
from train18_negatives_a import WRITERS as NEGATIVES_A  # noqa: E402
from train18_negatives_b import WRITERS as NEGATIVES_B  # noqa: E402
from train18_negatives_c import WRITERS as NEGATIVES_C  # noqa: E402
from train18_negatives_d import WRITERS as NEGATIVES_D  # noqa: E402
from train18_nonnative import WRITER as NONNATIVE  # noqa: E402
from train18_obfuscator import WRITER as OBFUSCATOR  # noqa: E402
from train18_professional import WRITER as PROFESSIONAL  # noqa: E402
from train18_social import WRITER as SOCIAL  # noqa: E402
from train_build import FIELDS as FIELDS  # noqa: E402
from train_build import AnySpec, Collection, Row, build_shadowing  # noqa: E402
from train_build import dumps as dumps  # noqa: E402
from train_build import table as _table  # noqa: E402

COLLECTION = Collection(
    "train18",
    "fresh13",
    "written by the train18 helper on 2026-12-02 as training data (blind to the detector and to every evaluation set's attacks)",
)
# the modules in id order; a module added later only appends rows, so earlier ids and hosts never move
SPECS: list[Spec] = [
    *KIDDIE.specs,
    *MAINTAINER.specs,
    *MULTILINGUAL.specs,
    *OBFUSCATOR.specs,
    *(s for w in (*NEGATIVES_A, *NEGATIVES_B) for s in w.specs),
    *PROFESSIONAL.specs,
    *JAILBREAK.specs,
    *SOCIAL.specs,
    *NONNATIVE.specs,
    *(s for w in (*NEGATIVES_C, *NEGATIVES_D) for s in w.specs),
]


def source(spec: AnySpec) -> str:
    return f"train18-{spec['group']}" if spec["label"] == "attack" else f"train18-negative-{spec['group']}"


def style(spec: AnySpec) -> str:
    """The writer's style; hard negatives `hard-negative-<style>`."""
    return str(spec["style"]) if spec["label"] == "attack" else f"hard-negative-{spec['style']}"


def build() -> list[Row]:
    """The rows (the host rule and layout of `train_build`)."""
    return build_shadowing(COLLECTION, SPECS, source, style)


def table(rows: list[Row]) -> str:
    """The README's composition figures: per label and kind, per source, per class."""
    return _table(rows)


def main(argv: list[str]) -> int:
    return COLLECTION.main(argv, build, table)


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
