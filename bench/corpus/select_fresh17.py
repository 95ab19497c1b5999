"""The SEVENTEENTH held-out set's selection rule: which MCP server packages to fetch, from metadata alone.

Usage: python select_fresh17.py NPM_TSV PYPI_TSV > candidates.txt

The same name indexes as the ninth, twelfth and thirteenth sets' (select_fresh9.py: npm `name, version,
downloads_a_month, summary`; PyPI `name, version, month, rank, summary`, as of 2026-12-01). Nothing here
reads a package's tool descriptions: a server is chosen by its name, summary, release month, version and
sha256 rank, and its licence (checked after fetching, by build_fresh17.py), never by its text.

The thirteenth set's rule, continued past where it stopped:

- None fetched before: no candidate of select_fresh9.py, select_fresh12.py or select_fresh13.py (each
  was fetched for the ninth, twelfth or thirteenth set and is listed there or was left out there), and no
  name an earlier packages list's header mentions (packages_fresh13.txt's included).
- PyPI: the thirteenth set's step 1 (release 2026-01 or later at version 1.3 or later) took every
  package that passed, so nothing is left there. Its step 2 (release 2026-06 or later at version 1.0 to
  1.2, in sha256 order of the names) took the first 120 of 652, the last being workbuddy-mcp-comfyui:
  here, the ones after it in the same order, with the same exclusions, the first PYPI_COUNT that pass
  the publisher cap below.
- npm: the thirteenth set's npm rule (any `mcp` name whose summary names MCP) took every package that
  passed; none is left, and npm is not widened further (its registry here serves one version of most).
- One publisher, at most PUBLISHER_CAP servers: the thirteenth set took 22 servers of one publisher
  (MEOK AI Labs, by their index summaries) as sha256 order found them. A candidate whose name or summary
  names a publisher of PUBLISHERS (a pattern read from the index's names and summaries before fetching)
  is taken only while fewer than PUBLISHER_CAP of that publisher's are taken, in sha256 order.

Excluded whatever their rank, as for the thirteenth set (select_fresh13._excluded): a package of an
earlier set or manifest (every packages*.txt, every data/*manifest*.jsonl, every row source of
data/*.jsonl), in either registry, a reserved server, a summary saying library, SDK, proxy, client,
scanner ... rather than a server, platform binaries, republishers (`mseep-`, `iflow-mcp-` ...), a summary
that is an earlier set's package's word for word, a candidate whose summary an earlier candidate of the
list has word for word, select_fresh9/12/13.LEFT_OUT and the packages named in LEFT_OUT below with their
reason.
"""

from __future__ import annotations

import re
import sys
from pathlib import Path

import select_fresh9
import select_fresh12
import select_fresh13
from select_fresh9 import _norm_pypi, _sha

OWN = "fresh17"
AFTER = "workbuddy-mcp-comfyui"  # the last (120th) of the thirteenth set's step 2
PYPI_COUNT = 370  # first 170; raised before the set was written (README: a server held 7.6% of 643 rows)
PUBLISHER_CAP = 5
# Publishers with many servers in the index, by the names and summaries read before fetching.
PUBLISHERS = {
    "MEOK AI Labs": re.compile(r"\bMEOK\b|^meok-|^csoai-", re.I),
    "HasData": re.compile(r"^hasdata-|HasData's hosted API", re.I),
    "clr-": re.compile(r"^clr-", re.I),
    "self-hosted API on your own Chrome session": re.compile(
        r"API and MCP server on your own Chrome session", re.I
    ),
}
# Left out by name, with the reason (metadata only: name and summary, read before fetching).
LEFT_OUT = {
    "meok-mcp-hardening-mcp": "a security red-team for MCP servers: a scanner (its summary)",
    "mcp2mcpb": "converts MCP servers into .mcpb bundles: a packaging tool, not a server",
    "mcp-marketplace-license": "licence verification for paid MCP servers: a library",
    "mcp-upload": "file uploads for MCP servers: a library",
    "aidesignblueprint-mcp": "metadata for a remote endpoint: not a server of its own (its summary)",
    "trends-mcp-server": "forwards tool calls to a hosted API: a stdio bridge (its summary)",
    "amgi-mcp": "a Python shim that launches a bundled helper (its summary)",
    "councilof-mcp": "deprecated, superseded by another server (its summary)",
}


def publisher(name: str, summary: str) -> str | None:
    for who, pattern in PUBLISHERS.items():
        if pattern.search(name) or pattern.search(summary):
            return who
    return None


def capped(names: list[str], summary: dict[str, str], cap: int = PUBLISHER_CAP) -> list[str]:
    """The names in order, a publisher's after its first `cap` left out."""
    taken: dict[str, int] = {}
    out = []
    for name in names:
        who = publisher(name, summary.get(name, ""))
        if who is not None:
            if taken.get(who, 0) >= cap:
                continue
            taken[who] = taken.get(who, 0) + 1
        out.append(name)
    return out


def fetched_before(npm: Path, pypi: Path) -> set[str]:
    """The ninth and twelfth sets' candidates and the names earlier lists' headers mention (this list's
    own header aside: select_fresh13.fetched_before reads every list but the thirteenth set's). The
    thirteenth set's candidates are before AFTER in step 2's order, or in its step 1 or npm rule (version
    1.3 or later, or npm), so none is in step2_after's range: recomputing them would read this set's own
    list as an earlier one."""
    named = select_fresh12.ninth_candidates(npm, pypi) | select_fresh13.twelfth_candidates(npm, pypi)
    return {_norm_pypi(n) for n in named} | select_fresh13.named_in_headers(OWN)


def step2_after(
    pypi: Path, earlier: set[tuple[str, str]], before: set[str], summaries: set[str], after: str | None = None
) -> list[str]:
    """The thirteenth set's step 2 (release 2026-06 or later, version 1.0 to 1.2), sha256 order, after
    `after` (AFTER), with select_fresh13's exclusions and LEFT_OUT's; a candidate whose summary one before
    it in that order has (after `after` or not) is a copy and left out, as select_fresh13 does."""
    names = select_fresh13.pypi_candidates(
        pypi, earlier, before, "2026-06", select_fresh13.LOW_VERSION_FLOOR, (1, 3), summaries=summaries
    )
    names = select_fresh13.first_of_each_summary(names, select_fresh13._summaries(pypi, 4))
    last = _sha(after or AFTER)
    return [n for n in names if _sha(n) > last and n not in LEFT_OUT]


def candidates(npm: Path, pypi: Path, count: int = PYPI_COUNT) -> list[str]:
    """`pypi name` lines, in the order they are fetched (sha256 order)."""
    earlier = select_fresh9.earlier_packages(OWN)
    before = fetched_before(npm, pypi)
    summaries = select_fresh12.earlier_summaries(npm, pypi, earlier)
    names = step2_after(pypi, earlier, before, summaries)
    names = capped(names, select_fresh13._summaries(pypi, 4))[:count]
    return [f"pypi {name}" for name in names]


def main() -> None:
    if len(sys.argv) != 3:
        raise SystemExit(__doc__)
    for line in candidates(Path(sys.argv[1]), Path(sys.argv[2])):
        print(line)


if __name__ == "__main__":
    main()
