"""Provenance of the forty-third held-out set, `bench/corpus/data/fresh43.jsonl` (benign rows only).

Built on 2026-12-07 before any detector ran on it, scored once in the thirteenth session (09:31 UTC) (README,
"Forty-third independent evaluation set"); test_description_held_out_sets.py registers it as TRAINED_SINCE (the
fourteenth session's retraining reads it). These check what is
particular to it: every package is new to every earlier set, list and manifest (the thirty-sixth's
included) and to the names their headers leave out; none is reserved or republished; the rows trace back
to the pinned artifacts; the licences are the nineteenth set's accepted ones; no server and no publisher
dominates; the training script reads it as a fold of its own; it shares no text with any other set; the committed
bytes are what the build writes; and the selection rule (select_fresh43.py, the widening step K) does
what its header says, on a made-up index, with the earlier selections it recomputes memoised as
run_select_memo.py memoises them. No detector runs here, and no row's wording is looked at.
"""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

from tests.oracle import benign_sets as shared
from tests.oracle.held_out_sets import BENCH

sys.path.insert(0, str(BENCH / "corpus"))

import build_fresh19
import build_fresh36
import build_fresh43
import select_fresh9
import select_fresh12
import select_fresh19
import select_fresh29
import select_fresh36
import select_fresh43

SET = shared.BenignSet(
    "fresh43",
    build_fresh43,
    select_fresh43,
    manifest_sha256="e2de01513f0d59373c4eeeaa7875de3fa65ac806855ab3c24927f041451ec205",
)
FRESH43 = SET.rows
STEP_K_LISTED = 102  # the list's step K packages (the rest are step L's)
SELECTIONS = shared.SELECTIONS


def test_no_package_is_in_an_earlier_set_list_or_manifest() -> None:
    """Every earlier list, manifest and set was read, the thirty-sixth's included."""
    shared.check_no_package_is_earlier(
        SET, {"junos-mcp", "wgea-mcp", "zoo-mcp", "thesma-mcp", "platform-2step-mcp"}
    )


def test_no_package_is_one_an_earlier_list_left_out() -> None:
    """The names an earlier list's header mentions (left out for a licence, as unfetchable, a copy or not
    a server) are not fetched again, the thirty-sixth set's included."""
    shared.check_no_package_is_left_out_by_a_header(
        SET, {"openbb-mcp-server", "blender-optics-mcp", "qiloback-mcp", "agentops-mcp-server"}
    )


def test_no_header_names_an_earlier_package() -> None:
    """This list's header names no package of an earlier list (an earlier set's check of the names
    headers leave out would otherwise count one of its own packages as left out)."""
    shared.check_no_header_names_an_earlier_package(SET)


def test_no_package_is_reserved_or_republished() -> None:
    shared.check_no_package_is_reserved_or_republished(SET, SELECTIONS)
    assert len(select_fresh43.LEFT_OUT) == 14


def test_shares_no_text_with_any_other_set() -> None:
    """The build excluded every set of data/ (and the training collections); checked again on the
    committed files' benign and training rows, whatever set landed since."""
    shared.check_shares_no_text_with_any_other_set(
        SET, {"fresh29.jsonl", "fresh36.jsonl", "train5.jsonl", "train18.jsonl", "train22.jsonl"}
    )


def test_rows_trace_back_to_pinned_artifacts() -> None:
    shared.check_rows_trace_back_to_pinned_artifacts(SET)


def test_only_the_nineteenth_sets_licences() -> None:
    assert build_fresh43.ACCEPTED == build_fresh36.ACCEPTED == build_fresh19.ACCEPTED
    shared.check_only_accepted_licences(SET)


def test_no_server_dominates() -> None:
    shared.check_no_server_dominates(SET, 100)  # 103 servers gave rows


def test_no_publisher_holds_more_than_five_servers() -> None:
    """By the names alone (the index summaries are not in the repository): the name patterns of the
    publishers the rule caps (the nineteenth set's)."""
    shared.check_no_publisher_holds_more_than_five_servers(SET)


