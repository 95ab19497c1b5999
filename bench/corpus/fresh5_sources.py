"""Attack payloads of the FIFTH evaluation set, read mechanically from other authors' public repositories.

Used by build_fresh5.py. Each reader takes the files as published (checked against the sha256 pinned
below) and yields payload records; nothing is hand-edited or hand-picked. Every source is a repository
in the held-out half of the fifth round's split (the first hex digit of sha256("owner/name".lower()) is
one of 89abcdef; the other half was left to the training set gathered at the same time) and none was
used by an earlier set. SOURCES_DIR (see README.md, "Fifth independent evaluation set") holds, each
copied with `git show <commit>:<path>`:

    gptfuzz/datasets/prompts/{GPTFuzzer,seed_short_25}.csv, gptfuzz/datasets/questions/question_list.csv,
    gptfuzz/LICENSE      sherdencooper/GPTFuzz, the GPTFuzzer jailbreak templates (Yu et al. 2023), MIT
    pallms/plaintext/{promptinjection,jailbreak,insecureoutput}.txt, pallms/LICENSE
                         mik0w/pallms, Payloads for Attacking Large Language Models, MIT
    patt/Prompt Injection/README.md, patt/LICENSE
                         swisskyrepo/PayloadsAllTheThings, its prompt-injection page, MIT
    everythingwrong/src/mcp_server_everything_wrong/server.py, everythingwrong/LICENSE.md
                         acuvity/mcp-server-everything-wrong, a deliberately malicious MCP server, Apache-2.0
    mcpguardian/examples/poisoned-server/index.js, mcpguardian/LICENSE
                         alexandriashai/mcp-guardian, its poisoned example MCP server, MIT
    gensecai/src/demo/malicious_server.py, gensecai/src/attacks/{data_exfiltration,tool_hijacking}.py,
    gensecai/LICENSE     gensecaihq/mcp-poisoning-poc, MCP tool-poisoning proof of concept, MIT
    arcanum/docs/data/taxonomy.json, arcanum/LICENSE.md
                         Arcanum-Sec/arc_pi_taxonomy, the Arcanum Prompt Injection Taxonomy (Jason
                         Haddix, Arcanum Information Security), CC-BY-4.0

A payload that shares a run of eight words with a training or development text (`decontaminated`: the
training collection gathered from the other half at the same time, and the attack rows of the earlier
sets) is left out: the same public jailbreak texts circulate in many repositories of both halves.

Labels are given by `fresh_sources.classes_of` (the fresh set's rule, unchanged): each source's own
metadata gives the base classes below, and the same patterns, on the payload text alone, add the rest.
Both were fixed before any detector was run on these rows, and no row was added, dropped or relabelled
after.
"""

from __future__ import annotations

import ast
import csv
import inspect
import io
import json
import re
from collections.abc import Iterable, Iterator
from collections.abc import Set as AbstractSet
from pathlib import Path
from typing import Any

from fresh_sources import held_out_payload, verify_pinned

Payload = dict[str, Any]

_GPTFUZZ_TEMPLATES = ("gptfuzz/datasets/prompts/GPTFuzzer.csv", "gptfuzz/datasets/prompts/seed_short_25.csv")
_GPTFUZZ_QUESTIONS = "gptfuzz/datasets/questions/question_list.csv"
_PALLMS = tuple(f"pallms/plaintext/{n}.txt" for n in ("promptinjection", "jailbreak", "insecureoutput"))
_PATT = "patt/Prompt Injection/README.md"
_EVERYTHING_WRONG = "everythingwrong/src/mcp_server_everything_wrong/server.py"
_GUARDIAN = "mcpguardian/examples/poisoned-server/index.js"
_ARCANUM = "arcanum/docs/data/taxonomy.json"
_GENSECAI = (
    "gensecai/src/demo/malicious_server.py",
    "gensecai/src/attacks/data_exfiltration.py",
    "gensecai/src/attacks/tool_hijacking.py",
)

