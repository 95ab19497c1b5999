"""Readers of the eleventh set's sources (fresh11_sources.py): poisoned tool descriptions in scanners',
gateways' and proxies' demo servers, test fixtures and attack generators, each taken by a rule fixed in
code from the files as published."""

from __future__ import annotations

import ast
import json
import re
from collections.abc import Iterator
from pathlib import Path
from typing import Any

from fresh11_common import Payload, module_names, payload_of, py_value, rewrite, whole


def _module(path: Path) -> tuple[ast.Module, dict[str, object]]:
    module = ast.parse(path.read_text(encoding="utf-8"))
    return module, module_names(module)


# --- perparimmjeku/mcp-tool-auditor: its poisoned-server generator and its poisoned fixture ----------------
_AUDITOR_GEN = "auditor/mcp_tool_auditor/offensive/poisoner.py"
_AUDITOR_FIXTURE = "auditor/tests/fixtures/poisoned_tools.json"
# The generator's own `technique` line names what a vector does: the base classes by its words.
_AUDITOR_BASE = (("exfiltration", "exfiltration"), ("shadowing", "shadowing"))


def _attack_vectors(path: Path) -> dict[str, dict[str, Any]]:
    """`PoisonedServerGenerator.ATTACK_VECTORS` as written (a literal dict)."""
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.AnnAssign | ast.Assign):
            targets = [node.target] if isinstance(node, ast.AnnAssign) else node.targets
            if any(isinstance(t, ast.Name) and t.id == "ATTACK_VECTORS" for t in targets) and node.value:
                vectors = py_value(node.value, {})
                assert isinstance(vectors, dict)
                return vectors
    raise ValueError(f"{path}: no ATTACK_VECTORS")


def auditor(src: Path) -> Iterator[Payload]:
    """Every attack vector of the generator whose `poisoned_description` adds a paragraph (a blank line) to
    its `benign_description`: that rewrite, as published (the generator serves the benign text for review
    and the poisoned one after). Then the description of every parameter of the poisoned fixture that a
    vector lists under `poisoned_params` (the schema-poisoning sidenote), planted. The vectors whose
    poisoned description is one sentence (the schema and error-based vectors put their payload in a
    parameter or a tool's output) are not read. Base classes: agent_instruction and the words of the
    vector's `technique`."""
    vectors = _attack_vectors(src / _AUDITOR_GEN)
    catalogue = [v["name"] for v in vectors.values()]
    n = 0
    for key, v in vectors.items():
        old, new = v["benign_description"], v["poisoned_description"]
        if new == old or "\n\n" not in new:
            continue
        base = ["agent_instruction"] + [c for w, c in _AUDITOR_BASE if w in v["technique"].lower()]
        where = f"mcp_tool_auditor/offensive/poisoner.py ATTACK_VECTORS[{key}] ({v['technique']})"
        p = payload_of("auditor", n, "auditor-generator", new, base, where)
        yield rewrite(p, "rewrite", v["name"], old, catalogue)
        n += 1
    params = {name for v in vectors.values() for name in v.get("poisoned_params", {})}
    for tool in json.loads((src / _AUDITOR_FIXTURE).read_text(encoding="utf-8")):
        for name, prop in tool.get("inputSchema", {}).get("properties", {}).items():
            if name in params and "description" in prop:
                where = f"tests/fixtures/poisoned_tools.json tool {tool['name']} parameter {name}"
                yield payload_of(
                    "auditor", n, "auditor-fixture", prop["description"], ["agent_instruction"], where
                )
                n += 1


# --- OluwaseunOlajide/cir-monitor: its poisoned and clean tool fixtures -------------------------------------
_CIR = "cirmonitor/tests/fixtures"


def _cir_tools(name: str, src: Path) -> dict[str, dict[str, Any]]:
    return {t["name"]: t for t in json.loads((src / _CIR / name).read_text(encoding="utf-8"))}


def cirmonitor(src: Path) -> Iterator[Payload]:
    """Every tool of poisoned_tools.json whose description is not the clean fixture's: a rewrite of the
    clean description where clean_tools.json has the same tool, else whole; and every parameter
    description of a tool both fixtures have that differs from the clean one, as that rewrite. Base
    classes: agent_instruction (the fixture is the poisoned one)."""
    poisoned, clean = _cir_tools("poisoned_tools.json", src), _cir_tools("clean_tools.json", src)
    catalogue = list(poisoned)
    n = 0
    for name, tool in poisoned.items():
        where = f"tests/fixtures/poisoned_tools.json tool {name}"
        twin = clean.get(name)
        if twin is None or twin["description"] != tool["description"]:
            p = payload_of(
                "cirmonitor", n, "cirmonitor-fixture", tool["description"], ["agent_instruction"], where
            )
            yield (
                whole(p, name, catalogue)
                if twin is None
                else rewrite(p, "rewrite", name, twin["description"], catalogue)
            )
            n += 1
        if twin is None:
            continue
        old_props = twin["parameters"]["properties"]
        for prop, spec in tool["parameters"]["properties"].items():
            old = old_props.get(prop, {}).get("description")
            if old is not None and spec.get("description", old) != old:
                p = payload_of(
                    "cirmonitor",
                    n,
                    "cirmonitor-fixture",
                    spec["description"],
                    ["agent_instruction"],
                    f"{where} parameter {prop}",
                )
                yield rewrite(p, "property", prop, old, catalogue)
                n += 1


