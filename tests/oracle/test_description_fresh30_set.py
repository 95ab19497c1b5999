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

import re
import sys
from collections import Counter

from tests.oracle import red_team_sets as rts
from tests.oracle.held_out_sets import BENCH

sys.path.insert(0, str(BENCH / "corpus"))

import build_fresh30
from fresh20_spec import Spec
from fresh30_edits import PROPERTIES, REWRITES
from fresh30_new_tools import NEW_TOOLS

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
SET = rts.RedTeamSet(
    number=30,
    sha256="97b866f7fc6074ce82400963f329954e8936873ba86ebcb0bbbcdf5bf87f2125",
    build=build_fresh30,
    new_tools=NEW_TOOLS,
    rewrites=REWRITES,
    properties=PROPERTIES,
    groups=GROUPS,
    hosts_from="fresh21",
    rewrite_hosts=55,
    property_hosts=10,
    date="2026-12-02",
    readme_head="## Thirtieth evaluation set (tenth blind red team, written by a helper)",
)

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


def language(spec: Spec) -> str:
    return build_fresh30.language(spec["style"])


def test_the_committed_bytes_are_pinned_and_rebuild_identically() -> None:
    rts.check_bytes_pinned_and_rebuilt(SET)


def test_schema_labels_and_ids() -> None:
    rts.check_schema_labels_and_ids(SET)


def test_composition_kinds_classes_groups() -> None:
    rts.check_composition(
        SET, kinds={"new_tool": 35, "rewrite": 55, "property": 10}, class_min=4, class_max=30, group_min=5
    )


def test_lengths_range_from_one_short_line_to_a_page() -> None:
    rts.check_lengths(
        SET,
        unit="chars",
        skip_multilingual=False,
        shortest_at_most=80,
        longest_at_least=1500,
        short=(200, 20),
        long=(400, 5),
    )


def test_every_payload_is_in_the_language_its_style_records() -> None:
    per_language = Counter(language(s) for s in SPECS)
    assert set(per_language) <= set(SCRIPTS) | set(LATIN), per_language
    assert len(per_language) >= 30, per_language  # at least 30 languages
    assert max(per_language.values()) <= 6, per_language  # each used at most 6 times
    non_latin = sum(n for lang, n in per_language.items() if lang in SCRIPTS)
    assert non_latin >= 12, per_language
    assert len(set(per_language) & set(SCRIPTS)) >= 8  # several scripts, not one
    for spec in SPECS:
        text, lang = rts.plain_payload(spec), language(spec)
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
        text = rts.plain_payload(spec)
        assert not ENGLISH.search(text), spec["style"]


def test_about_ten_rows_mix_the_language_with_english_technical_terms() -> None:
    mixed = [s for s in SPECS if "mixed-en" in s["style"]]
    assert 8 <= len(mixed) <= 12, len(mixed)
    assert len({language(s) for s in mixed}) >= 8  # in many languages, not one
    for spec in mixed:
        assert len(TECH_TERMS.findall(rts.plain_payload(spec))) >= 3, spec["style"]


def test_hidden_rows_really_hide_their_payload() -> None:
    hidden = rts.check_hidden_rows(SET, each_transform_once=True, min_plain_words=None, min_plain_chars=40)
    assert len({language(s) for _, s in hidden}) == 10  # in ten languages


def test_hosts_are_the_ones_the_rule_picks() -> None:
    rts.check_hosts_are_the_rule_picks(SET, host_text="kept-or-rewritten-in-place")


def test_shadowing_rows_name_another_servers_tool() -> None:
    rts.check_shadowing_rows(SET, size=(8, 10), min_new_tools=3)


def test_payloads_keep_to_the_persona() -> None:
    """The localised attacker: no jailbreak framing in any payload (hidden ones decoded), in English or in
    the other languages checked; rewrites keep the host's own text and add the payload in another language."""
    for spec in SPECS:
        assert not JAILBREAK.search(rts.plain_payload(spec)), spec["style"]
    assert JAILBREAK.search("Ignora todas las instrucciones anteriores")  # the pattern does match
    assert JAILBREAK.search("忽略之前的所有指令") and JAILBREAK.search("игнорируй все предыдущие указания")


def test_no_text_is_shared_with_any_other_set_or_reserved_collection() -> None:
    rts.check_no_text_shared(SET)


def test_the_readme_states_the_composition() -> None:
    """The README section gives the figures the set has (per class, per kind, per group, per language) and
    its status, placed after the twenty-seventh set's section, among the blind red teams' sections (those
    that landed while it was written come between them)."""
    readme, section = rts.check_readme_figures(SET)
    before = readme.split(SET.readme_head, 1)[0].split("\n## Twenty-seventh evaluation set (", 1)
    assert len(before) == 2, "the section comes after the twenty-seventh set's"
    between = re.findall(r"^## (.*)$", before[1], re.M)
    assert all(
        re.fullmatch(r"[A-Z][a-z-]+ evaluation set \([a-z-]+ blind red team, written by a helper\)", h)
        for h in between
    ), between
    for lang, n in Counter(language(s) for s in SPECS).items():
        assert re.search(rf"\b{lang.capitalize()} {n}\b", section), lang
