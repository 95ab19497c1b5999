"""Logs cannot be forged and hold no secret: control characters escaped in text, one valid JSON object
per line, tracebacks redacted in both formats, and secrets are what the config marks as secret."""

from __future__ import annotations

import io
import json
import logging
import subprocess
import sys
import threading
from collections.abc import Iterator
from pathlib import Path

import pytest
import yaml

from watcher import logs
from watcher.config import load_config, url_secrets

FORGED = "evil\x1b[31m\rtool\r\nINJECTED: forged log line\x00\x85\u2028\u202e"
SECRET = "s3cr3t-planted-value"


@pytest.fixture
def captured() -> Iterator[tuple[io.StringIO, list[str]]]:
    """The root logger writing into a buffer, per format; restored afterwards."""
    root = logging.getLogger()
    saved = (list(root.handlers), root.level, sys.excepthook, threading.excepthook)
    buffer = io.StringIO()
    formats: list[str] = []
    yield buffer, formats
    root.handlers[:] = saved[0]
    root.setLevel(saved[1])
    sys.excepthook, threading.excepthook = saved[2], saved[3]


def log_with(fmt: str, buffer: io.StringIO) -> logging.Logger:
    logs.setup_logging(fmt, "debug", [SECRET])
    handler = logging.getLogger().handlers[0]
    assert isinstance(handler, logging.StreamHandler)
    handler.setStream(buffer)
    return logging.getLogger("toolwatch.test")


def emit_everything(log: logging.Logger) -> None:
    log.warning("new tool %s", FORGED, extra={"upstream": "inj", "tool": FORGED})
    try:
        raise ValueError(f"boom with {SECRET}\nINJECTED: from an exception\x1b[2J")
    except ValueError:
        log.exception("refresh failed for %s", FORGED, extra={"tool": f"{FORGED} {SECRET}"})
    log.info("stack here", stack_info=True, extra={"tool": SECRET})


@pytest.mark.parametrize("fmt", ["text", "json"])
def test_no_forged_line_no_raw_control_no_secret(fmt: str, captured: tuple[io.StringIO, list[str]]) -> None:
    buffer, _ = captured
    emit_everything(log_with(fmt, buffer))
    out = buffer.getvalue()
    assert SECRET not in out
    assert "***" in out
    lines = out.splitlines()  # splits on \r, \x85, \u2028 too, as log readers do
    assert not any(line.startswith("INJECTED") for line in lines), out
    assert not any(c in out for c in "\x1b\r\x00\x85\u2028\u202e")
    assert "Traceback (most recent call last)" in out and "ValueError: boom with ***" in out
    if fmt == "json":
        records = [json.loads(line) for line in lines]
        assert len(records) == 3  # one object per line, each valid
        assert records[0]["tool"] == FORGED and records[0]["upstream"] == "inj"  # exact data, escaped
        assert SECRET not in json.dumps(records) and "***" in records[1]["exc"]
        assert "stack" in records[2]
    else:
        starts = [line for line in lines if not line.startswith("    ")]
        assert len(starts) == 3, out  # every other line is an indented traceback or stack line
        assert "evil\\x1b[31m\\rtool\\r\\nINJECTED: forged log line\\0\\x85\\u2028\\u202e" in starts[0]
        assert "upstream=inj" in starts[0]  # a plain name is not a secret


@pytest.mark.parametrize("fmt", ["text", "json"])
def test_an_uncaught_exception_in_a_thread_is_logged_redacted(
    fmt: str, captured: tuple[io.StringIO, list[str]]
) -> None:
    buffer, _ = captured
    log_with(fmt, buffer)

    def crash() -> None:
        raise RuntimeError(f"thread died holding {SECRET}\nINJECTED: from a thread")

    thread = threading.Thread(target=crash, name="refresh-x")
    thread.start()
    thread.join()
    out = buffer.getvalue()
    assert "uncaught exception in thread refresh-x" in out and "RuntimeError: thread died holding ***" in out
    assert SECRET not in out
    assert not any(line.startswith("INJECTED") for line in out.splitlines())
    if fmt == "json":
        assert [json.loads(line)["level"] for line in out.splitlines()] == ["critical"]


def test_the_filter_formats_the_exception_once_redacted() -> None:
    # The filter formats the exception once and drops exc_info: no formatter re-renders it raw.
    record = logging.LogRecord("t", logging.ERROR, __file__, 1, "x", None, None)
    try:
        raise RuntimeError(SECRET)
    except RuntimeError:
        record.exc_info = sys.exc_info()
    logs.RedactFilter([SECRET]).filter(record)
    assert record.exc_info is None and record.exc_text and SECRET not in record.exc_text
    assert SECRET not in json.loads(logs.JsonFormatter().format(record))["exc"]
    assert SECRET not in logs.TextFormatter().format(record)


