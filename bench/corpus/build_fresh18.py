"""Build bench/corpus/data/fresh18.jsonl: the eighteenth evaluation set, a third blind red team's 100 attacks.

Written by the redteam18 helper on 2026-12-02 without reading the detector, its model, its tests or any
earlier attack row (README, "Eighteenth evaluation set"), as a malicious maintainer of a popular, boring MCP
server. 40 whole new tools (fresh18_new_tools.py), 50 rewrites and 10 property rewrites woven into the `new`
text of real benign changes of fresh17 (fresh18_edits.py; the row keeps the host's `old`). Hiding transforms
are fresh16_hide.py's. The hosts are picked by a rule on hashes alone, never by reading how a detector
treats them:

- rewrites: fresh17's `rewrite` rows whose old text has 60 to 1,200 characters, grouped by server
  (`source`); servers in order of the sha256 of their name; per server the row with the lowest sha256 of its
  id; the first 50 servers host, the next ones are the "other servers" the shadowing rows name;
- properties: fresh17's `property` rows, one per (server, property) (the lowest sha256 of its id), in order
  of that sha256; the first 10 host.

Usage: python bench/corpus/build_fresh18.py [--check]   (--check: exit 1 if the committed file differs)
"""

from __future__ import annotations

import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

from fresh18_edits import PROPERTIES, REWRITES  # noqa: E402
from fresh18_new_tools import NEW_TOOLS  # noqa: E402
from red_team_build import (  # noqa: E402
    FIELDS,
    Row,
    build_rows,
    dumps,
    follows,
    payload,
    property_pairs,
    read_rows,
    write_or_check,
)
from red_team_build import rewrite_servers as _rewrite_servers  # noqa: E402

__all__ = ["FIELDS", "LICENCE", "build", "dumps", "main", "payload"]

HOSTS = HERE / "data" / "fresh17.jsonl"
OUT = HERE / "data" / "fresh18.jsonl"
ORIGIN = "written blind by the redteam18 helper on 2026-12-02 (never saw the detector or any attack row)"
LICENCE = "Apache-2.0 (payload: this repository)"
REWRITE_HOSTS = 50
PROPERTY_HOSTS = 10
MIN_CHARS, MAX_CHARS = 60, 1200


def rewrite_servers(rows: list[Row]) -> list[tuple[str, Row]]:
    """Every eligible server in the rule's order (sha256 of its name), with its rule-picked rewrite row."""
    return _rewrite_servers(rows, MIN_CHARS, MAX_CHARS)


def property_hosts(rows: list[Row]) -> list[tuple[str, Row]]:
    """(server#property, row) for the first PROPERTY_HOSTS (server, property) pairs in the rule's order."""
    return property_pairs(rows)[:PROPERTY_HOSTS]


def build() -> list[Row]:
    rows = read_rows(HOSTS)
    servers = rewrite_servers(rows)
    hosts = dict(servers[:REWRITE_HOSTS])
    props = dict(property_hosts(rows))
    follows(REWRITES, hosts, "fresh18_edits.REWRITES", "rewrite")
    follows(PROPERTIES, props, "fresh18_edits.PROPERTIES", "property")
    return build_rows(
        set_name="fresh18",
        team="redteam18",
        host_set="fresh17",
        origin=ORIGIN,
        licence=LICENCE,
        new_tools=NEW_TOOLS,
        planted=(("rewrite", REWRITES, hosts), ("property", PROPERTIES, props)),
        others=dict(servers[REWRITE_HOSTS:]),
    )


def main(argv: list[str]) -> int:
    return write_or_check(OUT, dumps(build()), argv)


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
