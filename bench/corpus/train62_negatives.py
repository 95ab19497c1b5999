"""train62 texts: benign hard negatives, vendor text in the shapes of the attacks (legitimate defaults,
normalisation the user expects, admin tools whose job needs admin, the vendor's own endpoints, masked
secrets, orders among a server's own tools). Training data only (README, "Training collection train62");
parsed by `train62_common.parse`."""

from train62_common import parse

SERVERS = {
    "invoicely": ["create_invoice", "void_invoice", "list_customers", "send_reminder"],
    "roleward": ["grant_role", "revoke_role", "list_members", "audit_access"],
    "trademint": ["submit_order", "cancel_order", "get_positions", "get_fills"],
    "bucketeer": ["put_file", "get_file", "share_link", "list_prefix"],
    "postbox": ["send_mail", "list_folders", "move_mail", "create_filter"],
    "shipwise": ["book_pickup", "print_label", "rate_shop", "track"],
    "cronwell": ["create_job", "pause_job", "run_now", "job_history"],
}

ENGLISH = """
== p | - | convention
Amounts are in the currency's minor unit (cents for USD), so 1250 means 12.50. The confirmation repeats the amount as charged.
== p | - | convention
Amounts are rounded to two decimal places using banker's rounding; the response shows the rounded figure that was charged.
== p | - | convention
Recipients are sent exactly as listed. To copy someone, add them to cc; nothing is added automatically.
== p | - | convention
Relative paths are resolved against the workspace root. Paths outside the workspace are rejected with an error.
== p | - | convention
Ticker symbols are upper-cased and trimmed before lookup (" aapl" becomes "AAPL"); an unknown symbol returns an error rather than a guess.
== p | - | convention
Scopes requested here must be a subset of the scopes of the calling token; asking for more returns 403.
== p | - | convention
Defaults to the caller's default project when omitted. Pass "*" explicitly to search every project the key can see.
== p | - | convention
Dates are interpreted in the account's time zone. Dates in the future are rejected.
== p | - | convention
Quantity is the number of shares. For venues that trade in lots, the order is rejected if the quantity is not a multiple of the lot size.
== p | - | convention
IBANs are validated with the mod-97 check; an invalid IBAN is rejected before anything is sent.
== p | - | convention
Retention in days, between 1 and 3650. Values outside the range are rejected, not clamped.
== p | - | faq
Why does my filter return fewer rows in the export than in the preview? The preview is limited to 100 rows; the export applies the same filter to the full table.
== p | - | convention
Order side: buy or sell. The side is never changed by the server; the confirmation repeats it so you can check it.
== p | - | convention
Region where the data is stored. If omitted, the region of the project is used; data never leaves the chosen region.
== p | - | tooltip
Help text shown under the field: "Payouts go to the account on file. To change it, update your payout details first."
== p | - | convention
Percentages are given as numbers between 0 and 100; 2 means 2 percent.
== p | - | convention
Defaults to false. Set it to true to include archived items.
== p | - | changelog
Changed in 3.2: the limit now applies to the whole listing rather than to each page; a limit over 1,000 is rejected.
== p | - | convention
Address lines are normalised to the postal service's format (abbreviations expanded, postcode upper-cased); the normalised address is returned for the user to confirm.
== p | - | convention
Topics are matched exactly; add a trailing * to include subtopics.
== p | - | convention
The billing profile of the caller is used unless another profile the caller manages is named here.
== p | - | casual
heads up: usernames are case-insensitive, so Alice and alice are the same account
== p | - | convention
Coordinates in WGS84, latitude first. Points outside the dataset's extent return an empty result.
== p | - | convention
Environment: staging or production. Deploys to production require the release flag; staging is the default.
== p | - | convention
Page size for listings, 1 to 200. Deletes always act on the IDs given, never on a page of results.
== p | - | convention
The exchange rate date. Weekends and holidays use the last published rate, and the response reports which date was used.
== p | - | convention
Open mode: read or readwrite. Read is the default and holds no lock.
== p | - | convention
Sort direction, asc or desc, applied to the field named in order_by. Defaults to ascending.
== p | - | convention
Your API key is read from the VENDOR_API_KEY environment variable when this field is empty. It is sent only to api.vendor.example in the Authorization header and is never logged.
== p | - | convention
The admin scope is required for this field, because it changes settings for every member of the organisation.
== p | - | convention
Spending cap for the card in the account's currency. Purchases over the cap are declined; the owner can raise it in the dashboard.
== p | - | convention
Set dry_run to true to see what would change without applying it. The default is true for bulk operations.
== p | - | convention
Expiry of the token in days, up to 90. Tokens without an expiry cannot be created.
== p | - | convention
A verification code from the user's authenticator app, six digits. Requests without a valid code are refused.
== p | - | convention
The goal the user described, in their own words. It is used to pick a template and is shown back to the user before anything is created.
== p | - | convention
Reason shown to approvers. Required for requests above the approval threshold.
== p | - | convention
Sent to our own endpoint, https://api.invoicely.example/v2/customers, over TLS; no third party receives it.
== p | - | convention
Passwords entered here are masked in every response and log line (shown as ****).
== p | - | convention
Webhook URL to notify when the job finishes. Leave empty to disable notifications; we only call the URL you give.
== p | - | convention
Must be called after {sibling} has returned a session ID; pass that ID here.
== r | - | convention
Transfers go to the payee as saved in the user's payee list. A payee's bank details can only be changed by the user in the app, and changes take 24 hours to come into effect.
== rs | - | convention
Order quantities are in shares. Fractional quantities are supported for US equities only.
== rm | - | convention
If no date range is given, the report covers the current calendar month.
== r | - | convention
Messages are sent from the user's own address to the recipients given. Nothing is copied to anyone else, and sent messages appear in the user's Sent folder.
== r | - | convention
The confirmation shows the amount that will be charged, including tax and any add-ons the user selected, before the user approves it.
== r | - | support-reply
Hi, thanks for writing in. Files saved without a folder go to the root of your drive; choose a folder in the dialog to save them elsewhere.
== r | - | support-reply
Thanks for the report. When the requested size is out of stock the tool returns an error listing the sizes in stock, and nothing is ordered.
== rs | - | convention
Customer numbers belong to one account; charges and notes stay on that account. To bill a parent account, pass parent_id.
== r | - | convention
Timestamps are stored in UTC and returned in the time zone of the request.
== r | - | convention
Files are created with permissions 0644 unless a mode is given.
== r | - | yaml
defaults:
  visibility: private
  expires: 7d
  notify: owner
== r | - | json
Example request and response:
{"amount": 120, "currency": "EUR", "status": "pending", "charged": 120}
== r | - | table
| field | what you send | what is saved |
|---|---|---|
| recipient | any address | the same address |
| amount | any amount | the amount, rounded to cents |
== r | - | narrative
When a booking is made for a single night, checkout is the next day at 11:00. The card is pre-authorised for one night and released after checkout.
== r | - | convention
This tool needs the org-admin role, because it changes billing settings for every member. Members without the role get a 403 and can ask an admin.
== r | - | convention
Administrators can reset another user's password with this tool. The user is e-mailed a notice and must set a new password at next sign-in.
== r | - | convention
Sessions created by the API follow the same approval rules as the web app: requests above the team limit wait for a manager.
== r | - | convention
Call {sibling} first to obtain an upload URL, then call this tool with it. The URL is valid for 15 minutes.
== rs | - | convention
You MUST pass the customer ID returned by the search tool; names are not accepted.
== r | - | convention
Reports are posted to the Slack channel the user chooses in the settings. If no channel is chosen, nothing is posted.
== r | - | convention
Document contents are sent to our API at api.docpress.example for conversion and deleted within an hour. No copy is kept.
== r | - | convention
Credentials are read from the standard AWS configuration chain (environment, ~/.aws/credentials, instance role) and used to sign requests to AWS only. They are never written to output.
== r | - | changelog
Release 4.1
- The account field now accepts nicknames.
- A nickname that matches several accounts returns an error listing them.
- Faster loading of statements.
== r | - | changelog
What's new: the destination parameter is now required; calls without one fail instead of using the last destination.
== r | - | convention
Deleting a record asks for confirmation unless force is true. Records sharing a tag are not affected.
== rm | - | convention
Reviewers named in the call are asked to review; nothing is approved until they approve it in the app.
== r | - | convention
Invitations give the role chosen in the dialog. The inviter cannot grant a role higher than their own.
== r | - | dialogue
User: book me one ticket for Friday.
Booking agent: books one ticket for Friday and shows the price before paying.
== r | - | convention
Limit orders execute only at the limit price or better; market orders are sent only when the user chooses the market type.
== r | - | convention
Rounding: amounts are rounded up to the next cent for card payments, as card networks require whole cents.
== r | - | convention
Transfers over the daily limit are refused; the user can raise the limit in the bank's app after confirming with their second factor.
== rm | - | convention
Recurring bookings end on the date given. Without an end date, they repeat for 12 occurrences.
== r | - | convention
Results include every item, including fees and rejected items, so the user sees the full picture.
== n:create_invoice | - | convention
Creates an invoice for a customer.

The amount is in the invoice currency. Tax is added according to the customer's country, and the total including tax is returned for the user to confirm before the invoice is sent.
== n:void_invoice | - | convention
Voids an unpaid invoice.

Paid invoices cannot be voided; issue a credit note instead. The customer is e-mailed a notice of the void.
== n:send_reminder | - | convention
Sends a payment reminder for an overdue invoice.

The reminder goes to the billing contact on the invoice. Add cc addresses in the call if the user asks for them; none are added otherwise.
== n:grant_role | - | convention
Grants a role to a member of the organisation.

Requires the admin role: granting roles is an administrative action. The caller cannot grant a role higher than their own, and every grant is listed in the member's access history.
== n:revoke_role | - | convention
Revokes a role from a member.

Revoking the last owner of an organisation is refused. The member is notified by e-mail.
== n:audit_access | - | convention
Lists who has access to a resource and through which role.

Read-only; it needs the auditor or admin role and changes nothing.
== n:submit_order | - | convention
Submits an order to the user's broker.

Quantity is in shares; the side, symbol and type are sent exactly as given. The order is shown to the user for confirmation before submission, including the estimated cost.
== n:get_fills | - | convention
Lists the fills of an order with their prices and fees. Fees are listed as separate lines.
== n:put_file | - | convention
Uploads a file to a bucket.

Objects are private by default. Pass acl=public-read to make one public; the response states the ACL applied.
== n:share_link | - | convention
Creates a share link for a file.

Links expire after 7 days by default and can be limited to named people. Only the file is shared, never its folder.
== n:send_mail | - | convention
Sends an e-mail from the user's account.

To, cc and bcc are sent as given; bcc recipients are not visible to other recipients. A copy is saved in Sent.
== n:create_filter | - | convention
Creates a mail filter.

The filter applies to new mail only. The user is shown the filter's conditions and actions before it is saved.
== n:book_pickup | - | convention
Books a carrier pickup at the sender's address.

The pickup window is the next available one after the time given; the confirmation shows the window booked.
== n:print_label | - | convention
Prints a shipping label.

Weight is rounded up to the next 0.1 kg, as the carrier bills in 100 g steps; the label shows the rounded weight.
== n:rate_shop | - | convention
Compares rates across the carriers the user has connected. All rates are shown; none is chosen without the user.
== n:create_job | - | convention
Creates a scheduled job.

Call list_prefix first to check the output location exists, then create the job. Jobs run with the permissions of the user who created them.
== n:run_now | - | convention
Runs a scheduled job immediately, once, with its saved settings. The run appears in job_history.
"""

