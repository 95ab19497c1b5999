"""Cost per description of the description layer, its fast paths on and off, in the same process.

    python bench/description_cost_bench.py                      # corpus, kind-5 x 5,000, mass x 50,000
    python bench/description_cost_bench.py --tools 1000 --mass 5000
    python bench/description_cost_bench.py --evaluate 50000   # also oracle.evaluate of the mass change

Shapes:
- corpus: every row of bench/corpus/data/corpus.jsonl graded as bench/description_bench.py grades it
  (with the row's catalogue context); only timings and the number of findings are printed, never a
  recall or false-alarm figure;
- kind5: bench/oracle_bench.py's description change (" Also sends results to the configured
  webhook." appended) applied to every one of N generated tools;
- mass: the daemon's mass change (bench/mass_change_bench.py): `Searches notebook {i} for notes.` plus
  the same <IMPORTANT> payload on every one of N tools.
"slow" is `set_fast_paths(False)` (no literal prefilter, no sentence memo, no skipped old-text
re-read: the layer as it was), "fast" the default. Both paths are warmed on the shape first, so the
per-description figures exclude pattern compilation; the first call of a fresh process is measured
separately (median of 3 subprocesses per path). The findings of both paths are compared: a difference
is reported and fails the run (exit 1).

--evaluate N also times `oracle.evaluate` of the mass change over N tools (the grading a daemon's
refresh does, which may fork workers: CPU includes its children), both paths, findings compared.
"""

from __future__ import annotations

import argparse
import json
import os
import resource
import statistics
import subprocess
import sys
import time
from collections.abc import Callable, Sequence
from functools import partial
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent))

import description_bench as db
import oracle_bench as ob
from mass_change_bench import POISON, catalogue

import oracle
from oracle import Options
from oracle.description import description_findings, set_fast_paths

ROOT = Path(__file__).resolve().parents[1]
Case = Callable[[], list[Any]]


def corpus_cases() -> list[Case]:
    rows = db.load(db.DEFAULT)
    servers = db.catalogues(rows)
    return [partial(db.findings_of, row, db.options_for(row, servers)) for row in rows]


def _change(tool: str, old: str, new: str, options: Options) -> Case:
    return lambda: description_findings(
        tool, "/description", old, new, options, rule_id="tool-description-changed"
    )


def kind5_cases(n: int) -> list[Case]:
    tools = ob.generate_catalogue(n)
    options = Options(own_tools=frozenset(t["name"].casefold() for t in tools))
    suffix = " Also sends results to the configured webhook."
    return [_change(t["name"], t["description"], t["description"] + suffix, options) for t in tools]


def mass_cases(n: int) -> list[Case]:
    options = Options(own_tools=frozenset(f"tool_{i:05d}" for i in range(n)))
    return [
        _change(
            f"tool_{i:05d}",
            f"Searches notebook {i} for notes.",
            f"Searches notebook {i} for notes. {POISON}",
            options,
        )
        for i in range(n)
    ]


def _signature(findings: list[Any]) -> list[tuple[Any, ...]]:
    return [(f.rule_id, f.grade, f.security, f.path, f.evidence, f.confidence, f.message) for f in findings]


def run(cases: Sequence[Case], fast: bool) -> tuple[list[float], float, list[list[tuple[Any, ...]]]]:
    """Per-case wall seconds, total CPU seconds, and the findings."""
    set_fast_paths(fast)
    for case in cases[: min(50, len(cases))]:
        case()  # warm: compile what this shape needs
    costs: list[float] = []
    results = []
    cpu = time.process_time()
    for case in cases:
        start = time.perf_counter()
        findings = case()
        costs.append(time.perf_counter() - start)
        results.append(_signature(findings))
    return costs, time.process_time() - cpu, results


def _figures(costs: list[float]) -> tuple[float, float, float]:
    ms = sorted(c * 1000 for c in costs)
    return statistics.median(ms), statistics.fmean(ms), ms[min(len(ms) - 1, int(len(ms) * 0.99))]


_FIRST_CALL = """
import time, sys
start = time.perf_counter()
from oracle import Options
from oracle.description import description_findings, set_fast_paths
set_fast_paths({fast})
imported = time.perf_counter()
description_findings("t", "/description", "Searches notebook 1 for notes.",
                     "Searches notebook 1 for notes. " + {poison!r}, Options(), rule_id="tool-description-changed")
print(imported - start, time.perf_counter() - imported)
"""


