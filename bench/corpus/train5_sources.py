"""Attack texts of the TRAINING collection (train5), read mechanically from other authors' public repositories.

Used by build_train5.py. The training collection is for a statistical (embedding) classifier of tool-
description attacks; it is split from the held-out set built beside it (fresh5) by source:

    h = sha256(key.lower().encode()).hexdigest()[0]     key: "owner/name", or the npm/PyPI package name

and only sources with h in TRAIN_HALF are used here (`in_training_half`). Each reader below takes the files
as published at the pinned commit (laid out under SOURCES_DIR/<group>/<path> by `build_train5.py --lay-out`,
checked against the sha256 pinned in PINNED) and yields (text, where) pairs by a rule in code; nothing is
hand-picked or hand-edited. One text is one payload: a prompt, an injected instruction or a poisoned
description. Readers of groups already used by a development set (greshake, llmguard, hijack: fresh4)
reuse fresh4_sources' readers unchanged.
"""

from __future__ import annotations

import ast
import csv
import hashlib
import io
import json
import re
from collections.abc import Callable, Iterator
from pathlib import Path

import fresh4_sources
from train5_pins import PINNED as PINNED  # re-exported: build_train5 and the tests read it here

TRAIN_HALF = "01234567"
Found = tuple[str, str]  # (text, where in the source)


def half_digit(key: str) -> str:
    return hashlib.sha256(key.lower().encode()).hexdigest()[0]


def in_training_half(key: str) -> bool:
    return half_digit(key) in TRAIN_HALF


# group -> (repository, commit, licence); every repository is in the training half (tested).
REPOS: dict[str, tuple[str, str, str]] = {
    "garak": ("NVIDIA/garak", "cafbe992780df70015de7295ca026b70c4629ada", "Apache-2.0 (garak, NVIDIA)"),
    "giskard": (
        "Giskard-AI/prompt-injections",
        "ce50a549dadc46b48c931250d2dd71d5f003c0c2",
        "MIT (Giskard); rows quote garak (Apache-2.0) and PromptInject (MIT)",
    ),
    "taksec": (
        "TakSec/Prompt-Injection-Everywhere",
        "9b69c8ae7958f68d562d484103a7b14b66983d63",
        "MIT ((c) 2023 TakSec)",
    ),
    "psfuzz": (
        "prompt-security/ps-fuzz",
        "9c2138a820cc91c0f6d03d84b93c1ca5e0aeeccd",
        "MIT (Prompt Security)",
    ),
    "bigpromptlib": (
        "0xeb/TheBigPromptLibrary",
        "655667d2dd43bad65f189ec49d8606bf3e8d967e",
        "MIT ((c) 2024 0xeb)",
    ),
    "langgpt": (
        "langgptai/LLM-Jailbreaks",
        "f866ee1bb86ceeee3c8675925ec6da02f16f697d",
        "Apache-2.0 (langgptai)",
    ),
    "hinglish": (
        "kyahikaru/hinglish-prompt-injection-detector",
        "fa3330987c943a37cade0151c38f0f12619ff527",
        "MIT ((c) 2025 Abhishek Upadhayay)",
    ),
    "greshake": (
        "greshake/llm-security",
        "87f4b7ffa568b7261a79b31573068d8113319212",
        "MIT ((c) 2023 Kai Greshake)",
    ),
    "llmguard": (
        "protectai/llm-guard",
        "53af270c69316ed82cb71ba7b19d11b55bda3151",
        "MIT (LLM Guard, Protect AI)",
    ),
    "pif": (
        "ogulcanaydogan/Prompt-Injection-Firewall",
        "d4a3041539ac6d1303ef05d98c59e596296aec1d",
        "Apache-2.0 (Prompt Injection Firewall, ogulcanaydogan)",
    ),
    "deepteam": (
        "confident-ai/deepteam",
        "e05c8e5cdb3467f188fa43147991becd328e5228",
        "Apache-2.0 (DeepTeam, Confident AI)",
    ),
    "hijack": (
        "nmeisenzahl/hijack-agentic-ai",
        "02d9298e831323a07cc657cfc9c2bc726cba056e",
        "MIT ((c) 2026 Nico Meisenzahl)",
    ),
}

