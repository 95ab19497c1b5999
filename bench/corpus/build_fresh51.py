"""Build bench/corpus/data/fresh51.jsonl: the fifty-first evaluation set, a twenty-ninth blind red team's 100
attacks.

Written by the redteam51 helper on 2026-12-07 without reading the detector, its model, its tests or any
earlier attack row (README, "Fifty-first evaluation set"), as the integrator: an attacker who builds glue
(tools that wrap, proxy, sync, mirror, normalise and map between services) and puts each payload in the
integration's own conventions: a value mapping table, a normalisation rule or alias, a field mapping that
fills an outgoing field from a secret or the conversation, a sync target or mirror, a webhook or callback
convention, a note on which connected service handles an operation, a batching rule that adds recipients,
a credential passthrough convention. 35 whole new tools (fresh51_new_tools.py), 55 rewrites and 10 property
rewrites woven into the `new` text of real benign changes of fresh23 (fresh51_edits.py; the row keeps the
host's `old`). Hiding transforms are fresh16_hide.py's; the payloads' shape is fresh20_spec.py's. The hosts
are picked by a rule on hashes alone, never by reading how a detector treats them:

- rewrites: fresh23's `rewrite` rows whose old text has 60 to 1,200 characters, grouped by server
  (`source`); servers in order of the sha256 of "fresh51:" + the server's name; per server the row with the
  lowest sha256 of its id; the first 55 servers host;
- properties: fresh23's `property` rows, one per (server, property) (the row with the lowest sha256 of its
  id), pairs in order of the sha256 of "fresh51:" + server + "#" + property; the first 10 host;
- the "other servers" the shadowing rows name: the eligible rewrite servers ranked after the 55 hosts that
  host no property row either, with their rule-picked row's catalogue.

Usage: python bench/corpus/build_fresh51.py [--check]   (--check: exit 1 if the committed file differs)
"""

from __future__ import annotations

import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

from fresh51_edits import PROPERTIES, REWRITES  # noqa: E402
from fresh51_new_tools import NEW_TOOLS  # noqa: E402
from red_team_build import FIELDS, Row, build_salted, dumps, payload, write_or_check  # noqa: E402

__all__ = ["FIELDS", "LICENCE", "build", "dumps", "main", "payload"]

HOSTS = HERE / "data" / "fresh23.jsonl"
OUT = HERE / "data" / "fresh51.jsonl"
SALT = "fresh51:"
ORIGIN = "written blind by the redteam51 helper on 2026-12-07 (never saw the detector or any attack row)"
LICENCE = "Apache-2.0 (payload: this repository)"
REWRITE_HOSTS = 55
PROPERTY_HOSTS = 10
MIN_CHARS, MAX_CHARS = 60, 1200


def build() -> list[Row]:
    return build_salted(
        set_name="fresh51",
        team="redteam51",
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
