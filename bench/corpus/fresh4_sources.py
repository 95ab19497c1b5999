"""Attack payloads of the FOURTH evaluation set, read mechanically from other authors' public repositories.

Used by build_fresh4.py. Each reader takes the files as published (checked against the sha256 pinned
below) and yields payload records; nothing is hand-edited or hand-picked. SOURCES_DIR (see README.md,
"Fourth independent evaluation set") holds, each copied with `git show <commit>:<path>`:

    llmguard/tests/input_scanners/test_prompt_injection.py, llmguard/LICENSE
        protectai/llm-guard's prompt-injection scanner tests, MIT
    greshake/scenarios/{gpt4,gpt3langchain}/*.py, greshake/scenarios/puzzle/puzzles/*, greshake/LICENSE
        greshake/llm-security, the indirect prompt injection demonstrations (Greshake et al. 2023), MIT
    tpbench/scenarios.py, tpbench/LICENSE
        harryc295/tool-poisoning-bench, MIT
    hijack/demos/..., hijack/LICENSE
        nmeisenzahl/hijack-agentic-ai, MIT
    aimltesting/prompt-injection-tests/{01..10}-*.md, aimltesting/LICENSE
        fr4nk3nst1ner/aiml-testing, prompt injection tests for AI agents, MIT

Labels are given by `fresh_sources.classes_of` (the fresh set's rule, unchanged): each source's own
metadata gives the base classes below, and the same patterns, on the payload text alone, add the rest.
Both were fixed before any detector was run on these rows, and no row was added, dropped or relabelled
after.
"""

from __future__ import annotations

import ast
import re
from collections.abc import Iterator
from pathlib import Path
from typing import Any

from fresh_sources import held_out_payload, verify_pinned

Payload = dict[str, Any]

_G = "greshake/scenarios"
_H = "hijack/demos"
_WEATHER = f"{_H}/demo2-mcp-tool-abuse/src/mcp_servers/weather_server.py"
_POISONED_DOCS = (
    f"{_H}/demo1-indirect-prompt-injection/src/assets/offer-5-acme-poisoned.md",
    f"{_H}/demo3-rag-poisoning/src/assets/forecasting-quality-assurance-poisoned.md",
)
AIML_TESTS = tuple(
    f"aimltesting/prompt-injection-tests/{name}.md"
    for name in (
        "01-basic-prompt-injection",
        "02-indirect-prompt-injection",
        "03-character-spacing-bypass",
        "04-jailbreaking-techniques",
        "05-multi-modal-attacks",
        "06-language-switching-attacks",
        "07-social-engineering-attacks",
        "08-persistence-spreading-attacks",
        "09-markdown-request-testing",
        "10-binary-file-processing-testing",
    )
)
GRESHAKE_SCENARIOS = tuple(
    f"{_G}/{model}/{name}.py"
    for model in ("gpt3langchain", "gpt4")
    for name in ("data_exfiltration", "multi_stage", "persistence", "remote-control", "spread")
)
GRESHAKE_PUZZLES = tuple(
    f"{_G}/puzzle/puzzles/{name}"
    for name in (
        "ai-box", "cnc", "leave-a-message", "monkeypawdan", "rickroll", "social-engineer", "sqlserver",
        "terminal-musk",
    )
)  # fmt: skip

