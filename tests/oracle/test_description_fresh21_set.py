"""Provenance of the twenty-first held-out set, `bench/corpus/data/fresh21.jsonl` (benign rows only).

test_description_held_out_sets.py checks it as it checks fresh19 (schema, digest, new servers, no shared
or reserved text, the bench refusing to print it). These check what is particular to it: every package is
new to every earlier set, list and manifest (the nineteenth set's included), to the names their headers
leave out and to every candidate the ninth, twelfth, thirteenth, seventeenth and nineteenth selections
fetched; none is reserved or republished; the rows trace back to the pinned artifacts; the licences are
the nineteenth set's accepted ones; no server and no publisher dominates; the training script never reads
it; and the selection rule (select_fresh21.py) does what its header says. No detector runs here, and no
row's wording is looked at.
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
import select_fresh9
import select_fresh13
import select_fresh17
import select_fresh19
import select_fresh21
import train_description_model

FRESH21 = DATA / "fresh21.jsonl"
PACKAGES = BENCH / "corpus" / "packages_fresh21.txt"
MANIFEST = DATA / "fresh21_packages_manifest.jsonl"
MANIFEST_SHA256 = "d625b272be68b53e2228cb14a1f85bf5f64ae6329ecac36dff93e220570a7d4a"


def _mine() -> set[str]:
    return packages_of_set(FRESH21, PACKAGES, MANIFEST)


def _earlier() -> dict[str, str]:
    """Every package an earlier list, manifest or set names, with the file naming it."""
    return packages_before_set(FRESH21, PACKAGES, MANIFEST)


def test_no_package_is_in_an_earlier_set_list_or_manifest() -> None:
    earlier = _earlier()
    assert len(earlier) > 1600  # every earlier list, manifest and set was read, the nineteenth's included
    assert "evc-team-relay-mcp" in earlier and "file-organizer-ai-mcp" in earlier  # fresh19's, fresh17's
    assert {p: earlier[p] for p in _mine() if p in earlier} == {}


def test_no_package_is_one_an_earlier_list_left_out() -> None:
    """The names an earlier list's header mentions (left out for a licence, as unfetchable, a copy or not
    a server) are not fetched again, the nineteenth set's included."""
    named = select_fresh13.named_in_headers(select_fresh21.OWN)
    assert {"openbb-mcp-server", "kicad-mcp-server", "moneybird-mcp"} <= named  # 12's, 13's, 19's
    assert sorted(_mine() & named) == []


def test_no_header_names_an_earlier_package() -> None:
    """This list's header names no package of an earlier list (an earlier set's check of the names
    headers leave out would otherwise count one of its own packages as left out), and not the nineteenth
    set's last candidate either (recomputing its selection reads this header as an earlier list's)."""
    lines = PACKAGES.read_text(encoding="utf-8").splitlines()
    header = {
        package_key(t) for line in lines if line.startswith("#") for t in select_fresh13._TOKEN.findall(line)
    }
    assert sorted(header & set(_earlier())) == []
    assert package_key(select_fresh21.LAST_OF_NINETEENTH) not in header


def test_no_package_is_reserved_or_republished() -> None:
    assert [p for p in _mine() if RESERVED.search(p)] == []
    assert [p for p in _mine() if p.startswith(("iflow-mcp-", "mseep-", "mseep/", "mcpbind-"))] == []
    left_out = {*select_fresh17.LEFT_OUT, *select_fresh19.LEFT_OUT, *select_fresh21.LEFT_OUT}
    assert [p for p in _mine() if p in left_out] == []


def test_shares_no_text_with_the_ninth_to_twentieth_sets_or_train18() -> None:
    """The build excluded them (and every earlier one); checked again on the committed files."""
    mine = texts(rows_of(FRESH21))
    for k in range(9, 21):
        assert not mine & texts(rows_of(DATA / f"fresh{k}.jsonl")), k
    assert not mine & texts(rows_of(DATA / "train18.jsonl"))


