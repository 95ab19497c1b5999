"""The operator commands as a person runs them: findings, quarantine, notify test, approve's safety
catch, config errors and warnings, help texts. State is written with the daemon's own State class."""

from __future__ import annotations

import json
import socket
import sqlite3
import threading
from collections.abc import Iterator
from contextlib import contextmanager
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from typing import Any

import pytest
import yaml
from toolwatch_cli_support import run_toolwatch

import oracle
from watcher.config import ConfigError, load_config
from watcher.quarantine import build_feed, etag, etag_matches, render
from watcher.readonly_state import ReadOnlyState
from watcher.state import NewFinding, State
from watcher.urlview import display_url

SEARCH = {"name": "search", "description": "Search.", "inputSchema": {"type": "object"}}
FETCH = {"name": "fetch", "description": "Fetch a URL.", "inputSchema": {"type": "object"}}


def finding(tool: str, grade: str, *, security: bool = False, status: str = "changed") -> NewFinding:
    rule = "description-sensitive-path" if security else "input-property-removed"
    item = {
        "rule_id": rule,
        "grade": grade,
        "path": "/x",
        "message": f"{rule} on {tool}",
        "security": security,
    }
    return NewFinding(tool, f"sha256:{tool}-old", f"sha256:{tool}-new", grade, "violation", security,
                      f"{tool}: {rule}", {"status": status, "findings": [item]})  # fmt: skip


def setup(tmp_path: Path, items: list[NewFinding], **upstream: Any) -> Path:
    doc = {
        "state_dir": str(tmp_path / "state"),
        "upstreams": [{"name": "demo", "transport": "stdio", "command": "true", **upstream}],
    }
    config = tmp_path / "config.yaml"
    config.write_text(yaml.safe_dump(doc))
    state = State(tmp_path / "state")
    state.record_snapshot(
        "demo",
        [SEARCH, FETCH],
        "sha256:cat",
        protocol_version="2025-11-25",
        server_name="s",
        server_version="1",
    )
    state.set_baseline("demo", [SEARCH, FETCH])
    state.open_findings_batch("demo", items)
    state.close()
    return config


# ---------------------------------------------------------------------------- findings


def test_findings_list_filters_and_show(tmp_path: Path) -> None:
    config = setup(tmp_path, [finding("search", "major", security=True), finding("fetch", "minor")])
    state = State(tmp_path / "state")
    state.close_findings(
        "demo", {f.key for f in state.open_findings() if f.tool == "search"}, lambda _: "reverted"
    )
    state.close()
    listed = run_toolwatch("findings", "-c", config)
    assert listed.code == 0 and "search" in listed.out and "fetch" not in listed.out
    every = json.loads(run_toolwatch("findings", "-c", config, "--all", "--json").out)["findings"]
    assert [(f["tool"], f["close_reason"]) for f in every] == [("search", None), ("fetch", "reverted")]
    secure = json.loads(run_toolwatch("findings", "-c", config, "--all", "--security", "--json").out)
    assert [f["tool"] for f in secure["findings"]] == ["search"]
    shown = run_toolwatch("findings", "show", "1", "-c", config)
    assert shown.code == 0, shown.err
    assert "description-sensitive-path" in shown.out
    assert f"toolwatch approve -c {config} --upstream demo --tool search --accept-security" in shown.out
    closed = json.loads(run_toolwatch("findings", "show", "2", "-c", config, "--json").out)
    assert closed["status"] == "closed (reverted)" and closed["approve_command"] == ""


