"""Exit codes of the `toolwatch` command line, and the errors that map onto them.

0, 1 and 2 are verdicts of `toolwatch check`; everything from 64 up follows BSD sysexits.h, so a
script can tell "the check found something" apart from "the check could not run".
"""

from __future__ import annotations

import enum


class ExitCode(enum.IntEnum):
    OK = 0  # every tool unchanged or covered by its declared bump
    INFORMATIONAL = 1  # the only findings are new, removed or renamed tools
    VIOLATION = 2  # at least one bump violation (or a change a person must confirm)
    USAGE = 64  # EX_USAGE: bad command line
    DATAERR = 65  # EX_DATAERR: an input (dump, lockfile, declared versions) is unreadable or invalid
    NOINPUT = 66  # EX_NOINPUT: an input file does not exist or cannot be opened
    SOFTWARE = 70  # EX_SOFTWARE: an internal error (a bug in toolwatch; please report it)
    CANTCREAT = 73  # EX_CANTCREAT: the lockfile or --output file cannot be written
    IOERR = 74  # EX_IOERR: another input/output error
    INTERRUPTED = 130  # interrupted (Ctrl-C)


EXIT_CODES_HELP = """\
exit codes:
  0    every tool unchanged, or changed and covered by its declared version bump
  1    the only findings are new, removed or renamed tools (informational)
  2    a version-bump violation: a tool changed more than its declared bump allows,
       changed with no bump, or its version went backwards
  64   usage error (unknown option, missing argument)
  65   an input is invalid: malformed JSON or YAML, wrong types, empty, not UTF-8, too large
  66   an input file does not exist or cannot be opened
  70   internal error (a bug: please report it with the traceback)
  73   the lockfile or --output file cannot be written
  74   other input/output error
  130  interrupted"""


class CliError(Exception):
    """An error the CLI reports as one message and an exit code, never as a traceback."""

    code: ExitCode = ExitCode.SOFTWARE

    def __init__(self, message: str, *, hint: str | None = None) -> None:
        super().__init__(message)
        self.message = message
        self.hint = hint


class UsageError(CliError):
    code = ExitCode.USAGE

    def __init__(self, message: str, *, hint: str | None = None) -> None:
        super().__init__(message, hint=hint or "see `toolwatch --help`, or `toolwatch COMMAND --help`")


def unknown_upstream(name: str, config_path: str, names: list[str]) -> UsageError:
    """A command-line upstream name that the config does not have: a usage error (64), not a broken
    config (78), with the closest configured name."""
    from watcher.config import did_you_mean

    return UsageError(
        f"no upstream {name!r} in {config_path}{did_you_mean(name, names)}",
        hint=f"configured upstreams: {', '.join(names) or 'none'}",
    )


class NoInputError(CliError):
    code = ExitCode.NOINPUT


class CannotWriteError(CliError):
    code = ExitCode.CANTCREAT
