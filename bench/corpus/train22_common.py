"""Shared pieces of the train22 training collection's text modules: the row spec and a small block parser (both in
`train_build`, shared with train62).

The collection is training data for the description layer's sentence model (README, "Training collection
train22"), never an evaluation set. Each text module (`train22_<part>.py`) holds its texts as data in one
block string, so the writing reads as written; `build_train22.py` turns the specs into rows.

A block is a run of entries, each a header line and its text (the lines up to the next header):

    == <where> | <classes> | <voice> [| hide=<transform>] [| other=<fresh17 server>]
    the text, one or more lines
    ~~ the hidden payload (rows with `hide` only)

`where`: `n:<tool>` a whole description of a tool of one of the module's made-up servers; `r` a rewrite,
the text woven into a fresh17 description at its end, `rs` at its start, `rm` after its first paragraph
or sentence; `p` appended to a fresh17 property description. `classes`: the short class names below
(attacks) or `-` (hard negatives). Placeholders, filled in by the build once the host is known (hosts are
picked by a hash rule, so a writer does not choose them): `{tool}` (the host's tool or property name; a
new tool's own name), `{sibling}` (another tool of the same catalogue, picked by hash), `{hidden}` (the
payload hidden by `hide`, a transform of `fresh16_hide.TRANSFORMS`).

The spec (`Spec`), the short class names (`CLASS_NAMES`), the places (`PLACES`) and the parser (`parse`)
are `train_build`'s train22 layout; here `other` names a fresh17 server.
"""

from __future__ import annotations

from train_build import CLASS_NAMES as CLASS_NAMES
from train_build import PLACES as PLACES
from train_build import Spec as Spec
from train_build import parse as parse
