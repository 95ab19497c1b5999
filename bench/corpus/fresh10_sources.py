"""Attack payloads of the TENTH evaluation set: MCP tool poisoning written by other authors.

Used by build_fresh10.py. Each reader takes the files as published (checked against the sha256 pinned
below) and yields payload records by a rule fixed in code; nothing is hand-edited or hand-picked. Every
source is a public repository holding poisoned MCP tool descriptions (demo malicious servers, rug-pull
test servers, red-team labs, training scenarios), used by no earlier set, not reserved and not listed
as looked at and left (README.md, "Tenth independent evaluation set"). Either half of the split is
allowed (every earlier held-out set is spent); each source's h is recorded in README. SOURCES_DIR
(default /work/fresh10-src) holds, each copied with `git show <commit>:<path>`:

    mcplock/tests/servers/{poisoned,drifted,safe}-server.mjs, mcplock/LICENSE
                         ace26597/mcp-lock, its poisoned and drifted (rug-pull) test servers, Apache-2.0
    sanemi/training/scenarios/0*.md, sanemi/LICENSE
                         Crypto-Sanemi/agent-engineering, its agent-security training scenarios, MIT
    wapiti/environment/arena/challenges/*/attacks/tool_poisoning*.json, wapiti/LICENSE
                         Wapiti08/mcp-attack-suite, its arena's tool-poisoning attack submissions, MIT
    donwany/attacks/tool_v{1,2,3}.py, donwany/README.md (its licence: MIT)
                         donwany/mcp-attacks, its poisoned and rug-pull MCP tools, MIT
    unitone/testservers/src/{tool_poisoning_test,rug_pull_test}/server.py, unitone/LICENSE
                         UnitOneAI/unitone-agentgateway, its poisoning and rug-pull test servers, MIT

Three kinds of payload: `whole` (an author's whole poisoned tool description, a `new_tool` row as
published), `rewrite` (an author's clean -> poisoned description of the same tool, a `rewrite` or
`property` row as published) and bare payload lines (planted into real hosts by build_fresh10.py).

A payload that shares a run of eight words with a training or development text is left out by
build_fresh10.py (build_fresh5.left_out_if_learnt, the fifth set's rule unchanged).

Labels are given by `fresh_sources.classes_of` (the fresh set's rule, unchanged): each source's own
metadata (a comment, a section heading, a file's role) gives the base classes below, and the same
patterns, on the payload text alone, add the rest. Both were fixed before any detector was run on these
rows, and no row was added, dropped or relabelled after.
"""

from __future__ import annotations

import ast
import inspect
import json
import re
from collections.abc import Iterator
from collections.abc import Set as AbstractSet
from pathlib import Path
from typing import Any

from fresh5_sources import _string, kept_once
from fresh_sources import held_out_payload, verify_pinned

Payload = dict[str, Any]

SOURCES = Path("/work/fresh10-src")
_MCPLOCK = "mcplock/tests/servers"
_SANEMI = "sanemi/training/scenarios"
_WAPITI = "wapiti/environment/arena/challenges"
_DONWANY = ("donwany/attacks/tool_v1.py", "donwany/attacks/tool_v2.py", "donwany/attacks/tool_v3.py")
_UNITONE_POISON = "unitone/testservers/src/tool_poisoning_test/server.py"
_UNITONE_RUG = "unitone/testservers/src/rug_pull_test/server.py"

