"""oracle.lockfile: strict reading (every bad input located), stable writing, carry-over and --bump."""

from __future__ import annotations

import json
from typing import Any

import pytest
import yaml
from hypothesis import given, settings
from hypothesis import strategies as st

from oracle import Grade, InputError, LimitExceeded, Limits, Version, contract_digest, contract_digest_v2
from oracle._lockfile_layout import format_scalar, read_layout
from oracle.lockfile import (
    LockedTool,
    Lockfile,
    parse_declared_versions,
    parse_lockfile,
    regenerate,
    render_lockfile,
)

# The test vector tool of DESIGN.md, and its digests under both schemes.
SEARCH = {
    "name": "search",
    "description": "search public repositories",
    "inputSchema": {"type": "object", "properties": {"q": {"type": "string"}}},
}
SEARCH_V1 = "sha256:56d47fc4c5280f5723d3e355c8149bc402abd636d3c6bebb979b93abaecce0db"
SEARCH_V2 = "mcp-contract-v2-sha256:9aaf5ff606591ef611788a262874bbe58aa57d39e751c10527aa894d984cb47e"


def lock_text(**tools: dict[str, Any]) -> str:
    return yaml.safe_dump({"version": 1, "generated_for": "gh", "tools": tools}, sort_keys=False)


def test_the_design_test_vector_digests_as_documented() -> None:
    assert contract_digest(SEARCH) == SEARCH_V1
    assert contract_digest_v2(SEARCH) == SEARCH_V2


def test_a_gateway_lockfile_reads_unchanged() -> None:
    # The other gateway writes plain block YAML, digest-only or with an embedded v2 contract.
    text = """\
version: 1
generated_for: test.sbproxy.dev
tools:
  search:
    semver: 2.1.0
    contract_digest: mcp-contract-v2-sha256:9aaf5ff606591ef611788a262874bbe58aa57d39e751c10527aa894d984cb47e
    contract:
      name: search
      description: search public repositories
      inputSchema:
        type: object
        properties:
          q:
            type: string
  fetch:
    semver: "1.0.0"
    contract_digest: sha256:0000000000000000000000000000000000000000000000000000000000000000
"""
    lock = parse_lockfile(text, source="tool-versions.lock.yaml")
    assert lock.generated_for == "test.sbproxy.dev"
    assert lock.tools["search"].semver == Version(2, 1, 0)
    assert lock.tools["search"].is_v2
    assert lock.tools["search"].contract == SEARCH
    assert lock.tools["fetch"].contract is None
    assert lock.notes == ()


def test_render_then_parse_round_trips_and_is_stable() -> None:
    weird = {
        "name": "odd-tool",
        "title": "yes",
        "description": 'on\u2028off \x85 é 😀 "q" \\ 1e5',
        "inputSchema": {
            "type": "object",
            "properties": {"x": {"type": "number", "maximum": 1e300, "minimum": 1.5e-7}},
        },
        "annotations": {"readOnlyHint": True},
    }
    update = regenerate({"search": SEARCH, "odd-tool": weird}, generated_for="gh")
    text = render_lockfile(update.lockfile)
    lock = parse_lockfile(text)
    assert dict(lock.tools["odd-tool"].contract or {}) == weird
    assert lock.tools["search"].contract_digest == SEARCH_V1
    assert render_lockfile(lock) == text  # regenerating an unchanged lockfile changes nothing
    assert yaml.safe_load(text)["tools"]["odd-tool"]["contract"] == weird  # any YAML reader agrees
    assert list(yaml.safe_load(text)["tools"]) == ["odd-tool", "search"]  # sorted
    assert "\n      inputSchema: {" in text  # one line per contract field: diffs point at the field


def test_unknown_keys_are_kept_and_reported() -> None:
    text = lock_text(search={"semver": "1.0.0", "contract_digest": SEARCH_V1, "owner": "team-a"})
    text += "signed_by: ci\n"
    lock = parse_lockfile(text, source="x.lock")
    assert lock.extra == {"signed_by": "ci"}
    assert lock.tools["search"].extra == {"owner": "team-a"}
    assert lock.notes == (
        "x.lock: signed_by: unknown key kept as is (not read by this version)",
        "x.lock: tools.search.owner: unknown key kept as is (not read by this version)",
    )
    again = parse_lockfile(render_lockfile(lock))
    assert again.extra == lock.extra and again.tools["search"].extra == {"owner": "team-a"}
    refreshed = regenerate({"search": SEARCH}, previous=lock)
    assert refreshed.lockfile.extra == {"signed_by": "ci"}
    assert refreshed.lockfile.tools["search"].extra == {"owner": "team-a"}