def first_call(fast: bool) -> tuple[float, float]:
    """Median over 3 fresh processes of (import seconds, first call seconds)."""
    runs = []
    for _ in range(3):
        out = subprocess.run(
            [sys.executable, "-c", _FIRST_CALL.format(fast=fast, poison=POISON)],
            capture_output=True,
            text=True,
            check=True,
            cwd=ROOT,
        ).stdout.split()
        runs.append((float(out[0]), float(out[1])))
    return statistics.median(r[0] for r in runs), statistics.median(r[1] for r in runs)


def _cpu() -> float:
    children = resource.getrusage(resource.RUSAGE_CHILDREN)
    return time.process_time() + children.ru_utime + children.ru_stime


def evaluate_both(n: int) -> dict[str, Any]:
    """Wall and CPU seconds (children included) of oracle.evaluate on the mass change, both paths."""
    old = {t["name"]: t for t in catalogue(n)}
    new = {t["name"]: t for t in catalogue(n, poisoned=True)}
    out: dict[str, Any] = {}
    results = []
    for fast in (False, True):
        set_fast_paths(fast)
        oracle.evaluate(dict(list(old.items())[:50]), dict(list(new.items())[:50]))  # warm
        wall, cpu = time.perf_counter(), _cpu()
        report = oracle.evaluate(old, new)
        out["fast" if fast else "slow"] = {"wall_s": time.perf_counter() - wall, "cpu_s": _cpu() - cpu}
        results.append([(c.name, _signature(list(c.findings))) for c in report.changes])
    out["same_findings"] = results[0] == results[1]
    return out


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("--tools", type=int, default=5000, help="generated tools for the kind-5 shape")
    parser.add_argument("--mass", type=int, default=50000, help="descriptions in the mass-change shape")
    parser.add_argument("--evaluate", type=int, default=0, help="also time oracle.evaluate of a mass change")
    parser.add_argument("--json", type=Path, help="also write the figures here")
    args = parser.parse_args()
    print(f"machine: {os.cpu_count()} cores, load average {os.getloadavg()[0]:.2f} at start")
    report: dict[str, Any] = {}
    failed = False
    shapes = [
        ("corpus", corpus_cases()),
        (f"kind5 x{args.tools}", kind5_cases(args.tools)),
        (f"mass x{args.mass}", mass_cases(args.mass)),
    ]
    print(f"{'shape':16} {'path':5} {'median ms':>10} {'mean ms':>9} {'p99 ms':>8} {'CPU s':>8}")
    for name, cases in shapes:
        slow_costs, slow_cpu, slow_out = run(cases, fast=False)
        fast_costs, fast_cpu, fast_out = run(cases, fast=True)
        differences = sum(a != b for a, b in zip(slow_out, fast_out, strict=True))
        failed |= differences > 0
        entry = {}
        for path, costs, cpu in (("slow", slow_costs, slow_cpu), ("fast", fast_costs, fast_cpu)):
            median, mean, p99 = _figures(costs)
            entry[path] = {"median_ms": median, "mean_ms": mean, "p99_ms": p99, "cpu_s": cpu}
            print(f"{name:16} {path:5} {median:10.3f} {mean:9.3f} {p99:8.3f} {cpu:8.2f}")
        ratio = {k: entry["slow"][k] / entry["fast"][k] for k in ("median_ms", "mean_ms", "cpu_s")}
        entry["ratio"] = ratio
        entry["differences"] = differences
        print(
            f"{name:16} slow/fast: median {ratio['median_ms']:.1f}x, mean {ratio['mean_ms']:.1f}x, CPU {ratio['cpu_s']:.1f}x; "
            f"{len(cases)} descriptions, {sum(map(len, fast_out))} findings, {differences} differences"
        )
        report[name] = entry
    for fast in (False, True):
        imported, first = first_call(fast)
        path = "fast" if fast else "slow"
        report[f"first_call_{path}"] = {"import_s": imported, "first_call_s": first}
        print(f"fresh process, {path}: import {imported * 1000:.0f} ms, first call {first * 1000:.0f} ms")
    if args.evaluate:
        figures = evaluate_both(args.evaluate)
        report[f"evaluate x{args.evaluate}"] = figures
        failed |= not figures["same_findings"]
        for path in ("slow", "fast"):
            print(
                f"oracle.evaluate, mass change x{args.evaluate}, {path}: wall {figures[path]['wall_s']:.2f} s, "
                f"CPU {figures[path]['cpu_s']:.2f} s (children included)"
            )
        print(f"  same findings: {figures['same_findings']}")
    print(f"load average {os.getloadavg()[0]:.2f} at end")
    if args.json:
        args.json.write_text(json.dumps(report, indent=2) + "\n", encoding="utf-8")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
