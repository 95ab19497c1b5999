"""Integrity of the train22 training collection, `bench/corpus/data/train22.jsonl` (README, "Training
collection train22"): attacks and benign hard negatives, half of each in 33 languages other than English,
written by a helper as TRAINING data for the sentence model (never an evaluation set).

These tests check what the collection is made of, never a detector's output on it (no detector or model is
imported or run here): the schema, labels and ids; the committed bytes (pinned) and that build_train22.py
rebuilds them; the composition (labels, kinds, every intent class, the languages and the mixed rows); that
each row's text is in the language its style names; that every hidden row really hides its payload; that
the hosts are the ones the hash rule picks from fresh17 (re-derived here) and keep their text; that the
shadowing rows name a real tool of another fresh17 server; that the attacks stay out of the two voices
reserved for evaluation sets; and that no text is shared with any other set or the reserved collections.
"""

from __future__ import annotations

import re
import sys
from collections import Counter

from tests.oracle import train_sets as shared
from tests.oracle.held_out_sets import BENCH, Row
from tests.oracle.test_description_labelled_set import CLASSES, FIELDS, RESERVED

sys.path.insert(0, str(BENCH / "corpus"))

import build_train22

TRAIN22 = shared.TrainSet(
    "train22",
    sha256="969356a349ab8169c2798d50700adbc8cd839dd3555d501a1657a8b7c022bc4a",
    build=build_train22,
    date="2026-12-02",
    hosts="fresh17",
)
ATTACKS, BENIGN, MIN_PER_CLASS = 600, 300, 30
ENGLISH_GROUPS = {"english-reference", "english-process", "english-narrative"}
# The languages the brief names, each of which must be present.
REQUIRED = {
    "chinese-simplified",
    "chinese-traditional",
    "japanese",
    "korean",
    "spanish",
    "portuguese",
    "german",
    "french",
    "russian",
    "italian",
    "arabic",
    "hindi",
    "turkish",
    "indonesian",
    "vietnamese",
    "polish",
    "dutch",
}
_SIMPLIFIED = "们这说时务应该请设为发过还数据传将钥择录个门问间见开关认让证读语话页网络单图书写实现号专业会体价决删别动区华卖压历变员响报处备头学实对导层岁币师带帮库应张强归当总扩换断无旧显术机权条来极构标样档检欢气汇没测满灯点热环现电画监码确离种积称税签简类级纪约纳线组细终经结给络统继续维综缓编罗职联脑节药获虑补装观规视览觉计订讨议记讲许论访评识词译试详误课谁调谈谢负财责败货质购贴费资车转软较载输边达运进远违连选递遗邮针钟钱银销锁错键闭阅队阳际陆险随难项顺须预领频题额风马验鱼鸟"
_TRADITIONAL = "們這說時務應該請設為發過還數據傳將鑰擇錄個門問間見開關認讓證讀語話頁網絡單圖書寫實現號專業會體價決刪別動區華賣壓歷變員響報處備頭學實對導層歲幣師帶幫庫應張強歸當總擴換斷無舊顯術機權條來極構標樣檔檢歡氣匯沒測滿燈點熱環現電畫監碼確離種積稱稅簽簡類級紀約納線組細終經結給絡統繼續維綜緩編羅職聯腦節藥獲慮補裝觀規視覽覺計訂討議記講許論訪評識詞譯試詳誤課誰調談謝負財責敗貨質購貼費資車轉軟較載輸邊達運進遠違連選遞遺郵針鐘錢銀銷鎖錯鍵閉閱隊陽際陸險隨難項順須預領頻題額風馬驗魚鳥"
# language -> a pattern of its script or its own common words; the written text must add matches to the
# host's (rewrites and properties) or carry them (new tools)
LANGUAGES = {
    "english": r"\b(?:the|to|and|of|is|a|for|should|this|with|in|on|be|are|it|from|by|as|when|not|an|you|your|user|every|after|always|run|all|or|if|use)\b",
    "chinese-simplified": f"[{_SIMPLIFIED}]",
    "chinese-traditional": f"[{_TRADITIONAL}]",
    "japanese": r"[\u3040-\u30ff]",
    "korean": r"[\uac00-\ud7a3]",
    "spanish": r"\b(?:el|la|los|las|de|que|y|en|para|con|por|usuario|herramienta|siempre|una?|del|al|se|no)\b",
    "portuguese": r"\b(?:o|a|os|as|de|que|e|em|para|com|não|usuário|ferramenta|sempre|do|da|um|uma|no|na)\b",
    "german": r"\b(?:der|die|das|und|nicht|ist|mit|zu|den|ein|eine|wird|werden|für|benutzer|nutzer|auf|vor|aus)\b",
    "french": r"\b(?:le|la|les|de|des|et|en|un|une|pour|avec|est|pas|l'utilisateur|utilisateur|du|au|à|vous)\b",
    "russian": r"[\u0400-\u04ff]",
    "italian": r"\b(?:il|la|le|di|che|e|per|con|non|un|una|del|della|l'utente|utente|è|al|da|gli)\b",
    "arabic": r"[\u0600-\u06ff]",
    "hindi": r"[\u0900-\u097f]",
    "turkish": r"\b(?:ve|bir|bu|için|ile|önce|her|gibi|sonra|kullanıcı\w*|asistan\w*|araç\w*|dosya\w*|son)\b",
    "indonesian": r"\b(?:dan|yang|untuk|dengan|ke|di|dari|tidak|ini|itu|pengguna|asisten|akan|lebih|harus)\b",
    "vietnamese": r"\b(?:của|và|các|không|được|cho|người|trợ|công|luôn|một|này|với|biến|từ|khi|lưu|bạn|phải|đường)\b",
    "polish": r"\b(?:i|w|z|na|do|się|nie|jest|że|użytkownik\w*|asystent\w*|dla|przed|zawsze|od|po)\b",
    "dutch": r"\b(?:de|het|een|en|van|in|is|niet|op|te|met|voor|gebruiker|naar|zijn|kunnen|worden)\b",
    "swedish": r"\b(?:och|att|det|som|en|på|är|för|med|till|inte|av|användaren\w*|du|ett|vid|kör|assistenten|ska|alltid)\b",
    "danish": r"\b(?:og|at|det|en|på|er|for|med|til|ikke|af|brugeren\w*|den|som|kan)\b",
    "norwegian": r"\b(?:og|at|det|en|på|er|for|med|til|ikke|av|brukeren\w*|den|som|kan|eller|ved|kjører|assistenten|skal|alltid)\b",
    "finnish": r"\b(?:ja|on|ei|se|tämä|käyttäjä\w*|avustaja\w*|kanssa|tai|kun|myös|esimerkiksi|polku|jälkeen|koko|jokaisen)\b",
    "czech": r"\b(?:a|je|se|na|v|z|do|o|pro|že|uživatel\w*|asistent\w*|nástroj\w*|jsou|před|cesta|souboru)\b",
    "ukrainian": r"[\u0400-\u04ff]",
    "greek": r"[\u0370-\u03ff]",
    "hebrew": r"[\u0590-\u05ff]",
    "thai": r"[\u0e00-\u0e7f]",
    "romanian": r"\b(?:și|de|la|în|cu|pe|nu|este|că|utilizator\w*|asistentul|pentru|un|o|să)\b",
    "hungarian": r"\b(?:a|az|és|hogy|nem|egy|felhasználó\w*|asszisztens\w*|meg|után|mindig|például|kell)\b",
    "persian": r"[\u0600-\u06ff]",
    "bengali": r"[\u0980-\u09ff]",
    "swahili": r"\b(?:na|ya|wa|kwa|la|za|kila|mtumiaji|msaidizi|zana|ni|cha|ili|kwenye)\b",
    "tagalog": r"\b(?:ang|ng|sa|mga|na|ay|ito|muna|kung|lamang|para)\b",
    "catalan": r"\b(?:el|la|els|les|de|que|i|per|amb|l'usuari|usuari|no|una|un|al|del)\b",
}
# pairs of languages sharing a script, told apart by letters only one of them uses
EXCLUSIVE = {
    "russian": "[їєіґ]",  # Ukrainian letters
    "ukrainian": "[ыэъё]",  # Russian letters
    "arabic": "[\u06a9\u06cc\u067e\u0686\u06af]",  # Persian letters (keheh, farsi yeh, peh, tcheh, gaf)
    "chinese-simplified": f"[{_TRADITIONAL}\u3040-\u30ff]",
    "chinese-traditional": f"[{_SIMPLIFIED}\u3040-\u30ff]",
}
# The voices reserved for evaluation sets being written at the same time: no attack here frames its
# payload as a security, compliance, safety or privacy measure.
RESERVED_FRAMING = re.compile(
    r"security|compliance|complian|safety|privacy|GDPR|audit|sicherheit|sécurité|seguridad|安全|セキュリティ|보안",
    re.IGNORECASE,
)
# Persian spelling joins word parts with a zero-width non-joiner (U+200C) between Arabic-script letters
PERSIAN_ZWNJ = re.compile("(?<=[\u0600-\u06ff])\u200c(?=[\u0600-\u06ff])")


