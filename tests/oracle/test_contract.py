"""Contracts and digests: DESIGN.md's test vectors, projection rules, dump forms and malformed dumps."""

from __future__ import annotations

import json
import re
from typing import Any

import pytest

import oracle
from oracle import InputError, LimitExceeded, Limits

SEARCH = {
    "name": "search",
    "description": "search public repositories",
    "inputSchema": {"type": "object", "properties": {"q": {"type": "string"}}},
}
SHA256_VECTOR = "sha256:56d47fc4c5280f5723d3e355c8149bc402abd636d3c6bebb979b93abaecce0db"
V2_VECTOR = "mcp-contract-v2-sha256:9aaf5ff606591ef611788a262874bbe58aa57d39e751c10527aa894d984cb47e"


# ----------------------------------------------------------------------------- digests


def test_sha256_test_vector() -> None:
    assert oracle.contract_digest(SEARCH) == SHA256_VECTOR


def test_v2_test_vector() -> None:
    assert oracle.contract_digest_v2(SEARCH) == V2_VECTOR


def test_both_schemes_are_recognised_by_prefix() -> None:
    assert oracle.digest_in_scheme_of(SHA256_VECTOR, SEARCH) == SHA256_VECTOR
    assert oracle.digest_in_scheme_of(V2_VECTOR, SEARCH) == V2_VECTOR
    assert oracle.matches_digest(SHA256_VECTOR, SEARCH)
    assert oracle.matches_digest(V2_VECTOR, SEARCH)
    assert not oracle.matches_digest(SHA256_VECTOR, {**SEARCH, "description": "other"})


def test_unknown_digest_scheme_is_a_clear_error() -> None:
    with pytest.raises(InputError, match="unknown digest scheme 'md5'"):
        oracle.digest_in_scheme_of("md5:abc", SEARCH)


def _reversed_keys(value: Any) -> Any:
    if isinstance(value, dict):
        return {k: _reversed_keys(value[k]) for k in reversed(list(value))}
    if isinstance(value, list):
        return [_reversed_keys(v) for v in value]
    return value


def test_digest_is_independent_of_key_order() -> None:
    tool = {
        **SEARCH,
        "title": "Search",
        "annotations": {"readOnlyHint": True, "openWorldHint": False},
        "outputSchema": {"type": "object", "properties": {"b": {"type": "integer"}, "a": {"type": "string"}}},
    }
    flipped = _reversed_keys(tool)
    assert list(flipped) != list(tool)
    assert oracle.contract_digest(flipped) == oracle.contract_digest(tool)
    assert oracle.contract_digest_v2(flipped) == oracle.contract_digest_v2(tool)


def test_absent_fields_are_omitted_not_null() -> None:
    assert oracle.contract_of(SEARCH) == SEARCH
    with_nulls = {**SEARCH, "title": None, "outputSchema": None, "annotations": None}
    assert oracle.contract_of(with_nulls) == SEARCH
    assert oracle.contract_digest(with_nulls) == SHA256_VECTOR


def test_fields_outside_the_contract_do_not_count() -> None:
    noisy = {
        **SEARCH,
        "_meta": {"x": 1},
        "icons": [{"src": "data:,"}],
        "execution": {"taskSupport": "optional"},
    }
    assert oracle.contract_digest(noisy) == SHA256_VECTOR
    assert oracle.contract_digest_v2(noisy) == V2_VECTOR


def test_title_is_in_sha256_but_not_in_v2() -> None:
    titled = {**SEARCH, "title": "Search"}
    assert oracle.contract_digest(titled) != SHA256_VECTOR
    assert oracle.contract_digest_v2(titled) == V2_VECTOR


@pytest.mark.parametrize("field", ["description", "inputSchema", "outputSchema", "annotations"])
def test_every_contract_field_moves_both_digests(field: str) -> None:
    changed = {**SEARCH, field: {"type": "object"} if field != "description" else "changed"}
    if field == "annotations":
        changed[field] = {"readOnlyHint": True}
    assert oracle.contract_digest(changed) != SHA256_VECTOR
    assert oracle.contract_digest_v2(changed) != V2_VECTOR


# ----------------------------------------------------------------------------- dump forms

TOOLS = [SEARCH, {"name": "fetch", "inputSchema": {"type": "object"}}]
FORMS = {
    "json-rpc response": {"jsonrpc": "2.0", "id": 1, "result": {"tools": TOOLS}},
    "result object": {"tools": TOOLS, "nextCursor": None},
    "tools array": TOOLS,
}


@pytest.mark.parametrize("form", sorted(FORMS))
def test_the_three_dump_forms_read_the_same(form: str) -> None:
    catalogue = oracle.read_catalogue(json.dumps(FORMS[form]).encode())
    assert list(catalogue) == ["search", "fetch"]
    assert oracle.contract_digest(catalogue["search"]) == SHA256_VECTOR


