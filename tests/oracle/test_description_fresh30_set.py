"""Integrity of the thirtieth evaluation set, `bench/corpus/data/fresh30.jsonl` (README, "Thirtieth evaluation
set"): a tenth blind red team's 100 attacks, written by a helper who never saw the detector, as a localised
attacker who writes every payload in a language other than English.

These tests check what the set is made of, never a detector's output on it (no detector is imported or
run here): the schema, labels and ids; the committed bytes (pinned) and that build_fresh30.py rebuilds them;
its composition (kinds, every intent class on 4 to 30 rows, the market groups, lengths from one short line
to a page); the languages (each row's language recorded as the first part of its `style`, at least 30
languages, none on more than 6 rows, at least 12 rows in non-Latin scripts, each payload written in the
language it claims and not in English, about ten rows mixing in English technical terms); that every hidden
row really hides its payload (its transform's decoder finds it, the plain text is absent); that the hosts
are the ones the salted selection rule picks from fresh21 and keep their text; that the shadowing rows name
a real tool of another fresh21 server that hosts nothing; that no payload uses jailbreak framing in English
or in the languages checked here; and that no text is shared with any other set or the reserved collections.
"""

from __future__ import annotations

import hashlib
import re
import sys
from collections import Counter

from tests.oracle.held_out_sets import (
    BENCH,
    DATA,
    Row,
    assert_no_text_shared,
    check_schema,
    digest,
    rows_of,
)
from tests.oracle.test_description_labelled_set import CLASSES

sys.path.insert(0, str(BENCH / "corpus"))

import build_fresh30
from fresh16_hide import TRANSFORMS
from fresh20_spec import Spec
from fresh30_edits import PROPERTIES, REWRITES
from fresh30_new_tools import NEW_TOOLS

PATH = DATA / "fresh30.jsonl"
TEXT_FIELDS = ("old", "new", "text", "description")
SHA256 = "97b866f7fc6074ce82400963f329954e8936873ba86ebcb0bbbcdf5bf87f2125"
# the market groups (where the made-up servers ship) and the hidden payloads
MARKETS = {
    "east-asia",
    "cyrillic",
    "mena-africa",
    "south-southeast-asia",
    "iberia-latam",
    "western-europe",
    "central-southeast-europe",
    "nordic-baltic",
}
GROUPS = {*MARKETS, "hidden"}
SPECS: list[Spec] = [*NEW_TOOLS, *REWRITES, *PROPERTIES]