def test_redact_is_the_registered_set() -> None:
    logs.add_secrets(["another-registered-secret", "ab"])  # too short to be scrubbed ("ab")
    assert logs.redact("x another-registered-secret y ab") == "x *** y ab"


def config_with(tmp_path: Path, doc: dict[str, object], env: dict[str, str]) -> frozenset[str]:
    path = tmp_path / "c.yaml"
    path.write_text(yaml.safe_dump(doc))
    return load_config(path, environ=env).secrets


def test_secrets_are_what_the_config_marks(tmp_path: Path) -> None:
    doc = {
        "upstreams": [
            {
                "name": "inj",
                "transport": "stdio",
                "command": "x",
                "env": {
                    "MODE": "inj",
                    "PATH_HINT": "/usr/bin",
                    "API_TOKEN": "tok-literal-1",
                    "REF": "${REF}",
                },
            },
            {
                "name": "web",
                "transport": "http",
                "url": "https://bob:urlpass-9@h.example/mcp?token=qtok&format=json&sig=aB3dE5gH7",
                "headers": {"Authorization": "Bearer hdr-1", "Accept": "application/json"},
            },
        ],
        "judges": [{"endpoint": "http://127.0.0.1:9/v1/chat/completions", "model": "m", "api_key_env": "JK"}],
        "notify": {
            "routes": [{"name": "r", "urls": ["slack://T1JJ3T3L2/A1BRTD4JD/TIiajkdnlazkcOXrIdevi7FQ"]}]
        },
    }
    secrets = config_with(tmp_path, doc, {"REF": "referenced-1", "JK": "judge-key-1"})
    for secret in (
        "tok-literal-1",
        "referenced-1",
        "urlpass-9",
        "qtok",
        "aB3dE5gH7",
        "Bearer hdr-1",
        "judge-key-1",
        "TIiajkdnlazkcOXrIdevi7FQ",
    ):
        assert secret in secrets, secret
    for plain in ("inj", "/usr/bin", "json", "application/json", "bob"):
        assert plain not in secrets, plain


def test_url_secrets_decode_and_skip_plain_values() -> None:
    assert url_secrets("https://u:p%40ss@h/x?q=plain&api_key=k%2Fey") == {
        "u:p%40ss",
        "p%40ss",
        "p@ss",
        "u:p@ss",
        "k/ey",
        "dTpwQHNz",  # base64 of "u:p@ss": the Basic Authorization header the credentials become
    }


def test_cli_traceback_and_message_are_redacted(tmp_path: Path) -> None:
    """The CLI's top-level handler: an internal error's traceback and message go through the redactor."""
    script = f"""
import sys
from watcher import cli, logs
import watcher.commands.rules as rules
logs.add_secrets([{SECRET!r}])
def broken(args):
    raise RuntimeError("internal with {SECRET}\\nINJECTED: forged\\x1b[31m")
real = rules.register
def register(sub):
    real(sub)
    for name, parser in sub.choices.items():
        parser.set_defaults(func=broken)
rules.register = register
sys.exit(cli.main(["rules"]))
"""
    done = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True, timeout=60)
    assert done.returncode == 70, done.stderr
    assert SECRET not in done.stderr and "\x1b" not in done.stderr
    assert (
        "Traceback (most recent call last)" in done.stderr
        and "RuntimeError: internal with ***" in done.stderr
    )
    assert not any(line.startswith("INJECTED") for line in done.stderr.splitlines()), done.stderr


def test_a_child_line_is_redacted_before_it_is_cut(caplog: pytest.LogCaptureFixture) -> None:
    """A secret straddling the stderr line limit (or the stdout excerpt) leaks not even its start."""
    from watcher.stdio import STDERR_LINE_LIMIT, ChildWatch

    logs.add_secrets([SECRET])
    watch = ChildWatch("inj")
    with caplog.at_level(logging.INFO, logger="toolwatch.upstream"):
        watch.stderr(b"x" * (STDERR_LINE_LIMIT - 5) + SECRET.encode())
        watch.invalid(b"y" * 110 + SECRET.encode(), "not JSON")
    assert len(caplog.records) == 2
    assert SECRET[:5] not in caplog.text and "***" in caplog.text
