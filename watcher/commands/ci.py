"""`toolwatch lock`, `toolwatch check` and `toolwatch diff`: the oracle, one-shot, for CI.

Imports nothing of the daemon (no mcp, apprise, uvicorn or starlette): CI start-up stays fast.
"""

from __future__ import annotations

import argparse
import re
import sys
from typing import TYPE_CHECKING, Any

from watcher.exitcodes import EXIT_CODES_HELP, CannotWriteError, ExitCode, UsageError

from ._inputs import STDIN, add_input_limit_options
from ._judges import add_judges_option

if TYPE_CHECKING:
    from oracle import Lockfile, LockUpdate

    from ..output import RunResult

_TOOL_KEY = re.compile(r'^  (?P<key>"(?:[^"\\]|\\.)*"|\'[^\']*\'|[^\s#"\'][^:#]*?):\s*(?:#.*)?$')


def register(subparsers: argparse._SubParsersAction[Any]) -> None:
    _register_lock(subparsers)
    _register_check(subparsers)
    _register_diff(subparsers)


def _add_dump_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument(
        "dump",
        nargs="?",
        metavar="DUMP",
        help="the server's tools/list: a JSON-RPC response, a {tools: [...]} result or a tools array; - for stdin",
    )
    parser.add_argument("--tools", metavar="DUMP", help="the same as the DUMP argument")


def _add_output_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument(
        "--format",
        choices=("text", "json", "sarif", "markdown"),
        default="text",
        help="text for people (default), json (versioned schema), sarif (code scanning), markdown (PR comment)",
    )
    parser.add_argument("-o", "--output", metavar="FILE", help="write the report to FILE instead of stdout")
    parser.add_argument(
        "--color",
        choices=("auto", "always", "never"),
        default="auto",
        help="colour text output: auto (default) on a terminal unless NO_COLOR is set",
    )


# The sysexits tail (64 up) of the `check` help, shared so the two never drift apart.
_COMMON_EXIT_CODES = EXIT_CODES_HELP[EXIT_CODES_HELP.index("  64 ") :]

# `check`'s 0/1/2 are verdicts of the bump lint; `lock` and `diff` give no such verdict.
LOCK_EXIT_CODES = f"exit codes:\n  0    the lockfile was written (or printed)\n{_COMMON_EXIT_CODES}"
DIFF_EXIT_CODES = (
    "exit codes:\n  0    the report was produced (and no change reached --fail-on)\n"
    f"  2    with --fail-on G: the overall grade is at least G\n{_COMMON_EXIT_CODES}"
)


