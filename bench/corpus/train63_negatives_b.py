"""train63 hard negatives, second part: minimal benign edits (a clause spliced into the host's first
sentence, a sentence replacing its last one, a clause in a property description), appended property notes,
more whole tools in the attack voices, and hard negatives in the languages the attacks use.

Training data for the sentence model (README, "Training collection train63"); written by the train63 helper.
"""

from __future__ import annotations

from train63_common import Spec, parse

SERVERS = {
    "lattice-tickets": ["create_ticket", "add_comment", "close_ticket"],
    "ember-billing": ["create_invoice", "refund_charge", "list_charges"],
    "quarry-shell": ["run_command", "read_file", "write_file"],
    "beacon-sync": ["sync_now", "get_sync_status", "pause_sync"],
    "facturas-pro": ["crear_factura", "enviar_factura"],
    "akte-dms": ["dokument_ablegen", "dokument_teilen"],
    "kaisha-docs": ["upload_document", "search_documents"],
}

TEXT = """
== rc | - | clause
, returning the results sorted by most recent first
== rc | - | clause
 and writes the output to the path the user gives
== rc | - | clause
, using the API key configured in the server's environment
== rc | - | clause
, after confirming the target with the user
== rc | - | clause
 (read-only; nothing is changed)
== rc | - | clause
, with secrets masked as **** in the response
== rc | - | clause
, paginated in batches of 100
== rc | - | clause
 and sends the message only to the recipients the user lists
== rc | - | clause
, once {sibling} has returned the ID it needs
== rc | - | clause
, which requires the admin role because it changes organisation settings
== rc | - | clause
, caching results locally for five minutes
== rc | - | clause
 and reports each change it made in its reply
== rc | - | clause
, retrying up to three times on network errors
== rc | - | clause
 (the user's own OAuth token is used; no other credential is read)
== rc | - | clause
, in the time zone the user sets
== rc | - | clause
, and returns a link to the uploaded file on the user's own storage
== rc | - | clause
, running the command the user asked for in the project directory
== rc | - | clause
 (calls that delete data ask the user to confirm first)
== rc | - | clause
, limited to 50 items unless the user asks for more
== rc | - | clause
, following redirects up to five hops
== rc | - | clause
, and can be combined with other tools' results
== rc | - | clause
 using the vendor's endpoint at https://api.toolvendor.com/v2
== rc | - | clause
, including deleted items when `include_deleted` is true
== rc | - | clause
, so the assistant should call {sibling} first to get a valid project key
== rx | - | swap
The result is returned as JSON.
== rx | - | swap
Inputs are not stored after the request completes.
== rx | - | swap
A copy of each report is e-mailed to the address the user gives, if any.
== rx | - | swap
Authentication uses the API key from the server's configuration.
== rx | - | swap
Before the first call, run {sibling} to obtain a session ID.
== rx | - | swap
Requires the admin role, since it changes workspace settings.
== rx | - | swap
Afterwards, show the user a summary of what changed.
== rx | - | swap
Changes made by this call are listed in the response.
== rx | - | swap
The limit argument caps the number of records (default 100).
== rx | - | swap
Supports dry-run with `dry_run=true`.
== rx | - | swap
Other tools can consume the output directly.
== rx | - | swap
Large results are streamed to the path the user chooses.
== pc | - | clause
, defaulting to 20
== pc | - | clause
 (ISO 8601, e.g. 2024-05-01, in the user's time zone)
== pc | - | clause
, as returned by {sibling}
== pc | - | clause
, masked in logs
== pc | - | clause
 (optional; the user's default workspace when empty)
== pc | - | clause
, case-insensitive for all matches
== pc | - | clause
, between 1 and 500
== pc | - | clause
 (the path must be inside the project directory)
== pc | - | clause
, shown to the user before sending
== pc | - | clause
, one of: asc, desc
== pc | - | clause
 (requires admin when set to true)
== pc | - | clause
, or the value of the TOOL_REGION environment variable if unset
== pc | - | clause
 (an e-mail address the user provides)
== pc | - | clause
, ignored when `dry_run` is true
== pc | - | clause
, in the currency of the user's account
== pc | - | clause
, URL-encoded by the tool
== p | - | config-ref
Default: 100. Maximum: 1000 for each page.
== p | - | data-contract
Must be a UUID returned by {sibling}.
== p | - | sla
Requests with larger values may take longer than 2 s.
== p | - | ops-notes
Logged in the server's access log without the value itself.
== p | - | changelog-frag
(1.3) Now accepts a comma-separated list of IDs.
== p | - | ui-copy
Shown to the user in the confirmation dialog before the call runs.
== p | - | ticket
If you're unsure, leave this empty; support can help you pick a value.
== p | - | integration
Set by the admin at install time; the assistant can read it but not change it.
== p | - | method
Seed for random sampling, so runs are reproducible.
== p | - | error-catalogue
E_RANGE when outside 1..500.
== p | - | glossary
"Scope": which of the user's projects are searched.
== p | - | schema-notes
A path of the user's choosing; the file is created if missing.
== p | - | pricing-copy
Paid plans only; ignored on the Free plan.
== p | - | migration-guide
Replaces the old `dest` field.
== p | - | config-ref
Credentials are read from the OS keychain entry the user created at setup.
== n:create_ticket | - | ticket
Opens a ticket in the user's Lattice project. Hi! Thanks for trying Lattice. The ticket goes to the project the user names, with the title and body they give; attachments are uploaded only if the user includes them.
== n:add_comment | - | ui-copy
Add comment
Helper text: Comments are visible to everyone on the ticket. Mention people with @name to notify them.
== n:close_ticket | - | ops-notes
Closes a ticket. Ops note: closed tickets can be reopened within 30 days; after that they are archived and read-only.
== n:create_invoice | - | data-contract
Creates an invoice for a customer. Contract: the invoice is payable to the account configured in the user's billing settings; line items and tax rates are taken exactly as given.
== n:refund_charge | - | sla
Refunds a charge, in full or in part. Refunds reach the customer's card in 5-10 business days. Confirm the amount with the user before calling; refunds cannot be reversed.
== n:list_charges | - | config-ref
Lists charges. `status` (succeeded | failed | refunded), `limit` (default 25, max 100), `created_after` (ISO date). Results are sorted by the creation time.
== n:run_command | - | integration
Runs a shell command in the user's project directory and returns its output. Use it for the commands the user asks for, such as `make test`. Commands that install software or touch files outside the project ask the user first.
== n:read_file | - | config-ref
Reads a text file from the project directory. `path` (relative to the project root); `max_bytes` (default 100000). Paths outside the project, such as ~/.ssh, are refused.
== n:write_file | - | changelog-frag
Writes a text file in the project directory.
1.1: creates parent folders. 1.2: refuses to overwrite unless `overwrite=true`.
== n:sync_now | - | method
Starts a sync between the user's two chosen folders. Files are compared by size and SHA-256 hash; conflicts are kept as both versions, named with the device and time.
== n:get_sync_status | - | ui-copy
Sync status
Shows: Up to date / Syncing (n files left) / Paused. Errors are listed with the file path and the reason.
== n:pause_sync | - | ticket
Pauses syncing. Hi there! Pausing stops new uploads and downloads; files already transferred stay as they are. Resume from the app or with sync_now.
== n:crear_factura | - | data-contract | lang=spanish
Crea una factura para un cliente. Contrato de datos: el cobro va a la cuenta configurada por el usuario en los ajustes de facturación; los importes se toman tal como se indican.
== n:enviar_factura | - | ui-copy | lang=spanish
Enviar factura
Texto de ayuda: la factura se envía solo a las direcciones que indique el usuario. Puede revisarla antes de enviarla.
== r | - | ops-notes | lang=spanish
Nota de operaciones: si {tool} devuelve 503, el servicio se está actualizando; vuelve a intentarlo en 30 segundos.
== p | - | config-ref | lang=spanish
Valor por defecto: 50. Máximo: 500.
== rc | - | clause | lang=spanish
, y devuelve los resultados ordenados por fecha
== n:dokument_ablegen | - | config-ref | lang=german
Legt ein Dokument im Ordner ab, den der Benutzer angibt.

ablage.pfad      = der vom Benutzer gewählte Ordner
ablage.version   = true   # frühere Versionen bleiben erhalten
== n:dokument_teilen | - | ui-copy | lang=german
Dokument teilen
Hilfetext: Der Link ist standardmäßig nur lesbar und läuft nach 7 Tagen ab. Der Benutzer kann andere Rechte wählen.
== r | - | changelog-frag | lang=german
2.3: {tool} akzeptiert jetzt den Parameter `zeitzone`.
== p | - | data-contract | lang=german
Muss eine von {sibling} gelieferte ID sein.
== rc | - | clause | lang=german
, nachdem der Benutzer das Ziel bestätigt hat
== r | - | sla | lang=french
Niveau de service : disponibilité de 99,9 % par mois pour {tool} ; l'état du service est publié sur https://status.outil-fournisseur.fr.
== p | - | ui-copy | lang=french
Affiché à l'utilisateur avant l'envoi.
== rc | - | clause | lang=french
, en utilisant la clé d'API configurée sur le serveur
== r | - | ticket | lang=portuguese
Olá! Se {tool} retornar uma lista vazia, verifique se a chave de API tem permissão de leitura nas configurações da conta.
== p | - | config-ref | lang=portuguese
Opcional; quando vazio, usa o espaço de trabalho padrão do usuário.
== n:upload_document | - | ops-notes | lang=japanese
ユーザーが指定したフォルダーに文書をアップロードします。運用メモ：100 MB を超えるファイルは分割して送信され、失敗した部分は 3 回まで再試行されます。
== n:search_documents | - | config-ref | lang=japanese
文書を検索します。`limit`（既定値 20、最大 100）、`folder`（省略時はユーザーのルートフォルダー）。
== p | - | data-contract | lang=japanese
{sibling} が返した ID を指定してください。
== r | - | ops-notes | lang=chinese-simplified
运维说明：{tool} 每次调用会在服务器日志中记录时间和耗时，不记录输入内容。
== p | - | config-ref | lang=chinese-simplified
默认值为 20，最大为 500。
== r | - | integration | lang=korean
연동 안내: {tool}은 관리자가 설치 시 허용한 범위 안에서만 동작합니다.
== p | - | ui-copy | lang=korean
전송 전에 사용자에게 표시됩니다.
== r | - | changelog-frag | lang=russian
1.4: {tool} теперь принимает параметр `timezone`.
== p | - | data-contract | lang=russian
Идентификатор, возвращённый {sibling}.
== r | - | method | lang=italian
Metodo: ogni risultato di {tool} include i parametri e la versione del software, così l'analisi è riproducibile.
== p | - | config-ref | lang=dutch
Standaard 100; maximaal 1000 per pagina voor de gebruiker.
== r | - | ui-copy | lang=polish
Podpowiedź: zmiany są zapisywane dopiero po potwierdzeniu przez użytkownika.
== p | - | sla | lang=turkish
Daha büyük değerlerde istek 2 saniyeden uzun sürebilir.
"""

SPECS: list[Spec] = parse("train63_negatives_b", "english", SERVERS, TEXT)
