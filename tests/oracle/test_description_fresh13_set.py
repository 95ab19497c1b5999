"""Provenance of the thirteenth held-out set, `bench/corpus/data/fresh13.jsonl` (benign rows only).

test_description_held_out_sets.py checks it as it checks fresh12 (schema, digest, new servers, no shared
or reserved text). These check what is particular to it: every package is new to every earlier set, list
and manifest (the twelfth set's included) and to the names their headers leave out, none is reserved,
the rows trace back to the pinned artifacts, the licences are the twelfth set's accepted ones, no server
dominates, the training script never reads it (it is held out until the lead scores it), and the
selection rule (select_fresh13.py) does what its header says. No detector runs here, and no row's
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
    packages_before_set,
    packages_of_set,
    rows_of,
    texts,
)
from tests.oracle.test_description_labelled_set import RESERVED

sys.path.insert(0, str(BENCH / "corpus"))
sys.path.insert(0, str(BENCH))

import build_fresh12
import build_fresh13
import select_fresh9
import select_fresh13
import train_description_model

FRESH13 = DATA / "fresh13.jsonl"
PACKAGES = BENCH / "corpus" / "packages_fresh13.txt"
MANIFEST = DATA / "fresh13_packages_manifest.jsonl"
MANIFEST_SHA256 = "03018591caa97cd1e1cf74b392122e8193190baad862b4d188885384a9780a62"


def _mine() -> set[str]:
    return packages_of_set(FRESH13, PACKAGES, MANIFEST)


def _earlier() -> dict[str, str]:
    """Every package an earlier list, manifest or set names, with the file naming it."""
    return packages_before_set(FRESH13, PACKAGES, MANIFEST)


def test_no_package_is_in_an_earlier_set_list_or_manifest() -> None:
    earlier = _earlier()
    assert len(earlier) > 850  # every earlier list, manifest and set was read, the twelfth's included
    assert "redmine-mcp-server" in earlier and "devhelm-mcp-server" in earlier  # fresh12's, fresh9's
    assert {p: earlier[p] for p in _mine() if p in earlier} == {}


def test_no_package_is_one_an_earlier_list_left_out() -> None:
    """The names an earlier list's header mentions (left out for a licence, as unfetchable, a copy or not
    a server) are not fetched again."""
    named = select_fresh13.named_in_headers()
    assert {"openbb-mcp-server", "ghostfolio-mcp", "agentation-mcp"} <= named  # fresh12's and fresh9's
    assert sorted(_mine() & named) == []


def test_shares_no_text_with_the_ninth_to_fifteenth_sets() -> None:
    """The ninth to twelfth sets decided what was left out; the fourteenth and fifteenth (attacks, built
    beside this set on the eighth and twelfth sets' hosts) hold no text of it either."""
    mine = texts(rows_of(FRESH13))
    for name in ("fresh9", "fresh10", "fresh11", "fresh12", "fresh14", "fresh15"):
        assert not mine & texts(rows_of(DATA / f"{name}.jsonl")), name


def test_no_package_is_reserved_or_republished() -> None:
    assert [p for p in _mine() if RESERVED.search(p)] == []
    assert [p for p in _mine() if p.startswith(("iflow-mcp-", "mseep-", "mseep/"))] == []


def test_rows_trace_back_to_pinned_artifacts() -> None:
    assert_rows_trace_back_to_pinned_artifacts(FRESH13, MANIFEST, MANIFEST_SHA256)


def test_only_the_twelfth_sets_licences() -> None:
    assert build_fresh13.ACCEPTED == build_fresh12.ACCEPTED
    assert_only_accepted_licences(FRESH13, build_fresh13.ACCEPTED)


def test_no_server_dominates() -> None:
    rows = rows_of(FRESH13)
    per_server = Counter(r["source"] for r in rows)
    assert max(per_server.values()) <= build_fresh13.MAX_ROWS_PER_SERVER == 65
    assert max(per_server.values()) <= 0.05 * len(rows)
    assert {r["label"] for r in rows} == {"benign"} and {r["style"] for r in rows} == {"vendor"}
    assert {r["class"] for r in rows} == {None}


def test_scored_once_then_a_training_fold() -> None:
    """Kept from the model until the lead scored it once (eighth session); spent since, the trainer
    reads it as development data and holds it out as a fold of its own."""
    assert "fresh13" in train_description_model.COLLECTIONS
    assert "fresh13" in train_description_model.HELD_OUT_FOLDS


def test_the_build_decontaminates_against_every_earlier_set() -> None:
    names = {p.name for p in build_fresh13.EXCLUDE}
    assert names == {"corpus.jsonl", "fresh.jsonl", *(f"fresh{k}.jsonl" for k in range(3, 13))}


def _index(tmp: Path, name: str, lines: list[str]) -> Path:
    path = tmp / name
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")
    return path


def test_selection_rule_by_metadata(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """npm: any `mcp` name whose summary names MCP, most downloaded first, never an earlier, reserved,
    library-like, republished, platform-binary, named or same-summary package; PyPI: step 1 (release
    2026-01 or later at 1.3 or later, either half, sha256 order, all), then step 2 (2026-06 or later at
    1.0 to 1.2, the first PYPI_LOW_COUNT), no copy of a summary already taken."""
    npm = _index(
        tmp_path,
        "npm.tsv",
        [
            "name\tversion\tdownloads_a_month\tsummary",
            "acme-mcp\t1.0.0\t50\tMCP tools for Acme",
            "busy-mcp\t2.0.0\t9000\tModel Context Protocol for Busy",
            "quiet-mcp\t2.0.0\t9000\tTools for Quiet",  # its summary names no MCP
            "copy-of-busy-mcp\t2.0.0\t10\tModel Context Protocol for Busy",
            "sdk-mcp\t1.0.0\t5000\tTypeScript SDK for MCP servers",
            "tavily-mcp-x\t1.0.0\t4000\tMCP server for web search",
            "@onshape-mcp/linux-x64\t1.0.0\t2000\tLinux x64 binary for the MCP",
            "n8n-nodes-mcp\t1.0.0\t9000\tMCP nodes for n8n",
            "godot-mcp-server\t1.0.0\t9000\tMCP server for Godot",  # fresh9's
        ],
    )
    sha = select_fresh9._sha
    names = sorted((f"z{i}-mcp" for i in range(40)), key=sha)
    lines = ["name\tversion\tmonth\trank\tsummary"]
    lines += [f"{n}\t1.4.0\t2026-02\t\tMCP server for {n}" for n in names[:3]]  # step 1
    lines += [f"{n}\t1.1.0\t2026-07\t\tMCP server for {n}" for n in names[3:7]]  # step 2
    lines += [
        f"{names[7]}\t1.4.0\t2025-12\t\tMCP server, released too early",
        f"{names[8]}\t1.1.0\t2026-05\t\tMCP server, too early for step 2",
        f"{names[9]}\t0.9.0\t2026-09\t\tMCP server, too low a version",
        f"{names[10]}\t1.5.0\t2026-03\t\tMCP server for {names[0]}",  # a copy of step 1's summary
        f"iflow-mcp-{names[11]}\t1.5.0\t2026-03\t\tMCP server republished",
        f"{names[12]}\t1.5.0\t2026-03\t\tPython SDK for MCP servers",
        "openbb-mcp-server\t2.0.0\t2026-09\t\tMCP server for OpenBB",  # left out by fresh12 (its header)
    ]
    pypi = _index(tmp_path, "pypi.tsv", lines)
    monkeypatch.setattr(select_fresh13, "PYPI_LOW_COUNT", 3)
    got = select_fresh13.candidates(npm, pypi)
    step1 = sorted([*names[:3]], key=sha)
    step2 = sorted(names[3:7], key=sha)[:3]
    assert got == [
        "npm busy-mcp",
        "npm acme-mcp",
        *(f"pypi {n}" for n in step1),
        *(f"pypi {n}" for n in step2),
    ]


def test_the_list_keeps_the_rules_order() -> None:
    """packages_fresh13.txt lists its packages in selection order: npm first, then PyPI step 1 and step 2,
    each in sha256 order of the names (so at most two increasing runs), and the floors are widened from
    the eighth set's filter (2026-06, 1.3), which the twelfth set had exhausted."""
    lines = PACKAGES.read_text(encoding="utf-8").splitlines()
    ecosystems = [line.split()[0] for line in lines if line.strip() and not line.startswith("#")]
    assert ecosystems == sorted(ecosystems)  # "npm" < "pypi"
    digests = [select_fresh9._sha(line.split()[1]) for line in lines if line.startswith("pypi ")]
    drops = [i for i in range(1, len(digests)) if digests[i] < digests[i - 1]]
    assert len(drops) <= 1
    assert select_fresh13.MONTH_FLOOR < "2026-06" and select_fresh13.LOW_VERSION_FLOOR < (1, 3)
