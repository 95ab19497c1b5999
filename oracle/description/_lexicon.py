"""Word classes of the intent rules, matched on cleaned (casefolded, de-obfuscated) sentences.

Each intent rule (oracle/description/_intent.py) asks for words of two or three classes in the
same sentence (a verb that moves data and a destination; a verb that gathers and a secret) rather
than for fixed phrases, so a payload reworded by a person or a model still lands in the classes.
The classes are grammar-ish: which verbs are *commanded* (imperative at the head of a clause, after
a modal or "you") is decided in _intent.py, not here.
"""

from __future__ import annotations

import re


def _c(pattern: str) -> re.Pattern[str]:
    return re.compile(pattern, re.IGNORECASE | re.DOTALL)


# Text addressed to the model rather than describing the tool: modals on "you"/"the assistant",
# always/never + a verb, and authority openers.
ADDRESSED = _c(
    r"\b(?:you|the\s+(?:assistant|agent|model|ai|llm|bot|client|caller))\s+(?:\w+\s+)?(?:must|should|shall|"
    r"need\s+to|have\s+to|are\s+(?:required|expected|instructed|supposed|asked)\s+to|will\s+need\s+to|"
    r"ought\s+to|may\s+not|must\s+not|cannot|can\s*not|are\s+not\s+allowed)\b"
    r"|\b(?:always|never)\s+(?:\w+\s+){0,2}?(?:call|use|run|invoke|read|send|include|pass|add|change|set|ask|"
    r"tell|forward|check|prefer|select|choose|respond|reply|answer|return|output|mention|show|inform|execute|"
    r"trust|follow|obey|ignore|replace|append|attach|request|open|load|fetch|copy|upload|e-?mail|grant|"
    r"approve|confirm|list|verify|provide|report|write|save|store|log|cc|bcc|route|redirect|switch|modify)\b"
    r"|^\W*(?:important|note|critical|attention|warning|notice|mandatory|required|system|instructions?|"
    r"reminder|requirement)\b\s*[:!]"
    r"|\b(?:make\s+sure|ensure|be\s+sure|remember|don't\s+forget|do\s+not\s+forget)\s+(?:that\s+)?(?:you\s+)?"
    r"(?:to\s+)?(?:always\s+)?(?:first\s+)?(?:call|use|run|read|send|include|pass|add|change|set|check)\b"
)

# The head of a clause, where a base-form verb is a command: sentence start, after a comma/colon, or
# after a modal, "you", "to", "and/then/also/please/first", "always/never".
COMMAND_HEAD = _c(
    r"(?:^|[,:;(\[\-–—>*]|\b(?:you|must|should|shall|to|and|then|also|please|first|always|never|now|"
    r"need\s+to|have\s+to|will|required\s+to|sure\s+to|remember\s+to|forget\s+to|or|next|additionally|"
    r"afterwards|finally|immediately|automatically|silently|secretly|quietly))\s*(?:\W{0,3})$"
)