# sha256 of every input file as published at the pinned commit (README lists where from).
PINNED = {
    "llmguard/tests/input_scanners/test_prompt_injection.py": "f0d6e1755f4e541d74cd685fc2b9f505d75b7505c9fd57a9f0c805872c78a13f",
    "llmguard/LICENSE": "31dcbe8e380febbbe677c74631d0d84108bb48fc9de5f8ac2cac5c9862741822",
    "greshake/LICENSE": "1ac3641a4615a55f9d51b1821708aceef8a8b74aa12c8663415a503708b56934",
    "tpbench/scenarios.py": "fded77077fd8093fe57227f782b197b392bdceeda2ffabdf33ffbf56f1ca1b66",
    "tpbench/LICENSE": "7b839abe2ee28d34b0b546d6e82d151ef275874f2d69722bfb53a37a4e295d96",
    "hijack/demos/demo2-mcp-tool-abuse/src/mcp_servers/weather_server.py": "ff5d2b15c874777b29e8c918a691613cbbdc46aa86e1531f51daae0cd165313f",
    "hijack/demos/demo1-indirect-prompt-injection/src/assets/offer-5-acme-poisoned.md": "5775f119d5dccd727ff7d20bb9d1c4d530ac83ef71fba28458c67f1b1f10d2fa",
    "hijack/demos/demo3-rag-poisoning/src/assets/forecasting-quality-assurance-poisoned.md": "3b0d972a8c28fb77a24f1e6055909d3ffa4406c268cb276854f2afb61c1a326f",
    "hijack/LICENSE": "f7eee5b852a8a050f2ae61295505d71213e70ae284e74bd646fd458effa78769",
    "greshake/scenarios/gpt3langchain/data_exfiltration.py": "5c24a540873aadd16af9d4f9c2a6eaf4e9f9bae522e289d6bd94fbea600036a6",
    "greshake/scenarios/gpt3langchain/multi_stage.py": "7dd1fcda8bf7e564a2cf4b6689ce5a58f363b3988dc4a0358aa473a181baa943",
    "greshake/scenarios/gpt3langchain/persistence.py": "97629c970bef496874e6917b3d416aa723a59bf7cf645b4f263733456001c1cd",
    "greshake/scenarios/gpt3langchain/remote-control.py": "af614aaa6aae581afeaf43da37c884f5d9e5b921815e2fecff2e4604777e1c2a",
    "greshake/scenarios/gpt3langchain/spread.py": "f7c542f981b9efae38189b52c8c4f5952fbbd0d14005d6e5ea5d650c7eedbc4c",
    "greshake/scenarios/gpt4/data_exfiltration.py": "0528c313eb2a92bbdd5c20fda637cc9c8a2200d7dc143e2e5c64219fa29e9323",
    "greshake/scenarios/gpt4/multi_stage.py": "fbc4b324557f791a504d1a3350f8307c77a25f5f5cb0a4e00c4f67f14621281b",
    "greshake/scenarios/gpt4/persistence.py": "463b5a21373150129f1abe8edcc7fd425873ef6f77c46a7816c341cb86d13674",
    "greshake/scenarios/gpt4/remote-control.py": "4e72e9813080178a6b6240b8951339479ecaa32ffd89719173d2a64a6eb92bc8",
    "greshake/scenarios/gpt4/spread.py": "adf137569c49a16986a6828b1b5ff7828bcddc7157fa6ca35f2c689232f6249d",
    "greshake/scenarios/puzzle/puzzles/ai-box": "a5af78d0ecbb2f8d544811d44468730b6d8819b58f0c33a59f3609365788ecbb",
    "greshake/scenarios/puzzle/puzzles/cnc": "ac824a0b88ab19a1f903b802efc103aa5b4675f1d8d7355b504839b4aa8307eb",
    "greshake/scenarios/puzzle/puzzles/leave-a-message": "450cd1666bb1741fce0ac66853e62955eedc39d233ef02eda2f306bd38e37d89",
    "greshake/scenarios/puzzle/puzzles/monkeypawdan": "b8667883cfd57455c9fcc6c170bbb02850be419c7d73f5fa0f44c6966f4774d8",
    "greshake/scenarios/puzzle/puzzles/rickroll": "f0ca92c33db74da31817aeb32a87342f3de28a4ddaba3c0eb3a434ea8f4163ed",
    "greshake/scenarios/puzzle/puzzles/social-engineer": "523e8fe6be7737b4a7558911278f544f125146d4609d7596db9960410c8a7a89",
    "greshake/scenarios/puzzle/puzzles/sqlserver": "a1911266c7bffeddcfe796601cd6df64f3656dc5cb60644ad3138f2491f5bbcb",
    "greshake/scenarios/puzzle/puzzles/terminal-musk": "e7752ef7a67fab7b4998418bb0f3817db151f951679577d5034058423c9d8867",
    "aimltesting/LICENSE": "f6a61e880debe6b27952ae7efedd9e0d36ad2d75de29270d4db1f6014d7755e0",
    "aimltesting/prompt-injection-tests/01-basic-prompt-injection.md": "fe10bc79aec664ae604c85b822079ca6f05d5032a1411c8f2e71e2c868099a86",
    "aimltesting/prompt-injection-tests/02-indirect-prompt-injection.md": "26f9e850240fdaa885bdd6fcc74ffa56f0bf102d5f02cede9fefab2047de1cbc",
    "aimltesting/prompt-injection-tests/03-character-spacing-bypass.md": "703bf2787f4ec1ba95521946a39c7da6dbc437745d9666d0d3cb227bf59bf274",
    "aimltesting/prompt-injection-tests/04-jailbreaking-techniques.md": "f221323dd6a31a2771f28638928ee61fa7503a089aa13de093d4032b69e97f5e",
    "aimltesting/prompt-injection-tests/05-multi-modal-attacks.md": "4c97ea6131fb77e26c3e80d59e36debed2474fd1593511a13d844dd1195b5e7e",
    "aimltesting/prompt-injection-tests/06-language-switching-attacks.md": "30b5846a778179a59ac3bb78856b78229dd7d3410a7f5ea22dad4cbe81256516",
    "aimltesting/prompt-injection-tests/07-social-engineering-attacks.md": "26c1e9cf695dab276b1240e6e77788847abee24d2cf541b69c6ab65b78f29b3e",
    "aimltesting/prompt-injection-tests/08-persistence-spreading-attacks.md": "a49a5ca1842e085f1e6f0d5a76ccdb223dee9e3ddc2d6a180b4f1699f23f3693",
    "aimltesting/prompt-injection-tests/09-markdown-request-testing.md": "beab0dbb984240e04cd6fa52164a40641af6f9b137ee9b1d1c60276970c5500a",
    "aimltesting/prompt-injection-tests/10-binary-file-processing-testing.md": "257decdb3456fe86df578b99a762b3ec30a14a75de294cac9cd48e07ebd4905a",
}  # fmt: skip
ORIGINS = {
    "llmguard": "github.com/protectai/llm-guard@53af270c69316ed82cb71ba7b19d11b55bda3151 "
    "tests/input_scanners/test_prompt_injection.py",
    "greshake": "github.com/greshake/llm-security@87f4b7ffa568b7261a79b31573068d8113319212",
    "tpbench": "github.com/harryc295/tool-poisoning-bench@9a5c49669f2e50da8e7cfc571ff35dc77cccb034 scenarios.py",
    "hijack": "github.com/nmeisenzahl/hijack-agentic-ai@02d9298e831323a07cc657cfc9c2bc726cba056e",
    "aimltesting": "github.com/fr4nk3nst1ner/aiml-testing@b3b130f2edd15a3df2cacda3cffffb115994868e",
}
LICENCES = {
    "llmguard": "MIT (LLM Guard, (c) Protect AI)",
    "greshake": "MIT (llm-security, (c) 2023 Kai Greshake)",
    "tpbench": "MIT (tool-poisoning-bench, (c) 2026 Harry C)",
    "hijack": "MIT (hijack-agentic-ai, (c) 2026 Nico Meisenzahl)",
    "aimltesting": "MIT (aiml-testing, (c) 2025 Jonathan Stines)",
}


