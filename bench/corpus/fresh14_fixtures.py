"""Readers of the fourteenth set's JavaScript, JSON and benchmark-case sources (fresh14_sources.py), each
taken by a rule fixed in code from the files as published (or as stored, where README says so)."""

from __future__ import annotations

import ast
import json
import re
from collections.abc import Iterator
from pathlib import Path
from typing import Any

from fresh10_jvm_js import js_tools
from fresh10_python import py_tools
from fresh14_common import Payload, payload_of, rewrite, whole

_JS_STR = r"'(?:[^'\\\n]|\\.)*'|\"(?:[^\"\\\n]|\\.)*\""


def _js_concat(expr: str) -> str:
    """The value of JavaScript string literals joined by `+` (single or double quotes; the escapes
    they use here, \\uXXXX and \\', read as Python reads them)."""
    return "".join(ast.literal_eval(s) for s in re.findall(_JS_STR, expr))


# --- riteshkew/firmis-scanner: its tool-poisoning fixture skill ------------------------------------------
_FIRMIS = "firmis/test/fixtures/tool-poisoning/malicious-tool-skill/index.js"
_FIRMIS_CONST = re.compile(rf"const TOOL_DESCRIPTION =\s*((?:(?:{_JS_STR})\s*\+?\s*)+)")


def firmis(src: Path) -> Iterator[Payload]:
    """The fixture's two poisoned descriptions: the tool literal (`weatherTool`, its comment "tp-002:
    Prompt override language embedded in a tool registration object"), whole; and `TOOL_DESCRIPTION`
    (comment "tp-001": zero-width spaces and an HTML comment hiding instructions), which names no tool,
    planted. Base classes: agent_instruction, and hidden_text for tp-001."""
    text = (src / _FIRMIS).read_text(encoding="utf-8")
    m = _FIRMIS_CONST.search(text)
    if m is None:
        raise ValueError(f"{_FIRMIS}: no TOOL_DESCRIPTION")
    tools = js_tools(src / _FIRMIS)
    catalogue = [name for _, name, _ in tools]
    for n, (_, name, desc) in enumerate(tools):
        where = f"test/fixtures/tool-poisoning/malicious-tool-skill/index.js tool {name} (tp-002)"
        yield whole(
            payload_of("firmis", n, "firmis-fixture", desc, ["agent_instruction"], where), name, catalogue
        )
    where = "test/fixtures/tool-poisoning/malicious-tool-skill/index.js TOOL_DESCRIPTION (tp-001)"
    yield payload_of(
        "firmis",
        len(tools),
        "firmis-fixture",
        _js_concat(m.group(1)),
        ["agent_instruction", "hidden_text"],
        where,
    )


# --- finsavvyai/opensyber-mcp-watch: its rug-pull demo server ---------------------------------------------
_OPENSYBER = "opensyber/demo/rugpull-server.mjs"
_JS_OBJECT = re.compile(r"^const (clean|poisoned)(\w+) = \{\n(.*?)\n\};", re.M | re.S)
_JS_FIELD = re.compile(rf"^\s*(name|description):\s*((?:(?:{_JS_STR})\s*\+?\s*)+),", re.M)


def opensyber(src: Path) -> Iterator[Payload]:
    """Every `poisoned<X>` tool object the demo serves after POST /rugpull: its description as a rewrite
    of `clean<X>`'s (whose name it spreads). Base classes: agent_instruction."""
    objects: dict[str, dict[str, dict[str, str]]] = {}
    for m in _JS_OBJECT.finditer((src / _OPENSYBER).read_text(encoding="utf-8")):
        fields = {f.group(1): _js_concat(f.group(2)) for f in _JS_FIELD.finditer(m.group(3))}
        objects.setdefault(m.group(2), {})[m.group(1)] = fields
    n = 0
    for suffix, pair in objects.items():
        clean, poisoned = pair.get("clean"), pair.get("poisoned")
        if not clean or not poisoned or poisoned["description"] == clean["description"]:
            continue
        where = f"demo/rugpull-server.mjs poisoned{suffix} (after POST /rugpull)"
        p = payload_of(
            "opensyber", n, "opensyber-demo", poisoned["description"], ["agent_instruction"], where
        )
        yield rewrite(p, "rewrite", clean["name"], clean["description"], [clean["name"]])
        n += 1


# --- ElnatanAnbelu/mcp-scanner-benchmark: its tool-poisoning cases and their safe twins -------------------
_CASES = "scannerbench/corpus/cases"
_CASE = re.compile(r"^tool-poisoning-\d{3}(?:-js)?$")
# `server.tool("<name>", `<template literal>`, ...)`: the TypeScript SDK's positional form.
_JS_SERVER_TOOL = re.compile(r'server\.tool\(\s*"(\w+)",\s*`((?:[^`\\]|\\.)*)`', re.S)


def _case_tools(case: Path) -> dict[str, str]:
    """name -> description of every tool of a benchmark case's server (Python docstrings cleaned as
    FastMCP reads them; a JavaScript template literal with its escapes undone)."""
    py = case / "server.py"
    if py.exists():
        return {fn.name: doc for fn, doc in py_tools(py.read_text(encoding="utf-8"))}
    js = (case / "server.js").read_text(encoding="utf-8")
    return {m.group(1): re.sub(r"\\(.)", r"\1", m.group(2)) for m in _JS_SERVER_TOOL.finditer(js)}