# sha256 of every input file as published at the pinned commit (README lists where from).
PINNED = {
    "gptfuzz/LICENSE": "d2312953173915bf3c3bd013ae274c0282de6f7c99c6b327374d68a80273bd7a",
    "gptfuzz/datasets/prompts/GPTFuzzer.csv": "e4abf25343b4adb991dd8ddc6189c038f26a6e74064d792cced69f56f71577fc",
    "gptfuzz/datasets/prompts/seed_short_25.csv": "552e1b157299633da50d48c31b76d3468899ce37bf75142c2e027c0e6967d967",
    "gptfuzz/datasets/questions/question_list.csv": "18531eb6bc1c8fc0b8f66822b366b872202b852bf28826cef590ad0d7a81c749",
    "pallms/LICENSE": "f84101b1aaf4875b8d703641c23af032ef80fae9a83dbbf513d3198f223df593",
    "pallms/plaintext/promptinjection.txt": "3a9499c32529e4f9d30912c7b5542c07cab8f67d607fa83d794404ec2b1ed0e5",
    "pallms/plaintext/jailbreak.txt": "bd26dc4858d222b1e887250136c0baf4a21df68a05e455cd830ec2c2922403d7",
    "pallms/plaintext/insecureoutput.txt": "71423708adfd1b6fa9e7d4a9c1f084cec2238887231534857b681ccf1b35699d",
    "patt/LICENSE": "f21ad49cdad2bf18c06543fb064a81d04bd2bff497dd20a1ecc45c5df8643691",
    "patt/Prompt Injection/README.md": "302c565b6ec62bab727f4bb55f8a5aa054ccac2e6cdc0df8e36728329366ab12",
    "everythingwrong/LICENSE.md": "16f8b7367fd54415c64aa7ba85384bba074beb0afe79b6e88d42c698812873e7",
    "everythingwrong/src/mcp_server_everything_wrong/server.py": "f6686fcc819134b44043d3d6090745b776c56d212113fe1f9a5f9f89448d8ec3",
    "mcpguardian/LICENSE": "7554134aa5a09cdaf71fa63afb702a5ae38f9707ac417c4390ed095091a1686a",
    "mcpguardian/examples/poisoned-server/index.js": "990c545736f128339a86610c427c113b694f6f5533fd7811db9d0cd55d96f3e8",
    "gensecai/LICENSE": "289f19559d3d05d6808926a438c27985760303f424feb04586b5fffd7c016ac9",
    "gensecai/src/demo/malicious_server.py": "30b789a64f36c6aeb8c7150ba4d78404f9792425fd27f347adef283994e3210e",
    "gensecai/src/attacks/data_exfiltration.py": "f47753e0cfcbd8dc372801f140812f3b0d37b9b451a9daa2ef21a13814767c1e",
    "gensecai/src/attacks/tool_hijacking.py": "a7a39fc7903c567a0ca5e5d7c2e9ce6c11e74867ece317b89f622a89b9cf3fff",
    "arcanum/LICENSE.md": "92d542f8895f021acab468960fe66d0ec99911dd48b3a7eddee9ea511370cefa",
    "arcanum/docs/data/taxonomy.json": "fc26b73a909faf73087dac4829cbd2118eb3f4505db6729dc048bc6fb3e1daa7",
}  # fmt: skip
ORIGINS = {
    "gptfuzz": "github.com/sherdencooper/GPTFuzz@1eddeb565740ae311b5f4950492b011a6f866fe7",
    "pallms": "github.com/mik0w/pallms@bfedec0fa6cb8d44a73c730a02eeaac36aefd198",
    "patt": "github.com/swisskyrepo/PayloadsAllTheThings@f9fa51417886ac11476cb62db2dff21773dc570b "
    "Prompt Injection/README.md",
    "everythingwrong": "github.com/acuvity/mcp-server-everything-wrong@d6930774989bdb7572760e21ccda17c876177b39 "
    "src/mcp_server_everything_wrong/server.py",
    "mcpguardian": "github.com/alexandriashai/mcp-guardian@012c0610f49995cb15dbf0fb20ece21af6583efc "
    "examples/poisoned-server/index.js",
    "gensecai": "github.com/gensecaihq/mcp-poisoning-poc@67fd8c6fdeeec33be27cdd16271855914f1ab000",
    "arcanum": "github.com/Arcanum-Sec/arc_pi_taxonomy@e02cf5b6e202f195c6b6c01484e99519f797acc6 "
    "docs/data/taxonomy.json",
}
LICENCES = {
    "gptfuzz": "MIT (GPTFuzz, (c) 2023 Jiahao YU)",
    "pallms": "MIT (PALLMs, (c) 2023 Mikołaj Kowalczyk)",
    "patt": "MIT (PayloadsAllTheThings, (c) 2019 Swissky)",
    "everythingwrong": "Apache-2.0 (mcp-server-everything-wrong, (c) 2025 Acuvity)",
    "mcpguardian": "MIT (mcp-guardian, (c) 2026 Alexandria Eden)",
    "gensecai": "MIT (mcp-poisoning-poc, (c) 2024 GenSecAI)",
    "arcanum": "CC-BY-4.0 (Arcanum Prompt Injection Taxonomy, (c) 2024-2026 Jason Haddix, Arcanum Information "
    "Security)",
}


