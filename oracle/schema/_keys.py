"""Keyword sets the schema engine and its compiled validator share."""

from __future__ import annotations

# Keywords that never change which instances validate.
ANNOTATION_KEYS = frozenset(
    {
        "$schema",
        "$id",
        "id",
        "$comment",
        "$anchor",
        "$dynamicAnchor",
        "$vocabulary",
        "title",
        "description",
        "examples",
        "example",
        "default",
        "deprecated",
        "readOnly",
        "writeOnly",
        "$defs",
        "definitions",
        "contentMediaType",
        "contentEncoding",
        "contentSchema",
        # OpenAPI's discriminator only hints which oneOf branch to try; it validates nothing.
        "discriminator",
        "xml",
        "externalDocs",
    }
)
