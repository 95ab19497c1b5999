"""Provenance of the twelfth held-out set, `bench/corpus/data/fresh12.jsonl` (benign rows only).

test_description_held_out_sets.py checks it as it checks fresh9 (schema, digest, new servers, no shared
or reserved text). These check what is particular to it: every package is new to every earlier set, list
and manifest (the ninth set's included) and to the ninth set's candidates, none is reserved, the rows
trace back to the pinned artifacts, the licences are the accepted ones, no server dominates, the
training script holds it out whole (it was never read before its one look), and the selection rule (select_fresh12.py) does what its header says.
No detector runs here, and no row's wording is looked at.
"""

from __future__ import annotations

import sys
from collections import Counter
from pathlib import Path

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
import select_fresh9
import select_fresh12
import train_description_model

FRESH12 = DATA / "fresh12.jsonl"
PACKAGES = BENCH / "corpus" / "packages_fresh12.txt"
MANIFEST = DATA / "fresh12_packages_manifest.jsonl"
MANIFEST_SHA256 = "13c50b4087fe8c4632497e85a75548f41d149ff23073911f4311971f5fa28dd8"


def _mine() -> set[str]:
    return packages_of_set(FRESH12, PACKAGES, MANIFEST)


def _earlier() -> dict[str, str]:
    """Every package an earlier list, manifest or set names, with the file naming it."""
    return packages_before_set(FRESH12, PACKAGES, MANIFEST)


def test_no_package_is_in_an_earlier_set_list_or_manifest() -> None:
    earlier = _earlier()
    assert len(earlier) > 700  # every earlier list, manifest and set was read, the ninth's included
    assert "devhelm-mcp-server" in earlier and "godot-mcp-server" in earlier  # fresh9's
    assert {p: earlier[p] for p in _mine() if p in earlier} == {}


def test_shares_no_text_with_the_ninth_tenth_or_eleventh_set() -> None:
    """The ninth and tenth sets decided what was left out; the eleventh (attacks, built beside this set on
    the eighth set's hosts) holds no text of it either."""
    mine = texts(rows_of(FRESH12))
    for name in ("fresh9", "fresh10", "fresh11"):
        assert not mine & texts(rows_of(DATA / f"{name}.jsonl")), name


def test_no_package_is_reserved() -> None:
    assert [p for p in _mine() if RESERVED.search(p)] == []


def test_rows_trace_back_to_pinned_artifacts() -> None:
    assert_rows_trace_back_to_pinned_artifacts(FRESH12, MANIFEST, MANIFEST_SHA256)


def test_only_accepted_licences() -> None:
    assert_only_accepted_licences(FRESH12, build_fresh12.ACCEPTED)


def test_no_server_dominates() -> None:
    rows = rows_of(FRESH12)
    per_server = Counter(r["source"] for r in rows)
    assert max(per_server.values()) <= build_fresh12.MAX_ROWS_PER_SERVER
    assert max(per_server.values()) <= 0.05 * len(rows)
    assert {r["label"] for r in rows} == {"benign"} and {r["style"] for r in rows} == {"vendor"}
    assert {r["class"] for r in rows} == {None}


def test_the_training_script_holds_it_out_whole() -> None:
    """Spent since its one look (docs/description.md), the set is training data now, and a fold of its
    own in leave-one-collection-out: its servers are never scored by a model that saw them."""
    assert "fresh12" in train_description_model.COLLECTIONS
    assert "fresh12" in train_description_model.HELD_OUT_FOLDS


def _index(tmp: Path, name: str, lines: list[str]) -> Path:
    path = tmp / name
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")
    return path


