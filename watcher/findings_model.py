"""A stored finding turned into what a person reads: its graded report, the old and new description
texts with a word diff, the schema changes with their paths, and the exact `toolwatch approve` command.

Plain data in, plain data out: `toolwatch findings show` prints it, the status page renders it, and
neither has to know how the refresh stored it.
"""

from __future__ import annotations

import difflib
import json
import re
import shlex
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, Literal

from .safetext import CONTROL
from .state import StoredFinding, StoredSnapshot

if TYPE_CHECKING:
    from .config import Config
    from .readonly_state import StateReader

Kind = Literal["equal", "insert", "delete"]
Segment = tuple[Kind, str]
_TOKEN = re.compile(r"\s+|\w+|[^\w\s]")
DIFF_LIMIT = 20_000  # characters of each text diffed; a hostile description can be megabytes
# (upstream, contract digest) -> the whole tool, when it is known: the state keeps a finding's old and
# new values cut short (watcher.refresh.DETAIL_VALUE_MAX), and a poisoned description is often long.
ToolLookup = Callable[[str, str], "dict[str, Any] | None"]


@dataclass(frozen=True)
class TextChange:
    """One changed text (a description or title) with its word diff: `old` shows what was deleted,
    `new` what was inserted, each as segments in order."""

    path: str
    rule_id: str
    old_text: str
    new_text: str
    old: tuple[Segment, ...]
    new: tuple[Segment, ...]

    @property
    def inserted(self) -> list[str]:
        return [text for kind, text in self.new if kind == "insert"]


@dataclass(frozen=True)
class SchemaChange:
    rule_id: str
    grade: str
    path: str
    message: str
    old: str | None
    new: str | None
    security: bool
    dimension: str
    evidence: tuple[str, ...] = ()


@dataclass(frozen=True)
class FindingView:
    finding: StoredFinding
    status: str
    texts: tuple[TextChange, ...] = ()
    changes: tuple[SchemaChange, ...] = ()
    items: tuple[dict[str, Any], ...] = field(default=(), repr=False)  # the oracle's findings, as stored
    approve: str = ""

    def to_json(self) -> dict[str, Any]:
        out = self.finding.to_json()
        out["status"] = self.status
        out["detail"] = self.finding.detail
        out["texts"] = [
            {
                "path": t.path,
                "rule_id": t.rule_id,
                "old": t.old_text,
                "new": t.new_text,
                "inserted": t.inserted,
                "deleted": [text for kind, text in t.old if kind == "delete"],
            }
            for t in self.texts
        ]
        out["approve_command"] = self.approve
        return out


def word_diff(old: str, new: str) -> tuple[tuple[Segment, ...], tuple[Segment, ...]]:
    """Word-level diff: (old as equal/delete segments, new as equal/insert segments)."""
    a, b = _TOKEN.findall(old[:DIFF_LIMIT]), _TOKEN.findall(new[:DIFF_LIMIT])
    left: list[Segment] = []
    right: list[Segment] = []
    matcher = difflib.SequenceMatcher(None, a, b, autojunk=False)
    for op, i1, i2, j1, j2 in matcher.get_opcodes():
        if op == "equal":
            left.append(("equal", "".join(a[i1:i2])))
            right.append(("equal", "".join(b[j1:j2])))
            continue
        if i2 > i1:
            left.append(("delete", "".join(a[i1:i2])))
        if j2 > j1:
            right.append(("insert", "".join(b[j1:j2])))
    if len(old) > DIFF_LIMIT:
        left.append(("equal", f"… ({len(old) - DIFF_LIMIT:,} more characters)"))
    if len(new) > DIFF_LIMIT:
        right.append(("equal", f"… ({len(new) - DIFF_LIMIT:,} more characters)"))
    return _merge(left), _merge(right)


def _merge(segments: list[Segment]) -> tuple[Segment, ...]:
    out: list[Segment] = []
    for kind, text in segments:
        if out and out[-1][0] == kind:
            out[-1] = (kind, out[-1][1] + text)
        elif text:
            out.append((kind, text))
    return tuple(out)


def _show(value: Any) -> str | None:
    if value is None:
        return None
    return value if isinstance(value, str) else json.dumps(value, sort_keys=True, ensure_ascii=False)


def approve_command(config: str, finding: StoredFinding) -> str:
    words = ["toolwatch", "approve", "-c", config, "--upstream", finding.upstream]
    if not finding.tool.startswith("("):  # "(server)": upstream-level findings approve the whole upstream
        words += ["--tool", finding.tool]
    if finding.security:
        words.append("--accept-security")
    return " ".join(_shell_word(w) for w in words)


def _shell_word(word: str) -> str:
    """`word` quoted for a POSIX shell; one holding control, bidi or zero-width characters in bash's
    $'...' form with them as escapes, so the command shown is one printable line that still names
    the tool exactly when pasted (raw, a CR or ESC in a tool name would reach the terminal)."""
    if not CONTROL.search(word):
        return shlex.quote(word)
    body = CONTROL.sub(_ansi_c, word.replace("\\", "\\\\").replace("'", "\\'"))
    return f"$'{body}'"


