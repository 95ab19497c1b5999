"""Shared pieces of the train62 training collection's text modules: the row spec and a small block parser.

The collection is training data for the description layer's sentence model (README, "Training collection
train62"), never an evaluation set. Each text module (`train62_<part>.py`) holds its texts as data in one
block string, so the writing reads as written; `build_train62.py` turns the specs into rows.

A block is a run of entries, each a header line and its text (the lines up to the next header):

    == <where> | <classes> | <voice> [| hide=<transform>] [| other=<fresh21 server>]
    the text, one or more lines
    ~~ the hidden payload (rows with `hide` only)

`where`: `n:<tool>` a whole description of a tool of one of the module's made-up servers; `r` a rewrite,
the text woven into a fresh21 description at its end, `rs` at its start, `rm` after its first paragraph
or sentence; `p` appended to a fresh21 property description. `classes`: the short class names below
(attacks) or `-` (hard negatives). Placeholders, filled in by the build once the host is known (hosts are
picked by a hash rule, so a writer does not choose them): `{tool}` (the host's tool or property name; a
new tool's own name), `{sibling}` (another tool of the same catalogue, picked by hash), `{hidden}` (the
payload hidden by `hide`, a transform of `fresh16_hide.TRANSFORMS`).
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
    "shad": "shadowing",
}
PLACES = {"r": "end", "rs": "start", "rm": "mid"}


class Spec(TypedDict):
    label: str  # attack | benign
    group: str  # the source group: the language, or the English part
    lang: str  # the language the written text is in (`english` for English)
    voice: str
    classes: tuple[str, ...]  # corpus class names; empty for benign rows
    kind: str  # new_tool | rewrite | property
    text: str
    at: str  # rewrites: where the text goes in the host (end | start | mid)
    hide: tuple[str, str] | None  # (transform, plain payload)
    other: str | None  # shadowing: the fresh21 server (source) whose tool the text names
    server: str | None  # new tools: the made-up server
    tool: str | None  # new tools: the tool's name
    catalogue: tuple[str, ...]  # new tools: the made-up server's tools


def _entry(group: str, lang: str, servers: dict[str, list[str]], header: str, body: list[str]) -> Spec:
    fields = [f.strip() for f in header.split("|")]
    if len(fields) < 3:
        raise ValueError(f"{group}: a header needs where | classes | voice: {header!r}")
    where, classes, voice = fields[:3]
    extra = dict(f.split("=", 1) for f in fields[3:])
    if set(extra) - {"hide", "other"}:
        raise ValueError(f"{group}: unknown header field in {header!r}")
    payload = [line[3:] for line in body if line.startswith("~~ ")]
    text = "\n".join(line for line in body if not line.startswith("~~ ")).strip()
    if not text:
        raise ValueError(f"{group}: an entry without text: {header!r}")
    names = tuple(CLASS_NAMES[c] for c in classes.split()) if classes != "-" else ()
    hide = None
    if "hide" in extra:
        if len(payload) != 1 or "{hidden}" not in text:
            raise ValueError(f"{group}: a hidden entry needs one ~~ payload and {{hidden}}: {header!r}")
        hide = (extra["hide"], payload[0])
    elif payload:
        raise ValueError(f"{group}: a payload without hide=: {header!r}")
    server = tool = None
    catalogue: tuple[str, ...] = ()
    if where.startswith("n:"):
        kind, tool = "new_tool", where[2:]
        owners = [s for s, tools in servers.items() if tool in tools]
        if len(owners) != 1:
            raise ValueError(f"{group}: {tool} is in {len(owners)} of the module's servers")
        server, catalogue = owners[0], tuple(servers[owners[0]])
    elif where == "p":
        kind = "property"
    elif where in PLACES:
        kind = "rewrite"
    else:
        raise ValueError(f"{group}: unknown place {where!r}")
    return {
        "label": "attack" if names else "benign",
        "group": group,
        "lang": lang,
        "voice": voice,
        "classes": names,
        "kind": kind,
        "text": text,
        "at": PLACES.get(where, "end"),
        "hide": hide,
        "other": extra.get("other"),
        "server": server,
        "tool": tool,
        "catalogue": catalogue,
    }


def parse(group: str, lang: str, servers: dict[str, list[str]], block: str) -> list[Spec]:
    """The specs of one block (see the module docstring), in the order written."""
    specs: list[Spec] = []
    header: str | None = None
    body: list[str] = []
    for line in [*block.splitlines(), "== end"]:
        if line.startswith("== "):
            if header is not None:
                specs.append(_entry(group, lang, servers, header, body))
            header, body = line[3:], []
        elif header is not None:
            body.append(line)
        elif line.strip():
            raise ValueError(f"{group}: text before the first header: {line!r}")
    return specs
