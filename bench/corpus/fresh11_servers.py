"""Readers of the eleventh set's sources (fresh11_sources.py), continued: poisoned tools of red-team
libraries, scanners' vulnerable demo servers and a receipts demo's hostile server, read with an AST walk
(and, for ghostprobe, its JSON fixture and the test naming the poisoned tool)."""

from __future__ import annotations

import ast
import hashlib
import json
import re
from collections.abc import Iterator
from pathlib import Path

from fresh10_python import py_tools
from fresh11_common import Payload, module_names, payload_of, py_value, rewrite, whole

# A source yields at most this many payloads: the set is small and a library of poisoned tools (argus)
# would otherwise be a third of it. Fixed before any detector ran on these rows; which payloads stay is
# decided by the tool's name alone (the lowest sha256 of the name), not by their text.
CAP = 5


def capped(found: list[Payload]) -> list[Payload]:
    """`found` (one source's payloads) less all but the CAP whose tool (or payload id) hashes lowest."""
    if len(found) <= CAP:
        return found

    def key(p: Payload) -> str:
        return hashlib.sha256(str(p.get("tool", p["pid"])).encode()).hexdigest()

    keep = {p["pid"] for p in sorted(found, key=key)[:CAP]}
    return [p for p in found if p["pid"] in keep]


def _kwargs(call: ast.Call, names: dict[str, object]) -> dict[str, object]:
    return {k.arg: py_value(k.value, names) for k in call.keywords if k.arg}


# --- joemunene-by/ghostprobe: its poisoned server fixture -----------------------------------------------
_GHOST_NAMED = re.compile(r"#\s*tool poisoning in (\w+)")


def ghostprobe(src: Path) -> Iterator[Payload]:
    """The description of every tool of tests/fixtures/poisoned_server.json that the analyzer's test names
    as its tool poisoning (`# tool poisoning in <tool>`), whole; the fixture's other tools are its clean,
    sink and exec cases. Base classes: agent_instruction."""
    named = _GHOST_NAMED.findall(
        (src / "ghostprobe" / "tests" / "test_analyzer.py").read_text(encoding="utf-8")
    )
    tools = json.loads(
        (src / "ghostprobe" / "tests" / "fixtures" / "poisoned_server.json").read_text(encoding="utf-8")
    )["tools"]
    catalogue = [t["name"] for t in tools]
    n = 0
    for tool in tools:
        if tool["name"] in named:
            where = f"tests/fixtures/poisoned_server.json tool {tool['name']}"
            yield whole(
                payload_of(
                    "ghostprobe", n, "ghostprobe-fixture", tool["description"], ["agent_instruction"], where
                ),
                tool["name"],
                catalogue,
            )
            n += 1


# --- Odingard/argus-core: its shadow MCP library of poisoned tools --------------------------------------------
# The library files each tool under a weapon mode: the base classes by mode. PROTOCOL_CRUSH attacks the
# transport (its description is plain) and the `stealth` tools carry "no obvious indicators" (the
# library's words): neither is read.
_ARGUS_BASE = {
    "SCHEMA_POISON": ["agent_instruction", "privilege_goal"],
    "CROSS_TOOL_BCC": ["agent_instruction", "exfiltration"],
    "LOGIC_HIJACK": ["agent_instruction", "argument_tampering"],
    "STEERING_MODE": ["agent_instruction", "concealment"],
}


def argus(src: Path) -> Iterator[Payload]:
    """The description of every `PoisonedTool(...)` of the library that is not stealthy and whose weapon
    mode is in _ARGUS_BASE, whole, with its sector's tools as the catalogue."""
    module = ast.parse(
        (src / "argus" / "src" / "argus" / "shadow_mcp" / "library.py").read_text(encoding="utf-8")
    )
    calls = sorted(
        (
            node
            for node in ast.walk(module)
            if isinstance(node, ast.Call) and getattr(node.func, "id", "") == "PoisonedTool"
        ),
        key=lambda node: node.lineno,
    )
    tools = [_kwargs(node, {}) for node in calls]
    n = 0
    for tool in tools:
        mode = str(tool["weapon_mode"])
        if tool.get("stealth") or mode not in _ARGUS_BASE:
            continue
        sector = [str(t["name"]) for t in tools if t["sector"] == tool["sector"]]
        where = f"src/argus/shadow_mcp/library.py tool {tool['name']} ({tool['sector']}, {mode})"
        p = payload_of("argus", n, "argus-library", str(tool["description"]), _ARGUS_BASE[mode], where)
        yield whole(p, str(tool["name"]), sector)
        n += 1


