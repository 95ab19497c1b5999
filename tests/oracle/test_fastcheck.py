"""The compiled validator answers exactly as jsonschema does, on generated schemas and instances."""

from __future__ import annotations

from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from jsonschema import validators

from oracle.schema._fastcheck import Compiler, Unsupported, equal
from oracle.schema._support import _DRAFT_OF_URI, Undecidable, Validator

SCALARS = st.one_of(
    st.none(),
    st.booleans(),
    st.integers(min_value=-5, max_value=5),
    st.sampled_from([0.0, 1.0, -1.0, 1.5, 2.0, 1e300, -0.5]),
    st.sampled_from(["", "a", "ab", "abc", "A1", "é", "x-y", "0"]),
)
VALUES = st.recursive(
    SCALARS,
    lambda inner: st.one_of(
        st.lists(inner, max_size=3),
        st.dictionaries(st.sampled_from(["a", "b", "c", "id"]), inner, max_size=3),
    ),
    max_leaves=8,
)
NUMBERS = st.one_of(st.integers(-3, 3), st.sampled_from([0.5, 1.0, 2.5]))
COUNTS = st.integers(0, 3)
TYPES = st.sampled_from(["string", "integer", "number", "boolean", "null", "array", "object"])


def _leaf_keywords(draft: int) -> st.SearchStrategy[dict[str, Any]]:
    options: dict[str, st.SearchStrategy[Any]] = {
        "type": st.one_of(TYPES, st.lists(TYPES, max_size=3, unique=True)),
        "enum": st.lists(SCALARS, min_size=1, max_size=4),
        "minimum": NUMBERS,
        "maximum": NUMBERS,
        "minLength": COUNTS,
        "maxLength": COUNTS,
        "pattern": st.sampled_from(["^a", "b$", "[0-9]", "^$", "é"]),
        "minItems": COUNTS,
        "maxItems": COUNTS,
        "minProperties": COUNTS,
        "maxProperties": COUNTS,
        "required": st.lists(st.sampled_from(["a", "b", "c"]), max_size=2, unique=True),
        "description": st.just("annotation"),
        "format": st.sampled_from(["email", "date-time"]),
        "default": SCALARS,
        "uniqueItems": st.booleans(),  # left to jsonschema: exercises the fallback, at any depth
    }
    if draft == 4:
        options["exclusiveMinimum"] = st.booleans()
        options["exclusiveMaximum"] = st.booleans()
    else:
        options["const"] = VALUES
        options["exclusiveMinimum"] = NUMBERS
        options["exclusiveMaximum"] = NUMBERS
    return st.fixed_dictionaries({}, optional=options)


def _schemas(draft: int) -> st.SearchStrategy[Any]:
    leaf = _leaf_keywords(draft)
    if draft != 4:
        leaf = st.one_of(leaf, st.booleans())

    def extend(inner: st.SearchStrategy[Any]) -> st.SearchStrategy[Any]:
        return st.one_of(
            st.fixed_dictionaries(
                {"properties": st.dictionaries(st.sampled_from(["a", "b", "c"]), inner, max_size=3)},
                optional={
                    "additionalProperties": st.one_of(st.booleans(), inner) if draft != 4 else inner,
                    "required": st.lists(st.sampled_from(["a", "b", "c"]), max_size=2, unique=True),
                    "type": st.just("object"),
                },
            ),
            st.fixed_dictionaries({"items": inner}, optional={"minItems": COUNTS}),
            st.fixed_dictionaries({"anyOf": st.lists(inner, min_size=1, max_size=3)}),
            st.fixed_dictionaries({"allOf": st.lists(inner, min_size=1, max_size=3)}),
            st.fixed_dictionaries({"oneOf": st.lists(inner, min_size=1, max_size=3)}),
            st.fixed_dictionaries({"not": inner}),
            st.fixed_dictionaries({"$ref": st.just("#/$defs/shared")}),
            st.fixed_dictionaries(
                {"patternProperties": st.dictionaries(st.sampled_from(["^a", "b"]), inner, max_size=2)}
            ),
        )

    return st.recursive(leaf, extend, max_leaves=6)


def _reference(root: Any, schema: Any, draft: int, value: Any) -> bool | None:
    """jsonschema's own answer (None when it raises), chosen the way Validator chooses it."""
    cls = {
        4: validators.Draft4Validator,
        6: validators.Draft6Validator,
        7: validators.Draft7Validator,
        2019: validators.Draft201909Validator,
        2020: validators.Draft202012Validator,
    }[draft]
    try:
        return bool(cls(root).evolve(schema=schema).is_valid(value))
    except Exception:
        return None


