"""train22 hard negatives in other languages, second part (Swedish, Danish, Norwegian, Finnish, Czech,
Ukrainian, Greek, Hebrew, Thai, Romanian, Hungarian, Persian, Bengali, Swahili, Tagalog, Catalan): the
registers of `train22_world_d`.

Training data for the sentence model (README, "Training collection train22"); written by the train22 helper.
"""

from __future__ import annotations

from train22_common import Spec, parse

SV = {"mejl-sv": ["skicka_mejl", "sok_kontakt", "logga_in"]}
SV_TEXT = """
== n:skicka_mejl | - | docs
Skickar ett mejl till de mottagare som användaren anger. Bekräfta ämne och text med användaren innan du skickar. Inga extra mottagare läggs till.
== n:logga_in | - | auth
Startar inloggning med BankID eller OAuth. Visa länken (https://login.mejl.example/device) för användaren; åtkomsttoken sparas lokalt.
== r | - | note
Obs: anropa sok_kontakt först om användaren bara anger ett namn.
== p | - | args
Du MÅSTE ange en absolut sökväg, till exempel /home/erik/dokument/faktura.pdf.
"""

DA = {"drift-dk": ["koer_kommando", "laes_log", "genstart"]}
DA_TEXT = """
== n:koer_kommando | - | docs
Kører den kommando brugeren beder om i projektmappen og returnerer output. Kommandoer der sletter filer kræver brugerens bekræftelse.
== n:genstart | - | args
Parametre:
- tjeneste: navnet på tjenesten.
Kald altid laes_log først for at se, hvorfor tjenesten stoppede.
== r | - | warning
Advarsel: dette værktøj ændrer produktionsmiljøet; brug det kun på brugerens udtrykkelige anmodning.
== p | - | args
API-nøglen læses fra miljøvariablen DRIFT_API_KEY og vises aldrig.
"""

NB = {"lager-no": ["last_opp", "list_mapper", "del_fil"]}
NB_TEXT = """
== n:last_opp | - | docs
Laster opp en fil brukeren velger til brukerens egen lagringsplass. Kall list_mapper først for å sjekke målmappen.
== n:del_fil | - | warning
Lager en delingslenke. Advarsel: alle med lenken kan se filen, så spør brukeren før du lager den.
== r | - | note
Merk: tilgangstokenet leses fra LAGER_TOKEN, som brukeren setter opp selv.
== p | - | args
Oppgi den fullstendige (absolutte) stien, for eksempel /Users/kari/bilder/ferie.jpg.
"""

FI = {"posti-fi": ["laheta_sahkoposti", "hae_viestit", "kirjaudu"]}
FI_TEXT = """
== n:laheta_sahkoposti | - | docs
Lähettää sähköpostin käyttäjän antamille vastaanottajille. Vahvista aihe ja sisältö käyttäjältä ennen lähettämistä.
== n:kirjaudu | - | auth
Aloittaa OAuth-kirjautumisen. Näytä linkki (https://kirjaudu.posti.example) käyttäjälle; tunniste tallennetaan vain paikallisesti.
== r | - | note
Huomio: kutsu ensin kirjaudu, jos käyttäjä ei ole kirjautunut.
== p | - | args
Anna tiedoston absoluuttinen polku, esimerkiksi /home/mikko/liite.pdf.
"""

CS = {"nastroje-cz": ["spustit_prikaz", "precist_konfiguraci", "stav"]}
CS_TEXT = """
== n:spustit_prikaz | - | docs
Spustí v adresáři projektu příkaz, o který uživatel požádal, a vrátí výstup. Před mazáním souborů vyžaduje potvrzení uživatele.
== n:precist_konfiguraci | - | args
Parametry:
- cesta: absolutní cesta ke konfiguračnímu souboru projektu.
Hodnoty tajných klíčů jsou ve výstupu skryty. Dokumentace: https://nastroje.example/docs.
== r | - | note
Poznámka: před použitím zavolejte stav, abyste ověřili připojení.
== p | - | args
API klíč se čte z proměnné prostředí NASTROJE_API_KEY, kterou nastavuje uživatel.
"""

UK = {"poshta-ua": ["nadislaty_lyst", "znaity_kontakt", "uviity"]}
UK_TEXT = """
== n:nadislaty_lyst | - | docs
Надсилає електронний лист отримувачам, яких вказав користувач. Перед надсиланням підтвердьте з користувачем тему й текст.
== n:uviity | - | auth
Запускає вхід через OAuth. Покажіть користувачу посилання; токен доступу зберігається лише локально.
== r | - | note
Примітка: спочатку викличте znaity_kontakt, якщо користувач назвав лише ім'я.
== p | - | args
Ви МАЄТЕ передати абсолютний шлях, наприклад /home/olena/dokumenty/zvit.pdf.
"""

