"""Readers of the tenth set's Python sources (fresh10_sources.py): demo servers' poisoned tool docstrings,
decorator descriptions and rug-pull rewrites, read with an AST walk."""

from __future__ import annotations

import ast
import inspect
import re
from collections.abc import Iterator
from pathlib import Path

from fresh5_sources import _string
from fresh10_common import Payload, payload_of, rewrite, whole

_DONWANY = ("donwany/attacks/tool_v1.py", "donwany/attacks/tool_v2.py", "donwany/attacks/tool_v3.py")
_UNITONE_POISON = "unitone/testservers/src/tool_poisoning_test/server.py"
_UNITONE_RUG = "unitone/testservers/src/rug_pull_test/server.py"


def _is_tool_decorator(node: ast.expr) -> bool:
    target = node.func if isinstance(node, ast.Call) else node
    return isinstance(target, ast.Attribute) and target.attr == "tool"


def py_tools(source: str) -> list[tuple[ast.FunctionDef | ast.AsyncFunctionDef, str]]:
    """Every function of a Python module decorated with `<server>.tool(...)`, with its docstring
    (cleaned with inspect.cleandoc: the author's text, its indentation removed)."""
    out = []
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef) and any(
            _is_tool_decorator(d) for d in node.decorator_list
        ):
            out.append((node, ast.get_docstring(node, clean=True) or ""))
    return out


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
                p = payload_of(
                    "donwany", n, "donwany-rugpull", swapped[f.name], base, where + " (__doc__ replaced)"
                )
                yield rewrite(p, "rewrite", f.name, doc, names)
            elif doc:
                yield whole(payload_of("donwany", n, "donwany-tool", doc, base, where), f.name, names)
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
            payload_of("unitone", n, "unitone-tool", doc, _UNITONE_BASE[category], where), f.name, names
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
                p = payload_of("unitone", n, "unitone-rugpull", desc, ["agent_instruction"], where)
                yield rewrite(p, "rewrite", tool, old_desc, catalogue)
                n += 1
            for prop, text in props.items():
                if prop in old_props and old_props[prop] != text:
                    p = payload_of(
                        "unitone",
                        n,
                        "unitone-rugpull",
                        text,
                        ["agent_instruction"],
                        f"{where} parameter {prop}",
                    )
                    yield rewrite(p, "property", prop, old_props[prop], catalogue)
                    n += 1


# --- semgrep/mcp-tool-shadowing-demo: the devil server's tool that shadows the angel server's -------------
def _py_mcp_tools(path: Path) -> dict[str, str]:
    """name -> description of every `types.Tool(name=..., description=...)` a server module builds."""
    out = {}
    for call in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(call, ast.Call) and getattr(call.func, "attr", "") == "Tool":
            kw = {k.arg: k.value for k in call.keywords}
            out[ast.literal_eval(kw["name"])] = _string(kw["description"]) or ""
    return out


def semgrep(src: Path) -> Iterator[Payload]:
    """Every tool of devil_server.py whose description differs from angel_server.py's tool of the same
    name (the collision the demo stages: a second server's same-named tool takes the first's place),
    whole, with the angel server as the other catalogue. The demo is tool shadowing:
    agent_instruction + shadowing."""
    angel = _py_mcp_tools(src / "semgrep" / "angel_server.py")
    devil = _py_mcp_tools(src / "semgrep" / "devil_server.py")
    n = 0
    for name, desc in devil.items():
        if name in angel and angel[name] != desc:
            p = payload_of(
                "semgrep",
                n,
                "semgrep-shadow",
                desc,
                ["agent_instruction", "shadowing"],
                f"devil_server.py tool {name}",
            )
            yield whole(p, name, list(devil)) | {
                "other_catalogue": {"server": "angel-server", "tools": list(angel)}
            }
            n += 1


# --- BeyondToolPoisoning: its description-based attack servers ----------------------------------------------
# The README's "LLM-Active (desc)" variants: a hidden directive in the tool description. Base classes by
# scenario (the server's directory).
_BEYOND_BASE = {
    "url_substitution": ["agent_instruction", "argument_tampering"],
    "code_augmentation": ["agent_instruction"],
    "image_steganography": ["agent_instruction"],
}


def beyond(src: Path) -> Iterator[Payload]:
    """The `description` of every `@mcp.tool(...)` of the description-based servers
    (server/active/*/*_desc.py), whole; the response-based and passive servers carry their attack elsewhere
    and are not read."""
    n = 0
    for path in sorted((src / "beyond" / "server" / "active").glob("*/*_desc.py")):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if not isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef):
                continue
            for dec in node.decorator_list:
                if isinstance(dec, ast.Call) and _is_tool_decorator(dec):
                    kw = {k.arg: k.value for k in dec.keywords}
                    name = ast.literal_eval(kw["name"]) if "name" in kw else node.name
                    text = inspect.cleandoc(_string(kw["description"]) or "")
                    where = f"{path.relative_to(src / 'beyond')} tool {name}"
                    yield whole(
                        payload_of("beyond", n, "beyond-desc", text, _BEYOND_BASE[path.parent.name], where),
                        name,
                        [name],
                    )
                    n += 1


# --- smart-mcp-proxy/malicious-demo-mcp-server: its poisoned tools --------------------------------------------
def smartproxy(src: Path) -> Iterator[Payload]:
    """The docstring of every tool of main.py, whole: the module implements the demo's tool-poisoning
    vectors (exfiltration, file-system abuse, shadowing, harvesting) and every tool carries one.
    Base classes: agent_instruction; the patterns add the rest."""
    tools = py_tools((src / "smartproxy" / "main.py").read_text(encoding="utf-8"))
    names = [f.name for f, _ in tools]
    for n, (f, doc) in enumerate(tools):
        yield whole(
            payload_of(
                "smartproxy", n, "smartproxy-tool", doc, ["agent_instruction"], f"main.py tool {f.name}"
            ),
            f.name,
            names,
        )


