"""`toolwatch watch -c FILE`: run the daemon."""

from __future__ import annotations

import argparse
import sys
from typing import Any

EX_USAGE, EX_OSERR, EX_CONFIG = 64, 71, 78  # sysexits.h


def register(subparsers: argparse._SubParsersAction[Any]) -> None:
    parser = subparsers.add_parser(
        "watch",
        help="watch every configured upstream and report contract changes (the daemon)",
        description=(
            "Hold a session to every upstream MCP server, re-list its tools whenever it says they changed "
            "(or on a poll timer), grade each change and report new findings. SIGHUP reloads the config; "
            "SIGTERM/SIGINT stop gracefully."
        ),
    )
    parser.add_argument("-c", "--config", required=True, metavar="FILE", help="the YAML config")
    parser.add_argument(
        "--shard",
        metavar="i/N",
        help="watch only upstreams whose stable name hash falls in shard i of N (0-based)",
    )
    parser.add_argument("--log-format", choices=("text", "json"), help="override log.format")
    parser.add_argument(
        "--log-level", choices=("debug", "info", "warning", "error"), help="override log.level"
    )
    parser.add_argument("--listen", metavar="HOST:PORT", help="override http.listen")
    parser.set_defaults(func=run)


def run(args: argparse.Namespace) -> int:
    import dataclasses

    import anyio

    from watcher.config import ConfigError, load_config
    from watcher.logs import setup_logging
    from watcher.state import StateError
    from watcher.supervisor import Daemon, parse_shard

    try:
        config = load_config(args.config)
        shard = parse_shard(args.shard) if args.shard else None
        if args.listen:
            host, _, port = args.listen.rpartition(":")
            if not host or not port.isdigit() or int(port) > 65535:
                raise ValueError(f"--listen {args.listen!r}: expected HOST:PORT, e.g. 127.0.0.1:9464")
            config = dataclasses.replace(config, http_listen=(host.strip("[]"), int(port)))
    except ConfigError as exc:
        print(f"toolwatch: {exc}", file=sys.stderr)
        return EX_CONFIG
    except ValueError as exc:
        print(f"toolwatch: {exc}", file=sys.stderr)
        return EX_USAGE
    setup_logging(args.log_format or config.log_format, args.log_level or config.log_level, config.secrets)
    try:
        daemon = Daemon(config, shard=shard)
    except (StateError, OSError, ValueError) as exc:  # state_dir unusable, notify routes refused
        print(f"toolwatch: {config.redact(str(exc))}", file=sys.stderr)
        return EX_CONFIG
    try:
        anyio.run(lambda: daemon.run(handle_signals=True))
    except OSError as exc:  # e.g. the HTTP port is taken
        listen = f"{config.http_listen[0]}:{config.http_listen[1]}" if config.http_listen else "-"
        print(f"toolwatch: cannot serve HTTP on {listen}: {exc.strerror or exc}", file=sys.stderr)
        return EX_OSERR
    return 0
