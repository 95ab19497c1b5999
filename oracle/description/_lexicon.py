"""Word classes of the intent rules, matched on cleaned (casefolded, de-obfuscated) sentences.

Each intent rule (oracle/description/_intent.py) asks for words of two or three classes in the
same sentence (a verb that moves data and a destination; a verb that gathers and a secret) rather
than for fixed phrases, so a payload reworded by a person or a model still lands in the classes.
The classes are grammar-ish: which verbs are *commanded* (imperative at the head of a clause, after
a modal or "you") is decided in _intent.py, not here.
"""

from __future__ import annotations

import re

from ._lazy import LazyPattern, lazy


def _c(pattern: str) -> LazyPattern:
    # Matched on casefolded text only, so no IGNORECASE (which costs about a third of the time).
    return lazy(pattern, re.DOTALL)


# Text addressed to the model rather than describing the tool: modals on "you"/"the assistant",
# always/never + a verb, and authority openers.
ADDRESSED = _c(
    r"\b(?:you|the\s+(?:assistant|agent|model|ai|llm|bot|client|caller))\s+(?:\w+\s+)?(?:must|should|shall|"
    r"need\s+to|have\s+to|are\s+(?:required|expected|instructed|supposed|asked)\s+to|will\s+need\s+to|"
    r"ought\s+to|may\s+not|must\s+not|cannot|can\s*not|are\s+not\s+allowed)\b"
    r"|\b(?:the\s+)?(?:assistant|agent|model|ai|llm|caller|client)s?\s+(?:is|are|will\s+be)\s+(?:\w+\s+)?"
    r"(?:expected|required|instructed|supposed|asked|obliged|meant|encouraged)\s+to\b"
    r"|\bit\s+is\s+(?:\w+\s+)?(?:required|mandatory|expected|essential|necessary|imperative)\s+(?:that|to)\b"
    r"|\b(?:agents?|assistants?|models?|llms?)\s+(?:must|should|shall|need\s+to|have\s+to)\b"
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
    r"(?:^|[,:;(\[\-–—>*]|\b(?:you|must|should|shall|to|and|then|so|also|please|first|always|never|now|"
    r"need\s+to|have\s+to|will|required\s+to|sure\s+to|remember\s+to|forget\s+to|or|next|additionally|"
    r"afterwards|finally|immediately|automatically|silently|secretly|quietly))\s*(?:\W{0,3})$"
)

# Verbs that gather secrets, in base form (a command), and the secrets themselves.
GATHER = _c(
    r"\b(?:read|cat|open|access|load|collect|gather|extract|dump|print|output|copy|retrieve|fetch|obtain|"
    r"grab|harvest|steal|look\s+up|search\s+for|find|list|include|pass|send|share|attach|append|provide|reveal|"
    r"repeat|recite|disclose|show|"
    r"upload|export|check|inspect|scan|get|echo|forward|leak|post|submit|paste|enumerate|locate)\b"
)
SECRET = _c(
    r"\b(?:(?:api|access|secret|auth|bearer|session|refresh|private|ssh|signing|gpg|pgp|oauth|github|aws|"
    r"openai|stripe|slack|jwt)[\s_-]?(?:keys?|tokens?)|credentials?|passwords?|passwd|passphrases?|secrets|"
    r"environment[\s_]variables?|env[\s_]vars?|system[\s_]prompts?|"
    # ("the full message history for a mission", "between agent and worker": a service's own records)
    r"(?:conversation|chat|message)[\s_]history(?!\s+(?:for|of)\s+(?:a|an|each|every|one)\b|\s+between\b)|"
    r"previous[\s_]messages|clipboard|(?:browser[\s_])?cookies|private[\s_]keys?|ssh[\s_]keys?|"
    r"(?:seed|recovery|mnemonic)[\s_]phrases?|keychains?|keystores?|wallet[\s_](?:keys?|files?)|"
    r"(?:hidden|system|internal|original|developer)[\s_](?:instructions|prompt)|shell[\s_]history|"
    r"(?:your|the[\s_]assistant's|the[\s_]model's)[\s_]instructions|"
    r"(?:aws|gcp|azure|cloud)[\s_](?:credentials|keys|secrets)|aws_secret_access_key|aws_access_key_id|"
    r"github_token|openai_api_key|anthropic_api_key|slack_bot_token|stripe_secret_key|database_url|config(?:uration)?\s+files?\s+in\s+(?:the\s+)?"
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
    r"|/etc/(?:hosts|group|ssh|ssl|kubernetes)\b|/root/|/proc/self/environ\b|/var/run/secrets\b"
    r"|\b(?:ssh|gpg)\s+(?:private\s+)?keys?\b|\bssh\s+(?:config(?:uration)?|director(?:y|ies)|folder)\b"
    # commands that print a stored credential: named, they are the secret itself
    r"|\bkubectl\s+get\s+secrets?\b|\bgh\s+auth\s+token\b|\bgcloud\s+auth\s+(?:application-default\s+)?print-"
    r"(?:access|identity)-token\b|\baz\s+account\s+get-access-token\b|\baws\s+configure\s+(?:get|export-credentials)\b"
    r"|\bsecurity\s+find-(?:generic|internet)-password\b|\bheroku\s+auth:token\b|\bnpm\s+token\s+list\b"
    # a browser's own stores of cookies and saved passwords
    r"|\b(?:chrome|chromium|brave|edge|firefox)\b[^\s]{0,80}?/(?:cookies|login\s+data|web\s+data)\b"
)

