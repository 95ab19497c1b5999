"""Provenance of the twenty-fifth held-out set, `bench/corpus/data/fresh25.jsonl` (benign rows only).

test_description_held_out_sets.py checks it as it checks fresh21 (schema, digest, new servers, no shared
or reserved text, the bench refusing to print it). These check what is particular to it: every package is
new to every earlier set, list and manifest (the twenty-first's included), to the names their headers
leave out and to every candidate the ninth to twenty-third selections fetched (the twenty-third's: every
package here sorts after its last candidate, which its own candidates precede); none is reserved or
republished; the rows trace back to the pinned artifacts; the licences are the nineteenth set's accepted
ones; no server and no publisher dominates; the training script reads it as a fold since it was scored; and the selection rule
(select_fresh25.py) does what its header says. No detector runs here, and no row's wording is looked at.
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
import build_fresh21
import build_fresh25
import select_fresh9
import select_fresh13
import select_fresh17
import select_fresh19
import select_fresh21
import select_fresh23
import select_fresh25

SET = shared.BenignSet(
    "fresh25",
    build_fresh25,
    select_fresh25,
    manifest_sha256="f00821f841da71251091d005dabd231c83837e53a40e184576ae6c7795027b3e",
)
# the selections whose left-out names it may not hold
SELECTIONS = (select_fresh17, select_fresh19, select_fresh21, select_fresh23, select_fresh25)


def test_no_package_is_in_an_earlier_set_list_or_manifest() -> None:
    """Every earlier list, manifest and set was read, the twenty-first's included (21's, 19's, 17's)."""
    shared.check_no_package_is_earlier(
        SET, {"junos-mcp", "evc-team-relay-mcp", "file-organizer-ai-mcp"}, read_over=1700
    )


def test_no_package_is_one_an_earlier_list_left_out() -> None:
    """The names an earlier list's header mentions (left out for a licence, as unfetchable, a copy or not
    a server) are not fetched again, the twenty-first set's included."""
    shared.check_no_package_is_left_out_by_a_header(
        SET, {"openbb-mcp-server", "kicad-mcp-server", "moneybird-mcp", "interloper-mcp"}
    )


def test_no_package_is_a_twenty_third_set_candidate() -> None:
    """The twenty-third selection's candidates are in sha256 order of the names and end with its last
    (LAST_OF_TWENTY_THIRD); every package here sorts after it, so none is one fresh23 fetched."""
    last = select_fresh9._sha(select_fresh25.LAST_OF_TWENTY_THIRD)
    assert all(select_fresh9._sha(p) > last for p in shared.listed(SET))
    assert package_key(select_fresh25.LAST_OF_TWENTY_THIRD) not in shared.mine(SET)


def test_no_header_names_an_earlier_package() -> None:
    """This list's header names no package of an earlier list (an earlier set's check of the names
    headers leave out would otherwise count one of its own packages as left out), and not the
    twenty-third set's last candidate either (recomputing its selection reads this header as an earlier
    list's)."""
    shared.check_no_header_names_an_earlier_package(SET)
    assert package_key(select_fresh25.LAST_OF_TWENTY_THIRD) not in shared.header_names(SET)


def test_no_package_is_reserved_or_republished() -> None:
    shared.check_no_package_is_reserved_or_republished(SET, SELECTIONS)


def test_shares_no_text_with_any_other_set() -> None:
    """The build excluded every set of data/ (and the training collections); checked again on the
    committed files' benign and training rows, whatever set landed since (fresh28's attack rows are
    planted in this set's rewrites)."""
    shared.check_shares_no_text_with_any_other_set(
        SET, {"fresh24.jsonl", "fresh26.jsonl", "train5.jsonl", "train18.jsonl", "train22.jsonl"}
    )


def test_rows_trace_back_to_pinned_artifacts() -> None:
    shared.check_rows_trace_back_to_pinned_artifacts(SET)


