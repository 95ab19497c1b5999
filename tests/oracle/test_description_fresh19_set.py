"""Provenance of the nineteenth held-out set, `bench/corpus/data/fresh19.jsonl` (benign rows only).

test_description_held_out_sets.py checks it as it checks fresh17 (schema, digest, new servers, no shared
or reserved text, the bench refusing to print it). These check what is particular to it: every package is
new to every earlier set, list and manifest (the seventeenth set's included), to the names their headers
leave out and to every candidate the ninth, twelfth, thirteenth and seventeenth selections fetched; none
is reserved or republished; the rows trace back to the pinned artifacts; the licences are the seventeenth
set's accepted ones; no server and no publisher dominates; the training script never reads it; and the
selection rule (select_fresh19.py) does what its header says. No detector runs here, and no row's
wording is looked at.
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
import select_fresh9
import select_fresh13
import select_fresh17
import select_fresh19
import train_description_model

FRESH19 = DATA / "fresh19.jsonl"
PACKAGES = BENCH / "corpus" / "packages_fresh19.txt"
MANIFEST = DATA / "fresh19_packages_manifest.jsonl"
MANIFEST_SHA256 = "05e0b4a3db5aaa7b2ed8f029ce1193d9891e2f0f3328ed25efa7e80f6d795268"


def _mine() -> set[str]:
    return packages_of_set(FRESH19, PACKAGES, MANIFEST)


def _earlier() -> dict[str, str]:
    """Every package an earlier list, manifest or set names, with the file naming it."""
    return packages_before_set(FRESH19, PACKAGES, MANIFEST)


def test_no_package_is_in_an_earlier_set_list_or_manifest() -> None:
    earlier = _earlier()
    assert len(earlier) > 1200  # every earlier list, manifest and set was read, the seventeenth's included
    assert "file-organizer-ai-mcp" in earlier and "rossum-mcp" in earlier  # fresh17's, fresh13's
    assert {p: earlier[p] for p in _mine() if p in earlier} == {}


def test_no_package_is_one_an_earlier_list_left_out() -> None:
    """The names an earlier list's header mentions (left out for a licence, as unfetchable, a copy or not
    a server) are not fetched again, the seventeenth set's included."""
    named = select_fresh13.named_in_headers(select_fresh19.OWN)
    assert {"openbb-mcp-server", "kicad-mcp-server", "unichemicals-mcp-server"} <= named  # 12's, 13's, 17's
    assert sorted(_mine() & named) == []


def test_no_header_names_an_earlier_package() -> None:
    """This list's header names no package of an earlier list (an earlier set's check of the names
    headers leave out would otherwise count one of its own packages as left out), and no candidate of the
    seventeenth selection either (recomputing it reads this header as an earlier list's)."""
    lines = PACKAGES.read_text(encoding="utf-8").splitlines()
    header = {
        package_key(t) for line in lines if line.startswith("#") for t in select_fresh13._TOKEN.findall(line)
    }
    assert sorted(header & set(_earlier())) == []
    assert package_key(select_fresh19.LAST_OF_SEVENTEENTH) not in header


def test_no_package_is_reserved_or_republished() -> None:
    assert [p for p in _mine() if RESERVED.search(p)] == []
    assert [p for p in _mine() if p.startswith(("iflow-mcp-", "mseep-", "mseep/"))] == []
    left_out = {*select_fresh17.LEFT_OUT, *select_fresh19.LEFT_OUT}
    assert [p for p in _mine() if p in left_out] == []


def test_shares_no_text_with_the_ninth_to_twentieth_sets() -> None:
    """The build excluded them (and every earlier one); checked again on the committed files."""
    mine = texts(rows_of(FRESH19))
    for k in (9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 20):
        assert not mine & texts(rows_of(DATA / f"fresh{k}.jsonl")), k


def test_rows_trace_back_to_pinned_artifacts() -> None:
    assert_rows_trace_back_to_pinned_artifacts(FRESH19, MANIFEST, MANIFEST_SHA256)


def test_only_the_seventeenth_sets_licences() -> None:
    assert build_fresh19.ACCEPTED == build_fresh17.ACCEPTED
    assert_only_accepted_licences(FRESH19, build_fresh19.ACCEPTED)


