"""The NINETEENTH held-out set's selection rule: which MCP server packages to fetch, from metadata alone.

Usage: python select_fresh19.py NPM_TSV PYPI_TSV > candidates.txt

The same name indexes as the ninth, twelfth, thirteenth and seventeenth sets' (select_fresh9.py: npm
`name, version, downloads_a_month, summary`; PyPI `name, version, month, rank, summary`, as of
2026-12-01). Nothing here reads a package's tool descriptions: a server is chosen by its name, summary,
release month, version and sha256 rank, and its licence (checked after fetching, by build_fresh19.py),
never by its text.

The seventeenth set's rule, continued past where it stopped, then widened (each step written down before
its packages were fetched):

- None fetched before: no candidate of select_fresh9.py, select_fresh12.py, select_fresh13.py or
  select_fresh17.py (each was fetched for the ninth, twelfth, thirteenth or seventeenth set and is listed
  there or was left out there; the thirteenth and seventeenth sets' candidates are recomputed here, so
  they count as earlier lists whatever range this rule reads), no name an earlier packages list's header
  mentions (packages_fresh17.txt's included), and no candidate whose index summary (20 characters or
  more) is one of those earlier candidates' word for word.
- PyPI, step A: the thirteenth set's step 2 (release 2026-06 or later at version 1.0 to 1.2, in sha256
  order of the names) after the seventeenth set's last candidate (LAST_OF_SEVENTEENTH, its 370th): every
  one left. Only 69 pass its filter (59 after the exclusions and the publisher cap), too few, so
- PyPI, step B (the first widening): the same versions (1.0 to 1.2) released 2026-01 to 2026-05, the
  month floor moved back to 2026-01 as the thirteenth set's step 1 moved it for versions 1.3 and later;
  no earlier set took a package of this window. In sha256 order of the names, after step A's.
- Steps A and B's first 370 (the seventeenth set's count) gave 751 rows of 88 servers, one holding 8.7%
  of them (more than the 5% a server may hold; only row counts per server were read), so before the set
  was written the rule was widened twice more, fetched afterwards:
- PyPI, step C: versions 1.3 or later released before 2026-01 (the thirteenth set's step 1 with no month
  floor; no earlier set took one by this rule), every one, in sha256 order;
- PyPI, step D: versions 0.5 to 0.9 released 2026-06 or later (the eighth set's month floor, a version
  floor below any earlier set's), in sha256 order, the first STEP_D_COUNT that pass the publisher cap.
  Every candidate of A, B and C is taken (PYPI_COUNT None); the first 370 are the same as before.
- npm: none; the thirteenth set's npm rule took every package that passes it (none is left) and npm is
  not widened again (its registry here serves one version of most packages: no change row).
- One publisher, at most PUBLISHER_CAP servers in this set: the seventeenth set's PUBLISHERS and two more
  read from the names and summaries of this rule's range before fetching (MCP Armory's `mcparmory-`
  servers, HPE GreenLake's `greenlake-` servers: seven and six of them in the range).

Excluded whatever their rank, as for the seventeenth set (select_fresh13._excluded): a package of an
earlier set or manifest (every packages*.txt, every data/*manifest*.jsonl, every row source of
data/*.jsonl), in either registry, a reserved server, a summary saying library, SDK, proxy, client,
scanner ... rather than a server, platform binaries, republishers (`mseep-`, `iflow-mcp-`, `mcpbind-`
...), a summary that is an earlier set's package's word for word, a candidate whose summary an earlier
candidate of the list has word for word, select_fresh9/12/13/17.LEFT_OUT and the packages named in
LEFT_OUT below with their reason.
"""

from __future__ import annotations

import re
import sys
from pathlib import Path

import select_fresh9
import select_fresh12
import select_fresh13
import select_fresh17
from select_fresh9 import _norm_pypi, _sha

