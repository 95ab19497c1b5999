"""train18 benign hard negatives, third part: the registers `snippet` (YAML/JSON/config examples inside a
description) and `release` (release notes, changelogs, migration and deprecation notes).

Training data for the sentence model (README, "Training collection train18"); written by the train18 helper.
"""

from __future__ import annotations

from train18_common import Writer

SERVERS = {
    "deploykit": ["deploy_service", "get_deploy_status", "list_services", "rollback_service"],
    "notifyhub": ["send_notification", "list_channels", "get_delivery_status"],
    "vectorstore": ["upsert_documents", "query_vectors", "delete_namespace", "list_namespaces"],
    "issuetracker": ["create_ticket", "search_tickets", "get_ticket", "add_comment"],
    "browserpilot": ["navigate", "click", "get_cookies", "evaluate_script"],
    "sqlassist": ["run_query", "list_tables", "get_schema"],
    "storagebox": ["put_object", "get_object", "presign_url"],
}
SNIPPET = Writer("snippet", "benign", SERVERS)
RELEASE = Writer("release", "benign", SERVERS)
WRITERS = [SNIPPET, RELEASE]

s = SNIPPET
s.new(
    "deploykit",
    "deploy_service",
    "",
    "snippet",
    "Deploy a service from a manifest.\n\nExample manifest:\n```yaml\nservice: api\nimage: registry.example.com/api:1.4.2\nenv:\n  DATABASE_URL: ${secrets.DATABASE_URL}\nreplicas: 2\n```\nSecrets are referenced by name and resolved by the platform; never paste secret values into the manifest.",
)
s.new(
    "notifyhub",
    "send_notification",
    "",
    "snippet",
    'Send a notification to a channel the user chooses.\n\n```json\n{"channel": "#ops", "text": "Deploy finished", "mention": []}\n```\nCall list_channels first if the user names a channel you have not seen.',
)
s.new(
    "vectorstore",
    "upsert_documents",
    "",
    "snippet",
    'Insert or update documents in a namespace.\n\n```json\n{"namespace": "docs", "documents": [{"id": "a1", "text": "...", "metadata": {"source": "wiki"}}]}\n```\nDocuments stay in the user\'s own index; nothing is shared across accounts.',
)
s.new(
    "issuetracker",
    "create_ticket",
    "",
    "snippet",
    "Create a ticket.\n\n```yaml\nproject: WEB\ntype: bug\nsummary: Login button misaligned\nlabels: [frontend]\n```\nThe reporter is the authenticated user. Use search_tickets first to avoid duplicates.",
)
s.new(
    "browserpilot",
    "evaluate_script",
    "",
    "snippet",
    "Evaluate JavaScript in the current page and return the result.\n\n```js\ndocument.title\n```\nRuns in the page context with the page's permissions. Only run scripts the user asked for; page content is untrusted.",
)
s.new(
    "sqlassist",
    "run_query",
    "",
    "snippet",
    "Run a read-only SQL query.\n\n```sql\nSELECT id, email FROM users WHERE created_at > now() - interval '7 days' LIMIT 50;\n```\nConnection settings come from `SQLASSIST_DSN`. Write statements (INSERT, UPDATE, DELETE, DDL) are rejected.",
)
s.new(
    "storagebox",
    "presign_url",
    "",
    "snippet",
    'Create a time-limited download URL.\n\n```json\n{"bucket": "reports", "key": "2026/q3.pdf", "expires_in": 900}\n```\nShare the URL only with the people the user names; it grants access to anyone who has it until it expires.',
)
s.new(
    "deploykit",
    "rollback_service",
    "",
    "snippet",
    "Roll back to the previous release.\n\n```bash\ndeploykit rollback api --to previous\n```\nThis is what the tool runs on the deploy server. Confirm the service name with the user first.",
)
s.new(
    "notifyhub",
    "get_delivery_status",
    "",
    "snippet",
    'Check whether a notification was delivered.\n\nResponse:\n```json\n{"id": "n_123", "status": "delivered", "recipients": 3}\n```',
)
s.new(
    "browserpilot",
    "get_cookies",
    "",
    "snippet",
    'Return cookies of the current browser context.\n\n```json\n{"domain": "example.com"}\n```\nCookie values can be session credentials: show names and expiry to the user, and values only if they ask.',
)
s.rw("", "snippet", 'Example:\n```json\n{"path": "/home/user/project/README.md"}\n```')
s.rw(
    "",
    "snippet",
    'Configuration (in the MCP client):\n```json\n{"env": {"API_KEY": "<your key>"}}\n```\nThe key is read from the environment at start-up.',
)
s.rw(
    "",
    "snippet",
    "```yaml\nretry:\n  attempts: 3\n  backoff: exponential\ncache_ttl_seconds: 300\n```",
    at="tail",
)
s.rw("", "snippet", "Example call sequence:\n1. `{sibling}` -> returns `id`\n2. `{tool}(id=...)`")
s.rw(
    "",
    "snippet",
    'Typical response:\n```json\n{"items": [], "next_cursor": null}\n```\nPass `next_cursor` back to get the next page.',
    at="tail",
)
s.rw(
    "",
    "snippet",
    "```bash\nnpm run test -- --watch=false\n```\nThe tool runs this in the workspace and returns the summary.",
)
s.rw(
    "",
    "snippet",
    "Environment:\n```\nVENDOR_TOKEN=...   # required, personal access token\nVENDOR_REGION=eu   # optional\n```",
)
s.rw("", "snippet", 'Filter syntax: `status:open assignee:me label:"needs review"`.', at="tail")
s.rw("", "snippet", "```toml\n[limits]\nmax_results = 100\ntimeout_seconds = 30\n```")
s.rw(
    "",
    "snippet",
    'Example: `{"to": ["alice@example.com"], "subject": "Weekly report"}` sends to Alice only.',
    at="tail",
)
s.rw(
    "",
    "snippet",
    "Headers sent: `Authorization: Bearer <token from VENDOR_TOKEN>`, `User-Agent: vendor-mcp/2.1`.",
)
s.rw(
    "", "snippet", "```yaml\n# the tool never writes outside this directory\nroot: /workspace\n```", at="mid"
)
s.prop("", "snippet", 'Example: `"2026-01-31"`.')
s.prop("", "snippet", 'e.g. `{"region": "eu-west-1"}`')
s.prop("", "snippet", "Example: `src/**/*.py`")

