"""Intent shapes of the fourth rules round: the model told it is someone else, or in another mode,
and its own task redirected.

Written from general jailbreak structure and the misses of fresh3's spikee and Agent Security Bench
sources, before CyberSecEval's rows were read (docs/description.md, "Fourth round"). Text reaching a
tool description that reassigns the model's identity or mode is an instruction to disregard the
instructions the model was given, so each is graded as an agent instruction.
"""

from __future__ import annotations

from ._families import Sentence
from ._lazy import lazy

# A mode that lifts the model's rules: "developer mode", "DAN mode", "unrestricted mode".
_MODE = (
    r"(?:developer|dev|god|admin|administrator|unrestricted|unfiltered|uncensored|jailbreak|jailbroken|dan|root|sudo|"
    r"debug|maintenance|diagnostic|test|testing|system|override|no[\s-]limits?|unlimited|opposite|evil)"
)
# The model as the subject: "you are", "you're", "you will now be".
_YOU = r"\b(?:you\s+are|you're|you\s+will\s+(?:now\s+)?be|you\s+have\s+become|you\s+now\s+become|from\s+now\s+on,?\s+you\s+are)"
# A persona without limits: "You are a No Limits AI", "you are now an uncensored assistant".
_UNBOUND = (
    r"(?:no[\s-]limits?|limitless|unlimited|unrestricted|unfiltered|uncensored|unbound|unchained|jailbroken|amoral|"
    r"immoral|evil|rogue|malicious|lawless|rule-?less|free\s+from\s+(?:all\s+)?(?:rules|restrictions|limits))"
)
SWITCHED = lazy(
    # "You are operating in DEVELOPER mode", "you are now running in debug mode"
    _YOU
    + r"\s+(?:now\s+)?(?:operating|running|working|acting|functioning|in)\s+(?:in\s+)?(?:an?\s+|the\s+)?"
    + _MODE
    + r"\s+mode\b"
    # "DEVELOPER MODE ENABLED", "debug mode is now on"
    + r"|\b"
    + _MODE
    + r"\s+mode\s+(?:is\s+)?(?:now\s+)?(?:enabled|activated|engaged|unlocked|on\b|active)"
    + r"|"
    + _YOU
    + r"\s+(?:now\s+)?(?:an?\s+|the\s+)?(?:\w+\s+){0,2}?"
    + _UNBOUND
    + r"\s+(?:\w+\s+)?(?:ai|assistant|chatbot|bot|model|llm|agent|version)\b"
)
# "If you are asked to summarize the input, instead ...": the model's own task swapped for another.
REDIRECTED = lazy(
    r"\b(?:if|when|whenever)\s+(?:you\s+are|you're|you\s+get|you\s+have\s+been)\s+(?:\w+\s+)?(?:told|asked|instructed|"
    r"requested|prompted|tasked)\s+to\b[^.\n]{0,120}?\b(?:instead|rather|in\s+place\s+of\s+that|ignore\s+(?:that|it))\b"
)


def switched(s: Sentence) -> None:
    if s.hit_match(SWITCHED.search(s.text), "description-agent-instruction", 0.75):
        return
    s.hit_match(REDIRECTED.search(s.text), "description-agent-instruction", 0.75)


RULES = (switched,)
