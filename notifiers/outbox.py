"""The durable notification outbox: one SQLite file (WAL), one row per message per route URL.

Rows hold the route-filtered events as JSON, never the URL (a secret): `url_key` is a hash that the
dispatcher maps back to a configured URL, `target` a redacted form for people. A message is
`pending` until it is `delivered`, `dead` (attempt cap reached, or its URL left the config) or
`merged` (coalesced into a batch row under the route's rate limit). Committed rows survive kill -9:
WAL with synchronous=NORMAL loses nothing on a process crash (only an OS crash may lose the last
commits).

This module is synchronous and also serves `toolwatch outbox list|retry|purge`.
"""

from __future__ import annotations

import contextlib
import hashlib
import json
import logging
import os
import sqlite3
import threading
import time
from collections.abc import Iterable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Literal

log = logging.getLogger("toolwatch.notifiers")

SCHEMA_VERSION = 1
OUTBOX_FILE = "outbox.sqlite3"  # inside the daemon's state_dir; `toolwatch outbox` looks there
State = Literal["pending", "delivered", "dead", "merged"]
STATES: tuple[State, ...] = ("pending", "delivered", "dead", "merged")

_DDL = """
CREATE TABLE IF NOT EXISTS outbox_schema (version INTEGER NOT NULL);
CREATE TABLE IF NOT EXISTS outbox (
    id INTEGER PRIMARY KEY,
    dedup_key TEXT NOT NULL UNIQUE,
    route TEXT NOT NULL,
    url_key TEXT NOT NULL,
    target TEXT NOT NULL,
    event_ids TEXT NOT NULL,
    payload TEXT NOT NULL,
    coalesced INTEGER NOT NULL DEFAULT 0,
    state TEXT NOT NULL DEFAULT 'pending',
    attempts INTEGER NOT NULL DEFAULT 0,
    next_attempt_at REAL NOT NULL,
    created_at REAL NOT NULL,
    updated_at REAL NOT NULL,
    delivered_at REAL,
    last_error TEXT,
    merged_into INTEGER
);
CREATE INDEX IF NOT EXISTS outbox_due ON outbox (state, next_attempt_at);
CREATE INDEX IF NOT EXISTS outbox_lane_due ON outbox (route, url_key, state, next_attempt_at, id);
"""


class OutboxError(RuntimeError):
    """The outbox file is unusable (unknown schema version, not SQLite, unwritable, disk full)."""


def outbox_path(state_dir: str | Path) -> Path:
    """Where the daemon keeps its outbox, and where `toolwatch outbox` finds it."""
    return Path(state_dir) / OUTBOX_FILE


def url_key(route: str, url: str) -> str:
    return hashlib.sha256(f"{route}\0{url}".encode()).hexdigest()[:24]


def dedup_key(event_id: str, route: str, key: str) -> str:
    return hashlib.sha256(f"toolwatch-outbox-v1\0{event_id}\0{route}\0{key}".encode()).hexdigest()[:32]


@dataclass(frozen=True)
class NewMessage:
    route: str
    url_key: str
    target: str  # redacted URL
    event_id: str
    payload: dict[str, Any]  # one route-filtered event, as event_to_json gives it

    @property
    def dedup_key(self) -> str:
        return dedup_key(self.event_id, self.route, self.url_key)


@dataclass(frozen=True)
class Row:
    id: int
    dedup_key: str
    route: str
    url_key: str
    target: str
    event_ids: tuple[str, ...]
    payload: tuple[dict[str, Any], ...]
    coalesced: int
    state: State
    attempts: int
    next_attempt_at: float
    created_at: float
    updated_at: float
    delivered_at: float | None
    last_error: str | None

    @property
    def lane(self) -> tuple[str, str]:
        return (self.route, self.url_key)

    def summary(self) -> dict[str, Any]:
        """The row for people and `/api/v1/status`: no payload, the URL only redacted."""
        return {
            "id": self.id,
            "route": self.route,
            "target": self.target,
            "state": self.state,
            "events": list(self.event_ids),
            "coalesced": self.coalesced,
            "attempts": self.attempts,
            "created_at": self.created_at,
            "next_attempt_at": self.next_attempt_at if self.state == "pending" else None,
            "delivered_at": self.delivered_at,
            "last_error": self.last_error,
        }


_COLUMNS = (
    "id, dedup_key, route, url_key, target, event_ids, payload, coalesced, state, attempts, "
    "next_attempt_at, created_at, updated_at, delivered_at, last_error"
)


_LIGHT_COLUMNS = _COLUMNS.replace("event_ids, payload", "'[]', '[]'")