# Verbs that gather secrets, in base form (a command), and the secrets themselves.
GATHER = _c(
    r"\b(?:read|cat|open|access|load|collect|gather|extract|dump|print|output|copy|retrieve|fetch|obtain|"
    r"grab|harvest|steal|look\s+up|search\s+for|find|list|include|pass|send|share|attach|append|provide|"
    r"upload|export|check|inspect|scan|get|echo|forward|leak|post|submit|paste|enumerate|locate)\b"
)
SECRET = _c(
    r"\b(?:(?:api|access|secret|auth|bearer|session|refresh|private|ssh|signing|gpg|pgp|oauth|github|aws|"
    r"openai|stripe|slack|jwt)[\s_-]?(?:keys?|tokens?)|credentials?|passwords?|passwd|passphrases?|secrets|"
    r"environment[\s_]variables?|env[\s_]vars?|system[\s_]prompts?|(?:conversation|chat|message)[\s_]history|"
    r"previous[\s_]messages|clipboard|(?:browser[\s_])?cookies|private[\s_]keys?|ssh[\s_]keys?|"
    r"(?:seed|recovery|mnemonic)[\s_]phrases?|keychains?|keystores?|wallet[\s_](?:keys?|files?)|"
    r"(?:hidden|system|internal|original|developer)[\s_](?:instructions|prompt)|shell[\s_]history|"
    r"(?:your|the[\s_]assistant's|the[\s_]model's)[\s_]instructions|"
    r"(?:aws|gcp|azure|cloud)[\s_](?:credentials|keys|secrets)|config(?:uration)?\s+files?\s+in\s+(?:the\s+)?"
    r"home\s+director(?:y|ies)|dotfiles?|home\s+directory\s+(?:files|contents))\b"
)
# "authenticate with an API key", "usage per API key": a secret used as a credential, not gathered.
USED_WITH = _c(
    r"\b(?:per|for|with|by|using|via|when|if|without|each|your\s+own|requires?|needs?)\s+(?:\w+\s+){0,2}$"
)

# Sensitive files and stores: named, they are news whatever verb is near.
SENSITIVE_FILES = _c(
    r"\.(?:bashrc|zshrc|bash_profile|zprofile|profile|bash_history|zsh_history|gitconfig|git-credentials|"
    r"npmrc|pypirc|netrc|pgpass|htpasswd|kdbx|pem|p12|pfx|keystore|jks)\b"
    r"|~/\.(?:config|local|gnupg|mozilla|password-store|cursor|vscode|azure|gcloud|kube|aws|ssh|docker)\b"
    r"|\$home/\.|%appdata%|%userprofile%|\blogin\s+data\b|\bcookies\.sqlite\b|\bkey4\.db\b|\blogins\.json\b"
    r"|\b(?:credentials|secrets|service[_-]account|token|client_secret)\.(?:json|ya?ml|txt)\b"
    r"|\b(?:aws_secret_access_key|aws_access_key_id|github_token|openai_api_key|anthropic_api_key|"
    r"slack_bot_token|stripe_secret_key|database_url)\b"
    r"|/etc/(?:hosts|group|ssh|ssl|kubernetes)\b|/root/|/proc/self/environ\b|/var/run/secrets\b"
    r"|\b(?:ssh|gpg)\s+(?:private\s+)?keys?\b"
)

