"""Load the third-party compatibility corpora and turn their labels into set verdicts.

The corpora live in ../shared/corpus beside the clone (CI checks it out there). Each file is
another project's test data; this module maps each project's label onto the two questions the
oracle answers with `oracle.schema.includes`:

- input-safe:  every call the old input schema accepted, the new one accepts (old ⊆ new);
- output-safe: every result the new output schema allows, the old one promised (new ⊆ old).

It also holds the instance tooling the conformance tests use to *prove* things with `jsonschema`
rather than argue them: `validator_for` picks the draft a corpus was written against, and
`candidate_instances` produces a bounded set of instances worth trying against a pair of schemas
(every enum/const/default/example value, values at and beyond every bound, objects built from the
declared properties, ...). An instance the old schema accepts and the new rejects is a witness that
an input change is not safe, whatever anyone's label says.
"""

from __future__ import annotations

import itertools
import json
import math
from collections.abc import Iterator
from dataclasses import dataclass, field
from functools import cache
from pathlib import Path
from typing import Any

import jsonschema
from jsonschema.exceptions import SchemaError

REPO_ROOT = Path(__file__).resolve().parents[3]
CORPUS_DIR = (REPO_ROOT / ".." / "shared" / "corpus").resolve()
MISSING_REASON = (
    f"third-party corpus not found at {CORPUS_DIR} (CI checks out ../shared/corpus beside the clone; "
    "copy or symlink it there to run the conformance suite)"
)

INPUT = "input"
OUTPUT = "output"

# jsonsubschema reasons in draft-04 (boolean exclusiveMinimum) but also knows `const`, and treats
# 1.0 as an integer as every later draft does.
Draft4Plus = jsonschema.validators.extend(
    jsonschema.Draft4Validator,
    validators={
        "const": jsonschema.Draft6Validator.VALIDATORS["const"],
        "contains": jsonschema.Draft6Validator.VALIDATORS["contains"],
        "propertyNames": jsonschema.Draft6Validator.VALIDATORS["propertyNames"],
    },
    type_checker=jsonschema.Draft6Validator.TYPE_CHECKER,
)

# Per-corpus JSON Schema dialect for validating witness instances (a `$schema` key wins).
_DEFAULT_DRAFT: dict[str, type[Any]] = {
    "json_schema_diff": jsonschema.Draft7Validator,
    "jsonsubschema": Draft4Plus,
    "apicurio_json_compat": jsonschema.Draft7Validator,
    "sentry": jsonschema.Draft7Validator,
    "oasdiff": jsonschema.Draft4Validator,  # OpenAPI 3.0: boolean exclusiveMinimum; 3.1 rows say 2020-12
    "apicurio_mcp": jsonschema.Draft202012Validator,
    "sbproxy": jsonschema.Draft202012Validator,
}


_DRAFTS: dict[str, type[Any]] = {
    "draft4": jsonschema.Draft4Validator,
    "draft4+": Draft4Plus,
    "draft7": jsonschema.Draft7Validator,
    "draft2020-12": jsonschema.Draft202012Validator,
}


def corpus_available() -> bool:
    return CORPUS_DIR.is_dir() and (CORPUS_DIR / "README.md").is_file()


@cache
def load(filename: str) -> Any:
    return json.loads((CORPUS_DIR / filename).read_text(encoding="utf-8"))


@dataclass(frozen=True)
class Case:
    """One labelled schema pair, with each direction's label as a set verdict (None = unlabelled)."""

    corpus: str
    name: str
    old: Any
    new: Any
    input_safe: bool | None
    output_safe: bool | None
    draft: str = ""  # a key of _DRAFTS overriding the corpus default, for witnesses
    basis: str = ""  # label strength, where the corpus says (oasdiff)
    raw: dict[str, Any] = field(default_factory=dict, compare=False, repr=False)

    def label(self, direction: str) -> bool | None:
        return self.input_safe if direction == INPUT else self.output_safe

    def validator(self, schema: Any) -> Any:
        return validator_for(schema, self.corpus, self.draft)


def validator_for(schema: Any, corpus: str, draft: str = "") -> Any:
    default = _DRAFTS[draft] if draft else _DEFAULT_DRAFT.get(corpus, jsonschema.Draft7Validator)
    cls = (
        jsonschema.validators.validator_for(schema, default=default) if isinstance(schema, dict) else default
    )
    return cls(schema, format_checker=None)


def _jsd() -> list[Case]:
    return [
        Case(
            "json_schema_diff",
            c["name"],
            c["old_schema"],
            c["new_schema"],
            input_safe=not c["removed_values"],
            output_safe=not c["added_values"],
            raw=c,
        )
        for c in load("json_schema_diff_cases.json")
    ]


