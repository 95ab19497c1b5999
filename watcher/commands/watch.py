"""`toolwatch watch -c FILE`: run the daemon."""

from __future__ import annotations

import argparse
import sys
from typing import Any

EX_USAGE, EX_OSERR, EX_TEMPFAIL, EX_CONFIG = 64, 71, 75, 78  # sysexits.h
LOCK_NAME = "toolwatch.lock"  # in state_dir: one daemon per state directory
WATCH_EXIT_CODES = """\
exit codes:
  0    stopped by SIGTERM/SIGINT
  64   usage error (bad --shard or --listen)
  71   the HTTP listener cannot be bound (port taken, address not on this host)
  75   another toolwatch daemon holds the state_dir's lock (toolwatch.lock): stop it, or use another
       state_dir; try again once it has stopped
  78   configuration or state error: an invalid config, or a state_dir, toolwatch.sqlite3 or
       outbox.sqlite3 that is unreadable, not SQLite or from a newer toolwatch (the message names
       the file and what to do)"""


def register(subparsers: argparse._SubParsersAction[Any]) -> None:
    parser = subparsers.add_parser(
        "watch",
        help="watch every configured upstream and report contract changes (the daemon)",
        description=(
            "Hold a session to every upstream MCP server, re-list its tools whenever it says they changed "
            "(or on a poll timer), grade each change and report new findings. SIGHUP reloads the config; "
            "SIGTERM/SIGINT stop gracefully."
        ),
        epilog=WATCH_EXIT_CODES,
        formatter_class=argparse.RawDescriptionHelpFormatter,
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
    import os

    import anyio

    from notifiers.outbox import OutboxError
    from watcher.config import ConfigError, load_config, parse_listen
    from watcher.fsutil import DirectoryLock, DirectoryLocked, private_directory
    from watcher.logs import setup_logging
    from watcher.state import StateError
    from watcher.supervisor import Daemon, parse_shard

    try:
        config = load_config(args.config)
        shard = parse_shard(args.shard) if args.shard else None
        if args.listen:
            try:
                listen = parse_listen(args.listen)
            except ValueError as exc:
                raise ValueError(f"--listen {exc}") from None
            config = dataclasses.replace(config, http_listen=listen)
    except ConfigError as exc:
        print(f"toolwatch: {exc}", file=sys.stderr)
        return EX_CONFIG
    except ValueError as exc:
        print(f"toolwatch: {exc}", file=sys.stderr)
        return EX_USAGE
    setup_logging(args.log_format or config.log_format, args.log_level or config.log_level, config.secrets)
    # Everything the daemon creates (state, outbox, judge cache, probe baselines) is private, whatever
    # umask it was started with (systemd's unit sets the same; a shell's 022 would make them 0644).
    os.umask(0o077)
    try:
        private_directory(config.state_dir)
        lock = DirectoryLock(config.state_dir, LOCK_NAME)
    except DirectoryLocked as exc:
        print(
            f"toolwatch: state_dir {config.state_dir} is in use by another toolwatch daemon ({exc.holder}, "
            f"lock {exc.lock_path}); stop it first, or give each daemon its own state_dir",
            file=sys.stderr,
        )
        return EX_TEMPFAIL
    except OSError as exc:
        print(
            f"toolwatch: state_dir {config.state_dir}: {exc.strerror or exc}; give the user toolwatch runs "
            "as read and write access to it (chown, chmod 700)",
            file=sys.stderr,
        )
        return EX_CONFIG
    try:
        try:
            daemon = Daemon(config, shard=shard)
        except (StateError, OutboxError, OSError, ValueError) as exc:  # state unusable, routes refused
            print(f"toolwatch: {config.redact(str(exc))}", file=sys.stderr)
            return EX_CONFIG
        try:
            anyio.run(lambda: daemon.run(handle_signals=True))
        except OSError as exc:  # e.g. the HTTP port is taken
            listen_text = f"{config.http_listen[0]}:{config.http_listen[1]}" if config.http_listen else "-"
            print(f"toolwatch: cannot serve HTTP on {listen_text}: {exc.strerror or exc}", file=sys.stderr)
            return EX_OSERR
        except BaseExceptionGroup as group:  # corruption found while starting (e.g. the journal replay)
            broken = _first(group, (StateError, OutboxError))
            if broken is None:
                raise
            print(f"toolwatch: {config.redact(str(broken))}", file=sys.stderr)
            return EX_CONFIG
        except (StateError, OutboxError) as exc:
            print(f"toolwatch: {config.redact(str(exc))}", file=sys.stderr)
            return EX_CONFIG
        return 0
    finally:
        lock.release()


def _first(exc: BaseException, types: tuple[type[BaseException], ...]) -> BaseException | None:
    if isinstance(exc, types):
        return exc
    if isinstance(exc, BaseExceptionGroup):
        for sub in exc.exceptions:
            if (found := _first(sub, types)) is not None:
                return found
    return None