def test_a_hand_edited_lockfile_falls_back_to_the_full_yaml_reader() -> None:
    text = render_lockfile(regenerate({"search": SEARCH}).lockfile)
    edited = text.replace("semver: 1.0.0", "semver: '1.0.0'   # bumped by hand")
    assert read_layout(edited, 200) is None
    assert parse_lockfile(edited).tools["search"].semver == Version(1, 0, 0)


BAD_LOCKFILES = [
    ("", "lockfile is empty"),
    ("# only a comment\n", "lockfile is empty"),
    ("- a\n- b\n", "top level is a list"),
    ("tools: {}\n", "missing `version`"),
    ("version: 2\ntools: {}\n", "unsupported lockfile format version 2"),
    ("version: '1'\ntools: {}\n", "`version` must be the integer 1"),
    ("version: 1\n", "missing `tools`"),
    ("version: 1\ntools: [a]\n", "`tools` must be a mapping"),
    ("version: 1\ngenerated_for: [x]\ntools: {}\n", "`generated_for` must be a string"),
    ("version: 1\ntools:\n  search: 3\n", "entry must be a mapping"),
    ("version: 1\ntools:\n  search: {contract_digest: 'sha256:" + "0" * 64 + "'}\n", "missing `semver`"),
    ("version: 1\ntools:\n  search: {semver: 1.0.0}\n", "missing `contract_digest`"),
    ("version: 1\ntools:\n  search: {semver: 1.0, contract_digest: 'sha256:" + "0" * 64 + "'}\n", "quote it"),
    (
        "version: 1\ntools:\n  search: {semver: v1.0.0, contract_digest: 'sha256:" + "0" * 64 + "'}\n",
        "drop the leading",
    ),
    ("version: 1\ntools:\n  search: {semver: 1.0.0, contract_digest: 'md5:abc'}\n", "is not a digest"),
    (
        "version: 1\ntools:\n  search: {semver: 1.0.0, contract_digest: 'v9:" + "0" * 64 + "'}\n",
        "unknown digest scheme",
    ),
    (
        "version: 1\ntools:\n  search: {semver: 1.0.0, contract_digest: 7}\n",
        "contract_digest must be a string",
    ),
    (
        "version: 1\ntools:\n  search: {semver: 1.0.0, contract_digest: 'sha256:"
        + "0" * 64
        + "', contract: []}\n",
        "`contract` must be a mapping",
    ),
    (
        "version: 1\ntools:\n  search: {semver: 1.0.0, contract_digest: 'sha256:"
        + "0" * 64
        + "', behavior: 1}\n",
        "`behavior` must be a mapping",
    ),
    ("version: 1\nversion: 1\ntools: {}\n", "duplicate key 'version'"),
    ("version: 1\ntools: {a: &x [1], b: *x}\n", "YAML alias"),
    ("version: 1\ntools: {}\nwhen: 2024-01-01\n", "value is not JSON"),
    ("version: 1\ntools: {}\n1: x\n", "keys must be strings"),
    ("version: 1\ntools: {}\nx: .nan\n", "not a JSON number"),
    ("version: 1\ntools: [\n", "not valid YAML"),
    ("version: 1\n\ttools: {}\n", "not valid YAML"),
]


@pytest.mark.parametrize(("text", "message"), BAD_LOCKFILES)
def test_bad_lockfiles_are_clear_errors(text: str, message: str) -> None:
    with pytest.raises(InputError) as info:
        parse_lockfile(text, source="bad.lock.yaml")
    assert message in str(info.value)
    assert str(info.value).startswith("bad.lock.yaml")


def test_errors_name_the_line_for_yaml_syntax_and_the_key_for_values() -> None:
    with pytest.raises(
        InputError, match=r"^bad.lock:4:2: lockfile is not valid YAML: did not find expected key"
    ):
        parse_lockfile("version: 1\ntools:\n  a: b\n c: d\n", source="bad.lock")
    with pytest.raises(InputError, match=r"^bad.lock: tools.search.semver: tool 'search'"):
        parse_lockfile(lock_text(search={"semver": "1.0", "contract_digest": SEARCH_V1}), source="bad.lock")


def test_binary_junk_and_non_utf8_are_clear_errors() -> None:
    with pytest.raises(InputError, match="not UTF-8 text: byte 0xff at offset 0"):
        parse_lockfile(b"\xff\xfe\x00junk", source="junk")
    with pytest.raises(InputError, match="unacceptable character"):
        parse_lockfile(b"version: 1\x00\x01\x02", source="junk")


