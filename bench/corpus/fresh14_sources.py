"""Attack payloads of the FOURTEENTH evaluation set: MCP tool poisoning written by new outside author groups.

Used by build_fresh14.py. Each reader (fresh14_servers.py, fresh14_fixtures.py) takes the files as
published (checked against the sha256 pinned below) and yields payload records by a rule fixed in code;
nothing is hand-edited or hand-picked. Every source is a public repository holding poisoned MCP tool
descriptions (scanners' vulnerable fixture servers and test fixtures, rug-pull demo servers, a red-team
tool's generated exploit, a training lab, an adversarial test corpus, a scanner benchmark), used by no
earlier set or the training collection, not reserved, not listed as looked at and left, and by an owner
no earlier set used (README.md, "Fourteenth independent evaluation set"). Either half of the split is
allowed (every earlier held-out set is spent); each source's h is recorded in README.

SOURCES_DIR (build_fresh14.py's argument, or $FRESH14_SRC) holds, each copied with `git show <commit>:<path>`
from the repository's snapshot (the commits are fresh14_common.ORIGINS'), or, for aigoat, scannerbench
and customs (no snapshot could be had), written from the stored copy of the file at the commit README
names, as its text (UTF-8):

    spicer/fixtures/vulnerable_servers/vuln_tool_poison.py, spicer/LICENSE
                         richardspicer/mcp-audit, its tool-poisoning fixture server, Apache-2.0
    firmis/test/fixtures/tool-poisoning/malicious-tool-skill/index.js, firmis/LICENSE
                         riteshkew/firmis-scanner, its tool-poisoning fixture, MIT
    agentpwn/src/agent_pwn/{escalate/mcp_server.py,cli.py}, agentpwn/LICENSE
                         valh4x-1/agent-pwn, its MCP server exploit generator, MIT
    deconvolute/scenarios/rug_pull/malicious_server.py, deconvolute/LICENSE
                         deconvolute-labs/mcp-deconvolute-demo, its rug-pull scenario server, Apache-2.0
    gauntlet/src/mcp_gauntlet/fixtures/{malicious_server.py,bad_server.py}, gauntlet/LICENSE
                         GhalebDweikat/mcp-gauntlet, its malicious and bad fixture servers, MIT
    ianua/tests/adversarial/corpus.py, ianua/LICENSE
                         IRsoctierDT/IANUA-Broker, its adversarial test corpus, Apache-2.0
    opensyber/demo/rugpull-server.mjs, opensyber/LICENSE
                         finsavvyai/opensyber-mcp-watch, its rug-pull demo server, MIT
    tripwire/src/tripwire/samples.py, tripwire/LICENSE
                         Viprasol-Tech/tripwire, its built-in sample servers, MIT
    aigoat/app/mcp_servers/{community_support.py,shadow_shop.py,payloads.py} (stored copies at
    e161cf620ea83569641d089a820843882f059685), aigoat/LICENSE (the snapshot's, at
    d9104a833dbf9216cdf096265807aaa32910e69f)
                         AISecurityConsortium/AIGoat, its training lab's MCP servers, Apache-2.0
    scannerbench/corpus/cases/tool-poisoning-{001,002-js,003}{,-safe}/server.{py,js}, scannerbench/LICENSE
    (stored copies: 001, 002-js and LICENSE at 20b43f97d3088ae1ef4d3198e2b424fbc7ac6d5f, 003 at
    b3d12acaf17ab3d8c3c64eeed3b5b36699dc12e4)
                         ElnatanAnbelu/mcp-scanner-benchmark, its tool-poisoning cases, MIT
    customs/tests/fixtures/rugpull-tools-list{,-drifted}.json, customs/LICENSE (stored copies at
    0a60ceb89da25b65a26938d3ff9f18962b0ad102)
                         adindamochamad/customs, its rug-pull fixtures, MIT
    sentinelcli/fixtures/mcp/{poisoned,clean}-tools.json, sentinelcli/README.md (its licence: MIT)
                         ahmedimran35/Sentinel, its poisoned and clean MCP tool fixtures
    gatekeeper/tests/fixtures/malicious-tools.json, gatekeeper/{README.md,package.json} (their licence: MIT)
                         Aravindargutus/mcp-gatekeeper, its malicious tools fixture
    uncloak/tests/fixtures/mcp/poisoned.json, uncloak/LICENSE
                         fevziegeyurtsevenler/uncloak, its poisoned MCP configuration fixture, Apache-2.0
    qsag/tests/test_scanner.py, qsag/LICENSE
                         Neoxyber/qsag-core, its scanner's tests, Apache-2.0
    mcparmor/demo-mcp-server/demo_server.py, mcparmor/LICENSE
                         stennie/mcp-checkpoint (a copy of aira-security's MCP Armor), its demo servers, Apache-2.0

Three kinds of payload, as in the tenth and eleventh sets: `whole` (an author's whole poisoned tool
description, a `new_tool` row as published), `rewrite` (an author's clean -> poisoned description of the
same tool, a `rewrite` row as published) and bare payload lines (planted into real hosts by
build_fresh14.py). At most CAP payloads a source are kept, those whose tool name (or payload id) hashes
lowest (fresh11_servers.capped, unchanged).

A payload that shares a run of eight words with a training or development text is left out by
build_fresh14.py (build_fresh5.left_out_if_learnt, the fifth set's rule unchanged).

Labels are given by `fresh_sources.classes_of` (the fresh set's rule, unchanged): each source's own
metadata (a section comment, a constant's comment, a server's docstring) gives the base classes, and the
same patterns, on the payload text alone, add the rest. Both were fixed before any detector was run on
these rows, and no row was added, dropped or relabelled after.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from collections.abc import Set as AbstractSet
from functools import partial
from pathlib import Path

from fresh5_sources import kept_once
from fresh11_servers import capped
from fresh14_common import Payload
from fresh14_fixtures import customs, firmis, gatekeeper, opensyber, scannerbench, sentinelcli, uncloak
from fresh14_servers import agentpwn, aigoat, deconvolute, gauntlet, ianua, mcparmor, qsag, spicer, tripwire
from fresh_sources import verify_pinned

# sha256 of every input file as read (README lists where from).
PINNED = {
    "agentpwn/LICENSE": "1b9550db9fa4210d0a84af670c9a173b95c28a2918ca5f9efa7135e316d953d3",
    "agentpwn/src/agent_pwn/cli.py": "ad0a5cc3eee655af4648e62eb8886cbc35a03a37608a4b4c2302a2ceed59be70",
    "agentpwn/src/agent_pwn/escalate/mcp_server.py": "e4fa9bd647783f8767b71756893ff1b9b1c6c5911bc13ea63b2738e5d6767c27",
    "aigoat/LICENSE": "6d377c38855bf86fd253d47a40e903534495985694e2adc636cf8cb1265d87f7",
    "aigoat/app/mcp_servers/community_support.py": "dfd1a6e5e3b846314d53147344a275383e00c76f225be339acc0bbd09d03521b",
    "aigoat/app/mcp_servers/payloads.py": "0f386744b327e77100a3b56734d139242769fc9e07810f2413ceb06ee5d2fbef",
    "aigoat/app/mcp_servers/shadow_shop.py": "81a89317f7f9c6d7e761f7b975ffd9708cf032d679b9fc0fba014e2544edc4ce",
    "customs/LICENSE": "17ffd4037a5d087f84f9076d9e3a764c6459501c114193d4ed83d52cd4ebf24c",
    "customs/tests/fixtures/rugpull-tools-list-drifted.json": "69f106b0be025f2cb31e6392cbc7c7fb6df06cf74dfe739881ce179ff91f8fc9",
    "customs/tests/fixtures/rugpull-tools-list.json": "bb4b1566f7079f9308752e621a49c99dd83828d2b2e2319ed94d8cc690b95cd7",
    "deconvolute/LICENSE": "c71d239df91726fc519c6eb72d318ec65820627232b2f796219e87dcf35d0ab4",
    "deconvolute/scenarios/rug_pull/malicious_server.py": "e65e76228d22503f48bc3f59bb10b0104f6a39bbace0b5e80b251b99727b0f0b",
    "firmis/LICENSE": "3f30906525957046396f188603be01a919fd842fc00fbcfd35fe2981dc55483f",
    "firmis/test/fixtures/tool-poisoning/malicious-tool-skill/index.js": "c41220dcdc245c02d17dcc122c3cc768601673b0826f469d101e6def1d47efe6",
    "gauntlet/LICENSE": "a6b10db28598bf2caaea79b4f95622af26044f56dfd031cdd4615a1f164b086f",
    "gauntlet/src/mcp_gauntlet/fixtures/bad_server.py": "4d63cd4748d2672c63a643850c1cd571398820f1507bb9ee9af024c777a68f6e",
    "gauntlet/src/mcp_gauntlet/fixtures/malicious_server.py": "a67c79cda039ff31b12ed8746338a42d03dfde4c5006afc7dd4364de6d24d7df",
    "gatekeeper/README.md": "0127ab439bf4f2bd8d8ed87eed59d97fbd17bf42d7c598020e4496dbbe4e5052",
    "gatekeeper/package.json": "9e12b5186dbbd9207c4258a5f05cec4919a18c405614efaf9c5e138444f0447b",
    "gatekeeper/tests/fixtures/malicious-tools.json": "dc3a53447249d54c185c014da1ccf00edda493b51deadcbcea5ab36a57ce0be3",
    "ianua/LICENSE": "b857565af60b1069bea609e04d810365cca4063b99e0a0a346072e98ef2cf324",
    "ianua/tests/adversarial/corpus.py": "5eee4b377088cf54fcfde4765f7e8a20398c3b9cd54850eb46d931bebb5423a3",
    "mcparmor/LICENSE": "0276db6711d6e4a80e9f415f9c92bad5a9a2792be99b4dc6168292852c576043",
    "mcparmor/demo-mcp-server/demo_server.py": "6fd25b215844ad82502b8f9db0e6e8b723dab66ca00cd38d3bb05ae9e572006d",
    "opensyber/LICENSE": "48ff0db4ffa7e515fffcc2c336a7b84d2cc645e9bc573308a1e4a64f4e52aa89",
    "opensyber/demo/rugpull-server.mjs": "ee984f345bc4d7940b07ad1b7461d9dfed716810d5d9afbba0e3b21299aebf26",
    "qsag/LICENSE": "cfc7749b96f63bd31c3c42b5c471bf756814053e847c10f3eb003417bc523d30",
    "qsag/tests/test_scanner.py": "546881376dc5920c40d3df825a641158c4bc8f84b333895dabb7ef36eb44628d",
    "scannerbench/LICENSE": "dee6d86112e1bd09fdcec39a36883e4632e42f77fa05753404e6a644886b0add",
    "scannerbench/corpus/cases/tool-poisoning-001-safe/server.py": "1bc4132e14c12f3b328f9520629e34303688b85552dd44a1e1f9db7f9e14c695",
    "scannerbench/corpus/cases/tool-poisoning-001/server.py": "ada102e3fa48eb8735972eddbea3e8e3a5bea81c4786a34743045c299d1e01c2",
    "scannerbench/corpus/cases/tool-poisoning-002-js-safe/server.js": "da499a831243b3132456c4d1211d7a7b80979d670c079916bc4b1d8f0aeeecc7",
    "scannerbench/corpus/cases/tool-poisoning-002-js/server.js": "40dc99d6f856104b0a787ee3f833229e9a033179bf62bbf6002d1cc487e121b4",
    "scannerbench/corpus/cases/tool-poisoning-003-safe/server.py": "b50474422d1e06f262c3213f7a4a6d6be12da5cc22a0732e59baba36270654f5",
    "scannerbench/corpus/cases/tool-poisoning-003/server.py": "4d097f1fc42b698d0ccdaa6f1307e9884437a1127990d1eb303ae598aae5567f",
    "sentinelcli/README.md": "685fc334df95e79ef1acd827b27c9292358cacf9a639c1b1749ffeb8811fc147",
    "sentinelcli/fixtures/mcp/clean-tools.json": "e7666df4d189f64f59cd92fc95abad5cc61e40b4affdd05b94e998ec579b6ecd",
    "sentinelcli/fixtures/mcp/poisoned-tools.json": "d481ad1dd2aac18e9c65e3353be41ef4bf32bcc3cdfae08b2a52154f8196d5cb",
    "spicer/LICENSE": "7e2a73e50e34fe87dad8fb4d61e418195d8af28a498d0cf64f8a6421e0f97021",
    "spicer/fixtures/vulnerable_servers/vuln_tool_poison.py": "d7e6278235c42987ca5b70cd0e6d6d72f089335a5c22c0601d5e9726723c2400",
    "tripwire/LICENSE": "dc80ba485ddde4658af49ef7250a11138acd48dce4af9af357dff7719e5ac6ec",
    "tripwire/src/tripwire/samples.py": "11c6808fcb83019be133698275193363235ce89250a5e35d612e97444aad162d",
    "uncloak/LICENSE": "cfc7749b96f63bd31c3c42b5c471bf756814053e847c10f3eb003417bc523d30",
    "uncloak/tests/fixtures/mcp/poisoned.json": "3e92e2e7837d998575d4a81a67d6af57853d8c17c6f5ab5be2ed3a21c7fe4b84",
}  # fmt: skip

# The benchmark's tool-poisoning cases stored here (each with its `-safe` twin).
SCANNERBENCH_CASES = ("tool-poisoning-001", "tool-poisoning-002-js", "tool-poisoning-003")

READERS: tuple[Callable[[Path], Iterator[Payload]], ...] = (
    spicer,
    firmis,
    agentpwn,
    deconvolute,
    gauntlet,
    ianua,
    opensyber,
    tripwire,
    aigoat,
    partial(scannerbench, cases=SCANNERBENCH_CASES),
    customs,
    sentinelcli,
    gatekeeper,
    uncloak,
    qsag,
    mcparmor,
)


def payloads(src: Path, seen: AbstractSet[str] = frozenset()) -> list[Payload]:
    """All sources' payloads, at most CAP a source (capped), each once, less those sharing a run of words
    with `seen` (kept_once)."""
    verify_pinned(src, PINNED)
    return kept_once([p for reader in READERS for p in capped(list(reader(src)))], seen)
