"""train66 texts: a second batch of benign hard negatives in the collection's voices and shapes (disclosures
made rather than withheld, admin tools that need admin, goals the user set, recipients and amounts used as
given, the vendor's own endpoints, masked secrets, ordering among a server's own tools), in English and
other languages. Training data only (README, "Training collection train66"); parsed by
`train66_common.parse`."""

from train66_common import Spec, parse

SERVERS = {
    "consentbook": ["log_consent", "show_processors", "request_erasure"],
    "captionly": ["burn_captions", "audio_describe", "font_scale"],
    "opswiki": ["find_runbook", "run_runbook_step", "grant_temp_access"],
    "codecheck": ["approve_review", "list_required_checks", "bypass_protection"],
    "apisunset": ["get_lifecycle", "preview_migration"],
    "labnotes": ["summarise_study", "flag_retractions"],
    "pricepage": ["start_checkout", "show_invoice"],
    "teamchat": ["post_message", "invite_member"],
    "gitflow": ["revert_merge", "sign_tag"],
    "supportfaq": ["issue_refund", "pause_subscription"],
    "deployconf": ["set_feature_flag", "show_effective_limits"],
}

ENGLISH = """
== n:log_consent | - | legal
Logs the consent the user gives in the conversation, for the one purpose they named. Consent to one purpose never implies consent to another; each is logged separately.
== n:show_processors | - | legal
Lists the sub-processors that receive the user's data, with their country and purpose, as the Data Processing Addendum requires us to disclose.
== n:request_erasure | - | legal
Files an erasure request under Article 17 GDPR for the calling user's own data. The response gives the request id and the date by which we must answer.
== n:burn_captions | - | a11y
Burns captions into a video the user owns. Captions include sound descriptions ([applause], [music]) so deaf viewers get the same information as hearing ones.
== n:audio_describe | - | a11y
Adds audio description to a video for blind and low-vision viewers. Text on screen, including prices and terms, is read out in full.
== n:font_scale | - | a11y
Sets the text size for the user's own view, from 100% to 400%. Other users' settings are not affected.
== n:find_runbook | - | wiki
Finds the runbook page for an alert in the ops wiki and returns its link and steps. It runs nothing; each step is for the on-call engineer to decide on.
== n:run_runbook_step | - | wiki
Runs one runbook step the user picks, after showing the exact command and asking the user to confirm. Steps marked "manual" are refused.
== n:grant_temp_access | - | wiki
Grants temporary production access for the time the user gives, up to eight hours. Needs an approver from the service's owning team; access is revoked automatically when the time is up.
== n:approve_review | - | review
Submits an approving review as the calling user. It counts toward required reviews only if the user is an eligible reviewer; status checks still have to pass before merging.
== n:list_required_checks | - | review
Lists the checks that branch protection requires, with their current status, so the user can see what blocks a merge.
== n:bypass_protection | - | review
Merges a pull request while bypassing branch protection. For repository administrators only, since bypassing protection is what the tool is for; each use is recorded in the audit log with the reason the admin gives.
== n:get_lifecycle | - | deprecation
Returns the lifecycle stage of an API version: preview, generally available, deprecated or retired, with the dates, so clients can plan migrations.
== n:preview_migration | - | deprecation
Shows what migrating a client to the new API version would change: renamed fields, removed fields and the price per request in the new version. Nothing is changed until the user runs the migration.
== n:summarise_study | - | abstract
Summarises a study's aims, methods, results and limitations. If the study was retracted or corrected, the summary starts with that.
== n:flag_retractions | - | abstract
Checks a reference list against Retraction Watch and Crossref and flags retracted or corrected papers, with the notice's link.
== n:start_checkout | - | landing
Starts checkout for the plan the user picks. Taxes, fees and the renewal date are shown on the summary before payment.
== n:show_invoice | - | landing
Shows an invoice line by line, including usage charges and overage, so there are no surprises.
== n:post_message | - | chat
Posts a message to the channel the user names, as the user. Mentions are sent only for the people the user names.
== n:invite_member | - | chat
Invites people to a workspace as members. Only workspace admins can invite guests or admins; other callers can invite members only.
== n:revert_merge | - | commit
Reverts a merge commit on a new branch and opens a pull request for it, so the revert gets the same review as any other change.
== n:sign_tag | - | commit
Signs a tag with the user's configured GPG or SSH key. The key never leaves the user's machine; only the signature is pushed.
== n:issue_refund | - | faq
Issues a refund to the original payment method. Q: Is store credit ever used instead? A: Only if the user asks for it; the reply says which one was issued.
== n:pause_subscription | - | faq
Pauses a subscription when the user asks for a pause. Q: Does a pause replace a cancellation? A: No. If the user asks to cancel, use cancellation; pausing is only for users who ask to pause.
== n:set_feature_flag | - | config
Sets a feature flag for one environment.
# kill-switch flags need the release-manager role and a reason; the reason is logged
== n:show_effective_limits | - | config
Shows the limits that apply to the caller.
# per-team ceilings apply to people and automation alike; the response shows which limit is the binding one
== r | - | legal
Notice: calls to this tool are logged with the caller's identity for 90 days, as our security policy requires. The log is visible to the workspace's admins.
== rm | - | wiki
Wiki: the tool runs as the caller, with the caller's permissions; requests outside them fail with a clear error.
== r | - | review
Reviewer's note kept in the description: when a required check fails, the tool reports the check's name and log and stops.
== rs | - | deprecation
Deprecation notice: this tool's "confirm" flag becomes mandatory in v5; calls without it are rejected from then on.
== r | - | landing
Transparent pricing: each call shows its cost before it runs, and your monthly cap is never exceeded.
== rm | - | chat
(From the support chat.) "Manager approval still applies to requests the assistant makes; it just prepares them for the manager."
== r | - | faq
Q: Who can call this? A: Members with the editor role or above. The tool runs with the caller's role, never the owner's.
== r | - | abstract
Method. Results are reported with their confidence and the number of rows excluded, and the user's research question is kept as written.
== rs | - | a11y
Accessibility: confirmation prompts are screen-reader friendly and keyboard operable; they are never skipped.
== r | - | config
# require_approval = true   # a human approver is needed for amounts over the user's limit
== rc | - | clause
, returning the list of records it changed along with the result
== rc | - | clause
, asking the user before any charge above the plan's included usage
== rc | - | clause
; errors are shown with the server's message and a suggested fix
== rc | - | clause
, limited to the project the user names
== rc | - | clause
, with the admin role required because it changes organisation settings
== rc | - | clause
 (the goal it plans around is the one the user stated)
== rc | - | clause
, reading the API key from the server's own configuration, never from the user's files
== rc | - | clause
, and the confirmation repeats the amount and recipient exactly as given
== rc | - | clause
; both the old and the new value are shown in the result
== rc | - | clause
, after {sibling} has listed the available options, as the vendor's own workflow expects
== pc | - | clause
; the value applied is always the one entered
== pc | - | clause
, visible to the user in the confirmation
== pc | - | clause
, capped at the limits of the caller's plan
== pc | - | clause
 (it needs the admin role because it affects every member)
== pc | - | clause
, which the user can change at any time
== pc | - | clause
; secrets in it are masked in every response
== pc | - | clause
, and the user is told when it triggers a fee
== pc | - | clause
; invalid values are rejected with an error
== p | - | review
review: values listed here are added as reviewers; the required ones remain required.
== p | - | deprecation
Deprecated in v4: use "scopes" instead. Until removal, the value is applied as given and a warning is returned.
== p | - | chat
"the assistant asks before changing this, every time" (from the team channel)
== p | - | commit
fix: return an error when the value is unknown instead of guessing
== p | - | landing
Cancel whenever you like; the value here only sets when we remind you about renewal.
== p | - | abstract
The objective entered here is stored verbatim and is what the plan optimises.
== p | - | legal
Fees that apply to this value are listed in the response before anything is charged.
== p | - | a11y
Controls whether captions are shown; it does not change any other setting.
"""