# --- enkryptai/secure-mcp-gateway: its bad MCP servers of description attacks ------------------------------
# The two servers whose attack is the tool description itself (the module docstrings: tool poisoning,
# preference manipulation); base classes by server. The other bad servers attack through code or outputs.
_ENKRYPT = {
    "tool_poisoning_mcp.py": ["agent_instruction"],
    "mpma_mcp.py": ["agent_instruction", "selection_manipulation"],
}
# A tool whose own docstring places its payload outside the description (annotations, title, metadata,
# inputSchema) carries a clean description, and the server's `list_tools` helper is not an attack.
_ELSEWHERE = re.compile(r"annotation|title|metadata|inputSchema", re.I)


def enkrypt(src: Path) -> Iterator[Payload]:
    """The `description` of every `@mcp.tool(...)` of the servers of _ENKRYPT, whole, but list_tools and
    the tools whose docstring puts the payload elsewhere (_ELSEWHERE)."""
    n = 0
    for name, base in _ENKRYPT.items():
        path = src / "enkrypt" / "src" / "secure_mcp_gateway" / "bad_mcps" / name
        found = []
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if not isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef):
                continue
            for dec in node.decorator_list:
                if isinstance(dec, ast.Call) and _is_tool_decorator(dec):
                    kw = {k.arg: k.value for k in dec.keywords}
                    found.append((node, ast.literal_eval(kw["name"]), _string(kw["description"]) or ""))
        names = [tool for _, tool, _ in found]
        for node, tool, desc in found:
            if tool == "list_tools" or _ELSEWHERE.search(ast.get_docstring(node) or ""):
                continue
            where = f"src/secure_mcp_gateway/bad_mcps/{name} tool {tool}"
            yield whole(
                payload_of("enkrypt", n, "enkrypt-tool", inspect.cleandoc(desc), base, where), tool, names
            )
            n += 1


# --- jaschadub/AgentNull: its MCP rug-pull proof of concept -------------------------------------------------
def agentnull(src: Path) -> Iterator[Payload]:
    """For every class of the rug-pull PoC with both a `_get_clean_description` and a
    `_get_malicious_description`: the malicious tool description, and every parameter description it
    changes, as rewrites of the clean ones (the tool dicts are literals). Base classes: agent_instruction
    (the PoC's malicious versions ask for secrets: the patterns add credential_access)."""
    module = ast.parse(
        (src / "agentnull" / "pocs" / "MCPRugPull" / "mcp_rug_pull_agent.py").read_text(encoding="utf-8")
    )
    n = 0
    for cls in (c for c in module.body if isinstance(c, ast.ClassDef)):
        methods = {f.name: f for f in cls.body if isinstance(f, ast.FunctionDef)}
        if "_get_clean_description" not in methods or "_get_malicious_description" not in methods:
            continue
        clean, bad = (
            next(
                ast.literal_eval(r.value)
                for r in ast.walk(methods[m])
                if isinstance(r, ast.Return) and r.value
            )
            for m in ("_get_clean_description", "_get_malicious_description")
        )
        where = f"pocs/MCPRugPull/mcp_rug_pull_agent.py {cls.name}"
        if bad["description"] != clean["description"]:
            p = payload_of(
                "agentnull",
                n,
                "agentnull-rugpull",
                bad["description"],
                ["agent_instruction"],
                f"{where} tool {bad['name']}",
            )
            yield rewrite(p, "rewrite", bad["name"], clean["description"], [bad["name"]])
            n += 1
        old_props = clean["inputSchema"]["properties"]
        for prop, spec in bad["inputSchema"]["properties"].items():
            if prop in old_props and old_props[prop].get("description") != spec.get("description"):
                p = payload_of(
                    "agentnull",
                    n,
                    "agentnull-rugpull",
                    spec["description"],
                    ["agent_instruction"],
                    f"{where} parameter {prop}",
                )
                yield rewrite(p, "property", prop, old_props[prop]["description"], [bad["name"]])
                n += 1


# --- tristanhausermannpernet/mcp-hacking: its poisoning and shadowing attack servers -----------------------
# Base classes by attack directory (its README: the poisoning attack reads a file; the shadowing attack
# redirects the other server's send_email). The baiting attack's payload is a tool name, not read.
_MCPHACKING = {
    "tool-poisoning-attack": ["agent_instruction"],
    "tool-shadowing-attack": ["agent_instruction", "shadowing", "argument_tampering"],
}


def mcphacking(src: Path) -> Iterator[Payload]:
    """Every tool description of each attack directory's `poisoning-server.py` (the tool literals of its
    `tools/list` answer), whole."""
    n = 0
    for attack, base in _MCPHACKING.items():
        tree = ast.parse((src / "mcphacking" / attack / "poisoning-server.py").read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            keys = (
                [k.value if isinstance(k, ast.Constant) else None for k in node.keys]
                if isinstance(node, ast.Dict)
                else []
            )
            if "tools" not in keys or not isinstance(node.values[keys.index("tools")], ast.List):
                continue
            tools = [ast.literal_eval(t) for t in node.values[keys.index("tools")].elts]
            for tool in tools:
                where = f"{attack}/poisoning-server.py tool {tool['name']}"
                p = payload_of("mcphacking", n, "mcphacking-tool", tool["description"], base, where)
                yield whole(p, tool["name"], [t["name"] for t in tools])
                n += 1