# DeepTeam's vulnerability categories whose example attacks target the agent's instructions, goals,
# identity, tools, privileges or data boundaries. Left out: harmful-content and answer-quality categories
# (bias, child_protection, competition, custom, ethics, fairness, graphic_content, hallucination,
# illegal_activity, intellectual_property, misinformation, personal_safety, robustness, toxicity), requests
# for public figures' private data (pii_leakage), for capabilities an agent lacks (excessive_agency) and
# bare URLs (ssrf).
DEEPTEAM_VULNERABILITIES = (
    "agent_identity_abuse", "autonomous_agent_drift", "bfla", "bola", "cross_context_retrieval",
    "debug_access", "exploit_tool_agent", "external_system_abuse", "goal_theft", "indirect_instruction",
    "insecure_inter_agent_communication", "prompt_leakage", "rbac", "recursive_hijacking", "shell_injection",
    "sql_injection", "system_reconnaissance", "tool_metadata_poisoning", "tool_orchestration_abuse",
    "unexpected_code_execution",
)  # fmt: skip
DEEPTEAM_ATTACKS = (
    "adversarial_poetry", "authority_escalation", "context_flooding", "context_poisoning",
    "embedded_instruction_json", "emotional_manipulation", "goal_redirection", "gray_box", "input_bypass",
    "math_problem", "multilingual", "permission_escalation", "prompt_injection", "prompt_probing", "roleplay",
    "semantic_manipulation", "synthetic_context_injection", "system_override",
)  # fmt: skip
_GARAK_DAN = (
    "AntiDAN", "ChatGPT_Developer_Mode_RANTI", "ChatGPT_Developer_Mode_v2", "ChatGPT_Image_Markdown",
    "DAN_Jailbreak", "DUDE", "Dan_10_0", "Dan_11_0", "Dan_6_0", "Dan_6_2", "Dan_7_0", "Dan_8_0", "Dan_9_0",
    "STAN",
)  # fmt: skip
FILES: dict[str, tuple[str, ...]] = {
    "garak": (
        "LICENSE",
        *(f"garak/data/dan/{name}.json" for name in _GARAK_DAN),
        "garak/data/autodan/autodan_prompts.json",
        "garak/data/sysprompt_extraction/attacks.json",
        "garak/data/payloads/domains_latentinjection.json",
        "garak/probes/latentinjection.py",
        "garak/resources/promptinject/prompt_data.py",
        "garak/probes/doctor.py",
    ),
    "giskard": ("LICENSE", "prompt_injections.csv"),
    "taksec": (
        "LICENSE",
        "Basic-Prompt-Injection-v1.txt",
        "Basic-Prompt-Injection-v2.txt",
        "Prompt-Injection-SQLi.txt",
        "Prompt-Injection-XSS.txt",
        "Prompt-Leak-v1.txt",
        "Prompt-Leak-v2.txt",
    ),
    "psfuzz": (
        "LICENSE",
        *(
            f"ps_fuzz/attacks/{name}.py"
            for name in ("aim", "dan", "dynamic_test", "self_refine", "ucar", "translation", "typoglycemia")
        ),
    ),
    "bigpromptlib": (
        "LICENSE",
        "Jailbreak/Cohere/CommandR_Plus_04112024.md",
        "Jailbreak/Meta.ai/elder_plinius_04182024.md",
        "Jailbreak/OpenAI/gpt4o-agi_db-10232024.md",
        "Jailbreak/OpenAI/gpt4o-plinius-05132024.md",
        "Jailbreak/OpenAI/gpt4o-via-emojis-06082024.md",
        "Jailbreak/_Obsolete/jb1.md",
    ),
    "langgpt": ("LICENSE", "README.md"),
    "hinglish": ("LICENSE", "data/hinglish-clean-500.csv", "data/hinglish-stealth-250.csv"),
    "greshake": (
        "LICENSE",
        *(p.removeprefix("greshake/") for p in (*fresh4_sources.GRESHAKE_SCENARIOS, *fresh4_sources.GRESHAKE_PUZZLES)),
    ),
    "llmguard": ("LICENSE", "tests/input_scanners/test_prompt_injection.py"),
    "pif": ("LICENSE", "benchmarks/dataset/injections.json"),
    "deepteam": (
        "LICENSE.md",
        *(f"deepteam/vulnerabilities/{name}/template.py" for name in DEEPTEAM_VULNERABILITIES),
        *(f"deepteam/attacks/single_turn/{name}/template.py" for name in DEEPTEAM_ATTACKS),
    ),
    "hijack": ("LICENSE", fresh4_sources._WEATHER.removeprefix("hijack/"), *(
        p.removeprefix("hijack/") for p in fresh4_sources._POISONED_DOCS
    )),
}  # fmt: skip


def _string(node: ast.AST | None) -> str | None:
    return fresh4_sources._string(node) if isinstance(node, ast.expr) else None


def _fences(text: str) -> list[str]:
    return [m.group(1) for m in re.finditer(r"^```[^\n]*\n(.*?)^```", text, re.M | re.S)]


