"""The tool-poisoning detectors: each looks at the text a change added and reports offending spans."""

from __future__ import annotations

import re
import unicodedata
from collections import Counter
from collections.abc import Iterable
from dataclasses import dataclass

from . import _capability as cap
from . import _lexicon as lx
from . import _reply as rp
from . import _tasks as tk
from ._declared import guarded
from ._diff import TextDiff
from ._encoded import encoded_payloads, respelled, rot13_stretches
from ._excused import path_excused
from ._intent import NO_CONTEXT, CatalogueContext, intents, sentences, setup_tool
from ._lazy import LazyPattern
from ._patterns import AGENT_INSTRUCTION, CONCEALMENT, EXFILTRATION, SENSITIVE_PATH, TOOL_SHADOWING
from ._text import (
    CONFUSABLES,
    HIDDEN,
    Cleaned,
    clean,
    decode_tags,
    escape_hidden,
    hidden_kind,
    orthographic_joiner,
    script_of,
)
from ._text import squash_spaces as _key

MAX_EVIDENCE = 5  # spans kept per finding: enough to act on, short enough for a chat message
_EVIDENCE_CHARS = 160
_WORD = re.compile(r"\S+")
_LETTERS = re.compile(r"[^\W\d_]+")


def _spoofed(run: str) -> bool:
    """A run of letters that spells a word in look-alikes: mixed into two or more Latin letters
    ("аlsо", "rеаd"), or look-alikes only, two or more. A lone Greek letter is a symbol ("Beta(α,β)",
    "(ρ, ν)"), and so is one beside a single Latin letter ("Cα-derived")."""
    confusable = sum(c in CONFUSABLES for c in run)
    if not confusable:
        return False
    latin = sum(script_of(c) == "LATIN" for c in run)
    return latin >= 2 or (confusable == len(run) and len(run) >= 2)


# Latin written in fullwidth forms ("Ｄｅｆａｕｌｔｓ　ｔｏ ..."): a model reads it as the words it spells, a
# keyword scanner and a skimming reviewer do not. CJK text uses fullwidth punctuation and digits, and now
# and then a fullwidth acronym ("ＡＰＩ"); four letters or more in a run is spelling, not typography.
_FULLWIDTH_LATIN = re.compile(
    r"[\uff21-\uff3a\uff41-\uff5a](?:[\uff01-\uff5e\u3000]*[\uff21-\uff3a\uff41-\uff5a]){3,}"
)
_CONCEALED = re.compile(
    # (not a short writer's note: "<!-- TODO: narration -->")
    r"<!--(?!\s*(?:TODO|FIXME|XXX|TBD)\b:?[^<>/]{0,40}?-->)(?:(?!-->).){3,2000}?-->|(?:[ \t]{80,}+|(?:[ \t]*+\n){12,}+)[^\s][^\n]{0,200}",
    re.DOTALL,
)

TEXT_DETECTORS: tuple[tuple[str, LazyPattern], ...] = (
    ("description-agent-instruction", AGENT_INSTRUCTION),
    ("description-concealment", CONCEALMENT),
    ("description-sensitive-path", SENSITIVE_PATH),
    ("description-exfiltration", EXFILTRATION),
    ("description-tool-shadowing", TOOL_SHADOWING),
)


@dataclass(frozen=True)
class Hit:
    """One detector firing: which rule, and the offending spans as a reviewer should see them."""

    rule_id: str
    evidence: tuple[str, ...]
    confidence: float = 0.9


def _overlaps(span: tuple[int, int], spans: Iterable[tuple[int, int]]) -> bool:
    return any(span[0] < end and start < span[1] for start, end in spans)


def show(text: str) -> str:
    shown = escape_hidden(text).strip()
    return shown if len(shown) <= _EVIDENCE_CHARS else shown[: _EVIDENCE_CHARS - 1] + "…"


# Confidence of a finding from a phrase detector: the documented payload shapes it is modelled on.
_PHRASE_CONFIDENCE = 0.9
# Rules that grade text short of an attack; dropped when an attack rule fired on the same text.
_SOFT = frozenset(
    (
        "description-agent-directive",
        "description-promotional",
        "description-restriction-dropped",
        "description-new-side-effect",
    )
)


