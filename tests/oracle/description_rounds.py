"""Shared by the rules rounds' own test sets (round 3 on): host tools to plant texts into, and the
security rules a text raises as a new tool and as a rewrite."""

from __future__ import annotations

from oracle import Finding, Options
from oracle.description import description_findings, new_tool_description_findings

# Three unrelated tools: an attack must fire in each, a near miss stay quiet in each.
HOSTS = (
    ("get_weather", "Returns the current weather and a three-day forecast for a city."),
    ("search_symbols", "Finds functions, classes and variables by name in the indexed repository."),
    ("render_chart", "Renders a line or bar chart from a list of points and returns a PNG image."),
)


def security_rules_new(tool: str, text: str) -> set[str]:
    return {f.rule_id for f in new_tool_description_findings(tool, text, Options()) if f.security}


def security_findings_rewrite(tool: str, old: str, new: str) -> list[Finding]:
    findings = description_findings(
        tool, "/description", old, new, Options(), rule_id="tool-description-changed"
    )
    return [f for f in findings if f.security]


def security_rules_rewrite(tool: str, old: str, new: str) -> set[str]:
    return {f.rule_id for f in security_findings_rewrite(tool, old, new)}


def assert_fires(tool: str, host: str, payload: str) -> None:
    assert security_rules_new(tool, f"{host} {payload}"), payload
    assert security_rules_rewrite(tool, host, f"{host}\n\n{payload}"), payload


def assert_quiet(tool: str, host: str, text: str) -> None:
    assert security_rules_new(tool, f"{host} {text}") == set(), text
    assert security_rules_rewrite(tool, host, f"{host} {text}") == set(), text


def assert_rule_fires(tool: str, host: str, payload: str, rule: str) -> None:
    """`rule` fires on `payload` after `host`, in a new tool and in a rewrite that adds it."""
    assert rule in security_rules_new(tool, f"{host} {payload}"), payload
    assert rule in security_rules_rewrite(tool, host, f"{host}\n\n{payload}"), payload
