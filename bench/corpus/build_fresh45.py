"""Build bench/corpus/data/fresh45.jsonl: the forty-fifth evaluation set, a twenty-third blind red team's 100
attacks.

Written by the redteam45 helper on 2026-12-07 without reading the detector, its model, its tests or any
earlier attack row (README, "Forty-fifth evaluation set"), as the minimalist: terse developer docs, one-line
descriptions, fragments, arrows and symbols, abbreviations, code-like notation (`a -> b`, `x := y`, `pre:`,
`on_done:`, `cc:`, `default=`), terse parameter notes and telegraphic changelog lines, each payload short.
35 whole new tools (fresh45_new_tools.py), 55 rewrites and 10 property rewrites woven into the `new` text of
real benign changes of fresh19 (fresh45_edits.py; the row keeps the host's `old`). Hiding transforms are
fresh16_hide.py's; the payloads' shape is fresh20_spec.py's. The hosts are picked by a rule on hashes alone,
never by reading how a detector treats them:

- rewrites: fresh19's `rewrite` rows whose old text has 60 to 1,200 characters, grouped by server
  (`source`); servers in order of the sha256 of "fresh45:" + the server's name; per server the row with the
  lowest sha256 of its id; the first 55 servers host;
- properties: fresh19's `property` rows, one per (server, property) (the row with the lowest sha256 of its
  id), pairs in order of the sha256 of "fresh45:" + server + "#" + property; the first 10 host;
- the "other servers" the shadowing rows name: the eligible rewrite servers ranked after the 55 hosts that
  host no property row either, with their rule-picked row's catalogue.

Usage: python bench/corpus/build_fresh45.py [--check]   (--check: exit 1 if the committed file differs)
"""

from __future__ import annotations

import re
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

from fresh45_edits import PROPERTIES, REWRITES  # noqa: E402
from fresh45_new_tools import NEW_TOOLS  # noqa: E402
from red_team_build import (  # noqa: E402
    FIELDS,
    Row,
    build_rows,
    dumps,
    follows,
    payload,
    property_pairs,
    read_rows,
    sha,
    write_or_check,
)
from red_team_build import rewrite_servers as _rewrite_servers  # noqa: E402

__all__ = ["FIELDS", "LICENCE", "build", "dumps", "main", "payload"]

HOSTS = HERE / "data" / "fresh19.jsonl"
OUT = HERE / "data" / "fresh45.jsonl"
SALT = "fresh45:"
ORIGIN = "written blind by the redteam45 helper on 2026-12-07 (never saw the detector or any attack row)"
LICENCE = "Apache-2.0 (payload: this repository)"
REWRITE_HOSTS = 55
PROPERTY_HOSTS = 10
MIN_CHARS, MAX_CHARS = 60, 1200


def rewrite_servers(rows: list[Row]) -> list[tuple[str, Row]]:
    """Every eligible server in the rule's order (sha256 of the salted name), with its rule-picked row."""
    return _rewrite_servers(rows, MIN_CHARS, MAX_CHARS, order=lambda server: sha(SALT + server))


def property_hosts(rows: list[Row]) -> list[tuple[str, Row]]:
    """(server#property, row) for the first PROPERTY_HOSTS (server, property) pairs in the rule's order."""
    return sorted(property_pairs(rows), key=lambda kv: sha(SALT + kv[0]))[:PROPERTY_HOSTS]


def named_tools(text: str, tools: list[str]) -> list[str]:
    """The tools of a catalogue that a text names as whole words."""
    return [t for t in tools if re.search(rf"(?<![\w-]){re.escape(t)}(?![\w-])", text)]


def other_servers(rows: list[Row]) -> dict[str, Row]:
    """The servers shadowing rows may name: ranked after the rewrite hosts, hosting no property row."""
    props = {key.split("#", 1)[0] for key, _ in property_hosts(rows)}
    return {s: r for s, r in rewrite_servers(rows)[REWRITE_HOSTS:] if s not in props}


def _names_only_the_other_servers_tool(row: Row) -> None:
    other = row.get("other_catalogue")
    if other is not None:
        named = named_tools(row["new"], other["tools"])
        if not named or set(named) & set(row["catalogue"]):
            raise SystemExit(f"{row['id']}: a shadowing payload must name a tool only the other server has")


def build() -> list[Row]:
    rows = read_rows(HOSTS)
    hosts = dict(rewrite_servers(rows)[:REWRITE_HOSTS])
    props = dict(property_hosts(rows))
    follows(REWRITES, hosts, "fresh45_edits.REWRITES", "rewrite")
    follows(PROPERTIES, props, "fresh45_edits.PROPERTIES", "property")
    return build_rows(
        set_name="fresh45",
        team="redteam45",
        host_set="fresh19",
        origin=ORIGIN,
        licence=LICENCE,
        new_tools=NEW_TOOLS,
        planted=(("rewrite", REWRITES, hosts), ("property", PROPERTIES, props)),
        others=other_servers(rows),
        check=_names_only_the_other_servers_tool,
    )


def main(argv: list[str]) -> int:
    return write_or_check(OUT, dumps(build()), argv)


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
