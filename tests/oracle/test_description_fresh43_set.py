"""Provenance of the forty-third held-out set, `bench/corpus/data/fresh43.jsonl` (benign rows only).

Built on 2026-12-07 before any detector ran on it, not yet scored (README, "Forty-third independent
evaluation set"); test_description_held_out_sets.py registers it as NOT_TRAINED_ON. These check what is
particular to it: every package is new to every earlier set, list and manifest (the thirty-sixth's
included) and to the names their headers leave out; none is reserved or republished; the rows trace back
to the pinned artifacts; the licences are the nineteenth set's accepted ones; no server and no publisher
dominates; the training script does not read it; it shares no text with any other set; the committed
bytes are what the build writes; and the selection rule (select_fresh43.py, the widening step K) does
what its header says, on a made-up index, with the earlier selections it recomputes memoised as
run_select_memo.py memoises them. No detector runs here, and no row's wording is looked at.
"""

from __future__ import annotations

import sys
from collections import Counter
from pathlib import Path

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
from tests.oracle.test_description_held_out_sets import NOT_TRAINED_ON
from tests.oracle.test_description_labelled_set import RESERVED

sys.path.insert(0, str(BENCH / "corpus"))
sys.path.insert(0, str(BENCH))

import build_fresh19
import build_fresh36
import build_fresh43
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

