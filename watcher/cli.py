"""The `toolwatch` command line: one argparse parser, a registry of subcommand modules, and the one
place where errors become a message and an exit code.

Subcommands live in `watcher.commands.<module>`, each exposing `register(subparsers) -> None` that
adds its parsers and sets `func` (a handler `(argparse.Namespace) -> int`) as their default. To add
a command, add its module name to `COMMAND_MODULES`. Only the module that owns the command being
run is imported (the one named like the command, or the owner listed in `_OWNERS`), so one
command's heavy imports never slow down or break another: `toolwatch check` loads neither mcp,
apprise, uvicorn nor starlette. Handlers import heavy modules inside themselves all the same.
"""

from __future__ import annotations

import argparse
import importlib
import os
import sys
import threading
import traceback
from collections.abc import Sequence
from typing import Any, NoReturn

from watcher.exitcodes import EXIT_CODES_HELP, CliError, ExitCode, UsageError
from watcher.safetext import for_terminal

EX_CONFIG = 78  # sysexits EX_CONFIG: a file the operator must fix (a corrupt state database)

PROG = "toolwatch"

# Modules under watcher.commands that register subcommands. One line per command module.
COMMAND_MODULES: tuple[str, ...] = (
    "ci",
    "rules",
    "snapshot",
    "watch",
    "approve",
    "probe",
    "config",
    "demo_server",
    "outbox",
    "findings",
    "notify",
    "quarantine",
)

# Commands whose module is not named after them. Any other command word W is looked up as the
# module W (with '-' read as '_'); an unknown word imports every module so argparse can say so.
_OWNERS: dict[str, str] = {
    "lock": "ci",
    "check": "ci",
    "diff": "ci",
    "explain": "rules",
}

_SEED_SPELLINGS = {"--lock-tools": "lock", "--check-tools": "check"}

_DESCRIPTION = """\
Watch MCP servers' tool catalogues and grade every contract change.

In CI: `toolwatch lock` pins a server's tools/list in a lockfile; `toolwatch check` fails the
build when a tool changed more than its declared version bump allows."""

_EPILOG = f"""\
`toolwatch --lock-tools DUMP --lockfile F` and `toolwatch --check-tools DUMP --lockfile F`
(the spelling other MCP contract tools use) mean `toolwatch lock` and `toolwatch check`.

{EXIT_CODES_HELP}

Run `toolwatch COMMAND --help` for a command's options."""


class ToolwatchParser(argparse.ArgumentParser):
    """argparse, but a usage error raises UsageError (exit 64) instead of exiting with 2."""

    def error(self, message: str) -> NoReturn:
        raise UsageError(message, hint=f"see `{self.prog} --help`")


_DIST_INFO_PREFIX = "mcp_toolwatch-"


def package_version() -> str:
    """The installed version. Read straight from our dist-info's METADATA when it is on sys.path:
    importing importlib.metadata (email, zipfile, csv) costs more than a 500-tool `check` itself."""
    for entry in sys.path:
        try:
            names = os.listdir(entry or ".")
        except OSError:
            continue
        for name in names:
            if name.startswith(_DIST_INFO_PREFIX) and name.endswith(".dist-info"):
                found = _metadata_version(os.path.join(entry or ".", name, "METADATA"))
                if found is not None:
                    return found
    from importlib.metadata import PackageNotFoundError, version

    try:
        return version("mcp-toolwatch")
    except PackageNotFoundError:
        return "0+unknown"


def _metadata_version(path: str) -> str | None:
    try:
        with open(path, encoding="utf-8") as handle:
            for line in handle:
                if line.startswith("Version:"):
                    return line.removeprefix("Version:").strip() or None
                if not line.strip():
                    return None  # the headers ended without a version
    except OSError:
        return None
    return None


def _translate_seed_spelling(argv: list[str]) -> list[str]:
    """`--check-tools X rest` -> `check X rest` (and the same for --lock-tools)."""
    found: list[tuple[int, int, str, str]] = []  # (index, width, command, value)
    for index, arg in enumerate(argv):
        option, eq, value = arg.partition("=")
        if option in _SEED_SPELLINGS:
            if eq:
                found.append((index, 1, _SEED_SPELLINGS[option], value))
            elif index + 1 < len(argv):
                found.append((index, 2, _SEED_SPELLINGS[option], argv[index + 1]))
            else:
                raise UsageError(f"{option} needs a tools/list dump (a file, or - for stdin)")
    if not found:
        return argv
    if len(found) > 1:
        raise UsageError("give one of --lock-tools or --check-tools, once")
    index, width, command, value = found[0]
    rest = argv[:index] + argv[index + width :]
    return [command, value, *rest]


def _command_word(argv: Sequence[str]) -> str | None:
    return next((arg for arg in argv if not arg.startswith("-")), None)


def _modules_for(word: str | None) -> tuple[str, ...]:
    if word is not None:
        owner = _OWNERS.get(word, word.replace("-", "_"))
        if owner in COMMAND_MODULES:
            return (owner,)
    return COMMAND_MODULES


