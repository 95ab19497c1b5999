"""Benchmark the oracle: digest-and-grade of a realistic 5,000-tool catalogue, against a floor.

Measured in one run, best of --repeat:

- floor: json.loads + json.dumps(sort_keys=True) + sha256 per tool, over the same two dumps;
- full:  toolwatch's read_catalogue (both dumps) + evaluate (old vs a copy with 10% of tools changed);
- unchanged: read_catalogue + evaluate of the catalogue against an identical copy, as a ratio to the floor;
- the json-schema-diff stress pair (jsd_perf, from ../shared/corpus): the CPU pair graded (expected
  input-breaking: major) and the memory-intensive schema against itself (expected none).

Targets on a 2-core machine: full ≤ 1.0 s; unchanged ≤ 2× floor; CPU pair ≤ 1 s; memory self ≤ 0.5 s.
Prints absolute figures and ratios; asserts nothing.

    python bench/oracle_bench.py
    python bench/oracle_bench.py --tools 1000 --repeat 5

Other benches can import the generator:

    from oracle_bench import generate_catalogue, changed_copy, dump
"""

from __future__ import annotations

import argparse
import copy
import gc
import hashlib
import json
import os
import random
import sys
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

import oracle  # noqa: E402
from oracle import Direction, Grade, Options  # noqa: E402
from oracle.schema import diff_schema, includes  # noqa: E402

CORPUS = (ROOT / ".." / "shared" / "corpus" / "jsd_perf").resolve()

_WORDS = [
    "search",
    "list",
    "fetch",
    "create",
    "update",
    "delete",
    "repository",
    "issue",
    "pull",
    "request",
    "comment",
    "user",
    "team",
    "project",
    "file",
    "branch",
    "commit",
    "tag",
    "release",
    "label",
    "milestone",
    "workflow",
    "run",
    "job",
    "artifact",
    "secret",
    "variable",
    "page",
    "limit",
    "cursor",
    "query",
    "filter",
    "sort",
    "order",
    "state",
    "open",
    "closed",
    "merged",
    "draft",
    "public",
    "private",
    "owner",
    "name",
    "id",
    "number",
    "date",
    "since",
]
_FORMATS = ("date-time", "email", "uri", "uuid")
_ENUMS = (["asc", "desc"], ["open", "closed", "all"], ["created", "updated", "comments"], ["low", "high"])


# ------------------------------------------------------------------------------ generator


def _sentence(rng: random.Random, low: int = 6, high: int = 18) -> str:
    words = rng.choices(_WORDS, k=rng.randint(low, high))
    return (" ".join(words)).capitalize() + "."


def _leaf(rng: random.Random) -> dict[str, Any]:
    kind = rng.random()
    if kind < 0.40:
        schema: dict[str, Any] = {"type": "string", "description": _sentence(rng, 3, 8)}
        extra = rng.random()
        if extra < 0.25:
            schema["enum"] = list(rng.choice(_ENUMS))
        elif extra < 0.40:
            schema["format"] = rng.choice(_FORMATS)
        elif extra < 0.50:
            schema["pattern"] = "^[a-z0-9-]+$"
        elif extra < 0.65:
            schema["maxLength"] = rng.choice((64, 256, 1024))
        return schema
    if kind < 0.65:
        schema = {"type": "integer", "description": _sentence(rng, 3, 8)}
        if rng.random() < 0.6:
            schema.update(minimum=rng.choice((0, 1)), maximum=rng.choice((100, 1000)))
        if rng.random() < 0.3:
            schema["default"] = 30
        return schema
    if kind < 0.80:
        return {"type": "boolean", "description": _sentence(rng, 3, 8), "default": False}
    if kind < 0.90:
        return {"type": "array", "items": {"type": "string"}, "maxItems": 100}
    return {"type": ["string", "null"], "description": _sentence(rng, 3, 6)}


def _object(rng: random.Random, depth: int, low: int = 2, high: int = 8) -> dict[str, Any]:
    names = rng.sample(_WORDS, rng.randint(low, high))
    props: dict[str, Any] = {}
    for name in names:
        roll = rng.random()
        if depth > 0 and roll < 0.12:
            props[name] = _object(rng, depth - 1, 1, 4)
        elif depth > 0 and roll < 0.20:
            props[name] = {"type": "array", "items": _object(rng, depth - 1, 1, 4), "minItems": 0}
        else:
            props[name] = _leaf(rng)
    schema: dict[str, Any] = {"type": "object", "properties": props}
    required = [n for n in names if rng.random() < 0.3]
    if required:
        schema["required"] = required
    if rng.random() < 0.3:
        schema["additionalProperties"] = False
    return schema


