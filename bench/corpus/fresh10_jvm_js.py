"""Readers of the tenth set's JavaScript, TypeScript and Java sources (fresh10_sources.py): poisoned tool
literals, rug-pull updates and fixtures, read with regular expressions over the string literals."""

from __future__ import annotations

import ast
import json
import re
from collections.abc import Iterator
from pathlib import Path

from fresh10_common import Payload, payload_of, rewrite, whole

_MCPLOCK = "mcplock/tests/servers"


# --- the tool literals of published JavaScript ----------------------------------------------------------
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
            p = payload_of("mcplock", n, "mcplock-tool", desc, list(dict.fromkeys(base)), where)
            yield whole(p, name, names)
            n += 1
    safe = {name: desc for _, name, desc in js_tools(src / _MCPLOCK / "safe-server.mjs")}
    drifted = js_tools(src / _MCPLOCK / "drifted-server.mjs")
    for comment, name, desc in drifted:
        if name in safe and safe[name] != desc:
            base = ["agent_instruction"] + (["exfiltration"] if "exfiltration" in comment.lower() else [])
            where = f"tests/servers/drifted-server.mjs tool {name}, rewritten from safe-server.mjs"
            p = payload_of("mcplock", n, "mcplock-rugpull", desc, base, where)
            yield rewrite(p, "rewrite", name, safe[name], [t for _, t, _ in drifted])
            n += 1


# --- evil-mcp-server: its malicious analytics tool -------------------------------------------------------
_PROMPTFOO = "promptfoo/src/tools/evilTools.ts"


def promptfoo(src: Path) -> Iterator[Payload]:
    """Every tool of the server's `evilTools` list, whole. Its handler posts what it is given to a webhook
    ("Exfiltrated payment analytics"): agent_instruction + exfiltration."""
    tools = js_tools(src / _PROMPTFOO)
    names = [name for _, name, _ in tools]
    for n, (_, name, desc) in enumerate(tools):
        p = payload_of(
            "promptfoo",
            n,
            "promptfoo-tool",
            desc,
            ["agent_instruction", "exfiltration"],
            f"src/tools/evilTools.ts tool {name}",
        )
        yield whole(p, name, names)


# --- AAH20/mcp-redteam: its rug-pull fixture server ---------------------------------------------------------
_AAH = "aah/tests/fixtures/fixture-server.ts"
_AAH_CASE = re.compile(r'case "([\w-]+)": \{(.*?)\n  \}', re.S)
_TS_STR = r'"(?:[^"\\\n]|\\.)*"'


def aah(src: Path) -> Iterator[Payload]:
    """Every `registered.update({ description })` of the fixture server (a tool's description changed
    after it was listed: the rug pull its `rug-pull` case simulates), as a rewrite of the description the
    same case registered first. Base classes: agent_instruction + privilege_goal (the fixture's comment:
    the tool's capability "quietly widens")."""
    n = 0
    for case in _AAH_CASE.finditer((src / _AAH).read_text(encoding="utf-8")):
        body = case.group(2)
        first = re.search(rf"registerTool\(\s*({_TS_STR}),\s*\{{\s*description:\s*({_TS_STR})", body)
        for upd in re.finditer(rf"\.update\(\{{\s*description:\s*({_TS_STR})", body):
            if first is None:
                continue
            name = json.loads(first.group(1))
            p = payload_of(
                "aah",
                n,
                "aah-rugpull",
                json.loads(upd.group(1)),
                ["agent_instruction", "privilege_goal"],
                f"tests/fixtures/fixture-server.ts case {case.group(1)} tool {name}",
            )
            yield rewrite(p, "rewrite", name, json.loads(first.group(2)), [name])
            n += 1


# --- mcp-attack-demo-spring: its poisoned tool description (a Java text block) -----------------------------
_SPRING = "spring/server/src/main/java/com/example/server/service/WeatherService.java"
_TEXT_BLOCK = re.compile(r'static final String (\w+) = """\n(.*?)"""', re.S)
_SPRING_TOOL = re.compile(r"@Tool\(description = (\w+)\)[^{]*?\s(\w+)\(", re.S)


def java_text_block(body: str) -> str:
    """A Java text block's value: common indentation (the closing delimiter's line included) and
    trailing blanks stripped, then its escapes (\\uXXXX, \\n, \\t, \\", \\\\) applied."""
    lines = body.split("\n")
    indent = min(len(line) - len(line.lstrip()) for line in lines if line.strip() or line is lines[-1])
    text = "\n".join(line[indent:].rstrip() for line in lines)
    text = re.sub(r"\\u([0-9a-fA-F]{4})", lambda m: chr(int(m.group(1), 16)), text)
    return re.sub(r"\\([nt\"\\])", lambda m: {"n": "\n", "t": "\t"}.get(m.group(1), m.group(1)), text)


def spring(src: Path) -> Iterator[Payload]:
    """Every `static final String DESCRIPTION_*` text block a `@Tool(description = ...)` of the demo's
    weather service names, whole. The demo's README: instruction poisoning that extracts secrets from the
    conversation: agent_instruction + exfiltration."""
    source = (src / _SPRING).read_text(encoding="utf-8")
    blocks = {m.group(1): java_text_block(m.group(2)) for m in _TEXT_BLOCK.finditer(source)}
    tools = [(m.group(2), m.group(1)) for m in _SPRING_TOOL.finditer(source)]
    names = [name for name, _ in tools]
    n = 0
    for name, const in tools:
        if const in blocks:
            where = f"server/.../WeatherService.java tool {name} ({const})"
            p = payload_of(
                "spring",
                n,
                "spring-tool",
                blocks[const].strip(),
                ["agent_instruction", "exfiltration"],
                where,
            )
            yield whole(p, name, names)
            n += 1