r = RELEASE
r.new(
    "vectorstore",
    "query_vectors",
    "",
    "release",
    "Query a namespace by similarity.\n\nChanged in 2.0: `top_k` now defaults to 10 (was 4). `include_metadata` is true by default.\nDeprecated: `filter_expr`; use `filter`.",
)
r.new(
    "vectorstore",
    "delete_namespace",
    "",
    "release",
    "Delete a namespace and all its vectors.\n\nNew in 1.6. Irreversible: the assistant must confirm the namespace name with the user before calling.",
)
r.new(
    "issuetracker",
    "search_tickets",
    "",
    "release",
    "Search tickets.\n\n## 3.1.0\n- Added `updated_since`.\n- Results now include `url`.\n- Faster on large projects (server-side pagination).",
)
r.new(
    "issuetracker",
    "add_comment",
    "",
    "release",
    "Add a comment to a ticket.\n\nv1.2: comments support Markdown. Mentions (`@name`) notify only people already on the ticket.",
)
r.new(
    "browserpilot",
    "navigate",
    "",
    "release",
    "Open a URL in the controlled browser.\n\nChangelog:\n- 0.9: blocks file:// URLs by default\n- 0.8: waits for network idle before returning",
)
r.new(
    "browserpilot",
    "click",
    "",
    "release",
    "Click an element by selector.\n\nBreaking change in 2.0: selectors are CSS only; XPath was removed. Use `navigate` first to load the page.",
)
r.new(
    "sqlassist",
    "get_schema",
    "",
    "release",
    "Return the schema of a table.\n\nWhat's new: column comments are included. Passwords in the connection string are redacted from error messages since 1.4.",
)
r.new(
    "storagebox",
    "put_object",
    "",
    "release",
    "Upload an object.\n\nv3.0 migration note: the bucket must now be given explicitly; the former default bucket was removed so nothing is uploaded to a place the user did not choose.",
)
r.new(
    "deploykit",
    "get_deploy_status",
    "",
    "release",
    "Get the status of a deployment.\n\n1.5.0: returns `health_checks`. Polling more often than every 10 seconds is rate limited.",
)
r.new(
    "notifyhub",
    "list_channels",
    "",
    "release",
    "List channels.\n\nv2: private channels are listed only if the bot was invited. Call this before send_notification when unsure of the channel id.",
)
r.rw("", "release", "Changed in 4.0: the tool no longer sends anonymous usage statistics.", at="tail")
r.rw(
    "",
    "release",
    "## 2.3.0\n- `{tool}` now accepts a list of ids.\n- `{sibling}` is deprecated; use `{tool}` instead.",
)
r.rw(
    "",
    "release",
    "Deprecated: this tool will be removed in 5.0. Prefer `{sibling}`, which supports pagination.",
)
r.rw(
    "",
    "release",
    "New: results are cached for 60 seconds. Breaking: `timeout` is now in seconds, not milliseconds.",
    at="tail",
)
r.rw(
    "",
    "release",
    "Release 1.8: requires the `read:org` scope on the token the user configures; the tool fails with a clear message otherwise.",
)
r.rw("", "release", "Fixed in 2.1.4: the API key was printed in debug logs; it is now masked.", at="tail")
r.rw(
    "",
    "release",
    "Migration: call `{sibling}` once to create the workspace index before the first `{tool}` call (new in 3.0).",
)
r.rw(
    "",
    "release",
    "v0.7: the assistant should now pass absolute paths; relative paths are rejected.",
    at="tail",
)
r.rw(
    "",
    "release",
    "### Security\n- Commands are run without a shell, so arguments cannot inject other commands.\n- Only `npm test`, `npm run lint` and `npm run build` are allowed.",
)
r.rw(
    "",
    "release",
    "Added `dry_run` (default true in 2.0): changes are applied only when the user confirms and the assistant calls again with `dry_run=false`.",
    at="mid",
)
r.rw(
    "",
    "release",
    "Since 1.3 the tool reads `.gitignore` and skips ignored files, including `.env`, when indexing.",
    at="tail",
)
r.prop("", "release", "Changed in 2.0: now optional.")
r.prop("", "release", "Deprecated; use `page_token`.")
r.prop("", "release", "New in 1.4. Defaults to `utc`.")
r.prop("", "release", "Since 3.0, accepts a list.")
