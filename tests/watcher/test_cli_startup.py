"""Start-up: `toolwatch lock|check|diff` never import the daemon's heavy dependencies, `--version`
answers without building the parser, `--help` documents the exit codes, and every registered
command module loads."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest
from toolwatch_cli_support import SEARCH, lock, run_toolwatch, write_dump

from watcher.cli import COMMAND_MODULES, build_parser

HEAVY = ("mcp", "apprise", "uvicorn", "starlette")  # the daemon's; CI start-up must not pay for them
_PROBE = """
import json, sys
from watcher.cli import main
code = main(sys.argv[1:])
loaded = sorted({name.split('.')[0] for name in sys.modules})
print('\\nLOADED=' + json.dumps(loaded) + ' CODE=' + str(code))
"""


def _imported_heavy_modules(*args: str) -> list[str]:
    done = subprocess.run(
        [sys.executable, "-c", _PROBE, *args], capture_output=True, text=True, timeout=120, check=False
    )
    line = done.stdout.strip().splitlines()[-1]
    assert line.startswith("LOADED="), done.stdout + done.stderr
    loaded: list[str] = json.loads(line.split(" CODE=")[0].removeprefix("LOADED="))
    assert "oracle" in loaded or args == ("--version",)
    return sorted(set(loaded) & set(HEAVY))


@pytest.mark.parametrize("command", ["lock", "check", "diff", "rules", "version"])
def test_ci_commands_never_import_the_daemons_dependencies(tmp_path: Path, command: str) -> None:
    lockfile = lock(tmp_path, [SEARCH])
    dump = str(write_dump(tmp_path / "d.json", [SEARCH]))
    args = {
        "lock": ["lock", dump, "--lockfile", str(tmp_path / "new.lock")],
        "check": ["check", dump, "--lockfile", str(lockfile), "--format", "sarif"],
        "diff": ["diff", dump, dump, "--format", "markdown"],
        "rules": ["explain", "tool-removed"],
        "version": ["--version"],
    }[command]
    assert _imported_heavy_modules(*args) == []


def test_version_is_printed_without_loading_commands() -> None:
    result = run_toolwatch("--version")
    assert result.code == 0 and result.out.startswith("toolwatch ")
    assert _imported_heavy_modules("--version") == []


def test_help_documents_every_exit_code() -> None:
    result = run_toolwatch("--help")
    assert result.code == 0
    for code in ("0 ", "1 ", "2 ", "64", "65", "66"):
        assert f"\n  {code}" in result.out
    assert "--lock-tools DUMP" in result.out and "--check-tools DUMP" in result.out
    check_help = run_toolwatch("check", "--help")
    assert check_help.code == 0 and "  65   an input is invalid" in check_help.out
    assert "0.y.z versions a minor bump counts as major" in check_help.out


def test_every_registered_command_module_registers() -> None:
    parser = build_parser(COMMAND_MODULES)
    commands = next(a for a in parser._actions if a.dest == "command").choices  # type: ignore[attr-defined]
    assert commands is not None
    assert {"lock", "check", "diff", "rules", "explain"} <= set(commands)


_PROBE_FULL = """
import json, sys
from watcher.cli import main
code = main(sys.argv[1:])
print('\\nLOADED=' + json.dumps(sorted(sys.modules)) + ' CODE=' + str(code))
"""
# Loaded per need: the schema engine for a changed schema, the detectors for changed text, jsonschema
# to confirm a counterexample, the lockfile/YAML code for `lock` and `check` only.
PER_NEED = ("jsonschema", "yaml", "oracle.description", "oracle.schema", "oracle.lockfile")


def _loaded(*args: str) -> set[str]:
    done = subprocess.run(
        [sys.executable, "-c", _PROBE_FULL, *args], capture_output=True, text=True, timeout=120, check=False
    )
    line = done.stdout.strip().splitlines()[-1]
    assert line.startswith("LOADED="), done.stdout + done.stderr
    return set(json.loads(line.split(" CODE=")[0].removeprefix("LOADED="))) & set(PER_NEED)


def test_diff_loads_only_what_the_changes_need(tmp_path: Path) -> None:
    same = str(write_dump(tmp_path / "same.json", [SEARCH]))
    assert _loaded("diff", same, same, "--format", "json") == set()
    reworded = str(write_dump(tmp_path / "reworded.json", [{**SEARCH, "description": "Find things."}]))
    assert _loaded("diff", same, reworded, "--format", "json") == {"oracle.description"}
    narrowed_schema = {**SEARCH["inputSchema"], "required": sorted(SEARCH["inputSchema"]["properties"])}
    narrowed = str(write_dump(tmp_path / "narrowed.json", [{**SEARCH, "inputSchema": narrowed_schema}]))
    assert "oracle.schema" in _loaded("diff", same, narrowed, "--format", "json")


def test_the_fast_version_lookup_agrees_with_importlib_metadata() -> None:
    from importlib.metadata import version

    from watcher.cli import package_version

    assert package_version() == version("mcp-toolwatch")


_CONSOLE = """
import atexit, sys
atexit.register(lambda: sys.stderr.write('EXIT-HANDLERS-RAN\\n'))
from watcher.cli import console_main
sys.argv = ['toolwatch', *sys.argv[1:]]
console_main()
"""


def _console(*args: str | Path) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-c", _CONSOLE, *map(str, args)],
        capture_output=True,
        text=True,
        timeout=120,
        check=False,
    )


def test_one_shot_commands_end_without_the_teardown_and_lose_no_output(tmp_path: Path) -> None:
    # The fast exit skips exit handlers and the interpreter's teardown, never output or the exit code.
    many = [{**SEARCH, "name": f"search_{i}"} for i in range(400)]
    changed = [{**tool, "description": tool["description"] + " now"} for tool in many]
    old, new = write_dump(tmp_path / "old.json", many), write_dump(tmp_path / "new.json", changed)
    done = _console("diff", old, new, "--format", "json", "--fail-on", "patch")
    assert done.returncode == 2, done.stderr
    assert "EXIT-HANDLERS-RAN" not in done.stderr  # the fast way out was taken
    report = json.loads(done.stdout)  # complete: flushed before the exit
    assert len(report["tools"]) == 400


def test_other_commands_and_busy_processes_exit_the_normal_way(monkeypatch: pytest.MonkeyPatch) -> None:
    done = _console("rules")
    assert done.returncode == 0
    assert "EXIT-HANDLERS-RAN" in done.stderr
    import threading

    from oracle import _parallel
    from watcher import cli

    monkeypatch.delitem(sys.modules, "coverage", raising=False)
    monkeypatch.setattr(threading, "active_count", lambda: 1)
    monkeypatch.setattr(_parallel, "_POOL", None)  # an earlier test may have started one
    assert cli._may_exit_fast(["check", "dump.json"])
    monkeypatch.setattr(_parallel, "_POOL", object())  # a grading pool's workers need a clean exit
    assert not cli._may_exit_fast(["check", "dump.json"])
    monkeypatch.setattr(_parallel, "_POOL", None)
    assert not cli._may_exit_fast(["watch", "-c", "x.yaml"])
    assert not cli._may_exit_fast([])
    monkeypatch.setattr(threading, "active_count", lambda: 2)  # another thread may still need to finish
    assert not cli._may_exit_fast(["check", "dump.json"])
