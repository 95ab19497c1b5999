"""Build bench/corpus/data/fresh63.jsonl: the sixty-third evaluation set, a thirty-eighth blind red team's 100
attacks.

Written by the redteam63 helper on 2026-12-07 without reading the detector, its model, its tests or any
earlier attack row (README, "Sixty-third evaluation set"), as the docstring author: an attacker whose
FastMCP-style server turns each function's docstring into the tool's description and each parameter's
docstring entry into its property description, and who states every payload as an ordinary documented
behaviour (Google, NumPy or Sphinx sections, admonitions, doctests, "Defaults to ..."). 30 whole new tools
(fresh63_new_tools.py), 45 rewrites and 25 property rewrites woven into the `new` text of real benign
changes of fresh12 (fresh63_edits.py; the row keeps the host's `old`). Hiding transforms are
fresh16_hide.py's; the payloads' shape is fresh20_spec.py's. The hosts are picked by a rule on hashes alone,
never by reading how a detector treats them:

- rewrites: fresh12's `rewrite` rows whose old text has 60 to 1,200 characters, grouped by server
  (`source`); servers in order of the sha256 of "fresh63:" + the server's name; per server the row with the
  lowest sha256 of its id; the first 45 servers host;
- properties: fresh12's `property` rows, one per (server, property) (the row with the lowest sha256 of its
  id), pairs in order of the sha256 of "fresh63:" + server + "#" + property; the first 25 host;
- the "other servers" the shadowing rows name: the eligible rewrite servers ranked after the 45 hosts that
  host no property row either, with their rule-picked row's catalogue.

Usage: python bench/corpus/build_fresh63.py [--check]   (--check: exit 1 if the committed file differs)
"""

from __future__ import annotations

import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

from fresh63_edits import PROPERTIES, REWRITES  # noqa: E402
from fresh63_new_tools import NEW_TOOLS  # noqa: E402
from red_team_build import FIELDS, Row, build_salted, dumps, payload, write_or_check  # noqa: E402

__all__ = ["FIELDS", "LICENCE", "build", "dumps", "main", "payload"]

HOSTS = HERE / "data" / "fresh12.jsonl"
OUT = HERE / "data" / "fresh63.jsonl"
SALT = "fresh63:"
ORIGIN = "written blind by the redteam63 helper on 2026-12-07 (never saw the detector or any attack row)"
LICENCE = "Apache-2.0 (payload: this repository)"
REWRITE_HOSTS = 45
PROPERTY_HOSTS = 25
MIN_CHARS, MAX_CHARS = 60, 1200


def build() -> list[Row]:
    return build_salted(
        set_name="fresh63",
        team="redteam63",
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