def _row(r: tuple[Any, ...], *, with_payload: bool = True) -> Row:
    return Row(
        id=r[0],
        dedup_key=r[1],
        route=r[2],
        url_key=r[3],
        target=r[4],
        event_ids=tuple(json.loads(r[5])),
        payload=tuple(json.loads(r[6])) if with_payload else (),
        coalesced=r[7],
        state=r[8],
        attempts=r[9],
        next_attempt_at=r[10],
        created_at=r[11],
        updated_at=r[12],
        delivered_at=r[13],
        last_error=r[14],
    )


_SQLITE_HEADER = b"SQLite format 3\x00"
_MOVE_AWAY = (
    "stop toolwatch, then restore the file from a backup or move it away (a fresh outbox is created; "
    "messages still pending in the old one are not sent)"
)


def _open_private(path: Path) -> None:
    """Create the outbox file 0600 in a 0700 directory (whatever the umask; SQLite gives its -wal and
    -shm files the file's mode), or OutboxError naming the file when it is unusable or not SQLite."""
    try:
        path.parent.mkdir(mode=0o700, parents=True, exist_ok=True)
        fd = os.open(path, os.O_RDWR | os.O_CREAT | os.O_CLOEXEC, 0o600)
        try:
            if os.fstat(fd).st_mode & 0o077:
                with contextlib.suppress(PermissionError):
                    os.fchmod(fd, 0o600)
            head = os.pread(fd, len(_SQLITE_HEADER), 0)
        finally:
            os.close(fd)
    except OSError as exc:
        raise OutboxError(
            f"{exc.filename or path}: cannot open the outbox: {exc.strerror or exc}; give the user toolwatch "
            "runs as read and write access to it and its directory"
        ) from None
    if head and head != _SQLITE_HEADER:
        raise OutboxError(
            f"{path}: cannot open the outbox: not a SQLite database (corrupt or overwritten); {_MOVE_AWAY}"
        )


# SQLITE_CORRUPT and SQLITE_NOTADB (primary codes): pages found malformed after a valid header opened.
_CORRUPT_CODES = frozenset({11, 26})


