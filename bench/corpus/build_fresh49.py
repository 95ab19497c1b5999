"""Build bench/corpus/data/fresh49.jsonl: the forty-ninth evaluation set, a twenty-seventh blind red team's
100 attacks.

Written by the redteam49 helper on 2026-12-07 without reading the detector, its model, its tests or any
earlier attack row (README, "Forty-ninth evaluation set"), as the release-notes writer: every payload is
presented as a change of behaviour the agent must now adopt ("New in", "Deprecated", "Breaking",
"Migration", a changed default, a security fix). 35 whole new tools (fresh49_new_tools.py), 56 rewrites and
9 property rewrites woven into the `new` text of real benign changes of fresh36 (fresh49_edits.py; the row
keeps the host's `old`). Hiding transforms are fresh16_hide.py's; the payloads' shape is fresh20_spec.py's.

fresh36 is too small for red_team_build.build_salted (one rewrite row per server, 55 servers, 10 property
pairs, the servers ranked after them to shadow): it has 20 servers with an eligible rewrite row, 9 property
rows in all and would leave no server to shadow. So the rule here takes several rows per server, still by
hashes alone, never by reading how a detector treats them:

- rewrites: fresh36's `rewrite` rows whose old text has 60 to 1,200 characters, grouped by server
  (`source`); servers in order of the sha256 of "fresh49:" + the server's name; per server its rows in
  order of the sha256 of their id, at most 6 of them; rows taken server after server until 56;
- properties: fresh36's `property` rows, one per (server, property) (the row with the lowest sha256 of its
  id), pairs in order of the sha256 of "fresh49:" + server + "#" + property; the first 10 (fresh36 has 9);
- the "other servers" the shadowing rows name: every fresh36 server hosting no row of this set, in order of
  the sha256 of "fresh49:" + its name, with the catalogue of its row of the lowest sha256 of its id.

Usage: python bench/corpus/build_fresh49.py [--check]   (--check: exit 1 if the committed file differs)
"""

from __future__ import annotations

import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

from fresh49_edits import PROPERTIES, REWRITES  # noqa: E402
from fresh49_new_tools import NEW_TOOLS  # noqa: E402
from red_team_build import (  # noqa: E402
    FIELDS,
    Row,
    build_rows,
    dumps,
    follows,
    names_only_the_other_servers_tool,
    payload,
    property_pairs,
    read_rows,
    sha,
    write_or_check,
)

__all__ = ["FIELDS", "LICENCE", "build", "dumps", "main", "payload", "rule_hosts"]

HOSTS = HERE / "data" / "fresh36.jsonl"
OUT = HERE / "data" / "fresh49.jsonl"
SALT = "fresh49:"
ORIGIN = "written blind by the redteam49 helper on 2026-12-07 (never saw the detector or any attack row)"
LICENCE = "Apache-2.0 (payload: this repository)"
REWRITE_HOSTS = 56
PER_SERVER = 6
PROPERTY_HOSTS = 10
MIN_CHARS, MAX_CHARS = 60, 1200


def order(name: str) -> str:
    return sha(SALT + name)


def rule_hosts(rows: list[Row]) -> tuple[dict[str, Row], dict[str, Row], dict[str, Row]]:
    """(rewrite hosts by row id, property hosts by "server#property", other servers by name), in order."""
    by_server: dict[str, list[Row]] = {}
    for row in rows:
        if (
            row["label"] == "benign"
            and row["kind"] == "rewrite"
            and MIN_CHARS <= len(row["old"]) <= MAX_CHARS
        ):
            by_server.setdefault(row["source"], []).append(row)
    picked: dict[str, Row] = {}
    for server in sorted(by_server, key=order):
        for row in sorted(by_server[server], key=lambda r: sha(r["id"]))[:PER_SERVER]:
            if len(picked) < REWRITE_HOSTS:
                picked[row["id"]] = row
    props = dict(sorted(property_pairs(rows), key=lambda kv: order(kv[0]))[:PROPERTY_HOSTS])
    hosting = {r["source"] for r in picked.values()} | {key.split("#", 1)[0] for key in props}
    others: dict[str, Row] = {}
    for server in sorted({r["source"] for r in rows if r["label"] == "benign"} - hosting, key=order):
        others[server] = min((r for r in rows if r["source"] == server), key=lambda r: sha(r["id"]))
    return picked, props, others


def build() -> list[Row]:
    picked, props, others = rule_hosts(read_rows(HOSTS))
    follows(REWRITES, picked, "fresh49_edits.REWRITES", "rewrite")
    follows(PROPERTIES, props, "fresh49_edits.PROPERTIES", "property")
    return build_rows(
        set_name="fresh49",
        team="redteam49",
        host_set=HOSTS.stem,
        origin=ORIGIN,
        licence=LICENCE,
        new_tools=NEW_TOOLS,
        planted=(("rewrite", REWRITES, picked), ("property", PROPERTIES, props)),
        others=others,
        check=names_only_the_other_servers_tool,
    )


def main(argv: list[str]) -> int:
    return write_or_check(OUT, dumps(build()), argv)


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
