"""Build bench/corpus/data/fresh20.jsonl: the twentieth evaluation set, a fourth blind red team's 100 attacks.

Written by the redteam20 helper on 2026-12-02 without reading the detector, its model, its tests or any
earlier attack row (README, "Twentieth evaluation set"), as an AI-security researcher whose payloads work on
the agent's reasoning (a plausible policy or protocol, a redefined term, state across calls, a trusted tool
result, the summary to the user, a shifted goal, an example, an MCP feature, a parameter name or default, a
markdown link or image). 40 whole new tools (fresh20_new_tools.py), 50 rewrites and 10 property rewrites
woven into the `new` text of real benign changes of fresh13 (fresh20_edits.py; the row keeps the host's
`old`). Hiding transforms are fresh16_hide.py's; the payloads' shape is fresh20_spec.py's. The hosts are
picked by a rule on hashes alone, never by reading how a detector treats them:

- rewrites: fresh13's `rewrite` rows whose old text has 60 to 1,200 characters, grouped by server
  (`source`); servers in order of the sha256 of "fresh20:" + the server's name; per server the row with the
  lowest sha256 of its id; the first 50 servers host;
- properties: fresh13's `property` rows, one per (server, property) (the row with the lowest sha256 of its
  id), pairs in order of the sha256 of "fresh20:" + server + "#" + property; the first 10 host;
- the "other servers" the shadowing rows name: the eligible rewrite servers ranked after the 50 hosts that
  host no property row either, with their rule-picked row's catalogue.

Usage: python bench/corpus/build_fresh20.py [--check]   (--check: exit 1 if the committed file differs)
"""

from __future__ import annotations

import hashlib
import json
import re
import sys
from pathlib import Path
from typing import Any

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

from fresh16_hide import TRANSFORMS  # noqa: E402
from fresh20_edits import PROPERTIES, REWRITES  # noqa: E402
from fresh20_new_tools import NEW_TOOLS  # noqa: E402
from fresh20_spec import Spec  # noqa: E402

HOSTS = HERE / "data" / "fresh13.jsonl"
OUT = HERE / "data" / "fresh20.jsonl"
SALT = "fresh20:"
ORIGIN = "written blind by the redteam20 helper on 2026-12-02 (never saw the detector or any attack row)"
LICENCE = "Apache-2.0 (payload: this repository)"
REWRITE_HOSTS = 50
PROPERTY_HOSTS = 10
MIN_CHARS, MAX_CHARS = 60, 1200
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


def sha(text: str) -> str:
    return hashlib.sha256(text.encode()).hexdigest()


def host_rows() -> list[Row]:
    with HOSTS.open(encoding="utf-8") as f:
        return [json.loads(line) for line in f if line.strip()]


def rewrite_servers(rows: list[Row]) -> list[tuple[str, Row]]:
    """Every eligible server in the rule's order, with its rule-picked rewrite row."""
    by_server: dict[str, list[Row]] = {}
    for row in rows:
        if (
            row["label"] == "benign"
            and row["kind"] == "rewrite"
            and MIN_CHARS <= len(row["old"]) <= MAX_CHARS
        ):
            by_server.setdefault(row["source"], []).append(row)
    return [
        (s, min(by_server[s], key=lambda r: sha(r["id"])))
        for s in sorted(by_server, key=lambda s: sha(SALT + s))
    ]


def property_hosts(rows: list[Row]) -> list[tuple[str, Row]]:
    """(server#property, row) for the first PROPERTY_HOSTS (server, property) pairs in the rule's order."""
    picked: dict[str, Row] = {}
    for row in sorted(
        (r for r in rows if r["label"] == "benign" and r["kind"] == "property"), key=lambda r: sha(r["id"])
    ):
        picked.setdefault(f"{row['source']}#{row['tool']}", row)
    return sorted(picked.items(), key=lambda kv: sha(SALT + kv[0]))[:PROPERTY_HOSTS]


def payload(spec: Spec) -> str:
    text = spec["text"]
    if spec["hide"] is not None:
        name, plain = spec["hide"]
        text = text.replace("{hidden}", TRANSFORMS[name][0](plain))
    return text


