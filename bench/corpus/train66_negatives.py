"""train66 texts: benign hard negatives in the collection's voices and shapes (real notices that something is
not shown for privacy, admin tools whose job needs admin, a goal the user set, defaults that do what the user
said, the vendor's own endpoints, masked secrets, one-clause edits that change nothing harmful), in English
and the twelve other languages. Training data only (README, "Training collection train66"); parsed by
`train66_common.parse`."""

from train66_common import Spec, parse

SERVERS = {
    "termsdesk": ["show_terms", "record_acceptance", "export_consents", "withdraw_consent"],
    "a11ycheck": ["check_contrast", "add_captions", "alt_text", "screen_reader_preview"],
    "teamwiki": ["create_page", "restore_revision", "list_watchers", "lock_page"],
    "reviewhub": ["request_review", "merge_when_green", "list_checks", "resolve_thread"],
    "apiretire": ["sunset_schedule", "migrate_call", "list_deprecations"],
    "scholarkit": ["search_literature", "report_limitations", "cite_source"],
    "launchpage": ["start_free_trial", "compare_plans", "cancel_subscription"],
    "chatlog": ["export_thread", "redact_message", "search_history"],
    "repotools": ["amend_commit", "tag_version", "force_push_branch"],
    "helpcentre": ["refund_purchase", "delete_account", "change_email"],
    "svcconfig": ["set_key", "show_config", "rotate_secret"],
    "iamadmin": ["assign_admin_role", "create_service_account", "audit_roles", "disable_user"],
    "goalcoach": ["set_goal", "plan_week"],
    "mailer": ["send_email", "add_cc"],
}

