"""`http.listen` and `--listen`: `config check` refuses what `watch` could not bind, and `watch` reports
a listener it cannot bind as one line (exit 71), never a traceback."""

from __future__ import annotations

from pathlib import Path

import pytest
from toolwatch_cli_support import run_toolwatch

from watcher.config import parse_listen


def config(tmp_path: Path, listen: str) -> Path:
    path = tmp_path / "config.yaml"
    path.write_text(f'state_dir: {tmp_path / "state"}\nhttp: {{listen: "{listen}"}}\nupstreams: []\n')
    return path


@pytest.mark.parametrize(
    ("listen", "message"),
    [
        ("127.0.0.1:99999", "port 99999 is out of range"),
        ("127.0.0.1:65536", "port 65536 is out of range"),
        ("256.1.1.1:9464", "'256.1.1.1' is not an IP address"),
        ("1.2.3:9464", "'1.2.3' is not an IP address"),
        ("[1::2::3]:9464", "is not an IP address"),
        ("-bad-.example:9464", "is not a valid host name"),
    ],
)
def test_config_check_refuses_bad_listen(tmp_path: Path, listen: str, message: str) -> None:
    for command in ("config check", "watch"):
        result = run_toolwatch(*command.split(), "-c", config(tmp_path, listen))
        assert result.code == 78, (command, result.err)
        assert "http.listen" in result.err and message in result.err
        assert "Traceback" not in result.err


@pytest.mark.parametrize(
    ("listen", "parsed"),
    [
        ("127.0.0.1:0", ("127.0.0.1", 0)),
        ("0.0.0.0:9464", ("0.0.0.0", 9464)),
        ("[::1]:65535", ("::1", 65535)),
        ("localhost:9464", ("localhost", 9464)),
        (
            "toolwatch-0.toolwatch.ops.svc.cluster.local:9464",
            ("toolwatch-0.toolwatch.ops.svc.cluster.local", 9464),
        ),
    ],
)
def test_good_listen_values(listen: str, parsed: tuple[str, int]) -> None:
    assert parse_listen(listen) == parsed


def test_config_check_accepts_a_good_listen(tmp_path: Path) -> None:
    result = run_toolwatch("config", "check", "-c", config(tmp_path, "127.0.0.1:0"))
    assert result.code == 0, result.err


def test_watch_listen_override_is_checked(tmp_path: Path) -> None:
    result = run_toolwatch("watch", "-c", config(tmp_path, "127.0.0.1:0"), "--listen", "127.0.0.1:70000")
    assert result.code == 64 and "--listen" in result.err and "out of range" in result.err


def test_watch_reports_an_address_it_cannot_bind(tmp_path: Path) -> None:
    # 192.0.2.1 (TEST-NET-1) is never an address of this host: bind fails with EADDRNOTAVAIL.
    result = run_toolwatch("watch", "-c", config(tmp_path, "192.0.2.1:9464"))
    assert result.code == 71, result.err
    assert "cannot serve HTTP on 192.0.2.1:9464" in result.err and "Traceback" not in result.err