# --- jiangmuran/sentinel: the malicious server of its examples ----------------------------------------------
def sentinel(src: Path) -> Iterator[Payload]:
    """The description of every tool of the example server's `tools/list` answer whose description is a
    constant the author named `POISONED_*`, whole. Base classes: agent_instruction."""
    module, names = _module(src / "sentinel" / "examples" / "malicious_server.py")
    n = 0
    for node in ast.walk(module):
        if not isinstance(node, ast.Dict):
            continue
        keys = [k.value if isinstance(k, ast.Constant) else None for k in node.keys]
        if "name" not in keys or "description" not in keys:
            continue
        desc = node.values[keys.index("description")]
        if isinstance(desc, ast.Name) and desc.id.startswith("POISONED"):
            tool = str(py_value(node.values[keys.index("name")], names))
            text = str(names[desc.id])
            where = f"examples/malicious_server.py tool {tool} ({desc.id})"
            yield whole(
                payload_of("sentinel", n, "sentinel-example", text, ["agent_instruction"], where),
                tool,
                [tool],
            )
            n += 1


# --- gpamarthy/bastion: its poisoned demo server --------------------------------------------------------------
_BASTION = "bastion/examples/poisoned-server/server.py"
_BULLET = re.compile(r"^\* ``(\w+)``\s+- (.*?)(?=^\* |\Z)", re.M | re.S)


def bastion(src: Path) -> Iterator[Payload]:
    """The server's docstring names each tool's attack. The description of every tool it calls TOOL
    POISONING, whole; every `examples` string of the input schema of every tool it calls HIDDEN
    INSTRUCTIONS (a schema field, not a description), planted. The benign and the plausible-looking tools
    are not read. Base classes: agent_instruction; hidden instructions add hidden_text."""
    module, names = _module(src / _BASTION)
    labels = {
        m.group(1): " ".join(m.group(2).split()) for m in _BULLET.finditer(ast.get_docstring(module) or "")
    }
    tools = names["POISONED_TOOLS"]
    assert isinstance(tools, list)
    catalogue = [t["name"] for t in tools]
    n = 0
    for tool in tools:
        label = labels.get(tool["name"], "")
        where = f"examples/poisoned-server/server.py tool {tool['name']} ({label.split(':')[0]})"
        if label.startswith("TOOL POISONING"):
            p = payload_of("bastion", n, "bastion-demo", tool["description"], ["agent_instruction"], where)
            yield whole(p, tool["name"], catalogue)
            n += 1
        elif label.startswith("HIDDEN INSTRUCTIONS"):
            for prop in tool["inputSchema"]["properties"].values():
                for text in prop.get("examples", []):
                    base = ["agent_instruction", "hidden_text"]
                    yield payload_of("bastion", n, "bastion-demo", text, base, f"{where} schema example")
                    n += 1


# --- marcusikk/rune: its poisoned FastMCP test server ----------------------------------------------------------
# The constant a tool's description names says what it carries: the base classes by its name.
_RUNE_BASE = (("EXFIL", "exfiltration"), ("CONCEAL", "concealment"))


def _rune_tools(path: Path) -> tuple[list[tuple[str, ast.expr]], dict[str, object]]:
    """(tool name, its `description=` expression) of every `@mcp.tool(description=...)` of a module."""
    module, names = _module(path)
    tools = []
    for fn in module.body:
        if not isinstance(fn, ast.FunctionDef):
            continue
        for dec in fn.decorator_list:
            if isinstance(dec, ast.Call) and getattr(dec.func, "attr", "") == "tool":
                kw = {k.arg: k.value for k in dec.keywords}
                if "description" in kw:
                    tools.append((fn.name, kw["description"]))
    return tools, names


