"""The NINTH held-out set's selection rule: which MCP server packages to fetch, from metadata alone.

Usage: python select_fresh9.py NPM_TSV PYPI_TSV > candidates.txt

NPM_TSV and PYPI_TSV are the registries' name indexes (one package a line, tab-separated: npm `name,
version, downloads_a_month, summary`; PyPI `name, version, month, rank, summary`), as of 2026-12-01.
Nothing here reads a package's tool descriptions: a server is chosen by its name, summary, popularity
and licence (checked after fetching, by build_fresh9.py), never by its text.

- npm: names containing "mcp" whose summary calls them an MCP server (or a Model Context Protocol
  server), every one that passes the exclusions below (280), most downloaded first (the index's
  downloads a month). Any half of the split.
- PyPI: the eighth set's rule continued (build_fresh8.py, packages_fresh8.txt): names containing "mcp"
  whose summary calls them an MCP server, latest release 2026-06 or later at version 1.3 or later, in
  the held-out half (first hex digit of sha256 of the lower-cased name in 89abcdef), in sha256 order
  from where the eighth set's list stopped (eos-mcp, cc9f91...), the first PYPI_COUNT that pass; then,
  as that half ran short, the same filter in the other half (01234567, whose packages_train5.txt
  servers are excluded like every earlier one) in sha256 order from its start, the first
  PYPI_OTHER_COUNT that pass.

Excluded whatever their rank: a package of an earlier set or manifest (every packages*.txt, every
data/*manifest*.jsonl, every row source of data/*.jsonl), in either registry (npm opik-mcp is the
server the fresh set took from PyPI), a reserved server (the corpus's RESERVED
pattern on the name or the summary: a summary naming a reserved server is a fork or a wrapper of it),
a package whose summary says it is a library, framework, SDK, proxy, client, adapter, transport,
plugin, CLI generator, scanner or test utility rather than a server (NOT_A_SERVER), a platform binary
(`-linux-x64` ...), and the packages named in LEFT_OUT with their reason.
"""

from __future__ import annotations

import functools
import hashlib
import json
import re
import sys
from pathlib import Path

from build_corpus import RESERVED

HERE = Path(__file__).resolve().parent
PYPI_COUNT = 90  # the held-out half had 95 such packages left: its first 90
PYPI_OTHER_COUNT = 50
HELD_OUT_HALF = "89abcdef"
OTHER_HALF = "01234567"
PYPI_AFTER = "eos-mcp"  # the last package of packages_fresh8.txt
SERVER = re.compile(r"MCP server|Model Context Protocol server|Model Context Protocol \(MCP\) server", re.I)
NOT_A_SERVER = re.compile(
    r"framework|\bSDK\b|librar(y|ies)|adapter|proxy|\bclient|inspector|transport|instrumentation|"
    r"middleware|generat|polyfill|plugin|toolkit|wrapper|gateway|router|scanner|\baudit|testing|"
    r"\bevals?\b|for building|build(ing)? MCP servers|create MCP servers|CLI commands|utilities|"
    r"starter|template|boilerplate|hello world|example|demo\b|internal use|runtime|connecting to|"
    r"module for|manager server|\binstall|environment variables|\bauth\b|console\.log|"
    r"Run Model Context Protocol|GitHub Action|implementation for exposing",
    re.I,
)
PLATFORM = re.compile(r"[-_](linux|darwin|win32|windows)[-_](x64|arm64|amd64|ia32)$")
# Prefixes of packages that republish or front other servers (as for the fourth and eighth sets).
REPUBLISHERS = ("@mseep/", "mseep-", "bibliocommons-mcp-")
# Left out by name, with the reason (metadata only: a republisher, a rename or copy of a listed or
# reserved server).
LEFT_OUT = {
    "add-mcp": "adds MCP servers to coding agents' configurations: a tool for servers, not a server",
    "@zereight/mcp-gitlab": "a fork of the reserved reference gitlab server (README)",
    "@mongodb-js/mongodb-mcp-server": "an early name of mongodb-mcp-server (packages.txt)",
    "@agent-infra/mcp-server-filesystem": "a republished reference filesystem server",
    "@missionsquad/mcp-github": "the reserved reference GitHub server republished (its summary is that one's)",
    "mcp-sequentialthinking-tools": "an adaptation of the reserved reference sequential-thinking server",
}


