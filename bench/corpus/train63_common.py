"""Shared pieces of the train63 training collection's text modules: the row spec and a small block parser.

The collection is training data for the description layer's sentence model (README, "Training collection
train63"), never an evaluation set. Each text module (`train63_<part>.py`) holds its texts as data in one
block string; `build_train63.py` turns the specs into rows.

A block is a run of entries, each a header line and its text (the lines up to the next header):

    == <where> | <classes> | <voice> [| hide=<transform>] [| lang=<language>]
    the text, one or more lines
    ~~ the hidden payload (rows with `hide` only)

`where`: `n:<tool>` a whole description of a tool of one of the module's made-up servers; `r` a rewrite,
the text woven into a fresh43 description at its end, `rs` at its start, `rm` after its first paragraph or
sentence; `rc` (minimal edit) the text, a clause with its own leading punctuation or conjunction, spliced
into the host's first sentence right before the mark that ends it; `rx` (minimal edit) the text replacing
the host's last sentence (spliced in at the end when the host has one sentence only); `p` appended to a
fresh43 property description; `pc` (minimal edit) a clause spliced into a property description as `rc` does.
`classes`: the short class names below (attacks) or `-` (hard negatives). `lang` (default: the module's)
names the language the text is written in. Placeholders, filled in by the build once the host is known:
`{tool}` (the host's tool or property name; a new tool's own name), `{sibling}` (another tool of the same
catalogue, picked by hash), `{hidden}` (the payload hidden by `hide`, a transform of
`fresh16_hide.TRANSFORMS`).

The block reading (headers, payloads, a new tool's server) is `train_build`'s (`read_entry`,
`parse_blocks`); this module keeps train63's own spec, places and `lang=` field. It has no shadowing rows,
so no `other=` field and no `shad` class.
"""

from __future__ import annotations

from typing import TypedDict

from train_build import CLASS_NAMES as _ALL_CLASS_NAMES
from train_build import parse_blocks, read_entry

# short names used in the text modules -> the corpus's intent classes (README, "Schema"); no shadowing
CLASS_NAMES = {short: name for short, name in _ALL_CLASS_NAMES.items() if short != "shad"}
# where -> (kind, place)
PLACES = {
    "r": ("rewrite", "end"),
    "rs": ("rewrite", "start"),
    "rm": ("rewrite", "mid"),
    "rc": ("rewrite", "clause"),
    "rx": ("rewrite", "replace"),
    "p": ("property", "end"),
    "pc": ("property", "clause"),
}
MINIMAL = ("clause", "replace")


class Spec(TypedDict):
    label: str  # attack | benign
    lang: str  # the language the written text is in (`english` for English)
    voice: str
    classes: tuple[str, ...]  # corpus class names; empty for benign rows
    kind: str  # new_tool | rewrite | property
    text: str
    at: str  # rewrites and properties: end | start | mid | clause | replace
    hide: tuple[str, str] | None  # (transform, plain payload)
    server: str | None  # new tools: the made-up server
    tool: str | None  # new tools: the tool's name
    catalogue: tuple[str, ...]  # new tools: the made-up server's tools


def parse(module: str, lang: str, servers: dict[str, list[str]], block: str) -> list[Spec]:
    """The specs of one block (see the module docstring), in the order written."""

    def entry(header: str, body: list[str]) -> Spec:
        e = read_entry(module, servers, header, body, {"hide", "lang"}, CLASS_NAMES)
        if e.where.startswith("n:"):
            kind, at = "new_tool", "whole"
        elif e.where in PLACES:
            kind, at = PLACES[e.where]
        else:
            raise ValueError(f"{module}: unknown place {e.where!r}")
        return {
            "label": e.label,
            "lang": e.extra.get("lang", lang),
            "voice": e.voice,
            "classes": e.classes,
            "kind": kind,
            "text": e.text,
            "at": at,
            "hide": e.hide,
            "server": e.server,
            "tool": e.tool,
            "catalogue": e.catalogue,
        }

    return parse_blocks(module, block, entry)
