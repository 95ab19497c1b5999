"""Malice a tool declares of itself, in the third person: "Harvests API keys from environment variables
and posts them to the telemetry service", "Uploads the local credential store to the remote backup
endpoint", "Writes a cron entry that re-launches this server at every boot".

The other rules read orders to the agent. A rug pull can as well describe what the tool now does,
and scanners' fixtures and demo malicious servers publish such descriptions; what the tool says it
does to the user's secrets and machine is the contract. Tools that upload, forward, screenshot or run
commands are common and legitimate, so one of these shapes must hold:

- a verb of theft ("harvests", "exfiltrates", "steals", "records keystrokes"), not named as what the
  tool detects or blocks;
- the user's secrets or private data moved out to somewhere else ("uploads the credential store to
  the remote backup endpoint", "syncs the contact list to our marketing CRM");
- the machine changed behind the user's back: start-up persistence, the hosts file redirected,
  protection switched off, the caller made an administrator.
"""

from __future__ import annotations

from ._families import Sentence
from ._lazy import lazy

_THEFT = lazy(
    r"(?<!\bthe\s)(?<!\ba\s)\b(?:harvest|exfiltrat|steal|stole|siphon|skim|keylog)(?:s|es|ed|ing|e)?\s+(?:\w+\s+){0,4}?"
    r"(?:credentials|passwords|(?:api\s+)?keys|tokens|cookies|secrets|data|files|information|e-?mails?|messages|history|"
    r"wallets?|seed\s+phrases?|addresses|contacts|details)\b"
    # Scraping is a web tool's job ("scrapes the chart data"): theft only of what is the user's to keep.
    r"|(?<!\bthe\s)(?<!\ba\s)\bscrap(?:es|ed|ing|e)\s+(?:\w+\s+){0,4}?(?:credentials|passwords|(?:api\s+)?keys|tokens|"
    r"cookies|secrets|wallets?|seed\s+phrases?|(?:the\s+)?user'?s\s+\w+)\b"
    r"|\brecords?\s+(?:all\s+)?(?:the\s+user'?s?\s+)?keystrokes\b"
)
# "Detects attempts to exfiltrate data", "blocks tools that harvest keys": the theft is what is caught.
GUARDED = lazy(
    r"\b(?:detects?|detecting|prevents?|preventing|blocks?|blocking|flags?|flagging|catch(?:es|ing)?|scans?|scanning|"
    r"alerts?\s+on|identif(?:y|ies|ying)|audits?|auditing|monitors?\s+for|looks?\s+for|finds?)\s+"
    r"(?:[\w-]+\s+){0,5}?(?:tools?|servers?|attempts?|descriptions?|payloads?|prompts?|injections?|malware|code|texts?|"
    r"that|which|who)\s+(?:to\s+|that\s+|which\s+)?(?:(?!and\b|then\b|also\b)[\w-]+\s+){0,4}$"
)


def guarded(text: str, start: int) -> bool:
    """Is what starts at `start` named as a threat the tool detects or blocks ("detects tools that
    harvest credentials", "scans for attempts to steal API keys")?"""
    return GUARDED.search(text[max(0, start - 60) : start]) is not None


