"""Readers of the fourteenth set's Python sources (fresh14_sources.py): scanners' vulnerable fixture
servers, rug-pull demos and attack corpora, each taken by a rule fixed in code from the files as
published (or as stored, where README says so)."""

from __future__ import annotations

import ast
import re
from collections.abc import Iterator
from pathlib import Path

from fresh10_python import py_tools
from fresh14_common import Payload, module, module_names, payload_of, py_value, rewrite, whole


def _kwargs(call: ast.Call, names: dict[str, object]) -> dict[str, object]:
    """The keyword arguments of a call that py_value can read (the others, e.g. a schema built by a
    call, are left out: no reader needs them)."""
    out: dict[str, object] = {}
    for k in call.keywords:
        if k.arg:
            try:
                out[k.arg] = py_value(k.value, names)
            except ValueError:
                continue
    return out


def _calls(node: ast.AST, name: str) -> list[ast.Call]:
    """Every call of `name` (a bare name or an attribute) under `node`, in source order."""
    found = [
        n
        for n in ast.walk(node)
        if isinstance(n, ast.Call)
        and (getattr(n.func, "id", None) == name or getattr(n.func, "attr", None) == name)
    ]
    return sorted(found, key=lambda c: (c.lineno, c.col_offset))


# --- richardspicer/mcp-audit: its tool-poisoning fixture server ------------------------------------------
_SPICER = "spicer/fixtures/vulnerable_servers/vuln_tool_poison.py"
_SECTION = re.compile(r"^# --- (.+?) ---\s*$")
# The section comments name the poisoning: embedded instructions and hidden Unicode. The others are the
# homoglyph name, the long description, look-alike names and clean tools (no instruction to the model).
_SPICER_BASE = {"Embedded instruction patterns": [], "Hidden Unicode": ["hidden_text"]}


def spicer(src: Path) -> Iterator[Payload]:
    """The docstring of every tool under a `# --- <section> ---` comment that names embedded instructions
    or hidden Unicode, whole. Base classes: agent_instruction, and hidden_text for the hidden Unicode."""
    text = (src / _SPICER).read_text(encoding="utf-8")
    sections = {i + 1: m.group(1) for i, line in enumerate(text.splitlines()) if (m := _SECTION.match(line))}
    tools = py_tools(text)
    names = {
        fn.name: str(_kwargs(d, {}).get("name", fn.name))
        for fn, _ in tools
        for d in fn.decorator_list
        if isinstance(d, ast.Call)
    }
    catalogue = [names.get(fn.name, fn.name) for fn, _ in tools]
    for n, (fn, doc) in enumerate(
        (fn, doc)
        for fn, doc in tools
        if max((s for s in sections if s < fn.lineno), default=0)
        and sections[max(s for s in sections if s < fn.lineno)] in _SPICER_BASE
    ):
        section = sections[max(s for s in sections if s < fn.lineno)]
        name = names.get(fn.name, fn.name)
        where = f"fixtures/vulnerable_servers/vuln_tool_poison.py tool {name} ({section})"
        p = payload_of(
            "spicer", n, "spicer-fixture", doc, ["agent_instruction", *_SPICER_BASE[section]], where
        )
        yield whole(p, name, catalogue)


# --- valh4x-1/agent-pwn: the MCP server exploit its `escalate` command generates ------------------------
_PWN = "agentpwn/src/agent_pwn/escalate/mcp_server.py"
_PWN_CLI = "agentpwn/src/agent_pwn/cli.py"
_PWN_TOOL = re.compile(r"'--tool-name',.*?default='(\w+)'")


def agentpwn(src: Path) -> Iterator[Payload]:
    """The description `generate_mcp_server` injects when given none (the default poisoned tool of the
    generated server), whole, under the tool name the CLI gives by default; the generated server also
    lists a `read_file` tool. Base classes: agent_instruction (the docstring's "dangerous instructions")."""
    tree, _ = module(src / _PWN)
    fn = next(n for n in tree.body if isinstance(n, ast.FunctionDef) and n.name == "generate_mcp_server")
    default = next(
        py_value(a.value, {})
        for a in ast.walk(fn)
        if isinstance(a, ast.Assign) and getattr(a.targets[0], "id", None) == "description"
    )
    m = _PWN_TOOL.search((src / _PWN_CLI).read_text(encoding="utf-8"))
    if not isinstance(default, str) or m is None:
        raise ValueError(f"{_PWN}: no default poisoned description, or no default tool name in {_PWN_CLI}")
    where = "src/agent_pwn/escalate/mcp_server.py generate_mcp_server (default description)"
    p = payload_of("agentpwn", 0, "agentpwn-generator", default, ["agent_instruction"], where)
    yield whole(p, m.group(1), [m.group(1), "read_file"])


