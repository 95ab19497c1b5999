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
"""

from __future__ import annotations

from typing import TypedDict

# short names used in the text modules -> the corpus's intent classes (README, "Schema")
CLASS_NAMES = {
    "ai": "agent_instruction",
    "conc": "concealment",
    "cred": "credential_access",
    "cmd": "command_execution",
    "exf": "exfiltration",
    "arg": "argument_tampering",
    "ord": "forced_ordering",
    "priv": "privilege_goal",
    "sel": "selection_manipulation",
    "hid": "hidden_text",
}
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


def _entry(module: str, lang: str, servers: dict[str, list[str]], header: str, body: list[str]) -> Spec:
    fields = [f.strip() for f in header.split("|")]
    if len(fields) < 3:
        raise ValueError(f"{module}: a header needs where | classes | voice: {header!r}")
    where, classes, voice = fields[:3]
    extra = dict(f.split("=", 1) for f in fields[3:])
    if set(extra) - {"hide", "lang"}:
        raise ValueError(f"{module}: unknown header field in {header!r}")
    payload = [line[3:] for line in body if line.startswith("~~ ")]
    text = "\n".join(line for line in body if not line.startswith("~~ ")).strip()
    if not text:
        raise ValueError(f"{module}: an entry without text: {header!r}")
    names = tuple(CLASS_NAMES[c] for c in classes.split()) if classes != "-" else ()
    hide = None
    if "hide" in extra:
        if len(payload) != 1 or "{hidden}" not in text:
            raise ValueError(f"{module}: a hidden entry needs one ~~ payload and {{hidden}}: {header!r}")
        hide = (extra["hide"], payload[0])
    elif payload:
        raise ValueError(f"{module}: a payload without hide=: {header!r}")
    server = tool = None
    catalogue: tuple[str, ...] = ()
    if where.startswith("n:"):
        kind, at, tool = "new_tool", "whole", where[2:]
        owners = [s for s, tools in servers.items() if tool in tools]
        if len(owners) != 1:
            raise ValueError(f"{module}: {tool} is in {len(owners)} of the module's servers")
        server, catalogue = owners[0], tuple(servers[owners[0]])
    elif where in PLACES:
        kind, at = PLACES[where]
    else:
        raise ValueError(f"{module}: unknown place {where!r}")
    return {
        "label": "attack" if names else "benign",
        "lang": extra.get("lang", lang),
        "voice": voice,
        "classes": names,
        "kind": kind,
        "text": text,
        "at": at,
        "hide": hide,
        "server": server,
        "tool": tool,
        "catalogue": catalogue,
    }


def parse(module: str, lang: str, servers: dict[str, list[str]], block: str) -> list[Spec]:
    """The specs of one block (see the module docstring), in the order written."""
    specs: list[Spec] = []
    header: str | None = None
    body: list[str] = []
    for line in [*block.splitlines(), "== end"]:
        if line.startswith("== "):
            if header is not None:
                specs.append(_entry(module, lang, servers, header, body))
            header, body = line[3:], []
        elif header is not None:
            body.append(line)
        elif line.strip():
            raise ValueError(f"{module}: text before the first header: {line!r}")
    return specs