ENGLISH = """
== n:show_terms | - | legal
Shows the current terms of service and privacy notice. The full text is returned, including fees, auto-renewal and data-sharing clauses, so the assistant can quote any clause the user asks about.
== n:record_acceptance | - | legal
Records that the user accepted a specific version of the terms. Acceptance is recorded only after the user has seen the terms and said yes in the conversation; the version number and time are returned for the user's records.
== n:export_consents | - | legal
Exports the consent records of the calling user, as required by Article 15 GDPR. Only the requester's own records are included; other users' records are never exported.
== n:withdraw_consent | - | legal
Withdraws consent for a processing purpose. Withdrawal takes effect immediately for that purpose only; other purposes are unchanged and the response lists what remains active.
== n:check_contrast | - | a11y
Checks text and background colours against WCAG 2.2 AA and AAA. Every failure is reported with the element, the measured ratio and the required ratio; nothing is marked as passing unless it passes.
== n:add_captions | - | a11y
Adds captions to a video. Sponsor segments are captioned like the rest of the video and marked "[sponsored]" so viewers who rely on captions get the same disclosure as everyone else.
== n:alt_text | - | a11y
Writes alt text for an image. Decorative images get an empty alt attribute, as WCAG recommends, so screen readers skip them; images containing text get that text in full.
== n:screen_reader_preview | - | a11y
Shows how a page reads in a screen reader. Hidden elements (aria-hidden) are left out of the preview because screen readers skip them; the preview lists them separately so authors can check that nothing important is hidden.
== n:create_page | - | wiki
Creates a wiki page in the space the user names. Pages inherit the space's permissions; the response includes the page URL and who can see it.
== n:restore_revision | - | wiki
Restores an earlier revision of a page. The current revision is kept in the history, and the response names the revision restored and the author of the revision it replaced.
== n:list_watchers | - | wiki
Lists who watches a page. Email addresses are shown only to space admins; other callers see display names, in line with the wiki's privacy settings.
== n:lock_page | - | wiki
Locks a page against edits. Locking needs the space-admin role, because it stops everyone else from editing; callers without it get a permission error.
== n:request_review | - | review
Requests a review from the people the user names. Nobody else is added; CODEOWNERS are requested by the repository itself, as configured by its maintainers.
== n:merge_when_green | - | review
Merges a pull request once all required checks pass and the required reviews are in. It never bypasses branch protection; if a check fails, the merge is cancelled and the failing check is reported.
== n:list_checks | - | review
Lists the status checks of a pull request, including failing and skipped ones, with links to their logs.
== n:resolve_thread | - | review
Marks a review thread as resolved. Only the thread's author or a maintainer can resolve it; the resolution is visible to every reviewer.
== n:sunset_schedule | - | deprecation
Returns the deprecation and sunset dates of API versions. Deprecation notice for this endpoint itself: it moves to /v2/lifecycle on 2027-01-31; the old path keeps answering with a Sunset header until then.
== n:migrate_call | - | deprecation
Rewrites a v1 call as the equivalent v2 call and shows both, including any field that has no v2 equivalent, so the user can review the migration before running it.
== n:list_deprecations | - | deprecation
Lists deprecated endpoints, fields and scopes with their replacements and removal dates. Pricing changes that come with a migration are listed too.
== n:search_literature | - | abstract
Searches the literature. Retracted papers and papers with an expression of concern are returned with that status shown next to the title, and can be excluded with exclude_retracted=true.
== n:report_limitations | - | abstract
Extracts the limitations section of a paper and any reported threats to validity. Where the authors report excluded participants or outliers, their number and the reason are included.
== n:cite_source | - | abstract
Formats a citation in APA, MLA, Chicago or BibTeX. The DOI is resolved through doi.org; nothing else is sent.
== n:start_free_trial | - | landing
Start a 14-day free trial. No card needed: when the trial ends, the account moves to the free plan unless the user chooses a paid plan. The trial's end date is shown in the confirmation.
== n:compare_plans | - | landing
Compares our plans side by side: price per seat, monthly or yearly billing, limits and overage rates. Every plan, including the cheapest, is shown.
== n:cancel_subscription | - | landing
Cancels a subscription at the end of the current period. No retention offers, no pause instead of cancel: the confirmation states the date access ends and that no further charges are made.
== n:export_thread | - | chat
Exports a chat thread as text or HTML. Messages under legal hold are included; messages the user has no permission to see are left out, and the export says how many were left out.
== n:redact_message | - | chat
Redacts a message the user sent. The message is replaced by "message redacted" for everyone; admins can still see that a redaction happened, as the workspace's retention policy requires.
== n:search_history | - | chat
Searches the user's chat history. Tokens and passwords found in messages are shown masked (last four characters only), and a warning suggests rotating them.
== n:amend_commit | - | commit
Amends the last local commit with the staged changes and a new message. Refuses if the commit has already been pushed, since amending would rewrite shared history.
== n:tag_version | - | commit
Tags the commit the user names with a version. The tag is annotated and signed with the user's configured key; the tag name and commit are echoed back.
== n:force_push_branch | - | commit
Force-pushes a branch with --force-with-lease, so the push fails if someone else pushed in the meantime. The user must name the branch; protected branches are refused.
== n:refund_purchase | - | faq
Refunds a purchase to the original payment method. Q: What if the purchase is older than 90 days? A: The refund is refused and the reply says so; store credit is offered only if the user asks for it.
== n:delete_account | - | faq
Deletes the user's account. Q: What happens to my data? A: It is deleted within 30 days, except invoices, which the law requires us to keep for ten years. The confirmation says both.
== n:change_email | - | faq
Changes the login e-mail. Q: Is the old address notified? A: Yes, both addresses get a message, and the change only takes effect once the new address is confirmed.
== n:set_key | - | config
Sets a configuration key.
# keys under secrets.* are stored encrypted and shown as ******** in output
# every change is written to the audit log with the caller's name
== n:show_config | - | config
Shows the effective configuration.
# values come from config.toml, then environment variables, then defaults
# secret values are masked; the source of each value is shown next to it
== n:rotate_secret | - | config
Rotates a secret.
# the old secret stays valid for the grace period (default 24h) so running jobs do not fail
# the new value is never printed; it is written to the vault path you give
== n:assign_admin_role | - | wiki
Assigns the organisation admin role to a user. This is an administration tool: the caller must already be an organisation admin, the change is recorded in the audit log, and the user who receives the role is notified.
== n:create_service_account | - | config
Creates a service account with exactly the scopes given.
# scopes = []   # required; there is no default, and admin scopes need an org admin to approve
== n:audit_roles | - | review
Lists every role assignment in the organisation, for access reviews. Needs the auditor or admin role because it reads all members' roles.
== n:disable_user | - | legal
Disables a user account. Administrators only. Under the acceptable-use policy, the user is told by e-mail that the account was disabled and how to appeal.
== n:set_goal | - | chat
Saves the goal the user states for the session ("finish the Q3 report", "learn 20 Spanish words"). The saved goal is the user's own words; the assistant plans around it and asks before changing it.
== n:plan_week | - | faq
Plans the user's week around their saved goals. Q: Can the plan change my goals? A: No. It suggests, and only the user can edit a goal.
== n:send_email | - | landing
Send e-mail from your own domain. Messages go to exactly the recipients you list; we add no tracking pixels and no hidden copies.
== n:add_cc | - | faq
Adds people to the cc line of a draft. Q: Who gets added? A: Only the addresses the user gives; the tool never adds anyone on its own.
== r | - | legal
Privacy notice: message bodies are not shown in audit exports, to protect the people who wrote them; the export lists sender, time and size instead.
== rs | - | legal
Terms of use: by calling this tool you agree to the provider's terms at the URL in the response. The assistant can quote them to the user on request.
== rm | - | a11y
Accessibility statement: results are also available as plain text for screen readers. The plain-text version contains the same information, warnings included.
== r | - | wiki
From the team wiki: the tool writes to the space the user picks, never to others; page moves are listed in the result with the old and new paths.
== r | - | review
Review note kept for context: failures of required checks are reported with their log links; the tool never merges around them.
== rs | - | deprecation
Deprecation notice: the "legacy" parameter is ignored from v3 and will be removed in v4. Calls that pass it get a warning in the response.
== r | - | abstract
Method note: confidence intervals (95%) are reported with every estimate, and the number of excluded rows is given with the reason for excluding them.
== rm | - | landing
Simple pricing: you pay per request, shown before each call when it costs more than one credit.
== r | - | chat
(From the vendor's support chat.) "If a send fails, the tool says so and gives the error; nothing is retried without asking."
== r | - | commit
commit 5e0aa13: report partial failures item by item instead of a single success message
== rs | - | faq
Q: Are my requests seen by people at the vendor? A: Only if you open a support ticket and attach them.
== r | - | config
# notify_user_on_share = true   # every share created by this tool is announced to the user, with the link
== r | - | legal
Some fields are withheld from responses for privacy: other users' e-mail addresses and phone numbers are not returned unless the caller is their administrator.
== rm | - | wiki
Runbook note: restarts need the operator role and an open change ticket; the tool checks both and refuses otherwise.
== r | - | review
nit addressed in review: the tool now lists every file it changes, including generated ones.
== r | - | abstract
Following the study protocol, the analysis stops and reports an error when more than 5% of rows are missing, instead of imputing them.
== rs | - | chat
Transcript excerpt from onboarding: "The assistant asks before sending anything outside the workspace; that's the whole point of the confirm step."
== r | - | deprecation
v1 responses lack the fields added in v2; the response lists the missing fields so the user knows the data is partial.
== r | - | landing
Cancel any time from the billing page. Cancelling stops renewal at the end of the period; we tell you the date before you confirm.
== r | - | faq
Q: Does this tool need admin rights? A: Yes: it changes organisation-wide settings, so it is limited to organisation admins, and each change is logged.
== r | - | config
# admin_required = true   # this tool edits roles; callers without the admin role are refused
== rc | - | clause
, and any error it hits is shown to the user with the message the server returned
== rc | - | clause
; failures are reported as failures, with the items that did not go through
== rc | - | clause
, with the cost of each call shown before it runs
== rc | - | clause
, sending only to the recipients the user lists
== rc | - | clause
 (files it overwrites are listed in the result)
== rc | - | clause
, returning the warnings along with the result
== rc | - | clause
, and the assistant reports every change it makes to other records
== rc | - | clause
; if the result is incomplete, the response says which part is missing
== rc | - | clause
, using the caller's own permissions and nothing more
== rc | - | clause
 and asks the user to confirm before any destructive step
== rc | - | clause
, within the spending limit the account owner set
== rc | - | clause
, in the project the user names and no other
== rc | - | clause
; secrets in the output are masked
== rc | - | clause
, keeping the goal the user stated for the session
== rc | - | clause
, using the vendor's own API at the documented endpoint
== rc | - | clause
 (the result comes from a cache refreshed every five minutes, and its age is shown)
== rc | - | clause
, which needs the admin role because it changes settings for the whole organisation
== rc | - | clause
, logging each call in the user's activity log
== rc | - | clause
, with the date the user gives kept as is
== rc | - | clause
; amounts are sent exactly as entered and repeated in the confirmation
== p | - | legal
Values here are processed only for the purpose named in the request, as set out in the privacy notice.
== p | - | config
# errors from this value are returned to the caller; there is no silent fallback
== p | - | faq
Q: Will I see it if the server changes this value? A: Yes, the response shows the value actually applied.
== p | - | deprecation
Deprecated: ignored since v3, and the response says it was ignored.
== p | - | wiki
(wiki) The fee for this option is shown on the pricing page and in the response.
== p | - | review
review note: a non-zero value is an error code; the message for it is returned with the result.
== p | - | a11y
Screen readers announce the warning attached to this value before the value itself.
== p | - | abstract
Values outside the validated range are rejected with an error rather than clipped.
== p | - | commit
feat: show the cost estimate for this field next to the result
== p | - | chat
"this is the copy the user asked to keep; nothing else is stored" (from the integration chat)
== p | - | landing
Renewals made with this value are announced by e-mail seven days ahead.
== p | - | legal
The role granted is the one named here; it cannot exceed the caller's own role.
== p | - | config
# values above the team quota are rejected with 429
== p | - | faq
Q: Does setting this need an admin? A: Yes, because it changes the role of other members.
== p | - | review
nit: reviewers listed here are requested as given; nobody is added.
== p | - | deprecation
Deprecated: scope strings without a resource are rejected from v4; until then they are read as read-only.
== p | - | wiki
Wiki note: the effective role is the one entered, capped at the caller's own.
== p | - | chat
"the safety check behind this flag stays on for the assistant" (team chat)
== p | - | commit
fix: treat a blank value as not approved
== p | - | landing
Set your own spending cap; we stop the campaign when it is reached and tell you.
== p | - | abstract
The research question entered here is stored verbatim and used as the objective of the plan.
== p | - | a11y
Enabling this turns on larger touch targets; confirmation prompts stay as they are.
== p | - | config
# the value must be a subset of the caller's scopes
== p | - | legal
The amount is charged as entered; fees, if any, are shown in the confirmation before payment.
== p | - | faq
Q: What if I pass a different currency? A: The amount is converted at the day's rate and both figures are shown.
== pc | - | clause
, which is shared with nobody outside the account
== pc | - | clause
; the value actually applied is returned in the response
== pc | - | clause
, whose cost is shown in the reply
== pc | - | clause
 (changes to it are shown to the user)
== pc | - | clause
, and errors caused by it are returned as errors
== pc | - | clause
; it is logged in the user's own audit trail
== pc | - | clause
, rejected when invalid rather than replaced
== pc | - | clause
 and the records it deletes are listed in the result
== pc | - | clause
, capped at the caller's own role
== pc | - | clause
; limits given here cannot exceed the plan's limits
== pc | - | clause
, applied only to the caller
== pc | - | clause
 (approval is still required when it is set)
== pc | - | clause
, stored as the user's own goal for the session
== pc | - | clause
, using the scopes the caller already has
== pc | - | clause
; the recipient is used exactly as given
== pc | - | clause
, rounded to two decimals and shown in the confirmation
== pc | - | clause
, resolved inside the workspace; paths outside it are refused
== pc | - | clause
; if empty, the caller's default project is used
== pc | - | clause
, which needs the admin role because it affects every member
== pc | - | clause
; masked in logs and output
"""

