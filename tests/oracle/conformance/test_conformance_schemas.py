"""Conformance of `oracle.schema.includes` with five third-party schema-compatibility corpora.

For each corpus and direction the agreement with the corpus's labels is computed and printed (run
with `-s`, or read the terminal summary). Every disagreement must be explained in
known_disagreements.py, by a counterexample instance (checked here with `jsonschema`) or by the
labelling tool's heuristic; anything else is the engine's to fix. Independently of labels, the
engine must never call a change safe when an instance proves otherwise (the soundness tests).
"""

from __future__ import annotations

import json
import warnings
from typing import Any

import jsonschema
import pytest
from conformance_corpus import (
    INPUT,
    MISSING_REASON,
    NO_WITNESS,
    OUTPUT,
    SCHEMA_CORPORA,
    Case,
    accepts,
    agreement_table,
    all_schema_cases,
    corpus_available,
    engine_includes,
    find_witness,
    load,
    schema_cases,
    validator_for,
    verdict,
)
from known_disagreements import ENGINE_GAPS, KNOWN, Counterexample, Dialect, Heuristic

import oracle

pytestmark = [
    pytest.mark.skipif(not corpus_available(), reason=MISSING_REASON),
    pytest.mark.filterwarnings("ignore::DeprecationWarning"),
    pytest.mark.slow,  # ~1,700 includes() calls and witness searches: 10-25 s on a shared 2-core box
]

# Every corpus and direction must agree with its labels at least this often (corrected for proven
# label problems; see docs/conformance.md).
TARGET = 0.97


def _case(name: str) -> Case:
    for case in all_schema_cases():
        if case.name == name:
            return case
    raise LookupError(name)


# ----------------------------------------------------------------------------- agreement


def test_agreement_table(capsys: pytest.CaptureFixture[str]) -> None:
    table, _ = agreement_table()
    with capsys.disabled():
        print("\n\nconformance of oracle.schema.includes (agreement with each corpus's labels)\n" + table)


@pytest.mark.parametrize("corpus", sorted(SCHEMA_CORPORA))
def test_agreement_at_least_target(corpus: str) -> None:
    _, tallies = agreement_table()
    below = {
        d: f"{t.agree}+{t.explained} explained/{t.labelled} = {t.corrected_rate:.1%} (raw {t.rate:.1%})"
        for (c, d), t in tallies.items()
        if c == corpus and t.corrected_rate < TARGET
    }
    assert not below, f"{corpus} agreement below {TARGET:.0%}: {below}"


def test_every_disagreement_is_explained() -> None:
    """A disagreement is a proven label problem (KNOWN) or a listed engine gap (ENGINE_GAPS)."""
    _, tallies = agreement_table()
    unexplained = sorted(
        (c, name, d)
        for (c, _), t in tallies.items()
        for (name, d) in t.disagreements
        if (name, d) not in KNOWN and (name, d) not in ENGINE_GAPS
    )
    if not unexplained:
        return
    listing = "\n".join(f"  [{c}] {name} ({d})" for c, name, d in unexplained[:60])
    pytest.fail(f"{len(unexplained)} disagreement(s) neither in KNOWN nor in ENGINE_GAPS:\n{listing}")


def test_engine_gaps_still_open() -> None:
    """A gap the engine has closed must leave ENGINE_GAPS, so the table only lists real gaps (and a gap
    that reopens is caught by test_every_disagreement_is_explained)."""
    _, tallies = agreement_table()
    open_now = {key for t in tallies.values() for key in t.disagreements}
    closed = sorted(key for key in ENGINE_GAPS if key not in open_now)
    assert not closed, f"{len(closed)} ENGINE_GAPS entries now agree; remove them: {closed[:5]}"


def test_engine_gaps_are_never_unsound() -> None:
    """A gap is an undecided verdict on the safe side: never 'safe' against a 'breaking' label."""
    for name, direction in ENGINE_GAPS:
        case = _case(name)
        if case.label(direction) is False:
            pytest.fail(f"{name} ({direction}): the engine calls safe what the label calls breaking")


def test_known_disagreements_name_real_cases() -> None:
    names = {
        (case.name, d) for case in all_schema_cases() for d in (INPUT, OUTPUT) if case.label(d) is not None
    }
    stale = [key for key in [*KNOWN, *ENGINE_GAPS] if key not in names]
    assert not stale, f"KNOWN lists cases that do not exist (or are unlabelled): {stale}"


