"""`toolwatch config check -c FILE`: validate a config without connecting to anything."""

from __future__ import annotations

import argparse
import json
import sys
from typing import Any

from watcher.commands._config import EX_CONFIG, load_or_report


def register(subparsers: argparse._SubParsersAction[Any]) -> None:
    parser = subparsers.add_parser("config", help="work with the daemon's config file")
    sub = parser.add_subparsers(dest="config_command", required=True, metavar="{check,schema}")
    check = sub.add_parser(
        "check",
        help="validate a config (schema, ${VAR} substitution, upstream names) without connecting",
    )
    check.add_argument("-c", "--config", required=True, metavar="FILE")
    check.add_argument("--quiet", "-q", action="store_true", help="print nothing when the config is valid")
    check.set_defaults(func=run_check)
    schema = sub.add_parser("schema", help="print the config's JSON Schema")
    schema.set_defaults(func=run_schema)


def run_check(args: argparse.Namespace) -> int:
    config = load_or_report(args.config)
    if config is None:
        return EX_CONFIG
    warnings = config_warnings(config)
    for warning in warnings:
        print(f"toolwatch: warning: {warning}", file=sys.stderr)
    if not args.quiet:
        listen = f"{config.http_listen[0]}:{config.http_listen[1]}" if config.http_listen else "disabled"
        print(f"{args.config}: ok")
        print(f"  state_dir: {config.state_dir}")
        print(f"  http: {listen}")
        for up in config.upstreams:
            lock = f", lockfile {up.lockfile}" if up.lockfile else ", first-seen baseline"
            print(f"  upstream {up.name}: {up.describe()}, mode {up.mode}{lock}")
    return 0


def config_warnings(config: Any) -> list[str]:
    """What is valid but probably not meant: nothing to watch, a command that will not start, a
    lockfile that is not there yet (the daemon then fails open on every refresh)."""
    import os
    import shutil
    from pathlib import Path

    out: list[str] = []
    if not config.upstreams:
        out.append("no upstreams to watch (the list is empty, or every entry has enabled: false)")
    for up in config.upstreams:
        if up.transport == "stdio" and up.command:
            # As the daemon will look it up: relative to the child's cwd when it has a slash, else on PATH.
            if os.sep in up.command:
                found = (Path(up.cwd or ".") / up.command).exists()
            else:
                found = shutil.which(up.command) is not None
            if not found:
                out.append(
                    f"upstreams.{up.name}.command: {up.command!r} is not on PATH here; "
                    "the daemon cannot start it unless its PATH differs (write an absolute path)"
                )
        if up.lockfile is not None and not up.lockfile.exists():
            out.append(
                f"upstreams.{up.name}.lockfile: {up.lockfile} does not exist; every refresh will grade "
                "fail-open (lockfile_error) until it does: create it with `toolwatch lock` from a "
                "`toolwatch snapshot`, or with `toolwatch approve` after the daemon's first snapshot"
            )
    return out


def run_schema(args: argparse.Namespace) -> int:
    from watcher.config import config_schema

    print(json.dumps(config_schema(), indent=2))
    return 0
