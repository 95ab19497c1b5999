"""Attack rows of the corpus: hand-written payloads planted into real benign descriptions.

Usage: python build_attacks.py benign.jsonl attacks/*.txt > attacks.jsonl

An attack file holds records, each a header line then the payload text:

    @ classes=exfiltration,concealment style=casual place=append [obfuscate=zw] [name=new_tool_name]
    payload text (one or more lines)

and `# group: NAME` (the leave-one-source-out group of every record in the file) plus `# licence: ...`
comment lines; an `@@ note` line right after a header is appended to the row's origin (a write-up the
payload is modelled on). `place` is append, prepend, splice (after a sentence in the middle) or clause (extending an existing
sentence: an in-place edit) into a real tool or
property description taken from benign.jsonl, or new_tool (the payload is a whole new tool's text), or property (the payload replaces a real
parameter description).
Placeholders: {tool} is the host tool, {sibling} another tool of the same server, {other} a tool of a
different server (its catalogue is recorded in `other_catalogue`). The host, the sibling and the other
server are drawn from a generator seeded by the record's id, so the build is reproducible.

Half the planted rows take a real rewrite (old -> new) and plant into its new text: a rug pull hidden in a
genuine update. The other half keep a description unchanged and add only the payload.
"""

from __future__ import annotations

import hashlib
import json
import random
import re
import sys
from collections.abc import Callable
from pathlib import Path
from typing import TypeVar

from obfuscate import OBFUSCATIONS

T = TypeVar("T")

CLASSES = {
    "agent_instruction",
    "concealment",
    "credential_access",
    "command_execution",
    "exfiltration",
    "argument_tampering",
    "forced_ordering",
    "privilege_goal",
    "selection_manipulation",
    "hidden_text",
    "shadowing",
}
PLACES = {"append", "prepend", "splice", "clause", "new_tool", "property"}
_SENTENCE_END = re.compile(r"(?<=[.!?])\s+(?=[A-Z])|\n\n")


def parse(path: Path) -> tuple[str, str, list[dict[str, str]]]:
    group, licence, records = "", "", []
    current: dict[str, str] | None = None
    lines: list[str] = []

    def close() -> None:
        if current is not None:
            current["payload"] = "\n".join(lines).strip("\n")
            if not current["payload"].strip():
                raise ValueError(f"{path}: empty payload in record {len(records)}")
            records.append(current)

    for raw in path.read_text(encoding="utf-8").splitlines():
        if current is None and raw.startswith("# group:"):
            group = raw.split(":", 1)[1].strip()
        elif current is None and raw.startswith("# licence:"):
            licence = raw.split(":", 1)[1].strip()
        elif raw.startswith("@ "):
            close()
            current = dict(kv.split("=", 1) for kv in raw[2:].split())
            lines = []
            bad = set(current["classes"].split(",")) - CLASSES
            if bad or current.get("place") not in PLACES or "style" not in current:
                raise ValueError(f"{path}: bad header {raw!r} ({sorted(bad)})")
            if current.get("obfuscate", "none") not in OBFUSCATIONS:
                raise ValueError(f"{path}: unknown obfuscation in {raw!r}")
        elif current is not None and raw.startswith("@@ "):
            current["note"] = raw[3:].strip()  # e.g. the public write-up a payload is modelled on
        elif current is not None:
            lines.append(raw)
    close()
    if not group or not licence:
        raise ValueError(f"{path}: '# group:' and '# licence:' lines are required")
    return group, licence, records


def _seeded(key: str) -> random.Random:
    return random.Random(int(hashlib.sha256(key.encode()).hexdigest()[:16], 16))


def _pick(rid: str, salt: str, items: list[T], key: Callable[[T], str]) -> T:
    """Rendezvous choice: adding or removing other items never changes a record's pick unless its own
    pick is removed, so growing the benign pool does not reshuffle the attacks already built."""
    return min(items, key=lambda item: hashlib.sha256(f"{rid}|{salt}|{key(item)}".encode()).digest())


