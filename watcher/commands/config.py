"""`toolwatch config check -c FILE`: validate a config without connecting to anything."""

from __future__ import annotations

import argparse
import json
import sys
from typing import Any

EX_CONFIG = 78


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
    from watcher.config import ConfigError, load_config

    try:
        config = load_config(args.config)
    except ConfigError as exc:
        print(f"toolwatch: {exc}", file=sys.stderr)
        return EX_CONFIG
    if not args.quiet:
        listen = f"{config.http_listen[0]}:{config.http_listen[1]}" if config.http_listen else "disabled"
        print(f"{args.config}: ok")
        print(f"  state_dir: {config.state_dir}")
        print(f"  http: {listen}")
        for up in config.upstreams:
            lock = f", lockfile {up.lockfile}" if up.lockfile else ", first-seen baseline"
            print(f"  upstream {up.name}: {up.describe()}, mode {up.mode}{lock}")
    return 0


def run_schema(args: argparse.Namespace) -> int:
    from watcher.config import config_schema

    print(json.dumps(config_schema(), indent=2))
    return 0