def _ansi_c(m: re.Match[str]) -> str:
    code = ord(m.group())
    return f"\\x{code:02x}" if code < 0x80 else f"\\u{code:04x}"


def _pointer(doc: Any, path: str) -> Any:
    """RFC 6901 lookup; None when the path does not lead anywhere."""
    for raw in path.split("/")[1:] if path else ():
        part = raw.replace("~1", "/").replace("~0", "~")
        if isinstance(doc, dict) and part in doc:
            doc = doc[part]
        elif isinstance(doc, list) and part.isdigit() and int(part) < len(doc):
            doc = doc[int(part)]
        else:
            return None
    return doc


def _full_text(stored: str, upstream: str, digest: str, path: str, lookup: ToolLookup | None) -> str:
    """The whole text when the stored one was cut short and the tool it came from is still known."""
    if lookup is None or not stored.endswith("…") or not digest:
        return stored
    tool = lookup(upstream, digest)
    value = _pointer(tool, path) if tool is not None else None
    return value if isinstance(value, str) else stored


def tool_lookup(reader: StateReader, config: Config | None) -> ToolLookup:
    """Find a tool by contract digest in what is kept: the last snapshot, the first-seen baseline and
    the lockfile's embedded contracts. Built lazily per upstream, cached for the lookup's lifetime."""
    import oracle

    cache: dict[str, dict[str, dict[str, Any]]] = {}

    def tools_of(upstream: str) -> dict[str, dict[str, Any]]:
        if upstream in cache:
            return cache[upstream]
        found: dict[str, dict[str, Any]] = {}
        snapshot = reader.snapshot(upstream)
        candidates = [*(snapshot.tools if snapshot else []), *(reader.baseline(upstream) or [])]
        lockfile = (
            next((u.lockfile for u in config.upstreams if u.name == upstream), None) if config else None
        )
        if lockfile is not None:
            from .baseline import LockfileError, read_lock

            try:
                lock = read_lock(lockfile)
            except LockfileError:
                lock = None
            if lock is not None:
                for entry in lock.tools.values():
                    if entry.contract is not None:
                        found[entry.contract_digest] = dict(entry.contract)
        for tool in candidates:
            if isinstance(tool, dict) and "name" in tool:
                found.setdefault(oracle.contract_digest(tool), tool)
        cache[upstream] = found
        return found

    return lambda upstream, digest: tools_of(upstream).get(digest)


def view(
    finding: StoredFinding,
    config: str,
    snapshot: StoredSnapshot | None = None,
    lookup: ToolLookup | None = None,
) -> FindingView:
    """The readable form of one stored finding. `snapshot` (the upstream's last one) supplies the
    current text of a new tool's description, which no finding carries; `lookup` the whole old and
    new texts where the state kept them cut short."""
    detail = finding.detail
    items = [i for i in detail.get("findings", []) if isinstance(i, dict)]
    texts: list[TextChange] = []
    seen: set[tuple[str, str, str]] = set()
    for item in items:
        old, new = item.get("old"), item.get("new")
        if item.get("dimension") != "description" or not isinstance(new, str):
            continue
        path = str(item.get("path", ""))
        old_text = old if isinstance(old, str) else ""
        old_text = _full_text(old_text, finding.upstream, finding.old_digest, path, lookup)
        new = _full_text(new, finding.upstream, finding.new_digest, path, lookup)
        key = (path, old_text, new)
        if key in seen:
            continue
        seen.add(key)
        left, right = word_diff(old_text, new)
        texts.append(TextChange(key[0], str(item.get("rule_id", "")), old_text, new, left, right))
    if not texts and detail.get("status") == "new" and snapshot is not None:
        tool = next((t for t in snapshot.tools if t.get("name") == finding.tool), None)
        text = tool.get("description") if tool else None
        if isinstance(text, str) and text:
            texts.append(TextChange("/description", "tool-added", "", text, (), (("insert", text),)))
    changes = tuple(
        SchemaChange(
            rule_id=str(i.get("rule_id", "")),
            grade=str(i.get("grade", "")),
            path=str(i.get("path", "")),
            message=str(i.get("message", "")),
            old=_show(i.get("old")),
            new=_show(i.get("new")),
            security=bool(i.get("security")),
            dimension=str(i.get("dimension", "")),
            evidence=tuple(str(e) for e in i.get("evidence") or ()),
        )
        for i in items
    )
    status = "open" if finding.closed_at is None else f"closed ({finding.close_reason or 'closed'})"
    return FindingView(
        finding=finding,
        status=status,
        texts=tuple(texts),
        changes=changes,
        items=tuple(items),
        approve=approve_command(config, finding) if finding.closed_at is None else "",
    )
