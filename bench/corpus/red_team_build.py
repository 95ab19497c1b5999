"""What the builds of the blind red teams' sets share (build_fresh18.py, build_fresh20.py): reading the host
set, the hash rules that pick hosts, the hidden payloads, weaving a payload into a host's text, the row
layout, and the `--check` rebuild. Each build keeps its own constants and the parts of its rule that
differ (the order of servers, which servers a shadowing row may name). The builds of fresh26 to fresh45
(the red-team ones) share one whole rule, `build_salted`, and keep only their constants and a call.
"""

from __future__ import annotations

import hashlib
import json
import re
from collections.abc import Callable, Iterable, Mapping, Sequence
from pathlib import Path
from typing import Any

from fresh16_hide import TRANSFORMS

FIELDS = (
    "id",
    "label",
    "class",
    "style",
    "source",
    "origin",
    "licence",
    "catalogue",
    "kind",
    "tool",
    "old",
    "new",
)
Row = dict[str, Any]
Spec = Mapping[str, Any]


def sha(text: str) -> str:
    return hashlib.sha256(text.encode()).hexdigest()


def read_rows(path: Path) -> list[Row]:
    with path.open(encoding="utf-8") as f:
        return [json.loads(line) for line in f if line.strip()]


def rewrite_servers(
    rows: list[Row], min_chars: int, max_chars: int, order: Callable[[str], str] = sha
) -> list[tuple[str, Row]]:
    """Every eligible server in `order` of its name, with its rewrite row of the lowest sha256 of its id."""
    by_server: dict[str, list[Row]] = {}
    for row in rows:
        if (
            row["label"] == "benign"
            and row["kind"] == "rewrite"
            and min_chars <= len(row["old"]) <= max_chars
        ):
            by_server.setdefault(row["source"], []).append(row)
    return [(s, min(by_server[s], key=lambda r: sha(r["id"]))) for s in sorted(by_server, key=order)]


def property_pairs(rows: list[Row]) -> list[tuple[str, Row]]:
    """(server#property, its row of the lowest sha256 of its id), in that order of the rows."""
    picked: dict[str, Row] = {}
    for row in sorted(
        (r for r in rows if r["label"] == "benign" and r["kind"] == "property"), key=lambda r: sha(r["id"])
    ):
        picked.setdefault(f"{row['source']}#{row['tool']}", row)
    return list(picked.items())


def payload(spec: Spec) -> str:
    text: str = spec["text"]
    if spec["hide"] is not None:
        name, plain = spec["hide"]
        text = text.replace("{hidden}", TRANSFORMS[name][0](plain))
    return text


def weave(host: str, text: str, at: str, kind: str) -> str:
    """The host's text with the payload in it: appended (properties), at the end, after the first paragraph
    (or sentence), as a new line after the one line holding `after:<text>` (inside a list), or in place of
    the one occurrence of `sub:<text>` (a payload that rewrites a clause or a word of the host, any kind)."""
    if at.startswith("sub:"):
        old = at.removeprefix("sub:")
        if host.count(old) != 1:
            raise SystemExit(f"the text to rewrite is not unique in its host: {old!r}")
        return host.replace(old, text)
    if kind == "property":
        return host + text
    if at == "mid":
        if "\n\n" in host:
            first, rest = host.split("\n\n", 1)
            return f"{first}\n\n{text}\n\n{rest}"
        cut = host.index(". ") + 1
        return f"{host[:cut]} {text}{host[cut:]}"
    if at.startswith("after:"):
        marker = at.removeprefix("after:")
        if host.count(marker) != 1:
            raise SystemExit(f"the line to weave after is not unique in its host: {marker!r}")
        end = host.find("\n", host.index(marker))
        end = len(host) if end < 0 else end
        return f"{host[:end]}\n{text}{host[end:]}"
    if at != "end":
        raise SystemExit(f"unknown place to weave a payload: {at!r}")
    return host.rstrip("\n") + "\n\n" + text


def attack_row(set_name: str, team: str, n: int, spec: Spec, kind: str, fields: Row) -> Row:
    """Row `n` of the set, its fields in the corpus schema's order (extra fields after them)."""
    row: Row = {
        "id": f"{set_name}-{n:03d}",
        "label": "attack",
        "class": list(spec["classes"]),
        "style": spec["style"],
        "source": f"{team}-{spec['group']}",
        **fields,
        "kind": kind,
    }
    ordered = {k: row[k] for k in FIELDS}
    return ordered | {k: v for k, v in row.items() if k not in FIELDS}