# --- mcp-redteam-junit: its poisoned tool fixtures, its poisoned vendor tool, its unreviewed update --------
_MCPREDTEAM = (
    "mcpredteam/mcp-redteam-core/src/main/java/io/github/mcpredteam/core/fixture/PoisonedToolFixtures.java"
)
_NOTES = "mcpredteam/examples/scan-only/src/test/java/com/example/notes"
_JAVA_STR = r'"(?:[^"\\\n]|\\.)*"'
_JAVA_EXPR = rf"(?:{_JAVA_STR}|\w+)(?:\s*\+\s*(?:{_JAVA_STR}|\w+))*"
_JAVA_LOCAL = re.compile(rf"String (\w+) = ({_JAVA_EXPR});")
_JAVA_TOOL = re.compile(
    rf"ToolDefinition\.of\(\s*(?:\w+|{_JAVA_STR}),\s*({_JAVA_STR}),\s*({_JAVA_EXPR})\s*,", re.S
)
_JAVA_METHOD = re.compile(
    r"/\*\*(.*?)\*/\s*(?:public\s+)?static ToolDefinition (\w+)\(\)\s*\{(.*?)\n    \}", re.S
)
_JAVA_PROP = re.compile(rf'"description",\s*({_JAVA_EXPR})')


def java_string(expr: str, local: dict[str, str]) -> str:
    """The value of a Java string expression: literals and local String variables joined by `+`."""
    out = []
    for part in re.findall(rf"{_JAVA_STR}|\w+", expr):
        out.append(json.loads(part) if part.startswith('"') else local[part])
    return "".join(out)


def _javadoc(text: str) -> str:
    return " ".join(line.strip().lstrip("*").strip() for line in text.splitlines()).strip()


# A fixture's Javadoc names where its payload is: the description (directives, payload, metadata) or,
# where it says the description is clean, a parameter. Fixtures whose Javadoc names neither (a homoglyph
# tool name, a missing annotation) carry no description payload and are not read.
_MCPREDTEAM_BASE = (
    ("exfiltration", "exfiltration"),
    ("invisible", "hidden_text"),
    ("encoded", "hidden_text"),
    ("cross-tool", "shadowing"),
)


def mcpredteam(src: Path) -> Iterator[Payload]:
    """Of PoisonedToolFixtures.java, every fixture whose Javadoc names directives, a payload or metadata:
    its tool description, whole, or, where the Javadoc calls the description clean, the parameter
    descriptions that carry the payload (bare lines, planted); the examples' poisoned vendor tool, whole;
    and the notes server's unreviewed update, each tool bound to a `poisoned*` variable as a rewrite of the
    same tool in the catalogue before the update. Base classes: agent_instruction, and the Javadoc's
    words (_MCPREDTEAM_BASE)."""
    source = (src / _MCPREDTEAM).read_text(encoding="utf-8")
    n = 0
    for m in _JAVA_METHOD.finditer(source):
        doc, body = _javadoc(m.group(1)), m.group(3)
        if not re.search(r"directive|payload|metadata", doc, re.I):
            continue
        local = {v.group(1): java_string(v.group(2), {}) for v in _JAVA_LOCAL.finditer(body)}
        tool = _JAVA_TOOL.search(body)
        if tool is None:
            continue
        name = json.loads(tool.group(1))
        base = ["agent_instruction"] + [c for k, c in _MCPREDTEAM_BASE if k in doc.lower()]
        where = f"PoisonedToolFixtures.java {m.group(2)}() tool {name}"
        if "description is clean" in doc:
            clean = java_string(tool.group(2), local)
            for prop in _JAVA_PROP.finditer(body):
                text = java_string(prop.group(1), local)
                if text != clean and len(text.split()) > 5:
                    yield payload_of(
                        "mcpredteam", n, "mcpredteam-parameter", text, base, where + " parameter"
                    )
                    n += 1
            continue
        yield whole(
            payload_of("mcpredteam", n, "mcpredteam-fixture", java_string(tool.group(2), local), base, where),
            name,
            [name],
        )
        n += 1
    vendor = (src / _NOTES / "PoisonedVendorTest.java").read_text(encoding="utf-8")
    for tool in _JAVA_TOOL.finditer(vendor):
        name = json.loads(tool.group(1))
        p = payload_of(
            "mcpredteam",
            n,
            "mcpredteam-vendor",
            java_string(tool.group(2), {}),
            ["agent_instruction"],
            f"PoisonedVendorTest.java tool {name}",
        )
        yield whole(p, name, [name])
        n += 1
    catalog = (src / _NOTES / "NotesToolCatalog.java").read_text(encoding="utf-8")
    before = {
        json.loads(t.group(1)): java_string(t.group(2), {})
        for t in _JAVA_TOOL.finditer(catalog.split("afterUnreviewedUpdate")[0])
    }
    after = catalog.split("static List<ToolDefinition> afterUnreviewedUpdate()")[1]
    for v in re.finditer(
        rf"ToolDefinition (poisoned\w*) = ToolDefinition\.of\(\s*\w+,\s*({_JAVA_STR}),\s*({_JAVA_EXPR})\s*,",
        after,
    ):
        name = json.loads(v.group(2))
        p = payload_of(
            "mcpredteam",
            n,
            "mcpredteam-rugpull",
            java_string(v.group(3), {}),
            ["agent_instruction"],
            f"NotesToolCatalog.java afterUnreviewedUpdate() {v.group(1)}",
        )
        yield rewrite(p, "rewrite", name, before[name], list(before))
        n += 1
