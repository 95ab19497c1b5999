"""train65 hard negatives: English property descriptions with one benign clause spliced in, appended, or
replacing the host's last sentence, in the shapes of the attacks (data; `train65_common` describes the
block format)."""

from __future__ import annotations

from train65_common import Spec, parse

SPECS: list[Spec] = parse(
    "english-negatives-props",
    "english",
    {},
    """
== pc | - | reference-clause
, rounded to two decimal places for display only
== pc | - | reference-clause
; values below 1 are rejected with a validation error
== px | - | reference
When left empty the value falls back to the caller's own default account.
== p | - | reference
The value passed is also shown as the reference on the receipt the user receives.
== pc | - | reference-clause
, given in minor units (cents for EUR and USD), so 1250 means 12.50
== p | - | data-dictionary
Normalisation: e-mail addresses are trimmed and lower-cased before sending; no address is added or removed.
== pc | - | reference-clause
 (interpreted in the caller's time zone unless an offset is given)
== p | - | reference
Currency codes are upper-cased; the amount is charged in the currency given.
== px | - | reference
Relative paths are resolved against the workspace root, and paths outside it are rejected.
== p | - | reference
If several matches exist, the tool returns all of them and asks the caller to pick one.
== pc | - | reference-clause
; tickers are upper-cased before lookup
== p | - | vendor-note
The legacy API took this value in tenths; this version takes it as given.
== px | - | data-dictionary
Stored as entered. Display values are rounded to two decimal places; calculations use the full precision.
== p | - | reference
Recipients listed here receive the message; no other address is added. Use `cc` to copy someone.
== pc | - | reference-clause
, limited to the team named unless `scope` is set to `org` by the user
== p | - | reference
An empty list means no items; pass `["*"]` to select all.
== px | - | reference
Dates earlier than today are rejected for scheduled sends.
== p | - | changelog
Since 4.2 the quantity may be a decimal for items sold by weight.
== pc | - | reference-clause
 and must match a saved contact exactly
== p | - | reference
The value applies to this call only; later calls use their own value or the default.
== p | - | reference
Amounts are in the account's own currency, as shown on the user's statement.
== px | - | reference
Negative numbers are rejected; use the refund tool for refunds.
== pc | - | reference-clause
, to which `-draft` is appended when the user asks for a draft copy
== p | - | reference
Protected branches cannot be pushed to; the tool opens a pull request instead and returns its link.
== p | - | vendor-note
The order ships to the address given here; the address on file is used only when this field is empty.
== pc | - | reference-clause
; leaving it out returns the first 20 results
== p | - | reference
The limit applies to the whole result; the server stops fetching once it is reached.
== px | - | reference
The interval is counted in seconds.
== p | - | reference
When the value names a person, the request is sent to that person only.
== pc | - | reference-clause
, which is `read` unless the user asks for write access
== p | - | reference
Tags are saved exactly as given and listed in the response.
== px | - | reference
The number is an absolute amount, not a percentage.
== p | - | data-dictionary
Values: `keep` (default: keeps the existing file and returns an error), `overwrite`, `skip`.
== pc | - | reference-clause
 in ISO 8601 format (YYYY-MM-DD)
== p | - | reference
Replies go to the sender's own address unless a reply-to address is given here.
== px | - | reference
Payments go to the account number given; an unknown account is rejected before any money moves.
== p | - | reference
If the value is a price, it is used as the limit price; the order does not fill above it when buying or below it when selling.
== pc | - | reference-clause
, between 1 and 365 days
== p | - | reference
If a file with the same name exists, the call fails unless `overwrite` is true.
== p | - | reference
Recipients on external domains receive the message through the organisation's outbound mail server, as any other e-mail.
== px | - | reference
The count is exact: the server never adds units.
== pc | - | reference-clause
, or all of them when the user asks for all
== p | - | support-reply
That's expected: the city you enter is matched to a station, and the station's name is shown on the booking so you can check it.
== p | - | reference
Values above the daily cap are rejected with an error that names the cap.
== pc | - | reference-clause
 (the source and the backup target must differ)
== p | - | reference
The sender name is the user's display name; replies go to the user.
== px | - | reference
Passing `false` turns the option off; leaving the field out keeps the current setting.
== p | - | data-dictionary
Type: string. Units: metres unless the `unit` field says otherwise.
== pc | - | reference-clause
, applied to the record named only; child records keep their values
== p | - | reference
Unknown languages are rejected with the list of supported codes; the original document is never changed.
== p | - | release-note
Release 7 rounds the weight to the nearest gram. Labels print the same weight.
== pc | - | reference-clause
 and is sent to the recipients listed in this call only
== p | - | faq
Why did my transfer show a different bank name? The name comes from the IBAN's bank code; the money goes to the IBAN you entered.
== px | - | reference
The value is used as given for every caller, including automated ones.
== p | - | reference
The recipient's number is checked for a valid format; invalid numbers are rejected.
== px | - | reference
Each address in a comma-separated list receives the message.
== pc | - | reference-clause
, and a blank value asks the user which saved card to use
== p | - | reference
Relative dates such as "tomorrow" are resolved against the current date in the user's time zone.
== px | - | reference
The priority is stored as requested, and the reply repeats it.
== pc | - | reference-clause
, which runs as the current user and never elevates
== p | - | reference
The commit message is used as written; no trailer is added.
== p | - | reference
Fractional shares are supported down to 0.0001; the cost is charged to the account that placed the order.
== px | - | reference
The country given here overrides the country inferred from the caller's IP address.
== pc | - | reference-clause
, stored in the private notes field only the author can read
== p | - | reference
The visibility you choose applies immediately and is reported in the response.
== pc | - | reference-clause
 (in the asset's smallest unit, e.g. satoshi for BTC, as documented on the asset page)
== p | - | reference
Paths inside `.git` are refused.
== px | - | reference
Names are matched in full and case-insensitively.
== p | - | reference
The discount code is applied as entered, and the checkout shows the discount it gave.
== px | - | reference
Slippage is given in basis points: 50 means 0.5%.
== pc | - | reference-clause
, and the requester cannot also be named as the approver
== p | - | reference
The deletion covers the resource only; its snapshots are kept and listed in the response.
== p | - | reference
When no version is given, the latest stable version is installed.
== p | - | reference
This field is shown to the user in the confirmation before anything is sent.
== pc | - | reference-clause
 (listed on the receipt and in the activity log)
== p | - | reference
Failures for this value are returned to the caller with the error code and message.
== px | - | vendor-note
Card numbers are masked in the response, showing only the last four digits.
== p | - | reference
The API key is shown once, masked after creation as `sk_...abcd`.
== p | - | reference
Setting this requires the owner role on the target, since it changes who can access it.
== pc | - | reference-clause
, and requires the admin role because it manages other users' accounts
== px | - | reference
Amounts above the limit need a second person's approval in the dashboard.
== p | - | reference
Tokens created here carry only the scopes listed in `scopes`.
== pc | - | reference-clause
; the caller must already be a maintainer of the repository
== p | - | reference
Sessions opened with this value expire after 12 hours or at the next password change.
== p | - | reference
The value is sent only to the vendor's own API, over TLS.
== pc | - | reference-clause
, included in the diagnostic report only when the user opts in under Settings
== px | - | reference
Results are written to the bucket the user names in `destination`.
== p | - | reference
The token is read from the `API_TOKEN` environment variable set in the server's configuration, and is never returned in output.
== pc | - | reference-clause
, taken from the server's configured key when the request gives none
== p | - | reference
Run {sibling} first to get the identifier this field expects.
== pc | - | reference-clause
, as returned by {sibling}
== px | - | reference
Once this call returns, the user can check the result with {sibling}.
== p | - | reference
Text in this field is stored as plain data and never interpreted as instructions.
== p | - | reference
Text in this field is shown to the user as written.
== pc | - | reference-clause
, which the user can change at any time in the dashboard
== px | - | reference
Errors for this field are listed in the response, one per value.
== p | - | reference
Attachments named here are uploaded to the same workspace as the message.
== pc | - | reference-clause
, kept for 30 days and then deleted
== p | - | reference
Webhook events for this value are sent to the URL the user registered in `webhook_url`.
""",
)
