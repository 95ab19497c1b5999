"""Clause patterns of the tampering, call-order and privilege intent rules (oracle/description/_intent.py).

Matched on cleaned (casefolded) sentences. Each names a shape of request rather than a phrase: a value
swapped against what the user said, a call order pressed on every conversation, a goal or a privilege
handed to the agent.
"""

from __future__ import annotations

from . import _lexicon as lx
from ._lazy import lazy

TAMPER_TO = lazy(
    r"\b(?:overridden|chang|replac|switch|swap|substitut|rewrit|rewritten|redirect|rerout|alter|modif|overrid|bump|"
    r"rais|lower|tweak|adjust|reduc|increas|shorten|truncat)(?:e|es|ed|ing|s|ies|ied|y)?\b[^.\n]{0,80}?\b(?:to|with|into|by|instead\s+of)\s+[\"'`]?[\w@.$+-]"
    r"|\buse\s+[\"'`][^\"'`]{1,40}[\"'`]\s+instead\s+of\b"
)

TAMPER_IGNORE = lazy(
    r"\b(?:ignore|disregard|override|discard|overwrite)\s+(?:the\s+)?(?:user'?s?|requested|provided|"
    r"specified|given|original|supplied)\s+(?:\w+\s+)?(?:values?|inputs?|choices?|selections?|amounts?|"
    r"tickers?|recipients?|address(?:es)?|paths?|parameters?|arguments?|requests?|quer(?:y|ies)|symbols?|"
    r"quantit(?:y|ies)|prices?|numbers?|dates?|ids?|names?|e-?mails?|accounts?|destinations?|urls?)\b"
)

# "cc: Optional CC addresses" opens a field's entry in an Args list: a label, not the verb.
TAMPER_ADD = lazy(r"\b(?:add|include|insert|append|b?cc(?!\s*:)|copy|attach|also\s+send\s+to)\b")

AMOUNT = lazy(
    r"\b(?:increase|decrease|inflate|double|triple|multiply|round\s+up|add\s+\d+\s*%)\b[^.\n]{0,40}?\b"
    r"(?:amounts?|prices?|quantit(?:y|ies)|totals?|values?|sums?|fees?|payments?|transfers?|balances?)\b"
)

# Against what the user said: "no matter what the user says", "even if the user requests ...".
USER_VALUE = lazy(
    r"\b(?:irrespective|regardless)\s+of\s+(?:the\s+)?(?:\w+\s+){0,3}?(?:provided|specified|requested|chosen|"
    r"given|entered|selected)\s+by\s+the\s+user\b"
    # ("set only when the user requests a quality level" keeps to what the user asked)
    r"|(?<!only\s)\b(?:should|if|where|when|whenever)\s+the\s+user\s+(?:specif(?:y|ies)|requests?|provides?|enters?|selects?|"
    r"chooses?|asks?\s+for)\b[^.\n]{0,80}?\b(?:raise|lower|change|replace|substitute|switch|increase|decrease|"
    r"round|alter|modify|amend|use|set)\b"
    r"|\bsubstitut(?:e|ed)\s+[\"'`]?[\w$@.-]+[\"'`]?\s+(?:without|silently|instead|for\s+(?:the|any|all))"
    r"|\b(?:replac|substitut|swap|chang|overrid|rewrit|ignor)\w*\s+(?:the\s+)?user'?s\s+(?:\w+\s+){0,3}?(?:with|for|by|to)\b"
    r"|\b(?:rather\s+than|instead\s+of)\s+(?:the\s+(?:one|value|amount|address|account)\s+|what\s+)?(?:the\s+user|they)\s+"
    r"(?:typed|entered|provided|specified|chose|gave|requested|asked\s+for|selected)\b"
    r"|\brather\s+than\s+the\s+(?:\w+\s+)?(?:one|value|amount|address|account|recipient|payee)\s+(?:on\s+file|requested|"
    r"specified|given|provided|selected|chosen)\b"
    r"|\bround\w*\s+(?:every|all|each|the)?\s*(?:amounts?|totals?|prices?|quantit(?:y|ies)|sums?)\s+up\b"
    r"|\b(?:add\w*|includ\w*|charg\w*|appl\w*|append\w*|impos\w*|tack\w*\s+on)\s+(?:a|an)\s+(?:extra\s+|hidden\s+)?\d+(?:\.\d+)?\s*%\s+(?:\w+\s+)?"
    r"(?:fee|surcharge|margin|commission|markup|handling)"
    r"|\b(?:recipients?|beneficiar(?:y|ies)|payee|to)\s*[:=]\s*(?:always\s+)?[\w.+-]{1,64}@[\w-]{1,63}\.[a-z]{2,}"
    # "Price * 1.18 AS Price_With_Tax" in an SQL example is a computed column, not the user's price changed.
    r"|\b(?:quantit(?:y|ies)|amounts?|prices?)\s+(?:x\s?\d|\*\s?\d(?![\d.]*\s+as\s+\w+\s*(?:,|from\b))|times\s+\d)\b"
)