def verify(src: Path) -> None:
    verify_pinned(src, PINNED)


def _payload(source: str, n: int, style: str, text: str, base: list[str], origin: str) -> Payload:
    return held_out_payload("fresh5", ORIGINS, LICENCES, source, n, style, text, base, origin)


def _csv(path: Path) -> list[dict[str, str]]:
    return list(csv.DictReader(io.StringIO(path.read_text(encoding="utf-8"))))


# --- GPTFuzz: its jailbreak templates, each with one of its own questions --------------------------------
def gptfuzz(src: Path) -> Iterator[Payload]:
    """Every template of GPTFuzzer.csv (77, collected from jailbreakchat.com) and seed_short_25.csv (25),
    with `[INSERT PROMPT HERE]` replaced, as the fuzzer does, by a question of the benchmark's own
    question list: the k-th template (both files in order) takes question k mod 100. A jailbreak persona
    addressed to the model is agent_instruction; the patterns add the rest."""
    questions = [q["text"].strip() for q in _csv(src / _GPTFUZZ_QUESTIONS)]
    n = 0
    for rel in _GPTFUZZ_TEMPLATES:
        for i, row in enumerate(_csv(src / rel)):
            question = questions[n % len(questions)]
            text = row["text"].replace("[INSERT PROMPT HERE]", question).strip()
            where = f"{rel.removeprefix('gptfuzz/')} row {i + 1}, question {n % len(questions) + 1}"
            yield _payload("gptfuzz", n, f"gptfuzz-{Path(rel).stem}", text, ["agent_instruction"], where)
            n += 1


# --- PALLMs: its prompt-injection, jailbreak and insecure-output payload lists ---------------------------
def pallms(src: Path) -> Iterator[Payload]:
    """Every non-empty line of the three payload lists aimed at the model's instructions (prompt
    injection, jailbreak, insecure output), as published: `{NEW_INSTRUCTION}` placeholders stay, the
    list gives no instruction to fill them with. The hallucination and unbounded-consumption lists are
    questions and token floods, not instructions to the model, and are not read."""
    n = 0
    for rel in _PALLMS:
        for i, line in enumerate((src / rel).read_text(encoding="utf-8").splitlines()):
            if line.strip():
                where = f"{rel.removeprefix('pallms/')} line {i + 1}"
                yield _payload(
                    "pallms", n, f"pallms-{Path(rel).stem}", line.strip(), ["agent_instruction"], where
                )
                n += 1


# --- PayloadsAllTheThings: the direct and indirect prompt-injection examples -----------------------------
_SECTION = re.compile(r"^## (Direct|Indirect) Prompt Injection\s*$(.*?)(?=^## |\Z)", re.M | re.S)
_FENCE = re.compile(r"^[ \t]*```[^\n]*\n(.*?)^[ \t]*```", re.M | re.S)
_BULLET = re.compile(r"^\* [^`\n]*?: `([^`\n]+)`(.*)$", re.M)
_TABLE_ROW = re.compile(r"^\|(.*)\|\s*$", re.M)
_SPAN = re.compile(r"^`([^`]+)`")
_TRAIN_HALF = "TakSec/"  # a payload the page credits to TakSec/Prompt-Injection-Everywhere: train half


def patt(src: Path) -> Iterator[Payload]:
    """Of the Direct and Indirect Prompt Injection sections (the Applications and System Prompt
    sections are benign role prompts and chat-format templates): every fenced block; every bullet's
    inline payload (`* Label: \\`payload\\``) but those the page credits to TakSec/Prompt-Injection-
    Everywhere, a repository of the other half of the split; and the Prompt Example cell of every
    row of the strategy table that opens with a backticked span of two words or more."""
    text = (src / _PATT).read_text(encoding="utf-8")
    n = 0
    for m in _SECTION.finditer(text):
        kind, body = m.group(1).lower(), m.group(2)
        found: list[tuple[int, str, str]] = []  # (offset, where, payload) in page order
        for f in _FENCE.finditer(body):
            found.append((f.start(), "fenced block", inspect.cleandoc(f.group(1))))
        for b in _BULLET.finditer(body):
            if _TRAIN_HALF not in b.group(2):
                found.append((b.start(), "bullet", b.group(1)))
        for r in _TABLE_ROW.finditer(body):
            cells = [c.strip() for c in r.group(1).split("|")]
            span = _SPAN.match(cells[-1]) if len(cells) >= 3 else None
            if span and len(span.group(1).split()) >= 2:
                found.append((r.start(), f"table row {cells[0]} / {cells[1]}", span.group(1)))
        for offset, where, payload in sorted(found):
            line = text[: m.start(2) + offset].count("\n") + 1
            origin = f"{kind} prompt injection section, {where} (line {line})"
            yield _payload("patt", n, f"patt-{kind}", payload.strip(), ["agent_instruction"], origin)
            n += 1


