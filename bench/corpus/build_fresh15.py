"""The FIFTEENTH held-out evaluation set: a blind red team's poisoned tool descriptions (attacks only).

Usage: python build_fresh15.py > data/fresh15.jsonl
       python build_fresh15.py --check          (rebuild and compare with data/fresh15.jsonl)
       python build_fresh15.py --table          (the composition tables for README.md)

One hundred attacks written by a helper acting as an outside attacker who never saw the detector, its
rules, its model or any attack row of an earlier set (README, "Fifteenth evaluation set"): 40 whole new
tools (fresh15_new_tools.py), 50 rewrites and 10 parameter-description rewrites of real descriptions
(fresh15_edits.py). Hidden-text payloads are transformed by fresh15_hide.py.

Hosts. A rewrite or property row edits a benign row of data/fresh12.jsonl (read at the digest pinned
below), picked by a rule on ids alone, fixed before any payload was written: among the rows of that kind
whose new text is 80 to 700 characters (property: 20 to 600) and whose old text is at most twice that,
each server's row with the lowest sha256 of its id; servers in order of sha256("redteam15:" + source);
the first 50 (property: 10). The payload is then woven into the host's real new text; the row's old text
is that new text (a poisoned update) or, where the edit says so, the host's real old text (the payload
rides along the vendor's real update). Rows keep the host's tool name and catalogue.

A shadowing row names another server's tools: its `other_catalogue` is that server's tool names (for a
fresh12 server, every tool name its rows carry) or, for a server outside fresh12, the names written here.
The false-alarm side of this set is fresh12's benign rows, whose servers are the other watched servers.
"""

from __future__ import annotations

import hashlib
import json
import sys
from collections import Counter, defaultdict
from pathlib import Path
from typing import Any

from fresh15_edits import PROPERTIES, REWRITES, Edit
from fresh15_new_tools import NEW_TOOLS, NewTool

HERE = Path(__file__).resolve().parent
FRESH12 = HERE / "data" / "fresh12.jsonl"
FRESH12_SHA256 = "9b4662952bdc491a99476f296047aa53495e49840985478cf9183e4624ad6249"
OUT = HERE / "data" / "fresh15.jsonl"
Row = dict[str, Any]

CLASSES = (
    "agent_instruction", "concealment", "credential_access", "command_execution", "exfiltration",
    "argument_tampering", "forced_ordering", "privilege_goal", "selection_manipulation", "hidden_text",
    "shadowing",
)  # fmt: skip
# (kind, shortest new text, longest new text, how many hosts)
HOST_RULE = {"rewrite": (80, 700, 50), "property": (20, 600, 10)}
WRITTEN = "written blind by the redteam15 helper on 2026-12-02 (it never saw the detector or any attack row)"
LICENCE = "Apache-2.0 (written for toolwatch)"
# str.splitlines breaks a JSON line on these, and json.dumps leaves them raw: none may appear.
LINE_BREAKERS = frozenset("\x85\u2028\u2029")


def sha(text: str) -> str:
    return hashlib.sha256(text.encode()).hexdigest()


def read_fresh12() -> list[Row]:
    data = FRESH12.read_bytes()
    if sha(data.decode("utf-8")) != FRESH12_SHA256:
        raise SystemExit(f"{FRESH12} is not the pinned file (sha256 {FRESH12_SHA256})")
    return [json.loads(line) for line in data.decode("utf-8").splitlines() if line.strip()]


def pick_hosts(rows: list[Row], kind: str) -> list[Row]:
    """HOST_RULE's hosts of `kind`, in order: a rule on ids and lengths only."""
    lo, hi, count = HOST_RULE[kind]
    by_server: dict[str, list[Row]] = defaultdict(list)
    for row in rows:
        sized = lo <= len(row["new"]) <= hi and lo <= len(row["old"] or "") <= 2 * hi
        if row["label"] == "benign" and row["kind"] == kind and sized:
            by_server[row["source"]].append(row)
    firsts = [min(candidates, key=lambda r: sha(r["id"])) for candidates in by_server.values()]
    return sorted(firsts, key=lambda r: sha("redteam15:" + r["source"]))[:count]


def apply(text: str, ops: tuple[tuple[str, str, str], ...], where: str) -> str:
    for mode, anchor, insert in ops:
        if mode == "end":
            text += insert
            continue
        if text.count(anchor) != 1:
            raise SystemExit(f"{where}: anchor {anchor!r} occurs {text.count(anchor)} times, not once")
        if mode == "after":
            text = text.replace(anchor, anchor + insert)
        elif mode == "before":
            text = text.replace(anchor, insert + anchor)
        elif mode == "replace":
            text = text.replace(anchor, insert)
        else:
            raise SystemExit(f"{where}: unknown edit mode {mode!r}")
    return text


def server_tools(rows: list[Row], source: str) -> list[str]:
    names = {name for row in rows if row["source"] == source for name in row["catalogue"]}
    if not names:
        raise SystemExit(f"no fresh12 row names a tool of {source}")
    return sorted(names)


