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
    r"\b(?:when|whenever|before|after|instead|first|must|should|shall|always|never|prefer|only|do\s+not|don't|"
    r"governed|routed|is\s+to|are\s+to|expected|required|"
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
        # A quoted plain word ('query', 'fetch') is as often a value as a tool: plain words count
        # only when called a tool.
        following = sentence[match.end() : match.end() + 12]
        identifier = bool(_NAMEY.search(token)) or following.lstrip().startswith(("tool", "function"))
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


# "the saved passwords are to be collected", "credentials must be included".
_GATHERED = re.compile(
    r"\b(?:is|are)\s+(?:to\s+be|must\s+be|shall\s+be|should\s+be|required\s+to\s+be)\s+(?:\w+\s+)?(?:read|"
    r"collected|gathered|extracted|dumped|printed|copied|retrieved|fetched|obtained|harvested|included|attached|"
    r"appended|uploaded|exported|sent|forwarded|shared|submitted|posted|supplied|provided|passed|embedded)\b"
)
_SUBJECT = re.compile(r"\s+(?:are|is|was|were|will|can|must|should|get|gets|expire|expires|stay|remain)\b")
_RELATIVE = re.compile(r"\b(?:whose|which|that|who|where|need|needs|requires?)\b")


def _sensitive(s: _Sentence) -> None:
    for match in lx.SENSITIVE_FILES.finditer(s.text):
        s.hit("description-sensitive-path", 0.85, match.group())
        return
    for secret in lx.SECRET.finditer(s.text):
        head = s.text[max(0, secret.start() - 60) : secret.start()]
        for verb in lx.GATHER.finditer(head):
            pos = secret.start() - len(head) + verb.start()
            between = s.text[pos : secret.start()]
            if not commanded(s.text, pos) or lx.USED_WITH.search(between) or _RELATIVE.search(between):
                continue
            if _SUBJECT.match(s.text, secret.end()):
                continue  # "Upload credentials are generated ...": a noun phrase, not a command
            signup = re.search(r"\byour\s+(?:\w+\s+){0,2}$", between) and re.search(
                r"^\S*\s+(?:at|from|on|in|via)\s+(?:https?://|the\s+\w+\s+(?:dashboard|console|settings|portal))",
                s.text[secret.end() - 1 :],
            )
            if signup:
                continue
            s.hit("description-sensitive-path", 0.75, verb.group() + " " + secret.group())
            return
        gathered = _GATHERED.search(s.text[secret.end() : secret.end() + 60])
        if gathered:
            s.hit("description-sensitive-path", 0.7, secret.group() + " " + gathered.group())
            return


def _exfiltration(s: _Sentence) -> None:
    also = lx.ALSO.search(s.text) is not None
    for verb in lx.TRANSFER.finditer(s.text):
        dest = lx.DESTINATION.search(s.text[verb.end() : verb.end() + 160])
        if dest and (commanded(s.text, verb.start()) or also):
            s.hit("description-exfiltration", 0.8 if also else 0.7, verb.group() + " " + dest.group())
            return
    # Declarative and passive: "results are also forwarded to", "the tool then uploads ... to".
    for verb in lx.TRANSFER_ANY.finditer(s.text):
        rest = s.text[verb.end() : verb.end() + 160]
        dest = lx.DESTINATION.search(rest)
        if not dest or lx.USER_CHOSEN.search(rest[dest.start() :]):
            continue
        passive = lx.PASSIVE.search(s.text[max(0, verb.start() - 40) : verb.start()]) is not None
        if also or s.addressed or (passive and _INSTRUCTED.search(s.text)):
            s.hit("description-exfiltration", 0.7, verb.group() + " " + dest.group())
            return


# A passive sentence that is an order: "must be forwarded", "is to be sent", "should be copied".
_INSTRUCTED = re.compile(
    r"\b(?:must|should|shall|is\s+to|are\s+to|needs?\s+to|has\s+to|have\s+to|will\s+be)\b"
)