def build_parser(modules: Sequence[str] = COMMAND_MODULES) -> ToolwatchParser:
    parser = ToolwatchParser(
        prog=PROG,
        description=_DESCRIPTION,
        epilog=_EPILOG,
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    parser.add_argument("-V", "--version", action="store_true", help="print the version and exit")
    parser.add_argument("--lock-tools", metavar="DUMP", help="same as `toolwatch lock DUMP`")
    parser.add_argument("--check-tools", metavar="DUMP", help="same as `toolwatch check DUMP`")
    subparsers = parser.add_subparsers(dest="command", metavar="COMMAND", title="commands")
    for name in modules:
        module = importlib.import_module(f"watcher.commands.{name}")
        module.register(subparsers)
    return parser


def _run(argv: list[str]) -> int:
    if argv[:1] in (["--version"], ["-V"]):
        print(f"{PROG} {package_version()}")
        return ExitCode.OK
    argv = _translate_seed_spelling(argv)
    parser = build_parser(_modules_for(_command_word(argv)))
    args = parser.parse_args(argv)
    if args.version:
        print(f"{PROG} {package_version()}")
        return ExitCode.OK
    func: Any = getattr(args, "func", None)
    if func is None:
        raise UsageError("no command given", hint=f"see `{PROG} --help` for the commands")
    return int(func(args))


def _report(message: str, hint: str | None = None) -> None:
    # Redacted and escaped: a message can quote a configured secret or a server's tool name.
    text = f"{PROG}: error: {for_terminal(message)}"
    if hint:
        text += f"\n  hint: {for_terminal(hint)}"
    print(text, file=sys.stderr)


def _input_error_class() -> type[BaseException] | None:
    oracle = sys.modules.get("oracle")  # never imported just to handle an error
    return getattr(oracle, "InputError", None) if oracle is not None else None


def main(argv: Sequence[str] | None = None) -> int:
    """Run the CLI; return the exit code (the console script exits with it)."""
    args = list(sys.argv[1:] if argv is None else argv)
    try:
        return _run(args)
    except SystemExit as exc:  # argparse's --help
        return exc.code if isinstance(exc.code, int) else ExitCode.OK
    except CliError as exc:
        _report(exc.message, exc.hint)
        return exc.code
    except KeyboardInterrupt:
        print(f"{PROG}: interrupted", file=sys.stderr)
        return ExitCode.INTERRUPTED
    except BrokenPipeError:
        # The reader went away (`toolwatch check ... | head`): stop quietly, like other filters.
        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, sys.stdout.fileno())
        return ExitCode.IOERR
    except Exception as exc:
        input_error = _input_error_class()
        if input_error is not None and isinstance(exc, input_error):
            _report(str(exc))
            return ExitCode.DATAERR
        state_error = getattr(sys.modules.get("watcher.statedb"), "StateError", None)
        if state_error is not None and isinstance(exc, state_error):  # names the file and what to do
            _report(str(exc))
            return EX_CONFIG
        if isinstance(exc, OSError):
            where = f" {exc.filename!r}" if exc.filename else ""
            _report(f"input/output error{where}: {exc.strerror or exc}")
            return ExitCode.IOERR
        sys.stderr.write(for_terminal(traceback.format_exc(), lines=True))
        _report(
            f"internal error: {type(exc).__name__}: {exc}",
            "this is a bug in toolwatch; please report it with the traceback above",
        )
        return ExitCode.SOFTWARE


# One-shot commands whose process may end without the interpreter's teardown (below).
_FAST_EXIT_COMMANDS = frozenset({"check", "diff", "lock"})


def console_main() -> NoReturn:
    """The `toolwatch` console script: `main()`, then exit with its code.

    After `check`, `diff` or `lock` the process ends without the interpreter's teardown, which frees
    every object one by one: for a 5,000-tool check, 0.05-0.07 s of a 2.3 s run, and more the larger
    the catalogue (mypy ends the same way, for the same reason). Only when nothing is left to run at
    exit: output flushed, no other thread, no grading pool, no coverage measurement; otherwise, and
    for every other command (`watch` above all), the normal exit.
    """
    code = main()
    if _may_exit_fast(sys.argv[1:]):
        try:
            sys.stdout.flush()
            sys.stderr.flush()
        except (OSError, ValueError):
            sys.exit(code)  # let the normal exit report or swallow it, as before
        os._exit(code)
    sys.exit(code)


def _may_exit_fast(argv: Sequence[str]) -> bool:
    if _command_word(list(argv)) not in _FAST_EXIT_COMMANDS or threading.active_count() > 1:
        return False
    if "coverage" in sys.modules:  # its data is written by an exit handler
        return False
    parallel = sys.modules.get("oracle._parallel")
    return parallel is None or getattr(parallel, "_POOL", None) is None


if __name__ == "__main__":
    console_main()
