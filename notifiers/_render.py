"""Render a message (one or more refresh events) as Markdown, Slack mrkdwn, plain text or HTML,
cut to fit a length limit with a count of what was left out."""

from __future__ import annotations

import html
import re
from collections.abc import Callable
from dataclasses import dataclass
from typing import Literal

from ._blocks import Block, Inline, event_blocks, title_of, units_of
from ._defang import defang, slack_text
from ._event import RefreshEvent

Flavor = Literal["markdown", "slack", "text", "html"]
# What can start markup mid-line (lines never start with text): emphasis, code, links and images,
# tables, strike. `<` and `>` become entities instead: Python-Markdown (which apprise uses to make HTML
# from Markdown) does not honour `\<`, and every dialect decodes `&lt;` to a literal `<`.
_MD_SPECIAL = re.compile(r"([\\`*_\[\]|~!])")
# A server's own entity reference would decode (`&#x202E;` to a direction override); not every
# dialect honours `\&`, so its ampersand becomes a look-alike.
_MD_ENTITY = re.compile(r"&(?=#?[A-Za-z0-9]+;)")


def md_text(text: str) -> str:
    """Server text as literal Markdown text in any dialect (after `defang`)."""
    text = _MD_SPECIAL.sub(r"\\\1", _MD_ENTITY.sub("＆", text))
    return text.replace("<", "&lt;").replace(">", "&gt;")


# Every inline's text goes through `defang` first (see _defang.py): upstream text is data, never a
# link, mention, image or markup, and hides nothing behind invisible characters.


@dataclass(frozen=True)
class Rendered:
    title: str
    body: str
    left_out: int  # findings not shown because of the length limit


def render(
    events: tuple[RefreshEvent, ...],
    flavor: Flavor,
    *,
    limit: int,
    coalesced: int = 0,
    rate_note: str = "",
) -> Rendered:
    """The message for `events` in `flavor`, no longer than `limit` characters.

    `coalesced` is how many queued messages were folded into this one (0 for a plain message).
    Shows as many findings as fit, most severe first, then says how many were left out.
    """
    title = title_of(events, coalesced)
    total = sum(len(units_of(e)) + len(e.resolved) for e in events)

    def attempt(budget: int | None) -> tuple[str, int]:
        blocks: list[Block] = []
        if coalesced:
            note = f"{coalesced + 1} notifications coalesced into this one{rate_note}."
            blocks.append(Block("para", (Inline("em", note),)))
        left = 0
        remaining = budget
        for e in events:
            eb, el = event_blocks(e, remaining, heading=len(events) > 1)
            blocks += eb
            left += el
            if remaining is not None:
                remaining = max(0, remaining - len(units_of(e)) - len(e.resolved))
        return RENDERERS[flavor](blocks), left

    body, left = attempt(None)
    if len(body) > limit:
        lo, hi = 0, total
        best = attempt(0)
        while lo <= hi:  # the largest finding budget that still fits
            mid = (lo + hi) // 2
            candidate = attempt(mid)
            if len(candidate[0]) <= limit:
                best, lo = candidate, mid + 1
            else:
                hi = mid - 1
        body, left = best
        if len(body) > limit:  # even the skeleton is too long (huge tool names): cut hard
            body = body[: max(0, limit - 1)] + "…"
    return Rendered(title=title, body=body, left_out=left)


# -- Markdown (CommonMark). Slack gets the same through apprise's CommonMark → mrkdwn converter. ----


def _md_inline(i: Inline, slack: bool = False) -> str:
    if slack:
        if i.kind == "code":  # Slack knows only single-backtick spans; slack_text removes backticks
            return f"`{slack_text(i.text, code=True) or ' '}`"
        text = slack_text(i.text)
    elif i.kind == "code":
        return _md_code(defang(i.text))
    else:
        text = md_text(defang(i.text))
    if i.kind == "strong":
        return f"**{text}**" if text.strip() else text
    if i.kind == "em":
        return f"_{text}_" if text.strip() else text
    if i.kind == "mark":
        return f"**⚠ {text}**"
    return text


