"""Shared pieces of the train65 training collection's text modules: the row spec and a small block parser.

The collection is training data for the description layer's sentence model (README, "Training collection
train65"), never an evaluation set. Each text module (`train65_<part>.py`) holds its texts as data in one
block string; `build_train65.py` turns the specs into rows.

A block is a run of entries, each a header line and its text (the lines up to the next header):

    == <where> | <classes> | <voice> [| hide=<transform>] [| lang=<language>] [| other=<fresh19 server>]
    the text, one or more lines
    ~~ the hidden payload (rows with `hide` only)

`where` says the kind and the place (most are minimal edits of the host's own text):
- `n:<tool>` a whole description of a tool of one of the module's made-up servers (`new_tool`);
- properties (a fresh19 property description): `p` the text appended after the host's text, `pc` a clause
  (with its own leading punctuation or conjunction) spliced into the host's first sentence right before
  the mark that ends it (or at the end of a host without one), `px` the text replacing the host's last
  sentence (after it when the host has one sentence only), `ps` the text put before the host's text;
- rewrites (a fresh19 tool description): `r` at the end (a new paragraph), `rs` at the start, `rm` after
  the first paragraph or sentence, `rc` a clause spliced as `pc` does, `rx` replacing the last sentence as
  `px` does.
`classes`: the short class names of `train_build.CLASS_NAMES` (attacks) or `-` (hard negatives). `lang`
(default: the module's) names the language the text is written in; `other` (shadowing rows) the fresh19
server (source) whose tool the text names. Placeholders, filled in by the build once the host is known:
`{tool}` (the host's tool or property name; a new tool's own name), `{sibling}` (another tool of the same
catalogue, picked by hash), `{hidden}` (the payload hidden by `hide`, a transform of
`fresh16_hide.TRANSFORMS`).

The spec (`Spec`, the keys of the train22 layout) and the block reading are `train_build`'s (`parse_specs`);
this module keeps train65's own places, its `lang=` field and a new tool's place (`whole`).
"""

from __future__ import annotations

from train_build import CLASS_NAMES as CLASS_NAMES
from train_build import Spec as Spec
from train_build import parse_specs

# where -> (kind, place)
PLACES = {
    "p": ("property", "end"),
    "pc": ("property", "clause"),
    "px": ("property", "replace"),
    "ps": ("property", "start"),
    "r": ("rewrite", "end"),
    "rs": ("rewrite", "start"),
    "rm": ("rewrite", "mid"),
    "rc": ("rewrite", "clause"),
    "rx": ("rewrite", "replace"),
}
MINIMAL = ("clause", "replace")


def parse(group: str, lang: str, servers: dict[str, list[str]], block: str) -> list[Spec]:
    """The specs of one block (see the module docstring), in the order written; an English module's group
    is `english-<part>`, any other module's its language (an entry's `lang=` overrides the language only);
    a new tool's `at` is `whole`."""
    return parse_specs(group, lang, servers, block, PLACES, ("hide", "lang", "other"), new_tool_at="whole")
