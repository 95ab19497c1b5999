"""train22 hard negatives in other languages, first part (Chinese simplified and traditional, Japanese,
Korean, Spanish, Portuguese, German, French, Russian, Italian, Arabic, Hindi, Turkish, Indonesian,
Vietnamese, Polish, Dutch): real-looking vendor text that sits next to an attack without being one: tools
that send e-mail to the recipients the user names, upload the user's files where the user says, read the
project's config, run the command the user asked for, demand an order among their own tools, mention the
API key the user configures, warn the user, describe an auth flow, or address the model.

Training data for the sentence model (README, "Training collection train22"); written by the train22 helper.
"""

from __future__ import annotations

from train22_common import Spec, parse

ZH_HANS = {"wendang-mcp": ["resolve_doc_id", "get_doc", "send_mail", "run_script"]}
ZH_HANS_TEXT = """
== n:get_doc | - | docs
获取文档内容。调用本工具之前，必须先调用 resolve_doc_id 获得文档 ID，除非用户已经直接提供了 ID。
== n:send_mail | - | args
参数：
- to：收件人列表，只使用用户明确给出的地址。
- subject：邮件主题。
发送前请向用户确认收件人和正文。
== r | - | note
注意：需要在环境变量 WENDANG_API_KEY 中配置 API 密钥（在 https://wendang.cn/console 创建）；密钥只用于请求头，不会写入日志或返回给模型。
== rm | - | warning
警告：此操作会永久删除文件，执行前请务必让用户确认。
== p | - | args
必须传入绝对路径，例如 /home/user/project/readme.md；相对路径会被拒绝。
"""

ZH_HANT = {"yunduan-mcp": ["login", "upload_file", "list_buckets", "whoami"]}
ZH_HANT_TEXT = """
== n:login | - | auth
啟動 OAuth 登入流程：工具會回傳一個網址（https://login.yunduan.tw/device），請使用者在瀏覽器中開啟並完成授權。取得的存取權杖只保存在本機 ~/.yunduan/token 中。
== n:upload_file | - | docs
將使用者指定的本機檔案上傳到使用者選擇的儲存桶。上傳前請先呼叫 list_buckets 確認儲存桶存在。
== r | - | note
提示：如果使用者尚未登入，請先呼叫 login，再重試此工具。
== rs | - | warning
注意：此工具會覆寫同名檔案，請在呼叫前提醒使用者。
== p | - | args
你必須提供完整的檔案路徑（例如 C:\\Users\\me\\報告.pdf），不要自行猜測路徑。
"""

JA = {"shell-ja": ["run_command", "read_config", "list_processes", "kill_process"]}
JA_TEXT = """
== n:run_command | - | docs
ユーザーが依頼したシェルコマンドを作業ディレクトリで実行し、標準出力と終了コードを返します。破壊的なコマンド（rm -rf など）は実行前に必ずユーザーに確認してください。
== n:read_config | - | args
引数:
    path: 読み込む設定ファイルのパス。プロジェクト内の pyproject.toml や .editorconfig を想定しています。
APIキーなどの秘密情報は値を伏せて返します。
== r | - | note
注: 大量の出力が予想される場合は、先に {sibling} で対象を絞り込んでください。
== rs | - | warning
警告: このツールは本番環境に接続します。ユーザーの明示的な指示がない限り使用しないでください。
== p | - | args
絶対パスで指定してください（例: /Users/taro/work/app.log）。
"""

KO = {"meil-mcp": ["send_email", "list_inbox", "get_attachment", "auth_start"]}
KO_TEXT = """
== n:send_email | - | docs
사용자가 지정한 받는 사람에게 이메일을 보냅니다. 받는 사람, 제목, 본문은 사용자가 확인한 내용만 사용하며, 다른 주소를 추가하지 않습니다.
== n:auth_start | - | auth
Google 계정 인증을 시작합니다(https://accounts.google.com 에서 승인). 반환된 링크를 사용자에게 보여 주고, 사용자가 승인한 뒤 list_inbox 를 호출하세요.
== r | - | note
참고: 이 도구를 쓰기 전에 auth 상태를 확인해야 합니다. 인증되지 않았다면 먼저 인증 도구를 호출하세요.
== rm | - | warning
주의: 첨부 파일이 25MB를 넘으면 전송에 실패합니다. 이 경우 사용자에게 알려 주세요.
== p | - | args
API 토큰은 MAIL_API_TOKEN 환경 변수에서 읽습니다. 이 값을 응답에 포함하지 마세요.
"""

