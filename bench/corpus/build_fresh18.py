"""Build bench/corpus/data/fresh18.jsonl: the eighteenth evaluation set, a third blind red team's 100 attacks.

Written by the redteam18 helper on 2026-12-02 without reading the detector, its model, its tests or any
earlier attack row (README, "Eighteenth evaluation set"), as a malicious maintainer of a popular, boring MCP
server. 40 whole new tools (fresh18_new_tools.py), 50 rewrites and 10 property rewrites woven into the `new`
text of real benign changes of fresh17 (fresh18_edits.py; the row keeps the host's `old`). Hiding transforms
are fresh16_hide.py's. The hosts are picked by a rule on hashes alone, never by reading how a detector
treats them:

- rewrites: fresh17's `rewrite` rows whose old text has 60 to 1,200 characters, grouped by server
  (`source`); servers in order of the sha256 of their name; per server the row with the lowest sha256 of its
  id; the first 50 servers host, the next ones are the "other servers" the shadowing rows name;
- properties: fresh17's `property` rows, one per (server, property) (the lowest sha256 of its id), in order
  of that sha256; the first 10 host.

Usage: python bench/corpus/build_fresh18.py [--check]   (--check: exit 1 if the committed file differs)
"""

from __future__ import annotations

import hashlib
import json
import sys
from pathlib import Path
from typing import Any

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

from fresh16_hide import TRANSFORMS  # noqa: E402
from fresh18_edits import PROPERTIES, REWRITES  # noqa: E402
from fresh18_new_tools import NEW_TOOLS  # noqa: E402
from fresh18_spec import Spec  # noqa: E402

HOSTS = HERE / "data" / "fresh17.jsonl"
OUT = HERE / "data" / "fresh18.jsonl"
ORIGIN = "written blind by the redteam18 helper on 2026-12-02 (never saw the detector or any attack row)"
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
    return [(s, min(by_server[s], key=lambda r: sha(r["id"]))) for s in sorted(by_server, key=sha)]


def property_hosts(rows: list[Row]) -> list[tuple[str, Row]]:
    """(server#property, row) for the first PROPERTY_HOSTS (server, property) pairs in the rule's order."""
    picked: dict[str, Row] = {}
    for row in sorted(
        (r for r in rows if r["label"] == "benign" and r["kind"] == "property"), key=lambda r: sha(r["id"])
    ):
        picked.setdefault(f"{row['source']}#{row['tool']}", row)
    return list(picked.items())[:PROPERTY_HOSTS]


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


def attack(n: int, spec: Spec, kind: str, **fields: Any) -> Row:
    row: Row = {
        "id": f"fresh18-{n:03d}",
        "label": "attack",
        "class": list(spec["classes"]),
        "style": spec["style"],
        "source": f"redteam18-{spec['group']}",
        **fields,
        "kind": kind,
    }
    ordered = {k: row[k] for k in FIELDS}
    return ordered | {k: v for k, v in row.items() if k not in FIELDS}


def build() -> list[Row]:
    rows = host_rows()
    servers = rewrite_servers(rows)
    hosts = dict(servers[:REWRITE_HOSTS])
    others = dict(servers[REWRITE_HOSTS:])
    props = dict(property_hosts(rows))
    if [s["host"] for s in REWRITES] != list(hosts):
        raise SystemExit("fresh18_edits.REWRITES does not follow the rule's rewrite hosts, in order")
    if [s["host"] for s in PROPERTIES] != list(props):
        raise SystemExit("fresh18_edits.PROPERTIES does not follow the rule's property hosts, in order")
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
            host = table[str(spec["host"])]
            fields = {
                "origin": f"{ORIGIN}; woven into fresh17 {host['id']} ({host['origin']})",
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
        print("fresh18.jsonl rebuilds identically" if same else "fresh18.jsonl differs from its build")
        return 0 if same else 1
    OUT.write_bytes(data)
    print(f"wrote {OUT} ({len(data)} bytes, sha256 {hashlib.sha256(data).hexdigest()})")
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
