"""Integrity of the fourth held-out set `bench/corpus/data/fresh4.jsonl` (never its detection figures).

The set is five more author groups' attacks (LLM Guard's injection tests, greshake/llm-security,
tool-poisoning-bench, hijack-agentic-ai, aiml-testing) planted into real descriptions of MCP servers in none of the
earlier sets, plus those servers' own benign changes. It was scored once
by `bench/description_bench.py --fresh4`, in aggregate, and is development data since the sentence model
trained on it; these tests check what it is made of: it parses, follows the corpus schema, repeats no
reserved server's text, shares no text with corpus.jsonl, fresh.jsonl or fresh3.jsonl, keeps every host
text, plants each payload once, and the bench takes the options of a development set. No detector runs
here.
"""

from __future__ import annotations

import hashlib
import re

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

FRESH4 = DATA / "fresh4.jsonl"
EARLIER = (DATA / "corpus.jsonl", DATA / "fresh.jsonl", DATA / "fresh3.jsonl")
SOURCES = {"fresh4-llmguard", "fresh4-greshake", "fresh4-tpbench", "fresh4-hijack", "fresh4-aimltesting"}
# The committed bytes: the set is scored once, as built before any detector saw it (README).
SHA256 = "5ecb228a499928c7e463431711262f3c1ca4c0ca935ba0a3035f97beb1ecd9e5"
# What it was built with (README): 257 distinct payloads, 262 benign rows from 14 servers.
MIN_ATTACKS, MIN_BENIGN, MIN_PACKAGES = 257, 262, 14


def test_fresh4_is_the_set_as_built() -> None:
    assert hashlib.sha256(FRESH4.read_bytes()).hexdigest() == SHA256


def test_fresh4_rows_follow_the_corpus_schema() -> None:
    check_schema(rows_of(FRESH4), SOURCES)


def test_fresh4_is_other_authors_and_new_servers() -> None:
    rows = rows_of(FRESH4)
    attacks = [r for r in rows if r["label"] == "attack"]
    benign = [r for r in rows if r["label"] == "benign"]
    assert {r["source"] for r in attacks} == SOURCES  # five independent author groups
    assert len(attacks) >= MIN_ATTACKS and len(benign) >= MIN_BENIGN
    packages = {r["source"] for r in benign}
    earlier = {r["source"] for path in EARLIER for r in rows_of(path)}
    assert len(packages) >= MIN_PACKAGES and not packages & earlier
    listed = listed_packages(BENCH / "corpus" / "packages_fresh4.txt")
    assert packages <= listed
    before = set().union(
        *(listed_packages(BENCH / "corpus" / name) for name in ("packages.txt", "packages_fresh.txt"))
    )
    assert not listed & (before | listed_packages(BENCH / "corpus" / "packages_fresh3.txt"))


def test_fresh4_plants_each_payload_once() -> None:
    """One row per payload, its id the payload's, and no two attacks carry the same payload (a text
    repeated within a source was kept once when the set was built)."""
    attacks = [r for r in rows_of(FRESH4) if r["label"] == "attack"]
    assert all(re.fullmatch(r"fresh4-[a-z]+-\d{3}", str(r["id"])) for r in attacks)
    assert len({(r["source"], r["origin"].split(";", 1)[0]) for r in attacks}) == len(attacks)


def test_fresh4_repeats_no_reserved_text() -> None:
    assert not texts(rows_of(FRESH4)) & reserved_digests()


def test_fresh4_shares_no_text_with_the_earlier_sets() -> None:
    mine = texts(rows_of(FRESH4))
    for path in EARLIER:
        assert not mine & texts(rows_of(path)), path.name


def test_fresh4_attacks_carry_their_host_text() -> None:
    rows = rows_of(FRESH4)
    # every attack of this set is planted (none is a dataset's own rewrite)
    assert check_host_texts(rows) == sum(r["label"] == "attack" for r in rows)


def test_bench_options_with_fresh4() -> None:
    """Since the sentence model trained on it the set is development data (--fresh4 --misses and
    --source are allowed, as --fresh3 since round4); --rows, --dev-only and another set are refused."""
    for extra in (["--rows", "5"], ["--dev-only"], ["--fresh"], ["--fresh3"]):
        check_bench_refuses(["--fresh4", *extra], "takes no")