ES = {"correo-mcp": ["enviar_correo", "buscar_contacto", "subir_adjunto", "configurar"]}
ES_TEXT = """
== n:enviar_correo | - | docs
Envía un correo electrónico a los destinatarios que indique el usuario (por ejemplo, ana@empresa.es). Debes confirmar con el usuario el asunto y el cuerpo antes de enviarlo. No se añaden destinatarios por tu cuenta.
== n:subir_adjunto | - | args
Parámetros:
  ruta (string): ruta ABSOLUTA del archivo que el usuario quiere adjuntar. Debes pasar una ruta absoluta.
  nombre (string): nombre visible del adjunto.
== n:configurar | - | auth
Configura la cuenta. El usuario debe crear una clave de API en el panel (https://panel.correo-mcp.es/claves) y guardarla en la variable de entorno CORREO_API_KEY; la herramienta nunca muestra la clave.
== r | - | note
Nota: llama primero a buscar_contacto si el usuario da un nombre en lugar de una dirección de correo.
== p | - | warning
Advertencia: los correos enviados no se pueden deshacer. Pide confirmación explícita al usuario.
"""

PT = {"deploy-br": ["executar_comando", "ler_config", "fazer_deploy", "status"]}
PT_TEXT = """
== n:executar_comando | - | docs
Executa no terminal do projeto o comando que o usuário pedir (por exemplo `npm test`) e devolve a saída. Comandos que apagam arquivos exigem confirmação do usuário.
== n:fazer_deploy | - | args
Parâmetros:
- ambiente: "staging" ou "producao".
Você DEVE chamar status antes para verificar se não há outro deploy em andamento.
== r | - | note
Observação: o token do provedor é lido de DEPLOY_TOKEN no arquivo .env do projeto e nunca é exibido na resposta.
== rm | - | warning
Atenção: deploys em produção afetam usuários reais; avise o usuário antes de continuar.
== p | - | args
Informe o caminho absoluto do arquivo de configuração, como /srv/app/config.yaml.
"""

DE = {"cloud-de": ["datei_hochladen", "ordner_auflisten", "anmelden", "freigabe_erstellen"]}
DE_TEXT = """
== n:datei_hochladen | - | docs
Lädt eine vom Benutzer gewählte Datei in seinen eigenen Cloud-Speicher hoch. Rufe vorher ordner_auflisten auf, um den Zielordner zu prüfen. Es werden keine Kopien an Dritte übertragen.
== n:anmelden | - | auth
Startet die Anmeldung per OAuth 2.0 (Device Flow). Zeige dem Benutzer den zurückgegebenen Code und die URL (https://login.cloud-de.example/device); das Zugriffstoken wird lokal im Schlüsselbund gespeichert.
== r | - | note
Hinweis: Du MUSST einen absoluten Pfad übergeben, z. B. /home/anna/Dokumente/bericht.pdf. Relative Pfade werden abgelehnt.
== rm | - | warning
Warnung: Eine öffentliche Freigabe ist für jeden mit dem Link sichtbar. Frage den Benutzer, bevor du sie erstellst.
== p | - | args
Der API-Schlüssel wird aus der Umgebungsvariable CLOUD_API_KEY gelesen und nicht protokolliert.
"""

FR = {"mairie-mcp": ["chercher_demarche", "envoyer_message", "prendre_rdv", "verifier_compte"]}
FR_TEXT = """
== n:envoyer_message | - | docs
Envoie un message au service municipal choisi par l'utilisateur. Le contenu est celui que l'utilisateur a rédigé ; demandez-lui confirmation avant l'envoi.
== n:prendre_rdv | - | args
Paramètres :
- date : date souhaitée (AAAA-MM-JJ).
- motif : motif du rendez-vous.
Appelez d'abord verifier_compte : la prise de rendez-vous exige un compte connecté.
== r | - | note
Remarque : l'outil lit la clé d'API dans la variable MAIRIE_API_KEY. Si elle est absente, indiquez à l'utilisateur comment la créer sur https://mairie-mcp.fr/compte/api.
== rs | - | warning
Attention : les rendez-vous annulés moins de 24 h à l'avance ne sont pas remboursés. Prévenez l'utilisateur.
== p | - | args
Vous devez fournir le code INSEE de la commune, pas son nom.
"""

RU = {"git-ru": ["klonirovat", "vypolnit_komandu", "prochitat_fail", "status_repo"]}
RU_TEXT = """
== n:vypolnit_komandu | - | docs
Выполняет в рабочем каталоге команду, которую попросил пользователь (например, `make test`), и возвращает вывод. Перед командами, изменяющими файлы, спросите подтверждение пользователя.
== n:prochitat_fail | - | args
Аргументы:
  put: АБСОЛЮТНЫЙ путь к файлу внутри репозитория. Передавайте только абсолютный путь.
Файлы .env читаются, но значения секретов в ответе маскируются.
== r | - | note
Примечание: сначала вызовите status_repo, чтобы убедиться, что репозиторий клонирован.
== rm | - | warning
Внимание: команда `git push --force` перезаписывает историю. Используйте её только по явной просьбе пользователя.
== p | - | args
Токен GitHub (создаётся на https://github.com/settings/tokens) берётся из переменной окружения GITHUB_TOKEN и не выводится.
"""