class Outbox:
    """A handle on the outbox file. Thread-safe (one connection behind a lock).

    Corruption found while running (valid header, malformed pages) sets `broken` and logs one CRITICAL
    line: the daemon's /readyz fails until an operator moves the file away. Events stay journalled in
    the state database meanwhile, so nothing is lost."""

    def __init__(self, path: str | Path) -> None:
        self.path = Path(path)
        self.broken: str | None = None
        self._lock = threading.Lock()
        _open_private(self.path)
        try:
            self._db = sqlite3.connect(self.path, timeout=10.0, isolation_level=None, check_same_thread=False)
            self._db.execute("PRAGMA journal_mode=WAL")
            self._db.execute("PRAGMA synchronous=NORMAL")
            self._db.execute("PRAGMA journal_size_limit=4194304")  # give a big batch's WAL space back
            with self._tx() as db:
                for statement in _DDL.split(";"):
                    if statement.strip():
                        db.execute(statement)
                found = db.execute("SELECT version FROM outbox_schema").fetchall()
                if not found:
                    db.execute("INSERT INTO outbox_schema (version) VALUES (?)", (SCHEMA_VERSION,))
                elif found[0][0] != SCHEMA_VERSION:
                    raise OutboxError(
                        f"{self.path}: outbox schema version {found[0][0]}, this toolwatch reads {SCHEMA_VERSION}; "
                        "deliver or purge it with the toolwatch that wrote it, or move the file away"
                    )
        except sqlite3.Error as exc:
            raise OutboxError(f"{self.path}: cannot open the outbox: {exc}; {_MOVE_AWAY}") from None

    def close(self) -> None:
        with self._lock:
            self._db.close()

    def _failed(self, exc: sqlite3.Error) -> OutboxError:
        """The OutboxError for `exc`; corruption also marks the outbox broken (logged once)."""
        if (getattr(exc, "sqlite_errorcode", 0) & 0xFF) in _CORRUPT_CODES and self.broken is None:
            self.broken = f"{self.path}: {exc}"
            log.critical(
                "%s is corrupt (%s): notifications stop and /readyz fails; %s, then start toolwatch again "
                "(events not yet handed to the outbox stay journalled in the state database)",
                self.path,
                exc,
                _MOVE_AWAY,
            )
        return OutboxError(f"{self.path}: {exc}")

    @contextmanager
    def _tx(self) -> Iterator[sqlite3.Connection]:
        with self._lock:
            try:
                self._db.execute("BEGIN IMMEDIATE")
            except sqlite3.Error as exc:
                raise self._failed(exc) from exc
            try:
                yield self._db
            except BaseException as exc:
                with contextlib.suppress(sqlite3.Error):
                    self._db.execute("ROLLBACK")
                if isinstance(exc, sqlite3.Error):
                    raise self._failed(exc) from exc
                raise
            try:
                self._db.execute("COMMIT")
            except sqlite3.Error as exc:  # e.g. disk full: nothing of this transaction was written
                with contextlib.suppress(sqlite3.Error):
                    self._db.execute("ROLLBACK")
                raise self._failed(exc) from exc

    def _query(self, sql: str, args: Iterable[Any] = ()) -> list[tuple[Any, ...]]:
        with self._lock:
            try:
                return self._db.execute(sql, tuple(args)).fetchall()
            except sqlite3.Error as exc:
                raise self._failed(exc) from exc

    # -- the dispatcher's side ----------------------------------------------------------------------

    def enqueue(self, messages: Iterable[NewMessage], *, now: float | None = None) -> list[str]:
        """Insert messages not seen before (by dedup key); returns the dedup keys actually added."""
        now = time.time() if now is None else now
        added: list[str] = []
        with self._tx() as db:
            for m in messages:
                cur = db.execute(
                    "INSERT OR IGNORE INTO outbox (dedup_key, route, url_key, target, event_ids, payload,"
                    " next_attempt_at, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)",
                    (
                        m.dedup_key,
                        m.route,
                        m.url_key,
                        m.target,
                        json.dumps([m.event_id]),
                        json.dumps([m.payload], ensure_ascii=False),
                        now,
                        now,
                        now,
                    ),
                )
                if cur.rowcount:
                    added.append(m.dedup_key)
        return added

    def due(self, now: float, *, exclude: Iterable[int] = (), per_lane: int = 200) -> list[Row]:
        """Pending rows whose time has come: the oldest `per_lane` of each route URL (so a backlog
        at one receiver never hides another's rows), minus the ids in `exclude`.

        Without their payload (empty `payload`, `event_ids`): `get()` loads a row in full.
        """
        rows: list[Row] = []
        for route, key in self.pending_lanes():
            rows += self.due_in_lane(route, key, now, limit=per_lane, exclude=exclude)
        return sorted(rows, key=lambda r: (r.next_attempt_at, r.id))

    def due_in_lane(
        self, route: str, key: str, now: float, *, limit: int, exclude: Iterable[int] = ()
    ) -> list[Row]:
        """The oldest due pending rows of one route URL, without payload, minus `exclude`."""
        skip = set(exclude)
        rows = self._query(
            f"SELECT {_LIGHT_COLUMNS} FROM outbox WHERE route = ? AND url_key = ? AND state = 'pending'"
            " AND next_attempt_at <= ? ORDER BY next_attempt_at, id LIMIT ?",
            (route, key, now, limit + len(skip)),
        )
        return [_row(r, with_payload=False) for r in rows if r[0] not in skip][:limit]

    def pending_lanes(self) -> set[tuple[str, str]]:
        """Every (route, url_key) that has pending rows."""
        found = self._query("SELECT DISTINCT route, url_key FROM outbox WHERE state = 'pending'")
        return {(r[0], r[1]) for r in found}

    def next_due_at(self, *, after: float | None = None) -> float | None:
        """The earliest next attempt of a pending row (only those later than `after`, if given)."""
        found = self._query(
            "SELECT MIN(next_attempt_at) FROM outbox WHERE state = 'pending' AND next_attempt_at > ?",
            (float("-inf") if after is None else after,),
        )
        value = found[0][0] if found else None
        return float(value) if value is not None else None

    def merge(self, ids: list[int], *, now: float | None = None) -> Row:
        """Fold pending rows of one lane into one batch row (their events concatenated)."""
        now = time.time() if now is None else now
        with self._tx() as db:
            marks = ",".join("?" * len(ids))
            members = [
                _row(r)
                for r in db.execute(
                    f"SELECT {_COLUMNS} FROM outbox WHERE id IN ({marks}) AND state = 'pending' ORDER BY id",
                    ids,
                )
            ]
            if len({m.lane for m in members}) != 1:
                raise ValueError("merge: rows must be pending and share one route URL")
            first = members[0]
            key = hashlib.sha256("\0".join(sorted(m.dedup_key for m in members)).encode()).hexdigest()[:32]
            cur = db.execute(
                "INSERT INTO outbox (dedup_key, route, url_key, target, event_ids, payload, coalesced,"
                " next_attempt_at, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
                (
                    key,
                    first.route,
                    first.url_key,
                    first.target,
                    json.dumps([e for m in members for e in m.event_ids]),
                    json.dumps([p for m in members for p in m.payload], ensure_ascii=False),
                    sum(m.coalesced + 1 for m in members) - 1,
                    now,
                    min(m.created_at for m in members),
                    now,
                ),
            )
            batch_id = cur.lastrowid
            db.execute(
                f"UPDATE outbox SET state = 'merged', merged_into = ?, updated_at = ? WHERE id IN ({marks})",
                [batch_id, now, *ids],
            )
            found = db.execute(f"SELECT {_COLUMNS} FROM outbox WHERE id = ?", (batch_id,)).fetchone()
        return _row(found)

    def mark_delivered(self, row_id: int, *, now: float | None = None) -> None:
        now = time.time() if now is None else now
        with self._tx() as db:
            db.execute(
                "UPDATE outbox SET state = 'delivered', attempts = attempts + 1, delivered_at = ?, updated_at = ?,"
                " last_error = NULL WHERE id = ?",
                (now, now, row_id),
            )

    def mark_failed(
        self, row_id: int, error: str, *, retry_at: float | None, now: float | None = None
    ) -> None:
        """Count a failed attempt; `retry_at=None` dead-letters the row."""
        now = time.time() if now is None else now
        with self._tx() as db:
            if retry_at is None:
                db.execute(
                    "UPDATE outbox SET state = 'dead', attempts = attempts + 1, last_error = ?, updated_at = ?"
                    " WHERE id = ?",
                    (error, now, row_id),
                )
            else:
                db.execute(
                    "UPDATE outbox SET attempts = attempts + 1, last_error = ?, next_attempt_at = ?, updated_at = ?"
                    " WHERE id = ?",
                    (error, retry_at, now, row_id),
                )

    def postpone(self, row_ids: Iterable[int], until: float) -> None:
        """Move rows' next attempt without counting one (their route URL is backing off)."""
        ids = list(row_ids)
        if not ids:
            return
        with self._tx() as db:
            db.executemany(
                "UPDATE outbox SET next_attempt_at = MAX(next_attempt_at, ?) WHERE id = ?",
                [(until, i) for i in ids],
            )

    def prune(self, older_than: float) -> int:
        """Forget delivered and merged rows last touched before `older_than` (epoch seconds)."""
        with self._tx() as db:
            cur = db.execute(
                "DELETE FROM outbox WHERE state IN ('delivered', 'merged') AND updated_at < ?", (older_than,)
            )
            return cur.rowcount

    # -- counts, for metrics and /api/v1/status -----------------------------------------------------

    def counts(self) -> dict[str, dict[str, int]]:
        """{route: {state: rows}}."""
        out: dict[str, dict[str, int]] = {}
        for route, state, n in self._query("SELECT route, state, COUNT(*) FROM outbox GROUP BY route, state"):
            out.setdefault(route, {})[state] = n
        return out

    def depth(self) -> int:
        return int(self._query("SELECT COUNT(*) FROM outbox WHERE state = 'pending'")[0][0])

    def dead_count(self) -> int:
        return int(self._query("SELECT COUNT(*) FROM outbox WHERE state = 'dead'")[0][0])

    # -- the operator's side (`toolwatch outbox ...`) -----------------------------------------------

    def rows(self, *, state: State | None = None, route: str | None = None, limit: int = 100) -> list[Row]:
        where, args = _filters(state, route)
        rows = self._query(f"SELECT {_COLUMNS} FROM outbox {where} ORDER BY id DESC LIMIT ?", [*args, limit])
        return [_row(r, with_payload=False) for r in rows]

    def get(self, row_id: int) -> Row | None:
        found = self._query(f"SELECT {_COLUMNS} FROM outbox WHERE id = ?", (row_id,))
        return _row(found[0]) if found else None

    def retry(self, ids: Iterable[int] = (), *, route: str | None = None, now: float | None = None) -> int:
        """Make dead rows (the given ids, or all of them, optionally of one route) pending again with
        a fresh attempt budget, due now."""
        now = time.time() if now is None else now
        chosen = list(ids)
        where, args = _filters("dead", route)
        if chosen:
            where += f" AND id IN ({','.join('?' * len(chosen))})"
            args += chosen
        with self._tx() as db:
            cur = db.execute(
                f"UPDATE outbox SET state = 'pending', attempts = 0, next_attempt_at = ?, updated_at = ? {where}",
                [now, now, *args],
            )
            return cur.rowcount

    def purge(self, *, state: State | None, ids: Iterable[int] = (), route: str | None = None) -> int:
        """Delete rows in `state` (None: every state), optionally only the given ids or one route."""
        chosen = list(ids)
        where, args = _filters(state, route)
        if chosen:
            where += (" AND " if where else "WHERE ") + f"id IN ({','.join('?' * len(chosen))})"
            args += chosen
        with self._tx() as db:
            return db.execute(f"DELETE FROM outbox {where}", args).rowcount


def _filters(state: State | None, route: str | None) -> tuple[str, list[Any]]:
    clauses: list[str] = []
    args: list[Any] = []
    if state is not None:
        clauses.append("state = ?")
        args.append(state)
    if route is not None:
        clauses.append("route = ?")
        args.append(route)
    return ("WHERE " + " AND ".join(clauses)) if clauses else "", args