def test_no_server_dominates() -> None:
    rows = rows_of(FRESH19)
    per_server = Counter(r["source"] for r in rows)
    assert max(per_server.values()) <= build_fresh19.MAX_ROWS_PER_SERVER == 65
    assert max(per_server.values()) <= 0.05 * len(rows)
    assert {r["label"] for r in rows} == {"benign"} and {r["style"] for r in rows} == {"vendor"}
    assert {r["class"] for r in rows} == {None}


def test_no_publisher_holds_more_than_five_servers() -> None:
    """By the names alone (the index summaries are not in the repository): the name patterns of the
    publishers the rule caps (MEOK AI Labs' `meok-`/`csoai-`, HasData's, `clr-`, MCP Armory's,
    HPE GreenLake's)."""
    per_publisher = Counter(
        who
        for p in _mine()
        for who, pattern in select_fresh19.PUBLISHERS.items()
        if pattern.search(p) and pattern.pattern.startswith(("\\bMEOK", "^"))
    )
    assert select_fresh19.PUBLISHER_CAP == 5
    assert set(select_fresh17.PUBLISHERS) < set(select_fresh19.PUBLISHERS)
    assert all(n <= select_fresh19.PUBLISHER_CAP for n in per_publisher.values()), per_publisher


def test_the_training_script_reads_it_as_a_fold_since_it_was_scored() -> None:
    """Held out until the lead scored it (ninth session); since the tenth session's retraining the
    model trains on it, and holds it out as a leave-one-collection-out fold of its own."""
    assert "fresh19" in train_description_model.COLLECTIONS
    assert "fresh19" in train_description_model.HELD_OUT_FOLDS


def test_the_build_decontaminates_against_every_earlier_set() -> None:
    names = {p.name for p in build_fresh19.EXCLUDE}
    assert names == {"corpus.jsonl", "fresh.jsonl", *(f"fresh{k}.jsonl" for k in (*range(3, 19), 20))}


def test_the_list_keeps_the_rules_order() -> None:
    """packages_fresh19.txt lists PyPI packages only, in the rule's order: steps A, B, C and D, each in
    sha256 order of the names (so at most four increasing runs), the first after the seventeenth set's
    last candidate; the windows are the ones the README states."""
    lines = PACKAGES.read_text(encoding="utf-8").splitlines()
    entries = [line.split()[:2] for line in lines if line.strip() and not line.startswith("#")]
    assert {e for e, _ in entries} == {"pypi"}
    digests = [select_fresh9._sha(name) for _, name in entries]
    drops = [i for i in range(1, len(digests)) if digests[i] < digests[i - 1]]
    assert 1 <= len(drops) <= 3
    assert digests[0] > select_fresh9._sha(select_fresh19.LAST_OF_SEVENTEENTH)
    assert select_fresh19.STEP_B_MONTH == select_fresh19.STEP_C_BELOW == "2026-01"
    assert select_fresh19.STEP_A_MONTH == "2026-06" and select_fresh19.STEP_D_VERSIONS == ((0, 5), (1, 0))
    assert select_fresh19.PYPI_COUNT is None and select_fresh19.STEP_D_COUNT == 150


def _index(tmp: Path, name: str, lines: list[str]) -> Path:
    path = tmp / name
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")
    return path


