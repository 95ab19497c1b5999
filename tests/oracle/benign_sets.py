"""Integrity checks shared by the benign held-out sets' tests (fresh25, 29, 36, 43, and the records of
test_description_benign_sets.py: fresh52, 57 and 61).

Each such set is real description changes between published versions of PyPI MCP servers that no earlier
set, list or manifest used, chosen by a select_freshNN.py rule from metadata alone and built by a
build_freshNN.py. Each set's test file (or record) keeps its own constants (a `BenignSet`, the expected
names and counts) and calls these checks with them; the selection rule's own test builds its made-up indexes with
`made_up_indexes` below. They look at what a set is made of, never at a detector's output on it: no
detector is imported or run here, and no row's wording is looked at.
"""

from __future__ import annotations

import functools
import sys
from collections import Counter
from dataclasses import dataclass
from pathlib import Path
from types import ModuleType

import pytest

from tests.oracle.held_out_sets import (
    BENCH,
    DATA,
    assert_only_accepted_licences,
    assert_rows_trace_back_to_pinned_artifacts,
    comparable_rows,
    digest,
    package_key,
    packages_before_set,
    packages_of_set,
    rows_of,
    texts,
)
from tests.oracle.test_description_held_out_sets import NOT_TRAINED_ON, TRAINED_SINCE
from tests.oracle.test_description_labelled_set import RESERVED

sys.path.insert(0, str(BENCH / "corpus"))
sys.path.insert(0, str(BENCH))

import run_select_memo
import select_fresh9
import select_fresh12
import select_fresh13
import select_fresh17
import select_fresh19
import select_fresh21
import select_fresh23
import select_fresh25
import select_fresh29
import select_fresh36
import select_fresh43
import train_description_model

REPUBLISHED = ("iflow-mcp-", "mseep-", "mseep/", "mcpbind-")
# Every selection so far, in order (a later one recomputes the earlier ones).
SELECTIONS: tuple[ModuleType, ...] = (
    select_fresh9,
    select_fresh12,
    select_fresh13,
    select_fresh17,
    select_fresh19,
    select_fresh21,
    select_fresh23,
    select_fresh25,
    select_fresh29,
    select_fresh36,
    select_fresh43,
)


@dataclass(frozen=True)
class BenignSet:
    """One benign set: its name (data/<name>.jsonl, packages_<name>.txt, <name>_packages_manifest.jsonl),
    its build and selection modules and the pinned sha256 of its manifest."""

    name: str
    build: ModuleType
    select: ModuleType
    manifest_sha256: str

    @property
    def rows(self) -> Path:
        return DATA / f"{self.name}.jsonl"

    @property
    def packages(self) -> Path:
        return BENCH / "corpus" / f"packages_{self.name}.txt"

    @property
    def manifest(self) -> Path:
        return DATA / f"{self.name}_packages_manifest.jsonl"


def mine(s: BenignSet) -> set[str]:
    return packages_of_set(s.rows, s.packages, s.manifest)


def earlier(s: BenignSet) -> dict[str, str]:
    """Every package another list, manifest or set names, with the file naming it."""
    return packages_before_set(s.rows, s.packages, s.manifest)


def listed(s: BenignSet) -> list[str]:
    lines = s.packages.read_text(encoding="utf-8").splitlines()
    return [line.split()[1] for line in lines if line.strip() and not line.startswith("#")]


def check_no_package_is_earlier(s: BenignSet, known: set[str], read_over: int = 2000) -> None:
    """No package of the set is in another list, manifest or set (`known`: a few that must be read; over
    `read_over` read in all)."""
    before = earlier(s)
    assert len(before) > read_over  # every earlier list, manifest and set was read
    assert known <= set(before)
    assert {p: before[p] for p in mine(s) if p in before} == {}


def check_no_package_is_left_out_by_a_header(s: BenignSet, known: set[str]) -> None:
    """The names an earlier list's header mentions (left out for a licence, as unfetchable, a copy or not
    a server) are not fetched again (`known`: a few that must be among them)."""
    named = select_fresh13.named_in_headers(s.select.OWN)
    assert known <= named
    assert sorted(mine(s) & named) == []


def header_names(s: BenignSet) -> set[str]:
    """The package names the list's header (its "#" lines) mentions."""
    lines = s.packages.read_text(encoding="utf-8").splitlines()
    return {
        package_key(t) for line in lines if line.startswith("#") for t in select_fresh13._TOKEN.findall(line)
    }


def check_no_header_names_an_earlier_package(s: BenignSet) -> None:
    """The list's header names no package of an earlier list (an earlier set's check of the names headers
    leave out would otherwise count one of its own packages as left out)."""
    assert sorted(header_names(s) & set(earlier(s))) == []


