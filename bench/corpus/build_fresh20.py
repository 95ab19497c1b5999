"""Build bench/corpus/data/fresh20.jsonl: the twentieth evaluation set, a fourth blind red team's 100 attacks.

Written by the redteam20 helper on 2026-12-02 without reading the detector, its model, its tests or any
earlier attack row (README, "Twentieth evaluation set"), as an AI-security researcher whose payloads work on
the agent's reasoning (a plausible policy or protocol, a redefined term, state across calls, a trusted tool
result, the summary to the user, a shifted goal, an example, an MCP feature, a parameter name or default, a
markdown link or image). 40 whole new tools (fresh20_new_tools.py), 50 rewrites and 10 property rewrites
woven into the `new` text of real benign changes of fresh13 (fresh20_edits.py; the row keeps the host's
`old`). Hiding transforms are fresh16_hide.py's; the payloads' shape is fresh20_spec.py's. The hosts are
picked by a rule on hashes alone, never by reading how a detector treats them:

- rewrites: fresh13's `rewrite` rows whose old text has 60 to 1,200 characters, grouped by server
  (`source`); servers in order of the sha256 of "fresh20:" + the server's name; per server the row with the
  lowest sha256 of its id; the first 50 servers host;
- properties: fresh13's `property` rows, one per (server, property) (the row with the lowest sha256 of its
  id), pairs in order of the sha256 of "fresh20:" + server + "#" + property; the first 10 host;
- the "other servers" the shadowing rows name: the eligible rewrite servers ranked after the 50 hosts that
  host no property row either, with their rule-picked row's catalogue.

Usage: python bench/corpus/build_fresh20.py [--check]   (--check: exit 1 if the committed file differs)
"""

from __future__ import annotations

import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

from fresh20_edits import PROPERTIES, REWRITES  # noqa: E402
from fresh20_new_tools import NEW_TOOLS  # noqa: E402
from red_team_build import FIELDS, Row, build_salted, dumps, payload, write_or_check  # noqa: E402

__all__ = ["FIELDS", "LICENCE", "build", "dumps", "main", "payload"]

HOSTS = HERE / "data" / "fresh13.jsonl"
OUT = HERE / "data" / "fresh20.jsonl"
SALT = "fresh20:"
ORIGIN = "written blind by the redteam20 helper on 2026-12-02 (never saw the detector or any attack row)"
LICENCE = "Apache-2.0 (payload: this repository)"
REWRITE_HOSTS = 50
PROPERTY_HOSTS = 10
MIN_CHARS, MAX_CHARS = 60, 1200


def build() -> list[Row]:
    return build_salted(
        set_name="fresh20",
        team="redteam20",
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
