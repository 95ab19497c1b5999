"""`toolwatch notify test -c FILE [ROUTE]`: send a clearly marked test message through each route.

Each URL is tried once, right now, through the same apprise delivery the daemon's outbox uses (not
through the outbox: a test is not a finding and must not be retried or deduplicated), and the result
is printed per URL. URLs are shown with scheme, host, port and path (credentials hidden), so a typo in
a port or a path is visible.
"""

from __future__ import annotations

import argparse
import contextlib
import json
import logging
import re
import socket
import sys
import time
from collections.abc import Iterator
from typing import Any

from watcher.exitcodes import UsageError

EX_CONFIG = 78
TITLE = "[TEST] toolwatch test notification"


def register(subparsers: argparse._SubParsersAction[Any]) -> None:
    parser = subparsers.add_parser(
        "notify",
        help="test the notification routes (send a marked test message to each URL)",
        description="Work with the config's notification routes.",
    )
    sub = parser.add_subparsers(dest="notify_command", required=True, metavar="{test}")
    test = sub.add_parser(
        "test",
        help="send a clearly marked test message through each route (or one) and report per URL",
        description=(
            "Send a test message, marked as such in its title and body, through every URL of every\n"
            "route (or of ROUTE only), once and right now, and print the result per URL. Nothing is\n"
            "queued in the outbox. Exit 0 when every URL accepted it, 1 when any failed.\n"
            "Example:\n"
            "  toolwatch notify test -c config.yaml security"
        ),
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    test.add_argument("route", nargs="?", metavar="ROUTE", help="only this route (default: every route)")
    test.add_argument("-c", "--config", required=True, metavar="FILE")
    test.add_argument("--json", action="store_true", help="the results as one JSON document")
    test.set_defaults(func=run_test)


def _message(route: str, hostname: str) -> tuple[str, str]:
    when = time.strftime("%Y-%m-%d %H:%M:%S UTC", time.gmtime())
    body = (
        "This is a TEST message from `toolwatch notify test`; it is not a finding and needs no action.\n\n"
        f"route: {route}\nsent by: toolwatch on {hostname}\nat: {when}\n\n"
        "If you can read this, findings routed here will arrive too."
    )
    return TITLE, body


_CAUSE = re.compile(r"\[Errno -?\d+\] [^\"')\]]+|Read timed out|certificate verify failed[^\"')]*")


class _Causes(logging.Handler):
    """Collects the socket-level cause apprise logs only at DEBUG ("[Errno 111] Connection refused"),
    which says more than its WARNING ("A Connection error occurred"). Only the matched phrase is
    kept: the same DEBUG lines carry the full URL."""

    def __init__(self) -> None:
        super().__init__(logging.DEBUG)
        self.found: list[str] = []

    def emit(self, record: logging.LogRecord) -> None:
        try:
            match = _CAUSE.search(record.getMessage())
        except (TypeError, ValueError):
            return
        if match and match.group(0) not in self.found:
            self.found.append(match.group(0).strip())


@contextlib.contextmanager
def _causes() -> Iterator[_Causes]:
    logger = logging.getLogger("apprise")
    handler, level = _Causes(), logger.level
    logger.addHandler(handler)
    logger.setLevel(logging.DEBUG)
    try:
        yield handler
    finally:
        logger.removeHandler(handler)
        logger.setLevel(level)


def run_test(args: argparse.Namespace) -> int:
    from notifiers import NotifyConfigError, Scrubber, parse_notify_config
    from notifiers._delivery import Payload, Sender
    from watcher.config import ConfigError, did_you_mean, load_config
    from watcher.urlview import display_url

    try:
        config = load_config(args.config)
        notify = parse_notify_config(config.notify or {}, where="notify")
    except (ConfigError, NotifyConfigError) as exc:
        print(f"toolwatch: {exc}", file=sys.stderr)
        return EX_CONFIG
    routes = list(notify.routes)
    if not routes:
        raise UsageError(f"{args.config} has no notification routes (notify.routes is empty)")
    if args.route is not None:
        names = [r.name for r in routes]
        if args.route not in names:
            raise UsageError(
                f"no route {args.route!r} in {args.config}{did_you_mean(args.route, names)}",
                hint=f"configured routes: {', '.join(names)}",
            )
        routes = [r for r in routes if r.name == args.route]
    urls = [u for r in routes for u in r.urls]
    sender = Sender(Scrubber(urls))
    hostname = socket.gethostname()
    results: list[dict[str, Any]] = []
    for route in routes:
        title, body = _message(route.name, hostname)
        for url in route.urls:
            started = time.monotonic()
            # body_format "text": the test says the same thing in every service's flavour.
            with _causes() as causes:
                error = sender.send(url, Payload(title, body, "text", security=False))
            if error is not None and causes.found:
                error = f"{error} ({'; '.join(causes.found)})"
            results.append(
                {
                    "route": route.name,
                    "url": display_url(url),
                    "ok": error is None,
                    "error": error,
                    "seconds": round(time.monotonic() - started, 3),
                }
            )
            if not args.json:
                r = results[-1]
                verdict = "ok" if r["ok"] else f"FAILED: {r['error']}"
                print(f"{route.name}  {r['url']}  {verdict}  ({r['seconds']:.1f}s)", flush=True)
    failed = sum(1 for r in results if not r["ok"])
    if args.json:
        print(json.dumps({"results": results, "failed": failed}, indent=2))
    else:
        print(f"{len(results) - failed} of {len(results)} URL(s) accepted the test message")
    return 1 if failed else 0  # 1: at least one URL refused the message (the lines above say which)
