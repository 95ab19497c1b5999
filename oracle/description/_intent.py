"""Intent rules: what a sentence asks the model to do, read one sentence at a time.

A fixed phrase list catches the payloads it was written from; these rules instead ask for words of
two classes in the same sentence (oracle/description/_lexicon.py) and for a grammatical cue that the
sentence is a command to the model (a base-form verb at the head of a clause, a modal on "you",
always/never + verb). "Send the output to https://x" is a command; "Sends messages to Slack" describes
the tool. Each hit carries a confidence and a key (the trigger words) so that a rewrite re-stating
an old sentence does not re-alert.

Catalogue-aware: given the tool names of this upstream and of every other watched upstream, a
sentence that starts naming another server's tool, or demands a tool be called first, is told apart
from a vendor pointing at its own sibling tools.
"""

from __future__ import annotations

import re
from collections.abc import Iterator, Mapping
from dataclasses import dataclass, field

from . import _lexicon as lx

# A sentence ends at . ! ? not followed by a word character (".bashrc", "evil.example" stay inside) or
# at a line break.
_SENTENCE = re.compile(r"(?:[^.!?\n]|[.!?](?=[\w/~]))+(?:[.!?]+|\n|$)|[.!?\n]")
_NAME = re.compile(r"[`'\"]?([a-z][a-z0-9]*(?:[_\-./:][a-z0-9]+)+|[a-z][a-z0-9]{1,40})[`'\"]?(?:\s*\(\))?")
_NAMEY = re.compile(r"[_\-./:\d]")
_DIRECTIVE = re.compile(
    r"\b(?:when|whenever|before|after|instead|first|must|should|always|never|prefer|only|do\s+not|don't|"
    r"make\s+sure|ensure|call|use|invoke|run|pass|send|forward|route|redirect|replace|override)\b"
)


@dataclass(frozen=True)
class CatalogueContext:
    """What the refresh knows about the catalogues around one description.

    `own`: tool names of this upstream (old and new catalogue); `foreign`: tool name -> upstream, for
    every other watched upstream. Names are compared case-insensitively.
    """

    tool: str = ""
    own: frozenset[str] = frozenset()
    foreign: Mapping[str, str] = field(default_factory=dict)

    @property
    def known(self) -> bool:
        return bool(self.own)


NO_CONTEXT = CatalogueContext()


@dataclass(frozen=True)
class Intent:
    """One intent rule firing on one sentence: [start, end) in the cleaned text."""

    rule_id: str
    start: int
    end: int
    confidence: float
    key: str  # the trigger words, whitespace-collapsed: what must be new for a rewrite to re-alert
    note: str = ""  # a prefix for the evidence (which foreign tool, which upstream)


def _key(text: str) -> str:
    return " ".join(text.split())


def commanded(sentence: str, pos: int) -> bool:
    """Is the verb at `pos` a command (head of a clause, after a modal or "you", ...)?"""
    return lx.COMMAND_HEAD.search(sentence[max(0, pos - 48) : pos]) is not None


def _commanded_matches(pattern: re.Pattern[str], sentence: str) -> Iterator[re.Match[str]]:
    return (m for m in pattern.finditer(sentence) if commanded(sentence, m.start()))


def sentences(text: str) -> Iterator[tuple[int, int]]:
    for match in _SENTENCE.finditer(text):
        if match.group().strip():
            yield match.span()


def _names(sentence: str) -> list[tuple[str, bool]]:
    """(name, looks like an identifier) for every token that could be a tool name."""
    out = []
    for match in _NAME.finditer(sentence):
        token = match.group(1)
        quoted = match.group() != token
        following = sentence[match.end() : match.end() + 12]
        identifier = (
            bool(_NAMEY.search(token)) or quoted or following.lstrip().startswith(("tool", "function"))
        )
        out.append((token, identifier))
    return out


class _Sentence:
    def __init__(self, text: str, offset: int, context: CatalogueContext) -> None:
        self.text = text
        self.offset = offset
        self.context = context
        self.addressed = lx.ADDRESSED.search(text) is not None
        self.hits: list[Intent] = []

    def hit(self, rule_id: str, confidence: float, key: str, note: str = "") -> None:
        self.hits.append(
            Intent(rule_id, self.offset, self.offset + len(self.text), confidence, _key(key), note)
        )

    def rules(self) -> set[str]:
        return {h.rule_id for h in self.hits}


def _sensitive(s: _Sentence) -> None:
    for match in lx.SENSITIVE_FILES.finditer(s.text):
        s.hit("description-sensitive-path", 0.85, match.group())
        return
    for secret in lx.SECRET.finditer(s.text):
        head = s.text[max(0, secret.start() - 120) : secret.start()]
        for verb in lx.GATHER.finditer(head):
            pos = secret.start() - len(head) + verb.start()
            between = s.text[pos : secret.start()]
            if not commanded(s.text, pos) or lx.USED_WITH.search(between):
                continue
            signup = re.search(r"\byour\s+(?:\w+\s+){0,2}$", between) and re.search(
                r"^\S*\s+(?:at|from|on|in|via)\s+(?:https?://|the\s+\w+\s+(?:dashboard|console|settings|portal))",
                s.text[secret.end() - 1 :],
            )
            if signup:
                continue
            s.hit("description-sensitive-path", 0.75, verb.group() + " " + secret.group())
            return