def _string(node: ast.expr) -> str | None:
    """A literal string: a constant or implicit/`+` concatenations of constants."""
    if isinstance(node, ast.Constant) and isinstance(node.value, str):
        return node.value
    if isinstance(node, ast.BinOp) and isinstance(node.op, ast.Add):
        left, right = _string(node.left), _string(node.right)
        return None if left is None or right is None else left + right
    return None


# --- mcp-server-everything-wrong: the attack tools' poisoned texts ----------------------------------------
# The comment above each tool names its attack (the server's own metadata); those naming no attack or leak
# (the mock send_email, env_var, fetch, run_command) are the benign side. Base classes by that comment.
_EW_ATTACK = re.compile(r"attack|attach|leak", re.I)
_EW_BASE = {
    "shadowing": ["agent_instruction", "shadowing"],
    "leak": ["agent_instruction", "exfiltration"],
}


def everythingwrong(src: Path) -> Iterator[Payload]:
    """Per tool whose comment names an attack: every Field description of its parameters (the
    side-channel tool's poisoned `debug` field), the text the rug-pull tool appends to its own
    docstring (`f.__doc__ = ... + "..."`), and otherwise the tool's docstring."""
    source = (src / _EVERYTHING_WRONG).read_text(encoding="utf-8")
    lines = source.splitlines()
    n = 0
    for node in ast.parse(source).body:
        if not isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef) or not node.decorator_list:
            continue
        comment = lines[node.decorator_list[0].lineno - 2].strip()
        if not (comment.startswith("#") and _EW_ATTACK.search(comment)):
            continue
        base = next((b for k, b in _EW_BASE.items() if k in comment), ["agent_instruction"])
        texts: list[tuple[str, str]] = []
        appended = [
            _string(a.value.right)
            for a in ast.walk(node)
            if isinstance(a, ast.Assign)
            and isinstance(a.targets[0], ast.Attribute)
            and a.targets[0].attr == "__doc__"
            and isinstance(a.value, ast.BinOp)
        ]
        for call in ast.walk(node.args):
            if isinstance(call, ast.Call) and getattr(call.func, "id", "") == "Field":
                for k in call.keywords:
                    desc = _string(k.value) if k.arg == "description" else None
                    if desc:
                        texts.append(("Field description", inspect.cleandoc(desc)))
        doc = ast.get_docstring(node, clean=True)
        if appended and appended[0]:
            texts.append(("appended to its docstring", appended[0]))
        elif doc and not texts:
            texts.append(("docstring", doc))
        for what, text in texts:
            where = f"{node.name} {what} ({comment.lstrip('# ')})"
            yield _payload("everythingwrong", n, "everythingwrong-tool", text.strip(), base, where)
            n += 1


# --- mcp-guardian: the poisoned example server's tool descriptions ----------------------------------------
_GUARDIAN_TOOL = re.compile(
    r"((?://[^\n]*\n)+)server\.tool\(\s*\"([\w-]+)\",\s*(?:`([^`]*)`|\"((?:[^\"\\]|\\.)*)\")", re.S
)
# the example's own "Attack:" line names what each description does: the base classes
_GUARDIAN_BASE = (
    ("exfiltration", "exfiltration"),
    ("stealth", "concealment"),
    ("credential theft", "credential_access"),
    ("privilege escalation", "privilege_goal"),
    ("encoded payload", "hidden_text"),
)


def mcpguardian(src: Path) -> Iterator[Payload]:
    """The description of every `server.tool(...)` whose comment block has an `Attack:` line (the one
    marked CLEAN has none)."""
    n = 0
    for m in _GUARDIAN_TOOL.finditer((src / _GUARDIAN).read_text(encoding="utf-8")):
        attack = next((ln for ln in m.group(1).splitlines() if "Attack:" in ln), None)
        text = m.group(3) if m.group(3) is not None else m.group(4)
        if attack is None or not text.strip():
            continue
        base = ["agent_instruction"] + [cls for key, cls in _GUARDIAN_BASE if key in attack.lower()]
        where = f"tool {m.group(2)} ({attack.lstrip('/ ').strip()})"
        yield _payload("mcpguardian", n, "mcpguardian-tool", text.strip(), base, where)
        n += 1