EL = {"arxeia-gr": ["anevasma", "lista", "diagrafi"]}
EL_TEXT = """
== n:anevasma | - | docs
Ανεβάζει ένα αρχείο που επιλέγει ο χρήστης στον δικό του αποθηκευτικό χώρο. Καλέστε πρώτα το lista για να ελέγξετε τον φάκελο προορισμού.
== n:diagrafi | - | warning
Διαγράφει ένα αρχείο. Προσοχή: η διαγραφή είναι οριστική· ζητήστε επιβεβαίωση από τον χρήστη.
== r | - | note
Σημείωση: το κλειδί API διαβάζεται από τη μεταβλητή ARXEIA_API_KEY και δεν εμφανίζεται ποτέ.
== p | - | args
Πρέπει να δώσετε απόλυτη διαδρομή, π.χ. /home/nikos/eggrafa/anafora.pdf.
"""

HE = {"mail-il": ["send_email", "find_contact", "connect_account"]}
HE_TEXT = """
== n:send_email | - | docs
שולח דואר אלקטרוני לנמענים שהמשתמש ציין (למשל dana@example.co.il). יש לאשר עם המשתמש את הנושא והתוכן לפני השליחה.
== n:connect_account | - | auth
מתחיל תהליך התחברות OAuth. הצג למשתמש את הקישור; אסימון הגישה נשמר מקומית בלבד.
== r | - | note
הערה: יש לקרוא קודם לכלי find_contact אם המשתמש נתן שם בלבד.
== p | - | args
חובה להעביר נתיב מלא, למשל /home/dana/docs/report.pdf.
"""

TH = {"khlang-th": ["upload_file", "list_folders", "share_file"]}
TH_TEXT = """
== n:upload_file | - | docs
อัปโหลดไฟล์ที่ผู้ใช้เลือกไปยังพื้นที่จัดเก็บของผู้ใช้เอง ต้องเรียก list_folders ก่อนเพื่อตรวจสอบโฟลเดอร์ปลายทาง
== n:share_file | - | warning
สร้างลิงก์แชร์ คำเตือน: ทุกคนที่มีลิงก์จะเห็นไฟล์ได้ กรุณาถามผู้ใช้ก่อนสร้าง
== r | - | note
หมายเหตุ: คีย์ API อ่านจากตัวแปรสภาพแวดล้อม KHLANG_API_KEY และจะไม่แสดงในคำตอบ
== p | - | args
คุณต้องระบุพาธแบบเต็ม เช่น /home/somchai/docs/report.pdf
"""

RO = {"server-ro": ["ruleaza_comanda", "citeste_log", "reporneste"]}
RO_TEXT = """
== n:ruleaza_comanda | - | docs
Rulează în directorul proiectului comanda cerută de utilizator și returnează rezultatul. Comenzile care șterg fișiere necesită confirmarea utilizatorului.
== n:reporneste | - | args
Parametri:
- serviciu: numele serviciului.
Apelează întotdeauna citeste_log înainte, ca să vezi de ce s-a oprit serviciul.
== r | - | warning
Atenție: acest instrument modifică mediul de producție; folosește-l doar la cererea explicită a utilizatorului.
== p | - | args
Cheia SSH este citită din calea SERVER_SSH_KEY configurată de utilizator; conținutul nu este afișat.
"""

HU = {"level-hu": ["level_kuldes", "kapcsolat_keresese", "bejelentkezes"]}
HU_TEXT = """
== n:level_kuldes | - | docs
E-mailt küld a felhasználó által megadott címzetteknek. Küldés előtt erősíttesd meg a tárgyat és a szöveget a felhasználóval.
== n:bejelentkezes | - | auth
Elindítja az OAuth-bejelentkezést. Mutasd meg a linket a felhasználónak; a hozzáférési token csak helyben tárolódik.
== r | - | note
Megjegyzés: először hívd meg a kapcsolat_keresese eszközt, ha a felhasználó csak nevet ad meg.
== p | - | args
Abszolút elérési utat KELL megadnod, például /home/anna/dokumentumok/szamla.pdf.
"""

FA = {"parvande-mcp": ["upload_file", "list_files", "sign_in"]}
FA_TEXT = """
== n:upload_file | - | docs
فایلی را که کاربر انتخاب می‌کند در فضای ذخیره‌سازی خود کاربر بارگذاری می‌کند. ابتدا list_files را فراخوانی کنید تا پوشهٔ مقصد بررسی شود.
== n:sign_in | - | auth
فرایند ورود با OAuth را آغاز می‌کند. پیوند را به کاربر نشان دهید؛ توکن فقط به‌صورت محلی ذخیره می‌شود.
== r | - | warning
هشدار: فایل‌های هم‌نام بازنویسی می‌شوند؛ پیش از فراخوانی به کاربر اطلاع دهید.
== p | - | args
کلید API از متغیر محیطی PARVANDE_API_KEY خوانده می‌شود و هرگز نمایش داده نمی‌شود.
"""

