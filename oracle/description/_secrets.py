"""Secrets gathered and private data carried out: the intent rules that read what a sentence does with
the user's secrets (a credential, a key file, the environment) and private data (the conversation, the
user's details, another tool's output), and the guards that tell a tool's own job from an errand.

Split from _intent.py; `_intent` registers these rules and asks `only_withheld` and `names_its_secret`
before recording a secret-path finding.
"""

from __future__ import annotations

import re
from collections.abc import Iterator

from . import _declared as dc
from . import _families as fam
from . import _lexicon as lx
from ._excused import path_excused
from ._families import Sentence, commanded
from ._lazy import lazy
from ._memo import Lookups

# A secret the sentence says is withheld: "never returns credential values", "passwords are never
# included in the response", "Never include API keys". Not when something is also gathered: "Always
# read the credentials file first; never log it" is still a read.
_WITHHELD = re.compile(
    r"\b(?:never|not|n't|without)\s+(?:\w+\s+){0,2}?(?:return|include|expose|log|store|print|reveal|show|display|"
    r"contain|leak|send|sent|share|transmit|persist|echo)\w*\b"
)


_PATH_LIKE = re.compile(r"[/~]|\.\w")


def names_its_secret(context: Lookups, key: str, sentence: str = "") -> bool:
    """A secret the tool is named for: "List global API keys" in list_global_api_keys, "Retrieve
    connection credentials" in session_community_credentials is the tool's own job, not a secret
    gathered on the side. A file path is never excused this way (`~/.ssh` in an ssh tool still is one:
    the path rules read it apart from this)."""
    if _PATH_LIKE.search(key):
        return False
    secret = lx.SECRET.search(key)
    if secret is None:
        return False
    head = re.findall(r"[a-z]+", secret.group().casefold())
    if not head:
        return False
    word = head[-1].removesuffix("s")
    if context.names(word) or context.names_within(word):
        return True  # list_api_keys, manage_keypair
    # The word the secret is qualified by in its sentence: "a container registry credential" in get-registry.
    in_sentence = lx.SECRET.search(sentence)
    if in_sentence is None:
        return False
    qualifier = re.findall(r"[a-z]+", sentence[: in_sentence.start()].casefold())[-1:]
    return bool(qualifier) and qualifier[0] not in _NOT_QUALIFIERS and context.names(qualifier[0])


# Words before a secret that say nothing about whose it is.
_NOT_QUALIFIERS = frozenset(
    ("the", "a", "an", "your", "my", "their", "any", "all", "every", "user", "users", "get", "read")
)


_READ_ONLY = re.compile(r"\bread[\s-]only\b", re.IGNORECASE)  # an adjective, not a command to read


# Whether a secret is there, not what it is: "Check BLS credential presence without returning or
# validating its value".
_PRESENCE = re.compile(
    r"\b(?:presence|existence|whether\s+(?:a|an|the|any)\s+[\w\s]{0,30}?(?:is|are)\s+(?:set|configured|present))\b"
)


def only_withheld(text: str) -> bool:
    if not _WITHHELD.search(text):
        return False
    if _PRESENCE.search(text) and not lx.TRANSFER.search(text):
        return True
    rest = _READ_ONLY.sub(" ", _WITHHELD.sub(" ", text))
    return fam.first_commanded(lx.GATHER, rest) is None