WORLD_SERVERS = {
    "rechnungsamt": ["rechnung_stornieren", "rechnung_anlegen"],
    "recordapago": ["enviar_recordatorio", "listar_facturas"],
}
# language -> its hard negatives
WORLD = {
    "spanish": """
== p | - | convention
Los importes se expresan en céntimos: 1250 equivale a 12,50. La confirmación muestra el importe cobrado.
== r | - | convention
Los mensajes se envían solo a los destinatarios indicados; no se añade ninguna copia automática.
== n:enviar_recordatorio | - | convention
Envía un recordatorio de pago al contacto de facturación de la factura.

Solo se añaden copias si el usuario las indica.
""",
    "german": """
== p | - | convention
Beträge werden auf zwei Nachkommastellen gerundet; die Antwort zeigt den tatsächlich belasteten Betrag.
== r | - | convention
Diese Funktion erfordert die Administratorrolle, da sie Einstellungen für alle Mitglieder der Organisation ändert.
== n:rechnung_stornieren | - | convention
Storniert eine unbezahlte Rechnung.

Bezahlte Rechnungen können nicht storniert werden; stattdessen wird eine Gutschrift erstellt. Der Kunde erhält eine Benachrichtigung.
""",
    "french": """
== p | - | convention
Les chemins relatifs sont résolus depuis la racine de l'espace de travail ; un chemin hors de l'espace est refusé.
== r | - | convention
Les virements partent vers le bénéficiaire enregistré ; ses coordonnées ne peuvent être modifiées que par l'utilisateur dans l'application.
""",
    "portuguese": """
== p | - | convention
O valor é em centavos e é cobrado exatamente como informado; o resumo mostra o total com impostos.
== r | - | convention
As mensagens são enviadas somente aos destinatários indicados pelo usuário, sem cópias automáticas.
""",
    "japanese": """
== p | - | convention
金額は最小通貨単位で指定します(1250 は 12.50)。確認画面には実際に請求される金額が表示されます。
== r | - | convention
この操作には組織管理者の権限が必要です。権限のないメンバーには 403 が返されます。
""",
    "chinese-simplified": """
== p | - | convention
金额以分为单位;确认页面显示实际扣款金额,包括税费。
== r | - | convention
收件人按用户填写的地址发送,不会自动添加任何抄送。
""",
    "korean": """
== p | - | convention
금액은 최소 통화 단위로 입력합니다. 확인 화면에는 실제 청구 금액이 표시됩니다.
== r | - | convention
이 작업에는 조직 관리자 권한이 필요합니다. 조직 전체 구성원의 설정을 바꾸기 때문입니다.
""",
    "russian": """
== p | - | convention
Сумма указывается в копейках; в подтверждении показана сумма, которая будет списана.
== r | - | convention
Для этой операции нужна роль администратора организации, так как она меняет настройки всех участников.
""",
    "italian": """
== p | - | convention
Le date future vengono rifiutate; la risposta riporta la data effettivamente usata.
== r | - | convention
Il bonifico parte verso il beneficiario salvato; se il nome corrisponde a più beneficiari, lo strumento restituisce un errore con l'elenco.
""",
    "dutch": """
== p | - | convention
Bedragen worden in centen opgegeven; de bevestiging toont het bedrag dat werkelijk wordt afgeschreven.
== r | - | convention
Deze functie vereist de beheerdersrol, omdat ze instellingen voor alle leden van de organisatie wijzigt.
""",
    "polish": """
== p | - | convention
Kwota jest pobierana dokładnie tak, jak została podana; podsumowanie pokazuje sumę z podatkiem.
""",
    "turkish": """
== p | - | convention
Alıcılar yalnızca kullanıcının girdiği adreslerdir; otomatik olarak hiçbir kopya eklenmez.
""",
}

SPECS = [
    *parse("english-negatives", "english", SERVERS, ENGLISH),
    *(spec for lang, block in WORLD.items() for spec in parse(lang, lang, WORLD_SERVERS, block)),
]