def test_rows_trace_back_to_pinned_artifacts() -> None:
    assert_rows_trace_back_to_pinned_artifacts(FRESH21, MANIFEST, MANIFEST_SHA256)


def test_only_the_nineteenth_sets_licences() -> None:
    assert build_fresh21.ACCEPTED == build_fresh19.ACCEPTED == build_fresh17.ACCEPTED
    assert_only_accepted_licences(FRESH21, build_fresh21.ACCEPTED)


def test_no_server_dominates() -> None:
    rows = rows_of(FRESH21)
    per_server = Counter(r["source"] for r in rows)
    assert len(per_server) >= 80
    assert max(per_server.values()) <= build_fresh21.MAX_ROWS_PER_SERVER == 65
    assert max(per_server.values()) <= 0.05 * len(rows)
    assert {r["label"] for r in rows} == {"benign"} and {r["style"] for r in rows} == {"vendor"}
    assert {r["class"] for r in rows} == {None}


def test_no_publisher_holds_more_than_five_servers() -> None:
    """By the names alone (the index summaries are not in the repository): the name patterns of the
    publishers the rule caps (the nineteenth set's)."""
    per_publisher = Counter(
        who
        for p in _mine()
        for who, pattern in select_fresh21.PUBLISHERS.items()
        if pattern.search(p) and pattern.pattern.startswith(("\\bMEOK", "^"))
    )
    assert select_fresh21.PUBLISHER_CAP == 5
    assert select_fresh21.PUBLISHERS == select_fresh19.PUBLISHERS
    assert all(n <= select_fresh21.PUBLISHER_CAP for n in per_publisher.values()), per_publisher


def test_the_training_script_reads_it_as_a_fold_since_it_was_scored() -> None:
    """Held out until the lead scored it (ninth session); since the tenth session's retraining the
    model trains on it, and holds it out as a leave-one-collection-out fold of its own."""
    assert "fresh21" in train_description_model.COLLECTIONS
    assert "fresh21" in train_description_model.HELD_OUT_FOLDS


def test_the_build_decontaminates_against_every_earlier_set() -> None:
    names = {p.name for p in build_fresh21.EXCLUDE}
    assert names == {
        "corpus.jsonl",
        "fresh.jsonl",
        "train18.jsonl",
        *(f"fresh{k}.jsonl" for k in range(3, 21)),
    }


def test_the_list_keeps_the_rules_order() -> None:
    """packages_fresh21.txt lists PyPI packages only, in the rule's order: step E in sha256 order of the
    names, all after the nineteenth set's last candidate; the window is the one the README states."""
    lines = PACKAGES.read_text(encoding="utf-8").splitlines()
    entries = [line.split()[:2] for line in lines if line.strip() and not line.startswith("#")]
    assert {e for e, _ in entries} == {"pypi"}
    digests = [select_fresh9._sha(name) for _, name in entries]
    assert digests == sorted(digests)
    assert digests[0] > select_fresh9._sha(select_fresh21.LAST_OF_NINETEENTH)
    assert select_fresh21.STEP_E_MONTH == "2026-06" and select_fresh21.STEP_E_VERSIONS == ((0, 5), (1, 0))
    assert select_fresh21.STEP_E_COUNT == 150


def _index(tmp: Path, name: str, lines: list[str]) -> Path:
    path = tmp / name
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")
    return path


