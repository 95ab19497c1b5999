"""Readers of the tenth set's data sources (fresh10_sources.py): poisoned descriptions in scanners' and
labs' JSON fixtures, attack submissions and training scenarios."""

from __future__ import annotations

import json
import re
from collections.abc import Iterator
from pathlib import Path

from fresh10_common import Payload, payload_of, rewrite, whole

_SANEMI = "sanemi/training/scenarios"
_WAPITI = "wapiti/environment/arena/challenges"


# --- agent-engineering: the training scenario whose attack vector is an MCP tool ---------------------------
_VECTOR = re.compile(r"^\*\*Attack Vector:\*\*\s*(.*)$", re.M)
_JSON_BLOCK = re.compile(r"^```json\n(.*?)\n```", re.M | re.S)


def sanemi(src: Path) -> Iterator[Payload]:
    """The tool `description` of every fenced JSON block of each scenario whose `**Attack Vector:**`
    line names an MCP tool (the scenarios' other vectors are chat messages, not tool metadata), whole.
    The scenario files it under tool poisoning: agent_instruction; the patterns add the rest."""
    n = 0
    for path in sorted((src / _SANEMI).glob("0*.md")):
        text = path.read_text(encoding="utf-8")
        vector = _VECTOR.search(text)
        if not vector or "mcp tool" not in vector.group(1).lower():
            continue
        for block in _JSON_BLOCK.finditer(text):
            tool = json.loads(block.group(1))
            where = f"training/scenarios/{path.name} ({vector.group(1).strip()})"
            p = payload_of("sanemi", n, "sanemi-scenario", tool["description"], ["agent_instruction"], where)
            yield whole(p, tool["name"], [tool["name"]])
            n += 1


# --- mcp-attack-suite: the arena's tool-poisoning attack submissions ---------------------------------------
def wapiti(src: Path) -> Iterator[Payload]:
    """The `tool_poisoning.injection` of every `attacks/tool_poisoning*.json` of the arena's challenges
    (a text the arena prepends to a tool's description), in path order, planted into a real description.
    Base classes from the submission's own `attacker_identity`: an attacker recipient (a second message
    to the attacker's address) adds exfiltration."""
    for n, path in enumerate(sorted((src / _WAPITI).glob("*/attacks/tool_poisoning*.json"))):
        data = json.loads(path.read_text(encoding="utf-8"))
        base = ["agent_instruction"]
        if "attacker_recipient" in data.get("attacker_identity", {}):
            base.append("exfiltration")
        target = data["tool_poisoning"]["target_tool"]
        where = f"{path.relative_to(src / 'wapiti')} (target tool {target})"
        yield payload_of(
            "wapiti", n, "wapiti-injection", data["tool_poisoning"]["injection"].strip(), base, where
        )


# --- ookini-kawaii/mcp-security-scanner: its attack test cases --------------------------------------------
# Each test case's file name names its attack: the base classes.
_OOKINI_BASE = {
    "description_injection": ["agent_instruction"],
    "data_exfiltration": ["agent_instruction", "exfiltration"],
    "credential_theft": ["agent_instruction", "credential_access"],
    "rug_pull": ["agent_instruction"],
    "encoding_obfuscation": ["agent_instruction", "hidden_text"],
}


def ookini(src: Path) -> Iterator[Payload]:
    """Every test case of test_cases/: its server description, whole; a case that publishes a first and
    a second `list_tools` description (the rug pull) is that rewrite instead (its own description there
    describes the case, it is not the payload). The functions' own descriptions are the cases' benign
    cover and are not read."""
    for n, path in enumerate(sorted((src / "ookini" / "test_cases").glob("*.json"))):
        case = json.loads(path.read_text(encoding="utf-8"))
        base = _OOKINI_BASE[re.sub(r"^\d+_", "", path.stem)]
        names = [f["name"] for f in case.get("functions", [])]
        tool = names[0] if names else case["name"]
        where = f"test_cases/{path.name}"
        if "second_call_description" in case:
            p = payload_of("ookini", n, "ookini-rugpull", case["second_call_description"], base, where)
            yield rewrite(p, "rewrite", tool, case["first_call_description"], names)
        else:
            yield whole(
                payload_of("ookini", n, "ookini-case", case["description"], base, where), case["name"], names
            )


