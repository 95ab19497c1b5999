"""Crash-safe file writes (a reader sees the old file or the new one, never half of either), private
state files and directories, and the state directory's lock."""

from __future__ import annotations

import contextlib
import fcntl
import os
import stat
import tempfile
from pathlib import Path


def atomic_write_bytes(path: str | os.PathLike[str], data: bytes, *, mode: int | None = None) -> None:
    """Replace `path` with `data` atomically and durably.

    The data goes to a temporary file in the same directory (so the rename cannot cross file
    systems), is fsynced, renamed over `path`, and the directory is fsynced so the rename itself
    survives a crash. An existing file's permission bits are kept unless `mode` is given; a new file
    gets 0o644 less the umask (mkstemp alone would make it 0o600).
    """
    target = Path(path)
    directory = target.parent
    if mode is None:
        try:
            mode = target.stat().st_mode & 0o7777
        except FileNotFoundError:
            umask = os.umask(0)
            os.umask(umask)
            mode = 0o644 & ~umask
    fd, tmp_name = tempfile.mkstemp(prefix=f".{target.name}.", suffix=".tmp", dir=directory)
    try:
        with os.fdopen(fd, "wb") as handle:
            handle.write(data)
            handle.flush()
            os.fsync(handle.fileno())
        os.chmod(tmp_name, mode)
        os.replace(tmp_name, target)
    except BaseException:
        with contextlib.suppress(FileNotFoundError):
            os.unlink(tmp_name)
        raise
    fsync_directory(directory)


def atomic_write_text(path: str | os.PathLike[str], text: str, *, mode: int | None = None) -> None:
    atomic_write_bytes(path, text.encode("utf-8"), mode=mode)


def fsync_directory(directory: str | os.PathLike[str]) -> None:
    """Make a rename or create in `directory` durable. A no-op where directories cannot be opened."""
    try:
        fd = os.open(directory, os.O_RDONLY | getattr(os, "O_DIRECTORY", 0))
    except OSError:
        return
    try:
        os.fsync(fd)
    except OSError:
        pass  # some file systems refuse fsync on a directory; the rename is still atomic
    finally:
        os.close(fd)


def private_directory(directory: str | os.PathLike[str]) -> Path:
    """Create `directory` (and parents) if needed and make it 0o700 whatever the umask.

    An existing directory we cannot chmod (a volume owned by root with an fsGroup, say) is left as it is:
    its owner chose its mode. Raises OSError when it cannot be created.
    """
    path = Path(directory)
    path.mkdir(mode=0o700, parents=True, exist_ok=True)
    with contextlib.suppress(PermissionError):
        if stat.S_IMODE(path.stat().st_mode) & 0o077:
            os.chmod(path, 0o700)
    return path


def private_file(path: str | os.PathLike[str]) -> Path:
    """Create `path` empty if missing and make it 0o600 whatever the umask (SQLite gives its -wal and
    -shm files the mode of the database file, so this covers those too)."""
    fd = os.open(path, os.O_RDWR | os.O_CREAT | getattr(os, "O_CLOEXEC", 0), 0o600)
    try:
        if stat.S_IMODE(os.fstat(fd).st_mode) & 0o077:
            with contextlib.suppress(PermissionError):
                os.fchmod(fd, 0o600)
    finally:
        os.close(fd)
    return Path(path)


class DirectoryLocked(OSError):
    """Another process holds the directory's lock."""

    def __init__(self, lock_path: Path, holder: str) -> None:
        super().__init__(f"{lock_path}: locked by {holder}")
        self.lock_path = lock_path
        self.holder = holder


class DirectoryLock:
    """An exclusive `flock` on `<directory>/<name>`, held until `release()` or process exit.

    flock locks belong to the open file, so the kernel drops the lock when the process dies (even by
    SIGKILL), and the descriptor is close-on-exec, so a spawned child never inherits it.
    """

    def __init__(self, directory: str | os.PathLike[str], name: str) -> None:
        self.path = Path(directory) / name
        fd = os.open(self.path, os.O_RDWR | os.O_CREAT | getattr(os, "O_CLOEXEC", 0), 0o600)
        try:
            fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
        except BlockingIOError:
            holder = os.pread(fd, 200, 0).decode("utf-8", "replace").strip() or "another process"
            os.close(fd)
            raise DirectoryLocked(self.path, holder) from None
        except BaseException:
            os.close(fd)
            raise
        self._fd: int | None = fd
        os.ftruncate(fd, 0)
        os.pwrite(fd, f"pid {os.getpid()}\n".encode(), 0)

    def release(self) -> None:
        if self._fd is not None:
            os.close(self._fd)  # closing drops the flock
            self._fd = None
