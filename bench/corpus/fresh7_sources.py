"""Attack payloads of the SEVENTH evaluation set, read mechanically from other authors' public repositories.

Used by build_fresh7.py. Each reader takes the files as published (checked against the sha256 pinned
below) and yields payload records; nothing is hand-edited or hand-picked. Every source is a repository
in the held-out half of the split (the first hex digit of sha256("owner/name".lower()) is one of
89abcdef; the other half is the training collection's) and none was used by the corpus, an earlier
held-out set or the training collection. SOURCES_DIR (see README.md, "Seventh independent evaluation
set") holds, each copied with `git show <commit>:<path>` (or, where no snapshot can be fetched, from the
stored index at the commit named in README):

    blackfriday/Jailbreaks.md, blackfriday/gpts/*.md (every page Jailbreaks.md links), blackfriday/LICENSE
                         friuns2/BlackFriday-GPTs-Prompts, its jailbreak prompt collection, MIT
    ipipatterns/attacks/payloads.py, ipipatterns/LICENSE
                         damiangilgonzalez1995/prompt-injection-patterns, its payload catalogue, MIT
    pisuite/prompts/{direct_injection,instruction_override,prompt_leakage,roleplay_attacks}.txt,
    pisuite/LICENSE      justinkyuQA/llm-prompt-injection-suite, its attack prompt lists, MIT
    pair/system_prompts.py, pair/LICENSE
                         patrickrchao/JailbreakingLLMs (PAIR), its attacker prompts' examples, MIT
    nishi/examples/05_MCP_Tool_Poisoning/malicious_server.json, nishi/README.md (its licence: MIT)
                         ItsNishi/AI-Agent-Security, its MCP tool-poisoning example, MIT

A payload that shares a run of eight words with a training or development text is left out by
build_fresh7.py (fresh5_sources.decontaminated, the fifth set's rule unchanged).

Labels are given by `fresh_sources.classes_of` (the fresh set's rule, unchanged): each source's own
metadata gives the base classes below, and the same patterns, on the payload text alone, add the rest.
Both were fixed before any detector was run on these rows, and no row was added, dropped or relabelled
after.
"""

from __future__ import annotations

import ast
import hashlib
import json
import re
from collections.abc import Iterator
from collections.abc import Set as AbstractSet
from pathlib import Path

from fresh5_sources import kept_once
from fresh6_sources import Payload
from fresh_sources import held_out_payload, verify_pinned

_BLACKFRIDAY = "blackfriday/Jailbreaks.md"
_IPIPATTERNS = "ipipatterns/attacks/payloads.py"
# The stored copy of each list is of the commit that last changed it (README: the snapshot cannot be
# fetched here); LICENSE is of c914818716f3218aaa8d7fd12fe57fd6c4dcf650.
_PISUITE = {
    "pisuite/prompts/direct_injection.txt": "3ee31b8169ee7c07a6b67ec1e19162978765f0f3",
    "pisuite/prompts/instruction_override.txt": "4a683a3f5d2d6bd2fbdb825c5942ec258243f598",
    "pisuite/prompts/prompt_leakage.txt": "def1f78b0dced8abd6d687e67c34bda11f92e0cd",
    "pisuite/prompts/roleplay_attacks.txt": "fb41948149caf2def23ab064673fcd98838b0f3a",
}
_PAIR = "pair/system_prompts.py"
_NISHI = "nishi/examples/05_MCP_Tool_Poisoning/malicious_server.json"