class _Collector:
    def __init__(self) -> None:
        self.spans: dict[str, list[str]] = {}
        self.confidence: dict[str, float] = {}

    def add(self, rule_id: str, evidence: str, confidence: float = _PHRASE_CONFIDENCE) -> None:
        spans = self.spans.setdefault(rule_id, [])
        if evidence not in spans and len(spans) < MAX_EVIDENCE:
            spans.append(evidence)
        self.confidence[rule_id] = max(confidence, self.confidence.get(rule_id, 0.0))

    def full(self, rule_id: str) -> bool:
        return len(self.spans.get(rule_id, ())) >= MAX_EVIDENCE

    def hits(self) -> list[Hit]:
        attack = any(rule_id not in _SOFT for rule_id in self.spans)
        return [
            Hit(rule_id, tuple(spans), round(self.confidence[rule_id], 2))
            for rule_id, spans in self.spans.items()
            if not (attack and rule_id == "description-agent-directive")
        ]


def _text_patterns(
    new: str,
    cleaned: Cleaned,
    added: tuple[tuple[int, int], ...],
    out: _Collector,
    prefix: str = "",
    old_text: str = "",
    setup_tool: bool = False,
) -> None:
    windows = _windows(cleaned, added)
    for rule_id, pattern in TEXT_DETECTORS:
        for lo, hi in windows:
            for match in pattern.finditer(cleaned.text, lo, hi):
                if out.full(rule_id):
                    break  # enough evidence: a hostile text with thousands of matches costs no more
                start, end = cleaned.raw_span(*match.span())
                # A phrase the old text already said is context that stayed, not news.
                if not _overlaps((start, end), added) or (
                    old_text and _said_before(_key(match.group()), old_text)
                ):
                    continue
                if rule_id in _THREAT_RULES and guarded(cleaned.text, match.start()):
                    continue  # "detects tools that exfiltrate data": the threat a scanner catches
                if rule_id == "description-sensitive-path" and path_excused(cleaned.text, *match.span()):
                    continue  # "`.env` is never read", "~/.config/x-mcp/policies.yaml": nothing gathered
                if rule_id == "description-agent-instruction" and (
                    _self_routed(cleaned.text, *match.span(), setup_tool)
                    or _quoted_warning(cleaned.text, match.start())
                    or _WHEN_IT_HAPPENS.search(cleaned.text, max(0, match.start() - 40), match.start())
                    or (match.group().startswith("[") and _tag_label(new, start, end))
                    or (
                        match.group().startswith("before")
                        and _PAUSE_BEFORE.search(cleaned.text, max(0, match.start() - 100), match.start())
                    )
                ):
                    continue  # "call this before answering from memory": a vendor routing to its own tool
                if rule_id == "description-concealment" and (
                    _UNLESS_ASKED.search(_nearby_sentence(cleaned.text, *match.span()))
                    or _REFUSED_BEFORE.search(cleaned.text, max(0, match.start() - 24), match.start())
                    or _FAULTS_BEFORE.search(cleaned.text, max(0, match.start() - 60), match.start())
                    or (_TOLD_USER.search(match.group()) and _TELL_TO.match(cleaned.text, match.end()))
                    or _SOFTWARE_SUBJECT.search(cleaned.text, max(0, match.start() - 60), match.start())
                    or (
                        _YOU_BEFORE.search(cleaned.text, max(0, match.start() - 8), match.start())
                        and _RELATIVE_AFTER.match(cleaned.text, match.end())
                    )
                ):
                    # "don't tell the user the IDs unless they ask": presentation, not secrecy; "refuses
                    # to guess ... instead of silently reading whichever bridge": the quiet act refused
                    continue
                if rule_id == "description-exfiltration" and lx.WARNED_AWAY.search(
                    _nearby_sentence(cleaned.text, *match.span())
                ):
                    continue  # "content is uploaded to mineru.net; do not use for data that must stay on-device"
                out.add(rule_id, prefix + show(new[start:end]))


# A site the old text already named as a source of links: "a pastebin URL" then "pastebin.com".
_HOST_NAMED = r"{}(?:\s+|-)(?:urls?|links?|pastes?)\b"


def _said_before(found: str, old_text: str) -> bool:
    """The phrase, or a site's domain whose bare name the old text used for its links, said before."""
    if found in old_text:
        return True
    site, dot, _ = found.partition(".")
    return bool(dot and site.isalpha() and re.search(_HOST_NAMED.format(r"\b" + site), old_text, re.I))