@pytest.mark.parametrize(
    "key",
    sorted(k for k, v in KNOWN.items() if isinstance(v, Counterexample)),
    ids=lambda k: f"{k[0]}:{k[1]}",
)
def test_counterexample_disproves_label(key: tuple[str, str]) -> None:
    """The label says safe; the instance shows the change rejects something it had to accept."""
    name, direction = key
    entry = KNOWN[key]
    assert isinstance(entry, Counterexample)
    case = _case(name)
    assert case.label(direction) is True, "a counterexample can only disprove a 'safe' label"
    sub, sup = (case.old, case.new) if direction == INPUT else (case.new, case.old)
    assert accepts(case.validator(sub), entry.instance) is True, "the included schema must accept it"
    assert accepts(case.validator(sup), entry.instance) is False, "the including schema must reject it"
    # and so the engine, being sound, may not call it safe
    assert not verdict(case, direction).safe


@pytest.mark.parametrize(
    "key", sorted(k for k, v in KNOWN.items() if isinstance(v, Heuristic)), ids=lambda k: f"{k[0]}:{k[1]}"
)
def test_heuristic_entries_hold(key: tuple[str, str]) -> None:
    """A 'breaking' label blamed on a heuristic has no witness; a 'safe' one sits on an invalid schema."""
    name, direction = key
    case = _case(name)
    if case.label(direction) is False:
        assert find_witness(case, direction) is NO_WITNESS
    else:
        assert any(_invalid_schema(case, schema) for schema in (case.old, case.new))


def _invalid_schema(case: Case, schema: Any) -> bool:
    if not isinstance(schema, dict | bool):
        return True
    try:
        type(case.validator(schema)).check_schema(schema)
    except jsonschema.SchemaError:
        return True
    return False


def _openapi30(schema: Any) -> Any:
    """OpenAPI 3.0's `nullable: true` spelled as JSON Schema (type gains null, enum gains null)."""
    if isinstance(schema, list):
        return [_openapi30(s) for s in schema]
    if not isinstance(schema, dict):
        return schema
    out = {k: _openapi30(v) for k, v in schema.items() if k != "nullable"}
    if schema.get("nullable") is True:
        if isinstance(out.get("type"), str):
            out["type"] = [out["type"], "null"]
        if isinstance(out.get("enum"), list):
            out["enum"] = [*out["enum"], None]
    return out


def _is_witness(case: Case, direction: str, instance: Any, dialect: str) -> bool | None:
    sub, sup = (case.old, case.new) if direction == INPUT else (case.new, case.old)
    if dialect == "openapi-3.0":
        sub, sup, dialect = _openapi30(sub), _openapi30(sup), "draft4+"
    v_sub, v_sup = validator_for(sub, case.corpus, dialect), validator_for(sup, case.corpus, dialect)
    a, b = accepts(v_sub, instance), accepts(v_sup, instance)
    return None if a is None or b is None else a and not b


@pytest.mark.parametrize(
    "key", sorted(k for k, v in KNOWN.items() if isinstance(v, Dialect)), ids=lambda k: f"{k[0]}:{k[1]}"
)
def test_dialect_entries_split_the_dialects(key: tuple[str, str]) -> None:
    """The instance is a witness in exactly one dialect: the label's or JSON Schema 2020-12's."""
    name, direction = key
    entry = KNOWN[key]
    assert isinstance(entry, Dialect)
    case = _case(name)
    in_label_dialect = _is_witness(case, direction, entry.instance, entry.dialect)
    in_2020_12 = _is_witness(case, direction, entry.instance, "draft2020-12")
    assert in_label_dialect is (case.label(direction) is False)
    assert in_2020_12 is (case.label(direction) is True)
    # the engine follows 2020-12: never safe where 2020-12 has a witness
    if in_2020_12:
        assert not verdict(case, direction).safe


# ----------------------------------------------------------------------------- soundness


def test_jsd_probes_never_contradict_a_safe_verdict() -> None:
    """json_schema_diff's 906 probe values: whenever includes() says safe, no probe disagrees."""
    unsound, probes = [], 0
    for raw in load("json_schema_diff_cases.json"):
        for direction, sub, sup, sub_key, sup_key in (
            (INPUT, raw["old_schema"], raw["new_schema"], "old_accepts", "new_accepts"),
            (OUTPUT, raw["new_schema"], raw["old_schema"], "new_accepts", "old_accepts"),
        ):
            probes += len(raw["examples"])
            if not engine_includes(sub, sup).safe:
                continue
            for example in raw["examples"]:
                if example[sub_key] and not example[sup_key]:
                    unsound.append((raw["name"], direction, example["value"]))
    assert probes == 2 * 906
    assert not unsound, f"unsound 'safe' verdicts: {unsound}"


