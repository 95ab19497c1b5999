"""watcher.fsutil: atomic replacement keeps the old file intact on failure and keeps permissions."""

from __future__ import annotations

import os
import stat
from pathlib import Path

import pytest

from watcher.fsutil import atomic_write_bytes, atomic_write_text


def test_replaces_the_file_and_leaves_no_temporary(tmp_path: Path) -> None:
    target = tmp_path / "t.lock.yaml"
    atomic_write_text(target, "one\n")
    atomic_write_text(target, "two\n")
    assert target.read_text() == "two\n"
    assert [p.name for p in tmp_path.iterdir()] == ["t.lock.yaml"]


def test_keeps_the_existing_files_permissions(tmp_path: Path) -> None:
    target = tmp_path / "t.lock.yaml"
    target.write_text("old\n")
    os.chmod(target, 0o640)
    atomic_write_bytes(target, b"new\n")
    assert stat.S_IMODE(target.stat().st_mode) == 0o640
    fresh = tmp_path / "fresh"
    atomic_write_bytes(fresh, b"x", mode=0o600)
    assert stat.S_IMODE(fresh.stat().st_mode) == 0o600


def test_a_failed_write_leaves_the_old_file_and_no_temporary(tmp_path: Path) -> None:
    target = tmp_path / "t.lock.yaml"
    target.write_text("old\n")
    with pytest.raises(TypeError):
        atomic_write_bytes(target, "not bytes")  # type: ignore[arg-type]
    assert target.read_text() == "old\n"
    assert [p.name for p in tmp_path.iterdir()] == ["t.lock.yaml"]
    with pytest.raises(FileNotFoundError):
        atomic_write_text(tmp_path / "missing" / "x", "y")