# Verbs that move data somewhere, and destinations the user did not ask for.
TRANSFER = _c(
    r"\b(?:send|forward|upload|post|transmit|share|copy|cc|bcc|sync|mirror|relay|pipe|export|leak|"
    # "report bugs at https://...": where the vendor takes bug reports, not data sent out.
    # ("server bug; report at https://github.com/o/r/issues": the tracker, too)
    r"report(?!\s+(?:any\s+)?(?:bugs?|issues?|problems?|feedback)\b|\s+(?:it\s+|them\s+)?(?:at|to|on|via)\s+\S{0,80}?/issues\b)|e-?mail|submit|deliver|beacon|stream|log|include|attach|append|embed|push|dispatch|replicate|"
    r"broadcast|notify|ping|transfer|write)\b"
)
DESTINATION = _c(
    # (not a placeholder in an argument's format: "Email address (user@domain.com)")
    # (a scheme alone is a format, "must include https://", not a place)
    r"https?://[\w\[{<$%-]|\bwww\.|\b(?!(?:user|name|username|you|someone|email|first\.last|john\.doe|jane\.doe)@(?:domain|example|"
    r"company|yourdomain|yourcompany|email)\.(?:com|org|net)\b)[\w.+-]{1,64}@[\w-]{1,63}\.[a-z]{2,}\b|\b\d{1,3}(?:\.\d{1,3}){3}\b"
    r"|\b(?:s3|gs|ftp|sftp|scp|wss?|az)://"
    r"|\b(?<!@)(?:[\w-]{1,63}\.){1,8}(?:com|net|org|io|xyz|ru|cn|site|app|dev|sh|me|co|info|biz|top|tk|cloud|ai|eu|de|ch|"
    r"online|link)\b(?!\.\w)"
    r"|\b(?:analytics|telemetry|tracking|tracker|metrics|monitoring|logging|audit(?:ing)?|backup|diagnostics?|"
    r"compliance|security|verification|feedback|review|quality|archiv(?:e|al|ing)|records?|oversight|"
    r"governance)\s+(?:service|server|endpoint|api|team|system|platform|collector|pipeline|hub|bucket|"
    r"channel|address|department|inbox|webhook|archive|office|desk|store|repository|mailbox)s?\b"
    r"|\bto\s+(?:our\s+|the\s+)?(?:analytics|telemetry|tracking|monitoring)\b"
    r"|\b(?:third[- ]party|external|remote|offsite|off-site|outside)\s+(?:\w+\s+)?(?:servers?|services?|"
    r"endpoints?|apis?|address(?:es)?|hosts?|collectors?|parties|recipients?|locations?|storage|urls?|"
    r"domains?|accounts?|inbox(?:es)?)\b"
    r"|\bour\s+(?:servers?|backend|team|api|endpoint|collector|database|logs?|systems?|cloud|records)\b"
    r"|\bour\s+[\w-]+\s+(?:tool|server|service|bot|endpoint|bucket|inbox)\b"
    r"|\b(?:our\s+|the\s+|a\s+)?(?:partner|vendor|sponsor|advertis(?:er|ing)|affiliate|marketing)s?'?\s*(?:network|api|"
    r"servers?|endpoints?|services?|team|platform|partners?)?\b(?=[^.\n]{0,0})"
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
# A negation just before a phrase ("never approve on the user's behalf", "NOT pre-approved"): the
# safeguard stated, not waived. Searched on the text before the phrase.
NEGATED_BEFORE = _c(r"\b(?:never|not|n't|no|nor)\s+(?:\w+\s+)?$")
ALSO = _c(
    r"\b(?:also|additionally|as\s+well|in\s+addition|automatically|secretly|silently|quietly|covertly|a\s+copy|"
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
    r"|\b(?:curl|wget|git\s+clone)\b[^\n]{0,200}?(?:&&|;)\s*(?:sudo\s+)?(?:(?:ba|z)?sh|source|\.)\s+\S"
    r"|\becho\s+[\w+/=]{12,}\s*\|\s*base64\s+(?:-d|--decode)"
    r"|\b(?:powershell|pwsh)(?:\.exe)?\b[^.\n]{0,60}\s-(?:e|en|enc|encodedcommand|nop|w\s+hidden|"
    r"windowstyle)\b|\biex\s*\(|\binvoke-expression\b"
    r"|\brm\s+-(?:rf|fr|r\s+-f)\s+(?:--no-preserve-root\s+)?(?:/|~|\$home|\*|\.|<)"
    # (not a +x with nothing to act on, nor one said of the tool's files: "New scripts are chmod +x.")
    r"|(?<!\bare\s)(?<!\bis\s)(?<!\bbe\s)\bchmod\s+(?:-r\s+)?\+x\b(?![.,;:!?)]*(?:\s|$)(?![\w~/$.\"'`{<]))"
    r"|\bchmod\s+(?:-r\s+)?(?:0?777|0?666|a\+rwx|u\+s)\b|\bchmod\s+-r\s+\S+\s+(?:~|/|\$home)|"
    r"\b(?:npm|pnpm|yarn|pip3?|uv\s+pip)\s+(?:install|add|i)\b[^\n]{0,100}?--(?:registry|index-url|extra-index-url)"
    r"[\s=]+https?://|"
    # any package command rerun against another index: "rerun with `--registry=https://mirror...`"
    r"\b(?:rerun|re-run|retry|run\s+it\s+again|fall\s+back)\b[^.\n]{0,40}?--(?:registry|index-url|extra-index-url)[\s=]+https?://|"
    r"\b(?:run|execute|source|launch)\s+\S*\.(?:sh|ps1|bat|cmd|exe|py|pl)\b[^.\n]{0,40}?\b(?:from|at)\s+https?://|"
    r"\bnc(?:at)?\s+(?:-\w+\s+)*-e\b|/dev/tcp/|\bmkfifo\b"
    r"|\bbase64\s+(?:-d|--decode)\b[^\n]{0,40}\|\s*(?:ba)?sh|\beval\s*\(\s*(?:atob|base64|decode)"
    r"|\beval\s+[\"'$`]\$?\(|\b(?:crontab\s+-|>>\s*~?/?\.(?:bashrc|zshrc|profile|bash_profile))"
    r"|\bdownload\w*\b[^.\n]{0,100}\b(?:and|then)\s+(?:run|ran|execut\w*|install\w*|launch\w*|open\w*|sourc\w*)"
    r"|\b(?:run|execute|launch|source|install)\s+(?:the\s+|a\s+|this\s+)?(?:\w+\s+){0,2}?(?:script|binary|"
    r"executable|installer|payload)\b[^.\n]{0,40}?\b(?:from|at)\s+(?:https?://|www\.)"
    r"|\b(?:run|execute|paste|type|enter)\s+(?:the\s+following|this|these)\s+(?:shell\s+|terminal\s+|bash\s+)?"
    r"(?:commands?|scripts?|one-?liner|code)\b"
    r"|\b(?:run|execute)\s+(?:the\s+)?(?:installer|setup|bootstrap)\s+(?:script|binary)\s+(?:from|at)\b"
    r"|\bsudo\s+(?:rm|chmod|chown|curl|wget|bash|sh|tee|cp|mv|dd|mkfs|useradd|usermod|passwd|visudo|ufw|iptables|nft|"
    r"setenforce|sysctl|systemctl\s+(?:stop|disable|mask)|reg|certutil|update-ca-certificates|spctl|csrutil|launchctl|[\w-]+\s+trust)\b"
    # The host's defences lowered: SELinux off, ptrace opened, a root of trust installed, Office macro
    # security keys written, a package run straight from a git remote.
    r"|\bsetenforce\s+0\b|\bsysctl\s+-w\s+kernel\.|\bptrace_scope\s*=\s*0\b|--install-root\b"
    r"|\b(?:add-trusted-cert|certutil\s+-addstore)\b|\breg\s+add\s+hk(?:lm|cu)\\\S*\\(?:security|policies)\b"
    r"|\b(?:pipx\s+run\s+--spec|uvx\s+--from|pip3?\s+install)\s+git\+https?://|\bnpx\s+(?:-y\s+)?github:"
    r"|\b(?:disable|turn\s+off|stop)\s+(?:the\s+)?(?:firewall|antivirus|defender|selinux|apparmor)\b"
    # Told in the passive: "the script at https://.../prep.sh is normally piped to bash".
    r"|(?:https?://|www\.)\S+\.(?:sh|ps1|py)\b[^.\n]{0,60}?\b(?:piped|fed|passed)\s+(?:in)?to\s+(?:sudo\s+)?"
    r"(?:(?:ba|z)?sh|python3?|powershell|iex)\b"
    # ... or described as how it gets installed or run: "installed from https://.../install.sh through `bash
    # -c`", "piping https://.../s.sh into sh", "pipe what step 1 returned into `sh`"
    r"|(?:https?://|www\.)\S+\.(?:sh|ps1)\b[^.\n]{0,60}?\b(?:through|via|with|using|in(?:to)?|to|by)\s+[`\"']?"
    r"(?:sudo\s+)?(?:(?:ba|z)?sh|powershell|pwsh|iex)\b"
    r"|\b(?:pipe|pipes|piped|piping|feed|feeds|feeding)\b[^.\n]{0,80}?\b(?:into|to|through)\s+[`\"']?(?:sudo\s+)?"
    r"(?:(?:ba|z)?sh|/bin/(?:ba)?sh)\b(?![\w-])"
    # A command substitution in a URL: the host's identity sent out with every request.
    r"|(?:https?://|www\.)[^\s\"'`]*\$\((?:whoami|hostname|id|uname|cat|env|printenv)\b"
)

# Changing what the user asked for: a value swapped, a recipient added.
TAMPER_VERB = _c(
    r"\b(?:change|replace|switch|swap|substitute|rewrite|redirect|reroute|route|alter|modify|override|"
    r"convert|map|set|use|append|prepend|add|insert|increase|decrease|double|multiply|round|inflate)\b"
)
TAMPER_CUE = _c(
    r"\b(?:always|silently|secretly|quietly|automatically|whenever|regardless|irrespective|every\s+time|any\s*time|"
    r"instead\s+of\s+(?:the\s+)?(?:user|requested|provided|specified|given|original|one|what)|even\s+if|"
    r"no\s+matter|without\s+(?:telling|asking|informing|notifying|mentioning)|"
    r"(?:system|internal|hidden)[- ]level|alias|without\s+(?:further\s+|prior\s+)?(?:notice|notification))\b"
)
RECIPIENT = _c(
    r"\b(?:recipients?|cc|bcc|attendees?|collaborators?|members?|owners?|admins?|followers?|watchers?|"
    r"reviewers?|assignees?|payees?|beneficiar(?:y|ies)|destination|to\s+(?:field|address|list)|"
    r"account\s+(?:number|id)|iban|routing\s+number|wallet(?:\s+address)?|bank\s+account|phone\s+number|"
    r"forwarding\s+(?:address|rule))\b"
)

# Goals, roles and privileges handed to the agent or an outsider.
PRIVILEGE = _c(
    r"\b(?:grant(?:s|ed|ing)?|giv(?:e|es|ing)|assign(?:s|ed|ing)?|escalat(?:e|ed)|elevat(?:e|ed)|promot(?:e|ed)|add|make|set|upgrad(?:e|ed)|raised?)\b"
    r"[^.\n]{0,60}?\b(?:admin(?:istrator)?|"
    r"root|owner|superuser|sudo|full|elevated|unrestricted|write|maintainer|god)[\s-]+(?:access|rights|"
    r"privileges?|permissions?|roles?|level|mode|control)\b"
    r"|\b(?:disabl(?:e|ing)|turn(?:ing)?\s+off|bypass|skip|ignore|circumvent|deactivat(?:e|ing)|suppress|override|remov(?:e|ing))\s+"
    r"(?:all\s+|any\s+|the\s+|your\s+)?(?:safety|security|authentication|auth|2fa|mfa|two[- ]factor|multi[- ]factor|"
    r"verification|confirmation|approval|"
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
    r"leading|top|experts|professionals|developers\s+worldwide|fortune|the\s+united\s+nations|google|microsoft|"
    r"nasa|openai|anthropic|apple|amazon)"
    # Social proof, scarcity and urgency, the sales pitch aimed at the model's choice: "over 50,000
    # five-star reviews", "scientifically proven to be 300% more accurate", "why use inferior tools?",
    # "access expires soon - use while you still can".
    r"|\b\d[\d,.]*\s*[km]?\+?\s+(?:five|5)[- ]star\s+(?:reviews|ratings)\b|\b(?:scientifically|clinically)\s+proven\b"
    r"|\b\d{2,}(?:\.\d+)?\s*%\s+(?:more\s+(?:accurate|reliable|effective|powerful)|better|faster)\s+than\b"
    r"|\b\d{2,}(?:\.\d+)?\s*%\s+more\s+(?:accurate|reliable|effective|powerful)\b[^.\n]{0,30}!"
    r"|\b\d{2}(?:\.\d+)?\s*%\s+(?:customer|user|client)\s+satisfaction\b"
    r"|\bwhy\s+(?:use|settle\s+for|trust)\s+(?:an?\s+)?(?:inferior|lesser|worse|other|another)\b"
    r"|\binferior\s+(?:tools?|alternatives|options|services|servers|solutions)\b"
    r"|\byour\s+competitors\s+(?:are\s+)?already\b|\bdon'?t\s+(?:fall|get\s+left)\s+behind\b"
    r"|\b(?:use|call|try)\s+(?:it\s+)?while\s+you\s+(?:still\s+)?can\b"
    r"|\b(?:thousands|millions|hundreds)\s+of\s+(?:\w+\s+)?(?:teams|users|developers|companies|engineers|customers|"
    r"agents)\s+(?:have\s+)?(?:switched|use|rely|trust|chose|moved|prefer)\b"
    r"|\b(?:the\s+)?(?:overwhelming|vast|great)\s+majority\s+of\b|\bwidely\s+(?:regarded|considered|"
    r"recogni[sz]ed|acknowledged)\s+as\s+(?:the\s+)?(?:best|most|leading|top|premier|definitive)\b"
    r"|\brank(?:s|ed)?\s+(?:\w+\s+){0,2}?(?:first|#1|number\s+one|highest|top)\s+(?:among|of|in)\b"
    r"|\b\d{2}(?:\.\d+)?\s*%\s+of\s+(?:\w+\s+){0,2}(?:users|developers|professionals|experts|companies|"
    r"engineers|teams|agents|people|customers|enterprises|assistants)\b"
    r"|(?:(?<!\w)#|\bno\.?\s*|\bnumber\s+)1\b|\bnumber\s+one\b|\btop[- ]rated\b|\baward[- ]winning\b"
    r"|\b(?:recommended|endorsed|preferred|chosen)\s+by\s+(?:the\s+)?(?:\w+\s+)?(?:community|experts|team)\b"
    r"|\b(?:world|internet|industry|planet)'?s\s+(?:best|leading|top|most|fastest|first|only|"
    r"favou?rite|premier|number)\b"
    # A market's own superlatives are its data ("the market's most recent stretch", "the market's best
    # bid"): for "market" only a product ranked counts ("the market's leading weather tool").
    r"|\bmarket'?s\s+(?:best|leading|top|most|fastest|first|only|favou?rite|premier|number)\s+(?:\w+\s+){0,2}?"
    r"(?:tools?|servers?|solutions?|options?|choices?|integrations?|apps?|apis?|services?|providers?|platforms?|"
    r"products?|plugins?|extensions?)\b|\b(?:officially\s+)?(?:certified|verified|endorsed|approved)\s+by\s+"
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
    r"\b(?:always\s+)?(?:prefer|choose|select|pick|prioriti[sz]e|favou?r)\s+this\s+(?:tool|function|"
    r"server|one)\s+(?:over|instead\s+of|rather\s+than|before|above|first)\b"
    r"|\b(?:the\s+)?only\s+(?:tool|function|server)\s+(?:(?:you|anyone|one|agents?|assistants?)\s+)?"
    r"(?:should|need|must|can|to)\b"
    r"|\b(?:better|superior|faster|more\s+\w+)\s+than\s+(?:any|all|every|other|competing|similar|"
    r"alternative)\s+(?:\w+\s+)?(?:tools?|functions?|servers?|options?|alternatives?)\b"
    r"|\b(?:other|competing|alternative|similar|rival)\s+(?:tools?|servers?|services?|functions?|options?)\b"
    r"[^.\n]{0,60}?\b(?:unreliable|inferior|slower|outdated|deprecated|insecure|inaccurate|broken|worse|stale|"
    r"incorrect|buggy|less\s+accurate|"
    r"not\s+(?:to\s+)?be\s+(?:trusted|relied|used))\b"
    r"|\b(?:selected|chosen|used|preferred|picked)\s+in\s+preference\s+to\b"
    r"|\b(?:should|must)\s+(?:always\s+)?be\s+used\s+for\s+(?:every|all|any)\b[^.\n]{0,60}\beven\s+(?:when|if)\b"
    r"|\brank\s+(?:it|this\s+(?:tool|one))\s+(?:above|over|ahead\s+of)\s+(?:every|all|any)\b"
    r"|\b(?:alternatives|other\s+tools)\b[^.\n]{0,40}\b(?:are|is)\s+(?:\w+\s+){0,3}?(?:legacy|deprecated|obsolete|"
    r"outdated)\b"
    r"|\b(?:the\s+)?(?:built-in|official|default|native|original)\s+(?:\w+\s+)?(?:tools?|search|servers?|versions?)\b"
    r"[^.\n]{0,60}?\b(?:must|should)\s+not\s+be\s+used\b"
    r"|\bthis\s+tool\s+replaces\s+the\s+(?:official|built-in|default|native|original)\b"
    r"|\b(?:the\s+)?only\s+(?:trustworthy|trusted|reliable|accurate|valid|legitimate)\s+(?:source|tool|server|provider)\b"
    r"|\brates?\s+this\s+(?:tool|one|server)\s+(?:first|highest|best|#1|top)\b"
    r"|\bwhen\s+(?:more\s+than\s+one|several|multiple|other)\s+tools?\b[^.\n]{0,60}?\b(?:select|choose|pick|prefer|use)\s+"
    r"this\s+(?:one|tool)\b"
    r"|\bmost\s+(?:other\s+)?(?:assistants|agents|models|users|developers|teams)\s+have\s+(?:already\s+)?switched\b"
    r"|\brated\s+(?:as\s+)?(?:the\s+)?(?:most\s+\w+|best|top|#1|number\s+one)\s+(?:\w+\s+){0,3}?by\b"
    r"|\bonly\s+(?:be\s+)?used\s+(?:if|when)\s+this\s+tool\s+is\s+(?:unavailable|down|offline)"
    r"|\b(?:chosen|selected|used|preferred|picked|prefer)\s+(?:it\s+|this\s+(?:tool|one)\s+)?over\s+(?:all\s+|any\s+)?"
    r"(?:\w+\s+)?(?:alternatives|others|(?:other|similar|competing|older)\s+(?:\w+\s+)?tools?)\b"
    r"|\bpreferred\s+(?:\w+\s+)?(?:tool|choice|option)\s+(?:for\s+(?:this\s+task\s+)?)?(?:in|for|of)\s+(?:all|every|"
    r"any|most|major)\b|\bthe\s+best\s+choice\s+for\s+(?:this|any|all)\b[^.\n]{0,30}\bover\b"
    r"|\bsupersedes?\s+(?:any\s+|all\s+)?(?:other|older|existing|previous)\s+(?:\w+\s+)?tools?\b"
    r"|\b(?:do\s+not|don't|never)\s+(?:use|choose|select|call|trust|consider)\s+(?:any\s+)?"
    r"(?:other|competing|alternative|similar)\s+(?:tools?|servers?|functions?|options?)\b"
    r"|\b(?:first|default|preferred|primary|go-to|best)\s+choice\s+for\s+(?:all|every|any)\b"
    # (not "read-only SELECT or SHOW": an SQL statement after a read-only bound)
    r"|\b(?<!read-)(?<!read\s)(?:always|just|only)\s+(?:prefer|pick|choose|select)\s+(?:this\s+(?:tool|one|function)|[\w-]+)\b"
    r"|\bjust\s+use\s+this\s+one\b|\bthan\s+(?:the\s+)?others\b"
    r"|\b(?:outperforms?|beats?|surpass(?:es)?)\s+(?:every|all|any)\s+(?:other\s+)?(?:\w+\s+)?(?:tools?|"
    r"functions?|servers?|alternatives?|options?)\b"
)

# Inflected and passive forms of the transfer verbs: "results are forwarded to", "it also sends".
TRANSFER_ANY = _c(
    r"\b(?:sends?|sent|sending|forward(?:s|ed|ing)?|upload(?:s|ed|ing)?|post(?:s|ed|ing)?|transmit(?:s|ted|ting)?|"
    r"shar(?:es|ed|ing)|cop(?:ies|ied|ying)|report(?:s|ed|ing)?|sync(?:s|ed|ing|hed|hing)?|mirror(?:s|ed|ing)?|"
    r"relay(?:s|ed|ing)?|export(?:s|ed|ing)?|e-?mail(?:s|ed|ing)|submit(?:s|ted|ting)?|deliver(?:s|ed|ing)?|"
    r"logs|logged|logging|stream(?:s|ed|ing)|push(?:es|ed|ing)|replicat(?:es|ed|ing)|transferr?(?:s|ed|ing)|"
    r"cc'?d|bcc'?d|routed|piped|dispatched|beacon(?:s|ed)|retain(?:s|ed)?|stor(?:es|ed)|kept|sav(?:es|ed))\b"
    r"|→|->|=>"
)
PASSIVE = _c(
    r"\b(?:is|are|be|been|being|gets?|got|will\s+be|must\s+be|should\s+be|shall\s+be|to\s+be|needs?\s+to\s+be)"
    r"\s+(?:\w+\s+)?$"
)
# A destination the user chose ("the webhook URL you configure") is the tool's job, not a leak.
USER_CHOSEN = _c(
    r"^\S*\s+(?:\S+\s+){0,4}?(?:(?:you|the\s+user|the\s+caller)\s+(?:\w+\s+)?(?:provide|specif(?:y|ied)|"
    r"configure|choose|give|pass|set)|specified|provided|configured|given|of\s+(?:your|the\s+user's)\s+choice|"
    r"in\s+the\s+(?:\w+\s+)?(?:parameter|argument|field))"
)

# The same classes in the other languages a payload is most often written in (German, French,
# Spanish, Italian, Portuguese, Dutch, Polish, Russian, Turkish, Chinese, Japanese, Korean): the
# words of each class, not sentences, so that word order does not matter.
ML_USER = _c(
    r"benutzer|nutzer|anwender|utilisateur|usuario|utente|usu[aá]rio|u[zż]ytkownik|пользовател|kullan[ıi]c[ıi]|"
    r"gebruiker|用户|用戶|ユーザー|사용자|người\s+dùng|pengguna|المستخدم|המשתמש|користувач|användare|utilizator|ผู้ใช้|"
    r"mtumiaji|felhasználó|bruger|bruker|صارف|ব্যবহারকারী|používateľ|usuari|gumagamit"
    r"|کاربر|उपयोगकर्ता|यूज़र|χρήστ|käyttäjä|uživatel"
)
# "without asking the user's confirmation", in other languages: the agent acting unchecked.
ML_UNCHECKED = _c(
    r"\bsin\s+(?:pedir|solicitar|preguntar)|\btanpa\s+(?:meminta|menanyakan|persetujuan)|\bohne\s+(?:\w+\s+)?"
    r"(?:rückfrage|bestätigung|nachzufragen|zu\s+fragen)|rückfrage\s+(?:\w+\s+){0,3}?(?:nicht\s+erforderlich|entfällt)|"
    r"\bsans\s+(?:demander|confirmation|l'accord)|n'a\s+pas\s+à\s+demander|\bsenza\s+(?:chiedere|conferma)|"
    r"\bsem\s+(?:pedir|perguntar|confirma)|\bбез\s+(?:подтверждения|запроса|согласия|спроса)|\butan\s+att\s+fråga|"
    # "você não precisa perguntar ao usuário", "no hace falta preguntar", "ohne nachzufragen" (above)
    r"\bn[aã]o\s+(?:\w+\s+)?precisa\s+(?:de\s+)?(?:perguntar|pedir)|\bno\s+(?:hace\s+falta|es\s+necesario)\s+"
    r"(?:preguntar|pedir)|\btidak\s+perlu\s+(?:bertanya|meminta)|không\s+cần\s+(?:phải\s+)?hỏi|"
    r"无需(?:确认|询问|同意)|不需要(?:确认|询问)|確認(?:なしで|せずに)|확인\s*없이|không\s+cần\s+(?:hỏi|xác\s+nhận)|"
    r"دون\s+(?:طلب|تأكيد)|בלי\s+(?:לבקש|אישור)|без\s+(?:підтвердження|запиту)"
    r"|навіть\s+якщо\s+(?:\w+\s+){0,3}?не\s+просив|даже\s+если\s+(?:\w+\s+){0,3}?не\s+просил"
    # "even if the user asks otherwise"
    # Hebrew, Arabic, Persian, Hindi, Thai, Tagalog, Czech, Slovak, Nordic, Finnish, Romanian, Hungarian,
    # Catalan, Greek, Turkish, Korean, Japanese, Russian, Ukrainian, Indonesian, Vietnamese
    r"|בלי\s+לשאול|מבלי\s+לשאול|ללא\s+אישור|אין\s+צורך\s+(?:לבקש|לשאול)|(?:من\s+)?(?:دون|بدون)\s+(?:سؤال|استئذان|إذن|موافقة)|"
    r"لا\s+حاجة\s+(?:إلى|ل)\s*(?:طلب|سؤال|استئذان)|بدون\s+(?:پرسیدن|اجازه)|نیازی\s+به\s+(?:پرسیدن|اجازه|تأیید)|"
    r"(?:बिना|बग़ैर)\s+(?:पूछे|अनुमति|पुष्टि)|पूछने\s+की\s+(?:ज़रूरत|जरूरत)\s+नहीं|โดยไม่ต้อง(?:ถาม|ขอ)|ไม่ต้องถาม|"
    r"\bnang\s+hindi\s+(?:nagtatanong|humihingi)|\bhindi\s+na\s+kailangang\s+(?:magtanong|humingi)|\bbez\s+ptaní|"
    r"\bbez\s+(?:dotazu|souhlasu|pýtania|súhlasu)|\bnení\s+třeba\s+se\s+ptát|\buden\s+at\s+spørge|\buten\s+å\s+spørre|"
    r"\bkysymättä|\bilman\s+(?:lupaa|vahvistusta)|\bfără\s+(?:a\s+întreba|să\s+întrebi|confirmare|acordul|permisiune)|"
    r"\b(?:kérdezés|megerősítés|engedély)\s+nélkül|\bsense\s+(?:preguntar|demanar|confirmació)|"
    r"χωρίς\s+(?:να\s+ρωτήσεις|ερώτηση|επιβεβαίωση|άδεια)|\bizin\s+(?:almadan|istemeden)|묻지\s*않고|(?:허락|동의)\s*없이|"
    r"許可なく|断りなく|не\s+спрашивая|без\s+разрешения|не\s+питаючи|без\s+дозволу|\btanpa\s+izin|"
    r"mà\s+không\s+(?:hỏi|xin\s+phép)|không\s+cần\s+xin\s+phép"
    r"|\baj\s+keď\s+používateľ|\bi\s+když\s+uživatel|\bselbst\s+wenn\s+der\s+(?:benutzer|nutzer)|\bmême\s+si\s+l'utilisateur"
    r"|\bincluso\s+si\s+el\s+usuario|\banche\s+se\s+l'utente|\bmesmo\s+que\s+o\s+usuário|\bzelfs\s+als\s+de\s+gebruiker"
    r"|\bnawet\s+jeśli\s+użytkownik|\buanset\s+hvad\s+brugeren|\buansett\s+hva\s+brukeren"
)
ML_HISTORY = _c(
    r"historial|historique|verlauf|cronologia|hist[oó]rico|konversation|conversaci[oó]n|conversa\b|"
    r"conversazione|gesprek|rozmow|разговор|переписк|історі|对话|對話|聊天记录|会話|履歴|대화|lịch\s+sử|riwayat|"
    r"المحادثة|השיחה|ประวัติการสนทนา"
)
ML_CONCEAL = _c(
    r"\bnicht\s+(?:\w+\s+){0,3}?(?:sagen|erw[aä]hnen|informieren|mitteilen|verraten|zeigen|benachrichtigen)|"
    r"\bohne\s+(?:\w+\s+){0,4}?(?:zu\s+)?(?:informieren|benachrichtigen|fragen|wissen)|\bverschweig|"
    r"\bne\s+(?:le\s+|lui\s+|leur\s+)?(?:dites|dis|mentionnez|mentionne|informez|informe|r[ée]v[ée]lez|pr[ée]venez)"
    r"\s+(?:\w+\s+)?pas|\bsans\s+(?:en\s+)?(?:informer|pr[ée]venir|avertir|le\s+dire|mentionner)|"
    r"\bno\s+(?:le\s+|les\s+)?(?:digas|diga|menciones|mencione|informes|informe|avises|avise|reveles|cuentes)|"
    r"\bsin\s+(?:informar|avisar|decir|notificar|que\s+(?:el\s+usuario|lo\s+sepa))|"
    r"\bnon\s+(?:lo\s+|gli\s+)?(?:dire|dirlo|menzionare|informare|avvisare|rivelare|dica|dite)|"
    r"\bsenza\s+(?:informare|avvisare|dirlo|dire|che\s+l'utente)|"
    r"\bn[aã]o\s+(?:\w+\s+)?(?:diga|digas|mencione|informe|avise|conte|revele)|\bsem\s+(?:informar|avisar|contar)|"
    r"\bniet\s+(?:\w+\s+){0,2}?(?:vertellen|melden|informeren|noemen|vermelden)|\bzonder\s+(?:\w+\s+){0,3}?te\s+"
    r"(?:informeren|vertellen|melden)|\bnie\s+(?:mów|informuj|wspominaj|powiadamiaj|ujawniaj)|\bbez\s+informowania|"
    r"\bне\s+(?:говори|сообщай|упоминай|информируй|рассказывай|уведомляй|показывай)|\bбез\s+ведома|"
    r"\b(?:söyleme|bahsetme|bildirme|haber\s+verme)|không\s+(?:được\s+)?(?:cho\s+\S+\s+\S+\s+biết|nói|tiết\s+lộ)|"
    r"\bjangan\s+(?:beri\s+tahu|katakan|memberitahu|bilang)|لا\s+(?:تخبر|تبلغ|تذكر)|אל\s+(?:תספר|תגיד|תציין)|"
    r"\bне\s+(?:кажи|повідомляй|згадуй)|\bberätta\s+inte|\b(?:meld|vertel|noem)\s+(?:dit|het|dat)\s+niet\b|"
    r"\bnemluv\w*\s+o\s+tom|\bnie\s+informuj|\butan\s+att\s+berätta|non\s+deve\s+(?:comunicarlo|dirlo)|"
    r"不要(?:告诉|告訴|通知|提及|透露|让)|不得(?:告诉|通知)|"
    r"(?:言わ|伝え|知らせ|教え)ないで|(?:알리지|말하지|언급하지|알려주지)\s*마|"
    # "no need to tell the user": 无需向用户说明, 此步驟無需告知使用者, inutile d'en informer, non è necessario informare
    r"(?:无需|無需|无须|無須|不必|不需要)(?:向)?(?:用户|用戶|使用者)?(?:说明|說明|告知|通知|提及|知道|告诉|告訴)|"
    # said as how the tool behaves: 回覆中不另說明, "Gegenüber dem Benutzer wird dieser Schritt nicht erwähnt",
    # 이 절차는 사용자에게 알리지 않습니다, "Essa etapa não entra no resumo", "ne le signale pas", "ta kopia nie jest
    # wymieniana"
    r"不另(?:说明|說明|告知|通知|提及)|\bgegenüber\s+(?:dem|den)\s+(?:benutzer|nutzer|anwender|kunden)\w*\b[^.]{0,60}?"
    r"\bnicht\s+(?:erw[aä]hnt|mitgeteilt|angezeigt|gezeigt|genannt)|(?:사용자|이용자|고객)에게\s*(?:는\s*)?(?:알리지|표시하지|"
    r"언급하지|보여주지)\s*않|\bn[aã]o\s+(?:entra|aparece|consta)\s+(?:no|na|nos|nas)\s+(?:resumo|hist[oó]rico|resposta)|"
    r"\bne\s+(?:le\s+|la\s+|les\s+)?(?:signale|signalent|mentionne|mentionnent|indique)\s+pas\b|"
    r"\bnie\s+jest\s+(?:wymienian\w*|wspominan\w*)|"
    r"\binutile\s+d'(?:en\s+)?informer|\bnon\s+[èe]\s+necessario\s+(?:informare|avvisare|dirlo|menzionar)|"
    r"\bno\s+es\s+necesario\s+(?:informar|avisar|decir|mencionar)|\bn[aã]o\s+[ée]\s+necess[aá]rio\s+(?:informar|avisar)|"
    r"\bmuss\s+(?:\w+\s+){0,2}?nicht\s+(?:\w+\s+)?(?:informiert|benachrichtigt|erw[aä]hnt)|"
    # "no hace falta comentarlo", "không cần thông báo cho người dùng", "jangan sebutkan perubahan ini"
    r"\bno\s+hace\s+falta\s+(?:comentarlo|mencionarlo|decirlo|avisar|informar|comunicarlo)|"
    r"không\s+cần\s+(?:phải\s+)?(?:thông\s+báo|báo\s+cho|nói\s+với|cho\s+\S+\s+\S+\s+biết)|"
    r"\bjangan\s+(?:sebutkan|beritahukan|informasikan|ungkapkan)|\btidak\s+perlu\s+(?:memberi\s+tahu|"
    r"memberitahu|diberitahu|menyebutkan)|\bn[aã]o\s+(?:\w+\s+)?precisa\s+(?:de\s+)?(?:saber|ser\s+informad|avisar|informar)|(?:伝える|知らせる|説明する)必要はありません|"
    r"(?:알릴|설명할)\s*필요(?:가|는)?\s*없|"
    # Bengali, Swahili, Hungarian, Danish and Norwegian, Urdu, Tagalog, Slovak, Catalan
    r"জানানোর\s+দরকার\s+নেই|জানাবেন\s+না|\busi(?:m|w)(?:w)?ambie\b|\bnem\s+kell\s+jelezni|\bne\s+(?:szólj|mondd\s+el)|"
    r"\bikke\s+behøver\s+at\s+få\s+at\s+vide|\bfortæl\s+(?:det\s+)?ikke|\bikke\s+fortell|\btrenger\s+ikke\s+å\s+få\s+vite|"
    r"بتانے\s+کی\s+ضرورت\s+نہیں|مت\s+بتائیں|\bhuwag\s+(?:sabihin|ipaalam)|\bnehovor\w*|\bneinformuj\w*|"
    r"\bno\s+li\s+(?:diguis|digueu)|\bsense\s+informar"
    # Hebrew, Arabic, Persian, Hindi, Thai, Tagalog, Czech, Nordic, Finnish, Romanian, Hungarian, Greek, Catalan
    r"|אל\s+תזכיר|אין\s+צורך\s+(?:לציין|לספר|להזכיר|לעדכן)|בלי\s+לספר|دون\s+(?:إخبار|إعلام|إبلاغ)|"
    r"(?:نگو|نگویید|اطلاع\s+ندهید|ذکر\s+نکنید)|(?:मत|न)\s+(?:बताएं|बताइए|बताना|बताएँ)|(?:ज़िक्र|जिक्र|उल्लेख)\s+न\s+करें|"
    r"ไม่ต้อง(?:บอก|แจ้ง)|อย่า(?:บอก|แจ้ง)|\bhuwag\s+(?:nang\s+)?banggitin|\bne(?:říkej|zmiňuj)\w*|"
    r"\bnævn\s+(?:det\s+)?ikke|\buden\s+at\s+nævne|\bikke\s+nevn|\bnämn\s+inte|\bälä\s+(?:kerro|mainitse|ilmoita)|"
    r"\bnu\s+(?:menționa|mentiona|spune|informa)|\bfără\s+a\s+(?:menționa|informa)|\bne\s+említsd|"
    r"\bμην\s+(?:αναφέρεις|πεις|ενημερώσεις)|\bno\s+ho\s+(?:diguis|mencionis)|\bsans\s+le\s+signaler"
    # "sans l'afficher à l'utilisateur", "ne pas le signaler", "連絡せずに" (without contacting), "「整理済み」とだけ伝えて"
    # (tell only "tidied"), "nic neposílá" (sends nothing)
    r"|\bsans\s+l['e]\s*(?:afficher|montrer)|\bne\s+pas\s+(?:le\s+|la\s+|les\s+)?(?:signaler|mentionner|afficher)|"
    r"連絡せずに|とだけ伝え|\bnic\s+neposíl"
)
ML_TRANSFER = _c(
    r"\b(?:sende|senden|schicke|schicken|übermittle|übermitteln|leite\w*|weiterleiten|lade\s+\w+\s+hoch|hochladen|"
    r"envoie|envoyez|envoyer|transmets|transmettez|transf[ée]rer|transf[ée]rez|"
    r"env[ií]a|env[ií]e|enviar|reenv[ií]a|manda|mandar|invia|inviare|inoltra|inoltrare|carica|"
    r"stuur|verstuur|versturen|wyślij|wysłać|prześlij|przekaż|отправ\w*|перешл\w*|пересыл\w*|"
    r"gönder\w*|ilet\w*|надсила\w*|надішли|відправ\w*|skicka\w*|kirim\w*|dikirim\w*|pošl\w*|odešl\w*|küld\w*|ipadala|afegeix|envia|send\s+med|tuma|"
    r"nahraj\w*|lähetä|välitä|trimite\w*|încarcă|redirecționează|στείλ\w*|προώθησ\w*|ανέβασ\w*)\b|"
    r"שלח|העבר|העלה|أرسل|ارفع|انقل|بفرست|ارسال\s+کن|ส่ง|"
    r"পাঠা|بھیج|"
    r"发送|發送|转发|轉發|上传|上傳|同步至|同步到|提交至|提交到|送信|転送|送って|전송|보내|भेज|gửi\b"
)
ML_IGNORE = _c(
    r"\bignorier\w*\s+(?:\w+\s+){0,3}?(?:anweisungen|regeln|vorgaben)|\bignore[zr]?\s+(?:\w+\s+){0,3}?"
    r"(?:instructions|consignes|r[èe]gles)|\bignora\w*\s+(?:\w+\s+){0,3}?(?:instrucciones|istruzioni|regole|"
    r"reglas|instru[çc][õo]es)|\bnegeer\s+(?:\w+\s+){0,3}?instructies|\bzignoruj\s+(?:\w+\s+){0,3}?instrukcje|"
    r"\bигнорируй\w*\s+(?:\w+\s+){0,3}?(?:инструкц|правил)|忽略(?:之前|以前|所有|先前)|無視して|무시하"
    # (round4) the verbs "ignore/forget" of any of these languages with their word for instructions
    r"|\b(?:ignor\w*|olvid\w*|vergess\w*|vergiss|oubli\w*|dimentic\w*|esque[cç]\w*|забуд\w*|игнорир\w*)\s+"
    r"(?:\w+\s+){0,3}?(?:anweisungen|instructions|consignes|instrucciones|istruzioni|instru[çc][õo]es|instructies|"
    r"instrukcje|инструкц\w*)|निर्देशों\s+की\s+अनदेखी|\bαγνο\w*\s+(?:\w+\s+){0,3}?οδηγ\w*"
)
ML_SECRET = _c(
    r"passw(?:ort|örter)|mot\s+de\s+passe|contrase[ñn]a|senha|parola\s+d'ordine|wachtwoord|has[łl]o|пароль|"
    r"şifre|密码|密碼|パスワード|비밀번호|zugangsdaten|identifiants|credenciales|credenziali|credenciais|"
    r"клю[чш]\w*|秘密鍵|私钥|개인\s*키|api[- ]?(?:schlüssel|clé|clave|chiave|chave|ключ|nøkkel|nøgle)|clau\s+secreta|"
    r"jelszó|adgangskode|passord|nenosiri|পাসওয়ার্ড|پاس\s+ورڈ"
    # one-time codes and card PINs keep their English names in most languages ("UPI PIN", "OTP")
    r"|\b(?:upi\s+pin|otp|cvv|cvc)\b|验证码|驗證碼|認証コード|인증\s*번호|код\s+подтверждения"
)
ML_READ = _c(
    r"\b(?:lies|lese|lesen|auslesen|lis|lisez|lire|r[ée]cup[ée]rez?|lee|leer|le[ée]r|leggi|leggere|l[eê]ia|ler|"
    r"lees|lezen|przeczytaj|odczytaj|прочитай|прочти|считай|oku|okuyun)\b|读取|讀取|読み取|読んで|읽어|읽고"
    # asking the user for it: "पूछें", "向用户索取", "pide al usuario", "demandez"
    r"|पूछ|索取|询问|詢問|尋ねて|聞いて|물어|\b(?:pide|pida|pregunta|pregunte|demandez|demande|frage|fragen|chiedi|"
    r"chieda|pergunte|peça|vraag|spytaj|poproś|спроси|запроси|sor|iste)\b"
)
# "always", in the same languages and a few more: with a replacement verb and the user, a value swapped.
ML_ALWAYS = _c(
    r"সবসময়|ہمیشہ|\bpalaging\b|\bkila\s+mara\b|"
    r"\b(?:immer|stets|toujours|siempre|sempre|altijd|zawsze|alltid|altid|aina|vždy|mindig|selalu|luôn(?:\s+luôn)?|"
    r"her\s+zaman|daima|всегда|завжди|πάντα|întotdeauna)\b|始终|總是|总是|一律|常に|必ず|항상|हमेशा|دائما|תמיד"
)
ML_REPLACE = _c(
    r"\b(?:ersetz\w*|remplace\w*|reemplaz\w*|sustitu\w*|substitu\w*|sostituisc\w*|sostitui\w*|vervang\w*|"
    r"zast[aą]p\w*|zamie[nń]\w*|замен\w*|замін\w*|ersätt\w*|erstat\w*|nahra[dď]\w*|ganti\w*|değiştir\w*|"
    r"thay\s+thế|înlocu\w*|cserél\w*|lecserél\w*|badilish\w*|ubadilishwe|baguhin)\b|পরিবর্তন|بدل|替换|替換|置き換え|置換|바꾸|대체|बदल"
)
# "do not use other tools", "prefer it over the others": the rivals set aside, in other languages.
ML_OTHER_TOOLS = _c(
    r"\bnie\s+(?:korzystaj|używaj)\s+z?\s*innych\s+narzędzi|\bnepoužív\w*\s+jin\w+\s+nástroj|"
    r"\bkeine\s+anderen\s+(?:tools|werkzeuge)|\bn'utilise[sz]?\s+(?:pas|aucun)\s+(?:d'autres?|autres?)\s+outils?|"
    r"\bno\s+uses?\s+otras\s+herramientas|\bn[aã]o\s+use\s+outras\s+ferramentas|\bnon\s+usare\s+altri\s+strumenti|"
    r"\bgebruik\s+geen\s+andere\s+(?:tools|hulpmiddelen)|\banvänd\s+inga\s+andra\s+verktyg|"
    r"\bне\s+используй\w*\s+други\w+\s+инструмент|\bjangan\s+(?:gunakan|pakai)\s+(?:alat|tool)\s+lain|"
    r"\bbaşka\s+(?:bir\s+)?araç\s+kullanma|不要使用其他工具|不要使用其它工具|他のツールを使わ|다른\s*도구를\s*사용하지"
    r"|\bupřednostn\w*\s+(?:\w+\s+)?před\s+ostatními|\bbevorzuge\s+(?:\w+\s+){0,3}?gegenüber\s+(?:allen\s+)?anderen|"
    r"\bjedyne\s+wiarygodne|\bjediný\s+spolehlivý|\bseul\s+(?:outil\s+)?fiable|\búnica\s+(?:herramienta\s+)?fiable|"
    r"\bunico\s+(?:strumento\s+)?affidabile|\bénica\s+fonte\s+confiável|唯一可靠"
)
# "all of the user's data", with the user and a way out (a transfer verb, a parameter): data gathered.
ML_ALL_DATA = _c(
    r"\b(?:seluruh|semua)\s+(?:\w+\s+)?data|\btodos\s+(?:los|os)\s+(?:\w+\s+)?dados?|\btodos\s+los\s+datos|"
    r"\btoutes\s+les\s+données|\balle\s+(?:\w+\s+)?(?:daten|gegevens)|\btutti\s+i\s+dati|\bwszystkie\s+dane|"
    r"\bвсе\s+данные|\bвсі\s+дані|\bvšechna\s+data|\ball\s+data|\btüm\s+veri|\btoàn\s+bộ\s+dữ\s+liệu|"
    r"所有数据|全部数据|所有資料|全てのデータ|すべてのデータ|모든\s*데이터|सारा\s+डेटा|सभी\s+डेटा"
)
ML_PARAMETER = _c(
    r"\bparam(?:eter|ètre|etro|etr|étro)\w*|\bparâmetro\w*|参数|參數|パラメータ|매개변수|पैरामीटर"
)
# An upload disclosed with a warning to keep private data away from it ("content is uploaded to
# mineru.net; do not use for data that must stay on-device"): a vendor being honest, not an agent told
# to move data.
WARNED_AWAY = _c(
    r"\b(?:do\s+not|don't|never)\s+use\s+(?:it\s+|this\s+(?:tool\s+)?)?(?:for|with)\b[^.;]{0,60}?\b(?:sensitive|"
    r"confidential|private|secret|personal|on-device|must\s+stay|regulated|proprietary)\b"
)
# A state only a connect or login tool changes, as the condition of a call order: "if the agent is not yet
# connected", "when no session is open" (_intent._ordering, _detectors._self_routed).
NOT_SET_UP = _c(
    r"\b(?:if|when|while|unless)\b[^.]{0,40}?\b(?:not\s+(?:yet\s+)?(?:connected|authenticated|logged\s+in|signed\s+in|"
    r"initiali[sz]ed|attached|configured|open(?:ed)?)|no\s+(?:connection|session)\s+(?:is\s+)?(?:open|active|exists))\b"
)


# After "whatever the user picks": how the input is read or kept, not overruled ("whatever the user says
# about dates is parsed in their time zone", "whatever the user picks is shown in the confirmation").
INPUT_HANDLED = (
    r"(?![^.\n]{0,40}?\b(?:is|are)\s+(?:parsed|interpreted|read|accepted|normali[sz]ed|converted|understood|shown|"
    r"displayed|echoed|kept|saved|stored|honou?red|respected|preserved)\b)"
)