def test_only_the_nineteenth_sets_licences() -> None:
    assert build_fresh25.ACCEPTED == build_fresh21.ACCEPTED == build_fresh19.ACCEPTED
    shared.check_only_accepted_licences(SET)


def test_no_server_dominates() -> None:
    per_server = shared.check_no_server_dominates(SET, 80)
    assert max(per_server.values()) <= 0.05 * per_server.total()


def test_no_publisher_holds_more_than_five_servers() -> None:
    """By the names alone (the index summaries are not in the repository): the name patterns of the
    publishers the rule caps (the nineteenth set's)."""
    shared.check_no_publisher_holds_more_than_five_servers(SET)


def test_the_training_script_reads_it_as_a_fold_since_it_was_scored() -> None:
    """Held out until the lead scored it (tenth session); since the eleventh session's retraining the
    model trains on it, and holds it out as a leave-one-collection-out fold of its own."""
    shared.check_the_training_script_reads_it_as_a_fold(SET)


def test_the_build_decontaminates_against_every_earlier_set() -> None:
    """Every data/*.jsonl set on main when it was built (the corpus, the evaluation sets, train18 and
    train22; train5 at its pinned digest by build_fresh9.build), fresh26 too."""
    shared.check_the_build_decontaminates(SET, 24)
    assert 26 in build_fresh25.FRESH


def test_the_list_keeps_the_rules_order() -> None:
    """packages_fresh25.txt lists PyPI packages only, in the rule's order: step G in sha256 order of the
    names, all after the twenty-third set's last candidate; the window is the one the README states."""
    runs = shared.sha256_runs(SET)
    assert len(runs) == 1  # one run in sha256 order: step G's
    assert select_fresh9._sha(runs[0][0]) > select_fresh9._sha(select_fresh25.LAST_OF_TWENTY_THIRD)
    assert select_fresh25.STEP_G_MONTH == "2026-06" and select_fresh25.STEP_G_VERSIONS == ((0, 5), (1, 0))
    assert select_fresh25.STEP_G_COUNT == select_fresh23.STEP_F_COUNT == 150