def test_the_training_script_reads_it_as_a_fold_since_it_was_scored() -> None:
    """Held out until the lead scored it (thirteenth session, 09:31 UTC); since the fourteenth session's
    retraining the model trains on it, a leave-one-collection-out fold of its own."""
    shared.check_the_training_script_reads_it_as_a_fold(SET)


def test_the_build_decontaminates_against_every_earlier_set() -> None:
    """Every data/*.jsonl set on main when it was built (the corpus, the evaluation sets, train18 and
    train22; train5 at its pinned digest by build_fresh9.build)."""
    shared.check_the_build_decontaminates(SET, 42)
    assert 43 not in build_fresh43.FRESH


def test_the_committed_bytes_are_what_the_build_writes() -> None:
    """`build_fresh43.py --check` compares a rebuild with these bytes; the rows written back as the build
    writes them give the file unchanged (one JSON object a line, UTF-8, in build order)."""
    shared.check_the_committed_bytes_are_what_the_build_writes(SET)


def test_the_list_keeps_the_rules_order() -> None:
    """packages_fresh43.txt lists PyPI packages only, in the rule's order: step K in sha256 order of the
    names, at most COUNT of them, then step L in sha256 order, at most STEP_L_COUNT; the windows are the
    ones the README states."""
    runs = shared.sha256_runs(SET)
    assert len(runs) == 2  # two runs in sha256 order: step K's, then step L's
    step_k, step_l = runs
    assert len(step_k) == STEP_K_LISTED
    assert len(step_k) <= select_fresh43.COUNT == 180
    assert len(step_l) <= select_fresh43.STEP_L_COUNT == 120
    assert select_fresh43.STEP_K_VERSIONS == ((1, 0), (1, 3))
    assert select_fresh43.STEP_K_FLOOR == "" and select_fresh43.STEP_K_BELOW_MONTH == "2026-01"
    assert select_fresh19.STEP_B_MONTH == select_fresh43.STEP_K_BELOW_MONTH == select_fresh19.STEP_C_BELOW
    assert select_fresh43.STEP_L_VERSIONS == ((0, 2), (0, 5)) and select_fresh43.STEP_L_MONTH == "2026-06"
    assert select_fresh19.STEP_D_VERSIONS[0] == (0, 5)  # step L's versions are below every earlier step's


def test_selection_rule_by_metadata(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """PyPI only: step K, versions 1.0 to 1.2 released before 2026-01, sha256 order, the first COUNT,
    then step L, versions 0.2 to 0.4 released 2026-06 or later, sha256 order, the first STEP_L_COUNT;
    never a candidate of the thirty-sixth or an earlier selection, a copy of one's summary, an earlier,
    reserved, library-like, republished, named or same-summary package, nor a name of a window neither
    step reads; at most PUBLISHER_CAP of one publisher, counted over this set's candidates only (steps K
    and L together). The earlier selections' candidates are unchanged by the names steps K and L read."""
    made = shared.made_up_indexes(tmp_path, monkeypatch, SELECTIONS, old=24, young=14)
    npm, pypi, summary, lines = made.npm, made.pypi, made.summary, made.lines
    old, old_armory, young, young_armory = made.old, made.old_armory, made.young, made.young_armory
    nineteenth, twenty_first, twenty_third = made.nineteenth, made.twenty_first, made.twenty_third
    twenty_fifth, twenty_ninth, thirty_sixth = made.twenty_fifth, made.twenty_ninth, made.thirty_sixth
    sha = select_fresh9._sha
    first = select_fresh43.candidates(npm, pypi)
    window = sorted([*old, *old_armory], key=sha)
    window_l = sorted([*young, *young_armory], key=sha)
    # the cap over steps K and L together: the publisher's five are step K's, none of step L's
    assert [line.split()[1] for line in first] == select_fresh19.capped([*window, *window_l], summary, 5)
    assert not {f"pypi {n}" for n in young_armory} & set(first)

    def late(prefix: str, after: str = "") -> str:
        """A made-up name sorting after `after` and before the last of step K's names (so a COUNT would
        read it)."""
        return shared.late_name(prefix, window[-1], after)

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
    pypi = shared.index_file(tmp_path, "pypi2.tsv", lines + [f"{n}\t{rest}" for n, rest in never.items()])
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
