"""Provenance of the twenty-third held-out set, `bench/corpus/data/fresh23.jsonl` (benign rows only).

test_description_held_out_sets.py checks it as it checks fresh21 (schema, digest, new servers, no shared
or reserved text, the bench refusing to print it). These check what is particular to it: every package is
new to every earlier set, list and manifest (the twenty-first set's included), to the names their headers
leave out and to every candidate the ninth, twelfth, thirteenth, seventeenth, nineteenth and twenty-first
selections fetched; none is reserved or republished; the rows trace back to the pinned artifacts; the
licences are the twenty-first set's accepted ones; no server and no publisher dominates; the training
script reads it as a fold since it was scored; and the selection rule (select_fresh23.py) does what its header says. No detector
runs here, and no row's wording is looked at.
"""

from __future__ import annotations

import functools
import sys
from collections import Counter
from collections.abc import Callable
from pathlib import Path

import pytest

from tests.oracle.held_out_sets import (
    BENCH,
    DATA,
    assert_only_accepted_licences,
    assert_rows_trace_back_to_pinned_artifacts,
    package_key,
    packages_before_set,
    packages_of_set,
    rows_of,
    texts,
)
from tests.oracle.test_description_labelled_set import RESERVED

sys.path.insert(0, str(BENCH / "corpus"))
sys.path.insert(0, str(BENCH))

import build_fresh17
import build_fresh19
import build_fresh21
import build_fresh23
import select_fresh9
import select_fresh13
import select_fresh17
import select_fresh19
import select_fresh21
import select_fresh23
import train_description_model

FRESH23 = DATA / "fresh23.jsonl"
PACKAGES = BENCH / "corpus" / "packages_fresh23.txt"
MANIFEST = DATA / "fresh23_packages_manifest.jsonl"
MANIFEST_SHA256 = "f65d103f8615cb4e5abe3e43b0203423ee62541cb28b9bb2b32e000a06a1f8b2"


def _mine() -> set[str]:
    return packages_of_set(FRESH23, PACKAGES, MANIFEST)


def _earlier() -> dict[str, str]:
    """Every package an earlier list, manifest or set names, with the file naming it."""
    return packages_before_set(FRESH23, PACKAGES, MANIFEST)


def test_no_package_is_in_an_earlier_set_list_or_manifest() -> None:
    earlier = _earlier()
    assert len(earlier) > 1700  # every earlier list, manifest and set was read, the twenty-first's included
    assert "junos-mcp" in earlier and "evc-team-relay-mcp" in earlier  # fresh21's, fresh19's
    assert {p: earlier[p] for p in _mine() if p in earlier} == {}


def test_no_package_is_one_an_earlier_list_left_out() -> None:
    """The names an earlier list's header mentions (left out for a licence, as unfetchable, a copy or not
    a server) are not fetched again, the twenty-first set's included."""
    named = select_fresh13.named_in_headers(select_fresh23.OWN)
    assert {"openbb-mcp-server", "moneybird-mcp", "interloper-mcp", "mcp-mealie"} <= named  # 12's, 19's, 21's
    assert sorted(_mine() & named) == []


def test_no_header_names_an_earlier_package() -> None:
    """This list's header names no package of an earlier list or one an earlier header names (an earlier
    set's check of the names headers leave out would otherwise count one of its own packages as left out,
    and recomputing the twenty-first selection, which reads this header as an earlier list's, would lose a
    candidate), and not the twenty-first set's last candidate either."""
    lines = PACKAGES.read_text(encoding="utf-8").splitlines()
    header = {
        package_key(t) for line in lines if line.startswith("#") for t in select_fresh13._TOKEN.findall(line)
    }
    assert sorted(header & set(_earlier())) == []
    # every word of a header is a token: the server-like ones (the bare word "MCP" aside) are compared
    named = select_fresh13.named_in_headers(select_fresh23.OWN)
    assert sorted(t for t in header & named if "mcp" in t and t != "mcp") == []
    assert package_key(select_fresh23.LAST_OF_TWENTY_FIRST) not in header


def test_no_package_is_reserved_or_republished() -> None:
    assert [p for p in _mine() if RESERVED.search(p)] == []
    assert [p for p in _mine() if p.startswith(("iflow-mcp-", "mseep-", "mseep/", "mcpbind-"))] == []
    left_out = {
        *select_fresh17.LEFT_OUT,
        *select_fresh19.LEFT_OUT,
        *select_fresh21.LEFT_OUT,
        *select_fresh23.LEFT_OUT,
    }
    assert [p for p in _mine() if p in left_out] == []


def test_shares_no_text_with_the_ninth_to_twenty_sixth_sets_or_the_training_collections() -> None:
    """The build excluded them (and every earlier one); checked again on the committed files."""
    mine = texts(rows_of(FRESH23))
    for k in (*range(9, 23), 24, 26):
        assert not mine & texts(rows_of(DATA / f"fresh{k}.jsonl")), k
    assert not mine & texts(rows_of(DATA / "train18.jsonl"))
    assert not mine & texts(rows_of(DATA / "train22.jsonl"))