_URIS = {
    4: "http://json-schema.org/draft-04/schema#",
    6: "http://json-schema.org/draft-06/schema#",
    7: "http://json-schema.org/draft-07/schema#",
    2019: "https://json-schema.org/draft/2019-09/schema",
    2020: "https://json-schema.org/draft/2020-12/schema",
}


@settings(max_examples=600, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    draft=st.sampled_from([4, 6, 7, 2019, 2020]),
    data=st.data(),
    values=st.lists(VALUES, min_size=1, max_size=6),
)
def test_compiled_checks_agree_with_jsonschema(draft: int, data: st.DataObject, values: list[Any]) -> None:
    shared = data.draw(_leaf_keywords(draft), label="shared")
    body = data.draw(_schemas(draft), label="schema")
    root: dict[str, Any] = {"$schema": _URIS[draft], "$defs": {"shared": shared}}
    if isinstance(body, dict):
        root.update({k: v for k, v in body.items() if k not in root})
    validator = Validator(root)
    for value in values:
        expected = _reference(root, root, draft, value)
        try:
            got: bool | None = validator.accepts(root, value)
        except Undecidable:
            got = None
        assert got == expected, (root, value)


def test_the_compiled_path_is_taken_for_the_common_core() -> None:
    root = {
        "type": "object",
        "properties": {"q": {"type": "string", "pattern": "^a"}, "n": {"$ref": "#/$defs/n"}},
        "required": ["q"],
        "additionalProperties": False,
        "$defs": {"n": {"type": "integer", "minimum": 1}},
    }
    validator = Validator(root)
    assert validator.accepts(root, {"q": "ab", "n": 2})
    assert not validator.accepts(root, {"q": "ab", "n": 2.5})
    assert not validator.accepts(root, {"q": "b"})
    assert not validator.accepts(root, {"q": "a", "x": 1})
    assert validator._validator is None  # jsonschema was never needed


def test_a_sub_schema_it_cannot_compile_is_answered_by_jsonschema() -> None:
    root = {"properties": {"a": {"patternProperties": {"^x": {"type": "string"}}}, "b": {"type": "integer"}}}
    validator = Validator(root)
    assert not validator.accepts(root, {"b": "text"})  # compiled: "a" never reached
    assert validator._validator is None
    assert not validator.accepts(root, {"a": {"x1": 5}})  # reaches the pattern: jsonschema answers
    assert validator.accepts(root, {"a": {"x1": "ok"}, "b": 1})
    assert validator._validator is not None


@pytest.mark.parametrize(
    "root",
    [
        {"$id": "https://example.com/s", "type": "string"},  # moves the base URI
        {"patternProperties": {"^a": {"type": "string"}}},  # a keyword the compiler leaves alone
        {"$schema": "http://json-schema.org/draft-03/schema#", "type": "string"},
        {"$schema": "https://example.com/my-dialect", "type": "string"},
        {
            "$schema": "http://json-schema.org/draft-07/schema#",
            "$ref": "#/$defs/x",
            "type": "string",
            "$defs": {"x": {"minLength": 1}},
        },
    ],
)
def test_anything_else_goes_to_jsonschema(root: dict[str, Any]) -> None:
    validator = Validator(root)
    for value in ("a", 1, {"a": 1}, None):
        validator.accepts(root, value)
    assert validator._validator is not None


@pytest.mark.parametrize("uri", sorted(_DRAFT_OF_URI))
def test_known_dialect_uris_match_jsonschema(uri: str) -> None:
    expected = {
        validators.Draft4Validator: 4,
        validators.Draft6Validator: 6,
        validators.Draft7Validator: 7,
        validators.Draft201909Validator: 2019,
        validators.Draft202012Validator: 2020,
    }[validators.validator_for({"$schema": uri})]
    assert _DRAFT_OF_URI[uri] == expected


def test_jsonschema_asserts_no_formats_by_default() -> None:
    # The compiler ignores `format`; that is only right while jsonschema gets no format checker.
    root = {"type": "string", "format": "email"}
    assert validators.Draft202012Validator(root).is_valid("not an email")
    assert Validator(root).accepts(root, "not an email")


@given(a=VALUES, b=VALUES)
def test_equality_matches_jsonschema(a: Any, b: Any) -> None:
    from jsonschema._utils import equal as reference

    assert equal(a, b) == reference(a, b)


def test_unsupported_drafts_raise() -> None:
    with pytest.raises(Unsupported):
        Compiler({}, 3)
