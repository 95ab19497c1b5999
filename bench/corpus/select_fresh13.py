"""The THIRTEENTH held-out set's selection rule: which MCP server packages to fetch, from metadata alone.

Usage: python select_fresh13.py NPM_TSV PYPI_TSV > candidates.txt

The same name indexes as the ninth and twelfth sets' (select_fresh9.py: npm `name, version,
downloads_a_month, summary`; PyPI `name, version, month, rank, summary`, as of 2026-12-01). Nothing here
reads a package's tool descriptions: a server is chosen by its name, summary, popularity or release
month and sha256 rank, and its licence (checked after fetching, by build_fresh13.py), never by its text.

The twelfth set's rule, continued past what the ninth and twelfth sets took:

- None fetched before: every candidate select_fresh9.py and select_fresh12.py give was fetched for the
  ninth or twelfth set on 2026-12-01 and is either in their packages lists or was left out there (a
  licence outside the accepted ones, none fetchable, or one stable version only), and a package an
  earlier packages list names in its header (fetched and left out, or judged not a server) is not
  taken either.
- The PyPI filter ran dry: the twelfth set took every package of the eighth set's filter (name contains
  `mcp`, summary calls it an MCP server, latest release 2026-06 or later at version 1.3 or later) left
  in either half after the ninth set. It is widened, on metadata only, in two steps:
  1. the release month floor moves back to 2026-01 (version 1.3 or later still): every package that
     passes, in sha256 order of the names, either half (every earlier set is spent);
  2. the version floor moves down to 1.0 (release 2026-06 or later, as the eighth set's filter), the
     packages at 1.0 to 1.2 only (the rest are step 1's): the first PYPI_LOW_COUNT in sha256 order.
- npm: the twelfth set's rule passes no other package, so it is widened once more, still on metadata
  only: any name containing `mcp` whose summary names MCP (or the Model Context Protocol): the wider
  rule the twelfth set considered and did not take. The same exclusions; most downloaded first.

Excluded whatever their rank, as for the twelfth set (select_fresh12._excluded): a package of an earlier
set or manifest (every packages*.txt, every data/*manifest*.jsonl, every row source of data/*.jsonl), in
either registry, a reserved server (RESERVED on the name or the summary), a summary saying library,
SDK, proxy, client, scanner ... rather than a server, platform binaries, republishers, a summary that is
an earlier set's package's word for word (a copy or rename), select_fresh9.LEFT_OUT,
select_fresh12.LEFT_OUT, and the packages named in LEFT_OUT below with their reason.
"""

from __future__ import annotations

import functools
import re
import sys
from pathlib import Path

import select_fresh9
import select_fresh12
from select_fresh9 import HELD_OUT_HALF, HERE, OTHER_HALF, PYPI_AFTER, SERVER, _norm_pypi, _sha

