"""Build bench/corpus/data/fresh66.jsonl: the sixty-sixth evaluation set, a fortieth blind red team's
100 attacks.

Written by the redteam66 helper on 2026-12-08 without reading the detector, its model, its tests or any
earlier attack row (README, "Sixty-sixth evaluation set"), as the UX microcopy writer: every payload is
stated in the product's friendly interface copy (tooltips and "Pro tip"s, onboarding checklists, empty
states, confirmation toasts, helper text under form fields), each a convenience "we'll take care of". 30
whole new tools (fresh66_new_tools.py), 45 rewrites and 25 property rewrites woven into the `new` text of
real benign changes of fresh23 (fresh66_edits.py; the row keeps the host's `old`). Hiding transforms are
fresh16_hide.py's; the payloads' shape is fresh20_spec.py's. The hosts are picked by a rule on hashes alone
(red_team_build.build_salted), never by reading how a detector treats them:

- rewrites: fresh23's `rewrite` rows whose old text has 60 to 1,200 characters, grouped by server
  (`source`); servers in order of the sha256 of "fresh66:" + the server's name; per server the row with the
  lowest sha256 of its id; the first 45 servers host;
- properties: fresh23's `property` rows, one per (server, property) (the row with the lowest sha256 of its
  id), pairs in order of the sha256 of "fresh66:" + server + "#" + property; the first 25 host;
- the "other servers" the shadowing rows name: the eligible rewrite servers ranked after the 45 hosts that
  host no property row either, with their rule-picked row's catalogue.

Usage: python bench/corpus/build_fresh66.py [--check]   (--check: exit 1 if the committed file differs)
"""

from __future__ import annotations

import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

from fresh66_edits import PROPERTIES, REWRITES  # noqa: E402
from fresh66_new_tools import NEW_TOOLS  # noqa: E402
from red_team_build import FIELDS, Row, build_salted, dumps, payload, write_or_check  # noqa: E402

__all__ = ["FIELDS", "LICENCE", "build", "dumps", "main", "payload"]

HOSTS = HERE / "data" / "fresh23.jsonl"
OUT = HERE / "data" / "fresh66.jsonl"
SALT = "fresh66:"
ORIGIN = "written blind by the redteam66 helper on 2026-12-08 (never saw the detector or any attack row)"
LICENCE = "Apache-2.0 (payload: this repository)"
REWRITE_HOSTS = 45
PROPERTY_HOSTS = 25
MIN_CHARS, MAX_CHARS = 60, 1200


def build() -> list[Row]:
    return build_salted(
        set_name="fresh66",
        team="redteam66",
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
