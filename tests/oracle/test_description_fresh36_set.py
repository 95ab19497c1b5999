"""Provenance of the thirty-sixth held-out set, `bench/corpus/data/fresh36.jsonl` (benign rows only).

Built on 2026-12-07 before any detector ran on it, scored once in the twelfth session (06:11 UTC) (README, "Thirty-sixth independent
evaluation set"); test_description_held_out_sets.py registers it as TRAINED_SINCE (the fourteenth session's
retraining reads it). These check what is
particular to it: every package is new to every earlier set, list and manifest (the twenty-ninth's
included), to the names their headers leave out and to every candidate the ninth to twenty-ninth
selections fetched (step J's packages sort after the twenty-ninth set's last candidate, in the window its
step I read); none is reserved or republished; the rows trace back to the pinned artifacts; the licences
are the nineteenth set's accepted ones; no server and no publisher dominates; the training script does
not read it; it shares no text with any other set; the committed bytes are what the build writes; and the
selection rule (select_fresh36.py) does what its header says. No detector runs here, and no row's wording
is looked at.
"""

from __future__ import annotations

import functools
import sys
from pathlib import Path

import pytest

from tests.oracle import benign_sets as shared
from tests.oracle.held_out_sets import BENCH, package_key

sys.path.insert(0, str(BENCH / "corpus"))
sys.path.insert(0, str(BENCH))

import build_fresh19
import build_fresh29
import build_fresh36
import select_fresh9
import select_fresh13
import select_fresh17
import select_fresh19
import select_fresh21
import select_fresh23
import select_fresh25
import select_fresh29
import select_fresh36

SET = shared.BenignSet(
    "fresh36",
    build_fresh36,
    select_fresh36,
    manifest_sha256="6b2540e1e32333ad8c693d291a1b5053ab201431f07ee84ee3141649d775b111",
)
# the selections whose left-out names it may not hold
SELECTIONS = (
    select_fresh17,
    select_fresh19,
    select_fresh21,
    select_fresh23,
    select_fresh25,
    select_fresh29,
    select_fresh36,
)


def test_no_package_is_in_an_earlier_set_list_or_manifest() -> None:
    """Every earlier list, manifest and set was read, the twenty-ninth's included."""
    shared.check_no_package_is_earlier(
        SET, {"junos-mcp", "wgea-mcp", "zoo-mcp", "trakkr-mcp", "ya-tracker-mcp"}, read_over=2000
    )


def test_no_package_is_one_an_earlier_list_left_out() -> None:
    """The names an earlier list's header mentions (left out for a licence, as unfetchable, a copy or not
    a server) are not fetched again, the twenty-ninth set's included."""
    shared.check_no_package_is_left_out_by_a_header(
        SET, {"openbb-mcp-server", "blender-optics-mcp", "alchemite-mcp", "aio-gemini-mcp"}
    )


def test_no_package_is_a_twenty_ninth_set_candidate() -> None:
    """Step J's packages sort after the twenty-ninth set's last candidate (LAST_OF_TWENTY_NINTH), which
    its own step I candidates precede (test_selection_rule_by_metadata checks the rule on a made-up
    index)."""
    names = shared.listed(SET)
    last = select_fresh9._sha(select_fresh36.LAST_OF_TWENTY_NINTH)
    assert names and all(select_fresh9._sha(p) > last for p in names)
    assert package_key(select_fresh36.LAST_OF_TWENTY_NINTH) not in shared.mine(SET)


def test_no_header_names_an_earlier_package() -> None:
    """This list's header names no package of an earlier list (an earlier set's check of the names
    headers leave out would otherwise count one of its own packages as left out), and not the
    twenty-ninth set's last candidate either (recomputing its selection reads this header as an earlier
    list's)."""
    shared.check_no_header_names_an_earlier_package(SET)
    assert package_key(select_fresh36.LAST_OF_TWENTY_NINTH) not in shared.header_names(SET)


