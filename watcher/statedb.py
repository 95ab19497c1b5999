"""Opening the daemon's SQLite files as an operator would want: errors name the file and what to do.

`open_state_db` refuses (StateError) a file that is not SQLite, an unreadable file or directory, and
makes the file 0600 in a 0700 directory whatever the umask. The connection it returns reports
corruption found later, at runtime (SQLITE_CORRUPT, SQLITE_NOTADB: "database disk image is malformed")
to a callback, so the daemon can stop and say so instead of failing every refresh forever.
"""

from __future__ import annotations

import sqlite3
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

from .fsutil import private_directory, private_file


class StateError(Exception):
    """The state database cannot be used: an operator's problem (exit 78), with what to do in the message."""


class StateCorrupt(StateError):
    """The database turned out corrupt while running (valid header, malformed pages)."""


SQLITE_HEADER = b"SQLite format 3\x00"
_CORRUPT_CODES = (11, 26)  # SQLITE_CORRUPT, SQLITE_NOTADB (primary result codes)
MOVE_AWAY = (
    "stop toolwatch, then restore the file from a backup or move it away (toolwatch starts a fresh one: "
    "baselines are taken again and open findings are forgotten)"
)


def check_sqlite_file(path: Path, what: str) -> None:
    """StateError naming `path` when it exists but is not a SQLite database (random bytes, truncated)."""
    try:
        with open(path, "rb") as fh:
            head = fh.read(len(SQLITE_HEADER))
    except FileNotFoundError:
        return
    except OSError as exc:
        raise StateError(f"{path}: cannot read the {what}: {exc.strerror or exc}; {_FIX_ACCESS}") from None
    if head and head != SQLITE_HEADER:
        raise StateError(
            f"{path}: cannot open the {what}: not a SQLite database (corrupt or overwritten); {MOVE_AWAY}"
        )


_FIX_ACCESS = (
    "give the user toolwatch runs as read and write access to it and its directory (chown, chmod 700)"
)


def open_state_db(
    path: Path, what: str, on_corrupt: Callable[[sqlite3.DatabaseError], None], **kwargs: Any
) -> sqlite3.Connection:
    """A connection to a private (0600) SQLite file in a private (0700) directory, or StateError saying
    what is wrong with the file and what to do. `on_corrupt` hears of corruption found later, at runtime."""
    try:
        private_directory(path.parent)
        check_sqlite_file(path, what)
        private_file(path)
    except PermissionError as exc:
        raise StateError(f"{exc.filename or path}: permission denied; {_FIX_ACCESS}") from None
    except OSError as exc:
        raise StateError(f"{exc.filename or path}: cannot open the {what}: {exc.strerror or exc}") from None
    db = sqlite3.connect(path, factory=_GuardedConnection, **kwargs)
    assert isinstance(db, _GuardedConnection)
    db.on_corrupt = on_corrupt
    return db


def is_corruption(exc: BaseException) -> bool:
    return (
        isinstance(exc, sqlite3.DatabaseError)
        and (getattr(exc, "sqlite_errorcode", 0) & 0xFF) in _CORRUPT_CODES
    )


class _GuardedCursor(sqlite3.Cursor):
    """Reports corruption found while reading rows (not only at execute)."""

    def __next__(self) -> Any:
        with _guard(self.connection):
            return super().__next__()

    def fetchone(self) -> Any:
        with _guard(self.connection):
            return super().fetchone()

    def fetchall(self) -> list[Any]:
        with _guard(self.connection):
            return super().fetchall()


class _GuardedConnection(sqlite3.Connection):
    on_corrupt: Callable[[sqlite3.DatabaseError], None] = staticmethod(lambda _exc: None)

    def execute(self, sql: str, parameters: Any = (), /) -> sqlite3.Cursor:
        with _guard(self):
            return self.cursor(_GuardedCursor).execute(sql, parameters)

    def executemany(self, sql: str, parameters: Any, /) -> sqlite3.Cursor:
        with _guard(self):
            return self.cursor(_GuardedCursor).executemany(sql, parameters)


@contextmanager
def _guard(db: sqlite3.Connection) -> Iterator[None]:
    try:
        yield
    except sqlite3.DatabaseError as exc:
        if is_corruption(exc) and isinstance(db, _GuardedConnection):
            db.on_corrupt(exc)
        raise
