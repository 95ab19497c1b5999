"""train63 hard negatives in English, first part: configuration references, data contracts, SLA text,
operational notes, changelog fragments, support-ticket replies, integration guides, UI copy and method
prose that mention the same things the attacks do (credentials, URLs, shell commands, admin roles, other
tools, ordering, copies) for a legitimate purpose the user asked for or the vendor's own plain behaviour.

Training data for the sentence model (README, "Training collection train63"); written by the train63 helper.
"""

from __future__ import annotations

from train63_common import Spec, parse

SERVERS = {
    "tessera-warehouse": ["run_query", "load_table", "list_tables", "drop_table"],
    "relaypost": ["send_email", "schedule_email", "list_bounces", "verify_domain"],
    "gantry-ci": ["start_pipeline", "get_artifacts", "set_secret", "cancel_run"],
    "ferngrove-crm": ["find_contact", "update_contact", "export_contacts", "merge_contacts"],
    "pinecone-lab": ["run_protocol", "fit_model", "export_dataset"],
    "ostrich-drive": ["upload", "share_link", "restore_file", "list_files"],
    "bramble-admin": ["invite_user", "set_role", "deactivate_user", "list_audit_events"],
}

TEXT = """
== n:run_query | - | config-ref
Runs a read-only SQL query against the user's Tessera warehouse.

| key | default | meaning |
|---|---|---|
| profile | default | the connection profile in ~/.tessera/profiles.toml |
| timeout_s | 60 | query timeout |
| row_limit | 1000 | rows returned; the user can raise it |
Credentials come from the selected profile and are never included in results.
== n:load_table | - | data-contract
Loads a CSV or Parquet file into a table.

Data contract: the producer is the user's file; the consumer is the table the user names. Column types are inferred from the first 10,000 rows; rows that fail to parse are reported back with their line numbers and are not loaded.
== n:list_tables | - | config-ref
Lists the tables of a schema. `schema` (string, default "public"); `include_views` (bool, default false).
== n:drop_table | - | sla
Drops a table. Dropped tables are kept in the recycle bin for 7 days and can be restored with load_table's `restore` option during that time. Ask the user to confirm the table name before dropping.
== n:send_email | - | data-contract
Sends an e-mail to the recipients the user provides. Contract: `to`, `cc` and `bcc` are sent exactly as given; RelayPost adds no recipients. The message is stored in the user's Sent folder for 30 days.
== n:schedule_email | - | ui-copy
Schedule email
[Schedule] [Cancel]
Helper text: Your message will be sent at the time you pick, in your account's time zone. You can cancel it until then from the Scheduled tab.
== n:list_bounces | - | ops-notes
Lists bounced messages.
Ops note: bounces are kept for 14 days; addresses that hard-bounce three times are suppressed automatically, and the suppression list is visible in the dashboard.
== n:verify_domain | - | integration
Verifies a sending domain.

Step 1. Call verify_domain with the domain; it returns three DNS records (SPF, DKIM, return-path).
Step 2. The user adds them at their DNS provider.
Step 3. Call verify_domain again; verification can take up to 48 hours.
== n:start_pipeline | - | changelog-frag
Starts a pipeline run for a branch.
2.1: added `variables`. 2.2: runs on forks need approval from a maintainer. 2.3: faster queueing.
== n:get_artifacts | - | sla
Downloads the artifacts of a finished run to the path the user gives. Artifacts are retained for 30 days (90 on paid plans).
== n:set_secret | - | config-ref
Sets a CI secret for a project.

  name        secret name, e.g. NPM_TOKEN
  value       the secret's value, as the user provides it
  protected   only exposed to protected branches (default true)
Values are write-only: the API and logs show them masked as ****.
== n:cancel_run | - | ticket
Cancels a running pipeline. Hi! A quick note from support: cancelling stops the current job immediately; jobs already finished keep their artifacts. If a run won't cancel, reply to your ticket and we'll take a look.
== n:find_contact | - | integration
Finds a contact by name, e-mail or phone. For enterprise tenants connected through SSO, results are limited to the business units the signed-in user can see.
== n:update_contact | - | data-contract
Updates fields of a contact. Only the fields passed are changed; omitted fields keep their values. The change is recorded in the contact's history with the user's name.
== n:export_contacts | - | config-ref
Exports contacts as CSV to the location the user chooses.

export.path     = the path or bucket the user gives
export.columns  = all (or a list)
export.encoding = utf-8
== n:merge_contacts | - | ui-copy
Merge contacts
Confirm dialog: "Merge 2 contacts? The oldest record is kept; notes and deals from the other are moved to it. This can't be undone."
== n:run_protocol | - | method
Runs a protocol on the connected liquid handler.

Methods. Before the first run of a session the deck is calibrated by run_protocol itself (a 40-second homing step). Volumes below 2 µL are flagged in the result, since the handler's accuracy is ±5% there.
== n:fit_model | - | method
Fits a four-parameter logistic model to the user's dose-response data. Points are weighted by 1/variance when replicates are present; no points are removed. The result includes R², the residuals and the 95% confidence intervals.
== n:export_dataset | - | method
Exports a dataset as CSV with a JSON sidecar describing the columns, units and instrument settings. Sample identifiers are exported as stored; the user can choose to hash them with `pseudonymise=true`.
== n:upload | - | ops-notes
Uploads a file to the user's Ostrich Drive.
Runbook: files over 100 MB are uploaded in 8 MB chunks to https://upload.ostrichdrive.com; if a chunk fails, the tool retries it three times before reporting an error.
== n:share_link | - | ui-copy
Create share link
Options: "View only" (default), "Can comment", "Can edit". Links expire after 7 days unless the user picks another date.
== n:restore_file | - | changelog-frag
Restores a previous version of a file.
v3.0: restoring keeps later versions in the history. v3.1: restore works on folders.
== n:list_files | - | config-ref
Lists files in a folder. `folder` (default: the root of the user's drive); `recursive` (default false); `page_size` (default 100, max 1000).
== n:invite_user | - | integration
Invites a user to the organisation. Requires the organisation admin role, since it adds a member; the invite e-mail goes to the address the user gives.
== n:set_role | - | config-ref
Sets a member's role: one of viewer, editor, admin, owner. Only owners can assign owner. The change takes effect at the member's next request and is recorded in the audit log.
== n:deactivate_user | - | sla
Deactivates a member. Deactivated members lose access within 60 seconds; their content stays in place and can be reassigned. Confirm the member's e-mail with the user before calling.
== n:list_audit_events | - | data-contract
Returns the organisation's audit events (sign-ins, role changes, exports) for a date range. This tool is meant for admins: it requires the `audit:read` scope, and results include the IP addresses of the members involved.
== r | - | config-ref
Configuration: `output_path` (default: the current working directory) controls where {tool} writes its result; set it to any folder you like.
== r | - | config-ref
Environment: {tool} reads the API key from TOOLKIT_API_KEY in the server's environment. The key is sent only to the vendor's own API and is never logged.
== rs | - | config-ref
[client]
timeout = 30   # seconds for each request
retries = 2   # on network errors only
== rm | - | config-ref
Setting `proxy` (default: none) routes {tool}'s requests through the HTTP proxy the user configures, e.g. http://proxy.internal:3128.
== r | - | config-ref
Dependency: {tool} needs the ID returned by {sibling}; call {sibling} first if you do not have one yet.
== r | - | config-ref
routing.region = "eu-west-1" (default). Requests from {tool} stay in the region the user configured.
== r | - | data-contract
Data contract: {tool} returns the records matching the filter; the response never includes passwords or tokens, which are masked as "****".
== rm | - | data-contract
Field semantics: `amount` is in the smallest currency unit (cents for EUR and USD).
== r | - | data-contract
Consumers of {tool}'s output should treat the `next_page` token as opaque and pass it back unchanged to fetch more.
== rs | - | data-contract
Compatibility: results are plain JSON and can be passed to any other tool the user chooses.
== r | - | sla
Service level: 99.9% monthly availability for {tool}; status and incident history at https://status.toolvendor.com.
== rs | - | sla
Response times: under 300 ms at p95 for requests under 1 MB.
== r | - | sla
Rate limits: 60 requests per minute per API key. When the limit is hit, {tool} returns HTTP 429 with a Retry-After header; wait and retry.
== rm | - | sla
Throughput: batches up to the size the user picks (max 500) are processed in one request.
== r | - | ops-notes
Ops note: if {tool} returns 503, the service is being deployed; retry after 30 seconds.
== rm | - | ops-notes
Known issue: the first call after an idle hour may take up to 10 seconds while the cache warms up.
== r | - | ops-notes
Operator note: {tool} writes a log line per call (timestamp, tool name, duration) to the server's own stderr; no inputs are logged.
== rs | - | ops-notes
Operational default: {tool} runs in dry-run mode unless the user passes `apply=true`.
== r | - | changelog-frag
Changelog: 3.2 — `confirm` is now required for deletions. 3.2.1 — docs typo.
== rm | - | changelog-frag
Since 1.4: {tool} accepts a `timezone` parameter.
== r | - | changelog-frag
0.9.0: {tool} now reads the project's `.toolrc` for defaults, if present.
== r | - | changelog-frag
5.0: {sibling} was merged into {tool}; the old name still works.
== rs | - | changelog-frag
[1.12] Added a summary of changes to each result.
== r | - | ticket
Hi team! From support: if {tool} returns an empty list, check that the API key has the read scope in your account settings.
== rm | - | ticket
Per your ticket: we've raised your account's rate limit to 120 requests per minute.
== r | - | ticket
Thanks for reporting this! The bug where {tool} ignored the `limit` argument is fixed in 2.0.3.
== r | - | integration
Enterprise integration: {tool} can send events to your SIEM. Enable it in Settings → Integrations and enter your collector's URL; nothing is forwarded until you do.
== rs | - | integration
Integration order: {sibling} → {tool}. {sibling} returns the workspace ID this call needs.
== rm | - | integration
For single sign-on, the user signs in through their identity provider in the browser; {tool} then uses the resulting OAuth token, stored in the OS keychain.
== r | - | integration
Integrations run under the scopes the admin granted at install time; {tool} cannot exceed them.
== r | - | ui-copy
Tooltip: "Done! Your changes are saved."
== rs | - | ui-copy
Placeholder: "Leave blank to use your default workspace".
== r | - | ui-copy
Empty-state copy: "No results yet. Try a broader search."
== r | - | method
Method: each result of {tool} includes the input parameters and software version, so the analysis can be reproduced.
== rm | - | method
Sampling: when a sample size is given, rows are drawn uniformly at random with the seed the user sets (default 42).
== r | - | method
Protocol: run {sibling} first to take a baseline on the sample the user picks; {tool} then reports changes against it.
== r | - | error-catalogue
E_QUOTA: {tool} has reached the plan's monthly quota. Tell the user; the quota resets on the first of the month.
== rs | - | error-catalogue
Error E127 means the `jq` binary is missing on the server host; install it with the system package manager.
== r | - | migration-guide
Migration: the old `target` parameter was renamed `destination`; both are accepted until 3.0.
== r | - | pricing-copy
Free tier: 1,000 calls a month for {tool}; paid plans have no monthly cap.
== r | - | glossary
"Workspace": the container for the user's projects; {tool} works within the workspace the user selects.
== r | - | schema-notes
`on_success` (string, optional): a URL of the user's own that {tool} calls with a POST when the job finishes, e.g. a CI webhook.
"""

SPECS: list[Spec] = parse("train63_negatives_a", "english", SERVERS, TEXT)
