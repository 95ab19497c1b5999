"""The FRESH held-out evaluation set: other authors' attacks planted into fresh real descriptions.

Usage: python build_fresh.py SOURCES_DIR benign_fresh.jsonl > data/fresh.jsonl
       python build_fresh.py --table data/fresh.jsonl     (the composition tables for README.md)

benign_fresh.jsonl is build_benign.py's output for packages_fresh.txt (MCP servers in neither
packages.txt nor the reserved list); its rows are the benign half and the hosts of the attacks.
SOURCES_DIR holds the attack datasets (fresh_sources.py: files pinned by sha256).

Planting, a seeded choice per payload (seed: the payload id; hosts are rendezvous-hashed picks, so
adding hosts or payloads leaves the rows already built unchanged):
- `append` / `prepend` / `splice` (after a sentence in the middle) into a real tool description; half of
  those ride on the host's real rewrite (old -> new), half keep the description and add only the payload;
- `property`: appended to a real parameter description;
- `new_tool`: appended to the description of a tool that really appeared in a new version (poisoned from
  birth).
MSB's own poisoned descriptions are kept as the rewrites they are (its clean server -> its variant).
Rows whose old or new text is in corpus.jsonl, or whose digest is reserved, are left out (counted on
stderr), so the set shares no text with the development corpus.
"""

from __future__ import annotations

import hashlib
import json
import random
import re
import sys
from collections.abc import Callable
from pathlib import Path
from typing import Any, TypeVar

import fresh_sources as fs
from build_corpus import RESERVED_DIGESTS, check, table

HERE = Path(__file__).resolve().parent
T = TypeVar("T")
Row = dict[str, Any]
PLACES = (("append", 0.35), ("prepend", 0.2), ("splice", 0.2), ("property", 0.1), ("new_tool", 0.15))
_SENTENCE_END = re.compile(r"(?<=[.!?])\s+(?=[A-Z])|\n\n")


def norm(text: str) -> str:
    return " ".join(text.split())


def digest(text: str) -> str:
    return hashlib.sha256(norm(text).encode()).hexdigest()


def seeded(key: str) -> random.Random:
    return random.Random(int(hashlib.sha256(key.encode()).hexdigest()[:16], 16))


def pick(pid: str, salt: str, items: list[T], key: Callable[[T], str]) -> T:
    return min(items, key=lambda item: hashlib.sha256(f"{pid}|{salt}|{key(item)}".encode()).digest())


def plant(host: str, payload: str, place: str, rng: random.Random) -> str:
    host = host.rstrip()
    sep = "\n\n" if "\n" in payload or "\n" in host else " "
    if place == "prepend":
        return f"{payload}{sep}{host}"
    if place == "splice":
        cuts = [m.end() for m in _SENTENCE_END.finditer(host)]
        if cuts:
            cut = cuts[rng.randrange(len(cuts))]
            return f"{host[:cut]}{payload}{sep}{host[cut:]}"
    return f"{host}{sep}{payload}"


def payloads(src: Path) -> list[Row]:
    fs.verify(src)
    out: list[Row] = []
    out += fs.injecagent(src, fs.agentdojo_injecagent_template(src))
    out += fs.agentdojo(src, seeded)
    out += fs.bipia(src)
    rewrites = list(fs.msb_rewrites(src, seeded))
    out += rewrites
    out += fs.msb_injections(src, start=len(rewrites))
    return out


