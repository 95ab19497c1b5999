"""The shape of one eighteenth-set attack (README, "Eighteenth evaluation set"), shared by its data files.

A spec is what the red team wrote: the style group, the register, the intent classes, the text (a whole
description for a new tool; for a rewrite or property, the payload to weave into the host's text), and
optionally a hiding transform and the other server a shadowing row names.
"""

from __future__ import annotations

from typing import TypedDict

AI = "agent_instruction"
CO = "concealment"
CR = "credential_access"
CE = "command_execution"
EX = "exfiltration"
AT = "argument_tampering"
FO = "forced_ordering"
PG = "privilege_goal"
SM = "selection_manipulation"
HT = "hidden_text"
SH = "shadowing"


class Spec(TypedDict):
    group: str  # the style group: source `redteam18-<group>`
    style: str  # the register (+ the hiding transform's name for hidden rows)
    classes: list[str]
    text: str  # with `{hidden}` where a hidden payload goes
    hide: tuple[str, str] | None  # (transform name in fresh16_hide.TRANSFORMS, plain payload)
    other: str | None  # the fresh17 server (source) whose tools a shadowing row names
    host: str | None  # rewrites: the host server; properties: "server#property"; new tools: None
    at: str  # where a rewrite's payload goes: "end", "mid", or "after:<text of the line it follows>"
    server: str | None  # new tools: the made-up server
    tool: str | None  # new tools: the tool's name
    catalogue: list[str] | None  # new tools: the made-up server's tools


def spec(
    group: str,
    style: str,
    classes: list[str],
    text: str,
    *,
    hide: tuple[str, str] | None = None,
    other: str | None = None,
    host: str | None = None,
    at: str = "end",
    server: str | None = None,
    tool: str | None = None,
    catalogue: list[str] | None = None,
) -> Spec:
    if hide is not None:
        style = f"{style}+{hide[0]}" if not style.endswith(f"+{hide[0]}") else style
    return Spec(
        group=group,
        style=style,
        classes=classes,
        text=text,
        hide=hide,
        other=other,
        host=host,
        at=at,
        server=server,
        tool=tool,
        catalogue=catalogue,
    )
