"""Integrity of the sixth held-out set `bench/corpus/data/fresh6.jsonl` (never its detection figures).

The set is five more author groups' attacks (AI-Infra-Guard's agentic tool-misuse set, FuzzyAI's
jailbreak catalogue, Augustus's own probe prompts and web-injection payloads, LLMFuzzer's attack
definitions, and the CISECSL tool-poisoning demo server) planted into real descriptions of MCP servers in none of the earlier sets nor the training
collection, plus those servers' own benign changes. Every source is in the held-out half
of the split (first hex digit of the sha256 of its lower-cased `owner/name` or package name in
89abcdef; the other half went to the training collection train5.jsonl). These tests
check what it is made of: it parses, follows the corpus schema, keeps to its half of the split, repeats
no reserved server's text, shares no text (nor a run of eight words of a payload) with the training
collection or any earlier set, keeps every host text and plants each payload once. No detector runs
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
    digest,
    listed_packages,
    reserved_digests,
    rows_of,
    texts,
)

FRESH6 = DATA / "fresh6.jsonl"
EARLIER = tuple(DATA / f"{name}.jsonl" for name in ("corpus", "fresh", "fresh3", "fresh4", "fresh5"))
EARLIER_PACKAGES = (
    "packages.txt",
    "packages_fresh.txt",
    "packages_fresh3.txt",
    "packages_fresh4.txt",
    "packages_fresh5.txt",
    "packages_train5.txt",
)
SOURCES = {"fresh6-aig", "fresh6-fuzzyai", "fresh6-llmfuzzer", "fresh6-augustus", "fresh6-cisecsl"}
# The committed bytes: the set is scored once, as built before any detector saw it (README).
SHA256 = "2b0486be61332f6e1922a2a17562e5af8dcb3bee1a88efafbacedc40e9b6bae9"
# What it was built with (README): 247 distinct payloads, 514 benign rows from 22 servers.
MIN_ATTACKS, MIN_BENIGN, MIN_PACKAGES = 247, 514, 22
HELD_OUT_HALF = "89abcdef"
_REPO = re.compile(r"github\.com/([\w.-]+/[\w.-]+)@[0-9a-f]{40}")
RUN = 8  # words


def runs(text: str) -> set[str]:
    words = re.findall(r"\w+", text.lower())
    return {" ".join(words[i : i + RUN]) for i in range(len(words) - RUN + 1)}


def half(key: str) -> str:
    return hashlib.sha256(key.lower().encode()).hexdigest()[0]


def test_fresh6_is_the_set_as_built() -> None:
    assert hashlib.sha256(FRESH6.read_bytes()).hexdigest() == SHA256


def test_fresh6_rows_follow_the_corpus_schema() -> None:
    check_schema(rows_of(FRESH6), SOURCES)


def test_fresh6_is_other_authors_and_new_servers() -> None:
    rows = rows_of(FRESH6)
    attacks = [r for r in rows if r["label"] == "attack"]
    benign = [r for r in rows if r["label"] == "benign"]
    assert {r["source"] for r in attacks} == SOURCES  # five independent author groups
    assert len(attacks) >= MIN_ATTACKS and len(benign) >= MIN_BENIGN
    packages = {r["source"] for r in benign}
    earlier = {r["source"] for path in EARLIER for r in rows_of(path)}
    assert len(packages) >= MIN_PACKAGES and not packages & earlier
    listed = listed_packages(BENCH / "corpus" / "packages_fresh6.txt")
    assert packages <= listed
    before = set().union(*(listed_packages(BENCH / "corpus" / name) for name in EARLIER_PACKAGES))
    assert not listed & before


def test_fresh6_keeps_to_the_held_out_half_of_the_split() -> None:
    """Every attack's repository and every listed package is in the held-out half: none of them can be
    in the training data gathered from the other half at the same time."""
    rows = rows_of(FRESH6)
    repos = {m.group(1) for r in rows if r["label"] == "attack" for m in [_REPO.search(r["origin"])] if m}
    assert len(repos) == len(SOURCES), repos
    assert all(half(repo) in HELD_OUT_HALF for repo in repos), repos
    listed = listed_packages(BENCH / "corpus" / "packages_fresh6.txt")
    assert listed and all(half(p.split(":", 1)[1]) in HELD_OUT_HALF for p in listed)


def test_fresh6_plants_each_payload_once() -> None:
    """One row per payload, its id the payload's, and no two attacks carry the same payload (a text
    repeated within or across sources was kept once when the set was built)."""
    attacks = [r for r in rows_of(FRESH6) if r["label"] == "attack"]
    assert all(re.fullmatch(r"fresh6-[a-z]+-\d{3}", str(r["id"])) for r in attacks)
    assert len({(r["source"], r["origin"].split(";", 1)[0]) for r in attacks}) == len(attacks)


def test_fresh6_repeats_no_reserved_text() -> None:
    assert not texts(rows_of(FRESH6)) & reserved_digests()


def test_fresh6_shares_no_text_with_the_earlier_sets() -> None:
    mine = texts(rows_of(FRESH6))
    for path in EARLIER:
        assert not mine & texts(rows_of(path)), path.name


def test_fresh6_shares_no_text_with_the_training_collection() -> None:
    """No old or new text of the set (whitespace-normalised) is a text of train5.jsonl, attack or
    benign: its benign servers are new to the training collection too."""
    training = {digest(r["text"]) for r in rows_of(DATA / "train5.jsonl")}
    assert not texts(rows_of(FRESH6)) & training


def test_fresh6_payloads_share_no_run_of_words_with_training_or_development_texts() -> None:
    """No eight-word run of a planted payload (a run of an attack row that no benign text of the set
    has) is in an attack text of the training collection or an attack row of an earlier set: a
    jailbreak circulating in repositories of both halves was left out, not scored as unseen."""
    rows = rows_of(FRESH6)
    hosts = set().union(*(runs(t) for r in rows if r["label"] == "benign" for t in (r["old"], r["new"]) if t))
    learnt = set().union(*(runs(r["text"]) for r in rows_of(DATA / "train5.jsonl") if r["label"] == "attack"))
    for path in EARLIER:
        learnt |= set().union(*(runs(r["new"]) for r in rows_of(path) if r["label"] == "attack"))
    shared = [r["id"] for r in rows if r["label"] == "attack" and (runs(r["new"]) - hosts) & learnt]
    assert shared == []


def test_fresh6_attacks_carry_their_host_text() -> None:
    rows = rows_of(FRESH6)
    # every attack of this set is planted (none is a dataset's own rewrite)
    assert check_host_texts(rows) == sum(r["label"] == "attack" for r in rows)


def test_bench_refuses_to_print_fresh6_rows() -> None:
    """Every option that would print rows, narrow the set, or mix it with another set is refused before
    anything is scored: the set is scored whole, in aggregate, by `description_bench.py --fresh6`."""
    for extra in (
        ["--misses"],
        ["--rows", "5"],
        ["--dev-only"],
        ["--source", "fresh6-aig"],
        ["--fresh"],
        ["--fresh5"],
        ["--no-model", "--misses"],
    ):
        check_bench_refuses(["--fresh6", *extra], "never printed")
