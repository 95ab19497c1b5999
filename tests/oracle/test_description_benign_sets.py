"""Provenance of the benign held-out sets fresh52, fresh57, fresh61, fresh64 and fresh67
(`bench/corpus/data/fresh<n>.jsonl`, benign rows only; README, "Fifty-second / Fifty-seventh / Sixty-first /
Sixty-fourth / Sixty-seventh independent evaluation set").

Each was built on 2026-12-07 before any detector ran on it. fresh52 was scored once in the fourteenth
session and fresh57 once since, then opened for a development look at its false alarms:
test_description_held_out_sets.py registers both as TRAINED_SINCE (the fifteenth and sixteenth sessions'
retraining read them), fresh61 (the seventeenth's) and fresh64 (the eighteenth's) are registered as
TRAINED_SINCE; fresh67 (built on 2026-12-08) is registered as NOT_TRAINED_ON. These check what is particular to each
set, with the checks tests/oracle/benign_sets.py shares: every package is new to every earlier set, list
and manifest (the set before's included) and to the names their headers leave out; none is reserved or
republished; the rows trace back to the pinned artifacts; the licences are the nineteenth set's accepted
ones; no server and no publisher dominates; the training script reads the set as a fold once it was
scored, and does not read it before; it shares no text with any other set; the committed bytes are what
the build writes; and the selection rule does what its header says, on a made-up index, with the earlier
selections it recomputes memoised as run_select_memo.py memoises them (select_fresh52.py, the forty-third
set's steps K and L continued as steps M and N; select_fresh57.py, the fifty-second set's step N continued
as step O; select_fresh61.py, the fifty-seventh set's step O continued as step P; select_fresh64.py, the
sixty-first set's step P continued as step Q; select_fresh67.py, the sixty-fourth set's step Q continued as
step R and widened by step S). No detector runs here, and no row's wording is looked at.

One record per set (`SETS`) holds the constants its own test file held; every check runs on every set
that has it, with those constants. What a set does its own way (its list's runs, fresh52's selection rule
and share cap) is the record's own function or a test of its own; the selections that continue step L's
window (fresh57's step O, fresh61's P, fresh64's Q) share one check, `selection_rule_continued`, over
their records' fields.
"""

from __future__ import annotations

import sys
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from pathlib import Path
from types import ModuleType

import pytest

from tests.oracle import benign_sets as shared
from tests.oracle.held_out_sets import BENCH, rows_of

sys.path.insert(0, str(BENCH / "corpus"))

import build_fresh19
import build_fresh43
import build_fresh52
import build_fresh57
import build_fresh61
import build_fresh64
import build_fresh67
import select_fresh9
import select_fresh19
import select_fresh29
import select_fresh36
import select_fresh43
import select_fresh52
import select_fresh57
import select_fresh61
import select_fresh64
import select_fresh67


@dataclass(frozen=True)
class Record:
    """A benign set and the constants of its checks."""

    set: shared.BenignSet
    selections: tuple[ModuleType, ...]  # every selection up to the set's own, in order
    earlier_known: frozenset[str]  # a few packages of earlier lists, manifests and sets that must be read
    left_out_known: frozenset[str]  # a few names earlier lists' headers leave out that must be read
    left_out_count: int  # len(select.LEFT_OUT)
    other_sets_known: frozenset[str]  # a few data files the shared-text check must read
    build_before: ModuleType  # the build of the set before: its accepted licences are the same
    share_cap_is_reached: bool  # the build's share cap equals the largest server's rows (else: at least)
    trained_since: bool  # scored once, then read by the training script as a fold
    decontaminates_through: int  # fresh3 to fresh<this>: the data sets on main when it was built
    rules_order: Callable[[Record], None]  # test_the_list_keeps_the_rules_order's own checks
    selection_rule: Callable[[Record, Path, pytest.MonkeyPatch], None]  # test_selection_rule_by_metadata's
    # selection_rule_continued's made-up index: names in step L's window, and packages of earlier sets and
    # headers (name: summary) it must not take
    made_up_young: int = 0
    made_up_named: Mapping[str, str] = field(default_factory=dict)

    @property
    def name(self) -> str:
        return self.set.name

    @property
    def number(self) -> int:
        return int(self.name.removeprefix("fresh"))


FRESH52_STEP_M_LISTED = 73  # fresh52's list's step M packages (the rest are step N's)


def rules_order_52(r: Record) -> None:
    """packages_fresh52.txt lists PyPI packages only, in the rule's order: step M in sha256 order of the
    names, every one left after the forty-third set's last step K candidate, then step N in sha256 order,
    after its last step L candidate, at most STEP_N_COUNT; the windows are the forty-third set's."""
    runs = shared.sha256_runs(r.set)
    assert len(runs) == 2  # two runs in sha256 order: step M's, then step N's
    step_m, step_n = runs
    assert len(step_m) == FRESH52_STEP_M_LISTED
    assert select_fresh52.STEP_N_COUNT == 180 and len(step_n) <= 180 and select_fresh52.STEP_M_COUNT is None
    sha = select_fresh9._sha
    assert sha(step_m[0]) > sha(select_fresh52.LAST_OF_STEP_K)
    assert sha(step_n[0]) > sha(select_fresh52.LAST_OF_STEP_L)
    # the forty-third set's last candidates of each step, as its list has them (its last listed of step K
    # and of step L sort at or before them)
    listed_43 = shared.sha256_runs(shared.BenignSet("fresh43", build_fresh43, select_fresh43, ""))
    assert sha(listed_43[0][-1]) <= sha(select_fresh52.LAST_OF_STEP_K)
    assert sha(listed_43[1][-1]) <= sha(select_fresh52.LAST_OF_STEP_L)
    assert (
        select_fresh43.STEP_K_VERSIONS == ((1, 0), (1, 3)) and select_fresh43.STEP_K_BELOW_MONTH == "2026-01"
    )
    assert select_fresh43.STEP_L_VERSIONS == ((0, 2), (0, 5)) and select_fresh43.STEP_L_MONTH == "2026-06"


