"""The TWELFTH held-out set's selection rule: which MCP server packages to fetch, from metadata alone.

Usage: python select_fresh12.py NPM_TSV PYPI_TSV > candidates.txt

The same name indexes as the ninth set's (select_fresh9.py: npm `name, version, downloads_a_month,
summary`; PyPI `name, version, month, rank, summary`, as of 2026-12-01). Nothing here reads a package's
tool descriptions: a server is chosen by its name, summary, popularity or release month and sha256 rank,
and its licence (checked after fetching, by build_fresh12.py), never by its text.

The ninth set's rule, continued past what the ninth set took:

- Every candidate select_fresh9.py gives was fetched for the ninth set on 2026-12-01 and is either in
  packages_fresh9.txt or was left out there (a licence outside the accepted ones, none fetchable, or one
  stable version only); none is a candidate here.
- npm: the ninth set's npm rule passes no other package, so it is widened, still by metadata: a name
  containing `mcp-server` or `server-`, or containing `mcp` with a summary that names MCP (or the Model
  Context Protocol) and the word "server" (the ninth set asked for "MCP server" or "Model Context
  Protocol server" together). The same exclusions; most downloaded first.
- PyPI: the ninth set's filter (the eighth set's: name contains `mcp`, summary calls it an MCP server,
  latest release 2026-06 or later at version 1.3 or later). In the held-out half (89abcdef) the ninth
  set took the first 90 after eos-mcp: the ones left after those. In the other half (01234567) it took
  the first 50 from the start, the last being devhelm-mcp-server: every one after it in sha256 order.

Excluded whatever their rank, as for the ninth set (select_fresh9._excluded): a package of an earlier set
or manifest (every packages*.txt, every data/*manifest*.jsonl, every row source of data/*.jsonl, the
ninth set's included), in either registry, a reserved server (RESERVED on the name or the summary),
a summary saying library, SDK, proxy, client, scanner ... rather than a server, platform binaries,
republishers, select_fresh9.LEFT_OUT, and the packages named in LEFT_OUT below with their reason.
"""

from __future__ import annotations

import re
import sys
from pathlib import Path

import select_fresh9
from select_fresh9 import HELD_OUT_HALF, OTHER_HALF, PYPI_AFTER, PYPI_COUNT, PYPI_OTHER_COUNT, _sha

OWN = "fresh12"
PYPI_OTHER_AFTER = "devhelm-mcp-server"  # the last (50th) of the other half in packages_fresh9.txt
MCP = re.compile(r"\bMCP\b|Model Context Protocol", re.I)
WORD_SERVER = re.compile(r"\bserver\b", re.I)
# Left out by name, with the reason (metadata only: name and summary).
LEFT_OUT = {
    "@mcp-use/cli": "a CLI, development server and build pipeline of the mcp-use framework (its summary)",
    "mcp-http-server": "an HTTP server for MCP: a transport, not a server of tools (its summary)",
    "server-perplexity-ask": "a fork or rename of a corpus package (packages_fresh.txt's header)",
    "shepp-lambda-mcp": "its summary echoes the reserved awslabs lambda-tool-mcp-server's: an adaptation",
    "fastmcp-remote": "a stdio bridge to remote MCP servers: a proxy (its summary)",
    "medusa-mcp": "an endpoint security agent for MCP servers: a scanner (its summary)",
    "mcp-einvoicing-core": "a base package for MCP servers: a library (its summary)",
    "mcp-from-spec": "turns an OpenAPI spec into an MCP server: a generator (its summary)",
}


def _summary(text: str) -> str:
    return " ".join(text.lower().split())


