"""Attack payloads of the ELEVENTH evaluation set: MCP tool poisoning written by outside author groups.

Used by build_fresh11.py. Each reader (fresh11_readers.py, fresh11_servers.py, fresh11_corpora.py) takes
the files as published (checked against the sha256 pinned below) and yields payload records by a rule
fixed in code; nothing is hand-edited or hand-picked. Every source is a public repository holding poisoned
MCP tool descriptions (scanners', gateways' and proxies' demo servers, test fixtures, labelled attack
corpora, an attack generator), used by no earlier set or the training collection, not reserved and not
listed as looked at and left (README.md, "Eleventh independent evaluation set"). Either half of the split is allowed (every earlier held-out set is spent); each
source's h is recorded in README. SOURCES_DIR (build_fresh11.py's argument, or $FRESH11_SRC) holds, each
copied with `git show <commit>:<path>`:

    auditor/mcp_tool_auditor/offensive/poisoner.py, auditor/tests/fixtures/poisoned_tools.json,
    auditor/LICENSE      perparimmjeku/mcp-tool-auditor, its poisoned-server generator and fixture, MIT
    cirmonitor/tests/fixtures/{poisoned,clean}_tools.json, cirmonitor/README.md (its licence: MIT)
                         OluwaseunOlajide/cir-monitor, its poisoned and clean tool fixtures
    sentinel/examples/malicious_server.py, sentinel/LICENSE
                         jiangmuran/sentinel, its malicious example server, Apache-2.0
    bastion/examples/poisoned-server/server.py, bastion/LICENSE
                         gpamarthy/bastion, its poisoned demo server, MIT
    rune/tests/fixtures/{poisoned,rug_pull}_server.py, rune/LICENSE
                         marcusikk/rune, its poisoned FastMCP test server, MIT
    mcpradar/demo/malicious_server.py, mcpradar/LICENSE
                         yatuk/mcpradar, its deliberately vulnerable demo server, MIT
    ghostprobe/tests/fixtures/poisoned_server.json, ghostprobe/tests/test_analyzer.py, ghostprobe/LICENSE
                         joemunene-by/ghostprobe, its poisoned server fixture, MIT
    argus/src/argus/shadow_mcp/library.py, argus/LICENSE-CORE, argus/LICENSE-PRO
                         Odingard/argus-core, its shadow MCP library of poisoned tools, MIT (core)
    mcpdx/examples/vulnerable_server.py, mcpdx/LICENSE
                         joshuaruppe/mcpdx, its deliberately vulnerable server, MIT
    sudonaji/examples/vulnerable_server.py, sudonaji/LICENSE
                         sudoNaji/MCP-security-auditor, its vulnerable example server, MIT
    aaa/examples/poisoned_mcp_server.py, aaa/LICENSE
                         builderxin11/AutonomousAdversarialArchitectAgent, its poisoned MCP server, MIT
    clayseal/examples/poisoned_mcp_server.py, clayseal/agentauth/receipts/mcp_server.py, clayseal/LICENSE
                         clayseal/clayseal-receipts, its hostile and honest fraud-scoring servers, MIT
    watchtower/tests/fixtures/poisoned-tools.json, watchtower/LICENSE
                         Gowrav-M/agentops-watchtower, its poisoned tools fixture, MIT
    linter/tests/{mutation/test_rule_mutations_v1.py,unit/test_lint_rules.py,fixtures/bad_tools.json},
    linter/LICENSE       inostarlin-passion/MCP-Tool-Card-Linter, its mutation operators and fixture, MIT
    warden/src/warden/benchmark/corpus/{tool_poisoning,advanced_evasion}.yaml, warden/LICENSE
                         aryanrasiwasia1818/Warden-MCP-security, its benchmark corpus, Apache-2.0
    fuzzd/corpus/tool_poisoning/*.json, fuzzd/README.md (its licence: MIT)
                         ksek87/fuzzd, its tool-poisoning attack corpus
    sainakakkar/examples/poisoned_manifest.json, sainakakkar/LICENSE
                         sainakakkar2006/mcpscan, its poisoned manifest example, MIT

Three kinds of payload, as in the tenth set: `whole` (an author's whole poisoned tool description, a
`new_tool` row as published), `rewrite` (an author's clean -> poisoned description of the same tool or
parameter, a `rewrite` or `property` row as published) and bare payload lines (planted into real hosts
by build_fresh11.py).

A payload that shares a run of eight words with a training or development text is left out by
build_fresh11.py (build_fresh5.left_out_if_learnt, the fifth set's rule unchanged).

Labels are given by `fresh_sources.classes_of` (the fresh set's rule, unchanged): each source's own
metadata (a comment, a docstring's list, a constant's name, a generator's technique) gives the base
classes, and the same patterns, on the payload text alone, add the rest. Both were fixed before any
detector was run on these rows, and no row was added, dropped or relabelled after.
"""

