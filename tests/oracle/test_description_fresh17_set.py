"""Provenance of the seventeenth held-out set, `bench/corpus/data/fresh17.jsonl` (benign rows only).

test_description_held_out_sets.py checks it as it checks fresh13 (schema, digest, new servers, no shared
or reserved text, the bench refusing to print it). These check what is particular to it: every package is
new to every earlier set, list and manifest (the thirteenth set's included), to the names their headers
leave out and to every candidate the ninth, twelfth and thirteenth selections fetched; none is reserved
or republished; the rows trace back to the pinned artifacts; the licences are the thirteenth set's
accepted ones; no server and no publisher dominates; the training script never reads it; and the
selection rule (select_fresh17.py) does what its header says. No detector runs here, and no row's
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

import build_fresh13
import build_fresh17
import select_fresh9
import select_fresh13
import select_fresh17
import train_description_model

FRESH17 = DATA / "fresh17.jsonl"
PACKAGES = BENCH / "corpus" / "packages_fresh17.txt"
MANIFEST = DATA / "fresh17_packages_manifest.jsonl"
MANIFEST_SHA256 = "2a54443e9c157b392da8593e9d084136da74abfdf5755a6e068a514f9828ea9c"


def _mine() -> set[str]:
    return packages_of_set(FRESH17, PACKAGES, MANIFEST)


def _earlier() -> dict[str, str]:
    """Every package an earlier list, manifest or set names, with the file naming it."""
    return packages_before_set(FRESH17, PACKAGES, MANIFEST)


def test_no_package_is_in_an_earlier_set_list_or_manifest() -> None:
    earlier = _earlier()
    assert len(earlier) > 1000  # every earlier list, manifest and set was read, the thirteenth's included
    assert "rossum-mcp" in earlier and "redmine-mcp-server" in earlier  # fresh13's, fresh12's
    assert {p: earlier[p] for p in _mine() if p in earlier} == {}


def test_no_package_is_one_an_earlier_list_left_out() -> None:
    """The names an earlier list's header mentions (left out for a licence, as unfetchable, a copy or not
    a server) are not fetched again, the thirteenth set's included."""
    named = select_fresh13.named_in_headers(select_fresh17.OWN)
    assert {"openbb-mcp-server", "agentation-mcp", "kicad-mcp-server"} <= named  # fresh12's, 9's, 13's
    assert sorted(_mine() & named) == []


def test_no_header_names_an_earlier_package() -> None:
    """This list's header names no package of an earlier list: an earlier set's check of the names
    headers leave out would otherwise count one of its own packages as left out."""
    lines = PACKAGES.read_text(encoding="utf-8").splitlines()
    header = {
        package_key(t) for line in lines if line.startswith("#") for t in select_fresh13._TOKEN.findall(line)
    }
    assert sorted(header & set(_earlier())) == []


def test_no_package_is_reserved_or_republished() -> None:
    assert [p for p in _mine() if RESERVED.search(p)] == []
    assert [p for p in _mine() if p.startswith(("iflow-mcp-", "mseep-", "mseep/"))] == []
    assert [p for p in _mine() if p in select_fresh17.LEFT_OUT] == []


def test_shares_no_text_with_the_ninth_to_sixteenth_sets() -> None:
    """The ninth to fifteenth sets' texts were excluded by the build; the sixteenth (attacks woven into the
    thirteenth set's descriptions, landed while this set was built) holds none of its texts either."""
    mine = texts(rows_of(FRESH17))
    for k in (9, 10, 11, 12, 13, 14, 15, 16):
        assert not mine & texts(rows_of(DATA / f"fresh{k}.jsonl")), k


def test_rows_trace_back_to_pinned_artifacts() -> None:
    assert_rows_trace_back_to_pinned_artifacts(FRESH17, MANIFEST, MANIFEST_SHA256)


def test_only_the_thirteenth_sets_licences() -> None:
    assert build_fresh17.ACCEPTED == build_fresh13.ACCEPTED
    assert_only_accepted_licences(FRESH17, build_fresh17.ACCEPTED)


def test_no_server_dominates() -> None:
    rows = rows_of(FRESH17)
    per_server = Counter(r["source"] for r in rows)
    assert max(per_server.values()) <= build_fresh17.MAX_ROWS_PER_SERVER == 65
    assert max(per_server.values()) <= 0.05 * len(rows)
    assert {r["label"] for r in rows} == {"benign"} and {r["style"] for r in rows} == {"vendor"}
    assert {r["class"] for r in rows} == {None}


def test_no_publisher_holds_more_than_five_servers() -> None:
    """By the names alone (the index summaries are not in the repository): the name patterns of the
    publishers the rule caps, MEOK AI Labs' `meok-`/`csoai-`, HasData's and `clr-`."""
    per_publisher = Counter(
        who
        for p in _mine()
        for who, pattern in select_fresh17.PUBLISHERS.items()
        if pattern.search(p) and pattern.pattern.startswith(("\\bMEOK", "^"))
    )
    assert select_fresh17.PUBLISHER_CAP == 5
    assert all(n <= select_fresh17.PUBLISHER_CAP for n in per_publisher.values()), per_publisher


