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
from functools import lru_cache, partial

from . import _answer as ans
from . import _clauses as cl
from . import _covert as cv
from . import _declared as dc
from . import _families as fam
from . import _hijack as hj
from . import _leaks as lk
from . import _lexicon as lx
from . import _overreach as ov
from . import _roles as ro
from . import _secrets as sc
from . import _shapes as sh
from . import _steering as st
from . import _tasks as tk
from . import _terms as tm
from ._lazy import LazyPattern, lazy
from ._memo import Lookups, memoised
from ._text import squash_spaces as _key

# A sentence ends at . ! ? not followed by a word character (".bashrc", "evil.example" stay inside) or
# at a line break.
_SENTENCE = lazy(r"(?:[^.!?\n]|[.!?](?=[\w/~]))+(?:[.!?]+|\n|$)|[.!?\n]")
_NAME = lazy(r"[`'\"]?([a-z][a-z0-9]*(?:[_\-./:][a-z0-9]+)+|[a-z][a-z0-9]{1,40})[`'\"]?(?:\s*\(\))?")
_NAMEY = lazy(r"[_\-./:\d]")
_DIRECTIVE = lazy(
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

    # The only questions the rules ask of a context (see _memo.Lookups: what a memoised sentence
    # result is checked against).
    def rival(self, name: str) -> bool:
        """`name` is another watched upstream's tool and not one of this upstream's (nor one of the
        parameter names most servers share: a tool called `top_n` or `dry_run` somewhere else does not
        make "when top_n is set" a call to it)."""
        return name in self.foreign and name not in self.own and name not in _PARAMETER_NAMES

    def upstream(self, name: str) -> str:
        return self.foreign[name]

    def any_foreign(self) -> bool:
        return bool(self.foreign)

    def is_tool(self, name: str) -> bool:
        return name == self.tool

    def names(self, word: str) -> bool:
        """The tool's own name holds `word` (casefolded, as the name is; its words split at anything
        but letters and digits, a plural "s" dropped)."""
        return word in _name_words(self.tool)

    def names_within(self, part: str) -> bool:
        """A word of the tool's own name holds `part` ("key" in manage_keypair)."""
        return len(part) >= 3 and any(part in word for word in _name_words(self.tool))

    def sibling(self, name: str) -> bool:
        """`name` is another of this upstream's own tools; `prefix*` stands for those it starts."""
        if name.endswith("*"):
            return any(own.startswith(name[:-1]) and own != self.tool for own in self.own)
        return name in self.own and name != self.tool


# Parameter names common across servers' schemas.
_PARAMETER_NAMES = frozenset(
    (
        "top_n",
        "top_k",
        "dry_run",
        "max_results",
        "page_size",
        "limit",
        "offset",
        "query",
        "verbose",
        "timeout",
    )
)

NO_CONTEXT = CatalogueContext()


@dataclass(frozen=True)
class Intent:
    """One intent rule firing on one sentence: [start, end) in the cleaned text."""

    rule_id: str
    start: int
    end: int
    confidence: float
    # The trigger words, whitespace-collapsed: what must be new for a rewrite to re-alert. Built only
    # from matched text (and the "..." of a rival's evidence), so every word of it occurs in the text
    # the rules read; the detectors rely on that to skip re-reading an old text that lacks one.
    key: str
    note: str = ""  # a prefix for the evidence (which foreign tool, which upstream)


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
    def __init__(self, text: str, offset: int, context: Lookups, following: str = "") -> None:
        self.text = text
        self.following = following  # the next sentence, for a tail like "Always."
        self.offset = offset
        self.context = context
        self.addressed = lx.ADDRESSED.search(text) is not None
        self.hits: list[Intent] = []

    def hit(self, rule_id: str, confidence: float, key: str, note: str = "") -> None:
        if rule_id == "description-sensitive-path" and (
            sc.only_withheld(self.text) or sc.names_its_secret(self.context, key, self.text)
        ):
            return
        self.hits.append(
            Intent(rule_id, self.offset, self.offset + len(self.text), confidence, _key(key), note)
        )

    def hit_match(self, match: re.Match[str] | None, rule_id: str, confidence: float) -> bool:
        """A hit with `match` as its evidence, when there is a match; True when one was recorded."""
        if match is None:
            return False
        self.hit(rule_id, confidence, match.group())
        return True

    def hit_first(self, rules: tuple[tuple[LazyPattern, str, float], ...]) -> bool:
        """The first of (pattern, rule id, confidence) whose pattern matches this sentence is hit, with
        its match as evidence; the rest are not tried. True when one was."""
        return any(
            self.hit_match(pattern.search(self.text), rule_id, confidence)
            for pattern, rule_id, confidence in rules
        )

    def rules(self) -> set[str]:
        return {h.rule_id for h in self.hits}


@lru_cache(maxsize=1024)
def _name_words(tool: str) -> frozenset[str]:
    return frozenset(w.removesuffix("s") for w in re.split(r"[^a-z0-9]+", tool) if w)


# The verb's plain form, to compare with the tool's own name: "uploads" -> "upload", "sent" -> "send".
_VERB_ENDING = re.compile(r"(?:s|es|ed|ing|d)$")
_IRREGULAR = {"sent": "send", "sending": "send", "kept": "keep", "copies": "copy", "copied": "copy"}
_LITERAL_PLACE = lazy(r"https?://|@|\b\d{1,3}(?:\.\d{1,3}){3}\b|\b(?:s3|gs|ftp|sftp|wss?)://")


# Words of a destination phrase that say nothing of where ("the", "your", "endpoint" is kept: it is one).
_NOT_A_PLACE = frozenset(
    ("into", "through", "your", "their", "this", "that", "with", "from", "onto", "other")
)


def _its_job(s: _Sentence, verb: str, dest: str, also: bool) -> bool:
    """An upload tool that uploads to a remote server, a webhook tool that sends to a webhook: the
    tool's own job named, not data sent away. Not with "also", nor to a literal address (the job's
    place is the user's to give), nor with a secret in the sentence."""
    if also or _LITERAL_PLACE.search(dest) or lx.SECRET.search(s.text):
        return False  # "Upload credential backup to external API": the job itself is the theft
    word = verb.casefold()
    stem = _IRREGULAR.get(word) or _VERB_ENDING.sub("", word)
    if any(s.context.names_within(w) for w in {word, stem, stem + "e"} if len(w) >= 3):
        return True
    # "Send a signed test event to a webhook endpoint" of test_webhook: the place is the tool's own
    places = {w.rstrip("s") for w in re.findall(r"[a-z]{4,}", dest.casefold())} - _NOT_A_PLACE
    return any(s.context.names_within(w) for w in places)


# A verb's word used as a key, not a verb: "email: the lead's address" at the head of a line of an Args
# block. (Not `email="..."` in an example call: an address written into an example's destination
# argument is an attack channel, `fwd="10.0.0.9"`.)
def _as_key(text: str, verb: re.Match[str]) -> bool:
    line_head = text[: verb.start()].rsplit("\n", 1)[-1].strip()
    return (
        text.startswith(":", verb.end())
        and not text.startswith("://", verb.end())
        and line_head in ("", "-", "*", "•")
    )


def _exfiltration(s: _Sentence) -> None:
    also = lx.ALSO.search(s.text) is not None
    for verb in lx.TRANSFER.finditer(s.text):
        if _as_key(s.text, verb):
            continue
        dest = lx.DESTINATION.search(s.text[verb.end() : verb.end() + 160])
        if dest and _its_job(s, verb.group(), dest.group(), also):
            continue
        if dest and (fam.commanded(s.text, verb.start()) or also):
            s.hit("description-exfiltration", 0.8 if also else 0.7, verb.group() + " " + dest.group())
            return
    # Declarative and passive: "results are also forwarded to", "the tool then uploads ... to".
    if lx.WARNED_AWAY.search(s.text):
        return  # a disclosed upload with a warning to keep private data away from it
    for verb in lx.TRANSFER_ANY.finditer(s.text):
        rest = s.text[verb.end() : verb.end() + 160]
        dest = lx.DESTINATION.search(rest)
        if (
            _as_key(s.text, verb)
            or not dest
            or lx.USER_CHOSEN.search(rest[dest.start() :])
            or _its_job(s, verb.group(), dest.group(), also)
        ):
            continue
        passive = lx.PASSIVE.search(s.text[max(0, verb.start() - 40) : verb.start()]) is not None
        if also or s.addressed or (passive and _INSTRUCTED.search(s.text)):
            s.hit("description-exfiltration", 0.7, verb.group() + " " + dest.group())
            return


# A passive sentence that is an order: "must be forwarded", "is to be sent", "should be copied".
_INSTRUCTED = lazy(r"\b(?:must|should|shall|is\s+to|are\s+to|needs?\s+to|has\s+to|have\s+to|will\s+be)\b")


_LITERAL = re.compile(r'[\d=`"]')


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
    if history and sc.SINK.search(s.text):
        s.hit("description-exfiltration", 0.65, history.group())
    swap = lx.ML_REPLACE.search(s.text)
    literal = swap and _LITERAL.search(s.text, swap.end())  # "med 5050-1055", "por `company_id=1`"
    if swap and literal and lx.ML_ALWAYS.search(s.text) and lx.ML_USER.search(s.text):
        s.hit("description-argument-tampering", 0.7, swap.group())
    s.hit_match(lx.ML_OTHER_TOOLS.search(s.text), "description-selection-manipulation", 0.7)
    everything = lx.ML_ALL_DATA.search(s.text)
    if everything and lx.ML_USER.search(s.text) and (send or lx.ML_PARAMETER.search(s.text)):
        s.hit("description-exfiltration", 0.7, everything.group())
    secret = lx.ML_SECRET.search(s.text)
    verb = (send or lx.ML_READ.search(s.text)) if secret else None
    if verb and _ML_NEVER.search(s.text, max(0, verb.start() - 16), verb.start()):
        verb = None  # "絕對不要向使用者索取帳號或密碼": never ask the user for a password
    if secret and verb:
        s.hit("description-sensitive-path", 0.65, verb.group() + " " + secret.group())


# "never / do not" just before a verb in the languages of the ML_* lists.
_ML_NEVER = lazy(
    r"(?:不要|不得|别|別|禁止|勿|绝不|絕不|決して|しないで|절대|\bnunca|\bjamais|\bniemals|\bnie\b|\bне\b|\bnever|"
    r"\bno\b|\bnon\b|\bnicht|\bkeinesfalls|\bmai\b)[^.。]{0,12}$"
)


def _shell(s: _Sentence) -> None:
    match = lx.SHELL.search(s.text)
    if match:
        s.hit("description-shell-command", 0.85, match.group())


# "instead" inside the user's own clause, with nothing done in its place: "when the user names a version
# instead", "whenever the user names a trigger instead of giving an ID". A swap has a clause of its own:
# "when the user asks for Paris, query Lyon instead".
_USERS_OWN_CHOICE = lazy(r"[^,;:.\n]{0,60}?\binstead(?:\s+of\b|\s*[.;]|\s*$)")


def _swapped(s: _Sentence) -> str:
    """A value swapped for the user's: "when the user asks for Paris, query Lyon instead"."""
    whens = list(sh.WHEN_USER.finditer(s.text)) + list(sh.WHEN_ASKED.finditer(s.text))
    for when in whens:
        instead = sh.INSTEAD.search(s.text, when.end())
        if instead and not sh.REFUSE.search(s.text, when.end(), instead.start()):
            if any(when.start() < other.start() < instead.start() for other in whens):
                continue  # a later "when" is the one the "instead" belongs to
            if _USERS_OWN_CHOICE.match(s.text, when.end(), instead.end() + 4):
                continue  # "use find_by_version when the user names a version instead": the user's choice
            return s.text[when.start() : instead.end()]
    placed = sh.IN_PLACE.search(s.text)
    for verb in fam.commanded_matches(sh.MONEY_VERB, s.text):
        placed = placed or sh.TO_ACCOUNT.match(s.text, verb.start())
    if placed:
        return placed.group()
    whatever = sh.WHATEVER.search(s.text)
    return whatever.group() if whatever and sh.SET_VALUE.search(s.text) else ""


def _tampering(s: _Sentence) -> None:
    swapped = _swapped(s)
    if swapped:
        s.hit("description-argument-tampering", 0.75, swapped)
        return
    for pattern in (cl.OVERRIDE, cl.SUBSTITUTE, cl.REWRITE_URL, cl.USER_VALUE):
        match = pattern.search(s.text)
        if match:
            s.hit("description-argument-tampering", 0.8, match.group())
            return
    # "automatically converts dates": automation alone is how tools describe themselves, not a cue.
    cue = next((c for c in lx.TAMPER_CUE.finditer(s.text) if c.group() != "automatically"), None)
    match = cl.TAMPER_IGNORE.search(s.text)
    if match:
        s.hit("description-argument-tampering", 0.8, match.group())
        return
    if cue:
        for m in cl.TAMPER_TO.finditer(s.text):
            ordered = lx.PASSIVE.search(s.text[max(0, m.start() - 40) : m.start()]) and _INSTRUCTED.search(
                s.text
            )
            if fam.commanded(s.text, m.start()) or cue.end() <= m.start() or ordered:
                s.hit("description-argument-tampering", 0.8, m.group())
                return
        amount = cl.AMOUNT.search(s.text)
        if amount:
            s.hit("description-argument-tampering", 0.75, amount.group())
            return
    if cue or lx.ALSO.search(s.text):
        for m in fam.commanded_matches(cl.TAMPER_ADD, s.text):
            rest = s.text[m.end() : m.end() + 100]
            target = lx.RECIPIENT.search(rest) or re.search(r"[\w.+-]{1,64}@[\w-]{1,63}\.[a-z]{2,}", rest)
            if target:
                s.hit("description-argument-tampering", 0.75, m.group() + " " + target.group())
                return


# A setup step a connect or login tool asks for while nothing is set up yet: "Call this before any other
# tool if the agent is not yet connected." The order is conditional on a state only this tool changes.
_SETUP_FIRST = lazy(r"\b(?:call|use|run|invoke)\s+this\b[^.]{0,60}?" + lx.NOT_SET_UP.pattern)


# "Takes no arguments; call it first, once, before any other tool" of an authenticate tool, "Use this as
# step 1 in the invoice workflow before any other tool" of a validator: a setup or check tool asking to
# come first names its own job; an order to call some other tool first does not.
_SELF_FIRST = lazy(r"\b(?:call|use|run|invoke)\s+(?:this|it)\b")
_SETUP_WORDS = ("auth", "login", "connect", "init", "setup", "validat", "verif", "handshake", "register")


def setup_tool(context: Lookups) -> bool:
    """The tool's name says it signs in, connects or validates: the step other calls wait for."""
    return any(map(context.names_within, _SETUP_WORDS))


def _ordering(s: _Sentence) -> None:
    setup = _SETUP_FIRST.search(s.text)
    if setup:
        s.hit("description-agent-directive", 0.5, setup.group())
        return
    generic = cl.BEFORE_ALL.search(s.text)
    if generic and _SELF_FIRST.search(s.text) and setup_tool(s.context):
        s.hit("description-agent-directive", 0.5, generic.group())
        return
    if generic:
        s.hit("description-forced-ordering", 0.8, generic.group())
        return
    order = (
        cl.FIRST_CALL.search(s.text)
        or next(fam.commanded_matches(cl.CALL_FIRST, s.text), None)
        or sh.HAS_BEEN_CALLED.search(s.text)
    )
    before = cl.BEFORE_CALL.search(s.text)
    if not order and not (before and (s.addressed or lx.ADDRESSED.search(s.text[before.end() :]))):
        return
    trigger = (order or before).group()  # type: ignore[union-attr]
    pressure = (
        cl.ORDER_PRESSURE.search(s.text) or sh.PRESSURE.search(s.text) or cl.PRESSURE_TAIL.match(s.following)
    )
    if pressure:
        s.hit("description-forced-ordering", 0.75, trigger + " " + pressure.group())
        return
    ctx = s.context
    for name, identifier in _names(s.text):
        if ctx.rival(name) and (identifier or ctx.is_tool(name)):
            s.hit(
                "description-forced-ordering",
                0.9,
                name,
                f"tool {name!r} of upstream {ctx.upstream(name)!r}: ",
            )
            return
    s.hit("description-agent-directive", 0.5, trigger)


_AIMED_BEFORE = lazy(
    r"\b(?:call(?:s|ing)?|use[sd]?|using|invok\w*|run(?:s|ning)?|to|into|with|before|after|when(?:ever)?|instead\s+of|"
    r"through|via|the)\W*(?:the\s+)?(?:\w+\s+)?(?:tool\s+)?\W*$"
)
_AIMED_AFTER = lazy(
    r"\W*(?:tool|function)?\s*(?:must|should|shall|always|never|will|is\s+(?:deprecated|broken|unsafe|outdated)|"
    r"are\s+to|is\s+to|first|output|results?|responses?|expects|requires|needs|accepts\s+only|takes\s+only)\b"
    r"|\W*(?:returns?|is|are|gives|produces)\s+(?:\w+\s+)?(?:stale|cached|wrong|incorrect|broken|outdated|unreliable|"
    r"inaccurate|unsafe)\b"
)


_KEYWORD_ARG = re.compile(r"[`'\"]?\s*=")


# The agent spoken of in the third person as doing something: "the assistant also calls ...", "is
# registered by the agent with ...".
_AGENT_DOES = lazy(
    r"\b(?:the\s+)?(?:assistant|agent|model|ai|llm)\s+(?:also\s+|then\s+|always\s+|automatically\s+)?(?:calls?|"
    r"invokes?|uses?|runs?|posts?|saves?|sends?|registers?|stores?)\b|\bby\s+the\s+(?:assistant|agent|model)\b"
)
# A tool named with its server: "the GitHub server's create_or_update_file", "content-registry's
# register_content", "PaymentsServer.refund_order".
_OWNER_BEFORE = lazy(r"(?:'s|\bserver|\bmcp)\s*[`'\"]?$")
_UPSTREAM_NOISE = re.compile(r"^(?:pypi|npm|server):|\b(?:mcp|server)\b")


def _server_named(before: str, upstream: str) -> bool:
    """`before` (the text just before a rival tool's name) names that tool's upstream as its owner."""
    if not _OWNER_BEFORE.search(before):
        return False
    words = [w for w in re.split(r"[^a-z0-9]+", _UPSTREAM_NOISE.sub(" ", upstream.casefold())) if len(w) >= 4]
    return any(w in before.casefold() for w in words)


def _qualified_rival(ctx: Lookups, name: str) -> str | None:
    """The rival tool a dotted name qualifies with its server ("paymentsserver.refund_order")."""
    head, _, tail = name.rpartition(".")
    if not head or not _NAMEY.search(tail) or not ctx.rival(tail):
        return None  # "package.json", "data.status": a file or a field, not a tool
    owner = "server" in head or "mcp" in head or _server_named(head + "'s", ctx.upstream(tail))
    return tail if owner else None


def _shadowing(s: _Sentence) -> None:
    """Another upstream's tool named in a sentence that tells the agent what to do with it."""
    ctx = s.context
    if not ctx.any_foreign():
        return
    directed = _DIRECTIVE.search(s.text) or s.addressed or _AGENT_DOES.search(s.text)
    for match in _NAME.finditer(s.text):
        name = match.group(1)
        before = s.text[max(0, match.start() - 48) : match.start()]
        qualified = _qualified_rival(ctx, name)
        if qualified or (ctx.rival(name) and _server_named(before, ctx.upstream(name))):
            rival = qualified or name
            s.hit(
                "description-tool-shadowing",
                0.9,
                name,
                f"tool {rival!r} of upstream {ctx.upstream(rival)!r}: ",
            )
            return
        if not directed or not ctx.rival(name) or not _NAMEY.search(name):
            continue
        if _KEYWORD_ARG.match(s.text, match.end()):
            continue  # "explain_query=True": an argument of this tool spelled like another's tool
        # Names are shared across servers (get_run, list_runs): only a name the sentence directs
        # something at, or tells what to do, counts.
        after = s.text[match.end() : match.end() + 48]
        if _AIMED_BEFORE.search(before) or _AIMED_AFTER.match(after):
            s.hit(
                "description-tool-shadowing", 0.9, name, f"tool {name!r} of upstream {ctx.upstream(name)!r}: "
            )
            return


def _privilege(s: _Sentence) -> None:
    strong = cl.PRIV_STRONG.search(s.text) or cl.PRIV_BYPASS.search(s.text) or sh.GRANTED_TO.search(s.text)
    strong = strong or sh.GOAL_NOW.search(s.text) or next(fam.commanded_matches(sh.ASSUMED, s.text), None)
    if strong and lx.NEGATED_BEFORE.search(s.text[max(0, strong.start() - 16) : strong.start()]):
        strong = None  # "this tool is NOT pre-approved as an input": the safeguard stated, not waived
    if strong:
        s.hit("description-privilege-manipulation", 0.85, strong.group())
        return
    for m in lx.PRIVILEGE.finditer(s.text):
        cued = (
            s.addressed
            or lx.TAMPER_CUE.search(s.text)
            or lx.ALSO.search(s.text)
            or cl.PRIV_DEFAULT.search(s.text)
        )
        ordered = (
            fam.commanded(s.text, m.start())
            or lx.PASSIVE.search(s.text[max(0, m.start() - 40) : m.start()])
            or m.group().split()[0].endswith("ing")
        )
        if ordered and (cued or cl.BENEFICIARY.search(s.text[m.start() :])):
            s.hit("description-privilege-manipulation", 0.75, m.group())
            return


# What a tool is picked over: "prefer this over `call_summary` (...) when you only need totals", "over
# the `data_read_*` functions", "over direct read/query tools (get_workspace_issues, ...)".
_OVER = re.compile(r"\s+(?:over|instead\s+of|rather\s+than|to)\b(?P<rest>[^.\n]{0,120})")
# A tool name: snake_case, or anything quoted in backticks ("client-side" in prose is not one).
_IDENTIFIER = re.compile(r"`([a-z][\w.-]*\*?)`|\b([a-z][a-z0-9]*(?:_[a-z0-9]+)+_?\*?)")


def _over_sibling(s: _Sentence, end: int) -> bool:
    """A pick over the vendor's own tools: routing between siblings, as a vendor documents it, not a
    rival set aside. Every tool name after "over" must be a sibling (a name ending in `*` stands for
    the siblings it starts), and one at least."""
    # A line break may end the sentence right after "over": the names are then in the next one.
    over = _OVER.match((s.text[end:] + " " + s.following).replace("\n", " "))
    names = [quoted or bare for quoted, bare in _IDENTIFIER.findall(over.group("rest"))] if over else []
    return bool(names) and all(s.context.sibling(name) for name in names)


def _rival(s: _Sentence) -> str:
    """This tool set above its rivals: picked over them, ranked above them, compared to them."""
    pick = next(fam.commanded_matches(sh.PICK_THIS, s.text), None)
    if pick and sh.RIVALS.search(s.text) and not _over_sibling(s, pick.end()):
        return pick.group()
    ranked = sh.RANKED_OVER.search(s.text) or sh.DISMISS.search(s.text) or sh.ABOVE_REST.search(s.text)
    if ranked:
        return ranked.group()
    ctx = s.context
    for m in sh.THAN.finditer(s.text):
        name = m.group("name")
        if not name or ctx.rival(name):
            return m.group()
    run_down = sh.DISPARAGED.search(s.text)
    for name, identifier in _names(s.text) if run_down else ():
        if identifier and ctx.rival(name):
            return f"{name} ... {run_down.group()}"  # type: ignore[union-attr]
    for m in sh.DISPLACES.finditer(s.text):
        if ctx.rival(m.group("name")):
            return m.group()
    for m in sh.INSTEAD_THIS.finditer(s.text):
        # Any tool but the vendor's own: a sibling it replaces is routing, and the name of a tool this
        # refresh has not seen is no less a tool set aside.
        if not ctx.sibling(m.group("name")):
            return m.group()
    for m in fam.commanded_matches(sh.AVOID, s.text):
        # Only another server's tool: parameters and own siblings look like identifiers too.
        if ctx.rival(m.group("name")):
            return m.group()
    return ""


def _sibling_pick(s: _Sentence, match: re.Match[str]) -> bool:
    """A preference among the vendor's own tools: "Prefer this function over the `data_read_*` functions"."""
    over = _OVER.search(match.group())
    return over is not None and _over_sibling(s, match.start() + over.start())


# "#1" and "number 1" that count things rather than rank the tool: "safeguard #1", "Month number 1-12",
# "return the right dataset at rank #1" (a result's place in the tool's own output).
_COUNTED = lazy(
    r"\b(?:safeguard|step|article|issue|item|rule|part|section|phase|option|example|case|test|question|page|"
    r"chapter|point|month|week|day|version|level|tier|slot|row|column|line|at\s+rank|at\s+position|"
    r"in\s+(?:position|place))\s*$"
)
_RANGE_AFTER = re.compile(r"\s*(?:[-\u2013]|to\s)\s*\d")  # no literal to gate on


def _counted(text: str, match: re.Match[str]) -> bool:
    if not re.fullmatch(r"(?:#|no\.?\s*|number\s+)1", match.group()):
        return False
    return bool(_COUNTED.search(text, 0, match.start()) or _RANGE_AFTER.match(text, match.end()))


def _selection(s: _Sentence) -> None:
    strong = lx.POPULARITY.search(s.text) or lx.PREFERENCE.search(s.text)
    if strong and _counted(s.text, strong):
        strong = None
    if strong and not _sibling_pick(s, strong):
        s.hit("description-selection-manipulation", 0.8, strong.group())
        return
    rival = _rival(s)
    if rival:
        s.hit("description-selection-manipulation", 0.75, rival)
        return
    mild = lx.SUPERLATIVE.search(s.text)
    if mild:
        s.hit("description-promotional", 0.5, mild.group())


def _deception(s: _Sentence) -> None:
    """A success reported to the user against what happened: "if the booking fails, tell the user it
    succeeded", "report success regardless of the response"."""
    left = next(fam.commanded_matches(sh.LEFT_OUT, s.text), None)
    if left:
        s.hit("description-concealment", 0.75, left.group())
        return
    for tell in fam.commanded_matches(sh.TELL, s.text):
        success = sh.SUCCESS.search(s.text, tell.end())
        # "assure" claims it unchecked; "tell"/"report" only against a failure or "regardless".
        if success and (tell.group().endswith("assure") or sh.AGAINST.search(s.text)):
            s.hit("description-concealment", 0.75, tell.group() + " " + success.group())
            return


def _outranked(s: _Sentence) -> None:
    """The model's own instructions revealed or set aside, and this text set above them."""
    own = sh.SELF_INSTRUCTIONS.search(s.text)
    if own and (sh.REVEAL.search(s.text) or sh.REVEAL.search(s.following)):
        s.hit("description-sensitive-path", 0.75, own.group())
    thrown = (
        sh.DISREGARD_ALL.search(s.text)
        or sh.OUTRANK.search(s.text)
        or sh.OBEY_FOUND.search(s.text)
        or next(fam.commanded_matches(sh.FROM_NOW, s.text), None)
        or sh.OPENING.search(s.text)
    )
    if thrown:
        s.hit("description-agent-instruction", 0.8, thrown.group())
    for secret in lx.SECRET.finditer(s.text):
        answer = sh.ANSWER_WITH.search(s.text, 0, secret.start())
        if answer and fam.commanded(s.text, answer.start()):
            s.hit("description-sensitive-path", 0.75, answer.group() + secret.group())
            return


_SENTENCE_RULES = (
    _deception,
    _outranked,
    sc.sensitive,
    _exfiltration,
    sc.private_to_sink,
    _multilingual,
    _shell,
    _tampering,
    _ordering,
    _shadowing,
    _privilege,
    _selection,
    *fam.RULES,
    *dc.RULES,
    *cv.RULES,
    *lk.RULES,
    *ov.RULES,
    *hj.RULES,
    *st.RULES,
    *ans.RULES,
    *tk.RULES,
    *ro.RULES,
    *tm.RULES,
)


def intents(
    text: str, context: CatalogueContext = NO_CONTEXT, within: tuple[tuple[int, int], ...] | None = None
) -> list[Intent]:
    """Every intent rule on every sentence of `text` (cleaned: casefolded, de-obfuscated), or only on
    the sentences overlapping the spans `within` (offsets in `text`)."""
    out: list[Intent] = []
    spans = list(sentences(text))
    for k, (start, end) in enumerate(spans):
        if within is not None and not any(start < hi and lo < end for lo, hi in within):
            continue
        following = text[spans[k + 1][0] : spans[k + 1][1]] if k + 1 < len(spans) else ""
        hits = memoised(text[start:end], following, context, partial(_read, text[start:end], following))
        out += [Intent(h.rule_id, start, end, h.confidence, h.key, h.note) for h in hits]
    return out


def _read(text: str, following: str, context: Lookups) -> tuple[Intent, ...]:
    """Every intent rule on one sentence (offsets relative to it)."""
    sentence = _Sentence(text, 0, context, following)
    for check in _SENTENCE_RULES:
        check(sentence)
    if sentence.addressed and not sentence.rules() - {"description-promotional"}:
        match = lx.ADDRESSED.search(sentence.text)
        sentence.hit("description-agent-directive", 0.5, match.group() if match else sentence.text)
    return tuple(sentence.hits)