# Verbs that move data somewhere, and destinations the user did not ask for.
TRANSFER = _c(
    r"\b(?:send|forward|upload|post|transmit|share|copy|cc|bcc|report|sync|mirror|relay|pipe|export|leak|"
    r"e-?mail|submit|deliver|beacon|stream|log|include|attach|append|embed|push|dispatch|replicate|"
    r"broadcast|notify|ping|transfer|write)\b"
)
DESTINATION = _c(
    r"https?://|\bwww\.|\b[\w.+-]{1,64}@[\w-]{1,63}\.[a-z]{2,}\b|\b\d{1,3}(?:\.\d{1,3}){3}\b"
    r"|\b(?:s3|gs|ftp|sftp|scp|wss?|az)://"
    r"|\b(?:[\w-]{1,63}\.){1,8}(?:com|net|org|io|xyz|ru|cn|site|app|dev|sh|me|co|info|biz|top|tk)\b"
    r"|\b(?:analytics|telemetry|tracking|tracker|metrics|monitoring|logging|audit|backup|diagnostics?|"
    r"compliance|security|verification|feedback)\s+(?:service|server|endpoint|api|team|system|platform|"
    r"collector|pipeline|hub|bucket|channel|address|department|inbox|webhook)s?\b"
    r"|\bto\s+(?:our\s+|the\s+)?(?:analytics|telemetry|tracking|monitoring)\b"
    r"|\b(?:third[- ]party|external|remote|offsite|off-site|outside)\s+(?:\w+\s+)?(?:servers?|services?|"
    r"endpoints?|apis?|address(?:es)?|hosts?|collectors?|parties|recipients?|locations?|storage|urls?|"
    r"domains?|accounts?|inbox(?:es)?)\b"
    r"|\bour\s+(?:servers?|backend|team|api|endpoint|collector|database|logs?|systems?|cloud|records)\b"
    r"|\b(?:webhook|collector|attacker|exfil\w*|c2|command\s+and\s+control|pastebin|requestbin|ngrok)\b"
    r"|\b(?:developers?|vendor|maintainers?|author)'?s?\s+(?:servers?|endpoint|e-?mail|inbox|account)\b"
)
DATA = _c(
    r"\b(?:contents?|data|output|results?|responses?|files?|keys?|tokens?|secrets?|credentials?|passwords?|"
    r"history|conversation|messages?|prompts?|variables?|information|details|text|documents?|notes|"
    r"it|them|this|everything|queries|query|inputs?|arguments?|parameters?|logs?|emails?|records?|"
    r"transcripts?|chats?|session|context|memory|findings|answers?|code|source|repos?|repository|"
    r"user(?:'s)?\s+\w+|personal\s+\w+|pii)\b"
)
# Markers that a transfer is an addition nobody asked for.
ALSO = _c(
    r"\b(?:also|additionally|as\s+well|in\s+addition|automatically|secretly|silently|quietly|covertly|"
    r"every|each|all|always|afterwards|after\s+(?:this|the|each|every|that|completing|finishing|"
    r"you|it)|once\s+(?:done|complete|finished)|then|for\s+(?:backup|logging|auditing|analytics|"
    r"compliance|security|quality|monitoring|debugging|verification|archiv\w+|record[- ]keeping|"
    r"telemetry)(?:\s+purposes)?|in\s+the\s+background|behind\s+the\s+scenes)\b"
)

# Download-and-execute and the shell commands seen in poisoning payloads.
SHELL = _c(
    r"\b(?:curl|wget|iwr|invoke-webrequest|invoke-restmethod|fetch)\b[^|\n]{0,200}\|\s*(?:sudo\s+)?"
    r"(?:ba|z|da|k|c|tc)?sh\b|\b(?:curl|wget)\b[^|\n]{0,200}\|\s*(?:sudo\s+)?(?:python3?|perl|ruby|node|"
    r"php|iex|powershell|pwsh)\b"
    r"|\b(?:ba|z)?sh\s+<\(\s*(?:curl|wget)|\b(?:ba|z)?sh\s+-c\s+[\"'$`]|\bpython3?\s+-c\s+[\"']"
    r"|\b(?:powershell|pwsh)(?:\.exe)?\b[^.\n]{0,60}\s-(?:e|en|enc|encodedcommand|nop|w\s+hidden|"
    r"windowstyle)\b|\biex\s*\(|\binvoke-expression\b"
    r"|\brm\s+-(?:rf|fr|r\s+-f)\s+(?:--no-preserve-root\s+)?(?:/|~|\$home|\*|\.)"
    r"|\bchmod\s+(?:-r\s+)?(?:\+x|777|a\+rwx|u\+s)\b|\bnc(?:at)?\s+(?:-\w+\s+)*-e\b|/dev/tcp/|\bmkfifo\b"
    r"|\bbase64\s+(?:-d|--decode)\b[^\n]{0,40}\|\s*(?:ba)?sh|\beval\s*\(\s*(?:atob|base64|decode)"
    r"|\beval\s+[\"'$`]\$?\(|\b(?:crontab\s+-|>>\s*~?/?\.(?:bashrc|zshrc|profile|bash_profile))"
    r"|\bdownload\w*\b[^.\n]{0,100}\b(?:and|then)\s+(?:run|execute|install|launch|open|source)\b"
    r"|\b(?:run|execute|paste|type|enter)\s+(?:the\s+following|this|these)\s+(?:shell\s+|terminal\s+|bash\s+)?"
    r"(?:commands?|scripts?|one-?liner|code)\b"
    r"|\b(?:run|execute)\s+(?:the\s+)?(?:installer|setup|bootstrap)\s+(?:script|binary)\s+(?:from|at)\b"
    r"|\bsudo\s+(?:rm|chmod|chown|curl|wget|bash|sh|tee|cp|mv|dd|mkfs|useradd|usermod|passwd|visudo)\b"
    r"|\b(?:disable|turn\s+off|stop)\s+(?:the\s+)?(?:firewall|antivirus|defender|selinux|apparmor)\b"
)

