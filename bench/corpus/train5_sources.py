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
    "hijack": (
        "nmeisenzahl/hijack-agentic-ai",
        "02d9298e831323a07cc657cfc9c2bc726cba056e",
        "MIT ((c) 2026 Nico Meisenzahl)",
    ),
}

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
    "hijack": ("LICENSE", fresh4_sources._WEATHER.removeprefix("hijack/"), *(
        p.removeprefix("hijack/") for p in fresh4_sources._POISONED_DOCS
    )),
}  # fmt: skip

# sha256 of every input file as published at the pinned commit (build_train5.py --pin prints them).
PINNED: dict[str, str] = {
    "garak/LICENSE": "f12c175308d657ab393ca79f063063501273d43c14200d3ba7b214ca8e50523e",
    "garak/garak/data/dan/AntiDAN.json": "98e0358270faa340c7bde66bc9ad1f696abadc0a45677370b8de0c8c01eac634",
    "garak/garak/data/dan/ChatGPT_Developer_Mode_RANTI.json": "970b7633f5d8ddb781881ae8ed3fb49fa6cbb15d5a4842ba84f8dd459d00434b",
    "garak/garak/data/dan/ChatGPT_Developer_Mode_v2.json": "b3df0ad788756e1dce40d0d77b7ccc9ab807b468e109d68632eb2ff340299a4b",
    "garak/garak/data/dan/ChatGPT_Image_Markdown.json": "b97837b81d283f52bba9ed18fee7eb045b675ff09740ff5bffdb5e778150821a",
    "garak/garak/data/dan/DAN_Jailbreak.json": "bb76232973e00479992195218373d02b2b9b3d6162623036422ee7caf79fe4c2",
    "garak/garak/data/dan/DUDE.json": "e9945e4b602f9964358ecf85236b729a195c1da23f942806ec8a0f047b2fb2db",
    "garak/garak/data/dan/Dan_10_0.json": "bb76232973e00479992195218373d02b2b9b3d6162623036422ee7caf79fe4c2",
    "garak/garak/data/dan/Dan_11_0.json": "fc049eb9a8a9911490eccf2ed60e06678f6cf807c4149a727ba77f19a68c6bd8",
    "garak/garak/data/dan/Dan_6_0.json": "a0f9274d4ea72d67abd46bf868343da449663778bdf65fe4c39e4c042deaed5b",
    "garak/garak/data/dan/Dan_6_2.json": "19b79eacb9cd9dca06094c373741be71e199d73734c7cba696cc6ca1780d6ccc",
    "garak/garak/data/dan/Dan_7_0.json": "b85d6e74e7262914d14894e97b3fea7c7bef678bd58ffab60bbfa85253d61c80",
    "garak/garak/data/dan/Dan_8_0.json": "62ae47c12ee52e033e1318456964cb3114318e17bb1405a2c3aa2afe46316d4b",
    "garak/garak/data/dan/Dan_9_0.json": "5c263be1049269aaa04090cde89d6ae5b6e495e11add963dcaac804ad56e35ad",
    "garak/garak/data/dan/STAN.json": "91b91e958e863a43eab6331f99f0eb5d29c3534fd8d15c60ec404bdb805f0e1a",
    "garak/garak/data/autodan/autodan_prompts.json": "215287013b6a210d52ba36fd17de9f85836b058a654271a3693d9216fb002d1b",
    "garak/garak/data/sysprompt_extraction/attacks.json": "9de1d55a6a378aa9b175a96052bcf9b2937445f329617710cac5379f89302bee",
    "garak/garak/data/payloads/domains_latentinjection.json": "2b179b6ab31284419d44cd96e50ce54dee6b55e0bf10095607ea693b9f22addf",
    "garak/garak/probes/latentinjection.py": "8214c5cd8b9ac4d4be0bcdd49d7296e985e935df7b34f2a92865fed8c656bbec",
    "garak/garak/resources/promptinject/prompt_data.py": "81b4285dec37ccb4af7c529017687eca7f0bfd1bef546611171d6f93bb494408",
    "garak/garak/probes/doctor.py": "814fd442d57c1ac6de0805ebd8ca923c52ba22c5e6b1de737556b8894f109a90",
    "giskard/LICENSE": "aa9cf026635fee60937c69b14005f2edd0397dec0bffcb31a469ffad944e13cf",
    "giskard/prompt_injections.csv": "d8b2e74b8813a4a9a621553c546d66e188eb7ca2a424261c42fea284674a4660",
    "taksec/LICENSE": "8e6bbb6cfa8b2a66e6c273b7de53a7d6802cac8c7db0bcc41c73fc0356f3c319",
    "taksec/Basic-Prompt-Injection-v1.txt": "03e1a48a3b9511c96fe854e5e340cf18122952cc1fcba91937f9a55793dd253e",
    "taksec/Basic-Prompt-Injection-v2.txt": "b1b6882282f14eb4239e49433e47090beaf024a7152893832a98057e93c7c68a",
    "taksec/Prompt-Injection-SQLi.txt": "6db4521f66439db49f8f58207b195d4da9b6f20eacbb1ddb7208acade0bc62af",
    "taksec/Prompt-Injection-XSS.txt": "5240dafa59f3c53357c9d6b6c12eb02495f516a05eb16291d94ae26207e6eb80",
    "taksec/Prompt-Leak-v1.txt": "bf5eb249c8b68481bb0e6663d9b84e9abd336f8e6f2e71b4cdc85036f5ee7e75",
    "taksec/Prompt-Leak-v2.txt": "a116583a2ed00458ca8e3fb23e1141983c3105027fde418978418a25c176c5c6",
    "psfuzz/LICENSE": "e72ac5d98e808c156dfab680b2601f572a768991fb600203bec638157afa8b2c",
    "psfuzz/ps_fuzz/attacks/aim.py": "3a3cc05232afb0a47b4edd06b459db941ec0334de64ec75420be0f8788f69be7",
    "psfuzz/ps_fuzz/attacks/dan.py": "aa2ac539bf165970a1a670d1f0631d82652e046b4a2151b7debfaeff382a7495",
    "psfuzz/ps_fuzz/attacks/dynamic_test.py": "35e9b8d989ff4ce7e12cab0a3fbaa2a2554915df61ceacdfb413cb0f675bb717",
    "psfuzz/ps_fuzz/attacks/self_refine.py": "9948ca4ecc2e871ca34d93ec82e9859827af496abdec2600c4bc9aeff94f2506",
    "psfuzz/ps_fuzz/attacks/ucar.py": "b79810114b81ff7c44b8f4ddd91abcdb5b09239b109701fb94a672bc1fc5b50d",
    "psfuzz/ps_fuzz/attacks/translation.py": "b5a94f5c7570635c66f31273de9f0b30be979b0a68ed2a3fa11c5c5f782c1139",
    "psfuzz/ps_fuzz/attacks/typoglycemia.py": "41be8074d84524d6941fcdcb90e27f60d979fb95cbd3cabdbd9570c75a3627ae",
    "bigpromptlib/LICENSE": "890d8e8f5fbe34050d547696de20df440ed841f0f5c3373c9bf89ebf17c7dbea",
    "bigpromptlib/Jailbreak/Cohere/CommandR_Plus_04112024.md": "3bc2255dff951ecdcfd712a416c0149a78f76f811c46e981a94c09540bf61d8e",
    "bigpromptlib/Jailbreak/Meta.ai/elder_plinius_04182024.md": "203591a6fa1795d5260f8fd5c86e2d74e72628b8550aaedf67639fe0af08a1bb",
    "bigpromptlib/Jailbreak/OpenAI/gpt4o-agi_db-10232024.md": "18341243129973b521e293c587b7c5a90cbf65b4d1518a2561749585facc38d3",
    "bigpromptlib/Jailbreak/OpenAI/gpt4o-plinius-05132024.md": "d6eaf5c8af25406dd938117e2b20357056271613ca044bf04580f66413289bb1",
    "bigpromptlib/Jailbreak/OpenAI/gpt4o-via-emojis-06082024.md": "80f0bfb790180b4c290d638736bc0e39aee6282a05e8084936b1e7dcb30f73f5",
    "bigpromptlib/Jailbreak/_Obsolete/jb1.md": "c5e21f87d1f4369c1a57b88536a8e0e95b4665fff48721368e527b86cda660e0",
    "langgpt/LICENSE": "c71d239df91726fc519c6eb72d318ec65820627232b2f796219e87dcf35d0ab4",
    "langgpt/README.md": "841eb3652aedb1f14fdb8f47c9e806b7a2ea8da097e6dbf769fc77d16dcfaa0a",
    "hinglish/LICENSE": "f70881009f6a3e73e927643476c8d6a3df97d6cdd877bfa5c1adde698109f276",
    "hinglish/data/hinglish-clean-500.csv": "d7b9c67be3ec837aa6a472058b07cd57a0d2a655d1e1fbf6afd3227ca0ae8fd8",
    "hinglish/data/hinglish-stealth-250.csv": "10086e793947001943ca8f2c29bdb460ec52c33f885a4f05587dc0188786c7fc",
    "greshake/LICENSE": "1ac3641a4615a55f9d51b1821708aceef8a8b74aa12c8663415a503708b56934",
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
    "llmguard/LICENSE": "31dcbe8e380febbbe677c74631d0d84108bb48fc9de5f8ac2cac5c9862741822",
    "llmguard/tests/input_scanners/test_prompt_injection.py": "f0d6e1755f4e541d74cd685fc2b9f505d75b7505c9fd57a9f0c805872c78a13f",
    "pif/LICENSE": "d893d3c4013769f031ca79ab85cb77ff942553a0a304ffdb9a3d74ebb95c8340",
    "pif/benchmarks/dataset/injections.json": "c0094c228b85a71c6fe7a64ec037241c71f2b808be54a38165346f294066d8be",
    "hijack/LICENSE": "f7eee5b852a8a050f2ae61295505d71213e70ae284e74bd646fd458effa78769",
    "hijack/demos/demo2-mcp-tool-abuse/src/mcp_servers/weather_server.py": "ff5d2b15c874777b29e8c918a691613cbbdc46aa86e1531f51daae0cd165313f",
    "hijack/demos/demo1-indirect-prompt-injection/src/assets/offer-5-acme-poisoned.md": "5775f119d5dccd727ff7d20bb9d1c4d530ac83ef71fba28458c67f1b1f10d2fa",
    "hijack/demos/demo3-rag-poisoning/src/assets/forecasting-quality-assurance-poisoned.md": "3b0d972a8c28fb77a24f1e6055909d3ffa4406c268cb276854f2afb61c1a326f",
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
    "hijack": _fresh4("hijack", fresh4_sources.hijack),
}
