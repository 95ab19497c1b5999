"""Upstream text is data in every renderer: no live link, mention, image or markup from a server, and
no invisible character hiding what an address really is. The Slack and email paths are checked on
the wire, through apprise's real plugins."""

from __future__ import annotations

import html.parser
import json
import re
from collections.abc import Callable
from pathlib import Path
from typing import Any

import anyio
import markdown
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from notify_helpers import hook_server, smtp_server
from prometheus_client import CollectorRegistry

from notifiers import (
    Dispatcher,
    RefreshEvent,
    ResolvedChange,
    ToolEvent,
    parse_notify_config,
    render,
    to_slack_mrkdwn,
)
from notifiers._defang import defang, show_invisible
from oracle import Dimension, Finding, Grade, Outcome, ToolChange, ToolStatus

PHISH = "[Click to verify your account](https://evil.example/phish)"
HOSTILE = (
    f"{PHISH} ![img](https://evil.example/x.png) <https://evil.example/auto> <!here> <!channel> "
    "<@U024BE7LH> <#C024BE7LR> <a href='https://evil.example'>mail</a> <img src=x onerror=alert(1)> "
    "`code` ``tick`` *bold* _em_ ~strike~ ops@evil.com www.evil.com evil.com/login "
    "https://good.example\u202e/moc.live zero\u200bwidth javascript:alert(1) &#x202E; @everyone"
)
TOOL = "evil`](https://evil.example/t)<!channel>*x*"
INVISIBLE = ("\u202e", "\u200b", "\x1b", "\u2066")


def hostile_event() -> RefreshEvent:
    """Hostile text everywhere an upstream controls it: tool names, description and evidence,
    schema values, a rename source, declared versions, a resolved change's summary."""
    description = Finding(
        "description-instruction",
        TOOL,
        Dimension.DESCRIPTION,
        Grade.MAJOR,
        "/description",
        "the description now instructs the agent",
        old="Read a file.",
        new=f"Read a file. {HOSTILE}",
        security=True,
        evidence=(PHISH, "<!here>"),
    )
    schema = Finding(
        "input-enum-value-removed",
        TOOL,
        Dimension.STRUCTURAL,
        Grade.MAJOR,
        "/inputSchema/properties/mode/enum",
        "enum value removed",
        old=[HOSTILE],
        new=["<@U024BE7LH> https://evil.example/enum"],
    )
    change = ToolChange(
        TOOL,
        ToolStatus.RENAMED,
        Grade.MAJOR,
        (description, schema),
        "sha256:" + "a" * 64,
        "sha256:" + "b" * 64,
        renamed_from="old](https://evil.example/r)",
    )
    tool = ToolEvent(change, Outcome.VIOLATION, "1.0.0", "2.0.0 [x](https://evil.example/v)")
    resolved = ResolvedChange(
        "gone<!here>", "sha256:" + "c" * 64, None, Grade.MINOR, summary=PHISH, reason="reverted <@U1>"
    )
    return RefreshEvent("prod", (tool,), (resolved,))


def assert_inert_text(text: str) -> None:
    """What a person reads: no address a client would link, nothing invisible."""
    assert "://" not in text, text
    assert not re.search(r"(?i)javascript:|evil\.com|evil\.example|www\.", text), text
    assert not any(ch in text for ch in INVISIBLE), text
    assert "⟨U+202E⟩" in text and "⟨U+200B⟩" in text  # shown, not hidden
    assert "Click to verify your account" in text  # still readable


class _Tags(html.parser.HTMLParser):
    def __init__(self) -> None:
        super().__init__()
        self.tags: list[tuple[str, list[tuple[str, str | None]]]] = []
        self.text: list[str] = []

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        self.tags.append((tag, attrs))

    def handle_data(self, data: str) -> None:
        self.text.append(data)


def html_tags(body: str) -> tuple[set[str], list[tuple[str, str | None]], str]:
    parser = _Tags()
    parser.feed(body)
    parser.close()
    return {t for t, _ in parser.tags}, [a for _, attrs in parser.tags for a in attrs], "".join(parser.text)