def test_size_and_depth_limits() -> None:
    with pytest.raises(LimitExceeded, match="over the 100-byte limit"):
        parse_lockfile("version: 1\ntools: {}\n" + "#" * 200, limits=Limits(max_dump_bytes=100))
    deep = "version: 1\ntools: {}\nx: " + "[" * 50 + "]" * 50 + "\n"
    with pytest.raises(LimitExceeded, match="deeper than 20 levels"):
        parse_lockfile(deep, limits=Limits(max_depth=20))


def test_an_embedded_contract_must_match_its_digest() -> None:
    tampered = lock_text(
        search={"semver": "1.0.0", "contract_digest": SEARCH_V1, "contract": {**SEARCH, "description": "x"}}
    )
    with pytest.raises(InputError, match=r"embedded contract digests to sha256:.*not to its contract_digest"):
        parse_lockfile(tampered)
    lazy = parse_lockfile(tampered, verify_contracts=False)  # the lint verifies on use instead
    assert lazy.tools["search"].contract is not None
    renamed = lock_text(
        search={"semver": "1.0.0", "contract_digest": SEARCH_V1, "contract": {**SEARCH, "name": "x"}}
    )
    with pytest.raises(InputError, match="embedded contract is named 'x'"):
        parse_lockfile(renamed)


def test_a_contract_without_a_name_takes_its_key() -> None:
    nameless = {k: v for k, v in SEARCH.items() if k != "name"}
    lock = parse_lockfile(
        lock_text(search={"semver": "1.0.0", "contract_digest": SEARCH_V1, "contract": nameless})
    )
    assert lock.tools["search"].contract == SEARCH


# Regenerating -----------------------------------------------------------------------------------


def _previous() -> Lockfile:
    return Lockfile(
        tools={
            "search": LockedTool("search", Version(1, 4, 2), SEARCH_V1, SEARCH, behavior={"shape": "x"}),
            "fetch": LockedTool("fetch", Version(0, 3, 1), SEARCH_V1),
        },
        generated_for="gh",
    )


def test_regenerating_carries_versions_over_and_never_invents_a_bump() -> None:
    catalogue = {"search": SEARCH, "fetch": {"name": "fetch"}, "new": {"name": "new"}}
    update = regenerate(catalogue, previous=_previous(), grades={"search": Grade.NONE, "fetch": Grade.MAJOR})
    tools = update.lockfile.tools
    assert tools["search"].semver == Version(1, 4, 2)
    assert tools["fetch"].semver == Version(0, 3, 1)  # changed, but no --bump: kept, with a warning
    assert tools["new"].semver == Version(1, 0, 0)
    assert tools["search"].behavior == {"shape": "x"}  # probe fingerprints carried over
    assert update.lockfile.generated_for == "gh"
    assert update.warnings == (
        "fetch: changed (major) but keeps 0.3.1; pass --bump to write 0.4.0, or declare its version with --declared",
    )
    assert all(t.contract_digest.startswith("sha256:") for t in tools.values())  # always written in sha256


def test_bump_writes_the_smallest_version_each_grade_requires() -> None:
    catalogue = {"search": SEARCH, "fetch": {"name": "fetch"}}
    update = regenerate(
        catalogue, previous=_previous(), grades={"search": Grade.MINOR, "fetch": Grade.PATCH}, bump=True
    )
    assert update.lockfile.tools["search"].semver == Version(1, 5, 0)
    assert update.lockfile.tools["fetch"].semver == Version(0, 3, 2)  # 0.y.z: a patch step is minor
    assert [c.reason for c in update.choices] == ["bumped", "bumped"]
    assert update.warnings == ()


def test_declared_versions_win_and_under_covering_ones_warn() -> None:
    catalogue = {"search": SEARCH, "new": {"name": "new"}}
    declared = {"search": Version(1, 4, 3), "new": Version(0, 1, 0)}
    update = regenerate(catalogue, previous=_previous(), declared=declared, grades={"search": Grade.MAJOR})
    assert update.lockfile.tools["search"].semver == Version(1, 4, 3)
    assert update.lockfile.tools["new"].semver == Version(0, 1, 0)
    assert update.warnings == (
        "search: declared 1.4.3 does not cover its major change from 1.4.2 (needs at least 2.0.0); "
        "`toolwatch check` will fail until it does",
    )