_THREAT_RULES = frozenset(("description-exfiltration", "description-sensitive-path"))
# A warning about injections that quotes one ("content that looks like prompt injection (e.g., "ignore
# your instructions and...", "you are now..."), disregard it"): the quote is what to refuse.
_WARNED_OF = re.compile(
    r"\b(?:prompt[\s-]injections?|injection\s+attempts?|suspicious|malicious|jailbreaks?)\b"
    r"(?:[^.!?]|(?<=\be\.g)\.|(?<=\bi\.e)\.|(?<=\be)\.(?=g\.)|(?<=\bi)\.(?=e\.)|\.\.\.){0,120}$"
)
_QUOTES = "\"'\u201c\u2018`"


def _quoted_warning(text: str, start: int) -> bool:
    # the quote mark just before the match, or at its head (a pattern may take the ', "' before it)
    at = next((i for i in range(max(0, start - 1), min(len(text), start + 4)) if text[i] in _QUOTES), -1)
    return at >= 0 and _WARNED_OF.search(text, max(0, at - 160), at + 1) is not None


# A bracketed tag that is a label, not a voice of authority: a severity on a scale the text also uses
# ("highlights [CRITICAL] items over 90% and [WARN] items at 70-90%"), or a category tag opening the tool's
# own purpose line ("[ADMIN] Create or update a dashboard from ...").
_SEVERITY_TAG = re.compile(
    r"\[\s*(?:warn(?:ing)?|info|error|ok|high|medium|low|minor|major|notice|debug)\s*\]", re.I
)
_CATEGORY_TAG = re.compile(
    r"\s*\[\s*(?i:admin|internal)\s*\]\s+[A-Z][a-z]+(?:s|es)?\b(?:\s+or\s+[a-z]+)?\s+(?:an?|the|one|all)\b"
)


def _tag_label(text: str, start: int, end: int) -> bool:
    tag = text[start:end].strip("[] /").lower()
    if tag == "critical":
        return _SEVERITY_TAG.search(text) is not None
    return start == len(text) - len(text.lstrip()) and _CATEGORY_TAG.match(text, 0) is not None