# "the saved passwords are to be collected", "credentials must be included".
_GATHERED = lazy(
    r"\b(?:is|are)\s+(?:to\s+be|must\s+be|shall\s+be|should\s+be|required\s+to\s+be)\s+(?:\w+\s+)?(?:read|"
    r"collected|gathered|extracted|dumped|printed|copied|retrieved|fetched|obtained|harvested|included|attached|"
    r"appended|uploaded|exported|sent|forwarded|shared|submitted|posted|supplied|provided|passed|embedded)\b"
)
# "including any API keys from the environment in the `tags` argument": a secret moved into an argument.
_MOVED = lazy(
    r"\b(?:includ|add|put|pass|attach|append|send|embed|insert|copy|cop(?:y|ies|ied)|plac|stor|suppl|giv)\w*\b[^.]{0,30}$"
)
_FROM_HOST = lazy(
    r"\s+(?:from|in|of)\s+(?:the\s+)?(?:environment|env|shell|machine|host|home\s+directory|disk)\b"
)
# A secret the assistant holds: "any OAuth tokens you hold", "keys available to you".
_HELD = lazy(
    r"\s+(?:you|the\s+(?:assistant|agent|model))\s+(?:hold|have|has|can\s+see|know|carry)|\s+(?:available|visible)\s+to\s+you"
)
_AUTH_HEADER = lazy(r"\b(?:headers?|authorization|bearer|x-[\w-]+:)")
_SUBJECT = lazy(r"\s+(?:are|is|was|were|will|can|must|should|get|gets|expire|expires|stay|remain)\b")
# After a gathering word, what makes it something else: a type ("list[str]", "dict<...>") or receiving
# ("get back a key": what the tool returns).
_NOT_A_VERB = re.compile(r"[\[<]|\s+back\b|-only\b")
# The secret said to be left out of what is gathered (a denied verb is lx.NEGATED_BEFORE).
_KEPT_OUT = re.compile(
    r"\s*(?:are\s+|is\s+|get\s+|being\s+)?(?:redacted|masked|omitted|excluded|stripped|removed|elided)\b"
)
# The secret is not what the verb gathers: denied ("no API key", "without a token") or the object of a
# preposition ("events for the configured API key", "signed by your key").
_NOT_ITS_OBJECT = re.compile(
    r"(?:\bno|\bwithout(?:\s+an?|\s+any)?|\b(?:for|using|by|via|under|behind|per)\s+(?:the\s+|your\s+|its\s+|this\s+|that\s+|"
    r"an?\s+)?(?:[\w-]+\s+){0,2}?)\s*$"
)
# A named variable that is a setting, then what it is: "LINT_RULES_PATH (an env var", "RULES_DIR, an
# environment variable". Not a secret's name: "OPENAI_API_KEY (an env var" stays one.
_PLAIN_SETTING = re.compile(
    r"\b(?![A-Z0-9_]*(?:KEY|TOKEN|SECRET|PASS|PWD|CRED|AUTH|COOKIE|SESSION))[A-Z][A-Z0-9]*_[A-Z0-9_]+[`'\"]?"
    r"\s*[(,]\s*(?:an?|the)\s+$",
    re.IGNORECASE,
)
_RELATIVE = lazy(r"\b(?:whose|which|that|who|where|need|needs|requires?)\b")


# The user's personal details gathered: "begin collecting their contact details for our newsletter".
_HARVEST = lazy(
    r"\b(?:collect|gather|harvest|record|captur|scrap)\w*\s+(?:all\s+)?(?:the\s+user'?s?|their|users'?)\s+(?:\w+\s+)?"
    r"(?:contact\s+(?:details|info(?:rmation)?)|personal\s+(?:data|details|information)|e-?mail\s+address(?:es)?|"
    r"phone\s+numbers?|home\s+address(?:es)?)"
)


def sensitive(s: Sentence) -> None:
    harvest = _HARVEST.search(s.text)
    if harvest and not s.context.names("contact"):
        s.hit("description-sensitive-path", 0.7, harvest.group())
        return
    for match in lx.SENSITIVE_FILES.finditer(s.text):
        if not path_excused(s.text, *match.span()):
            s.hit("description-sensitive-path", 0.85, match.group())
            return
    if _AUTH_HEADER.search(s.text):
        return  # "Send `X-Auth: {auth_key}` headers": a credential used to call the API, not gathered
    for secret in lx.SECRET.finditer(s.text):
        head = s.text[max(0, secret.start() - 60) : secret.start()]
        for verb in lx.GATHER.finditer(head):
            pos = secret.start() - len(head) + verb.start()
            between = s.text[pos : secret.start()]
            if not commanded(s.text, pos) or lx.USED_WITH.search(between) or _RELATIVE.search(between):
                continue
            if _NOT_A_VERB.match(s.text, pos + len(verb.group())) or dc.guarded(s.text, pos):
                continue  # "list[str]: environment variables", "get back a merchant API key"
            if s.text[pos - 1 : pos] == "-":
                continue  # "Self-check: is there a credential?": a compound noun, not a verb
            if _PLAIN_SETTING.search(s.text, max(0, secret.start() - 40), secret.start()):
                continue  # "read from LINT_RULES_PATH (an env var)": where a setting lives, not a secret
            if _NOT_ITS_OBJECT.search(between):
                continue  # "Get the price (free, no API key)", "Get audit events for the configured API key"
            if _SUBJECT.match(s.text, secret.end()):
                continue  # "Upload credentials are generated ...": a noun phrase, not a command
            if lx.NEGATED_BEFORE.search(s.text[max(0, pos - 24) : pos]) or _KEPT_OUT.match(
                s.text, secret.end()
            ):
                continue  # "never pass a raw API key as auth_token", "get a strategy (secrets redacted)"
            signup = re.search(r"\byour\s+(?:\w+\s+){0,2}$", between) and re.search(
                r"^\S*\s+(?:at|from|on|in|via)\s+(?:https?://|the\s+\w+\s+(?:dashboard|console|settings|portal))",
                s.text[secret.end() - 1 :],
            )
            if signup:
                continue
            s.hit("description-sensitive-path", 0.75, verb.group() + " " + secret.group())
            return
        after = s.text[secret.end() : secret.end() + 80]
        moved = _MOVED.search(s.text[max(0, secret.start() - 40) : secret.start()])
        if moved and (
            _FROM_HOST.match(after) or SINK.search(after) or (_HELD.match(after) and SINK.search(s.text))
        ):
            s.hit("description-sensitive-path", 0.7, moved.group() + " " + secret.group())
            return
        gathered = _GATHERED.search(after)
        if gathered:
            s.hit("description-sensitive-path", 0.7, secret.group() + " " + gathered.group())
            return


