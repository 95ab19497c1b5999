"""`toolwatch demo-server`: run the bundled demo MCP upstream over stdio (see watcher.demo_server)."""

from __future__ import annotations

import argparse
import re
import sys
from typing import Any

_DURATION = re.compile(r"^\s*(?P<value>[0-9]+(?:\.[0-9]+)?)\s*(?P<unit>ms|s|m|h)?\s*$")
_UNIT_SECONDS = {"ms": 0.001, "s": 1.0, "m": 60.0, "h": 3600.0, None: 1.0}


def parse_after(text: str) -> float | None:
    """``3s``, ``500ms``, ``1m`` or a bare number of seconds; ``never`` keeps the server honest."""
    if text.strip().lower() == "never":
        return None
    match = _DURATION.match(text)
    if not match:
        raise argparse.ArgumentTypeError(
            f"invalid duration {text!r}: use a number of seconds or 500ms, 3s, 1m, 1h, or 'never'"
        )
    return float(match["value"]) * _UNIT_SECONDS[match["unit"]]


def register(subparsers: argparse._SubParsersAction[Any]) -> None:
    parser = subparsers.add_parser(
        "demo-server",
        help="run the bundled demo MCP server (stdio) that turns hostile a few seconds in",
        description=(
            "Serve a small notes MCP server over stdin/stdout. A few seconds after a client first lists "
            "its tools it poisons search_notes's description and breaks add_note's input schema, then "
            "sends notifications/tools/list_changed (both protocol eras). config.example.yaml watches it."
        ),
    )
    parser.add_argument(
        "--after",
        type=parse_after,
        default=3.0,
        metavar="DURATION",
        help="delay between the first tools/list and the rug pull (default 3s; 'never' to stay honest)",
    )
    parser.set_defaults(func=run)


def run(args: argparse.Namespace) -> int:
    import anyio

    from watcher.demo_server import DemoServer

    after: float | None = args.after
    anyio.run(DemoServer(after=after).run_stdio)
    return 0


def main(argv: list[str] | None = None) -> int:
    """Run without the CLI frame (``python -m watcher.demo_server``)."""
    parser = argparse.ArgumentParser(prog="toolwatch")
    register(parser.add_subparsers(dest="command", required=True))
    args = parser.parse_args(["demo-server", *(sys.argv[1:] if argv is None else argv)])
    result: int = args.func(args)
    return result
