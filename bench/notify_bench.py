"""1,000 findings through the notification outbox to a loopback webhook.

Prints publish rate, delivery throughput and p50/p99 latency (outbox entry → receiver), and the
ratio against a baseline measured in the same run: the same 1,000 messages posted by apprise
directly, with the same concurrency, without routing, rendering or the outbox.

    python bench/notify_bench.py [--findings 1000]
"""

from __future__ import annotations

import argparse
import json
import sys
import tempfile
import threading
import time
from datetime import datetime
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from typing import Any

import anyio
from prometheus_client import CollectorRegistry

from notifiers import Dispatcher, RefreshEvent, ToolEvent, parse_notify_config
from oracle import Dimension, Finding, Grade, Outcome, ToolChange, ToolStatus


class Receiver:
    def __init__(self) -> None:
        self.latencies: list[float] = []
        self.count = 0
        self.lock = threading.Lock()
        outer = self

        class Handler(BaseHTTPRequestHandler):
            protocol_version = "HTTP/1.1"

            def do_POST(self) -> None:
                body = self.rfile.read(int(self.headers.get("content-length", 0)))
                now = time.time()
                try:
                    created = json.loads(json.loads(body)["message"])["created_at"]
                    latency: float | None = now - datetime.fromisoformat(created).timestamp()
                except (ValueError, KeyError, TypeError):
                    latency = None
                with outer.lock:
                    outer.count += 1
                    if latency is not None:
                        outer.latencies.append(latency)
                self.send_response(200)
                self.send_header("content-length", "0")
                self.end_headers()

            def log_message(self, *args: object) -> None:
                pass

        self.server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        self.server.daemon_threads = True
        self.port = self.server.server_address[1]
        threading.Thread(target=self.server.serve_forever, daemon=True).start()

    def reset(self) -> None:
        with self.lock:
            self.latencies, self.count = [], 0


def make_event(i: int) -> RefreshEvent:
    f = Finding(
        "input-property-removed",
        f"tool{i}",
        Dimension.STRUCTURAL,
        Grade.MAJOR,
        "/inputSchema/properties/q",
        "input property q was removed",
        old={"type": "string"},
    )
    change = ToolChange(
        f"tool{i}", ToolStatus.CHANGED, Grade.MAJOR, (f,), "sha256:" + "a" * 64, f"sha256:{i:064x}"
    )
    return RefreshEvent(f"upstream{i % 10}", (ToolEvent(change, Outcome.VIOLATION, "1.0.0", "1.0.1"),))


def pct(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(q * len(ordered)))] if ordered else float("nan")


async def run_outbox(receiver: Receiver, n: int, state: Path, rate: float | None = None) -> dict[str, Any]:
    cfg = parse_notify_config(
        {"routes": [{"name": "bench", "urls": [f"json://127.0.0.1:{receiver.port}/hook"]}]}, where="bench"
    )
    dispatcher = Dispatcher(cfg, state / "outbox.sqlite3", registry=CollectorRegistry())
    events = [make_event(i) for i in range(n)]
    start = time.perf_counter()
    async with anyio.create_task_group() as tg:
        tg.start_soon(dispatcher.run)
        for i, e in enumerate(events):
            if rate is not None:  # paced: wait for this event's slot
                await anyio.sleep(max(0.0, start + i / rate - time.perf_counter()))
            await dispatcher.publish(e)
        published = time.perf_counter() - start
        while receiver.count < n:  # noqa: ASYNC110
            await anyio.sleep(0.01)
        elapsed = time.perf_counter() - start
        tg.cancel_scope.cancel()
    dispatcher.close()
    return {"published_s": published, "elapsed_s": elapsed, "lat": list(receiver.latencies)}


async def run_direct(receiver: Receiver, n: int, concurrency: int) -> float:
    import apprise

    ap = apprise.Apprise()
    ap.add(f"json://127.0.0.1:{receiver.port}/hook")
    body = json.dumps({"created_at": datetime.now().astimezone().isoformat(), "events": []})
    limiter = anyio.CapacityLimiter(concurrency)
    start = time.perf_counter()

    async def one() -> None:
        await anyio.to_thread.run_sync(lambda: ap.notify(body=body, title="t"), limiter=limiter)

    async with anyio.create_task_group() as tg:
        for _ in range(n):
            tg.start_soon(one)
    return time.perf_counter() - start


async def main() -> int:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--findings", type=int, default=1000)
    parser.add_argument("--paced-rate", type=float, default=50.0, help="events/s for the latency run")
    opts = parser.parse_args()
    n = opts.findings
    receiver = Receiver()
    from notifiers._dispatcher import LANE_IN_FLIGHT

    direct_s = await run_direct(receiver, n, LANE_IN_FLIGHT)
    receiver.reset()
    with tempfile.TemporaryDirectory() as tmp:
        result = await run_outbox(receiver, n, Path(tmp))
    lat = result["lat"]
    burst_count = receiver.count
    receiver.reset()
    paced_n = max(1, n // 5)
    with tempfile.TemporaryDirectory() as tmp:
        paced = await run_outbox(receiver, paced_n, Path(tmp), rate=opts.paced_rate)
    outbox_rate = n / result["elapsed_s"]
    direct_rate = n / direct_s
    print(f"findings/messages:          {n}")
    print(f"publish (route+enqueue):    {n / result['published_s']:8.0f} events/s")
    print(f"outbox delivery throughput: {outbox_rate:8.0f} msg/s  (target >= 100)")
    print(f"baseline apprise direct:    {direct_rate:8.0f} msg/s  (same URL, {LANE_IN_FLIGHT} in flight)")
    print(f"ratio outbox / baseline:    {outbox_rate / direct_rate:8.2f}")
    print(
        f"burst latency p50 / p99:    {pct(lat, 0.5) * 1000:8.1f} / {pct(lat, 0.99) * 1000:.1f} ms  (all {n} at once)"
    )
    p50, p99 = pct(paced["lat"], 0.5) * 1000, pct(paced["lat"], 0.99) * 1000
    print(f"paced latency p50 / p99:    {p50:8.1f} / {p99:.1f} ms  ({paced_n} at {opts.paced_rate:g}/s)")
    print("(latency: from entering the outbox to arriving at the webhook)")
    return 0 if burst_count >= n and receiver.count >= paced_n else 1


if __name__ == "__main__":
    sys.exit(anyio.run(main))
