#!/usr/bin/env python3
"""A minimal MCP gateway that keeps quarantined tools away from an agent: a worked integration of
toolwatch's quarantine feed (and of lockfile digest pinning), for a stdio MCP server.

    python examples/quarantine_gateway.py --feed http://127.0.0.1:9464/api/v1/quarantine \\
        --upstream demo -- toolwatch demo-server

The agent starts this script instead of the server; the script starts the server and relays
newline-delimited JSON-RPC both ways, except that

- a `tools/list` result loses every tool the feed lists for `--upstream` (and, with `--lockfile`,
  every tool whose contract digest is not the one pinned in that toolwatch lockfile), and
- a `tools/call` for such a tool is answered by the gateway itself with a JSON-RPC error, never
  reaching the server.

The feed is polled every `--interval` seconds with `If-None-Match`, so an unchanged feed costs a 304
and no body. If the feed cannot be reached the last list stays in force (a gateway that prefers to
fail closed would withhold every tool instead). toolwatch itself stays out of the traffic path: it
only publishes what should be withheld.

Only the standard library is needed for the feed; `--lockfile` uses toolwatch's own digest and
lockfile reader (`pip install mcp-toolwatch`).
"""

from __future__ import annotations

import argparse
import json
import subprocess
import sys
import threading
import urllib.error
import urllib.request
from typing import IO, Any

QUARANTINED = -32602  # what MCP servers answer for an unknown tool: the agent never saw this one listed


class Feed:
    """The set of withheld tool names for one upstream, refreshed from the feed with ETags."""

    def __init__(self, url: str | None, upstream: str) -> None:
        self.url, self.upstream = url, upstream
        self.etag: str | None = None
        self.withheld: dict[str, str] = {}  # tool -> why (for the refusal message)
        self.lock = threading.Lock()
        self.polls = self.not_modified = 0

    def poll(self) -> None:
        if self.url is None:
            return
        request = urllib.request.Request(self.url, headers={"Accept": "application/json"})
        if self.etag:
            request.add_header("If-None-Match", self.etag)
        self.polls += 1
        try:
            with urllib.request.urlopen(request, timeout=10) as response:
                doc = json.load(response)
                etag = response.headers.get("ETag")
        except urllib.error.HTTPError as exc:
            if exc.code == 304:
                self.not_modified += 1
            else:
                print(f"quarantine-gateway: feed answered {exc.code}; keeping the last list", file=sys.stderr)
            return
        except (OSError, ValueError) as exc:
            print(f"quarantine-gateway: feed unreachable ({exc}); keeping the last list", file=sys.stderr)
            return
        withheld = {}
        for up in doc.get("upstreams", []):
            if up.get("name") == self.upstream:
                for tool in up.get("tools", []):
                    ids = ", ".join(f"#{i}" for i in tool.get("finding_ids", []))
                    kind = "security-relevant " if tool.get("security") else ""
                    withheld[tool["name"]] = (
                        f"an open {kind}{tool.get('grade')} change (toolwatch finding {ids})"
                    )
        with self.lock:
            self.withheld, self.etag = withheld, etag

    def why(self, tool: str) -> str | None:
        with self.lock:
            return self.withheld.get(tool)


class Pins:
    """Contract digests pinned in a toolwatch lockfile; a tool that digests differently is withheld."""

    def __init__(self, path: str | None) -> None:
        self.digests: dict[str, str] = {}
        if path is not None:
            from oracle.lockfile import parse_lockfile

            with open(path, "rb") as fh:
                lock = parse_lockfile(fh.read(), source=path)
            self.digests = {name: entry.contract_digest for name, entry in lock.tools.items()}
        self.enabled = path is not None

    def why(self, tool: dict[str, Any]) -> str | None:
        if not self.enabled:
            return None
        from oracle import contract_digest, contract_digest_v2

        pinned = self.digests.get(tool.get("name", ""))
        if pinned is None:
            return "not in the pinned lockfile"
        digest = (
            contract_digest_v2(tool)
            if pinned.startswith("mcp-contract-v2-sha256:")
            else contract_digest(tool)
        )
        return None if digest == pinned else "its contract differs from the pinned lockfile's digest"


