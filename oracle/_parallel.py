"""Grading many changed tools on several cores: forked workers, results back through pipes.

A mass change (a 5,000-tool catalogue regenerated, every description poisoned at once) is thousands
of independent per-tool comparisons, pure Python and CPU-bound. `split_map` forks workers that
inherit the catalogues (nothing to serialise on the way in), gives each an interleaved share of the
work, does a share itself, and reads the workers' results back as pickles. The result is the same
list, in the same order, as the serial map: a worker that dies, is killed or cannot pickle its
answer costs time, never a result (its share is redone in the parent), and an exception (a
deadline, say) is raised by the redo exactly as the serial map would raise it.

Only where fork is safe: POSIX, and a process with no other threads (a fork while another thread
holds a lock leaves that lock held forever in the child). Elsewhere the map runs serially.
"""

from __future__ import annotations

import os
import pickle
import threading
from collections.abc import Callable, Sequence
from typing import Any, TypeVar

T = TypeVar("T")
R = TypeVar("R")

# Below this many items a fork (page tables of a large process) costs more than it saves.
MIN_PARALLEL_ITEMS = 64


def available_workers() -> int:
    """Cores this process may run on (its CPU affinity), at least 1."""
    try:
        return max(1, len(os.sched_getaffinity(0)))
    except (AttributeError, OSError):
        return max(1, os.cpu_count() or 1)


def fork_is_safe() -> bool:
    return hasattr(os, "fork") and threading.active_count() == 1


def split_map(work: Callable[[Sequence[T]], list[R]], items: Sequence[T], workers: int) -> list[R]:
    """`work(items)`, computed in up to `workers` processes; same result and order as one call."""
    workers = min(workers, len(items) // (MIN_PARALLEL_ITEMS // 2) or 1)
    if workers < 2 or len(items) < MIN_PARALLEL_ITEMS or not fork_is_safe():
        return work(items)
    shares = [list(items[i::workers]) for i in range(workers)]
    children: list[tuple[int, int]] = []
    try:
        for share in shares[1:]:
            children.append(_fork_worker(work, share))
        results: list[list[R]] = [work(shares[0])]
    except BaseException:
        _abandon(children)  # the parent's own share raised: stop the workers, leave no zombies
        raise
    for index, ((pid, read_end), share) in enumerate(zip(children, shares[1:])):
        answer: list[R] | None = _collect(pid, read_end, len(share))
        if answer is None:
            try:
                answer = work(share)
            except BaseException:
                _abandon(children[index + 1 :])
                raise
        results.append(answer)
    # Interleaved shares back into the original order.
    merged: list[R] = [None] * len(items)  # type: ignore[list-item]
    for offset, part in enumerate(results):
        merged[offset::workers] = part
    return merged


def _fork_worker(work: Callable[[Sequence[T]], list[R]], share: list[T]) -> tuple[int, int]:
    read_end, write_end = os.pipe()
    pid = os.fork()
    if pid == 0:  # the worker: compute, answer, and leave without running the parent's exit code
        status = 1
        try:
            os.close(read_end)
            payload = pickle.dumps(work(share), protocol=pickle.HIGHEST_PROTOCOL)
            with os.fdopen(write_end, "wb") as pipe:
                pipe.write(payload)
            status = 0
        except BaseException:  # the parent redoes this share and raises there
            pass
        finally:
            os._exit(status)
    os.close(write_end)
    return pid, read_end


def _abandon(children: list[tuple[int, int]]) -> None:
    import signal

    for pid, read_end in children:
        os.close(read_end)
        try:
            os.kill(pid, signal.SIGKILL)
            os.waitpid(pid, 0)
        except OSError:
            pass


def _collect(pid: int, read_end: int, expected: int) -> list[Any] | None:
    """A worker's results, or None if it failed in any way (the caller then redoes its share)."""
    with os.fdopen(read_end, "rb") as pipe:
        payload = pipe.read()  # read to the end before waiting: a full pipe would block the worker
    _, status = os.waitpid(pid, 0)
    if status != 0 or not payload:
        return None
    try:
        answer: object = pickle.loads(payload)
    except Exception:  # a torn or foreign payload: redo the share
        return None
    if not isinstance(answer, list) or len(answer) != expected:
        return None
    return answer
