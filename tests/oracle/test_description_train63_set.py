"""Integrity of the train63 training collection, `bench/corpus/data/train63.jsonl` (README, "Training
collection train63"): attacks in many attacker voices, about a third of the rewrites and properties minimal
edits, and benign hard negatives in the same voices, mostly English with about 15% in other languages,
written by a helper as TRAINING data for the sentence model (never an evaluation set).

These tests check what the collection is made of, never a detector's output on it (no detector or model is
imported or run here, and none of the modules that import one): the schema, labels and ids; the committed
bytes (pinned) and that build_train63.py rebuilds them; the composition (labels, kinds, every intent class
of the issue, the minimal edits, the languages); that each row's text is in the language its style names;
that every hidden row really hides its payload; that the hosts are the ones the hash rule picks from fresh43
(re-derived here) and keep their text; that no text carries a marker of the two voices left out for
evaluation sets; and that no text is shared with any other set or the reserved collections.
"""

from __future__ import annotations

import re
import sys
from collections import Counter

from tests.oracle import train_sets as shared
from tests.oracle.held_out_sets import BENCH, Row

sys.path.insert(0, str(BENCH / "corpus"))

import build_train63

TRAIN63 = shared.TrainSet(
    "train63",
    sha256="d72728a045b865fd3810c68e4de524ca8fec3bae8b38d65d2c468d52a7618a6a",
    build=build_train63,
    date="2026-12-07",
    hosts="fresh43",
)
ATTACKS, BENIGN, MIN_PER_CLASS, MIN_MINIMAL = 436, 201, 25, 120
FIELDS = ("id", "label", "class", "style", "source", "origin", "licence", "kind", "tool", "old", "new")
# the intent classes of issue 11 (shadowing is not written here)
CLASSES = {
    "agent_instruction",
    "concealment",
    "credential_access",
    "command_execution",
    "exfiltration",
    "argument_tampering",
    "forced_ordering",
    "privilege_goal",
    "selection_manipulation",
    "hidden_text",
}
RESERVED = re.compile(
    r"modelcontextprotocol|mcp-server-(git|fetch|time|sqlite)\b|firecrawl|exa-mcp|supabase|tavily|"
    r"context7|notion|github-mcp-server|mcp-server-cloudflare|awslabs|agent-toolkit|@stripe/|MCPSafety|"
    r"mcp-scan|mcp-shield|MCPSecBench|damn-vulnerable|mcp-injection-experiments",
    re.I,
)
# language -> a pattern of its script or its own common words, which the written text must carry
LANGUAGES = {
    "english": r"\b(?:the|to|and|of|is|a|for|this|with|in|on|be|are|it|from|by|as|when|not|an|you|user|every|after|always|run|all|or|if)\b",
    "chinese-simplified": r"[们这说时务应该请设为发过还数据传将择录个门问间见开关认让证读语话页网络单图书写实现号务调约户无论权链仍显]",
    "japanese": r"[\u3040-\u30ff]",
    "korean": r"[\uac00-\ud7a3]",
    "spanish": r"\b(?:el|la|los|las|de|que|y|en|para|con|por|usuario|herramienta|siempre|una?|del|al|se|no)\b",
    "portuguese": r"\b(?:o|a|os|as|de|que|e|em|para|com|não|usuário|ferramenta|sempre|do|da|um|uma|no|na)\b",
    "german": r"\b(?:der|die|das|und|nicht|ist|mit|zu|den|ein|eine|wird|werden|für|benutzer|nutzer|auf|vor|aus)\b",
    "french": r"\b(?:le|la|les|de|des|et|en|un|une|pour|avec|est|pas|l'utilisateur|utilisateur|du|au|à|vous)\b",
    "russian": r"[\u0400-\u04ff]",
    "italian": r"\b(?:il|la|le|di|che|e|per|con|non|un|una|del|della|l'utente|utente|è|al|da|gli|ogni)\b",
    "turkish": r"\b(?:ve|bir|bu|için|ile|önce|her|gibi|sonra|kullanıcı\w*|asistan\w*|araç\w*|değer\w*|daha)\b",
    "polish": r"\b(?:i|w|z|na|do|się|nie|jest|że|użytkownik\w*|asystent\w*|dla|przed|zawsze|od|po|są)\b",
    "dutch": r"\b(?:de|het|een|en|van|in|is|niet|op|te|met|voor|gebruiker|naar|zijn|wordt|krijgt)\b",
}
WORDS = re.compile(r"\w+")


def stored() -> list[Row]:
    return TRAIN63.rows()


def language(row: Row) -> str:
    return shared.language(row, LANGUAGES)


def test_the_committed_bytes_are_pinned_and_rebuild_identically() -> None:
    shared.check_committed_bytes(TRAIN63)


def test_schema_labels_and_ids() -> None:
    rows = stored()
    shared.check_schema(TRAIN63, rows, fields=FIELDS, classes=CLASSES, reserved=RESERVED, extra_fields=())
    for row, spec in zip(rows, build_train63.SPECS, strict=True):
        assert set(FIELDS) <= set(row) == set(build_train63.FIELDS), row["id"]
        assert list(row) == list(build_train63.FIELDS), row["id"]
        assert language(row) == spec["lang"], row["id"]
        if row["label"] == "attack":
            assert row["source"] == f"train63-{spec['voice']}", row["id"]
            assert row["style"].startswith(f"{spec['lang']}-{spec['voice']}"), row["id"]
        else:
            assert row["source"] == f"train63-negative-{spec['voice']}", row["id"]
            assert row["style"] == f"hard-negative-{spec['lang']}-{spec['voice']}", row["id"]