def test_rows_trace_back_to_pinned_artifacts() -> None:
    assert_rows_trace_back_to_pinned_artifacts(FRESH23, MANIFEST, MANIFEST_SHA256)


def test_only_the_twenty_first_sets_licences() -> None:
    assert (
        build_fresh23.ACCEPTED == build_fresh21.ACCEPTED == build_fresh19.ACCEPTED == build_fresh17.ACCEPTED
    )
    assert_only_accepted_licences(FRESH23, build_fresh23.ACCEPTED)


def test_no_server_dominates() -> None:
    rows = rows_of(FRESH23)
    per_server = Counter(r["source"] for r in rows)
    assert len(per_server) >= 80
    assert 1000 <= len(rows) <= 2000  # the size aimed at
    assert max(per_server.values()) <= build_fresh23.MAX_ROWS_PER_SERVER == 65
    assert max(per_server.values()) <= 0.05 * len(rows)
    assert {r["label"] for r in rows} == {"benign"} and {r["style"] for r in rows} == {"vendor"}
    assert {r["class"] for r in rows} == {None}


def test_no_publisher_holds_more_than_five_servers() -> None:
    """By the names alone (the index summaries are not in the repository): the name patterns of the
    publishers the rule caps (the nineteenth and twenty-first sets')."""
    per_publisher = Counter(
        who
        for p in _mine()
        for who, pattern in select_fresh23.PUBLISHERS.items()
        if pattern.search(p) and pattern.pattern.startswith(("\\bMEOK", "^"))
    )
    assert select_fresh23.PUBLISHER_CAP == 5
    assert select_fresh23.PUBLISHERS == select_fresh21.PUBLISHERS == select_fresh19.PUBLISHERS
    assert all(n <= select_fresh23.PUBLISHER_CAP for n in per_publisher.values()), per_publisher


def test_the_training_script_reads_it_as_a_fold_since_it_was_scored() -> None:
    """Held out until the lead scored it (tenth session); since the eleventh session's retraining the
    model trains on it, and holds it out as a leave-one-collection-out fold of its own."""
    assert "fresh23" in train_description_model.COLLECTIONS
    assert "fresh23" in train_description_model.HELD_OUT_FOLDS


def test_the_build_decontaminates_against_every_earlier_set() -> None:
    names = {p.name for p in build_fresh23.EXCLUDE}
    assert names == {
        "corpus.jsonl",
        "fresh.jsonl",
        "train18.jsonl",
        "train22.jsonl",
        "fresh24.jsonl",
        "fresh26.jsonl",
        *(f"fresh{k}.jsonl" for k in range(3, 23)),
    }


def test_the_list_keeps_the_rules_order() -> None:
    """packages_fresh23.txt lists PyPI packages only, in the rule's order: step F in sha256 order of the
    names, all after the twenty-first set's last candidate; the window is the one the README states."""
    lines = PACKAGES.read_text(encoding="utf-8").splitlines()
    entries = [line.split()[:2] for line in lines if line.strip() and not line.startswith("#")]
    assert {e for e, _ in entries} == {"pypi"}
    digests = [select_fresh9._sha(name) for _, name in entries]
    assert digests == sorted(digests)
    assert digests[0] > select_fresh9._sha(select_fresh23.LAST_OF_TWENTY_FIRST)
    assert select_fresh23.STEP_F_MONTH == "2026-06" and select_fresh23.STEP_F_VERSIONS == ((0, 5), (1, 0))
    assert select_fresh23.STEP_F_COUNT == 150 == select_fresh21.STEP_E_COUNT


def _index(tmp: Path, name: str, lines: list[str]) -> Path:
    path = tmp / name
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")
    return path