def verify(src: Path) -> None:
    verify_pinned(src, PINNED)


def _payload(source: str, n: int, style: str, text: str, base: list[str], origin: str) -> Payload:
    return held_out_payload("fresh4", ORIGINS, LICENCES, source, n, style, text, base, origin)


def _string(node: ast.expr) -> str | None:
    """A literal string: a constant, an f-string without fields, or implicit/`+` concatenations of those."""
    if isinstance(node, ast.Constant) and isinstance(node.value, str):
        return node.value
    if isinstance(node, ast.JoinedStr) and all(isinstance(v, ast.Constant) for v in node.values):
        return "".join(str(v.value) for v in node.values if isinstance(v, ast.Constant))
    if isinstance(node, ast.BinOp) and isinstance(node.op, ast.Add):
        left, right = _string(node.left), _string(node.right)
        return None if left is None or right is None else left + right
    return None


# --- LLM Guard: every prompt its injection-scanner tests expect to be rejected ------------------------
def llmguard(src: Path) -> Iterator[Payload]:
    """The `prompt` of every parametrize case (match_type, prompt, expected_valid, expected_score) whose
    expected_valid is False: the prompts the test suite calls injections."""
    rel = "llmguard/tests/input_scanners/test_prompt_injection.py"
    tree = ast.parse((src / rel).read_text(encoding="utf-8"))
    n = 0
    for node in ast.walk(tree):
        if not (isinstance(node, ast.Tuple) and len(node.elts) == 4):
            continue
        valid, prompt = node.elts[2], _string(node.elts[1])
        if isinstance(valid, ast.Constant) and valid.value is False and prompt and prompt.strip():
            where = f"line {node.lineno}"
            yield _payload("llmguard", n, "llmguard-test", prompt.strip(), ["agent_instruction"], where)
            n += 1


