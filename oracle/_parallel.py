"""Grading many changed tools on several cores: forked workers, results back through pipes.

A mass change (a 5,000-tool catalogue regenerated, every description poisoned at once) is thousands
of independent per-tool comparisons, pure Python and CPU-bound. `split_map` forks workers that
inherit the catalogues (nothing to serialise on the way in), gives each an interleaved share of the
work, does a share itself, and reads the workers' results back as pickles. The result is the same
list, in the same order, as the serial map: a worker that dies, is killed or cannot pickle its
answer costs time, never a result (its share is redone in the parent), and an exception (a
deadline, say) is raised by the redo exactly as the serial map would raise it.

A bare fork only where it is safe: POSIX, and a process with no other threads (a fork while another
thread holds a lock leaves that lock held forever in the child). Beside threads (the daemon) a mass
change goes to a pool started by a fork server instead (`_pooled`); elsewhere the map runs serially.
"""

from __future__ import annotations

import logging
import os
import pickle
import threading
from collections.abc import Callable, Sequence
from typing import Any, TypeVar

_log = logging.getLogger(__name__)
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


def split_map(
    work: Callable[[Sequence[T]], list[R]], items: Sequence[T], workers: int, *, pool: bool = True
) -> list[R]:
    """`work(items)`, computed in up to `workers` processes; same result and order as one call.

    In a single-threaded process the workers are forked (they inherit everything). Beside other
    threads (the daemon), and only for a batch large enough to repay pickling it, the shares go to
    a pool of processes started by a fork server (`_pool`): `work` and the items must pickle then.
    `pool=False` keeps such a batch in the calling thread (work whose inputs are too big to send).
    """
    workers = min(workers, len(items) // (MIN_PARALLEL_ITEMS // 2) or 1)
    if workers < 2 or len(items) < MIN_PARALLEL_ITEMS:
        return work(items)
    if fork_is_safe():
        runner = _forked
    elif pool and len(items) >= MIN_POOLED_ITEMS and _pool_available():
        # Chunks, not one share per process: a pooled chunk travels both ways as pickles, and how
        # fast the pool goes against this thread depends on the load, so the two meet wherever
        # they do (`_pooled`).
        workers = min(POOLED_CHUNKS, len(items) // (MIN_PARALLEL_ITEMS // 2))
        runner = _pooled
    else:
        return work(items)
    # Interleaved shares (neighbouring items are often alike in cost), back in order afterwards.
    results = runner(work, [list(items[i::workers]) for i in range(workers)])
    merged: list[R] = [None] * len(items)  # type: ignore[list-item]
    for offset, part in enumerate(results):
        merged[offset::workers] = part
    return merged


def _forked(work: Callable[[Sequence[T]], list[R]], shares: list[list[T]]) -> list[list[R]]:
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
    return results


# -- the pool, for processes with threads --------------------------------------------------------

# Pickling a share out and its results back costs about a tenth of grading it: worth it only for
# a mass change.
MIN_POOLED_ITEMS = 512
# A pooled batch is cut into this many chunks: fine enough that the pool and the calling thread
# finish within a chunk of each other (at 50,000 tools, ~0.2 s of grading), coarse enough that
# the per-chunk overhead (a task, two pickles) stays negligible.
POOLED_CHUNKS = 32
_POOL: Any = None
_POOL_LOCK = threading.Lock()


def _pool_available() -> bool:
    import multiprocessing

    return "forkserver" in multiprocessing.get_all_start_methods()


def _pool() -> Any:
    """One process pool per process, started on first use by a fork server (a clean, single-threaded
    process that imported the oracle), sized to the CPUs available."""
    global _POOL
    with _POOL_LOCK:
        if _POOL is None:
            import multiprocessing
            from concurrent.futures import ProcessPoolExecutor

            context = multiprocessing.get_context("forkserver")
            context.set_forkserver_preload(["oracle.evaluate", "oracle.description", "oracle.schema"])
            _POOL = ProcessPoolExecutor(max_workers=max(1, available_workers() - 1), mp_context=context)
            import atexit

            atexit.register(_shutdown_pool)  # before the interpreter tears down what the pool uses
        return _POOL


def warm_pool() -> None:
    """Start the pool's fork server and workers now, so that the first mass change does not wait for
    them (about a second: a fresh interpreter importing the oracle). Errors are left to the first use."""
    if _pool_available():
        try:
            _pool().submit(int).result(timeout=120)
        except Exception:  # the first real batch will find out and grade in its own thread
            return


def _shutdown_pool() -> None:
    global _POOL
    with _POOL_LOCK:
        pool, _POOL = _POOL, None
    if pool is not None:
        pool.shutdown(wait=True, cancel_futures=True)


def _discard_pool(pool: Any, why: BaseException) -> None:
    global _POOL
    # Nothing is lost (the calling thread grades what the pool did not), but a pool that keeps
    # breaking costs every mass change its second core: the operator should hear of it.
    _log.warning(
        "grading pool failed (%s): this batch is graded in the calling thread, a new pool starts next time",
        type(why).__name__,
    )
    with _POOL_LOCK:
        if _POOL is pool:
            _POOL = None
    pool.shutdown(wait=False, cancel_futures=True)


def _pooled(work: Callable[[Sequence[T]], list[R]], shares: list[list[T]]) -> list[list[R]]:
    """`shares` are chunks here, many per process. Every one goes to the pool; this thread
    meanwhile takes chunks back from the end, as long as the pool has not started them (a
    cancelled future), and computes them itself: the two meet where their speeds put them, which
    on a busy machine is not where a fixed split would. A chunk the pool fails on is redone here."""
    pool = _pool()
    try:
        futures = [pool.submit(work, share) for share in shares]
    except Exception as exc:  # a broken or shut-down pool: a fresh one next time, this batch here
        _discard_pool(pool, exc)
        futures = []
    if not futures:
        return [work(share) for share in shares]
    results: list[list[R] | None] = [None] * len(shares)
    pending = len(futures)
    try:
        while pending > 1 and futures[pending - 1].cancel():  # the first is always the pool's
            pending -= 1
            results[pending] = work(shares[pending])
    except BaseException:
        for future in futures:  # this thread's share raised (a deadline, say): stop the pool's too
            future.cancel()
        raise
    for index in range(pending):
        answer: list[R] | None = None
        try:
            got = futures[index].result()
        except Exception as exc:
            from concurrent.futures.process import BrokenProcessPool

            if isinstance(exc, BrokenProcessPool):
                _discard_pool(pool, exc)
        else:
            if isinstance(got, list) and len(got) == len(shares[index]):
                answer = got
        results[index] = answer if answer is not None else work(shares[index])
    return [result for result in results if result is not None]


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