WORLD_SERVERS = {"consentimiento": ["registrar_consentimiento"], "rechte": ["rollen_pruefen"]}

SPANISH = """
== n:registrar_consentimiento | - | legal
Registra el consentimiento que el usuario da en la conversación, solo para la finalidad indicada. El consentimiento para una finalidad no implica consentimiento para otras.
== pc | - | clause
, y el importe se envía exactamente como se introdujo
"""

GERMAN = """
== n:rollen_pruefen | - | review
Listet alle Rollenzuweisungen der Organisation für eine Zugriffsprüfung auf. Dafür ist die Rolle Prüfer oder Administrator nötig, weil die Rollen aller Mitglieder gelesen werden.
== rc | - | clause
, wobei Fehler mit der Meldung des Servers angezeigt werden
"""

FRENCH = """
== pc | - | clause
; la valeur appliquée est toujours celle saisie par l'utilisateur
"""

ITALIAN = """
== rc | - | clause
, e i costi di ogni chiamata vengono mostrati prima dell'esecuzione
"""

JAPANESE = """
== rc | - | clause
、失敗した項目はユーザーへの返答にすべて表示します
"""

CHINESE = """
== p | - | config
# 超出团队配额的值会被拒绝，并向用户返回错误信息
"""

RUSSIAN = """
== rc | - | clause
, и все изменённые записи перечисляются в ответе пользователю
"""

KOREAN = """
== p | - | faq
Q: 이 값을 설정하려면 관리자 권한이 필요한가요? A: 네, 조직의 모든 구성원에게 영향을 주기 때문입니다.
"""

SPECS: list[Spec] = [
    *parse("negatives-b", "english", SERVERS, ENGLISH),
    *parse("negatives-b-spanish", "spanish", WORLD_SERVERS, SPANISH),
    *parse("negatives-b-german", "german", WORLD_SERVERS, GERMAN),
    *parse("negatives-b-french", "french", WORLD_SERVERS, FRENCH),
    *parse("negatives-b-italian", "italian", WORLD_SERVERS, ITALIAN),
    *parse("negatives-b-japanese", "japanese", WORLD_SERVERS, JAPANESE),
    *parse("negatives-b-chinese", "chinese-simplified", WORLD_SERVERS, CHINESE),
    *parse("negatives-b-russian", "russian", WORLD_SERVERS, RUSSIAN),
    *parse("negatives-b-korean", "korean", WORLD_SERVERS, KOREAN),
]
