"""Verdict caches keyed by (old digest, new digest, model, rubric version): refreshes never pay twice."""

from __future__ import annotations

import hashlib
import json
import sqlite3
import threading
from pathlib import Path
from typing import NamedTuple, Protocol

from ._rubric import RUBRIC_VERSION, Verdict


class CacheKey(NamedTuple):
    old_digest: str
    new_digest: str
    model: str
    rubric: str


def text_digest(text: str | None) -> str:
    if text is None:
        return "absent"
    return "sha256:" + hashlib.sha256(text.encode("utf-8", "surrogatepass")).hexdigest()


def cache_key(old: str | None, new: str | None, model: str) -> CacheKey:
    return CacheKey(text_digest(old), text_digest(new), model, RUBRIC_VERSION)


class VerdictCache(Protocol):
    def get(self, key: CacheKey) -> Verdict | None: ...

    def put(self, key: CacheKey, verdict: Verdict) -> None: ...


class MemoryCache:
    """A process-lifetime cache (the CLI's default)."""

    def __init__(self) -> None:
        self._items: dict[CacheKey, Verdict] = {}

    def get(self, key: CacheKey) -> Verdict | None:
        return self._items.get(key)

    def put(self, key: CacheKey, verdict: Verdict) -> None:
        self._items[key] = verdict

    def __len__(self) -> int:
        return len(self._items)


class SQLiteCache:
    """Verdicts in their own table of a SQLite file (the daemon's state file), safe across restarts."""

    TABLE = "judge_verdicts"

    def __init__(self, path: str | Path) -> None:
        self._lock = threading.Lock()
        self._db = sqlite3.connect(str(path), check_same_thread=False, isolation_level=None)
        self._db.execute("PRAGMA busy_timeout = 5000")
        self._db.execute(
            f"CREATE TABLE IF NOT EXISTS {self.TABLE} ("
            "old_digest TEXT NOT NULL, new_digest TEXT NOT NULL, model TEXT NOT NULL, rubric TEXT NOT NULL,"
            " verdict TEXT NOT NULL, created_at INTEGER NOT NULL DEFAULT (strftime('%s', 'now')),"
            " PRIMARY KEY (old_digest, new_digest, model, rubric))"
        )

    def get(self, key: CacheKey) -> Verdict | None:
        with self._lock:
            row = self._db.execute(
                f"SELECT verdict FROM {self.TABLE} WHERE old_digest=? AND new_digest=? AND model=? AND rubric=?",
                tuple(key),
            ).fetchone()
        if row is None:
            return None
        try:
            data = json.loads(row[0])
            return Verdict(float(data["score"]), tuple(data["changed_aspects"]), str(data["reason"]))
        except (ValueError, KeyError, TypeError):
            return None  # a damaged row is a miss, not a crash

    def put(self, key: CacheKey, verdict: Verdict) -> None:
        with self._lock:
            self._db.execute(
                f"INSERT OR REPLACE INTO {self.TABLE} (old_digest, new_digest, model, rubric, verdict)"
                " VALUES (?, ?, ?, ?, ?)",
                (*key, json.dumps(verdict.to_json())),
            )

    def close(self) -> None:
        with self._lock:
            self._db.close()
