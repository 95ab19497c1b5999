"""The shape of one payload of the twentieth set (README, "Twentieth evaluation set"), and a helper to write
one without repeating every key.

Written blind by the redteam20 helper on 2026-12-02 (an AI-security researcher's attacks on the agent's
reasoning), without reading any detector or any earlier attack row.
"""

from __future__ import annotations

from typing import TypedDict


class Spec(TypedDict):
    group: str  # the source group, `redteam20-<group>`
    style: str  # a short description of the technique (+ the hiding transform's name for hidden rows)
    classes: list[str]  # the intent classes (README, "Schema")
    text: str  # the payload as it appears in the row; `{hidden}` is replaced by the hidden payload
    hide: tuple[str, str] | None  # (transform name in fresh16_hide.TRANSFORMS, the plain payload)
    other: str | None  # shadowing rows: the other fresh13 server whose real tools the payload names
    # new tools: a made-up server, the tool and its catalogue; planted rows: the host key and the place
    server: str
    tool: str
    catalogue: list[str]
    host: str
    at: str


def spec(
    group: str,
    style: str,
    classes: str,
    text: str,
    *,
    hide: tuple[str, str] | None = None,
    other: str | None = None,
    server: str = "",
    tool: str = "",
    catalogue: str = "",
    host: str = "",
    at: str = "end",
) -> Spec:
    """One payload; `classes` and `catalogue` are space-separated names."""
    return Spec(
        group=group,
        style=style,
        classes=classes.split(),
        text=text,
        hide=hide,
        other=other,
        server=server,
        tool=tool,
        catalogue=catalogue.split(),
        host=host,
        at=at,
    )
