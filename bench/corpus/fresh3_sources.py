"""Attack payloads of the THIRD evaluation set, read mechanically from other authors' public datasets.

Used by build_fresh3.py. Each reader takes the dataset as published (files checked against the sha256
pinned below) and yields payload records; nothing is hand-edited or hand-picked. SOURCES_DIR (see
README.md, "Third independent evaluation set") holds:

    asb/data/all_attack_tools.jsonl, asb/pyopenagi/agents/react_agent_attack.py, asb/LICENSE
        Agent Security Bench (Zhang et al., ICLR 2025), MIT
    cyberseceval/prompt_injection.json, cyberseceval/LICENSE
        CyberSecEval prompt-injection tests (Meta PurpleLlama CybersecurityBenchmarks), MIT
    spikee/seeds-{cybersec-2025-04,llm-mailbox}/{instructions,jailbreaks}.jsonl, spikee/LICENSE-2.0.txt
        spikee seed datasets (WithSecure Labs), Apache-2.0

Labels are given by `fresh_sources.classes_of` (the fresh set's rule, unchanged): each dataset's own
metadata gives the base classes below, and the same patterns, on the payload text alone, add the rest.
Both were fixed before any detector was run on these rows, and no row was added, dropped or relabelled
after.
"""

from __future__ import annotations

import ast
import json
import random
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

from fresh_sources import held_out_payload, verify_pinned

Payload = dict[str, Any]
Rng = Callable[[str], random.Random]

# sha256 of every input file as published at the pinned commit (README lists where from).
PINNED = {
    "asb/data/all_attack_tools.jsonl": "c960ab1e60dee2038d51bc64e8f119e565c037c95a8565f176899de8d819a4b2",
    "asb/pyopenagi/agents/react_agent_attack.py": "4248d8d3be4173f0fd63c42281f9ea0450c74f55b8675c479a836bbbcf89f76d",
    "asb/LICENSE": "dc40a1a6bdb44f24c1bbca4fe7fc45b8d3e5c8370f43c17a9f647e5632686918",
    "cyberseceval/prompt_injection.json": "069e4d5d36f6d19f972a3bbc65df840cc729354f89358a9031aeb44d95b18a9a",
    "cyberseceval/LICENSE": "da6d3703ed11cbe42bd212c725957c98da23cbff1998c05fa4b3d976d1a58e93",
    "spikee/seeds-cybersec-2025-04/instructions.jsonl": "aebc05786f9b3a4ecdc070a215b74095dba8eb9ea331a8258ea3a7ca0a99c88e",
    "spikee/seeds-cybersec-2025-04/jailbreaks.jsonl": "cb2e5aa206eb5e8fbe60a3ac0ced859860420aca6ebb3acd5897bc561873d07a",
    "spikee/seeds-llm-mailbox/instructions.jsonl": "c6579819dfd31842e4272df9657ddbc0c5240d530e05bb90591668223c6fb023",
    "spikee/seeds-llm-mailbox/jailbreaks.jsonl": "aae08f0706b3eb0781dac179fde6b4de40eb192807a63f435d4390e07b916d83",
    "spikee/LICENSE-2.0.txt": "cfc7749b96f63bd31c3c42b5c471bf756814053e847c10f3eb003417bc523d30",
}  # fmt: skip
ORIGINS = {
    "asb": "github.com/Zhang-Henry/AIOS_agent@b38a3d201c13ce8cf74ebc2aa61ce771f14ef3f4 "
    "(Agent Security Bench, the authors' repository; published as agiresearch/ASB)",
    "cyberseceval": "github.com/meta-llama/PurpleLlama@4be64c3a24442b51c76175e6ec67722cc3f5fe38 "
    "CybersecurityBenchmarks/datasets/prompt_injection/prompt_injection.json",
    "spikee": "github.com/WithSecureLabs/spikee@f811bcc851b41bcf5e9c7de7ff314deea2ed94e5 "
    "spikee/data/workspace/datasets",
}
LICENCES = {
    "asb": "MIT (Agent Security Bench, (c) 2024 AGI Research)",
    "cyberseceval": "MIT (CybersecurityBenchmarks, (c) Meta Platforms, Inc. and affiliates)",
    "spikee": "Apache-2.0 (spikee, WithSecure Labs)",
}


def verify(src: Path) -> None:
    verify_pinned(src, PINNED)


def _payload(source: str, n: int, style: str, text: str, base: list[str], origin: str) -> Payload:
    return held_out_payload("fresh3", ORIGINS, LICENCES, source, n, style, text, base, origin)


# --- ASB: attacker instructions in the benchmark's own injection prompts ------------------------------
ASB_BASE = ["agent_instruction", "privilege_goal"]  # every ASB record is a goal hijack of the agent


def _template(node: ast.expr, scope: dict[str, str]) -> str:
    """An f-string of `self.<attr>` values as a str.format template; attrs in scope are inlined."""
    if isinstance(node, ast.Constant) and isinstance(node.value, str):
        return node.value.replace("{", "{{").replace("}", "}}")
    if isinstance(node, ast.JoinedStr):
        return "".join(_template(v, scope) for v in node.values)
    if isinstance(node, ast.FormattedValue):
        return _template(node.value, scope)
    if isinstance(node, ast.Attribute):
        return scope.get(node.attr, "{" + node.attr + "}")
    raise KeyError(ast.dump(node)[:80])


