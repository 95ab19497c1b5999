"""Benchmark the watcher daemon at scale: one fixture process serves N MCP upstreams over streamable HTTP,
one `toolwatch watch` process watches them all.

Measured per N: daemon RSS once every upstream is up, idle CPU (share of one core over a quiet window),
and the latency from a catalogue change (the fixture mutates a tool and sends list_changed) to the
finding recorded in the daemon's state (p50/p99, debounce 0). Ratios are printed against the smallest
N measured in the same run. Targets (2-core machine): RSS <= 300 MB at N=500, idle CPU < 2% of a core,
p99 <= 100 ms at N=100.

    python bench/watch_bench.py                 # N = 1, 100, 500
    python bench/watch_bench.py --sizes 1 100 --changes 100 --idle 10
"""

from __future__ import annotations

import argparse
import contextlib
import json
import os
import socket
import sqlite3
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

import httpx2
import yaml

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "tests" / "fixtures"))


# ------------------------------------------------------------------------------ the fixture process


def serve(count: int, port: int) -> None:
    import anyio
    import uvicorn
    from mcp_fixture import Fixture, tool
    from starlette.applications import Starlette
    from starlette.requests import Request
    from starlette.responses import JSONResponse
    from starlette.routing import Mount, Route

    fixtures = [Fixture([tool("search", q="string"), tool("fetch", url="string")]) for _ in range(count)]
    apps = [f.server.streamable_http_app(streamable_http_path="/mcp") for f in fixtures]

    async def change(request: Request) -> JSONResponse:
        index = int(request.query_params["i"])
        generation = int(request.query_params["g"])
        fx = fixtures[index]
        await fx.change(tool("search", q="string", **{f"opt{generation}": "integer"}))
        return JSONResponse({"ok": True})

    @contextlib.asynccontextmanager
    async def lifespan(_: Any) -> Any:
        async with contextlib.AsyncExitStack() as stack:
            for f in fixtures:
                await stack.enter_async_context(f.server.session_manager.run())
            yield

    routes: list[Any] = [Route("/change", change, methods=["POST"])]
    routes += [Mount(f"/u{i}", app=apps[i]) for i in range(count)]
    app = Starlette(routes=routes, lifespan=lifespan)
    config = uvicorn.Config(app, host="127.0.0.1", port=port, log_level="error", backlog=4096)
    anyio.run(uvicorn.Server(config).serve)


# ------------------------------------------------------------------------------ the harness


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


def wait_http(url: str, timeout: float = 120) -> None:
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        with contextlib.suppress(httpx2.TransportError):
            httpx2.get(url, timeout=2)
            return
        time.sleep(0.1)
    raise RuntimeError(f"{url} did not come up")


def cpu_seconds(pid: int) -> float:
    with open(f"/proc/{pid}/stat") as fh:
        fields = fh.read().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


def rss_mb(pid: int) -> float:
    with open(f"/proc/{pid}/status") as fh:
        for line in fh:
            if line.startswith("VmRSS:"):
                return int(line.split()[1]) / 1024
    return 0.0


def percentile(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, round(q * (len(ordered) - 1)))]