OWN = "fresh19"
LAST_OF_SEVENTEENTH = "sec-edgar-mcp"  # its 370th and last candidate: step A starts after it
STEP_A_MONTH = "2026-06"  # the thirteenth set's step 2: 2026-06 or later at 1.0 to 1.2
STEP_B_MONTH = "2026-01"  # the widening: 2026-01 to 2026-05 at 1.0 to 1.2
STEP_C_BELOW = "2026-01"  # the second widening: 1.3 or later, released before 2026-01
STEP_D_VERSIONS = ((0, 5), (1, 0))  # the third: 0.5 to 0.9, released 2026-06 or later
STEP_D_COUNT = 150
# 370 at first (the seventeenth set's count): the first build gave 751 rows of 88 servers, one holding
# 8.7% of them (more than 5%), so steps B and C are taken whole and step D's first STEP_D_COUNT added.
PYPI_COUNT: int | None = None
# Republish other authors' servers under their own prefix (`mcpbind-<name>`, summary "MCP Server
# Package: <name>"), as `mseep-` and `iflow-mcp-` do.
REPUBLISHERS = ("mcpbind-",)
PUBLISHER_CAP = select_fresh17.PUBLISHER_CAP
# Publishers with many servers in the index, by the names and summaries read before fetching.
PUBLISHERS = {
    **select_fresh17.PUBLISHERS,
    "MCP Armory": re.compile(r"^mcparmory-", re.I),
    "HPE GreenLake": re.compile(r"^greenlake-|\bHPE GreenLake\b", re.I),
}
# Left out by name, with the reason (metadata only: name and summary, read before fetching).
LEFT_OUT = {
    "aistymcp": "permission control for MCP servers: a layer in front of servers (its summary)",
    "mcpxray-cli": "a linter and scorecard for MCP servers: a scanner (its summary)",
    "aexy-mcp": "a stdio bridge to a remote MCP server: a proxy (its summary)",
    "eyeot-mcp": "a stdio-HTTP bridge to a remote MCP server: a proxy (its summary)",
    "mcpx-go": "a CLI that turns MCP servers into CLIs: a client (its summary)",
    "netlify-mcp": "a Python port of the official Netlify server (@netlify/mcp, an earlier list's)",
    "mcpmap": "an attack-surface analyser of MCP servers: a scanner (its summary)",
    "mcpmon": "hot reload for MCP servers: a development tool (its summary)",
    "mcpcaller": "a CLI for any MCP server: a client (its summary)",
    "mcp-synchro": "synchronises MCP server configurations: a configuration tool (its summary)",
    "mcp-atlassian-with-bitbucket": "a variant of mcp-atlassian (an earlier set's), by its name",
    "weather-mcp-server-test": "a test publication, by its name",
    "nyuwaymcpsandbox": "a behavioural sandbox for MCP servers: a scanner (its summary)",
    "mcp-halflist": "a conformance and security CLI for MCP servers: a scanner (its summary)",
    "meridian-mcp-deploy": "deploys MCP servers: a deployment tool (its summary)",
    # read with step C and D's names and summaries, before fetching them
    "mcp-feedback-enhanced-tuning-mbpr": "a fork of mcp-feedback-enhanced (an earlier list's), by its name",
    "mcp-feedback-enhanced-lixd": "a fork of mcp-feedback-enhanced (an earlier list's), by its name",
    "mcp-redmine-enhanced": "an active fork of mcp-redmine (an earlier list's), by its summary",
    "chrome-devtools-mcp-fork": "a fork of chrome-devtools-mcp (an earlier list's), by its name",
    "mcp-server-fetch2": "the reserved reference fetch server's summary word for word: a copy",
    "mcp-server-sentry": "the reference servers' Sentry server (modelcontextprotocol/servers, reserved)",
    "hey-mcp-test": "a test publication, by its name",
    "bizteamai-smcp": "security layers for MCP servers: a library (its summary)",
    "mcp-platform": "deploys and manages MCP servers: a deployment platform (its summary)",
    "mcp-cli-skill": "calls any MCP server's tools from the command line: a client (its summary)",
    "kshana-mcp": "a launcher that downloads a prebuilt binary (its summary)",
    "fcvm-mcp": "a launcher of another package's server (its summary)",
    "tavus-mcp": "an alias of another package (its summary)",
    "mcp-check-security": "security checks of MCP server configurations: a scanner (its summary)",
    "mcp-surfaceprint": "shows what an MCP server exposes: an inspector (its summary)",
    "mcp-policy-guard": "authentication and authorisation for MCP servers: a library (its summary)",
    "mcpgantlet": "load tests MCP servers: a testing tool (its summary)",
    "mcp-quality": "a CI quality suite for MCP servers: a testing tool (its summary)",
    "mcp-gauntlet": "a CI linter of MCP servers: a scanner (its summary)",
    "mcp-methods": "utility methods for MCP servers: a library (its summary)",
    "pfc-mcp": "deprecated, superseded by another server (its summary)",
    "flac-mcp": "deprecated, superseded by another server (its summary)",
    "streamlit-mcp": "serves an existing app as an MCP server: an adapter (its summary)",
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


def earlier_candidates(npm: Path, pypi: Path) -> set[str]:
    """Every package the ninth, twelfth, thirteenth and seventeenth selections give (what they fetched),
    normalised. Recomputing the thirteenth and seventeenth reads this set's list as an earlier one; as
    none of its packages is their candidate and none shares an earlier candidate's summary, that changes
    nothing they give."""
    named = select_fresh12.ninth_candidates(npm, pypi) | select_fresh13.twelfth_candidates(npm, pypi)
    for line in [
        *select_fresh13.candidates(npm, pypi),
        *select_fresh17.candidates(npm, pypi, select_fresh17.PYPI_COUNT),
    ]:
        named.add(line.split()[1])
    return {_norm_pypi(n) for n in named}


def fetched_before(npm: Path, pypi: Path) -> tuple[set[str], set[str]]:
    """(names fetched before or named in an earlier list's header, the earlier candidates alone)."""
    candidates = earlier_candidates(npm, pypi)
    return candidates | select_fresh13.named_in_headers(OWN), candidates


def _window(
    pypi: Path, earlier: set[tuple[str, str]], before: set[str], summaries: set[str], floor: str, below: str
) -> list[str]:
    """Versions 1.0 to 1.2 released from `floor` up to (not including) `below`, sha256 order."""
    since = select_fresh13.pypi_candidates(
        pypi, earlier, before, floor, select_fresh13.LOW_VERSION_FLOOR, (1, 3), summaries=summaries
    )
    if below == "":
        return since
    later = set(
        select_fresh13.pypi_candidates(
            pypi, earlier, before, below, select_fresh13.LOW_VERSION_FLOOR, (1, 3), summaries=summaries
        )
    )
    return [n for n in since if n not in later]


def _left_out(name: str) -> bool:
    return any(
        name in m.LEFT_OUT for m in (select_fresh9, select_fresh12, select_fresh13, select_fresh17)
    ) or (name in LEFT_OUT)


def _step_c(pypi: Path, earlier: set[tuple[str, str]], before: set[str], summaries: set[str]) -> list[str]:
    """Versions 1.3 or later released before STEP_C_BELOW, sha256 order."""
    every = select_fresh13.pypi_candidates(pypi, earlier, before, "", (1, 3), summaries=summaries)
    later = set(
        select_fresh13.pypi_candidates(pypi, earlier, before, STEP_C_BELOW, (1, 3), summaries=summaries)
    )
    return [n for n in every if n not in later]


def _step_d(pypi: Path, earlier: set[tuple[str, str]], before: set[str], summaries: set[str]) -> list[str]:
    low, below = STEP_D_VERSIONS
    return select_fresh13.pypi_candidates(
        pypi, earlier, before, STEP_A_MONTH, low, below, summaries=summaries
    )


def candidates(npm: Path, pypi: Path, count: int | None = PYPI_COUNT) -> list[str]:
    """`pypi name` lines, in the order they are fetched: steps A, B, C, then D's first STEP_D_COUNT
    (after the exclusions and the publisher cap), each in sha256 order."""
    earlier = select_fresh9.earlier_packages(OWN)
    before, candidates_before = fetched_before(npm, pypi)
    summaries = select_fresh12.earlier_summaries(npm, pypi, earlier)
    # an earlier candidate's summary (fetched, listed or left out there) is a copy's or rename's here
    summaries |= select_fresh12.earlier_summaries(npm, pypi, {("pypi", n) for n in candidates_before})
    last = _sha(LAST_OF_SEVENTEENTH)
    step_a = [n for n in _window(pypi, earlier, before, summaries, STEP_A_MONTH, "") if _sha(n) > last]
    step_b = _window(pypi, earlier, before, summaries, STEP_B_MONTH, STEP_A_MONTH)
    index = select_fresh13._summaries(pypi, 4)
    step_c = _step_c(pypi, earlier, before, summaries)
    step_d = _step_d(pypi, earlier, before, summaries)
    names = select_fresh13.first_of_each_summary(step_a + step_b + step_c + step_d, index)
    names = [n for n in names if not _left_out(n) and not n.startswith(REPUBLISHERS)]
    names = capped(names, index)
    in_d = [n for n in names if n in set(step_d)]
    names = [n for n in names if n not in set(in_d[STEP_D_COUNT:])][:count]
    return [f"pypi {name}" for name in names]


def main() -> None:
    if len(sys.argv) != 3:
        raise SystemExit(__doc__)
    for line in candidates(Path(sys.argv[1]), Path(sys.argv[2])):
        print(line)


if __name__ == "__main__":
    main()