def weave(host: str, text: str, at: str, kind: str) -> str:
    """The host's text with the payload in it: appended (properties), at the end, after the first paragraph
    (or sentence), or as a new line after the one line holding `after:<text>` (inside a list)."""
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


def named_tools(text: str, tools: list[str]) -> list[str]:
    """The tools of a catalogue that a text names as whole words."""
    return [t for t in tools if re.search(rf"(?<![\w-]){re.escape(t)}(?![\w-])", text)]


def attack(n: int, spec: Spec, kind: str, **fields: Any) -> Row:
    row: Row = {
        "id": f"fresh20-{n:03d}",
        "label": "attack",
        "class": list(spec["classes"]),
        "style": spec["style"],
        "source": f"redteam20-{spec['group']}",
        **fields,
        "kind": kind,
    }
    if spec["other"] is not None:
        other = row["other_catalogue"]
        named = named_tools(row["new"], other["tools"])
        if not named or set(named) & set(row["catalogue"]):
            raise SystemExit(f"{row['id']}: a shadowing payload must name a tool only the other server has")
    ordered = {k: row[k] for k in FIELDS}
    return ordered | {k: v for k, v in row.items() if k not in FIELDS}


def other_servers(rows: list[Row]) -> dict[str, Row]:
    """The servers shadowing rows may name: ranked after the rewrite hosts, hosting no property row."""
    props = {key.split("#", 1)[0] for key, _ in property_hosts(rows)}
    return {s: r for s, r in rewrite_servers(rows)[REWRITE_HOSTS:] if s not in props}


def build() -> list[Row]:
    rows = host_rows()
    hosts = dict(rewrite_servers(rows)[:REWRITE_HOSTS])
    others = other_servers(rows)
    props = dict(property_hosts(rows))
    if [s["host"] for s in REWRITES] != list(hosts):
        raise SystemExit("fresh20_edits.REWRITES does not follow the rule's rewrite hosts, in order")
    if [s["host"] for s in PROPERTIES] != list(props):
        raise SystemExit("fresh20_edits.PROPERTIES does not follow the rule's property hosts, in order")
    out: list[Row] = []
    for spec in NEW_TOOLS:
        fields: Row = {
            "origin": f"{ORIGIN}; a new tool of the made-up server {spec['server']}",
            "licence": LICENCE,
            "catalogue": spec["catalogue"],
            "tool": spec["tool"],
            "old": None,
            "new": payload(spec),
        }
        if spec["other"] is not None:
            fields["other_catalogue"] = {"server": spec["other"], "tools": others[spec["other"]]["catalogue"]}
        out.append(attack(len(out), spec, "new_tool", **fields))
    for kind, specs, table in (("rewrite", REWRITES, hosts), ("property", PROPERTIES, props)):
        for spec in specs:
            host = table[spec["host"]]
            fields = {
                "origin": f"{ORIGIN}; woven into fresh13 {host['id']} ({host['origin']})",
                "licence": f"{LICENCE}; host text: {host['licence']}",
                "catalogue": host["catalogue"],
                "tool": host["tool"],
                "old": host["old"],
                "new": weave(host["new"], payload(spec), spec["at"], kind),
            }
            if spec["other"] is not None:
                fields["other_catalogue"] = {
                    "server": spec["other"],
                    "tools": others[spec["other"]]["catalogue"],
                }
            out.append(attack(len(out), spec, kind, **fields))
    return out


def dumps(rows: list[Row]) -> bytes:
    return "".join(json.dumps(r, ensure_ascii=False) + "\n" for r in rows).encode("utf-8")


def main(argv: list[str]) -> int:
    data = dumps(build())
    if "--check" in argv:
        same = OUT.read_bytes() == data
        print("fresh20.jsonl rebuilds identically" if same else "fresh20.jsonl differs from its build")
        return 0 if same else 1
    OUT.write_bytes(data)
    print(f"wrote {OUT} ({len(data)} bytes, sha256 {hashlib.sha256(data).hexdigest()})")
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
