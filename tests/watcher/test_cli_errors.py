"""The top-level handler (in-process): every error becomes one message and the right exit code."""

from __future__ import annotations

import argparse
from typing import Any

import pytest

import watcher.cli as cli
from oracle import InputError
from watcher.exitcodes import ExitCode


def _command_raising(exc: BaseException) -> Any:
    def register(subparsers: argparse._SubParsersAction[Any]) -> None:
        parser = subparsers.add_parser("boom")
        parser.set_defaults(func=lambda args: (_ for _ in ()).throw(exc))

    return register


@pytest.mark.parametrize(
    ("exc", "code", "message"),
    [
        (
            InputError("bad thing", where="x.json", hint="fix it"),
            ExitCode.DATAERR,
            "toolwatch: error: x.json: bad thing",
        ),
        (OSError(5, "Input/output error", "dev.bin"), ExitCode.IOERR, "input/output error 'dev.bin'"),
        (KeyboardInterrupt(), ExitCode.INTERRUPTED, "toolwatch: interrupted"),
        (RuntimeError("oops"), ExitCode.SOFTWARE, "internal error: RuntimeError: oops"),
    ],
)
def test_errors_map_to_exit_codes(
    monkeypatch: pytest.MonkeyPatch,
    capsys: pytest.CaptureFixture[str],
    exc: BaseException,
    code: int,
    message: str,
) -> None:
    real_build = cli.build_parser

    def build_parser(modules: Any = cli.COMMAND_MODULES) -> cli.ToolwatchParser:
        parser = real_build(("rules",))
        subparsers = next(a for a in parser._actions if isinstance(a, argparse._SubParsersAction))
        _command_raising(exc)(subparsers)
        return parser

    monkeypatch.setattr(cli, "build_parser", build_parser)
    assert cli.main(["boom"]) == code
    err = capsys.readouterr().err
    assert message in err
    if code == ExitCode.SOFTWARE:
        assert "Traceback" in err and "this is a bug in toolwatch; please report it" in err
    else:
        assert "Traceback" not in err