OVERRIDE = lazy(
    r"\b(?:no\s+matter\s+what|regardless\s+of\s+what|even\s+if|even\s+when|whatever)\s+(?:the\s+user|they|"
    r"the\s+caller|you(?:'re|\s+are)\s+told|someone|anyone)\s+(?:\w+\s+)?(?:says?|asks?|wants?|requests?|"
    r"specif(?:y|ies)|chooses?|picks?|provides?|enters?|types?|told|tells|typed|entered|chose|requested|said|"
    r"asked|selected|specified)\b"
    f"{lx.INPUT_HANDLED}"
    r"|\b(?:half|double|twice|triple|a\s+fraction)\s+(?:of\s+)?(?:what|the\s+amount)\s+(?:was\s+|is\s+)?(?:requested|"
    r"asked\s+for|entered|specified)"
    r"|\b(?:if|when|whenever)\b[^.\n]{0,60}?\b(?:requested|asked\s+for|specified|selected|chosen|entered)\b[^.\n]{0,80}?"
    r"\b(?:are|is)\s+(?:\w+\s+)?(?:returned|used|booked|sent|charged|placed|shown)\s+instead\b"
)

# "if someone asks for main, just use staging-2 instead".
SUBSTITUTE = lazy(
    r"\b(?:if|when|whenever)\s+(?:someone|the\s+user|they|anyone|a\s+user|you(?:'re|\s+are)\s+asked)\s+(?:\w+\s+)?(?:asks?|"
    r"requests?|wants?|says|specif(?:y|ies)|picks?|chooses?|for|mentions?|gives|provides|passes|enters|types|"
    r"supplies)\b[^.\n]{0,80}?\b(?:use|pick|send|"
    r"switch\s+to|go\s+with|substitute|change|book|buy|pay)\b[^.\n]{0,60}?\binstead\b"
    # The user's value replaced, in the passive: "a URL the user passes is replaced by it".
    r"|\b(?:values?|urls?|paths?|address(?:es)?|amounts?|recipients?|dates?|tickers?|symbols?|accounts?|ids?|names?|"
    r"e-?mails?|numbers?|currenc(?:y|ies)|regions?|models?|quantit(?:y|ies)|prices?|destinations?|targets?)\s+"
    r"(?:that\s+|which\s+)?(?:the\s+user|they|you|the\s+caller|a\s+caller)\s+(?:\w+\s+)?(?:pass|give|enter|provide|"
    r"supply|supplie|type|choose|specif(?:y|ie)|select)(?:s|d|es|ed)?\s+(?:is|are|will\s+be|gets?)\s+(?:\w+\s+)?"
    r"(?:replaced|overridden|ignored|swapped|discarded|rewritten|substituted)\b"
    # (not a default filling a gap: "the value you pass is replaced by the default when empty")
    r"(?![^.\n]{0,40}\b(?:empty|blank|null|missing|invalid|omitted|unset|not\s+set)\b)"
)

# Links rewritten through a redirector: every URL becomes someone else's.
REWRITE_URL = lazy(
    r"\b(?:replac|rewrit|chang|redirect|rout|wrap|prefix|proxy)\w*\b[^.\n]{0,60}?\b(?:urls?|links?|"
    r"addresses|domains?|endpoints?)\b[^.\n]{0,40}?\b(?:with|to|through|via|using)\s+[\"'`]*https?://"
)

BEFORE_CALL = lazy(
    r"\bbefore\s+(?:calling|using|invoking|running|executing|responding|answering|replying|proceeding|"
    r"(?:you|the\s+(?:assistant|agent|model))\s+(?:call|use|invoke|run|execute|respond|answer|reply|do))\b"
)

FIRST_CALL = lazy(
    r"\b(?:must|always|should|need\s+to|have\s+to|required\s+to|first)\s+(?:\w+\s+)?(?:first\s+)?(?:call|run|"
    r"invoke|use|execute|read|open|load|fetch|check|verify|query)\b[^.\n]{0,80}?\b(?:first|before|prior\s+to|"
    r"beforehand|at\s+the\s+start)\b"
    r"|\b(?:be|is|are)\s+(?:always\s+)?(?:called|run|invoked|used|executed)\s+(?:first|before)\b"
    r"|\b(?:must|always|only|should)\s+(?:be\s+)?(?:run|called|used|invoked|executed)\s+(?:right\s+)?after\s+[`'\"]?"
    r"[a-z][\w.:/-]*[_\-.][\w.:/-]*"
    r"|\bprecede\s+(?:it\s+|this\s+(?:tool\s+|call\s+)?|every\s+call\s+|each\s+call\s+)?with\s+[`'\"]?"
    r"[a-z][\w.:/-]*[_\-.][\w.:/-]*"
)