# --- greshake/llm-security: the demonstrations' injected texts and the puzzle injections -------------
_NOT_ATTACKS = {"name", "description", "target", "model", "current_website"}  # scenario metadata, a page


def greshake(src: Path) -> Iterator[Payload]:
    """Every module- or class-level literal string of the ten scenario scripts but their metadata and the
    benign page they poison (`_NOT_ATTACKS`), and every puzzle file whole. A scenario's file name is its
    metadata: data_exfiltration adds exfiltration. Exact repeats are kept once."""
    n = 0
    seen: set[str] = set()
    for rel in GRESHAKE_SCENARIOS:
        tree = ast.parse((src / rel).read_text(encoding="utf-8"))
        bodies = [tree.body] + [c.body for c in tree.body if isinstance(c, ast.ClassDef)]
        for stmt in (s for body in bodies for s in body):
            if not (isinstance(stmt, ast.Assign) and isinstance(stmt.targets[0], ast.Name)):
                continue
            text = _string(stmt.value)
            name = stmt.targets[0].id
            if text is None or name in _NOT_ATTACKS or not text.strip() or text.strip() in seen:
                continue
            seen.add(text.strip())
            base = ["agent_instruction"] + (["exfiltration"] if "data_exfiltration" in rel else [])
            style = f"greshake-{rel.split('/')[2]}"
            where = f"{rel.removeprefix('greshake/')} {name} (line {stmt.lineno})"
            yield _payload("greshake", n, style, text.strip(), base, where)
            n += 1
    for rel in GRESHAKE_PUZZLES:
        text = (src / rel).read_text(encoding="utf-8").strip()
        where = rel.removeprefix("greshake/")
        yield _payload("greshake", n, "greshake-puzzle", text, ["agent_instruction"], where)
        n += 1


# --- tool-poisoning-bench: its poisoned tool descriptions and poisoned tool outputs -------------------
TPBENCH_BASE = ["agent_instruction", "exfiltration"]  # a scenario is violated by e-mail to outside