def earlier_packages(own: str = "fresh9") -> set[tuple[str, str]]:
    """(ecosystem, lower-cased name) of every package an earlier set, list or manifest names: every one
    but the set `own`'s (its packages_<own>.txt and data/<own>*.jsonl)."""
    out: set[tuple[str, str]] = set()
    for path in HERE.glob("packages*.txt"):
        if path.name == f"packages_{own}.txt":
            continue
        for line in path.read_text(encoding="utf-8").splitlines():
            if line.strip() and not line.startswith("#"):
                ecosystem, name = line.split()[:2]
                out.add((ecosystem, name.lower()))
    for path in (HERE / "data").glob("*.jsonl"):
        if path.name in (f"{own}.jsonl", f"{own}_packages_manifest.jsonl"):
            continue
        out |= _packages_in(path, path.stat().st_mtime_ns)
    return out


@functools.cache
def _packages_in(path: Path, mtime_ns: int) -> frozenset[tuple[str, str]]:
    """(ecosystem, lower-cased name) of the packages one data file names. Each later selection asks for
    every earlier one's packages, so a data file is read many times in one run: read once per content
    (keyed on its modification time)."""
    out: set[tuple[str, str]] = set()
    for line in path.read_text(encoding="utf-8").splitlines():
        row = json.loads(line) if line.strip() else {}
        if "manifest" in path.name:
            out.add((row["ecosystem"], row["package"].lower()))
        elif str(row.get("source", "")).split(":", 1)[0] in ("npm", "pypi"):
            ecosystem, name = row["source"].split(":", 1)
            out.add((ecosystem, name.lower()))
    return frozenset(out)


@functools.cache
def _norm_pypi(name: str) -> str:
    return re.sub(r"[-_.]+", "-", name.lower())


def _names(earlier: set[tuple[str, str]]) -> frozenset[str]:
    """Earlier packages' names in either registry: a name taken on PyPI is the same server on npm."""
    return _names_of(frozenset(earlier))


@functools.cache
def _names_of(earlier: frozenset[tuple[str, str]]) -> frozenset[str]:
    # Asked once per package a selection reads, with the same few thousand names each time: computed
    # once per distinct set of earlier packages.
    return frozenset(_norm_pypi(name) for _, name in earlier)


def _version_at_least(version: str, floor: tuple[int, int]) -> bool:
    parts = [int(p) for p in re.findall(r"\d+", version)[:2]]
    return tuple(parts + [0] * (2 - len(parts))) >= floor


def _excluded(name: str, summary: str) -> bool:
    return bool(
        RESERVED.search(name)
        or RESERVED.search(summary)
        or NOT_A_SERVER.search(f"{name} {summary}")
        or name.startswith(REPUBLISHERS)
        or PLATFORM.search(name)
        or name in LEFT_OUT
    )


def _sha(name: str) -> str:
    return hashlib.sha256(name.lower().encode()).hexdigest()


def npm_candidates(index: Path, earlier: set[tuple[str, str]]) -> list[str]:
    found: list[tuple[int, str]] = []
    names = _names(earlier)  # built once, not once per index line
    for line in index.read_text(encoding="utf-8").splitlines()[1:]:
        fields = line.split("\t")
        if len(fields) < 4:
            continue
        name, downloads, summary = fields[0], fields[2], fields[3]
        if "mcp" not in name.lower() or not SERVER.search(summary):
            continue
        if _norm_pypi(name) in names or _excluded(name, summary):
            continue
        found.append((-int(downloads or 0), name))
    return [name for _, name in sorted(found)]


def pypi_candidates(
    index: Path, earlier: set[tuple[str, str]], half: str = HELD_OUT_HALF, start: str = "", count: int = 0
) -> list[str]:
    """The eighth set's filter in one half of the split, in sha256 order after `start` (a digest)."""
    found: list[tuple[str, str]] = []
    names = _names(earlier)  # built once, not once per index line
    for line in index.read_text(encoding="utf-8").splitlines()[1:]:
        fields = line.split("\t")
        if len(fields) < 5:
            continue
        name, version, month, summary = fields[0], fields[1], fields[2], fields[4]
        if "mcp" not in name.lower() or not SERVER.search(summary) or month < "2026-06":
            continue
        if not _version_at_least(version, (1, 3)) or _sha(name)[0] not in half:
            continue
        if _sha(name) <= start or _norm_pypi(name) in names or _excluded(name, summary):
            continue
        found.append((_sha(name), name))
    return [name for _, name in sorted(found)[:count]]


def main() -> None:
    if len(sys.argv) != 3:
        raise SystemExit(__doc__)
    earlier = earlier_packages()
    for name in npm_candidates(Path(sys.argv[1]), earlier):
        print(f"npm {name}")
    pypi = Path(sys.argv[2])
    for name in pypi_candidates(pypi, earlier, HELD_OUT_HALF, _sha(PYPI_AFTER), PYPI_COUNT):
        print(f"pypi {name}")
    for name in pypi_candidates(pypi, earlier, OTHER_HALF, "", PYPI_OTHER_COUNT):
        print(f"pypi {name}")


if __name__ == "__main__":
    main()
