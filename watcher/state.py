"""Durable daemon state in SQLite (WAL): last snapshots, first-seen baselines, findings open and closed.

Every write is one committed transaction, so a `kill -9` loses nothing already recorded. The schema is
versioned: `MIGRATIONS[i]` takes a database from version i to i+1, and opening a database runs the
missing ones. One connection is shared by the daemon's worker threads under a lock.
"""

from __future__ import annotations

import json
import sqlite3
import threading
import time
from collections.abc import Callable, Iterator, Sequence
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path
from typing import Any

DB_NAME = "toolwatch.sqlite3"

MIGRATIONS: tuple[str, ...] = (
    # 0 -> 1
    """
    CREATE TABLE snapshots (
        upstream TEXT PRIMARY KEY,
        taken_at REAL NOT NULL,
        catalogue_digest TEXT NOT NULL,
        tool_count INTEGER NOT NULL,
        tools_json TEXT NOT NULL,
        protocol_version TEXT,
        server_name TEXT,
        server_version TEXT
    );
    CREATE TABLE baselines (
        upstream TEXT PRIMARY KEY,
        created_at REAL NOT NULL,
        tools_json TEXT NOT NULL
    );
    CREATE TABLE findings (
        id INTEGER PRIMARY KEY AUTOINCREMENT,
        upstream TEXT NOT NULL,
        tool TEXT NOT NULL,
        old_digest TEXT NOT NULL,
        new_digest TEXT NOT NULL,
        grade TEXT NOT NULL,
        outcome TEXT NOT NULL,
        security INTEGER NOT NULL DEFAULT 0,
        summary TEXT NOT NULL,
        detail_json TEXT NOT NULL,
        opened_at REAL NOT NULL,
        closed_at REAL,
        close_reason TEXT,
        UNIQUE (upstream, tool, old_digest, new_digest)
    );
    CREATE INDEX findings_open ON findings (upstream) WHERE closed_at IS NULL;
    """,
)


@dataclass(frozen=True)
class StoredSnapshot:
    upstream: str
    taken_at: float
    catalogue_digest: str
    tool_count: int
    tools: list[dict[str, Any]]
    protocol_version: str | None
    server_name: str | None
    server_version: str | None


@dataclass(frozen=True)
class NewFinding:
    tool: str
    old_digest: str
    new_digest: str
    grade: str
    outcome: str
    security: bool
    summary: str
    detail: dict[str, Any]


@dataclass(frozen=True)
class StoredFinding:
    id: int
    upstream: str
    tool: str
    old_digest: str
    new_digest: str
    grade: str
    outcome: str
    security: bool
    summary: str
    detail_json: str
    opened_at: float
    closed_at: float | None = None
    close_reason: str | None = None

    @property
    def detail(self) -> dict[str, Any]:
        value: dict[str, Any] = json.loads(self.detail_json)
        return value

    @property
    def key(self) -> tuple[str, str, str, str]:
        return (self.upstream, self.tool, self.old_digest, self.new_digest)

    def to_json(self) -> dict[str, Any]:
        return {
            "id": self.id,
            "upstream": self.upstream,
            "tool": self.tool,
            "old_digest": self.old_digest,
            "new_digest": self.new_digest,
            "grade": self.grade,
            "outcome": self.outcome,
            "security": self.security,
            "summary": self.summary,
            "opened_at": self.opened_at,
            "closed_at": self.closed_at,
            "close_reason": self.close_reason,
        }


class StateError(Exception):
    pass