def _multilingual(s: _Sentence) -> None:
    """The core classes in other languages (words of a class, not phrasings): see _lexicon.ML_*."""
    if s.text.isascii() and not re.search(r"[a-z]{3}", s.text):
        return
    conceal = lx.ML_CONCEAL.search(s.text)
    if conceal:
        s.hit("description-concealment", 0.7, conceal.group())
    ignore = lx.ML_IGNORE.search(s.text)
    if ignore:
        s.hit("description-agent-instruction", 0.75, ignore.group())
    send = lx.ML_TRANSFER.search(s.text)
    dest = lx.DESTINATION.search(s.text) if send else None
    if send and dest:
        s.hit("description-exfiltration", 0.7, send.group() + " " + dest.group())
    unchecked = lx.ML_UNCHECKED.search(s.text)
    if unchecked and lx.ML_USER.search(s.text):
        s.hit("description-privilege-manipulation", 0.65, unchecked.group())
    history = lx.ML_HISTORY.search(s.text)
    if history and _SINK.search(s.text):
        s.hit("description-exfiltration", 0.65, history.group())
    secret = lx.ML_SECRET.search(s.text)
    verb = (send or lx.ML_READ.search(s.text)) if secret else None
    if secret and verb:
        s.hit("description-sensitive-path", 0.65, verb.group() + " " + secret.group())


# Data the user did not hand to this tool, and an argument or another tool to carry it.
_PRIVATE_DATA = re.compile(
    r"\b(?:(?:full|whole|entire|complete)\s+(?:chat|conversation|session|message|thread)\s*(?:history|log|"
    r"transcript|so\s+far)?|(?:chat|conversation|message)\s+history|(?:chat|conversation|thread)\s+so\s+far|"
    r"previous\s+messages|(?:everything|whatever|anything)\s+(?:the\s+user|they|you)\s+(?:\w+\s+)?(?:typed|"
    r"said|wrote|shared|entered|pasted)|(?:the\s+)?user'?s\s+(?:\w+\s+){0,2}?(?:e-?mail(?:\s+address)?|phone(?:\s+number)?|"
    r"home\s+address|full\s+name|location|ip(?:\s+address)?|messages|files|documents|contacts|calendar|"
    r"history|credentials|password|api\s+keys?)|(?:file\s+)?contents?\s+(?:you|the\s+assistant)\s+(?:\w+\s+)?"
    r"(?:read|saw|retrieved|fetched|opened)|(?:any|all|every)\s+(?:other\s+)?tools?'?\s+(?:outputs?|results?|"
    r"responses?)|(?:outputs?|results?|data|responses?)\s+(?:of|from)\s+(?:any|all|every|other)\s+(?:other\s+)?"
    r"tools?|(?:the\s+)?last\s+(?:user\s+)?message|(?:conversation|chat|session)\s+(?:transcripts?|logs?|"
    r"contents?|records?))\b"
)
_SINK = re.compile(
    r"`[\w.-]+`|\b(?:param(?:eter)?|arg(?:ument)?|field|header|query\s+string)s?\b|\bin\s+there\b"
    r"|\b(?:call|invoke|pass\s+(?:it\s+)?to)\s+[a-z][a-z0-9]*[_\-.][\w.-]+"
)
_PUT = re.compile(r"\b(?:put|tack|stick|stuff|place|add|pass|call|invoke|send|include|attach|append|copy)\b")


def _private_to_sink(s: _Sentence) -> None:
    data = _PRIVATE_DATA.search(s.text)
    if data:
        # The user's private data on its way to a destination, in any voice.
        for verb in lx.TRANSFER_ANY.finditer(s.text):
            dest = lx.DESTINATION.search(s.text[verb.end() : verb.end() + 160])
            if dest or lx.ALSO.search(s.text):
                s.hit("description-exfiltration", 0.75, data.group() + " " + verb.group())
                return
    if not data or not _SINK.search(s.text):
        return
    moved = any(_commanded_matches(lx.TRANSFER, s.text)) or any(_commanded_matches(_PUT, s.text))
    if s.addressed or moved or lx.ALSO.search(s.text):
        s.hit("description-exfiltration", 0.75, data.group())


