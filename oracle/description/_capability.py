"""What a tool says it can do to the world, compared before and after.

These detectors are relative: "deletes the file" is news in a description that only ever read
files, and old news in one that always said it deletes. So a capability counts only when the old
text had no word of the same class, and a negated mention ("never deletes") does not count.
"""

from __future__ import annotations

import re

from ._lazy import LazyPattern, lazy

# A negation word up to three words before a match, within the same sentence.
_NEGATION = re.compile(
    r"\b(?:not|never|no|nothing|none|nowhere|without|cannot|can't|won't|doesn't|don't|isn't|nor|neither)\b"
    r"(?:[^\w.!?\n]+\w+){0,3}[^\w.!?\n]*$"
)


def _c(pattern: str) -> LazyPattern:
    return lazy(pattern, re.IGNORECASE)


# class -> verbs that put the class's effect on the world.
SIDE_EFFECTS: dict[str, LazyPattern] = {
    "delete": _c(
        r"\b(?:delet(?:e|es|ed|ing)|eras(?:e|es|ing)|wip(?:e|es|ing)|destroy(?:s|ing)?|purg(?:e|es|ing)|"
        r"truncat(?:e|es|ing)|unlink(?:s|ing)?|rm\s+-rf|drop\s+(?:table|database|schema)s?)\b"
    ),
    "overwrite": _c(
        r"\b(?:overwrit(?:e|es|ing)|clobber(?:s|ing)?|replac(?:e|es|ing)\s+(?:the\s+)?(?:existing|"
        r"original|contents?)|chmod|chown)\b"
    ),
    "transfer": _c(
        r"\btransfer(?:s|ring|red)?\s+(?:\w+\s+){0,3}?(?:from|to|out\s+of)\s+(?:the\s+)?(?:user'?s?\s+)?"
        r"(?:wallet|account|card|balance)\b"
    ),
    "payment": _c(
        r"(?<![\w-])(?:pay|pays|paying|purchas(?:e|es|ing)|buy(?:s|ing)?|transfer(?:s|ring)?\s+"
        r"(?:funds|money|tokens|crypto|eth|btc|usdc)|wire\s+transfer|charg(?:e|es|ing)\s+(?:the\s+)?"
        r"(?:card|account|user))\b"
    ),
    "send": _c(
        r"\b(?:send(?:s|ing)?\s+(?:\w+\s+){0,3}?(?:e-?mails?|messages?|sms|texts?|notifications?|data|files?|"
        r"contents?|money|funds|invit(?:es?|ations?))|e-?mail(?:s|ing)?\s+(?:the\s+)?(?:user|recipients?|contacts?|"
        r"it|them)|(?:send|post|upload|forward|transmit)(?:s|ing)?\s+(?:\w+\s+){0,4}?to\s+(?:an?\s+|the\s+)?"
        r"(?:external|remote|third[- ]party|https?://|[\w.+-]+@)|publish(?:es|ing)?\s+(?:\w+\s+){0,2}?(?:to|on)\s+"
        r"|tweet(?:s|ing)?)"
    ),
    "execute": _c(
        r"(?<![\w-])(?<!long\s)(?:(?:execut(?:e|es|ing)|run(?:s|ning)?)\s+(?:(?:a|any|the|arbitrary|given|supplied|provided|user|requested)\s+){0,2}"
        r"(?:shell\s+|system\s+|terminal\s+|python\s+|bash\s+)?(?:commands?|code|scripts?|binar(?:y|ies)|"
        r"programs?|executables?)|eval(?:uates?)?\s+(?:code|javascript|python)|spawn(?:s|ing)?\s+(?:a\s+)?"
        r"(?:process|shell)|subprocess|sudo|install(?:s|ing)?\s+(?:packages?|software))\b"
    ),
}

# Words that bound what the tool may touch; losing one widens the tool.
RESTRICTIONS = _c(
    r"\b(?:read-only|readonly|read\s+only\s+(?:access|mode|tool|operations?|quer(?:y|ies)|transactions?)|within\s+(?:the\s+)?allowed\s+director(?:y|ies)|only\s+(?:works\s+)?(?:within|inside|in)\s+"
    r"(?:the\s+)?(?:allowed|specified|configured|workspace|project|current)|sandbox(?:ed)?|"
    r"does\s+not\s+(?:modify|write|delete|change)|no\s+side[- ]effects)\b"
)

WIDENING = _c(
    r"\b(?:any|every|all)\s+(?:file|path|director(?:y|ies)|folder|location|files)\s+(?:on|in|across)\s+(?:the\s+)?"
    r"(?:entire\s+|whole\s+)?(?:system|machine|computer|disk|host|file\s*system|network)\b"
    r"|\b(?:entire|whole)\s+(?:file\s*system|disk|machine|computer|home\s+director(?:y|ies))\b"
    r"|\boutside\s+(?:of\s+)?(?:the\s+)?(?:allowed|permitted|configured|workspace|sandbox|specified)\b"
    r"|\b(?:no|without)\s+(?:path\s+|directory\s+|access\s+)?(?:restrictions?|limits?|sandbox(?:ing)?|"
    r"confirmation|approval|allow-?list)\b"
    r"|\bbypass(?:es|ing)?\s+(?:the\s+|any\s+|all\s+)?(?:allow-?list|restrictions?|sandbox|permissions?|"
    r"approval|confirmation|checks?|security)\b"
    r"|\b(?:full|unrestricted|unlimited|root|admin(?:istrator)?)\s+(?:access|control|permissions?|privileges?)\b"
    r"|\bas\s+(?:root|administrator|superuser)\b"
    # (not commands the agent composes: "Call this first before building any commands")
    r"|(?<!building\s)(?<!writing\s)(?<!composing\s)(?<!preparing\s)\b(?:any|arbitrary)\s+(?:shell\s+)?commands?\b"
)


def _negated(text: str, start: int) -> bool:
    return _NEGATION.search(text[max(0, start - 40) : start]) is not None


# "null when the variant has been deleted": a state the tool reports, not an effect it has.
_PERFECT_PASSIVE = re.compile(r"\b(?:has|have|had)\s+(?:already\s+)?been\s+$")


def _listed_or_quoted(text: str, start: int, end: int) -> bool:
    """A word in a list of alternatives ("INSERT/UPDATE/DELETE") or in a quoted example ("send email")."""
    before, after = text[max(0, start - 1) : start], text[end : end + 1]
    if "/" in (before, after) or "-" in (before, after):
        return True
    line_start = text.rfind("\n", 0, start) + 1
    return text.count('"', line_start, start) % 2 == 1


def capability_mentions(text: str, pattern: LazyPattern) -> list[re.Match[str]]:
    """Affirmative (not negated, not listed or quoted) matches of `pattern` in `text`."""
    return [
        m
        for m in pattern.finditer(text)
        if not _negated(text, m.start())
        and not _listed_or_quoted(text, m.start(), m.end())
        and not _PERFECT_PASSIVE.search(text, max(0, m.start() - 30), m.start())
    ]
