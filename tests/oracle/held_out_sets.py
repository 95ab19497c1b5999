"""Integrity checks shared by the held-out evaluation sets' tests (fresh.jsonl, fresh3.jsonl, fresh4.jsonl).

Each set is other authors' attacks planted into real descriptions of MCP servers outside the sets built
before it, plus those servers' own benign changes. These checks look at what a set is made of, never at
a detector's output on it: no detector runs on a set's rows here. (`check_bench_refuses` imports the bench,
and with it the detector, to check that the bench refuses a held-out set's rows before it scores any.)
"""

from __future__ import annotations

import contextlib
import functools
import hashlib
import io
import json
import re
import subprocess
import sys
from collections import Counter
from pathlib import Path
from typing import Any
from unittest import mock

from tests.oracle.test_description_labelled_set import CLASSES, FIELDS, RESERVED

BENCH = Path(__file__).resolve().parents[2] / "bench"
DATA = BENCH / "corpus" / "data"
Row = dict[str, Any]


def rows_of(path: Path) -> list[Row]:
    return [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines() if line.strip()]


def comparable_rows(path: Path) -> list[Row]:
    """A set's rows whose texts another set must not share: a red team's attack rows are planted in a
    benign set's real rewrites, so their host texts are shared by design and left out. A training
    collection's hard negatives are planted in a benign set's real descriptions too: their host text (`old`)
    is left out, their own text (`new`) kept."""
    rows = [r for r in rows_of(path) if r.get("label") != "attack"]
    planted = [
        str(r.get("source", "")).startswith("train") and "woven into" in str(r.get("origin", ""))
        for r in rows
    ]
    return [{**r, "old": None} if hosted else r for r, hosted in zip(rows, planted, strict=True)]


def digest(text: str) -> str:
    return hashlib.sha256(" ".join(text.split()).encode()).hexdigest()


def texts(rows: list[Row]) -> set[str]:
    return {digest(t) for row in rows for t in (row["old"], row["new"]) if t}


def reserved_digests() -> set[str]:
    lines = (BENCH / "corpus" / "reserved_text_sha256.txt").read_text(encoding="utf-8").splitlines()
    return {line for line in lines if line and not line.startswith("#")}


def check_schema(rows: list[Row], sources: set[str]) -> None:
    """The corpus schema; attacks only from `sources`, benign rows only from registry packages."""
    assert rows
    for row in rows:
        assert set(FIELDS) <= set(row), row.get("id")
        assert row["label"] in ("attack", "benign")
        assert row["kind"] in ("rewrite", "property", "new_tool")
        assert (row["old"] is None) == (row["kind"] == "new_tool"), row["id"]
        assert isinstance(row["new"], str) and row["new"].strip() and row["old"] != row["new"], row["id"]
        assert isinstance(row["catalogue"], list) and all(isinstance(n, str) for n in row["catalogue"])
        for field in ("source", "origin", "licence", "style", "tool"):
            assert isinstance(row[field], str) and row[field], (row["id"], field)
        if row["label"] == "attack":
            assert row["source"] in sources, row["id"]
            assert row["class"] and set(row["class"]) <= CLASSES, row["id"]
        else:
            assert row["class"] is None and row["style"] == "vendor", row["id"]
            assert row["source"].split(":", 1)[0] in ("npm", "pypi"), row["id"]
        assert not RESERVED.search(f"{row['source']} {row['origin']}"), row["id"]
    ids = Counter(row["id"] for row in rows)
    assert [i for i, n in ids.items() if n > 1] == []


def listed_packages(packages_file: Path) -> set[str]:
    """`ecosystem:package` for every line of a packages list."""
    return {
        f"{line.split()[0]}:{line.split()[1]}"
        for line in packages_file.read_text(encoding="utf-8").splitlines()
        if line.strip() and not line.startswith("#")
    }


def package_key(name: str) -> str:
    """A package's name as both registries' names are compared: lower-cased, runs of -_. as one -."""
    return re.sub(r"[-_.]+", "-", name.lower())


def packages_of_set(rows: Path, packages_file: Path, manifest: Path) -> set[str]:
    """A benign set's packages (keys): its list, which holds every pinned artifact's package, which holds
    every row's server."""
    listed = {package_key(p.split(":", 1)[1]) for p in listed_packages(packages_file)}
    pinned = {package_key(e["package"]) for e in rows_of(manifest)}
    sources = {package_key(r["source"].split(":", 1)[1]) for r in rows_of(rows)}
    assert sources <= pinned <= listed
    return listed


def packages_before_set(rows: Path, packages_file: Path, manifest: Path) -> dict[str, str]:
    """Every package another list, manifest or set names (keys), with the file naming it."""
    out: dict[str, str] = {}
    for path in sorted((BENCH / "corpus").glob("packages*.txt")):
        if path != packages_file:
            out |= {package_key(p.split(":", 1)[1]): path.name for p in listed_packages(path)}
    for path in sorted(DATA.glob("*.jsonl")):
        if path.name in (rows.name, manifest.name):
            continue
        for row in rows_of(path):
            if "manifest" in path.name:
                out[package_key(row["package"])] = path.name
            elif str(row.get("source", "")).split(":", 1)[0] in ("npm", "pypi"):
                out[package_key(row["source"].split(":", 1)[1])] = path.name
    return out


def planted_host(row: Row) -> str | None:
    """The benign row a planted attack was built on, as its origin names it (None: not planted)."""
    origin = str(row["origin"])
    if "; appended to the new tool " in origin:
        return "birth:" + origin.split("; appended to the new tool ", 1)[1]
    if "; planted (" in origin:
        after = origin.split("; planted (", 1)[1].split(") into ", 1)[1]
        return "change:" + after.removesuffix(" (its real rewrite)")
    return None


