"""The status page's rendering and the finding view, without a browser: every field that can carry
upstream text is escaped, new tools show their whole description as inserted, upstream-level findings
approve the whole upstream. (What a browser makes of the page: test_operators_e2e.py.)"""

from __future__ import annotations

import json
import subprocess
import time
from typing import Any

from browser import parse_dom

from watcher.findings_model import approve_command, view, word_diff
from watcher.state import StoredFinding, StoredSnapshot
from watcher.statuspage import render_page

HOSTILE = '<script>alert(1)</script><img src=x onerror=alert(2)><a href="https://evil.example/">x</a>'


def stored(tool: str, detail: dict[str, Any], *, security: bool = False, fid: int = 1) -> StoredFinding:
    return StoredFinding(
        id=fid, upstream="up", tool=tool, old_digest="sha256:a", new_digest="sha256:b", grade="major",
        outcome="violation", security=security, summary=f"summary {HOSTILE}",
        detail_json=json.dumps(detail), opened_at=time.time(),
    )  # fmt: skip


def test_word_diff_marks_only_what_moved() -> None:
    old, new = word_diff("Search the notes.", "Search all the notes, then email them.")
    assert [t for k, t in new if k == "insert"] == [" all", ", then email them"]
    assert [t for k, t in old if k == "delete"] == []
    assert "".join(t for _k, t in old) == "Search the notes."
    assert "".join(t for _k, t in new) == "Search all the notes, then email them."


def test_every_upstream_string_is_escaped() -> None:
    item = {
        "rule_id": "description-agent-instruction", "dimension": "description", "grade": "major",
        "path": f"/inputSchema/properties/{HOSTILE}", "message": HOSTILE, "security": True,
        "old": "Fine.", "new": f"Fine. {HOSTILE}", "evidence": [HOSTILE],
    }  # fmt: skip
    finding = stored(f"tool{HOSTILE}", {"status": "changed", "findings": [item]}, security=True)
    status = {
        "name": "up", "transport": "http", "state": "down", "protocol_version": HOSTILE,
        "server": {"name": HOSTILE, "version": HOSTILE}, "tools": 3, "last_refresh": time.time(),
        "last_trigger": "poll", "last_error": HOSTILE,
    }  # fmt: skip
    html = render_page(
        [status], [view(finding, "config.yaml")], config=HOSTILE, withheld={("up", finding.tool)}
    )
    dom = parse_dom(html)
    assert dom.tags("script") == [] and dom.tags("img") == []
    assert [a["href"] for a in dom.tags("a")] == ["/api/v1/status", "/api/v1/quarantine", "/metrics"]
    assert HOSTILE in "".join(dom.text)
    assert any(HOSTILE in text for text in dom.inserted)


def test_new_tool_and_server_findings() -> None:
    snapshot = StoredSnapshot(
        "up", 0.0, "sha256:c", 1, [{"name": "fresh", "description": "Brand new."}], None, None, None
    )
    new_tool = stored("fresh", {"status": "new", "findings": [{"rule_id": "tool-added", "grade": "minor"}]})
    v = view(new_tool, "c.yaml", snapshot)
    (text,) = v.texts
    assert text.inserted == ["Brand new."] and text.old == ()
    server = stored("(server)", {"status": "changed", "findings": []})
    assert approve_command("c.yaml", server) == "toolwatch approve -c c.yaml --upstream up"
    spaced = stored("t", {"status": "changed", "findings": []}, security=True)
    assert approve_command("my config.yaml", spaced) == (
        "toolwatch approve -c 'my config.yaml' --upstream up --tool t --accept-security"
    )
    empty = parse_dom(render_page([], [], config="c.yaml"))
    assert "No open findings." in "".join(empty.text) and "no upstreams configured" in "".join(empty.text)


SNEAKY = "evil\x1b[31m\rtool\r\nINJECTED: 'forged' \\ line\u2028x\u202egnp.exe\u200b\x85"


def test_invisible_characters_are_shown_and_the_approve_command_pastes_exactly() -> None:
    """A tool name with ESC, CR/LF, a line separator, a bidi override and a zero-width space: escaping
    HTML alone left them raw on the page (the name shown reversed or cut short); they are shown as
    ⟨U+XXXX⟩ tags, and the approve command is one printable line that bash turns back into the
    exact name."""
    finding = stored(SNEAKY, {"status": "new", "findings": [{"rule_id": "tool-added", "grade": "minor"}]})
    v = view(finding, "c.yaml")
    status = {
        "name": "up", "transport": "stdio", "state": "up", "protocol_version": "2025-06-18",
        "server": {"name": "srv\u202e", "version": "1\x1b[2J"}, "tools": 1, "last_refresh": time.time(),
        "last_trigger": "poll", "last_error": "bad\rINJECTED",
    }  # fmt: skip
    html = render_page([status], [v], config="c.yaml")
    assert not any(ch in html for ch in "\x1b\r\u2028\u202e\u200b\x85")
    text = "".join(parse_dom(html).text)
    assert "evil⟨U+001B⟩[31m⟨U+000D⟩tool⟨U+000D⟩" in text and "srv⟨U+202E⟩" in text
    assert v.approve.isprintable() and v.approve.isascii()
    argv = (
        subprocess.run(
            ["bash", "-c", f"printf '%s\\0' {v.approve.removeprefix('toolwatch ')}"],
            capture_output=True,
            check=True,
        )
        .stdout.decode()
        .split("\0")[:-1]
    )
    assert argv == ["approve", "-c", "c.yaml", "--upstream", "up", "--tool", SNEAKY]
