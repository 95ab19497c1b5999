"""Integrity of the fresh held-out set `bench/corpus/data/fresh.jsonl` (never its detection figures).

The set is other authors' attacks (InjecAgent, AgentDojo, BIPIA, MSB) planted into real descriptions of
MCP servers outside the development corpus, plus those servers' own benign changes. It is scored by
`bench/description_bench.py --fresh` (development data since round3: --misses lists its rows); these tests check what it is made of: it parses,
follows the corpus schema, repeats no reserved server's text, shares no text with corpus.jsonl (so no
tuning on the corpus touched it), and the bench refuses corpus-only options with it. No detector runs here.
"""

from __future__ import annotations

import hashlib
import json
import subprocess
import sys
from collections import Counter
from pathlib import Path
from typing import Any

from tests.oracle.test_description_labelled_set import CLASSES, FIELDS, RESERVED

BENCH = Path(__file__).resolve().parents[2] / "bench"
FRESH = BENCH / "corpus" / "data" / "fresh.jsonl"
CORPUS = BENCH / "corpus" / "data" / "corpus.jsonl"
SOURCES = {"fresh-injecagent", "fresh-agentdojo", "fresh-bipia", "fresh-msb"}


def _rows(path: Path) -> list[dict[str, Any]]:
    return [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines() if line.strip()]


def _digest(text: str) -> str:
    return hashlib.sha256(" ".join(text.split()).encode()).hexdigest()


def _texts(rows: list[dict[str, Any]]) -> set[str]:
    return {_digest(t) for row in rows for t in (row["old"], row["new"]) if t}


def test_fresh_rows_follow_the_corpus_schema() -> None:
    rows = _rows(FRESH)
    assert rows
    for row in rows:
        assert set(FIELDS) <= set(row), row.get("id")
        assert row["label"] in ("attack", "benign")
        assert row["kind"] in ("rewrite", "property", "new_tool")
        assert (row["old"] is None) == (row["kind"] == "new_tool"), row["id"]
        assert isinstance(row["new"], str) and row["new"].strip() and row["old"] != row["new"], row["id"]
        assert isinstance(row["catalogue"], list) and all(isinstance(n, str) for n in row["catalogue"])
        for field in ("source", "origin", "licence", "style", "tool"):
            assert isinstance(row[field], str) and row[field], (row["id"], field)
        if row["label"] == "attack":
            assert row["source"] in SOURCES, row["id"]
            assert row["class"] and set(row["class"]) <= CLASSES, row["id"]
        else:
            assert row["class"] is None and row["style"] == "vendor", row["id"]
            assert row["source"].split(":", 1)[0] in ("npm", "pypi"), row["id"]
        assert not RESERVED.search(f"{row['source']} {row['origin']}"), row["id"]
    ids = Counter(row["id"] for row in rows)
    assert [i for i, n in ids.items() if n > 1] == []


def test_fresh_set_is_other_authors_and_new_servers() -> None:
    rows = _rows(FRESH)
    attacks = [r for r in rows if r["label"] == "attack"]
    benign = [r for r in rows if r["label"] == "benign"]
    assert {r["source"] for r in attacks} == SOURCES  # four independent author groups
    assert len(attacks) >= 300 and len(benign) >= 150
    corpus_sources = {r["source"] for r in _rows(CORPUS)}
    packages = {r["source"] for r in benign}
    assert len(packages) >= 20 and not packages & corpus_sources
    listed = {
        f"{line.split()[0]}:{line.split()[1]}"
        for line in (BENCH / "corpus" / "packages_fresh.txt").read_text(encoding="utf-8").splitlines()
        if line.strip() and not line.startswith("#")
    }
    assert packages <= listed


def test_fresh_set_repeats_no_reserved_text() -> None:
    reserved = {
        line
        for line in (BENCH / "corpus" / "reserved_text_sha256.txt").read_text(encoding="utf-8").splitlines()
        if line and not line.startswith("#")
    }
    assert len(reserved) >= 500
    assert not _texts(_rows(FRESH)) & reserved


def test_fresh_set_shares_no_text_with_the_corpus() -> None:
    assert not _texts(_rows(FRESH)) & _texts(_rows(CORPUS))


def test_planted_attacks_carry_their_host_text() -> None:
    """A planted row keeps the whole real description it was planted into (its words in order), and its
    old text is the host's real old text or, when only the payload was added, the host's own text: no
    attack is told apart from benign rows by a missing or edited host."""
    rows = _rows(FRESH)
    hosts = {f"{r['origin']} {r['kind']} {r['tool']}": r for r in rows if r["label"] == "benign"}
    births = {f"{r['tool']} of {r['origin']}": r for r in rows if r["label"] == "benign"}
    checked = 0
    for row in rows:
        if row["label"] != "attack" or (row["source"] == "fresh-msb" and "planted" not in row["origin"]):
            continue
        if row["kind"] == "new_tool":
            host = births[row["origin"].split("; appended to the new tool ", 1)[1]]
            assert row["old"] is None
        else:
            key = row["origin"].split(") into ", 1)[1].removesuffix(" (its real rewrite)")
            host = hosts[key]
            real = row["origin"].endswith("(its real rewrite)")
            assert row["old"] == (host["old"] if real else host["new"]), row["id"]
        words = iter(row["new"].split())
        assert all(word in words for word in host["new"].split()), row["id"]
        checked += 1
    assert checked >= 300


def test_bench_fresh_takes_no_corpus_options() -> None:
    """Since round3 the set is development data (--fresh --misses is allowed); --rows, --dev-only and
    an unknown --source are still refused, and --source needs --fresh."""
    for args in (["--fresh", "--rows", "5"], ["--fresh", "--dev-only"], ["--source", "fresh-msb"]):
        done = subprocess.run(
            [sys.executable, str(BENCH / "description_bench.py"), *args],
            capture_output=True,
            text=True,
            timeout=120,
            check=False,
        )
        assert done.returncode == 2, (args, done.stdout[-300:])
        assert "takes no" in done.stderr or "use it with --fresh" in done.stderr
        assert done.stdout == ""