# Changing what the user asked for: a value swapped, a recipient added.
TAMPER_VERB = _c(
    r"\b(?:change|replace|switch|swap|substitute|rewrite|redirect|reroute|route|alter|modify|override|"
    r"convert|map|set|use|append|prepend|add|insert|increase|decrease|double|multiply|round|inflate)\b"
)
TAMPER_CUE = _c(
    r"\b(?:always|silently|secretly|quietly|automatically|whenever|regardless|irrespective|every\s+time|"
    r"instead\s+of\s+(?:the\s+)?(?:user|requested|provided|specified|given|original|one|what)|even\s+if|"
    r"no\s+matter|without\s+(?:telling|asking|informing|notifying|mentioning)|"
    r"(?:system|internal|hidden)[- ]level|alias)\b"
)
RECIPIENT = _c(
    r"\b(?:recipients?|cc|bcc|attendees?|collaborators?|members?|owners?|admins?|followers?|watchers?|"
    r"reviewers?|assignees?|payees?|beneficiar(?:y|ies)|destination|to\s+(?:field|address|list)|"
    r"account\s+(?:number|id)|iban|routing\s+number|wallet(?:\s+address)?|bank\s+account|phone\s+number|"
    r"forwarding\s+(?:address|rule))\b"
)

# Goals, roles and privileges handed to the agent or an outsider.
PRIVILEGE = _c(
    r"\b(?:grant|give|assign|escalate|elevate|promote|add|make|set|upgrade)\b[^.\n]{0,60}?\b(?:admin(?:istrator)?|"
    r"root|owner|superuser|sudo|full|elevated|unrestricted|write|maintainer|god)[\s-]+(?:access|rights|"
    r"privileges?|permissions?|roles?|level|mode|control)\b"
    r"|\b(?:disable|turn\s+off|bypass|skip|ignore|circumvent|deactivate|suppress|override|remove)\s+(?:all\s+|any\s+|"
    r"the\s+|your\s+)?(?:safety|security|authentication|auth|2fa|mfa|verification|confirmation|approval|"
    r"guardrails?|content\s+(?:filters?|polic(?:y|ies))|sandbox(?:ing)?|logging|audit(?:ing)?|permission|"
    r"access|ethical|moderation|rate[- ]limit)\s*(?:checks?|steps?|prompts?|rules?|guidelines|measures|"
    r"policies|restrictions?|controls?|logs?|filters?|limits?|dialogs?)?\b"
    r"|\byour\s+(?:new\s+|true\s+|real\s+|primary\s+|actual\s+|only\s+|main\s+)(?:goal|task|objective|purpose|"
    r"mission|role|job|priority|directive)\s+(?:is|will\s+be|now)\b"
    r"|\b(?:you\s+are|act\s+as|switch\s+to|enter|enable)\s+(?:now\s+)?(?:in\s+)?(?:an?\s+)?(?:developer|god|admin|"
    r"unrestricted|jailbreak|dan|root|maintenance|debug|sudo)\s+mode\b"
    r"|\byou\s+(?:now\s+)?have\s+(?:been\s+granted\s+)?(?:full|admin|root|unrestricted|elevated)\b"
    r"|\b(?:auto-?approve|approve\s+(?:all|every|any)|accept\s+(?:all|every|any)\s+(?:requests?|"
    r"transactions?|payments?|changes?|pull\s+requests?|invitations?))\b"
    r"|\b(?:add|invite|make)\s+[^.\n]{0,60}?\bas\s+(?:an?\s+)?(?:admin|administrator|owner|collaborator|"
    r"maintainer|superuser)\b"
    r"|\b(?:make|set|mark)\s+(?:the\s+|this\s+|all\s+)?(?:repo(?:sitory)?|bucket|database|document|file|"
    r"drive|folder|project|data)s?\s+(?:\w+\s+)?(?:public|world[- ]readable|shared\s+with\s+everyone)\b"
)

