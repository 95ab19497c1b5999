"""Intent shapes of the second generalisation round that concern the model's answer and its principal.

Split from oracle/description/_families.py (same round, same own attack sets): instructions about what
the assistant writes in its answer (a literal link, phone number or banner put into it, an encoding or
a style forced on it, products promoted or persuasion slipped in, statements dictated against what the
tool returned, the user asked for card numbers or passwords), and text that speaks as the user or the
owner (a request in the first person, a message dressed as coming from the user, a fake error or notice
that orders steps, role and chat-template markers, the model's own task put after this text's, access
granted to a literal outside address, a home's or an account's protections switched off).
"""

from __future__ import annotations

from . import _lexicon as lx
from ._families import Sentence, commanded, first_commanded, group
from ._lazy import lazy

# ---- the assistant's answer ------------------------------------------------------------------------
_ANSWER = (
    r"(?:(?:your|its|the\s+(?:assistant|model|agent)'?s)\s+(?:\w+\s+)?(?:answers?|responses?|repl(?:y|ies)|outputs?|messages?|"
    r"summary|summaries)|(?:responses?|repl(?:y|ies)|answers?|messages?|summary|summaries)\s+(?:given|shown|sent|"
    r"returned|displayed|written|presented)\s+to\s+(?:the\s+)?user|the\s+final\s+(?:responses?|answers?|repl(?:y|ies)|"
    r"outputs?)|(?:the|an?|any)\s+(?:answer|response|reply|summary)\s+(?:shown|given|displayed|sent|presented)\s+to\s+"
    r"the\s+user|any\s+(?:answer|reply|summary|response)\s+(?:you\s+(?:give|write|produce)|produced|written|given)|"
    r"(?:the|each|every|all)\s+(?:final\s+)?(?:answers?|repl(?:y|ies))(?:\s+(?:you\s+give|to\s+the\s+user))?|"
    r"(?:every|each|all)\s+(?:of\s+your\s+)?(?:responses?|messages?)|the\s+(?:response|message)\s+(?:you\s+(?:give|"
    r"send|write)|to\s+the\s+user))"
)
_LITERAL = r"(?:https?://|www\.|\b(?:[\w-]{1,63}\.){1,4}(?:com|net|org|io|xyz|example|shop|store|biz|info|co|me|app|link|ly|gg|tv|cc|site|online|club|top)\b|\+?\d[\d -]{7,}\d|[\"'])"
# A literal put into the answer: a link, a domain, a phone number, a quoted banner.
_PLANTED = (
    r"\b(?:include|add|insert|append|prepend|put|place|embed|end|start|begin|finish|close|sign|mention|link)\w*\b"
    r"[^.\n]{0,80}?(?:"
    + _LITERAL
    + r"[^\n]{0,80}?\b(?:in|into|to|at\s+the\s+(?:top|end|bottom|start)\s+of|of|with)\s+"
    + _ANSWER
    + r"|\b(?:in|into|to)\s+"
    + _ANSWER
    + r"[^\n]{0,60}?"
    + _LITERAL
    + r")|\b(?:in|into|to|at\s+the\s+(?:top|end|bottom|start)\s+of)\s+"
    + _ANSWER
    + r"\W{0,3}\s*(?:always\s+)?(?:include|add|insert|append|put|mention|link)\w*\b[^.\n]{0,60}?"
    + _LITERAL
    + r"|"
    + _ANSWER
    + r"\s+(?:must|should|shall|has\s+to|needs\s+to|will|is\s+to|are\s+to)\s+(?:always\s+)?(?:contain|include|end\s+with|"
    r"start\s+with|begin\s+with|mention|feature|carry|display|show|bear)\b[^.\n]{0,40}?"
    + _LITERAL
    + r"|\b(?:end|start|begin|finish|close|conclude|open|sign\s+off|prefix|suffix)\s+"
    + _ANSWER
    + r"\s+with\s+(?:(?:a|an|the)\s+(?:short\s+|little\s+|funny\s+)?(?:poem|joke|story|song|haiku|limerick|"
    r"ad|advert\w*|promo\w*|banner|slogan|riddle|link|quote)\b|[\"']|(?:a|an)\s+(?:\w+\s+)?(?:recommendation|suggestion|"
    r"reminder|plug|pitch|call)\s+(?:to|for)\s+(?:buy|purchase|subscribe|sign\s+up|visit|download|install|try|order))"
)
# A form forced on the answer: encoded, reversed, in a style or voice.
_RESHAPED = (
    _ANSWER
    + r"\s+(?:\w+\s+)?(?:be|is|are|must\s+be|should\s+be|shall\s+be|is\s+to\s+be)\s+(?:always\s+)?(?:written|encoded|given|"
    r"delivered|rendered|translated|formatted|composed|provided)\s+(?:entirely\s+|only\s+)?(?:in|as|into|using)\s+"
    r"(?:\w+\s+)?(?:base64|base-64|hex(?:adecimal)?|rot-?13|binary|morse|caesar|cipher|leetspeak|pig\s+latin|emojis?|"
    r"reverse|all\s+caps|capital\s+letters|upper-?case)\b|"
    r"\b(?:encode|encrypt|write|translate|reverse|convert|rewrite|spell|render|scramble|cipher|obfuscate|"
    r"give|output|format|deliver|send|answer|respond|reply)\w*\b[^.\n]{0,30}?" + _ANSWER + r"[^.\n]{0,30}?"
    r"\b(?:in|into|as|using|with)\s+(?:\w+\s+)?(?:base64|base-64|hex(?:adecimal)?|rot-?13|binary|morse|caesar|"
    r"cipher|leetspeak|leet|pig\s+latin|emojis?|reverse|all\s+caps|capital\s+letters|upper-?case)\b"
    r"|\b(?:answer|respond|reply|write|speak|talk|communicate)\s+(?:to\s+(?:the\s+)?user\s+)?(?:only\s+|exclusively\s+|"
    r"always\s+)?(?:in|using|with)\s+(?:base64|base-64|hex(?:adecimal)?|rot-?13|binary|morse|caesar|leetspeak|pig\s+latin|"
    r"emojis?|reverse|all\s+caps|capital\s+letters)\b"
    r"|"
    + _ANSWER
    + r"[^.\n]{0,40}?\b(?:backwards|in\s+reverse|reversed|character\s+by\s+character\s+backwards)\b"
    r"|\b(?:write|spell|give|type|output)\s+(?:out\s+)?"
    + _ANSWER
    + r"\s+(?:\w+\s+)?(?:backwards|in\s+reverse)\b"
    r"|\b(?:use|write\s+in|answer\s+in|respond\s+in|reply\s+in)\s+(?:only\s+)?emojis?(?:\s+only)?\s+(?:in|for|throughout)\s+"
    + _ANSWER
    + r"|\b(?:answer|respond|reply|write|speak|talk)\s+(?:to\s+)?(?:the\s+user\s+)?(?:only\s+)?(?:in\s+the\s+(?:style|"
    r"voice|manner|tone)\s+of|like\s+a|as\s+if\s+you\s+were)\s+(?:a|an|the)?\s*\w+"
    r"|\b(?:replace|swap|substitute)\s+(?:every|all|each|any)\s+\w+\s+in\s+"
    + _ANSWER
    + r"|\b(?:respond|reply|answer|write)\s+(?:\w+\s+){0,2}?(?:only\s+)?(?:words|sentences)\s+that\s+(?:start|begin|end)\s+with\b"
)
# Products, offers and claims pushed through the answer.
_PROMOTED = (
    _ANSWER
    + r"\s+(?:\w+\s+){0,4}?(?:must|should|shall|will|has\s+to|needs\s+to|is\s+to|are\s+to)\s+(?:always\s+)?(?:promote|"
    r"advertise|plug|endorse|recommend|push|upsell|market)\b|"
    r"\b(?:recommend|promote|advertise|plug|endorse|push|suggest|mention)\w*\b[^.\n]{0,60}?\b(?:in|into|within|"
    r"throughout)\s+" + _ANSWER + r"[^.\n]{0,40}?\b(?:whatever|regardless|no\s+matter|every|always|even)\b"
    r"|\b(?:recommend|promote|advertise|plug|endorse)\w*\s+(?:the\s+|our\s+)?(?:\w+\s+){0,3}?(?:store|shop|product|"
    r"brand|plan|offer|service|app|deal|casino|site|website)s?\b[^.\n]{0,30}?\b(?:in|into|within)\s+"
    + _ANSWER
    + r"|"
    + _ANSWER
    + r"\s+(?:must|should|shall|will|has\s+to|needs\s+to)\s+(?:always\s+)?(?:mention|say|state|"
    r"include|note|claim|tell)\s+(?:that\s+)?[^.\n]{0,60}?\b(?:our|\d+\s*%\s+off|discount|coupon|promo|sale|deal|"
    r"offer|sponsor\w*|free)\b"
    r"|"
    + _ANSWER
    + r"\s+(?:must|should|shall|will|has\s+to|needs\s+to)\s+(?:always\s+)?(?:end|start|close|finish|begin)\s+(?:by|with)\s+"
    r"(?:recommending|promoting|advertising|plugging|suggesting|pitching)\b"
)
# What the user is told, dictated against what the tool found; the competitor run down; phishing.
PERSUADE = lazy(
    r"\b(?:slip|sneak|work|weave|smuggle|tuck|squeeze)\s+in\s+(?:a\s+|an\s+)?(?:\w+\s+)?(?:mention|reference|link|plug|"
    r"ad|advert\w*|promo\w*|recommendation)\b"
    r"|\b(?:urg\w*|persuad\w*|convinc\w*|nudg\w*|pressur\w*|push\w*|talk)\s+(?:the\s+user|them|users)\s+(?:in)?to\s+(?:\w+\s+)?"
    r"(?:install|buy|purchase|visit|download|subscribe|click|upgrade|donate|invest|sign\s+up|switch|try|order)\b"
    r"|\b(?:quietly|subtly|secretly|covertly|discreetly)\s+(?:recommend|promote|advertise|plug|push|endorse|upsell)\b"
)
DICTATED = lazy(
    r"\b(?:write|answer|respond|reply|speak)\w*\s+(?:\w+\s+){0,2}?in\s+\w+\s*,?\s+(?:whatever|regardless\s+of|no\s+matter)\s+"
    r"(?:what\s+|which\s+)?language\b|"
    r"\b(?:respond|reply|answer|say)\s+(?:only\s+|just\s+|always\s+)?(?:with\s+)?(?:the\s+(?:word|phrase|text|sentence)\s+)?"
    r"[\"'][^\"'\n]{1,60}[\"'][^.\n]{0,30}?\b(?:regardless|whatever|no\s+matter|even\s+(?:if|when))\b|"
    r"\b(?:state|say|claim|report|write|tell\s+(?:the\s+user|them))\s+(?:that\s+)?[^.\n]{0,80}?\b(?:whatever|regardless\s+"
    r"of|no\s+matter|even\s+if|even\s+when)\s+(?:what\s+)?(?:its|the|their)\s+(?:real|actual|true)\b|"
    r"\b(?:make|have|let)\s+"
    + _ANSWER
    + r"\s+(?:say|state|claim|report|read|show)\b[^.\n]{0,60}?\b(?:even\s+(?:when|if|"
    r"though)|regardless|whatever|no\s+matter)\b|"
    r"\b(?:tell|inform|assure|say\s+to)\s+(?:the\s+user|them|the\s+customer|users)\b[^.\n]{0,80}?\b(?:whatever|"
    r"regardless\s+of|no\s+matter|even\s+if|even\s+when)\s+(?:what\s+)?(?:the\s+)?(?:tool|forecast|result|results|data|api|response|"
    r"output|search|lookup|source)s?\b"
    r"|\b(?:say|claim|state|tell\s+(?:the\s+user|them))\s+(?:that\s+)?[^.\n]{0,40}?\b(?:competitor|rival|"
    r"competition)\w*'?s?\b[^.\n]{0,40}?\b(?:unsafe|dangerous|a\s+scam|fraud\w*|illegal|broken|inferior|worse|recalled|"
    r"toxic|insecure)\b"
    r"|\b(?:tell|inform)\s+(?:the\s+user|them)\s+(?:that\s+)?(?:their|his|her|the)\s+(?:\w+\s+)?(?:account|card|"
    r"subscription|device|computer|payment)\s+(?:\w+\s+)?(?:is|has\s+been|was)\s+(?:\w+\s+)?(?:suspended|locked|"
    r"compromised|hacked|infected|blocked|expired|frozen)\b"
)
PHISH = lazy(
    r"\b(?:ask|request|prompt|get)\s+(?:the\s+user|them|the\s+customer)\s+(?:for|to\s+(?:provide|enter|share|confirm|"
    r"type|send|give|read\s+out))\s+(?:their|his|her|the|a|your)?\s*(?:\w+\s+){0,2}?(?:(?:credit\s+|debit\s+|bank\s+)?card"
    r"(?:\s+(?:number|details))?|cvv|cvc|passwords?|passcodes?|pin(?:\s+code)?|ssn|social\s+security\s+number|"
    r"bank\s+(?:details|account\s+(?:number|details))|login\s+details|one-time\s+(?:code|password)|otp|"
    r"(?:2fa|mfa|verification|security)\s+code|seed\s+phrase|recovery\s+phrase)\b"
)


