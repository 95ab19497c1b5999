"""Build bench/corpus/data/fresh16.jsonl: the sixteenth evaluation set, a second blind red team's 100 attacks.

Written by the redteam16 helper on 2026-12-02 without reading the detector, its model, its tests or any
earlier attack row (README, "Sixteenth evaluation set"). 40 whole new tools (fresh16_new_tools.py), 50
rewrites and 10 property rewrites woven into real benign descriptions of fresh13 (fresh16_edits.py). The
hosts are picked by a rule on ids alone, never by reading the texts for how a detector might treat them:

- rewrites: fresh13's `rewrite` rows whose old text has 60 to 1,200 characters, grouped by server
  (`source`); servers in order of the sha256 of their name; per server the row with the lowest sha256 of its
  id; the first 50 servers host, the next ones are the "other servers" the shadowing rows name;
- properties: fresh13's `property` rows, one per (server, property) (the lowest sha256 of its id), in order
  of that sha256; the first 10 host.

Usage: python bench/corpus/build_fresh16.py [--check]   (--check: exit 1 if the committed file differs)
"""

from __future__ import annotations

import hashlib
import json
import sys
from pathlib import Path
from typing import Any

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

from fresh16_edits import PROPERTIES, REWRITES, Edit  # noqa: E402
from fresh16_hide import TRANSFORMS  # noqa: E402
from fresh16_new_tools import NEW_TOOLS  # noqa: E402

HOSTS = HERE / "data" / "fresh13.jsonl"
OUT = HERE / "data" / "fresh16.jsonl"
ORIGIN = "written blind by the redteam16 helper on 2026-12-02 (never saw the detector or any attack row)"
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


def payload(spec: Edit) -> str:
    text: str = spec["text"]
    if spec["hide"] is not None:
        name, secret = spec["hide"]
        text = text.replace("{hidden}", TRANSFORMS[name][0](secret))
    return text


def weave(old: str, text: str, at: str, kind: str) -> str:
    if kind == "property":
        return old + text
    if at == "start":
        return f"{text}\n\n{old}"
    if at == "mid":
        if "\n\n" in old:
            first, rest = old.split("\n\n", 1)
            return f"{first}\n\n{text}\n\n{rest}"
        cut = old.index(". ") + 1
        return f"{old[:cut]} {text}{old[cut:]}"
    stem = old.rstrip("\n")
    return stem + ("\n" if text.startswith(" ") else "\n\n") + text


def attack(n: int, spec: Edit, kind: str, **fields: Any) -> Row:
    row: Row = {
        "id": f"fresh16-{n}",
        "label": "attack",
        "class": list(spec["classes"]),
        "style": spec["style"],
        "source": f"redteam16-{spec['group']}",
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
    if {s["host"] for s in REWRITES} != set(hosts) or len(REWRITES) != REWRITE_HOSTS:
        raise SystemExit("fresh16_edits.REWRITES does not cover exactly the rule's rewrite hosts")
    if sorted(s["host"] for s in PROPERTIES) != sorted(props) or len(PROPERTIES) != PROPERTY_HOSTS:
        raise SystemExit("fresh16_edits.PROPERTIES does not follow the rule's property hosts")
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
            fields["other_catalogue"] = spec["other"]
        out.append(attack(len(out) + 1, spec, "new_tool", **fields))
    for kind, specs, table in (("rewrite", REWRITES, hosts), ("property", PROPERTIES, props)):
        for spec in specs:
            host = table[spec["host"]]
            fields = {
                "origin": f"{ORIGIN}; woven into fresh13 {host['id']} ({host['origin']})",
                "licence": f"{LICENCE}; host text: {host['licence']}",
                "catalogue": host["catalogue"],
                "tool": host["tool"],
                "old": host["old"],
                "new": weave(host["old"], payload(spec), spec["at"], kind),
            }
            if spec["other"] is not None:
                other = others[spec["other"]]
                fields["other_catalogue"] = {"server": spec["other"], "tools": other["catalogue"]}
            out.append(attack(len(out) + 1, spec, kind, **fields))
    return out


def dumps(rows: list[Row]) -> bytes:
    return "".join(json.dumps(r, ensure_ascii=False) + "\n" for r in rows).encode("utf-8")


def main(argv: list[str]) -> int:
    data = dumps(build())
    if "--check" in argv:
        same = OUT.read_bytes() == data
        print("fresh16.jsonl rebuilds identically" if same else "fresh16.jsonl differs from its build")
        return 0 if same else 1
    OUT.write_bytes(data)
    print(f"wrote {OUT} ({len(data)} bytes, sha256 {hashlib.sha256(data).hexdigest()})")
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