def check_no_package_is_reserved_or_republished(s: BenignSet, selections: tuple[ModuleType, ...]) -> None:
    assert [p for p in mine(s) if RESERVED.search(p)] == []
    assert [p for p in mine(s) if p.startswith(REPUBLISHED)] == []
    left_out = {name for module in selections for name in module.LEFT_OUT}
    assert set(s.select.LEFT_OUT) <= left_out
    assert [p for p in mine(s) if p in left_out] == []


def check_shares_no_text_with_any_other_set(s: BenignSet, known: set[str]) -> None:
    """The build excluded every set of data/ (and the training collections); checked again on the
    committed files' benign and training rows, whatever set landed since (`known`: files that must be
    read)."""
    ours = texts(rows_of(s.rows))
    others = [p for p in sorted(DATA.glob("*.jsonl")) if "manifest" not in p.name and p != s.rows]
    assert known <= {p.name for p in others}
    for path in others:
        assert not ours & comparable_digests(path, path.stat().st_mtime_ns), path.name


@functools.cache
def comparable_digests(path: Path, mtime_ns: int) -> frozenset[str]:
    """The digests of a data file's texts another set must not share: its `comparable_rows` (a red team's
    attack rows are planted in a benign set's rewrites), their `text` in train5 (single texts), their
    `old` and `new` in the others (change rows). Every benign set's test reads every other data file: read
    once per test run instead. Keyed on the file's mtime, so a file a test rewrites is read again."""
    rows = comparable_rows(path)
    if not rows:
        return frozenset()
    return frozenset({digest(r["text"]) for r in rows} if "text" in rows[0] else texts(rows))


def check_rows_trace_back_to_pinned_artifacts(s: BenignSet) -> None:
    assert_rows_trace_back_to_pinned_artifacts(s.rows, s.manifest, s.manifest_sha256)


def check_only_accepted_licences(s: BenignSet) -> None:
    assert_only_accepted_licences(s.rows, s.build.ACCEPTED)


def check_no_server_dominates(s: BenignSet, min_servers: int) -> Counter[str]:
    """At least `min_servers` servers, none over the build's cap; benign vendor rows only. The rows per
    server, returned."""
    rows = rows_of(s.rows)
    per_server = Counter(r["source"] for r in rows)
    assert len(per_server) >= min_servers
    assert max(per_server.values()) <= s.build.MAX_ROWS_PER_SERVER == 65
    assert {r["label"] for r in rows} == {"benign"} and {r["style"] for r in rows} == {"vendor"}
    assert {r["class"] for r in rows} == {None}
    assert {r["kind"] for r in rows} <= {"rewrite", "property", "new_tool"}
    return per_server


def check_no_publisher_holds_more_than_five_servers(s: BenignSet) -> None:
    """By the names alone (the index summaries are not in the repository): the name patterns of the
    publishers the rule caps (the nineteenth set's)."""
    per_publisher = Counter(
        who
        for p in mine(s)
        for who, pattern in s.select.PUBLISHERS.items()
        if pattern.search(p) and pattern.pattern.startswith(("\\bMEOK", "^"))
    )
    assert s.select.PUBLISHER_CAP == 5
    assert s.select.PUBLISHERS == select_fresh19.PUBLISHERS
    assert all(n <= s.select.PUBLISHER_CAP for n in per_publisher.values()), per_publisher


def check_the_training_script_does_not_read_it(s: BenignSet) -> None:
    """Held out until the lead has scored it: neither a training collection of the description model
    nor one of its leave-one-collection-out folds."""
    assert s.name in NOT_TRAINED_ON
    assert s.name not in train_description_model.COLLECTIONS
    assert s.name not in train_description_model.HELD_OUT_FOLDS


def check_the_training_script_reads_it_as_a_fold(s: BenignSet) -> None:
    """Scored once by the lead, then spent: the model trains on it, and holds it out as a
    leave-one-collection-out fold of its own."""
    assert s.name in TRAINED_SINCE
    assert s.name in train_description_model.COLLECTIONS
    assert s.name in train_description_model.HELD_OUT_FOLDS


def check_the_build_decontaminates(s: BenignSet, last: int) -> None:
    """The build excludes every data/*.jsonl set on main when it was built (the corpus, the evaluation
    sets fresh3 to fresh<last> at least, train18 and train22; train5 at its pinned digest by
    build_fresh9.build), and not itself."""
    names = {p.name for p in s.build.EXCLUDE}
    assert names == {
        "corpus.jsonl",
        "fresh.jsonl",
        "train18.jsonl",
        "train22.jsonl",
        *(f"fresh{k}.jsonl" for k in s.build.FRESH),
    }
    assert set(range(3, last + 1)) <= set(s.build.FRESH) and s.rows.name not in names
    assert all(p.is_file() for p in s.build.EXCLUDE)