def test_scored_once_then_a_training_fold() -> None:
    """Kept from the model until the lead scored it once (eighth session); spent since, the trainer
    reads it as development data and holds it out as a fold of its own."""
    assert "fresh17" in train_description_model.COLLECTIONS
    assert "fresh17" in train_description_model.HELD_OUT_FOLDS


def test_the_build_decontaminates_against_every_earlier_set() -> None:
    names = {p.name for p in build_fresh17.EXCLUDE}
    assert names == {"corpus.jsonl", "fresh.jsonl", *(f"fresh{k}.jsonl" for k in range(3, 16))}


def test_the_list_keeps_the_rules_order() -> None:
    """packages_fresh17.txt lists PyPI packages only, in sha256 order of the names, every one after the
    thirteenth set's last of step 2."""
    lines = PACKAGES.read_text(encoding="utf-8").splitlines()
    entries = [line.split()[:2] for line in lines if line.strip() and not line.startswith("#")]
    assert {e for e, _ in entries} == {"pypi"}
    digests = [select_fresh9._sha(name) for _, name in entries]
    assert digests == sorted(digests)
    assert digests[0] > select_fresh9._sha(select_fresh17.AFTER)


def _index(tmp: Path, name: str, lines: list[str]) -> Path:
    path = tmp / name
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")
    return path


def test_selection_rule_by_metadata(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """PyPI only: release 2026-06 or later at 1.0 to 1.2, sha256 order, only after the thirteenth set's
    last of step 2; never a thirteenth-set candidate, an earlier, reserved, library-like, republished,
    named or same-summary package; at most PUBLISHER_CAP of one publisher; the first PYPI_COUNT."""
    npm = _index(
        tmp_path,
        "npm.tsv",
        [
            "name\tversion\tdownloads_a_month\tsummary",
            "busy-mcp\t2.0.0\t9000\tModel Context Protocol for Busy",
        ],
    )
    sha = select_fresh9._sha
    names = sorted((f"y{i}-mcp" for i in range(60)), key=sha)
    after = names[10]
    monkeypatch.setattr(select_fresh17, "AFTER", after)
    monkeypatch.setattr(select_fresh13, "PYPI_LOW_COUNT", 3)
    lines = ["name\tversion\tmonth\trank\tsummary"]
    lines += [f"{n}\t1.1.0\t2026-07\t\tMCP server for {n}" for n in names[:11]]  # up to the last taken
    lines += [f"{n}\t1.1.0\t2026-07\t\tMCP server for {n}" for n in names[11:16]]
    lines += [f"{n}\t1.0.2\t2026-07\t\tMCP server for x. By MEOK AI Labs {n}" for n in names[16:24]]
    lines += [
        f"{names[24]}\t1.4.0\t2026-07\t\tMCP server, version 1.3 or later (step 1's)",
        f"{names[25]}\t1.1.0\t2026-05\t\tMCP server, released too early",
        f"{names[26]}\t0.9.0\t2026-09\t\tMCP server, too low a version",
        f"{names[27]}\t1.1.0\t2026-07\t\tMCP server for {names[11]}",  # a copy of a summary taken
        f"iflow-mcp-{names[28]}\t1.1.0\t2026-07\t\tMCP server republished",
        f"{names[29]}\t1.1.0\t2026-07\t\tPython SDK for MCP servers",
        "mcp2mcpb\t1.0.0\t2026-07\t\tMCP server converter",  # LEFT_OUT
        "openbb-mcp-server\t1.0.0\t2026-09\t\tMCP server for OpenBB",  # left out by fresh12 (its header)
    ]
    lines += [f"{n}\t1.1.0\t2026-08\t\tMCP server for {n}" for n in names[30:34]]
    pypi = _index(tmp_path, "pypi.tsv", lines)
    got = select_fresh17.candidates(npm, pypi, count=14)
    # the thirteenth set's rule on these indexes: busy-mcp (npm) and the first 3 of step 2 (names[24], at
    # 1.4.0 of 2026-07, the twelfth set's rule takes)
    thirteenth = {line.split()[1] for line in select_fresh13.candidates(npm, pypi)}
    assert "busy-mcp" in thirteenth and len(thirteenth) == 4
    allowed = [
        n
        for n in [*names[11:16], *names[16:21], *names[30:34]]
        if sha(n) > sha(after) and n not in thirteenth
    ]
    assert got == [f"pypi {n}" for n in sorted(allowed, key=sha)[:14]]
    assert sum(1 for line in got if line.split()[1] in names[16:24]) == 5  # the publisher's first five
    never = {"mcp2mcpb", "openbb-mcp-server", names[24], names[27]}
    assert not {f"pypi {n}" for n in never} & set(got)
