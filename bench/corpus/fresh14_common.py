"""Shared pieces of the fourteenth set's readers (fresh14_sources.py): where each source comes from, its
licence, and the payload records the readers yield. A `whole` or `rewrite` payload is the tenth set's
(fresh10_common), unchanged; the Python and JavaScript literal readers are the tenth and eleventh sets'."""

from __future__ import annotations

import ast
from pathlib import Path

from fresh10_common import Payload, rewrite, whole
from fresh11_common import module_names, py_value
from fresh_sources import held_out_payload

__all__ = [
    "LICENCES",
    "LICENCE_FILES",
    "ORIGINS",
    "Payload",
    "module",
    "module_names",
    "payload_of",
    "py_value",
    "rewrite",
    "whole",
]

# Where each source was read. Eight are snapshots of the repository (the files copied with `git show
# <commit>:<path>`); three could only be had as the stored copy of their files (no snapshot here), read
# at the commit named (README, "Fourteenth independent evaluation set", has the per-file commits).
ORIGINS = {
    "spicer": "github.com/richardspicer/mcp-audit@efec13234bf1cb75973c5e58673bb8c4c9539904",
    "firmis": "github.com/riteshkew/firmis-scanner@1dfc8a0bb8974dc7d9aca9995da17a50b700c846",
    "agentpwn": "github.com/valh4x-1/agent-pwn@27160ba3c9a5fc311dc8d221cf6538ee73ea5833",
    "deconvolute": "github.com/deconvolute-labs/mcp-deconvolute-demo@1e73064dc0876af09bb2f06d6cd0349b25449cdb",
    "gauntlet": "github.com/GhalebDweikat/mcp-gauntlet@da3bb844cc05023674bacbcee64b70d3d97bfcb2",
    "ianua": "github.com/IRsoctierDT/IANUA-Broker@d8895909290623e5057461cf70dab8879e72e7f7",
    "opensyber": "github.com/finsavvyai/opensyber-mcp-watch@18123281df99832f3002e503d5c7ad0138160044",
    "tripwire": "github.com/Viprasol-Tech/tripwire@0a7f55eb77a11abb6fad9e9d5757c26d32d0bb8e",
    "aigoat": "github.com/AISecurityConsortium/AIGoat@e161cf620ea83569641d089a820843882f059685",
    "scannerbench": "github.com/ElnatanAnbelu/mcp-scanner-benchmark@20b43f97d3088ae1ef4d3198e2b424fbc7ac6d5f",
    "customs": "github.com/adindamochamad/customs@0a60ceb89da25b65a26938d3ff9f18962b0ad102",
    "sentinelcli": "github.com/ahmedimran35/Sentinel@210d3e3a99da2fa36e44fc5dceee917d5bdff1e3",
    "gatekeeper": "github.com/Aravindargutus/mcp-gatekeeper@ddf053017acbf723ba0f509f86453087010527cb",
    "uncloak": "github.com/fevziegeyurtsevenler/uncloak@ce5423cd300c0c30f38a4c7925a032c060586262",
    "qsag": "github.com/Neoxyber/qsag-core@16e88eabf7f7ab58c6fce9a4bedb24be5b53d5fa",
    "mcparmor": "github.com/stennie/mcp-checkpoint@6af4cee4665ab6242f02a88952f9127b6a04922a",
}
LICENCES = {
    "spicer": "Apache-2.0 (mcp-audit, Richard Spicer)",
    "firmis": "MIT (firmis-scanner, (c) 2026 Firmis Labs)",
    "agentpwn": "MIT (agent-pwn, (c) 2026 valh4x)",
    "deconvolute": "Apache-2.0 (mcp-deconvolute-demo, deconvolute-labs)",
    "gauntlet": "MIT (mcp-gauntlet, (c) 2026 Ghaleb Dweikat)",
    "ianua": "Apache-2.0 (IANUA-Broker, (c) 2026 Ivan Rozenblad)",
    "opensyber": "MIT (opensyber-mcp-watch, (c) 2026 OpenSyber)",
    "tripwire": "MIT (tripwire, (c) 2025 Viprasol Tech Private Limited)",
    "aigoat": "Apache-2.0 (AIGoat, AI Security Consortium)",
    "scannerbench": "MIT (mcp-scanner-benchmark, (c) 2026 Elnatan Anbelu)",
    "customs": "MIT (customs, (c) 2026 Customs contributors)",
    "sentinelcli": "MIT (Sentinel, (c) 2025 MD Imran Ahmed; the licence its README states)",
    "gatekeeper": "MIT (mcp-gatekeeper, Aravindargutus; the licence its README and package.json state)",
    "uncloak": "Apache-2.0 (uncloak, fevziegeyurtsevenler)",
    "qsag": "Apache-2.0 (qsag-core, Neoxyber)",
    "mcparmor": "Apache-2.0 (MCP Armor, aira-security; the copy at stennie/mcp-checkpoint)",
}
# The pinned file that grants each source's licence: its licence file, or the README that states it.
LICENCE_FILES = {source: f"{source}/LICENSE" for source in ORIGINS} | {
    "sentinelcli": "sentinelcli/README.md",
    "gatekeeper": "gatekeeper/README.md",
}


def payload_of(source: str, n: int, style: str, text: str, base: list[str], origin: str) -> Payload:
    """One payload of `source`, labelled by fresh_sources.classes_of with `base` as its base classes."""
    return held_out_payload("fresh14", ORIGINS, LICENCES, source, n, style, text, base, origin)


def module(path: Path) -> tuple[ast.Module, dict[str, object]]:
    """A Python file as published, parsed, with its module-level constants (fresh11_common.module_names)."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    return tree, module_names(tree)