OWN = "fresh13"
MONTH_FLOOR = "2026-01"  # step 1: the eighth set's 2026-06, moved back five months
LOW_VERSION_FLOOR = (1, 0)  # step 2: the eighth set's (1, 3), moved down
PYPI_LOW_COUNT = 120
# A prefix that republishes other authors' GitHub projects under `iflow-mcp-<owner>-<repo>` (as `mseep-`
# for the ninth set): iflow-mcp-fluffypony-mcp-code-indexer is mcp-code-indexer, with its summary.
REPUBLISHERS = ("iflow-mcp-",)
# Platform binaries, a scope's `/linux-x64` too (select_fresh9.PLATFORM asks for `-linux-x64`).
PLATFORM = re.compile(r"[-_/](linux|darwin|win32|windows)[-_](x64|arm64|amd64|ia32)$")
# Left out by name, with the reason (metadata only: name and summary, read before fetching).
LEFT_OUT = {
    "n8n-nodes-mcp": "MCP nodes for n8n: a client inside a workflow tool",
    "@mmn-systems/n8n-nodes-mcp-trigger-context": "an n8n trigger node: a client inside a workflow tool",
    "@composio/mcp": "an MCP CLI tool",
    "@salesforce/mcp-provider-lwc-experts": "tools provided to another server, for internal use only",
    "@salesforce/mcp-provider-aura-experts": "tools provided to another server, for internal use only",
    "@salesforce/mcp-provider-metadata-enrichment": "a provider of tools to another server: a plugin",
    "@theia/ai-mcp": "the Theia IDE's MCP integration: a client",
    "@theia/ai-mcp-ui": "the Theia IDE's MCP UI integration: a client",
    "@kimuson/modular-mcp": "modular access to other servers' tools: a proxy",
    "@mintlify/mcp": "a package manager for MCP servers",
    "@cloudflare/playwright-mcp": "a fork of @playwright/mcp (packages.txt)",
    "mcp-playwright": "a fork of @playwright/mcp (packages.txt), by its summary",
    "@tontoko/fast-playwright-mcp": "a variant of @playwright/mcp (packages.txt), by its summary",
    "@ejazullah/mcp-playwright": "an enhanced @playwright/mcp (packages.txt), by its summary",
    "@tosin2013/mcp-shrimp-task-manager": "an enhanced mcp-shrimp-task-manager (an earlier set's)",
    "@mcp-b/react-webmcp": "React hooks: a library",
    "@mcp-b/extension-tools": "tools for a browser extension to register: a library",
    "@mcp-b/webmcp-local-relay": "a relay for browser tools: a proxy",
    "@jason.today/webmcp": "a WebSocket implementation of the protocol: a library",
    "@blocklet/mcp": "a protocol implementation for TypeScript: a library",
    "@codingame/monaco-vscode-mcp-service-override": "an editor's service override: a library",
    "@utcp/mcp": "the protocol's integration for UTCP: an adapter",
    "@tokenizin/mcp-npx-fetch": "a CLI tool (its summary)",
    "swagmanager-mcp": "an AI agent CLI (its summary)",
    "@devness/mcp-setup": "a setup wizard for AI tools' configuration",
    "claude-db-mcp-query-skill": "a Claude Code skill, not a server",
    "mcp-relay-core": "a credential relay for MCP servers, not a server",
    "agentmail-mcp": "a stdio bridge to a hosted server: a proxy",
    "specstream-mcp-stdio": "a stdio bridge to a hosted server: a proxy",
    "mcp-grade": "grades and probes MCP servers: a scanner",
    "django-mcpz": "MCP servers in Django: a framework",
    "trsdn-markitdown-mcp": "another MarkItDown server beside markitdown-mcp (an earlier set's)",
    "excel-mcp-server-fastmcp": "a variant of excel-mcp-server (an earlier set's), by its name",
    "mcp-atlassian-with-bitbucket-and-privacy": "a variant of mcp-atlassian (an earlier set's), by its name",
}
_TOKEN = re.compile(r"[@A-Za-z0-9][\w./@-]*[A-Za-z0-9]")


def named_in_headers(own: str = OWN) -> set[str]:
    """Every name an earlier packages list's header mentions (the packages it left out, by licence, as
    not fetchable, as a copy or not a server), normalised as select_fresh9._names does."""
    out: set[str] = set()
    for path in HERE.glob("packages*.txt"):
        if path.name == f"packages_{own}.txt":
            continue
        out |= _header_names(path, path.stat().st_mtime_ns)
    return out


@functools.cache
def _header_names(path: Path, mtime_ns: int) -> frozenset[str]:
    # Every later selection asks again for every list's header names: read once per content (keyed on
    # the file's modification time).
    out: set[str] = set()
    for line in path.read_text(encoding="utf-8").splitlines():
        if line.startswith("#"):
            out |= {_norm_pypi(token) for token in _TOKEN.findall(line)}
    return frozenset(out)


def twelfth_candidates(npm: Path, pypi: Path) -> set[str]:
    """Every package select_fresh12.py gives (what the twelfth set fetched), lower-cased."""
    earlier = select_fresh9.earlier_packages(select_fresh12.OWN)
    ninth = select_fresh12.ninth_candidates(npm, pypi)
    summaries = select_fresh12.earlier_summaries(npm, pypi, earlier)
    out = set(select_fresh12.npm_candidates(npm, earlier, ninth, summaries))
    out |= set(
        select_fresh12.pypi_candidates(pypi, earlier, ninth, HELD_OUT_HALF, _sha(PYPI_AFTER), summaries)
    )
    out |= set(
        select_fresh12.pypi_candidates(
            pypi, earlier, ninth, OTHER_HALF, _sha(select_fresh12.PYPI_OTHER_AFTER), summaries
        )
    )
    return {name.lower() for name in out}


def fetched_before(npm: Path, pypi: Path) -> set[str]:
    """The ninth and twelfth sets' candidates and the names earlier lists' headers mention."""
    named = {
        _norm_pypi(n) for n in select_fresh12.ninth_candidates(npm, pypi) | twelfth_candidates(npm, pypi)
    }
    return named | named_in_headers()