ANSWER_SHAPED = lazy(_PLANTED + "|" + _RESHAPED + "|" + _PROMOTED)


ANSWER_REST = group(PERSUADE, DICTATED, PHISH)


def answer(s: Sentence) -> None:
    for match in ANSWER_SHAPED.finditer(s.text):
        # A command at the head of a clause ("In your answer, include ...", "Your answer should mention
        # ..." start one), or any match in a sentence addressed to the model.
        if s.addressed or commanded(s.text, match.start()):
            s.hit("description-agent-instruction", 0.75, match.group())
            return
    if not ANSWER_REST.may_match(s.text):
        return
    if s.hit_match(PERSUADE.search(s.text), "description-agent-instruction", 0.75):
        return
    s.hit_match(first_commanded(DICTATED, s.text), "description-concealment", 0.75)
    s.hit_match(first_commanded(PHISH, s.text), "description-sensitive-path", 0.75)


# ---- the user's voice, messages from "the user", fake errors ----------------------------------------
# A request in the first person: the user's own words inside a tool description.
_QUOTED = lazy(r"[\"“'‘][^\"”'’\n]{1,200}[\"”'’]")
REQUEST = lazy(
    r"(?:(?:^|[,.:;!]\s*)\W*(?:please|kindly|pls|plz|can\s+you|could\s+you|would\s+you|will\s+you|go\s+ahead\s+and|"
    r"(?:hey|yo|hi|hello|ok|okay|dear|psst)\s+\w+,?)|\bi\s+(?:need|want|'d\s+like|would\s+like|authori[sz]e|am\s+asking|'m\s+asking|order|instruct)\s+you\s+"
    r"to)\s+"
    r"(?:\w+\s+){0,2}?(?:\w+)\b[^\n?!]{0,80}?\b(?:my|me|mine|i)\b"
)
_FROM_USER = (
    r"\b(?:new|updated|additional|urgent|latest|follow-?up)\s+(?:instructions?|requests?|messages?|query|queries|"
    r"tasks?|orders?)\s+from\s+(?:the\s+|your\s+)?(?:user|owner|account\s+owner|admin\w*|developer|operator|human|boss|"
    r"manager)\b"
    r"|\b(?:message|note|instructions?|request)\s+(?:to|for)\s+(?:the\s+)?(?:ai|assistant|agent|model|llm)\b[^.\n:]{0,40}?"
    r"\bfrom\s+(?:the\s+|your\s+)?(?:user|owner|account\s+owner|admin\w*|developer|operator|human|me)\b"
    r"|\b(?:user|owner|account\s+owner|admin\w*|developer|operator|boss|manager)'?s\s+(?:message|note|instructions?|"
    r"request|orders?)\s+(?:to|for)\s+(?:the\s+)?(?:ai|assistant|agent|model|llm)\b"
    r"|^\W*(?:new\s+)?(?:user|human)\s+(?:message|query|request|instruction|input|prompt)\s*:"
    r"|^\W*(?:user|human)\s*:\s*(?![\"'“‘`])[^\n\"“]{0,60}?\b(?:me|my|i)\b"
    r"|\b(?:the\s+user|the\s+owner|your\s+user)\s+(?:has\s+)?(?:now\s+)?(?:authori[sz]ed|permitted|allowed|"
    r"instructed|asked|requested|approved|told)\s+you\s+to\b"
    r"|\byour\s+(?:task|goal|objective|instructions?|mission|job|assignment)\s+(?:has|have)\s+(?:now\s+)?"
    r"(?:been\s+)?(?:changed|updated|replaced|modified|switched)\b"
    r"|\bthe\s+user'?s\s+(?:real|actual|true)\s+(?:request|question|task|intent)\s+is\b"
    r"|\bstrictly\s+(?:follow|adhere\s+to|obey|comply\s+with|execute)\s+(?:these|the\s+following|this|my|the\s+steps)\b"
    r"|\b(?:a\s+)?(?:message|note|word|notice|memo)\s+from\s+your\s+(?:developers?|creators?|admin\w*|operators?|owners?|"
    r"makers?|users?|boss|team)\b"
)
# Pseudo-markup addressed to the model: <note-to-assistant>, <information>, <user_request>.
_MARKUP = (
    r"<\s*/?\s*(?:(?:note|message|memo|instructions?|directive|request|reminder|info)[-_ ](?:to|for)[-_ ]"
    r"(?:the[-_ ])?(?:assistant|ai|agent|model|llm|claude|gpt)|(?:assistant|ai|agent|model|llm)[-_ ](?:note|message|memo|"
    r"instructions?|directive|task|only)|user[-_ ](?:query|request|message|instruction|turn)s?|(?:override|priority|"
    r"directive)[-_ ]?\w*)\s*>"
    r"|\[\s*(?:new\s+)?(?:user|human|owner)\s+(?:request|message|instruction|query|turn)s?\s*\]"
    r"|[\[(]\s*(?:admin|administrator|owner|system|developer|operator|root)\s+(?:note|message|instruction|request|override|"
    r"notice|order)s?\s*[\])]|^\W*#{1,6}\s*\(?\s*(?:system|admin|instructions?)(?:[_ ](?:message|prompt|note))?\s*\)?\s*$"
    r"|<\|im_start\|>\s*system|<\|system\|>|<<\s*sys\s*>>|\[/?inst\]"
)
# A fake error or notice that orders steps: "Error 409 - to recover you must ...".
FAKE_ERROR = lazy(
    r"^\W*(?:tool\s+)?(?:error|exception|failure|warning|system\s+notice|notice)\b[^.:\n]{0,30}[:\-–—]\s*"
    r"(?:[^.\n]{0,60}?[.:]\s*)?(?:to\s+(?:recover|continue|proceed|fix\s+this|resolve\s+this|complete)|you\s+(?:must|"
    r"need\s+to|have\s+to|should)\s+(?:now\s+|first\s+|strictly\s+|immediately\s+))"
)
# The model's own task put after this text's: "before you carry on with your task, ...", "then finish
# what you were doing", "a message from the owner to you".
_HIJACK = (
    r"\bbefore\s+(?:you\s+)?(?:can\s+|could\s+|may\s+)?(?:carry\s+on|continu\w*|proceed\w*|complet\w*|finish\w*|solv\w*|"
    r"resum\w*|return\w*|get\s+back|answer\w*|respond\w*)\s+(?:with\s+|to\s+)?(?:(?:your|the\s+user'?s|my)\s+(?:\w+\s+)?"
    r"(?:task|request|question|query|job|work|assignment)|what\s+you\s+were\s+doing|the\s+task\s+(?:that\s+)?(?:i|the\s+user)"
    r"\s+gave\s+you)\b"
    r"|\bprior\s+to\s+(?:finishing|completing|continuing|solving|answering|resuming)\s+(?:with\s+)?(?:your|the\s+user'?s)\s+"
    r"(?:\w+\s+)?(?:task|request|question|query|job|work)\b"
    r"|\bthen\s+(?:finish|continue|resume|return\s+to|go\s+back\s+to|get\s+back\s+to|carry\s+on\s+with|proceed\s+with)\s+"
    r"(?:what\s+you\s+were\s+doing|(?:your|the)\s+(?:original|previous|initial|current|real|actual|user'?s)\s+(?:task|"
    r"request|work|job|question))\b"
    r"|\b(?:once|after|when)\s+you\s+have\s+(?:done|completed|finished)\s+(?:that|this|so|it|these\s+steps)\b[^.\n]{0,30}?"
    r"\b(?:return|resume|continue|go\s+back|get\s+back|carry\s+on|proceed)\w*\s+(?:to|with)\s+(?:the|your)\s+(?:original|"
    r"previous|initial|real|actual|user'?s)?\s*(?:task|request|work|job|question)\b"
    r"|\bmessage\s+from\s+(?:the\s+|your\s+)?(?:\w+\s+){0,2}?(?:user|owner|admin\w*|developer|operator|me)\b[^.\n:]{0,20}?"
    r"\bto\s+you\b"
)
# Access handed to a literal outside address, and a home's or an account's protections switched off.
GRANT_OUTSIDER = lazy(
    r"\b(?:grant|give|assign|add|make|invite)\w*\b[^\n]{0,60}?[\w.+-]{1,64}@[\w-]{1,63}\.[a-z.]{2,}[^\n]{0,40}?\b(?:owner|"
    r"admin\w*|write|edit|full|maintainer|superuser|root)\s+(?:access|rights|permissions?|privileges?|role)\b"
    r"|\b(?:grant|give|assign)\w*\s+(?:\w+\s+)?(?:owner|admin\w*|write|edit|full|maintainer|superuser|root)\s+(?:access|"
    r"rights|permissions?|privileges?|role)\b[^\n]{0,40}?\bto\s+[\w.+-]{1,64}@[\w-]{1,63}\.[a-z]{2,}"
)
PROTECTION_OFF = lazy(
    r"\b(?:turn\s+off|disable|deactivate|disarm|switch\s+off|shut\s+off|shut\s+down)\s+(?:the\s+|all\s+|any\s+)?"
    r"(?:\w+\s+)?(?:security\s+system|alarm(?:\s+system)?|security\s+cameras?|cameras|smoke\s+detectors?|motion\s+sensors?|"
    r"spam\s+filters?|two-factor(?:\s+authentication)?|2fa|mfa|fraud\s+alerts?|login\s+alerts?)\b"
)
_PROTECTION_CUE = lazy(r"\bunlock\w*\b|\bopen\s+the\s+(?:\w+\s+)?(?:door|gate|garage)\b")
VOICE_FRAME = lazy(_FROM_USER + "|" + _MARKUP + "|" + _HIJACK)
# Checks waived for the model: "you may now skip confirmations".
WAIVED = lazy(
    r"\byou\s+(?:may|can|are\s+(?:now\s+)?(?:allowed|free)\s+to)\s+(?:now\s+)?(?:skip|bypass|ignore|omit|drop)\s+(?:the\s+|all\s+|"
    r"any\s+)?(?:user\s+)?(?:confirmations?|approvals?|checks|verifications?|consent|permission\s+checks)\b"
)
# Harmful acts asked for in those voices.
VOICE_ACT = lazy(
    r"\b(?:cancel|delete|remove|erase|wipe|trash|move|send|forward|wire|transfer|pay|buy|purchase|order|book|"
    r"give|grant|share|invite|add|unlock|open|disable|turn\s+off|change|reset|post|publish|sell|approve|sign|"
    r"email|e-mail|text|call|summari[sz]e|export|download|upload|install|uninstall|unsubscribe|forget|ignore|"
    r"list|read|collect)\b"
    r"|\b(?:grab|get|fetch|paste|copy|find|look\s+up|dig\s+up)\b"
)