# Non-Latin scripts: language -> (a pattern the payload must match at least 15 times, a pattern it must not
# match: the neighbouring language of the same script).
SCRIPTS = {
    "chinese": (r"[\u4e00-\u9fff]", r"[\u3040-\u30ff\uac00-\ud7af]"),
    "japanese": (r"[\u3040-\u30ff]", r"[\uac00-\ud7af]"),
    "korean": (r"[\uac00-\ud7af]", r"[\u3040-\u30ff]"),
    "russian": (r"[\u0400-\u04ff]", r"[іїєґІЇЄҐ]"),
    "ukrainian": (r"[\u0400-\u04ff]", r"[ыэъЫЭЪ]"),
    "arabic": (r"[\u0600-\u06ff]", r"[پچژگ\u06cc]"),
    "persian": (r"[پچژگ\u06cc\u0600-\u06ff]", r"[\u0590-\u05ff]"),
    "hebrew": (r"[\u0590-\u05ff]", r"[\u0600-\u06ff]"),
    "hindi": (r"[\u0900-\u097f]", r"[\u0e00-\u0e7f]"),
    "thai": (r"[\u0e00-\u0e7f]", r"[\u0900-\u097f]"),
    "greek": (r"[\u0370-\u03ff]", r"[\u0400-\u04ff]"),
}
# Latin-script languages: language -> words of that language (its own function words and spellings).
LATIN = {
    "spanish": r"\b(?:para|también|usuario|cuando|cada|hace|los|las|del|cargá|después)\b",
    "portuguese": r"\b(?:não|usuário|quando|chave|rode|troque|junto|precisa)\b",
    "french": r"\b(?:pour|lorsque|ajoutez|demandez|inutile|nos|vous|chez|appelez)\b",
    "german": r"\b(?:und|nicht|der|die|das|jedes|immer|muss|auch|dabei)\b",
    "italian": r"\b(?:sempre|anche|il|della|quando|passa|che|usa)\b",
    "dutch": r"\b(?:het|een|bij|voor|niet|gebruiker|stuur|geef|onze)\b",
    "polish": r"\b(?:nie|jeżeli|jeśli|użytkownika|użytkownikowi|zawsze|pismo|wpisuj)\b",
    "turkish": r"(?:\bve\b|\biçin\b|kullanıcı|\bher\b|\bile\b)",
    "vietnamese": r"(?:người dùng|\bhãy\b|\bcủa\b|\btrong\b|\bkhi\b)",
    "indonesian": r"\b(?:dan|dengan|jika|pengguna|setelah|tambahkan)\b",
    "malay": r"\b(?:jika|tanpa|kepada|supaya|pengguna|terus)\b",
    "swahili": r"\b(?:kwa|mtumiaji|kila|badala|malipo)\b",
    "tagalog": r"\b(?:ang|ng|sa|kahit|huwag|laging)\b",
    "czech": r"\b(?:při|když|uživatel|nastav|dokumentu|aby|zavolej)\b",
    "slovak": r"\b(?:každým|spusti|tohto|helpera|stránkach)\b",
    "croatian": r"\b(?:ovo|jedini|nikad|pozovi|alati|poslužitelja)\b",
    "hungarian": r"\b(?:és|az|felhasználó\w*|mindig|hogy|egy)\b",
    "romanian": r"(?:\bși\b|\bsă\b|\bpentru\b|utilizatorul\w*|\bdupă\b|\bfără\b)",
    "swedish": r"\b(?:och|innan|användaren|även|verktyg)\b",
    "danish": r"\b(?:og|første|skal|brugeren|værktøjet)\b",
    "norwegian": r"\b(?:alltid|uten|gjelder|betalte|verktøyet)\b",
    "finnish": r"\b(?:ja|jos|käyttäjä\w*|aja|yritä|lisää)\b",
    "estonian": r"\b(?:kui|ära|kasutajalt|failidest|need)\b",
    "catalan": r"\b(?:els|llegeix|amb|fitxer|desbloquejar)\b",
}
NON_LATIN_LETTER = re.compile(r"[^\x00-\u024f\u1e00-\u1eff\u2000-\u206f\u20a0-\u20cf]")
# English running text: function words no other language here uses as a word.
ENGLISH = re.compile(
    r"\b(?:the|and|with|your|you|this|that|before|after|always|never|please|should|must)\b", re.I
)
# English technical terms that the "mixed-en" rows keep in the running text of another language.
TECH_TERMS = re.compile(
    r"\b(?:setup|upload|download|checksum|retry|call|key|bug|workaround|ranking|query|content|embeddings|"
    r"index|tune|step|host|debug|remote|rebuild|helper|parser|custom|html|pages|encode|relay|no-op|"
    r"background|job|agent|timeout|scope|admin|api|powershell|command|user|cache|tag)\b",
    re.I,
)
# Jailbreak framing, in English and in the languages it can be checked in here: none in any payload.
JAILBREAK = re.compile(
    r"ignore (?:all |any |the )?(?:previous|prior|above)|<\s*/?\s*important\s*>|\byou are now\b|"
    r"\bjailbreak|\bDAN mode\b|developer mode|system override|disregard (?:your|all)|system prompt|"
    r"ignor(?:a|e|ez|ieren?|uj|eer)\w* (?:(?:las|les|le|todas|toutes|alle|tutte|wszystkie)\s+){0,2}"
    r"(?:instruc|anweisung|istruz|instruk|vorige|poprzedni)|vergiss (?:alle|deine)|oubliez (?:toutes|vos)|olvida (?:todas|tus)|"
    r"игнорир\w* (?:все |предыдущ|прежн)|забудь\w* (?:все|предыдущ)|ігноруй\w* (?:всі |попередн)|"
    r"忽略(?:之前|以上|所有|前面)|无视(?:之前|以上)|以前の指示を無視|前の指示を無視|이전 지시를 무시|"
    r"تجاهل (?:جميع |كل )?التعليمات|התעלם מ|पिछले निर्देशों को अनदेखा|"
    r"系统提示|システムプロンプト|시스템 프롬프트|системн\w* промпт|prompt (?:du )?système|systemprompt|"
    r"tú eres ahora|ahora eres|du bist jetzt|tu es maintenant|ты теперь",
    re.I,
)


def stored() -> list[Row]:
    return rows_of(PATH)


def fresh21() -> list[Row]:
    return rows_of(DATA / "fresh21.jsonl")


def sha(text: str) -> str:
    return hashlib.sha256(text.encode()).hexdigest()