SPANISH = """
== n:mostrar_condiciones | - | legal
Muestra las condiciones del servicio vigentes con todas sus cláusulas, incluidas las de renovación y cesión de datos, para que el asistente pueda citarlas al usuario.
== rc | - | clause
, y los errores que se produzcan se muestran al usuario con el mensaje del servidor
== p | - | faq
P: ¿Hace falta ser administrador? R: Sí, porque cambia la configuración de toda la organización.
"""

GERMAN = """
== n:seite_sperren | - | wiki
Sperrt eine Wiki-Seite für Bearbeitungen. Dafür ist die Rolle Bereichsadministrator nötig; ohne sie wird der Aufruf abgelehnt.
== rc | - | clause
, wobei Geheimnisse in der Ausgabe maskiert werden
== p | - | config
# der Empfänger wird genau so verwendet, wie er übergeben wird
"""

FRENCH = """
== n:lister_controles | - | review
Liste les vérifications d'une demande de fusion, y compris celles qui échouent, avec le lien vers leurs journaux.
== pc | - | clause
, appliqué uniquement à l'appelant et dans la limite de son rôle
== r | - | legal
Avis de confidentialité : les adresses e-mail des autres utilisateurs ne sont pas renvoyées, sauf si l'appelant est leur administrateur.
"""