def test_composition_labels_kinds_classes_minimal_edits_languages() -> None:
    rows = stored()
    shares = dict.fromkeys(("new_tool", "rewrite", "property"), (0.2, 0.5))
    per_class = shared.check_labels_kinds_classes(rows, ATTACKS, BENIGN, CLASSES, shares)
    for label, total in (("attack", ATTACKS), ("benign", BENIGN)):
        langs = Counter(language(r) for r in rows if r["label"] == label)
        assert 0.12 <= 1 - langs["english"] / total <= 0.2, (label, langs)
        assert len(langs) >= 12, (label, langs)
    assert min(per_class.values()) >= MIN_PER_CLASS, per_class
    specs = build_train63.SPECS
    minimal = [s for s in specs if s["label"] == "attack" and s["at"] in ("clause", "replace")]
    assert len(minimal) >= MIN_MINIMAL
    assert {s["kind"] for s in minimal} == {"rewrite", "property"}
    assert sum(s["label"] == "benign" and s["at"] in ("clause", "replace") for s in specs) >= 40
    assert len({r["source"] for r in rows if r["label"] == "attack"}) >= 15


def test_each_rows_text_is_in_its_language() -> None:
    for row, spec in zip(stored(), build_train63.SPECS, strict=True):
        pattern = re.compile(LANGUAGES[spec["lang"]], re.IGNORECASE)
        written = spec["text"] + " " + (spec["hide"] or ("", ""))[1]
        assert pattern.search(written), row["id"]
        if spec["at"] != "replace" and spec["hide"] is None:  # the written text adds to the host's
            new, old = shared.readable(row, spec), row["old"] or ""
            assert len(pattern.findall(new)) > len(pattern.findall(old)), row["id"]


def test_hidden_rows_really_hide_their_payload() -> None:
    shared.check_hidden_rows(stored(), build_train63.SPECS, MIN_PER_CLASS)


def test_hosts_are_the_ones_the_hash_rule_picks() -> None:
    """fresh43's benign rows without a left-out voice's marker. Rewrites: the rewrite rows with 60..1,200
    characters of old text, in sha256-of-id order; row train63-NNN starts at int(sha256("train63:" + id), 16)
    mod pool size and takes the first host, going round, that the fewest earlier rows took among the
    eligible ones (with a tool besides its own when the text names {sibling}). Properties: the property
    rows in sha256-of-id order (the same restriction), index int(sha256("train63:" + id), 16) mod pool size.
    Re-derived here, not taken from the build."""
    pool, props = shared.host_pools(TRAIN63, exclude=True)

    def sib(r: Row) -> bool:
        return bool(set(r["catalogue"]) - {r["tool"]})

    used: Counter[str] = Counter()
    planted = 0
    for row, spec in zip(stored(), build_train63.SPECS, strict=True):
        if row["kind"] == "new_tool":
            assert "a new tool of the made-up server" in row["origin"], row["id"]
            continue
        start = int(shared.sha("train63:" + row["id"]), 16)
        needs = "{sibling}" in spec["text"]
        if row["kind"] == "rewrite":
            eligible = [r for r in pool if sib(r) or not needs]
            fewest = min(used[r["id"]] for r in eligible)
            i = start % len(pool)
            while used[pool[i]["id"]] != fewest or (needs and not sib(pool[i])):
                i = (i + 1) % len(pool)
            host = pool[i]
            used[host["id"]] += 1
        else:
            candidates = [r for r in props if sib(r)] if needs else props
            host = candidates[start % len(candidates)]
        shared.check_host_kept(TRAIN63, row, host)
        new_words, old_words = WORDS.findall(shared.readable(row, spec)), WORDS.findall(row["old"])
        if spec["at"] == "replace":  # the host's text up to its last sentence stays, then the new sentence
            head, tail = re.split(r"\{\w+\}", spec["text"])[0], re.split(r"\{\w+\}", spec["text"])[-1]
            assert head and row["new"].endswith(tail) and head in row["new"], row["id"]
            kept = row["new"][: row["new"].rfind(head)].strip()
            assert kept and row["old"].startswith(kept.rstrip(".")), row["id"]
        else:  # the host's words stay, in order, and the new text is added
            words = iter(WORDS.findall(row["new"]))  # as stored: a decoder may change the host's words
            assert all(w in words for w in old_words), row["id"]
            assert len(new_words) > len(old_words) or spec["hide"], row["id"]
            assert len(row["new"]) > len(row["old"]) + 10, row["id"]
        if spec["at"] == "clause":  # spliced into the host's first sentence: no paragraph of its own
            assert f"\n\n{spec['text'][:20]}" not in row["new"], row["id"]
        planted += 1
    assert planted == sum(r["kind"] != "new_tool" for r in stored())


def test_no_text_carries_a_left_out_voice() -> None:
    """Usage guidance addressed to the model and Python docstring sections are left out, in attacks and hard
    negatives alike: neither the written texts (hidden payloads included) nor the hosts carry their markers."""
    for row, spec in zip(stored(), build_train63.SPECS, strict=True):
        written = shared.readable(row, spec) + "\n" + spec["text"] + (spec["hide"] or ("", ""))[1]
        shared.check_no_left_out_marker(written, row["id"])


def test_no_text_is_shared_with_any_other_set_or_reserved_collection() -> None:
    shared.check_no_text_shared(TRAIN63, stored(), 18)


def test_the_readme_states_the_composition() -> None:
    """The README section gives the collection's figures and says it is training data."""
    _, section = shared.readme_section(TRAIN63)
    shared.check_readme_figures(TRAIN63, stored(), section, LANGUAGES)