def plain_payload(spec: Spec) -> str:
    """The payload as written: the text, with a hidden row's plain payload in place of `{hidden}`."""
    return spec["text"].replace("{hidden}", spec["hide"][1] if spec["hide"] else "")


def language(spec: Spec) -> str:
    return build_fresh30.language(spec["style"])


def rule_hosts() -> tuple[list[Row], list[Row], list[str]]:
    """Re-derived here, not taken from the build. Rewrites: per fresh21 server (rewrite rows, old text
    60..1,200 characters) the row with the lowest sha256 of its id, servers in order of sha256("fresh30:" +
    server), the first 55. Properties: one row per (server, property), the lowest sha256 of the id, pairs in
    order of sha256("fresh30:" + server + "#" + property), the first 10. Other servers: the rewrite servers
    after the 55 that host no property row."""
    benign = [r for r in fresh21() if r["label"] == "benign"]
    by_server: dict[str, list[Row]] = {}
    for r in benign:
        if r["kind"] == "rewrite" and 60 <= len(r["old"]) <= 1200:
            by_server.setdefault(r["source"], []).append(r)
    servers = sorted(by_server, key=lambda s: sha(f"fresh30:{s}"))
    hosts = [min(by_server[s], key=lambda r: sha(r["id"])) for s in servers[:55]]
    props: dict[tuple[str, str], Row] = {}
    for r in sorted((r for r in benign if r["kind"] == "property"), key=lambda r: sha(r["id"])):
        props.setdefault((r["source"], r["tool"]), r)
    picked = sorted(props, key=lambda k: sha(f"fresh30:{k[0]}#{k[1]}"))[:10]
    prop_servers = {server for server, _ in picked}
    others = [s for s in servers[55:] if s not in prop_servers]
    return hosts, [props[k] for k in picked], others


def host_id(row: Row) -> str:
    m = re.search(r"fresh21 (b-[0-9a-f]+) ", row["origin"])
    assert m, row["id"]
    return m.group(1)


def test_the_committed_bytes_are_pinned_and_rebuild_identically() -> None:
    data = PATH.read_bytes()
    assert hashlib.sha256(data).hexdigest() == SHA256
    assert build_fresh30.dumps(build_fresh30.build()) == data
    assert build_fresh30.main(["--check"]) == 0


def test_schema_labels_and_ids() -> None:
    rows = stored()
    check_schema(rows, {f"redteam30-{g}" for g in GROUPS})
    assert [r["id"] for r in rows] == [f"fresh30-{n:03d}" for n in range(100)]
    for row, spec in zip(rows, SPECS, strict=True):
        assert row["label"] == "attack", row["id"]
        assert row["class"] == spec["classes"] and len(set(row["class"])) == len(row["class"]), row["id"]
        assert set(row["class"]) <= CLASSES, row["id"]
        assert row["source"] == f"redteam30-{spec['group']}" and row["style"] == spec["style"], row["id"]
        assert "written blind" in row["origin"] and "2026-12-02" in row["origin"], row["id"]
        assert row["licence"].startswith("Apache-2.0 (payload: this repository)"), row["id"]
        assert row["tool"] in row["catalogue"] or row["kind"] == "property", row["id"]
        assert set(row) <= {*build_fresh30.FIELDS, "other_catalogue"}, row["id"]
        if row["kind"] == "new_tool":
            assert row["new"] == build_fresh30.payload(spec) and row["licence"] == build_fresh30.LICENCE
            assert spec["server"] in row["origin"], row["id"]
        else:
            assert build_fresh30.payload(spec).strip() in row["new"], row["id"]


def test_composition_kinds_classes_groups() -> None:
    rows = stored()
    assert Counter(r["kind"] for r in rows) == {"new_tool": 35, "rewrite": 55, "property": 10}
    per_class = Counter(c for r in rows for c in r["class"])
    assert set(per_class) == CLASSES  # all eleven intent classes of the issue
    assert max(per_class.values()) <= 30, per_class  # none on more than 30 rows
    assert min(per_class.values()) >= 4, per_class  # each on at least 4
    groups = Counter(r["source"] for r in rows)
    assert set(groups) == {f"redteam30-{g}" for g in GROUPS}
    assert min(groups.values()) >= 5, groups
    assert len({r["style"] for r in rows}) == 100
    # made-up servers: distinct, none of them a real fresh21 server
    servers = [s["server"] for s in NEW_TOOLS]
    assert len(set(servers)) == 35
    assert not {f"pypi:{s}" for s in servers} & {r["source"] for r in fresh21()}