class Gateway:
    def __init__(self, server: subprocess.Popen[bytes], feed: Feed, pins: Pins, out: IO[bytes]) -> None:
        self.server, self.feed, self.pins, self.out = server, feed, pins, out
        self.pending_lists: set[Any] = set()  # ids of tools/list requests in flight
        self.unpinned: dict[str, str] = {}
        self.lock = threading.Lock()

    def send_client(self, message: dict[str, Any]) -> None:
        with self.lock:
            self.out.write(json.dumps(message, separators=(",", ":")).encode() + b"\n")
            self.out.flush()

    def refusal(self, tool: str) -> str | None:
        return self.feed.why(tool) or self.unpinned.get(tool)

    def client_to_server(self, source: IO[bytes]) -> None:
        assert self.server.stdin is not None
        for line in source:
            try:
                message = json.loads(line)
            except ValueError:
                message = None
            if isinstance(message, dict) and message.get("method") == "tools/list" and "id" in message:
                self.pending_lists.add(message["id"])
            if isinstance(message, dict) and message.get("method") == "tools/call" and "id" in message:
                name = (message.get("params") or {}).get("name", "")
                why = self.refusal(name)
                if why is not None:
                    self.send_client(
                        {
                            "jsonrpc": "2.0",
                            "id": message["id"],
                            "error": {"code": QUARANTINED, "message": f"tool {name!r} is quarantined: {why}"},
                        }
                    )
                    continue
            self.server.stdin.write(line)
            self.server.stdin.flush()
        self.server.stdin.close()

    def server_to_client(self) -> None:
        assert self.server.stdout is not None
        for line in self.server.stdout:
            try:
                message = json.loads(line)
            except ValueError:
                message = None
            if isinstance(message, dict) and message.get("id") in self.pending_lists and "result" in message:
                self.pending_lists.discard(message["id"])
                kept = []
                for tool in message["result"].get("tools", []):
                    pin = self.pins.why(tool)
                    if pin is not None:
                        self.unpinned[tool["name"]] = pin
                    else:
                        self.unpinned.pop(tool.get("name", ""), None)
                    if pin is None and self.feed.why(tool.get("name", "")) is None:
                        kept.append(tool)
                message["result"]["tools"] = kept
                self.send_client(message)
                continue
            with self.lock:
                self.out.write(line)
                self.out.flush()


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--feed", help="toolwatch's /api/v1/quarantine URL")
    parser.add_argument("--upstream", default="", help="this server's upstream name in toolwatch's config")
    parser.add_argument("--interval", type=float, default=5.0, help="seconds between feed polls")
    parser.add_argument("--lockfile", help="also withhold tools whose digest differs from this lockfile's")
    parser.add_argument("command", nargs=argparse.REMAINDER, help="-- COMMAND ARGS... (the stdio server)")
    args = parser.parse_args()
    command = args.command[1:] if args.command[:1] == ["--"] else args.command
    if not command or (args.feed is None and args.lockfile is None):
        parser.error("give --feed and/or --lockfile, then -- COMMAND ARGS...")
    feed, pins = Feed(args.feed, args.upstream), Pins(args.lockfile)
    feed.poll()  # before the first tools/list, so nothing slips through at start-up
    server = subprocess.Popen(command, stdin=subprocess.PIPE, stdout=subprocess.PIPE)
    gateway = Gateway(server, feed, pins, sys.stdout.buffer)
    stop = threading.Event()

    def poller() -> None:
        while not stop.wait(args.interval):
            feed.poll()

    threading.Thread(target=poller, daemon=True).start()
    relay = threading.Thread(target=gateway.server_to_client, daemon=True)
    relay.start()
    try:
        gateway.client_to_server(sys.stdin.buffer)
        relay.join()
    finally:
        stop.set()
        server.wait()
        print(
            f"quarantine-gateway: {feed.polls} feed polls, {feed.not_modified} not modified", file=sys.stderr
        )
    return server.returncode or 0


if __name__ == "__main__":
    sys.exit(main())
