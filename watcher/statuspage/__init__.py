"""The read-only status page at `/`: upstreams, open findings, old vs new text, the approve command.

Rendered on the server with Jinja2, autoescaping on: every string that came from an upstream (tool
names, descriptions, server names, error messages) is escaped by default, so a description that
carries `<script>` or a link shows as text. The page has no JavaScript and no external assets (inline
CSS only), and the response forbids scripts outright with a Content-Security-Policy, so even a
template mistake could not run hostile code. Nothing on the page changes state: accepting a change
stays a `toolwatch approve` command a person runs.
"""

from __future__ import annotations

import time
from collections.abc import Mapping, Sequence, Set
from functools import cache
from typing import Any

from jinja2 import Environment, PackageLoader, StrictUndefined

from ..findings_model import FindingView
from ..safetext import CONTROL

PAGE_FINDINGS_LIMIT = 500  # findings rendered in full; the rest are counted (`toolwatch findings` lists all)
SECURITY_HEADERS = {
    "Content-Security-Policy": "default-src 'none'; style-src 'unsafe-inline'; form-action 'none'; "
    "frame-ancestors 'none'; base-uri 'none'",
    "X-Content-Type-Options": "nosniff",
    "Referrer-Policy": "no-referrer",
    "Cache-Control": "no-store",
}


def _utc(ts: float | None) -> str:
    if not ts:
        return "—"
    return time.strftime("%Y-%m-%d %H:%M:%S UTC", time.gmtime(ts))


def _visible(value: Any) -> Any:
    """Every `{{ }}` value with its control, bidi and zero-width characters shown as ``⟨U+XXXX⟩``
    (newlines and tabs kept: descriptions are shown pre-wrapped). Escaping alone leaves them raw, and a
    U+202E in a tool name would show it reversed, a raw ESC or NUL hide part of it."""
    if not isinstance(value, str) or not CONTROL.search(value):
        return value
    return CONTROL.sub(lambda m: m.group() if m.group() in "\n\t" else f"⟨U+{ord(m.group()):04X}⟩", value)


@cache
def environment() -> Environment:
    env = Environment(
        loader=PackageLoader("watcher.statuspage", "templates"),
        autoescape=True,  # every {{ }} is HTML-escaped unless marked safe, and nothing is marked safe
        finalize=_visible,  # ...after invisible characters are made visible
        undefined=StrictUndefined,
        trim_blocks=True,
        lstrip_blocks=True,
    )
    env.filters["utc"] = _utc
    return env


def render_page(
    upstreams: Sequence[Mapping[str, Any]],
    findings: Sequence[FindingView],
    *,
    config: str,
    withheld: Set[tuple[str, str]] = frozenset(),
    now: float | None = None,
) -> str:
    """The page. `upstreams` are /api/v1/status entries; `findings` the open ones, oldest first;
    `withheld` the (upstream, tool) pairs the quarantine feed lists."""
    shown = list(findings)[-PAGE_FINDINGS_LIMIT:][::-1]  # newest first
    return (
        environment()
        .get_template("page.html")
        .render(
            upstreams=upstreams,
            findings=shown,
            hidden=max(0, len(findings) - len(shown)),
            withheld=withheld,
            config=config,
            now=time.time() if now is None else now,
        )
    )
