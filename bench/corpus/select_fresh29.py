"""The TWENTY-NINTH held-out set's selection rule: which MCP server packages to fetch, from metadata alone.

Usage: python select_fresh29.py NPM_TSV PYPI_TSV > candidates.txt

The same name indexes as the ninth to twenty-fifth sets' (select_fresh9.py: npm `name, version,
downloads_a_month, summary`; PyPI `name, version, month, rank, summary`, as of 2026-12-01). Nothing here
reads a package's tool descriptions: a server is chosen by its name, summary, release month, version and
sha256 rank, and its licence (checked after fetching, by build_fresh29.py), never by its text.

The twenty-fifth set's rule, continued past where it stopped, then widened once (both written down here
before any package was fetched):

- None fetched before: no candidate of select_fresh9.py, select_fresh12.py, select_fresh13.py,
  select_fresh17.py, select_fresh19.py, select_fresh21.py, select_fresh23.py or select_fresh25.py (each
  was fetched for its set and is listed there or was left out there; the thirteenth to twenty-fifth
  selections are recomputed here, so their candidates count as earlier lists whatever range this rule
  reads), no name an earlier packages list's header mentions, and no candidate whose index summary (20
  characters or more) is one of those earlier candidates' word for word.
- PyPI, step H: the twenty-fifth set's step G (the twenty-third set's step F, the twenty-first set's step
  E, the nineteenth set's step D: versions 0.5 to 0.9 released 2026-06 or later, in sha256 order of the
  names) after its last candidate (LAST_OF_TWENTY_FIFTH, its 150th, wgea-mcp), after the exclusions and
  the publisher cap: every one left. The twenty-fifth set's README counted 53 left after its 150 and its
  LEFT_OUT (215 passed its filter, the exclusions and the cap), fewer than the 150 its step took, so the
  range runs out and
- PyPI, step I (the widening, by the rule's own precedent): the same versions (0.5 to 0.9) released
  2026-01 to 2026-05, the month floor moved back to 2026-01 as the nineteenth set's step B moved it for
  versions 1.0 to 1.2 and the thirteenth set's step 1 for versions 1.3 and later; no earlier rule read
  this window (step C read 1.3 or later before 2026-01, step B 1.0 to 1.2 from 2026-01 to 2026-05). In
  sha256 order of the names, after step H's, its first ones up to COUNT (150, step G's own count) with
  step H's, after the exclusions, LEFT_OUT and the publisher cap (counted over steps H and I together).
  On the indexes of 2026-12-01: step H gives 53 (the README's count), step I 153 after the exclusions and
  the cap, 144 after LEFT_OUT (9); its first 97 are taken, the last mcp-lookup; the other 47 are left to a
  later set.
- npm: none, as for the nineteenth to twenty-fifth sets (the thirteenth set's npm rule took every
  package that passes it; the npm registry here serves one version of most packages: no change row).
- One publisher, at most PUBLISHER_CAP servers in this set: the nineteenth set's PUBLISHERS, unchanged.

Excluded whatever their rank, as for the twenty-fifth set (select_fresh13._excluded): a package of an
earlier set or manifest (every packages*.txt, every data/*manifest*.jsonl, every row source of
data/*.jsonl), in either registry, a reserved server, a summary saying library, SDK, proxy, client,
scanner ... rather than a server, platform binaries, republishers (`mseep-`, `iflow-mcp-`, `mcpbind-`
...), a summary that is an earlier set's package's word for word, a candidate whose summary an earlier
candidate of the list has word for word, select_fresh9/12/13/17/19/21/23/25.LEFT_OUT and the packages
named in LEFT_OUT below with their reason.
"""

from __future__ import annotations

import sys
from pathlib import Path

import select_fresh9
import select_fresh12
import select_fresh13
import select_fresh19
import select_fresh25
from select_fresh9 import _norm_pypi, _sha