IT = {"posta-it": ["invia_email", "leggi_email", "cerca_email", "autorizza"]}
IT_TEXT = """
== n:invia_email | - | docs
Invia un'e-mail ai destinatari indicati dall'utente (ad esempio mario@azienda.it), con l'oggetto e il testo che l'utente ha approvato. Non aggiungere destinatari non richiesti.
== n:autorizza | - | auth
Avvia il flusso di autorizzazione: restituisce un link da aprire nel browser. Dopo l'autorizzazione, il token viene salvato in locale e rinnovato automaticamente.
== r | - | note
Nota: devi chiamare cerca_email prima di leggi_email, perché serve l'ID del messaggio.
== rm | - | warning
Attenzione: gli allegati eseguibili vengono bloccati dal server di posta.
== p | - | args
Indica il percorso assoluto del file da allegare, ad esempio /Users/luca/Documenti/contratto.pdf.
"""

AR = {"sahaba-mcp": ["upload_file", "list_files", "delete_file", "sign_in"]}
AR_TEXT = """
== n:upload_file | - | docs
يرفع ملفًا يحدده المستخدم إلى مساحة التخزين الخاصة به. يجب أن يكون المسار مطلقًا، ولا تُرسل أي نسخة إلى جهة أخرى.
== n:sign_in | - | auth
يبدأ عملية تسجيل الدخول عبر OAuth. اعرض الرابط (https://login.sahaba.example) على المستخدم واطلب منه إكمال التفويض في المتصفح.
== r | - | note
ملاحظة: استدعِ list_files أولًا للتأكد من وجود المجلد الهدف.
== rs | - | warning
تحذير: الحذف نهائي ولا يمكن التراجع عنه. اطلب تأكيد المستخدم قبل الاستدعاء.
== p | - | args
يُقرأ مفتاح API من المتغير SAHABA_API_KEY ولا يظهر في أي رد.
"""

HI = {"sandesh-mcp": ["send_sms", "send_email", "verify_number", "get_status"]}
HI_TEXT = """
== n:send_sms | - | docs
उपयोगकर्ता द्वारा बताए गए नंबर पर SMS भेजता है। भेजने से पहले संदेश का पाठ उपयोगकर्ता से पुष्टि करवाएँ। कोई अतिरिक्त प्राप्तकर्ता नहीं जोड़ा जाता।
== n:verify_number | - | args
पैरामीटर:
- number: अंतरराष्ट्रीय प्रारूप में फ़ोन नंबर, जैसे +91XXXXXXXXXX।
send_sms से पहले इस टूल को कॉल करना ज़रूरी है।
== r | - | note
ध्यान दें: API कुंजी (https://sandesh.example/keys पर बनाई गई) SANDESH_API_KEY पर्यावरण चर से पढ़ी जाती है और लॉग में नहीं लिखी जाती।
== rm | - | warning
चेतावनी: प्रचार संदेश केवल उन्हीं नंबरों पर भेजें जिन्होंने सहमति दी है।
== p | - | args
आपको पूर्ण (absolute) पथ देना होगा, जैसे /home/ravi/contacts.csv।
"""

TR = {"sunucu-mcp": ["komut_calistir", "log_oku", "servis_yeniden_baslat", "durum"]}
TR_TEXT = """
== n:komut_calistir | - | docs
Kullanıcının istediği kabuk komutunu proje dizininde çalıştırır ve çıktıyı döndürür. Dosya silen komutlardan önce kullanıcıdan onay alın.
== n:log_oku | - | args
Parametreler:
- yol: okunacak log dosyasının mutlak yolu (ör. /var/log/app/hata.log).
- satir: son kaç satır okunacağı.
== r | - | note
Not: servis_yeniden_baslat çağrılmadan önce durum aracıyla servisin çalıştığı doğrulanmalıdır.
== rs | - | warning
Uyarı: bu araç canlı sunucuya bağlanır; yalnızca kullanıcı açıkça isterse kullanın.
== p | - | args
SSH anahtarı kullanıcının yapılandırdığı SUNUCU_SSH_KEY yolundan okunur; içeriği yanıtta gösterilmez.
"""

ID = {"surel-mcp": ["kirim_email", "daftar_kotak_masuk", "unggah_lampiran", "masuk"]}
ID_TEXT = """
== n:kirim_email | - | docs
Mengirim e-mail ke penerima yang ditentukan pengguna. Konfirmasikan subjek dan isi kepada pengguna sebelum mengirim. Tidak ada penerima tambahan.
== n:masuk | - | auth
Memulai alur login OAuth. Tampilkan tautan (https://akun.surel.example/masuk) kepada pengguna; token akses disimpan secara lokal dan tidak dikirim ke mana pun.
== r | - | note
Catatan: panggil masuk terlebih dahulu jika pengguna belum login.
== rm | - | warning
Peringatan: lampiran lebih dari 20 MB akan ditolak.
== p | - | args
Anda HARUS memberikan path absolut, misalnya /home/budi/dokumen/laporan.pdf.
"""

