"""Durable daemon state in SQLite (WAL): last snapshots, first-seen baselines, findings open and closed.

Every write is one committed transaction, so a `kill -9` loses nothing already recorded. The schema is
versioned: `MIGRATIONS[i]` takes a database from version i to i+1, and opening a database runs the
missing ones. One connection is shared by the daemon's worker threads under a lock.
"""

from __future__ import annotations

import json
import logging
import sqlite3
import threading
import time
from collections.abc import Callable, Iterator, Sequence
from contextlib import contextmanager
from dataclasses import dataclass, replace
from pathlib import Path
from typing import Any

from .detailpack import pack_detail, unpack_detail
from .statedb import MOVE_AWAY, open_state_db
from .statedb import StateCorrupt as StateCorrupt  # re-exported: callers import them from here
from .statedb import StateError as StateError

DB_NAME = "toolwatch.sqlite3"
WAL_KEEP_BYTES = 4 * 1024 * 1024
log = logging.getLogger("toolwatch.state")

# Builds a refresh's notification event, inside its findings' transaction, from what was opened and
# closed: (event id, payload JSON), or None when there is nothing to tell.
EventBuilder = Callable[[Sequence["Opened"], Sequence["StoredFinding"]], "tuple[str, str] | None"]

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
    # 1 -> 2: each opening of a finding is counted (its alerts are distinct events), and the events a
    # refresh owes the notifiers are journalled in the same transaction as its findings.
    """
    ALTER TABLE findings ADD COLUMN occurrence INTEGER NOT NULL DEFAULT 1;
    CREATE TABLE events (
        seq INTEGER PRIMARY KEY AUTOINCREMENT,
        event_id TEXT NOT NULL UNIQUE,
        upstream TEXT NOT NULL,
        created_at REAL NOT NULL,
        payload TEXT NOT NULL
    );
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


def read_snapshot(db: sqlite3.Connection, upstream: str, *, with_tools: bool = True) -> StoredSnapshot | None:
    """`upstream`'s stored snapshot (tools left empty unless `with_tools`): the daemon's `State` and the
    read-only `ReadOnlyState` both read it this way."""
    tools = "tools_json" if with_tools else "'[]'"
    row = db.execute(
        f"SELECT upstream, taken_at, catalogue_digest, tool_count, {tools}, protocol_version,"
        " server_name, server_version FROM snapshots WHERE upstream = ?",
        (upstream,),
    ).fetchone()
    if row is None:
        return None
    return StoredSnapshot(row[0], row[1], row[2], row[3], json.loads(row[4]), row[5], row[6], row[7])


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
    occurrence: int = 1  # how many times this change has been opened (re-opened after a resolution)

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
            "occurrence": self.occurrence,
        }


@dataclass(frozen=True)
class Opened:
    """What recording one verdict did: opened it (`new`), and which opening of that change it is."""

    new: bool
    occurrence: int


@dataclass(frozen=True)
class PendingEvent:
    """A notification event journalled with its findings and not yet handed to the outbox."""

    seq: int
    event_id: str
    upstream: str
    payload: str


class State:
    """The state database. Methods are synchronous and thread-safe; call them from a worker thread.

    Opening refuses, with a StateError naming the file, a file that is not SQLite, an unreadable file or
    directory and a newer schema. Corruption found later (malformed pages) sets `broken`, logs one
    CRITICAL line and raises StateCorrupt from then on: the daemon's /readyz fails and its sessions stop
    instead of respawning their servers forever.
    """

    def __init__(self, state_dir: Path) -> None:
        self.path = state_dir / DB_NAME
        self.broken: str | None = None
        self._lock = threading.Lock()
        self._db = open_state_db(
            self.path,
            "state database",
            self._corrupt,
            check_same_thread=False,
            isolation_level=None,
            timeout=30,
        )
        try:
            self._db.execute("PRAGMA journal_mode=WAL")
            self._db.execute("PRAGMA synchronous=NORMAL")  # WAL + NORMAL: durable across process crashes
            self._db.execute("PRAGMA foreign_keys=ON")
            # The WAL grows to the largest transaction (a mass change's findings); give the space back
            # after each checkpoint instead of keeping it for good.
            self._db.execute(f"PRAGMA journal_size_limit={WAL_KEEP_BYTES}")
            self.migrate()
        except sqlite3.Error as exc:
            self._db.close()
            raise StateError(f"{self.path}: cannot open the state database: {exc}; {MOVE_AWAY}") from None
        except StateError:
            self._db.close()
            raise

    def _corrupt(self, exc: sqlite3.DatabaseError) -> None:
        if self.broken is None:
            self.broken = f"{self.path}: {exc}"
            log.critical(
                "%s is corrupt (%s): refreshes stop and /readyz fails; %s, then start it again",
                self.path,
                exc,
                MOVE_AWAY,
            )
        raise StateCorrupt(f"{self.path} is corrupt ({exc}); {MOVE_AWAY}") from exc

    def close(self, timeout: float = -1) -> bool:
        """Close the database; False (left open) if a thread still holds it after `timeout` seconds
        (a stuck refresh at shutdown: committed transactions are durable, so leaving it is safe)."""
        if not self._lock.acquire(timeout=timeout):
            return False
        try:
            self._db.close()
        finally:
            self._lock.release()
        return True

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
        with self._lock:
            return read_snapshot(self._db, upstream, with_tools=with_tools)

    # ----------------------------------------------------------------------- baselines

    def baseline(self, upstream: str) -> list[dict[str, Any]] | None:
        text = self.baseline_text(upstream)
        return None if text is None else list(json.loads(text))

    def baseline_text(self, upstream: str) -> str | None:
        """The first-seen baseline as stored: a JSON array of tools (for oracle.read_catalogue)."""
        with self._lock:
            row = self._db.execute(
                "SELECT tools_json FROM baselines WHERE upstream = ?", (upstream,)
            ).fetchone()
        return None if row is None else str(row[0])

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

    def record_findings(
        self,
        upstream: str,
        items: Sequence[NewFinding],
        *,
        close: Callable[[StoredFinding], str | None] | None = None,
        event: EventBuilder | None = None,
    ) -> tuple[list[Opened], list[StoredFinding]]:
        """One refresh's findings in one transaction: open a finding per distinct change, close the
        open ones `close` gives a reason for (None keeps one), and journal the notification `event`
        builds from both, so that a crash never leaves a finding recorded without its alert.

        A change is new when never seen, or seen and since resolved: it re-opens with the next
        occurrence number (a change that comes back alerts again). Already open: not new.

        `close` is asked about the findings that were open before this call, never about the ones it
        records (the callers' batches are the changes that are current, which they keep open)."""
        now = time.time()
        opened: list[Opened] = []
        closed: list[StoredFinding] = []
        with self._tx() as db:
            if close is not None:
                # Asked before this batch is recorded: about the findings open until now (a mass
                # change opens thousands, all current by definition). Without the detail: thousands
                # of open findings are scanned, few close.
                rows = db.execute(
                    f"SELECT {_LIGHT_COLUMNS} FROM findings WHERE upstream = ? AND closed_at IS NULL",
                    (upstream,),
                ).fetchall()
                for row in rows:
                    finding = _finding(row)
                    why = close(finding)
                    if why is None:
                        continue
                    db.execute(
                        "UPDATE findings SET closed_at = ?, close_reason = ? WHERE id = ?",
                        (now, why, finding.id),
                    )
                    (packed,) = db.execute(
                        "SELECT detail_json FROM findings WHERE id = ?", (finding.id,)
                    ).fetchone()
                    closed.append(
                        replace(finding, detail_json=unpack_detail(packed), closed_at=now, close_reason=why)
                    )
            for item in items:
                opened.append(_open_one(db, upstream, item, now))
            built = event(opened, closed) if event is not None else None
            if built is not None:
                db.execute(
                    "INSERT OR IGNORE INTO events (event_id, upstream, created_at, payload) VALUES (?, ?, ?, ?)",
                    (built[0], upstream, now, built[1]),
                )
        return opened, closed

    def open_findings_batch(self, upstream: str, items: Sequence[NewFinding]) -> list[bool]:
        """Open a finding per distinct change, in one transaction. True where it is new."""
        return [o.new for o in self.record_findings(upstream, items)[0]]

    def close_findings(
        self, upstream: str, keep: set[tuple[str, str, str, str]], reason: Callable[[StoredFinding], str]
    ) -> list[StoredFinding]:
        """Close every open finding of `upstream` whose key is not in `keep`; return those closed."""
        return self.record_findings(upstream, (), close=lambda f: None if f.key in keep else reason(f))[1]

    # ----------------------------------------------------------------------- the event journal

    def pending_events(self, limit: int = 100) -> list[PendingEvent]:
        """Journalled events not yet handed to the outbox, oldest first."""
        with self._lock:
            rows = self._db.execute(
                "SELECT seq, event_id, upstream, payload FROM events ORDER BY seq LIMIT ?", (limit,)
            ).fetchall()
        return [PendingEvent(int(r[0]), str(r[1]), str(r[2]), str(r[3])) for r in rows]

    def forget_events(self, seqs: Sequence[int]) -> None:
        """Drop journalled events once the outbox holds them (its dedup makes a replay harmless)."""
        if not seqs:
            return
        with self._tx() as db:
            db.executemany("DELETE FROM events WHERE seq = ?", [(s,) for s in seqs])

    def drop_events(self) -> int:
        """Forget every journalled event (the notifiers were removed from the config)."""
        with self._tx() as db:
            return int(db.execute("DELETE FROM events").rowcount)

    def pending_event_count(self) -> int:
        with self._lock:
            return int(self._db.execute("SELECT count(*) FROM events").fetchone()[0])

    def open_findings(self, upstream: str | None = None, *, with_detail: bool = True) -> list[StoredFinding]:
        """Open findings, oldest first; `with_detail=False` leaves `detail_json` empty ("{}"), which
        is much cheaper when a mass change left thousands open."""
        columns = "*" if with_detail else _LIGHT_COLUMNS
        query = f"SELECT {columns} FROM findings WHERE closed_at IS NULL"
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


_LIGHT_COLUMNS = (
    "id, upstream, tool, old_digest, new_digest, grade, outcome, security, summary, '{}', opened_at,"
    " closed_at, close_reason, occurrence"
)


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
        detail_json=unpack_detail(row[9]),
        opened_at=row[10],
        closed_at=row[11],
        close_reason=row[12],
        occurrence=row[13],
    )


def _open_one(db: sqlite3.Connection, upstream: str, item: NewFinding, now: float) -> Opened:
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
            pack_detail(item.detail),
            now,
        ),
    )
    if cur.rowcount:
        return Opened(True, 1)
    row = db.execute(
        "UPDATE findings SET closed_at = NULL, close_reason = NULL, opened_at = ?, occurrence = occurrence + 1"
        " WHERE upstream = ? AND tool = ? AND old_digest = ? AND new_digest = ? AND closed_at IS NOT NULL"
        " RETURNING occurrence",
        (now, *key),
    ).fetchone()
    if row is not None:
        return Opened(True, int(row[0]))
    found = db.execute(
        "SELECT occurrence FROM findings WHERE upstream = ? AND tool = ? AND old_digest = ? AND new_digest = ?",
        key,
    ).fetchone()
    return Opened(False, int(found[0]))