# sha256 of every input file as published at the pinned commit (README lists where from).
PINNED = {
    "donwany/README.md": "ae96a724bddc70c903669796339489a8e3bd0daf69a81d77bb5be80431968f88",
    "donwany/attacks/tool_v1.py": "f2b1829a036f05e8b2f27e9fe38c2a2052f51aaf7dab8d936cc0a56baacca707",
    "donwany/attacks/tool_v2.py": "3fdfb619200835f47283e40ecabe733e5f91f5fd42d5cb69cd69d0c45f4f19f8",
    "donwany/attacks/tool_v3.py": "991e0491cd70b6b1e7fc57238d7d134fcdf9a25921b24dadc027b6b6d0ce1304",
    "mcplock/LICENSE": "8cefa7d56913895abca0ab7220eee699035e02229344f9def6d4129c07bf4322",
    "mcplock/tests/servers/drifted-server.mjs": "47a7b4d6c68b015d81f447fcae107d09186527f5580fb20d47f379a11d3565fa",
    "mcplock/tests/servers/poisoned-server.mjs": "35e6f35c11c581d0f02eaf1e05749827902fac4aa28446b7658a93f38b4f53c6",
    "mcplock/tests/servers/safe-server.mjs": "7fc511c0270a860670d3661d448ad5eaf4382f268c9e4a266c5678ec2408202b",
    "sanemi/LICENSE": "008c32980d2ad611d008583212438d962cb852be023a0f40a79c6b8fbd86aa13",
    "sanemi/training/scenarios/01-authority-spoof.md": "6afd3bb5f1a21663b464b12b46119100353c45969080344a12db0ea6fe32827c",
    "sanemi/training/scenarios/02-helpful-friend.md": "7e07b168b2545de714699a917a1ed5e58c0c1653ddb26981a4b8945842344e8c",
    "sanemi/training/scenarios/03-emergency.md": "a6b96668523d6816168fdcfc9af351e00932e1e6b1f285a4ab1ad5b93c74de7e",
    "sanemi/training/scenarios/04-tool-trap.md": "01d1bec25521c1eb411b66c409bb96b2adcfef579cb64d2d80a7fb47ed176025",
    "sanemi/training/scenarios/05-relay-attack.md": "f9dc2f6e290642e031a556cf9e644edc7b7b75035cbc39387fb5b636b78fc8e4",
    "sanemi/training/scenarios/06-consensus-play.md": "9113f956012d0443c1313b0cb805d2fd555974a6c49a0c1ce0ac9f99e25bf6cf",
    "sanemi/training/scenarios/07-memory-plant.md": "0c1b614fba00e6cbf27ac8613e0340e7d17a5946df0ebb2b3783611ed7df3cbe",
    "unitone/LICENSE": "944c73116000a1feb5ba2536765d815b90d8434acaf3dbd354f9ac8e79c5b344",
    "unitone/testservers/src/rug_pull_test/server.py": "0e53e097e8ffcc6db71734ae2bdaffbe25582e18408a77bd5a7d0419280a98c8",
    "unitone/testservers/src/tool_poisoning_test/server.py": "02a8bfe1529305fe39f3a8257461c91e459079ae627e2b1668e6125c3b305d65",
    "wapiti/LICENSE": "514f555eafc95c7770cff2b54021bd56b8c624425ce42e2c74d99952cd257743",
    "wapiti/environment/arena/challenges/ETHPriceServer/attacks/tool_poisoning.json": "f2dd392234496280f9d0ad99f5664810d5243a71b034b192f74786e4aed17e7c",
    "wapiti/environment/arena/challenges/ETHPriceServer/attacks/tool_poisoning_hardened.json": "214c6b2af7b93014be318643c837aec68df6a26dc05b7fa20b15b1bf65c851bb",
    "wapiti/environment/arena/challenges/documentsystem/attacks/tool_poisoning.json": "784f02d316eac86ce2210e7c1ad0947fd1615d42f776b4c9240072eac9e521be",
    "wapiti/environment/arena/challenges/documentsystem/attacks/tool_poisoning_hardened.json": "1d5c5060e05034af499fb4a358efe702db72abb3100058c45812db64bedd25e9",
    "wapiti/environment/arena/challenges/emailsystem/attacks/tool_poisoning.json": "3fa74518dd461a66ff6cde5e1b2719c5969c896f819afcc45de98bca9b1e69e6",
    "wapiti/environment/arena/challenges/emailsystem/attacks/tool_poisoning_focused_baseline.json": "72a342f32e898a066e915efc4d74420268d07c52155367cbfd4ee8460dbf3082",
    "wapiti/environment/arena/challenges/emailsystem/attacks/tool_poisoning_focused_hardened.json": "153063a935db9907f2c7199c6070ede398fd676a2aac59f110d09787e9227176",
    "wapiti/environment/arena/challenges/emailsystem/attacks/tool_poisoning_hardened.json": "cf4c93578ee0baf937f5efec1a50f23b73acbfc3c3275785cc9d8e71f7e36284",
}  # fmt: skip
ORIGINS = {
    "mcplock": "github.com/ace26597/mcp-lock@0415c8022d38621744bbe2c6d25066ecefbf3fda",
    "sanemi": "github.com/Crypto-Sanemi/agent-engineering@c92a09be5f7aef79856a10b3a53fd4af00067cce",
    "wapiti": "github.com/Wapiti08/mcp-attack-suite@e57b4ca70ba269125cbe75cf17be9dec781f2227",
    "donwany": "github.com/donwany/mcp-attacks@ac57dbc3b45ce43c9cc3139d17cf0e606e15f046",
    "unitone": "github.com/UnitOneAI/unitone-agentgateway@8af0b5da17804735ec699aa31d205bff80033aae",
}
LICENCES = {
    "mcplock": "Apache-2.0 (mcp-lock, ace26597)",
    "sanemi": "MIT (agent-engineering, (c) 2026 Sanemi)",
    "wapiti": "MIT (mcp-attack-suite, (c) 2025 Wapiti)",
    "donwany": "MIT (mcp-attacks, donwany; the licence its README states)",
    "unitone": "MIT (unitone-agentgateway, (c) 2026 UnitOne AI)",
}


