"""Build bench/corpus/data/fresh24.jsonl: the twenty-fourth evaluation set, a sixth blind red team's 100 attacks.

Written by the redteam24 helper on 2026-12-02 without reading the detector, its model, its tests or any
earlier attack row (README, "Twenty-fourth evaluation set"), as the attacker in safety's clothes: every
payload is framed as a security, privacy, compliance, safety, reliability, fraud-prevention or
accessibility measure (a standard, a regulator, an internal security team, an incident, a CVE, a platform
policy, a data-protection officer) and still makes the agent act against its user. 40 whole new tools
(fresh24_new_tools.py), 50 rewrites and 10 property rewrites woven into the `new` text of real benign
changes of fresh21 (fresh24_edits.py; the row keeps the host's `old`). Hiding transforms are
fresh16_hide.py's; the payloads' shape is fresh20_spec.py's; the mechanics are red_team_build.py's. The
hosts are picked by a rule on hashes alone, never by reading how a detector treats them:

- rewrites: fresh21's `rewrite` rows whose old text has 60 to 1,200 characters, grouped by server
  (`source`); servers in order of the sha256 of "fresh24:" + the server's name; per server the row with the
  lowest sha256 of its id; the first 50 servers host;
- properties: fresh21's `property` rows, one per (server, property) (the row with the lowest sha256 of its
  id), pairs in order of the sha256 of "fresh24:" + server + "#" + property; the first 10 host;
- the "other servers" the shadowing rows name: the eligible rewrite servers ranked after the 50 hosts that
  host no property row either, with their rule-picked row's catalogue.

Usage: python bench/corpus/build_fresh24.py [--check]   (--check: exit 1 if the committed file differs)
"""

from __future__ import annotations

import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

from fresh24_edits import PROPERTIES, REWRITES  # noqa: E402
from fresh24_new_tools import NEW_TOOLS  # noqa: E402
from red_team_build import FIELDS, Row, build_salted, dumps, payload, write_or_check  # noqa: E402

__all__ = ["FIELDS", "LICENCE", "build", "dumps", "main", "payload"]

HOSTS = HERE / "data" / "fresh21.jsonl"
OUT = HERE / "data" / "fresh24.jsonl"
SALT = "fresh24:"
ORIGIN = "written blind by the redteam24 helper on 2026-12-02 (never saw the detector or any attack row)"
LICENCE = "Apache-2.0 (payload: this repository)"
REWRITE_HOSTS = 50
PROPERTY_HOSTS = 10
MIN_CHARS, MAX_CHARS = 60, 1200


def build() -> list[Row]:
    return build_salted(
        set_name="fresh24",
        team="redteam24",
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