# sha256 of every input file as published at the pinned commit (README lists where from).
PINNED = {
    "blackfriday/LICENSE": "d4bbe32a7af1b08f856d19efffe3a0379760e31915c7ac1cc28f012d934943c3",
    "blackfriday/Jailbreaks.md": "1ab15b952d45c518e3b0a8b68e0b1551092e7082a86bf935e05951fca52adfc8",
    "ipipatterns/LICENSE": "fed33515911ff4ba46d87e1bb347a374105b3c3b84d57f5b80a978704f6206e2",
    "ipipatterns/attacks/payloads.py": "5ed00ffca09596c64f6a6c247b79df894623266d174cd755a22ed622f3309046",
    "pisuite/LICENSE": "1670661c422d6f57ecb5ec7fea15cb5ee2821ffc9ab7c51ebab6bfa77c405643",
    "pisuite/prompts/direct_injection.txt": "7e024f2ee0eb734c785c1c21fdad83b7800a908daa0c90ff372126c791dde905",
    "pisuite/prompts/instruction_override.txt": "fac541815f70beda58a7d699d46cac645837524efb6d26f1419b3396b1c7fae5",
    "pisuite/prompts/prompt_leakage.txt": "c1cae093f502f744461c965811d6a9a47b05bf857dda484284915dc3d3d2dfea",
    "pisuite/prompts/roleplay_attacks.txt": "e46fef23d4ab8ed84c8393d8fdd1ac7e0f1426c909696c757cb4c350cba5e5b7",
    "pair/LICENSE": "b04a921fdd6456dcbad221bb740a432f563d377fcd51368d1181a4b1e02d6a94",
    "pair/system_prompts.py": "18cdf3c3840993ea63efeaf9706972963027b19445e38aef7dd942b614e01626",
    "nishi/README.md": "305ed6358f1b0c27e54febb94a27ea91c8d7367b4bf41df7aed2636aa923044c",
    "nishi/examples/05_MCP_Tool_Poisoning/malicious_server.json": "96afcbc77be3513d145b6682beb7bd2fccf07c86f86cb9465cf5dc33631cd12d",
}  # fmt: skip
# The 197 pages Jailbreaks.md links are pinned together: sha256 of the lines "<path>\0<sha256>\n" of
# every linked page, in path order (pages_digest).
BLACKFRIDAY_PAGES_SHA256 = "80af62d7043c5a7d8b962014d1a07b4d445e416a728c6928c17f1fac1112ef84"
ORIGINS = {
    "blackfriday": "github.com/friuns2/BlackFriday-GPTs-Prompts@09c530e31212aaca68ab72e2b7fdfbb3faa57a62",
    "ipipatterns": "github.com/damiangilgonzalez1995/prompt-injection-patterns@"
    "6feacd5503d9eca6d99344f4e5e067be9af86ea7 attacks/payloads.py",
    "pisuite": "github.com/justinkyuQA/llm-prompt-injection-suite",  # each list at its own commit, below
    "pair": "github.com/patrickrchao/JailbreakingLLMs@6379ef705a0fc745530f7d895963510c021b496a "
    "system_prompts.py",
    "nishi": "github.com/ItsNishi/AI-Agent-Security@01d56e161f2aeb586dd6bdc40cc05dfc14c9b741 "
    "examples/05_MCP_Tool_Poisoning/malicious_server.json",
}
LICENCES = {
    "blackfriday": "MIT (BlackFriday-GPTs-Prompts, (c) 2023 friuns2)",
    "ipipatterns": "MIT (prompt-injection-patterns, (c) 2026 damian)",
    "pisuite": "MIT (llm-prompt-injection-suite, (c) 2026 Justin Kyu)",
    "pair": "MIT (JailbreakingLLMs, (c) 2023 PAIR Team)",
    "nishi": "MIT (AI-Agent-Security, ItsNishi; the licence its README states)",
}


def _links(src: Path) -> list[str]:
    text = (src / _BLACKFRIDAY).read_text(encoding="utf-8")
    return re.findall(r"^- \[[^\]]*\]\(\./(gpts/[^)]+)\)", text, re.M)


def pages_digest(src: Path) -> str:
    lines = "".join(
        f"{rel}\0{hashlib.sha256((src / 'blackfriday' / rel).read_bytes()).hexdigest()}\n"
        for rel in sorted(_links(src))
    )
    return hashlib.sha256(lines.encode()).hexdigest()


def verify(src: Path) -> None:
    verify_pinned(src, PINNED)
    got = pages_digest(src)
    if got != BLACKFRIDAY_PAGES_SHA256:
        raise SystemExit(
            f"blackfriday/gpts: pages digest {got} differs from the pinned {BLACKFRIDAY_PAGES_SHA256}"
        )


def _payload(source: str, n: int, style: str, text: str, base: list[str], origin: str) -> Payload:
    return held_out_payload("fresh7", ORIGINS, LICENCES, source, n, style, text, base, origin)


# --- BlackFriday-GPTs-Prompts: the prompts its Jailbreaks page lists -------------------------------------
_PROMPT_BLOCK = re.compile(r"^# Prompt\s*\n+```[^\n]*\n(.*?)\n```", re.M | re.S)
MIN_WORDS = 8  # shorter blocks are greetings or titles ("hi", "palm 2"), not prompts


def blackfriday(src: Path) -> Iterator[Payload]:
    """The prompt of every page Jailbreaks.md links, in the page's order: the first fenced block after
    the page's `# Prompt` heading, stripped (a block of fewer than MIN_WORDS words is skipped). The
    repository files each under "Jailbreaks": agent_instruction; the patterns add the rest."""
    n = 0
    for rel in _links(src):
        m = _PROMPT_BLOCK.search((src / "blackfriday" / rel).read_text(encoding="utf-8"))
        body = m.group(1).strip() if m else ""
        if len(body.split()) >= MIN_WORDS:
            yield _payload("blackfriday", n, "blackfriday-jailbreak", body, ["agent_instruction"], rel)
            n += 1