def _plant(host: str, payload: str, place: str, rng: random.Random) -> str:
    host = host.rstrip()
    if place == "prepend":
        return f"{payload}\n\n{host}" if "\n" in payload or rng.random() < 0.5 else f"{payload} {host}"
    if place == "splice":
        cuts = [m.end() for m in _SENTENCE_END.finditer(host)]
        if cuts:
            cut = cuts[rng.randrange(len(cuts))]
            return f"{host[:cut]}{payload} {host[cut:]}"
    if place == "clause":  # an in-place edit: the payload extends an existing sentence
        ends = [m.start() for m in re.finditer(r"(?<=\w)\.(?=\s|$)", host)]
        if ends:
            end = ends[rng.randrange(len(ends))]
            return f"{host[:end]}, {payload}{host[end:]}"
        return f"{host}; {payload}"
    sep = "\n\n" if "\n" in payload or "\n" in host else " "
    return f"{host}{sep}{payload}"


def main() -> None:
    benign = [json.loads(line) for line in Path(sys.argv[1]).read_text(encoding="utf-8").splitlines() if line]
    servers: dict[str, list[str]] = {}
    for row in benign:  # the largest catalogue seen of each server
        if len(row["catalogue"]) >= 3 and len(row["catalogue"]) > len(servers.get(row["source"], [])):
            servers[row["source"]] = row["catalogue"]
    # Hosts come from servers whose tool names are known, so {sibling} and the catalogue are real.
    known = [r for r in benign if r["source"] in servers]
    hosts = [r for r in known if r["kind"] in ("rewrite", "new_tool") and 40 <= len(r["new"]) <= 1500]
    props = [r for r in known if r["kind"] == "property" and len(r["new"]) >= 25]
    for path in sys.argv[2:]:
        group, licence, records = parse(Path(path))
        stem = Path(path).stem
        for n, rec in enumerate(records):
            rid = f"{stem}-{n:03d}"
            rng = _seeded(rid)
            use_prop = rec["place"] == "property" or (
                rec["place"] != "new_tool" and "{" not in rec["payload"] and rng.random() < 0.15
            )
            host = _pick(rid, "host", props if use_prop else hosts, lambda r: str(r["id"]))
            catalogue = servers[host["source"]]
            others = sorted(s for s in servers if s != host["source"])
            other_server = _pick(rid, "other-server", others, str)
            other_tools = servers[other_server]
            tool = rec.get("name") if rec["place"] == "new_tool" else host["tool"]
            siblings = [t for t in catalogue if t != tool] or catalogue
            fill = {
                "tool": tool,
                "sibling": _pick(rid, "sibling", siblings, str),
                "other": _pick(rid, "other", other_tools, str),
            }
            payload = rec["payload"]
            for key, value in fill.items():
                payload = payload.replace("{" + key + "}", value)
            payload = OBFUSCATIONS[rec.get("obfuscate", "none")](payload)
            row: dict[str, object] = {
                "id": rid,
                "label": "attack",
                "class": rec["classes"].split(","),
                "style": rec["style"] + (f"+{rec['obfuscate']}" if rec.get("obfuscate") else ""),
                "source": group,
                "licence": licence,
            }
            if rec["place"] == "new_tool":
                row |= {
                    "origin": f"bench/corpus/attacks/{Path(path).name} record {n}",
                    "kind": "new_tool",
                    "tool": tool,
                    "old": None,
                    "new": payload,
                    "catalogue": sorted({*catalogue, str(tool)}),
                }
            else:
                changed = host["old"] is not None and rng.random() < 0.5
                old = host["old"] if changed else host["new"]
                row |= {
                    "origin": f"bench/corpus/attacks/{Path(path).name} record {n}, planted ({rec['place']}) into "
                    f"{host['origin']} {host['kind']} {host['tool']}"
                    + (" (its real rewrite)" if changed else ""),
                    "kind": "property" if use_prop else "rewrite",
                    "tool": host["tool"],
                    "old": old,
                    # `property`: the payload replaces a parameter's description (full-schema poisoning)
                    "new": payload
                    if rec["place"] == "property"
                    else _plant(host["new"], payload, rec["place"], rng),
                    "catalogue": catalogue,
                }
                row["licence"] = f"{licence} (payload); host text: {host['licence']}"
            if rec.get("note"):
                row["origin"] = f"{row['origin']}; {rec['note']}"
            if "{other}" in rec["payload"]:
                row["other_catalogue"] = {"server": other_server, "tools": other_tools}
            print(json.dumps(row, ensure_ascii=False))


if __name__ == "__main__":
    main()
