"""Provenance of the twenty-ninth held-out set, `bench/corpus/data/fresh29.jsonl` (benign rows only).

test_description_held_out_sets.py checks it as it checks fresh25 (schema, digest, new servers, no shared
or reserved text, the bench refusing to print it). These check what is particular to it: every package is
new to every earlier set, list and manifest (the twenty-fifth's included), to the names their headers
leave out and to every candidate the ninth to twenty-fifth selections fetched (step H's packages sort
after the twenty-fifth set's last candidate; step I reads a window no earlier rule read); none is reserved
or republished; the rows trace back to the pinned artifacts; the licences are the nineteenth set's
accepted ones; no server and no publisher dominates; the training script reads it as a fold since it was scored; the committed
bytes are what the build writes; and the selection rule (select_fresh29.py) does what its header says. No
detector runs here, and no row's wording is looked at.
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
import build_fresh25
import build_fresh29
import select_fresh9
import select_fresh13
import select_fresh17
import select_fresh19
import select_fresh21
import select_fresh23
import select_fresh25
import select_fresh29

SET = shared.BenignSet(
    "fresh29",
    build_fresh29,
    select_fresh29,
    manifest_sha256="11399757e169cc66624fa384d46fdd5a8bc1a2c182e67eba9b0e5082300a2794",
)
# the selections whose left-out names it may not hold
SELECTIONS = (select_fresh17, select_fresh19, select_fresh21, select_fresh23, select_fresh25, select_fresh29)


def _steps() -> tuple[list[str], list[str]]:
    """The list cut where step H (in sha256 order after the twenty-fifth set's last) gives way to step I
    (in sha256 order again, from the start)."""
    runs = shared.sha256_runs(SET)
    assert len(runs) <= 2  # step H's run, then step I's
    return runs[0], runs[1] if len(runs) > 1 else []


def test_no_package_is_in_an_earlier_set_list_or_manifest() -> None:
    """Every earlier list, manifest and set was read, the twenty-fifth's included."""
    shared.check_no_package_is_earlier(
        SET, {"junos-mcp", "evc-team-relay-mcp", "file-organizer-ai-mcp", "wgea-mcp"}, read_over=1900
    )


def test_no_package_is_one_an_earlier_list_left_out() -> None:
    """The names an earlier list's header mentions (left out for a licence, as unfetchable, a copy or not
    a server) are not fetched again, the twenty-fifth set's included."""
    shared.check_no_package_is_left_out_by_a_header(
        SET, {"openbb-mcp-server", "moneybird-mcp", "interloper-mcp", "blender-optics-mcp"}
    )


def test_no_package_is_a_twenty_fifth_set_candidate() -> None:
    """Step H's packages sort after the twenty-fifth set's last candidate (LAST_OF_TWENTY_FIFTH), which
    its own candidates precede; step I's were released 2026-01 to 2026-05 at 0.5 to 0.9, a window no
    earlier selection read (test_selection_rule_by_metadata checks it on a made-up index)."""
    step_h, step_i = _steps()
    last = select_fresh9._sha(select_fresh29.LAST_OF_TWENTY_FIFTH)
    assert step_h and step_i
    assert all(select_fresh9._sha(p) > last for p in step_h)
    assert package_key(select_fresh29.LAST_OF_TWENTY_FIFTH) not in shared.mine(SET)


def test_no_header_names_an_earlier_package() -> None:
    """This list's header names no package of an earlier list (an earlier set's check of the names
    headers leave out would otherwise count one of its own packages as left out), and not the
    twenty-fifth set's last candidate either (recomputing its selection reads this header as an earlier
    list's)."""
    shared.check_no_header_names_an_earlier_package(SET)
    assert package_key(select_fresh29.LAST_OF_TWENTY_FIFTH) not in shared.header_names(SET)


def test_no_package_is_reserved_or_republished() -> None:
    shared.check_no_package_is_reserved_or_republished(SET, SELECTIONS)


def test_shares_no_text_with_any_other_set() -> None:
    """The build excluded every set of data/ (and the training collections); checked again on the
    committed files' benign and training rows, whatever set landed since (fresh35's attack rows are
    planted in this set's rewrites)."""
    shared.check_shares_no_text_with_any_other_set(
        SET, {"fresh25.jsonl", "fresh27.jsonl", "train5.jsonl", "train18.jsonl", "train22.jsonl"}
    )


def test_rows_trace_back_to_pinned_artifacts() -> None:
    shared.check_rows_trace_back_to_pinned_artifacts(SET)


def test_only_the_nineteenth_sets_licences() -> None:
    assert build_fresh29.ACCEPTED == build_fresh25.ACCEPTED == build_fresh19.ACCEPTED
    shared.check_only_accepted_licences(SET)


def test_no_server_dominates() -> None:
    per_server = shared.check_no_server_dominates(SET, 80)
    assert max(per_server.values()) <= 0.05 * per_server.total()


def test_no_publisher_holds_more_than_five_servers() -> None:
    """By the names alone (the index summaries are not in the repository): the name patterns of the
    publishers the rule caps (the nineteenth set's)."""
    shared.check_no_publisher_holds_more_than_five_servers(SET)


def test_the_training_script_reads_it_as_a_fold_since_it_was_scored() -> None:
    """Held out until the lead scored it (eleventh session, 09:26 UTC); since that session's second
    retraining the model trains on it, and holds it out as a leave-one-collection-out fold of its own."""
    shared.check_the_training_script_reads_it_as_a_fold(SET)


def test_the_build_decontaminates_against_every_earlier_set() -> None:
    """Every data/*.jsonl set on main when it was built (the corpus, the evaluation sets, train18 and
    train22; train5 at its pinned digest by build_fresh9.build), fresh30, fresh31 and fresh33 too."""
    shared.check_the_build_decontaminates(SET, 28)
    assert {30, 31, 33} <= set(build_fresh29.FRESH)


def test_the_committed_bytes_are_what_the_build_writes() -> None:
    """`build_fresh29.py --check` compares a rebuild with these bytes; the rows written back as the build
    writes them give the file unchanged (one JSON object a line, UTF-8, in build order)."""
    shared.check_the_committed_bytes_are_what_the_build_writes(SET)


def test_the_list_keeps_the_rules_order() -> None:
    """packages_fresh29.txt lists PyPI packages only, in the rule's order: step H in sha256 order of the
    names, all after the twenty-fifth set's last candidate, then step I in sha256 order; the windows are
    the ones the README states."""
    step_h, step_i = _steps()  # PyPI only, at most two runs in sha256 order
    assert step_h + step_i == shared.listed(SET)
    assert len(step_h) <= 53  # what the twenty-fifth set left of step G
    assert select_fresh29.STEP_H_MONTH == "2026-06" and select_fresh29.STEP_H_VERSIONS == ((0, 5), (1, 0))
    assert select_fresh29.STEP_I_MONTH == "2026-01" and select_fresh29.STEP_I_VERSIONS == ((0, 5), (1, 0))
    assert select_fresh29.COUNT == select_fresh25.STEP_G_COUNT == 150
    assert select_fresh29.LAST_OF_TWENTY_FIFTH == "wgea-mcp"


def test_selection_rule_by_metadata(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """PyPI only: step H (0.5 to 0.9 released 2026-06 or later, sha256 order, after the twenty-fifth
    set's last candidate, every one), then step I (0.5 to 0.9 released 2026-01 to 2026-05, sha256 order),
    the first COUNT of both; never a candidate of the twenty-fifth or an earlier selection, a copy of one's
    summary, an earlier, reserved, library-like, republished, named or same-summary package; at most
    PUBLISHER_CAP of one publisher in this set, counted over both steps."""
    npm = shared.index_file(
        tmp_path,
        "npm.tsv",
        [
            "name\tversion\tdownloads_a_month\tsummary",
            "busy-mcp\t2.0.0\t9000\tModel Context Protocol for Busy",
        ],
    )
    sha = select_fresh9._sha
    # The repository's lists and sets do not change during the test: read them once per set (the chain of
    # recomputed selections, each recomputing the ones before it, would read them hundreds of times).
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
    armory = [f"mcparmory-api{i}" for i in range(40)]  # one publisher
    spring = [f"i{i}-mcp" for i in range(12)]  # step I's window
    spring_armory = [f"mcparmory-spring{i}" for i in range(8)]  # the same publisher in step I's window
    summary = {n: f"MCP server for {n}" for n in [*names, *spring]}
    summary |= {n: f"MCP server for the {n} API" for n in [*armory, *spring_armory]}
    lines = ["name\tversion\tmonth\trank\tsummary"]
    lines += [f"{n}\t1.1.0\t2026-07\t\t{summary[n]}" for n in names[:20]]  # 13's, 17's, 19's A
    lines += [f"{n}\t1.2.0\t2026-03\t\t{summary[n]}" for n in names[30:40]]  # 19's B
    lines += [f"{n}\t1.5.0\t2025-08\t\t{summary[n]}" for n in names[47:50]]  # 19's C
    lines += [f"{n}\t0.7.0\t2026-08\t\t{summary[n]}" for n in names[50:]]  # 19's D, 21's E, 23's F, 25's G, H
    lines += [f"{n}\t0.6.0\t2026-09\t\t{summary[n]}" for n in armory]
    lines += [f"{n}\t0.8.0\t2026-03\t\t{summary[n]}" for n in [*spring, *spring_armory]]  # step I
    pypi = shared.index_file(tmp_path, "pypi.tsv", lines)
    nineteenth = [line.split()[1] for line in select_fresh19.candidates(npm, pypi)]
    monkeypatch.setattr(select_fresh21, "LAST_OF_NINETEENTH", nineteenth[-1])
    twenty_first = [line.split()[1] for line in select_fresh21.candidates(npm, pypi)]
    monkeypatch.setattr(select_fresh23, "LAST_OF_TWENTY_FIRST", twenty_first[-1])
    twenty_third = [line.split()[1] for line in select_fresh23.candidates(npm, pypi)]
    monkeypatch.setattr(select_fresh25, "LAST_OF_TWENTY_THIRD", twenty_third[-1])
    twenty_fifth = [line.split()[1] for line in select_fresh25.candidates(npm, pypi)]
    assert len(twenty_fifth) == 3 and not set(twenty_fifth) & {*twenty_first, *twenty_third}
    assert not set(twenty_fifth) & {*spring, *spring_armory}  # step I's window is not step G's
    last = twenty_fifth[-1]
    monkeypatch.setattr(select_fresh29, "LAST_OF_TWENTY_FIFTH", last)

    def late(prefix: str, after: str = last) -> str:
        """The first made-up name sorting after `after` (so step H reads it)."""
        return next(n for n in (f"{prefix}{i}-mcp" for i in range(10_000)) if sha(n) > sha(after))

    after = sorted((n for n in [*names[50:], *armory] if sha(n) > sha(last)), key=sha)
    step_i_names = sorted([*spring, *spring_armory], key=sha)
    left_out_25, left_out_29 = late("left25-"), "left29-mcp"
    monkeypatch.setitem(select_fresh25.LEFT_OUT, left_out_25, "an earlier list's by name (made up)")
    monkeypatch.setitem(select_fresh29.LEFT_OUT, left_out_29, "this list's by name (made up)")
    copy_of_first = late("copy", after[0])
    never = {
        late("low"): "0.3.0\t2026-08\t\tMCP server, too low a version for step H",
        late("high"): "1.0.0\t2026-08\t\tMCP server, too high a version for step H",
        "early-i-mcp": "0.7.0\t2025-12\t\tMCP server, too early for step I",
        "low-i-mcp": "0.4.0\t2026-03\t\tMCP server, too low a version for step I",
        late("c23-"): f"0.8.0\t2026-09\t\t{summary[twenty_third[0]]}",  # a 23rd-set candidate's summary
        "c25-i-mcp": f"0.8.0\t2026-03\t\t{summary[twenty_fifth[0]]}",  # a 25th-set candidate's summary
        "sdk-i-mcp": "0.8.0\t2026-03\t\tPython SDK for MCP servers",
        "mcpbind-i-mcp": "0.8.0\t2026-03\t\tMCP Server Package: some-mcp",
        "copy-i-mcp": f"0.8.0\t2026-03\t\t{summary[after[0]]}",  # a copy of a step H candidate's summary
        copy_of_first: f"0.8.0\t2026-09\t\t{summary[after[0]]}",  # a copy of a step H candidate's summary
        left_out_25: "0.8.0\t2026-09\t\tMCP server for left-out things",
        left_out_29: "0.8.0\t2026-03\t\tMCP server for other left-out things",
        "blender-optics-mcp": "0.8.0\t2026-03\t\tMCP server the twenty-fifth list's header names",
        "tenderapi-mcp": "0.8.0\t2026-03\t\tMCP server of the twenty-fifth set",
    }
    pypi = shared.index_file(tmp_path, "pypi.tsv", lines + [f"{n}\t{rest}" for n, rest in never.items()])
    # the twenty-fifth set's candidates are unchanged by the names added
    assert [line.split()[1] for line in select_fresh25.candidates(npm, pypi)] == twenty_fifth
    both = [*after, *step_i_names]
    capped_armory = [n for n in both if n in armory or n in spring_armory][: select_fresh29.PUBLISHER_CAP]
    expected = [n for n in both if not n.startswith("mcparmory-") or n in capped_armory]
    assert [n for n in expected if n in step_i_names]  # step I is reached
    assert len([n for n in both if n.startswith("mcparmory-")]) > select_fresh29.PUBLISHER_CAP
    got = select_fresh29.candidates(npm, pypi, count=None)
    assert got == [f"pypi {n}" for n in expected]
    assert select_fresh29.candidates(npm, pypi, count=len(expected) - 2) == got[:-2]  # the count cuts it
    earlier = [*never, *nineteenth, *twenty_first, *twenty_third, *twenty_fifth]
    assert not {f"pypi {n}" for n in earlier} & set(got)