class State:
    """The state database. Methods are synchronous and thread-safe; call them from a worker thread."""

    def __init__(self, state_dir: Path) -> None:
        state_dir.mkdir(parents=True, exist_ok=True)
        self.path = state_dir / DB_NAME
        self._lock = threading.Lock()
        self._db = sqlite3.connect(self.path, check_same_thread=False, isolation_level=None, timeout=30)
        self._db.execute("PRAGMA journal_mode=WAL")
        self._db.execute("PRAGMA synchronous=NORMAL")  # WAL + NORMAL: durable across process crashes
        self._db.execute("PRAGMA foreign_keys=ON")
        self.migrate()

    def close(self) -> None:
        with self._lock:
            self._db.close()

    @contextmanager
    def _tx(self) -> Iterator[sqlite3.Connection]:
        with self._lock:
            self._db.execute("BEGIN IMMEDIATE")
            try:
                yield self._db
            except BaseException:
                self._db.execute("ROLLBACK")
                raise
            self._db.execute("COMMIT")

    @property
    def schema_version(self) -> int:
        with self._lock:
            row = self._db.execute("PRAGMA user_version").fetchone()
        return int(row[0])

    def migrate(self) -> None:
        current = self.schema_version
        if current > len(MIGRATIONS):
            raise StateError(
                f"{self.path}: schema version {current} is newer than this toolwatch understands "
                f"({len(MIGRATIONS)}); upgrade toolwatch or point state_dir elsewhere"
            )
        for version in range(current, len(MIGRATIONS)):
            with self._tx() as db:
                for statement in MIGRATIONS[version].split(";"):
                    if statement.strip():
                        db.execute(statement)
                db.execute(f"PRAGMA user_version = {version + 1}")

    # ----------------------------------------------------------------------- snapshots

    def record_snapshot(
        self,
        upstream: str,
        tools: Sequence[dict[str, Any]],
        catalogue_digest: str,
        *,
        protocol_version: str | None,
        server_name: str | None,
        server_version: str | None,
    ) -> StoredSnapshot | None:
        """Store the snapshot; return the one it replaced (without its tools, which are not read)."""
        previous = self.snapshot(upstream, with_tools=False)
        if previous is not None and (
            previous.catalogue_digest,
            previous.protocol_version,
            previous.server_name,
            previous.server_version,
        ) == (catalogue_digest, protocol_version, server_name, server_version):
            with self._tx() as db:  # unchanged: no need to rewrite the tools
                db.execute("UPDATE snapshots SET taken_at = ? WHERE upstream = ?", (time.time(), upstream))
            return previous
        with self._tx() as db:
            db.execute(
                "INSERT OR REPLACE INTO snapshots VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
                (
                    upstream,
                    time.time(),
                    catalogue_digest,
                    len(tools),
                    json.dumps(list(tools), separators=(",", ":")),
                    protocol_version,
                    server_name,
                    server_version,
                ),
            )
        return previous

    def snapshot(self, upstream: str, *, with_tools: bool = True) -> StoredSnapshot | None:
        columns = "upstream, taken_at, catalogue_digest, tool_count, " + (
            "tools_json" if with_tools else "'[]'"
        )
        with self._lock:
            row = self._db.execute(
                f"SELECT {columns}, protocol_version, server_name, server_version FROM snapshots WHERE upstream = ?",
                (upstream,),
            ).fetchone()
        if row is None:
            return None
        return StoredSnapshot(row[0], row[1], row[2], row[3], json.loads(row[4]), row[5], row[6], row[7])

    # ----------------------------------------------------------------------- baselines

    def baseline(self, upstream: str) -> list[dict[str, Any]] | None:
        with self._lock:
            row = self._db.execute(
                "SELECT tools_json FROM baselines WHERE upstream = ?", (upstream,)
            ).fetchone()
        return None if row is None else list(json.loads(row[0]))

    def has_baseline(self, upstream: str) -> bool:
        with self._lock:
            row = self._db.execute("SELECT 1 FROM baselines WHERE upstream = ?", (upstream,)).fetchone()
        return row is not None

    def set_baseline(self, upstream: str, tools: Sequence[dict[str, Any]], *, replace: bool = False) -> bool:
        """Store a first-seen baseline (or replace it on approval). True when written."""
        verb = "INSERT OR REPLACE" if replace else "INSERT OR IGNORE"
        with self._tx() as db:
            cur = db.execute(
                f"{verb} INTO baselines VALUES (?, ?, ?)",
                (upstream, time.time(), json.dumps(list(tools), separators=(",", ":"))),
            )
            return cur.rowcount > 0

    # ----------------------------------------------------------------------- findings

    def open_findings_batch(self, upstream: str, items: Sequence[NewFinding]) -> list[bool]:
        """Open a finding per distinct change, in one transaction. True where it is new: never seen, or
        seen and since resolved (a change that comes back re-alerts). Already open: False."""
        now = time.time()
        out: list[bool] = []
        with self._tx() as db:
            for item in items:
                key = (upstream, item.tool, item.old_digest, item.new_digest)
                cur = db.execute(
                    "INSERT OR IGNORE INTO findings (upstream, tool, old_digest, new_digest, grade, outcome,"
                    " security, summary, detail_json, opened_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
                    (
                        *key,
                        item.grade,
                        item.outcome,
                        int(item.security),
                        item.summary,
                        json.dumps(item.detail, separators=(",", ":"), default=str),
                        now,
                    ),
                )
                if cur.rowcount == 0:
                    cur = db.execute(
                        "UPDATE findings SET closed_at = NULL, close_reason = NULL, opened_at = ?"
                        " WHERE upstream = ? AND tool = ? AND old_digest = ? AND new_digest = ?"
                        " AND closed_at IS NOT NULL",
                        (now, *key),
                    )
                out.append(cur.rowcount > 0)
        return out

    def close_findings(
        self, upstream: str, keep: set[tuple[str, str, str, str]], reason: Callable[[StoredFinding], str]
    ) -> list[StoredFinding]:
        """Close every open finding of `upstream` whose key is not in `keep`; return those closed."""
        closed: list[StoredFinding] = []
        now = time.time()
        with self._tx() as db:
            rows = db.execute(
                "SELECT * FROM findings WHERE upstream = ? AND closed_at IS NULL", (upstream,)
            ).fetchall()
            for row in rows:
                finding = _finding(row)
                if finding.key in keep:
                    continue
                why = reason(finding)
                db.execute(
                    "UPDATE findings SET closed_at = ?, close_reason = ? WHERE id = ?", (now, why, finding.id)
                )
                closed.append(StoredFinding(**{**finding.__dict__, "closed_at": now, "close_reason": why}))
        return closed

    def open_findings(self, upstream: str | None = None) -> list[StoredFinding]:
        query = "SELECT * FROM findings WHERE closed_at IS NULL"
        args: tuple[str, ...] = ()
        if upstream is not None:
            query += " AND upstream = ?"
            args = (upstream,)
        with self._lock:
            rows = self._db.execute(query + " ORDER BY id", args).fetchall()
        return [_finding(r) for r in rows]

    def open_counts(self, upstream: str) -> dict[str, int]:
        """Open findings of one upstream by grade."""
        with self._lock:
            rows = self._db.execute(
                "SELECT grade, count(*) FROM findings WHERE upstream = ? AND closed_at IS NULL GROUP BY grade",
                (upstream,),
            ).fetchall()
        return {str(grade): int(n) for grade, n in rows}

    def all_findings(self) -> list[StoredFinding]:
        with self._lock:
            rows = self._db.execute("SELECT * FROM findings ORDER BY id").fetchall()
        return [_finding(r) for r in rows]


def _finding(row: Sequence[Any]) -> StoredFinding:
    return StoredFinding(
        id=row[0],
        upstream=row[1],
        tool=row[2],
        old_digest=row[3],
        new_digest=row[4],
        grade=row[5],
        outcome=row[6],
        security=bool(row[7]),
        summary=row[8],
        detail_json=row[9],
        opened_at=row[10],
        closed_at=row[11],
        close_reason=row[12],
    )