def _jsonsubschema() -> list[Case]:
    return [
        Case(
            "jsonsubschema",
            c["name"],
            c["old_schema"],
            c["new_schema"],
            input_safe=c["old_subschema_of_new"],
            output_safe=c["new_subschema_of_old"],
            raw=c,
        )
        for c in load("jsonsubschema_pairs.json")
    ]


def _apicurio() -> list[Case]:
    return [
        Case(
            "apicurio_json_compat",
            c["name"],
            c["old_schema"],
            c["new_schema"],
            input_safe=c["backward_compatible"],
            output_safe=c["forward_compatible"],
            raw=c,
        )
        for c in load("apicurio_json_compat_cases.json")
        if c.get("enabled", True)
    ]


def _sentry() -> list[Case]:
    return [
        Case(
            "sentry",
            c["name"],
            c["old_schema"],
            c["new_schema"],
            input_safe=not c["sentry_breaking"],
            output_safe=None,
            raw=c,
        )
        for c in load("sentry_json_schema_diff_cases.json")
    ]


def _oasdiff() -> list[Case]:
    cases = []
    for c in load("oasdiff_body_schema_cases.json"):
        label = None if c["oasdiff_breaking"] is None else not c["oasdiff_breaking"]
        request = c["direction"] == "request"
        draft = "draft2020-12" if str(c["oas_version_old"]).startswith("3.1") else ""
        cases.append(
            Case(
                "oasdiff",
                c["name"],
                c["old_schema"],
                c["new_schema"],
                input_safe=label if request else None,
                output_safe=None if request else label,
                draft=draft,
                basis=_oasdiff_basis(c["label_basis"]),
                raw=c,
            )
        )
    return cases


def _oasdiff_basis(text: str) -> str:
    if text.startswith("ERR"):
        return "strong"
    if text.startswith("all checks ran"):
        return "medium"
    if text.startswith("only non-ERR"):
        return "weak"
    return "unlabeled"


SCHEMA_CORPORA = {
    "json_schema_diff": _jsd,
    "jsonsubschema": _jsonsubschema,
    "apicurio_json_compat": _apicurio,
    "sentry": _sentry,
    "oasdiff": _oasdiff,
}


def schema_cases(corpus: str) -> list[Case]:
    return SCHEMA_CORPORA[corpus]()


def all_schema_cases() -> list[Case]:
    return [case for loader in SCHEMA_CORPORA.values() for case in loader()]


# --------------------------------------------------------------------------------------------
# Witness instances: a bounded, deterministic set of values worth validating against a pair.
# --------------------------------------------------------------------------------------------

_BASE_VALUES: tuple[Any, ...] = (
    None, True, False, 0, 1, -1, 2, 3, 0.5, -0.5, 1.5, 10, 100, 1e9, -1e9,
    "", "a", "ab", "abc", "A", "1", "foo", "x" * 10, "\n", "a\nb", "ab\n", "2020-01-01", "a@b.co", "http://a.b",
    [], [None], [1], ["a"], [1, 1], [1, 2], {}, {"a": 1}, {"foo": "bar"},
)  # fmt: skip

_BOUND_KEYS = (
    "minimum", "maximum", "exclusiveMinimum", "exclusiveMaximum", "multipleOf",
    "minLength", "maxLength", "minItems", "maxItems", "minProperties", "maxProperties",
)  # fmt: skip


def _walk(schema: Any, depth: int = 0) -> Iterator[dict[str, Any]]:
    if depth > 40:
        return
    if isinstance(schema, dict):
        yield schema
        for value in schema.values():
            yield from _walk(value, depth + 1)
    elif isinstance(schema, list):
        for value in schema:
            yield from _walk(value, depth + 1)


def _key(value: Any) -> str:
    return json.dumps(value, sort_keys=True, default=str)


def _node_values(node: dict[str, Any]) -> list[Any]:
    """Values one schema node names or bounds: enum/const/default/examples and each bound's edges."""
    values: list[Any] = []
    for k in ("enum", "examples"):
        if isinstance(node.get(k), list):
            values.extend(node[k][:20])
    for k in ("const", "default"):
        if k in node:
            values.append(node[k])
    for k in _BOUND_KEYS:
        bound = node.get(k)
        if isinstance(bound, bool) or not isinstance(bound, int | float) or not math.isfinite(bound):
            continue
        if k in ("minLength", "maxLength"):
            n = int(bound)
            values += ["a" * max(n - 1, 0), "a" * n, "a" * (n + 1)] if n < 10_000 else []
        elif k in ("minItems", "maxItems"):
            n = int(bound)
            values += [[1] * max(n - 1, 0), [1] * n, [1] * (n + 1)] if n < 1000 else []
        elif k in ("minProperties", "maxProperties"):
            n = int(bound)
            if n < 100:
                values += [{f"p{i}": 1 for i in range(m)} for m in (max(n - 1, 0), n, n + 1)]
        else:
            values += [bound, bound - 1, bound + 1, bound - 0.5, bound + 0.5, bound * 2, -bound]
    return values


