"""The NINTH held-out evaluation set: benign rows only, real description changes of new MCP servers.

Usage: python build_fresh9.py benign_fresh9.jsonl > data/fresh9.jsonl
       python build_fresh9.py --table data/fresh9.jsonl     (the composition table for README.md)

benign_fresh9.jsonl is build_benign.py's output for packages_fresh9.txt (select_fresh9.py's rule: npm
MCP servers by downloads and PyPI ones by the eighth set's rule continued, none in an earlier set, list
or manifest, none reserved; only permissive or open licences), run with --max-rewrites 45 --max-new 20
so that no server holds more than 65 rows. Like the eighth set it measures false alarms only: nothing is
planted.

Rows whose old or new text is in corpus.jsonl, fresh.jsonl, fresh3.jsonl .. fresh8.jsonl or the
training collection train5.jsonl (at the digest build_fresh8.py pins, from $TRAIN5_JSONL if set), or
whose digest is reserved, are left out (counted on stderr): build_fresh.assemble's rule, unchanged.
"""

from __future__ import annotations

import hashlib
from pathlib import Path

import build_fresh8
from build_fresh import HERE, Row, assemble

EXCLUDE = [*build_fresh8.EXCLUDE, HERE / "data" / "fresh8.jsonl"]
# The licences a row may carry, as the packages spell them: permissive or open ones. Packages under
# others (GPL, AGPL, BUSL, PolyForm, EPL, proprietary, none stated) are not in packages_fresh9.txt.
ACCEPTED = frozenset(
    {
        "MIT",
        "MIT License",
        "MIT OR Apache-2.0",
        "ISC",
        "Apache-2.0",
        "Apache License",
        "Apache License 2.0",
        "Apache Software License",
        "BSD-2-Clause",
        "BSD-3-Clause",
        "BSD License",
        "BSD",
        "0BSD",
        "Unlicense",
        "CC0-1.0",
        "MPL-2.0",
        "UPL-1.0",
        "Mozilla Public License 2.0 (MPL 2.0)",
    }
)
MAX_ROWS_PER_SERVER = 65  # build_benign.py --max-rewrites 45 --max-new 20


def build(benign: list[Row], exclude: list[Path] = EXCLUDE, accepted: frozenset[str] = ACCEPTED) -> list[Row]:
    """The benign rows that share no text with the sets `exclude` or the training collection (the
    twelfth set's build reads more sets and accepts one more spelling)."""
    if any(r.get("label") != "benign" for r in benign):
        raise SystemExit("build_benign.py's output holds benign rows only")
    bad = sorted({r["licence"] for r in benign} - accepted)
    if bad:
        raise SystemExit(f"licences outside the accepted ones: {bad}")
    if hashlib.sha256(build_fresh8.TRAIN5.read_bytes()).hexdigest() != build_fresh8.TRAIN5_SHA256:
        raise SystemExit(f"{build_fresh8.TRAIN5}: not the training collection pinned (git show 59adb14:...)")
    return assemble([], benign, [*exclude, build_fresh8.TRAIN5])


def main() -> None:
    build_fresh8.run_benign_only(build, __doc__)


if __name__ == "__main__":
    main()