def test_selection_rule_by_metadata(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """PyPI only: step E (0.5 to 0.9 released 2026-06 or later, sha256 order, after the nineteenth set's
    last candidate, the first STEP_E_COUNT); never a candidate of the nineteenth or an earlier selection,
    a copy of one's summary, an earlier, reserved, library-like, republished, named or same-summary
    package; at most PUBLISHER_CAP of one publisher."""
    npm = _index(
        tmp_path,
        "npm.tsv",
        [
            "name\tversion\tdownloads_a_month\tsummary",
            "busy-mcp\t2.0.0\t9000\tModel Context Protocol for Busy",
        ],
    )
    sha = select_fresh9._sha
    names = sorted((f"w{i}-mcp" for i in range(64)), key=sha)
    monkeypatch.setattr(select_fresh13, "PYPI_LOW_COUNT", 3)
    monkeypatch.setattr(select_fresh17, "AFTER", names[10])
    monkeypatch.setattr(select_fresh17, "PYPI_COUNT", 4)
    monkeypatch.setattr(select_fresh19, "LAST_OF_SEVENTEENTH", names[14])
    monkeypatch.setattr(select_fresh19, "STEP_D_COUNT", 2)
    lines = ["name\tversion\tmonth\trank\tsummary"]
    lines += [f"{n}\t1.1.0\t2026-07\t\tMCP server for {n}" for n in names[:20]]  # 13's, 17's, 19's A
    lines += [f"{n}\t1.2.0\t2026-03\t\tMCP server for {n}" for n in names[30:40]]  # 19's B
    lines += [f"{n}\t1.5.0\t2025-08\t\tMCP server for {n}" for n in names[47:50]]  # 19's C
    lines += [f"{n}\t0.7.0\t2026-08\t\tMCP server for {n}" for n in names[50:55]]  # 19's D, then E
    lines += [f"{n}\t0.6.0\t2026-09\t\tMCP server for {n}" for n in (names[60], names[62])]  # E
    lines += [
        f"{names[55]}\t0.3.0\t2026-08\t\tMCP server, too low a version for step E",
        f"{names[56]}\t0.7.0\t2026-05\t\tMCP server, too early for step E",
        f"{names[57]}\t1.0.0\t2026-08\t\tMCP server, too high a version for step E",
        f"{names[58]}\t0.8.0\t2026-09\t\tMCP server for {names[16]}",  # a nineteenth-set candidate's summary
        f"{names[59]}\t0.8.0\t2026-09\t\tPython SDK for MCP servers",
        f"{names[63]}\t0.8.0\t2026-09\t\tMCP server for {names[62]}",  # a copy of a step E summary
        f"mcpbind-{names[61]}\t0.8.0\t2026-09\t\tMCP Server Package: {names[61]}",  # a republisher
        "mcptoon\t0.8.0\t2026-09\t\tMCP server manager",  # LEFT_OUT
        "openbb-mcp-server\t0.8.0\t2026-09\t\tMCP server for OpenBB",  # left out by fresh12 (its header)
    ]
    armory = [f"mcparmory-api{i}" for i in range(12)]
    lines += [f"{n}\t0.6.0\t2026-09\t\tMCP server for the {n} API" for n in armory]  # one publisher
    pypi = _index(tmp_path, "pypi.tsv", lines)
    nineteenth = [line.split()[1] for line in select_fresh19.candidates(npm, pypi)]
    last = nineteenth[-1]  # its step D's second and last
    window = [*names[50:55], names[60], names[62], *armory, "mcptoon"]  # 0.5 to 0.9, 2026-06 or later
    assert last in window and sum(n in window for n in nineteenth) == 2
    monkeypatch.setattr(select_fresh21, "LAST_OF_NINETEENTH", last)
    after = sorted((n for n in window if sha(n) > sha(last)), key=sha)
    late = [n for n in after if n in armory]
    assert len(late) > 5 and "mcptoon" in after  # the cap and LEFT_OUT are put to the test
    step_e = [n for n in after if n != "mcptoon" and (n not in armory or n in late[:5])]
    got = select_fresh21.candidates(npm, pypi, count=100)
    assert got == [f"pypi {n}" for n in step_e]
    assert select_fresh21.candidates(npm, pypi, count=3) == got[:3]
    never = {"mcptoon", "openbb-mcp-server", *names[55:60], names[63], f"mcpbind-{names[61]}", *nineteenth}
    assert not {f"pypi {n}" for n in never} & set(got)