def candidate_instances(*schemas: Any, limit: int = 600) -> list[Any]:
    """Instances worth trying: values named in the schemas, bound edges, and small composites."""
    scalars: list[Any] = list(_BASE_VALUES)
    props: dict[str, list[Any]] = {}
    tuples: list[list[Any]] = []
    for schema in schemas:
        for node in _walk(schema):
            scalars += _node_values(node)
            if isinstance(node.get("properties"), dict):
                for name, sub in node["properties"].items():
                    props.setdefault(name, [])
                    if isinstance(sub, dict):
                        props[name].extend(_node_values(sub)[:8])
                        props[name].extend(_typed_samples(sub.get("type")))
            for k in ("items", "prefixItems"):
                if isinstance(node.get(k), list):
                    per_position = [
                        _typed_samples(sub.get("type")) or [sub.get("const", "a")]
                        if isinstance(sub, dict)
                        else ["a"]
                        for sub in node[k]
                    ]
                    tuples.append([p[0] for p in per_position])
            if isinstance(node.get("required"), list):
                for name in node["required"]:
                    if isinstance(name, str):
                        props.setdefault(name, [])
    out: dict[str, Any] = {}
    for value in scalars:
        out.setdefault(_key(value), value)
    # Objects: all known properties with each sample, each property alone, and required subsets.
    names = sorted(props)[:12]
    # Each property's own values first, then values of other kinds (a new property's wrong type).
    samples = {n: [*props[n][:8], "a", 1, None, {}][:10] for n in names}
    for n in names:
        for v in samples[n]:
            out.setdefault(_key({n: v}), {n: v})
            out.setdefault(_key({n: v, "zz_extra": 1}), {n: v, "zz_extra": 1})
    for i in range(6):
        obj = {n: samples[n][i % len(samples[n])] for n in names}
        out.setdefault(_key(obj), obj)
        for drop in names:
            smaller = {k: v for k, v in obj.items() if k != drop}
            out.setdefault(_key(smaller), smaller)
    for r in (2, 3):
        for combo in itertools.islice(itertools.combinations(names, r), 40):
            obj = {n: samples[n][0] for n in combo}
            out.setdefault(_key(obj), obj)
    # Tuples: each declared position filled, then shortened, then with a trailing extra of each kind.
    for prefix in tuples:
        for n in range(len(prefix) + 1):
            out.setdefault(_key(prefix[:n]), prefix[:n])
        for extra in ("a", 1, 1.5, True, None, {}, []):
            out.setdefault(_key([*prefix, extra]), [*prefix, extra])
    # Arrays of the scalars found, singly and in pairs.
    base = list(out.values())[:60]
    for v in base:
        out.setdefault(_key([v]), [v])
        out.setdefault(_key([v, v]), [v, v])
    return list(out.values())[:limit]


def _typed_samples(type_: Any) -> list[Any]:
    samples = {
        "string": ["a", ""],
        "integer": [1, 0],
        "number": [1.5, 1],
        "boolean": [True],
        "null": [None],
        "object": [{}],
        "array": [[]],
    }
    types = type_ if isinstance(type_, list) else [type_] if isinstance(type_, str) else []
    return [v for t in types for v in samples.get(t, [])]


_TYPE_SAMPLES: dict[str, tuple[Any, ...]] = {
    "string": ("a", "", "\n", "A1"),
    "integer": (0, 1, -1, 7),
    "number": (0.5, 1, -2.5),
    "boolean": (True, False),
    "null": (None,),
    "object": ({},),
    "array": ([],),
}
_ANY_TYPE = ("a", 1, 0.5, True, None, {}, [])


def _resolve(ref: str, root: Any) -> Any:
    if not ref.startswith("#"):
        return None
    node = root
    for token in ref[1:].lstrip("/").split("/") if ref not in ("#", "#/") else []:
        token = token.replace("~1", "/").replace("~0", "~")
        if isinstance(node, dict) and token in node:
            node = node[token]
        elif isinstance(node, list) and token.isdigit() and int(token) < len(node):
            node = node[int(token)]
        else:
            return None
    return node