def test_dump_may_be_text_and_may_carry_a_bom() -> None:
    text = json.dumps(TOOLS)
    assert list(oracle.read_catalogue(text)) == ["search", "fetch"]
    assert list(oracle.read_catalogue(b"\xef\xbb\xbf" + text.encode())) == ["search", "fetch"]


def test_empty_tools_list_is_an_empty_catalogue() -> None:
    assert oracle.read_catalogue(b'{"tools": []}') == {}


# ----------------------------------------------------------------------------- malformed dumps


def _error(data: bytes | str, source: str = "dump.json", limits: Limits | None = None) -> InputError:
    with pytest.raises(InputError) as info:
        oracle.read_catalogue(data, source=source, limits=limits)
    error = info.value
    assert str(error).startswith("dump.json"), f"the message must say where first: {error}"
    return error


def test_duplicate_names_name_both_places() -> None:
    error = _error(json.dumps({"tools": [SEARCH, {"name": "fetch"}, SEARCH]}))
    assert "duplicate tool name 'search'" in str(error)
    assert error.where == "dump.json:/tools/2"
    assert "/tools/0" in str(error)


@pytest.mark.parametrize(
    ("tool", "where", "text"),
    [
        ({"description": "no name"}, "/0/name", "missing"),
        ({"name": 7}, "/0/name", "a number"),
        ({"name": ""}, "/0/name", "empty"),
        ({"name": None}, "/0/name", "a null"),
        ("search", "/0", "must be an object, got a string"),
    ],
)
def test_nameless_or_non_object_tools(tool: Any, where: str, text: str) -> None:
    error = _error(json.dumps([tool]))
    assert error.where == f"dump.json:{where}"
    assert text in str(error)


@pytest.mark.parametrize("field", ["inputSchema", "outputSchema", "annotations"])
@pytest.mark.parametrize("value", [[], "object", 1, True])
def test_non_object_schemas_are_rejected(field: str, value: Any) -> None:
    error = _error(json.dumps({"result": {"tools": [{"name": "t", field: value}]}}))
    assert error.where == f"dump.json:/result/tools/0/{field}"
    assert f"tool 't': {field} must be a JSON object" in str(error)


@pytest.mark.parametrize("field", ["title", "description"])
def test_non_string_texts_are_rejected(field: str) -> None:
    error = _error(json.dumps([{"name": "t", field: {"text": "x"}}]))
    assert error.where == f"dump.json:/0/{field}"
    assert re.search(r"must be a string, got an? object", str(error))


@pytest.mark.parametrize(
    ("dump", "text"),
    [
        ({"result": []}, "/result is an? array, not an object"),
        ({"jsonrpc": "2.0", "id": 1, "result": {"tools": {}}}, "/result/tools is an? object, not an array"),
        ({"tools": "search"}, "/tools is a string, not an array"),
        ({"jsonrpc": "2.0", "id": 1, "error": {"code": -32601, "message": "nope"}}, "is an error"),
        ({"servers": []}, "no 'tools' or 'result' key"),
        ("tools", "top-level JSON is a string"),
        (42, "top-level JSON is a number"),
    ],
)
def test_wrong_shapes_say_which_form_they_resembled(dump: Any, text: str) -> None:
    assert re.search(text, str(_error(json.dumps(dump))))


def test_invalid_utf8_names_the_byte_and_offset() -> None:
    error = _error(b'[{"name": "caf\xe9"}]')
    assert "not UTF-8" in str(error)
    assert "0xe9 at offset 14" in str(error)


@pytest.mark.parametrize("data", [b"", b"   \n", ""])
def test_empty_input(data: bytes | str) -> None:
    assert "empty input" in str(_error(data))


def test_invalid_json_gives_line_and_column() -> None:
    assert "line 2 column" in str(_error(b'[\n{"name": }]'))


@pytest.mark.parametrize("constant", ["NaN", "Infinity", "-Infinity"])
def test_nan_and_infinity_are_rejected(constant: str) -> None:
    error = _error(f'[{{"name": "t", "inputSchema": {{"maximum": {constant}}}}}]')
    assert constant.lstrip("-") in str(error)


def test_oversized_dump_is_a_limit_error() -> None:
    with pytest.raises(LimitExceeded, match="over the 10-byte limit"):
        oracle.read_catalogue(b"[" + b" " * 20 + b"]", source="dump.json", limits=Limits(max_dump_bytes=10))


def test_too_many_tools_is_a_limit_error() -> None:
    dump = json.dumps([{"name": f"t{i}"} for i in range(3)])
    with pytest.raises(LimitExceeded, match="3 tools, over the 2-tool limit"):
        oracle.read_catalogue(dump, source="dump.json", limits=Limits(max_tools=2))