def tpbench(src: Path) -> Iterator[Payload]:
    """The poisoned texts of the Scenario(...) calls by their category: every `description_override`
    value of the tool_description_injection ones, every `tool_outputs` value of the tool_output_injection
    ones (the control scenarios, and the other field of each, are the benign side)."""
    tree = ast.parse((src / "tpbench/scenarios.py").read_text(encoding="utf-8"))
    n = 0
    for node in ast.walk(tree):
        if not (
            isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id == "Scenario"
        ):
            continue
        kw = {k.arg: k.value for k in node.keywords if k.arg}
        category, ident = _string(kw["category"]), _string(kw["id"])
        field = {"tool_description_injection": "description_override"}.get(str(category), "tool_outputs")
        value = kw.get(field)
        if category == "control" or not isinstance(value, ast.Dict):
            continue
        for key, item in zip(value.keys, value.values, strict=True):
            text = _string(item)
            if key is None or text is None:
                continue
            where = f"scenario {ident} {field}[{_string(key)!r}]"
            yield _payload("tpbench", n, f"tpbench-{category}", text.strip(), TPBENCH_BASE, where)
            n += 1


# --- hijack-agentic-ai: the poisoned MCP server's texts and the poisoned documents' hidden blocks -----
_COMMENT = re.compile(r"<!--(.*?)-->", re.S)


def hijack(src: Path) -> Iterator[Payload]:
    """The weather server's FastMCP `instructions` and its tools' docstrings (demo 2, tool poisoning), and
    every HTML comment of the two poisoned documents (demos 1 and 3, indirect injection)."""
    n = 0
    tree = ast.parse((src / _WEATHER).read_text(encoding="utf-8"))
    rel = _WEATHER.removeprefix("hijack/")
    base = ["agent_instruction", "exfiltration"]  # the demo's attack: context exfiltration
    for node in ast.walk(tree):
        if isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id == "FastMCP":
            for k in node.keywords:
                text = _string(k.value) if k.arg == "instructions" else None
                if text:
                    yield _payload("hijack", n, "hijack-server-instructions", text.strip(), base, rel)
                    n += 1
        if isinstance(node, ast.FunctionDef) and node.decorator_list:
            doc = ast.get_docstring(node, clean=True)
            if doc:
                where = f"{rel} {node.name}"
                yield _payload("hijack", n, "hijack-tool-description", doc, base, where)
                n += 1
    for rel in _POISONED_DOCS:
        for i, m in enumerate(_COMMENT.finditer((src / rel).read_text(encoding="utf-8"))):
            if m.group(1).strip():
                where = f"{rel.removeprefix('hijack/')} comment {i + 1}"
                text = m.group(1).strip()
                yield _payload("hijack", n, "hijack-poisoned-document", text, ["agent_instruction"], where)
                n += 1


# --- aiml-testing: the test payloads of its prompt-injection test issues ------------------------------
_SCENARIOS = re.compile(r"^## Test Scenarios\s*$(.*?)(?=^## |\Z)", re.M | re.S)
_FENCE = re.compile(r"^```[^\n]*\n(.*?)^```", re.M | re.S)


def aimltesting(src: Path) -> Iterator[Payload]:
    """Every fenced block under the "## Test Scenarios" heading of the ten numbered test issues (two of
    them, multi-modal and binary files, have none: their payloads are in binary files). The markdown
    request tests (09) are external requests: they add exfiltration."""
    n = 0
    for rel in AIML_TESTS:
        text = (src / rel).read_text(encoding="utf-8")
        section = _SCENARIOS.search(text)
        issue = Path(rel).stem
        base = ["agent_instruction"] + (["exfiltration"] if issue.startswith("09-") else [])
        for i, block in enumerate(_FENCE.findall(section.group(1) if section else "")):
            if block.strip():
                where = f"prompt-injection-tests/{issue}.md test scenario block {i + 1}"
                yield _payload("aimltesting", n, f"aimltesting-{issue[3:]}", block.strip(), base, where)
                n += 1


def payloads(src: Path) -> list[Payload]:
    """All sources' payloads; a text that repeats an earlier payload's exactly (LLM Guard tests one prompt
    under several match types) is kept once, the first, so its id keeps its place in the numbering."""
    verify(src)
    out: list[Payload] = []
    seen: set[str] = set()
    for p in [*llmguard(src), *greshake(src), *tpbench(src), *hijack(src), *aimltesting(src)]:
        if p["text"] not in seen:
            seen.add(p["text"])
            out.append(p)
    return out