def scannerbench(src: Path, cases: tuple[str, ...]) -> Iterator[Payload]:
    """Every tool of each vulnerable tool-poisoning case (`tool-poisoning-NNN[-js]`) whose description
    differs from its `-safe` twin's: a rewrite of the safe description (the benchmark's pairs are the
    same tool and behaviour, the safe one honest). `cases` are the case directories stored (README).
    Base classes: agent_instruction."""
    n = 0
    for case in cases:
        if not _CASE.match(case):
            raise ValueError(f"{case}: not a tool-poisoning case")
        bad, safe = _case_tools(src / _CASES / case), _case_tools(src / _CASES / f"{case}-safe")
        for name, text in bad.items():
            if name in safe and safe[name] != text:
                where = f"corpus/cases/{case}/server.{'js' if case.endswith('-js') else 'py'} tool {name}"
                p = payload_of("scannerbench", n, "scannerbench-case", text, ["agent_instruction"], where)
                yield rewrite(p, "rewrite", name, safe[name], list(bad))
                n += 1


# --- adindamochamad/customs: its rug-pull tools/list fixtures ---------------------------------------------
_CUSTOMS = "customs/tests/fixtures"


def customs(src: Path) -> Iterator[Payload]:
    """Every tool of the drifted tools/list fixture whose description differs from the pinned fixture's:
    that rewrite. Base classes: agent_instruction."""

    def tools(name: str) -> dict[str, str]:
        listing = json.loads((src / _CUSTOMS / name).read_text(encoding="utf-8"))
        return {t["name"]: t["description"] for t in listing["tools"]}

    pinned, drifted = tools("rugpull-tools-list.json"), tools("rugpull-tools-list-drifted.json")
    n = 0
    for name, text in drifted.items():
        if name in pinned and pinned[name] != text:
            where = f"tests/fixtures/rugpull-tools-list-drifted.json tool {name}"
            p = payload_of("customs", n, "customs-fixture", text, ["agent_instruction"], where)
            yield rewrite(p, "rewrite", name, pinned[name], list(drifted))
            n += 1


# --- ahmedimran35/Sentinel: its poisoned and clean MCP tool fixtures ---------------------------------------
_SENTINEL = "sentinelcli/fixtures/mcp"


def sentinelcli(src: Path) -> Iterator[Payload]:
    """Every tool of the poisoned fixture (beside the project's clean one): its description, whole, unless
    the clean fixture has the same text; a tool whose input schema describes its parameters carries its
    attack there (`ssh_manager`'s key parameter), so those parameter descriptions are planted instead.
    Base classes: agent_instruction (the fixture is the poisoned one)."""

    def listing(name: str) -> list[dict[str, Any]]:
        tools = json.loads((src / _SENTINEL / name).read_text(encoding="utf-8"))
        assert isinstance(tools, list)
        return tools

    poisoned, clean = listing("poisoned-tools.json"), {t["description"] for t in listing("clean-tools.json")}
    catalogue = [t["name"] for t in poisoned]
    n = 0
    for tool in poisoned:
        props = tool.get("inputSchema", {}).get("properties", {})
        described = {k: v["description"] for k, v in props.items() if "description" in v}
        where = f"fixtures/mcp/poisoned-tools.json tool {tool['name']}"
        if described:
            for prop, text in described.items():
                yield payload_of(
                    "sentinelcli",
                    n,
                    "sentinelcli-fixture",
                    text,
                    ["agent_instruction"],
                    f"{where} parameter {prop}",
                )
                n += 1
        elif tool["description"] not in clean:
            p = payload_of(
                "sentinelcli", n, "sentinelcli-fixture", tool["description"], ["agent_instruction"], where
            )
            yield whole(p, tool["name"], catalogue)
            n += 1


# --- Aravindargutus/mcp-gatekeeper: its malicious tools fixture ---------------------------------------------
_GATEKEEPER = "gatekeeper/tests/fixtures/malicious-tools.json"
# The fixture names each tool after its flaw; these two put an instruction in the description. The others
# are an SSRF default URL, a key pasted into metadata and an unconstrained schema: no instruction to a model.
_GATEKEEPER_NAMED = re.compile(r"prompt_inject|hidden_instruction")


def gatekeeper(src: Path) -> Iterator[Payload]:
    """Every tool of the malicious fixture whose name names an injected or hidden instruction, whole.
    Base classes: agent_instruction."""
    tools = json.loads((src / _GATEKEEPER).read_text(encoding="utf-8"))
    catalogue = [t["name"] for t in tools]
    for n, tool in enumerate(t for t in tools if _GATEKEEPER_NAMED.search(t["name"])):
        where = f"tests/fixtures/malicious-tools.json tool {tool['name']}"
        p = payload_of(
            "gatekeeper", n, "gatekeeper-fixture", tool["description"], ["agent_instruction"], where
        )
        yield whole(p, tool["name"], catalogue)


# --- fevziegeyurtsevenler/uncloak: its poisoned MCP configuration fixture -----------------------------------
_UNCLOAK = "uncloak/tests/fixtures/mcp/poisoned.json"


def uncloak(src: Path) -> Iterator[Payload]:
    """The description of every tool every server of the poisoned MCP configuration lists, whole. Base
    classes: agent_instruction (the fixture is the poisoned one)."""
    config = json.loads((src / _UNCLOAK).read_text(encoding="utf-8"))
    n = 0
    for server, spec in config["mcpServers"].items():
        catalogue = [t["name"] for t in spec.get("tools", [])]
        for tool in spec.get("tools", []):
            where = f"tests/fixtures/mcp/poisoned.json server {server} tool {tool['name']}"
            p = payload_of("uncloak", n, "uncloak-fixture", tool["description"], ["agent_instruction"], where)
            yield whole(p, tool["name"], catalogue)
            n += 1