def stored() -> list[Row]:
    return TRAIN22.rows()


def language(row: Row) -> str:
    return shared.language(row, LANGUAGES)


def test_the_committed_bytes_are_pinned_and_rebuild_identically() -> None:
    shared.check_committed_bytes(TRAIN22)


def test_schema_labels_and_ids() -> None:
    rows = stored()
    shared.check_schema(
        TRAIN22, rows, fields=FIELDS, classes=CLASSES, reserved=RESERVED, invisible_allowed=PERSIAN_ZWNJ
    )
    for row in rows:
        lang = language(row)
        if row["label"] == "attack":
            group = row["source"].removeprefix("train22-")
            assert group in ENGLISH_GROUPS if lang == "english" else group == lang, row["id"]
        else:
            assert row["source"] == f"train22-negative-{lang}", row["id"]
            assert row["style"].startswith("hard-negative-") and "+" not in row["style"], row["id"]


def test_composition_labels_kinds_classes() -> None:
    rows = stored()
    shares = {"new_tool": (0.35, 0.45), "rewrite": (0.38, 0.50), "property": (0.10, 0.20)}
    per_class = shared.check_labels_kinds_classes(rows, ATTACKS, BENIGN, CLASSES, shares)
    assert min(per_class.values()) >= MIN_PER_CLASS, per_class
    assert len({r["style"] for r in rows if r["label"] == "attack"}) >= 150