# --- prompt-injection-patterns: its payload catalogue -------------------------------------------------
# The catalogue's own `target` field: tool_abuse payloads steer the agent's tools, leak payloads pull out
# the system prompt and its secret.
_TARGET_CLASSES = {
    "tool_abuse": ["agent_instruction", "privilege_goal"],
    "leak": ["agent_instruction", "exfiltration"],
    "hijack": ["agent_instruction"],
}


def _str(node: ast.expr) -> str:
    value = ast.literal_eval(node)
    if not isinstance(value, str):
        raise SystemExit(f"{_IPIPATTERNS}: a Payload field is not a string")
    return value


def ipipatterns(src: Path) -> Iterator[Payload]:
    """The `text` of every `Payload(...)` call of payloads.py, in order, with base classes from its
    `target` (_TARGET_CLASSES)."""
    n = 0
    for node in ast.walk(ast.parse((src / _IPIPATTERNS).read_text(encoding="utf-8"))):
        if isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id == "Payload":
            fields = {k.arg: _str(k.value) for k in node.keywords if k.arg in ("id", "target", "text")}
            base = _TARGET_CLASSES[fields["target"]]
            yield _payload("ipipatterns", n, "ipipatterns-payload", fields["text"], base, fields["id"])
            n += 1


# --- llm-prompt-injection-suite: its attack prompt lists ----------------------------------------------
def pisuite(src: Path) -> Iterator[Payload]:
    """Every non-empty line of the four attack lists, as published. Each is aimed at the model's
    instructions: agent_instruction; prompt_leakage's ask for the hidden prompt: exfiltration too."""
    n = 0
    for rel, commit in _PISUITE.items():
        base = ["agent_instruction", "exfiltration"] if "leakage" in rel else ["agent_instruction"]
        for i, line in enumerate((src / rel).read_text(encoding="utf-8").splitlines()):
            if line.strip():
                where = f"{rel.removeprefix('pisuite/')} line {i + 1}"
                p = _payload("pisuite", n, "pisuite-prompt", line.strip(), base, where)
                p["origin"] = f"{ORIGINS['pisuite']}@{commit} {where}"
                yield p
                n += 1


# --- PAIR: the example adversarial prompts its attacker system prompts give -----------------------------
_EXAMPLE = re.compile(r'^\d+\. "(.+)"\s*$', re.M)


def pair(src: Path) -> Iterator[Payload]:
    """Every numbered, quoted example prompt of system_prompts.py (`N. "..."`, one line each; the
    model-output examples are written `N."..."` and the other prompts' examples `N. Behavior: ...`, and are
    not read). Each is a jailbreak aimed at the model: agent_instruction."""
    text = (src / _PAIR).read_text(encoding="utf-8")
    for n, m in enumerate(_EXAMPLE.finditer(text)):
        where = f"line {text[: m.start()].count(chr(10)) + 1}"
        yield _payload("pair", n, "pair-example", m.group(1).strip(), ["agent_instruction"], where)


# --- AI-Agent-Security: its poisoned MCP tool description -------------------------------------------------
# The example's own header: a poisoned description that "tricks the agent into exfiltrating environment
# variables to an attacker-controlled endpoint", and tells it not to mention the step.
_INJECTED = re.compile(r"\[INJECTED[^\]\n]*\]\n(.*?)\[END INJECTED CONTENT\]", re.S)


def _descriptions(node: object, path: str = "") -> Iterator[tuple[str, str]]:
    if isinstance(node, dict):
        for key, value in node.items():
            if isinstance(value, str) and key == "description":
                yield f"{path}/{key}", value
            elif not key.startswith("_comment"):
                yield from _descriptions(value, f"{path}/{key}")
    elif isinstance(node, list):
        for i, value in enumerate(node):
            yield from _descriptions(value, f"{path}/{i}")


def nishi(src: Path) -> Iterator[Payload]:
    """The attacker-controlled part of every description of malicious_server.json: the text between its
    `[INJECTED ...]` line and `[END INJECTED CONTENT]`, which the file itself marks (the markers, there
    for readers, are not part of the payload; a description without them is the tool's cover text)."""
    data = json.loads((src / _NISHI).read_text(encoding="utf-8"))
    n = 0
    for where, text in _descriptions(data):
        for m in _INJECTED.finditer(text):
            base = ["agent_instruction", "exfiltration", "concealment"]
            yield _payload("nishi", n, "nishi-tool", m.group(1).strip(), base, where)
            n += 1


def payloads(src: Path, seen: AbstractSet[str] = frozenset()) -> list[Payload]:
    """All sources' payloads, each once, less those sharing a run of words with `seen` (kept_once)."""
    verify(src)
    return kept_once([*nishi(src), *ipipatterns(src), *pisuite(src), *pair(src), *blackfriday(src)], seen)
