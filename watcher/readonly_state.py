"""The daemon's state database opened read-only, for commands that run beside a live daemon.

`toolwatch findings` and `toolwatch quarantine` read the same SQLite file the daemon writes. SQLite's
`mode=ro` URI plus `PRAGMA query_only` make sure such a command can never write (no migration, no
checkpoint, no lock held across statements), and WAL lets it read while the daemon commits.
"""

from __future__ import annotations

import json
import sqlite3
from pathlib import Path
from typing import Any, Protocol

from .state import (
    DB_NAME,
    MIGRATIONS,
    StateCorrupt,
    StateError,
    StoredFinding,
    StoredSnapshot,
    _finding,
    read_snapshot,
)
from .statedb import MOVE_AWAY, check_sqlite_file, is_corruption


class StateReader(Protocol):
    """What the findings views need; both `State` (the daemon's) and `ReadOnlyState` provide it."""

    def open_findings(self, upstream: str | None = None) -> list[StoredFinding]: ...

    def snapshot(self, upstream: str, *, with_tools: bool = True) -> StoredSnapshot | None: ...

    def baseline(self, upstream: str) -> list[dict[str, Any]] | None: ...


class NoStateError(StateError):
    """There is no state database yet (the daemon never ran with this state_dir)."""


class ReadOnlyState:
    def __init__(self, state_dir: Path) -> None:
        self.path = state_dir / DB_NAME
        if not self.path.is_file():
            raise NoStateError(
                f"no state database at {self.path}; run `toolwatch watch` with this config first"
            )
        check_sqlite_file(self.path, "state database")  # random bytes: say so and what to do
        uri = self.path.resolve().as_uri() + "?mode=ro"
        try:
            self._db = sqlite3.connect(uri, uri=True, timeout=30, check_same_thread=False)
            self._db.execute("PRAGMA query_only = ON")
            version = int(self._db.execute("PRAGMA user_version").fetchone()[0])
        except sqlite3.Error as exc:
            raise StateError(f"{self.path}: cannot open read-only: {exc}") from None
        if version != len(MIGRATIONS):
            self._db.close()
            raise StateError(
                f"{self.path}: schema version {version}, this toolwatch reads version {len(MIGRATIONS)}; "
                "run this toolwatch's daemon on it once (it migrates), or use the matching toolwatch"
            )

    def close(self) -> None:
        self._db.close()

    def __enter__(self) -> ReadOnlyState:
        return self

    def __exit__(self, _type: object, exc: BaseException | None, _tb: object) -> None:
        self.close()
        # Malformed pages behind a valid header surface only when a query reads them: an operator's
        # problem with this file (exit 78 with what to do), not a bug with a traceback.
        if exc is not None and is_corruption(exc):
            raise StateCorrupt(f"{self.path} is corrupt ({exc}); {MOVE_AWAY}") from exc

    def findings(
        self, *, open_only: bool = True, upstream: str | None = None, security: bool = False
    ) -> list[StoredFinding]:
        query = "SELECT * FROM findings WHERE 1 = 1"
        args: list[Any] = []
        if open_only:
            query += " AND closed_at IS NULL"
        if upstream is not None:
            query += " AND upstream = ?"
            args.append(upstream)
        if security:
            query += " AND security = 1"
        rows = self._db.execute(query + " ORDER BY id", args).fetchall()
        return [_finding(r) for r in rows]

    def open_findings(self, upstream: str | None = None) -> list[StoredFinding]:
        return self.findings(upstream=upstream)

    def finding(self, finding_id: int) -> StoredFinding | None:
        row = self._db.execute("SELECT * FROM findings WHERE id = ?", (finding_id,)).fetchone()
        return None if row is None else _finding(row)

    def upstreams(self) -> list[str]:
        rows = self._db.execute(
            "SELECT upstream FROM snapshots UNION SELECT upstream FROM findings ORDER BY 1"
        ).fetchall()
        return [str(r[0]) for r in rows]

    def snapshot(self, upstream: str, *, with_tools: bool = True) -> StoredSnapshot | None:
        return read_snapshot(self._db, upstream, with_tools=with_tools)

    def baseline(self, upstream: str) -> list[dict[str, Any]] | None:
        row = self._db.execute("SELECT tools_json FROM baselines WHERE upstream = ?", (upstream,)).fetchone()
        return None if row is None else list(json.loads(row[0]))