def test_no_package_is_reserved_or_republished() -> None:
    shared.check_no_package_is_reserved_or_republished(SET, SELECTIONS)


def test_shares_no_text_with_any_other_set() -> None:
    """The build excluded every set of data/ (and the training collections); checked again on the
    committed files' benign and training rows, whatever set landed since."""
    shared.check_shares_no_text_with_any_other_set(
        SET, {"fresh29.jsonl", "fresh35.jsonl", "train5.jsonl", "train18.jsonl", "train22.jsonl"}
    )


def test_rows_trace_back_to_pinned_artifacts() -> None:
    shared.check_rows_trace_back_to_pinned_artifacts(SET)


def test_only_the_nineteenth_sets_licences() -> None:
    assert build_fresh36.ACCEPTED == build_fresh29.ACCEPTED == build_fresh19.ACCEPTED
    shared.check_only_accepted_licences(SET)


def test_no_server_dominates() -> None:
    shared.check_no_server_dominates(SET, 20)  # 23 servers gave rows


def test_no_publisher_holds_more_than_five_servers() -> None:
    """By the names alone (the index summaries are not in the repository): the name patterns of the
    publishers the rule caps (the nineteenth set's)."""
    shared.check_no_publisher_holds_more_than_five_servers(SET)


def test_the_training_script_reads_it_as_a_fold_since_it_was_scored() -> None:
    """Held out until the lead scored it (twelfth session, 06:11 UTC); since the fourteenth session's
    retraining the model trains on it, and holds it out as a leave-one-collection-out fold of its own."""
    shared.check_the_training_script_reads_it_as_a_fold(SET)


def test_the_build_decontaminates_against_every_earlier_set() -> None:
    """Every data/*.jsonl set on main when it was built (the corpus, the evaluation sets, train18 and
    train22; train5 at its pinned digest by build_fresh9.build), fresh37, fresh38 and fresh39 too."""
    shared.check_the_build_decontaminates(SET, 35)
    assert {37, 38, 39} <= set(build_fresh36.FRESH)


def test_the_committed_bytes_are_what_the_build_writes() -> None:
    """`build_fresh36.py --check` compares a rebuild with these bytes; the rows written back as the build
    writes them give the file unchanged (one JSON object a line, UTF-8, in build order)."""
    shared.check_the_committed_bytes_are_what_the_build_writes(SET)


def test_the_list_keeps_the_rules_order() -> None:
    """packages_fresh36.txt lists PyPI packages only, in the rule's order: step J in sha256 order of the
    names, all after the twenty-ninth set's last candidate; the window is step I's, as the README states."""
    runs = shared.sha256_runs(SET)
    assert len(runs) == 1  # one run in sha256 order: step J's
    assert len(runs[0]) <= 47  # what the twenty-ninth set left of step I
    assert select_fresh36.STEP_J_MONTH == select_fresh29.STEP_I_MONTH == "2026-01"
    assert select_fresh36.STEP_J_BEFORE_MONTH == select_fresh29.STEP_H_MONTH == "2026-06"
    assert select_fresh36.STEP_J_VERSIONS == select_fresh29.STEP_I_VERSIONS == ((0, 5), (1, 0))
    assert select_fresh36.COUNT is None and select_fresh36.LEFT_OUT == {}
    assert select_fresh36.LAST_OF_TWENTY_NINTH == "mcp-lookup"
    assert select_fresh29.COUNT == 150


