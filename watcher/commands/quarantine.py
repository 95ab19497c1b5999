"""`toolwatch quarantine -c FILE [--format text|json] [--upstream U]`: the tools a gateway should
withhold, from the state directory offline (the same document as the daemon's /api/v1/quarantine)."""

from __future__ import annotations

import argparse
import sys
from typing import Any

from watcher.commands._config import EX_CONFIG, load_or_report, open_state_or_report
from watcher.exitcodes import unknown_upstream
from watcher.safetext import escape_control


def register(subparsers: argparse._SubParsersAction[Any]) -> None:
    parser = subparsers.add_parser(
        "quarantine",
        help="list the tools a gateway should withhold (open findings at/above a grade, or security)",
        description=(
            "Per upstream, the tools with an open finding at or above quarantine.min_grade (default\n"
            "major) or any open security-relevant finding, each with the digest a person approved and\n"
            "the digest the server serves now. The JSON form is the daemon's /api/v1/quarantine\n"
            "document (schema: watcher/quarantine-v1.schema.json). Reads the state dir read-only;\n"
            "safe while the daemon runs."
        ),
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    parser.add_argument("-c", "--config", required=True, metavar="FILE")
    parser.add_argument("--format", choices=("text", "json"), default="text")
    parser.add_argument("--upstream", action="append", metavar="U", help="only this upstream (repeatable)")
    parser.set_defaults(func=run)


def run(args: argparse.Namespace) -> int:
    from watcher.quarantine import build_feed, render

    config = load_or_report(args.config)
    if config is None:
        return EX_CONFIG
    names = [u.name for u in config.upstreams]
    for name in args.upstream or ():
        if name not in names:
            raise unknown_upstream(name, args.config, names)
    state = open_state_or_report(config.state_dir)
    if state is None:
        return EX_CONFIG
    with state:
        doc = build_feed(config, state, args.upstream)
    if args.format == "json":
        sys.stdout.buffer.write(render(doc))
        return 0
    total = sum(len(u["tools"]) for u in doc["upstreams"])
    policy = doc["policy"]["min_grade"]
    print(f"{total} tool(s) quarantined (open findings graded {policy} or above, or security-relevant)")
    for up in doc["upstreams"]:
        if up.get("note"):
            print(f"{up['name']}: note: {escape_control(up['note'])}")
        for t in up["tools"]:
            sec = " security" if t["security"] else ""
            ids = ", ".join(f"#{i}" for i in t["finding_ids"])
            name = escape_control(t["name"])
            print(f"  {up['name']}/{name}: {t['grade']}{sec} ({ids}; {', '.join(t['rules'][:4])})")
            print(f"      approved {t['approved_digest'] or '(never approved)'}")
            print(f"      now      {t['current_digest'] or '(no longer listed)'}")
    return 0
