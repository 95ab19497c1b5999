"""Shared pieces of the train66 training collection's text modules: the row spec and the block parser.

The collection is training data for the description layer's sentence model (README, "Training collection
train66"), never an evaluation set. Each text module (`train66_<part>.py`) holds its texts as data in one
block string, so the writing reads as written; `build_train66.py` turns the specs into rows.

The blocks are in train22's layout (`train_build.parse_blocks` and `read_entry` read them), with two more
place codes for the one-clause edits: `rc` (a rewrite) and `pc` (a property) splice the text into the host's
first sentence, right before the mark that ends it. So `where` is `n:<tool>` (a new tool of one of the
module's made-up servers), `r` (at the end of a fresh12 host), `rs` (its start), `rm` (after its first
paragraph or sentence), `rc`, `p` (appended to a fresh12 property) or `pc`; the optional fields are `hide=`
(a `fresh16_hide` transform) and `other=` (the fresh12 server whose tool a shadowing text names).
"""

from __future__ import annotations

from train_build import CLASS_NAMES as CLASS_NAMES
from train_build import Spec as Spec
from train_build import parse_specs

# `where` codes of a woven entry -> (kind, place in the host)
PLACES = {
    "r": ("rewrite", "end"),
    "rs": ("rewrite", "start"),
    "rm": ("rewrite", "mid"),
    "rc": ("rewrite", "clause"),
    "p": ("property", "end"),
    "pc": ("property", "clause"),
}


def parse(group: str, lang: str, servers: dict[str, list[str]], block: str) -> list[Spec]:
    """The specs of one block (the layout in the module docstring), in the order written; `group` names the
    module in errors (sources are by voice); `train_build.parse_specs` reads it (a new tool's `at`: `end`)."""
    return parse_specs(group, lang, servers, block, PLACES)