def test_no_safe_verdict_has_a_witness() -> None:
    """Across every corpus: when includes() says safe, no generated instance shows otherwise."""
    unsound = []
    for case in all_schema_cases():
        for direction in (INPUT, OUTPUT):
            if not verdict(case, direction).safe:
                continue
            witness = find_witness(case, direction)
            if witness is NO_WITNESS:
                continue
            if _is_witness(case, direction, witness, "draft2020-12") is False:
                continue  # a witness only in the corpus's older dialect (e.g. draft-04 $ref siblings)
            unsound.append(f"[{case.corpus}] {case.name} ({direction}): {json.dumps(witness)}")
    assert not unsound, "engine said safe, instance says no:\n" + "\n".join(unsound)


def test_engine_never_crashes_on_the_corpora() -> None:
    crashes = [
        f"[{case.corpus}] {case.name} ({direction}): {verdict(case, direction).crash}"
        for case in all_schema_cases()
        for direction in (INPUT, OUTPUT)
        if verdict(case, direction).crash
    ]
    assert not crashes, "\n".join(crashes)


# ----------------------------------------------------------------------------- error corpora


def _diff_both_ways(old: object, new: object) -> None:
    """Run diff_schema and includes; only a result or a clear InputError is acceptable."""
    from oracle.schema import diff_schema, includes

    for direction in (oracle.Direction.INPUT, oracle.Direction.OUTPUT):
        try:
            findings = diff_schema(
                old, new, direction=direction, tool="t", base_path="/inputSchema", options=oracle.Options()
            )
        except oracle.InputError as exc:
            assert str(exc).strip(), "an InputError must say what is wrong"
        else:
            assert isinstance(findings, list)
            assert all(isinstance(f, oracle.Finding) for f in findings)
    for sub, sup in ((old, new), (new, old)):
        try:
            result = includes(sub, sup)
        except oracle.InputError as exc:
            assert str(exc).strip()
        else:
            assert result in (True, False, None)


def _error_cases() -> list[dict[str, object]]:
    return load("json_schema_diff_error_cases.json") if corpus_available() else []


def _unsupported_cases() -> list[dict[str, object]]:
    return load("jsonsubschema_unsupported_cases.json") if corpus_available() else []


@pytest.mark.parametrize("raw", _error_cases(), ids=lambda c: str(c["name"]))
def test_jsd_error_cases_fail_cleanly(raw: dict[str, object]) -> None:
    _diff_both_ways(raw["old_schema"], raw["new_schema"])


@pytest.mark.parametrize("raw", _unsupported_cases(), ids=lambda c: str(c["name"]))
def test_jsonsubschema_unsupported_cases_fail_cleanly(raw: dict[str, object]) -> None:
    _diff_both_ways(raw["lhs"], raw["rhs"])


def test_unsupported_cases_are_judged_soundly() -> None:
    """jsonsubschema gave up on these; where we answer 'included', jsonschema must agree on every probe."""
    for raw in _unsupported_cases():
        lhs, rhs = raw["lhs"], raw["rhs"]
        with warnings.catch_warnings():
            warnings.simplefilter("ignore")
            try:
                v_lhs, v_rhs = validator_for(lhs, "jsonsubschema"), validator_for(rhs, "jsonsubschema")
            except Exception:
                continue
        case = Case("jsonsubschema-unsupported", str(raw["name"]), lhs, rhs, None, None)
        if engine_includes(lhs, rhs).safe:
            witness = find_witness(case, INPUT)
            assert witness is NO_WITNESS, f"{raw['name']}: {witness!r} in lhs, not in rhs"
            del v_lhs, v_rhs


def test_corpus_sizes_match_the_readme() -> None:
    sizes = {corpus: len(schema_cases(corpus)) for corpus in SCHEMA_CORPORA}
    assert sizes == {
        "json_schema_diff": 161,
        "jsonsubschema": 543,
        "apicurio_json_compat": 145,
        "sentry": 85,
        "oasdiff": 284,
    }
