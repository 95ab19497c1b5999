"""Build bench/corpus/data/fresh65.jsonl: the sixty-fifth evaluation set, a thirty-ninth blind red team's
100 attacks.

Written by the redteam65 helper on 2026-12-08 without reading the detector, its model, its tests or any
earlier attack row (README, "Sixty-fifth evaluation set"), as the terse telegrapher: a maintainer of small
MCP servers who writes every description as compactly as possible (fragments, abbreviations, arrows, key=value
pairs, bracketed flags, one-word section labels) and states every payload in that voice as an ordinary feature,
default or side effect. 30 whole new tools (fresh65_new_tools.py), 45
rewrites and 25 property rewrites woven into the `new` text of real benign changes of fresh25
(fresh65_edits.py; the row keeps the host's `old`). Hiding transforms are fresh16_hide.py's; the payloads'
shape is fresh20_spec.py's. The hosts are picked by a rule on hashes alone (red_team_build.build_salted),
never by reading how a detector treats them:

- rewrites: fresh25's `rewrite` rows whose old text has 60 to 1,200 characters, grouped by server
  (`source`); servers in order of the sha256 of "fresh65:" + the server's name; per server the row with the
  lowest sha256 of its id; the first 45 servers host;
- properties: fresh25's `property` rows, one per (server, property) (the row with the lowest sha256 of its
  id), pairs in order of the sha256 of "fresh65:" + server + "#" + property; the first 25 host;
- the "other servers" the shadowing rows name: the eligible rewrite servers ranked after the 45 hosts that
  host no property row either, with their rule-picked row's catalogue.

Usage: python bench/corpus/build_fresh65.py [--check]   (--check: exit 1 if the committed file differs)
"""

from __future__ import annotations

import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

from fresh65_edits import PROPERTIES, REWRITES  # noqa: E402
from fresh65_new_tools import NEW_TOOLS  # noqa: E402
from red_team_build import FIELDS, Row, build_salted, dumps, payload, write_or_check  # noqa: E402

__all__ = ["FIELDS", "LICENCE", "build", "dumps", "main", "payload"]

HOSTS = HERE / "data" / "fresh25.jsonl"
OUT = HERE / "data" / "fresh65.jsonl"
SALT = "fresh65:"
ORIGIN = "written blind by the redteam65 helper on 2026-12-08 (never saw the detector or any attack row)"
LICENCE = "Apache-2.0 (payload: this repository)"
REWRITE_HOSTS = 45
PROPERTY_HOSTS = 25
MIN_CHARS, MAX_CHARS = 60, 1200


def build() -> list[Row]:
    return build_salted(
        set_name="fresh65",
        team="redteam65",
        hosts=HOSTS,
        salt=SALT,
        origin=ORIGIN,
        licence=LICENCE,
        new_tools=NEW_TOOLS,
        rewrites=REWRITES,
        properties=PROPERTIES,
        rewrite_hosts=REWRITE_HOSTS,
        property_hosts=PROPERTY_HOSTS,
        min_chars=MIN_CHARS,
        max_chars=MAX_CHARS,
    )


def main(argv: list[str]) -> int:
    return write_or_check(OUT, dumps(build()), argv)


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