def test_selection_rule_by_metadata(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """PyPI only: step A (release 2026-06 or later at 1.0 to 1.2, sha256 order, after the seventeenth
    set's last candidate), step B (the same versions released 2026-01 to 2026-05), step C (1.3 or later
    released before 2026-01), step D (0.5 to 0.9 released 2026-06 or later, the first STEP_D_COUNT),
    each in sha256 order; never a thirteenth- or seventeenth-set candidate, a copy of one's summary, an
    earlier, reserved, library-like, republished, named or same-summary package; at most PUBLISHER_CAP
    of one publisher; the first `count` if given."""
    npm = _index(
        tmp_path,
        "npm.tsv",
        [
            "name\tversion\tdownloads_a_month\tsummary",
            "busy-mcp\t2.0.0\t9000\tModel Context Protocol for Busy",
        ],
    )
    sha = select_fresh9._sha
    names = sorted((f"w{i}-mcp" for i in range(60)), key=sha)
    armory = [f"mcparmory-api{i}" for i in range(7)]
    monkeypatch.setattr(select_fresh13, "PYPI_LOW_COUNT", 3)
    monkeypatch.setattr(select_fresh17, "AFTER", names[10])
    monkeypatch.setattr(select_fresh17, "PYPI_COUNT", 4)
    monkeypatch.setattr(select_fresh19, "LAST_OF_SEVENTEENTH", names[14])
    monkeypatch.setattr(select_fresh19, "STEP_D_COUNT", 2)
    lines = ["name\tversion\tmonth\trank\tsummary"]
    lines += [f"{n}\t1.1.0\t2026-07\t\tMCP server for {n}" for n in names[:20]]  # 13's, 17's, then A
    lines += [f"{n}\t1.2.0\t2026-03\t\tMCP server for {n}" for n in names[30:40]]  # step B
    lines += [f"{n}\t1.0.0\t2026-04\t\tMCP server for the {n} API" for n in armory]  # step B, one publisher
    lines += [
        f"{names[40]}\t1.4.0\t2026-03\t\tMCP server at 1.3 or later (the thirteenth set's step 1)",
        f"{names[41]}\t1.1.0\t2025-12\t\tMCP server, released too early",
        f"{names[42]}\t0.9.0\t2026-03\t\tMCP server, too low a version",
        f"{names[43]}\t1.1.0\t2026-03\t\tMCP server for {names[12]}",  # a seventeenth-set candidate's summary
        f"iflow-mcp-{names[44]}\t1.1.0\t2026-03\t\tMCP server republished",
        f"{names[45]}\t1.1.0\t2026-03\t\tPython SDK for MCP servers",
        f"{names[46]}\t1.1.0\t2026-03\t\tMCP server for {names[31]}",  # a copy of a step B summary
        "mcpmap\t1.0.0\t2026-03\t\tMCP server attack surface map",  # LEFT_OUT
        "openbb-mcp-server\t1.0.0\t2026-03\t\tMCP server for OpenBB",  # left out by fresh12 (its header)
        f"{names[55]}\t0.3.0\t2026-08\t\tMCP server, too low a version for step D",
        f"{names[56]}\t0.7.0\t2026-05\t\tMCP server, too early for step D",
        f"mcpbind-{names[57]}\t3.5.1\t2025-09\t\tMCP Server Package: {names[57]}",  # a republisher
    ]
    lines += [f"{n}\t1.5.0\t2025-08\t\tMCP server for {n}" for n in names[47:50]]  # step C
    lines += [f"{n}\t0.7.0\t2026-08\t\tMCP server for {n}" for n in names[50:55]]  # step D
    pypi = _index(tmp_path, "pypi.tsv", lines)
    thirteenth = {line.split()[1] for line in select_fresh13.candidates(npm, pypi)}
    assert thirteenth == {"busy-mcp", names[40], *names[:3]}
    seventeenth = [line.split()[1] for line in select_fresh17.candidates(npm, pypi, 4)]
    assert seventeenth == names[11:15]
    got = select_fresh19.candidates(npm, pypi, count=100)
    step_b = sorted([*names[30:40], *armory], key=sha)
    step_b = [n for n in step_b if n not in armory or n in sorted(armory, key=sha)[:5]]
    step_d = sorted(names[50:55], key=sha)[:2]
    assert got == [f"pypi {n}" for n in [*names[15:20], *step_b, *names[47:50], *step_d]]
    assert select_fresh19.candidates(npm, pypi) == got  # PYPI_COUNT: every one
    assert select_fresh19.candidates(npm, pypi, count=7) == got[:7]
    never = {"mcpmap", "openbb-mcp-server", *names[40:47], f"iflow-mcp-{names[44]}", *names[:15]}
    never |= {names[55], names[56], f"mcpbind-{names[57]}"}
    assert not {f"pypi {n}" for n in never} & set(got)