def selection_rule_52(r: Record, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """PyPI only: step M, step K's window (versions 1.0 to 1.2 released before 2026-01) after the
    forty-third set's last step K candidate, every one left; then step N, step L's window (0.2 to 0.4
    released 2026-06 or later) after its last step L candidate, the first STEP_N_COUNT; each in sha256
    order; never a candidate of the forty-third or an earlier selection, a copy of one's summary, a
    library-like, republished, named or same-summary package, nor a name of a window neither step reads;
    at most PUBLISHER_CAP of one publisher, counted over this set's candidates only (steps M and N
    together). The earlier selections' candidates are unchanged by the names steps M and N read."""
    made = shared.made_up_indexes(tmp_path, monkeypatch, r.selections, old=24, young=14)
    sha = select_fresh9._sha
    npm, pypi = made.npm, made.pypi
    # The forty-third selection takes a few of each step here, not 180 and 120 (its counts, the defaults
    # of `count` and `count_l`, read when this selection recomputes it).
    monkeypatch.setattr(select_fresh43.candidates.__wrapped__, "__defaults__", (8, 4))  # type: ignore[attr-defined]
    forty_third = [line.split()[1] for line in select_fresh43.candidates(npm, pypi)]
    window = sorted([*made.old, *made.old_armory], key=sha)
    window_l = sorted([*made.young, *made.young_armory], key=sha)
    in_k = [n for n in forty_third if n in window]
    in_l = [n for n in forty_third if n in window_l]
    assert len(in_k) == 8 and len(in_l) == 4 and forty_third == in_k + in_l
    monkeypatch.setattr(select_fresh52, "LAST_OF_STEP_K", in_k[-1])
    monkeypatch.setattr(select_fresh52, "LAST_OF_STEP_L", in_l[-1])
    first = [line.split()[1] for line in select_fresh52.candidates(npm, pypi)]
    after_k = [n for n in window if sha(n) > sha(in_k[-1])]
    after_l = [n for n in window_l if sha(n) > sha(in_l[-1])]
    # the cap over steps M and N together (this set's candidates only: the forty-third's do not count)
    assert first == select_fresh19.capped([*after_k, *after_l], made.summary, 5)
    assert not set(first) & set(forty_third)

    # made-up names sorting after the forty-third set's last candidate of the step whose window they
    # are near, and before the window's last name (so a count would read them)
    k, n = {"below": window[-1], "after": in_k[-1]}, {"below": window_l[-1], "after": in_l[-1]}
    left_out_43, left_out_52 = shared.late_name("left43-", **k), shared.late_name("left52-", **k)
    monkeypatch.setitem(select_fresh43.LEFT_OUT, left_out_43, "an earlier list's by name (made up)")
    monkeypatch.setitem(select_fresh52.LEFT_OUT, left_out_52, "this list's by name (made up)")
    copied = after_k[0]
    never = {
        shared.late_name("low", **k): "0.9.0\t2025-08\t\tMCP server, too low a version for step M",
        shared.late_name("high", **k): "1.3.0\t2025-08\t\tMCP server, too high a version for step M",
        shared.late_name("late", **k): "1.1.0\t2026-01\t\tMCP server, too late for step M",
        shared.late_name("lowl", **n): "0.1.9\t2026-08\t\tMCP server, too low a version for step N",
        shared.late_name("earlyl", **n): "0.4.0\t2026-05\t\tMCP server, too early for step N",
        shared.late_name("copyl", **n): f"0.3.0\t2026-08\t\t{made.summary[copied]}",  # step M's summary
        shared.late_name("c43-", **k): f"1.1.0\t2025-08\t\t{made.summary[forty_third[0]]}",  # a 43rd's
        shared.late_name("sdk", **k): "1.1.0\t2025-08\t\tPython SDK for MCP servers",
        "mcpbind-" + shared.late_name("k", **k): "1.1.0\t2025-08\t\tMCP Server Package: some-mcp",
        shared.late_name("copy", window[-1], copied): f"1.1.0\t2025-08\t\t{made.summary[copied]}",
        left_out_43: "1.1.0\t2025-08\t\tMCP server for left-out things",
        left_out_52: "1.1.0\t2025-08\t\tMCP server for other left-out things",
        "qiloback-mcp": "1.1.0\t2025-08\t\tMCP server the thirty-sixth list's header names",
        "thesma-mcp": "1.1.0\t2025-08\t\tMCP server of the thirty-sixth set",
    }
    # a file of its own: the memoised selections read it afresh
    pypi = shared.index_file(
        tmp_path, "pypi2.tsv", made.lines + [f"{n}\t{rest}" for n, rest in never.items()]
    )
    # the earlier selections' candidates are unchanged by the names added after their last ones
    assert [line.split()[1] for line in select_fresh29.candidates(npm, pypi)] == made.twenty_ninth
    assert [line.split()[1] for line in select_fresh36.candidates(npm, pypi)] == made.thirty_sixth
    assert [line.split()[1] for line in select_fresh43.candidates(npm, pypi)] == forty_third
    got = [line.split()[1] for line in select_fresh52.candidates(npm, pypi)]
    assert got == first
    assert not set(never) & set(got)
    # a count cuts each step: step M's (every one left by default), then step N's
    m = len([n for n in got if n in window])
    assert m and len(got) > m + 3
    assert [line.split()[1] for line in select_fresh52.candidates(npm, pypi, count_m=m - 2)] == [
        *got[: m - 2],
        *got[m:],
    ]
    assert [line.split()[1] for line in select_fresh52.candidates(npm, pypi, count_n=3)] == got[: m + 3]
    # the publisher had servers in both earlier steps and reaches its cap in this set's
    assert [n for n in forty_third if n.startswith("mcparmory-")]
    assert len([n for n in got if n.startswith("mcparmory-")]) <= select_fresh52.PUBLISHER_CAP


def rules_order_57(r: Record) -> None:
    """packages_fresh57.txt lists PyPI packages only, in the rule's order: step O in sha256 order of the
    names, after the fifty-second set's last step N candidate, at most STEP_O_COUNT; the window is the
    forty-third set's step L."""
    runs = shared.sha256_runs(r.set)
    assert len(runs) == 1  # one run in sha256 order: step O's
    (step_o,) = runs
    assert select_fresh57.STEP_O_COUNT == 220 and len(step_o) <= 220
    sha = select_fresh9._sha
    assert sha(step_o[0]) > sha(select_fresh57.LAST_OF_STEP_N)
    # the fifty-second set's last listed step N package sorts at or before its last step N candidate
    listed_52 = shared.sha256_runs(shared.BenignSet("fresh52", build_fresh52, select_fresh52, ""))
    assert sha(listed_52[1][-1]) <= sha(select_fresh57.LAST_OF_STEP_N)
    assert select_fresh43.STEP_L_VERSIONS == ((0, 2), (0, 5)) and select_fresh43.STEP_L_MONTH == "2026-06"


def rules_order_61(r: Record) -> None:
    """packages_fresh61.txt lists PyPI packages only, in the rule's order: step P in sha256 order of the
    names, after the fifty-seventh set's last step O candidate, at most STEP_P_COUNT; the window is the
    forty-third set's step L."""
    runs = shared.sha256_runs(r.set)
    assert len(runs) == 1  # one run in sha256 order: step P's
    (step_p,) = runs
    assert select_fresh61.STEP_P_COUNT == 260 and len(step_p) <= 260
    sha = select_fresh9._sha
    assert sha(step_p[0]) > sha(select_fresh61.LAST_OF_STEP_O)
    # the fifty-seventh set's last listed step O package sorts at or before its last step O candidate
    listed_57 = shared.sha256_runs(shared.BenignSet("fresh57", build_fresh57, select_fresh57, ""))
    assert len(listed_57) == 1
    assert sha(listed_57[0][-1]) <= sha(select_fresh61.LAST_OF_STEP_O)
    assert sha(select_fresh57.LAST_OF_STEP_N) < sha(select_fresh61.LAST_OF_STEP_O)
    assert select_fresh43.STEP_L_VERSIONS == ((0, 2), (0, 5)) and select_fresh43.STEP_L_MONTH == "2026-06"


def rules_order_64(r: Record) -> None:
    """packages_fresh64.txt lists PyPI packages only, in the rule's order: step Q in sha256 order of the
    names, after the sixty-first set's last step P candidate, at most STEP_Q_COUNT; the window is the
    forty-third set's step L."""
    runs = shared.sha256_runs(r.set)
    assert len(runs) == 1  # one run in sha256 order: step Q's
    (step_q,) = runs
    assert select_fresh64.STEP_Q_COUNT == 280 and len(step_q) <= 280
    sha = select_fresh9._sha
    assert sha(step_q[0]) > sha(select_fresh64.LAST_OF_STEP_P)
    # the sixty-first set's last listed step P package sorts at or before its last step P candidate
    listed_61 = shared.sha256_runs(shared.BenignSet("fresh61", build_fresh61, select_fresh61, ""))
    assert len(listed_61) == 1
    assert sha(listed_61[0][-1]) <= sha(select_fresh64.LAST_OF_STEP_P)
    assert sha(select_fresh61.LAST_OF_STEP_O) < sha(select_fresh64.LAST_OF_STEP_P)
    assert select_fresh43.STEP_L_VERSIONS == ((0, 2), (0, 5)) and select_fresh43.STEP_L_MONTH == "2026-06"


def continuing(r: Record) -> list[tuple[ModuleType, str]]:
    """The selections that continue step L's window, each after the last candidate of the one before: the
    fifty-seventh's step O (after the fifty-second's step N), the sixty-first's step P, ... up to the
    record's own, each with its step's letter (its LAST_OF_STEP_<the letter before> names where it starts,
    its count_<letter> cuts it)."""
    chain = r.selections[r.selections.index(select_fresh52) + 1 :]
    return [(module, chr(ord("O") + i)) for i, module in enumerate(chain)]


def selection_rule_continued(r: Record, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """PyPI only: the set's step (`continuing`), step L's window (0.2 to 0.4 released 2026-06 or later)
    after the set before's last candidate, the first STEP_<letter>_COUNT, in sha256 order; never a
    candidate of the set before or an earlier selection, a copy of one's summary, a library-like,
    republished, named or same-summary package, nor a name outside step L's window; at most PUBLISHER_CAP
    of one publisher, counted over this set's candidates only. The earlier selections' candidates are
    unchanged by the names the step reads. (fresh57, fresh61 and fresh64: the record's `made_up_young`
    names in step L's window, its `made_up_named` packages of earlier sets and headers in the index.)"""
    steps = continuing(r)
    own, letter = steps[-1]
    made = shared.made_up_indexes(tmp_path, monkeypatch, r.selections, old=24, young=r.made_up_young)
    sha = select_fresh9._sha
    npm, pypi = made.npm, made.pypi

    def names(lines: list[str]) -> list[str]:
        return [line.split()[1] for line in lines]

    # The forty-third selection takes a few of each step here, not 180 and 120, the fifty-second every
    # one left of step K and a few of step L, the continuing ones before this set's a few of step L
    # (their counts, read when this selection recomputes them).
    monkeypatch.setattr(select_fresh43.candidates.__wrapped__, "__defaults__", (8, 4))  # type: ignore[attr-defined]
    monkeypatch.setattr(select_fresh52.candidates.__wrapped__, "__defaults__", (None, 4))  # type: ignore[attr-defined]
    for module, _ in steps[:-1]:
        monkeypatch.setattr(module.candidates.__wrapped__, "__defaults__", (4,))
    forty_third = names(select_fresh43.candidates(npm, pypi))
    window = sorted([*made.old, *made.old_armory], key=sha)
    window_l = sorted([*made.young, *made.young_armory], key=sha)
    in_k = [n for n in forty_third if n in window]
    in_l = [n for n in forty_third if n in window_l]
    assert len(in_k) == 8 and len(in_l) == 4
    monkeypatch.setattr(select_fresh52, "LAST_OF_STEP_K", in_k[-1])
    monkeypatch.setattr(select_fresh52, "LAST_OF_STEP_L", in_l[-1])
    fifty_second = names(select_fresh52.candidates(npm, pypi))
    in_n = [n for n in fifty_second if n in window_l]
    assert len(in_n) == 4 and fifty_second[-4:] == in_n
    # every selection before this set's, with its candidates here; the last one's last candidate
    before: list[tuple[ModuleType, list[str]]] = [
        (select_fresh43, forty_third),
        (select_fresh52, fifty_second),
    ]
    last = in_n[-1]
    for module, step in steps[:-1]:
        monkeypatch.setattr(module, f"LAST_OF_STEP_{chr(ord(step) - 1)}", last)
        theirs = names(module.candidates(npm, pypi))
        assert len(theirs) == 4 and set(theirs) <= set(window_l)
        before.append((module, theirs))
        last = theirs[-1]
    monkeypatch.setattr(own, f"LAST_OF_STEP_{chr(ord(letter) - 1)}", last)
    first = names(own.candidates(npm, pypi))
    after = [n for n in window_l if sha(n) > sha(last)]
    # the cap over this set's candidates only (the earlier selections' do not count)
    assert first == select_fresh19.capped(after, made.summary, 5)
    assert first and not set(first) & {n for _, theirs in before for n in theirs}

    # made-up names sorting after the set before's last candidate and before the window's last name (so
    # the count would read them)
    n = {"below": window_l[-1], "after": last}
    previous = before[-1][0]
    number_before = int(previous.__name__.removeprefix("select_fresh"))
    left_out_before = shared.late_name(f"left{number_before}-", **n)
    left_out_own = shared.late_name(f"left{r.number}-", **n)
    monkeypatch.setitem(previous.LEFT_OUT, left_out_before, "an earlier list's by name (made up)")
    monkeypatch.setitem(own.LEFT_OUT, left_out_own, "this list's by name (made up)")
    copied = after[0]
    never = {
        shared.late_name("lowl", **n): f"0.1.9\t2026-08\t\tMCP server, too low a version for step {letter}",
        shared.late_name("earlyl", **n): f"0.4.0\t2026-05\t\tMCP server, too early for step {letter}",
        # the set before's last candidate's summary
        shared.late_name(f"c{number_before}-", **n): f"0.3.0\t2026-08\t\t{made.summary[last]}",
        shared.late_name("sdk", **n): "0.3.0\t2026-08\t\tPython SDK for MCP servers",
        "mcpbind-" + shared.late_name("o", **n): "0.3.0\t2026-08\t\tMCP Server Package: some-mcp",
        shared.late_name("copy", window_l[-1], copied): f"0.3.0\t2026-08\t\t{made.summary[copied]}",
        left_out_before: "0.3.0\t2026-08\t\tMCP server for left-out things",
        left_out_own: "0.3.0\t2026-08\t\tMCP server for other left-out things",
        "qiloback-mcp": "0.3.0\t2026-08\t\tMCP server the thirty-sixth list's header names",
        **{name: f"0.3.0\t2026-08\t\t{what}" for name, what in r.made_up_named.items()},
    }
    # a file of its own: the memoised selections read it afresh
    pypi = shared.index_file(
        tmp_path, "pypi2.tsv", made.lines + [f"{name}\t{rest}" for name, rest in never.items()]
    )
    # the earlier selections' candidates are unchanged by the names added after their last ones
    assert names(select_fresh29.candidates(npm, pypi)) == made.twenty_ninth
    assert names(select_fresh36.candidates(npm, pypi)) == made.thirty_sixth
    for module, theirs in before:
        assert names(module.candidates(npm, pypi)) == theirs
    got = names(own.candidates(npm, pypi))
    assert got == first
    assert not set(never) & set(got)
    # the count cuts the step
    assert len(got) > 3
    assert names(own.candidates(npm, pypi, **{f"count_{letter.lower()}": 3})) == got[:3]
    # the publisher had servers in the earlier steps and is capped in this set's
    assert [name for name in fifty_second if name.startswith("mcparmory-")]
    assert len([name for name in got if name.startswith("mcparmory-")]) <= own.PUBLISHER_CAP


def rules_order_67(r: Record) -> None:
    """packages_fresh67.txt lists PyPI packages only, in the rule's order: step R in sha256 order of the
    names after the sixty-fourth set's last step Q candidate (the rest of step L's window), then step S in
    sha256 order from the start (step L's versions released 2026-01 to 2026-05), at most COUNT of the two
    together."""
    runs = shared.sha256_runs(r.set)
    assert len(runs) == 2  # two runs in sha256 order: step R's, then step S's
    step_r, step_s = runs
    assert select_fresh67.COUNT == 280 and len(step_r) + len(step_s) <= 280
    sha = select_fresh9._sha
    assert sha(step_r[0]) > sha(select_fresh67.LAST_OF_STEP_Q)
    # the sixty-fourth set's last listed step Q package sorts at or before its last step Q candidate
    listed_64 = shared.sha256_runs(shared.BenignSet("fresh64", build_fresh64, select_fresh64, ""))
    assert len(listed_64) == 1
    assert sha(listed_64[0][-1]) <= sha(select_fresh67.LAST_OF_STEP_Q)
    assert sha(select_fresh64.LAST_OF_STEP_P) < sha(select_fresh67.LAST_OF_STEP_Q)
    assert select_fresh43.STEP_L_VERSIONS == ((0, 2), (0, 5)) and select_fresh43.STEP_L_MONTH == "2026-06"
    assert select_fresh67.STEP_S_VERSIONS == select_fresh43.STEP_L_VERSIONS
    assert (select_fresh67.STEP_S_MONTH, select_fresh67.STEP_S_BEFORE_MONTH) == ("2026-01", "2026-06")
    assert select_fresh29.STEP_I_MONTH == "2026-01"


def selection_rule_67(r: Record, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """PyPI only: step R, step L's window (0.2 to 0.4 released 2026-06 or later) after the sixty-fourth
    set's last step Q candidate, every one left; then step S, versions 0.2 to 0.4 released 2026-01 to
    2026-05, from the start; each in sha256 order, the first COUNT of the two together; never a candidate
    of the sixty-fourth or an earlier selection, a copy of one's summary, a library-like, republished,
    named or same-summary package, nor a name outside the two windows; at most PUBLISHER_CAP of one
    publisher, counted over this set's candidates only (steps R and S together). The earlier selections'
    candidates are unchanged by the names steps R and S read."""
    made = shared.made_up_indexes(tmp_path, monkeypatch, r.selections, old=24, young=r.made_up_young)
    sha = select_fresh9._sha
    npm = made.npm

    def names(lines: list[str]) -> list[str]:
        return [line.split()[1] for line in lines]

    # The forty-third selection takes a few of each step here, not 180 and 120, the fifty-second every
    # one left of step K and a few of step L, the fifty-seventh to sixty-fourth a few of step L (their
    # counts, read when this selection recomputes them).
    monkeypatch.setattr(select_fresh43.candidates.__wrapped__, "__defaults__", (8, 4))  # type: ignore[attr-defined]
    monkeypatch.setattr(select_fresh52.candidates.__wrapped__, "__defaults__", (None, 4))  # type: ignore[attr-defined]
    for module in (select_fresh57, select_fresh61, select_fresh64):
        monkeypatch.setattr(module.candidates.__wrapped__, "__defaults__", (4,))  # type: ignore[attr-defined]
    window = sorted([*made.old, *made.old_armory], key=sha)
    window_l = sorted([*made.young, *made.young_armory], key=sha)
    # step S's window (versions 0.2 to 0.4 released 2026-01 to 2026-05: none in the forty-third set's
    # made-up index), the publisher again among them
    springs = [f"s{i}-mcp" for i in range(12)]
    spring_armory = [f"mcparmory-spring{i}" for i in range(4)]
    window_s = sorted([*springs, *spring_armory], key=sha)
    summary = dict(made.summary)
    summary |= {n: f"MCP server for {n}" for n in springs}
    summary |= {n: f"MCP server for the {n} API" for n in spring_armory}
    lines_s = [f"{n}\t0.3.0\t2026-03\t\t{summary[n]}" for n in springs]
    lines_s += [f"{n}\t0.2.1\t2026-01\t\t{summary[n]}" for n in spring_armory]

    def earlier(pypi: Path) -> list[list[str]]:
        """The forty-third to sixty-fourth selections' candidates, each after the last of the one before."""
        forty_third = names(select_fresh43.candidates(npm, pypi))
        in_k = [n for n in forty_third if n in window]
        in_l = [n for n in forty_third if n in window_l]
        assert len(in_k) == 8 and len(in_l) == 4
        monkeypatch.setattr(select_fresh52, "LAST_OF_STEP_K", in_k[-1])
        monkeypatch.setattr(select_fresh52, "LAST_OF_STEP_L", in_l[-1])
        fifty_second = names(select_fresh52.candidates(npm, pypi))
        in_n = [n for n in fifty_second if n in window_l]
        assert len(in_n) == 4 and fifty_second[-4:] == in_n
        found, last = [forty_third, fifty_second], in_n[-1]
        for module, constant in (
            (select_fresh57, "LAST_OF_STEP_N"),
            (select_fresh61, "LAST_OF_STEP_O"),
            (select_fresh64, "LAST_OF_STEP_P"),
        ):
            monkeypatch.setattr(module, constant, last)
            theirs = names(module.candidates(npm, pypi))
            assert len(theirs) == 4 and set(theirs) <= set(window_l)
            found.append(theirs)
            last = theirs[-1]
        return found

    # the earlier selections on the made-up index, and with step S's window added: the same candidates
    before = earlier(made.pypi)
    pypi_s = shared.index_file(tmp_path, "pypi_s.tsv", made.lines + lines_s)
    assert earlier(pypi_s) == before
    sixty_fourth = before[-1]
    monkeypatch.setattr(select_fresh67, "LAST_OF_STEP_Q", sixty_fourth[-1])
    first = names(select_fresh67.candidates(npm, pypi_s))
    after_q = [n for n in window_l if sha(n) > sha(sixty_fourth[-1])]
    # the cap over this set's candidates only (the earlier selections' do not count), step R's first
    assert first == select_fresh19.capped([*after_q, *window_s], summary, 5)
    assert set(first) & set(window_s) and not set(first) & {n for theirs in before for n in theirs}

    # made-up names sorting after the sixty-fourth set's last step Q candidate and before step L's
    # window's last name, or before step S's window's last name (so the count would read them)
    q = {"below": window_l[-1], "after": sixty_fourth[-1]}
    s = {"below": window_s[-1]}
    left_out_64, left_out_67 = shared.late_name("left64-", **q), shared.late_name("left67-", **s)
    monkeypatch.setitem(select_fresh64.LEFT_OUT, left_out_64, "an earlier list's by name (made up)")
    monkeypatch.setitem(select_fresh67.LEFT_OUT, left_out_67, "this list's by name (made up)")
    copied = after_q[0]
    never = {
        shared.late_name("lowl", **q): "0.1.9\t2026-08\t\tMCP server, too low a version for step R",
        shared.late_name("lows", **s): "0.1.9\t2026-03\t\tMCP server, too low a version for step S",
        shared.late_name("earlys", **s): "0.4.0\t2025-12\t\tMCP server, too early for step S",
        shared.late_name("c64-", **q): f"0.3.0\t2026-08\t\t{summary[sixty_fourth[-1]]}",  # a 64th's
        shared.late_name("c64s-", **s): f"0.3.0\t2026-03\t\t{summary[sixty_fourth[0]]}",  # a 64th's
        shared.late_name("sdk", **s): "0.3.0\t2026-03\t\tPython SDK for MCP servers",
        "mcpbind-" + shared.late_name("r", **q): "0.3.0\t2026-08\t\tMCP Server Package: some-mcp",
        # step R's first name's summary, in step S's window: a copy
        shared.late_name("copys", **s): f"0.3.0\t2026-03\t\t{summary[copied]}",
        left_out_64: "0.3.0\t2026-08\t\tMCP server for left-out things",
        left_out_67: "0.3.0\t2026-03\t\tMCP server for other left-out things",
        "qiloback-mcp": "0.3.0\t2026-03\t\tMCP server the thirty-sixth list's header names",
        **{name: f"0.3.0\t2026-03\t\t{what}" for name, what in r.made_up_named.items()},
    }
    # a file of its own: the memoised selections read it afresh
    pypi = shared.index_file(
        tmp_path, "pypi2.tsv", made.lines + lines_s + [f"{name}\t{rest}" for name, rest in never.items()]
    )
    # the earlier selections' candidates are unchanged by the names added after their last ones
    assert names(select_fresh29.candidates(npm, pypi)) == made.twenty_ninth
    assert names(select_fresh36.candidates(npm, pypi)) == made.thirty_sixth
    assert earlier(pypi) == before
    got = names(select_fresh67.candidates(npm, pypi))
    assert got == first
    assert not set(never) & set(got)
    # the count cuts the two steps together, every one of step R first
    in_r = len([n for n in got if n in window_l])
    assert in_r > 1 and len(got) > in_r + 3
    assert names(select_fresh67.candidates(npm, pypi, count=in_r + 3)) == got[: in_r + 3]
    assert names(select_fresh67.candidates(npm, pypi, count=in_r - 1)) == got[: in_r - 1]
    # the publisher had servers in the earlier steps and is capped in this set's
    assert [name for name in before[1] if name.startswith("mcparmory-")]
    assert len([name for name in got if name.startswith("mcparmory-")]) <= select_fresh67.PUBLISHER_CAP


FRESH52 = Record(
    shared.BenignSet(
        "fresh52",
        build_fresh52,
        select_fresh52,
        manifest_sha256="95933be315943d4e4d44bb571564fda6872e05ecfe4636f8a0d458731c239c80",
    ),
    selections=(*shared.SELECTIONS, select_fresh52),
    earlier_known=frozenset(
        {"junos-mcp", "wgea-mcp", "zoo-mcp", "thesma-mcp", "platform-2step-mcp", "age-mcp-server"}
    ),
    # the forty-third set's header names included
    left_out_known=frozenset(
        {"openbb-mcp-server", "blender-optics-mcp", "qiloback-mcp", "kill-process-mcp", "matomo-mcp"}
    ),
    left_out_count=21,
    other_sets_known=frozenset(
        {"fresh36.jsonl", "fresh43.jsonl", "fresh47.jsonl", "train5.jsonl", "train18.jsonl", "train22.jsonl"}
    ),
    build_before=build_fresh43,
    share_cap_is_reached=True,  # 115 servers gave rows
    trained_since=True,  # scored once in the fourteenth session (12:40 and 13:05 UTC), trained on since
    decontaminates_through=47,
    rules_order=rules_order_52,
    selection_rule=selection_rule_52,
)
FRESH57 = Record(
    shared.BenignSet(
        "fresh57",
        build_fresh57,
        select_fresh57,
        manifest_sha256="92b9e1ebad275ed3e8350e60bc5daa598926e849a66954240abfd77b9103e807",
    ),
    selections=(*shared.SELECTIONS, select_fresh52, select_fresh57),
    # the fifty-second's included
    earlier_known=frozenset(
        {"junos-mcp", "wgea-mcp", "thesma-mcp", "age-mcp-server", "abap-adt-mcp", "mcp-keycloak"}
    ),
    # the fifty-second set's header names included
    left_out_known=frozenset(
        {"openbb-mcp-server", "qiloback-mcp", "matomo-mcp", "minecraft-mcp-server", "totara-mcp"}
    ),
    left_out_count=11,
    other_sets_known=frozenset(
        {"fresh43.jsonl", "fresh52.jsonl", "fresh56.jsonl", "train5.jsonl", "train18.jsonl", "train22.jsonl"}
    ),
    build_before=build_fresh52,
    share_cap_is_reached=False,
    trained_since=True,
    decontaminates_through=56,
    rules_order=rules_order_57,
    selection_rule=selection_rule_continued,
    made_up_young=24,
    made_up_named={"mcp-keycloak": "MCP server of the fifty-second set"},
)
FRESH61 = Record(
    shared.BenignSet(
        "fresh61",
        build_fresh61,
        select_fresh61,
        manifest_sha256="e665f65aa24f4a867872c78352e8cb520cf8592690918eddfcefcea01fa1fa77",
    ),
    selections=(*shared.SELECTIONS, select_fresh52, select_fresh57, select_fresh61),
    # the fifty-seventh's included
    earlier_known=frozenset(
        {"junos-mcp", "wgea-mcp", "age-mcp-server", "mcp-keycloak", "sdv-mcp", "coldsend-mcp-server"}
    ),
    # the fifty-seventh set's header names included
    left_out_known=frozenset(
        {"openbb-mcp-server", "qiloback-mcp", "totara-mcp", "mindcraft-mcp", "ksef-mcp"}
    ),
    left_out_count=20,
    other_sets_known=frozenset(
        {"fresh43.jsonl", "fresh52.jsonl", "fresh57.jsonl", "train5.jsonl", "train18.jsonl", "train22.jsonl"}
    ),
    build_before=build_fresh57,
    share_cap_is_reached=False,
    trained_since=True,  # scored once in the sixteenth session, read row by row and trained on in the seventeenth
    decontaminates_through=60,
    rules_order=rules_order_61,
    selection_rule=selection_rule_continued,
    made_up_young=30,
    made_up_named={"mcp-keycloak": "MCP server of the fifty-second set"},
)
FRESH64 = Record(
    shared.BenignSet(
        "fresh64",
        build_fresh64,
        select_fresh64,
        manifest_sha256="3e7311a3c9f1439f17a8cd6f27240155de2280cf63f1015fdc641f3d1210b94d",
    ),
    selections=(*shared.SELECTIONS, select_fresh52, select_fresh57, select_fresh61, select_fresh64),
    # the sixty-first's included
    earlier_known=frozenset(
        {"junos-mcp", "mcp-keycloak", "sdv-mcp", "coldsend-mcp-server", "mnestic-mcp", "au-eli-mcp"}
    ),
    # the sixty-first set's header names included
    left_out_known=frozenset(
        {"openbb-mcp-server", "qiloback-mcp", "ksef-mcp", "sota-mcp", "cmux-mcp", "datier-mcp-server"}
    ),
    left_out_count=11,
    other_sets_known=frozenset(
        {"fresh52.jsonl", "fresh57.jsonl", "fresh61.jsonl", "train5.jsonl", "train18.jsonl", "train22.jsonl"}
    ),
    build_before=build_fresh61,
    share_cap_is_reached=False,
    trained_since=True,  # scored once in the seventeenth session, read row by row and trained on in the eighteenth
    decontaminates_through=63,
    rules_order=rules_order_64,
    selection_rule=selection_rule_continued,
    made_up_young=36,
    made_up_named={
        "sota-mcp": "MCP server the sixty-first list's header names",
        "mnestic-mcp": "MCP server of the sixty-first set",
    },
)
FRESH67 = Record(
    shared.BenignSet(
        "fresh67",
        build_fresh67,
        select_fresh67,
        manifest_sha256="5969e9922a9d79a3cce9e4654b73d4b2af51d3a5f0807e30aa528a08fcfd84b2",
    ),
    selections=(
        *shared.SELECTIONS,
        select_fresh52,
        select_fresh57,
        select_fresh61,
        select_fresh64,
        select_fresh67,
    ),
    # the sixty-fourth's included
    earlier_known=frozenset(
        {"junos-mcp", "mcp-keycloak", "sdv-mcp", "mnestic-mcp", "searchsteward-mcp", "mcp-caddy"}
    ),
    # the sixty-fourth set's header names included
    left_out_known=frozenset(
        {"openbb-mcp-server", "qiloback-mcp", "sota-mcp", "cmux-mcp", "ba-agent-mcp", "mtg-search-mcp"}
    ),
    left_out_count=25,
    other_sets_known=frozenset(
        {"fresh61.jsonl", "fresh64.jsonl", "fresh65.jsonl", "fresh66.jsonl", "train5.jsonl", "train22.jsonl"}
    ),
    build_before=build_fresh64,
    share_cap_is_reached=True,
    trained_since=False,  # held out until the lead has scored it
    decontaminates_through=66,
    rules_order=rules_order_67,
    selection_rule=selection_rule_67,
    made_up_young=40,
    made_up_named={
        "ba-agent-mcp": "MCP server the sixty-fourth list's header names",
        "searchsteward-mcp": "MCP server of the sixty-fourth set",
    },
)
SETS = (FRESH52, FRESH57, FRESH61, FRESH64, FRESH67)


def each(records: tuple[Record, ...] = SETS) -> pytest.MarkDecorator:
    return pytest.mark.parametrize("record", records, ids=[r.name for r in records])


@each()
def test_no_package_is_in_an_earlier_set_list_or_manifest(record: Record) -> None:
    """Every earlier list, manifest and set was read, the set before's included."""
    shared.check_no_package_is_earlier(record.set, set(record.earlier_known))


@each()
def test_no_package_is_one_an_earlier_list_left_out(record: Record) -> None:
    """The set before's header names included."""
    shared.check_no_package_is_left_out_by_a_header(record.set, set(record.left_out_known))


@each()
def test_no_header_names_an_earlier_package(record: Record) -> None:
    shared.check_no_header_names_an_earlier_package(record.set)


@each()
def test_no_package_is_reserved_or_republished(record: Record) -> None:
    shared.check_no_package_is_reserved_or_republished(record.set, record.selections)
    assert len(record.set.select.LEFT_OUT) == record.left_out_count


@each()
def test_shares_no_text_with_any_other_set(record: Record) -> None:
    shared.check_shares_no_text_with_any_other_set(record.set, set(record.other_sets_known))


@each()
def test_rows_trace_back_to_pinned_artifacts(record: Record) -> None:
    shared.check_rows_trace_back_to_pinned_artifacts(record.set)


@each()
def test_only_the_nineteenth_sets_licences(record: Record) -> None:
    assert record.set.build.ACCEPTED == record.build_before.ACCEPTED == build_fresh19.ACCEPTED
    shared.check_only_accepted_licences(record.set)


@each()
def test_no_server_dominates(record: Record) -> None:
    """At least 100 servers gave rows; none holds more than 65 rows (build_benign.py's caps) nor more than
    5% of the set (build_fresh52.capped, by position in build order)."""
    build = record.set.build
    per_server = shared.check_no_server_dominates(record.set, 100)
    assert max(per_server.values()) <= build.MAX_SHARE * sum(per_server.values())
    assert build.MAX_SHARE == 0.05
    cap = build.share_cap(rows_of(record.set.rows))
    if record.share_cap_is_reached:
        assert cap == max(per_server.values())
    else:
        assert cap >= max(per_server.values())


def test_the_share_cap_keeps_a_servers_first_rows() -> None:
    """On made-up rows (build_fresh52's, which the later builds reuse): the cap is the largest under which
    no server holds more than 5%, and a capped server keeps its first rows in build order, whatever they
    say."""
    rows = [{"source": f"pypi:s{i}", "n": j} for i in range(30) for j in range(3)]
    rows += [{"source": "pypi:big", "n": j} for j in range(20)]
    cap = build_fresh52.share_cap(rows)
    assert cap == 4  # 4 <= 5% of 94, 5 > 5% of 95
    kept = build_fresh52.capped(rows)
    assert [r["n"] for r in kept if r["source"] == "pypi:big"] == [0, 1, 2, 3]
    assert len(kept) == 94 and build_fresh52.capped(kept) == kept


@each()
def test_no_publisher_holds_more_than_five_servers(record: Record) -> None:
    shared.check_no_publisher_holds_more_than_five_servers(record.set)


@each()
def test_the_training_script_reads_it_only_once_it_was_scored(record: Record) -> None:
    """A fold once scored (trained_since), never read before: one test over every record, so that no
    parametrization is ever empty (pytest would report it as a skip)."""
    if record.trained_since:
        shared.check_the_training_script_reads_it_as_a_fold(record.set)
    else:
        shared.check_the_training_script_does_not_read_it(record.set)


@each()
def test_the_build_decontaminates_against_every_earlier_set(record: Record) -> None:
    """Every data/*.jsonl set on main when it was built (fresh3 to fresh<decontaminates_through>, the
    corpus, train18 and train22; train5 at its pinned digest)."""
    shared.check_the_build_decontaminates(record.set, record.decontaminates_through)
    assert record.number not in record.set.build.FRESH


@each()
def test_the_committed_bytes_are_what_the_build_writes(record: Record) -> None:
    shared.check_the_committed_bytes_are_what_the_build_writes(record.set)


@each()
def test_the_list_keeps_the_rules_order(record: Record) -> None:
    """packages_<set>.txt lists PyPI packages only, in the rule's order (the record's `rules_order`)."""
    record.rules_order(record)


@each()
def test_selection_rule_by_metadata(record: Record, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """The selection rule on a made-up index (the record's `selection_rule`)."""
    record.selection_rule(record, tmp_path, monkeypatch)
