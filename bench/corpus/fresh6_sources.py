"""Attack payloads of the SIXTH evaluation set, read mechanically from other authors' public repositories.

Used by build_fresh6.py. Each reader takes the files as published (checked against the sha256 pinned
below) and yields payload records; nothing is hand-edited or hand-picked. Every source is a repository
in the held-out half of the split (the first hex digit of sha256("owner/name".lower()) is one of
89abcdef; the other half is the training collection's) and none was used by the corpus, an earlier
held-out set or the training collection. SOURCES_DIR (see README.md, "Sixth independent evaluation
set") holds, each copied with `git show <commit>:<path>`:

    aig/data/eval/agentic-tool-misuse.json, aig/LICENSE
                         Tencent/AI-Infra-Guard, its agentic tool-misuse evaluation set, Apache-2.0
    fuzzyai/src/fuzzyai/resources/Jailbreaks.md, fuzzyai/LICENSE
                         cyberark/FuzzyAI, its catalogue of jailbreak techniques, Apache-2.0
    llmfuzzer/attacks/{promptInjection,smuggling}.atk, llmfuzzer/LICENSE
                         mnns/LLMFuzzer, its attack definitions, MIT
    augustus/internal/probes/*/data/*.yaml, augustus/internal/probes/webinjection/payloads.go,
    augustus/LICENSE     praetorian-inc/augustus, Praetorian's LLM vulnerability scanner, Apache-2.0
    cisecsl/evil_mcp_server/payloads.py (at 288ab3b9), cisecsl/LICENSE (at 0ee42009)
                         CISECSL/mcp-tool-poisoning-poc, a tool-poisoning proof-of-concept MCP server, MIT

A payload that shares a run of eight words with a training or development text is left out by
build_fresh6.py (fresh5_sources.decontaminated, the fifth set's rule unchanged).

Labels are given by `fresh_sources.classes_of` (the fresh set's rule, unchanged): each source's own
metadata gives the base classes below, and the same patterns, on the payload text alone, add the rest.
Both were fixed before any detector was run on these rows, and no row was added, dropped or relabelled
after.
"""

from __future__ import annotations

import ast
import json
import re
from collections.abc import Iterator
from collections.abc import Set as AbstractSet
from pathlib import Path
from typing import Any

import yaml
from fresh5_sources import kept_once
from fresh_sources import held_out_payload, verify_pinned

Payload = dict[str, Any]

_AIG = "aig/data/eval/agentic-tool-misuse.json"
_FUZZYAI = "fuzzyai/src/fuzzyai/resources/Jailbreaks.md"
_LLMFUZZER = ("llmfuzzer/attacks/promptInjection.atk", "llmfuzzer/attacks/smuggling.atk")
_AUGUSTUS_WEB = "augustus/internal/probes/webinjection/payloads.go"

