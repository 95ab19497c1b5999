"""Readers of the eleventh set's sources (fresh11_sources.py), continued: scanners' labelled attack corpora,
mutation operators and poisoned manifests, each taken by a rule on the authors' own labels."""

from __future__ import annotations

import ast
import json
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import yaml
from fresh11_common import Payload, payload_of, rewrite, whole

# --- inostarlin-passion/MCP-Tool-Card-Linter: its mutation operators and bad-tools fixture -----------------
_LINTER = "linter/tests"


def _safe_description(module: ast.Module) -> str:
    for fn in module.body:
        if isinstance(fn, ast.FunctionDef) and fn.name == "_safe_tool":
            for node in ast.walk(fn):
                if isinstance(node, ast.Dict):
                    keys = [k.value if isinstance(k, ast.Constant) else None for k in node.keys]
                    if "description" in keys and "name" in keys:
                        value = node.values[keys.index("description")]
                        assert isinstance(value, ast.Constant)
                        return str(value.value)
    raise ValueError("no _safe_tool description")


def linter(src: Path) -> Iterator[Payload]:
    """Every mutation operator whose expected rule is a tool-poisoning one (`TOOL_POISONING_*`): the
    description it writes into the safe tool, as a rewrite of the safe tool's description; then the
    description of every tool of tests/fixtures/bad_tools.json that the linter's tool-poisoning unit
    tests (`test_detects_tool_poisoning_*`) name, whole. Base classes: agent_instruction."""
    module = ast.parse((src / _LINTER / "mutation" / "test_rule_mutations_v1.py").read_text(encoding="utf-8"))
    safe = _safe_description(module)
    base = ["agent_instruction"]
    n = 0
    for node in ast.walk(module):
        if not isinstance(node, ast.Dict):
            continue
        for key, value in zip(node.keys, node.values, strict=True):
            if not (isinstance(key, ast.Constant) and str(key.value).startswith("TOOL_POISONING")):
                continue
            assert isinstance(value, ast.Lambda) and isinstance(value.body, ast.Call)
            text = {k.arg: k.value for k in value.body.keywords}["description"]
            assert isinstance(text, ast.Constant)
            where = f"tests/mutation/test_rule_mutations_v1.py operator {key.value}"
            p = payload_of("linter", n, "linter-mutation", str(text.value), base, where)
            yield rewrite(p, "rewrite", "lookup_record", safe, ["lookup_record"])
            n += 1
    tests = ast.parse((src / _LINTER / "unit" / "test_lint_rules.py").read_text(encoding="utf-8"))
    named = {
        str(node.values[[getattr(k, "value", None) for k in node.keys].index("name")].value)  # type: ignore[attr-defined]
        for fn in ast.walk(tests)
        if isinstance(fn, ast.FunctionDef) and fn.name.startswith("test_detects_tool_poisoning")
        for node in ast.walk(fn)
        if isinstance(node, ast.Dict) and "name" in [getattr(k, "value", None) for k in node.keys]
    }
    tools = json.loads((src / _LINTER / "fixtures" / "bad_tools.json").read_text(encoding="utf-8"))["tools"]
    catalogue = [t["name"] for t in tools]
    for tool in tools:
        if tool["name"] in named:
            where = f"tests/fixtures/bad_tools.json tool {tool['name']}"
            p = payload_of("linter", n, "linter-fixture", tool["description"], base, where)
            yield whole(p, tool["name"], catalogue)
            n += 1


# --- aryanrasiwasia1818/Warden-MCP-security: its benchmark corpus ---------------------------------------------
_WARDEN = "warden/src/warden/benchmark/corpus"
# The corpus files whose cases poison a tool descriptor at ingestion; the case's own `category` gives the
# base classes.
_WARDEN_FILES = ("tool_poisoning.yaml", "advanced_evasion.yaml")
_WARDEN_BASE = {
    "tool_poisoning": ["agent_instruction"],
    "prompt_injection": ["agent_instruction"],
    "data_exfiltration": ["agent_instruction", "exfiltration"],
    "privilege_escalation": ["agent_instruction", "privilege_goal"],
}


def warden(src: Path) -> Iterator[Payload]:
    """The descriptor description of every case of the tool-poisoning and advanced-evasion corpus files
    that is scanned at ingestion (`stage: ingest`) and expected to be blocked or flagged, whole, as the
    YAML publishes it (one case's runner adds zero-width characters at run time; the published text has
    none). The other files' cases poison tool results, call arguments or sequences, or are benign."""
    n = 0
    for name in _WARDEN_FILES:
        data: dict[str, Any] = yaml.safe_load((src / _WARDEN / name).read_text(encoding="utf-8"))
        for case in data["cases"]:
            if case.get("stage") != "ingest" or case.get("expect") not in ("block", "flag"):
                continue
            desc = case["descriptor"]
            where = f"src/warden/benchmark/corpus/{name} case {case['id']} ({case['category']})"
            base = _WARDEN_BASE.get(case["category"], ["agent_instruction"])
            p = payload_of("warden", n, "warden-case", str(desc["description"]).strip(), base, where)
            yield whole(p, str(desc["name"]), [str(desc["name"])])
            n += 1


# --- ksek87/fuzzd: its tool-poisoning attack corpus -------------------------------------------------------------
# Entries derived from a reserved collection (the source names it) are not read.
_RESERVED_ORIGIN = ("invariant", "mcpsecbench")


def fuzzd(src: Path) -> Iterator[Payload]:
    """The `payload` of every entry of corpus/tool_poisoning/ whose injection point is the tool
    description and whose `source` does not name a reserved collection (Invariant Labs' experiments,
    MCPSecBench), planted (a payload the fuzzer injects into a description). Base classes:
    agent_instruction, and the entry's tags (credential theft: credential_access; exfiltration)."""
    n = 0
    for path in sorted((src / "fuzzd" / "corpus" / "tool_poisoning").glob("*.json")):
        entry = json.loads(path.read_text(encoding="utf-8"))
        if entry.get("injection_point") != "tool.description":
            continue
        if any(word in str(entry.get("source", "")).lower() for word in _RESERVED_ORIGIN):
            continue
        tags = " ".join(entry.get("tags", []))
        base = ["agent_instruction"]
        base += ["credential_access"] if "credential" in tags else []
        base += ["exfiltration"] if "exfil" in tags else []
        where = f"corpus/tool_poisoning/{path.name} ({entry.get('subcategory', '')})"
        yield payload_of("fuzzd", n, "fuzzd-corpus", entry["payload"], base, where)
        n += 1


# --- sainakakkar2006/mcpscan: its poisoned manifest example -------------------------------------------------------
def sainakakkar(src: Path) -> Iterator[Payload]:
    """Every tool description of examples/poisoned_manifest.json (a "sketchy" server's whole manifest),
    whole. Base classes: agent_instruction."""
    tools = json.loads(
        (src / "sainakakkar" / "examples" / "poisoned_manifest.json").read_text(encoding="utf-8")
    )["tools"]
    catalogue = [t["name"] for t in tools]
    for n, tool in enumerate(tools):
        where = f"examples/poisoned_manifest.json tool {tool['name']}"
        p = payload_of(
            "sainakakkar", n, "sainakakkar-manifest", tool["description"], ["agent_instruction"], where
        )
        yield whole(p, tool["name"], catalogue)