FRESH43 = DATA / "fresh43.jsonl"
PACKAGES = BENCH / "corpus" / "packages_fresh43.txt"
MANIFEST = DATA / "fresh43_packages_manifest.jsonl"
MANIFEST_SHA256 = "e2de01513f0d59373c4eeeaa7875de3fa65ac806855ab3c24927f041451ec205"
STEP_K_LISTED = 102  # the list's step K packages (the rest are step L's)
SELECTIONS = (
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


def _mine() -> set[str]:
    return packages_of_set(FRESH43, PACKAGES, MANIFEST)


def _earlier() -> dict[str, str]:
    """Every package an earlier list, manifest or set names, with the file naming it."""
    return packages_before_set(FRESH43, PACKAGES, MANIFEST)


def _listed() -> list[str]:
    lines = PACKAGES.read_text(encoding="utf-8").splitlines()
    return [line.split()[1] for line in lines if line.strip() and not line.startswith("#")]


def test_no_package_is_in_an_earlier_set_list_or_manifest() -> None:
    earlier = _earlier()
    assert len(earlier) > 2000  # every earlier list, manifest and set was read, the thirty-sixth's included
    assert {"junos-mcp", "wgea-mcp", "zoo-mcp", "thesma-mcp", "platform-2step-mcp"} <= set(earlier)
    assert {p: earlier[p] for p in _mine() if p in earlier} == {}


def test_no_package_is_one_an_earlier_list_left_out() -> None:
    """The names an earlier list's header mentions (left out for a licence, as unfetchable, a copy or not
    a server) are not fetched again, the thirty-sixth set's included."""
    named = select_fresh13.named_in_headers(select_fresh43.OWN)
    assert {"openbb-mcp-server", "blender-optics-mcp", "qiloback-mcp", "agentops-mcp-server"} <= named
    assert sorted(_mine() & named) == []


def test_no_header_names_an_earlier_package() -> None:
    """This list's header names no package of an earlier list (an earlier set's check of the names
    headers leave out would otherwise count one of its own packages as left out)."""
    lines = PACKAGES.read_text(encoding="utf-8").splitlines()
    header = {
        package_key(t) for line in lines if line.startswith("#") for t in select_fresh13._TOKEN.findall(line)
    }
    assert sorted(header & set(_earlier())) == []


def test_no_package_is_reserved_or_republished() -> None:
    assert [p for p in _mine() if RESERVED.search(p)] == []
    assert [p for p in _mine() if p.startswith(("iflow-mcp-", "mseep-", "mseep/", "mcpbind-"))] == []
    left_out = {name for module in SELECTIONS for name in module.LEFT_OUT}
    assert set(select_fresh43.LEFT_OUT) <= left_out and len(select_fresh43.LEFT_OUT) == 14
    assert [p for p in _mine() if p in left_out] == []


def test_shares_no_text_with_any_other_set() -> None:
    """The build excluded every set of data/ (and the training collections); checked again on the
    committed files' benign and training rows, whatever set landed since."""
    mine = texts(rows_of(FRESH43))
    others = [p for p in sorted(DATA.glob("*.jsonl")) if "manifest" not in p.name and p != FRESH43]
    assert {"fresh29.jsonl", "fresh36.jsonl", "train5.jsonl", "train18.jsonl", "train22.jsonl"} <= {
        p.name for p in others
    }
    for path in others:
        rows = comparable_rows(path)  # (a red team's attack rows are planted in a benign set's rewrites)
        if not rows:
            continue
        # train5 holds single texts (`text`), the others change rows (`old`, `new`)
        theirs = {digest(r["text"]) for r in rows} if "text" in rows[0] else texts(rows)
        assert not mine & theirs, path.name


def test_rows_trace_back_to_pinned_artifacts() -> None:
    assert_rows_trace_back_to_pinned_artifacts(FRESH43, MANIFEST, MANIFEST_SHA256)


def test_only_the_nineteenth_sets_licences() -> None:
    assert build_fresh43.ACCEPTED == build_fresh36.ACCEPTED == build_fresh19.ACCEPTED
    assert_only_accepted_licences(FRESH43, build_fresh43.ACCEPTED)


def test_no_server_dominates() -> None:
    rows = rows_of(FRESH43)
    per_server = Counter(r["source"] for r in rows)
    assert len(per_server) >= 100  # 103 servers gave rows
    assert max(per_server.values()) <= build_fresh43.MAX_ROWS_PER_SERVER == 65
    assert {r["label"] for r in rows} == {"benign"} and {r["style"] for r in rows} == {"vendor"}
    assert {r["class"] for r in rows} == {None}
    assert {r["kind"] for r in rows} <= {"rewrite", "property", "new_tool"}


def test_no_publisher_holds_more_than_five_servers() -> None:
    """By the names alone (the index summaries are not in the repository): the name patterns of the
    publishers the rule caps (the nineteenth set's)."""
    per_publisher = Counter(
        who
        for p in _mine()
        for who, pattern in select_fresh43.PUBLISHERS.items()
        if pattern.search(p) and pattern.pattern.startswith(("\\bMEOK", "^"))
    )
    assert select_fresh43.PUBLISHER_CAP == 5
    assert select_fresh43.PUBLISHERS == select_fresh19.PUBLISHERS
    assert all(n <= select_fresh43.PUBLISHER_CAP for n in per_publisher.values()), per_publisher


def test_the_training_script_does_not_read_it() -> None:
    """Held out until the lead has scored it: neither a training collection of the description model
    nor one of its leave-one-collection-out folds."""
    assert "fresh43" in NOT_TRAINED_ON
    assert "fresh43" not in train_description_model.COLLECTIONS
    assert "fresh43" not in train_description_model.HELD_OUT_FOLDS


def test_the_build_decontaminates_against_every_earlier_set() -> None:
    """Every data/*.jsonl set on main when it was built (the corpus, the evaluation sets, train18 and
    train22; train5 at its pinned digest by build_fresh9.build)."""
    names = {p.name for p in build_fresh43.EXCLUDE}
    assert names == {
        "corpus.jsonl",
        "fresh.jsonl",
        "train18.jsonl",
        "train22.jsonl",
        *(f"fresh{k}.jsonl" for k in build_fresh43.FRESH),
    }
    assert set(range(3, 43)) <= set(build_fresh43.FRESH) and 43 not in build_fresh43.FRESH
    assert all(p.is_file() for p in build_fresh43.EXCLUDE)


def test_the_committed_bytes_are_what_the_build_writes() -> None:
    """`build_fresh43.py --check` compares a rebuild with these bytes; the rows written back as the build
    writes them give the file unchanged (one JSON object a line, UTF-8, in build order)."""
    assert build_fresh43.render(rows_of(FRESH43)) == FRESH43.read_bytes()
    assert build_fresh43.SET == FRESH43


def test_the_list_keeps_the_rules_order() -> None:
    """packages_fresh43.txt lists PyPI packages only, in the rule's order: step K in sha256 order of the
    names, at most COUNT of them, then step L in sha256 order, at most STEP_L_COUNT; the windows are the
    ones the README states."""
    lines = PACKAGES.read_text(encoding="utf-8").splitlines()
    entries = [line.split()[:2] for line in lines if line.strip() and not line.startswith("#")]
    assert {e for e, _ in entries} == {"pypi"}
    digests = [select_fresh9._sha(name) for _, name in entries]
    breaks = [i for i in range(1, len(digests)) if digests[i] < digests[i - 1]]
    assert len(breaks) == 1  # two runs in sha256 order: step K's, then step L's
    step_k, step_l = digests[: breaks[0]], digests[breaks[0] :]
    assert len(step_k) == STEP_K_LISTED and len(step_l) == len(digests) - STEP_K_LISTED
    assert len(step_k) <= select_fresh43.COUNT == 180
    assert len(step_l) <= select_fresh43.STEP_L_COUNT == 120
    assert select_fresh43.STEP_K_VERSIONS == ((1, 0), (1, 3))
    assert select_fresh43.STEP_K_FLOOR == "" and select_fresh43.STEP_K_BELOW_MONTH == "2026-01"
    assert select_fresh19.STEP_B_MONTH == select_fresh43.STEP_K_BELOW_MONTH == select_fresh19.STEP_C_BELOW
    assert select_fresh43.STEP_L_VERSIONS == ((0, 2), (0, 5)) and select_fresh43.STEP_L_MONTH == "2026-06"
    assert select_fresh19.STEP_D_VERSIONS[0] == (0, 5)  # step L's versions are below every earlier step's


def _index(tmp: Path, name: str, lines: list[str]) -> Path:
    path = tmp / name
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")
    return path


def _memoise(monkeypatch: pytest.MonkeyPatch) -> None:
    """run_select_memo.py's memoisation, undone after the test: each earlier selection is computed once
    per index file (every index below is a file of its own, and every constant the test changes is
    changed before the first selection that reads it on that file)."""
    for module in SELECTIONS:
        for attr in run_select_memo.MEMOISED:
            func = getattr(module, attr, None)
            if callable(func) and getattr(func, "__module__", None) == module.__name__:
                monkeypatch.setattr(module, attr, run_select_memo.memoised(func))


def test_selection_rule_by_metadata(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """PyPI only: step K, versions 1.0 to 1.2 released before 2026-01, sha256 order, the first COUNT,
    then step L, versions 0.2 to 0.4 released 2026-06 or later, sha256 order, the first STEP_L_COUNT;
    never a candidate of the thirty-sixth or an earlier selection, a copy of one's summary, an earlier,
    reserved, library-like, republished, named or same-summary package, nor a name of a window neither
    step reads; at most PUBLISHER_CAP of one publisher, counted over this set's candidates only (steps K
    and L together). The earlier selections' candidates are unchanged by the names steps K and L read."""
    npm = _index(
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
    old = [f"k{i}-mcp" for i in range(24)]  # step K's window
    old_armory = [f"mcparmory-old{i}" for i in range(9)]  # the same publisher in step K's window
    young = [f"l{i}-mcp" for i in range(14)]  # step L's window
    young_armory = [f"mcparmory-young{i}" for i in range(3)]  # the publisher again, in step L's
    summary = {n: f"MCP server for {n}" for n in [*names, *spring, *old, *young]}
    summary |= {n: f"MCP server for the {n} API" for n in [*armory, *old_armory, *young_armory]}
    lines = ["name\tversion\tmonth\trank\tsummary"]
    lines += [f"{n}\t1.1.0\t2026-07\t\t{summary[n]}" for n in names[:20]]  # 13's, 17's, 19's A
    lines += [f"{n}\t1.2.0\t2026-03\t\t{summary[n]}" for n in names[30:40]]  # 19's B
    lines += [f"{n}\t1.5.0\t2025-08\t\t{summary[n]}" for n in names[47:50]]  # 19's C
    lines += [f"{n}\t0.7.0\t2026-08\t\t{summary[n]}" for n in names[50:]]  # 19's D .. 25's G, 29's H
    lines += [f"{n}\t0.6.0\t2026-09\t\t{summary[n]}" for n in armory]
    lines += [f"{n}\t0.8.0\t2026-03\t\t{summary[n]}" for n in spring]  # 29's I, 36's J
    lines += [f"{n}\t1.1.0\t2025-08\t\t{summary[n]}" for n in old]  # step K
    lines += [f"{n}\t1.0.2\t2025-04\t\t{summary[n]}" for n in old_armory]  # step K, one publisher
    lines += [f"{n}\t0.3.1\t2026-08\t\t{summary[n]}" for n in young]  # step L
    lines += [f"{n}\t0.2.0\t2026-10\t\t{summary[n]}" for n in young_armory]  # step L, the publisher
    pypi = _index(tmp_path, "pypi.tsv", lines)
    _memoise(monkeypatch)
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
    first = select_fresh43.candidates(npm, pypi)
    window = sorted([*old, *old_armory], key=sha)
    window_l = sorted([*young, *young_armory], key=sha)
    # the cap over steps K and L together: the publisher's five are step K's, none of step L's
    assert [line.split()[1] for line in first] == select_fresh19.capped([*window, *window_l], summary, 5)
    assert not {f"pypi {n}" for n in young_armory} & set(first)

    def late(prefix: str, after: str = "") -> str:
        """A made-up name sorting after `after` and before the last of step K's names (so a COUNT would
        read it)."""
        low = sha(after) if after else ""
        names = (f"{prefix}{i}-mcp" for i in range(10_000))
        return next(n for n in names if low < sha(n) < sha(window[-1]))

    left_out_36, left_out_43 = late("left36-"), late("left43-")
    monkeypatch.setitem(select_fresh36.LEFT_OUT, left_out_36, "an earlier list's by name (made up)")
    monkeypatch.setitem(select_fresh43.LEFT_OUT, left_out_43, "this list's by name (made up)")
    never = {
        late("low"): "0.9.0\t2025-08\t\tMCP server, too low a version for step K",
        late("high"): "1.3.0\t2025-08\t\tMCP server, too high a version for step K (19's C)",
        late("late"): "1.1.0\t2026-01\t\tMCP server, too late for step K (19's B)",
        late("lowl"): "0.1.9\t2026-08\t\tMCP server, too low a version for step L",
        late("earlyl"): "0.4.0\t2026-05\t\tMCP server, too early for step L",
        late("copyl"): f"0.3.0\t2026-08\t\t{summary[window[1]]}",  # step L, a step K name's summary
        late("c36-"): f"1.1.0\t2025-08\t\t{summary[thirty_sixth[0]]}",  # a 36th-set candidate's summary
        late("sdk"): "1.1.0\t2025-08\t\tPython SDK for MCP servers",
        "mcpbind-" + late("k"): "1.1.0\t2025-08\t\tMCP Server Package: some-mcp",
        late("copy", window[0]): f"1.1.0\t2025-08\t\t{summary[window[0]]}",  # a step K name's summary
        left_out_36: "1.1.0\t2025-08\t\tMCP server for left-out things",
        left_out_43: "1.1.0\t2025-08\t\tMCP server for other left-out things",
        "qiloback-mcp": "1.1.0\t2025-08\t\tMCP server the thirty-sixth list's header names",
        "thesma-mcp": "1.1.0\t2025-08\t\tMCP server of the thirty-sixth set",
    }
    # a file of its own: the memoised selections read it afresh
    pypi = _index(tmp_path, "pypi2.tsv", lines + [f"{n}\t{rest}" for n, rest in never.items()])
    # the earlier selections' candidates are unchanged by the names added
    assert [line.split()[1] for line in select_fresh29.candidates(npm, pypi)] == twenty_ninth
    assert [line.split()[1] for line in select_fresh36.candidates(npm, pypi)] == thirty_sixth
    # the cap counts this set's candidates only: the publisher's step K names up to PUBLISHER_CAP
    capped = [n for n in window if n in old_armory][: select_fresh43.PUBLISHER_CAP]
    expected = [n for n in window if n not in old_armory or n in capped]
    expected += [n for n in window_l if n not in young_armory]
    assert len([n for n in window if n in old_armory]) > select_fresh43.PUBLISHER_CAP == len(capped)
    assert [n for n in twenty_ninth if n.startswith("mcparmory-")]  # the publisher had servers there
    got = select_fresh43.candidates(npm, pypi)
    assert got == [f"pypi {n}" for n in expected]
    k = len(expected) - len(window_l) + len(young_armory)
    # a count cuts each step: step K's first, then step L's
    assert select_fresh43.candidates(npm, pypi, count=k - 2) == got[: k - 2] + got[k:]
    assert select_fresh43.candidates(npm, pypi, count_l=3) == got[: k + 3]
    earlier = [*never, *nineteenth, *twenty_first, *twenty_third, *twenty_fifth, *twenty_ninth, *thirty_sixth]
    assert not {f"pypi {n}" for n in earlier} & set(got)
    assert select_fresh12.earlier_summaries is not None  # (imported for the memoisation)