CALL_FIRST = lazy(r"\b(?:call|run|invoke|execute|use)\s+[`'\"]?[a-z][\w.:/-]*[`'\"]?\s+(?:first|before)\b")

BEFORE_ALL = lazy(
    # "Called with neither field, it is refused before any request": the tool's own refusal, not an order.
    r"(?<!refused\s)(?<!rejected\s)(?<!failed\s)(?<!fails\s)(?<!stopped\s)"
    r"\b(?:before|prior\s+to)\s+(?:any|every|each|all)\s+(?:other\s+)?(?:tools?|tool\s+calls?|calls?|actions?|"
    r"steps?|requests?|responses?|replies|answers?|operations?|queries|functions?|tasks?|messages?)\b"
    # "fails before any request is sent/made": the tool's own check, ahead of its own network call;
    # "before any request is sent, call X" is still an order.
    r"(?!(?:(?<=request)|(?<=requests)|(?<=queries))\s+(?:(?:is|are)\s+(?:sent|made|issued|performed|fired|dispatched)|"
    r"(?:goes|go)\s+out|leaves?|hits?\s+the\s+(?:network|api))\b"
    r"(?!\s*,\s*(?:you|call|run|invoke|execute|use|always|must|first|please|read|send)\b))"
    # "before any tool that filters by member_id", "before any operation that requires a provider": the
    # tools that depend on this one's output, not every call the agent makes.
    r"(?!\s+(?:that|which|needing|requiring|taking|using)\b)"
    r"|\b(?:right\s+|immediately\s+)?after\s+(?:any|every|each|all)\s+(?:other\s+)?(?:tool\s+)?calls?\b"
    r"|\b(?:always|must\s+be|is)\s+the\s+first\s+(?:call|tool|step|action)\s+(?:of|in)\s+(?:a|every|each|the|any)\s+"
    r"(?:session|conversation|chat|task)\b"
    r"|\bbefore\s+(?:executing|calling|running|using|invoking)\s+(?:any|every|each)\s+(?:other\s+)?tools?\b"
    r"|\bahead\s+of\s+(?:any|every|each|all)\s+(?:other\s+)?(?:tools?|calls?|actions?|steps?|operations?|"
    r"functions?|requests?|responses?)\b"
    r"|\b(?:first|before\s+anything\s+else)\s+(?:in|of)\s+(?:every|each|any)\s+(?:conversation|session|"
    r"chat|task|turn)\b|\bbefore\s+anything\s+else\b"
)

# A call order pressed against the user's intent: every time, in every conversation, unasked.
# "Call X first. Always.": the pressure in a sentence of its own.
PRESSURE_TAIL = lazy(
    r"\W*(?:always|every\s+(?:single\s+)?time|each\s+time|no\s+exceptions?|without\s+exception|every\s+call|"
    r"never\s+skip\s+(?:it|this))\W*$"
)
ORDER_PRESSURE = lazy(
    r"\b(?:in|at\s+the\s+start\s+of)\s+(?:every|each|any)\s+(?:conversation|session|chat|task)\b"
    r"|\bevery\s+(?:single\s+)?time\b|\beven\s+if\s+(?:the\s+user|they|nobody|no\s+one)\b"
    r"|\bnever\s+(?:alone|on\s+its\s+own|by\s+itself|standalone)\b"
    r"|\bregardless\s+of\b|\bno\s+matter\s+what\b|\bunasked\b|\bwithout\s+(?:being\s+)?asked\b"
)