def _register_lock(subparsers: argparse._SubParsersAction[Any]) -> None:
    parser = subparsers.add_parser(
        "lock",
        help="write (or refresh) a lockfile pinning every tool of a tools/list dump",
        description=(
            "Pin every tool of a tools/list dump in a lockfile: its semver, its contract digest and "
            "its whole contract. Refreshing an existing lockfile carries versions over: a tool keeps "
            "its locked version unless --declared gives one or --bump is set; a new tool gets its "
            "declared version, else 1.0.0."
        ),
        epilog=LOCK_EXIT_CODES,
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    _add_dump_arguments(parser)
    parser.add_argument(
        "--lockfile",
        metavar="FILE",
        help="the lockfile to write (read first when it exists); default: stdout",
    )
    parser.add_argument("--declared", metavar="FILE", help="declared versions: a YAML map `tool: semver`")
    parser.add_argument(
        "--generated-for",
        "--upstream",
        dest="generated_for",
        metavar="NAME",
        help="the upstream this lockfile is for (kept from the old lockfile when not given)",
    )
    parser.add_argument(
        "--bump",
        action="store_true",
        help="write, for each changed tool without a declared version, the smallest version its grade requires",
    )
    add_input_limit_options(parser)
    parser.set_defaults(func=run_lock)


def _register_check(subparsers: argparse._SubParsersAction[Any]) -> None:
    parser = subparsers.add_parser(
        "check",
        help="grade a tools/list dump against a lockfile and fail on version-bump violations",
        description=(
            "Grade every tool of a tools/list dump against the lockfile and lint its declared version: "
            "a changed tool needs a declared bump at least as big as its grade. A tool missing from "
            "--declared is linted as 'no bump declared'. For 0.y.z versions a minor bump counts as "
            "major and a patch bump as minor (Cargo's convention); from 0.0.z every bump counts as "
            "major."
        ),
        epilog=EXIT_CODES_HELP,
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    _add_dump_arguments(parser)
    parser.add_argument("--lockfile", metavar="FILE", required=True, help="the lockfile to check against")
    parser.add_argument("--declared", metavar="FILE", help="declared versions: a YAML map `tool: semver`")
    add_judges_option(parser)
    _add_output_arguments(parser)
    add_input_limit_options(parser)
    parser.set_defaults(func=run_check)


def _register_diff(subparsers: argparse._SubParsersAction[Any]) -> None:
    parser = subparsers.add_parser(
        "diff",
        help="grade the changes between two tools/list dumps (no lockfile, no versions)",
        description="Grade every change between two tools/list dumps. Exits 0 unless --fail-on says otherwise.",
        epilog=DIFF_EXIT_CODES,
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    parser.add_argument("old", metavar="OLD", help="the earlier dump (- for stdin)")
    parser.add_argument("new", metavar="NEW", help="the later dump (- for stdin)")
    parser.add_argument(
        "--fail-on",
        choices=("patch", "minor", "major"),
        help="exit 2 when the overall grade is at least this",
    )
    add_judges_option(parser)
    _add_output_arguments(parser)
    add_input_limit_options(parser)
    parser.set_defaults(func=run_diff)


# Handlers ---------------------------------------------------------------------------------------


def _one_stdin(*paths: str | None) -> None:
    if sum(1 for path in paths if path == STDIN) > 1:
        raise UsageError("only one input can be - (stdin)")


def run_lock(args: argparse.Namespace) -> int:
    from oracle import ToolStatus, lint_catalogue, parse_lockfile, regenerate, render_lockfile

    from ._inputs import dump_argument, lockfile_exists, options_from, read_declared, read_dump, read_input

    options, limits = options_from(args)
    dump = dump_argument(args)
    _one_stdin(dump, args.lockfile, args.declared)
    previous = None
    if args.lockfile is not None and lockfile_exists(args.lockfile):
        data, source = read_input(args.lockfile, what="lockfile", max_bytes=limits.max_dump_bytes)
        previous = parse_lockfile(data, source=source, limits=limits)
    declared = read_declared(args.declared, limits=limits)
    catalogue, _ = read_dump(dump, limits=limits)
    grades = {}
    if previous is not None:
        lint = lint_catalogue(previous, catalogue, declared, options)
        versioned = (ToolStatus.CHANGED, ToolStatus.UNCHANGED)
        grades = {v.name: v.grade for v in lint.tools if v.status in versioned}
    update = regenerate(
        catalogue,
        previous=previous,
        declared=declared,
        grades=grades,
        bump=args.bump,
        generated_for=args.generated_for,
    )
    text = render_lockfile(update.lockfile)
    if args.lockfile is None:
        sys.stdout.write(text)
    else:
        _write_file(args.lockfile, text, what="lockfile")
    _report_lock(update, args.lockfile, previous)
    return ExitCode.OK


def _report_lock(update: LockUpdate, path: str | None, previous: Lockfile | None) -> None:
    choices = update.choices
    by_reason: dict[str, int] = {}
    for choice in choices:
        by_reason[choice.reason] = by_reason.get(choice.reason, 0) + 1
    target = path if path is not None else "stdout"
    labels = {"new tool": "new", "carried over": "kept", "bumped": "bumped", "declared": "declared"}
    parts = ", ".join(f"{n} {labels.get(reason, reason)}" for reason, n in sorted(by_reason.items()))
    verb = "refreshed" if previous is not None else "wrote"
    count = f"{len(choices)} tool" + ("" if len(choices) == 1 else "s")
    print(f"toolwatch lock: {verb} {target}: {count} ({parts or 'none'})", file=sys.stderr)
    for choice in choices:
        if choice.reason == "bumped":
            print(f"  {choice.tool}: {choice.previous} → {choice.version}", file=sys.stderr)
    for warning in update.warnings:
        print(f"toolwatch: warning: {warning}", file=sys.stderr)
    for note in previous.notes if previous is not None else ():
        print(f"toolwatch: note: {note}", file=sys.stderr)


def run_check(args: argparse.Namespace) -> int:
    from oracle import lint_catalogue, parse_lockfile

    from ..output import from_lint
    from ._inputs import dump_argument, options_from, read_declared, read_dump, read_input

    options, limits = options_from(args)
    dump = dump_argument(args)
    _one_stdin(dump, args.lockfile, args.declared)
    lock_data, lock_source = read_input(args.lockfile, what="lockfile", max_bytes=limits.max_dump_bytes)
    # Embedded contracts are verified by the lint when it grades against them, not all up front.
    lockfile = parse_lockfile(lock_data, source=lock_source, limits=limits, verify_contracts=False)
    artifact_lines = tool_lines(lock_data) if args.format == "sarif" else None
    del lock_data  # the lockfile's text is as large as a dump: not kept through grading
    declared = read_declared(args.declared, limits=limits)
    catalogue, dump_source = read_dump(dump, limits=limits)
    lint = lint_catalogue(lockfile, catalogue, declared, options)
    if args.judges is not None:
        from ._judges import judge_lint

        lint = judge_lint(lint, lockfile, catalogue, declared, args.judges, options)
    inputs = {"catalogue": dump_source, "lockfile": lock_source}
    if args.declared is not None:
        inputs["declared"] = "<stdin>" if args.declared == STDIN else args.declared
    result = from_lint(
        lint,
        inputs=inputs,
        generated_for=lockfile.generated_for,
        notes=lockfile.notes,
        artifact=None if args.lockfile == STDIN else args.lockfile,
        artifact_lines=artifact_lines,
    )
    _emit(result, args)
    return int(lint.exit_status)


def run_diff(args: argparse.Namespace) -> int:
    from oracle import Grade, evaluate

    from ..output import from_report
    from ._inputs import options_from, read_dump

    if args.old == STDIN and args.new == STDIN:
        raise UsageError("only one of OLD and NEW can be - (stdin)")
    options, limits = options_from(args)
    old, old_source = read_dump(args.old, limits=limits)
    new, new_source = read_dump(args.new, limits=limits)
    report = evaluate(old, new, options)
    if args.judges is not None:
        from ._judges import judge_diff

        report = judge_diff(report, old, new, args.judges, options)
    exit_code = ExitCode.OK
    if args.fail_on is not None and report.grade >= Grade.parse(args.fail_on):
        exit_code = ExitCode.VIOLATION
    result = from_report(
        report,
        exit_code=int(exit_code),
        inputs={"old": old_source, "new": new_source},
        artifact=None if args.new == STDIN else args.new,
    )
    _emit(result, args)
    return int(exit_code)


# Output -----------------------------------------------------------------------------------------


def _emit(result: RunResult, args: argparse.Namespace) -> None:
    from ..output import render, use_color

    if args.output is None:
        color = args.format == "text" and use_color(args.color, sys.stdout)
        sys.stdout.write(render(result, args.format, color=color))
        sys.stdout.flush()
    else:
        color = args.format == "text" and args.color == "always"
        _write_file(args.output, render(result, args.format, color=color), what="output file")
    for note in result.notes:
        print(f"toolwatch: note: {note}", file=sys.stderr)


def _write_file(path: str, text: str, *, what: str) -> None:
    from ..fsutil import atomic_write_text

    try:
        atomic_write_text(path, text)
    except OSError as exc:
        reason = exc.strerror or str(exc)
        raise CannotWriteError(f"cannot write {what} {path!r}: {reason}") from None


def tool_lines(lockfile_text: bytes) -> dict[str, int]:
    """tool name -> 1-based line of its entry under `tools:` (for SARIF locations); best effort."""
    import json

    lines: dict[str, int] = {}
    in_tools = False
    for number, raw in enumerate(lockfile_text.decode("utf-8", "replace").splitlines(), start=1):
        if raw.startswith("tools:"):
            in_tools = True
            continue
        if in_tools and raw and not raw.startswith((" ", "#")):
            break
        match = _TOOL_KEY.match(raw) if in_tools else None
        if match is None:
            continue
        key = match.group("key")
        if key.startswith('"'):
            try:
                key = json.loads(key)
            except ValueError:
                continue
        elif key.startswith("'"):
            key = key[1:-1]
        lines.setdefault(key.strip(), number)
    return lines