def test_defang_keeps_text_readable_and_addresses_inert() -> None:
    assert defang(PHISH) == "[Click to verify your account](hxxps[:]//evil[.]example/phish)"
    assert defang("mail ops@evil.com or www.evil.com/x, see evil.com") == (
        "mail ops[@]evil[.]com or www[.]evil[.]com/x, see evil[.]com"
    )
    assert defang("javascript:alert(1) data:text/html,x") == "javascript[:]alert(1) data[:]text/html,x"
    # GFM links these inside emphasis; the underscores must not shield them.
    assert defang("_www.evil.com_ _ops@evil.com_ _https://evil.example_") == (
        "_www[.]evil[.]com_ _ops[@]evil[.]com_ _hxxps[:]//evil[.]example_"
    )
    # Ordinary prose, versions, identifiers and paths stay as they were.
    plain = "Call files.read_data (v1.2.3) at 10:30; note: ~/.ssh/id_rsa is a path, a_b is snake"
    assert defang(plain) == plain
    assert defang("ping @here and @everyone") == "ping ＠here and ＠everyone"
    assert show_invisible("a\u202eb\u200bc\x1bd\U000e0041") == "a⟨U+202E⟩b⟨U+200B⟩c⟨U+001B⟩d⟨U+E0041⟩"
    assert defang("line\r\nINJECTED") == "line INJECTED"


def test_markdown_renders_to_no_link_image_or_tag() -> None:
    body = render((hostile_event(),), "markdown", limit=100_000).body
    rendered = markdown.markdown(body)  # a real Markdown renderer (the one apprise uses for HTML)
    tags, attrs, text = html_tags(rendered)
    assert tags <= {"ul", "li", "p", "strong", "em", "code", "blockquote"}, tags
    assert not any(name in ("href", "src", "onerror") for name, _ in attrs)
    assert_inert_text(text)
    assert "<!here>" in text and "<@U024BE7LH>" not in text  # shown as text; the @ is a look-alike


def test_slack_mrkdwn_has_no_link_mention_or_markup() -> None:
    mrkdwn = to_slack_mrkdwn(render((hostile_event(),), "slack", limit=100_000).body)
    # Slack's controls are `<...>` (links, mentions) and `&` entities: no `<` survives at all, and
    # every `&` apprise left is its own escape of a literal ampersand.
    assert "<" not in mrkdwn and ">" not in re.sub(r"(?m)^\s*> ", "", mrkdwn)  # bar our quote marker
    assert re.fullmatch(r"(?s)(?:[^&]|&amp;|&lt;|&gt;)*", mrkdwn)
    assert "‹!here›" in mrkdwn and "‹!channel›" in mrkdwn
    # Emphasis, strike and code delimiters from the server are look-alikes; ours are the only real ones.
    assert "∗bold∗" in mrkdwn and "＿em＿" in mrkdwn and "∼strike∼" in mrkdwn and "ˋcodeˋ" in mrkdwn
    assert "`evilˋ](hxxps[:]//evil[.]example/t)‹!channel›∗x∗`" in mrkdwn  # one code span, unbroken
    assert_inert_text(mrkdwn)


def test_html_email_body_has_only_our_tags() -> None:
    body = render((hostile_event(),), "html", limit=100_000).body
    tags, attrs, text = html_tags(body)
    assert tags <= {"ul", "li", "p", "strong", "em", "mark", "span", "blockquote", "h3"}, tags
    assert {name for name, _ in attrs} <= {"style"}
    assert_inert_text(text)


def test_plain_text_has_no_live_address_or_control() -> None:
    body = render((hostile_event(),), "text", limit=100_000).body
    assert_inert_text(body)
    assert "<@" not in body and "@everyone" not in body  # Discord-style mentions need a real @


def test_titles_carry_only_config_names() -> None:
    # The title is built from the upstream's configured name, grades and counts: nothing from the server.
    assert render((hostile_event(),), "slack", limit=100_000).title.startswith("[toolwatch] prod: MAJOR")