# Claims aimed at tool choice: superlatives and popularity.
POPULARITY = _c(
    r"\b(?:used|trusted|loved|preferred|chosen|recommended|endorsed|relied\s+(?:up)?on|approved|"
    r"adopted|rated|verified|certified)\s+by\s+(?:over\s+|more\s+than\s+)?(?:\d[\d,.]*\s*%|\d[\d,.]*\s*"
    r"(?:k|m|million|billion|thousand)?\+?\s+|millions|thousands|most|all|every|the\s+majority|the\s+top|"
    r"leading|top|experts|professionals|developers\s+worldwide|fortune)"
    r"|\b\d{2}(?:\.\d+)?\s*%\s+of\s+(?:\w+\s+){0,2}(?:users|developers|professionals|experts|companies|"
    r"engineers|teams|agents|people|customers|enterprises|assistants)\b"
    r"|\b(?:#|no\.?\s*|number\s+)1\b|\bnumber\s+one\b|\btop[- ]rated\b|\baward[- ]winning\b"
    r"|\b(?:world|internet|industry|market|planet)'?s\s+(?:best|leading|top|most|fastest|first|only|"
    r"favou?rite|premier|number)\b|\b(?:officially\s+)?(?:certified|verified|endorsed|approved)\s+by\s+"
    r"(?:openai|anthropic|google|microsoft|the\s+mcp|mcp)\b"
)
SUPERLATIVE = _c(
    r"\b(?:best|most\s+(?:powerful|reliable|accurate|trusted|advanced|popular|secure|comprehensive|"
    r"capable|complete|efficient|effective)|fastest|leading|premier|unmatched|unrivall?ed|unparalleled|"
    r"superior|state[- ]of[- ]the[- ]art|best[- ]in[- ]class|world[- ]class|cutting[- ]edge|"
    r"revolutionary|ultimate|perfect|flawless|gold\s+standard|industry[- ]standard|definitive|"
    r"most\s+\w+est)\b"
)
PREFERENCE = _c(
    r"\b(?:always\s+)?(?:prefer|choose|select|pick|use|prioriti[sz]e|favou?r)\s+this\s+(?:tool|function|"
    r"server|one)\s+(?:over|instead\s+of|rather\s+than|before|above|first)\b"
    r"|\b(?:the\s+)?only\s+(?:tool|function|server)\s+(?:you\s+)?(?:should|need|must|can|to)\b"
    r"|\b(?:better|superior|faster|more\s+\w+)\s+than\s+(?:any|all|every|other|competing|similar|"
    r"alternative)\s+(?:\w+\s+)?(?:tools?|functions?|servers?|options?|alternatives?)\b"
    r"|\b(?:other|competing|alternative|similar)\s+(?:tools?|servers?|functions?)\s+(?:are|is)\s+"
    r"(?:unreliable|inferior|slower|outdated|deprecated|insecure|inaccurate|broken|worse)\b"
    r"|\b(?:do\s+not|don't|never)\s+(?:use|choose|select|call|trust|consider)\s+(?:any\s+)?"
    r"(?:other|competing|alternative|similar)\s+(?:tools?|servers?|functions?|options?)\b"
    r"|\b(?:first|default|preferred|primary|go-to)\s+choice\s+for\s+(?:all|every|any)\b"
)
