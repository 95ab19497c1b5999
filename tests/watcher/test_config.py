"""Config loading: schema validation with useful errors, ${VAR} substitution, durations, secrets."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
import yaml

from watcher.config import ConfigError, config_schema, load_config, parse_duration

ROOT = Path(__file__).resolve().parents[2]


def write(tmp_path: Path, doc: Any) -> Path:
    path = tmp_path / "config.yaml"
    path.write_text(doc if isinstance(doc, str) else yaml.safe_dump(doc))
    return path


def http(**extra: Any) -> dict[str, Any]:
    return {"name": "gh", "transport": "http", "url": "https://x.example/mcp", **extra}


def error(tmp_path: Path, doc: Any, env: dict[str, str] | None = None) -> ConfigError:
    with pytest.raises(ConfigError) as info:
        load_config(write(tmp_path, doc), environ=env or {})
    return info.value


def test_example_config_is_valid() -> None:
    config = load_config(ROOT / "config.example.yaml", environ={})
    assert [u.name for u in config.upstreams] == ["demo"]  # github is enabled: false


@pytest.mark.parametrize(
    ("doc", "key", "says"),
    [
        ({"upstreams": [http(transport="ftp")]}, "upstreams[0].transport", '"stdio", "http", "sse"'),
        ({"upstreams": [http(debounce="soon")]}, "upstreams[0].debounce", "500ms, 30s, 5m, 1h"),
        (
            {"upstreams": [http(urll="x")]},
            "upstreams[0].urll",
            "unknown key 'urll' (did you mean 'url'?); allowed keys:",
        ),
        (
            {"upstreams": [{"name": "a", "transport": "stdio"}]},
            "upstreams[0]",
            "missing required key 'command'",
        ),
        ({"upstreams": [http(command="x")]}, "upstreams[0]", "transports 'http' and 'sse' take url/headers"),
        ({"upstreams": [http(), http()]}, "upstreams[1].name", "duplicate upstream name 'gh'"),
        (
            {"upstreams": [http(protocol_versions=["2099-01-01"])]},
            "upstreams[0].protocol_versions[0]",
            "2026-07-28",
        ),
        ({"http": {"listen": "nowhere"}, "upstreams": []}, "http.listen", "must match"),
        ({}, "(top level)", "missing required key 'upstreams'"),
    ],
)
def test_errors_name_file_key_and_allowed(tmp_path: Path, doc: Any, key: str, says: str) -> None:
    err = error(tmp_path, doc)
    assert err.file.endswith("config.yaml") and err.key_path == key, str(err)
    assert says in err.detail


def test_substitution_and_secrets(tmp_path: Path) -> None:
    doc = {
        "state_dir": "${STATE:-./st}",
        "upstreams": [http(headers={"Authorization": "Bearer ${GH_TOKEN}"}, url="https://${HOST}/mcp?k=$$x")],
    }
    config = load_config(write(tmp_path, doc), environ={"GH_TOKEN": "s3cr3t-token", "HOST": "h.example"})
    up = config.upstreams[0]
    assert up.headers["Authorization"] == "Bearer s3cr3t-token"
    assert up.url == "https://h.example/mcp?k=$x"
    assert config.state_dir == tmp_path / "st"
    assert "s3cr3t-token" in config.secrets
    assert "s3cr3t-token" not in repr(config) and "s3cr3t-token" not in up.describe()
    assert config.redact("auth failed for Bearer s3cr3t-token") == "auth failed for ***"


def test_missing_variable_is_named_without_values(tmp_path: Path) -> None:
    err = error(tmp_path, {"upstreams": [http(headers={"Authorization": "Bearer ${GH_TOKEN}"})]})
    assert err.key_path == "upstreams[0].headers.Authorization"
    assert "GH_TOKEN is not set" in err.detail


def test_secret_values_never_in_errors(tmp_path: Path) -> None:
    err = error(
        tmp_path, {"upstreams": [http(headers={"X": "${TOKEN}"}, debounce=[1])]}, {"TOKEN": "hunter2hunter2"}
    )
    assert "hunter2" not in str(err)


def test_invalid_yaml(tmp_path: Path) -> None:
    err = error(tmp_path, "upstreams: [\n  - {name: x,\n")
    assert "invalid YAML" in err.detail and "line" in err.key_path


@pytest.mark.parametrize(
    ("text", "seconds"), [("500ms", 0.5), ("5m", 300), ("1h", 3600), (2, 2.0), ("1.5s", 1.5)]
)
def test_durations(text: Any, seconds: float) -> None:
    assert parse_duration(text) == seconds


def test_owned_sections_are_plugged_in() -> None:
    schema = config_schema()
    assert schema["properties"]["notify"].get("properties"), "the notifiers' NOTIFY_SCHEMA is used"
    assert schema["$defs"]["upstream"]["properties"]["probes"]["type"] == "array"
    json.dumps(schema)


def test_docs_list_every_key() -> None:
    """docs/watcher.md's config reference covers every key of the shipped schema."""
    docs = (ROOT / "docs" / "watcher.md").read_text()
    schema = config_schema()
    keys = set(schema["properties"]) | set(schema["$defs"]["upstream"]["properties"])
    keys |= set(schema["$defs"]["tuning"]["properties"])
    missing = sorted(k for k in keys if f"`{k}`" not in docs)
    assert not missing, f"docs/watcher.md does not document: {missing}"