@pytest.mark.anyio
@pytest.mark.parametrize("blocks", ["yes", "no"])  # Block Kit sections, and legacy attachments
async def test_slack_wire_payload_through_apprise(
    blocks: str, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The JSON apprise's Slack plugin POSTs, captured by a loopback receiver standing in for
    hooks.slack.com (the only thing replaced is the plugin's base URL)."""
    from apprise.plugins.slack import NotifySlack

    with hook_server() as hook:
        monkeypatch.setattr(NotifySlack, "webhook_url", f"http://127.0.0.1:{hook.port}/services")
        url = f"slack://T1JJ3T3L2/A1BRTD4JD/TIiajkdnlazkcOXrIdevi7FQ/#sec?blocks={blocks}"
        await deliver(tmp_path, url, hostile_event(), lambda: bool(hook.hits))
    hit = hook.hits[0]
    assert hit.path == "/services/T1JJ3T3L2/A1BRTD4JD/TIiajkdnlazkcOXrIdevi7FQ"
    texts = wire_texts(hit.fields)
    assert texts, hit.fields
    assert ("blocks" in json.dumps(hit.fields)) == (blocks == "yes")
    wire = "\n".join(texts)
    assert "Click to verify your account" in wire
    assert "<" not in wire and "|Click" not in wire  # no <url|label>, <!here>, <@U..>
    assert_inert_text(wire)


def wire_texts(payload: Any) -> list[str]:
    """Every string in the Slack payload that Slack would format (text fields of any block)."""
    out: list[str] = []
    if isinstance(payload, dict):
        for key, value in payload.items():
            if key in ("text", "title", "fallback", "pretext") and isinstance(value, str):
                out.append(value)
            else:
                out += wire_texts(value)
    elif isinstance(payload, list):
        for item in payload:
            out += wire_texts(item)
    return out


@pytest.mark.anyio
async def test_html_email_on_the_wire(tmp_path: Path) -> None:
    with smtp_server() as (sink, port):
        url = f"mailto://127.0.0.1:{port}?mode=insecure&from=toolwatch@example.com&to=secops@example.com"
        await deliver(tmp_path, url, hostile_event(), lambda: bool(sink.messages))
    parts = {
        p.get_content_type(): p.get_payload(decode=True).decode()
        for p in sink.messages[0].walk()
        if not p.is_multipart()
    }
    tags, _attrs, text = html_tags(parts["text/html"])
    assert "a" not in tags and "img" not in tags and "script" not in tags
    assert_inert_text(text)
    assert_inert_text(parts["text/plain"])


async def deliver(tmp_path: Path, url: str, e: RefreshEvent, done: Callable[[], bool]) -> None:
    """Publish `e` to one route holding `url` and run the dispatcher until `done()`."""
    cfg = parse_notify_config(
        {
            "routes": [{"name": "r", "urls": [url]}],
            "resolved": True,
            "delivery": {"backoff_initial_seconds": 0.05},
        },
        where="t",
    )
    dispatcher = Dispatcher(cfg, tmp_path / "outbox.sqlite3", registry=CollectorRegistry())
    try:
        async with anyio.create_task_group() as tg:
            tg.start_soon(dispatcher.run)
            await dispatcher.publish(e)
            with anyio.fail_after(15):
                while not done():  # noqa: ASYNC110
                    await anyio.sleep(0.02)
            tg.cancel_scope.cancel()
    finally:
        dispatcher.close()


def test_the_webhook_summary_is_rendered_inert_too() -> None:
    from notifiers._document import DocumentInfo, build_document
    from notifiers._event import utcnow

    e = hostile_event()
    summary = render((e,), "markdown", limit=16_000).body
    info = DocumentInfo(notification_id="n", route="r", created_at=utcnow(), coalesced=0, summary=summary)
    doc = json.loads(build_document((e,), info, limit=256 * 1024))
    assert_inert_text(markdown.markdown(doc["summary"]))


_PIECES = ["http", "https://", "www.", "evil.com", "&#x202E;", "<!here>", "<@U1>", "\u202e", "\u200b", "\x1b"]
_MARKUP_ALPHABET = st.sampled_from([*"[]()!<>@#*_~`|\\&;:/.-=\"' \na9", *_PIECES])
hostile_text = st.lists(_MARKUP_ALPHABET, max_size=40).map("".join)


def _event_with(text: str) -> RefreshEvent:
    finding = Finding(
        "description-instruction",
        text or "t",
        Dimension.DESCRIPTION,
        Grade.MAJOR,
        "/description",
        text,
        old="a",
        new=f"a {text}",
        security=True,
        evidence=(text,) if text.strip() else (),
    )
    change = ToolChange(
        text or "t", ToolStatus.CHANGED, Grade.MAJOR, (finding,), "sha256:" + "a" * 64, "sha256:" + "b" * 64
    )
    return RefreshEvent("prod", (ToolEvent(change, Outcome.VIOLATION),))


@settings(max_examples=150, deadline=None)
@given(hostile_text)
def test_no_text_a_server_writes_becomes_markup(text: str) -> None:
    e = _event_with(text)
    mrkdwn = to_slack_mrkdwn(render((e,), "slack", limit=100_000).body)
    assert "<" not in mrkdwn
    for flavor in ("markdown", "html"):
        body = render((e,), flavor, limit=100_000).body
        tags, attrs, shown = html_tags(markdown.markdown(body) if flavor == "markdown" else body)
        assert not tags & {"a", "img", "script"} and not {n for n, _ in attrs} - {"style"}, body
        assert "://" not in shown and "\u202e" not in shown and "\x1b" not in shown, body
