"""Provenance of the fifty-second held-out set, `bench/corpus/data/fresh52.jsonl` (benign rows only).

Built on 2026-12-07 before any detector ran on it, scored once in the fourteenth session (README,
"Fifty-second independent evaluation set"); test_description_held_out_sets.py registers it as
TRAINED_SINCE (the fifteenth session's retraining reads it). These check what is
particular to it, with the checks tests/oracle/benign_sets.py shares with the forty-third set's test:
every package is new to every earlier set, list and manifest (the forty-third's included) and to the names
their headers leave out; none is reserved or republished; the rows trace back to the pinned artifacts;
the licences are the nineteenth set's accepted ones; no server and no publisher dominates; the training
script does not read it; it shares no text with any other set; the committed bytes are what the build
writes; and the selection rule (select_fresh52.py, the forty-third set's steps K and L continued as steps
M and N) does what its header says, on a made-up index, with the earlier selections it recomputes
memoised as run_select_memo.py memoises them. No detector runs here, and no row's wording is looked at.
"""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

from tests.oracle import benign_sets as shared
from tests.oracle.held_out_sets import BENCH

sys.path.insert(0, str(BENCH / "corpus"))

import build_fresh19
import build_fresh43
import build_fresh52
import select_fresh9
import select_fresh19
import select_fresh29
import select_fresh36
import select_fresh43
import select_fresh52

SET = shared.BenignSet(
    "fresh52",
    build_fresh52,
    select_fresh52,
    manifest_sha256="95933be315943d4e4d44bb571564fda6872e05ecfe4636f8a0d458731c239c80",
)
STEP_M_LISTED = 73  # the list's step M packages (the rest are step N's)
SELECTIONS = (*shared.SELECTIONS, select_fresh52)


def test_no_package_is_in_an_earlier_set_list_or_manifest() -> None:
    shared.check_no_package_is_earlier(
        SET, {"junos-mcp", "wgea-mcp", "zoo-mcp", "thesma-mcp", "platform-2step-mcp", "age-mcp-server"}
    )


def test_no_package_is_one_an_earlier_list_left_out() -> None:
    """The forty-third set's header names included."""
    shared.check_no_package_is_left_out_by_a_header(
        SET, {"openbb-mcp-server", "blender-optics-mcp", "qiloback-mcp", "kill-process-mcp", "matomo-mcp"}
    )


def test_no_header_names_an_earlier_package() -> None:
    shared.check_no_header_names_an_earlier_package(SET)


def test_no_package_is_reserved_or_republished() -> None:
    shared.check_no_package_is_reserved_or_republished(SET, SELECTIONS)
    assert len(select_fresh52.LEFT_OUT) == LEFT_OUT_COUNT


LEFT_OUT_COUNT = 21


def test_shares_no_text_with_any_other_set() -> None:
    shared.check_shares_no_text_with_any_other_set(
        SET,
        {"fresh36.jsonl", "fresh43.jsonl", "fresh47.jsonl", "train5.jsonl", "train18.jsonl", "train22.jsonl"},
    )


def test_rows_trace_back_to_pinned_artifacts() -> None:
    shared.check_rows_trace_back_to_pinned_artifacts(SET)


def test_only_the_nineteenth_sets_licences() -> None:
    assert build_fresh52.ACCEPTED == build_fresh43.ACCEPTED == build_fresh19.ACCEPTED
    shared.check_only_accepted_licences(SET)


def test_no_server_dominates() -> None:
    """115 servers gave rows; none holds more than 65 rows (build_benign.py's caps) nor more than 5% of
    the set (build_fresh52.capped, by position in build order)."""
    per_server = shared.check_no_server_dominates(SET, 100)
    assert max(per_server.values()) <= build_fresh52.MAX_SHARE * sum(per_server.values())
    assert build_fresh52.share_cap(shared.rows_of(SET.rows)) == max(per_server.values())


def test_the_share_cap_keeps_a_servers_first_rows() -> None:
    """On made-up rows: the cap is the largest under which no server holds more than 5%, and a capped
    server keeps its first rows in build order, whatever they say."""
    rows = [{"source": f"pypi:s{i}", "n": j} for i in range(30) for j in range(3)]
    rows += [{"source": "pypi:big", "n": j} for j in range(20)]
    cap = build_fresh52.share_cap(rows)
    assert cap == 4  # 4 <= 5% of 94, 5 > 5% of 95
    kept = build_fresh52.capped(rows)
    assert [r["n"] for r in kept if r["source"] == "pypi:big"] == [0, 1, 2, 3]
    assert len(kept) == 94 and build_fresh52.capped(kept) == kept


def test_no_publisher_holds_more_than_five_servers() -> None:
    shared.check_no_publisher_holds_more_than_five_servers(SET)


def test_the_training_script_reads_it_as_a_fold_since_it_was_scored() -> None:
    """Scored once in the fourteenth session (12:40 and 13:05 UTC), trained on since the fifteenth's."""
    shared.check_the_training_script_reads_it_as_a_fold(SET)


def test_the_build_decontaminates_against_every_earlier_set() -> None:
    """Every data/*.jsonl set on main when it was built (fresh3 to fresh47, the corpus, train18 and
    train22; train5 at its pinned digest)."""
    shared.check_the_build_decontaminates(SET, 47)
    assert 52 not in build_fresh52.FRESH


def test_the_committed_bytes_are_what_the_build_writes() -> None:
    shared.check_the_committed_bytes_are_what_the_build_writes(SET)


def test_the_list_keeps_the_rules_order() -> None:
    """packages_fresh52.txt lists PyPI packages only, in the rule's order: step M in sha256 order of the
    names, every one left after the forty-third set's last step K candidate, then step N in sha256 order,
    after its last step L candidate, at most STEP_N_COUNT; the windows are the forty-third set's."""
    runs = shared.sha256_runs(SET)
    assert len(runs) == 2  # two runs in sha256 order: step M's, then step N's
    step_m, step_n = runs
    assert len(step_m) == STEP_M_LISTED
    assert len(step_n) <= select_fresh52.STEP_N_COUNT == 180 and select_fresh52.STEP_M_COUNT is None
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


def test_selection_rule_by_metadata(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """PyPI only: step M, step K's window (versions 1.0 to 1.2 released before 2026-01) after the
    forty-third set's last step K candidate, every one left; then step N, step L's window (0.2 to 0.4
    released 2026-06 or later) after its last step L candidate, the first STEP_N_COUNT; each in sha256
    order; never a candidate of the forty-third or an earlier selection, a copy of one's summary, a
    library-like, republished, named or same-summary package, nor a name of a window neither step reads;
    at most PUBLISHER_CAP of one publisher, counted over this set's candidates only (steps M and N
    together). The earlier selections' candidates are unchanged by the names steps M and N read."""
    made = shared.made_up_indexes(tmp_path, monkeypatch, SELECTIONS, old=24, young=14)
    sha = select_fresh9._sha
    npm, pypi = made.npm, made.pypi
    # The forty-third selection takes a few of each step here, not 180 and 120 (its counts, the defaults
    # of `count` and `count_l`, read when this selection recomputes it).
    monkeypatch.setattr(select_fresh43.candidates.__wrapped__, "__defaults__", (8, 4))
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