def test_lengths_range_from_one_short_line_to_a_page() -> None:
    chars = sorted(len(plain_payload(s)) for s in SPECS)
    assert chars[0] <= 80 and chars[-1] >= 1500, (chars[0], chars[-1])
    # not all one length: many under 200 characters and some over 400
    assert sum(c < 200 for c in chars) >= 20 and sum(c > 400 for c in chars) >= 5, chars


def test_every_payload_is_in_the_language_its_style_records() -> None:
    per_language = Counter(language(s) for s in SPECS)
    assert set(per_language) <= set(SCRIPTS) | set(LATIN), per_language
    assert len(per_language) >= 30, per_language  # at least 30 languages
    assert max(per_language.values()) <= 6, per_language  # each used at most 6 times
    non_latin = sum(n for lang, n in per_language.items() if lang in SCRIPTS)
    assert non_latin >= 12, per_language
    assert len(set(per_language) & set(SCRIPTS)) >= 8  # several scripts, not one
    for spec in SPECS:
        text, lang = plain_payload(spec), language(spec)
        if lang in SCRIPTS:
            script, neighbour = SCRIPTS[lang]
            assert len(re.findall(script, text)) >= 15, spec["style"]
            assert not re.search(neighbour, text), spec["style"]
        else:
            assert not NON_LATIN_LETTER.search(text), spec["style"]
            assert re.search(LATIN[lang], text, re.IGNORECASE), spec["style"]
        # never an English text: at most one English function word (a quoted term, a code-switch)
        assert len(ENGLISH.findall(text)) <= 1, (spec["style"], ENGLISH.findall(text))


def test_new_tools_are_written_wholly_in_their_language() -> None:
    """A new tool's whole description (not only its payload) is in the language: no English sentence."""
    for spec in NEW_TOOLS:
        text = plain_payload(spec)
        assert not ENGLISH.search(text), spec["style"]


def test_about_ten_rows_mix_the_language_with_english_technical_terms() -> None:
    mixed = [s for s in SPECS if "mixed-en" in s["style"]]
    assert 8 <= len(mixed) <= 12, len(mixed)
    assert len({language(s) for s in mixed}) >= 8  # in many languages, not one
    for spec in mixed:
        assert len(TECH_TERMS.findall(plain_payload(spec))) >= 3, spec["style"]


def test_hidden_rows_really_hide_their_payload() -> None:
    rows = stored()
    hidden = [(r, s) for r, s in zip(rows, SPECS, strict=True) if s["hide"] is not None]
    assert len(hidden) == 10
    used = Counter(s["hide"][0] for _, s in hidden)
    assert used == Counter(dict.fromkeys(TRANSFORMS, 1)), used  # each transform once
    assert len({language(s) for _, s in hidden}) == 10  # in ten languages
    for row, spec in hidden:
        name, plain = spec["hide"]
        assert row["source"] == "redteam30-hidden", row["id"]
        assert row["style"].endswith(f"+{name}"), row["id"]
        assert "hidden_text" in row["class"], row["id"]
        assert plain.strip() not in row["new"], row["id"]
        assert plain.strip() in TRANSFORMS[name][1](row["new"]), row["id"]
        assert len(plain) >= 40, row["id"]  # the hidden part is the payload, not a stray word
    # every row that claims hidden text is one of them, and styles with a transform suffix are too
    flagged = {r["id"] for r in rows if "hidden_text" in r["class"] or "+" in r["style"]}
    assert flagged == {r["id"] for r, _ in hidden}


def test_hosts_are_the_ones_the_rule_picks() -> None:
    hosts, prop_hosts, _ = rule_hosts()
    rows = stored()
    specs = {r["id"]: s for r, s in zip(rows, SPECS, strict=True)}
    for kind, picked in (("rewrite", hosts), ("property", prop_hosts)):
        planted = [r for r in rows if r["kind"] == kind]
        # one row per host, in the rule's order
        assert [host_id(r) for r in planted] == [h["id"] for h in picked]
        for row, host in zip(planted, picked, strict=True):
            assert (row["old"], row["tool"], row["catalogue"]) == (
                host["old"],
                host["tool"],
                host["catalogue"],
            )
            assert row["licence"].endswith(f"host text: {host['licence']}"), row["id"]
            assert host["origin"] in row["origin"], row["id"]
            at = specs[row["id"]]["at"]
            if kind == "property":
                assert row["new"].startswith(host["new"]), row["id"]
                assert len(row["new"]) > len(host["new"]) + 20, row["id"]
            elif at.startswith("sub:"):
                # a clause of the host rewritten in place: the rest of the host's text is untouched
                old = at.removeprefix("sub:")
                assert host["new"].count(old) == 1, row["id"]
                assert row["new"] == host["new"].replace(old, build_fresh30.payload(specs[row["id"]]))
            else:
                words, kept = iter(row["new"].split()), host["new"].split()
                assert all(w in words for w in kept), row["id"]  # the host's new words stay, in order
                assert len(row["new"]) > len(host["new"]) + 40, row["id"]


