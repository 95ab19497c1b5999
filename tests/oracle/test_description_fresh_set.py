"""Integrity of the fresh set `bench/corpus/data/fresh.jsonl` (never its detection figures).

The set is other authors' attacks (InjecAgent, AgentDojo, BIPIA, MSB) planted into real descriptions of
MCP servers outside the development corpus, plus those servers' own benign changes. It is scored by
`bench/description_bench.py --fresh` (development data since round3: --misses lists its rows); these
tests check what it is made of: it parses, follows the corpus schema, repeats no reserved server's
text, shares no text with corpus.jsonl (so no tuning on the corpus touched it), and the bench refuses
corpus-only options with it. No detector runs here.
"""

from __future__ import annotations

from tests.oracle.held_out_sets import (
    BENCH,
    DATA,
    check_bench_refuses,
    check_host_texts,
    check_schema,
    listed_packages,
    reserved_digests,
    rows_of,
    texts,
)

FRESH = DATA / "fresh.jsonl"
CORPUS = DATA / "corpus.jsonl"
SOURCES = {"fresh-injecagent", "fresh-agentdojo", "fresh-bipia", "fresh-msb"}


def test_fresh_rows_follow_the_corpus_schema() -> None:
    check_schema(rows_of(FRESH), SOURCES)


def test_fresh_set_is_other_authors_and_new_servers() -> None:
    rows = rows_of(FRESH)
    attacks = [r for r in rows if r["label"] == "attack"]
    benign = [r for r in rows if r["label"] == "benign"]
    assert {r["source"] for r in attacks} == SOURCES  # four independent author groups
    assert len(attacks) >= 300 and len(benign) >= 150
    corpus_sources = {r["source"] for r in rows_of(CORPUS)}
    packages = {r["source"] for r in benign}
    assert len(packages) >= 20 and not packages & corpus_sources
    assert packages <= listed_packages(BENCH / "corpus" / "packages_fresh.txt")


def test_fresh_set_repeats_no_reserved_text() -> None:
    reserved = reserved_digests()
    assert len(reserved) >= 500
    assert not texts(rows_of(FRESH)) & reserved


def test_fresh_set_shares_no_text_with_the_corpus() -> None:
    assert not texts(rows_of(FRESH)) & texts(rows_of(CORPUS))


def test_planted_attacks_carry_their_host_text() -> None:
    assert check_host_texts(rows_of(FRESH)) >= 300


def test_bench_fresh_takes_no_corpus_options() -> None:
    """Since round3 the set is development data (--fresh --misses is allowed); --rows, --dev-only and
    an unknown --source are still refused, and --source needs --fresh."""
    for args in (["--fresh", "--rows", "5"], ["--fresh", "--dev-only"], ["--source", "fresh-msb"]):
        check_bench_refuses(args, "takes no", "use it with --fresh")