# Data the user did not hand to this tool, and an argument or another tool to carry it.
_PRIVATE_DATA = lazy(
    r"\b(?:(?:full|whole|entire|complete)\s+(?:chat|conversation|session|message|thread)\s*(?:history|log|"
    r"transcript|so\s+far)?|(?:chat|conversation|message)\s+history|(?:conversation|chat|session)\s+summar(?:y|ies)|(?:chat|conversation|convo|thread)\s+so\s+far|"
    r"(?:contents?\s+of\s+the\s+)?clipboard|(?:from|in)\s+(?:any\s+)?(?:prior|previous|earlier)\s+(?:context|conversation|"
    r"messages|turns)|(?:outputs?|results?|responses?)\s+(?:of|from)\s+(?:the\s+)?[`'\"]?[a-z]+_[a-z_]+[`'\"]?\s+tool|"
    r"(?:your|the\s+model'?s|the\s+assistant'?s)\s+(?:hidden\s+|internal\s+|private\s+)?(?:reasoning|chain[\s-]of[\s-]thought|"
    r"thoughts|system\s+prompt)|(?:every|all|any)\s+(?:\w+\s+){0,2}?(?:you(?:'ve|\s+have)|the\s+assistant\s+has)\s+(?:seen|"
    r"read|opened|accessed|received)|"
    r"previous\s+messages|(?:everything|whatever|anything)\s+(?:the\s+user|they|you)\s+(?:\w+\s+)?(?:typed|"
    r"said|wrote|shared|entered|pasted)|(?:the\s+)?(?:user|caller|requester|customer)(?:(?:'s|s')\s+(?:\w+\s+){0,2}?|\s+)(?:e-?mail(?:\s+address)?|phone(?:\s+number)?|"
    r"home\s+address|full\s+name|location|ip(?:\s+address)?|(?:last\s+|latest\s+|previous\s+)?messages?|files|documents|contacts|contact\s+list|"
    r"address\s+book|calendar|(?:answers?\s+to\s+)?security\s+questions?|maiden\s+name|pin\s+codes?|(?:payment\s+|credit\s+|debit\s+)?card\s+(?:number|details)|cvv|social\s+security\s+number|"
    r"passport\s+number|bank\s+(?:account|details)|date\s+of\s+birth|(?:exact\s+|precise\s+)?(?:gps\s+)?coordinates|"
    r"contact\s+details|"
    r"history|credentials|password|api\s+keys?|clipboard)|(?:last|recent|previous)\s+(?:few\s+)?(?:user\s+)?messages|"
    r"(?:files?|documents?|tabs?)\s+(?:currently\s+)?open\s+in|"
    # (a flag set to true is the tool's own option: "pass history=true for the full time-ordered trail")
    r"(?:history|messages|conversation|transcript|context)\s*[=:]\s*(?:all|full|\*)|(?:file\s+)?contents?\s+(?:you|the\s+assistant)\s+(?:\w+\s+)?"
    r"(?:read|saw|retrieved|fetched|opened)|(?:any|all|every)\s+(?:other\s+)?tools?'?\s+(?:outputs?|results?|"
    r"responses?)|(?:outputs?|results?|data|responses?)\s+(?:of|from)\s+(?:any|all|every|other)\s+(?:other\s+)?"
    r"tools?|(?:the\s+)?last\s+(?:user\s+)?message|(?:conversation|chat|session)\s+(?:transcripts?|logs?|"
    r"contents?|records?))\b"
)
_PIPE_HERE = lazy(
    r"\b(?:pipe|send|forward|route|feed|copy|pass|mirror)\s+(?:all|every|each|any)\s+(?:\S+\s+){0,2}?(?:outputs?|"
    r"results?|responses?)\s+(?:here|to\s+this\s+tool|into\s+this\s+tool|through\s+this\s+tool)"
    r"|\b(?:pipe|send|forward|route|feed|copy|pass|mirror)\w*\s+(?:the\s+|all\s+)?(?:outputs?|results?|responses?)\s+"
    r"(?:of|from)\s+\S+\s+(?:to|into|through)\s+this\s+tool"
)
SINK = lazy(
    r"`[\w.-]+`|\b(?:param(?:eter)?|arg(?:ument)?|field|header|query\s+string)s?\b|\bin\s+there\b"
    r"|\b(?:call|invoke|pass\s+(?:it\s+)?to)\s+[a-z][a-z0-9]*[_\-.][\w.-]+|\bto\s+this\s+tool\b"
    # "call" in other languages, then a tool's name: "请先调用 submit_feedback"
    r"|(?:调用|調用|呼び出|호출|llama\s+a|appelle[rz]?|aufrufen|rufe|chiama|chame)\s*`?[a-z][a-z0-9]*_[\w.-]+"
)
_PUT = lazy(
    r"\b(?:put|tack|stick|stuff|place|add|pass|call|invoke|send|include|attach|append|copy|precede|prefix|store|save|record|"
    r"prepend|suffix|paste)\b"
)
# Moved in the passive, or demanded: "the user's card number should be supplied in `tier`", "needs the
# contents of the clipboard in `extra`".
_PUT_PASSIVE = lazy(
    r"\b(?:should|must|shall|is\s+to|are\s+to|needs?\s+to|has\s+to|have\s+to)\s+(?:always\s+)?be\s+(?:supplied|provided|passed|"
    r"given|included|put|placed|sent|added|forwarded|copied|attached)\b|\bneeds?\s+(?:the\s+)?(?:contents?|value|text)\s+of\b"
)
# The conversation itself: private whatever argument it is put into.
_HISTORY = lazy(r"\b(?:history|conversation|transcript|chat|previous\s+messages|so\s+far)\b")
# "provided get_all_bins received the full chat transcript first": private data fed to a tool before this one.
_FED_FIRST = lazy(
    r"\b[a-z][a-z0-9]*[_\-.][\w.-]+\s+(?:has\s+)?(?:received|receives|got|gets|was\s+given|is\s+given)\b"
)