def test_findings_errors(tmp_path: Path) -> None:
    config = setup(tmp_path, [finding("search", "major")])
    unknown = run_toolwatch("findings", "-c", config, "--upstream", "dmeo")
    assert (
        unknown.code == 64 and "no upstream 'dmeo'" in unknown.err and "did you mean 'demo'?" in unknown.err
    )
    text = config.read_text().replace(
        "upstreams:", "upstreams:\n- {name: later, transport: stdio, command: 'true'}"
    )
    config.write_text(text)
    unseen = run_toolwatch("findings", "-c", config, "--upstream", "later")
    assert unseen.code == 0 and "no open findings for later" in unseen.out
    missing = run_toolwatch("findings", "show", "99", "-c", config)
    assert missing.code == 66 and "no finding 99" in missing.err
    empty = tmp_path / "empty"
    empty.mkdir()
    (empty / "config.yaml").write_text(yaml.safe_dump({"state_dir": "st", "upstreams": []}))
    nothing = run_toolwatch("findings", "-c", empty / "config.yaml")
    assert nothing.code == 66 and "run `toolwatch watch`" in nothing.err
    assert not (empty / "st").exists(), "a read-only command must not create the state"
    assert run_toolwatch("findings").code == 64


def test_read_only_state_cannot_write(tmp_path: Path) -> None:
    setup(tmp_path, [finding("search", "major")])
    with ReadOnlyState(tmp_path / "state") as ro:
        assert [f.tool for f in ro.open_findings()] == ["search"]
        with pytest.raises(sqlite3.Error, match=r"readonly|read-only|query_only"):
            ro._db.execute("DELETE FROM findings")


# ---------------------------------------------------------------------------- quarantine


def test_quarantine_policy_digests_and_etag(tmp_path: Path) -> None:
    items = [
        finding("search", "patch", security=True),  # security: withheld whatever its grade
        finding("fetch", "minor"),  # below major: not withheld by default
        finding("gone", "major", status="removed"),  # nothing left to withhold
        finding("(server)", "major"),  # about the server, not a tool
    ]
    config_path = setup(tmp_path, items)
    config = load_config(config_path)
    with ReadOnlyState(config.state_dir) as state:
        doc = build_feed(config, state)
    (up,) = doc["upstreams"]
    assert [t["name"] for t in up["tools"]] == ["search"]
    (search,) = up["tools"]
    assert search["approved_digest"] == search["current_digest"] == oracle.contract_digest(SEARCH)
    assert search["finding_ids"] == [1] and search["rules"] == ["description-sensitive-path"]

    # A lower bar, through the config; the lockfile's digest is the approved one.
    lock = tmp_path / "demo.lock.yaml"
    assert (
        run_toolwatch(
            "lock", "-", "--lockfile", lock, stdin=json.dumps([{**FETCH, "description": "old"}])
        ).code
        == 0
    )
    text = config_path.read_text().replace("command: 'true'", f"command: 'true'\n  lockfile: {lock}")
    config_path.write_text(text + "quarantine: {min_grade: minor}\n")
    out = run_toolwatch("quarantine", "-c", config_path, "--format", "json")
    assert out.code == 0, out.err
    tools = {t["name"]: t for t in json.loads(out.out)["upstreams"][0]["tools"]}
    assert set(tools) == {"search", "fetch"}
    assert tools["fetch"]["approved_digest"] == oracle.contract_digest({**FETCH, "description": "old"})
    assert tools["fetch"]["current_digest"] == oracle.contract_digest(FETCH)
    assert tools["search"]["approved_digest"] is None  # not in the lockfile: never approved
    human = run_toolwatch("quarantine", "-c", config_path)
    assert "2 tool(s) quarantined" in human.out and "demo/fetch: minor" in human.out

    tag = etag(render(doc))
    assert etag_matches(tag, tag) and etag_matches(f'W/{tag}, "x"', tag) and etag_matches("*", tag)
    assert not etag_matches('"other"', tag) and not etag_matches(None, tag)
    assert etag(render(doc)) == tag  # no timestamp in the document: stable while nothing moves


def test_quarantine_document_matches_its_schema(tmp_path: Path) -> None:
    import jsonschema

    from watcher.quarantine import schema

    config = load_config(setup(tmp_path, [finding("search", "major", security=True)]))
    with ReadOnlyState(config.state_dir) as state:
        jsonschema.validate(build_feed(config, state), schema())


# ---------------------------------------------------------------------------- approve