def other_catalogue(rows: list[Row], other: str | tuple[str, tuple[str, ...]]) -> dict[str, Any]:
    if isinstance(other, str):
        return {"server": other.split(":", 1)[1], "tools": server_tools(rows, other)}
    return {"server": other[0], "tools": sorted(other[1])}


def attack_fields(group: str, style: str, classes: tuple[str, ...]) -> Row:
    unknown = set(classes) - set(CLASSES)
    if unknown or not classes:
        raise SystemExit(f"unknown or missing classes {sorted(unknown)}")
    return {"label": "attack", "class": list(classes), "style": style, "source": f"redteam15-{group}"}


def new_tool_row(spec: NewTool, rows: list[Row]) -> Row:
    if spec.tool not in spec.catalogue:
        raise SystemExit(f"{spec.tool} is not in its own catalogue")
    row: Row = {"id": ""} | attack_fields(spec.group, spec.style, spec.classes)
    row |= {
        "origin": f"{WRITTEN}: a whole new tool {spec.tool} of an imagined {spec.server} server",
        "licence": LICENCE,
        "catalogue": sorted(set(spec.catalogue)),
        "kind": "new_tool",
        "tool": spec.tool,
        "old": None,
        "new": spec.text,
    }
    if spec.other is not None:
        row["other_catalogue"] = other_catalogue(rows, spec.other)
    return row


def edit_row(spec: Edit, host: Row, rows: list[Row]) -> Row:
    if host["source"] != spec.host:
        raise SystemExit(f"the rule picked {host['source']} where the edit was written for {spec.host}")
    if spec.base not in ("new", "old"):
        raise SystemExit(f"{spec.host}: base must be 'new' or 'old'")
    new = apply(host["new"], spec.ops, spec.host)
    riding = spec.base == "old"
    row: Row = {"id": ""} | attack_fields(spec.group, spec.style, spec.classes)
    row |= {
        "origin": f"{WRITTEN}: woven into {host['source']} {host['origin']} {host['kind']} {host['tool']} "
        f"({host['id']}), {'riding along its real rewrite' if riding else 'as an update of its new text'}",
        "licence": f"{LICENCE}; host text {host['licence']}",
        "catalogue": host["catalogue"],
        "kind": host["kind"],
        "tool": host["tool"],
        "old": host["old"] if riding else host["new"],
        "new": new,
    }
    if spec.other is not None:
        row["other_catalogue"] = other_catalogue(rows, spec.other)
    return row


def build() -> list[Row]:
    rows = read_fresh12()
    out = [new_tool_row(spec, rows) for spec in NEW_TOOLS]
    for kind, specs in (("rewrite", REWRITES), ("property", PROPERTIES)):
        hosts = pick_hosts(rows, kind)
        if len(hosts) != len(specs):
            raise SystemExit(f"{len(hosts)} {kind} hosts for {len(specs)} edits")
        out += [edit_row(spec, host, rows) for spec, host in zip(specs, hosts, strict=True)]
    for n, row in enumerate(out):
        row["id"] = f"fresh15-{n:03d}"
        texts = [t for t in (row["old"], row["new"]) if t is not None]
        if row["old"] == row["new"] or any(LINE_BREAKERS & set(t) for t in texts):
            raise SystemExit(f"{row['id']}: unchanged, or a character that breaks a JSON line")
    return out


def render(rows: list[Row]) -> str:
    return "".join(json.dumps(row, ensure_ascii=False) + "\n" for row in rows)


def table(rows: list[Row]) -> str:
    """The composition tables for README.md: rows by kind, first class, source and style."""

    def count(title: str, key: Any) -> list[str]:
        counts = Counter(key(r) for r in rows)
        return (
            [f"| {title} | rows |", "|---|---:|"]
            + [f"| {k} | {n} |" for k, n in sorted(counts.items())]
            + [""]
        )

    lines = count("kind", lambda r: r["kind"])
    lines += count("first class", lambda r: r["class"][0])
    any_class = Counter(c for r in rows for c in r["class"])
    lines += ["| class (anywhere in the row's list) | rows |", "|---|---:|"]
    lines += [f"| {k} | {n} |" for k, n in sorted(any_class.items())] + [""]
    lines += count("source", lambda r: r["source"])
    lines += count("style", lambda r: r["style"])
    return "\n".join(lines)


def main(argv: list[str]) -> int:
    if argv == ["--table"]:
        print(table(build()))
        return 0
    text = render(build())
    if argv == ["--check"]:
        same = OUT.read_text(encoding="utf-8") == text
        print(
            "data/fresh15.jsonl rebuilds identically" if same else "data/fresh15.jsonl differs from its build"
        )
        return 0 if same else 1
    if argv:
        print(__doc__, file=sys.stderr)
        return 2
    sys.stdout.write(text)
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
