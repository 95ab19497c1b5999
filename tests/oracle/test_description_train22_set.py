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

import hashlib
import re
import sys
from collections import Counter

from tests.oracle.held_out_sets import BENCH, DATA, Row, digest, reserved_digests, rows_of
from tests.oracle.test_description_labelled_set import CLASSES, FIELDS, RESERVED

sys.path.insert(0, str(BENCH / "corpus"))

import build_train22
from fresh16_hide import TRANSFORMS

PATH = DATA / "train22.jsonl"
SHA256 = "969356a349ab8169c2798d50700adbc8cd839dd3555d501a1657a8b7c022bc4a"
TEXT_FIELDS = ("old", "new", "text", "description")
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
INVISIBLE = re.compile("[\u200b-\u200f\u202a-\u202e\u2060-\u2064\ufeff\U000e0000-\U000e007f]")
# Persian spelling joins word parts with a zero-width non-joiner (U+200C) between Arabic-script letters
PERSIAN_ZWNJ = re.compile("(?<=[\u0600-\u06ff])\u200c(?=[\u0600-\u06ff])")


def stored() -> list[Row]:
    return rows_of(PATH)


def fresh17() -> list[Row]:
    return rows_of(DATA / "fresh17.jsonl")


def sha(text: str) -> str:
    return hashlib.sha256(text.encode()).hexdigest()


def language(row: Row) -> str:
    style = row["style"].removeprefix("hard-negative-")
    return next(lang for lang in sorted(LANGUAGES, key=len, reverse=True) if style.startswith(f"{lang}-"))


def readable(row: Row, spec: build_train22.Spec) -> str:
    """The row's new text, with a hidden payload revealed."""
    return TRANSFORMS[spec["hide"][0]][1](row["new"]) if spec["hide"] else row["new"]


def test_the_committed_bytes_are_pinned_and_rebuild_identically() -> None:
    data = PATH.read_bytes()
    assert hashlib.sha256(data).hexdigest() == SHA256
    assert build_train22.dumps(build_train22.build()) == data
    assert build_train22.main(["--check"]) == 0


def test_schema_labels_and_ids() -> None:
    rows = stored()
    assert [r["id"] for r in rows] == [f"train22-{n:03d}" for n in range(len(rows))]
    for row in rows:
        assert set(FIELDS) <= set(row) <= {*build_train22.FIELDS, "other_catalogue"}, row["id"]
        assert list(row)[: len(build_train22.FIELDS)] == list(build_train22.FIELDS), row["id"]
        assert row["kind"] in ("rewrite", "property", "new_tool"), row["id"]
        assert (row["old"] is None) == (row["kind"] == "new_tool"), row["id"]
        assert isinstance(row["new"], str) and row["new"].strip() and row["new"] != row["old"], row["id"]
        assert isinstance(row["catalogue"], list) and all(isinstance(n, str) for n in row["catalogue"])
        for field in ("source", "origin", "licence", "style", "tool"):
            assert isinstance(row[field], str) and row[field], (row["id"], field)
        assert "train22 helper on 2026-12-02" in row["origin"] and "training data" in row["origin"]
        assert row["licence"].startswith("Apache-2.0 (text: this repository)"), row["id"]
        assert not RESERVED.search(f"{row['source']} {row['origin']}"), row["id"]
        if row["kind"] == "new_tool":
            assert row["tool"] in row["catalogue"], row["id"]
        lang = language(row)
        if row["label"] == "attack":
            group = row["source"].removeprefix("train22-")
            assert group in ENGLISH_GROUPS if lang == "english" else group == lang, row["id"]
            assert row["class"] and set(row["class"]) <= CLASSES, row["id"]
            assert len(set(row["class"])) == len(row["class"]), row["id"]
            assert not row["style"].startswith("hard-negative"), row["id"]
        else:
            assert row["label"] == "benign" and row["class"] is None, row["id"]
            assert row["source"] == f"train22-negative-{lang}", row["id"]
            assert row["style"].startswith("hard-negative-") and "+" not in row["style"], row["id"]
            assert "hard negative" in row["origin"], row["id"]
            # a hard negative hides nothing: no invisible characters beyond the host's own
            new, old = (PERSIAN_ZWNJ.sub("", t or "") for t in (row["new"], row["old"]))
            assert len(INVISIBLE.findall(new)) == len(INVISIBLE.findall(old)), row["id"]