def test_approve_refuses_security_findings_without_the_flag(tmp_path: Path) -> None:
    lock = tmp_path / "demo.lock.yaml"
    config = setup(
        tmp_path, [finding("search", "major", security=True), finding("fetch", "major")], lockfile=str(lock)
    )
    refused = run_toolwatch("approve", "-c", config, "--upstream", "demo")
    assert refused.code == 64
    assert (
        "#1 search (major): description-sensitive-path" in refused.err and "--accept-security" in refused.err
    )
    assert not lock.exists(), "a refused approval writes nothing"
    only_fetch = run_toolwatch("approve", "-c", config, "--upstream", "demo", "--tool", "fetch")
    assert only_fetch.code == 0, only_fetch.err
    accepted = run_toolwatch("approve", "-c", config, "--upstream", "demo", "--accept-security")
    assert accepted.code == 0, accepted.err
    assert "accepting 1 security-relevant finding(s)" in accepted.out and "#1 search" in accepted.out
    with ReadOnlyState(tmp_path / "state") as state:
        assert state.open_findings() == []


def test_approve_unknown_upstream_is_a_usage_error(tmp_path: Path) -> None:
    config = setup(tmp_path, [])
    result = run_toolwatch("approve", "-c", config, "--upstream", "dmeo")
    assert result.code == 64 and "did you mean 'demo'?" in result.err


# ---------------------------------------------------------------------------- config


def test_config_errors_all_at_once_with_did_you_mean(tmp_path: Path) -> None:
    path = tmp_path / "config.yaml"
    path.write_text(
        "poll_intervall: 5m\nupstreams:\n  - {name: a, transport: stdoi, command: x, poll_intervall: 5m}\n"
    )
    with pytest.raises(ConfigError) as info:
        load_config(path, environ={})
    problems = dict(info.value.problems)
    assert len(problems) == 3, problems
    assert "did you mean 'defaults.poll_interval'?" in problems["poll_intervall"]
    assert "did you mean 'poll_interval'?" in problems["upstreams[0].poll_intervall"]
    assert "did you mean 'stdio'?" in problems["upstreams[0].transport"]
    checked = run_toolwatch("config", "check", "-c", path)
    assert checked.code == 78 and "3 problems" in checked.err and checked.err.count("did you mean") == 3


def test_shared_lockfile_is_an_error_unless_allowed(tmp_path: Path) -> None:
    ups = [
        {"name": "a", "transport": "stdio", "command": "x", "lockfile": "one.lock.yaml"},
        {"name": "b", "transport": "stdio", "command": "y", "lockfile": "./one.lock.yaml"},
    ]
    path = tmp_path / "config.yaml"
    path.write_text(yaml.safe_dump({"upstreams": ups}))
    with pytest.raises(ConfigError) as info:
        load_config(path, environ={})
    assert info.value.key_path == "upstreams[1].lockfile" and "upstreams[0] (a)" in info.value.detail
    path.write_text(yaml.safe_dump({"upstreams": [{**u, "allow_shared_lockfile": True} for u in ups]}))
    assert len(load_config(path, environ={}).upstreams) == 2


def test_config_check_warnings(tmp_path: Path) -> None:
    path = tmp_path / "config.yaml"
    path.write_text(yaml.safe_dump({"upstreams": []}))
    empty = run_toolwatch("config", "check", "-c", path)
    assert empty.code == 0 and "warning: no upstreams to watch" in empty.err
    up = {
        "name": "a",
        "transport": "stdio",
        "command": "no-such-command-xyz",
        "lockfile": "missing.lock.yaml",
    }
    path.write_text(
        yaml.safe_dump({"upstreams": [up, {**up, "name": "b", "command": "python3", "lockfile": "b.lock"}]})
    )
    (tmp_path / "b.lock").write_text("version: 1\ntools: {}\n")
    warned = run_toolwatch("config", "check", "-c", path)
    assert warned.code == 0, warned.err
    assert "upstreams.a.command: 'no-such-command-xyz' is not on PATH" in warned.err
    assert "upstreams.a.lockfile:" in warned.err and "does not exist" in warned.err
    assert "upstreams.b" not in warned.err


# ---------------------------------------------------------------------------- help