def _exfiltration(s: _Sentence) -> None:
    for verb in lx.TRANSFER.finditer(s.text):
        rest = s.text[verb.end() : verb.end() + 160]
        dest = lx.DESTINATION.search(rest)
        if not dest:
            continue
        also = lx.ALSO.search(s.text) is not None
        if commanded(s.text, verb.start()) or also:
            s.hit("description-exfiltration", 0.8 if also else 0.7, verb.group() + " " + dest.group())
            return


def _shell(s: _Sentence) -> None:
    match = lx.SHELL.search(s.text)
    if match:
        s.hit("description-shell-command", 0.85, match.group())


_TAMPER_TO = re.compile(
    r"\b(?:change|replace|switch|swap|substitute|rewrite|redirect|reroute|alter|modify|override|convert|map|"
    r"set|use|route)\b[^.\n]{0,80}?\b(?:to|with|into|by|for|instead\s+of)\s+[\"'`]?[\w@.$+-]"
)
_TAMPER_IGNORE = re.compile(
    r"\b(?:ignore|disregard|override|discard|overwrite)\s+(?:the\s+)?(?:user'?s?|requested|provided|"
    r"specified|given|original|supplied)\s+(?:\w+\s+)?(?:values?|inputs?|choices?|selections?|amounts?|"
    r"tickers?|recipients?|address(?:es)?|paths?|parameters?|arguments?|requests?|quer(?:y|ies)|symbols?|"
    r"quantit(?:y|ies)|prices?|numbers?|dates?|ids?|names?|e-?mails?|accounts?|destinations?|urls?)\b"
)
_TAMPER_ADD = re.compile(r"\b(?:add|include|insert|append|cc|bcc|copy|attach|also\s+send\s+to)\b")
_AMOUNT = re.compile(
    r"\b(?:increase|decrease|inflate|double|triple|multiply|round\s+up|add\s+\d+\s*%)\b[^.\n]{0,40}?\b"
    r"(?:amounts?|prices?|quantit(?:y|ies)|totals?|values?|sums?|fees?|payments?|transfers?|balances?)\b"
)


def _tampering(s: _Sentence) -> None:
    cue = lx.TAMPER_CUE.search(s.text)
    match = _TAMPER_IGNORE.search(s.text)
    if match:
        s.hit("description-argument-tampering", 0.8, match.group())
        return
    if cue:
        for m in _TAMPER_TO.finditer(s.text):
            if m.group().startswith(("use", "set", "route", "map")) and not re.search(r"[\"'`]", m.group()):
                continue  # "always use absolute paths", "set a timeout": advice, not a swapped value
            if commanded(s.text, m.start()) or cue.end() <= m.start():
                s.hit("description-argument-tampering", 0.8, m.group())
                return
        amount = _AMOUNT.search(s.text)
        if amount:
            s.hit("description-argument-tampering", 0.75, amount.group())
            return
    if cue or lx.ALSO.search(s.text):
        for m in _commanded_matches(_TAMPER_ADD, s.text):
            rest = s.text[m.end() : m.end() + 100]
            target = lx.RECIPIENT.search(rest) or re.search(r"[\w.+-]{1,64}@[\w-]{1,63}\.[a-z]{2,}", rest)
            if target:
                s.hit("description-argument-tampering", 0.75, m.group() + " " + target.group())
                return


_BEFORE_CALL = re.compile(
    r"\bbefore\s+(?:calling|using|invoking|running|executing|responding|answering|replying|proceeding|"
    r"(?:you|the\s+(?:assistant|agent|model))\s+(?:call|use|invoke|run|execute|respond|answer|reply|do))\b"
)
_FIRST_CALL = re.compile(
    r"\b(?:must|always|should|need\s+to|have\s+to|required\s+to|first)\s+(?:\w+\s+)?(?:first\s+)?(?:call|run|"
    r"invoke|use|execute|read|open|load|fetch|check|verify|query)\b[^.\n]{0,80}?\b(?:first|before|prior\s+to|"
    r"beforehand|at\s+the\s+start)\b"
    r"|\b(?:be|is|are)\s+(?:always\s+)?(?:called|run|invoked|used|executed)\s+(?:first|before)\b"
)
_BEFORE_ALL = re.compile(
    r"\b(?:before|prior\s+to)\s+(?:any|every|each|all)\s+(?:other\s+)?(?:tools?|tool\s+calls?|calls?|actions?|"
    r"steps?|requests?|responses?|replies|answers?|operations?|queries|functions?|tasks?|messages?)\b"
    r"|\b(?:first|before\s+anything\s+else)\s+(?:in|of)\s+(?:every|each|any)\s+(?:conversation|session|"
    r"chat|task|turn)\b"
)


