"""Shared pieces of the train18 training collection's text modules: the row spec and a small writer.

The collection is training data for the description layer's sentence model (README, "Training collection
train18"), never an evaluation set. Each text module (`train18_<persona>.py`, `train18_negatives_*.py`)
holds one writer's texts as data; `build_train18.py` turns them into rows.

Placeholders a text may use, filled in by the build once the host is known (hosts are picked by a hash
rule, so a writer does not choose them): `{tool}` (the host's tool or property name; a new tool's own
name), `{sibling}` (another tool of the same catalogue, picked by hash), `{hidden}` (the hidden payload,
`hide` = (transform name of `fresh16_hide.TRANSFORMS`, plain text)).
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


class Spec(TypedDict):
    label: str  # attack | benign
    group: str  # the persona (attacks) or the register (hard negatives)
    style: str
    classes: tuple[str, ...]  # corpus class names; empty for benign rows
    kind: str  # new_tool | rewrite | property
    text: str
    at: str  # rewrites: where the text goes in the host (end | start | mid)
    hide: tuple[str, str] | None
    other: str | None  # shadowing: the fresh13 server (source) whose tool the text names
    server: str | None  # new tools: the made-up server
    tool: str | None  # new tools: the tool's name
    catalogue: tuple[str, ...]  # new tools: the made-up server's tools


class Writer:
    """Collects one module's specs; `label` is `attack` or `benign`, `group` the persona or register."""

    def __init__(self, group: str, label: str = "attack", servers: dict[str, list[str]] | None = None):
        self.group, self.label = group, label
        self.servers = servers or {}
        self.specs: list[Spec] = []

    def _add(self, kind: str, classes: str, style: str, text: str, **extra: object) -> Spec:
        names = tuple(CLASS_NAMES[c] for c in classes.split())
        if (self.label == "attack") != bool(names):
            raise ValueError(f"{self.group}: attacks need classes, benign rows none: {text[:60]!r}")
        spec: Spec = {
            "label": self.label,
            "group": self.group,
            "style": style,
            "classes": names,
            "kind": kind,
            "text": text,
            "at": str(extra.get("at", "end")),
            "hide": extra.get("hide"),  # type: ignore[typeddict-item]
            "other": extra.get("other"),  # type: ignore[typeddict-item]
            "server": extra.get("server"),  # type: ignore[typeddict-item]
            "tool": extra.get("tool"),  # type: ignore[typeddict-item]
            "catalogue": tuple(extra.get("catalogue", ())),  # type: ignore[call-overload]
        }
        self.specs.append(spec)
        return spec

    def new(
        self,
        server: str,
        tool: str,
        classes: str,
        style: str,
        text: str,
        *,
        hide: tuple[str, str] | None = None,
        other: str | None = None,
    ) -> Spec:
        """A whole description of a tool of a made-up server (its catalogue from `servers`)."""
        catalogue = self.servers[server]
        if tool not in catalogue:
            raise ValueError(f"{tool} is not in {server}'s catalogue")
        return self._add(
            "new_tool",
            classes,
            style,
            text,
            server=server,
            tool=tool,
            catalogue=catalogue,
            hide=hide,
            other=other,
        )

    def rw(
        self,
        classes: str,
        style: str,
        text: str,
        *,
        at: str = "end",
        hide: tuple[str, str] | None = None,
        other: str | None = None,
    ) -> Spec:
        """Text woven into a fresh13 rewrite's old description (the host is picked by hash)."""
        return self._add("rewrite", classes, style, text, at=at, hide=hide, other=other)

    def prop(
        self,
        classes: str,
        style: str,
        text: str,
        *,
        hide: tuple[str, str] | None = None,
        other: str | None = None,
    ) -> Spec:
        """Text appended to a fresh13 property description (the host is picked by hash)."""
        return self._add("property", classes, style, text, hide=hide, other=other)