def structured_instances(schema: Any, root: Any = None, depth: int = 0, limit: int = 12) -> list[Any]:
    """Instances shaped like `schema` (nested objects, tuples, refs, unions), plus near misses.

    Each level returns a few values that follow the schema and a few that break one thing (a wrong
    type, a missing required key, an extra key, a value at a bound), so that a pair of schemas that
    differ deep inside still meets an instance that tells them apart.
    """
    root = schema if root is None else root
    if depth > 6 or not isinstance(schema, dict):
        return list(_ANY_TYPE[:3])
    out: list[Any] = []
    if isinstance(schema.get("$ref"), str):
        target = _resolve(schema["$ref"], root)
        if target is not None and target is not schema:
            out += structured_instances(target, root, depth + 1, limit)
    for key in ("anyOf", "oneOf", "allOf"):
        for branch in schema.get(key, ()) if isinstance(schema.get(key), list) else ():
            out += structured_instances(branch, root, depth + 1, 4)
    for key in ("then", "else"):
        if isinstance(schema.get(key), dict):
            out += structured_instances(
                {**schema.get(key, {}), "type": schema.get("type")}, root, depth + 1, 3
            )
    out += _node_values(schema)[:6]
    types = schema.get("type")
    types = types if isinstance(types, list) else [types] if isinstance(types, str) else []
    if not types:
        if "properties" in schema or "required" in schema or "additionalProperties" in schema:
            types = ["object"]
        elif "items" in schema or "prefixItems" in schema:
            types = ["array"]
    for type_ in types:
        if type_ == "object":
            out += _structured_objects(schema, root, depth)
        elif type_ == "array":
            out += _structured_arrays(schema, root, depth)
        else:
            out += list(_TYPE_SAMPLES.get(type_, ()))
    out += list(_ANY_TYPE)
    unique: dict[str, Any] = {}
    for value in out:
        unique.setdefault(_key(value), value)
    return list(unique.values())[: max(limit, 6)]


def _structured_objects(schema: dict[str, Any], root: Any, depth: int) -> list[Any]:
    props = schema.get("properties") if isinstance(schema.get("properties"), dict) else {}
    required = (
        [r for r in schema.get("required", ()) if isinstance(r, str)]
        if isinstance(schema.get("required"), list)
        else []
    )
    samples = {name: structured_instances(sub, root, depth + 1, 5) for name, sub in list(props.items())[:10]}
    for name in required:
        samples.setdefault(name, ["a", 1])
    full = {name: values[0] for name, values in samples.items()}
    out: list[Any] = [full, {n: full[n] for n in required if n in full}]
    for name, values in samples.items():
        for value in values[1:]:
            out.append({**full, name: value})
        out.append({k: v for k, v in full.items() if k != name})
    out.append({**full, "zz_extra": 1})
    out.append({**full, "zz_extra": "a"})
    return out


def _structured_arrays(schema: dict[str, Any], root: Any, depth: int) -> list[Any]:
    out: list[Any] = [[]]
    tuple_schemas = schema.get("prefixItems") if isinstance(schema.get("prefixItems"), list) else None
    if tuple_schemas is None and isinstance(schema.get("items"), list):
        tuple_schemas = schema["items"]
    if tuple_schemas is not None:
        per_position = [structured_instances(sub, root, depth + 1, 4) for sub in tuple_schemas[:6]]
        base = [values[0] for values in per_position]
        out.append(base)
        for index, values in enumerate(per_position):
            for value in values[1:]:
                out.append([*base[:index], value, *base[index + 1 :]])
            out.append(base[:index])
        for extra in _ANY_TYPE:
            out.append([*base, extra])
    elif isinstance(schema.get("items"), dict | bool):
        for value in structured_instances(schema["items"], root, depth + 1, 5):
            out += [[value], [value, value]]
    return out


def accepts(validator: Any, instance: Any) -> bool | None:
    """jsonschema's verdict, or None when the schema is one jsonschema cannot evaluate."""
    try:
        return bool(validator.is_valid(instance))
    except (SchemaError, TypeError, ValueError, RecursionError, jsonschema.exceptions.RefResolutionError):
        return None
    except Exception:  # referencing errors vary by version; an unevaluable schema proves nothing
        return None