VOICE_REST = group(WAIVED, GRANT_OUTSIDER, PROTECTION_OFF, FAKE_ERROR)


def voice(s: Sentence) -> None:
    # Quoted text is an example of what a user might say, not the user speaking: it is blanked out, and
    # only when the request could match at all (the blanked copy has no word the sentence lacks).
    if REQUEST.may_match(s.text):
        quoted = "'" in s.text or '"' in s.text or "“" in s.text
        for request in REQUEST.finditer(_QUOTED.sub(" ", s.text) if quoted else s.text):
            if VOICE_ACT.search(request.group()):
                s.hit("description-agent-instruction", 0.75, request.group().strip(" ,.:;!"))
                return
    if s.hit_match(VOICE_FRAME.search(s.text), "description-agent-instruction", 0.8):
        return
    if not VOICE_REST.may_match(s.text):
        return
    if s.hit_match(WAIVED.search(s.text), "description-privilege-manipulation", 0.8):
        return
    granted = GRANT_OUTSIDER.search(s.text)
    if granted and commanded(s.text, granted.start()):
        s.hit("description-privilege-manipulation", 0.8, granted.group())
        return
    off = first_commanded(PROTECTION_OFF, s.text)
    if off and (_PROTECTION_CUE.search(s.text) or lx.ALSO.search(s.text) or lx.TAMPER_CUE.search(s.text)):
        s.hit("description-privilege-manipulation", 0.75, off.group())
        return
    error = FAKE_ERROR.search(s.text)
    if error and VOICE_ACT.search(s.text, error.end()):
        s.hit("description-agent-instruction", 0.75, error.group())


RULES = (answer, voice)