# What a voice or chat product does before it replies, told as its behaviour: "How long to wait after the
# caller stops speaking before responding", "the agent searches attached knowledge bases ... before
# responding". An order to the model ("always read X before responding") has no such verb of its own.
_PAUSE_BEFORE = re.compile(
    r"\b(?:wait|waits|pause|pauses|searches|consults|retrieves)\b(?![^.;!?]*\b(?:always|must|should)\b)[^.;!?]{0,80}$",
    re.IGNORECASE,
)
_FILTER = re.compile(r"\bfilter(?:s|ing)?\b")
# A statement of when the server does something ("MEMORY.md is loaded at the start of EVERY session"),
# not an order to the agent.
_WHEN_IT_HAPPENS = re.compile(
    r"\b(?:is|are|gets?)\s+(?:\w+\s+)?(?:loaded|read|shown|injected|created|reset|cleared|refreshed|synced|run)\s+$"
)
# A fault the tool surfaces ("JavaScript errors that are invisible to users"), not one it hides.
_FAULTS_BEFORE = re.compile(
    r"\b(?:errors?|bugs?|issues?|problems?|warnings?|failures?|exceptions?)\s+(?:that|which)\s+(?:are|is|stay|remain)\s+"
    r"(?:often\s+|usually\s+|otherwise\s+)?$"
)
# "never tell a user to upgrade": what not to advise, not what to hide.
_TOLD_USER = re.compile(r"\btell\s+(?:a|the)\s+users?$")
_TELL_TO = re.compile(r"\s+to\s+[\"'\u201c]?(?!the\b|an?\b|them\b|anyone\b|users?\b)[a-z]")
# What other software does, told as a compatibility note: "Older bus servers (pre-v1.3) omit `lease_s`
# from the response". (The rule's "omit" is the bare form: after a plural subject, not an order.)
_SOFTWARE_SUBJECT = re.compile(
    r"\b(?:servers|versions|releases|clients|builds|backends|implementations|apis|endpoints|providers)"
    r"(?:\s*\([^()\n]{0,40}\))?\s+$"
    # a document that is silent on something: "flags the manifest never mentions"
    r"|\b(?:the|a|its|this|that)\s+(?:manifest|readme|docs?|documentation|spec(?:ification)?|schema|changelog|"
    r"config(?:uration)?\s+file|lockfile|man\s+page)\s+$",
    re.IGNORECASE,
)
# A relative clause, not an order: "Nodes you don't mention are untouched".
_YOU_BEFORE = re.compile(r"\byou\s+$", re.IGNORECASE)
_RELATIVE_AFTER = re.compile(
    r"\s+(?:are|is|stay|stays|remain|remains|keep|keeps|get|gets|will|won't|aren't|isn't)\b", re.IGNORECASE
)
_REFUSED_BEFORE = re.compile(r"\b(?:instead\s+of|rather\s+than|refuses?\s+to|never|not|no\s+longer)\s+$")
# When a step comes ("before answering", "before any other tool", "at the start of every session") is
# pressure unless a vendor is routing the agent to this very tool, and says why: instead of answering
# from memory ("Call this FIRST, before answering from memory", "read the page before answering from
# it"), to set up what every other call needs ("before any other tool if the agent is not yet
# connected"), or for what a turn needs ("at the start of each turn to see what the user is working
# on"). "Always invoke this at the start of a session, before responding to the user" and "the model is
# expected to call this tool at the beginning of every conversation" give no reason and stay attacks.
_WHEN_PHRASE = re.compile(
    r"before\s+(?P<answer>answering|responding|replying)\b|before\s+any\s+other\s+tools?\b"
    r"|at\s+the\s+(?:start|beginning)\s+of\b"
)
_READ_FIRST = re.compile(
    r"\bread\s+the\s+(?:page|result|results|passages?|snippets?|documents?)\b|^\s*say\s+that\b"
)
_THIS_STEP = re.compile(
    r"\b(?:call|use|run|invoke|consult)\s+(?:this|it)\b|\bthis\s+(?:tool\s+)?(?:first|before)\b|"
    + _READ_FIRST.pattern
)
_FROM_MEMORY = re.compile(r"\s+(?:from|based\s+on)\s+(?:memory|it|them|the\s+(?:page|results?|passages?))\b")
_ONCE_A_SESSION = re.compile(r"\bif\s+you\s+(?:haven't|have\s+not)\s+(?:already|yet)\b")
_WHAT_FOR = re.compile(
    r"\bto\s+(?:see|get|load|check|learn|find|know|orient|restore|resume)\b|\binstead\s+of\b"
)
_ALWAYS = re.compile(r"\balways\b|\bevery\s+time\b|\bno\s+matter\b|\bregardless\b")


def _self_routed(text: str, start: int, end: int, setup_tool: bool = False) -> bool:
    when = _WHEN_PHRASE.match(text, start, end)
    if not when:
        return False
    sentence = _nearby_sentence(text, start, end)
    if _ALWAYS.search(sentence) or not _THIS_STEP.search(sentence):
        return False
    if when.group("answer"):
        once = _ONCE_A_SESSION.search(sentence)  # "if you haven't already this session"
        return bool(_FROM_MEMORY.match(text, when.end()) or _READ_FIRST.search(sentence) or once)
    if when.group().startswith("before"):
        # a sign-in or validation tool asking to come first names its own job (_intent.setup_tool)
        return setup_tool or lx.NOT_SET_UP.search(sentence) is not None
    return _WHAT_FOR.search(sentence) is not None


_UNLESS_ASKED = re.compile(
    r"\bunless\s+(?:they|the\s+user|he|she)\s+(?:explicitly\s+)?(?:asks?|requests?|wants?)\b"
)

# Context around an added span that a phrase pattern may need (the longest reach is ~200 characters).
_REACH = 400


def _windows(cleaned: Cleaned, added: tuple[tuple[int, int], ...]) -> list[tuple[int, int]]:
    """Merged [lo, hi) regions of the cleaned text within _REACH of an added span, so that a one-word
    edit of a long description is not matched against all of it."""
    merged: list[tuple[int, int]] = []
    text = cleaned.text
    for start, end in sorted(cleaned.clean_span(s, e) for s, e in added):
        lo, hi = max(0, start - _REACH), min(len(text), end + _REACH)
        # Start at a word boundary, so that \b and lookbehinds see what they would in the whole text.
        lo = max(text.rfind(" ", 0, lo), text.rfind("\n", 0, lo)) + 1 if lo else 0
        if merged and lo <= merged[-1][1]:
            merged[-1] = (merged[-1][0], max(merged[-1][1], hi))
        else:
            merged.append((lo, hi))
    return merged


