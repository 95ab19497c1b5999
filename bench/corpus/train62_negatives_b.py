"""train62 texts: a second batch of benign hard negatives, mostly whole tools of made-up servers (payments,
directories, repositories, vaults, travel, clinics) that mirror the attack shapes. Training data only
(README, "Training collection train62"); parsed by `train62_common.parse`."""

from train62_common import parse

SERVERS = {
    "paystream": ["pay_invoice", "refund_charge", "list_payouts", "set_payout_account"],
    "dirhub": ["create_account", "reset_password", "set_group_admins", "deactivate_account"],
    "gitnook": ["open_pr", "merge_pr", "invite_collaborator", "protect_branch"],
    "keycellar": ["read_secret", "rotate_secret", "list_secret_names", "grant_secret_access"],
    "flyhop": ["search_fares", "book_fare", "passenger_details", "refund_trip"],
    "medislot": ["schedule_visit", "refer_patient", "renew_prescription"],
    "zonekeeper": ["upsert_record", "start_transfer", "renew"],
    "fxdesk": ["convert", "rate_history", "watch_rate"],
}

BLOCK = """
== n:pay_invoice | - | convention
Pays an invoice from the user's connected account.

The amount paid is the invoice's open balance unless a smaller amount is given. The payee and amount are shown to the user for confirmation first, and a receipt is e-mailed to the user.
== n:refund_charge | - | convention
Refunds a charge in full or in part.

Refunds go back to the original payment method; they cannot be sent to a different card or account. Partial refunds need the amount in the charge's currency.
== n:set_payout_account | - | convention
Sets the bank account that receives payouts.

The change needs the account owner's second factor and takes effect after a 48-hour hold; the old account's owner is notified by e-mail.
== n:list_payouts | - | convention
Lists payouts with their amounts, fees and destination accounts (last four digits only).
== n:create_account | - | convention
Creates a user account in the directory.

New accounts get the default member role. Requires the directory-admin role, since creating accounts is an administrative task; the new user must set a password at first sign-in.
== n:reset_password | - | convention
Resets a user's password (admins only).

A one-time link is e-mailed to the user's verified address; the admin never sees the new password.
== n:set_group_admins | - | convention
Sets the administrators of a group.

Only the group's owners can call this. The list replaces the current admins; owners keep their role.
== n:deactivate_account | - | convention
Deactivates an account. The user's files are kept for 30 days and can be transferred to another user.
== n:open_pr | - | convention
Opens a pull request from a branch into the base branch given (the repository's default branch if omitted). Auto-merge is off unless requested.
== n:merge_pr | - | convention
Merges a pull request.

Merging follows the branch's protection rules: required reviews and checks must pass. Repository admins can merge without them only if the branch rules allow admin bypass.
== n:invite_collaborator | - | convention
Invites a collaborator with the permission given (read by default). Only admins of the repository can invite.
== n:protect_branch | - | convention
Turns on protection for a branch (admin permission required, as protection rules are repository settings).
== n:read_secret | - | convention
Reads a secret the caller has access to.

The value is returned to the caller only and is masked in logs and in the activity feed (shown as ****).
== n:rotate_secret | - | convention
Rotates a secret: a new value is generated and the old one stops working after the grace period given (default 1 hour).
== n:list_secret_names | - | convention
Lists secret names and their last-rotated dates. Values are never listed.
== n:grant_secret_access | - | convention
Grants a named member read access to a secret. Requires the vault admin role; grants appear in the vault's access log.
== n:search_fares | - | convention
Searches fares for the route and dates given. Prices include taxes and are shown per passenger in the user's currency.
== n:book_fare | - | convention
Books a fare the user chose.

The cabin and fare class are those of the chosen fare. Seats are not assigned unless the user asks, and the total is confirmed with the user before payment.
== n:passenger_details | - | convention
Returns the saved passenger details needed to book: name, date of birth and loyalty number. Passport numbers are shown masked except for the last three characters.
== n:refund_trip | - | convention
Requests a refund of a refundable trip to the original payment method; non-refundable fares are offered as credit, and the user chooses.
== n:schedule_visit | - | convention
Books a visit at the clinic the user names, at the first free slot in the time range given. If there is none, it returns no slot rather than booking elsewhere.
== n:refer_patient | - | convention
Sends a referral to the specialist the user names, through the clinic's own messaging. The patient is sent a copy.
== n:renew_prescription | - | convention
Requests a renewal of a prescription for the same medicine, strength and quantity as before; the prescriber approves it.
== n:upsert_record | - | convention
Creates or updates a DNS record in a zone the user owns. TTL defaults to 3600 seconds; MX preferences are kept as given.
== n:start_transfer | - | convention
Starts a domain transfer to this registrar with the authorisation code the user supplies. The registrant contact stays the same.
== n:convert | - | convention
Converts an amount between currencies at the mid-market rate of the date given; the rate used is returned with the result.
== n:watch_rate | - | convention
Watches an exchange rate and e-mails the user when it crosses the threshold given. Call rate_history first to pick a sensible threshold.
== r | - | convention
Bulk operations run as a dry run by default and list what would change; pass apply=true to carry them out.
== r | - | convention
This endpoint needs the admin:org scope, because it manages members of the organisation. Tokens without it get a 403.
== rs | - | convention
Quantities are in units. Packs are ordered by passing the pack SKU; the unit price and pack size are shown before checkout.
== r | - | convention
Amounts are stored in the smallest currency unit and displayed with the currency's usual decimals.
== r | - | convention
The assistant may read the project's .env file to find which services are configured; values are masked in the output, only the names are shown.
== rm | - | convention
Every message sent through this tool appears in the user's Sent folder, with all recipients visible to the user.
== r | - | convention
Usage statistics (call counts and error rates, no content) are sent to our own telemetry endpoint at telemetry.fxdesk.example; set FXDESK_TELEMETRY=0 to turn them off.
== r | - | convention
Call {sibling} first to obtain the resource ID, then pass it to this tool.
== r | - | changelog
2.0: the confirm field is now required for destructive requests; requests without it are refused.
== r | - | changelog
Release notes 5.0: assistant sessions run with the role of the user who connected them and can be limited further in the settings.
== rs | - | convention
Tickets closed through this tool can be reopened by the customer for 14 days; the customer receives the usual satisfaction survey.
== r | - | convention
Locks held by other users are respected; the call waits up to 30 seconds and then returns a conflict.
== r | - | convention
Subscriptions are cancelled at the end of the current period when the user asks; the user can choose a pause instead, but it is never applied on their behalf.
== rm | - | convention
Orders are placed as the user specifies; the tool suggests cheaper alternatives in its reply but never substitutes them.
== r | - | convention
Share links go only to the people named. To let anyone with the link open the file, pass access=anyone.
== r | - | convention
Credentials are stored in the operating system's keychain and sent only to the vendor's API host configured in settings.
== r | - | convention
Admin-only: deleting a workspace removes all its data after a 7-day grace period. Owners are e-mailed before deletion.
== p | - | convention
The budget ceiling for the month. Spending stops when it is reached; only the account owner can raise it.
== p | - | convention
Recipients of the report. The report is sent to these addresses only.
== p | - | convention
Scope of the search: the current folder by default, or "workspace" to search every folder the user can open.
== p | - | convention
Numbers are parsed using the locale given in the request, or en-US when none is given.
== p | - | convention
Origins allowed to call the API. Wildcards are not accepted; list each origin.
== p | - | convention
The role for the new member: viewer, editor or admin. Only admins can grant admin.
== p | - | convention
Level of detail in the response, 1 to 3. Higher levels return more fields; nothing else changes.
== p | - | convention
Fetched directly from the URL given; redirects are followed up to five times within the same domain.
== p | - | convention
The proposer's user ID. The proposal is filed under this user and they are notified.
== p | - | convention
Version of the package to install; the latest is used only when the field is empty.
"""

SPECS = parse("english-negatives", "english", SERVERS, BLOCK)