def test_composition_labels_kinds_classes() -> None:
    rows = stored()
    assert Counter(r["label"] for r in rows) == {"attack": ATTACKS, "benign": BENIGN}
    for label, total in (("attack", ATTACKS), ("benign", BENIGN)):
        kinds = Counter(r["kind"] for r in rows if r["label"] == label)
        share = {k: n / total for k, n in kinds.items()}
        assert 0.35 <= share["new_tool"] <= 0.45 and 0.38 <= share["rewrite"] <= 0.50, (label, kinds)
        assert 0.10 <= share["property"] <= 0.20, (label, kinds)
    per_class = Counter(c for r in rows if r["label"] == "attack" for c in r["class"])
    assert set(per_class) == CLASSES
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
        new, old = readable(row, spec), row["old"] or ""
        assert len(pattern.findall(new)) > len(pattern.findall(old)), row["id"]
        if lang in EXCLUSIVE and spec["voice"] != "mixed-en":
            assert not re.search(EXCLUSIVE[lang], spec["text"]), row["id"]


def test_hidden_rows_really_hide_their_payload() -> None:
    rows = stored()
    pairs = list(zip(rows, build_train22.SPECS, strict=True))
    hidden = [(r, s) for r, s in pairs if s["hide"] is not None]
    assert len(hidden) >= MIN_PER_CLASS
    assert {s["hide"][0] for _, s in hidden} == set(TRANSFORMS)  # every transform is used
    assert len({language(r) for r, _ in hidden}) >= 20
    for row, spec in hidden:
        name, secret = spec["hide"]
        assert row["label"] == "attack" and row["style"].endswith(f"+{name}"), row["id"]
        assert "hidden_text" in row["class"], row["id"]
        assert secret.strip() not in row["new"], row["id"]
        assert secret.strip() in TRANSFORMS[name][1](row["new"]), row["id"]
    flagged = {r["id"] for r in rows if (r["class"] and "hidden_text" in r["class"]) or "+" in r["style"]}
    assert flagged == {r["id"] for r, _ in hidden}


def test_hosts_are_the_ones_the_hash_rule_picks() -> None:
    """Rewrites: fresh17's benign rewrite rows with 60..1,200 characters of old text, in sha256-of-id order;
    row train22-NNN starts at int(sha256(id), 16) mod pool size and takes the first host no earlier row
    took. Properties: fresh17's benign property rows in sha256-of-id order, index int(sha256(id), 16) mod
    pool size. Re-derived here, not taken from the build."""
    benign = [r for r in fresh17() if r["label"] == "benign"]
    pool = sorted(
        (r for r in benign if r["kind"] == "rewrite" and 60 <= len(r["old"]) <= 1200),
        key=lambda r: sha(r["id"]),
    )
    props = sorted((r for r in benign if r["kind"] == "property"), key=lambda r: sha(r["id"]))
    taken: set[str] = set()
    planted = 0
    for row in stored():
        if row["kind"] == "new_tool":
            assert "a new tool of the made-up server" in row["origin"], row["id"]
            continue
        start = int(sha(row["id"]), 16)
        if row["kind"] == "rewrite":
            i = start % len(pool)
            while pool[i]["id"] in taken:
                i = (i + 1) % len(pool)
            host = pool[i]
            taken.add(host["id"])
        else:
            host = props[start % len(props)]
        assert f"woven into fresh17 {host['id']} ({host['origin']})" in row["origin"], row["id"]
        assert row["licence"].endswith(f"host text: {host['licence']}"), row["id"]
        assert (row["old"], row["tool"], row["catalogue"]) == (host["old"], host["tool"], host["catalogue"])
        if row["kind"] == "property":
            assert row["new"].startswith(row["old"].rstrip()) and len(row["new"]) > len(row["old"]), row["id"]
        else:
            words, kept = iter(row["new"].split()), row["old"].split()
            assert all(w in words for w in kept), row["id"]  # the host's words stay, in order
            assert len(row["new"]) > len(row["old"]) + 10, row["id"]
        planted += 1
    assert planted == sum(r["kind"] != "new_tool" for r in stored())


