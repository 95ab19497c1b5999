"""`toolwatch snapshot`: dump a live server's tools/list (every page) as JSON. Works for stdio servers."""

from __future__ import annotations

import argparse
import json
import sys
from typing import Any

EX_USAGE, EX_UNAVAILABLE, EX_CONFIG = 64, 69, 78


def register(subparsers: argparse._SubParsersAction[Any]) -> None:
    parser = subparsers.add_parser(
        "snapshot",
        help="dump a live MCP server's tools/list as JSON (stdio, http or sse)",
        description=(
            "Connect once, list every page of tools/list and print {'tools': [...]}, the form "
            "`toolwatch check` and `toolwatch diff` read. Examples:\n"
            "  toolwatch snapshot -- npx -y @modelcontextprotocol/server-filesystem /tmp\n"
            "  toolwatch snapshot --url http://127.0.0.1:8000/mcp -H 'Authorization: Bearer $T'\n"
            "  toolwatch snapshot -c config.yaml --upstream github"
        ),
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    parser.add_argument("-c", "--config", metavar="FILE", help="take the upstream from this config")
    parser.add_argument("--upstream", metavar="NAME", help="with -c: which upstream")
    parser.add_argument("--url", help="an HTTP (streamable) or SSE endpoint")
    parser.add_argument("--sse", action="store_true", help="with --url: the legacy SSE transport")
    parser.add_argument("-H", "--header", action="append", default=[], metavar="'K: V'", help="HTTP header")
    parser.add_argument("--mode", choices=("auto", "legacy", "2026-07-28"), default="auto")
    parser.add_argument(
        "--timeout", type=float, default=30.0, metavar="SECONDS", help="connect and call timeout"
    )
    parser.add_argument("-o", "--output", metavar="FILE", help="write here instead of stdout")
    parser.add_argument("command", nargs=argparse.REMAINDER, help="-- COMMAND ARGS... for a stdio server")
    parser.set_defaults(func=run)


def _upstream(args: argparse.Namespace) -> Any:
    from watcher.config import UpstreamConfig, load_config

    command = list(args.command or [])
    if command[:1] == ["--"]:
        command = command[1:]  # only the separator; a "--" among the server's own arguments stays
    if args.config:
        if not args.upstream:
            raise ValueError("-c needs --upstream NAME")
        return load_config(args.config).upstream(args.upstream)
    if args.url and command:
        raise ValueError("give either --url or a command, not both")
    tuning = {"connect_timeout": args.timeout, "call_timeout": args.timeout, "mode": args.mode}
    if args.url:
        headers = {}
        for h in args.header:
            key, sep, value = h.partition(":")
            if not sep:
                raise ValueError(f"--header {key!r}: expected 'Name: value'")
            headers[key.strip()] = value.strip()
        if args.sse:
            return UpstreamConfig("snapshot", "sse", url=args.url, headers=headers, **tuning)
        return UpstreamConfig("snapshot", "http", url=args.url, headers=headers, **tuning)
    if command:
        return UpstreamConfig("snapshot", "stdio", command=command[0], args=tuple(command[1:]), **tuning)
    raise ValueError("say what to connect to: --url URL, -- COMMAND ARGS..., or -c FILE --upstream NAME")


def run(args: argparse.Namespace) -> int:
    import anyio

    from watcher.config import ConfigError, redact, upstream_secrets
    from watcher.session import describe, fetch_snapshot

    try:
        up = _upstream(args)
    except ConfigError as exc:
        print(f"toolwatch: {exc}", file=sys.stderr)
        return EX_CONFIG
    except ValueError as exc:
        print(f"toolwatch snapshot: {exc}", file=sys.stderr)
        return EX_USAGE
    raw = {"headers": up.headers, "env": up.env, "url": up.url}
    secrets = frozenset(v for v in upstream_secrets(raw) if len(v) >= 3)  # headers, URL credentials, ...
    try:
        meta, tools = anyio.run(fetch_snapshot, up)
    except Exception as exc:  # every failure to reach the server is reported the same way
        print(f"toolwatch snapshot: cannot list {up.describe()}: {describe(exc, secrets)}", file=sys.stderr)
        return EX_UNAVAILABLE
    text = json.dumps({"tools": tools}, indent=2, ensure_ascii=False) + "\n"
    if args.output:
        with open(args.output, "w", encoding="utf-8") as fh:
            fh.write(text)
    else:
        sys.stdout.write(text)
    print(
        redact(
            f"{len(tools)} tools from {meta.server_name or '?'} {meta.server_version or ''} "
            f"(protocol {meta.protocol_version})",
            secrets,
        ),
        file=sys.stderr,
    )
    return 0