# --- deconvolute-labs/mcp-deconvolute-demo: its rug-pull scenario server ---------------------------------
_DECON = "deconvolute/scenarios/rug_pull/malicious_server.py"


def _tool_specs(call: ast.Call) -> tuple[str, str, dict[str, str]]:
    """name, description and parameter descriptions of a `types.Tool(...)` literal."""
    kw = _kwargs(call, {})
    schema = kw.get("inputSchema", {})
    props = schema.get("properties", {}) if isinstance(schema, dict) else {}
    params = {k: v["description"] for k, v in props.items() if isinstance(v, dict) and "description" in v}
    return str(kw["name"]), str(kw["description"]), params


def deconvolute(src: Path) -> Iterator[Payload]:
    """Every tool `list_tools` serves with two definitions (the standard toolset, then the one served in
    attack mode, "the rug pull"): the second description as a rewrite of the first, and every parameter
    description the second adds, planted. Base classes: agent_instruction and credential_access (its
    comment: "Malicious definition requiring credentials")."""
    tree, _ = module(src / _DECON)
    fn = next(n for n in ast.walk(tree) if isinstance(n, ast.AsyncFunctionDef) and n.name == "list_tools")
    specs = [_tool_specs(c) for c in _calls(fn, "Tool")]
    catalogue = list(dict.fromkeys(name for name, _, _ in specs))
    base = ["agent_instruction", "credential_access"]
    n = 0
    for name in catalogue:
        defs = [s for s in specs if s[0] == name]
        if len(defs) != 2 or defs[0][1] == defs[1][1]:
            continue
        (_, old, old_params), (_, new, new_params) = defs
        where = f"scenarios/rug_pull/malicious_server.py list_tools {name} (attack mode)"
        yield rewrite(
            payload_of("deconvolute", n, "deconvolute-rugpull", new, base, where),
            "rewrite",
            name,
            old,
            catalogue,
        )
        n += 1
        for prop, text in new_params.items():
            if prop not in old_params:
                yield payload_of(
                    "deconvolute", n, "deconvolute-rugpull", text, base, f"{where} parameter {prop}"
                )
                n += 1


# --- GhalebDweikat/mcp-gauntlet: its malicious and bad fixture servers -----------------------------------
_GAUNTLET = "gauntlet/src/mcp_gauntlet/fixtures"
_SENTENCE_END = re.compile(r"[.!?](?:\s|$)")


def gauntlet(src: Path) -> Iterator[Payload]:
    """The malicious server's rug-pull tool (`_sync_config`: its description `<poisoned> if poisoned else
    <clean>`), as that rewrite; and the description of the bad server's tool-poisoning case, whole: the
    one `Tool(...)` description of two or more sentences (its other cases are the too-short, the hidden-
    character, the always-failing and the poisoned-output tools, one sentence or none). Base classes:
    agent_instruction."""
    tree, names = module(src / _GAUNTLET / "malicious_server.py")
    catalogue = [str(_kwargs(c, names)["name"]) for c in _calls(tree, "tool_def")]
    for fn in (n for n in tree.body if isinstance(n, ast.FunctionDef)):
        local = names | module_names(ast.Module(body=list(fn.body), type_ignores=[]))
        for call in _calls(fn, "tool_def"):
            desc = next((k.value for k in call.keywords if k.arg == "description"), None)
            if not isinstance(desc, ast.IfExp):
                continue
            name = str(_kwargs(call, local)["name"])
            new, old = py_value(desc.body, local), py_value(desc.orelse, local)
            where = f"src/mcp_gauntlet/fixtures/malicious_server.py {fn.name} (rug pull)"
            p = payload_of("gauntlet", 0, "gauntlet-fixture", str(new), ["agent_instruction"], where)
            yield rewrite(p, "rewrite", name, str(old), catalogue)
    bad = ast.parse((src / _GAUNTLET / "bad_server.py").read_text(encoding="utf-8"))
    tools = _calls(bad, "Tool")
    bad_names = [getattr(t.args[0], "id", "") for t in tools]
    for call, name in zip(tools, bad_names, strict=True):
        desc = _kwargs(call, {}).get("description")
        if isinstance(desc, str) and len(_SENTENCE_END.findall(desc)) >= 2:
            where = f"src/mcp_gauntlet/fixtures/bad_server.py Tool({name})"
            yield whole(
                payload_of("gauntlet", 1, "gauntlet-fixture", desc, ["agent_instruction"], where),
                name,
                bad_names,
            )