# sha256 of every input file as published at the pinned commit (README lists where from).
PINNED = {
    "aig/LICENSE": "e77b34bf79aede74ad23d3fe9b54bfd24e428fdf70e1359d2e846966cc08f138",
    "aig/data/eval/agentic-tool-misuse.json": "2c108da7e1a08a5286f954e1b05ba63a0041ea813c1e08dfe160232a5fcb7ed9",
    "fuzzyai/LICENSE": "fe9bf49ee23b7eb7866b08379d9ac2c568d3df88db557e953cef50457ed788cf",
    "fuzzyai/src/fuzzyai/resources/Jailbreaks.md": "be23e8149f80b2f210f23b74d6d9cbc899b1af3da1acb735326d5cc77333e7d4",
    "llmfuzzer/LICENSE": "abe0909080de16c84d9351274f9f94d5600b5ed6fcc11c097143a87ea8046e8b",
    "llmfuzzer/attacks/promptInjection.atk": "a34f904fe0b6d336972d5c4f0e7cacfeb3003eb4af440e26e4c7cc1b88639c43",
    "llmfuzzer/attacks/smuggling.atk": "9d3db4231e4ead58a22c0f4ecbb363fe82511099599b00c39832a70aec06ce07",
    "cisecsl/LICENSE": "6e3b94cb18ee62cdb4c7593c77cb519005826499775deb492918a79d4f6f3564",
    "cisecsl/evil_mcp_server/payloads.py": "5b63a5bc7f51c9dd6ec264d9e22ecb097e5fadc2fa118111eb1beda7e4af3393",
    "augustus/LICENSE": "43070e2d4e532684de521b885f385d0841030efa2b1a20bafb76133a5e1379c1",
    "augustus/internal/probes/advpatch/data/TargetedPatch.yaml": "05b0cadc7490dc8867ff4929ad2e2c3bbc9f785467010d437378184d4d36540d",
    "augustus/internal/probes/advpatch/data/TransferPatch.yaml": "dab5259c39d34aa5a46233e429f70c06d2267970b272bda41d564cc4b38d1051",
    "augustus/internal/probes/advpatch/data/UniversalPatch.yaml": "37f76226df93fd5d809d7d5426bd06e1dc0d7133aa8f980a354ee98ecc25cf6f",
    "augustus/internal/probes/dan/data/AntiDAN.yaml": "3492b47bd41fe6e3f9f8ef8b1f92e24e2e470978133b717bbf1ee6a7607800c0",
    "augustus/internal/probes/dan/data/ChatGPT_Developer_Mode_RANTI.yaml": "1896bbfacabcd4300b83333fd747b9b264a5e615c77886880da5e56ce0b80e38",
    "augustus/internal/probes/dan/data/ChatGPT_Developer_Mode_v2.yaml": "7b28a766c39f000d6cc37ffcaebb3e1a2f157fb06167f60756eb5fbfd31066ba",
    "augustus/internal/probes/dan/data/ChatGPT_Image_Markdown.yaml": "105a39785caea95fa57ad038ed090c4d31bed3b1413e1708f331315c501385ed",
    "augustus/internal/probes/dan/data/DAN_Jailbreak.yaml": "79ed1bec6d44567b03ffabf54d1c93e8bf7a74b68282f8fbd1c4095d4a550592",
    "augustus/internal/probes/dan/data/DUDE.yaml": "c7ccd3315aca5a5ed22d955d14c8182867bfb7ddedc110737238d645f18507ea",
    "augustus/internal/probes/dan/data/Dan_10_0.yaml": "57bca095d084b488111b853f2e0f941bce705c03adb9a48a03ee5707ee08c594",
    "augustus/internal/probes/dan/data/Dan_11_0.yaml": "379e94d933c4f34b5d946516b93e94bf6a0e53fb3e0b4dbd6a669fcafe4c7c2f",
    "augustus/internal/probes/dan/data/Dan_6_0.yaml": "60096e1b8f8763785e83bd9efec66d559a498752c219d69f5c7cd97f84042833",
    "augustus/internal/probes/dan/data/Dan_6_2.yaml": "de6c936a42914aa381303176fea02ddf7e139e9138d9ec2ed02da422c35c920f",
    "augustus/internal/probes/dan/data/Dan_7_0.yaml": "9f821405b3f44e107fce068e501e7e3f588598073717f9a70bb728c340d92e05",
    "augustus/internal/probes/dan/data/Dan_8_0.yaml": "b7160883b09602c34f68ba9f89204ba12c37465e00aa3d31646703af7bba1810",
    "augustus/internal/probes/dan/data/Dan_9_0.yaml": "93600c2fe91a8a1528bfc36da5322221a0d87ee4f424487b55c72e8062e32d2a",
    "augustus/internal/probes/dan/data/STAN.yaml": "f6874b462f3ccc57057dcd70214d17c9da3357b6b556aab2ac3f186098599061",
    "augustus/internal/probes/goodside/data/ChatMLExploit.yaml": "e094ae66aa6807d31cfa7f32d107859efb70b8a9353b8bb31b4190d0d218e786",
    "augustus/internal/probes/goodside/data/PayloadSplitting.yaml": "863959ad3cee283a6b693e8ef052cf61e3286ef3ac43890f45218709964b469c",
    "augustus/internal/probes/goodside/data/PoemExfiltration.yaml": "f55c8dabb5dc40a05bf19a8a3d22bbdcb4501bb8d305b46849fb534857586283",
    "augustus/internal/probes/goodside/data/SystemPromptConfusion.yaml": "68e1bc4184f38be6d6a854022d8181ed90aaf4d604015e42325a884618be74f2",
    "augustus/internal/probes/goodside/data/ThreatenJSON.yaml": "8613e35ab2473b5c57e5f8edf15a043fc430a07fb5ed023223ad26b7ef4ceff6",
    "augustus/internal/probes/goodside/data/WhoIsRiley.yaml": "e3533b424a87eaca6389d0bbd2d8622586a5cc74f8905fbff29cfab12f71fd28",
    "augustus/internal/probes/latentinjection/data/LatentExtraction.yaml": "7f60bdc9a7a45566d5b07350290c5a805f04dac1f555687836cbbc07c87811df",
    "augustus/internal/probes/latentinjection/data/LatentJailbreak.yaml": "6c7f3fdc44dd0d0c035ca08d8e5957d82eda70472ca1565ce7c66ac0bfb4f566",
    "augustus/internal/probes/latentinjection/data/LatentRefusal.yaml": "e7ef84fc36a0ad5724fe14cdb5effa06880f83b7c0ed514b1b3f95ce31ae1bcc",
    "augustus/internal/probes/pair/data/PAIR.yaml": "1261f47d82d159f5518aba6f85ac16e29883fc6d535c6c969eeae5eb5b56e070",
    "augustus/internal/probes/pair/data/PAIRBasic.yaml": "be18665ca1e761ee1a7c9bb7fb4b33b3f4f4e97c93014488f0c2cc3e0f0342e3",
    "augustus/internal/probes/tap/data/TAPv1.yaml": "e93233ee81143deea30c75383d4ad9946967ea515ef0278b4370fb4104cb39ad",
    "augustus/internal/probes/tap/data/TAPv2.yaml": "569a85f8c80d2fad72c794bfdc8e44b7c4e8749e7f365030ca2650307fe989a3",
    "augustus/internal/probes/webinjection/payloads.go": "4d62d70a51ff7f11b28e682aad067f6a70008576874a1a60c754f9dd882323c1",
}  # fmt: skip
ORIGINS = {
    "aig": "github.com/Tencent/AI-Infra-Guard@4908db1deab794a02ee9eaa77d3583ad590e7b27 "
    "data/eval/agentic-tool-misuse.json",
    "fuzzyai": "github.com/cyberark/FuzzyAI@a81260f5eb16a361155a235d44e64684e5f5bc85 "
    "src/fuzzyai/resources/Jailbreaks.md",
    "llmfuzzer": "github.com/mnns/LLMFuzzer@dd0dbd187ece10137bc4e9479871144d55198933",
    "augustus": "github.com/praetorian-inc/augustus@e847caf4c3b2da479413d108689cfae0477752a6",
    "cisecsl": "github.com/CISECSL/mcp-tool-poisoning-poc@288ab3b91dc28f98df953ed6e7c1f9ffc32b6e1c "
    "evil_mcp_server/payloads.py",
}
LICENCES = {
    "aig": "Apache-2.0 (AI-Infra-Guard, Tencent; agentic-tool-misuse by Devam Shah)",
    "fuzzyai": "Apache-2.0 (FuzzyAI, CyberArk)",
    "llmfuzzer": "MIT (LLMFuzzer, (c) Harrison Chase, as its LICENSE names)",
    "augustus": "Apache-2.0 (Augustus, Praetorian)",
    "cisecsl": "MIT (mcp-tool-poisoning-poc, (c) 2026 CISEC / AISAC)",
}