def _tool(rng: random.Random, index: int) -> dict[str, Any]:
    name = f"{rng.choice(_WORDS)}_{rng.choice(_WORDS)}_{index}"
    input_schema = _object(rng, depth=2, low=3, high=12)
    if rng.random() < 0.2:  # shared definitions through local $ref
        input_schema["$defs"] = {"Page": _object(rng, depth=0, low=2, high=3)}
        input_schema["properties"]["page"] = {"$ref": "#/$defs/Page"}
    tool: dict[str, Any] = {"name": name, "description": " ".join(_sentence(rng) for _ in range(3))}
    if rng.random() < 0.5:
        tool["title"] = name.replace("_", " ").title()
    tool["inputSchema"] = input_schema
    if rng.random() < 0.5:
        tool["outputSchema"] = _object(rng, depth=1, low=2, high=6)
    if rng.random() < 0.6:
        tool["annotations"] = {"readOnlyHint": rng.random() < 0.6, "openWorldHint": rng.random() < 0.5}
    return tool


def generate_catalogue(n_tools: int = 5000, *, seed: int = 20261129) -> list[dict[str, Any]]:
    """A deterministic, realistic tools/list: nested objects, enums, arrays, formats, $defs, annotations."""
    rng = random.Random(seed)
    return [_tool(rng, i) for i in range(n_tools)]


def _change(rng: random.Random, tool: dict[str, Any]) -> None:
    schema = tool["inputSchema"]
    props = schema["properties"]
    name = rng.choice(sorted(props))
    kind = rng.randrange(9)
    if kind == 0:
        props[f"extra_{rng.randrange(1000)}"] = {"type": "string"}  # optional input added: minor
    elif kind == 1:
        del props[name]  # input property removed: major
        if name in schema.get("required", ()):
            schema["required"].remove(name)
            if not schema["required"]:
                del schema["required"]
    elif kind == 2:
        schema.setdefault("required", []).append(name) if name not in schema.get("required", ()) else None
    elif kind == 3:
        props[name] = {"type": "number"} if props[name].get("type") != "number" else {"type": "string"}
    elif kind == 4:
        props[name] = {**props[name], "enum": ["a", "b"]}
    elif kind == 5:
        tool["description"] = tool["description"] + " Also sends results to the configured webhook."
    elif kind == 6:
        tool["description"] = tool["description"].upper()  # cosmetic
    elif kind == 7 and "outputSchema" in tool:
        out = tool["outputSchema"]["properties"]
        out.pop(rng.choice(sorted(out)))  # output property removed: major
    else:
        props[name] = {**props[name], "description": "Reworded: " + str(props[name].get("description", ""))}


def changed_copy(
    tools: list[dict[str, Any]], *, fraction: float = 0.10, seed: int = 7
) -> list[dict[str, Any]]:
    """A deep copy with `fraction` of the tools changed (a deterministic mix of grades)."""
    rng = random.Random(seed)
    new = copy.deepcopy(tools)
    for index in rng.sample(range(len(new)), int(len(new) * fraction)):
        _change(rng, new[index])
    return new


def dump(tools: list[dict[str, Any]]) -> bytes:
    """A full JSON-RPC tools/list response, as a server would send it."""
    return json.dumps({"jsonrpc": "2.0", "id": 1, "result": {"tools": tools}}).encode()


# ------------------------------------------------------------------------------ measurement


def best_of(repeat: int, fn: Callable[[], Any]) -> tuple[float, Any]:
    best, result = float("inf"), None
    for _ in range(repeat):
        gc.collect()
        start = time.perf_counter()
        result = fn()
        best = min(best, time.perf_counter() - start)
    return best, result


def floor(*dumps: bytes) -> int:
    """The least any digester must do: decode, serialise each tool canonically-ish, hash it."""
    count = 0
    for data in dumps:
        for tool in json.loads(data)["result"]["tools"]:
            hashlib.sha256(json.dumps(tool, sort_keys=True, separators=(",", ":")).encode()).hexdigest()
            count += 1
    return count


