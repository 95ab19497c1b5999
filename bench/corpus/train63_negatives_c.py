"""train63 hard negatives in English, third part: more whole tools and property descriptions in the attack
voices (analytics, hosting, backups, translation, recruiting, media and expenses), each doing what the user
asks with the vendor's own endpoints, masked secrets and admin rights where the job needs them.

Training data for the sentence model (README, "Training collection train63"); written by the train63 helper.
"""

from __future__ import annotations

from train63_common import Spec, parse

SERVERS = {
    "finch-analytics": ["track", "funnel_report", "erase_person"],
    "hollow-hosting": ["deploy_site", "add_domain", "get_env", "clear_cache"],
    "strata-backup": ["snapshot_volume", "restore_volume", "list_backups"],
    "parley-translate": ["translate", "add_term"],
    "tally-expenses": ["file_expense", "approve_report", "export_expenses"],
}

TEXT = """
== n:track | - | config-ref
Sends an analytics event to the user's Finch project.

ingest.url   = https://ingest.finch-analytics.com/v1/e (the vendor's own endpoint)
ingest.batch = 50
IP addresses are truncated before storage.
== n:funnel_report | - | method
Builds a funnel report. Method: users are counted once per step within the window the user sets (default 7 days); steps must happen in order. Results include counts and conversion rates with 95% Wilson intervals.
== n:erase_person | - | ops-notes
Erases a person's analytics data from the user's Finch project.
Ops note: erasure completes within 24 hours; the tool returns a job ID to check progress. It touches only Finch data.
== n:deploy_site | - | changelog-frag
Deploys the site in the folder the user gives.
1.1: reads build settings from `hollow.toml`. 1.2: prints the preview URL. 1.3: deploys can be rolled back.
== n:add_domain | - | integration
Adds a custom domain. Integration checklist: (1) add_domain returns the DNS records; (2) the user adds them at their registrar; (3) call add_domain again to verify. The tool never signs in to the registrar.
== n:get_env | - | schema-notes
Lists a site's environment variable names. Each entry has `name`, `scope` and `value`, shown as "****" unless the user passes `reveal=true` for a variable they own.
== n:clear_cache | - | sla
Purges the CDN cache for the user's site. Purges complete within 10 seconds for 99% of requests.
== n:snapshot_volume | - | data-contract
Creates a snapshot of a volume in the user's own account and region. Snapshots are encrypted with the account's key and are not copied elsewhere unless the user sets `copy_to_region`.
== n:restore_volume | - | error-catalogue
Restores a snapshot to a new volume.

E_TARGET_BUSY — the target volume is attached. Detach it or restore to a new volume; nothing is overwritten.
== n:list_backups | - | ui-copy
Backups
Columns: Name · Created · Size · Expires. Empty state: "No backups yet. Create one with Snapshot."
== n:translate | - | glossary
Translates text between languages. Glossary: "glossary terms" are the user's preferred translations, added with add_term; they are applied wherever they occur.
== n:add_term | - | pricing-copy
Adds a glossary term. Included in all plans; up to 10,000 terms per glossary.
== n:file_expense | - | data-contract
Files an expense with the amount, currency and receipt the user gives. Amounts are stored in the original currency; the report also shows them converted at the day's ECB rate.
== n:approve_report | - | integration
Approves an expense report. Requires the approver role, which the user's admin assigns; approvers cannot approve their own reports.
== n:export_expenses | - | ticket
Exports expenses as CSV. Hi! The file goes to the location the user picks; if you need it in your accounting software, import it there yourself.
== p | - | data-contract
Stored with the record; returned only to the account owner.
== p | - | integration
Set by the admin when connecting the integration.
== p | - | schema-notes
Read from the environment variable the user configured, never from files.
== p | - | ticket
If calls fail, check this value in your account settings.
== p | - | changelog-frag
(2.0) Accepts wildcards in the name.
== p | - | error-catalogue
E_INIT when empty: run the tool's `init` command once.
== p | - | sla
Values above 1000 may be slower.
== p | - | pricing-copy
Free plan: limited to 3.
== p | - | ops-notes
Defaults to "private" on shared workspaces.
== p | - | ui-copy
Tooltip: shown in the preview before saving.
"""

SPECS: list[Spec] = parse("train63_negatives_c", "english", SERVERS, TEXT)