def verify(src: Path) -> None:
    verify_pinned(src, PINNED)


def _payload(source: str, n: int, style: str, text: str, base: list[str], origin: str) -> Payload:
    return held_out_payload("fresh6", ORIGINS, LICENCES, source, n, style, text, base, origin)


# --- AI-Infra-Guard: the agentic tool-misuse evaluation set ----------------------------------------------
def aig(src: Path) -> Iterator[Payload]:
    """Every prompt of agentic-tool-misuse.json (120, written for the set by its author: instructions to a
    tool-using agent to exfiltrate data, destroy, escalate privileges, abuse MCP connectors, harvest
    credentials), in the file's order. The set's own description names tool misuse aimed at the agent:
    agent_instruction; the patterns add the rest."""
    data = json.loads((src / _AIG).read_text(encoding="utf-8"))["data"]
    n = 0
    for i, item in enumerate(data):
        text = str(item.get("prompt", "")).strip()
        if text:
            yield _payload("aig", n, "aig-agentic", text, ["agent_instruction"], f"data item {i + 1}")
            n += 1


# --- FuzzyAI: its catalogue of jailbreak techniques ------------------------------------------------------
_FUZZY_BLOCK = re.compile(r"^\*\*([^*\n]+)\*\*([^\n]*)\n(.*?)(?=^\*\*[^*\n]+\*\*|^#{1,6} |\Z)", re.M | re.S)
_HEADING = re.compile(r"^#{1,6} (.*)$", re.M)


