"""Build bench/corpus/data/train66.jsonl: a TRAINING collection for the description layer's sentence model.

Written by the train66 helper on 2026-12-08, blind to the detector and to every evaluation set's attack rows
(README, "Training collection train66"). It is training data and never an evaluation set. Attacks aimed at
the classes the sentence model catches least (concealment from the user, privilege/goal manipulation,
argument tampering), with every other intent class on fewer rows, and benign hard negatives in the same
voices and shapes, about 15% of each in languages other than English; in voices no earlier training
collection used (legal and terms-of-service notices, accessibility statements, internal wiki pages,
code-review comments, API deprecation notices, academic abstracts, marketing landing-page copy, chat
transcripts, commit messages, FAQ entries, configuration comments). Each row is a whole new tool of a
made-up server, a rewrite of a real fresh12 description or a property description of fresh12; more than
half of the rewrites and properties are one-clause edits (the text spliced into the host's first sentence).

Hosts are fresh12's benign rows, picked by `train_build`'s host rule with the salt "train66:" (hashes
alone, never by reading how a detector treats a text); the rows have `train_build`'s layout. Shadowing rows
name a tool of another fresh12 server (`other`), recorded as `other_catalogue` = {server, tools}.

Usage: python bench/corpus/build_train66.py [--check | --table]
(--check: exit 1 if the committed file differs; --table: print the README's composition figures)
"""

from __future__ import annotations

import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

from train66_args import SPECS as ARGS  # noqa: E402
from train66_clauses import SPECS as CLAUSES  # noqa: E402
from train66_common import Spec as Spec  # noqa: E402
from train66_conceal import SPECS as CONCEAL  # noqa: E402
from train66_extra import SPECS as EXTRA  # noqa: E402
from train66_misc import SPECS as MISC  # noqa: E402
from train66_more import SPECS as MORE  # noqa: E402
from train66_negatives import SPECS as NEGATIVES  # noqa: E402
from train66_negatives_b import SPECS as NEGATIVES_B  # noqa: E402
from train66_priv import SPECS as PRIV  # noqa: E402
from train66_world import SPECS as WORLD  # noqa: E402
from train_build import FIELDS as FIELDS  # noqa: E402
from train_build import (  # noqa: E402
    AnySpec,
    Collection,
    Row,
    build_shadowing,
    lang_voice_style,
    splice,  # train63's one-clause edit: right before the mark ending the host's first sentence
)
from train_build import dumps as dumps  # noqa: E402
from train_build import table as _table  # noqa: E402
from train_build import weave as weave_whole  # noqa: E402

COLLECTION = Collection(
    "train66",
    "fresh12",
    "written by the train66 helper on 2026-12-08 as training data (blind to the detector and to every evaluation set's attacks)",
    salt="train66:",
)
# the modules in id order; a module added later only appends rows, so earlier ids and hosts never move
SPECS: list[Spec] = [*CONCEAL, *PRIV, *ARGS, *MISC, *WORLD, *NEGATIVES, *EXTRA, *MORE, *CLAUSES, *NEGATIVES_B]


def source(spec: AnySpec) -> str:
    """`train66-<voice>` for attacks, `train66-negative-<voice>` for hard negatives."""
    return f"train66-{spec['voice']}" if spec["label"] == "attack" else f"train66-negative-{spec['voice']}"


def weave(old: str, text: str, at: str, kind: str) -> str:
    """The one-clause edit `clause` (rewrites and properties alike); every other place as `train_build`."""
    return splice(old, text) if at == "clause" else weave_whole(old, text, at, kind)


def build() -> list[Row]:
    """The rows (the host rule, layout and shadowing rows of `train_build`, with this module's `weave`)."""
    return build_shadowing(COLLECTION, SPECS, source, lang_voice_style, weave)


def table(rows: list[Row]) -> str:
    """The README's composition figures: per label and kind, per language, per source, per class."""
    return _table(rows, SPECS)


def main(argv: list[str]) -> int:
    return COLLECTION.main(argv, build, table)


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
