"""Reading a dump proves, from its raw bytes, when the C encoder is already JCS; digests must not notice.

`read_catalogue` skips the per-value canonical-form walk when the raw dump has no float, no 16-digit
run and no character in U+E000..U+FFFF, and checks depth in one level-by-level pass. Every digest it
gives must equal the `rfc8785` reference over the same contract, whatever the dump holds.
"""

from __future__ import annotations

import hashlib
import json
from typing import Any

import pytest
import rfc8785
from hypothesis import given, settings
from hypothesis import strategies as st

from oracle import LimitExceeded, Limits, contract_of, evaluate, read_catalogue
from oracle.contract import ReadCatalogue, tool_digest

_CHARS = st.sampled_from(
    ["a", "z", "é", "\u2028", "\ue000", "\uffee", "\U0001f600", "\U00010000", "\x1f", '"', "\\"]
)
_TEXT = st.lists(_CHARS, max_size=6).map("".join)
_SCALARS = st.one_of(
    st.none(),
    st.booleans(),
    st.integers(min_value=-(2**53) + 1, max_value=2**53 - 1),
    st.floats(allow_nan=False, allow_infinity=False),
    _TEXT,
)
_VALUES = st.recursive(
    _SCALARS,
    lambda inner: st.one_of(st.lists(inner, max_size=4), st.dictionaries(_TEXT, inner, max_size=4)),
    max_leaves=20,
)


def _reference(tool: dict[str, Any]) -> str:
    return "sha256:" + hashlib.sha256(bytes(rfc8785.dumps(contract_of(tool)))).hexdigest()


@settings(max_examples=300, deadline=None)
@given(
    schemas=st.lists(st.dictionaries(_TEXT, _VALUES, max_size=5), min_size=1, max_size=4),
    descriptions=st.lists(_TEXT, min_size=4, max_size=4),
    ensure_ascii=st.booleans(),
)
def test_digests_of_a_read_dump_equal_the_reference(
    schemas: list[dict[str, Any]], descriptions: list[str], ensure_ascii: bool
) -> None:
    tools = [
        {"name": f"t{i}", "description": descriptions[i], "inputSchema": {"type": "object", **schema}}
        for i, schema in enumerate(schemas)
    ]
    raw = json.dumps({"tools": tools}, ensure_ascii=ensure_ascii).encode()
    catalogue = read_catalogue(raw)
    for tool in tools:
        assert tool_digest(catalogue, tool["name"]) == _reference(tool)


@pytest.mark.parametrize(
    ("fragment", "proven"),
    [
        ('"plain"', True),
        ("1.5", False),  # a float needs ECMAScript formatting
        ("1234567890123456", False),  # 16 digits: maybe beyond 2^53 (this one is not)
        ('"\\ue000"', False),  # U+E000..U+FFFF orders differently in UTF-16 against astral keys
        ('"\ue000"', False),
        ('"\\ud83d\\ude00"', True),  # astral alone sorts the same in both orders
    ],
)
def test_what_the_raw_bytes_prove(fragment: str, proven: bool) -> None:
    raw = ('{"tools": [{"name": "t", "inputSchema": {"x": ' + fragment + "}}]}").encode()
    catalogue = read_catalogue(raw)
    assert isinstance(catalogue, ReadCatalogue)
    assert catalogue.jcs_proven is proven
    assert tool_digest(catalogue, "t") == _reference(json.loads(raw)["tools"][0])


def test_keys_that_sort_differently_in_utf16_get_the_reference_order() -> None:
    tool = {"name": "t", "inputSchema": {"\ue000": 1, "\U0001f600": 2}}
    catalogue = read_catalogue(json.dumps([tool], ensure_ascii=False).encode())
    assert not catalogue.jcs_proven
    assert tool_digest(catalogue, "t") == _reference(tool)