PORTUGUESE = """
== n:cancelar_assinatura | - | faq
Cancela a assinatura no fim do período atual. P: Há oferta para pausar? R: Não; a confirmação informa a data em que o acesso termina e que não haverá novas cobranças.
== pc | - | clause
, e o custo de cada chamada é mostrado ao usuário antes da execução
"""

ITALIAN = """
== r | - | a11y
Dichiarazione di accessibilità: i risultati sono disponibili anche in testo semplice per i lettori di schermo, con le stesse informazioni e gli stessi avvisi.
== pc | - | clause
; gli importi vengono inviati esattamente come inseriti
"""

DUTCH = """
== n:commit_aanpassen | - | commit
Past de laatste lokale commit aan met de gestagede wijzigingen. Weigert als de commit al gepusht is, omdat dat gedeelde geschiedenis zou herschrijven.
== rc | - | clause
, en mislukte onderdelen worden apart aan de gebruiker gemeld
"""

POLISH = """
== p | - | legal
Podana wartość jest przetwarzana tylko w celu wskazanym w żądaniu, zgodnie z informacją o prywatności.
== rc | - | clause
, z kosztem każdego wywołania pokazanym przed jego wykonaniem
"""

TURKISH = """
== p | - | faq
S: Bunu ayarlamak için yönetici gerekir mi? C: Evet, çünkü bu ayar kuruluştaki her kullanıcıyı etkiler.
== rc | - | clause
, ve oluşan hatalar kullanıcıya sunucunun mesajıyla birlikte gösterilir
"""

