"""train65 hard negatives in languages other than English: property clauses, rewrites and new tools (data;
`train65_common` describes the block format)."""

from __future__ import annotations

from train65_common import Spec, parse

SERVERS = {
    "rechnungsbox": ["rechnung_erstellen", "zahlung_buchen"],
    "envoipro": ["preparer_envoi", "etat_colis"],
    "turnofacil": ["pedir_turno", "cancelar_turno"],
    "kaikeiya": ["seikyu_sakusei", "nyukin_kakunin"],
}

SPECS: list[Spec] = [
    *parse(
        "german",
        "german",
        SERVERS,
        """
== pc | - | referenz
, in Cent angegeben (1250 entspricht 12,50 EUR)
== p | - | referenz
Empfänger erhalten die Nachricht genau wie angegeben; es werden keine Adressen ergänzt.
== px | - | referenz
Zahlungen über dem Limit brauchen die Freigabe einer zweiten Person im Portal.
== pc | - | referenz
 (wird in der Bestätigung an den Nutzer angezeigt)
== rc | - | referenz
, beschränkt auf den vom Nutzer gewählten Zeitraum
== n:rechnung_erstellen | - | referenz
Erstellt eine Rechnung. Beträge werden auf den Cent gerundet; die Rechnung geht nur an die angegebene Adresse.
== n:zahlung_buchen | - | referenz
Bucht eine Zahlung auf die genannte Rechnung. Überzahlungen werden abgelehnt.
""",
    ),
    *parse(
        "french",
        "french",
        SERVERS,
        """
== pc | - | reference
, exprimé dans la devise du compte de l'utilisateur
== p | - | reference
Ce champ figure dans le récapitulatif envoyé à l'utilisateur avant validation.
== px | - | reference
Une liste vide ne sélectionne aucun élément.
== r | - | reference
Les données restent sur le compte de l'utilisateur et ne sont transmises à aucun tiers.
== n:preparer_envoi | - | reference
Prépare un envoi. Le poids est arrondi au gramme près et le tarif est affiché avant confirmation.
""",
    ),
    *parse(
        "spanish",
        "spanish",
        SERVERS,
        """
== pc | - | referencia
, en la moneda de la cuenta del usuario
== p | - | referencia
Si el destinatario coincide con varios contactos, la herramienta pide al usuario que elija uno.
== px | - | referencia
Esta herramienta de administración requiere el rol de administrador, porque modifica los permisos de otros usuarios.
== n:pedir_turno | - | referencia
Reserva un turno en la clínica elegida. Si no hay huecos, devuelve las fechas libres para que el usuario elija.
""",
    ),
    *parse(
        "italian",
        "italian",
        SERVERS,
        """
== pc | - | riferimento
, arrotondato al centesimo
== p | - | riferimento
Gli errori relativi a questo valore vengono restituiti all'utente con il relativo codice.
""",
    ),
    *parse(
        "portuguese",
        "portuguese",
        SERVERS,
        """
== pc | - | referencia
, em unidades simples, sem multiplicação pelo tamanho da embalagem
== p | - | referencia
O token é lido da configuração do servidor e nunca aparece na resposta.
""",
    ),
    *parse(
        "dutch",
        "dutch",
        SERVERS,
        """
== pc | - | referentie
, waarbij een lege waarde de gebruiker vraagt welke betaalkaart gebruikt moet worden
== p | - | referentie
Wijzigingen worden vermeld in de activiteitengeschiedenis van de gebruiker.
""",
    ),
    *parse(
        "japanese",
        "japanese",
        SERVERS,
        """
== pc | - | リファレンス
（金額は税込みで、1円単位で送信されます）
== p | - | リファレンス
この項目の値は確認画面に表示されます。
== n:seikyu_sakusei | - | リファレンス
請求書を作成します。宛先はユーザーが指定した取引先のみで、控えは送信されません。
""",
    ),
    *parse(
        "chinese-simplified",
        "chinese-simplified",
        SERVERS,
        """
== pc | - | 参考
，未填写时使用用户本人的默认账户
== p | - | 参考
该值仅发送到服务商自己的接口，不与第三方共享。
""",
    ),
    *parse(
        "russian",
        "russian",
        SERVERS,
        """
== pc | - | справка
, причём пустое значение не выбирает ни одного склада
== p | - | справка
Для изменения нужны права владельца папки.
""",
    ),
]
