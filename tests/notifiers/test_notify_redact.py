from __future__ import annotations

import logging

import pytest

from notifiers import Scrubber, redact_url
from notifiers._redact import ScrubFilter, secret_parts

CASES = [
    (
        "slack://T1JJ3T3L2/A1BRTD4JD/TIiajkdnlazkcOXrIdevi7FQ/#mcp-security",
        "slack://***",
        ["TIiajkdnlazkcOXrIdevi7FQ"],
    ),
    (
        "mailto://bot:s3cretpass@smtp.example.com?to=secops@example.com",
        "mailto://***@smtp.example.com/***",
        ["s3cretpass"],
    ),
    (
        "json://h.example.com/hooks/T0K3N-abcdef123?+Authorization=Bearer%20sk-live-777",
        "json://h.example.com/***",
        ["T0K3N-abcdef123", "sk-live-777"],
    ),
    (
        "tgram://123456789:AAHdqTcvCH1vGWJxfSeofSAs0K5PALDsaw/-100123",
        "tgram://***",
        ["AAHdqTcvCH1vGWJxfSeofSAs0K5PALDsaw"],
    ),
    ("discord://4174216298/JHMHI8qBe7bk2ZwO5U711o3dV_js", "discord://***", ["JHMHI8qBe7bk2ZwO5U711o3dV_js"]),
    ("json://127.0.0.1:8080/hook?apikey=abcd", "json://127.0.0.1/***", ["abcd"]),
    ("not a url", "***", []),
]


@pytest.mark.parametrize(("url", "shown", "secrets"), CASES)
def test_redact_and_scrub(url: str, shown: str, secrets: list[str]) -> None:
    assert redact_url(url) == shown
    scrub = Scrubber([url])
    text = f"failed to reach {url}; token was {' and '.join(secrets)}"
    cleaned = scrub(text)
    for secret in secrets:
        assert secret not in cleaned and secret in secret_parts(url)


def test_plain_words_stay_readable() -> None:
    scrub = Scrubber(["json://toolwatch:hunter2@127.0.0.1:4455/security?mode=insecure"])
    assert scrub("route security on 127.0.0.1:4455 (mode insecure) pw hunter2") == (
        "route security on 127.0.0.1:4455 (mode insecure) pw ***"
    )


def test_log_filter_scrubs_messages_args_and_tracebacks(caplog: pytest.LogCaptureFixture) -> None:
    url = "json://u:Pa55w0rd-zz9@h.example.com/x"
    logger = logging.getLogger("toolwatch.notifiers.test")
    log_filter = ScrubFilter(Scrubber([url]))
    logger.addFilter(log_filter)
    try:
        with caplog.at_level(logging.INFO, logger=logger.name):
            logger.info("sending to %s", url)
            try:
                raise RuntimeError(f"cannot connect to {url}")
            except RuntimeError:
                logger.exception("boom")
    finally:
        logger.removeFilter(log_filter)
    assert "Pa55w0rd-zz9" not in caplog.text
    assert "cannot connect to ***" in caplog.text and "sending to ***" in caplog.text