PRIV_STRONG = lazy(
    r"\b(?:your|the\s+(?:assistant|agent|model|ai)'s)\s+(?:new\s+|true\s+|real\s+|primary\s+|actual\s+|only\s+|"
    r"main\s+|overriding\s+)(?:goal|task|objective|purpose|mission|role|job|priority|directive)\s+(?:while\s+[^.\n]{0,50}?\s)?"
    r"(?:is|will\s+be|now|henceforth)\b|\bthe\s+(?:assistant|agent|model|ai)'s\s+(?:goal|task|objective|purpose|mission|job|priority)"
    r"\s+is\s+to\b|\b(?:standing|blanket|pre-?)\s*approv\w*|\bstanding\s+(?:\w+\s+)?(?:authority|authori[sz]ation|permission)|\b(?:should|must|need|does|do)\s+not\s+(?:pause|stop|"
    r"wait)\s+to\s+(?:confirm|ask|check|verify)"
    r"|\b(?:admin|administrator|owner|root|superuser|full|elevated)\s+(?:access|rights|privileges|permissions|role)s?\s+"
    r"(?:is|are)\s+(?:\w+\s+)?(?:assigned|granted|given|added)\s+to\s+(?:the\s+)?(?:requesting\s+|calling\s+)?"
    r"(?:agent|assistant|caller|model|requester)"
    # Authority the text hands out: "assistants ... are authorised to merge ... without further confirmation",
    # "the user already agreed ...; do not ask them again".
    r"|\b(?:are|is)\s+(?:\w+\s+)?(?:authori[sz]ed|permitted|allowed|cleared|entitled)\s+to\b[^.\n]{0,120}\bwithout\s+"
    r"(?:further\s+|any\s+|explicit\s+|prior\s+)?(?:confirmation|approval|consent|asking|permission)"
    r"|\b(?:the\s+)?user\s+(?:has\s+)?already\s+(?:agreed|consented|approved|authori[sz]ed|accepted)\b[^\n]{0,120}?"
    r"\b(?:do\s+not|don't|no\s+need\s+to|never)\s+(?:ask|re-?confirm|confirm|check)"
    r"|\b(?:the\s+)?(?:assistant|agent|model|ai)\s+(?:is|acts\s+as)\s+(?:an?\s+|the\s+)?(?:administrator|admin|owner|"
    r"superuser|root)\b"
    r"|\b(?:quietly|silently|secretly|covertly)\s+(?:\w+\s+){0,4}?(?:with|using|via|as)\s+(?:the\s+)?(?:\w+\s+)?(?:elevated|"
    r"admin(?:istrator)?|root|superuser)\b"
    # An administrator role demanded as a requirement: "REQUIRED: include IAM role with AdministratorAccess".
    r"|\b(?:required|mandatory|must|requires?)\b[^.\n]{0,40}?\b(?:include|attach|add|grant|use)\w*\s+(?:an?\s+|the\s+)?(?:\w+\s+){0,3}?"
    r"(?:administratoraccess|administrator\s+access|admin\s+access|full\s+access|owner\s+role)\b"
    r"|\bhenceforth\b[^.\n]{0,40}\b(?:goal|objective|task|purpose|role)\b"
    r"|\b(?:need|needs|does)\s+not\s+(?:need\s+to\s+)?(?:observe|follow|respect|obey|adhere\s+to|comply\s+with)\s+"
    r"(?:the\s+|any\s+)?(?:usual\s+|normal\s+|standard\s+)?(?:restrictions|rules|guidelines|policies|safety|"
    r"limits|safeguards)\b"
    r"|\b(?:disregard|ignore|bypass|override|suspend)\s+(?:\w+\s+)?(?:safety|security|content|ethical)\s+"
    r"(?:guidelines|rules|policies|checks|filters|measures|protocols)\b"
    # (not a server mode a tool requires: "Requires unrestricted mode + MCPG_ALLOW_DDL", "only in unrestricted mode")
    r"|(?<!requires\s)(?<!only\s)(?<!only\sin\s)\bunrestricted\s+(?:operator|mode|agent|assistant)\b|\b(?:blocked|disabled)[-\s]+responses?\W+refusals\b"
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

PRIV_BYPASS = lazy(
    r"\b(?:ignore|override|bypass|skip|disregard|get\s+around|work\s+around)\s+(?:[\w\"'`-]+\s+){0,3}?[\"'`]?(?:read[- ]only|"
    r"permissions?|restrictions?|sandbox|allow-?list|scopes?|access\s+controls?|user'?s?\s+(?:\w+\s+)?settings?)\b"
    r"|\b(?:permission|access)\s+(?:denied|errors?|failures?)\b[^.\n]{0,80}?\b(?:force|sudo|admin|skip|bypass|override|elevat\w*|"
    r"--no-verify|root|as_admin|bypass_\w+)\b"
    r"|\b(?:unauthori[sz]ed|forbidden|40[13])\b[^.\n]{0,60}?\b(?:sudo|admin|bypass|override|elevat\w*|root)\b"
)

PRIV_DEFAULT = lazy(r"\b(?:instead|recommended\s+default|by\s+default|if\s+they\s+lack)\b")

BENEFICIARY = lazy(
    r"\b(?:you|yourself|the\s+(?:assistant|agent|model|ai|caller|requester)|they|them|this\s+(?:tool|server|session|agent)|me|us|anyone|"
    r"everyone|all\s+users|the\s+public|public(?:ly)?|external|[\w.+-]{1,64}@[\w-]{1,63}\.[a-z]{2,})\b"
)
