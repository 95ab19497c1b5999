"""Shared pieces of the eleventh set's readers (fresh11_sources.py): where each source comes from, its
licence, the payload records the readers yield, and a reader of the string constants of a Python module.
A `whole` or `rewrite` payload is the tenth set's (fresh10_common), unchanged."""

from __future__ import annotations

import ast
from collections.abc import Mapping

from fresh10_common import Payload, rewrite, whole
from fresh_sources import held_out_payload

__all__ = ["LICENCES", "ORIGINS", "Payload", "module_names", "payload_of", "py_value", "rewrite", "whole"]

ORIGINS = {
    "auditor": "github.com/perparimmjeku/mcp-tool-auditor@54f89d959d2f31163218cfef918352e31f2d07b0",
    "cirmonitor": "github.com/OluwaseunOlajide/cir-monitor@80816b28e1c4e4ae5451e9a9559207c1c3fdb60a",
    "sentinel": "github.com/jiangmuran/sentinel@41dceb662b8179eff2b5a84008e6234191447b5f",
    "bastion": "github.com/gpamarthy/bastion@309db206be36dcc072d40bde69632b82062077d2",
    "rune": "github.com/marcusikk/rune@5cc067512346476281b37b5e885ce9e16685b205",
    "mcpradar": "github.com/yatuk/mcpradar@8e30514fbd0fedc10502db3548214be586aaaff7",
    "ghostprobe": "github.com/joemunene-by/ghostprobe@62bab77b4de0ca0e204d0e9f4788027637d67a03",
    "argus": "github.com/Odingard/argus-core@787549e1bf3c1c9b56a68f95bc0d09962926e42a",
    "mcpdx": "github.com/joshuaruppe/mcpdx@25b0e46a05432e8ea186941e40d40b303f62e509",
    "sudonaji": "github.com/sudoNaji/MCP-security-auditor@7e0ecb5a88ca3a30877fad0e9cc0929e70bc0289",
    "aaa": "github.com/builderxin11/AutonomousAdversarialArchitectAgent@b7cc221def00fd68c16c62911c1d9695c34796c9",
    "clayseal": "github.com/clayseal/clayseal-receipts@d46514a3a380b42944cf43be23a99d8d5fb3950d",
    "watchtower": "github.com/Gowrav-M/agentops-watchtower@8d78801c62c2db3efa1bb82a26797eb254b0caab",
    "linter": "github.com/inostarlin-passion/MCP-Tool-Card-Linter@75de0634d6e281bd36c3f083286fd59fbbdca7a7",
    "warden": "github.com/aryanrasiwasia1818/Warden-MCP-security@db2f2273afcae14c5e71d2307fb92a16a5225ddf",
    "fuzzd": "github.com/ksek87/fuzzd@8cacd08b42f0577281dac7c6306d24a088135f77",
    "sainakakkar": "github.com/sainakakkar2006/mcpscan@3de00d9bafbc8f3d777b688420340ea7d3777076",
}
LICENCES = {
    "auditor": "MIT (mcp-tool-auditor, (c) 2026 mcp-tool-auditor contributors)",
    "cirmonitor": "MIT (cir-monitor, OluwaseunOlajide; the licence its README states)",
    "sentinel": "Apache-2.0 (sentinel, jiangmuran)",
    "bastion": "MIT (bastion, (c) 2026 Goutham Prasanth Pamarthy)",
    "rune": "MIT (rune, (c) 2026 marcusikk)",
    "mcpradar": "MIT (mcpradar, (c) 2026 Fatih Serdar Cakmak)",
    "ghostprobe": "MIT (ghostprobe, (c) 2026 Joe Munene)",
    "argus": "MIT (argus-core's core, (c) 2026 Odingard Security / Six Sense Enterprise Services; LICENSE-PRO covers src/argus/pro/ only)",
    "mcpdx": "MIT (mcpdx, (c) 2026 Joshua Ruppe)",
    "sudonaji": "MIT (MCP-security-auditor, (c) 2026 sudoNaji)",
    "aaa": "MIT (AutonomousAdversarialArchitectAgent, (c) 2026 builderxin11)",
    "clayseal": "MIT (clayseal-receipts, (c) 2026 Clay Seal contributors)",
    "watchtower": "MIT (agentops-watchtower, (c) 2026 Gowrav M)",
    "linter": "MIT (MCP-Tool-Card-Linter, (c) 2026 inostarlin-passion)",
    "warden": "Apache-2.0 (Warden-MCP-security, aryanrasiwasia1818)",
    "fuzzd": "MIT (fuzzd, ksek87; the licence its README states)",
    "sainakakkar": "MIT (mcpscan, (c) 2026 Saina Kakkar)",
}


def payload_of(source: str, n: int, style: str, text: str, base: list[str], origin: str) -> Payload:
    """One payload of `source`, labelled by fresh_sources.classes_of with `base` as its base classes."""
    return held_out_payload("fresh11", ORIGINS, LICENCES, source, n, style, text, base, origin)


def py_value(node: ast.expr, names: Mapping[str, object]) -> object:
    """The value of a Python expression built of literals, module-level names (`names`), `chr(<int>)`,
    `+` and f-strings: how the authors assemble a payload (a zero-width character joined in with chr,
    a Base64 blob concatenated). Anything else is a clear error, not a guess."""
    if isinstance(node, ast.Constant):
        return node.value
    if isinstance(node, ast.Name) and node.id in names:
        return names[node.id]
    if isinstance(node, ast.BinOp) and isinstance(node.op, ast.Add):
        left, right = py_value(node.left, names), py_value(node.right, names)
        if isinstance(left, str) and isinstance(right, str):
            return left + right
    if (
        isinstance(node, ast.Call)
        and isinstance(node.func, ast.Name)
        and node.func.id == "chr"
        and len(node.args) == 1
    ):
        code = py_value(node.args[0], names)
        if isinstance(code, int):
            return chr(code)
    if isinstance(node, ast.JoinedStr):
        parts = [py_value(v.value if isinstance(v, ast.FormattedValue) else v, names) for v in node.values]
        if all(isinstance(p, str) for p in parts):
            return "".join(str(p) for p in parts)
    if isinstance(node, ast.List | ast.Tuple):
        return [py_value(e, names) for e in node.elts]
    if isinstance(node, ast.Dict) and all(k is not None for k in node.keys):
        return {
            py_value(k, names): py_value(v, names) for k, v in zip(node.keys, node.values, strict=True) if k
        }
    raise ValueError(f"line {getattr(node, 'lineno', '?')}: not a literal the readers evaluate")


def module_names(module: ast.Module) -> dict[str, object]:
    """Every module-level `NAME = <expression py_value reads>` (annotated or not), in order."""
    names: dict[str, object] = {}
    for stmt in module.body:
        target: ast.expr | None = None
        if isinstance(stmt, ast.Assign) and len(stmt.targets) == 1:
            target, value = stmt.targets[0], stmt.value
        elif isinstance(stmt, ast.AnnAssign) and stmt.value is not None:
            target, value = stmt.target, stmt.value
        if isinstance(target, ast.Name):
            try:
                names[target.id] = py_value(value, names)
            except ValueError:
                continue  # not a constant (a FastMCP server, a Tool list built by calls)
    return names
