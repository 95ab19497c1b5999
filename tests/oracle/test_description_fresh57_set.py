"""Provenance of the fifty-seventh held-out set, `bench/corpus/data/fresh57.jsonl` (benign rows only).

Built on 2026-12-07 before any detector ran on it, scored once since (README, "Fifty-seventh independent
evaluation set"), then opened for a development look at its false alarms; test_description_held_out_sets.py
registers it as TRAINED_SINCE (the sixteenth session's retraining reads it). These check what is
particular to it, with the checks tests/oracle/benign_sets.py shares with the forty-third and fifty-second
sets' tests: every package is new to every earlier set, list and manifest (the fifty-second's included)
and to the names their headers leave out; none is reserved or republished; the rows trace back to the
pinned artifacts; the licences are the nineteenth set's accepted ones; no server and no publisher
dominates; the training script reads it as a fold; it shares no text with any other set; the committed
bytes are what the build writes; and the selection rule (select_fresh57.py, the fifty-second set's step N
continued as step O) does what its header says, on a made-up index, with the earlier selections it
recomputes memoised as run_select_memo.py memoises them. No detector runs here, and no row's wording is
looked at.
"""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

from tests.oracle import benign_sets as shared
from tests.oracle.held_out_sets import BENCH

sys.path.insert(0, str(BENCH / "corpus"))

import build_fresh19
import build_fresh52
import build_fresh57
import select_fresh9
import select_fresh19
import select_fresh29
import select_fresh36
import select_fresh43
import select_fresh52
import select_fresh57

SET = shared.BenignSet(
    "fresh57",
    build_fresh57,
    select_fresh57,
    manifest_sha256="92b9e1ebad275ed3e8350e60bc5daa598926e849a66954240abfd77b9103e807",
)
SELECTIONS = (*shared.SELECTIONS, select_fresh52, select_fresh57)
LEFT_OUT_COUNT = 11


def test_no_package_is_in_an_earlier_set_list_or_manifest() -> None:
    """Every earlier list, manifest and set was read, the fifty-second's included."""
    shared.check_no_package_is_earlier(
        SET, {"junos-mcp", "wgea-mcp", "thesma-mcp", "age-mcp-server", "abap-adt-mcp", "mcp-keycloak"}
    )


def test_no_package_is_one_an_earlier_list_left_out() -> None:
    """The fifty-second set's header names included."""
    shared.check_no_package_is_left_out_by_a_header(
        SET, {"openbb-mcp-server", "qiloback-mcp", "matomo-mcp", "minecraft-mcp-server", "totara-mcp"}
    )


def test_no_header_names_an_earlier_package() -> None:
    shared.check_no_header_names_an_earlier_package(SET)


def test_no_package_is_reserved_or_republished() -> None:
    shared.check_no_package_is_reserved_or_republished(SET, SELECTIONS)
    assert len(select_fresh57.LEFT_OUT) == LEFT_OUT_COUNT


def test_shares_no_text_with_any_other_set() -> None:
    shared.check_shares_no_text_with_any_other_set(
        SET,
        {"fresh43.jsonl", "fresh52.jsonl", "fresh56.jsonl", "train5.jsonl", "train18.jsonl", "train22.jsonl"},
    )


def test_rows_trace_back_to_pinned_artifacts() -> None:
    shared.check_rows_trace_back_to_pinned_artifacts(SET)


def test_only_the_nineteenth_sets_licences() -> None:
    assert build_fresh57.ACCEPTED == build_fresh52.ACCEPTED == build_fresh19.ACCEPTED
    shared.check_only_accepted_licences(SET)


def test_no_server_dominates() -> None:
    """At least 100 servers gave rows; none holds more than 65 rows (build_benign.py's caps) nor more than
    5% of the set (build_fresh52.capped, by position in build order)."""
    per_server = shared.check_no_server_dominates(SET, 100)
    assert max(per_server.values()) <= build_fresh57.MAX_SHARE * sum(per_server.values())
    assert build_fresh57.MAX_SHARE == 0.05
    assert build_fresh57.share_cap(shared.rows_of(SET.rows)) >= max(per_server.values())


def test_no_publisher_holds_more_than_five_servers() -> None:
    shared.check_no_publisher_holds_more_than_five_servers(SET)


def test_the_training_script_reads_it_as_a_fold_since_it_was_scored() -> None:
    shared.check_the_training_script_reads_it_as_a_fold(SET)


def test_the_build_decontaminates_against_every_earlier_set() -> None:
    """Every data/*.jsonl set on main when it was built (fresh3 to fresh56, the corpus, train18 and
    train22; train5 at its pinned digest)."""
    shared.check_the_build_decontaminates(SET, 56)
    assert 57 not in build_fresh57.FRESH


def test_the_committed_bytes_are_what_the_build_writes() -> None:
    shared.check_the_committed_bytes_are_what_the_build_writes(SET)


def test_the_list_keeps_the_rules_order() -> None:
    """packages_fresh57.txt lists PyPI packages only, in the rule's order: step O in sha256 order of the
    names, after the fifty-second set's last step N candidate, at most STEP_O_COUNT; the window is the
    forty-third set's step L."""
    runs = shared.sha256_runs(SET)
    assert len(runs) == 1  # one run in sha256 order: step O's
    (step_o,) = runs
    assert select_fresh57.STEP_O_COUNT == 220 and len(step_o) <= 220
    sha = select_fresh9._sha
    assert sha(step_o[0]) > sha(select_fresh57.LAST_OF_STEP_N)
    # the fifty-second set's last listed step N package sorts at or before its last step N candidate
    listed_52 = shared.sha256_runs(shared.BenignSet("fresh52", build_fresh52, select_fresh52, ""))
    assert sha(listed_52[1][-1]) <= sha(select_fresh57.LAST_OF_STEP_N)
    assert select_fresh43.STEP_L_VERSIONS == ((0, 2), (0, 5)) and select_fresh43.STEP_L_MONTH == "2026-06"


