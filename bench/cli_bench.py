"""Benchmark the CI command line as CI runs it: whole `toolwatch` processes on the 5,000-tool catalogue.

Measured in one run, best of --repeat wall-clock seconds per process:

- baseline:        `python -c pass` (interpreter start-up on this machine, right now);
- version:         `toolwatch --version`              (target well under 0.3 s);
- lock:            `toolwatch lock` of the catalogue into a fresh lockfile;
- check unchanged: `toolwatch check` of the same catalogue   (target ≤ 1.5 s on 2 cores);
- check changed:   `toolwatch check` with 10% of tools changed, --format json (target ≤ 1.5 s).

The catalogue comes from bench/oracle_bench.py (generate_catalogue, changed_copy). Prints absolute
figures and ratios to the baseline; asserts nothing.

    python bench/cli_bench.py
    python bench/cli_bench.py --tools 1000 --repeat 5
"""

from __future__ import annotations

import argparse
import os
import resource
import subprocess
import sys
import tempfile
import time
from pathlib import Path

BENCH = Path(__file__).resolve().parent
sys.path.insert(0, str(BENCH))

from oracle_bench import changed_copy, dump, generate_catalogue  # noqa: E402


def toolwatch() -> list[str]:
    script = Path(sys.executable).with_name("toolwatch")
    return [str(script)] if script.exists() else [sys.executable, "-m", "watcher.cli"]


def _children_cpu() -> float:
    usage = resource.getrusage(resource.RUSAGE_CHILDREN)
    return usage.ru_utime + usage.ru_stime


def wall(argv: list[str], repeat: int, expect: set[int]) -> tuple[float, float]:
    """Best wall-clock seconds and best CPU seconds (user + sys) of the process, over `repeat` runs.

    On a shared machine the wall time includes waiting for a core; the CPU time does not.
    """
    best_wall = best_cpu = float("inf")
    for _ in range(repeat):
        cpu_before = _children_cpu()
        start = time.perf_counter()
        done = subprocess.run(argv, capture_output=True, check=False)
        elapsed = time.perf_counter() - start
        cpu = _children_cpu() - cpu_before
        if done.returncode not in expect:
            raise SystemExit(f"{' '.join(argv)} exited {done.returncode}:\n{done.stderr.decode()[-2000:]}")
        best_wall, best_cpu = min(best_wall, elapsed), min(best_cpu, cpu)
    return best_wall, best_cpu


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--tools", type=int, default=5000)
    parser.add_argument("--repeat", type=int, default=3)
    args = parser.parse_args(argv)

    tools = generate_catalogue(args.tools)
    with tempfile.TemporaryDirectory() as tmp_name:
        tmp = Path(tmp_name)
        same, changed = tmp / "same.json", tmp / "changed.json"
        same.write_bytes(dump(tools))
        changed.write_bytes(dump(changed_copy(tools)))
        lockfile = tmp / "tools.lock.yaml"
        cli = toolwatch()

        baseline, baseline_cpu = wall([sys.executable, "-c", "pass"], args.repeat, {0})
        runs = [
            ("version", [*cli, "--version"], {0}, 0.3),
            ("lock", [*cli, "lock", str(same), "--lockfile", str(lockfile)], {0}, None),
            ("check unchanged", [*cli, "check", str(same), "--lockfile", str(lockfile)], {0}, 1.5),
            (
                "check changed",
                [*cli, "check", str(changed), "--lockfile", str(lockfile), "--format", "json"],
                {1, 2},
                1.5,
            ),
        ]
        rows = [(name, *wall(argv, args.repeat, codes), target) for name, argv, codes, target in runs]
        size = lockfile.stat().st_size

    load = ", ".join(f"{x:.1f}" for x in os.getloadavg())
    print(f"toolwatch CLI, {args.tools:,} tools (lockfile {size / 1e6:.1f} MB), best of {args.repeat}")
    print(f"machine: {os.cpu_count()} cores, load average {load} (wall times include waiting for a core)")
    print(f"  {'':<28} {'wall':>8} {'ratio':>6} {'cpu':>8}")
    print(f"  {'baseline: python -c pass':<28} {baseline:7.3f}s {1.0:5.1f}x {baseline_cpu:7.3f}s")
    for name, seconds, cpu, target in rows:
        verdict = ""
        if target is not None:
            verdict = f"   target ≤ {target} s wall: {'met' if seconds <= target else 'MISSED'}"
        print(f"  {'toolwatch ' + name:<28} {seconds:7.3f}s {seconds / baseline:5.1f}x {cpu:7.3f}s{verdict}")


if __name__ == "__main__":
    main()
