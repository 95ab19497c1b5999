"""The README and docs/watcher.md show real output: run the README's first command (the demo and its
rug pull) and the operator commands against its state, and compare with the samples, timestamps and
the HTTP port aside. Samples drift whenever a rule or a log line changes; this says where."""

from __future__ import annotations

import os
import re
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

pytestmark = [pytest.mark.slow, pytest.mark.timeout(180)]
ROOT = Path(__file__).resolve().parents[2]
STAMP = re.compile(r"^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d,\d{3} ")
WHEN = re.compile(r"\d{4}-\d\d-\d\d \d\d:\d\d")


def toolwatch() -> list[str]:
    script = Path(sys.executable).with_name("toolwatch")
    return [str(script)] if script.exists() else [sys.executable, "-m", "watcher.cli"]


def block_after(text: str, marker: str) -> list[str]:
    """The lines of the fenced block that follows `marker`."""
    start = text.index(marker)
    opening = text.index("```", start)
    body = text.index("\n", opening) + 1
    return text[body : text.index("```", body)].rstrip("\n").splitlines()


def normal(line: str) -> str:
    return re.sub(r"HTTP on 127\.0\.0\.1:\d+ ", "HTTP on 127.0.0.1:9464 ", STAMP.sub("", line))


def command_output(block: list[str], command: str) -> list[str]:
    """The output lines of `$ command` in a console block (up to the next prompt)."""
    at = block.index(f"$ {command}") + 1
    end = next((i for i in range(at, len(block)) if block[i].startswith("$ ")), len(block))
    return block[at:end]


def test_readme_and_watcher_doc_samples_are_real(tmp_path: Path) -> None:
    env = {**os.environ, "STATE_DIRECTORY": str(tmp_path / "state"), "TOOLWATCH_LISTEN": "127.0.0.1:0"}
    env.pop("NO_COLOR", None)
    proc = subprocess.Popen(
        [*toolwatch(), "watch", "-c", "config.example.yaml"],
        stderr=subprocess.PIPE,
        stdout=subprocess.DEVNULL,
        text=True,
        cwd=ROOT,
        env=env,
    )
    assert proc.stderr is not None
    lines: list[str] = []
    deadline = time.monotonic() + 90
    while time.monotonic() < deadline and sum("toolwatch.findings" in line for line in lines) < 2:
        line = proc.stderr.readline()
        if not line:
            break
        lines.append(line.rstrip("\n"))
    time.sleep(0.5)
    proc.send_signal(signal.SIGTERM)
    _, rest = proc.communicate(timeout=30)
    lines += rest.splitlines()
    assert proc.returncode == 0, "\n".join(lines)
    real = [normal(line) for line in lines]

    readme = (ROOT / "README.md").read_text()
    sample = block_after(readme, "### What the first command shows")
    # The two findings are logged in either order.
    assert sorted(sample) == sorted(line for line in real if "SIGTERM" not in line), "\n".join(real)
    doc = (ROOT / "docs" / "watcher.md").read_text()
    after = doc.index("\n", doc.index("$ toolwatch watch -c config.example.yaml")) + 1
    documented = [normal(line) for line in doc[after : doc.index("```", after)].rstrip("\n").splitlines()]
    assert sorted(documented) == sorted(real)

    # The operator commands the README shows, against the state this run left.
    console = block_after(readme, "From another terminal")
    operators = (ROOT / "docs" / "operators.md").read_text()
    shown = block_after(operators, "`toolwatch findings show ID -c FILE` prints one finding in full")
    for command, block in (
        ("toolwatch findings -c config.example.yaml", console),
        ("toolwatch quarantine -c config.example.yaml", console),
        ("toolwatch approve -c config.example.yaml --upstream demo", console),
        ("toolwatch findings show 1 -c config.example.yaml", shown),
    ):
        done = subprocess.run(
            [*toolwatch(), *command.split()[1:]],
            capture_output=True,
            text=True,
            cwd=ROOT,
            env=env,
            timeout=60,
        )
        got = (done.stdout + done.stderr).rstrip("\n").splitlines()
        assert [WHEN.sub("T", x) for x in got] == [
            WHEN.sub("T", x) for x in command_output(block, command)
        ], command