def test_selection_rule_by_metadata(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """PyPI only: step O, step L's window (0.2 to 0.4 released 2026-06 or later) after the fifty-second
    set's last step N candidate, the first STEP_O_COUNT, in sha256 order; never a candidate of the
    fifty-second or an earlier selection, a copy of one's summary, a library-like, republished, named or
    same-summary package, nor a name outside step L's window; at most PUBLISHER_CAP of one
    publisher, counted over this set's candidates only. The earlier selections' candidates are unchanged
    by the names step O reads."""
    made = shared.made_up_indexes(tmp_path, monkeypatch, SELECTIONS, old=24, young=24)
    sha = select_fresh9._sha
    npm, pypi = made.npm, made.pypi
    # The forty-third selection takes a few of each step here, not 180 and 120, the fifty-second every
    # one left of step K and a few of step L (their counts, read when this selection recomputes them).
    monkeypatch.setattr(select_fresh43.candidates.__wrapped__, "__defaults__", (8, 4))
    monkeypatch.setattr(select_fresh52.candidates.__wrapped__, "__defaults__", (None, 4))
    forty_third = [line.split()[1] for line in select_fresh43.candidates(npm, pypi)]
    window = sorted([*made.old, *made.old_armory], key=sha)
    window_l = sorted([*made.young, *made.young_armory], key=sha)
    in_k = [n for n in forty_third if n in window]
    in_l = [n for n in forty_third if n in window_l]
    assert len(in_k) == 8 and len(in_l) == 4
    monkeypatch.setattr(select_fresh52, "LAST_OF_STEP_K", in_k[-1])
    monkeypatch.setattr(select_fresh52, "LAST_OF_STEP_L", in_l[-1])
    fifty_second = [line.split()[1] for line in select_fresh52.candidates(npm, pypi)]
    in_n = [n for n in fifty_second if n in window_l]
    assert len(in_n) == 4 and fifty_second[-4:] == in_n
    monkeypatch.setattr(select_fresh57, "LAST_OF_STEP_N", in_n[-1])
    first = [line.split()[1] for line in select_fresh57.candidates(npm, pypi)]
    after_n = [n for n in window_l if sha(n) > sha(in_n[-1])]
    # the cap over this set's candidates only (the forty-third's and fifty-second's do not count)
    assert first == select_fresh19.capped(after_n, made.summary, 5)
    assert first and not set(first) & {*forty_third, *fifty_second}

    # made-up names sorting after the fifty-second set's last step N candidate and before the window's
    # last name (so the count would read them)
    n = {"below": window_l[-1], "after": in_n[-1]}
    left_out_52, left_out_57 = shared.late_name("left52-", **n), shared.late_name("left57-", **n)
    monkeypatch.setitem(select_fresh52.LEFT_OUT, left_out_52, "an earlier list's by name (made up)")
    monkeypatch.setitem(select_fresh57.LEFT_OUT, left_out_57, "this list's by name (made up)")
    copied = after_n[0]
    never = {
        shared.late_name("lowl", **n): "0.1.9\t2026-08\t\tMCP server, too low a version for step O",
        shared.late_name("earlyl", **n): "0.4.0\t2026-05\t\tMCP server, too early for step O",
        shared.late_name("c52-", **n): f"0.3.0\t2026-08\t\t{made.summary[fifty_second[-1]]}",  # a 52nd's
        shared.late_name("sdk", **n): "0.3.0\t2026-08\t\tPython SDK for MCP servers",
        "mcpbind-" + shared.late_name("o", **n): "0.3.0\t2026-08\t\tMCP Server Package: some-mcp",
        shared.late_name("copy", window_l[-1], copied): f"0.3.0\t2026-08\t\t{made.summary[copied]}",
        left_out_52: "0.3.0\t2026-08\t\tMCP server for left-out things",
        left_out_57: "0.3.0\t2026-08\t\tMCP server for other left-out things",
        "qiloback-mcp": "0.3.0\t2026-08\t\tMCP server the thirty-sixth list's header names",
        "mcp-keycloak": "0.3.0\t2026-08\t\tMCP server of the fifty-second set",
    }
    # a file of its own: the memoised selections read it afresh
    pypi = shared.index_file(
        tmp_path, "pypi2.tsv", made.lines + [f"{name}\t{rest}" for name, rest in never.items()]
    )
    # the earlier selections' candidates are unchanged by the names added after their last ones
    assert [line.split()[1] for line in select_fresh29.candidates(npm, pypi)] == made.twenty_ninth
    assert [line.split()[1] for line in select_fresh36.candidates(npm, pypi)] == made.thirty_sixth
    assert [line.split()[1] for line in select_fresh43.candidates(npm, pypi)] == forty_third
    assert [line.split()[1] for line in select_fresh52.candidates(npm, pypi)] == fifty_second
    got = [line.split()[1] for line in select_fresh57.candidates(npm, pypi)]
    assert got == first
    assert not set(never) & set(got)
    # the count cuts step O
    assert len(got) > 3
    assert [line.split()[1] for line in select_fresh57.candidates(npm, pypi, count_o=3)] == got[:3]
    # the publisher had servers in the earlier steps and is capped in this set's
    assert [name for name in fifty_second if name.startswith("mcparmory-")]
    assert len([name for name in got if name.startswith("mcparmory-")]) <= select_fresh57.PUBLISHER_CAP