def earlier_summaries(npm: Path, pypi: Path, earlier: set[tuple[str, str]]) -> set[str]:
    """The index summaries of the earlier sets' packages (either registry). A candidate with the same
    summary is a copy, rename or variant of an earlier server (PyPI opensearch-mcp-server has
    elasticsearch-mcp-server's, mcp-openai-pro mcp-openai-acedatacloud's)."""
    names = select_fresh9._names(earlier)
    out: set[str] = set()
    for index, column in ((npm, 3), (pypi, 4)):
        for line in index.read_text(encoding="utf-8").splitlines()[1:]:
            fields = line.split("\t")
            # a summary as short as "MCP server" names no server in particular
            if len(fields) > column and select_fresh9._norm_pypi(fields[0]) in names:
                summary = _summary(fields[column])
                if len(summary) >= 20:
                    out.add(summary)
    return out


def _excluded(name: str, summary: str, earlier: set[tuple[str, str]], summaries: set[str]) -> bool:
    return (
        select_fresh9._norm_pypi(name) in select_fresh9._names(earlier)
        or select_fresh9._excluded(name, summary)
        or name in LEFT_OUT
        or _summary(summary) in summaries
    )


def ninth_candidates(npm: Path, pypi: Path) -> set[str]:
    """Every package select_fresh9.py gives (what the ninth set fetched), lower-cased."""
    earlier = select_fresh9.earlier_packages("fresh9")
    out = set(select_fresh9.npm_candidates(npm, earlier))
    out |= set(select_fresh9.pypi_candidates(pypi, earlier, HELD_OUT_HALF, _sha(PYPI_AFTER), PYPI_COUNT))
    out |= set(select_fresh9.pypi_candidates(pypi, earlier, OTHER_HALF, "", PYPI_OTHER_COUNT))
    return {name.lower() for name in out}


def npm_candidates(
    index: Path, earlier: set[tuple[str, str]], ninth: set[str], summaries: set[str] = frozenset()
) -> list[str]:
    """The widened npm rule, most downloaded first."""
    found: list[tuple[int, str]] = []
    for line in index.read_text(encoding="utf-8").splitlines()[1:]:
        fields = line.split("\t")
        if len(fields) < 4:
            continue
        name, downloads, summary = fields[0], fields[2], fields[3]
        lower = name.lower()
        if lower in ninth or not MCP.search(summary):
            continue
        if not (
            "mcp-server" in lower or "server-" in lower or ("mcp" in lower and WORD_SERVER.search(summary))
        ):
            continue
        if _excluded(name, summary, earlier, summaries):
            continue
        found.append((-int(downloads or 0), name))
    return [name for _, name in sorted(found)]


def pypi_candidates(
    index: Path,
    earlier: set[tuple[str, str]],
    ninth: set[str],
    half: str,
    start: str,
    summaries: set[str] = frozenset(),
) -> list[str]:
    """The ninth set's PyPI filter in one half, after `start` (a digest), none of its candidates."""
    every = select_fresh9.pypi_candidates(index, earlier, half, start, count=10**9)
    summary = {}
    wanted = set(every)
    for line in index.read_text(encoding="utf-8").splitlines()[1:]:
        fields = line.split("\t")
        if len(fields) >= 5 and fields[0] in wanted:
            summary[fields[0]] = fields[4]
    return [n for n in every if n.lower() not in ninth and not _excluded(n, summary[n], earlier, summaries)]


def main() -> None:
    if len(sys.argv) != 3:
        raise SystemExit(__doc__)
    npm, pypi = Path(sys.argv[1]), Path(sys.argv[2])
    earlier = select_fresh9.earlier_packages(OWN)
    ninth = ninth_candidates(npm, pypi)
    summaries = earlier_summaries(npm, pypi, earlier)
    for name in npm_candidates(npm, earlier, ninth, summaries):
        print(f"npm {name}")
    for name in pypi_candidates(pypi, earlier, ninth, HELD_OUT_HALF, _sha(PYPI_AFTER), summaries):
        print(f"pypi {name}")
    for name in pypi_candidates(pypi, earlier, ninth, OTHER_HALF, _sha(PYPI_OTHER_AFTER), summaries):
        print(f"pypi {name}")


if __name__ == "__main__":
    main()