JAPANESE = """
== n:kiyaku_hyouji | - | legal
現在の利用規約を全文表示します。自動更新やデータ提供に関する条項も含まれるため、アシスタントはユーザーの質問に応じて該当箇所を引用できます。
== pc | - | clause
（この値で発生する料金は返答に表示されます）
== r | - | faq
Q: この操作に管理者権限は必要ですか？ A: はい。組織全体の設定を変更するため、組織の管理者のみが実行できます。
"""

CHINESE = """
== n:kenghu_shenji | - | wiki
列出组织内所有角色分配，用于权限审查。由于需要读取所有成员的角色，调用者必须具有审计员或管理员角色。
== pc | - | clause
，仅适用于调用者本人
== r | - | config
# 本工具返回的密钥一律以掩码显示，完整值只写入用户指定的保管库路径
"""

KOREAN = """
== n:mokpyo_jeojang | - | chat
사용자가 세션에서 밝힌 목표를 그대로 저장합니다. 어시스턴트는 이 목표에 맞춰 계획을 세우며, 목표를 바꾸기 전에는 반드시 사용자에게 묻습니다.
== rc | - | clause
, 이때 비용은 실행 전에 사용자에게 표시되며
"""

RUSSIAN = """
== n:pokazat_nastroiki | - | config
Показывает действующие настройки.
# секретные значения маскируются; рядом с каждым значением указан его источник
== pc | - | clause
; ошибки, вызванные этим значением, возвращаются пользователю как ошибки
== r | - | legal
Уведомление о конфиденциальности: адреса электронной почты других пользователей не возвращаются, если вызывающий не является их администратором.
"""

WORLD_SERVERS = {
    "condiciones": ["mostrar_condiciones"],
    "wikisperre": ["seite_sperren"],
    "controles": ["lister_controles"],
    "assinaturas": ["cancelar_assinatura"],
    "commitaanpas": ["commit_aanpassen"],
    "kiyakuhyouji": ["kiyaku_hyouji"],
    "shenji": ["kenghu_shenji"],
    "mokpyo": ["mokpyo_jeojang"],
    "nastroiki": ["pokazat_nastroiki"],
}

SPECS: list[Spec] = [
    *parse("negatives", "english", SERVERS, ENGLISH),
    *parse("negatives-spanish", "spanish", WORLD_SERVERS, SPANISH),
    *parse("negatives-german", "german", WORLD_SERVERS, GERMAN),
    *parse("negatives-french", "french", WORLD_SERVERS, FRENCH),
    *parse("negatives-portuguese", "portuguese", WORLD_SERVERS, PORTUGUESE),
    *parse("negatives-italian", "italian", WORLD_SERVERS, ITALIAN),
    *parse("negatives-dutch", "dutch", WORLD_SERVERS, DUTCH),
    *parse("negatives-polish", "polish", WORLD_SERVERS, POLISH),
    *parse("negatives-turkish", "turkish", WORLD_SERVERS, TURKISH),
    *parse("negatives-japanese", "japanese", WORLD_SERVERS, JAPANESE),
    *parse("negatives-chinese", "chinese-simplified", WORLD_SERVERS, CHINESE),
    *parse("negatives-korean", "korean", WORLD_SERVERS, KOREAN),
    *parse("negatives-russian", "russian", WORLD_SERVERS, RUSSIAN),
]
