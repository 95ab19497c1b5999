"""`toolwatch diff|check` reports treat a server's text as data: the terminal report escapes control
characters, the pull-request Markdown renders to no link, image, mention or HTML of the server's."""

from __future__ import annotations

import html.parser
import json
import subprocess
import sys
from pathlib import Path

import markdown

FORGED = "evil\x1b[31m\rtool\r\nINJECTED: forged line"
HOSTILE = (
    "[Click to verify your account](https://evil.example/phish) ![x](https://evil.example/i.png) "
    "<details open><summary>hi</summary></details> <img src=x> @octo-org/security-team "
    "`code` | pipe \u202egnp.exe"
)


def _run(tmp_path: Path, fmt: str) -> str:
    old = [{"name": "read", "description": "Read a file.", "inputSchema": {"type": "object"}}]
    new = [
        {"name": "read", "description": f"Read a file. {HOSTILE}", "inputSchema": {"type": "object"}},
        {"name": FORGED, "description": HOSTILE, "inputSchema": {"type": "object"}},
    ]
    (tmp_path / "old.json").write_text(json.dumps(old))
    (tmp_path / "new.json").write_text(json.dumps(new))
    done = subprocess.run(
        [
            sys.executable,
            "-m",
            "watcher.cli",
            "diff",
            str(tmp_path / "old.json"),
            str(tmp_path / "new.json"),
            "--format",
            fmt,
        ],
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert done.returncode in (0, 1, 2), done.stderr
    return done.stdout


def test_terminal_report_escapes_control_characters(tmp_path: Path) -> None:
    out = _run(tmp_path, "text")
    assert "\x1b" not in out and "\r" not in out and "\u202e" not in out
    assert not any(line.startswith("INJECTED") for line in out.splitlines()), out
    assert "evil\\x1b[31m\\rtool\\r\\nINJECTED: forged line" in out


class _Tags(html.parser.HTMLParser):
    def __init__(self) -> None:
        super().__init__()
        self.tags: set[str] = set()
        self.text = ""

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        self.tags.add(tag)

    def handle_data(self, data: str) -> None:
        self.text += data


def test_pull_request_markdown_renders_no_server_markup(tmp_path: Path) -> None:
    out = _run(tmp_path, "markdown")
    assert out.count("<details>") == 1  # only our own
    # Python-Markdown leaves Markdown inside an HTML block alone (GitHub renders it): unwrap ours.
    unwrapped = out.replace("<details><summary>", "").replace("</summary>", "").replace("</details>", "")
    parser = _Tags()
    parser.feed(markdown.markdown(unwrapped, extensions=["tables"]))
    # Ours: the table, the folded findings, emphasis, code spans and the footer.
    assert parser.tags <= {
        "h3",
        "table",
        "thead",
        "tbody",
        "tr",
        "th",
        "td",
        "code",
        "p",
        "details",
        "summary",
        "ul",
        "li",
        "strong",
        "sub",
    }, parser.tags
    assert "a" not in parser.tags and "img" not in parser.tags
    text = parser.text
    assert "://" not in text and "evil.example" not in text and "@octo-org" not in text
    assert "[Click to verify your account](hxxps[:]//evil[.]example/phish)" in text
    assert "⟨U+001B⟩" in text and "<img src=" in text  # shown as text