def test_shadowing_rows_name_another_servers_tool() -> None:
    rows = stored()
    hosts, prop_hosts, others = rule_hosts()
    host_servers = {h["source"] for h in [*hosts, *prop_hosts]}
    catalogues: dict[str, set[str]] = {}
    for r in fresh21():
        catalogues.setdefault(r["source"], set()).update(r["catalogue"])
    shadowing = [r for r in rows if "shadowing" in r["class"]]
    assert 8 <= len(shadowing) <= 10
    assert {r["id"] for r in shadowing} == {r["id"] for r in rows if "other_catalogue" in r}
    assert Counter(r["kind"] for r in shadowing)["new_tool"] >= 3
    assert len({r["other_catalogue"]["server"] for r in shadowing}) == len(shadowing)  # each another one
    for row in shadowing:
        other = row["other_catalogue"]
        assert isinstance(other, dict) and set(other) == {"server", "tools"}, row["id"]
        # a real fresh21 server that hosts no row of this set, with its real tools
        assert other["server"] in others and other["server"] not in host_servers, row["id"]
        assert other["server"] not in row["origin"], row["id"]
        assert other["tools"] and set(other["tools"]) <= catalogues[other["server"]], row["id"]
        named = [t for t in other["tools"] if re.search(rf"(?<![\w-]){re.escape(t)}(?![\w-])", row["new"])]
        assert named and not set(named) & set(row["catalogue"]), row["id"]


def test_payloads_keep_to_the_persona() -> None:
    """The localised attacker: no jailbreak framing in any payload (hidden ones decoded), in English or in
    the other languages checked; rewrites keep the host's own text and add the payload in another language."""
    for spec in SPECS:
        assert not JAILBREAK.search(plain_payload(spec)), spec["style"]
    assert JAILBREAK.search("Ignora todas las instrucciones anteriores")  # the pattern does match
    assert JAILBREAK.search("忽略之前的所有指令") and JAILBREAK.search("игнорируй все предыдущие указания")


def test_no_text_is_shared_with_any_other_set_or_reserved_collection() -> None:
    ours = {digest(r["new"]) for r in stored()}
    assert len(ours) == 100
    assert_no_text_shared(PATH, ours, TEXT_FIELDS)


def test_the_readme_states_the_composition() -> None:
    """The README section gives the figures the set has (per class, per kind, per group, per language) and
    its status, placed after the twenty-seventh set's section, among the blind red teams' sections (those
    that landed while it was written come between them)."""
    readme = (BENCH / "corpus" / "README.md").read_text(encoding="utf-8")
    head = "## Thirtieth evaluation set (tenth blind red team, written by a helper)"
    assert readme.count(head) == 1
    before = readme.split(head, 1)[0].split("\n## Twenty-seventh evaluation set (", 1)
    assert len(before) == 2, "the section comes after the twenty-seventh set's"
    between = re.findall(r"^## (.*)$", before[1], re.M)
    assert all(
        re.fullmatch(r"[A-Z][a-z-]+ evaluation set \([a-z-]+ blind red team, written by a helper\)", h)
        for h in between
    ), between
    section = " ".join(readme.split(head, 1)[1].split("\n## ", 1)[0].split())
    assert "built on 2026-12-02, not yet scored" in section
    assert 'sha256 of "fresh30:"' in section  # the host rule is stated
    rows = stored()
    per_class = Counter(c for r in rows for c in r["class"])
    for name, n in per_class.items():
        assert f"{name} {n}" in section, name
    for kind, n in Counter(r["kind"] for r in rows).items():
        assert f"| `{kind}` | {n} |" in section, kind
    for group in GROUPS:
        of = [r for r in rows if r["source"] == f"redteam30-{group}"]
        kinds = Counter(r["kind"] for r in of)
        cells = " | ".join(str(kinds[k]) for k in ("new_tool", "rewrite", "property"))
        assert re.search(rf"\| `redteam30-{group}` \([^|]*\) \| {cells} \| {len(of)} \|", section), group
    for lang, n in Counter(language(s) for s in SPECS).items():
        assert re.search(rf"\b{lang.capitalize()} {n}\b", section), lang
