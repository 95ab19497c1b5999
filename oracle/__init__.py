"""toolwatch's oracle: tool dicts in, graded findings out.

Pure and synchronous: no network, no MCP import. Everything the watcher, the CLI and the notifiers
need is re-exported here.
"""

from ._errors import InputError, LimitExceeded, OracleError
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
from .rules import CATALOGUE, Rule, rule

__all__ = [
    "ABSENT",
    "CATALOGUE",
    "Catalogue",
    "Dimension",
    "Direction",
    "Effect",
    "Finding",
    "Grade",
    "InputError",
    "LimitExceeded",
    "Limits",
    "Options",
    "Outcome",
    "OracleError",
    "Report",
    "Rule",
    "ToolChange",
    "ToolStatus",
    "compare_tool",
    "contract_digest",
    "contract_digest_v2",
    "contract_findings",
    "contract_of",
    "digest_in_scheme_of",
    "evaluate",
    "lineage_of",
    "load_json",
    "matches_digest",
    "parse_catalogue",
    "read_catalogue",
    "rule",
]