def asb_templates(src: Path) -> dict[str, str]:
    """attack method -> template with {attack_instru} and {tool_name}, read from ReactAgentAttack.__init__
    (`injected_prompt` and the `attack_prompts` dict built on it)."""
    tree = ast.parse((src / "asb/pyopenagi/agents/react_agent_attack.py").read_text(encoding="utf-8"))
    scope: dict[str, str] = {}
    out: dict[str, str] = {}
    for node in ast.walk(tree):
        if not (isinstance(node, ast.Assign) and isinstance(node.targets[0], ast.Attribute)):
            continue
        name = node.targets[0].attr
        if name == "injected_prompt":
            scope["injected_prompt"] = _template(node.value, {})
        elif name == "attack_prompts" and isinstance(node.value, ast.Dict):
            for key, value in zip(node.value.keys, node.value.values, strict=True):
                if isinstance(key, ast.Constant) and isinstance(key.value, str):
                    out[key.value] = _template(value, scope)
    if len(out) != 5:
        raise SystemExit(f"ASB attack prompts: expected five, read {sorted(out)}")
    return out


def asb(src: Path, rng_for: Rng) -> Iterator[Payload]:
    """Every second attacker tool of all_attack_tools.jsonl (lines 1, 3, 5, ...: the file lists each
    agent's aggressive then non-aggressive tools, so both halves and all ten agents are kept), in one
    of the five attack prompts (a seeded choice per record)."""
    templates = asb_templates(src)
    lines = (src / "asb/data/all_attack_tools.jsonl").read_text(encoding="utf-8").splitlines()
    records = [json.loads(line) for line in lines if line.strip()]
    n = 0
    for i, record in enumerate(records):
        if i % 2:
            continue
        method = rng_for(f"asb|{i}").choice(sorted(templates))
        text = templates[method].format(
            attack_instru=record["Attacker Instruction"], tool_name=record["Attacker Tool"]
        )
        where = f"data/all_attack_tools.jsonl line {i + 1} ({record['Attack Type']}), attack {method}"
        # kept unstripped: the escape_characters method leads with a newline
        yield _payload("asb", n, f"asb-{method}", text, ASB_BASE, where)
        n += 1


# --- CyberSecEval: every prompt-injection test's injected input --------------------------------------
def cyberseceval(src: Path) -> Iterator[Payload]:
    """All 251 tests' `user_input` (direct and indirect). token_smuggling tests hide the payload in an
    encoding: the dataset's own variant name adds hidden_text."""
    tests = json.loads((src / "cyberseceval/prompt_injection.json").read_text(encoding="utf-8"))
    for n, test in enumerate(tests):
        base = ["agent_instruction"]
        if test["injection_variant"] == "token_smuggling":
            base.append("hidden_text")
        style = f"cyberseceval-{test['injection_type']}-{test['injection_variant']}"
        where = f"prompt_id {test['prompt_id']} ({test['injection_type']}, {test['injection_variant']})"
        yield _payload("cyberseceval", n, style, test["user_input"].strip(), base, where)


# --- spikee: jailbreak templates x instructions, as `spikee generate --match-languages` pairs them ----
SPIKEE_SEEDS = (("seeds-cybersec-2025-04", 2), ("seeds-llm-mailbox", 1))  # instructions per jailbreak
SPIKEE_BASE = {"data-exfil-markdown": ["agent_instruction", "exfiltration"]}  # others: agent_instruction


def _jsonl(path: Path) -> list[dict[str, Any]]:
    return [json.loads(x) for x in path.read_text(encoding="utf-8").splitlines() if x.strip()]


def spikee(src: Path, rng_for: Rng) -> Iterator[Payload]:
    """Each jailbreak of the two seed folders with the given number of instructions of its own language
    (seeded choice), `<INSTRUCTION>` replaced as spikee's generator does."""
    n = 0
    for folder, per in SPIKEE_SEEDS:
        instructions = _jsonl(src / "spikee" / folder / "instructions.jsonl")
        for jb in _jsonl(src / "spikee" / folder / "jailbreaks.jsonl"):
            lang = jb.get("lang", "en")
            same = [x for x in instructions if x.get("lang", "en") == lang]
            chosen = rng_for(f"spikee|{folder}|{jb['id']}").sample(same, min(per, len(same)))
            for ins in sorted(chosen, key=lambda x: str(x["id"])):
                text = jb["text"].replace("<INSTRUCTION>", ins["instruction"])
                base = SPIKEE_BASE.get(ins["instruction_type"], ["agent_instruction"])
                where = f"{folder} jailbreak {jb['id']} + instruction {ins['id']}"
                yield _payload("spikee", n, f"spikee-{jb['jailbreak_type']}", text.strip(), base, where)
                n += 1


def payloads(src: Path, rng_for: Rng) -> list[Payload]:
    verify(src)
    return [*asb(src, rng_for), *cyberseceval(src), *spikee(src, rng_for)]
