"""Cost of fingerprinting and grading a probe response, against parsing the same response.

Usage: python bench/probe_bench.py [ELEMENTS ...]

For result arrays of N elements (default 1,000, 10,000 and 100,000 search hits, plus a hostile
response of N objects with all-distinct keys) it prints the time to fingerprint (shape + digest) and
to grade two fingerprints, as a ratio to `json.loads` of the same response text measured in the same
run. Ratios, not absolute times: the machine is shared.
"""

from __future__ import annotations

import json
import sys
import time
from collections.abc import Callable
from typing import Any

from oracle.behavior import fingerprint_result, grade_fingerprints


def best_of(fn: Callable[[], Any], runs: int = 3) -> float:
    best = float("inf")
    for _ in range(runs):
        started = time.perf_counter()
        fn()
        best = min(best, time.perf_counter() - started)
    return best


def hits(n: int) -> dict[str, Any]:
    results = [
        {"id": f"doc-{i}", "score": 1 / (i + 1), "title": "t", "tags": ["a"] if i % 2 else [], "meta": None}
        for i in range(n)
    ]
    return {"query": "q", "results": results, "latency_ms": 12}


def hostile(n: int) -> dict[str, Any]:
    return {"results": [{f"key-{i}": i} for i in range(n)]}


def row(label: str, value: dict[str, Any]) -> None:
    text = json.dumps(value)
    result = {"content": [{"type": "text", "text": text}], "structuredContent": value, "isError": False}
    baseline = best_of(lambda: json.loads(text))
    fingerprint = best_of(lambda: fingerprint_result(result).digest)
    old = fingerprint_result(result)
    grade = best_of(lambda: grade_fingerprints("t", old, old))
    print(
        f"{label:<22} {len(text):>12,} B   fingerprint {fingerprint / baseline:6.2f}x   grade {grade / baseline:6.3f}x"
    )


def main(argv: list[str]) -> int:
    sizes = [int(a) for a in argv] or [1_000, 10_000, 100_000]
    print("ratios to json.loads of the same response text (lower is cheaper)")
    for n in sizes:
        row(f"{n:,} hits", hits(n))
    for n in sizes:
        row(f"{n:,} distinct keys", hostile(n))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