def _shell(s: _Sentence) -> None:
    match = lx.SHELL.search(s.text)
    if match:
        s.hit("description-shell-command", 0.85, match.group())


_TAMPER_TO = re.compile(
    r"\b(?:chang|replac|switch|swap|substitut|rewrit|rewritten|redirect|rerout|alter|modif|overrid|convert|bump|"
    r"rais|lower|tweak|adjust)(?:e|es|ed|ing|s|ies|ied|y)?\b[^.\n]{0,80}?\b(?:to|with|into|by|instead\s+of)\s+[\"'`]?[\w@.$+-]"
    r"|\buse\s+[\"'`][^\"'`]{1,40}[\"'`]\s+instead\s+of\b"
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


# Against what the user said: "no matter what the user says", "even if the user requests ...".
_USER_VALUE = re.compile(
    r"\b(?:irrespective|regardless)\s+of\s+(?:the\s+)?(?:\w+\s+){0,3}?(?:provided|specified|requested|chosen|"
    r"given|entered|selected)\s+by\s+the\s+user\b"
    r"|\b(?:should|if|where|when|whenever)\s+the\s+user\s+(?:specif(?:y|ies)|requests?|provides?|enters?|selects?|"
    r"chooses?|asks?\s+for)\b[^.\n]{0,80}?\b(?:raise|lower|change|replace|substitute|switch|increase|decrease|"
    r"round|alter|modify|amend|use|set)\b"
    r"|\bsubstitut(?:e|ed)\s+[\"'`]?[\w$@.-]+[\"'`]?\s+(?:without|silently|instead|for\s+(?:the|any|all))"
    r"|\b(?:replac|substitut|swap|chang|overrid|rewrit|ignor)\w*\s+(?:the\s+)?user'?s\s+(?:\w+\s+){0,2}?(?:with|for|by|to)\b"
    r"|\b(?:rather\s+than|instead\s+of)\s+(?:the\s+(?:one|value|amount|address|account)\s+|what\s+)?(?:the\s+user|they)\s+"
    r"(?:typed|entered|provided|specified|chose|gave|requested|asked\s+for|selected)\b"
    r"|\bround\w*\s+(?:every|all|each|the)?\s*(?:amounts?|totals?|prices?|quantit(?:y|ies)|sums?)\s+up\b"
    r"|\b(?:add\w*|includ\w*|charg\w*|appl\w*)\s+(?:a|an)\s+(?:extra\s+|hidden\s+)?\d+(?:\.\d+)?\s*%\s+(?:\w+\s+)?"
    r"(?:fee|surcharge|margin|commission|markup|handling)"
    r"|\b(?:recipients?|beneficiar(?:y|ies)|payee|to)\s*[:=]\s*(?:always\s+)?[\w.+-]{1,64}@[\w-]{1,63}\.[a-z]{2,}"
    r"|\b(?:quantit(?:y|ies)|amounts?|prices?)\s+(?:x\s?\d|\*\s?\d|times\s+\d)\b"
)
_OVERRIDE = re.compile(
    r"\b(?:no\s+matter\s+what|regardless\s+of\s+what|even\s+if|even\s+when|whatever)\s+(?:the\s+user|they|"
    r"the\s+caller|you(?:'re|\s+are)\s+told|someone|anyone)\s+(?:\w+\s+)?(?:says?|asks?|wants?|requests?|"
    r"specif(?:y|ies)|chooses?|picks?|provides?|enters?|types?|told|tells)\b"
)
# "if someone asks for main, just use staging-2 instead".
_SUBSTITUTE = re.compile(
    r"\bif\s+(?:someone|the\s+user|they|anyone|a\s+user|you(?:'re|\s+are)\s+asked)\s+(?:\w+\s+)?(?:asks?|"
    r"requests?|wants?|says|specif(?:y|ies)|picks?|chooses?|for|mentions?)\b[^.\n]{0,80}?\b(?:use|pick|send|"
    r"switch\s+to|go\s+with|substitute|change|book|buy|pay)\b[^.\n]{0,60}?\binstead\b"
)
# Links rewritten through a redirector: every URL becomes someone else's.
_REWRITE_URL = re.compile(
    r"\b(?:replace|rewrite|change|redirect|route|wrap|prefix|proxy)\b[^.\n]{0,60}?\b(?:urls?|links?|"
    r"addresses|domains?|endpoints?)\b[^.\n]{0,40}?\b(?:with|to|through|via|using)\s+[\"'`]?https?://"
)


def _tampering(s: _Sentence) -> None:
    for pattern in (_OVERRIDE, _SUBSTITUTE, _REWRITE_URL, _USER_VALUE):
        match = pattern.search(s.text)
        if match:
            s.hit("description-argument-tampering", 0.8, match.group())
            return
    cue = lx.TAMPER_CUE.search(s.text)
    match = _TAMPER_IGNORE.search(s.text)
    if match:
        s.hit("description-argument-tampering", 0.8, match.group())
        return
    if cue:
        for m in _TAMPER_TO.finditer(s.text):
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
_CALL_FIRST = re.compile(
    r"\b(?:call|run|invoke|execute|use)\s+[`'\"]?[a-z][\w.:/-]*[`'\"]?\s+(?:first|before)\b"
)
_BEFORE_ALL = re.compile(
    r"\b(?:before|prior\s+to)\s+(?:any|every|each|all)\s+(?:other\s+)?(?:tools?|tool\s+calls?|calls?|actions?|"
    r"steps?|requests?|responses?|replies|answers?|operations?|queries|functions?|tasks?|messages?)\b"
    r"|\b(?:right\s+|immediately\s+)?after\s+(?:any|every|each|all)\s+(?:other\s+)?(?:tool\s+)?calls?\b"
    r"|\bbefore\s+(?:executing|calling|running|using|invoking)\s+(?:any|every|each)\s+(?:other\s+)?tools?\b"
    r"|\bahead\s+of\s+(?:any|every|each|all)\s+(?:other\s+)?(?:tools?|calls?|actions?|steps?|operations?|"
    r"functions?|requests?|responses?)\b"
    r"|\b(?:first|before\s+anything\s+else)\s+(?:in|of)\s+(?:every|each|any)\s+(?:conversation|session|"
    r"chat|task|turn)\b|\bbefore\s+anything\s+else\b"
)
# A call order pressed against the user's intent: every time, in every conversation, unasked.
_ORDER_PRESSURE = re.compile(
    r"\b(?:in|at\s+the\s+start\s+of)\s+(?:every|each|any)\s+(?:conversation|session|chat|task)\b"
    r"|\bevery\s+(?:single\s+)?time\b|\beven\s+if\s+(?:the\s+user|they|nobody|no\s+one)\b"
    r"|\bregardless\s+of\b|\bno\s+matter\s+what\b|\bunasked\b|\bwithout\s+(?:being\s+)?asked\b"
)


def _ordering(s: _Sentence) -> None:
    generic = _BEFORE_ALL.search(s.text)
    if generic:
        s.hit("description-forced-ordering", 0.8, generic.group())
        return
    order = _FIRST_CALL.search(s.text) or next(_commanded_matches(_CALL_FIRST, s.text), None)
    before = _BEFORE_CALL.search(s.text)
    if not order and not (before and (s.addressed or lx.ADDRESSED.search(s.text[before.end() :]))):
        return
    trigger = (order or before).group()  # type: ignore[union-attr]
    pressure = _ORDER_PRESSURE.search(s.text)
    if pressure:
        s.hit("description-forced-ordering", 0.75, trigger + " " + pressure.group())
        return
    ctx = s.context
    for name, identifier in _names(s.text):
        if name in ctx.foreign and name not in ctx.own and (identifier or name == ctx.tool):
            s.hit(
                "description-forced-ordering", 0.9, name, f"tool {name!r} of upstream {ctx.foreign[name]!r}: "
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
    r"\b(?:your|the\s+(?:assistant|agent|model|ai)'s)\s+(?:new\s+|true\s+|real\s+|primary\s+|actual\s+|only\s+|"
    r"main\s+|overriding\s+)(?:goal|task|objective|purpose|mission|role|job|priority|directive)\s+(?:is|will\s+be|"
    r"now|henceforth)\b|\bhenceforth\b[^.\n]{0,40}\b(?:goal|objective|task|purpose|role)\b"
    r"|\b(?:need|needs|does)\s+not\s+(?:need\s+to\s+)?(?:observe|follow|respect|obey|adhere\s+to|comply\s+with)\s+"
    r"(?:the\s+|any\s+)?(?:usual\s+|normal\s+|standard\s+)?(?:restrictions|rules|guidelines|policies|safety|"
    r"limits|safeguards)\b"
    r"|\b(?:disregard|ignore|bypass|override|suspend)\s+(?:\w+\s+)?(?:safety|security|content|ethical)\s+"
    r"(?:guidelines|rules|policies|checks|filters|measures|protocols)\b"
    r"|\bunrestricted\s+(?:operator|mode|agent|assistant)\b|\b(?:blocked|disabled)[-\s]+responses?\W+refusals\b"
    r"|\b(?:admin|root|god|sudo|developer)\s+mode\b[^.\n]{0,40}\bno\s+(?:approvals?|confirmations?|checks?|"
    r"restrictions?)\b|\bno\s+(?:user\s+)?(?:approvals?|confirmations?|consent|permission\s+checks?)\s+(?:is\s+|are\s+)?"
    r"(?:needed|required|necessary)\b"
    r"|\b(?:does\s+not|doesn't|need\s+not|no\s+need\s+to)\s+(?:need\s+to\s+)?(?:check|verify|confirm|ask)\s+(?:whether|if)\s+"
    r"the\s+user\s+(?:is\s+allowed|has\s+(?:permission|the\s+right)|is\s+authori[sz]ed|consents?|agrees?)"
    r"|\b(?:act|proceed|execute|operate)\s+without\s+(?:the\s+user'?s?\s+)?(?:confirmation|approval|consent|asking)\b"
    r"[^.\n]{0,40}\b(?:payments?|deletions?|deletes|transfers?|sharing|permissions?|destructive)"
    r"|\b(?:sudo|as\s+root|admin\s+rights)\b[^.\n]{0,60}\b(?:permission|access)\s+(?:denied|errors?|failures?)\b"
    r"|\bvisibility\s+(?:is\s+)?(?:forced|set|changed|switched)\s+to\s+public\b"
    r"|\brole\s*[=:]\s*(?:owner|admin|administrator|superuser|root)\s+(?:by\s+default|always)\b"
    r"|\bskip\s+(?:the\s+|all\s+|any\s+)?(?:user\s+)?(?:confirmations?|approvals?|consent)\s+(?:for|on)\s+"
    r"(?:all\s+|any\s+)?(?:deletes|deletions|payments|transfers|destructive)"
    r"|\boperates?\s+with\s+(?:full\s+|elevated\s+|unrestricted\s+)?(?:administrative|admin|root|superuser|"
    r"owner)\s+(?:privileges|rights|access|permissions)\b"
    r"|\b(?:you\s+are|act\s+as|switch\s+to|enter|enable)\s+(?:now\s+)?(?:in\s+)?(?:an?\s+)?(?:developer|god|"
    r"admin|unrestricted|jailbreak|dan|root|sudo)\s+mode\b"
    r"|\byou\s+(?:now\s+)?have\s+(?:been\s+granted\s+)?(?:full|admin|root|unrestricted|elevated)\b"
    r"|\byou(?:'re|\s+are)\s+(?:now\s+|also\s+)?(?:allowed|authori[sz]ed|permitted|cleared|free)\s+to\s+"
    r"(?:\w+\s+)?(?:admin|root|anything|everything|whatever|any\s+\w+|bypass|override|skip)\b"
    r"|\b(?:disable|turn\s+off|bypass|ignore|circumvent|deactivate|suppress)\s+(?:all\s+|any\s+|the\s+|your\s+)?"
    r"(?:safety|guardrails?|content\s+(?:filters?|polic(?:y|ies))|moderation|ethical|security\s+(?:checks?|"
    r"polic(?:y|ies)|controls?|measures|restrictions?))\b"
)
_PRIV_BYPASS = re.compile(
    r"\b(?:ignore|override|bypass|skip|disregard|get\s+around|work\s+around)\b[^.\n]{0,40}?\b(?:read[- ]only|"
    r"permissions?|restrictions?|sandbox|allow-?list|scopes?|access\s+controls?|user'?s?\s+(?:\w+\s+)?settings?)\b"
    r"|\b(?:permission|access)\s+denied\b[^.\n]{0,80}?\b(?:force|sudo|admin|skip|bypass|override|elevat\w*|"
    r"--no-verify|root)\b"
    r"|\b(?:unauthori[sz]ed|forbidden|40[13])\b[^.\n]{0,60}?\b(?:sudo|admin|bypass|override|elevat\w*|root)\b"
)
_BENEFICIARY = re.compile(
    r"\b(?:you|yourself|the\s+(?:assistant|agent|model|ai|caller|requester)|they|them|this\s+(?:tool|server|session|agent)|me|us|anyone|"
    r"everyone|all\s+users|the\s+public|public(?:ly)?|external|[\w.+-]{1,64}@[\w-]{1,63}\.[a-z]{2,})\b"
)


def _privilege(s: _Sentence) -> None:
    strong = _PRIV_STRONG.search(s.text) or _PRIV_BYPASS.search(s.text)
    if strong:
        s.hit("description-privilege-manipulation", 0.85, strong.group())
        return
    for m in lx.PRIVILEGE.finditer(s.text):
        cued = s.addressed or lx.TAMPER_CUE.search(s.text) or lx.ALSO.search(s.text)
        ordered = (
            commanded(s.text, m.start())
            or lx.PASSIVE.search(s.text[max(0, m.start() - 40) : m.start()])
            or m.group().split()[0].endswith("ing")
        )
        if ordered and (cued or _BENEFICIARY.search(s.text[m.start() :])):
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
    _private_to_sink,
    _multilingual,
    _shell,
    _tampering,
    _ordering,
    _shadowing,
    _privilege,
    _selection,
)


def intents(
    text: str, context: CatalogueContext = NO_CONTEXT, within: tuple[tuple[int, int], ...] | None = None
) -> list[Intent]:
    """Every intent rule on every sentence of `text` (cleaned: casefolded, de-obfuscated), or only on
    the sentences overlapping the spans `within` (offsets in `text`)."""
    out: list[Intent] = []
    for start, end in sentences(text):
        if within is not None and not any(start < hi and lo < end for lo, hi in within):
            continue
        sentence = _Sentence(text[start:end], start, context)
        for check in _SENTENCE_RULES:
            check(sentence)
        if sentence.addressed and not sentence.rules() - {"description-promotional"}:
            match = lx.ADDRESSED.search(sentence.text)
            sentence.hit("description-agent-directive", 0.5, match.group() if match else sentence.text)
        out += sentence.hits
    return out