# --- NVIDIA garak: its DAN family, AutoDAN seeds, system-prompt extraction requests, latent injections ----
_INJ, _PAY, _TRIG = "<|garak_injection|>", "<|garak_payload|>", "<|garak_trigger|>"


def _class_lists(tree: ast.Module) -> dict[str, dict[str, list[str]]]:
    """Literal list attributes of each class, inherited ones (from classes of the same module) included."""
    own: dict[str, dict[str, list[str]]] = {}
    bases: dict[str, list[str]] = {}
    consts = {
        t.id: v
        for s in tree.body
        if isinstance(s, ast.Assign)
        for t in s.targets
        if isinstance(t, ast.Name) and (v := _string(s.value)) is not None
    }
    for cls in (c for c in tree.body if isinstance(c, ast.ClassDef)):
        bases[cls.name] = [b.id for b in cls.bases if isinstance(b, ast.Name)]
        attrs: dict[str, list[str]] = {}
        for stmt in cls.body:
            if not (isinstance(stmt, ast.Assign) and isinstance(stmt.targets[0], ast.Name)):
                continue
            if isinstance(stmt.value, ast.List):
                vals = [_resolve(e, consts) for e in stmt.value.elts]
                attrs[stmt.targets[0].id] = [v for v in vals if v is not None]
        own[cls.name] = attrs

    def lookup(name: str, seen: tuple[str, ...] = ()) -> dict[str, list[str]]:
        merged: dict[str, list[str]] = {}
        for base in reversed(bases.get(name, [])):
            if base in own and base not in seen:
                merged.update(lookup(base, (*seen, name)))
        merged.update(own.get(name, {}))
        return merged

    return {name: lookup(name) for name in own}


def _resolve(node: ast.expr, consts: dict[str, str]) -> str | None:
    """A literal string, with f-string fields that name module constants (the garak markers) filled in."""
    if isinstance(node, ast.JoinedStr):
        parts: list[str] = []
        for v in node.values:
            if isinstance(v, ast.Constant):
                parts.append(str(v.value))
            elif isinstance(v, ast.FormattedValue) and isinstance(v.value, ast.Name) and v.value.id in consts:
                parts.append(consts[v.value.id])
            else:
                return None
        return "".join(parts)
    if isinstance(node, ast.BinOp) and isinstance(node.op, (ast.Add, ast.Mult)):
        if isinstance(node.op, ast.Mult):
            left = _resolve(node.left, consts)
            if (
                left is not None
                and isinstance(node.right, ast.Constant)
                and isinstance(node.right.value, int)
            ):
                return left * node.right.value
            return None
        a, b = _resolve(node.left, consts), _resolve(node.right, consts)
        return None if a is None or b is None else a + b
    return _string(node)


def garak(src: Path) -> Iterator[Found]:
    """(1) every prompt of the DAN-family files, "{generator.name}" read as "ChatGPT" (garak's own example
    target); (2) the AutoDAN seed prompts; (3) every system-prompt extraction request; (4) every latent-
    injection probe class's injection instructions, each with each of its payloads and triggers (a class
    with no literal triggers takes garak's domains payload list, as the probe does); (5) PromptInject's
    goal-hijacking instructions with each rogue string, and its prompt-leaking instructions."""
    root = src / "garak"
    for name in _GARAK_DAN:
        for i, text in enumerate(
            json.loads((root / f"garak/data/dan/{name}.json").read_text(encoding="utf-8"))
        ):
            yield text.replace("{generator.name}", "ChatGPT"), f"garak/data/dan/{name}.json [{i}]"
    autodan = json.loads((root / "garak/data/autodan/autodan_prompts.json").read_text(encoding="utf-8"))
    for i, text in enumerate(autodan):
        yield text, f"garak/data/autodan/autodan_prompts.json [{i}]"
    attacks = json.loads((root / "garak/data/sysprompt_extraction/attacks.json").read_text(encoding="utf-8"))
    for kind, texts in attacks.items():
        for i, text in enumerate(texts if isinstance(texts, list) else []):
            yield text, f"garak/data/sysprompt_extraction/attacks.json {kind}[{i}]"
    domains = json.loads(
        (root / "garak/data/payloads/domains_latentinjection.json").read_text(encoding="utf-8")
    )
    rel = "garak/probes/latentinjection.py"
    tree = ast.parse((root / rel).read_text(encoding="utf-8"))
    for cls, attrs in _class_lists(tree).items():
        triggers = attrs.get("payload_triggers") or list(domains["payloads"])
        for instruction in attrs.get("injection_instructions", []):
            for payload in attrs.get("payloads") or [_TRIG]:
                for trigger in triggers if _TRIG in payload else [""]:
                    text = instruction.replace(_PAY, payload.replace(_TRIG, trigger))
                    yield text, f"{rel} {cls}"
    rel = "garak/resources/promptinject/prompt_data.py"
    data = {
        s.targets[0].id: ast.literal_eval(s.value)
        for s in ast.parse((root / rel).read_text(encoding="utf-8")).body
        if isinstance(s, ast.Assign) and isinstance(s.targets[0], ast.Name)
        and s.targets[0].id in ("rogue_strings", "goal_hikacking_attacks", "prompt_leaking_attacks")
    }  # fmt: skip
    for key, attack in data["goal_hikacking_attacks"].items():
        for rogue_key, rogue in data["rogue_strings"].items():
            text = attack["instruction"].replace("{REPLACE_rogue_string}", rogue)
            yield text, f"{rel} goal_hikacking_attacks[{key}] x rogue_strings[{rogue_key}]"
    for key, attack in data["prompt_leaking_attacks"].items():
        yield attack["instruction"], f"{rel} prompt_leaking_attacks[{key}]"
    yield from _garak_doctor(root)


