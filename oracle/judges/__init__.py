"""Description semantics, judge layer (opt-in): a jury of OpenAI-compatible LLM judges.

The only part of the oracle that touches the network. Judges sharpen the deterministic verdict of
oracle.description and never soften it: a judge may escalate a description change to major, a split
jury asks for confirmation on that description finding only, and a failing judge leaves the
deterministic verdict in place with a `judge_error` finding. httpx2 is imported only when a judge is
actually called.
"""

from ._apply import JUDGE_RULE_IDS, judge_report
from ._cache import CacheKey, MemoryCache, SQLiteCache, VerdictCache, cache_key, text_digest
from ._client import Answer, JudgeFailure, ask
from ._config import JUDGES_SCHEMA, JudgeConfig, JudgeConfigError, parse_duration, parse_judges
from ._jury import THRESHOLD, Ballot, JudgeMetrics, Jury, JuryVerdict, NoMetrics
from ._metrics import CounterMetrics, LabelledCounter
from ._rubric import ASPECTS, REPLY_SCHEMA, RUBRIC_VERSION, InvalidReply, Verdict, build_messages, parse_reply

__all__ = [
    "ASPECTS",
    "JUDGES_SCHEMA",
    "JUDGE_RULE_IDS",
    "REPLY_SCHEMA",
    "RUBRIC_VERSION",
    "THRESHOLD",
    "Answer",
    "Ballot",
    "CacheKey",
    "CounterMetrics",
    "InvalidReply",
    "JudgeConfig",
    "JudgeConfigError",
    "JudgeFailure",
    "JudgeMetrics",
    "Jury",
    "JuryVerdict",
    "LabelledCounter",
    "MemoryCache",
    "NoMetrics",
    "SQLiteCache",
    "Verdict",
    "VerdictCache",
    "ask",
    "build_messages",
    "cache_key",
    "judge_report",
    "parse_duration",
    "parse_judges",
    "parse_reply",
    "text_digest",
]