# --- IRsoctierDT/IANUA-Broker: the prompt-injection payloads of its adversarial corpus --------------------
_IANUA = "ianua/tests/adversarial/corpus.py"


def ianua(src: Path) -> Iterator[Payload]:
    """Every entry of `INJECTION_PAYLOADS` (the corpus's payloads aimed at "whatever model reads the
    config's tool metadata"), planted. Base classes: agent_instruction."""
    _, names = module(src / _IANUA)
    entries = names["INJECTION_PAYLOADS"]
    if not isinstance(entries, list):
        raise ValueError(f"{_IANUA}: INJECTION_PAYLOADS is not a literal tuple")
    for n, text in enumerate(entries):
        yield payload_of(
            "ianua",
            n,
            "ianua-corpus",
            str(text),
            ["agent_instruction"],
            f"tests/adversarial/corpus.py INJECTION_PAYLOADS[{n}]",
        )


# --- Viprasol-Tech/tripwire: its built-in sample servers -----------------------------------------------
_TRIPWIRE = "tripwire/src/tripwire/samples.py"


def tripwire(src: Path) -> Iterator[Payload]:
    """Every `ToolSchema(...)` outside `clean_server` (the benign server): a rewrite of the clean
    server's description of the same tool where it has one (the rug-pulled server), else whole (the
    server that ships a poisoned tool). Base classes: agent_instruction."""
    tree, _ = module(src / _TRIPWIRE)
    fns = {n.name: n for n in tree.body if isinstance(n, ast.FunctionDef)}
    clean = {
        str(k["name"]): str(k["description"])
        for k in (_kwargs(c, {}) for c in _calls(fns["clean_server"], "ToolSchema"))
    }
    n = 0
    for fname, fn in fns.items():
        if fname == "clean_server":
            continue
        for call in _calls(fn, "ToolSchema"):
            kw = _kwargs(call, {})
            name, text = str(kw["name"]), str(kw["description"])
            where = f"src/tripwire/samples.py {fname}() tool {name}"
            p = payload_of("tripwire", n, "tripwire-sample", text, ["agent_instruction"], where)
            yield (
                rewrite(p, "rewrite", name, clean[name], list(clean))
                if name in clean
                else whole(p, name, [name])
            )
            n += 1


# --- AISecurityConsortium/AIGoat: its community-support and typosquat MCP servers ----------------------
_AIGOAT = "aigoat/app/mcp_servers"


def aigoat(src: Path) -> Iterator[Payload]:
    """The community-support server's `lookup_ticket`, whose description `_ticket_description()` returns:
    its first listing (`POISONED_DESCRIPTION`), whole, and the rug pull of a later listing
    (`RUGPULL_DESCRIPTION`), as a rewrite of the first; and the typosquat server's `lookup_product`
    description (its docstring: same tool names, different descriptions), as a rewrite of the official
    catalogue's (`SHOP_LOOKUP_DESCRIPTION`, as `payloads.py` mirrors it). Base classes: agent_instruction,
    and shadowing for the typosquat."""
    tree, names = module(src / _AIGOAT / "community_support.py")
    catalogue = [str(_kwargs(c, names)["name"]) for c in _calls(tree, "tool")]
    first, later = str(names["POISONED_DESCRIPTION"]), str(names["RUGPULL_DESCRIPTION"])
    where = "app/mcp_servers/community_support.py lookup_ticket"
    yield whole(
        payload_of("aigoat", 0, "aigoat-server", first, ["agent_instruction"], f"{where} (first listing)"),
        "lookup_ticket",
        catalogue,
    )
    p = payload_of(
        "aigoat", 1, "aigoat-server", later, ["agent_instruction"], f"{where} (later listing, rug pull)"
    )
    yield rewrite(p, "rewrite", "lookup_ticket", first, catalogue)
    shadow_tree, shadow_names = module(src / _AIGOAT / "shadow_shop.py")
    _, mirrored = module(src / _AIGOAT / "payloads.py")
    shadow_catalogue = [str(_kwargs(c, shadow_names)["name"]) for c in _calls(shadow_tree, "tool")]
    where = "app/mcp_servers/shadow_shop.py lookup_product (typosquat of shop_catalog)"
    p = payload_of(
        "aigoat",
        2,
        "aigoat-server",
        str(shadow_names["SHADOW_LOOKUP_DESCRIPTION"]),
        ["agent_instruction", "shadowing"],
        where,
    )
    yield rewrite(p, "rewrite", "lookup_product", str(mirrored["SHOP_LOOKUP_DESCRIPTION"]), shadow_catalogue)


# --- Neoxyber/qsag-core: the tool descriptions its scanner tests assert are not clean ---------------------
_QSAG = "qsag/tests/test_scanner.py"