def test_selection_rule_by_metadata(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """PyPI only: step F (0.5 to 0.9 released 2026-06 or later, sha256 order, after the twenty-first
    set's 150th and last candidate, the first STEP_F_COUNT); never a candidate of the twenty-first or an
    earlier selection, a copy of one's summary, an earlier, header-named, reserved, library-like,
    republished, named or same-summary package; at most PUBLISHER_CAP of one publisher in this set."""
    npm = _index(
        tmp_path,
        "npm.tsv",
        [
            "name\tversion\tdownloads_a_month\tsummary",
            "busy-mcp\t2.0.0\t9000\tModel Context Protocol for Busy",
        ],
    )
    sha = select_fresh9._sha
    # Each selection recomputes the earlier ones, each reading every data/*.jsonl again: read once here
    # (the files do not change during the test; no caller changes the set it is given).
    monkeypatch.setattr(select_fresh9, "earlier_packages", functools.cache(select_fresh9.earlier_packages))
    names = sorted((f"w{i}-mcp" for i in range(240)), key=sha)
    monkeypatch.setattr(select_fresh13, "PYPI_LOW_COUNT", 3)
    monkeypatch.setattr(select_fresh17, "AFTER", names[10])
    monkeypatch.setattr(select_fresh17, "PYPI_COUNT", 4)
    monkeypatch.setattr(select_fresh19, "LAST_OF_SEVENTEENTH", names[14])
    monkeypatch.setattr(select_fresh19, "STEP_D_COUNT", 2)
    armory = [f"mcparmory-api{i}" for i in range(30)]  # one publisher
    summary = {n: f"MCP server for {n}" for n in names} | {n: f"MCP server for the {n} API" for n in armory}
    lines = ["name\tversion\tmonth\trank\tsummary"]
    lines += [f"{n}\t1.1.0\t2026-07\t\t{summary[n]}" for n in names[:20]]  # 13's, 17's, 19's A
    lines += [f"{n}\t1.2.0\t2026-03\t\t{summary[n]}" for n in names[30:40]]  # 19's B
    lines += [f"{n}\t1.5.0\t2025-08\t\t{summary[n]}" for n in names[47:50]]  # 19's C
    lines += [f"{n}\t0.7.0\t2026-08\t\t{summary[n]}" for n in names[50:]]  # 19's D, 21's E, then F
    lines += [f"{n}\t0.6.0\t2026-09\t\t{summary[n]}" for n in armory]
    pypi = _index(tmp_path, "pypi.tsv", lines)
    nineteenth = [line.split()[1] for line in select_fresh19.candidates(npm, pypi)]
    monkeypatch.setattr(select_fresh21, "LAST_OF_NINETEENTH", nineteenth[-1])
    twenty_first = [line.split()[1] for line in select_fresh21.candidates(npm, pypi)]
    assert len(twenty_first) == select_fresh21.STEP_E_COUNT  # its 150, the window holding more
    last = twenty_first[-1]
    monkeypatch.setattr(select_fresh23, "LAST_OF_TWENTY_FIRST", last)

    def late(make: Callable[[int], str], after: str = last) -> str:
        """The first made-up name sorting after `after` (so step F reads it)."""
        return next(n for n in map(make, range(10_000)) if sha(n) > sha(after))

    after = sorted((n for n in [*names[50:], *armory] if sha(n) > sha(last)), key=sha)
    late_armory = [n for n in after if n in armory]
    assert len(late_armory) > select_fresh23.PUBLISHER_CAP and len(after) > 10  # the cap is put to the test
    plain = [n for _, n in select_fresh9.earlier_packages(select_fresh23.OWN) if "mcp" in n and "/" not in n]
    listed = max(plain, key=sha)  # an earlier list's package
    header_named = max(
        (n for n in select_fresh13.named_in_headers(select_fresh23.OWN) if "mcp" in n), key=sha
    )
    left_out_21, left_out_23 = late(lambda i: f"left21-{i}-mcp"), late(lambda i: f"left23-{i}-mcp")
    monkeypatch.setitem(select_fresh21.LEFT_OUT, left_out_21, "an earlier list's by name (made up)")
    monkeypatch.setitem(select_fresh23.LEFT_OUT, left_out_23, "this list's by name (made up)")
    copy_of_first = late(lambda i: f"copy{i}-mcp", after[0])
    never = {
        late(lambda i: f"low{i}-mcp"): "0.3.0\t2026-08\t\tMCP server, too low a version for step F",
        late(lambda i: f"early{i}-mcp"): "0.7.0\t2026-05\t\tMCP server, too early for step F",
        late(lambda i: f"high{i}-mcp"): "1.0.0\t2026-08\t\tMCP server, too high a version for step F",
        late(lambda i: f"c19-{i}-mcp"): f"0.8.0\t2026-09\t\t{summary[nineteenth[0]]}",  # 19's candidate's
        late(lambda i: f"c21-{i}-mcp"): f"0.8.0\t2026-09\t\t{summary[twenty_first[0]]}",  # 21's candidate's
        late(lambda i: f"sdk{i}-mcp"): "0.8.0\t2026-09\t\tPython SDK for MCP servers",
        late(lambda i: f"mcpbind-r{i}-mcp"): "0.8.0\t2026-09\t\tMCP Server Package: some-mcp",
        copy_of_first: f"0.8.0\t2026-09\t\t{summary[after[0]]}",  # a copy of a step F candidate's summary
        left_out_21: "0.8.0\t2026-09\t\tMCP server for left-out things",
        left_out_23: "0.8.0\t2026-09\t\tMCP server for other left-out things",
        listed: "0.8.0\t2026-09\t\tMCP server listed by an earlier set",
        header_named: "0.8.0\t2026-09\t\tMCP server an earlier header names",
    }
    assert all(sha(n) > sha(last) for n in never)
    pypi = _index(tmp_path, "pypi.tsv", lines + [f"{n}\t{rest}" for n, rest in never.items()])
    step_f = [n for n in after if n not in armory or n in late_armory[: select_fresh23.PUBLISHER_CAP]]
    got = select_fresh23.candidates(npm, pypi, count=len(step_f) - 1)  # the count cuts the list
    assert got == [f"pypi {n}" for n in step_f[:-1]]
    assert not {f"pypi {n}" for n in [*never, *nineteenth, *twenty_first]} & set(got)
