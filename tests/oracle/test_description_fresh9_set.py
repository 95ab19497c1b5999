"""Provenance of the ninth held-out set, `bench/corpus/data/fresh9.jsonl` (benign rows only).

test_description_held_out_sets.py checks it as it checks fresh8 (schema, digest, new servers, no shared
or reserved text). These check what is particular to it: every package is new to every earlier set, list
and manifest, none is reserved, the rows trace back to the pinned artifacts, the licences are the
accepted ones, no server dominates, and the selection rule (select_fresh9.py) does what its header says.
No detector runs here, and no row's wording is looked at.
"""

from __future__ import annotations

import re
import sys
from collections import Counter
from pathlib import Path

import pytest

from tests.oracle.held_out_sets import (
    BENCH,
    DATA,
    assert_only_accepted_licences,
    assert_rows_trace_back_to_pinned_artifacts,
    listed_packages,
    rows_of,
    texts,
)
from tests.oracle.test_description_labelled_set import RESERVED

sys.path.insert(0, str(BENCH / "corpus"))

import build_fresh9
import select_fresh9

FRESH9 = DATA / "fresh9.jsonl"
PACKAGES = BENCH / "corpus" / "packages_fresh9.txt"
MANIFEST = DATA / "fresh9_packages_manifest.jsonl"
MANIFEST_SHA256 = "ad8130b2f39f85e0be1cc1ef5640481f542a1a9304adc23109447acbc6e7dc41"


def _key(ecosystem: str, name: str) -> str:
    """A package's name as both registries' names are compared: lower-cased, runs of -_. as one -. A
    name taken in one registry counts as the same server in the other (npm opik-mcp, PyPI opik-mcp)."""
    return re.sub(r"[-_.]+", "-", name.lower())


def _mine() -> set[str]:
    listed = {_key(*p.split(":", 1)) for p in listed_packages(PACKAGES)}
    pinned = {_key(e["ecosystem"], e["package"]) for e in rows_of(MANIFEST)}
    sources = {_key(*r["source"].split(":", 1)) for r in rows_of(FRESH9)}
    assert sources <= pinned <= listed
    return listed


def _earlier() -> dict[str, str]:
    """Every package an earlier list, manifest or set names, with the file naming it."""
    out: dict[str, str] = {}
    for path in sorted((BENCH / "corpus").glob("packages*.txt")):
        if path != PACKAGES:
            out |= {_key(*p.split(":", 1)): path.name for p in listed_packages(path)}
    for path in sorted(DATA.glob("*.jsonl")):
        if path.name.startswith("fresh9"):
            continue
        for row in rows_of(path):
            if "manifest" in path.name:
                out[_key(row["ecosystem"], row["package"])] = path.name
            elif str(row.get("source", "")).split(":", 1)[0] in ("npm", "pypi"):
                out[_key(*row["source"].split(":", 1))] = path.name
    return out


def test_no_package_is_in_an_earlier_set_list_or_manifest() -> None:
    earlier = _earlier()
    assert len(earlier) > 500  # every earlier list, manifest and set was read
    assert {p: earlier[p] for p in _mine() if p in earlier} == {}


def test_shares_no_text_with_the_tenth_set() -> None:
    """fresh10 (attacks only, built beside this set) holds no text of it: its hosts are fresh8's."""
    assert not texts(rows_of(FRESH9)) & texts(rows_of(DATA / "fresh10.jsonl"))


def test_no_package_is_reserved() -> None:
    assert [p for p in _mine() if RESERVED.search(p)] == []


def test_rows_trace_back_to_pinned_artifacts() -> None:
    assert_rows_trace_back_to_pinned_artifacts(FRESH9, MANIFEST, MANIFEST_SHA256)


def test_only_accepted_licences() -> None:
    assert_only_accepted_licences(FRESH9, build_fresh9.ACCEPTED)