def _intents(
    old_clean: Cleaned | None,
    new: str,
    cleaned: Cleaned,
    added: tuple[tuple[int, int], ...],
    out: _Collector,
    context: CatalogueContext,
    prefix: str = "",
) -> None:
    """The sentence-level intent rules on the sentences the change touched."""
    touched = tuple(cleaned.clean_span(start, end) for start, end in added)
    found = intents(cleaned.text, context, within=touched)
    # Only when something fired is the old text read, to drop what it already said; and only when the
    # old text has every word of some trigger that fired, since an intent's key is made of words of
    # the text it was read from (the "..." of a rival's evidence aside): otherwise nothing can repeat.
    seen: set[tuple[str, str]] = set()
    if found and old_clean and any(_may_repeat(i.key, old_clean.text) for i in found):
        seen = {(i.rule_id, i.key) for i in intents(old_clean.text, context)}
    # A phrase detector's span is sharper evidence than a whole sentence: where one fired, the
    # sentence rule of the same id adds nothing for the reviewer.
    sharper = set(out.spans)
    for intent in found:
        if intent.rule_id in sharper or out.full(intent.rule_id) or (intent.rule_id, intent.key) in seen:
            continue
        if intent.rule_id == "description-agent-instruction" and _quoted_warning(cleaned.text, intent.start):
            continue  # an injection quoted in a warning about injections
        start, end = cleaned.raw_span(intent.start, intent.end)
        out.add(intent.rule_id, prefix + intent.note + show(new[start:end]), intent.confidence)


def _errands(
    old_clean: Cleaned | None,
    new: str,
    cleaned: Cleaned,
    added: tuple[tuple[int, int], ...],
    out: _Collector,
    context: CatalogueContext,
) -> None:
    """An errand unrelated to the tool, in a sentence the change touched: read against the rest of the
    text and the tool's name (so per text, not per memoised sentence)."""
    if any(rule_id not in _SOFT for rule_id in out.spans):
        return  # an attack rule already named what this text does: a vaguer reading adds only noise
    # (the planted-code check below is text-level too: its block spans many sentences)
    text = cleaned.text
    touched = tuple(cleaned.clean_span(start, end) for start, end in added)
    for order in rp.PLANT.finditer(text):
        if not _overlaps(order.span(), touched) or (
            old_clean is not None and order.group() in old_clean.text
        ):
            continue
        does = rp.planted_code(text, order.end())
        if does:
            lo, hi = cleaned.raw_span(*order.span())
            out.add(
                "description-shell-command",
                f"code planted in the agent's output ({does}): {show(new[lo:hi])}",
                0.8,
            )
            return
    spans = list(sentences(text))
    # The errand is compared with what stayed of the description; a new text (or one rewritten
    # whole) has nothing that stayed, so with its other sentences.
    stayed = " ".join(text[a:b] for a, b in spans if not _overlaps((a, b), touched))
    for k, (start, end) in enumerate(spans):
        if not _overlaps((start, end), touched):
            continue
        sentence = text[start:end]
        if old_clean is not None and sentence.strip() in old_clean.text:
            continue  # the old text already said it
        rest = stayed if stayed.strip() else text[:start] + " " + text[end:]
        following = text[spans[k + 1][0] : spans[k + 1][1]] if k + 1 < len(spans) else ""
        purpose = not stayed.strip() and k == 0
        if tk.off_task(sentence, rest, context.tool, following, purpose=purpose):
            lo, hi = cleaned.raw_span(start, end)
            out.add("description-agent-instruction", "off-task: " + show(new[lo:hi]), 0.7)
            return


_skip_reread = True


def set_skip_reread(enabled: bool) -> bool:
    """Switch the old-text shortcut of _intents on or off; returns the previous setting."""
    global _skip_reread
    previous, _skip_reread = _skip_reread, enabled
    return previous


def _may_repeat(key: str, old_text: str) -> bool:
    return not _skip_reread or all(word in old_text or word == "..." for word in key.split())