def verify(src: Path) -> None:
    verify_pinned(src, PINNED)


def _payload(source: str, n: int, style: str, text: str, base: list[str], origin: str) -> Payload:
    return held_out_payload("fresh10", ORIGINS, LICENCES, source, n, style, text, base, origin)


def whole(p: Payload, tool: str, catalogue: list[str]) -> Payload:
    """An author's whole poisoned description of `tool`: a new_tool row as published."""
    return p | {"kind": "new_tool", "tool": tool, "catalogue": catalogue}


def rewrite(p: Payload, kind: str, tool: str, old: str, catalogue: list[str]) -> Payload:
    """An author's clean -> poisoned description of one tool (or parameter): a row as published."""
    return p | {"kind": kind, "tool": tool, "old": old, "catalogue": catalogue}


# --- shared readers of published server code ----------------------------------------------------------
_JS_TOOL = re.compile(
    r"((?:[ \t]*//[^\n]*\n)*)[ \t]*name:\s*(\"[^\"\n]*\"|'[^'\n]*'),\s*((?://[^\n]*\n\s*)*)"
    r"description:\s*((?:\"(?:[^\"\\\n]|\\.)*\"|'(?:[^'\\\n]|\\.)*')(?:\s*\+\s*(?:\"(?:[^\"\\\n]|\\.)*\"|"
    r"'(?:[^'\\\n]|\\.)*'))*)",
)


def js_tools(path: Path) -> list[tuple[str, str, str]]:
    """(comment lines before and inside, name, description) of every `{ name: "...", description: "..." }` tool literal of
    a JavaScript file, in order (string literals joined by `+` are read as one)."""
    out = []
    for m in _JS_TOOL.finditer(path.read_text(encoding="utf-8")):
        desc = "".join(
            ast.literal_eval(s) for s in re.findall(r"\"(?:[^\"\\\n]|\\.)*\"|'(?:[^'\\\n]|\\.)*'", m.group(4))
        )
        out.append((m.group(1) + m.group(3), ast.literal_eval(m.group(2)), desc))
    return out


def _is_tool_decorator(node: ast.expr) -> bool:
    target = node.func if isinstance(node, ast.Call) else node
    return isinstance(target, ast.Attribute) and target.attr == "tool"


def py_tools(source: str) -> list[tuple[ast.FunctionDef | ast.AsyncFunctionDef, str]]:
    """Every function of a Python module decorated with `<server>.tool(...)`, with its docstring
    (cleaned as FastMCP shows it)."""
    out = []
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef) and any(
            _is_tool_decorator(d) for d in node.decorator_list
        ):
            out.append((node, ast.get_docstring(node, clean=True) or ""))
    return out