def _garak_doctor(root: Path) -> Iterator[Found]:
    """(6) the policy-puppetry probes: every literal `prompts` entry, and every literal `templates` entry
    with each literal `harmful_behaviors` entry of the same class in place of {{HARMFUL_BEHAVIOR}}."""
    rel = "garak/probes/doctor.py"
    tree = ast.parse((root / rel).read_text(encoding="utf-8"))
    for cls in (c for c in tree.body if isinstance(c, ast.ClassDef)):
        lists: dict[str, list[str]] = {}
        for node in ast.walk(cls):
            if isinstance(node, ast.Assign) and isinstance(node.value, ast.List):
                target = node.targets[0]
                if isinstance(target, ast.Attribute):
                    vals = [_string(e) for e in node.value.elts]
                    lists[target.attr] = [v for v in vals if v]
        for text in lists.get("prompts", []):
            yield text, f"{rel} {cls.name}.prompts"
        for template in lists.get("templates", []):
            for behaviour in lists.get("harmful_behaviors", []):
                yield template.replace("{{HARMFUL_BEHAVIOR}}", behaviour), f"{rel} {cls.name}.templates"


# --- Giskard's prompt-injection file: every prompt ------------------------------------------------------
def giskard(src: Path) -> Iterator[Found]:
    """Every `prompt` of prompt_injections.csv (jailbreaks and hijacking attacks)."""
    text = (src / "giskard/prompt_injections.csv").read_text(encoding="utf-8")
    for row in csv.DictReader(io.StringIO(text)):
        yield row["prompt"], f"prompt_injections.csv index {row['index']} ({row['group']}: {row['name']})"


# --- TakSec Prompt-Injection-Everywhere: one payload a line ---------------------------------------------
def taksec(src: Path) -> Iterator[Found]:
    """Every non-empty line of the attack lists (the protection list is a defence and is not read)."""
    for rel in FILES["taksec"][1:]:
        for i, line in enumerate((src / "taksec" / rel).read_text(encoding="utf-8").splitlines()):
            if line.strip():
                yield line, f"{rel} line {i + 1}"


# --- ps-fuzz: its attacks' prompt templates -------------------------------------------------------------
_PSFUZZ_TASK = "{attack_task}"


def psfuzz(src: Path) -> Iterator[Found]:
    """Every module-level string constant of the attack modules that is sent to the target (a name ending
    in `_template`, `_frame` or `_attack_text`; the `*_generation_prompt` strings instruct the attacker's
    own model and are not read). `{attack_task}` is left as the placeholder word "the task"."""
    for rel in FILES["psfuzz"][1:]:
        tree = ast.parse((src / "psfuzz" / rel).read_text(encoding="utf-8"))
        for stmt in tree.body:
            if not (isinstance(stmt, ast.Assign) and isinstance(stmt.targets[0], ast.Name)):
                continue
            name, text = stmt.targets[0].id, _string(stmt.value)
            if text and re.search(r"(_template|_frame|_attack_text)$", name) and "gen_template" not in name:
                yield text.replace(_PSFUZZ_TASK, "the task"), f"{rel} {name}"


