"""Integrity of the third held-out set `bench/corpus/data/fresh3.jsonl` (never its detection figures).

The set is three more author groups' attacks (Agent Security Bench, CyberSecEval, spikee) planted into
real descriptions of MCP servers in neither the corpus nor the fresh set, plus those servers' own benign
changes. It is scored by `bench/description_bench.py --fresh3` (development data since round4); these
tests check what it is made of: it parses, follows the corpus schema, repeats no reserved server's text, shares no
text with corpus.jsonl or fresh.jsonl (so no tuning on either touched it), keeps every host text, and
the bench refuses the options that make no sense with it. No detector runs here.
"""

from __future__ import annotations

import hashlib

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

FRESH3 = DATA / "fresh3.jsonl"
EARLIER = (DATA / "corpus.jsonl", DATA / "fresh.jsonl")
SOURCES = {"fresh3-asb", "fresh3-cyberseceval", "fresh3-spikee"}
# The committed bytes: the set is scored once, as built before any detector saw it (README).
SHA256 = "bd88a835769071676337c0684b45941562b1ec1384debdf64a1d7ed4ea68cbb0"


def test_fresh3_is_the_set_as_built() -> None:
    assert hashlib.sha256(FRESH3.read_bytes()).hexdigest() == SHA256


def test_fresh3_rows_follow_the_corpus_schema() -> None:
    check_schema(rows_of(FRESH3), SOURCES)


def test_fresh3_is_other_authors_and_new_servers() -> None:
    rows = rows_of(FRESH3)
    attacks = [r for r in rows if r["label"] == "attack"]
    benign = [r for r in rows if r["label"] == "benign"]
    assert {r["source"] for r in attacks} == SOURCES  # three independent author groups
    assert len(attacks) >= 300 and len(benign) >= 300
    packages = {r["source"] for r in benign}
    earlier = {r["source"] for path in EARLIER for r in rows_of(path)}
    assert len(packages) >= 15 and not packages & earlier
    listed = listed_packages(BENCH / "corpus" / "packages_fresh3.txt")
    assert packages <= listed
    before = listed_packages(BENCH / "corpus" / "packages.txt")
    assert not listed & (before | listed_packages(BENCH / "corpus" / "packages_fresh.txt"))


def test_fresh3_repeats_no_reserved_text() -> None:
    assert not texts(rows_of(FRESH3)) & reserved_digests()


def test_fresh3_shares_no_text_with_the_earlier_sets() -> None:
    mine = texts(rows_of(FRESH3))
    for path in EARLIER:
        assert not mine & texts(rows_of(path)), path.name


def test_fresh3_attacks_carry_their_host_text() -> None:
    rows = rows_of(FRESH3)
    # every attack of this set is planted (none is a dataset's own rewrite)
    assert check_host_texts(rows) == sum(r["label"] == "attack" for r in rows)


def test_bench_options_with_fresh3() -> None:
    """Since round4 the set is development data (--fresh3 --misses and --source are allowed, as --fresh
    since round3); --rows, --dev-only and --fresh are still refused."""
    for extra in (["--rows", "5"], ["--dev-only"], ["--fresh"]):
        check_bench_refuses(["--fresh3", *extra], "takes no")
