"""Every corpus label the oracle is allowed to disagree with, and why.

Keyed by (case name, direction). Two kinds of reason only:

- `Counterexample(instance, why)`: the label says the change is safe, but `instance` is accepted by
  the schema that must be included and rejected by the one that must include it (for input: old
  accepts, new rejects; for output: new accepts, old rejects). `test_conformance_schemas` validates
  every one with `jsonschema` in the corpus's draft, so an entry here is a proof, not an opinion.
- `Heuristic(why)`: the label says breaking where set semantics says safe, because the labelling
  tool applies a rule of thumb (named in `why`) rather than set inclusion.
- `Dialect(instance, why)`: the label is right in the corpus's own dialect (draft-04 `$ref` siblings,
  OpenAPI 3.0 `nullable`), the engine in JSON Schema 2020-12, which MCP tools use; `instance` is a
  witness in exactly one of the two, and the test checks which.

A disagreement that is neither belongs to the engine, not to this table.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

INPUT, OUTPUT = "input", "output"


@dataclass(frozen=True)
class Counterexample:
    instance: Any
    why: str


@dataclass(frozen=True)
class Heuristic:
    why: str


@dataclass(frozen=True)
class Dialect:
    """Right under the corpus's dialect, wrong under JSON Schema 2020-12 (MCP's default), or back.

    `instance` is a witness under exactly one of the two dialects; the test checks that it is.
    """

    instance: Any
    why: str
    dialect: str = "draft4+"  # a conformance_corpus draft key, or "openapi-3.0"


_ONEOF_OVERLAP = "oneOf is exclusive: the instance now matches two branches, so the new schema rejects it"
_READ_ONLY = (
    "oasdiff applies OpenAPI readOnly/writeOnly rules (readOnly properties are never sent in requests, "
    "writeOnly never returned); an MCP schema has no such exemption"
)
_WEAK = "oasdiff grades this rule below ERR and the test ran that single check (label_basis weak)"
_NOT_ERR = "oasdiff grades this change WARN/INFO, not ERR, so the label reads 'not breaking'"
_PATTERN = "oasdiff does not treat a removed or loosened response pattern as breaking"
_XML = "oasdiff skips type checks for non-JSON media types (application/xml)"
_DOT = "ECMA-262 '.' does not match a line terminator, so the pattern rejects it though minLength holds"
_REF_SIBLINGS = "draft-04..07 ignore keywords beside $ref (foo is just a string); 2019-09+ apply them (string ∧ integer = ∅)"
_NULLABLE = (
    "OpenAPI 3.0 'nullable' adds null; JSON Schema has no such keyword, so for MCP it validates nothing"
)
_PATTERN_APICURIO = (
    "Apicurio treats every pattern change as breaking; an unanchored '[a-z]*' or '[A-Z]*' matches the empty "
    "prefix of every string, so each of these patterns accepts all strings"
)
_CONTENT_APICURIO = (
    "Apicurio treats contentEncoding/contentMediaType as validating; draft-07 makes them annotations"
)
_CONTENT_OASDIFF = (
    "oasdiff flags contentMediaType/contentEncoding/contentSchema changes; JSON Schema makes them annotations"
)
_DEPENDENT = (
    "oasdiff flags any dependentRequired change; adding a dependency narrows what a response may hold"
)
_DEPRECATED = "oasdiff flags deprecation without a valid x-sunset date; deprecated is an annotation"
_INFINITY = (
    "the fixture's maxLength was JavaScript Infinity, serialised as null; 'maxLength: null' is not valid "
    "JSON Schema, so the engine may refuse to call it safe"
)
_NO_SCHEMA = (
    "one side has no schema (null: the media type or body was added or removed), which oasdiff grades as "
    "an operation-level change; null is not a JSON Schema, so the engine does not call it safe"
)
_COMPOSED = "oasdiff does not look for required-ness changes inside anyOf/oneOf branches of a response"

KNOWN: dict[tuple[str, str], Counterexample | Heuristic] = {
    # --- Apicurio: oneOf treated as anyOf --------------------------------------------------
    ("apicurio/117 Complex: oneOf 1", INPUT): Counterexample("xxxxxxxxxx", _ONEOF_OVERLAP),
    ("apicurio/119 Complex: oneOf 3", INPUT): Counterexample("", _ONEOF_OVERLAP),
    # --- oasdiff: OpenAPI-specific rules and rules graded below ERR ------------------------
    (
        "oasdiff/response-del-required-prop-base→response-del-required-prop-revision/response:"
        "GET /api/atlas/v2/removeOutputFieldTest 200 application/vnd.atlas.2023-01-01+json",
        OUTPUT,
    ): Counterexample({"id": "a"}, "'name' no longer required in the response; " + _NOT_ERR),
    (
        "oasdiff/request-new-required-prop-base→request-new-required-prop-revision/request:"
        "POST /api/test/v2/removeOutputFieldTest requestBody application/vnd.test.2023-01-01+json",
        INPUT,
    ): Counterexample({"id": "a"}, "'name' newly required in the request; the test asserts another location"),
    (
        "oasdiff/read-only-new-base→read-only-new-revision/request:POST /api/atlas/v1.0/groups "
        "requestBody application/json",
        INPUT,
    ): Counterexample({"name": "a"}, _READ_ONLY),
    (
        "oasdiff/read-only-base→read-only-revision/request:POST /api/atlas/v1.0/groups "
        "requestBody application/json",
        INPUT,
    ): Counterexample({"name": "a"}, _READ_ONLY),
    (
        "oasdiff/write-only-delete-base→write-only-delete-revision/response:"
        "POST /api/atlas/v1.0/groups 200 application/json",
        OUTPUT,
    ): Counterexample({"name": "a"}, _READ_ONLY),
    (
        "oasdiff/write-only-delete-base→write-only-delete-revision/response:"
        "GET /api/atlas/v1.0/groups/{groupId} 200 application/json",
        OUTPUT,
    ): Counterexample({"name": "a"}, _READ_ONLY),
    (
        "oasdiff/write-only-delete-partial-base→write-only-delete-partial-revision/request:"
        "POST /api/atlas/v1.0/groups requestBody application/json",
        INPUT,
    ): Counterexample({"name": "a"}, _READ_ONLY),
    (
        "oasdiff/write-only-delete-partial-base→write-only-delete-partial-revision/response:"
        "POST /api/atlas/v1.0/groups 200 application/json",
        OUTPUT,
    ): Counterexample(
        {"created": "", "id": "", "name": "", "test": 1},
        "optional response property 'test' removed (any value now allowed); " + _NOT_ERR,
    ),
    (
        "oasdiff/write-only-delete-partial-base→write-only-delete-partial-revision/response:"
        "GET /api/atlas/v1.0/groups/{groupId} 200 application/json",
        OUTPUT,
    ): Counterexample(
        {"created": "", "id": "", "name": "", "test": 1},
        "optional response property 'test' removed (any value now allowed); " + _NOT_ERR,
    ),
    (
        "oasdiff/write-only-base→write-only-revision/response:"
        "POST /api/atlas/v1.0/groups 200 application/json",
        OUTPUT,
    ): Counterexample({"name": "a"}, _READ_ONLY),
    (
        "oasdiff/write-only-base→write-only-revision/response:"
        "GET /api/atlas/v1.0/groups/{groupId} 200 application/json",
        OUTPUT,
    ): Counterexample({"name": "a"}, _READ_ONLY),
    (
        "oasdiff/base.json→revision.json/response:GET /api/anyOf/path 200 application/json",
        OUTPUT,
    ): Counterexample({}, _COMPOSED),
    (
        "oasdiff/base.json→revision.json/response:GET /api/oneOf/path 200 application/json",
        OUTPUT,
    ): Counterexample({}, _COMPOSED),
    (
        "oasdiff/base-response→revision-response/response:"
        "GET /api/atlas/v2/changeOfResponseArrayFieldTest 200 application/vnd.atlas.2023-01-01+json",
        OUTPUT,
    ): Counterexample(
        [{"testField": 1}], "response item type string→integer; the test asserts another location"
    ),
    (
        "oasdiff/pattern-base→pattern-revision/response:POST /api/v1.0/groups 200 application/json",
        OUTPUT,
    ): Counterexample({"created": "", "id": "", "name": ""}, _PATTERN),
    (
        "oasdiff/pattern-base→pattern-revision/response:GET /api/v1.0/groups/{groupId} 200 application/json",
        OUTPUT,
    ): Counterexample({"created": "", "id": "", "name": ""}, _PATTERN),
    (
        "oasdiff/pattern-revision→pattern-base/request:POST /api/v1.0/groups requestBody application/json",
        INPUT,
    ): Counterexample(
        {"created": "", "id": "", "name": ""}, "pattern added to a readOnly request property; " + _READ_ONLY
    ),
    (
        "oasdiff/pattern-base→pattern-modified/response:POST /api/v1.0/groups 200 application/json",
        OUTPUT,
    ): Counterexample({"created": "", "id": "", "name": ""}, _PATTERN),
    (
        "oasdiff/pattern-base→pattern-modified/response:GET /api/v1.0/groups/{groupId} 200 application/json",
        OUTPUT,
    ): Counterexample({"created": "", "id": "", "name": ""}, _PATTERN),
    (
        "oasdiff/request_body_max_length_set_base→request_body_max_length_set_revision/request:"
        "POST /pets requestBody text/plain",
        INPUT,
    ): Counterexample("aaaaaaaaaaaaaaaa", "maxLength 15 added to a request body; " + _WEAK),
    (
        "oasdiff/request_body_max_set_base→request_body_max_set_revision/request:"
        "POST /pets requestBody text/plain",
        INPUT,
    ): Counterexample(100, "maximum 15 added to a request body; " + _WEAK),
    (
        "oasdiff/request_property_one_of_added_base→request_property_one_of_added_revision/request:"
        "POST /pets requestBody application/json",
        INPUT,
    ): Counterexample(
        {"breed": {}}, "a oneOf branch added makes formerly single matches ambiguous; " + _WEAK
    ),
    (
        "oasdiff/prefix_items_added_base→prefix_items_added_revision/request:POST /products requestBody "
        "application/json",
        INPUT,
    ): Counterexample(["a"], "prefixItems integer added at position 0; " + _WEAK),
    (
        "oasdiff/prefix_items_added_revision→prefix_items_added_base/response:"
        "POST /products 200 application/json",
        OUTPUT,
    ): Counterexample(["a"], "prefixItems removed from a response; " + _WEAK),
    (
        "oasdiff/request_xml_type_compatible_base→request_xml_type_compatible_revision/request:"
        "POST /api/v1.0/groups requestBody application/xml",
        INPUT,
    ): Counterexample({}, _XML),
    (
        "oasdiff/response_property_one_of_removed_base→response_property_one_of_removed_revision/response:"
        "GET /pets 200 application/json",
        OUTPUT,
    ): Counterexample({"breed": {}}, "a oneOf branch removed from a response; " + _WEAK),
    (
        "oasdiff/response_xml_type_compatible_base→response_xml_type_compatible_revision/response:"
        "POST /api/v1.0/groups 200 application/xml",
        OUTPUT,
    ): Counterexample({}, _XML),
    (
        "oasdiff/request-property-items→request-property-items-2/request:POST /api/roleMappings requestBody "
        "application/json",
        INPUT,
    ): Counterexample(
        {"otherProp": "", "roleAssignments": [{"newRoleName": "x"}]},
        "item property renamed role→newRoleName (an enum); oasdiff grades request-property-removed below ERR",
    ),
    (
        "oasdiff/request-property-items→request-property-items-2/response:POST /api/roleMappings 200 "
        "application/json",
        OUTPUT,
    ): Counterexample(
        {"otherProp": "", "roleAssignments": [{"role": "x"}]},
        "item property role (an enum) removed from a response: any value may now appear; " + _NOT_ERR,
    ),
    (
        "oasdiff/pattern-revision-recursive→pattern-base-recursive/request:POST /api/v1.0/groups requestBody "
        "application/json",
        INPUT,
    ): Counterexample(
        {"data": {"name": "", "created": ""}}, "pattern added to a readOnly request property; " + _READ_ONLY
    ),
    (
        "oasdiff/pattern-base→pattern-modified-not-anystring/response:POST /api/v1.0/groups 200 application/json",
        OUTPUT,
    ): Counterexample({"name": "", "created": "0"}, _PATTERN),
    (
        "oasdiff/pattern-base→pattern-modified-not-anystring/response:GET /api/v1.0/groups/{groupId} 200 "
        "application/json",
        OUTPUT,
    ): Counterexample({"name": "", "created": "0"}, _PATTERN),
    (
        "oasdiff/prefix_items_prop_base→prefix_items_prop_revision/request:POST /products requestBody "
        "application/json",
        INPUT,
    ): Counterexample({"details": [""]}, "prefixItems integer added to a property; " + _WEAK),
    (
        "oasdiff/prefix_items_prop_revision→prefix_items_prop_base/response:POST /products 200 application/json",
        OUTPUT,
    ): Counterexample({"details": [""]}, "prefixItems removed from a response property; " + _WEAK),
    (
        "oasdiff/response_optional_property_removed_base→response_optional_property_removed_revision/response:"
        "POST /api/v1.0/groups 200 application/json",
        OUTPUT,
    ): Counterexample({"data": {"name": "", "id": 1}}, "optional response property 'id' removed; " + _WEAK),
    (
        "oasdiff/sub_schema_added_property_revision→sub_schema_added_property_base/request:POST /products "
        "requestBody application/json",
        INPUT,
    ): Counterexample(
        {"data": {"newField": "s"}},
        "newField leaves then/else, so unevaluatedProperties (an object schema) now applies to it; " + _WEAK,
    ),
    # a body or media type exists on one side only: `null` stands for "no schema", not a JSON Schema
    ("oasdiff/base→revision/response:POST /test 200 application/json", OUTPUT): Heuristic(_NO_SCHEMA),
    (
        "oasdiff/response-media-type-revision→response-media-type-base/response:GET /products 200 application/json",
        OUTPUT,
    ): Heuristic(_NO_SCHEMA),
    (
        "oasdiff/request_body_media_type_updated_base→request_body_media_type_updated_revision/request:"
        "POST /api/v1.0/groups requestBody application/json",
        INPUT,
    ): Heuristic(_NO_SCHEMA),
    (
        "oasdiff/request_body_default_value_changed_base→request_body_default_value_changed_revision/request:"
        "POST /products requestBody application/json",
        INPUT,
    ): Heuristic(_NO_SCHEMA),
    (
        "oasdiff/add_new_media_type_base→add_new_media_type_revision/response:POST /api/v1.0/groups 200 "
        "application/xml",
        OUTPUT,
    ): Heuristic(_NO_SCHEMA),
    # --- jsonsubschema: '.' and line terminators ------------------------------------------
    ("jsonsubschema/test_more.TestPaperExamples.test_equiv_multiple_case#1", INPUT): Counterexample(
        "\n", _DOT
    ),
    ("jsonsubschema/test_more.TestPaperExamples.test_equiv_multiple_case#2", INPUT): Counterexample(
        "\n", _DOT
    ),
    ("jsonsubschema/test_more.TestPaperExamples.test_equiv_multiple_case#5", OUTPUT): Counterexample(
        "\n", _DOT
    ),
    ("jsonsubschema/test_more.TestPaperExamples.test_equiv_multiple_case#6", OUTPUT): Counterexample(
        "\n", _DOT
    ),
    ("jsonsubschema/test_string.TestNotStringSubtype.test_equiv_multiple_case#4", INPUT): Counterexample(
        "\n", _DOT
    ),
    ("jsonsubschema/test_string.TestNotStringSubtype.test_equiv_multiple_case#5", INPUT): Counterexample(
        "\n", _DOT
    ),
    ("jsonsubschema/test_string.TestNotStringSubtype.test_equiv_multiple_case#7", INPUT): Counterexample(
        "\n", _DOT
    ),
    ("jsonsubschema/test_string.TestNotStringSubtype.test_equiv_multiple_case#8", INPUT): Counterexample(
        "\n", _DOT
    ),
    ("jsonsubschema/test_string.TestNotStringSubtype.test_equiv_multiple_case#11", OUTPUT): Counterexample(
        "\n", _DOT
    ),
    ("jsonsubschema/test_string.TestNotStringSubtype.test_equiv_multiple_case#12", OUTPUT): Counterexample(
        "\n", _DOT
    ),
    ("jsonsubschema/test_string.TestNotStringSubtype.test_equiv_multiple_case#13", OUTPUT): Counterexample(
        "a\nb", "'.{2,}' needs two consecutive non-newline characters; 'a\\nb' has length 3 but none"
    ),
    # --- jsonsubschema: draft-04 $ref siblings --------------------------------------------
    ("jsonsubschema/test_refs.TestSimpleRefs.test_1#1", OUTPUT): Dialect({"foo": "a"}, _REF_SIBLINGS),
    ("jsonsubschema/test_refs.TestSimpleRefs.test_1#2", INPUT): Dialect({"foo": "a"}, _REF_SIBLINGS),
    ("jsonsubschema/test_refs.TestSimpleRefs.test_2#1", INPUT): Dialect({"foo": ""}, _REF_SIBLINGS),
    ("jsonsubschema/test_refs.TestSimpleRefs.test_2#1", OUTPUT): Dialect({"foo": "a"}, _REF_SIBLINGS),
    ("jsonsubschema/test_refs.TestSimpleRefs.test_2#2", INPUT): Dialect({"foo": "a"}, _REF_SIBLINGS),
    ("jsonsubschema/test_refs.TestSimpleRefs.test_2#2", OUTPUT): Dialect({"foo": ""}, _REF_SIBLINGS),
    # --- oasdiff: more weakly labelled rules ----------------------------------------------
    (
        "oasdiff/request_property_discriminator_added_revision→"
        "request_property_discriminator_added_property_name_changed/request:POST /pets requestBody application/json",
        INPUT,
    ): Counterexample({"breed": {}, "name": "", "name2": 1, "petType2": 1}, "properties renamed; " + _WEAK),
    (
        "oasdiff/response_property_discriminator_added_revision→"
        "response_property_discriminator_added_property_name_changed/response:POST /pets 200 application/json",
        OUTPUT,
    ): Counterexample({"breed": {}, "name": "", "name2": 1, "petType": 1}, "properties renamed; " + _WEAK),
    (
        "oasdiff/exclusive_min_max_set_base→exclusive_min_max_set_revision/request:POST /products requestBody "
        "application/json",
        INPUT,
    ): Counterexample({"price": 0}, "exclusiveMinimum 0 set on price; " + _WEAK),
    (
        "oasdiff/request_property_max_length_set_base→request_property_max_length_set_revision/request:"
        "POST /pets requestBody application/json",
        INPUT,
    ): Counterexample({"age": "aaaaaaaaaaaaaaaa"}, "maxLength 15 set on a request property; " + _WEAK),
    (
        "oasdiff/request_property_max_set_base→request_property_max_set_revision/request:"
        "POST /pets requestBody application/json",
        INPUT,
    ): Counterexample({"age": 16}, "maximum 15 set on a request property; " + _WEAK),
    # --- Apicurio: labels on annotations and unsatisfiable consts ---------------------------
    ("apicurio/096 Const", INPUT): Heuristic(
        "Apicurio compares const values; an array const under type string is unsatisfiable, so both are ∅"
    ),
    ("apicurio/096 Const", OUTPUT): Heuristic(
        "Apicurio compares const values; an array const under type string is unsatisfiable, so both are ∅"
    ),
    ("apicurio/100 String: contentEncoding 2", OUTPUT): Heuristic(_CONTENT_APICURIO),
    ("apicurio/101 String: contentEncoding 3", INPUT): Heuristic(_CONTENT_APICURIO),
    ("apicurio/101 String: contentEncoding 3", OUTPUT): Heuristic(_CONTENT_APICURIO),
    ("apicurio/103 String: contentMediaType 2", OUTPUT): Heuristic(_CONTENT_APICURIO),
    ("apicurio/104 String: contentMediaType 3", INPUT): Heuristic(_CONTENT_APICURIO),
    ("apicurio/104 String: contentMediaType 3", OUTPUT): Heuristic(_CONTENT_APICURIO),
    ("apicurio/108 Complex: anyOf 1", OUTPUT): Heuristic(
        "Apicurio compares anyOf branches pairwise; maxLength only constrains strings, so both unions "
        "accept every instance"
    ),
    ("apicurio/010 String: pattern 1", OUTPUT): Heuristic(_PATTERN_APICURIO),
    ("apicurio/011 String: pattern 2", INPUT): Heuristic(_PATTERN_APICURIO),
    ("apicurio/011 String: pattern 2", OUTPUT): Heuristic(_PATTERN_APICURIO),
    ("apicurio/125 Conditional: then", OUTPUT): Heuristic(_PATTERN_APICURIO),
    ("apicurio/126 Conditional: else", OUTPUT): Heuristic(_PATTERN_APICURIO),
    ("apicurio/117 Complex: oneOf 1", OUTPUT): Heuristic(
        "Apicurio compares oneOf branches pairwise; the new oneOf accepts strings longer than 10 and "
        "non-strings, all of which the old one (strings longer than 5, non-strings) accepts"
    ),
    # --- oasdiff: OpenAPI 3.0 nullable ------------------------------------------------------
    ("oasdiff/base-body→revision-body/response:POST /payments/{id} 201 application/json", OUTPUT): Dialect(
        None, _NULLABLE, "openapi-3.0"
    ),
    ("oasdiff/base-req→revision-req/request:POST /test requestBody application/json", INPUT): Dialect(
        {"id": None}, _NULLABLE, "openapi-3.0"
    ),
    (
        "oasdiff/base-property→revision-property/response:POST /payments/{id} 201 application/json",
        OUTPUT,
    ): Dialect({"name": None}, _NULLABLE, "openapi-3.0"),
    (
        "oasdiff/base-embedded-property→revision-embedded-property/response:POST /payments/{id} 201 application/json",
        OUTPUT,
    ): Dialect({"name": {"name": None}}, _NULLABLE, "openapi-3.0"),
    (
        "oasdiff/request_property_became_nullable_revision→request_property_became_nullable_base/request:"
        "POST /products requestBody application/json",
        INPUT,
    ): Dialect({"name": None}, _NULLABLE, "openapi-3.0"),
    # --- oasdiff: rules that fire on spelling, not on the set of instances ------------------
    ("oasdiff/anyOf1→anyOf2/request:POST /test requestBody application/json", INPUT): Heuristic(
        "oasdiff flags 'required' added; under type array, required/properties validate nothing"
    ),
    (
        "oasdiff/request_property_any_of_removed_base→request_property_any_of_removed_revision/request:"
        "POST /pets requestBody application/json",
        INPUT,
    ): Heuristic("oasdiff counts anyOf branches; the removed branch duplicates one that stays"),
    (
        "oasdiff/request_property_all_of_added_base→request_property_all_of_added_revision/request:"
        "POST /pets requestBody application/json",
        INPUT,
    ): Heuristic("oasdiff counts allOf branches; the added branch duplicates one already there"),
    (
        "oasdiff/request_property_all_of_annotation_only_added_base→"
        "request_property_all_of_annotation_only_added_revision/request:POST /pets requestBody application/json",
        INPUT,
    ): Heuristic("oasdiff flags any allOf subschema added, even one holding only title/description"),
    (
        "oasdiff/request_property_all_of_annotation_only_added_at_property_base→"
        "request_property_all_of_annotation_only_added_at_property_revision/request:"
        "POST /pets requestBody application/json",
        INPUT,
    ): Heuristic("oasdiff flags any allOf subschema added, even one holding only title/description"),
    (
        "oasdiff/request_property_any_of_ref_inline_enum_base→request_property_any_of_ref_inline_enum_revision/"
        "request:PUT /users/{user_id} requestBody application/json",
        INPUT,
    ): Heuristic(
        "oasdiff matches anyOf branches by title; only a title moved, the branches validate the same"
    ),
    (
        "oasdiff/content_schema_base→content_schema_revision/request:POST /products requestBody application/json",
        INPUT,
    ): Heuristic(_CONTENT_OASDIFF),
    (
        "oasdiff/content_schema_base→content_schema_revision/response:POST /products 200 application/json",
        OUTPUT,
    ): Heuristic(_CONTENT_OASDIFF),
    (
        "oasdiff/content_schema_body_base→content_schema_body_revision/request:POST /products requestBody "
        "application/json",
        INPUT,
    ): Heuristic(_CONTENT_OASDIFF),
    (
        "oasdiff/content_schema_body_revision→content_schema_body_base/response:POST /products 200 "
        "application/json",
        OUTPUT,
    ): Heuristic(_CONTENT_OASDIFF),
    (
        "oasdiff/content_schema_prop_base→content_schema_prop_revision/request:POST /products requestBody "
        "application/json",
        INPUT,
    ): Heuristic(_CONTENT_OASDIFF),
    (
        "oasdiff/content_schema_prop_base→content_schema_prop_revision/response:POST /products 200 "
        "application/json",
        OUTPUT,
    ): Heuristic(_CONTENT_OASDIFF),
    (
        "oasdiff/dependent_required_revision→dependent_required_changed_revision/response:POST /products 200 "
        "application/json",
        OUTPUT,
    ): Heuristic(_DEPENDENT),
    (
        "oasdiff/dependent_required_property_changed_base→dependent_required_property_changed_revision/response:"
        "POST /products 200 application/json",
        OUTPUT,
    ): Heuristic(_DEPENDENT),
    (
        "oasdiff/property_base_stable→property_deprecated_no_sunset/request:POST /test requestBody application/json",
        INPUT,
    ): Heuristic(_DEPRECATED),
    (
        "oasdiff/property_base_stable→property_deprecated_no_sunset/response:POST /test 200 application/json",
        OUTPUT,
    ): Heuristic(_DEPRECATED),
    (
        "oasdiff/property_base_stable→property_deprecated_invalid_sunset/request:POST /test requestBody "
        "application/json",
        INPUT,
    ): Heuristic(_DEPRECATED),
    (
        "oasdiff/property_base_stable→property_deprecated_invalid_sunset/response:POST /test 200 application/json",
        OUTPUT,
    ): Heuristic(_DEPRECATED),
    (
        "oasdiff/request_property_extensible_enum_base→request_property_extensible_enum_revision/request:"
        "POST /pets requestBody application/json",
        INPUT,
    ): Heuristic("oasdiff reads the x-extensible-enum extension as an enum; JSON Schema ignores x- keywords"),
    # --- json-schema-diff: JavaScript's Infinity, serialised as null ----------------------
    ("jsd/diff-schemas-type-string/string-with-maxlength-infinity-is-all-strings", INPUT): Heuristic(
        _INFINITY
    ),
    ("jsd/diff-schemas-type-string/string-with-maxlength-infinity-is-all-strings", OUTPUT): Heuristic(
        _INFINITY
    ),
    (
        "jsd/diff-schemas-type-string/string-with-maxlength-infinity-and-minlength-0-are-all-strings",
        INPUT,
    ): Heuristic(_INFINITY),
    (
        "jsd/diff-schemas-type-string/string-with-maxlength-infinity-and-minlength-0-are-all-strings",
        OUTPUT,
    ): Heuristic(_INFINITY),
    # --- Sentry: keyword-by-keyword heuristics ----------------------------------------------
    ("sentry/any_of/number_1", INPUT): Heuristic(
        "Sentry diffs anyOf branches pairwise; both unions cover every number (≤10 ∪ ≥1 and ≤3 ∪ ≥2)"
    ),
    ("sentry/any_of/objects_3", INPUT): Heuristic(
        "Sentry diffs anyOf branches pairwise; both unions accept every instance"
    ),
    ("sentry/range/redundant_minimum_3", INPUT): Heuristic(
        "Sentry compares minimum/exclusiveMinimum keyword by keyword; [1, ∞) ⊂ (0.4, ∞) is a widening"
    ),
}


# Disagreements that are the engine's to fix: the label is right (or unproven either way) and the
# engine is undecided, so it refuses to call the change safe. Sound, but incomplete. Listed so that a
# new disagreement fails the suite, and so that a fixed one shows up (as a skip) for removal here.
_NOT = "`not` normal form: De Morgan over allOf/anyOf, double negation, not-enum under a type"
_UNION = "unions that together cover a type (minItems 3 ∪ maxItems 2 = all arrays; ¬integer ∪ integer)"
_PATTERN_PROPS = "properties against overlapping patternProperties (regex membership of property names)"
_DISCRIMINATOR = (
    "oneOf branches $ref OpenAPI components outside the extracted body schema: unresolvable, undecided"
)

ENGINE_GAPS: dict[tuple[str, str], str] = {
    ("jsd/diff-schemas-not/demorgans-with-some-and-some-arrays", INPUT): _NOT,
    (
        "jsd/diff-schemas-not/a-schema-containing-a-contradiction-between-additionalproperties-involving-not-a",
        INPUT,
    ): _NOT,
    ("jsonsubschema/test_object.TestObjectSubtype.test_tricky1#1", OUTPUT): _PATTERN_PROPS,
    ("jsonsubschema/test_object.TestObjectSubtype.test_tricky1#2", INPUT): _PATTERN_PROPS,
    ("jsonsubschema/test_object.TestObjectSubtype.test_tricky2#1", OUTPUT): _PATTERN_PROPS,
    ("jsonsubschema/test_object.TestObjectSubtype.test_tricky2#2", INPUT): _PATTERN_PROPS,
    ("jsonsubschema/test_object.TestObjectSubtype.test_tricky3#1", OUTPUT): _PATTERN_PROPS,
    ("jsonsubschema/test_object.TestObjectSubtype.test_tricky3#2", INPUT): _PATTERN_PROPS,
    ("jsonsubschema/test_object.TestObjectSubtype.test_tricky4#1", OUTPUT): _PATTERN_PROPS,
    ("jsonsubschema/test_object.TestObjectSubtype.test_tricky4#2", INPUT): _PATTERN_PROPS,
    ("jsonsubschema/test_string.TestNotStringSubtype.test_not_str_and_join_string#1", INPUT): _NOT,
    ("jsonsubschema/test_string.TestNotStringSubtype.test_not_str_and_join_string#2", OUTPUT): _NOT,
    (
        "oasdiff/request_property_discriminator_added_base→request_property_discriminator_added_revision/request:POST /pets requestBody application/json",
        INPUT,
    ): _DISCRIMINATOR,
    (
        "oasdiff/request_property_discriminator_added_revision→request_property_discriminator_added_base/request:POST /pets requestBody application/json",
        INPUT,
    ): _DISCRIMINATOR,
    (
        "oasdiff/request_property_discriminator_added_revision→request_property_discriminator_mapping_changed/request:POST /pets requestBody application/json",
        INPUT,
    ): _DISCRIMINATOR,
    (
        "oasdiff/response_property_discriminator_added_base→response_property_discriminator_added_revision/response:POST /pets 200 application/json",
        OUTPUT,
    ): _DISCRIMINATOR,
    (
        "oasdiff/response_property_discriminator_added_revision→response_property_discriminator_added_base/response:POST /pets 200 application/json",
        OUTPUT,
    ): _DISCRIMINATOR,
    (
        "oasdiff/response_property_discriminator_added_revision→response_property_discriminator_mapping_changed/response:POST /pets 200 application/json",
        OUTPUT,
    ): _DISCRIMINATOR,
}