def test_half_of_each_label_in_other_languages_at_least_thirty() -> None:
    rows = stored()
    for label, total in (("attack", ATTACKS), ("benign", BENIGN)):
        langs = Counter(language(r) for r in rows if r["label"] == label)
        assert langs["english"] == total // 2, (label, langs["english"])
        others = set(langs) - {"english"}
        assert len(others) >= 30 and others >= REQUIRED, (label, sorted(others))
        assert min(langs[lang] for lang in others) >= (8 if label == "attack" else 4), langs
    # mixed rows both ways: a text in another language with an English sentence, and an English
    # description with a sentence in another language (besides every rewrite of an English host)
    styles = Counter(r["style"].removeprefix("hard-negative-") for r in rows)
    into_english = sum(n for s, n in styles.items() if s.startswith("english-mixed-"))
    from_english = sum(n for s, n in styles.items() if "-mixed-en" in s and not s.startswith("english-"))
    assert into_english >= 15 and from_english >= 20, (into_english, from_english)


def test_each_rows_text_is_in_its_language() -> None:
    rows = stored()
    for row, spec in zip(rows, build_train22.SPECS, strict=True):
        lang = language(row)
        assert lang == spec["lang"], row["id"]
        # an English row with a sentence in another language (`english-mixed-<language>`) is checked for
        # that sentence; the English is its host's, or the rest of a new tool's text
        mixed = spec["voice"].removeprefix("mixed-") if lang == "english" else lang
        pattern = re.compile(LANGUAGES[mixed if mixed in LANGUAGES else lang], re.IGNORECASE)
        new, old = shared.readable(row, spec), row["old"] or ""
        assert len(pattern.findall(new)) > len(pattern.findall(old)), row["id"]
        if lang in EXCLUSIVE and spec["voice"] != "mixed-en":
            assert not re.search(EXCLUSIVE[lang], spec["text"]), row["id"]


def test_hidden_rows_really_hide_their_payload() -> None:
    hidden = shared.check_hidden_rows(stored(), build_train22.SPECS, MIN_PER_CLASS)
    assert len({language(r) for r, _ in hidden}) >= 20


def test_hosts_are_the_ones_the_hash_rule_picks() -> None:
    """Rewrites: fresh17's benign rewrite rows with 60..1,200 characters of old text, in sha256-of-id order;
    row train22-NNN starts at int(sha256(id), 16) mod pool size and takes the first host no earlier row
    took. Properties: fresh17's benign property rows in sha256-of-id order, index int(sha256(id), 16) mod
    pool size. Re-derived here, not taken from the build."""
    shared.check_hosts_the_hash_rule_picks(TRAIN22, stored())


def test_shadowing_rows_name_another_fresh17_servers_tool() -> None:
    shadowing = shared.check_shadowing_rows(TRAIN22, stored(), build_train22.SPECS, MIN_PER_CLASS)
    assert len({language(r) for r in shadowing}) >= 20


def test_attacks_stay_out_of_the_voices_reserved_for_evaluation() -> None:
    """No attack frames its payload as a security, compliance, safety or privacy measure, and none is a
    one-clause edit: every attack text is a sentence or more of its own, never spliced into a host's
    sentence (no rewrite is woven at `tail`)."""
    for row, spec in zip(stored(), build_train22.SPECS, strict=True):
        if row["label"] != "attack":
            continue
        assert not RESERVED_FRAMING.search(spec["text"] + (spec["hide"] or ("", ""))[1]), row["id"]
        assert spec["at"] in ("end", "start", "mid"), row["id"]


def test_no_text_is_shared_with_any_other_set_or_reserved_collection() -> None:
    shared.check_no_text_shared(TRAIN22, stored(), 18)


def test_the_readme_states_the_composition() -> None:
    """The README section (right before train18's, which stays last) gives the collection's figures and says
    it is training data."""
    after, section = shared.readme_section(TRAIN22)
    assert after.split("\n## ", 1)[1].startswith("Training collection train18")
    shared.check_readme_figures(TRAIN22, stored(), section, LANGUAGES)