# --- lorbeere711/mcp-security-scanner: its unsafe server fixtures -----------------------------------------
def lorbeere(src: Path) -> Iterator[Payload]:
    """The tool and workflow descriptions of every fixture the fixture manifest classifies `unsafe` for
    exfiltration (an EXFIL finding expected or known to be missed), whole, and of the two stand-alone
    fixtures of the same kind (`real-world-unsafe-*`, `ai/semantic-*`); permission-only and prompt-only
    fixtures carry no unsafe description. Base classes: agent_instruction + exfiltration."""
    root = src / "lorbeere" / "examples" / "fixtures"
    manifest = json.loads((root / "manifest.json").read_text(encoding="utf-8"))
    paths = [
        f["path"]
        for f in manifest["fixtures"]
        if f["classification"] == "unsafe"
        and any(i.startswith("EXFIL") for i in f["expectedFindingIds"] + f["mustMissFindingIds"])
    ]
    paths += sorted(
        str(p.relative_to(root))
        for p in [*root.glob("real-world-unsafe-*.json"), *root.glob("ai/semantic-*.json")]
    )
    n = 0
    for rel in paths:
        fixture = json.loads((root / rel).read_text(encoding="utf-8"))
        entries = [*fixture.get("tools", []), *fixture.get("workflows", [])]
        for entry in entries:
            where = f"examples/fixtures/{rel} {entry['name']}"
            p = payload_of(
                "lorbeere",
                n,
                "lorbeere-fixture",
                entry["description"],
                ["agent_instruction", "exfiltration"],
                where,
            )
            yield whole(p, entry["name"], [e["name"] for e in entries])
            n += 1


# --- SamsonCyber/mcp-poison: its poisoned tool-list fixtures ------------------------------------------------
# The fixtures whose names say the attack sits in a tool description, with the base classes their names
# give. Not read: clean_calculator.json (the clean case), t4_cross_server_b.json (the target server the
# `_a` fixture shadows, a clean description), t6_param_names.json (its payload is a parameter name).
_SAMSON = {
    "t1_description_poison.json": ["agent_instruction"],
    "t3_line_jump.json": ["agent_instruction"],
    "t4_cross_server_a.json": ["agent_instruction", "shadowing"],
    "t8_ansi.json": ["agent_instruction", "hidden_text"],
}


def samson(src: Path) -> Iterator[Payload]:
    """Every tool description of the fixtures of _SAMSON, whole."""
    n = 0
    for name, base in _SAMSON.items():
        tools = json.loads((src / "samson" / "fixtures" / name).read_text(encoding="utf-8"))["tools"]
        for tool in tools:
            p = payload_of(
                "samson",
                n,
                "samson-fixture",
                tool["description"],
                base,
                f"fixtures/{name} tool {tool['name']}",
            )
            yield whole(p, tool["name"], [t["name"] for t in tools])
            n += 1


# --- adudley78/mcp-audit: its exploit fixtures -------------------------------------------------------------------
# Each fixture's file name names its exploit: the base classes by the words in it.
_MCPAUDIT_BASE = (("exfiltration", "exfiltration"), ("credential", "credential_access"))


def mcpaudit(src: Path) -> Iterator[Payload]:
    """Every tool description of every server of tests/fixtures/exploits/*.json (MCP client configurations
    the auditor must flag), whole. Base classes: agent_instruction, and the file name's words."""
    n = 0
    for path in sorted((src / "mcpaudit" / "tests" / "fixtures" / "exploits").glob("*.json")):
        base = ["agent_instruction"] + [c for k, c in _MCPAUDIT_BASE if k in path.stem]
        for server in json.loads(path.read_text(encoding="utf-8"))["mcpServers"].values():
            tools = list(server.get("tools", {}).values())
            for tool in tools:
                where = f"tests/fixtures/exploits/{path.name} tool {tool['name']}"
                p = payload_of("mcpaudit", n, "mcpaudit-exploit", tool["description"], base, where)
                yield whole(p, tool["name"], [t["name"] for t in tools])
                n += 1


# --- luckyPipewrench/pipelock: its quickstart's mock MCP server ---------------------------------------------
_HEREDOC = re.compile(r"<<'RESPONSE'\n(.*?)\nRESPONSE", re.S)


def pipelock(src: Path) -> Iterator[Payload]:
    """Every tool description of the `tools/list` answers the quickstart's mock server prints (its
    here-documents), whole: the script's own comment calls it "a poisoned tool description".
    Base classes: agent_instruction."""
    text = (src / "pipelock" / "examples" / "quickstart" / "mock-mcp-server.sh").read_text(encoding="utf-8")
    n = 0
    for block in _HEREDOC.finditer(text):
        tools = json.loads(block.group(1))["result"]["tools"]
        for tool in tools:
            where = f"examples/quickstart/mock-mcp-server.sh tool {tool['name']}"
            p = payload_of("pipelock", n, "pipelock-mock", tool["description"], ["agent_instruction"], where)
            yield whole(p, tool["name"], [t["name"] for t in tools])
            n += 1