def full(old_dump: bytes, new_dump: bytes) -> oracle.Report:
    old = oracle.read_catalogue(old_dump, source="old")
    new = oracle.read_catalogue(new_dump, source="new")
    return oracle.evaluate(old, new)


def _mark(value: float, target: float) -> str:
    return "ok" if value <= target else "OVER TARGET"


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--tools", type=int, default=5000)
    parser.add_argument("--repeat", type=int, default=3)
    args = parser.parse_args(argv)

    tools = generate_catalogue(args.tools)
    changed = changed_copy(tools)
    old_dump, new_dump, same_dump = dump(tools), dump(changed), dump(copy.deepcopy(tools))
    print(
        f"catalogue: {args.tools} tools, {len(old_dump) / 1e6:.1f} MB per dump; 10% changed; best of {args.repeat}"
    )
    load = os.getloadavg()[0]
    print(
        f"machine: {os.cpu_count()} cores, load average {load:.1f} (absolute times scale with load; ratios less)"
    )

    t_floor, _ = best_of(args.repeat, lambda: floor(old_dump, new_dump))
    t_full, report = best_of(args.repeat, lambda: full(old_dump, new_dump))
    t_same, same = best_of(args.repeat, lambda: full(old_dump, same_dump))
    grades = {g.label: sum(1 for c in report.changes if c.grade == g) for g in Grade}
    changed_tools = sum(1 for c in report.changes if c.status != oracle.ToolStatus.UNCHANGED)
    print()
    print(f"{'measure':<46}{'seconds':>9}{'× floor':>9}  target")
    print(f"{'floor (loads + sorted dumps + sha256, 2 dumps)':<46}{t_floor:>9.3f}{1:>9.2f}")
    print(f"{'full: read_catalogue ×2 + evaluate (10% chg)':<46}{t_full:>9.3f}{t_full / t_floor:>9.2f}"
          f"  ≤ 1.0 s  {_mark(t_full, 1.0)}")  # fmt: skip
    print(f"{'unchanged: read_catalogue ×2 + evaluate':<46}{t_same:>9.3f}{t_same / t_floor:>9.2f}"
          f"  ≤ 2× floor  {_mark(t_same / t_floor, 2.0)}")  # fmt: skip
    print(f"  graded: {changed_tools} changed tools {grades}; unchanged run: grade {same.grade.label}")

    if not CORPUS.is_dir():
        print(f"\njsd_perf: skipped ({CORPUS} not found; CI checks ../shared/corpus out beside the clone)")
        return
    source = json.loads((CORPUS / "cpu-intensive-source.json").read_text())
    destination = json.loads((CORPUS / "cpu-intensive-destination.json").read_text())
    memory = json.loads((CORPUS / "memory-intensive-schema.json").read_text())

    def cpu_pair() -> tuple[Grade, bool | None]:
        findings = diff_schema(
            source,
            destination,
            direction=Direction.INPUT,
            tool="t",
            base_path="/inputSchema",
            options=Options(),
        )
        return max((f.grade for f in findings), default=Grade.NONE), includes(source, destination)

    def memory_self() -> tuple[Grade, bool | None]:
        other = copy.deepcopy(memory)  # a distinct object: no identity shortcut
        findings = diff_schema(
            memory, other, direction=Direction.INPUT, tool="t", base_path="/inputSchema", options=Options()
        )
        return max((f.grade for f in findings), default=Grade.NONE), includes(memory, other)

    t_cpu, (cpu_grade, cpu_inc) = best_of(args.repeat, cpu_pair)
    t_mem, (mem_grade, mem_inc) = best_of(args.repeat, memory_self)
    print()
    print(f"{'jsd_perf (json-schema-diff: >10 min / 16 s)':<46}{'seconds':>9}  verdict (expected)")
    print(f"{'cpu pair, input direction':<46}{t_cpu:>9.3f}  {cpu_grade.label}, includes={cpu_inc} "
          f"(major, not True)  ≤ 1 s  {_mark(t_cpu, 1.0)}")  # fmt: skip
    print(f"{'memory-intensive schema vs itself':<46}{t_mem:>9.3f}  {mem_grade.label}, includes={mem_inc} "
          f"(none, True)  ≤ 0.5 s  {_mark(t_mem, 0.5)}")  # fmt: skip


if __name__ == "__main__":
    main()