def _md_code(text: str) -> str:
    text = text.replace("\n", " ")
    longest = max((len(m) for m in re.findall(r"`+", text)), default=0)
    fence = "`" * (longest + 1)
    pad = " " if text.startswith("`") or text.endswith("`") or not text.strip() else ""
    return f"{fence}{pad}{text}{pad}{fence}"


def render_markdown_blocks(blocks: list[Block], *, slack: bool = False) -> str:
    headings = not slack
    lines: list[str] = []
    for b in blocks:
        text = "".join(_md_inline(i, slack) for i in b.inlines)
        if b.kind == "heading":
            lines += ["", f"### {text}" if headings else text, ""]
        elif b.kind == "item":
            lines.append(f"- {text}")
        elif b.kind == "subitem":
            lines.append(f"  - {text}")
        elif b.kind == "quote":
            lines.append(f"  > {text}")
        else:
            lines += ["", text, ""]
    return _tidy("\n".join(lines))


def _tidy(text: str) -> str:
    return re.sub(r"\n{3,}", "\n\n", text).strip() + "\n"


def render_slack_blocks(blocks: list[Block]) -> str:
    """CommonMark without headings (Slack has none); apprise converts it to mrkdwn when sending."""
    return render_markdown_blocks(blocks, slack=True)


def to_slack_mrkdwn(markdown: str) -> str:
    """What Slack receives for `markdown`: apprise's own CommonMark → mrkdwn conversion."""
    from apprise.plugins.slack import NotifySlack

    convert: Callable[[str], str] = NotifySlack._commonmark_to_slack
    return convert(markdown)


# -- plain text and HTML ------------------------------------------------------------------------------


def _text_inline(i: Inline) -> str:
    text = defang(i.text)
    return f">>>{text}<<<" if i.kind == "mark" else text


def render_text_blocks(blocks: list[Block]) -> str:
    lines: list[str] = []
    for b in blocks:
        text = "".join(_text_inline(i) for i in b.inlines)
        prefix = {"heading": "", "item": "* ", "subitem": "    - ", "quote": "    | ", "para": ""}[b.kind]
        if b.kind in ("heading", "para"):
            lines += ["", prefix + text, ""]
        else:
            lines.append(prefix + text)
    return _tidy("\n".join(lines))


_HTML_TAG = {"strong": "strong", "em": "em"}
# Not <code>: apprise derives the email's text/plain part from this HTML and starts a new line at
# every <code>; a styled span reads the same in mail clients and stays inline in the text part.
_CODE_STYLE = "font-family:ui-monospace,Menlo,Consolas,monospace;background:#f3f3f3;padding:0 2px"


def _html_inline(i: Inline) -> str:
    text = html.escape(defang(i.text))
    if i.kind == "mark":
        return f'<mark style="background:#ffd54f">⚠ {text}</mark>'
    if i.kind == "code":
        return f'<span style="{_CODE_STYLE}">{text}</span>'
    tag = _HTML_TAG.get(i.kind)
    return f"<{tag}>{text}</{tag}>" if tag else text


def render_html_blocks(blocks: list[Block]) -> str:
    out: list[str] = []
    in_list = in_sub = False
    for b in blocks:
        text = "".join(_html_inline(i) for i in b.inlines)
        if b.kind in ("subitem", "quote"):
            if not in_sub:
                out.append("<ul>")
                in_sub = True
            if b.kind == "quote":
                out.append(
                    f'<li><blockquote style="border-left:3px solid #e57373;padding-left:6px">{text}</blockquote></li>'
                )
            else:
                out.append(f"<li>{text}</li>")
            continue
        if in_sub:
            out.append("</ul></li>")
            in_sub = False
        if b.kind == "item":
            if not in_list:
                out.append("<ul>")
                in_list = True
            out.append(f"<li>{text}")
            continue
        if in_list:
            out.append("</ul>")
            in_list = False
        out.append(f"<h3>{text}</h3>" if b.kind == "heading" else f"<p>{text}</p>")
    if in_sub:
        out.append("</ul></li>")
    if in_list:
        out.append("</ul>")
    return "\n".join(out) + "\n"


RENDERERS: dict[Flavor, Callable[[list[Block]], str]] = {
    "markdown": render_markdown_blocks,
    "slack": render_slack_blocks,
    "text": render_text_blocks,
    "html": render_html_blocks,
}