# --- joshuaruppe/mcpdx: its deliberately vulnerable server ------------------------------------------------------
def _tool_dicts(module: ast.Module, name: str) -> list[ast.Dict]:
    for node in module.body:
        if (
            isinstance(node, ast.Assign)
            and getattr(node.targets[0], "id", "") == name
            and isinstance(node.value, ast.List)
        ):
            return [e for e in node.value.elts if isinstance(e, ast.Dict)]
    raise ValueError(f"no {name} list")


def mcpdx(src: Path) -> Iterator[Payload]:
    """The server's `POISONED_*` constants: a tool of TOOLS whose description is one, whole; one that
    get_tools swaps into a tool (`if t["name"] == ...: t["description"] = POISONED_*`, the drift and
    rug-pull variants), as a rewrite of that tool's description in TOOLS; and every parameter
    description of the tool whose comment calls it a poisoned PARAMETER description, planted. Base
    classes: agent_instruction."""
    path = src / "mcpdx" / "examples" / "vulnerable_server.py"
    text = path.read_text(encoding="utf-8")
    lines = text.splitlines()
    module = ast.parse(text)
    names = module_names(module)
    dicts = _tool_dicts(module, "TOOLS")
    tools = [py_value(d, names) for d in dicts]
    assert all(isinstance(t, dict) for t in tools)
    catalogue = [str(t["name"]) for t in tools]  # type: ignore[index]
    base = ["agent_instruction"]
    n = 0
    for d, tool in zip(dicts, tools, strict=True):
        assert isinstance(tool, dict)
        keys = [k.value if isinstance(k, ast.Constant) else None for k in d.keys]
        desc = d.values[keys.index("description")]
        where = f"examples/vulnerable_server.py tool {tool['name']}"
        if isinstance(desc, ast.Name) and desc.id.startswith("POISONED"):
            yield whole(
                payload_of("mcpdx", n, "mcpdx-demo", tool["description"], base, f"{where} ({desc.id})"),
                tool["name"],
                catalogue,
            )
            n += 1
        comment = "\n".join(lines[d.lineno - 1 : desc.lineno - 1])
        if "poisoned PARAMETER description" in comment:
            for prop, spec in tool["inputSchema"]["properties"].items():
                if "description" in spec:
                    yield payload_of(
                        "mcpdx", n, "mcpdx-demo", spec["description"], base, f"{where} parameter {prop}"
                    )
                    n += 1
    before = {str(t["name"]): str(t["description"]) for t in tools if isinstance(t, dict)}
    for node in ast.walk(module):
        if not (isinstance(node, ast.If) and isinstance(node.test, ast.Compare)):
            continue
        right = node.test.comparators[0]
        if not (isinstance(right, ast.Constant) and right.value in before):
            continue
        for stmt in node.body:
            if (
                isinstance(stmt, ast.Assign)
                and isinstance(stmt.targets[0], ast.Subscript)
                and getattr(stmt.targets[0].slice, "value", None) == "description"
                and isinstance(stmt.value, ast.Name)
                and stmt.value.id.startswith("POISONED")
            ):
                tool = str(right.value)
                where = f"examples/vulnerable_server.py get_tools swaps {stmt.value.id} into tool {tool}"
                p = payload_of("mcpdx", n, "mcpdx-swap", str(names[stmt.value.id]), base, where)
                yield rewrite(p, "rewrite", tool, before[tool], catalogue)
                n += 1


# --- sudoNaji/MCP-security-auditor: its vulnerable example server ---------------------------------------------
_VULN_LINE = re.compile(r"^\s*VULNERABILITY:.*$", re.M)


def sudonaji(src: Path) -> Iterator[Payload]:
    """The docstring of every tool of the example server whose `VULNERABILITY:` line names a tool
    poisoning finding (MCP-TP), whole but that line (the author's note to readers of the code, which
    names the finding). Base classes: agent_instruction."""
    tools = py_tools((src / "sudonaji" / "examples" / "vulnerable_server.py").read_text(encoding="utf-8"))
    catalogue = [f.name for f, _ in tools]
    n = 0
    for f, doc in tools:
        if "VULNERABILITY: MCP-TP" not in doc:
            continue
        text = _VULN_LINE.sub("", doc).strip()
        where = f"examples/vulnerable_server.py tool {f.name} (its VULNERABILITY line removed)"
        yield whole(
            payload_of("sudonaji", n, "sudonaji-demo", text, ["agent_instruction"], where), f.name, catalogue
        )
        n += 1