def measure(count: int, changes: int, idle: float, settle: float) -> dict[str, float]:
    work = Path(tempfile.mkdtemp(prefix=f"watch-bench-{count}-"))
    fixture_port, daemon_port = free_port(), free_port()
    fixture = subprocess.Popen(
        [sys.executable, __file__, "serve", str(count), str(fixture_port)], stderr=subprocess.DEVNULL
    )
    daemon: subprocess.Popen[bytes] | None = None
    try:
        wait_http(f"http://127.0.0.1:{fixture_port}/u0/mcp")
        config = {
            "state_dir": str(work / "state"),
            "http": {"listen": f"127.0.0.1:{daemon_port}"},
            "log": {"level": "warning"},
            "defaults": {
                "debounce": 0,
                "poll_interval": "1h",
                "connect_timeout": "120s",
                "call_timeout": "60s",
            },
            "upstreams": [
                {"name": f"u{i}", "transport": "http", "url": f"http://127.0.0.1:{fixture_port}/u{i}/mcp"}
                for i in range(count)
            ],
        }
        (work / "config.yaml").write_text(yaml.safe_dump(config))
        started = time.monotonic()
        daemon = subprocess.Popen(
            [
                sys.executable,
                str(ROOT / "tests" / "fixtures" / "run_watch.py"),
                "-c",
                str(work / "config.yaml"),
            ],
            stderr=(work / "daemon.log").open("wb"),
        )
        status_url = f"http://127.0.0.1:{daemon_port}/api/v1/status"
        wait_http(f"http://127.0.0.1:{daemon_port}/healthz")
        while True:
            ups = httpx2.get(status_url, timeout=30).json()["upstreams"]
            if sum(1 for u in ups if u["state"] == "up") == count:
                break
            if time.monotonic() - started > 600:
                raise RuntimeError("upstreams did not all come up")
            time.sleep(0.5)
        connect_all = time.monotonic() - started
        time.sleep(settle)  # let start-up work settle
        rss = rss_mb(daemon.pid)
        windows = []
        start_cpu, start = cpu_seconds(daemon.pid), time.monotonic()
        for _ in range(int(idle)):  # per-second samples, printed, so a spike is visible and explained
            cpu0, t0 = cpu_seconds(daemon.pid), time.monotonic()
            time.sleep(1.0)
            windows.append((cpu_seconds(daemon.pid) - cpu0) / (time.monotonic() - t0))
        idle_cpu = (cpu_seconds(daemon.pid) - start_cpu) / (time.monotonic() - start)
        print(f"  N={count}: idle CPU per second (%): {[round(w * 100) for w in windows]}", file=sys.stderr)

        db = sqlite3.connect(work / "state" / "toolwatch.sqlite3")
        latencies: list[float] = []
        with httpx2.Client(base_url=f"http://127.0.0.1:{fixture_port}", timeout=30) as client:
            for k in range(changes):
                index = (k * 7919) % count
                before = time.time()
                client.post("/change", params={"i": index, "g": k})
                deadline = time.monotonic() + 30
                while time.monotonic() < deadline:
                    row = db.execute(
                        "SELECT max(opened_at) FROM findings WHERE upstream = ? AND opened_at >= ?",
                        (f"u{index}", before),
                    ).fetchone()
                    if row[0] is not None:
                        latencies.append(row[0] - before)
                        break
                    time.sleep(0.002)
                else:
                    raise RuntimeError(f"no finding for u{index} within 30 s")
        db.close()
        return {
            "n": count,
            "connect_all_s": connect_all,
            "rss_mb": rss,
            "idle_cpu_pct": idle_cpu * 100,
            "p50_ms": statistics.median(latencies) * 1000,
            "p99_ms": percentile(latencies, 0.99) * 1000,
        }
    finally:
        for proc in (daemon, fixture):
            if proc is not None:
                proc.terminate()
                with contextlib.suppress(subprocess.TimeoutExpired):
                    proc.wait(timeout=15)
                if proc.poll() is None:
                    proc.kill()


def main() -> None:
    if len(sys.argv) > 1 and sys.argv[1] == "serve":
        serve(int(sys.argv[2]), int(sys.argv[3]))
        return
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--sizes", type=int, nargs="+", default=[1, 100, 500])
    parser.add_argument("--changes", type=int, default=100, help="catalogue changes timed per size")
    parser.add_argument("--idle", type=float, default=30.0, help="seconds of idle CPU measurement (the mean)")
    parser.add_argument("--settle", type=float, default=10.0, help="seconds to wait after all are up")
    args = parser.parse_args()
    results = [measure(n, args.changes, args.idle, args.settle) for n in args.sizes]
    base = results[0]
    print(
        f"{'N':>5} {'connect s':>9} {'RSS MB':>8} {'idle CPU %':>10} {'p50 ms':>8} {'p99 ms':>8}   ratios vs N={base['n']:.0f} (RSS, p50, p99)"
    )
    for r in results:
        print(
            f"{r['n']:>5.0f} {r['connect_all_s']:>9.1f} {r['rss_mb']:>8.1f} {r['idle_cpu_pct']:>10.2f} "
            f"{r['p50_ms']:>8.1f} {r['p99_ms']:>8.1f}   "
            f"{r['rss_mb'] / base['rss_mb']:.2f}x {r['p50_ms'] / base['p50_ms']:.2f}x {r['p99_ms'] / base['p99_ms']:.2f}x"
        )
    print(json.dumps(results))


if __name__ == "__main__":
    main()