def test_no_server_dominates() -> None:
    rows = rows_of(FRESH9)
    per_server = Counter(r["source"] for r in rows)
    assert max(per_server.values()) <= build_fresh9.MAX_ROWS_PER_SERVER
    assert max(per_server.values()) <= 0.05 * len(rows)
    assert {r["label"] for r in rows} == {"benign"} and {r["style"] for r in rows} == {"vendor"}
    assert {r["source"].split(":", 1)[0] for r in rows} == {"npm", "pypi"}


def _index(tmp: Path, name: str, lines: list[str]) -> Path:
    path = tmp / name
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")
    return path


def test_selection_rule_by_metadata(tmp_path: Path) -> None:
    """npm: MCP servers by downloads, never an earlier, reserved, library-like or republished package;
    PyPI: the eighth set's filter, in the held-out half after eos-mcp in sha256 order, then in the other
    half from its start."""
    npm = _index(
        tmp_path,
        "npm.tsv",
        [
            "name\tversion\tdownloads_a_month\tsummary",
            "acme-mcp\t1.0.0\t50\tMCP server for Acme",
            "busy-mcp\t2.0.0\t900\tA Model Context Protocol server for Busy",
            "sdk-mcp\t1.0.0\t5000\tTypeScript SDK for building MCP servers",
            "tavily-mcp-copy\t1.0.0\t4000\tMCP server for web search",
            "fork-mcp\t1.0.0\t3000\tMCP server, a fork of @modelcontextprotocol/server-memory",
            "@mseep/acme-mcp\t1.0.0\t2000\tMCP server for Acme",
            "busy-mcp-linux-x64\t2.0.0\t1000\tA Model Context Protocol server for Busy",
            "chrome-devtools-mcp\t1.0.0\t9000\tMCP server for Chrome DevTools",
            "acme-tool\t1.0.0\t9000\tMCP server without the word in its name",
            "quiet-mcp\t1.0.0\t\tMCP server for Quiet",
        ],
    )
    earlier = select_fresh9.earlier_packages()
    assert ("npm", "chrome-devtools-mcp") in earlier and ("pypi", "eos-mcp") in earlier
    assert select_fresh9.npm_candidates(npm, earlier) == ["busy-mcp", "acme-mcp", "quiet-mcp"]
    held = [n for n in (f"x{i}-mcp" for i in range(200)) if select_fresh9._sha(n)[0] in "89abcdef"]
    after = sorted(
        (n for n in held if select_fresh9._sha(n) > select_fresh9._sha("eos-mcp")), key=select_fresh9._sha
    )
    before = next(n for n in held if select_fresh9._sha(n) < select_fresh9._sha("eos-mcp"))
    other_half = next(n for n in (f"y{i}-mcp" for i in range(50)) if select_fresh9._sha(n)[0] in "01234567")
    lines = ["name\tversion\tmonth\trank\tsummary"]
    lines += [f"{n}\t1.4.0\t2026-07\t\tMCP server for {n}" for n in (*after[:3], before, other_half)]
    lines += [
        f"{after[3]}\t1.2.9\t2026-07\t\tMCP server, too early a version",
        f"{after[4]}\t2.0\t2026-05\t\tMCP server, too old a release",
        f"{after[5]}\t2.0\t2026-08\t\tA tool that is no server",
        f"{after[6]}\t2.0\t2026-08\t\tPython SDK for MCP servers",
    ]
    pypi = _index(tmp_path, "pypi.tsv", lines)
    start = select_fresh9._sha(select_fresh9.PYPI_AFTER)
    assert select_fresh9.pypi_candidates(pypi, earlier, "89abcdef", start, 90) == after[:3]
    assert select_fresh9.pypi_candidates(pypi, earlier, "89abcdef", start, 2) == after[:2]
    assert select_fresh9.pypi_candidates(pypi, earlier, "01234567", "", 50) == [other_half]


@pytest.mark.parametrize("name", ["sdk-mcp", "@mseep/x", "bibliocommons-mcp-zendesk", "x_linux_amd64"])
def test_selection_excludes(name: str) -> None:
    summary = "TypeScript SDK" if name == "sdk-mcp" else "MCP server"
    assert select_fresh9._excluded(name, summary)
    assert not select_fresh9._excluded("acme-mcp", "MCP server for Acme")