def build(planted: list[Row], benign: list[Row]) -> list[Row]:
    """The attack rows: each payload planted into a host of `benign` (or kept as its own rewrite)."""
    servers: dict[str, list[str]] = {}
    for b in benign:  # the largest catalogue seen of each server
        if len(b["catalogue"]) >= 3 and len(b["catalogue"]) > len(servers.get(b["source"], [])):
            servers[b["source"]] = b["catalogue"]
    known = [r for r in benign if r["source"] in servers]
    hosts = [r for r in known if r["kind"] in ("rewrite", "new_tool") and 40 <= len(r["new"]) <= 1500]
    props = [r for r in known if r["kind"] == "property" and len(r["new"]) >= 25]
    births = [r for r in hosts if r["kind"] == "new_tool"]
    rows: list[Row] = []
    for p in planted:
        row: Row = {
            "id": p["pid"],
            "label": "attack",
            "class": p["classes"],
            "style": p["style"],
            "source": p["source"],
        }
        if "old" in p:  # MSB: the benchmark's own clean -> poisoned description
            row |= {
                "origin": p["origin"],
                "licence": p["licence"],
                "kind": "rewrite",
                "tool": p["tool"],
                "old": p["old"],
                "new": p["text"],
                "catalogue": p["catalogue"],
            }
            rows.append(row)
            continue
        rng = seeded(p["pid"])
        place = rng.choices([pl for pl, _ in PLACES], weights=[w for _, w in PLACES])[0]
        pool = {"property": props, "new_tool": births}.get(place, hosts)
        host = pick(p["pid"], "host", pool, lambda r: str(r["id"]))
        licence = f"{p['licence']} (payload); host text: {host['licence']}"
        if place == "new_tool":
            row |= {
                "origin": f"{p['origin']}; appended to the new tool {host['tool']} of {host['origin']}",
                "licence": licence,
                "kind": "new_tool",
                "tool": host["tool"],
                "old": None,
                "new": plant(host["new"], p["text"], "append", rng),
                "catalogue": servers[host["source"]],
            }
        else:
            changed = host["old"] is not None and rng.random() < 0.5
            how = "append" if place == "property" else place
            row |= {
                "origin": f"{p['origin']}; planted ({how}) into {host['origin']} {host['kind']} {host['tool']}"
                + (" (its real rewrite)" if changed else ""),
                "licence": licence,
                "kind": "property" if place == "property" else "rewrite",
                "tool": host["tool"],
                "old": host["old"] if changed else host["new"],
                "new": plant(host["new"], p["text"], how, rng),
                "catalogue": servers[host["source"]],
            }
        rows.append(row)
    return rows


def texts_of(paths: list[Path]) -> set[str]:
    """Digests of every old and new text of these row files (and every `text`, as the training
    collection's rows hold theirs)."""
    return {
        digest(t)
        for path in paths
        for line in path.read_text(encoding="utf-8").splitlines()
        if line
        for row in [json.loads(line)]
        for t in (row.get("old"), row.get("new"), row.get("text"))
        if t
    }


def assemble(planted: list[Row], benign: list[Row], exclude: list[Path]) -> list[Row]:
    """Benign rows and planted attacks, leaving out every row whose old or new text is in one of the
    `exclude` sets or repeats a reserved digest (counted on stderr); checked, ids unique."""
    seen = texts_of(exclude)

    def fresh(row: Row) -> bool:
        return not any(
            digest(t) in seen or digest(t) in RESERVED_DIGESTS for t in (row["old"], row["new"]) if t
        )

    kept = [r for r in benign if fresh(r)]  # attacks are planted only into hosts that stay
    attacks = build(planted, kept)
    out = kept + [r for r in attacks if fresh(r)]
    dropped = len(benign) + len(attacks) - len(out)
    for row in out:
        check(row)
    ids = [r["id"] for r in out]
    if len(ids) != len(set(ids)):
        raise SystemExit("duplicate ids")
    names = ", ".join(p.name for p in exclude)
    print(
        f"{len(out)} rows; {dropped} left out for sharing text with {names} or a reserved digest",
        file=sys.stderr,
    )
    return out


def read_rows(path: Path) -> list[Row]:
    return [json.loads(x) for x in path.read_text(encoding="utf-8").splitlines() if x.strip()]


def run(usage: str | None, payloads_of: Callable[[Path], list[Row]], exclude: list[Path]) -> None:
    """The command line every held-out set's build shares: `SOURCES_DIR BENIGN.jsonl` prints the set,
    `--table SET.jsonl` checks a built set and prints its composition tables."""
    if len(sys.argv) != 3:
        raise SystemExit(usage)
    if sys.argv[1] == "--table":
        rows = read_rows(Path(sys.argv[2]))
        for row in rows:
            check(row)
        table(rows)
        return
    src, benign_path = Path(sys.argv[1]), Path(sys.argv[2])
    for row in assemble(payloads_of(src), read_rows(benign_path), exclude):
        print(json.dumps(row, ensure_ascii=False))


def main() -> None:
    run(__doc__, payloads, [HERE / "data" / "corpus.jsonl"])


if __name__ == "__main__":
    main()
