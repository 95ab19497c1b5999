from __future__ import annotations

import jsonschema
import pytest

from notifiers import NOTIFY_SCHEMA, NotifyConfigError, RateLimit, parse_notify_config
from oracle import Dimension, Grade, Outcome

ISSUE_EXAMPLE = {
    "routes": [
        {
            "name": "security",
            "urls": [
                "slack://T1JJ3T3L2/A1BRTD4JD/TIiajkdnlazkcOXrIdevi7FQ/#mcp-security",
                "mailto://bot:s3cretpass@smtp.example.com?to=secops@example.com",
            ],
            "when": {"security": True},
        },
        {
            "name": "platform",
            "urls": ["json://hooks.example.internal/toolwatch"],
            "when": {
                "min_grade": "minor",
                "outcomes": ["violation", "removed_tool"],
                "upstreams": ["prod-*"],
            },
            "format": "markdown",
            "rate_limit": "20/min",
        },
    ],
    "resolved": True,
}


def test_issue_example_parses() -> None:
    jsonschema.Draft202012Validator.check_schema(NOTIFY_SCHEMA)
    cfg = parse_notify_config(ISSUE_EXAMPLE, where="config.yaml: notify")
    assert [r.name for r in cfg.routes] == ["security", "platform"]
    assert cfg.resolved is True
    platform = cfg.routes[1]
    assert platform.when.min_grade is Grade.MINOR
    assert platform.when.outcomes == {Outcome.VIOLATION, Outcome.REMOVED_TOOL}
    assert platform.rate_limit == RateLimit(20, 60.0, "20/min")
    assert cfg.routes[0].when.security is True
    assert "s3cretpass" not in repr(cfg)


def test_missing_section_is_empty() -> None:
    assert parse_notify_config(None, where="x").routes == ()


@pytest.mark.parametrize(
    ("text", "count", "seconds"),
    [("20/min", 20, 60), ("5/s", 5, 1), ("100/hour", 100, 3600), ("3/10s", 3, 10), ("1 / day", 1, 86400)],
)
def test_rate_limit_forms(text: str, count: int, seconds: float) -> None:
    limit = RateLimit.parse(text)
    assert (limit.count, limit.per_seconds) == (count, seconds)


@pytest.mark.parametrize(
    ("data", "expected"),
    [
        ({"routes": [{"name": "a"}]}, "notify.routes[0]: 'urls' is a required property"),
        ({"routes": [{"name": "a", "urls": ["json://x"], "when": {"min_grade": "huge"}}]}, "when.min_grade"),
        (
            {"routes": [{"name": "a", "urls": ["json://x"], "when": {"dimensions": ["taste"]}}]},
            "when.dimensions[0]",
        ),
        ({"routes": [{"name": "a", "urls": ["json://x"], "rate_limit": "fast"}]}, "routes[0].rate_limit"),
        ({"routes": [{"name": "a", "urls": ["json://x"], "colour": "red"}]}, "'colour' was unexpected"),
        (
            {"routes": [{"name": "a", "urls": ["json://x"]}, {"name": "a", "urls": ["json://y"]}]},
            "used twice",
        ),
    ],
)
def test_errors_name_the_key_path(data: dict[str, object], expected: str) -> None:
    with pytest.raises(NotifyConfigError, match=None) as info:
        parse_notify_config(data, where="notify")
    assert expected in str(info.value)


def test_invalid_apprise_url_is_a_startup_error_with_the_url_redacted() -> None:
    bad = "nosuchscheme://user:hunter2secret@example.com/token-abcdef"
    with pytest.raises(NotifyConfigError) as info:
        parse_notify_config(
            {"routes": [{"name": "a", "urls": ["json://ok.example.com", bad]}]}, where="cfg: notify"
        )
    message = str(info.value)
    assert message.startswith("cfg: notify.routes[0].urls[1]: nosuchscheme://***@example.com/***")
    assert "hunter2secret" not in message and "token-abcdef" not in message


def test_malformed_known_scheme_is_rejected() -> None:
    with pytest.raises(NotifyConfigError, match=r"urls\[0\]: slack://\*\*\*"):
        parse_notify_config(
            {"routes": [{"name": "a", "urls": ["slack://only-one-token-xyz"]}]}, where="notify"
        )


def test_unsubstituted_env_var_is_reported() -> None:
    with pytest.raises(NotifyConfigError, match=r"unsubstituted"):
        parse_notify_config({"routes": [{"name": "a", "urls": ["json://${HOOK_HOST}/x"]}]}, where="notify")


def test_a_url_given_as_a_string_is_rejected_without_echoing_it() -> None:
    with pytest.raises(NotifyConfigError) as info:
        parse_notify_config({"routes": [{"name": "a", "urls": "json://u:pw-secret-1@h/x"}]}, where="notify")
    assert "pw-secret-1" not in str(info.value)


def test_dimensions_and_tools_filters() -> None:
    cfg = parse_notify_config(
        {
            "routes": [
                {
                    "name": "a",
                    "urls": ["json://h.example.com"],
                    "when": {"dimensions": ["description"], "tools": ["read_*"]},
                }
            ]
        },
        where="notify",
    )
    when = cfg.routes[0].when
    assert when.dimensions == {Dimension.DESCRIPTION}
    assert when.tool_matches("read_file") and not when.tool_matches("write_file")