def find_witness(case: Case, direction: str, *, extra: list[Any] | None = None) -> Any:
    """An instance showing the change is NOT safe in `direction`, or the `NO_WITNESS` marker.

    input: accepted by old, rejected by new.  output: accepted by new, rejected by old.
    """
    sub, sup = (case.old, case.new) if direction == INPUT else (case.new, case.old)
    try:
        v_sub, v_sup = case.validator(sub), case.validator(sup)
    except Exception:
        return NO_WITNESS
    probes = [e["value"] for e in case.raw.get("examples", ())]
    shaped = [*structured_instances(case.old, limit=60), *structured_instances(case.new, limit=60)]
    for instance in [*(extra or []), *probes, *shaped, *candidate_instances(case.old, case.new)]:
        if accepts(v_sub, instance) is True and accepts(v_sup, instance) is False:
            return instance
    return NO_WITNESS


class _NoWitness:
    def __repr__(self) -> str:
        return "NO_WITNESS"


NO_WITNESS: Any = _NoWitness()


# --------------------------------------------------------------------------------------------
# The engine's verdicts, computed once per (case, direction) and shared by every test.
# --------------------------------------------------------------------------------------------


@dataclass(frozen=True)
class Verdict:
    """`includes(sub, sup)` for one direction: True/False/None, or the InputError/crash it raised."""

    value: bool | None
    error: str | None = None  # a clear oracle.InputError (acceptable: counts as "not safe")
    crash: str | None = None  # anything else (never acceptable)

    @property
    def safe(self) -> bool:
        return self.value is True


_VERDICTS: dict[tuple[str, str, str], Verdict] = {}


def verdict(case: Case, direction: str) -> Verdict:
    key = (case.corpus, case.name, direction)
    if key not in _VERDICTS:
        _VERDICTS[key] = engine_includes(
            *((case.old, case.new) if direction == INPUT else (case.new, case.old))
        )
    return _VERDICTS[key]


def engine_includes(sub: Any, sup: Any) -> Verdict:
    import oracle
    from oracle.schema import includes

    try:
        value = includes(sub, sup)
    except oracle.InputError as exc:
        return Verdict(None, error=str(exc).splitlines()[0])
    except Exception as exc:  # reported by the tests as a crash, with the case name
        return Verdict(None, crash=f"{type(exc).__name__}: {exc}"[:300])
    if value not in (True, False, None):
        return Verdict(None, crash=f"includes() returned {value!r}, not True/False/None")
    return Verdict(value)


@dataclass
class Tally:
    labelled: int = 0
    agree: int = 0
    unsafe_but_label_safe: int = 0  # engine refuses (False/None/error) where the label says safe
    safe_but_label_unsafe: int = 0  # engine proves safe where the label says breaking
    undecided: int = 0  # engine returned None or InputError
    disagreements: list[tuple[str, str]] = field(default_factory=list)  # (case name, direction)

    explained: int = 0  # disagreements whose label is proven wrong or heuristic (known_disagreements)

    @property
    def rate(self) -> float:
        return self.agree / self.labelled if self.labelled else 1.0

    @property
    def corrected_rate(self) -> float:
        """Agreement once labels proven wrong (or heuristic) in known_disagreements are set right."""
        return (self.agree + self.explained) / self.labelled if self.labelled else 1.0


def tally(cases: list[Case], direction: str) -> Tally:
    from known_disagreements import KNOWN as known

    t = Tally()
    for case in cases:
        label = case.label(direction)
        if label is None:
            continue
        v = verdict(case, direction)
        t.labelled += 1
        if v.value is None:
            t.undecided += 1
        if v.safe == label:
            t.agree += 1
            continue
        t.disagreements.append((case.name, direction))
        if (case.name, direction) in known:
            t.explained += 1
        if label:
            t.unsafe_but_label_safe += 1
        else:
            t.safe_but_label_unsafe += 1
    return t


def agreement_table() -> tuple[str, dict[tuple[str, str], Tally]]:
    """The per-corpus, per-direction agreement table (text) and the tallies behind it."""
    tallies: dict[tuple[str, str], Tally] = {}
    lines = [
        f"{'corpus':<22}{'dir':<8}{'labelled':>9}{'agree':>7}{'rate':>8}{'corrected':>11}"
        f"{'label-safe,no':>16}{'label-breaking,safe':>21}{'undecided':>11}",
    ]
    for corpus in SCHEMA_CORPORA:
        cases = schema_cases(corpus)
        for direction in (INPUT, OUTPUT):
            t = tally(cases, direction)
            if not t.labelled:
                continue
            tallies[(corpus, direction)] = t
            lines.append(
                f"{corpus:<22}{direction:<8}{t.labelled:>9}{t.agree:>7}{t.rate:>8.1%}{t.corrected_rate:>11.1%}"
                f"{t.unsafe_but_label_safe:>16}{t.safe_but_label_unsafe:>21}{t.undecided:>11}"
            )
    return "\n".join(lines), tallies