# --- builderxin11/AutonomousAdversarialArchitectAgent: its poisoned MCP server example ---------------------------
_AAA_ENTRY = re.compile(r"^\d+\. (\w+) — (POISONED|CLEAN)\n(.*?)(?=^\d+\. |\Z)", re.M | re.S)


def aaa(src: Path) -> Iterator[Payload]:
    """The `description=` of every `@server.tool(...)` the module docstring lists as POISONED, whole.
    Base classes: agent_instruction, and exfiltration where the docstring's entry names it."""
    module = ast.parse((src / "aaa" / "examples" / "poisoned_mcp_server.py").read_text(encoding="utf-8"))
    entries = {
        m.group(1): (m.group(2), m.group(3)) for m in _AAA_ENTRY.finditer(ast.get_docstring(module) or "")
    }
    tools = []
    for fn in module.body:
        if isinstance(fn, ast.FunctionDef):
            for dec in fn.decorator_list:
                if isinstance(dec, ast.Call) and getattr(dec.func, "attr", "") == "tool":
                    tools.append(_kwargs(dec, {}))
    catalogue = [str(t["name"]) for t in tools]
    n = 0
    for tool in tools:
        label, entry = entries.get(str(tool["name"]), ("", ""))
        if label != "POISONED":
            continue
        base = ["agent_instruction"] + (["exfiltration"] if "exfiltration" in entry.lower() else [])
        where = f"examples/poisoned_mcp_server.py tool {tool['name']} (POISONED)"
        yield whole(
            payload_of("aaa", n, "aaa-example", str(tool["description"]), base, where),
            str(tool["name"]),
            catalogue,
        )
        n += 1


# --- clayseal/clayseal-receipts: its hostile fraud-scoring MCP server -------------------------------------------
def _decorated(module: ast.Module) -> list[tuple[ast.FunctionDef, ast.Call | None]]:
    out: list[tuple[ast.FunctionDef, ast.Call | None]] = []
    for fn in sorted((f for f in ast.walk(module) if isinstance(f, ast.FunctionDef)), key=lambda f: f.lineno):
        if isinstance(fn, ast.FunctionDef):
            for dec in fn.decorator_list:
                target = dec.func if isinstance(dec, ast.Call) else dec
                if getattr(target, "attr", "") == "tool":
                    out.append((fn, dec if isinstance(dec, ast.Call) else None))
    return out


def clayseal(src: Path) -> Iterator[Payload]:
    """Every tool of the poisoned server whose description is one of its `*_INJECTION` constants ("the
    injection lives in the tool description", its comment says): a rewrite of the honest reference
    server's docstring of the same tool where that server has it, else whole. Base classes: the
    docstring's first attack, tool shadowing + prompt injection."""
    module = ast.parse((src / "clayseal" / "examples" / "poisoned_mcp_server.py").read_text(encoding="utf-8"))
    names = module_names(module)
    honest = {
        fn.name: ast.get_docstring(fn, clean=True) or ""
        for fn, _ in _decorated(
            ast.parse(
                (src / "clayseal" / "agentauth" / "receipts" / "mcp_server.py").read_text(encoding="utf-8")
            )
        )
    }
    tools = _decorated(module)
    catalogue = [fn.name for fn, _ in tools]
    base = ["agent_instruction", "shadowing"]
    n = 0
    for fn, call in tools:
        kw = {k.arg: k.value for k in call.keywords} if call else {}
        desc = kw.get("description")
        if not (isinstance(desc, ast.Name) and desc.id.endswith("_INJECTION")):
            continue
        text = str(names[desc.id])
        where = f"examples/poisoned_mcp_server.py tool {fn.name} ({desc.id})"
        p = payload_of("clayseal", n, "clayseal-demo", text, base, where)
        yield (
            rewrite(p, "rewrite", fn.name, honest[fn.name], catalogue)
            if honest.get(fn.name)
            else whole(p, fn.name, catalogue)
        )
        n += 1