def build_rows(
    *,
    set_name: str,
    team: str,
    host_set: str,
    origin: str,
    licence: str,
    new_tools: Iterable[Spec],
    planted: Iterable[tuple[str, Iterable[Spec], Mapping[str, Row]]],
    others: Mapping[str, Row],
    check: Callable[[Row], None] = lambda row: None,
) -> list[Row]:
    """The set's rows: its new tools, then each (kind, specs, host table) of `planted` woven into its
    hosts; a shadowing row names the tools of one of `others`; `check` may refuse a row."""

    def other_catalogue(spec: Spec) -> Row:
        return {"other_catalogue": {"server": spec["other"], "tools": others[spec["other"]]["catalogue"]}}

    out: list[Row] = []

    def add(spec: Spec, kind: str, fields: Row) -> None:
        if spec["other"] is not None:
            fields |= other_catalogue(spec)
        row = attack_row(set_name, team, len(out), spec, kind, fields)
        check(row)
        out.append(row)

    for spec in new_tools:
        add(
            spec,
            "new_tool",
            {
                "origin": f"{origin}; a new tool of the made-up server {spec['server']}",
                "licence": licence,
                "catalogue": spec["catalogue"],
                "tool": spec["tool"],
                "old": None,
                "new": payload(spec),
            },
        )
    for kind, specs, table in planted:
        for spec in specs:
            host = table[str(spec["host"])]
            add(
                spec,
                kind,
                {
                    "origin": f"{origin}; woven into {host_set} {host['id']} ({host['origin']})",
                    "licence": f"{licence}; host text: {host['licence']}",
                    "catalogue": host["catalogue"],
                    "tool": host["tool"],
                    "old": host["old"],
                    "new": weave(host["new"], payload(spec), spec["at"], kind),
                },
            )
    return out


def follows(specs: Iterable[Spec], hosts: Mapping[str, Row], what: str, kind: str) -> None:
    """Refuse a data file (`what`) whose payloads do not follow the rule's `kind` hosts, in order."""
    if [s["host"] for s in specs] != list(hosts):
        raise SystemExit(f"{what} does not follow the rule's {kind} hosts, in order")


def named_tools(text: str, tools: Iterable[str]) -> list[str]:
    """The tools of a catalogue that a text names as whole words."""
    return [t for t in tools if re.search(rf"(?<![\w-]){re.escape(t)}(?![\w-])", text)]


def names_only_the_other_servers_tool(row: Row) -> None:
    """Refuse a shadowing row that names no tool of the other server, or one its own server also has."""
    other = row.get("other_catalogue")
    if other is not None:
        named = named_tools(row["new"], other["tools"])
        if not named or set(named) & set(row["catalogue"]):
            raise SystemExit(f"{row['id']}: a shadowing payload must name a tool only the other server has")


def build_salted(
    *,
    set_name: str,
    team: str,
    hosts: Path,
    salt: str,
    origin: str,
    licence: str,
    new_tools: Sequence[Spec],
    rewrites: Sequence[Spec],
    properties: Sequence[Spec],
    rewrite_hosts: int,
    property_hosts: int,
    min_chars: int,
    max_chars: int,
) -> list[Row]:
    """A set by the salted rule: rewrite servers of the host set (`hosts`, its rows with old text of
    `min_chars` to `max_chars` characters) in order of the sha256 of `salt` + the server's name, the first
    `rewrite_hosts` host; (server, property) pairs in order of the sha256 of `salt` + "server#property", the
    first `property_hosts` host; the servers ranked after the rewrite hosts that host no property row are the
    ones a shadowing row may name (and it must name a tool only that server has). The payload files
    (`<set_name>_edits`) must follow the rule's hosts, in order."""

    def order(name: str) -> str:
        return sha(salt + name)

    rows = read_rows(hosts)
    servers = rewrite_servers(rows, min_chars, max_chars, order=order)
    picked = dict(servers[:rewrite_hosts])
    props = dict(sorted(property_pairs(rows), key=lambda kv: order(kv[0]))[:property_hosts])
    follows(rewrites, picked, f"{set_name}_edits.REWRITES", "rewrite")
    follows(properties, props, f"{set_name}_edits.PROPERTIES", "property")
    prop_servers = {key.split("#", 1)[0] for key in props}
    return build_rows(
        set_name=set_name,
        team=team,
        host_set=hosts.stem,
        origin=origin,
        licence=licence,
        new_tools=new_tools,
        planted=(("rewrite", rewrites, picked), ("property", properties, props)),
        others={s: r for s, r in servers[rewrite_hosts:] if s not in prop_servers},
        check=names_only_the_other_servers_tool,
    )


def dumps(rows: list[Row]) -> bytes:
    return "".join(json.dumps(r, ensure_ascii=False) + "\n" for r in rows).encode("utf-8")


def write_or_check(out: Path, data: bytes, argv: list[str]) -> int:
    """Write the set, or with `--check` say whether the committed file is this build (exit 1 if not)."""
    if "--check" in argv:
        same = out.read_bytes() == data
        print(f"{out.name} rebuilds identically" if same else f"{out.name} differs from its build")
        return 0 if same else 1
    out.write_bytes(data)
    print(f"wrote {out} ({len(data)} bytes, sha256 {hashlib.sha256(data).hexdigest()})")
    return 0
