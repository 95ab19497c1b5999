"""Reading the CLI's inputs (dumps, lockfiles, declared versions) from files or stdin, bounded."""

from __future__ import annotations

import argparse
import os
import stat
import sys
from pathlib import Path
from typing import TYPE_CHECKING

from oracle import Grade, LimitExceeded, Limits, Options
from watcher.exitcodes import NoInputError, UsageError

if TYPE_CHECKING:  # the rest of the oracle loads when a handler needs it, not to build the parser
    from oracle import Catalogue, Version

DEFAULT_MAX_INPUT_BYTES = 64 * 1024 * 1024
STDIN = "-"


def _size_argument(text: str) -> int:
    units = {"k": 1024, "m": 1024**2, "g": 1024**3}
    cleaned = text.strip().lower().removesuffix("b").removesuffix("i")
    factor = units.get(cleaned[-1:], 1)
    digits = cleaned[:-1] if cleaned[-1:] in units else cleaned
    if not digits.isdigit() or int(digits) <= 0:
        raise argparse.ArgumentTypeError(f"invalid size {text!r}: use bytes or a suffix, e.g. 64M or 1G")
    return int(digits) * factor


def _override_argument(text: str) -> tuple[str, Grade]:
    rule_id, eq, grade_text = text.partition("=")
    if not eq:
        raise argparse.ArgumentTypeError(
            f"invalid override {text!r}: use RULE_ID=GRADE, e.g. tool-title-changed=none"
        )
    from oracle.rules import CATALOGUE

    if rule_id not in CATALOGUE:
        raise argparse.ArgumentTypeError(f"unknown rule id {rule_id!r}; `toolwatch rules` lists them")
    try:
        return rule_id, Grade.parse(grade_text)
    except ValueError as exc:
        raise argparse.ArgumentTypeError(str(exc)) from None


def add_input_limit_options(parser: argparse.ArgumentParser) -> None:
    parser.add_argument(
        "--max-input-bytes",
        type=_size_argument,
        default=DEFAULT_MAX_INPUT_BYTES,
        metavar="SIZE",
        help="refuse any input larger than this (default 64M; suffixes K, M, G)",
    )
    parser.add_argument(
        "--override",
        type=_override_argument,
        action="append",
        default=[],
        metavar="RULE=GRADE",
        help="grade a rule differently, e.g. --override tool-title-changed=none (repeatable)",
    )
    parser.add_argument(
        "--jobs",
        type=_jobs_argument,
        default=None,
        metavar="N",
        help="grade changed tools in up to N processes (default: the CPUs available; 1 = one process)",
    )


def _jobs_argument(text: str) -> int:
    if not text.isdigit() or int(text) < 1:
        raise argparse.ArgumentTypeError(f"invalid job count {text!r}: use a whole number of 1 or more")
    return int(text)


def options_from(args: argparse.Namespace) -> tuple[Options, Limits]:
    from oracle._parallel import available_workers

    limits = Limits(max_dump_bytes=args.max_input_bytes)
    workers = args.jobs if getattr(args, "jobs", None) else available_workers()
    return Options(grade_overrides=dict(args.override), limits=limits, workers=workers), limits


def read_input(path: str, *, what: str, max_bytes: int) -> tuple[bytes, str]:
    """The bytes of `path` (or stdin for '-') and a name for messages; at most max_bytes."""
    if path == STDIN:
        data = sys.stdin.buffer.read(max_bytes + 1)
        source = "<stdin>"
    else:
        source = path
        try:
            with open(path, "rb") as handle:
                info = os.fstat(handle.fileno())
                if stat.S_ISDIR(info.st_mode):
                    raise IsADirectoryError(path)
                if stat.S_ISREG(info.st_mode) and info.st_size > max_bytes:
                    _too_large(what, source, info.st_size, max_bytes)
                data = handle.read(max_bytes + 1)
        except FileNotFoundError:
            raise NoInputError(f"{what} {path!r} does not exist", hint=_hint_missing(what)) from None
        except IsADirectoryError:
            raise NoInputError(f"{what} {path!r} is a directory, not a file") from None
        except PermissionError:
            raise NoInputError(f"cannot read {what} {path!r}: permission denied") from None
        except OSError as exc:
            raise NoInputError(f"cannot read {what} {path!r}: {exc.strerror or exc}") from None
    if len(data) > max_bytes:
        _too_large(what, source, None, max_bytes)
    return data, source


def _too_large(what: str, source: str, size: int | None, max_bytes: int) -> None:
    measured = f"{size:,} bytes" if size is not None else f"more than {max_bytes:,} bytes"
    raise LimitExceeded(
        f"{what} is {measured}, over the {max_bytes:,}-byte limit",
        where=source,
        hint="if this input is legitimate, raise the limit with --max-input-bytes",
    )


def _hint_missing(what: str) -> str | None:
    if what == "lockfile":
        return "create it with `toolwatch lock DUMP --lockfile FILE`"
    return None


def read_dump(path: str, *, limits: Limits) -> tuple[Catalogue, str]:
    import gc

    from oracle import read_catalogue

    data, source = read_input(path, what="tools/list dump", max_bytes=limits.max_dump_bytes)
    # A command's inputs live until it exits. Decoded with the collector off and then frozen, their
    # millions of containers are never traversed by a collection (the first one after decoding
    # would walk them all), and forked grading workers share their pages instead of copying them.
    was_enabled = gc.isenabled()
    gc.disable()
    try:
        catalogue = read_catalogue(data, source=source, limits=limits)
        gc.freeze()
    finally:
        if was_enabled:
            gc.enable()
    return catalogue, source


def read_declared(path: str | None, *, limits: Limits) -> dict[str, Version]:
    if path is None:
        return {}
    from oracle.lockfile import parse_declared_versions

    data, source = read_input(path, what="declared-versions file", max_bytes=limits.max_dump_bytes)
    return parse_declared_versions(data, source=source, limits=limits)


def dump_argument(args: argparse.Namespace) -> str:
    """The dump named positionally or with --tools (exactly one of them)."""
    positional, option = args.dump, args.tools
    if positional is not None and option is not None:
        raise UsageError("give the tools/list dump once: as an argument or with --tools, not both")
    path = positional if positional is not None else option
    if path is None:
        raise UsageError(
            "missing the tools/list dump",
            hint="pass a file, or - to read it from stdin (e.g. from `toolwatch snapshot`)",
        )
    return str(path)


def lockfile_exists(path: str) -> bool:
    return Path(path).exists()