def _excluded(
    name: str, summary: str, earlier: set[tuple[str, str]], before: set[str], summaries: set[str]
) -> bool:
    return (
        _norm_pypi(name) in before
        or name in LEFT_OUT
        or name.startswith(REPUBLISHERS)
        or bool(PLATFORM.search(name))
        or select_fresh12._excluded(name, summary, earlier, summaries)
    )


def _summaries(index: Path, column: int) -> dict[str, str]:
    out = {}
    for line in index.read_text(encoding="utf-8").splitlines()[1:]:
        fields = line.split("\t")
        if len(fields) > column and "mcp" in fields[0].lower():
            out[fields[0]] = fields[column]
    return out


def first_of_each_summary(names: list[str], summary: dict[str, str]) -> list[str]:
    """A candidate whose index summary (20 characters or more) an earlier candidate of the list has word
    for word is a copy or rename (apktool-mcp and apktool-mcp-server): the first in order is kept."""
    seen: set[str] = set()
    out = []
    for name in names:
        text = select_fresh12._summary(summary.get(name, ""))
        if len(text) >= 20 and text in seen:
            continue
        seen.add(text)
        out.append(name)
    return out


def npm_candidates(
    index: Path, earlier: set[tuple[str, str]], before: set[str], summaries: set[str] = frozenset()
) -> list[str]:
    """Any `mcp` name whose summary names MCP, most downloaded first."""
    found: list[tuple[int, str]] = []
    for line in index.read_text(encoding="utf-8").splitlines()[1:]:
        fields = line.split("\t")
        if len(fields) < 4:
            continue
        name, downloads, summary = fields[0], fields[2], fields[3]
        if "mcp" not in name.lower() or not select_fresh12.MCP.search(summary):
            continue
        if _excluded(name, summary, earlier, before, summaries):
            continue
        found.append((-int(downloads or 0), name))
    return [name for _, name in sorted(found)]


def pypi_candidates(
    index: Path,
    earlier: set[tuple[str, str]],
    before: set[str],
    month_floor: str,
    version_floor: tuple[int, int],
    version_below: tuple[int, int] | None = None,
    count: int = 10**9,
    summaries: set[str] = frozenset(),
) -> list[str]:
    """The eighth set's filter with the month and version floors given (and, if given, versions below
    `version_below` only), either half, in sha256 order of the names: the first `count` that pass."""
    found: list[tuple[str, str]] = []
    for line in index.read_text(encoding="utf-8").splitlines()[1:]:
        fields = line.split("\t")
        if len(fields) < 5:
            continue
        name, version, month, summary = fields[0], fields[1], fields[2], fields[4]
        if "mcp" not in name.lower() or not SERVER.search(summary) or month < month_floor:
            continue
        if not select_fresh9._version_at_least(version, version_floor):
            continue
        if version_below is not None and select_fresh9._version_at_least(version, version_below):
            continue
        if _excluded(name, summary, earlier, before, summaries):
            continue
        found.append((_sha(name), name))
    return [name for _, name in sorted(found)[:count]]


def candidates(npm: Path, pypi: Path) -> list[str]:
    """`ecosystem name` lines, in the order they are fetched: npm, then PyPI step 1, then step 2."""
    earlier = select_fresh9.earlier_packages(OWN)
    before = fetched_before(npm, pypi)
    summaries = select_fresh12.earlier_summaries(npm, pypi, earlier)
    npm_names = npm_candidates(npm, earlier, before, summaries)
    npm_names = first_of_each_summary(npm_names, _summaries(npm, 3))
    step1 = pypi_candidates(pypi, earlier, before, MONTH_FLOOR, (1, 3), summaries=summaries)
    step2 = pypi_candidates(pypi, earlier, before, "2026-06", LOW_VERSION_FLOOR, (1, 3), summaries=summaries)
    pypi_names = first_of_each_summary(step1 + step2, _summaries(pypi, 4))
    step2 = [name for name in pypi_names if name not in step1][:PYPI_LOW_COUNT]
    pypi_names = [name for name in pypi_names if name in step1] + step2
    return [f"npm {name}" for name in npm_names] + [f"pypi {name}" for name in pypi_names]


def main() -> None:
    if len(sys.argv) != 3:
        raise SystemExit(__doc__)
    for line in candidates(Path(sys.argv[1]), Path(sys.argv[2])):
        print(line)


if __name__ == "__main__":
    main()