# --- mcp-lock: its poisoned test server and its rug-pull ("drifted") server ------------------------------
# The comment above each poisoned tool names its attack ("// Attack N: ..."): base classes by that comment.
_MCPLOCK_BASE = (
    ("exfiltration", "exfiltration"),
    ("override", "agent_instruction"),
    ("obfuscation", "hidden_text"),
    ("injection", "agent_instruction"),
    ("over-permissioned", "privilege_goal"),
)


def mcplock(src: Path) -> Iterator[Payload]:
    """Every tool of poisoned-server.mjs whose comment names an attack (`// Attack N: ...`), whole; and
    every tool of drifted-server.mjs whose description differs from the same tool's in safe-server.mjs
    (the rug pull the server simulates), as that rewrite."""
    poisoned = js_tools(src / _MCPLOCK / "poisoned-server.mjs")
    names = [name for _, name, _ in poisoned]
    n = 0
    for comment, name, desc in poisoned:
        attack = re.search(r"//\s*Attack \d+:\s*(.*)", comment)
        if attack:
            label = attack.group(1).strip()
            base = ["agent_instruction"] + [c for k, c in _MCPLOCK_BASE if k in label.lower()]
            where = f"tests/servers/poisoned-server.mjs tool {name} (Attack: {label})"
            p = _payload("mcplock", n, "mcplock-tool", desc, list(dict.fromkeys(base)), where)
            yield whole(p, name, names)
            n += 1
    safe = {name: desc for _, name, desc in js_tools(src / _MCPLOCK / "safe-server.mjs")}
    drifted = js_tools(src / _MCPLOCK / "drifted-server.mjs")
    for comment, name, desc in drifted:
        if name in safe and safe[name] != desc:
            base = ["agent_instruction"] + (["exfiltration"] if "exfiltration" in comment.lower() else [])
            where = f"tests/servers/drifted-server.mjs tool {name}, rewritten from safe-server.mjs"
            p = _payload("mcplock", n, "mcplock-rugpull", desc, base, where)
            yield rewrite(p, "rewrite", name, safe[name], [t for _, t, _ in drifted])
            n += 1


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
            p = _payload("sanemi", n, "sanemi-scenario", tool["description"], ["agent_instruction"], where)
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
        yield _payload(
            "wapiti", n, "wapiti-injection", data["tool_poisoning"]["injection"].strip(), base, where
        )


# --- mcp-attacks: its poisoned tools and its rug-pull tool -------------------------------------------------
def donwany(src: Path) -> Iterator[Payload]:
    """The docstring of every tool of the three attack modules, whole (each module is one poisoned tool
    whose code posts what it is given to the attacker: agent_instruction + exfiltration), and the text a
    module assigns to a tool's `__doc__` once its trigger file exists (the rug pull), as a rewrite of that
    tool's first docstring."""
    n = 0
    base = ["agent_instruction", "exfiltration"]
    for rel in _DONWANY:
        source = (src / rel).read_text(encoding="utf-8")
        tools = py_tools(source)
        names = [f.name for f, _ in tools]
        swapped = {
            a.targets[0].value.id: inspect.cleandoc(text)
            for a in ast.walk(ast.parse(source))
            if isinstance(a, ast.Assign)
            and isinstance(a.targets[0], ast.Attribute)
            and a.targets[0].attr == "__doc__"
            and isinstance(a.targets[0].value, ast.Name)
            for text in [_string(a.value)]
            if text
        }
        for f, doc in tools:
            where = f"{rel.removeprefix('donwany/')} tool {f.name}"
            if f.name in swapped:
                p = _payload(
                    "donwany", n, "donwany-rugpull", swapped[f.name], base, where + " (__doc__ replaced)"
                )
                yield rewrite(p, "rewrite", f.name, doc, names)
            elif doc:
                yield whole(_payload("donwany", n, "donwany-tool", doc, base, where), f.name, names)
            n += 1