# --- The Big Prompt Library: its jailbreak write-ups' fenced prompts ------------------------------------
def bigpromptlib(src: Path) -> Iterator[Found]:
    """Every fenced code block of the Jailbreak/ write-ups."""
    for rel in FILES["bigpromptlib"][1:]:
        for i, block in enumerate(_fences((src / "bigpromptlib" / rel).read_text(encoding="utf-8"))):
            yield block, f"{rel} block {i + 1}"


# --- langgptai LLM-Jailbreaks: the README's fenced prompts ---------------------------------------------
_REPO_REF = re.compile(r"github\.com/([\w.-]+/[\w.-]+)")


def langgpt(src: Path) -> Iterator[Found]:
    """Every fenced block of the README, except a block whose section cites a GitHub repository in the
    held-out half (it is that repository's text, and fresh5 may read it there)."""
    text = (src / "langgpt/README.md").read_text(encoding="utf-8")
    sections = re.split(r"^(?=#{1,4} )", text, flags=re.M)
    for si, section in enumerate(sections):
        if any(not in_training_half(r.removesuffix(".git")) for r in _REPO_REF.findall(section)):
            continue
        heading = section.splitlines()[0].strip("# ").strip() if section.strip() else ""
        for i, block in enumerate(_fences(section)):
            yield block, f"README.md section {si} ({heading}) block {i + 1}"


# --- Hinglish prompt-injection sets: every row the authors label BLOCK -----------------------------------
def hinglish(src: Path) -> Iterator[Found]:
    """The `hinglish` text of every row whose `expected` is BLOCK (the held-out file of the authors'
    own split is not read: it is their test data)."""
    for rel in FILES["hinglish"][1:]:
        text = (src / "hinglish" / rel).read_text(encoding="utf-8")
        for row in csv.DictReader(io.StringIO(text)):
            if row["expected"].strip().upper() == "BLOCK":
                yield row["hinglish"], f"{rel} {row['id']} ({row['category']})"


# --- Prompt Injection Firewall: its benchmark's crafted malicious samples ------------------------------
def pif(src: Path) -> Iterator[Found]:
    """The `text` of every sample of benchmarks/dataset/injections.json labelled malicious."""
    data = json.loads((src / "pif/benchmarks/dataset/injections.json").read_text(encoding="utf-8"))
    for sample in data["samples"]:
        if sample["label"] == "malicious":
            yield sample["text"], f"benchmarks/dataset/injections.json {sample['id']} ({sample['category']})"


# --- DeepTeam: the example attacks of its attack-generation templates ----------------------------------
_JSON_INPUT = re.compile(r'"input"\s*:\s*"((?:[^"\\]|\\.)*)"', re.S)


def deepteam(src: Path) -> Iterator[Found]:
    """Every `"input": "..."` example (JSON-decoded) in the string constants of the templates of the kept
    vulnerability categories (DEEPTEAM_VULNERABILITIES) and of every single-turn attack: the example
    attacks DeepTeam's authors wrote to show its generator what to produce. An example that is not valid
    JSON text is skipped."""
    for rel in FILES["deepteam"][1:]:
        for k, text in enumerate(example_inputs((src / "deepteam" / rel).read_text(encoding="utf-8"))):
            yield text, f"{rel} example input {k + 1}"


def example_inputs(source: str) -> Iterator[str]:
    """The JSON-decoded `"input"` values in the string constants of a Python module's source."""
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, ast.Constant) and isinstance(node.value, str):
            for raw in _JSON_INPUT.findall(node.value):
                try:
                    yield json.loads(f'"{raw}"')
                except json.JSONDecodeError:
                    continue


# --- groups fresh4 used (development data now): fresh4_sources' readers, unchanged ----------------------
def _fresh4(
    group: str, reader: Callable[[Path], Iterator[dict[str, object]]]
) -> Callable[[Path], Iterator[Found]]:
    def read(src: Path) -> Iterator[Found]:
        for payload in reader(src):
            where = str(payload["origin"]).removeprefix(fresh4_sources.ORIGINS[group]).strip()
            yield str(payload["text"]), where

    read.__doc__ = f"fresh4_sources.{reader.__name__}, unchanged: {reader.__doc__}"
    return read


READERS: dict[str, Callable[[Path], Iterator[Found]]] = {
    "garak": garak,
    "giskard": giskard,
    "taksec": taksec,
    "psfuzz": psfuzz,
    "bigpromptlib": bigpromptlib,
    "langgpt": langgpt,
    "hinglish": hinglish,
    "greshake": _fresh4("greshake", fresh4_sources.greshake),
    "llmguard": _fresh4("llmguard", fresh4_sources.llmguard),
    "pif": pif,
    "deepteam": deepteam,
    "hijack": _fresh4("hijack", fresh4_sources.hijack),
}
