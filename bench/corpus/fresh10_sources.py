"""Attack payloads of the TENTH evaluation set: MCP tool poisoning written by other authors.

Used by build_fresh10.py. Each reader (fresh10_python.py, fresh10_jvm_js.py, fresh10_fixtures.py) takes the files as published (checked against the sha256 pinned
below) and yields payload records by a rule fixed in code; nothing is hand-edited or hand-picked. Every
source is a public repository holding poisoned MCP tool descriptions (demo malicious servers, rug-pull
test servers, red-team labs, training scenarios), used by no earlier set, not reserved and not listed
as looked at and left (README.md, "Tenth independent evaluation set"). Either half of the split is
allowed (every earlier held-out set is spent); each source's h is recorded in README. SOURCES_DIR
(build_fresh10.py's argument, or $FRESH10_SRC) holds, each copied with `git show <commit>:<path>`:

    mcplock/tests/servers/{poisoned,drifted,safe}-server.mjs, mcplock/LICENSE
                         ace26597/mcp-lock, its poisoned and drifted (rug-pull) test servers, Apache-2.0
    sanemi/training/scenarios/0*.md, sanemi/LICENSE
                         Crypto-Sanemi/agent-engineering, its agent-security training scenarios, MIT
    wapiti/environment/arena/challenges/*/attacks/tool_poisoning*.json, wapiti/LICENSE
                         Wapiti08/mcp-attack-suite, its arena's tool-poisoning attack submissions, MIT
    donwany/attacks/tool_v{1,2,3}.py, donwany/README.md (its licence: MIT)
                         donwany/mcp-attacks, its poisoned and rug-pull MCP tools, MIT
    unitone/testservers/src/{tool_poisoning_test,rug_pull_test}/server.py, unitone/LICENSE
                         UnitOneAI/unitone-agentgateway, its poisoning and rug-pull test servers, MIT
    promptfoo/src/tools/evilTools.ts, promptfoo/LICENSE
                         promptfoo/evil-mcp-server, its malicious analytics tool, MIT
    ookini/test_cases/*.json, ookini/LICENSE
                         ookini-kawaii/mcp-security-scanner, its attack test cases, MIT
    lorbeere/examples/fixtures/**.json, lorbeere/LICENSE
                         lorbeere711/mcp-security-scanner, its unsafe server fixtures, MIT
    spring/server/src/main/java/com/example/server/service/WeatherService.java, spring/README.md (its
    licence: Apache-2.0 for the server)
                         mdatikshahriar/mcp-attack-demo-spring, its instruction-poisoning demo server
    mcpredteam/mcp-redteam-core/.../fixture/PoisonedToolFixtures.java,
    mcpredteam/examples/scan-only/.../{NotesToolCatalog,PoisonedVendorTest}.java, mcpredteam/LICENSE
                         mcpredteam/mcp-redteam-junit, its poisoned tool fixtures and examples, Apache-2.0
    aah/tests/fixtures/fixture-server.ts, aah/LICENSE
                         AAH20/mcp-redteam, its rug-pull fixture server, Apache-2.0
    semgrep/{angel,devil}_server.py, semgrep/LICENSE
                         semgrep/mcp-tool-shadowing-demo, its tool-shadowing demo servers, MIT
    samson/fixtures/*.json, samson/LICENSE
                         SamsonCyber/mcp-poison, its poisoned tool-list fixtures, MIT
    beyond/server/active/*/*_desc.py, beyond/README.md, beyond/LICENSE
                         punchfan01/BeyondToolPoisoning (a paper's companion), its description attacks, MIT
    smartproxy/main.py, smartproxy/README.md (its licence: MIT)
                         smart-mcp-proxy/malicious-demo-mcp-server, its poisoned demo server, MIT
    mcpaudit/tests/fixtures/exploits/*.json, mcpaudit/LICENSE
                         adudley78/mcp-audit, its exploit fixtures, Apache-2.0
    enkrypt/src/secure_mcp_gateway/bad_mcps/{tool_poisoning,mpma}_mcp.py, enkrypt/LICENSE
                         enkryptai/secure-mcp-gateway, its bad MCP test servers, Apache-2.0
    agentnull/pocs/MCPRugPull/mcp_rug_pull_agent.py, agentnull/LICENSE
                         jaschadub/AgentNull, its MCP rug-pull proof of concept, MIT
    mcphacking/tool-{poisoning,shadowing}-attack/poisoning-server.py, mcphacking/LICENSE.txt
                         tristanhausermannpernet/mcp-hacking, its poisoning and shadowing attack servers, MIT
    pipelock/examples/quickstart/mock-mcp-server.sh, pipelock/LICENSE
                         luckyPipewrench/pipelock, its quickstart's poisoned mock server, Apache-2.0

Three kinds of payload: `whole` (an author's whole poisoned tool description, a `new_tool` row as
published), `rewrite` (an author's clean -> poisoned description of the same tool, a `rewrite` or
`property` row as published) and bare payload lines (planted into real hosts by build_fresh10.py).

A payload that shares a run of eight words with a training or development text is left out by
build_fresh10.py (build_fresh5.left_out_if_learnt, the fifth set's rule unchanged).

Labels are given by `fresh_sources.classes_of` (the fresh set's rule, unchanged): each source's own
metadata (a comment, a section heading, a file's role) gives the base classes below, and the same
patterns, on the payload text alone, add the rest. Both were fixed before any detector was run on these
rows, and no row was added, dropped or relabelled after.
"""