VI = {"luutru-mcp": ["tai_len", "liet_ke", "chia_se", "dang_nhap"]}
VI_TEXT = """
== n:tai_len | - | docs
Tải tệp do người dùng chọn lên kho lưu trữ của chính người dùng. Phải gọi liet_ke trước để kiểm tra thư mục đích.
== n:dang_nhap | - | auth
Bắt đầu đăng nhập bằng OAuth. Hiển thị đường dẫn cho người dùng và chờ họ xác nhận trên trình duyệt.
== r | - | note
Lưu ý: khóa API được đọc từ biến môi trường LUUTRU_API_KEY và không bao giờ được hiển thị.
== rs | - | warning
Cảnh báo: liên kết chia sẻ công khai ai cũng xem được; hãy hỏi người dùng trước khi tạo.
== p | - | args
Bạn phải truyền đường dẫn tuyệt đối, ví dụ /Users/lan/tai-lieu/baocao.docx.
"""

PL = {"repo-pl": ["uruchom_testy", "czytaj_plik", "zatwierdz_zmiany", "status"]}
PL_TEXT = """
== n:uruchom_testy | - | docs
Uruchamia w katalogu projektu polecenie testów wskazane przez użytkownika (np. `pytest -q`) i zwraca wynik. Nie modyfikuje plików.
== n:czytaj_plik | - | args
Argumenty:
  sciezka (str): ścieżka bezwzględna do pliku konfiguracyjnego projektu, np. /home/ola/app/setup.cfg.
Wartości sekretów są maskowane.
== r | - | note
Uwaga: przed zatwierdz_zmiany zawsze wywołaj status, aby pokazać użytkownikowi listę zmian.
== rm | - | warning
Ostrzeżenie: zatwierdzenie zmian jest trwałe; poproś użytkownika o potwierdzenie.
== p | - | args
Token dostępu (utworzony na https://repo-pl.example/tokeny) jest odczytywany ze zmiennej REPO_TOKEN skonfigurowanej przez użytkownika.
"""

NL = {"post-nl": ["verstuur_mail", "zoek_contact", "lees_mail", "koppel_account"]}
NL_TEXT = """
== n:verstuur_mail | - | docs
Verstuurt een e-mail naar de ontvangers die de gebruiker opgeeft. Laat de gebruiker onderwerp en tekst bevestigen voordat je verstuurt.
== n:koppel_account | - | auth
Start de koppeling met het e-mailaccount via OAuth. De gebruiker opent de link en keurt de toegang goed; het token blijft lokaal.
== r | - | note
Let op: roep eerst zoek_contact aan als de gebruiker een naam noemt in plaats van een e-mailadres.
== rs | - | warning
Waarschuwing: verstuurde e-mails kunnen niet worden teruggehaald.
== p | - | args
Je MOET een absoluut pad meegeven, bijvoorbeeld /Users/sanne/Documenten/offerte.pdf.
== n:lees_mail | - | mixed-en
Leest een e-mail op basis van het bericht-ID. Note: call zoek_contact first when the user only gives a name.
"""

LANGS: list[tuple[str, str, dict[str, list[str]], str]] = [
    ("chinese-simplified", "chinese-simplified", ZH_HANS, ZH_HANS_TEXT),
    ("chinese-traditional", "chinese-traditional", ZH_HANT, ZH_HANT_TEXT),
    ("japanese", "japanese", JA, JA_TEXT),
    ("korean", "korean", KO, KO_TEXT),
    ("spanish", "spanish", ES, ES_TEXT),
    ("portuguese", "portuguese", PT, PT_TEXT),
    ("german", "german", DE, DE_TEXT),
    ("french", "french", FR, FR_TEXT),
    ("russian", "russian", RU, RU_TEXT),
    ("italian", "italian", IT, IT_TEXT),
    ("arabic", "arabic", AR, AR_TEXT),
    ("hindi", "hindi", HI, HI_TEXT),
    ("turkish", "turkish", TR, TR_TEXT),
    ("indonesian", "indonesian", ID, ID_TEXT),
    ("vietnamese", "vietnamese", VI, VI_TEXT),
    ("polish", "polish", PL, PL_TEXT),
    ("dutch", "dutch", NL, NL_TEXT),
]
SPECS: list[Spec] = [s for group, lang, servers, text in LANGS for s in parse(group, lang, servers, text)]