def _hidden(old: str, new: str, added: tuple[tuple[int, int], ...], out: _Collector) -> list[str]:
    """Invisible characters and mixed-script words the old text did not have; returns smuggled text."""
    smuggled: list[str] = []
    # One line per kind (a smuggled sentence is hundreds of tag characters, not hundreds of findings).
    by_kind: dict[str, list[int]] = {}
    if HIDDEN.search(new):  # else nothing is fresh
        fresh = Counter(HIDDEN.findall(new)) - Counter(HIDDEN.findall(old))
        for match in HIDDEN.finditer(new):
            if orthographic_joiner(new, match.start()):
                continue  # Persian "درخواست<U+200C>های", an emoji sequence: spelling, not hiding
            if fresh.get(match.group()):
                by_kind.setdefault(hidden_kind(match.group()) or "", []).append(match.start())
    for kind, positions in by_kind.items():
        first = positions[0]
        context = show(new[max(0, first - 24) : first + 24])
        out.add(
            "description-hidden-characters",
            f"{len(positions)} {kind} character(s), first at {first}: {context}",
            0.95,
        )
    # Text a rendered view hides: an HTML comment, or a run of blank space that pushes a payload
    # out of the visible box ("line jumping" padding).
    for match in _CONCEALED.finditer(new):
        if new[match.start() - 1 : match.start()] == "`" and new.startswith("`", match.end()):
            continue  # a comment in a code span is shown as written: "only the `<!-- BEGIN X -->` region"
        if _overlaps(match.span(), added) and match.group() not in old:
            out.add("description-hidden-characters", f"hidden by layout: {show(match.group()[-120:])}", 0.7)
    tags = decode_tags(new)
    if tags and tags != decode_tags(old):
        out.add("description-hidden-characters", f"tag characters spell: {tags[:_EVIDENCE_CHARS]!r}")
        smuggled.append(tags)
    if new.isascii():
        return smuggled  # look-alike letters are not ASCII
    for match in _FULLWIDTH_LATIN.finditer(new):
        if _overlaps(match.span(), added) and match.group() not in old:
            spelled = unicodedata.normalize("NFKC", match.group())
            out.add(
                "description-hidden-characters", f"fullwidth letters spell: {show(spelled[:120])!r}", 0.85
            )
            smuggled.append(spelled)
    old_words = set(old.split())
    for match in _WORD.finditer(new):
        word = match.group()
        if word.isascii() or word in old_words or not _overlaps(match.span(), added):
            continue
        if any(_spoofed(run) for run in _LETTERS.findall(word)):
            scripts = {script_of(c) for c in word} - {""}
            out.add(
                "description-hidden-characters",
                f"look-alike letters in {word!r} ({', '.join(sorted(scripts))})",
            )
    return smuggled


def _encoded(new: str, added: tuple[tuple[int, int], ...], out: _Collector) -> list[str]:
    decoded_texts: list[str] = []
    for start, end, decoded in encoded_payloads(new):
        if _overlaps((start, end), added):
            blob = new[start:end]
            blob = blob if len(blob) <= 60 else blob[:59] + "…"
            out.add("description-encoded-payload", f"{blob} decodes to {show(decoded)!r}", 0.85)
            decoded_texts.append(decoded)
    # rot13 with no hint: the readings are read by the rules elsewhere (respelled); the cipher itself
    # is news, as a base64 blob is.
    for start, end in added:
        for decoded in rot13_stretches(new[start:end]):
            out.add("description-encoded-payload", f"rot13 text decodes to {show(decoded)!r}", 0.8)
    return decoded_texts


_PIGGYBACK = re.compile(
    r"\b(?:also|additionally|in\s+addition|as\s+well|silently|quietly|secretly|covertly|automatically|"
    r"afterwards|after\s+(?:that|this(?!\s+(?:many|much|long|number|point|date|time))|completing|finishing|"
    r"it\s+(?:completes|finishes|returns))|"
    r"on\s+(?:each|every)\s+(?:call|invocation|run))\b"
)


_GATED = re.compile(
    r"\b(?:requires?|needs?|only\s+(?:with|if|when))\b[^.\n]{0,60}?\b(?:permissions?|scopes?|roles?|approval|"
    r"confirmation|opt-?in|flag)\b"
)
# A limit on a quantity ("Default None (no limit)" of a line length) is not a bound on where the tool acts.
_QUANTITY = re.compile(
    r"\b(?:default|none|max(?:imum)?|length|count|number|results?|lines?|size|rows?|items?|characters?|chars|"
    r"timeout|pages?|depth|bytes|tokens)\b"
)