def rune(src: Path) -> Iterator[Payload]:
    """The description of every `@mcp.tool(description=...)` of the poisoned fixture server ("tool
    metadata carries hidden instructions", its docstring says), whole; then, in the rug-pull fixture
    server, every tool whose description is `<pulled> if <flag> else <honest>` (the server "serves a
    different tool description when asked"), as the rewrite honest -> pulled. Base classes:
    agent_instruction and the description constant's name."""
    fixtures = src / "rune" / "tests" / "fixtures"
    tools, names = _rune_tools(fixtures / "poisoned_server.py")
    catalogue = [name for name, _ in tools]
    n = 0
    for name, expr in tools:
        const = expr.id if isinstance(expr, ast.Name) else ""
        base = ["agent_instruction"] + [c for w, c in _RUNE_BASE if w in const]
        where = f"tests/fixtures/poisoned_server.py tool {name} ({const})"
        text = str(py_value(expr, names))
        yield whole(payload_of("rune", n, "rune-fixture", text, base, where), name, catalogue)
        n += 1
    tools, names = _rune_tools(fixtures / "rug_pull_server.py")
    catalogue = [name for name, _ in tools]
    for name, expr in tools:
        if not isinstance(expr, ast.IfExp):
            continue
        pulled, honest = str(py_value(expr.body, names)), str(py_value(expr.orelse, names))
        where = f"tests/fixtures/rug_pull_server.py tool {name} (--pulled)"
        p = payload_of("rune", n, "rune-rugpull", pulled, ["agent_instruction"], where)
        yield rewrite(p, "rewrite", name, honest, catalogue)
        n += 1


# --- yatuk/mcpradar: its deliberately vulnerable demo server ---------------------------------------------------
_RADAR = "mcpradar/demo/malicious_server.py"
_RULES = re.compile(r"#\s*-+\s*((?:R\d+)(?:\s*\+\s*R\d+)*):\s*(.*?)\s*-+\s*$")
# The rules the comment above each tool names: R102 prompt injection and R108 (the description tells the
# model to pipe a script into bash) put an instruction in the description; R101 (invisible marks), R103
# (a Base64 blob) and R104 (hidden HTML) hide text.
_RADAR_TAKE = {"R102", "R108"}
_RADAR_BASE = {
    "R101": "hidden_text",
    "R103": "hidden_text",
    "R104": "hidden_text",
    "R108": "command_execution",
}


def mcpradar(src: Path) -> Iterator[Payload]:
    """The description of every tool of `MALICIOUS_TOOLS` whose comment names rule R102 or R108, whole;
    the other rules' tools (dangerous names, schemas, secrets, scope) are not read. Base classes:
    agent_instruction and the rules the comment names."""
    path = src / _RADAR
    lines = path.read_text(encoding="utf-8").splitlines()
    module, names = _module(path)
    calls = [
        elt
        for node in module.body
        if isinstance(node, ast.Assign)
        and getattr(node.targets[0], "id", "") == "MALICIOUS_TOOLS"
        and isinstance(node.value, ast.List)
        for elt in node.value.elts
        if isinstance(elt, ast.Call)
    ]
    tools = [
        ({k.arg: py_value(k.value, names) for k in c.keywords if k.arg in ("name", "description")}, c)
        for c in calls
    ]
    catalogue = [str(t["name"]) for t, _ in tools]
    n = 0
    for tool, call in tools:
        m = _RULES.search(lines[call.lineno - 2])
        codes = set(re.findall(r"R\d+", m.group(1))) if m else set()
        if not codes & _RADAR_TAKE:
            continue
        base = ["agent_instruction", *sorted({_RADAR_BASE[c] for c in codes if c in _RADAR_BASE})]
        where = f"demo/malicious_server.py tool {tool['name']} ({m.group(1) if m else ''})"
        p = payload_of("mcpradar", n, "mcpradar-demo", str(tool["description"]), base, where)
        yield whole(p, str(tool["name"]), catalogue)
        n += 1


# --- Gowrav-M/agentops-watchtower: its poisoned tools fixture ----------------------------------------------
def watchtower(src: Path) -> Iterator[Payload]:
    """Every tool description of tests/fixtures/poisoned-tools.json, whole, and every parameter description
    of its tools, planted (the fixture holds only its poisoned tool; the clean catalogue is mcp-tools.json,
    not read). Base classes: agent_instruction."""
    tools = json.loads(
        (src / "watchtower" / "tests" / "fixtures" / "poisoned-tools.json").read_text(encoding="utf-8")
    )["tools"]
    catalogue = [t["name"] for t in tools]
    n = 0
    for tool in tools:
        where = f"tests/fixtures/poisoned-tools.json tool {tool['name']}"
        yield whole(
            payload_of(
                "watchtower", n, "watchtower-fixture", tool["description"], ["agent_instruction"], where
            ),
            tool["name"],
            catalogue,
        )
        n += 1
        for prop, spec in tool.get("inputSchema", {}).get("properties", {}).items():
            if "description" in spec:
                yield payload_of(
                    "watchtower",
                    n,
                    "watchtower-fixture",
                    spec["description"],
                    ["agent_instruction"],
                    f"{where} parameter {prop}",
                )
                n += 1
