"""Build bench/corpus/data/fresh56.jsonl: the fifty-sixth evaluation set, a thirty-third blind red team's 100
attacks.

Written by the redteam56 helper on 2026-12-07 without reading the detector, its model, its tests or any
earlier attack row (README, "Fifty-sixth evaluation set"), as the FAQ and support-macro writer: an attacker
who writes tool descriptions the way support teams write help-centre FAQs and canned macros ("Q: ... A:",
common questions, "if the customer says X, reply Y", troubleshooting trees, known issues, tone guides,
escalation macros, templated replies with placeholders), each friendly support answer carrying the attack.
35 whole new tools (fresh56_new_tools.py), 55 rewrites and 10 property rewrites woven into the `new` text of
real benign changes of fresh43 (fresh56_edits.py; the row keeps the host's `old`). Hiding transforms are
fresh16_hide.py's; the payloads' shape is fresh20_spec.py's. The hosts are picked by a rule on hashes alone,
never by reading how a detector treats them:

- rewrites: fresh43's `rewrite` rows whose old text has 60 to 1,200 characters, grouped by server
  (`source`); servers in order of the sha256 of "fresh56:" + the server's name; per server the row with the
  lowest sha256 of its id; the first 55 servers host (74 are eligible);
- properties: fresh43's `property` rows, one per (server, property) (the row with the lowest sha256 of its
  id), pairs in order of the sha256 of "fresh56:" + server + "#" + property; the first 10 host;
- the "other servers" the shadowing rows name: the eligible rewrite servers ranked after the 55 hosts that
  host no property row either, with their rule-picked row's catalogue.

Usage: python bench/corpus/build_fresh56.py [--check]   (--check: exit 1 if the committed file differs)
"""

from __future__ import annotations

import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

from fresh56_edits import PROPERTIES, REWRITES  # noqa: E402
from fresh56_new_tools import NEW_TOOLS  # noqa: E402
from red_team_build import FIELDS, Row, build_salted, dumps, payload, write_or_check  # noqa: E402

__all__ = ["FIELDS", "LICENCE", "build", "dumps", "main", "payload"]

HOSTS = HERE / "data" / "fresh43.jsonl"
OUT = HERE / "data" / "fresh56.jsonl"
SALT = "fresh56:"
ORIGIN = "written blind by the redteam56 helper on 2026-12-07 (never saw the detector or any attack row)"
LICENCE = "Apache-2.0 (payload: this repository)"
REWRITE_HOSTS = 55
PROPERTY_HOSTS = 10
MIN_CHARS, MAX_CHARS = 60, 1200


def build() -> list[Row]:
    return build_salted(
        set_name="fresh56",
        team="redteam56",
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