def fuzzyai(src: Path) -> Iterator[Payload]:
    """The text of every technique of Jailbreaks.md: a `**Name** (topic)` line opens a block that runs
    to the next one or the next heading; its lines, stripped, are the payload (a block with no text is
    skipped). Each is a jailbreak written to the model: agent_instruction; the patterns add the rest."""
    text = (src / _FUZZYAI).read_text(encoding="utf-8")
    n = 0
    for m in _FUZZY_BLOCK.finditer(text):
        body = m.group(3).strip()
        if not body:
            continue
        headings = [h.group(1).strip() for h in _HEADING.finditer(text, 0, m.start())]
        section = headings[-1] if headings else ""
        line = text[: m.start()].count("\n") + 1
        where = f"{section} / {m.group(1).strip()} (line {line})"
        yield _payload("fuzzyai", n, "fuzzyai-jailbreak", body, ["agent_instruction"], where)
        n += 1


# --- LLMFuzzer: the queries of its attack definitions ----------------------------------------------------
_QUERY = re.compile(r"^\s*Query:\s*(.+?)\s*$", re.M)


def llmfuzzer(src: Path) -> Iterator[Payload]:
    """The `Query:` of every test of both attack files (prompt injection, token smuggling), as
    published. Each is aimed at the model's instructions: agent_instruction."""
    n = 0
    for rel in _LLMFUZZER:
        for m in _QUERY.finditer((src / rel).read_text(encoding="utf-8")):
            where = f"{rel.removeprefix('llmfuzzer/')} Query"
            yield _payload("llmfuzzer", n, "llmfuzzer-attack", m.group(1), ["agent_instruction"], where)
            n += 1


# --- Augustus: Praetorian's own probe prompts and its web-injection payloads -------------------------------
_GO_FUNC = re.compile(r"^func (\w+)\(\) \[\]string \{\n(.*?)^\}", re.M | re.S)
_GO_RAW = re.compile(r"`([^`]*)`")


def augustus(src: Path) -> Iterator[Payload]:
    """Every prompt of every probe data file (`internal/probes/*/data/*.yaml`, in path order) whose
    `info.author` is `praetorian`: the scanner's own probes (those credited to `community`, the DAN
    family, or to riley-goodside are other authors' texts it ports, and are not read); then every raw
    string of the web-injection payload lists (`payloads.go`), list by list. All are aimed at the
    model: agent_instruction; the patterns add the rest."""
    n = 0
    for path in sorted((src / "augustus" / "internal" / "probes").glob("*/data/*.yaml")):
        probe = yaml.safe_load(path.read_text(encoding="utf-8"))
        if (probe.get("info") or {}).get("author") != "praetorian":
            continue
        rel = path.relative_to(src / "augustus").as_posix()
        for i, prompt in enumerate(probe.get("prompts") or []):
            if isinstance(prompt, str) and prompt.strip():
                where = f"{rel} prompt {i + 1} ({probe['id']})"
                yield _payload("augustus", n, "augustus-probe", prompt.strip(), ["agent_instruction"], where)
                n += 1
    for f in _GO_FUNC.finditer((src / _AUGUSTUS_WEB).read_text(encoding="utf-8")):
        for i, m in enumerate(_GO_RAW.finditer(f.group(2))):
            where = f"internal/probes/webinjection/payloads.go {f.group(1)} item {i + 1}"
            yield _payload(
                "augustus", n, "augustus-webinjection", m.group(1).strip(), ["agent_instruction"], where
            )
            n += 1


# --- mcp-tool-poisoning-poc: the evil server's poisoned tool description ---------------------------------
# The server's docstring names list_notes "the trap" steering the agent to read a file and hand it to a
# sink that POSTs it out: agent_instruction and exfiltration.
_CISECSL = "cisecsl/evil_mcp_server/payloads.py"


def cisecsl(src: Path) -> Iterator[Payload]:
    """Every module-level string constant named `POISONED_*` of payloads.py, where the demo keeps its
    poisoned tool description."""
    n = 0
    for node in ast.parse((src / _CISECSL).read_text(encoding="utf-8")).body:
        if not (isinstance(node, ast.Assign) and isinstance(node.targets[0], ast.Name)):
            continue
        name = node.targets[0].id
        value = node.value
        if name.startswith("POISONED_") and isinstance(value, ast.Constant) and isinstance(value.value, str):
            base = ["agent_instruction", "exfiltration"]
            yield _payload("cisecsl", n, "cisecsl-tool", value.value.strip(), base, name)
            n += 1


def payloads(src: Path, seen: AbstractSet[str] = frozenset()) -> list[Payload]:
    """All sources' payloads, each once, less those sharing a run of words with `seen` (kept_once)."""
    verify(src)
    return kept_once([*aig(src), *fuzzyai(src), *llmfuzzer(src), *augustus(src), *cisecsl(src)], seen)