def test_selection_rule_by_metadata(tmp_path: Path) -> None:
    """npm: the widened rule (an `mcp-server`/`server-` name, or an `mcp` name whose summary names MCP and
    a server), never the ninth set's candidates, an earlier, reserved, library-like, republished or
    same-summary package; PyPI: the ninth set's filter, after its last in each half."""
    npm = _index(
        tmp_path,
        "npm.tsv",
        [
            "name\tversion\tdownloads_a_month\tsummary",
            "acme-mcp\t1.0.0\t50\tMCP (Model Context Protocol) - Server for Acme",
            "server-widget\t1.0.0\t900\tWidget tools over MCP",
            "busy-mcp\t2.0.0\t9000\tMCP tools for Busy",  # no "server" in its summary
            "ninth-mcp\t1.0.0\t5000\tMCP server, the ninth set's rule",
            "sdk-mcp-server\t1.0.0\t5000\tTypeScript SDK for MCP servers",
            "tavily-mcp-server\t1.0.0\t4000\tMCP server for web search",
            "@mseep/acme-mcp-server\t1.0.0\t2000\tMCP server for Acme",
            "chrome-devtools-mcp\t1.0.0\t9000\tMCP server for Chrome DevTools",
            "server-perplexity-ask\t1.0.0\t9000\tMCP server for Perplexity",
            "copy-mcp-server\t1.0.0\t9000\tA copy: MCP server for interacting with Elasticsearch and OpenSearch",
        ],
    )
    earlier = select_fresh9.earlier_packages(select_fresh12.OWN)
    assert ("pypi", "devhelm-mcp-server") in earlier and ("npm", "godot-mcp-server") in earlier
    summaries = {"a copy: mcp server for interacting with elasticsearch and opensearch"}
    got = select_fresh12.npm_candidates(npm, earlier, {"ninth-mcp"}, summaries)
    assert got == ["server-widget", "acme-mcp"]
    sha = select_fresh9._sha
    held = sorted((n for n in (f"x{i}-mcp" for i in range(300)) if sha(n)[0] in "89abcdef"), key=sha)
    after = [n for n in held if sha(n) > sha(select_fresh9.PYPI_AFTER)]
    other = sorted((n for n in (f"y{i}-mcp" for i in range(300)) if sha(n)[0] in "01234567"), key=sha)
    start = sha(select_fresh12.PYPI_OTHER_AFTER)
    other_after = [n for n in other if sha(n) > start]
    other_before = next(n for n in other if sha(n) < start)
    lines = ["name\tversion\tmonth\trank\tsummary"]
    lines += [
        f"{n}\t1.4.0\t2026-07\t\tMCP server for {n}" for n in (*after[:4], *other_after[:3], other_before)
    ]
    lines += [
        f"{after[4]}\t1.2.9\t2026-07\t\tMCP server, too early a version",
        f"{after[5]}\t2.0\t2026-08\t\tPython SDK for MCP servers",
        f"{other_after[3]}\t2.0\t2026-08\t\tA copy: MCP server for interacting with Elasticsearch and OpenSearch",
    ]
    pypi = _index(tmp_path, "pypi.tsv", lines)
    ninth = {after[0]}  # a ninth set's candidate, fetched then and left out: not fetched again
    got = select_fresh12.pypi_candidates(pypi, earlier, ninth, "89abcdef", sha(select_fresh9.PYPI_AFTER))
    assert got == after[1:4]
    got = select_fresh12.pypi_candidates(pypi, earlier, ninth, "01234567", start, summaries)
    assert got == other_after[:3]


def test_continues_where_the_ninth_set_stopped() -> None:
    """packages_fresh9.txt lists its packages in selection order: its last is the last of the other
    half's 50, where the twelfth set's PyPI rule picks up."""
    path = BENCH / "corpus" / "packages_fresh9.txt"
    lines = path.read_text(encoding="utf-8").splitlines()
    listed = [line.split()[1] for line in lines if line.startswith("pypi ")]
    assert listed[-1] == select_fresh12.PYPI_OTHER_AFTER
    assert select_fresh9._sha(listed[-1])[0] in select_fresh9.OTHER_HALF