def check_host_texts(rows: list[Row]) -> int:
    """Every planted row keeps the whole real description it was planted into (its words in order), and
    its old text is the host's real old text or, when only the payload was added, the host's own text:
    no attack is told apart from benign rows by a missing or edited host. Returns the rows checked."""
    hosts = {f"change:{r['origin']} {r['kind']} {r['tool']}": r for r in rows if r["label"] == "benign"}
    hosts |= {f"birth:{r['tool']} of {r['origin']}": r for r in rows if r["label"] == "benign"}
    checked = 0
    for row in rows:
        key = planted_host(row) if row["label"] == "attack" else None
        if key is None:
            continue
        host = hosts[key]
        if key.startswith("birth:"):
            assert row["old"] is None, row["id"]
        else:
            real = str(row["origin"]).endswith("(its real rewrite)")
            assert row["old"] == (host["old"] if real else host["new"]), row["id"]
        words = iter(row["new"].split())
        assert all(word in words for word in host["new"].split()), row["id"]
        checked += 1
    return checked


def check_bench_refuses(args: list[str], *reasons: str) -> None:
    """bench/description_bench.py with `args` exits 2 with one of `reasons` on stderr and prints nothing
    on stdout: no row, and no figure either. Its `main()` runs in this process (a subprocess per option
    cost 1.3 s of interpreter start and imports each, 500 of them a test run);
    `run_bench_command` checks the command line itself."""
    code, out, err = run_bench_main(args)
    assert code == 2, (args, out[-300:])
    assert any(reason in err for reason in reasons), (args, err[-300:])
    assert out == ""


def run_bench_main(args: list[str]) -> tuple[int | str | None, str, str]:
    """description_bench.main() on `args` in this process: (exit code, stdout, stderr). The bench switches
    the sentence model on or off for the process; the caller's setting is restored."""
    if str(BENCH) not in sys.path:
        sys.path.insert(0, str(BENCH))
    import description_bench

    from oracle.description import set_model

    out, err = io.StringIO(), io.StringIO()
    was = set_model(True)
    try:
        with (
            mock.patch.object(sys, "argv", ["description_bench.py", *args]),
            contextlib.redirect_stdout(out),
            contextlib.redirect_stderr(err),
        ):
            description_bench.main()
        code: int | str | None = 0
    except SystemExit as exit_:
        code = exit_.code
    finally:
        set_model(was)
    return code, out.getvalue(), err.getvalue()


def run_bench_command(args: list[str]) -> subprocess.CompletedProcess[str]:
    """bench/description_bench.py run as a command, as a user runs it."""
    return subprocess.run(
        [sys.executable, str(BENCH / "description_bench.py"), *args],
        capture_output=True,
        text=True,
        timeout=120,
        check=False,
    )


_ORIGIN = re.compile(r"(.+)@([^@\s]+) -> (.+)@([^@\s]+)")


def assert_rows_trace_back_to_pinned_artifacts(rows: Path, manifest: Path, manifest_sha256: str) -> None:
    """Each row's versions are in the manifest (whose digest is pinned), with the artifact's sha256 and
    the licence the row carries (the ninth and twelfth sets)."""
    assert hashlib.sha256(manifest.read_bytes()).hexdigest() == manifest_sha256
    pinned = {(e["ecosystem"], e["package"], e["version"]): e for e in rows_of(manifest)}
    assert all(re.fullmatch(r"[0-9a-f]{64}", e["sha256"]) and e["artifact"] for e in pinned.values())
    for row in rows_of(rows):
        ecosystem, package = row["source"].split(":", 1)
        m = _ORIGIN.fullmatch(row["origin"])
        assert m and m.group(1) == m.group(3) == package, row["id"]
        old, new = pinned[(ecosystem, package, m.group(2))], pinned[(ecosystem, package, m.group(4))]
        assert old["version"] != new["version"], row["id"]
        assert row["licence"] in {new["license"], old["license"]} | {
            e["license"] for k, e in pinned.items() if k[:2] == (ecosystem, package)
        }, row["id"]


def assert_only_accepted_licences(rows: Path, accepted: frozenset[str] | set[str]) -> None:
    licences = Counter(r["licence"] for r in rows_of(rows))
    assert set(licences) <= accepted, licences
    assert not {"GPL", "AGPL", "BUSL", "Proprietary", ""} & set(licences)


def assert_no_text_shared(path: Path, ours: set[str], text_fields: tuple[str, ...]) -> None:
    """No digest in `ours` (a set's planted texts) is any text field of another data file beside `path`, or
    of a reserved collection: a red-team set copies nothing from an earlier set, a benign host or a
    collection kept for independent evaluation."""
    others = [p for p in sorted(path.parent.glob("*.jsonl")) if p != path and "manifest" not in p.name]
    assert len(others) >= 25
    for other in others:
        theirs = field_digests(other, other.stat().st_mtime_ns, text_fields)
        assert theirs and not ours & theirs, other.name
    assert not ours & reserved_digests()


@functools.cache
def field_digests(path: Path, mtime_ns: int, text_fields: tuple[str, ...]) -> frozenset[str]:
    """The digests of a data file's text fields. Every red-team set's test reads every other data file
    (57 files, 4 s a set): read once per test run instead. Keyed on the file's mtime, so a file a test
    rewrites is read again."""
    return frozenset(
        digest(v)
        for r in rows_of(path)
        for k, v in r.items()
        if k in text_fields and isinstance(v, str) and v
    )