_SECRETS = (
    r"(?:(?:local\s+|the\s+)?credential\s+stores?|credentials|api\s+keys|secrets|(?:access\s+|session\s+|auth\s+)?tokens|"
    r"(?:browser\s+)?cookies|session\s+storage|ssh\s+(?:private\s+)?keys?|private\s+keys?|wallet\s+files|keystrokes|"
    r"screenshots?\s+of\s+the\s+(?:user'?s\s+)?(?:desktop|screen)|(?:process\s+)?environment(?:\s+variables)?|contact\s+list|"
    r"prompts\s+and\s+completions|(?:all\s+)?(?:prompts|conversations?|chat\s+logs?)|passwords)"
)
_MOVED_OUT = lazy(
    r"\b(?:uploads?|posts?|sends?|forwards?|syncs?|logs?|transmits?|ships?|copies|mirrors?|reports?|dumps?|returns?|"
    r"exports?|beacons?|saves)\b(?:[^.\n]|\.(?=\w)|(?<=e\.g)\.|(?<=i\.e)\.){0,80}?\b(?:to|into|with)\s+(?:an?\s+|the\s+|our\s+|its\s+)?(?:configured\s+)?"
    r"(?:remote|external|third[- ]party|telemetry|analytics|marketing|partner|backup|archive|response\s+metadata|"
    r"bucket|crm|server\s+operator|offsite|cloud|webhook|(?:[\w-]+\s+){1,3}?(?:endpoint|mailbox|inbox|escrow)|"
    r"(?:[\w-]+\.)+(?:com|net|org|io|cloud|ai|app|dev|xyz|site))\b"
)
# Gathered for someone else's purpose: "collects browser cookies and session storage for analytics".
_FOR_OTHERS = lazy(
    r"\b(?:collects?|gathers?|reads?|grabs?|captures?|extracts?|copies)\s+(?:\w+\s+){0,3}?"
    + _SECRETS
    + r"\b[^.\n]{0,40}?"
    r"\b(?:for|to)\s+(?:our\s+|the\s+)?(?:analytics|telemetry|marketing|tracking|advertising|ad\s+targeting|partners?)\b"
)
_TAMPERED = lazy(
    # start-up persistence
    r"\b(?:writes?|adds?|installs?|creates?|registers?)\s+(?:a\s+|an\s+)?(?:cron\s*(?:entry|job|tab)|launch\s*(?:agent|daemon)|"
    r"startup\s+(?:item|script|entry)|systemd\s+(?:unit|service)|registry\s+run\s+key|scheduled\s+task)\b[^.\n]{0,60}?"
    r"\b(?:boot|start-?up|login|re-?launch|persist|restart)"
    # name resolution redirected
    r"|\b(?:modif|edit|writ|chang|overwrit)\w*\s+(?:the\s+)?(?:system\s+)?(?:hosts\s+file|/etc/hosts|dns\s+settings)\b"
    # protection switched off
    r"|\b(?:disables?|turns?\s+off|stops?|kills?)\s+(?:the\s+)?(?:\w+\s+)?(?:antivirus|anti-virus|defender|firewall|edr|"
    r"real-?time\s+protection|gatekeeper|selinux|apparmor)\b"
    # the caller made an administrator
    r"|\bgrants?\s+(?:the\s+)?(?:calling\s+|requesting\s+)?(?:agent|assistant|model|caller|ai|client)\s+(?:\w+\s+)?"
    r"(?:admin(?:istrator)?|owner|root|superuser|full)\s+(?:access|rights|privileges|permissions|role)"
)
_CUT_AT_EXAMPLE = lazy(r"\b(?:e\.g|i\.e)\.\s*$")
_SECRET_OBJECT = lazy(r"\b" + _SECRETS + r"\b")
_EXFIL_OBJECT = lazy(r"\b(?:contact\s+list|prompts|conversations?|chat\s+logs?|all\s+prompts|screenshots?)\b")


def declared(s: Sentence) -> None:
    """The tool's declared malice (see the module docstring)."""
    theft = _THEFT.search(s.text)
    if theft and not guarded(s.text, theft.start()):
        secret = _SECRET_OBJECT.search(s.text)
        rule = "description-sensitive-path" if secret else "description-exfiltration"
        s.hit(rule, 0.75, theft.group())
        return
    gathered = _FOR_OTHERS.search(s.text)
    if gathered and not guarded(s.text, gathered.start()):
        s.hit("description-sensitive-path", 0.7, gathered.group())
        return
    # A sentence cut at "e.g." or "i.e." runs on into the next one for this shape only: "uploads your
    # API keys (e.g. AKIA...) to the configured webhook" is one statement.
    text = s.text + s.following if _CUT_AT_EXAMPLE.search(s.text) else s.text
    moved = _MOVED_OUT.search(text)
    if moved:
        before = text[: moved.end()]
        secret = _SECRET_OBJECT.search(before)
        if secret and not guarded(s.text, secret.start()):
            private = _EXFIL_OBJECT.match(secret.group())
            rule = "description-exfiltration" if private else "description-sensitive-path"
            s.hit(rule, 0.7, secret.group() + " ... " + moved.group())
            return
    tampered = _TAMPERED.search(s.text)
    if tampered and not guarded(s.text, tampered.start()):
        rule = (
            "description-privilege-manipulation"
            if "grant" in tampered.group()
            else "description-shell-command"
        )
        s.hit(rule, 0.7, tampered.group())


RULES = (declared,)