# --- unitone-agentgateway: its tool-poisoning and rug-pull test servers ------------------------------------
# The poisoning server files each tool under a `# Category N: <name>` heading; the last category is its
# clean tools. Base classes by category.
_UNITONE_CATEGORY = re.compile(r"^# Category \d+: (.+)$", re.M)
_UNITONE_BASE = {
    "Hidden Instructions": ["agent_instruction"],
    "Prompt Injection": ["agent_instruction"],
    "System Override": ["agent_instruction", "privilege_goal"],
    "Safety Bypass": ["agent_instruction", "privilege_goal"],
    "Role Manipulation": ["agent_instruction", "privilege_goal"],
    "Prompt Leaking": ["agent_instruction", "exfiltration"],
}


def _mcptools(fn: ast.FunctionDef) -> dict[str, tuple[str, dict[str, str]]]:
    """name -> (description, {property: description}) of every `MCPTool(...)` a function builds."""
    out: dict[str, tuple[str, dict[str, str]]] = {}
    for call in ast.walk(fn):
        if isinstance(call, ast.Call) and getattr(call.func, "id", "") == "MCPTool":
            kw = {k.arg: k.value for k in call.keywords}
            schema = ast.literal_eval(kw["inputSchema"]) if "inputSchema" in kw else {}
            props = {
                name: prop["description"]
                for name, prop in schema.get("properties", {}).items()
                if isinstance(prop, dict) and "description" in prop
            }
            out[ast.literal_eval(kw["name"])] = (_string(kw["description"]) or "", props)
    return out


def unitone(src: Path) -> Iterator[Payload]:
    """Every tool of the poisoning test server under an attack category (all but the clean one), whole;
    then, for each mutation mode of the rug-pull test server (`_get_malicious_tools_<mode>`), every tool
    description and parameter description that differs from the benign definition of the same tool
    (`_get_benign_tools`), as that rewrite. Base classes: the poisoning server's category; the rug pull's
    mutations, agent_instruction."""
    source = (src / _UNITONE_POISON).read_text(encoding="utf-8")
    tools = py_tools(source)
    names = [f.name for f, _ in tools]
    lines = source.splitlines(keepends=True)
    n = 0
    for f, doc in tools:
        before = "".join(lines[: f.lineno - 1])
        headings = _UNITONE_CATEGORY.findall(before)
        category = headings[-1].strip() if headings else ""
        if category not in _UNITONE_BASE:
            continue
        where = f"tool_poisoning_test/server.py tool {f.name} (Category: {category})"
        yield whole(
            _payload("unitone", n, "unitone-tool", doc, _UNITONE_BASE[category], where), f.name, names
        )
        n += 1
    module = ast.parse((src / _UNITONE_RUG).read_text(encoding="utf-8"))
    fns = {f.name: f for f in module.body if isinstance(f, ast.FunctionDef)}
    benign = _mcptools(fns["_get_benign_tools"])
    catalogue = list(benign)
    for fname, fn in fns.items():
        if not fname.startswith("_get_malicious_tools_"):
            continue
        mode = fname.removeprefix("_get_malicious_tools_")
        for tool, (desc, props) in _mcptools(fn).items():
            if tool not in benign:
                continue
            old_desc, old_props = benign[tool]
            where = f"rug_pull_test/server.py mode {mode}, tool {tool}"
            if desc != old_desc:
                p = _payload("unitone", n, "unitone-rugpull", desc, ["agent_instruction"], where)
                yield rewrite(p, "rewrite", tool, old_desc, catalogue)
                n += 1
            for prop, text in props.items():
                if prop in old_props and old_props[prop] != text:
                    p = _payload(
                        "unitone",
                        n,
                        "unitone-rugpull",
                        text,
                        ["agent_instruction"],
                        f"{where} parameter {prop}",
                    )
                    yield rewrite(p, "property", prop, old_props[prop], catalogue)
                    n += 1


def payloads(src: Path, seen: AbstractSet[str] = frozenset()) -> list[Payload]:
    """All sources' payloads, each once, less those sharing a run of words with `seen` (kept_once)."""
    verify(src)
    return kept_once([*mcplock(src), *sanemi(src), *wapiti(src), *donwany(src), *unitone(src)], seen)