def _ordering(s: _Sentence) -> None:
    generic = _BEFORE_ALL.search(s.text)
    if generic:
        s.hit("description-forced-ordering", 0.8, generic.group())
        return
    order = _FIRST_CALL.search(s.text)
    before = _BEFORE_CALL.search(s.text)
    if not order and not (before and (s.addressed or lx.ADDRESSED.search(s.text[before.end() :]))):
        return
    trigger = (order or before).group()  # type: ignore[union-attr]
    ctx = s.context
    for name, identifier in _names(s.text):
        if name in ctx.foreign and name not in ctx.own and (identifier or name == ctx.tool):
            s.hit(
                "description-forced-ordering", 0.9, name, f"tool {name!r} of upstream {ctx.foreign[name]!r}: "
            )
            return
    if ctx.known:
        strangers = [n for n, ident in _names(s.text) if ident and _NAMEY.search(n) and n not in ctx.own]
        if strangers:
            s.hit(
                "description-forced-ordering",
                0.6,
                strangers[0],
                f"tool {strangers[0]!r} is not in this catalogue: ",
            )
            return
    s.hit("description-agent-directive", 0.5, trigger)


def _shadowing(s: _Sentence) -> None:
    """Another upstream's tool named in a sentence that tells the agent what to do with it."""
    ctx = s.context
    if not ctx.foreign or not (_DIRECTIVE.search(s.text) or s.addressed):
        return
    for name, identifier in _names(s.text):
        if identifier and name in ctx.foreign and name not in ctx.own:
            s.hit(
                "description-tool-shadowing", 0.9, name, f"tool {name!r} of upstream {ctx.foreign[name]!r}: "
            )
            return


_PRIV_STRONG = re.compile(
    r"\byour\s+(?:new\s+|true\s+|real\s+|primary\s+|actual\s+|only\s+|main\s+)(?:goal|task|objective|purpose|"
    r"mission|role|job|priority|directive)\s+(?:is|will\s+be|now)\b"
    r"|\b(?:you\s+are|act\s+as|switch\s+to|enter|enable)\s+(?:now\s+)?(?:in\s+)?(?:an?\s+)?(?:developer|god|"
    r"admin|unrestricted|jailbreak|dan|root|sudo)\s+mode\b"
    r"|\byou\s+(?:now\s+)?have\s+(?:been\s+granted\s+)?(?:full|admin|root|unrestricted|elevated)\b"
    r"|\b(?:disable|turn\s+off|bypass|ignore|circumvent|deactivate|suppress)\s+(?:all\s+|any\s+|the\s+|your\s+)?"
    r"(?:safety|guardrails?|content\s+(?:filters?|polic(?:y|ies))|moderation|ethical|security\s+(?:checks?|"
    r"polic(?:y|ies)|controls?|measures|restrictions?))\b"
)
_BENEFICIARY = re.compile(
    r"\b(?:you|yourself|the\s+(?:assistant|agent|model|ai)|this\s+(?:tool|server|session|agent)|me|us|anyone|"
    r"everyone|all\s+users|the\s+public|public(?:ly)?|external|[\w.+-]{1,64}@[\w-]{1,63}\.[a-z]{2,})\b"
)


def _privilege(s: _Sentence) -> None:
    strong = _PRIV_STRONG.search(s.text)
    if strong:
        s.hit("description-privilege-manipulation", 0.85, strong.group())
        return
    for m in lx.PRIVILEGE.finditer(s.text):
        cued = s.addressed or lx.TAMPER_CUE.search(s.text) or lx.ALSO.search(s.text)
        if commanded(s.text, m.start()) and (cued or _BENEFICIARY.search(s.text[m.start() :])):
            s.hit("description-privilege-manipulation", 0.75, m.group())
            return


def _selection(s: _Sentence) -> None:
    strong = lx.POPULARITY.search(s.text) or lx.PREFERENCE.search(s.text)
    if strong:
        s.hit("description-selection-manipulation", 0.8, strong.group())
        return
    mild = lx.SUPERLATIVE.search(s.text)
    if mild:
        s.hit("description-promotional", 0.5, mild.group())


_SENTENCE_RULES = (
    _sensitive,
    _exfiltration,
    _shell,
    _tampering,
    _ordering,
    _shadowing,
    _privilege,
    _selection,
)


def intents(text: str, context: CatalogueContext = NO_CONTEXT) -> list[Intent]:
    """Every intent rule on every sentence of `text` (cleaned: casefolded, de-obfuscated)."""
    out: list[Intent] = []
    for start, end in sentences(text):
        sentence = _Sentence(text[start:end], start, context)
        for check in _SENTENCE_RULES:
            check(sentence)
        if sentence.addressed and not sentence.rules() - {"description-promotional"}:
            match = lx.ADDRESSED.search(sentence.text)
            sentence.hit("description-agent-directive", 0.5, match.group() if match else sentence.text)
        out += sentence.hits
    return out