def test_depth_is_still_refused_and_located() -> None:
    deep: dict[str, Any] = {"type": "object"}
    for _ in range(30):
        deep = {"type": "object", "properties": {"a": deep}}
    raw = json.dumps([{"name": "ok"}, {"name": "deep", "inputSchema": deep}]).encode()
    with pytest.raises(LimitExceeded, match="/1"):
        read_catalogue(raw, limits=Limits(max_depth=20))
    assert len(read_catalogue(raw, limits=Limits(max_depth=80))) == 2


def test_unchanged_tools_are_skipped_by_digest_and_keep_their_digests() -> None:
    tools = [{"name": f"t{i}", "inputSchema": {"type": "object"}} for i in range(3)]
    old = read_catalogue(json.dumps(tools).encode())
    new = read_catalogue(json.dumps([*tools[:2], {**tools[2], "description": "x"}]).encode())
    report = evaluate(old, new)
    assert [c.status.value for c in report.changes] == ["unchanged", "unchanged", "changed"]
    assert report.changes[0].old_digest == report.changes[0].new_digest == _reference(tools[0])


@settings(max_examples=200, deadline=None)
@given(
    schemas=st.lists(st.dictionaries(_TEXT, _VALUES, max_size=5), min_size=1, max_size=4),
    descriptions=st.lists(_TEXT, min_size=4, max_size=4),
)
def test_lockfile_contracts_verify_through_the_proof(
    schemas: list[dict[str, Any]], descriptions: list[str]
) -> None:
    # A lockfile's embedded contracts are digested on the proven path when their JSON text allows;
    # every one must still verify against the digest the reference implementation gives.
    from oracle.lockfile import LazyContract, parse_lockfile, regenerate, render_lockfile, verify_contract

    tools = [
        {"name": f"t{i}", "description": descriptions[i], "inputSchema": {"type": "object", **schema}}
        for i, schema in enumerate(schemas)
    ]
    text = render_lockfile(regenerate(read_catalogue(json.dumps({"tools": tools}).encode())).lockfile)
    lockfile = parse_lockfile(text, verify_contracts=False)
    for tool in tools:
        entry = lockfile.tools[tool["name"]]
        assert entry.contract_digest == _reference(tool)
        verify_contract(entry, "<lockfile>")
        assert isinstance(entry.contract, LazyContract)


@pytest.mark.parametrize(
    ("schema", "proven"),
    [
        ({"properties": {"q": {"type": "string", "maxLength": 10}}}, True),
        ({"properties": {"q": {"type": "number", "maximum": 1.5}}}, False),  # a float
        ({"properties": {"q": {"type": "integer", "maximum": 2**53 - 1}}}, False),  # 16 digits: maybe unsafe
        ({"properties": {"\ue000": {"type": "string"}}}, False),  # UTF-16 order may differ
    ],
)
def test_which_lockfile_contracts_take_the_proven_path(schema: dict[str, Any], proven: bool) -> None:
    from oracle.lockfile import LazyContract, parse_lockfile, regenerate, render_lockfile, verify_contract

    tool = {"name": "t", "description": "Adds two numbers.", "inputSchema": {"type": "object", **schema}}
    text = render_lockfile(regenerate(read_catalogue(json.dumps({"tools": [tool]}).encode())).lockfile)
    entry = parse_lockfile(text, verify_contracts=False).tools["t"]
    verify_contract(entry, "<lockfile>")
    assert isinstance(entry.contract, LazyContract)
    assert entry.contract.jcs_proven is proven


def test_a_tampered_contract_fails_verification_on_the_proven_path() -> None:
    from oracle import InputError
    from oracle.lockfile import parse_lockfile, regenerate, render_lockfile

    tools = [{"name": "t", "description": "Adds two numbers.", "inputSchema": {"type": "object"}}]
    text = render_lockfile(regenerate(read_catalogue(json.dumps({"tools": tools}).encode())).lockfile)
    assert "Adds two numbers." in text
    with pytest.raises(InputError, match="digests to"):
        parse_lockfile(text.replace("Adds two numbers.", "Adds two numbers!"))
