"""toolwatch's oracle: tool dicts in, graded findings out.

Pure and synchronous: no network, no MCP import. Everything the watcher, the CLI and the notifiers
need is re-exported here.
"""

from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:  # the names, for type checkers; at run time each loads on first use
    from ._errors import BudgetExceeded, InputError, LimitExceeded, OracleError
    from ._types import (
        ABSENT,
        Dimension,
        Direction,
        Effect,
        Finding,
        Grade,
        Limits,
        Options,
        Outcome,
        Report,
        ToolChange,
        ToolStatus,
    )
    from .bumplint import ExitStatus, LintReport, ToolVerdict, compare_to_lockfile, lint_catalogue, lint_tool
    from .contract import (
        Catalogue,
        contract_digest,
        contract_digest_v2,
        contract_of,
        digest_in_scheme_of,
        load_json,
        matches_digest,
        parse_catalogue,
        read_catalogue,
    )
    from .evaluate import compare_tool, contract_findings, evaluate, lineage_of
    from .lockfile import (
        LockedTool,
        Lockfile,
        LockUpdate,
        VersionChoice,
        parse_declared_versions,
        parse_lockfile,
        regenerate,
        render_lockfile,
    )
    from .rules import CATALOGUE, Rule, rule
    from .semver import SemverError, Version, bump_between, covers, parse_version, smallest_version_for

_LAZY: dict[str, str] = {
    "ABSENT": "._types",
    "BudgetExceeded": "._errors",
    "CATALOGUE": ".rules",
    "Catalogue": ".contract",
    "Dimension": "._types",
    "Direction": "._types",
    "Effect": "._types",
    "ExitStatus": ".bumplint",
    "Finding": "._types",
    "Grade": "._types",
    "InputError": "._errors",
    "LimitExceeded": "._errors",
    "Limits": "._types",
    "LintReport": ".bumplint",
    "LockUpdate": ".lockfile",
    "LockedTool": ".lockfile",
    "Lockfile": ".lockfile",
    "Options": "._types",
    "OracleError": "._errors",
    "Outcome": "._types",
    "Report": "._types",
    "Rule": ".rules",
    "SemverError": ".semver",
    "ToolChange": "._types",
    "ToolStatus": "._types",
    "ToolVerdict": ".bumplint",
    "Version": ".semver",
    "VersionChoice": ".lockfile",
    "bump_between": ".semver",
    "collector_paused": "._collector",
    "collector_resumed": "._collector",
    "compare_to_lockfile": ".bumplint",
    "compare_tool": ".evaluate",
    "contract_digest": ".contract",
    "contract_digest_v2": ".contract",
    "contract_findings": ".evaluate",
    "contract_of": ".contract",
    "covers": ".semver",
    "digest_in_scheme_of": ".contract",
    "evaluate": ".evaluate",
    "lineage_of": ".evaluate",
    "lint_catalogue": ".bumplint",
    "lint_tool": ".bumplint",
    "load_json": ".contract",
    "matches_digest": ".contract",
    "parse_catalogue": ".contract",
    "parse_declared_versions": ".lockfile",
    "parse_lockfile": ".lockfile",
    "parse_version": ".semver",
    "read_catalogue": ".contract",
    "regenerate": ".lockfile",
    "render_lockfile": ".lockfile",
    "rule": ".rules",
    "smallest_version_for": ".semver",
}


# Eager, and first: the submodule `oracle.evaluate` would otherwise shadow the function `evaluate`
# as soon as anything imports it (the import system sets the package attribute). It is light: the
# schema engine and the description detectors load inside it on first use.
from .evaluate import compare_tool, contract_findings, evaluate, lineage_of  # noqa: E402


def __getattr__(name: str) -> Any:
    """PEP 562: import the submodule that defines `name` on first use, so `import oracle` is cheap.

    `toolwatch diff` never loads the lockfile/YAML code, a run with no description change never loads
    the detectors, and jsonschema loads only when a counterexample must be confirmed.
    """
    module = _LAZY.get(name)
    if module is None:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    from importlib import import_module

    value = getattr(import_module(module, __name__), name)
    globals()[name] = value
    return value


def __dir__() -> list[str]:
    return sorted([*globals(), *_LAZY])


__all__ = [
    "ABSENT",
    "CATALOGUE",
    "BudgetExceeded",
    "Catalogue",
    "Dimension",
    "Direction",
    "Effect",
    "ExitStatus",
    "Finding",
    "Grade",
    "InputError",
    "LimitExceeded",
    "Limits",
    "LintReport",
    "LockUpdate",
    "LockedTool",
    "Lockfile",
    "Options",
    "OracleError",
    "Outcome",
    "Report",
    "Rule",
    "SemverError",
    "ToolChange",
    "ToolStatus",
    "ToolVerdict",
    "Version",
    "VersionChoice",
    "bump_between",
    "collector_paused",
    "collector_resumed",
    "compare_to_lockfile",
    "compare_tool",
    "contract_digest",
    "contract_digest_v2",
    "contract_findings",
    "contract_of",
    "covers",
    "digest_in_scheme_of",
    "evaluate",
    "lineage_of",
    "lint_catalogue",
    "lint_tool",
    "load_json",
    "matches_digest",
    "parse_catalogue",
    "parse_declared_versions",
    "parse_lockfile",
    "parse_version",
    "read_catalogue",
    "regenerate",
    "render_lockfile",
    "rule",
    "smallest_version_for",
]
