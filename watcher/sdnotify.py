"""systemd's notify protocol (sd_notify) over a plain datagram socket: READY=1, WATCHDOG=1, STOPPING=1."""

from __future__ import annotations

import logging
import os
import socket
from collections.abc import Callable

import anyio

log = logging.getLogger("toolwatch.sdnotify")


class Notifier:
    """Sends state lines to $NOTIFY_SOCKET; does nothing when the variable is unset."""

    def __init__(self, address: str | None = None) -> None:
        self.address = address if address is not None else os.environ.get("NOTIFY_SOCKET", "")
        if self.address.startswith("@"):
            self.address = "\0" + self.address[1:]  # abstract namespace

    @property
    def enabled(self) -> bool:
        return bool(self.address)

    def notify(self, state: str) -> bool:
        if not self.enabled:
            return False
        try:
            with socket.socket(socket.AF_UNIX, socket.SOCK_DGRAM) as sock:
                sock.connect(self.address)
                sock.sendall(state.encode())
        except OSError as exc:
            log.warning("sd_notify %s failed: %s", state.split("=", 1)[0], exc)
            return False
        return True

    def ready(self, status: str = "") -> bool:
        return self.notify("READY=1" + (f"\nSTATUS={status}" if status else ""))

    def stopping(self) -> bool:
        return self.notify("STOPPING=1")

    def watchdog_interval(self) -> float | None:
        """Half of $WATCHDOG_USEC in seconds, if the watchdog is on for this process."""
        usec = os.environ.get("WATCHDOG_USEC")
        pid = os.environ.get("WATCHDOG_PID")
        if not usec or (pid and pid != str(os.getpid())):
            return None
        try:
            return max(0.05, int(usec) / 2_000_000)
        except ValueError:
            return None

    async def watchdog_loop(self, healthy: Callable[[], bool] = lambda: True) -> None:
        """Pet the watchdog from the event loop: a stuck loop (or `healthy()` false, e.g. a refresh
        stuck past its budget) stops the pets and systemd restarts us."""
        interval = self.watchdog_interval()
        if interval is None or not self.enabled:
            return
        while True:
            if healthy():
                self.notify("WATCHDOG=1")
            await anyio.sleep(interval)