def test_selection_rule_by_metadata(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """PyPI only: step G (0.5 to 0.9 released 2026-06 or later, sha256 order, after the twenty-third
    set's last candidate, the first STEP_G_COUNT); never a candidate of the twenty-third or an earlier
    selection, a copy of one's summary, an earlier, reserved, library-like, republished, named or
    same-summary package; at most PUBLISHER_CAP of one publisher in this set."""
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
    # The twenty-first and twenty-third selections take 3 each here, not 150 (their count is the default
    # of `count`, read when the later selections recompute them): the same rule on a smaller index.
    monkeypatch.setattr(select_fresh21.candidates, "__defaults__", (3,))
    monkeypatch.setattr(select_fresh23.candidates, "__defaults__", (3,))
    names = sorted((f"w{i}-mcp" for i in range(80)), key=sha)
    monkeypatch.setattr(select_fresh13, "PYPI_LOW_COUNT", 3)
    monkeypatch.setattr(select_fresh17, "AFTER", names[10])
    monkeypatch.setattr(select_fresh17, "PYPI_COUNT", 4)
    monkeypatch.setattr(select_fresh19, "LAST_OF_SEVENTEENTH", names[14])
    monkeypatch.setattr(select_fresh19, "STEP_D_COUNT", 2)
    armory = [f"mcparmory-api{i}" for i in range(40)]  # one publisher
    summary = {n: f"MCP server for {n}" for n in names} | {n: f"MCP server for the {n} API" for n in armory}
    lines = ["name\tversion\tmonth\trank\tsummary"]
    lines += [f"{n}\t1.1.0\t2026-07\t\t{summary[n]}" for n in names[:20]]  # 13's, 17's, 19's A
    lines += [f"{n}\t1.2.0\t2026-03\t\t{summary[n]}" for n in names[30:40]]  # 19's B
    lines += [f"{n}\t1.5.0\t2025-08\t\t{summary[n]}" for n in names[47:50]]  # 19's C
    lines += [f"{n}\t0.7.0\t2026-08\t\t{summary[n]}" for n in names[50:]]  # 19's D, 21's E, 23's F, then G
    lines += [f"{n}\t0.6.0\t2026-09\t\t{summary[n]}" for n in armory]
    pypi = shared.index_file(tmp_path, "pypi.tsv", lines)
    nineteenth = [line.split()[1] for line in select_fresh19.candidates(npm, pypi)]
    monkeypatch.setattr(select_fresh21, "LAST_OF_NINETEENTH", nineteenth[-1])
    twenty_first = [line.split()[1] for line in select_fresh21.candidates(npm, pypi)]
    assert len(twenty_first) == 3  # its count, the window holding more
    monkeypatch.setattr(select_fresh23, "LAST_OF_TWENTY_FIRST", twenty_first[-1])
    twenty_third = [line.split()[1] for line in select_fresh23.candidates(npm, pypi)]
    assert len(twenty_third) == 3 and not set(twenty_third) & set(twenty_first)
    last = twenty_third[-1]
    monkeypatch.setattr(select_fresh25, "LAST_OF_TWENTY_THIRD", last)

    def late(prefix: str, after: str = last) -> str:
        """The first made-up name sorting after `after` (so step G reads it)."""
        return next(n for n in (f"{prefix}{i}-mcp" for i in range(10_000)) if sha(n) > sha(after))

    after = sorted((n for n in [*names[50:], *armory] if sha(n) > sha(last)), key=sha)
    late_armory = [n for n in after if n in armory]
    assert len(late_armory) > select_fresh25.PUBLISHER_CAP and len(after) > 10  # the cap is put to the test
    left_out_23, left_out_25 = late("left23-"), late("left25-")
    monkeypatch.setitem(select_fresh23.LEFT_OUT, left_out_23, "an earlier list's by name (made up)")
    monkeypatch.setitem(select_fresh25.LEFT_OUT, left_out_25, "this list's by name (made up)")
    copy_of_first = late("copy", after[0])
    never = {
        late("low"): "0.3.0\t2026-08\t\tMCP server, too low a version for step G",
        late("early"): "0.7.0\t2026-05\t\tMCP server, too early for step G",
        late("high"): "1.0.0\t2026-08\t\tMCP server, too high a version for step G",
        late("c21-"): f"0.8.0\t2026-09\t\t{summary[twenty_first[0]]}",  # a 21st-set candidate's summary
        late("c23-"): f"0.8.0\t2026-09\t\t{summary[twenty_third[0]]}",  # a 23rd-set candidate's summary
        late("sdk"): "0.8.0\t2026-09\t\tPython SDK for MCP servers",
        late("mcpbind-r"): "0.8.0\t2026-09\t\tMCP Server Package: some-mcp",
        copy_of_first: f"0.8.0\t2026-09\t\t{summary[after[0]]}",  # a copy of a step G candidate's summary
        left_out_23: "0.8.0\t2026-09\t\tMCP server for left-out things",
        left_out_25: "0.8.0\t2026-09\t\tMCP server for other left-out things",
        "interloper-mcp": "0.8.0\t2026-09\t\tMCP server an earlier header names",
    }
    pypi = shared.index_file(tmp_path, "pypi.tsv", lines + [f"{n}\t{rest}" for n, rest in never.items()])
    # the twenty-third set's candidates are unchanged by the names added after its last
    assert [line.split()[1] for line in select_fresh23.candidates(npm, pypi)] == twenty_third
    step_g = [n for n in after if n not in armory or n in late_armory[: select_fresh25.PUBLISHER_CAP]]
    got = select_fresh25.candidates(npm, pypi, count=len(step_g) - 1)  # the count cuts the list
    assert got == [f"pypi {n}" for n in step_g[:-1]]
    assert select_fresh25.candidates(npm, pypi, count=3) == got[:3]
    assert not {f"pypi {n}" for n in [*never, *nineteenth, *twenty_first, *twenty_third]} & set(got)