# --- mcp-poisoning-poc: the malicious tool definitions ----------------------------------------------------
_GENSECAI_BASE = {
    "data_exfiltration.py": ["agent_instruction", "exfiltration"],
    "tool_hijacking.py": ["agent_instruction", "shadowing"],
}


def gensecai(src: Path) -> Iterator[Payload]:
    """Every "description" string of the tool definitions (dict literals) of the demo malicious server
    and the two attack modules; an attack module's name is its metadata."""
    n = 0
    for rel in _GENSECAI:
        for node in ast.walk(ast.parse((src / rel).read_text(encoding="utf-8"))):
            if not isinstance(node, ast.Dict):
                continue
            for key, value in zip(node.keys, node.values, strict=True):
                text = _string(value) if key is not None and _string(key) == "description" else None
                if text and text.strip():
                    base = _GENSECAI_BASE.get(Path(rel).name, ["agent_instruction"])
                    where = f"{rel.removeprefix('gensecai/')} line {value.lineno}"
                    yield _payload("gensecai", n, "gensecai-tool", inspect.cleandoc(text), base, where)
                    n += 1


# --- Arcanum Prompt Injection Taxonomy: one example of every technique, intent and evasion ----------------
# The taxonomy's own sections give base classes: an evasion is an encoding or obfuscation of the request
# (hidden_text); the sensitive-data-exfiltration intent is exfiltration.
_ARCANUM_BASE = {"evasions": ["agent_instruction", "hidden_text"]}
_ARCANUM_INTENT_BASE = {"sensitive_data_exfiltration": ["agent_instruction", "exfiltration"]}


def arcanum(src: Path) -> Iterator[Payload]:
    """The first example of every technique, intent and evasion entry, in the file's order: one per
    entry, so each of the taxonomy's 160 categories is there once and none outweighs the others."""
    taxonomy = json.loads((src / _ARCANUM).read_text(encoding="utf-8"))
    n = 0
    for section in ("techniques", "intents", "evasions"):
        for entry in taxonomy[section]:
            examples = [e for e in entry.get("examples", []) if isinstance(e, str) and e.strip()]
            if not examples:
                continue
            base = _ARCANUM_BASE.get(section) or _ARCANUM_INTENT_BASE.get(entry["id"], ["agent_instruction"])
            where = f"{section} {entry['id']} ({entry.get('code', '')}) example 1"
            yield _payload("arcanum", n, f"arcanum-{section}", examples[0].strip(), base, where)
            n += 1


# --- decontamination against training and development texts ----------------------------------------------
RUN = 8  # words: long enough to be a shared text rather than a shared phrase ("ignore all previous ...")


def runs(text: str) -> set[str]:
    """Every run of RUN consecutive words of `text`, lower-cased, punctuation dropped."""
    words = re.findall(r"\w+", text.lower())
    return {" ".join(words[i : i + RUN]) for i in range(len(words) - RUN + 1)}


def decontaminated(found: list[Payload], seen: AbstractSet[str]) -> list[Payload]:
    """The payloads none of whose RUN-word runs is in `seen` (the runs of the texts a detector may have
    been trained or tuned on); ids keep their numbers, so a left-out payload leaves a gap."""
    return [p for p in found if not runs(p["text"]) & seen]


def kept_once(found: Iterable[Payload], seen: AbstractSet[str] = frozenset()) -> list[Payload]:
    """`found` less the payloads sharing a run of words with `seen`; a text that repeats an earlier
    payload's exactly is kept once, the first, so its id keeps its place in the numbering. Shared by the
    later sets' sources (fresh6_sources.py, fresh7_sources.py)."""
    out: list[Payload] = []
    texts: set[str] = set()
    for p in found:
        if p["text"] not in texts:
            texts.add(p["text"])
            out.append(p)
    return decontaminated(out, seen)


def payloads(src: Path, seen: AbstractSet[str] = frozenset()) -> list[Payload]:
    """All sources' payloads, each once, less those sharing a run of words with `seen` (kept_once)."""
    verify(src)
    found = [
        *gptfuzz(src),
        *pallms(src),
        *patt(src),
        *everythingwrong(src),
        *mcpguardian(src),
        *gensecai(src),
        *arcanum(src),
    ]
    return kept_once(found, seen)