def test_help_texts() -> None:
    top = run_toolwatch("--help").out
    assert "seed" not in top.lower()
    for command in ("lock", "diff"):
        text = run_toolwatch(command, "--help").out
        assert "version-bump violation" not in text and "exit codes:" in text
    assert "2    with --fail-on" in run_toolwatch("diff", "--help").out
    approve = run_toolwatch("approve", "--help").out
    assert "Accept what an upstream serves now" in approve and "--accept-security" in approve
    for command in (["findings"], ["findings", "show"], ["quarantine"], ["notify", "test"]):
        assert run_toolwatch(*command, "--help").code == 0


# ---------------------------------------------------------------------------- notify test


@pytest.mark.parametrize(
    ("url", "shown"),
    [
        ("json://user:pw@127.0.0.1:8080/hooks/tw?token=abc123&channel=ops", "json://***@127.0.0.1:8080/hooks/tw?token=***&channel=ops"),
        ("jsons://hooks.example.com:8443/toolwatch?+X-Api=zzz", "jsons://hooks.example.com:8443/toolwatch?+X-Api=***"),
        ("slack://T1JJ3T3L2/A1BRTD4JD/TIiajkdnlazkcOXrIdevi7FQ/#mcp-security", "slack://***/***/***/#mcp-security"),
        ("mailtos://bob:pw@smtp.example.com:587?to=sec@example.com", "mailtos://***@smtp.example.com:587?to=sec@example.com"),
        ("json://localhost:8O80/hoks", "json://localhost:8O80/hoks"),  # the typo stays visible
        ("tgram://123456789:AAHdqTcvCH1vGWJxfSeofSAs0K5PALDsaw/", "tgram://***:***/"),
        ("not a url", "***"),
    ],
)  # fmt: skip
def test_display_url(url: str, shown: str) -> None:
    assert display_url(url) == shown


@contextmanager
def receiver() -> Iterator[tuple[int, list[bytes]]]:
    got: list[bytes] = []

    class Handler(BaseHTTPRequestHandler):
        def do_POST(self) -> None:
            got.append(self.rfile.read(int(self.headers.get("Content-Length", 0))))
            self.send_response(200)
            self.end_headers()

        def log_message(self, *args: object) -> None:
            pass

    server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    try:
        yield server.server_address[1], got
    finally:
        server.shutdown()
        server.server_close()


def closed_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])  # nothing listens once it is closed


def test_notify_test_reports_each_url(tmp_path: Path) -> None:
    dead = closed_port()
    with receiver() as (port, got):
        routes = [
            {"name": "ops", "urls": [f"json://127.0.0.1:{port}/hooks/toolwatch?token=s3cr3t-value-42"]},
            {"name": "typo", "urls": [f"json://127.0.0.1:{dead}/hook"]},
        ]
        path = tmp_path / "config.yaml"
        path.write_text(yaml.safe_dump({"upstreams": [], "notify": {"routes": routes}}))
        result = run_toolwatch("notify", "test", "-c", path)
        assert result.code == 1, result.err
        lines = result.out.splitlines()
        ok = next(line for line in lines if line.startswith("ops "))
        assert f"json://127.0.0.1:{port}/hooks/toolwatch?token=***  ok" in ok
        failed = next(line for line in lines if line.startswith("typo "))
        assert f"json://127.0.0.1:{dead}/hook  FAILED:" in failed and "Connection refused" in failed
        assert "1 of 2 URL(s) accepted the test message" in result.out
        assert "s3cr3t-value-42" not in result.out + result.err
        (body,) = got
        message = json.loads(body)
        assert "[TEST]" in message["title"] and "TEST message" in message["message"]
        assert "route: ops" in message["message"]

        only = run_toolwatch("notify", "test", "-c", path, "ops", "--json")
        assert only.code == 0 and json.loads(only.out)["failed"] == 0 and len(got) == 2
        unknown = run_toolwatch("notify", "test", "-c", path, "opz")
        assert unknown.code == 64 and "did you mean 'ops'?" in unknown.err


# ---------------------------------------------------------------------------- README samples

