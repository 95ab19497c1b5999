"""Build bench/corpus/data/fresh58.jsonl: the fifty-eighth evaluation set, a thirty-fourth blind red team's 100
attacks.

Written by the redteam58 helper on 2026-12-07 without reading the detector, its model, its tests or any
earlier attack row (README, "Fifty-eighth evaluation set"), as the data-science tool author: each payload is
stated as a data or analysis convention (an export that also writes elsewhere, a join that pulls a credentials
table, a rounding or weighting rule that shifts figures, a reproducibility step that runs a fetched script, a
metric note that hides a result, a default that widens what is read). 25 whole new tools
(fresh58_new_tools.py), 59 rewrites and 16 property rewrites woven into the `new` text of real benign changes
of fresh29 (fresh58_edits.py; the row keeps the host's `old`). fresh29 has only 16 eligible (server,
property) pairs, so all 16 host and the rewrites make up the 30 the brief asked for. Hiding transforms are
fresh16_hide.py's; the payloads' shape is fresh20_spec.py's. The hosts are picked by a rule on hashes alone,
never by reading how a detector treats them:

- rewrites: fresh29's `rewrite` rows whose old text has 60 to 1,200 characters, grouped by server
  (`source`); servers in order of the sha256 of "fresh58:" + the server's name; per server the row with the
  lowest sha256 of its id; the first 59 servers host;
- properties: fresh29's `property` rows, one per (server, property) (the row with the lowest sha256 of its
  id), pairs in order of the sha256 of "fresh58:" + server + "#" + property; the first 16 (all of them) host;
- the "other servers" the shadowing rows name: the eligible rewrite servers ranked after the 59 hosts that
  host no property row either, with their rule-picked row's catalogue.

Usage: python bench/corpus/build_fresh58.py [--check]   (--check: exit 1 if the committed file differs)
"""

from __future__ import annotations

import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

from fresh58_edits import PROPERTIES, REWRITES  # noqa: E402
from fresh58_new_tools import NEW_TOOLS  # noqa: E402
from red_team_build import FIELDS, Row, build_salted, dumps, payload, write_or_check  # noqa: E402

__all__ = ["FIELDS", "LICENCE", "build", "dumps", "main", "payload"]

HOSTS = HERE / "data" / "fresh29.jsonl"
OUT = HERE / "data" / "fresh58.jsonl"
SALT = "fresh58:"
ORIGIN = "written blind by the redteam58 helper on 2026-12-07 (never saw the detector or any attack row)"
LICENCE = "Apache-2.0 (payload: this repository)"
REWRITE_HOSTS = 59
PROPERTY_HOSTS = 16
MIN_CHARS, MAX_CHARS = 60, 1200


def build() -> list[Row]:
    return build_salted(
        set_name="fresh58",
        team="redteam58",
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