def check_the_committed_bytes_are_what_the_build_writes(s: BenignSet) -> None:
    """`build_freshNN.py --check` compares a rebuild with these bytes; the rows written back as the build
    writes them give the file unchanged (one JSON object a line, UTF-8, in build order)."""
    assert s.build.render(rows_of(s.rows)) == s.rows.read_bytes()
    assert s.rows == s.build.SET


def sha256_runs(s: BenignSet) -> list[list[str]]:
    """The list's names (PyPI only) cut into its runs in sha256 order of the names."""
    lines = s.packages.read_text(encoding="utf-8").splitlines()
    entries = [line.split()[:2] for line in lines if line.strip() and not line.startswith("#")]
    assert {e for e, _ in entries} == {"pypi"}
    names = [name for _, name in entries]
    runs: list[list[str]] = [[]]
    for name in names:
        if runs[-1] and select_fresh9._sha(name) < select_fresh9._sha(runs[-1][-1]):
            runs.append([])
        runs[-1].append(name)
    return runs


def index_file(tmp: Path, name: str, lines: list[str]) -> Path:
    path = tmp / name
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")
    return path


def memoise(monkeypatch: pytest.MonkeyPatch, selections: tuple[ModuleType, ...]) -> None:
    """run_select_memo.py's memoisation, undone after the test: each earlier selection is computed once
    per index file (every index is a file of its own, and every constant a test changes is changed before
    the first selection that reads it on that file)."""
    for module in selections:
        for attr in run_select_memo.MEMOISED:
            func = getattr(module, attr, None)
            if callable(func) and getattr(func, "__module__", None) == module.__name__:
                monkeypatch.setattr(module, attr, run_select_memo.memoised(func))


@dataclass
class MadeUp:
    """The made-up indexes the selection tests read and what the earlier selections give on them."""

    tmp: Path
    npm: Path
    pypi: Path
    lines: list[str]
    summary: dict[str, str]
    nineteenth: list[str]
    twenty_first: list[str]
    twenty_third: list[str]
    twenty_fifth: list[str]
    twenty_ninth: list[str]
    thirty_sixth: list[str]
    old: list[str]  # step K's window (versions 1.0 to 1.2 before 2026-01)
    old_armory: list[str]  # one publisher in step K's window
    young: list[str]  # step L's window (versions 0.2 to 0.4 from 2026-06)
    young_armory: list[str]  # the publisher again, in step L's


