"""Integrity of the fifth held-out set `bench/corpus/data/fresh5.jsonl` (never its detection figures).

The set is seven more author groups' attacks (the Arcanum prompt-injection taxonomy, GPTFuzz's jailbreak
templates, PALLMs, PayloadsAllTheThings' prompt-injection page, and three poisoned MCP servers:
mcp-server-everything-wrong, mcp-guardian's example, mcp-poisoning-poc) planted into real descriptions of
MCP servers in none of the earlier sets, plus those servers' own benign changes. Every source is in the
held-out half of the fifth round's split (first hex digit of the sha256 of its lower-cased `owner/name`
or package name in 89abcdef; the other half went to the training collection train5.jsonl). These tests
check what it is made of: it parses, follows the corpus schema, keeps to its half of the split, repeats
no reserved server's text, shares no text (nor a run of eight words of a payload) with the training
collection or any earlier set, keeps every host text and plants each payload once, and that the bench takes the options of a
development set (it was scored once, then trained on). No detector runs here.
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

FRESH5 = DATA / "fresh5.jsonl"
EARLIER = tuple(DATA / f"{name}.jsonl" for name in ("corpus", "fresh", "fresh3", "fresh4"))
EARLIER_PACKAGES = ("packages.txt", "packages_fresh.txt", "packages_fresh3.txt", "packages_fresh4.txt")
SOURCES = {
    "fresh5-gptfuzz",
    "fresh5-pallms",
    "fresh5-patt",
    "fresh5-everythingwrong",
    "fresh5-mcpguardian",
    "fresh5-gensecai",
    "fresh5-arcanum",
}
# The committed bytes: the set is scored once, as built before any detector saw it (README).
SHA256 = "1eb60ff4d7c874fe1b1af339084676a415a87a7cf227963a45d9b9500a4db0d8"
# What it was built with (README): 353 distinct payloads, 528 benign rows from 20 servers.
MIN_ATTACKS, MIN_BENIGN, MIN_PACKAGES = 353, 528, 20
HELD_OUT_HALF = "89abcdef"
_REPO = re.compile(r"github\.com/([\w.-]+/[\w.-]+)@[0-9a-f]{40}")
RUN = 8  # words


def runs(text: str) -> set[str]:
    words = re.findall(r"\w+", text.lower())
    return {" ".join(words[i : i + RUN]) for i in range(len(words) - RUN + 1)}


def half(key: str) -> str:
    return hashlib.sha256(key.lower().encode()).hexdigest()[0]


def test_fresh5_is_the_set_as_built() -> None:
    assert hashlib.sha256(FRESH5.read_bytes()).hexdigest() == SHA256


def test_fresh5_rows_follow_the_corpus_schema() -> None:
    check_schema(rows_of(FRESH5), SOURCES)


def test_fresh5_is_other_authors_and_new_servers() -> None:
    rows = rows_of(FRESH5)
    attacks = [r for r in rows if r["label"] == "attack"]
    benign = [r for r in rows if r["label"] == "benign"]
    assert {r["source"] for r in attacks} == SOURCES  # seven independent author groups
    assert len(attacks) >= MIN_ATTACKS and len(benign) >= MIN_BENIGN
    packages = {r["source"] for r in benign}
    earlier = {r["source"] for path in EARLIER for r in rows_of(path)}
    assert len(packages) >= MIN_PACKAGES and not packages & earlier
    listed = listed_packages(BENCH / "corpus" / "packages_fresh5.txt")
    assert packages <= listed
    before = set().union(*(listed_packages(BENCH / "corpus" / name) for name in EARLIER_PACKAGES))
    assert not listed & before


def test_fresh5_keeps_to_the_held_out_half_of_the_split() -> None:
    """Every attack's repository and every listed package is in the held-out half: none of them can be
    in the training data gathered from the other half at the same time."""
    rows = rows_of(FRESH5)
    repos = {m.group(1) for r in rows if r["label"] == "attack" for m in [_REPO.search(r["origin"])] if m}
    assert len(repos) == len(SOURCES), repos
    assert all(half(repo) in HELD_OUT_HALF for repo in repos), repos
    listed = listed_packages(BENCH / "corpus" / "packages_fresh5.txt")
    assert listed and all(half(p.split(":", 1)[1]) in HELD_OUT_HALF for p in listed)


def test_fresh5_plants_each_payload_once() -> None:
    """One row per payload, its id the payload's, and no two attacks carry the same payload (a text
    repeated within or across sources was kept once when the set was built)."""
    attacks = [r for r in rows_of(FRESH5) if r["label"] == "attack"]
    assert all(re.fullmatch(r"fresh5-[a-z]+-\d{3}", str(r["id"])) for r in attacks)
    assert len({(r["source"], r["origin"].split(";", 1)[0]) for r in attacks}) == len(attacks)


def test_fresh5_repeats_no_reserved_text() -> None:
    assert not texts(rows_of(FRESH5)) & reserved_digests()


def test_fresh5_shares_no_text_with_the_earlier_sets() -> None:
    mine = texts(rows_of(FRESH5))
    for path in EARLIER:
        assert not mine & texts(rows_of(path)), path.name


def test_fresh5_payloads_share_no_run_of_words_with_training_or_development_texts() -> None:
    """No eight-word run of a planted payload (a run of an attack row that no benign text of the set
    has) is in an attack text of the training collection or an attack row of an earlier set: a
    jailbreak circulating in repositories of both halves was left out, not scored as unseen."""
    rows = rows_of(FRESH5)
    hosts = set().union(*(runs(t) for r in rows if r["label"] == "benign" for t in (r["old"], r["new"]) if t))
    learnt = set().union(*(runs(r["text"]) for r in rows_of(DATA / "train5.jsonl") if r["label"] == "attack"))
    for path in EARLIER:
        learnt |= set().union(*(runs(r["new"]) for r in rows_of(path) if r["label"] == "attack"))
    shared = [r["id"] for r in rows if r["label"] == "attack" and (runs(r["new"]) - hosts) & learnt]
    assert shared == []


def test_fresh5_attacks_carry_their_host_text() -> None:
    rows = rows_of(FRESH5)
    # every attack of this set is planted (none is a dataset's own rewrite)
    assert check_host_texts(rows) == sum(r["label"] == "attack" for r in rows)


def test_bench_options_with_fresh5() -> None:
    """Scored once in aggregate, then development data (--fresh5 --misses and --source are allowed, as
    --fresh4); --rows, --dev-only and another set are refused."""
    for extra in (["--rows", "5"], ["--dev-only"], ["--fresh"], ["--fresh4"]):
        check_bench_refuses(["--fresh5", *extra], "takes no")