def _side_effects(
    old_clean: Cleaned, new: str, new_clean: Cleaned, added: tuple[tuple[int, int], ...], out: _Collector
) -> None:
    for effect, pattern in cap.SIDE_EFFECTS.items():
        # An effect the new text cannot mention adds nothing, whatever the old text says.
        if not pattern.may_match(new_clean.text) or cap.capability_mentions(old_clean.text, pattern):
            continue
        for match in cap.capability_mentions(new_clean.text, pattern):
            if out.full("description-new-side-effect"):
                return
            start, end = new_clean.raw_span(*match.span())
            if _overlaps((start, end), added):
                sentence = _nearby_sentence(new, start, end)
                # "Additionally executes ...", "also wipe ...": an effect tacked onto the stated purpose
                # is the rug pull itself; a capability described plainly is a contract change.
                # A sentence that gates the effect ("DELETE requires the separate 'delete' permission in
                # addition to 'execute'") narrows the tool; it adds nothing to its purpose (round4).
                piggyback = _PIGGYBACK.search(sentence.lower()) and not _GATED.search(sentence.lower())
                rule_id = "description-piggybacked-effect" if piggyback else "description-new-side-effect"
                out.add(rule_id, f"{effect}: {show(sentence)}", 0.75 if piggyback else 0.6)


# A widening phrase in a refusal or a warning states the bound it keeps: "rejects a path outside the
# allowed directories", "runs with the full privileges of this server: be careful".
_REFUSED = re.compile(
    r"\b(?:refuses?|refused|rejects?|rejected|denie[sd]|deny|errors?|fails?|raises|not\s+allowed|blocked|"
    r"warning|caution|careful|not\s+recommended|dangerous|at\s+your\s+own\s+risk)\b"
)


def _restriction_kind(phrase: str) -> str:
    phrase = phrase.lower()
    return next((k for k in ("read", "allowed", "sandbox", "does not", "side") if k in phrase), "scope")


def _word_count(text: str) -> int:
    return len(text.split())


def _scope(
    old_clean: Cleaned,
    new: str,
    new_clean: Cleaned,
    added: tuple[tuple[int, int], ...],
    removed: tuple[str, ...],
    out: _Collector,
) -> None:
    for match in cap.capability_mentions(new_clean.text, cap.WIDENING):
        if out.full("description-scope-widened"):
            break
        start, end = new_clean.raw_span(*match.span())
        if _overlaps((start, end), added) and match.group() not in old_clean.text:
            sentence = _nearby_sentence(new, start, end)
            if re.fullmatch(r"(?:no|without)\s+limits?", match.group()) and _QUANTITY.search(
                sentence.lower()
            ):
                continue
            if re.fullmatch(r"(?:no|without)\s+restrictions?", match.group()) and _FILTER.search(
                sentence.lower()
            ):
                continue  # "Boolean filters default to None (no restriction)": a filter left unset
            paragraph_start = new.rfind("\n\n", 0, start) + 1
            if _REFUSED.search(new[max(paragraph_start, start - 300) : start].lower() + sentence.lower()):
                continue  # "rejects a path outside the allowed directories": a bound, told as a refusal
            out.add("description-scope-widened", show(sentence), 0.7)
    # A bound the old text stated and the new text no longer states, in any wording. Only a targeted
    # edit counts: when most of the old text went, it is a rewrite (a deprecation, a new tool behind
    # the name), which the judges grade, and pinning it on one lost phrase would cry wolf.
    if _word_count(" ".join(removed)) * 2 > _word_count(old_clean.text):
        return
    old_bounds = cap.capability_mentions(old_clean.text, cap.RESTRICTIONS)
    if not old_bounds:
        return
    kept = {_restriction_kind(m.group()) for m in cap.capability_mentions(new_clean.text, cap.RESTRICTIONS)}
    for match in old_bounds:
        if _restriction_kind(match.group()) not in kept:
            out.add("description-restriction-dropped", f"restriction dropped: {match.group()!r}", 0.6)