OWN = "fresh29"
LAST_OF_TWENTY_FIFTH = "wgea-mcp"  # its 150th and last candidate of step G: step H starts after it
STEP_H_MONTH = select_fresh25.STEP_G_MONTH  # step G's (F's, E's, D's): 2026-06 or later
STEP_H_VERSIONS = select_fresh25.STEP_G_VERSIONS  # step G's (F's, E's, D's): 0.5 to 0.9
STEP_I_MONTH = "2026-01"  # the widening: the same versions released 2026-01 to 2026-05
STEP_I_VERSIONS = STEP_H_VERSIONS
COUNT: int | None = 150  # step H's and step I's together: step G's own count
REPUBLISHERS = select_fresh25.REPUBLISHERS
PUBLISHER_CAP = select_fresh25.PUBLISHER_CAP
PUBLISHERS = dict(select_fresh25.PUBLISHERS)
# Left out by name, with the reason (metadata only: name and summary, read before fetching).
# Step H's range was read for the twenty-fifth set's LEFT_OUT (its whole range of 215); step I's whole
# range (153 after the exclusions and the cap, of which about 100 are taken) was read for these.
LEFT_OUT = {
    "mcp-server-qdrant-multicollection": "a variant of mcp-server-qdrant (packages.txt), by its name",
    "mcpbr": "runs benchmarks against MCP servers: a testing tool (its summary)",
    "mcp-scoring-engine": "scores the quality of MCP servers: a scanner (its summary)",
    "mcp-server-nucleus": "a default-deny security control plane for MCP servers: a layer in front (its summary)",
    "argus-mcp": "a central server for MCP servers: a gateway, a proxy (its summary)",
    "mcp-sentry-fastmcp": "the reference Sentry server's summary (mcp-server-sentry, reserved) word for word: a copy",
    "yukkit-e2b-mcp-server": "E2B's server (e2b-mcp-server, the same summary) under a user's prefix: a republication",
    "pdf2mcp": "turns a folder of PDFs into an MCP server: a generator (its summary)",
    "mcp-google-sheets-extended": "a fork of mcp-google-sheets (packages.txt), by its summary",
}


def _left_out(name: str) -> bool:
    return select_fresh25._left_out(name) or name in LEFT_OUT


def earlier_candidates(npm: Path, pypi: Path) -> set[str]:
    """Every package the ninth, twelfth, thirteenth, seventeenth, nineteenth, twenty-first, twenty-third
    and twenty-fifth selections give (what they fetched), normalised. Recomputing the twenty-fifth reads
    this set's list as an earlier one; as none of its packages is its candidate (step H starts after its
    last, step I is a window it does not read) and none shares an earlier candidate's summary, that
    changes nothing it gives (a test checks it still gives its 150)."""
    named = select_fresh25.earlier_candidates(npm, pypi)
    named |= {line.split()[1] for line in select_fresh25.candidates(npm, pypi)}
    return {_norm_pypi(n) for n in named}


def _step_h(pypi: Path, earlier: set[tuple[str, str]], before: set[str], summaries: set[str]) -> list[str]:
    """Step G's window (itself after the twenty-third set's last) after the twenty-fifth set's last."""
    last = _sha(LAST_OF_TWENTY_FIFTH)
    return [n for n in select_fresh25._step_g(pypi, earlier, before, summaries) if _sha(n) > last]


def _step_i(pypi: Path, earlier: set[tuple[str, str]], before: set[str], summaries: set[str]) -> list[str]:
    """Versions 0.5 to 0.9 released from STEP_I_MONTH up to (not including) STEP_H_MONTH, sha256 order."""
    low, below = STEP_I_VERSIONS
    since = select_fresh13.pypi_candidates(
        pypi, earlier, before, STEP_I_MONTH, low, below, summaries=summaries
    )
    later = set(
        select_fresh13.pypi_candidates(pypi, earlier, before, STEP_H_MONTH, low, below, summaries=summaries)
    )
    return [n for n in since if n not in later]


def candidates(npm: Path, pypi: Path, count: int | None = COUNT) -> list[str]:
    """`pypi name` lines, in the order they are fetched: step H, then step I, each in sha256 order."""
    earlier = select_fresh9.earlier_packages(OWN)
    candidates_before = earlier_candidates(npm, pypi)
    before = candidates_before | select_fresh13.named_in_headers(OWN)
    summaries = select_fresh12.earlier_summaries(npm, pypi, earlier)
    # an earlier candidate's summary (fetched, listed or left out there) is a copy's or rename's here
    summaries |= select_fresh12.earlier_summaries(npm, pypi, {("pypi", n) for n in candidates_before})
    index = select_fresh13._summaries(pypi, 4)
    step_h = _step_h(pypi, earlier, before, summaries)
    step_i = _step_i(pypi, earlier, before, summaries)
    names = select_fresh13.first_of_each_summary(step_h + step_i, index)
    names = [n for n in names if not _left_out(n) and not n.startswith(REPUBLISHERS)]
    names = select_fresh19.capped(names, index, PUBLISHER_CAP)[:count]
    return [f"pypi {name}" for name in names]


def main() -> None:
    if len(sys.argv) != 3:
        raise SystemExit(__doc__)
    for line in candidates(Path(sys.argv[1]), Path(sys.argv[2])):
        print(line)


if __name__ == "__main__":
    main()