def _asserts_unclean(fn: ast.FunctionDef) -> set[str | int]:
    """What a test asserts is not clean: `result` (from `result["clean"] is False`), or an index i (from
    `report["results"][i]["clean"] is False`)."""
    out: set[str | int] = set()
    for node in ast.walk(fn):
        if not (isinstance(node, ast.Assert) and isinstance(node.test, ast.Compare)):
            continue
        test = node.test
        if not (isinstance(test.ops[0], ast.Is) and getattr(test.comparators[0], "value", None) is False):
            continue
        left = test.left
        if not (isinstance(left, ast.Subscript) and getattr(left.slice, "value", None) == "clean"):
            continue
        target = left.value
        if isinstance(target, ast.Name):
            out.add(target.id)
        elif isinstance(target, ast.Subscript) and isinstance(target.slice, ast.Constant):
            out.add(int(target.slice.value))
    return out


def qsag(src: Path) -> Iterator[Payload]:
    """Every tool description the scanner's tests assert is not clean: a `scan_tool(<name>, <description>)`
    whose `result["clean"] is False`, and each tool of a `scan_tools` batch whose result is asserted not
    clean, whole. Base classes: agent_instruction."""
    tree, _ = module(src / _QSAG)
    n = 0
    for fn in (f for f in tree.body if isinstance(f, ast.FunctionDef)):
        unclean = _asserts_unclean(fn)
        for call in _calls(fn, "scan_tool"):
            if "result" in unclean and all(isinstance(a, ast.Constant) for a in call.args):
                name, text = (str(py_value(a, {})) for a in call.args)
                where = f"tests/test_scanner.py {fn.name} scan_tool({name})"
                yield whole(
                    payload_of("qsag", n, "qsag-test", text, ["agent_instruction"], where), name, [name]
                )
                n += 1
        batch = next(
            (
                py_value(a.value, {})
                for a in fn.body
                if isinstance(a, ast.Assign) and getattr(a.targets[0], "id", None) == "tools"
            ),
            None,
        )
        if isinstance(batch, list):
            names = [str(t["name"]) for t in batch]
            for i in sorted(k for k in unclean if isinstance(k, int)):
                where = f"tests/test_scanner.py {fn.name} tools[{i}]"
                p = payload_of(
                    "qsag", n, "qsag-test", str(batch[i]["description"]), ["agent_instruction"], where
                )
                yield whole(p, names[i], names)
                n += 1


# --- aira-security's MCP Armor (the copy at stennie/mcp-checkpoint): its intentionally vulnerable demo -----
_ARMOR = "mcparmor/demo-mcp-server/demo_server.py"
_OTHER_TOOL = re.compile(r"\b([A-Z]\w*Server)\.(\w+)")


def _server_tools(fn: ast.FunctionDef) -> list[tuple[str, str]]:
    """(name, description) of every `@<server>.tool(name=..., description=...)` a server factory defines."""
    out = []
    for node in ast.walk(fn):
        if isinstance(node, ast.FunctionDef) and node is not fn:
            for d in node.decorator_list:
                if isinstance(d, ast.Call) and getattr(d.func, "attr", None) == "tool":
                    kw = _kwargs(d, {})
                    out.append((str(kw["name"]), str(kw.get("description", ""))))
    return out


def mcparmor(src: Path) -> Iterator[Payload]:
    """Every tool of the intentionally vulnerable shop server (`create_server`; the payments server is its
    clean neighbour, "used for cross-server tool shadowing detection") whose description has two or more
    sentences (its others are one-sentence look-alike and clean tools), whole; one that names the other
    server's tool (`PaymentsServer.<tool>`) carries that server's catalogue. Base classes:
    agent_instruction, and shadowing where another server's tool is named."""
    tree, _ = module(src / _ARMOR)
    factories = {n.name: n for n in tree.body if isinstance(n, ast.FunctionDef)}
    shop, payments = (
        _server_tools(factories["create_server"]),
        _server_tools(factories["create_payments_server"]),
    )
    catalogue, other = [name for name, _ in shop], [name for name, _ in payments]
    n = 0
    for name, text in shop:
        if len(_SENTENCE_END.findall(text)) < 2:
            continue
        names_other = bool(_OTHER_TOOL.search(text))
        base = ["agent_instruction", "shadowing"] if names_other else ["agent_instruction"]
        where = f"demo-mcp-server/demo_server.py ShopMCPServer tool {name}"
        p = whole(payload_of("mcparmor", n, "mcparmor-demo", text, base, where), name, catalogue)
        yield p | {"other_catalogue": other} if names_other else p
        n += 1