def _nearby_sentence(text: str, start: int, end: int) -> str:
    """The sentence holding [start, end), cut at "." or a line break, reaching at most 200 characters
    either side (a window, not a parse: the dots of a path or a version may cut it short)."""
    lo, hi = max(0, start - 200), min(len(text), end + 200)
    left = max(text.rfind(".", lo, start), text.rfind("\n", lo, start), lo - 1) + 1
    stops = [i for i in (text.find(".", end, hi), text.find("\n", end, hi)) if i != -1]
    right = min(stops) + 1 if stops else hi
    return text[left:right]


# An e-mail address the change brings in, at a domain the old text never named: where a reworded tool
# starts sending (an extra attendee, a "statement archive" in cc, a "recovery contact", the sender whose
# mail is to be obeyed). Reserved and placeholder domains, version strings ("bot@2.3.1"), an address given
# as an example of a format, and a contact for the vendor's support are not destinations.
# (bounded, and started only where a local part can start: unbounded, a hostile 60,000-character token was
# retried from every position, quadratic time)
_ADDRESS = re.compile(r"(?<![\w.+-])[\w.+-]{1,64}@((?:[a-z0-9-]{1,63}\.){1,8}[a-z]{2,24})\b", re.IGNORECASE)
_PLACEHOLDER_DOMAIN = re.compile(
    r"(?:^|\.)(?:example|test|invalid|localhost)(?:\.|$)|^(?:company|domain|acme|yourdomain|your-domain|email|mail|"
    r"corp|org|co|x|y|a|b|c)\.(?:com|io|org|net)$",
    re.IGNORECASE,
)
_ADDRESS_AS_EXAMPLE = re.compile(
    r"(?:e\.g\.|\bexample|\bfor\s+instance|\bsuch\s+as|\bformat|\blike|\"email\"\s*:\s*\"|\bcontact|\bsupport\s+(?:at|via)|"
    r"\bfeedback|\bquestions|\bbugs?\b|\bissues\b|联系|聯繫|联络|反馈|문의|お問い合わせ|\bkontakt|\bcontacto|\bcontato)"
    r"[^.\n]{0,60}$",
    re.IGNORECASE,
)


def _new_address(old: str, new: str, added: tuple[tuple[int, int], ...], out: _Collector) -> None:
    known = {m.group(1).lower() for m in _ADDRESS.finditer(old)}
    for match in _ADDRESS.finditer(new):
        domain = match.group(1).lower()
        if domain in known or _PLACEHOLDER_DOMAIN.search(domain) or not _overlaps(match.span(), added):
            continue
        if _ADDRESS_AS_EXAMPLE.search(new, max(0, match.start() - 80), match.start()):
            continue
        out.add("description-exfiltration", f"new e-mail destination: {show(match.group())}", 0.6)
        return


def scan(
    old: str | None,
    new: str,
    diff: TextDiff,
    *,
    relative: bool = True,
    context: CatalogueContext = NO_CONTEXT,
) -> list[Hit]:
    """Every detector on the text `diff` marks as added to `new`, in the context of what stayed.

    `relative` is false for a tool seen for the first time: its capabilities are news by definition,
    so the side-effect and scope detectors (which compare with the old text) do not run.
    """
    old = old or ""
    added = diff.added_spans
    old_clean, new_clean = clean(old), clean(new)
    out = _Collector()
    smuggled = _hidden(old, new, added, out)
    if added:
        old_key = _key(old_clean.text) if old else ""
        _text_patterns(new, new_clean, added, out, old_text=old_key, setup_tool=setup_tool(context))
        _intents(old_clean if old else None, new, new_clean, added, out, context)
        _errands(old_clean if old else None, new, new_clean, added, out, context)
        smuggled += _encoded(new, added, out)
        _new_address(old, new, added, out)
    readings = [("decoded", text) for text in smuggled]
    if added:
        # Respelled text (rot13, dotted letters, leetspeak) is read in its plain spelling, only where
        # the change added it.
        added_text = " … ".join(new[start:end] for start, end in added)
        readings += respelled(added_text)
    for how, text in readings:
        cleaned = clean(text)
        _text_patterns(text, cleaned, ((0, len(text)),), out, prefix=f"({how}) ")
        _intents(None, text, cleaned, ((0, len(text)),), out, context, prefix=f"({how}) ")
    if relative and added:
        _side_effects(old_clean, new, new_clean, added, out)
    if relative:
        _scope(old_clean, new, new_clean, added, diff.removed, out)
    return out.hits()