def test_selection_rule_by_metadata(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """PyPI only: step J, the twenty-ninth set's step I (0.5 to 0.9 released 2026-01 to 2026-05, sha256
    order) after its last candidate, every one left; never a candidate of the twenty-ninth or an earlier
    selection (its step H's included), a copy of one's summary, an earlier, reserved, library-like,
    republished, named or same-summary package; at most PUBLISHER_CAP of one publisher, counted over this
    set's candidates only. The twenty-ninth set's candidates are unchanged by the names step J reads."""
    npm = shared.index_file(
        tmp_path,
        "npm.tsv",
        [
            "name\tversion\tdownloads_a_month\tsummary",
            "busy-mcp\t2.0.0\t9000\tModel Context Protocol for Busy",
        ],
    )
    sha = select_fresh9._sha
    # The repository's lists and sets do not change during the test: read them once per set.
    reads = functools.cache(select_fresh9.earlier_packages)
    monkeypatch.setattr(select_fresh9, "earlier_packages", lambda own="fresh9": set(reads(own)))
    # The twenty-first to twenty-fifth selections take 3 each here, not 150 (their count is the default
    # of `count`, read when the later selections recompute them): the same rule on a smaller index.
    monkeypatch.setattr(select_fresh21.candidates, "__defaults__", (3,))
    monkeypatch.setattr(select_fresh23.candidates, "__defaults__", (3,))
    monkeypatch.setattr(select_fresh25.candidates, "__defaults__", (3,))
    names = sorted((f"w{i}-mcp" for i in range(80)), key=sha)
    monkeypatch.setattr(select_fresh13, "PYPI_LOW_COUNT", 3)
    monkeypatch.setattr(select_fresh17, "AFTER", names[10])
    monkeypatch.setattr(select_fresh17, "PYPI_COUNT", 4)
    monkeypatch.setattr(select_fresh19, "LAST_OF_SEVENTEENTH", names[14])
    monkeypatch.setattr(select_fresh19, "STEP_D_COUNT", 2)
    armory = [f"mcparmory-api{i}" for i in range(40)]  # one publisher, step H's window
    spring = [f"i{i}-mcp" for i in range(30)]  # step I's window
    spring_armory = [f"mcparmory-spring{i}" for i in range(16)]  # the same publisher in step I's window
    summary = {n: f"MCP server for {n}" for n in [*names, *spring]}
    summary |= {n: f"MCP server for the {n} API" for n in [*armory, *spring_armory]}
    lines = ["name\tversion\tmonth\trank\tsummary"]
    lines += [f"{n}\t1.1.0\t2026-07\t\t{summary[n]}" for n in names[:20]]  # 13's, 17's, 19's A
    lines += [f"{n}\t1.2.0\t2026-03\t\t{summary[n]}" for n in names[30:40]]  # 19's B
    lines += [f"{n}\t1.5.0\t2025-08\t\t{summary[n]}" for n in names[47:50]]  # 19's C
    lines += [f"{n}\t0.7.0\t2026-08\t\t{summary[n]}" for n in names[50:]]  # 19's D .. 25's G, 29's H
    lines += [f"{n}\t0.6.0\t2026-09\t\t{summary[n]}" for n in armory]
    lines += [f"{n}\t0.8.0\t2026-03\t\t{summary[n]}" for n in [*spring, *spring_armory]]  # step I, J
    pypi = shared.index_file(tmp_path, "pypi.tsv", lines)
    nineteenth = [line.split()[1] for line in select_fresh19.candidates(npm, pypi)]
    monkeypatch.setattr(select_fresh21, "LAST_OF_NINETEENTH", nineteenth[-1])
    twenty_first = [line.split()[1] for line in select_fresh21.candidates(npm, pypi)]
    monkeypatch.setattr(select_fresh23, "LAST_OF_TWENTY_FIRST", twenty_first[-1])
    twenty_third = [line.split()[1] for line in select_fresh23.candidates(npm, pypi)]
    monkeypatch.setattr(select_fresh25, "LAST_OF_TWENTY_THIRD", twenty_third[-1])
    twenty_fifth = [line.split()[1] for line in select_fresh25.candidates(npm, pypi)]
    monkeypatch.setattr(select_fresh29, "LAST_OF_TWENTY_FIFTH", twenty_fifth[-1])
    # The twenty-ninth selection stops part way into step I, as on the real index (its COUNT, the
    # default of `count`, read when this selection recomputes it).
    every_29 = [line.split()[1] for line in select_fresh29.candidates(npm, pypi, count=None)]
    step_i = sorted([*spring, *spring_armory], key=sha)
    in_step_i = [n for n in every_29 if n in step_i]
    assert len(in_step_i) > 8
    count_29 = len(every_29) - len(in_step_i) + 4
    monkeypatch.setattr(select_fresh29.candidates, "__defaults__", (count_29,))
    twenty_ninth = [line.split()[1] for line in select_fresh29.candidates(npm, pypi)]
    assert twenty_ninth == every_29[:count_29]
    last = twenty_ninth[-1]
    assert last in step_i
    monkeypatch.setattr(select_fresh36, "LAST_OF_TWENTY_NINTH", last)

    def late(prefix: str, after: str = last) -> str:
        """The first made-up name sorting after `after` (so step J reads it)."""
        return next(n for n in (f"{prefix}{i}-mcp" for i in range(10_000)) if sha(n) > sha(after))

    after = [n for n in step_i if sha(n) > sha(last)]
    left_out_29, left_out_36 = late("left29-"), late("left36-")
    monkeypatch.setitem(select_fresh29.LEFT_OUT, left_out_29, "an earlier list's by name (made up)")
    monkeypatch.setitem(select_fresh36.LEFT_OUT, left_out_36, "this list's by name (made up)")
    never = {
        late("low"): "0.4.0\t2026-03\t\tMCP server, too low a version for step J",
        late("high"): "1.0.0\t2026-03\t\tMCP server, too high a version for step J",
        late("early"): "0.7.0\t2025-12\t\tMCP server, too early for step J",
        late("c29-"): f"0.8.0\t2026-03\t\t{summary[twenty_ninth[-2]]}",  # a 29th-set candidate's summary
        late("sdk"): "0.8.0\t2026-03\t\tPython SDK for MCP servers",
        "mcpbind-" + late("j"): "0.8.0\t2026-03\t\tMCP Server Package: some-mcp",
        late("copy", after[0]): f"0.8.0\t2026-03\t\t{summary[after[0]]}",  # a copy of a step J name's
        left_out_29: "0.8.0\t2026-03\t\tMCP server for left-out things",
        left_out_36: "0.8.0\t2026-03\t\tMCP server for other left-out things",
        "blender-optics-mcp": "0.8.0\t2026-03\t\tMCP server the twenty-fifth list's header names",
        "zoo-mcp": "0.8.0\t2026-03\t\tMCP server of the twenty-ninth set",
    }
    pypi = shared.index_file(tmp_path, "pypi.tsv", lines + [f"{n}\t{rest}" for n, rest in never.items()])
    # the twenty-ninth set's candidates are unchanged by the names added
    assert [line.split()[1] for line in select_fresh29.candidates(npm, pypi)] == twenty_ninth
    # the cap counts this set's candidates only: the publisher's step J names up to PUBLISHER_CAP
    capped = [n for n in after if n in spring_armory][: select_fresh36.PUBLISHER_CAP]
    expected = [n for n in after if n not in spring_armory or n in capped]
    assert len([n for n in after if n in spring_armory]) > select_fresh36.PUBLISHER_CAP == len(capped)
    assert [n for n in twenty_ninth if n.startswith("mcparmory-")]  # the publisher had servers there
    got = select_fresh36.candidates(npm, pypi)
    assert got == [f"pypi {n}" for n in expected]
    assert select_fresh36.candidates(npm, pypi, count=len(expected) - 2) == got[:-2]  # a count cuts it
    earlier = [*never, *nineteenth, *twenty_first, *twenty_third, *twenty_fifth, *twenty_ninth]
    assert not {f"pypi {n}" for n in earlier} & set(got)
