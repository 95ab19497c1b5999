"""Pausing Python's cyclic garbage collector around bulk work that makes no cycles.

The collector is triggered by allocation counts, and each full collection traverses every live
container. Decoding a dump, or grading thousands of tools while their parsed contracts pile up,
allocates in bursts that trigger collections over everything decoded so far, and those
collections find nothing: decoded JSON holds no reference cycles, and neither does grading (a
test keeps it so). On a 5,000-tool check, a tenth of the CPU went on such collections.

The pause is process-wide (the collector is), so it is counted: beside threads (the daemon), the
collector comes back when the last pause ends, and only if it was on when the first began.
"""

from __future__ import annotations

import gc
import threading
from collections.abc import Iterator
from contextlib import contextmanager

_LOCK = threading.Lock()
_pauses = 0
_resume = False


@contextmanager
def collector_paused() -> Iterator[None]:
    global _pauses, _resume
    with _LOCK:
        if _pauses == 0:
            _resume = gc.isenabled()
            gc.disable()
        _pauses += 1
    try:
        yield
    finally:
        with _LOCK:
            _pauses -= 1
            if _pauses == 0 and _resume:
                gc.enable()


@contextmanager
def collector_resumed() -> Iterator[None]:
    """Inside a pause, the collector back on for a while (a network wait, say), unless another
    thread's pause still holds it; paused again afterwards."""
    with _LOCK:
        resumed = _pauses == 1 and _resume
        if resumed:
            gc.enable()
    try:
        yield
    finally:
        with _LOCK:
            if resumed and _pauses >= 1:
                gc.disable()


def collect_young() -> None:
    """Collect the youngest generation now, paused or not: cycles another thread made while a long
    pause runs (or a rare cyclic path of the grader's) are freed young instead of piling up."""
    gc.collect(0)