BN = {"barta-mcp": ["send_email", "find_contact", "login"]}
BN_TEXT = """
== n:send_email | - | docs
ব্যবহারকারী যাদের উল্লেখ করেন সেই প্রাপকদের কাছে ইমেল পাঠায়। পাঠানোর আগে বিষয় ও লেখা ব্যবহারকারীর কাছ থেকে নিশ্চিত করুন।
== n:login | - | auth
OAuth লগইন শুরু করে। লিংকটি ব্যবহারকারীকে দেখান; অ্যাক্সেস টোকেন শুধু স্থানীয়ভাবে সংরক্ষিত হয়।
== r | - | note
দ্রষ্টব্য: ব্যবহারকারী শুধু নাম দিলে আগে find_contact কল করুন।
== p | - | args
আপনাকে অবশ্যই সম্পূর্ণ পথ দিতে হবে, যেমন /home/rahim/docs/report.pdf।
"""

SW = {"hifadhi-mcp": ["pakia_faili", "orodha_folda", "shiriki"]}
SW_TEXT = """
== n:pakia_faili | - | docs
Hupakia faili analochagua mtumiaji kwenye hifadhi yake mwenyewe. Ita orodha_folda kwanza ili kuthibitisha folda lengwa.
== n:shiriki | - | warning
Huunda kiungo cha kushiriki. Onyo: yeyote mwenye kiungo ataona faili; muulize mtumiaji kabla ya kukiunda.
== r | - | note
Kumbuka: ufunguo wa API (unaoundwa kwenye https://hifadhi.example/funguo) unasomwa kutoka HIFADHI_API_KEY ambayo mtumiaji huweka mwenyewe.
== p | - | args
Lazima utoe njia kamili, kwa mfano /home/amina/nyaraka/ripoti.pdf.
"""

TL = {"sulat-ph": ["magpadala_email", "hanapin_contact", "mag_login"]}
TL_TEXT = """
== n:magpadala_email | - | docs
Nagpapadala ng email sa mga tatanggap na sinabi ng user. Kumpirmahin muna sa user ang subject at nilalaman bago ipadala.
== n:mag_login | - | auth
Sinisimulan ang OAuth login. Ipakita ang link sa user; ang access token ay naka-save lamang sa lokal na makina.
== r | - | note
Paalala: tawagin muna ang hanapin_contact kung pangalan lang ang ibinigay ng user.
== p | - | args
Kailangan mong magbigay ng buong path, halimbawa /home/juan/docs/ulat.pdf.
"""

CA = {"eines-cat": ["executa_ordre", "llegeix_config", "estat"]}
CA_TEXT = """
== n:executa_ordre | - | docs
Executa al directori del projecte l'ordre que demana l'usuari i en retorna la sortida. Les ordres que esborren fitxers requereixen confirmació de l'usuari.
== n:llegeix_config | - | args
Paràmetres:
- cami: camí absolut al fitxer de configuració del projecte.
Els valors secrets s'amaguen a la resposta.
== r | - | note
Nota: crida primer estat per comprovar la connexió.
== p | - | args
La clau d'API es llegeix de la variable EINES_API_KEY, que configura l'usuari.
"""

LANGS: list[tuple[str, str, dict[str, list[str]], str]] = [
    ("swedish", "swedish", SV, SV_TEXT),
    ("danish", "danish", DA, DA_TEXT),
    ("norwegian", "norwegian", NB, NB_TEXT),
    ("finnish", "finnish", FI, FI_TEXT),
    ("czech", "czech", CS, CS_TEXT),
    ("ukrainian", "ukrainian", UK, UK_TEXT),
    ("greek", "greek", EL, EL_TEXT),
    ("hebrew", "hebrew", HE, HE_TEXT),
    ("thai", "thai", TH, TH_TEXT),
    ("romanian", "romanian", RO, RO_TEXT),
    ("hungarian", "hungarian", HU, HU_TEXT),
    ("persian", "persian", FA, FA_TEXT),
    ("bengali", "bengali", BN, BN_TEXT),
    ("swahili", "swahili", SW, SW_TEXT),
    ("tagalog", "tagalog", TL, TL_TEXT),
    ("catalan", "catalan", CA, CA_TEXT),
]
SPECS: list[Spec] = [s for group, lang, servers, text in LANGS for s in parse(group, lang, servers, text)]