from __future__ import annotations

from collections.abc import Set as AbstractSet
from pathlib import Path

from fresh5_sources import kept_once
from fresh11_common import Payload
from fresh11_corpora import fuzzd, linter, sainakakkar, warden
from fresh11_readers import auditor, bastion, cirmonitor, mcpradar, rune, sentinel, watchtower
from fresh11_servers import aaa, argus, capped, clayseal, ghostprobe, mcpdx, sudonaji
from fresh_sources import verify_pinned

# sha256 of every input file as published at the pinned commit (README lists where from).
PINNED = {
    "aaa/LICENSE": "e40ad774f8236b42a831048d4e02414c3fa0124266df08bd67d0616dda33d8fc",
    "aaa/examples/poisoned_mcp_server.py": "da34442f0c9731e6ea0d0011b74f78612f7ece20b75ec99bb2c61b20b8dff66a",
    "argus/LICENSE-CORE": "55228ff550868de4fcc03921d3a1a3a68fee20cb9c9eba824075ee6f5d995a3c",
    "argus/LICENSE-PRO": "05f229c5fc42179f313e84d8f581281ea83f91450878b39c7261ef047b25840d",
    "argus/src/argus/shadow_mcp/library.py": "57799d9fd02007110169812da068d0616164cef69e9cb1823f7ec7414194b43d",
    "auditor/LICENSE": "3aa1b336fdd10919afc8033b29b804164a9945f2dcb78d25cb1fa198998314ba",
    "auditor/mcp_tool_auditor/offensive/poisoner.py": "1b3ce8f1ff11645000c08274f7f0c824c61d36403c2113ccbb06ed10982c8b3c",
    "auditor/tests/fixtures/poisoned_tools.json": "fae4a740d4d4f87908fb95bd765a6dae345ea49d086a5f63f9af5d70fc219266",
    "bastion/LICENSE": "4280bdf636a26f390419d5d962cad4b10a65df0fdea92a094798526195bcfdcb",
    "bastion/examples/poisoned-server/server.py": "0d095865d4ea073011f36ef7f8f6636ef01defeefe478bc80c24032442017ecf",
    "cirmonitor/README.md": "beac9fd5bdf650a69fb6c93554187c36986288e85ab11fbc48c2445b85eadfd2",
    "cirmonitor/tests/fixtures/clean_tools.json": "2e7233898042cfaba37be6b2a1a51fd8db7c3c18a884f6236a9930946bf60a93",
    "cirmonitor/tests/fixtures/poisoned_tools.json": "81d16a7e65b10c87ac5c19569e804d8a1001645f9270255ed4f16b9b227497d3",
    "clayseal/LICENSE": "06d2ec0eecf44895877a0836f40e52996d50ae3f1f9393280e5a0baf32cff450",
    "clayseal/agentauth/receipts/mcp_server.py": "97b55c7cd6a3c648fe9e52ec62067cbe6a95f3e0ff24fb629231e3831aadd8b8",
    "clayseal/examples/poisoned_mcp_server.py": "f7bf63ce03e3b4e7ba2b48ef22d9aeeb515261abb2a6eba2ef490433c485ec90",
    "fuzzd/README.md": "5ce0eadbc5f5a82003004d606850fc9602e5924370e8c77b9734537b617bfe33",
    "fuzzd/corpus/tool_poisoning/TPA-001.json": "46eaa7c1b63ad1bd22c5680c23e6bc0eac3be504f37e24a2e521a8761cf105d9",
    "fuzzd/corpus/tool_poisoning/TPA-002.json": "5deb33722e4da6e9cd7dbefe0a45a0143f690aff0d77b57edd0271f82d8fd0d9",
    "fuzzd/corpus/tool_poisoning/TPA-003.json": "b516ce72390acc4c9bf6d39a12e9d27439e90965c0cc58a0606fb0d254a095e9",
    "fuzzd/corpus/tool_poisoning/TPA-004.json": "9693a8765deed4ebb0b2b34a7805726648511807bd4066c84af86e58db7943ea",
    "fuzzd/corpus/tool_poisoning/TPA-005.json": "1849d74b77227009da1659dd797b541077c4a89dd7786796ec884907e2005a71",
    "fuzzd/corpus/tool_poisoning/TPA-006.json": "3648e6f50adf2b38e317e2e01c754d74c660c33560168787ff49ff4c51996d3c",
    "fuzzd/corpus/tool_poisoning/TPA-007.json": "2e1c39f8f01dd9c80d7b42644921afecd750d29d09095ec17975733d1f9fea72",
    "fuzzd/corpus/tool_poisoning/TPA-008.json": "199d314b580de13903df19d89db6c36a9ac0827211b5e9f4e9d08772543da009",
    "fuzzd/corpus/tool_poisoning/TPA-009.json": "4002c9a058bca834c4a6e5e29412af31d61eeb4cd182a335a872ca4b94b42e99",
    "fuzzd/corpus/tool_poisoning/TPA-010.json": "559d2cafe568d9876342333bea2e02a837fe5c96ef096188f94c2b88f309faa8",
    "fuzzd/corpus/tool_poisoning/TPA-011.json": "ad32e8a6bedaee2b7c35c4eaf1bd426e82d21c8dc77dc9e99febb9994aed4b9e",
    "fuzzd/corpus/tool_poisoning/TPA-012.json": "6d7f327130fea973eb8844e33581e3665f55668a3c2880641e908bf61d67dc1c",
    "fuzzd/corpus/tool_poisoning/TPA-013.json": "cdd6f7824571ae0ad99993fbba5aa5d736051ec975de4e33ac59307f8f59235e",
    "fuzzd/corpus/tool_poisoning/TPA-014.json": "e3ff6918228463979fbeb537084ae42e1e49c772fed8b3cf6012f4574e38bc94",
    "fuzzd/corpus/tool_poisoning/TPA-015.json": "c9f1dba575f9b69ea96f0b78131a14f3f8c070b696c7aab98481b0ce2ff1753e",
    "fuzzd/corpus/tool_poisoning/TPA-016.json": "6816696385baa061ed4b064f88f6ac92cd3b282f6e92c4505f0c2cccd70b15c2",
    "fuzzd/corpus/tool_poisoning/TPA-017.json": "7b5c38ac87f5a88071091e132727c1580d909b2cb7414cc81b2107702db305d6",
    "fuzzd/corpus/tool_poisoning/TPA-018.json": "e085c1606107937724a0f614541db69158c57f251bd16c8f65e097aba8ed1758",
    "fuzzd/corpus/tool_poisoning/TPA-019.json": "0408ee1ca9eed71df6249dbfde1871083262cf240c72a89bc0c7a66ad0a7d6f6",
    "fuzzd/corpus/tool_poisoning/TPA-020.json": "30d7a8a71215c43f5d4fda1b7593ae4adb9cdb0a241a8633fabe1092422e3602",
    "fuzzd/corpus/tool_poisoning/TPA-021.json": "d44a63f0e76fa700360461dce2e586051efdfde5875d897198cdfdf1e242b812",
    "fuzzd/corpus/tool_poisoning/TPA-022.json": "25f6cc061eb34c6d623696af617b43f626130312165a2abcbffa2a147370d4a7",
    "fuzzd/corpus/tool_poisoning/TPA-023.json": "2e6ca3a1b07e3f18580e09beec17bdd19da57bd8401e659d511f7046624effa3",
    "ghostprobe/LICENSE": "974b432bff362d86cab002b2c5d64e00ac7368ae1c6fbfbba595cca90b2e165f",
    "ghostprobe/tests/fixtures/poisoned_server.json": "3bb0562512faea3154c5886987a5a21ab515b515b7bfce3b4d89c79c82db9ac4",
    "ghostprobe/tests/test_analyzer.py": "f22d12d80e6e4e70c30b5d815ca4c2381942e2be51dce9577551990d10b825b8",
    "linter/LICENSE": "b2208751a812344f1414f9643eca99ce9f282f91a051a11d2677ec088138ae8a",
    "linter/tests/fixtures/bad_tools.json": "a82b2f65aa52ad75a6495bb1f0a21839023a592bc76ccc8e2f08318235c10ced",
    "linter/tests/mutation/test_rule_mutations_v1.py": "bc468f6755d7d89a344b3745428b1395b93562da48760c4fc8dedc821b29d903",
    "linter/tests/unit/test_lint_rules.py": "4fed742c89cbf2206878609f68fd4da5d365be29d13ec124869773e48f47fb77",
    "mcpdx/LICENSE": "e92db1c604dee1996fbc72d067951cc743321c972bc1b38383271fb52c69a88d",
    "mcpdx/examples/vulnerable_server.py": "1611f80dde3a955cb19142d569ae6b65d053926357f55d69beed722fa4397c6f",
    "mcpradar/LICENSE": "566168b206bbc88d02af4cde6d9d10e80471a23a405de0ca74f55892d832d5c9",
    "mcpradar/demo/malicious_server.py": "fdf6572fc8ded339e77ee72905cd3d5aae9e21f15d55235220e9fe96f29ca1fa",
    "rune/LICENSE": "ab4441c100fafbe8599090e1e7a421a0b1b2d0a35fa46758f407cd33004aad61",
    "rune/tests/fixtures/poisoned_server.py": "b5cb6d328f54acaebb383346bf02fd5fb746d68f7ad2456880db58d21edee90c",
    "rune/tests/fixtures/rug_pull_server.py": "b2abfbc7bf2c1e2f7235c5256f7cdf145869a768d7e350da0989f96be24b44db",
    "sainakakkar/LICENSE": "4b2f6819d96e870503046146b4038f4369ff063c13eb8d99d447f1d34b964989",
    "sainakakkar/examples/poisoned_manifest.json": "7731d53a4ebe11d845b35b69a73832ca671310553b87698bd336f85079fef6c5",
    "sentinel/LICENSE": "75efa07c4d2afb14d8226cf00b7763dd2ec1c5585a9dfe919881a3a3fef2ddac",
    "sentinel/examples/malicious_server.py": "3129668bb17ce2fa179c399ce69774153eb19734b115769a96f9035f999b86d2",
    "sudonaji/LICENSE": "da63a07465be463e73ce8215a3d4bed4ffae46d1c231437a6ce15873c0e20883",
    "sudonaji/examples/vulnerable_server.py": "873d3c8451ba75d5c4ed5d861e383f6775fd3487c6cf8ec5b028de54f2c6beb1",
    "warden/LICENSE": "b7170aad3ae3a013926916123edafdac19bf60eca3b4b21e8aa73b8d6ce9398a",
    "warden/src/warden/benchmark/corpus/advanced_evasion.yaml": "f15907e2ffe312cab982b987c63d4ebec5f67f707317e8c06c89604d49295aae",
    "warden/src/warden/benchmark/corpus/tool_poisoning.yaml": "e71478ced32f378ecd5aef772c86fc88deb7548ce6384d8e4a0550f41f5976dd",
    "watchtower/LICENSE": "bc8abfcc24aab01727fe7f584ecacb7a83eb2f4ae50b9c5ebe93a61de78184ba",
    "watchtower/tests/fixtures/poisoned-tools.json": "478953a6fa453175d7e89edbed38aff3c1d06dadae94cc4db0414c6f5b6fe088",
}  # fmt: skip

READERS = (
    auditor,
    cirmonitor,
    sentinel,
    bastion,
    rune,
    mcpradar,
    ghostprobe,
    argus,
    mcpdx,
    sudonaji,
    aaa,
    clayseal,
    watchtower,
    linter,
    warden,
    fuzzd,
    sainakakkar,
)


def payloads(src: Path, seen: AbstractSet[str] = frozenset()) -> list[Payload]:
    """All sources' payloads, at most fresh11_servers.CAP a source (capped), each once, less those sharing
    a run of words with `seen` (kept_once)."""
    verify_pinned(src, PINNED)
    return kept_once([p for reader in READERS for p in capped(list(reader(src)))], seen)