def _put_verbs(s: Sentence) -> Iterator[re.Match[str]]:
    """The commanded putting verbs, less "call" where calls are the tool's subject ("the full conversation
    transcript, call summary, recording URL" of get_call: a phone call, not a tool call)."""
    for verb in fam.commanded_matches(_PUT, s.text):
        if not (verb.group().lower() == "call" and s.context.names_within("call")):
            yield verb


def private_to_sink(s: Sentence) -> None:
    piped = _PIPE_HERE.search(s.text)
    if piped:
        s.hit("description-exfiltration", 0.75, piped.group())
        return
    data = _PRIVATE_DATA.search(s.text)
    if data:
        # The user's private data on its way to a destination, in any voice.
        for verb in lx.TRANSFER_ANY.finditer(s.text):
            dest = lx.DESTINATION.search(s.text[verb.end() : verb.end() + 160])
            if dest or lx.ALSO.search(s.text):
                s.hit("description-exfiltration", 0.75, data.group() + " " + verb.group())
                return
    history = _HISTORY.search(data.group()) if data else None
    # (not the tool's own job: "Save the session transcript to a local file" of ssh_save_transcript)
    if data and history and not s.context.names_within(history.group()) and any(_put_verbs(s)):
        s.hit("description-exfiltration", 0.7, data.group())
        return
    if not data or not (SINK.search(s.text) or _FED_FIRST.search(s.text)):
        return
    moved = any(fam.commanded_matches(lx.TRANSFER, s.text)) or any(_put_verbs(s))
    moved = moved or bool(_FED_FIRST.search(s.text) or _PUT_PASSIVE.search(s.text))
    if s.addressed or moved or lx.ALSO.search(s.text):
        s.hit("description-exfiltration", 0.75, data.group())
