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


def test_private_directory_and_file_whatever_the_umask(tmp_path: Path) -> None:
    from watcher.fsutil import private_directory, private_file

    old = os.umask(0)
    try:
        d = private_directory(tmp_path / "a" / "state")
        f = private_file(d / "db")
    finally:
        os.umask(old)
    assert stat.S_IMODE(d.stat().st_mode) == 0o700 and stat.S_IMODE(f.stat().st_mode) == 0o600
    os.chmod(d, 0o755)
    os.chmod(f, 0o644)
    private_directory(d)
    private_file(f)  # existing ones are tightened too
    assert stat.S_IMODE(d.stat().st_mode) == 0o700 and stat.S_IMODE(f.stat().st_mode) == 0o600


def test_directory_lock_is_exclusive_and_released(tmp_path: Path) -> None:
    from watcher.fsutil import DirectoryLock, DirectoryLocked

    first = DirectoryLock(tmp_path, "x.lock")
    with pytest.raises(DirectoryLocked) as info:
        DirectoryLock(tmp_path, "x.lock")
    assert info.value.holder == f"pid {os.getpid()}" and info.value.lock_path == tmp_path / "x.lock"
    first.release()
    DirectoryLock(tmp_path, "x.lock").release()
    assert stat.S_IMODE((tmp_path / "x.lock").stat().st_mode) == 0o600
