"""`toolwatch outbox list|retry|purge -c FILE`: look into and act on the notification outbox."""

from __future__ import annotations

import argparse
import json
import sys
import time
from pathlib import Path
from typing import Any

EX_USAGE, EX_DATAERR, EX_NOINPUT, EX_CONFIG = 64, 65, 66, 78
STATES = ("pending", "delivered", "dead", "merged")


def register(subparsers: argparse._SubParsersAction[Any]) -> None:
    parser = subparsers.add_parser(
        "outbox",
        help="list, retry or purge queued notifications",
        description=(
            "The notification outbox lives in the config's state_dir (outbox.sqlite3). It is safe to use\n"
            "while the daemon runs; a retried message is picked up within seconds. Examples:\n"
            "  toolwatch outbox list -c config.yaml --state dead\n"
            "  toolwatch outbox retry -c config.yaml            # every dead letter\n"
            "  toolwatch outbox retry -c config.yaml 12 15      # just these\n"
            "  toolwatch outbox purge -c config.yaml --state delivered"
        ),
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    sub = parser.add_subparsers(dest="outbox_command", required=True, metavar="{list,retry,purge}")
    ls = sub.add_parser("list", help="show messages (newest first), URLs redacted")
    ls.add_argument("--state", choices=STATES, help="only messages in this state")
    ls.add_argument("--route", help="only this route")
    ls.add_argument("--limit", type=int, default=50, help="at most this many (default 50)")
    ls.add_argument("--json", action="store_true", help="one JSON document instead of a table")
    retry = sub.add_parser("retry", help="make dead letters pending again, with a fresh attempt budget")
    retry.add_argument(
        "ids", nargs="*", type=int, metavar="ID", help="only these (default: every dead letter)"
    )
    retry.add_argument("--route", help="only this route")
    purge = sub.add_parser("purge", help="delete messages")
    purge.add_argument(
        "--state",
        required=True,
        choices=(*STATES, "all"),
        help="which messages; 'pending' drops undelivered ones",
    )
    purge.add_argument("ids", nargs="*", type=int, metavar="ID", help="only these")
    purge.add_argument("--route", help="only this route")
    for p in (ls, retry, purge):
        p.add_argument("-c", "--config", required=True, metavar="FILE")
        p.set_defaults(func=run)


def run(args: argparse.Namespace) -> int:
    from notifiers.outbox import Outbox, OutboxError, outbox_path

    state_dir = _state_dir(Path(args.config))
    if state_dir is None:
        return EX_CONFIG
    path = outbox_path(state_dir)
    if not path.exists():
        print(f"toolwatch: no outbox at {path} (nothing was ever queued)", file=sys.stderr)
        return 0 if args.outbox_command == "list" else EX_NOINPUT
    try:
        box = Outbox(path)
    except OutboxError as exc:
        print(f"toolwatch: {exc}", file=sys.stderr)
        return EX_DATAERR
    try:
        if args.outbox_command == "list":
            return _list(box, args)
        if args.outbox_command == "retry":
            n = box.retry(args.ids, route=args.route)
            print(f"{n} message(s) queued again" + ("" if n else " (no dead letters matched)"))
            return 0
        state = None if args.state == "all" else args.state
        n = box.purge(state=state, ids=args.ids, route=args.route)
        print(f"{n} message(s) purged")
        return 0
    finally:
        box.close()


def _list(box: Any, args: argparse.Namespace) -> int:
    rows = box.rows(state=args.state, route=args.route, limit=args.limit)
    counts = box.counts()
    if args.json:
        print(json.dumps({"counts": counts, "messages": [r.summary() for r in rows]}, indent=2))
        return 0
    totals = {s: sum(c.get(s, 0) for c in counts.values()) for s in STATES}
    print("outbox: " + ", ".join(f"{n} {s}" for s, n in totals.items()))
    if not rows:
        return 0
    now = time.time()
    print(
        f"{'ID':>6}  {'STATE':9} {'ROUTE':14} {'TARGET':30} {'TRIES':>5} {'AGE':>6} {'EVENTS':>6}  LAST ERROR"
    )
    for r in rows:
        error = (r.last_error or "")[:80]
        events = len(r.event_ids)
        print(
            f"{r.id:>6}  {r.state:9} {r.route[:14]:14} {r.target[:30]:30} {r.attempts:>5} "
            f"{_age(now - r.created_at):>6} {events:>6}  {error}"
        )
    return 0


def _age(seconds: float) -> str:
    for unit, size in (("d", 86400), ("h", 3600), ("m", 60)):
        if seconds >= size:
            return f"{seconds / size:.0f}{unit}"
    return f"{seconds:.0f}s"


def _state_dir(config: Path) -> Path | None:
    """The config's state_dir. If the config does not validate here (say the route URLs' ${VARS} are
    not set in this shell), fall back to its `state_dir` key as written, and say so."""
    from watcher.config import ConfigError, load_config

    try:
        return load_config(config).state_dir
    except ConfigError as exc:
        import yaml

        try:
            doc = yaml.safe_load(config.read_text(encoding="utf-8"))
        except (OSError, UnicodeDecodeError, yaml.YAMLError):
            print(f"toolwatch: {exc}", file=sys.stderr)
            return None
        raw = doc.get("state_dir", "./.toolwatch") if isinstance(doc, dict) else None
        if not isinstance(raw, str) or "${" in raw:
            print(f"toolwatch: {exc}", file=sys.stderr)
            return None
        print(
            f"toolwatch: note: the config does not validate ({exc}); using its state_dir as written",
            file=sys.stderr,
        )
        path = Path(raw).expanduser()
        return path if path.is_absolute() else config.resolve().parent / path