ROOT = Path(__file__).resolve().parents[2]


def test_readme_lock_and_check_samples_are_real_output(tmp_path: Path) -> None:
    import shutil

    readme = (ROOT / "README.md").read_text()
    shutil.copytree(ROOT / "examples" / "catalogue", tmp_path / "examples" / "catalogue")
    lock = run_toolwatch(
        "lock",
        "examples/catalogue/before.json",
        "--lockfile",
        "gh.lock.yaml",
        "--generated-for",
        "github",
        cwd=tmp_path,
    )
    assert lock.code == 0 and lock.err.strip() in readme, lock.err
    check = run_toolwatch(
        "check", "examples/catalogue/after.json", "--lockfile", "gh.lock.yaml", cwd=tmp_path
    )
    assert check.code == 2 and check.out.strip() in readme, check.out


def test_readme_shows_a_real_screenshot_of_the_page() -> None:
    from browser import decode_png

    readme = (ROOT / "README.md").read_text()
    assert "](docs/status-page.png)" in readme
    width, height, _rows = decode_png((ROOT / "docs" / "status-page.png").read_bytes())
    assert width >= 1000 and height >= 800


def test_feed_cache_rebuilds_only_when_its_inputs_move(tmp_path: Path) -> None:
    from watcher.quarantine import FeedCache

    lock = tmp_path / "demo.lock.yaml"
    assert run_toolwatch("lock", "-", "--lockfile", lock, stdin=json.dumps([SEARCH, FETCH])).code == 0
    config = load_config(setup(tmp_path, [finding("search", "major")], lockfile=str(lock)))
    cache = FeedCache()
    with ReadOnlyState(config.state_dir) as state:
        first = cache.get(config, state, ["demo"])
        assert cache.get(config, state, ["demo"]) is first  # nothing moved: the same bytes, not rebuilt
        approved = json.loads(first)["upstreams"][0]["tools"][0]["approved_digest"]
        assert approved == oracle.contract_digest(SEARCH)
    # The lockfile moves (a person locked a new version): the approved digest follows.
    changed = {**SEARCH, "description": "Search, reviewed."}
    assert run_toolwatch("lock", "-", "--lockfile", lock, stdin=json.dumps([changed, FETCH])).code == 0
    with ReadOnlyState(config.state_dir) as state:
        again = cache.get(config, state, ["demo"])
    assert json.loads(again)["upstreams"][0]["tools"][0]["approved_digest"] == oracle.contract_digest(changed)
    # A finding closes: the tool leaves the feed.
    rw = State(config.state_dir)
    rw.close_findings("demo", set(), lambda _f: "approved")
    rw.close()
    with ReadOnlyState(config.state_dir) as state:
        assert json.loads(cache.get(config, state, ["demo"]))["upstreams"][0]["tools"] == []


def test_terminal_output_escapes_control_characters(tmp_path: Path) -> None:
    """Upstream text (tool names, messages, descriptions) can carry terminal escape sequences."""
    evil = "evil\x1b[2J\u202e"
    item = {
        "rule_id": "tool-description-changed", "dimension": "description", "grade": "major", "path": "/description",
        "message": "moved \x1b]0;pwned\x07", "security": True, "old": "a", "new": "a \x1b[31mred\x9b", "evidence": ["\x1b[1m"],
    }  # fmt: skip
    bad = NewFinding(
        evil, "sha256:o", "sha256:n", "major", "violation", True, "sum \x1b[2J", {"findings": [item]}
    )
    config = setup(tmp_path, [bad])
    outputs = [
        run_toolwatch("findings", "-c", config),
        run_toolwatch("findings", "show", "1", "-c", config),
        run_toolwatch("findings", "-c", config, "--json"),
        run_toolwatch("quarantine", "-c", config),
        run_toolwatch("quarantine", "-c", config, "--format", "json"),
        run_toolwatch("approve", "-c", config, "--upstream", "demo"),
    ]
    for result in outputs:
        text = result.out + result.err
        assert "evil" in text, text
        assert not any(c in text for c in "\x1b\x07\x9b\u202e"), repr(text)