from __future__ import annotations

from collections.abc import Set as AbstractSet
from pathlib import Path

from fresh5_sources import kept_once
from fresh10_common import Payload
from fresh10_fixtures import lorbeere, mcpaudit, ookini, pipelock, samson, sanemi, wapiti
from fresh10_jvm_js import aah, mcplock, mcpredteam, promptfoo, spring
from fresh10_python import agentnull, beyond, donwany, enkrypt, mcphacking, semgrep, smartproxy, unitone
from fresh_sources import verify_pinned

# sha256 of every input file as published at the pinned commit (README lists where from).
PINNED = {
    "aah/LICENSE": "70c8eedd9b96fd6e5ebce1811d4f86e2b46bb77edca4588af62b230500cfff33",
    "aah/tests/fixtures/fixture-server.ts": "8704706aff20b6f3c5ae96db76abfe8942674090692d2c590f10457e90e59009",
    "agentnull/LICENSE": "92c3d8cf8a9cab4832fa6f36463f2812337f25bed33b209b2e064ff985f99b2e",
    "agentnull/pocs/MCPRugPull/mcp_rug_pull_agent.py": "74e640bc927aaec920ca5f4ebae87d302cb0247dc356c9d765b8cdd2a670664a",
    "beyond/LICENSE": "6013b94b487fdda7fb4ff4a06d481239193af582d217ecfa6d552824de5e01ea",
    "beyond/README.md": "2a6e8ba2e3ea5a85079d665f1f22ee0ffad8209c2a24e9d2cd41d6a1551483c4",
    "beyond/server/active/code_augmentation/code_augmentation_desc.py": "f2fd217884db1961c39060505e02756fda56a78f98cdacbe92b03693fb31f621",
    "beyond/server/active/image_steganography/image_steganography_desc.py": "5e340024a5a38f39e3ed22bd953f05c6fcc74d76d9e7f008ae131c1cbce51521",
    "beyond/server/active/url_substitution/url_substitution_desc.py": "22b3f34f10a76af6aff57e47d4d21cea987bbf45b10d0a0c0c6a3ad0fdff0d9b",
    "donwany/README.md": "ae96a724bddc70c903669796339489a8e3bd0daf69a81d77bb5be80431968f88",
    "donwany/attacks/tool_v1.py": "f2b1829a036f05e8b2f27e9fe38c2a2052f51aaf7dab8d936cc0a56baacca707",
    "donwany/attacks/tool_v2.py": "3fdfb619200835f47283e40ecabe733e5f91f5fd42d5cb69cd69d0c45f4f19f8",
    "donwany/attacks/tool_v3.py": "991e0491cd70b6b1e7fc57238d7d134fcdf9a25921b24dadc027b6b6d0ce1304",
    "enkrypt/LICENSE": "008d485af11af9bcf5b8c95af20f1ee20840a5b292a7766dfcd3de2a9b02e6ed",
    "enkrypt/src/secure_mcp_gateway/bad_mcps/mpma_mcp.py": "7fd130efc9f624bab92860fef0d327938ed41ca3b3bd2bf26719d7b3b472ed0b",
    "enkrypt/src/secure_mcp_gateway/bad_mcps/tool_poisoning_mcp.py": "137fb87ad67e2b8a2a9e7d6bd5183e18d1c6e00630699a36f7642815528a2bc4",
    "lorbeere/LICENSE": "1126322e2cc8d165adc4c792eeb195717de2bcc7b39be1ce77959d78e87ef685",
    "lorbeere/examples/fixtures/ai/semantic-subtle-exfil.json": "e7201892a9372ba247e0b1965856ea4d368f1bb00d7fd9c189625d3b783f979f",
    "lorbeere/examples/fixtures/manifest.json": "4b8692963fcc06dd42354d308ca8c6218f85a28697cc7c470422aa5f184ec2b2",
    "lorbeere/examples/fixtures/real-world-safe-filesystem.json": "3c2f597d3692291b25d64dde0d03caec0cbc7a86ec2065063af839dc908b820b",
    "lorbeere/examples/fixtures/real-world-unsafe-shell-exfil.json": "c368282adaed4113dc10eaf62379492fc114ff62ce2493f958bd6f928d61ef37",
    "lorbeere/examples/fixtures/safe/design-token-known-fp.json": "0c6dcb3032c16498db1111075bc56964a3ddeb2e6ada0cfbf6727dc6af1c9942",
    "lorbeere/examples/fixtures/safe/strict-baseline.json": "ad1546cd7d3cfc473dfc511c04d6541787ce4790d132eabacafa7aba8a6507bf",
    "lorbeere/examples/fixtures/unsafe/natural-language-exfil-known-fn.json": "f3ee10bba0f871e2ec896e432f53240b7bddd66668340fc85c96a28a24d06b87",
    "lorbeere/examples/fixtures/unsafe/obvious-exfil.json": "eff209e1523beaadfa8b16101c7e3f2e8341d58a805b7d024e140987844f2e13",
    "lorbeere/examples/fixtures/unsafe/permissions-outside-standard-key-known-fn.json": "c4504d925092f76b0190f8dbbf052a32721c8faf999842e265b3753e7dbd2fa2",
    "lorbeere/examples/fixtures/unsafe/prompt-injection.json": "67743470685fdc9a4a86bd37ad750bfbf94a783038044572af41a549e779987c",
    "lorbeere/examples/fixtures/unsafe/semantic-egress-cookies-known-fn.json": "95dddb8a110da06547fcf673e53cc5f18661747e4d5d703afa826b9af66af635",
    "lorbeere/examples/fixtures/unsafe/semantic-prompt-injection-known-fn.json": "3ccfe558c72ab8325d2f708300202aec04de4444b0b5ce690e022d89c88673a7",
    "mcpaudit/LICENSE": "ca50c967f9f8b2073f9779bf883b542963d6a03d53c8987bbb43fb3d9a990551",
    "mcpaudit/tests/fixtures/exploits/behavioral_override_stealth.json": "27577c6b5c9f320440d3744004c8b0a8fe9db2bd9d013755cf332d5a77776609",
    "mcpaudit/tests/fixtures/exploits/cloud_credential_exfiltration.json": "70cc799f007973a29678634bef753d273cc7504ef722a5e6a045e22b84140b89",
    "mcpaudit/tests/fixtures/exploits/crowdstrike_add_numbers.json": "9e6e771630b90b49980f29efac91096f8156c58416a7e76308c0a67143ceaa28",
    "mcpaudit/tests/fixtures/exploits/fake_postmark_exfiltration.json": "b644909b5e366431ffc4b2b27770e4ca7a1c476ce3d3bd6192430b91d07278ac",
    "mcpaudit/tests/fixtures/exploits/invariant_labs_ssh_exfiltration.json": "c95ab212103c76376cf4fbceded2ff49944460c10710dbf1ce78eebe4427bb49",
    "mcpaudit/tests/fixtures/exploits/xml_injection_override.json": "8afbe929f921af68ed1c483f6c2f02799b61dd8eb24ce230b975a131038f9969",
    "mcphacking/LICENSE.txt": "2d880277ccdd184794a409dbf86c6de9761c732c76c000ee7eeab329d50a40c8",
    "mcphacking/tool-poisoning-attack/poisoning-server.py": "904b1a58b096fbe464a12a4a649ea56bcf3dfa8fb854e071083c6de6cab23158",
    "mcphacking/tool-shadowing-attack/poisoning-server.py": "b3ccc1c41ad85b37bec1d8217923e2ac1852f4d5cbf168cbc142a9c58185ad4e",
    "mcplock/LICENSE": "8cefa7d56913895abca0ab7220eee699035e02229344f9def6d4129c07bf4322",
    "mcplock/tests/servers/drifted-server.mjs": "47a7b4d6c68b015d81f447fcae107d09186527f5580fb20d47f379a11d3565fa",
    "mcplock/tests/servers/poisoned-server.mjs": "35e6f35c11c581d0f02eaf1e05749827902fac4aa28446b7658a93f38b4f53c6",
    "mcplock/tests/servers/safe-server.mjs": "7fc511c0270a860670d3661d448ad5eaf4382f268c9e4a266c5678ec2408202b",
    "mcpredteam/LICENSE": "b3b0fab93b88519f39fdc20b8392f65eedc1802de535a1b1c0b73432e7e9a6ad",
    "mcpredteam/examples/scan-only/src/test/java/com/example/notes/NotesToolCatalog.java": "d08ad483816565da4854cb0969d2bf33d8a1b7d190eb46022a731a00e97db525",
    "mcpredteam/examples/scan-only/src/test/java/com/example/notes/PoisonedVendorTest.java": "8fdd129e0b1d084e6759d00e538159f659021cadfd012cacd3a858cb99275db3",
    "mcpredteam/mcp-redteam-core/src/main/java/io/github/mcpredteam/core/fixture/PoisonedToolFixtures.java": "3c18c541cee7add9ac509940eacd393fff19727bb5384b0760d3566395c73c30",
    "ookini/LICENSE": "dae4b326d50ff0afdfee167c906dff09f9b0fe050eb65876dc8e3d3851be8a21",
    "ookini/test_cases/01_description_injection.json": "4a09a703d5803b17e1a4abb1062d364570d107577befd03d33a0b81535bc3fe8",
    "ookini/test_cases/02_data_exfiltration.json": "ff3dafe555a685a9e1a929e597cd99e0b5a7b741cff33de9e2ad4458fcf32a8c",
    "ookini/test_cases/03_credential_theft.json": "47ea21c1bb87c7051d4e6b2b56bc9d6502f684a7311e46524a67e5f05aab6544",
    "ookini/test_cases/04_rug_pull.json": "cdce49f38b950a092196abcd46012cb20a3e357053df11f060386fe85e399745",
    "ookini/test_cases/05_encoding_obfuscation.json": "27e6d0924105e900b8dc778299a7b8808169a21b6e2341ebba06bef8155b1f40",
    "pipelock/LICENSE": "b78f4601f6cd1c3f367b5a6e266ffe769e854b082e09149ba561962b0246cf5e",
    "pipelock/examples/quickstart/mock-mcp-server.sh": "5d53d2ae7787f11192b98f17e82dcd5393b9bb22e06c3034dd799c50b6a1ed30",
    "promptfoo/LICENSE": "937e029502a34f19886436ea19a7817a3fe75fb5cca40ad1230240d7242d0dcb",
    "promptfoo/src/tools/evilTools.ts": "d6c2d78600cf9da448bbedc96285ad4805008dcd50e28867aab475b6eef132c3",
    "samson/LICENSE": "1ae1f3f31e4c9f5b62a5b68b40a131b3eb98452d318ccbe9980424ef0c195197",
    "samson/fixtures/clean_calculator.json": "012e72586905548282cc53190c28ecb6eb3de822cce25b15a2ec333048e140a6",
    "samson/fixtures/t1_description_poison.json": "d5b7986f0e0027fefdfe65f8ece3af040fc20cce80a96de67a939578d17bbd36",
    "samson/fixtures/t3_line_jump.json": "56f551a7697f63a0ed5e05784a2a35bd211bb5ce0cc21b712cedb89d5c8ed958",
    "samson/fixtures/t4_cross_server_a.json": "448d37f57d60a8b2bd97b02847d2befbe1637cf22c2f8e22cba31abe040ed765",
    "samson/fixtures/t4_cross_server_b.json": "010ebfb4aa137302e2187d391e6cce99fc75e356d78779b1797586a832616ca5",
    "samson/fixtures/t6_param_names.json": "7647225f6b944affd7ca29134de0318c7cfa24d72c4ca8cf2aeee9968f83de8e",
    "samson/fixtures/t8_ansi.json": "beed77685273b33119cc4371c4a724f036287c748a7c10141760fb9fdfbc80ff",
    "sanemi/LICENSE": "008c32980d2ad611d008583212438d962cb852be023a0f40a79c6b8fbd86aa13",
    "sanemi/training/scenarios/01-authority-spoof.md": "6afd3bb5f1a21663b464b12b46119100353c45969080344a12db0ea6fe32827c",
    "sanemi/training/scenarios/02-helpful-friend.md": "7e07b168b2545de714699a917a1ed5e58c0c1653ddb26981a4b8945842344e8c",
    "sanemi/training/scenarios/03-emergency.md": "a6b96668523d6816168fdcfc9af351e00932e1e6b1f285a4ab1ad5b93c74de7e",
    "sanemi/training/scenarios/04-tool-trap.md": "01d1bec25521c1eb411b66c409bb96b2adcfef579cb64d2d80a7fb47ed176025",
    "sanemi/training/scenarios/05-relay-attack.md": "f9dc2f6e290642e031a556cf9e644edc7b7b75035cbc39387fb5b636b78fc8e4",
    "sanemi/training/scenarios/06-consensus-play.md": "9113f956012d0443c1313b0cb805d2fd555974a6c49a0c1ce0ac9f99e25bf6cf",
    "sanemi/training/scenarios/07-memory-plant.md": "0c1b614fba00e6cbf27ac8613e0340e7d17a5946df0ebb2b3783611ed7df3cbe",
    "semgrep/LICENSE": "5689f8ee0865f733cf90397edac60ef44436eb89b4168d9a682b7d31568650f2",
    "semgrep/angel_server.py": "f355000bcbf528bc083aed7c1c7ec0f72fc0fc0478d01d88e902f7eb9618f35e",
    "semgrep/devil_server.py": "162e70e7938a847115a3a82891baea51dea681205525315f21f340add945f70d",
    "smartproxy/README.md": "6c94bdb7c87e6715e0835af6985040cb30792d6d6fca5b437d72147397dccf08",
    "smartproxy/main.py": "18ff9766e789d4570ac3bb21475add0ca2b7b2187a337339348c9274d6bce727",
    "spring/README.md": "59c6f7ab497f1528a5af3e254a5aeaace8dc8e2114b02c1957691ad133a772b5",
    "spring/server/src/main/java/com/example/server/service/WeatherService.java": "67fa5ba59070f6dd7c6d40f0182d5fb29942b598c989c51921547241481dfed4",
    "unitone/LICENSE": "944c73116000a1feb5ba2536765d815b90d8434acaf3dbd354f9ac8e79c5b344",
    "unitone/testservers/src/rug_pull_test/server.py": "0e53e097e8ffcc6db71734ae2bdaffbe25582e18408a77bd5a7d0419280a98c8",
    "unitone/testservers/src/tool_poisoning_test/server.py": "02a8bfe1529305fe39f3a8257461c91e459079ae627e2b1668e6125c3b305d65",
    "wapiti/LICENSE": "514f555eafc95c7770cff2b54021bd56b8c624425ce42e2c74d99952cd257743",
    "wapiti/environment/arena/challenges/ETHPriceServer/attacks/tool_poisoning.json": "f2dd392234496280f9d0ad99f5664810d5243a71b034b192f74786e4aed17e7c",
    "wapiti/environment/arena/challenges/ETHPriceServer/attacks/tool_poisoning_hardened.json": "214c6b2af7b93014be318643c837aec68df6a26dc05b7fa20b15b1bf65c851bb",
    "wapiti/environment/arena/challenges/documentsystem/attacks/tool_poisoning.json": "784f02d316eac86ce2210e7c1ad0947fd1615d42f776b4c9240072eac9e521be",
    "wapiti/environment/arena/challenges/documentsystem/attacks/tool_poisoning_hardened.json": "1d5c5060e05034af499fb4a358efe702db72abb3100058c45812db64bedd25e9",
    "wapiti/environment/arena/challenges/emailsystem/attacks/tool_poisoning.json": "3fa74518dd461a66ff6cde5e1b2719c5969c896f819afcc45de98bca9b1e69e6",
    "wapiti/environment/arena/challenges/emailsystem/attacks/tool_poisoning_focused_baseline.json": "72a342f32e898a066e915efc4d74420268d07c52155367cbfd4ee8460dbf3082",
    "wapiti/environment/arena/challenges/emailsystem/attacks/tool_poisoning_focused_hardened.json": "153063a935db9907f2c7199c6070ede398fd676a2aac59f110d09787e9227176",
    "wapiti/environment/arena/challenges/emailsystem/attacks/tool_poisoning_hardened.json": "cf4c93578ee0baf937f5efec1a50f23b73acbfc3c3275785cc9d8e71f7e36284",
}  # fmt: skip


def verify(src: Path) -> None:
    verify_pinned(src, PINNED)


READERS = (
    mcplock,
    sanemi,
    wapiti,
    donwany,
    unitone,
    promptfoo,
    ookini,
    lorbeere,
    spring,
    mcpredteam,
    aah,
    semgrep,
    samson,
    beyond,
    smartproxy,
    mcpaudit,
    enkrypt,
    agentnull,
    mcphacking,
    pipelock,
)


def payloads(src: Path, seen: AbstractSet[str] = frozenset()) -> list[Payload]:
    """All sources' payloads, each once, less those sharing a run of words with `seen` (kept_once)."""
    verify(src)
    return kept_once([p for reader in READERS for p in reader(src)], seen)
