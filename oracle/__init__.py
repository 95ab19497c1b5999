"""toolwatch's oracle: tool dicts in, graded findings out.

Pure and synchronous: no network, no MCP import. Everything the watcher, the CLI and the notifiers
need is re-exported here.
"""

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
