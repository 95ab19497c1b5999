"""`--judges CONFIG.yaml` for `toolwatch check` and `toolwatch diff`: the opt-in judge layer, one-shot.

Everything here is imported only when the option is given, so a plain `check` never loads the judge
layer or its HTTP client.
"""

from __future__ import annotations

import argparse
import os
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any

from watcher.exitcodes import CliError, ExitCode

if TYPE_CHECKING:
    from oracle import Catalogue, Lockfile, Options, Report, Version
    from oracle.bumplint import LintReport
    from oracle.judges import Jury


class JudgesConfigError(CliError):
    code = ExitCode.DATAERR


def add_judges_option(parser: argparse.ArgumentParser) -> None:
    parser.add_argument(
        "--judges",
        metavar="CONFIG",
        help="opt-in LLM judges for description changes: a YAML file with a `judges:` list "
        "(API keys come from the environment variables it names)",
    )


def _jury(path: str) -> Jury:
    import yaml

    from oracle.judges import JudgeConfigError, Jury, parse_judges

    try:
        with open(path, encoding="utf-8") as handle:
            document = yaml.safe_load(handle)
    except OSError as exc:
        raise JudgesConfigError(f"{path}: cannot read the judges config ({exc.strerror})") from None
    except yaml.YAMLError as exc:
        raise JudgesConfigError(f"{path}: not valid YAML ({type(exc).__name__})") from None
    try:
        judges = parse_judges(document)
    except JudgeConfigError as exc:
        raise JudgesConfigError(f"{path}: {exc}") from None
    if not judges:
        raise JudgesConfigError(f"{path}: judges: the list is empty; add at least one judge or drop --judges")
    # The keys are secrets from here on: the CLI's error output and any log record redact them.
    from watcher.logs import add_secrets

    add_secrets(os.environ.get(j.api_key_env) or "" for j in judges if j.api_key_env)
    return Jury(judges)


def judge_diff(report: Report, old: Catalogue, new: Catalogue, path: str, options: Options) -> Report:
    import anyio

    from oracle.judges import judge_report

    jury = _jury(path)
    return anyio.run(judge_report, report, old, new, jury, options)


def judge_lint(
    lint: LintReport,
    lockfile: Lockfile,
    catalogue: Catalogue,
    declared: Mapping[str, Version],
    path: str,
    options: Options,
) -> LintReport:
    """The lint redone on the judged report, so that escalations and split juries reach the outcome."""
    from oracle.bumplint import LintReport, lint_tool

    old: dict[str, Any] = {name: dict(entry.contract or {}) for name, entry in lockfile.tools.items()}
    judged = judge_diff(lint.report, old, catalogue, path, options)
    verdicts = [
        lint_tool(change, lockfile.tools.get(change.name), declared.get(change.name))
        for change in judged.changes
    ]
    return LintReport(tuple(sorted(verdicts, key=lambda v: v.name)), judged, lint.notes)