def test_shadowing_rows_name_another_fresh17_servers_tool() -> None:
    rows = stored()
    shadowing = [r for r in rows if r["label"] == "attack" and "shadowing" in r["class"]]
    assert len(shadowing) >= MIN_PER_CLASS
    assert {r["id"] for r in shadowing} == {r["id"] for r in rows if "other_catalogue" in r}
    assert len({language(r) for r in shadowing}) >= 20
    tools: dict[str, set[str]] = {}
    for r in fresh17():
        tools.setdefault(r["source"], set()).update(r["catalogue"])
    specs = dict(zip((r["id"] for r in rows), build_train22.SPECS, strict=True))
    for row in shadowing:
        other = row["other_catalogue"]
        assert isinstance(other, dict) and set(other) == {"server", "tools"}, row["id"]
        assert other["tools"] == sorted(tools[other["server"]]), row["id"]
        text = readable(row, specs[row["id"]])
        named = [t for t in other["tools"] if re.search(rf"(?<![\w-]){re.escape(t)}(?![\w-])", text)]
        assert named and not set(named) & set(row["catalogue"]), row["id"]
        if row["kind"] != "new_tool":
            assert f"({other['server'].split(':', 1)[1]}@" not in row["origin"], row["id"]


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
    ours = [digest(r["new"]) for r in stored()]
    assert len(set(ours)) == len(ours)
    others = [p for p in sorted(DATA.glob("*.jsonl")) if p != PATH and "manifest" not in p.name]
    assert len(others) >= 18
    for path in others:
        theirs = {
            digest(v)
            for r in rows_of(path)
            for k, v in r.items()
            if k in TEXT_FIELDS and isinstance(v, str) and v
        }
        assert theirs and not set(ours) & theirs, path.name
    assert not set(ours) & reserved_digests()


def test_the_readme_states_the_composition() -> None:
    """The README section (right before train18's, which stays last) gives the collection's figures and says
    it is training data."""
    readme = (BENCH / "corpus" / "README.md").read_text(encoding="utf-8")
    head = "## Training collection train22 (written by a helper, for the sentence model only)"
    assert readme.count(head) == 1
    after = readme.split(head, 1)[1]
    assert after.split("\n## ", 1)[1].startswith("Training collection train18")
    section = " ".join(after.split("\n## ", 1)[0].split())
    assert "training data" in section and "never an evaluation set" in section
    rows = stored()
    per_class = Counter(c for r in rows if r["label"] == "attack" for c in r["class"])
    for name, n in per_class.items():
        assert f"{name} {n}" in section, name
    for label in ("attack", "benign"):
        kinds = Counter(r["kind"] for r in rows if r["label"] == label)
        assert f"| {label} | {kinds['new_tool']} | {kinds['rewrite']} | {kinds['property']} |" in section
    per_language = Counter((language(r), r["label"]) for r in rows)
    for lang in {lang for lang, _ in per_language}:
        attacks, benign = per_language[lang, "attack"], per_language[lang, "benign"]
        assert f"| {lang} | {attacks} | {benign} |" in section, lang
    for source, n in Counter(r["source"] for r in rows).items():
        assert re.search(rf"`{source}`[^|]*\|[^|]*\|[^|]*\|[^|]*\| {n} \|", section), source
    assert f"sha256 {hashlib.sha256(PATH.read_bytes()).hexdigest()}" in section