def test_declared_versions_file() -> None:
    assert parse_declared_versions('search: "1.2.0"\nfetch: 2.0.0-rc.1\n') == {
        "search": Version(1, 2, 0),
        "fetch": Version(2, 0, 0, ("rc", "1")),
    }
    with pytest.raises(InputError, match=r"^d.yaml: search: tool 'search': semver must be a string"):
        parse_declared_versions("search: 1.2\n", source="d.yaml")
    with pytest.raises(InputError, match="must be a mapping of tool name to semver"):
        parse_declared_versions("[1, 2]\n", source="d.yaml")
    with pytest.raises(InputError, match="declared-versions file is empty"):
        parse_declared_versions("", source="d.yaml")


# The fast layout agrees with YAML ---------------------------------------------------------------

json_values = st.recursive(
    st.none()
    | st.booleans()
    | st.integers(-(2**60), 2**60)
    | st.floats(allow_nan=False, allow_infinity=False)
    | st.text(),
    lambda children: (
        st.lists(children, max_size=4) | st.dictionaries(st.text(max_size=8), children, max_size=4)
    ),
    max_leaves=12,
)


@settings(max_examples=300, deadline=None)
@given(json_values)
def test_every_written_value_reads_back_the_same_under_json_and_pyyaml(value: Any) -> None:
    text = format_scalar(value)
    if text is None:
        return  # the writer falls back to plain block YAML for such a value
    document = f"version: 1\nvalue: {text}\n"
    fast = read_layout(document, 200)
    assert fast is not None
    assert json.dumps(fast["value"], sort_keys=True) == json.dumps(value, sort_keys=True)
    assert yaml.safe_load(document)["value"] == value or value != value


def test_contract_fields_are_parsed_on_first_use_and_errors_name_the_line() -> None:
    text = render_lockfile(regenerate({"search": SEARCH}).lockfile)
    broken = text.replace('inputSchema: {"properties"', 'inputSchema: {"properties": 1, "properties"')
    lock = parse_lockfile(broken, source="b.lock", verify_contracts=False)  # not parsed yet: no error
    line = broken.splitlines().index(next(x for x in broken.splitlines() if "inputSchema" in x)) + 1
    with pytest.raises(InputError) as info:
        dict(lock.tools["search"].contract or {})
    assert str(info.value).startswith(f"b.lock:{line}: tools.search.contract.inputSchema: tool 'search': ")
    assert "contract field 'inputSchema' is an object with a duplicate key" in str(info.value)
    with pytest.raises(InputError, match="duplicate key"):
        parse_lockfile(broken, source="b.lock")  # verified up front by default
    not_json = text.replace('inputSchema: {"properties"', 'inputSchema: {"properties": x, "p"')
    with pytest.raises(InputError, match="is not one line of JSON"):
        parse_lockfile(not_json)


def test_tool_names_that_yaml_would_misread_are_quoted() -> None:
    names = [
        "yes",
        "on",
        "1.0",
        "a: b",
        "é",
        "x/v1",
        "null",
        "-dash",
        "#hash",
        "with space",
        'q"uote',
        "True",
    ]
    text = render_lockfile(regenerate({n: {"name": n, "description": "d"} for n in names}).lockfile)
    assert read_layout(text, 200) is not None  # still the fast layout
    assert set(parse_lockfile(text).tools) == set(names)
    assert set(yaml.safe_load(text)["tools"]) == set(names)  # and any YAML reader agrees


def _nested(levels: int) -> dict[str, Any]:
    schema: dict[str, Any] = {"type": "string"}
    for _ in range(levels):
        schema = {"type": "object", "properties": {"inner": schema}}
    return schema


def _wide(properties: int) -> dict[str, Any]:
    return {"type": "object", "properties": {f"p{i}": {"type": "object"} for i in range(properties)}}


def test_embedded_contract_depth_is_checked_when_it_is_read() -> None:
    # The contract's brackets bound its depth, so shallow contracts skip the walk; a contract with
    # more brackets than the limit is walked, and one really too deep is refused, naming it.
    catalogue = {
        "wide": {"name": "wide", "inputSchema": _wide(40)},
        "deep": {"name": "deep", "inputSchema": _nested(12)},
    }
    text = render_lockfile(regenerate(catalogue).lockfile)
    lockfile = parse_lockfile(text, limits=Limits(max_depth=80), verify_contracts=False)
    assert dict(lockfile.tools["wide"].contract or {})["inputSchema"] == _wide(40)
    assert dict(lockfile.tools["deep"].contract or {})["inputSchema"] == _nested(12)
    strict = parse_lockfile(text, limits=Limits(max_depth=20), verify_contracts=False)
    assert len(dict(strict.tools["wide"].contract or {})["inputSchema"]["properties"]) == 40
    with pytest.raises(LimitExceeded, match="deep"):
        dict(strict.tools["deep"].contract or {})
