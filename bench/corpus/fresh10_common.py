"""Shared pieces of the tenth set's readers (fresh10_sources.py): where each source comes from, its
licence, and the payload records the readers yield."""

from __future__ import annotations

from typing import Any

from fresh_sources import held_out_payload

Payload = dict[str, Any]

ORIGINS = {
    "mcplock": "github.com/ace26597/mcp-lock@0415c8022d38621744bbe2c6d25066ecefbf3fda",
    "sanemi": "github.com/Crypto-Sanemi/agent-engineering@c92a09be5f7aef79856a10b3a53fd4af00067cce",
    "wapiti": "github.com/Wapiti08/mcp-attack-suite@e57b4ca70ba269125cbe75cf17be9dec781f2227",
    "donwany": "github.com/donwany/mcp-attacks@ac57dbc3b45ce43c9cc3139d17cf0e606e15f046",
    "unitone": "github.com/UnitOneAI/unitone-agentgateway@8af0b5da17804735ec699aa31d205bff80033aae",
    "promptfoo": "github.com/promptfoo/evil-mcp-server@033c132079c2756cc62d79fc7a0c8c5f96bde3d8",
    "ookini": "github.com/ookini-kawaii/mcp-security-scanner@2fc73b82feae571f82dbafa36ef428c53a287e76",
    "lorbeere": "github.com/lorbeere711/mcp-security-scanner@e573bb5f23695dceae4634edb2a9723908cedc6e",
    "spring": "github.com/mdatikshahriar/mcp-attack-demo-spring@9326237e00d072a4626ee5812b8f49034aa8c6b5",
    "mcpredteam": "github.com/mcpredteam/mcp-redteam-junit@cd35fd7da50726e867a4bad4941eb4114e136392",
    "aah": "github.com/AAH20/mcp-redteam@643e8ae73d2d1abac56ea6bebdc252d9ed80a193",
    "semgrep": "github.com/semgrep/mcp-tool-shadowing-demo@61894d564044e06eb5b860ad7de69af16fada5f2",
    "samson": "github.com/SamsonCyber/mcp-poison@19ddfa8c686e6aacf697d2e42e0c85efaca78fe5",
    "beyond": "github.com/punchfan01/BeyondToolPoisoning@6438a2fc8775e4d6381b8c75ae9ba4193c7972f6",
    "smartproxy": "github.com/smart-mcp-proxy/malicious-demo-mcp-server@8bc36eb3810196d2d05d73a8c7976b93ff5d4be7",
    "mcpaudit": "github.com/adudley78/mcp-audit@6e8836fa632b116944d75420ece1d3733dff45b7",
    "enkrypt": "github.com/enkryptai/secure-mcp-gateway@b4f0165e1f17100313b2b78164cf035a2ff084f5",
    "agentnull": "github.com/jaschadub/AgentNull@173b3e7351c8f73a4b7a26cba566f301a83a48a3",
    "mcphacking": "github.com/tristanhausermannpernet/mcp-hacking@b359e16d617805f2c3684c35805acf6eed916a9f",
    "pipelock": "github.com/luckyPipewrench/pipelock@408651293dfc175df407662de27216b5ea7cc66b",
}
LICENCES = {
    "mcplock": "Apache-2.0 (mcp-lock, ace26597)",
    "sanemi": "MIT (agent-engineering, (c) 2026 Sanemi)",
    "wapiti": "MIT (mcp-attack-suite, (c) 2025 Wapiti)",
    "donwany": "MIT (mcp-attacks, donwany; the licence its README states)",
    "unitone": "MIT (unitone-agentgateway, (c) 2026 UnitOne AI)",
    "promptfoo": "MIT (evil-mcp-server, (c) 2025 promptfoo)",
    "ookini": "MIT (mcp-security-scanner, (c) 2026 ookini-kawaii)",
    "lorbeere": "MIT (mcp-security-scanner, lorbeere711, (c) 2026)",
    "spring": "Apache-2.0 (mcp-attack-demo-spring's server, mdatikshahriar; the licence its README states)",
    "mcpredteam": "Apache-2.0 (mcp-redteam-junit, mcpredteam)",
    "aah": "Apache-2.0 (mcp-redteam, AAH20)",
    "semgrep": "MIT (mcp-tool-shadowing-demo, (c) 2025 Semgrep)",
    "samson": "MIT (mcp-poison, (c) 2026 SamsonCyber)",
    "beyond": "MIT (BeyondToolPoisoning, (c) 2026 punchfan01)",
    "smartproxy": "MIT (malicious-demo-mcp-server, smart-mcp-proxy; the licence its README states)",
    "mcpaudit": "Apache-2.0 (mcp-audit, adudley78)",
    "enkrypt": "Apache-2.0 (secure-mcp-gateway, Enkrypt AI)",
    "agentnull": "MIT (AgentNull, (c) 2025 Jascha Wanger / Tarnover, LLC)",
    "mcphacking": "MIT (mcp-hacking, (c) 2025 Tristan Hausermann-Pernet)",
    "pipelock": "Apache-2.0 (pipelock, luckyPipewrench)",
}


def payload_of(source: str, n: int, style: str, text: str, base: list[str], origin: str) -> Payload:
    """One payload of `source`, labelled by fresh_sources.classes_of with `base` as its base classes."""
    return held_out_payload("fresh10", ORIGINS, LICENCES, source, n, style, text, base, origin)


def whole(p: Payload, tool: str, catalogue: list[str]) -> Payload:
    """An author's whole poisoned description of `tool`: a new_tool row as published."""
    return p | {"kind": "new_tool", "tool": tool, "catalogue": catalogue}


def rewrite(p: Payload, kind: str, tool: str, old: str, catalogue: list[str]) -> Payload:
    """An author's clean -> poisoned description of one tool (or parameter): a row as published."""
    return p | {"kind": kind, "tool": tool, "old": old, "catalogue": catalogue}