def made_up_indexes(
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
    selections: tuple[ModuleType, ...],
    *,
    old: int,
    young: int,
) -> MadeUp:
    """The forty-third set's made-up indexes (`old` names in step K's window, `young` in step L's), with
    every selection of `selections` memoised, and the nineteenth to thirty-sixth selections computed on
    them with small counts (each later one after the last of the one before, as on the real index)."""
    npm = index_file(
        tmp_path,
        "npm.tsv",
        [
            "name\tversion\tdownloads_a_month\tsummary",
            "busy-mcp\t2.0.0\t9000\tModel Context Protocol for Busy",
        ],
    )
    sha = select_fresh9._sha
    # The twenty-first to twenty-ninth selections take a few each here, not 150 (their count is the
    # default of `count`, read when the later selections recompute them): the same rule on a smaller index.
    originals = {m: m.candidates for m in (select_fresh21, select_fresh23, select_fresh25, select_fresh29)}
    # (set on the functions themselves: the memoised wrappers pass their arguments through)
    for module in (select_fresh21, select_fresh23, select_fresh25):
        monkeypatch.setattr(originals[module], "__defaults__", (3,))
    names = sorted((f"w{i}-mcp" for i in range(80)), key=sha)
    monkeypatch.setattr(select_fresh13, "PYPI_LOW_COUNT", 3)
    monkeypatch.setattr(select_fresh17, "AFTER", names[10])
    monkeypatch.setattr(select_fresh17, "PYPI_COUNT", 4)
    monkeypatch.setattr(select_fresh19, "LAST_OF_SEVENTEENTH", names[14])
    monkeypatch.setattr(select_fresh19, "STEP_D_COUNT", 2)
    armory = [f"mcparmory-api{i}" for i in range(12)]  # one publisher, step H's window
    spring = [f"i{i}-mcp" for i in range(16)]  # step I's (and J's) window
    olds = [f"k{i}-mcp" for i in range(old)]  # step K's window
    old_armory = [f"mcparmory-old{i}" for i in range(9)]  # the same publisher in step K's window
    youngs = [f"l{i}-mcp" for i in range(young)]  # step L's window
    young_armory = [f"mcparmory-young{i}" for i in range(3)]  # the publisher again, in step L's
    summary = {n: f"MCP server for {n}" for n in [*names, *spring, *olds, *youngs]}
    summary |= {n: f"MCP server for the {n} API" for n in [*armory, *old_armory, *young_armory]}
    lines = ["name\tversion\tmonth\trank\tsummary"]
    lines += [f"{n}\t1.1.0\t2026-07\t\t{summary[n]}" for n in names[:20]]  # 13's, 17's, 19's A
    lines += [f"{n}\t1.2.0\t2026-03\t\t{summary[n]}" for n in names[30:40]]  # 19's B
    lines += [f"{n}\t1.5.0\t2025-08\t\t{summary[n]}" for n in names[47:50]]  # 19's C
    lines += [f"{n}\t0.7.0\t2026-08\t\t{summary[n]}" for n in names[50:]]  # 19's D .. 25's G, 29's H
    lines += [f"{n}\t0.6.0\t2026-09\t\t{summary[n]}" for n in armory]
    lines += [f"{n}\t0.8.0\t2026-03\t\t{summary[n]}" for n in spring]  # 29's I, 36's J
    lines += [f"{n}\t1.1.0\t2025-08\t\t{summary[n]}" for n in olds]  # step K
    lines += [f"{n}\t1.0.2\t2025-04\t\t{summary[n]}" for n in old_armory]  # step K, one publisher
    lines += [f"{n}\t0.3.1\t2026-08\t\t{summary[n]}" for n in youngs]  # step L
    lines += [f"{n}\t0.2.0\t2026-10\t\t{summary[n]}" for n in young_armory]  # step L, the publisher
    pypi = index_file(tmp_path, "pypi.tsv", lines)
    memoise(monkeypatch, selections)
    nineteenth = [line.split()[1] for line in select_fresh19.candidates(npm, pypi)]
    monkeypatch.setattr(select_fresh21, "LAST_OF_NINETEENTH", nineteenth[-1])
    twenty_first = [line.split()[1] for line in select_fresh21.candidates(npm, pypi)]
    monkeypatch.setattr(select_fresh23, "LAST_OF_TWENTY_FIRST", twenty_first[-1])
    twenty_third = [line.split()[1] for line in select_fresh23.candidates(npm, pypi)]
    monkeypatch.setattr(select_fresh25, "LAST_OF_TWENTY_THIRD", twenty_third[-1])
    twenty_fifth = [line.split()[1] for line in select_fresh25.candidates(npm, pypi)]
    monkeypatch.setattr(select_fresh29, "LAST_OF_TWENTY_FIFTH", twenty_fifth[-1])
    # The twenty-ninth selection stops part way into step I, as on the real index (its COUNT, the
    # default of `count`, read when the later selections recompute it).
    every_29 = select_fresh29.candidates(npm, pypi, count=None)
    step_i = sorted(spring, key=sha)
    count_29 = len(every_29) - len([line for line in every_29 if line.split()[1] in step_i]) + 4
    monkeypatch.setattr(originals[select_fresh29], "__defaults__", (count_29,))
    twenty_ninth = [line.split()[1] for line in select_fresh29.candidates(npm, pypi)]
    assert twenty_ninth == [line.split()[1] for line in every_29[:count_29]]
    assert twenty_ninth[-1] in step_i
    monkeypatch.setattr(select_fresh36, "LAST_OF_TWENTY_NINTH", twenty_ninth[-1])
    thirty_sixth = [line.split()[1] for line in select_fresh36.candidates(npm, pypi)]
    assert thirty_sixth and set(thirty_sixth) <= set(step_i)  # the rest of step I
    return MadeUp(
        tmp_path,
        npm,
        pypi,
        lines,
        summary,
        nineteenth,
        twenty_first,
        twenty_third,
        twenty_fifth,
        twenty_ninth,
        thirty_sixth,
        olds,
        old_armory,
        youngs,
        young_armory,
    )


def late_name(prefix: str, below: str, after: str = "") -> str:
    """A made-up name sorting after `after` (if given) and before `below` in sha256 order."""
    sha = select_fresh9._sha
    low = sha(after) if after else ""
    names = (f"{prefix}{i}-mcp" for i in range(10_000))
    return next(n for n in names if low < sha(n) < sha(below))
