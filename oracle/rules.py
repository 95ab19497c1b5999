"""The rule catalogue: every finding the oracle can produce, registered once.

Each rule has a stable kebab-case id, a default grade, a direction, a one-line name and a sentence
saying why the change breaks (or does not break) callers. `toolwatch rules` and `toolwatch explain`
are generated from this catalogue, and grade overrides are keyed by its ids.

Schema rules come in pairs, one per direction, because the same change means opposite things in
inputs (contravariant) and outputs (covariant): a widened enum is a new call callers may make (input,
minor) or a new value consumers must now handle (output, major).
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass

from ._types import Dimension, Direction, Effect, Grade


@dataclass(frozen=True)
class Rule:
    id: str
    grade: Grade
    direction: Direction
    dimension: Dimension
    name: str
    why: str
    security: bool = False
    family: str = ""  # the schema keyword family, for schema rules
    effect: Effect | None = None


M, m, p, n = Grade.MAJOR, Grade.MINOR, Grade.PATCH, Grade.NONE

# (family, effect, input grade, output grade, name, why-input, why-output)
# Names use {d} for "input"/"output".
_SCHEMA_FAMILIES: tuple[tuple[str, Effect, Grade, Grade, str, str, str], ...] = (
    (
        "type-narrowed",
        Effect.NARROWED,
        M,
        m,
        "{d} type narrowed",
        "calls passing a value of a dropped type are now rejected",
        "consumers see fewer types than promised; code for the dropped type goes unused",
    ),
    (
        "type-widened",
        Effect.WIDENED,
        m,
        M,
        "{d} type widened",
        "callers may now pass more types; existing calls keep working",
        "consumers may now receive a type they were promised they would not",
    ),
    (
        "type-changed",
        Effect.CHANGED,
        M,
        M,
        "{d} type changed",
        "values of the old type are rejected",
        "consumers receive a different type than promised",
    ),
    (
        "enum-narrowed",
        Effect.NARROWED,
        M,
        m,
        "{d} enum narrowed",
        "calls using a removed value are now rejected",
        "the tool returns fewer values; consumers keep working",
    ),
    (
        "enum-widened",
        Effect.WIDENED,
        m,
        M,
        "{d} enum widened",
        "callers may now use more values; existing calls keep working",
        "consumers may receive a value they do not handle (exhaustive switches break)",
    ),
    (
        "enum-changed",
        Effect.CHANGED,
        M,
        M,
        "{d} enum values replaced",
        "calls using a removed value are now rejected",
        "consumers may receive a value they do not handle",
    ),
    (
        "const-narrowed",
        Effect.NARROWED,
        M,
        m,
        "{d} constant added",
        "only one value is accepted where more were",
        "the tool promises a single value; consumers keep working",
    ),
    (
        "const-widened",
        Effect.WIDENED,
        m,
        M,
        "{d} constant relaxed",
        "callers may pass values beyond the old constant",
        "consumers may receive values other than the old constant",
    ),
    (
        "const-changed",
        Effect.CHANGED,
        M,
        M,
        "{d} constant changed",
        "the old constant value is rejected",
        "consumers receive a different constant than promised",
    ),
    (
        "required-added",
        Effect.NARROWED,
        M,
        m,
        "{d} property newly required",
        "calls that omit the property are now rejected",
        "the property is now always present; consumers keep working",
    ),
    (
        "required-removed",
        Effect.WIDENED,
        m,
        M,
        "{d} property no longer required",
        "callers may omit the property; existing calls keep working",
        "consumers that rely on the property being present break when it is missing",
    ),
    (
        "property-added",
        Effect.NARROWED,
        m,
        m,
        "{d} property added",
        "a new optional argument; calls that never sent it keep working",
        "a new field in results; tolerant consumers keep working",
    ),
    (
        "property-removed",
        Effect.WIDENED,
        M,
        M,
        "{d} property removed",
        "callers passing the argument have it ignored or rejected: the tool no longer understands it",
        "consumers reading the field no longer get it",
    ),
    (
        "additional-properties-narrowed",
        Effect.NARROWED,
        M,
        m,
        "{d} additional properties restricted",
        "calls with undeclared or differently typed extra properties are now rejected",
        "results carry fewer kinds of extra properties",
    ),
    (
        "additional-properties-widened",
        Effect.WIDENED,
        m,
        M,
        "{d} additional properties allowed",
        "callers may pass more extra properties",
        "results may carry extra properties consumers did not expect",
    ),
    (
        "pattern-properties-narrowed",
        Effect.NARROWED,
        M,
        m,
        "{d} pattern properties restricted",
        "calls with properties matching a pattern are now held to a stricter schema",
        "results' pattern-matched properties are narrower",
    ),
    (
        "pattern-properties-widened",
        Effect.WIDENED,
        m,
        M,
        "{d} pattern properties relaxed",
        "callers may pass more pattern-matched properties",
        "results' pattern-matched properties may hold values consumers do not expect",
    ),
    (
        "property-names-narrowed",
        Effect.NARROWED,
        M,
        m,
        "{d} property names restricted",
        "calls using property names outside the new rule are rejected",
        "results use a narrower set of property names",
    ),
    (
        "property-names-widened",
        Effect.WIDENED,
        m,
        M,
        "{d} property names relaxed",
        "callers may use more property names",
        "results may use property names consumers do not expect",
    ),
    (
        "unevaluated-properties-narrowed",
        Effect.NARROWED,
        M,
        m,
        "{d} unevaluated properties restricted",
        "calls with properties no subschema evaluates are now rejected",
        "results carry fewer unevaluated properties",
    ),
    (
        "unevaluated-properties-widened",
        Effect.WIDENED,
        m,
        M,
        "{d} unevaluated properties allowed",
        "callers may pass more properties",
        "results may carry properties consumers did not expect",
    ),
    (
        "property-count-narrowed",
        Effect.NARROWED,
        M,
        m,
        "{d} property count bounds tightened",
        "calls with too few or too many properties are now rejected",
        "results' property counts are more constrained",
    ),
    (
        "property-count-widened",
        Effect.WIDENED,
        m,
        M,
        "{d} property count bounds relaxed",
        "callers may pass more or fewer properties",
        "results may have property counts consumers do not expect",
    ),
    (
        "dependent-required-added",
        Effect.NARROWED,
        M,
        m,
        "{d} dependent requirement added",
        "calls that pass the trigger property without its dependents are now rejected",
        "results carry more dependent properties",
    ),
    (
        "dependent-required-removed",
        Effect.WIDENED,
        m,
        M,
        "{d} dependent requirement removed",
        "callers may omit dependents",
        "consumers relying on dependent properties may find them missing",
    ),
    (
        "dependent-schemas-narrowed",
        Effect.NARROWED,
        M,
        m,
        "{d} dependent schema tightened",
        "calls that trigger the dependent schema face stricter rules",
        "results are more constrained",
    ),
    (
        "dependent-schemas-widened",
        Effect.WIDENED,
        m,
        M,
        "{d} dependent schema relaxed",
        "callers face looser rules",
        "results may violate what the old dependent schema promised",
    ),
    (
        "tuple-narrowed",
        Effect.NARROWED,
        M,
        m,
        "{d} tuple positions restricted",
        "calls with array items beyond the allowed positions are rejected",
        "results have fewer or stricter positions",
    ),
    (
        "tuple-widened",
        Effect.WIDENED,
        m,
        M,
        "{d} tuple positions relaxed",
        "callers may pass more array items",
        "results may carry items at positions consumers do not expect",
    ),
    (
        "contains-narrowed",
        Effect.NARROWED,
        M,
        m,
        "{d} contains constraint tightened",
        "calls whose arrays lack a matching item are rejected",
        "results are more constrained",
    ),
    (
        "contains-widened",
        Effect.WIDENED,
        m,
        M,
        "{d} contains constraint relaxed",
        "callers face a looser contains rule",
        "results may no longer contain the item consumers rely on",
    ),
    (
        "item-count-narrowed",
        Effect.NARROWED,
        M,
        m,
        "{d} array length bounds tightened",
        "calls with arrays that are too short or too long are rejected",
        "results' array lengths are more constrained",
    ),
    (
        "item-count-widened",
        Effect.WIDENED,
        m,
        M,
        "{d} array length bounds relaxed",
        "callers may pass shorter or longer arrays",
        "results may have array lengths consumers do not expect",
    ),
    (
        "unique-items-added",
        Effect.NARROWED,
        M,
        m,
        "{d} array items must be unique",
        "calls with duplicate items are rejected",
        "results no longer contain duplicates",
    ),
    (
        "unique-items-removed",
        Effect.WIDENED,
        m,
        M,
        "{d} array items may repeat",
        "callers may pass duplicates",
        "consumers relying on unique items may receive duplicates",
    ),
    (
        "numeric-bounds-narrowed",
        Effect.NARROWED,
        M,
        m,
        "{d} numeric range tightened",
        "calls with numbers outside the new range are rejected",
        "results fall in a narrower range",
    ),
    (
        "numeric-bounds-widened",
        Effect.WIDENED,
        m,
        M,
        "{d} numeric range relaxed",
        "callers may pass numbers in a wider range",
        "results may fall outside the range consumers were promised",
    ),
    (
        "multiple-of-narrowed",
        Effect.NARROWED,
        M,
        m,
        "{d} multipleOf tightened",
        "calls with numbers that are no longer multiples are rejected",
        "results are more constrained",
    ),
    (
        "multiple-of-widened",
        Effect.WIDENED,
        m,
        M,
        "{d} multipleOf relaxed",
        "callers may pass more numbers",
        "results may not be multiples consumers expect",
    ),
    (
        "multiple-of-changed",
        Effect.CHANGED,
        M,
        M,
        "{d} multipleOf changed",
        "some previously valid numbers are rejected",
        "results may not be multiples consumers expect",
    ),
    (
        "length-narrowed",
        Effect.NARROWED,
        M,
        m,
        "{d} string length bounds tightened",
        "calls with strings that are too short or too long are rejected",
        "results' strings are more constrained",
    ),
    (
        "length-widened",
        Effect.WIDENED,
        m,
        M,
        "{d} string length bounds relaxed",
        "callers may pass shorter or longer strings",
        "results may have string lengths consumers do not expect",
    ),
    (
        "pattern-added",
        Effect.NARROWED,
        M,
        m,
        "{d} pattern added",
        "calls with strings not matching the pattern are rejected",
        "results match a pattern; consumers keep working",
    ),
    (
        "pattern-removed",
        Effect.WIDENED,
        m,
        M,
        "{d} pattern removed",
        "callers may pass any string",
        "results may no longer match the pattern consumers rely on",
    ),
    (
        "pattern-changed",
        Effect.UNKNOWN,
        M,
        M,
        "{d} pattern changed",
        "regular-expression inclusion is not decided: some calls may be rejected",
        "regular-expression inclusion is not decided: results may not match the old pattern",
    ),
    (
        "pattern-budget-exceeded",
        Effect.UNKNOWN,
        M,
        M,
        "{d} pattern comparison undecided within its work budget",
        "the patterns were too costly to compare within Limits (automaton states/steps): "
        "some calls may be rejected, so the change is not called safe",
        "the patterns were too costly to compare within Limits (automaton states/steps): "
        "results may not match the old pattern, so the change is not called safe",
    ),
    (
        "format-added",
        Effect.NARROWED,
        M,
        m,
        "{d} format added",
        "calls with strings not in the format are rejected by validating servers",
        "results follow a format; consumers keep working",
    ),
    (
        "format-removed",
        Effect.WIDENED,
        m,
        M,
        "{d} format removed",
        "callers may pass any string",
        "results may no longer follow the format consumers rely on",
    ),
    (
        "format-changed",
        Effect.CHANGED,
        M,
        M,
        "{d} format changed",
        "strings in the old format may be rejected",
        "results follow a different format than promised",
    ),
    (
        "default-changed",
        Effect.ANNOTATION,
        M,
        p,
        "{d} default changed",
        "callers that omit the property get different behaviour",
        "a documentation change on results",
    ),
    (
        "default-added",
        Effect.ANNOTATION,
        p,
        p,
        "{d} default documented",
        "documents what omitting the property does; no call changes",
        "a documentation change on results",
    ),
    (
        "default-removed",
        Effect.ANNOTATION,
        m,
        p,
        "{d} default no longer documented",
        "callers that omit the property lose the documented behaviour",
        "a documentation change on results",
    ),
    (
        "deprecated-added",
        Effect.ANNOTATION,
        m,
        m,
        "{d} property deprecated",
        "callers should migrate before the property goes away",
        "consumers should stop reading the field before it goes away",
    ),
    (
        "schema-narrowed",
        Effect.NARROWED,
        M,
        m,
        "{d} schema narrowed",
        "the new schema rejects values the old accepted",
        "the new schema accepts fewer values",
    ),
    (
        "schema-widened",
        Effect.WIDENED,
        m,
        M,
        "{d} schema widened",
        "the new schema accepts more values; existing calls keep working",
        "results may now hold values the old schema excluded",
    ),
    (
        "schema-changed",
        Effect.CHANGED,
        M,
        M,
        "{d} schema changed",
        "some values the old schema accepted are rejected",
        "results may hold values the old schema excluded",
    ),
    (
        "schema-undecidable",
        Effect.UNKNOWN,
        M,
        M,
        "{d} schema change could not be proven safe",
        "the engine cannot prove every old call is still accepted, so it does not call it safe",
        "the engine cannot prove results still match the old promise, so it does not call it safe",
    ),
    (
        "ref-unresolvable",
        Effect.UNKNOWN,
        M,
        M,
        "{d} $ref cannot be resolved",
        "a remote or dangling $ref hides part of the contract; compatibility is unknown",
        "a remote or dangling $ref hides part of the contract; compatibility is unknown",
    ),
    (
        "conditional-changed",
        Effect.UNKNOWN,
        M,
        M,
        "{d} if/then/else changed",
        "conditional schemas are not compared for inclusion; some calls may be rejected",
        "conditional schemas are not compared for inclusion; results may break the old promise",
    ),
    (
        "schema-equivalent",
        Effect.EQUIVALENT,
        n,
        n,
        "{d} schema respelled, same meaning",
        "the accepted values are identical (reordered sets, equivalent spellings)",
        "the accepted values are identical (reordered sets, equivalent spellings)",
    ),
    (
        "schema-annotation-changed",
        Effect.ANNOTATION,
        n,
        n,
        "{d} non-validating keyword changed",
        "$schema, $comment, examples and similar keys do not change what is accepted",
        "$schema, $comment, examples and similar keys do not change what is accepted",
    ),
    (
        "title-changed",
        Effect.ANNOTATION,
        p,
        p,
        "{d} property title changed",
        "a display label; no call changes",
        "a display label; no result changes",
    ),
    (
        "property-description-changed",
        Effect.ANNOTATION,
        p,
        p,
        "{d} property description changed",
        "documentation the model reads to fill the argument; reworded",
        "documentation of a result field; reworded",
    ),
)


def _schema_rules() -> Iterable[Rule]:
    for family, effect, input_grade, output_grade, name, why_in, why_out in _SCHEMA_FAMILIES:
        dimension = (
            Dimension.DESCRIPTION if family == "property-description-changed" else Dimension.STRUCTURAL
        )
        for direction, grade, why in (
            (Direction.INPUT, input_grade, why_in),
            (Direction.OUTPUT, output_grade, why_out),
        ):
            yield Rule(
                id=f"{direction.value}-{family}",
                grade=grade,
                direction=direction,
                dimension=dimension,
                name=name.format(d=direction.value),
                why=why,
                family=family,
                effect=effect,
            )


_A, _T, S = Direction.ANNOTATION, Direction.TOOL, Dimension.STRUCTURAL

_OTHER_RULES: tuple[Rule, ...] = (
    Rule(
        "annotation-readonly-dropped",
        M,
        _A,
        S,
        "tool no longer read-only",
        "readOnlyHint went true -> false: the tool may now modify its environment",
        security=True,
    ),
    Rule(
        "annotation-readonly-added",
        m,
        _A,
        S,
        "tool now read-only",
        "readOnlyHint went false -> true: fewer side effects than before",
    ),
    Rule(
        "annotation-destructive-added",
        M,
        _A,
        S,
        "tool may now be destructive",
        "destructiveHint went false -> true: updates may now destroy data",
        security=True,
    ),
    Rule(
        "annotation-destructive-dropped",
        m,
        _A,
        S,
        "tool no longer destructive",
        "destructiveHint went true -> false: updates are now additive only",
    ),
    Rule(
        "annotation-idempotent-dropped",
        M,
        _A,
        S,
        "tool no longer idempotent",
        "idempotentHint went true -> false: retries may now repeat side effects",
        security=True,
    ),
    Rule(
        "annotation-idempotent-added",
        m,
        _A,
        S,
        "tool now idempotent",
        "idempotentHint went false -> true: retries became safe",
    ),
    Rule(
        "annotation-open-world-added",
        M,
        _A,
        S,
        "tool now reaches the open world",
        "openWorldHint went false -> true: the tool may now talk to external entities",
        security=True,
    ),
    Rule(
        "annotation-open-world-dropped",
        m,
        _A,
        S,
        "tool now closed-world",
        "openWorldHint went true -> false: the tool no longer reaches external entities",
    ),
    Rule(
        "annotation-title-changed", p, _A, S, "annotation title changed", "a display label; no call changes"
    ),
    Rule(
        "annotation-other-changed",
        p,
        _A,
        S,
        "non-standard annotation changed",
        "an annotation outside the MCP hints changed; clients that read it may behave differently",
    ),
    Rule(
        "tool-added",
        m,
        _T,
        S,
        "tool added",
        "a new tool: nothing existing breaks, but agents may start selecting it",
    ),
    Rule("tool-removed", M, _T, S, "tool removed", "callers of the tool get 'unknown tool' errors"),
    Rule(
        "tool-renamed",
        M,
        _T,
        S,
        "tool renamed",
        "same contract under a new name: callers of the old name get 'unknown tool' errors",
    ),
    Rule("tool-title-changed", p, _T, S, "tool title changed", "a display label; no call changes"),
    Rule(
        "tool-description-changed",
        p,
        Direction.DESCRIPTION,
        Dimension.DESCRIPTION,
        "tool description reworded",
        "the text the model reads to choose and call the tool changed wording",
    ),
    Rule(
        "input-schema-added",
        M,
        Direction.INPUT,
        S,
        "input schema added",
        "the tool now declares which arguments it accepts; undeclared calls may be rejected",
    ),
    Rule(
        "input-schema-removed",
        m,
        Direction.INPUT,
        S,
        "input schema removed",
        "the tool no longer declares its arguments",
    ),
    Rule(
        "output-schema-added",
        m,
        Direction.OUTPUT,
        S,
        "output schema added",
        "results now carry declared structured content",
    ),
    Rule(
        "output-schema-removed",
        M,
        Direction.OUTPUT,
        S,
        "output schema removed",
        "consumers relying on structured content lose the promise",
    ),
    Rule(
        "contract-digest-changed",
        p,
        _T,
        S,
        "contract changed (not gradable)",
        "the lockfile holds only a digest, so the change is detected but cannot be graded further",
    ),
    Rule(
        "contract-equivalent",
        n,
        _T,
        S,
        "contract respelled, same meaning",
        "the digest moved but every change is semantically empty (reordered sets, $schema, key order)",
    ),
    # Behavioral probes (oracle/behavior.py): the same call, a different response shape.
    Rule(
        "behavior-key-removed",
        M,
        Direction.BEHAVIOR,
        Dimension.BEHAVIORAL,
        "response key removed",
        "a key every response carried is gone under the same call: consumers reading it break",
    ),
    Rule(
        "behavior-key-now-optional",
        M,
        Direction.BEHAVIOR,
        Dimension.BEHAVIORAL,
        "response key now optional",
        "a key every object carried is now missing from some: consumers reading it break on those",
    ),
    Rule(
        "behavior-type-changed",
        M,
        Direction.BEHAVIOR,
        Dimension.BEHAVIORAL,
        "response value type changed",
        "a value now comes back as a JSON type it never had under the same call",
    ),
    Rule(
        "behavior-error-flipped",
        M,
        Direction.BEHAVIOR,
        Dimension.BEHAVIORAL,
        "tool error state flipped",
        "the same call now fails (isError true), or a call that failed now succeeds",
    ),
    Rule(
        "behavior-key-added",
        m,
        Direction.BEHAVIOR,
        Dimension.BEHAVIORAL,
        "response key added",
        "a new key in the response: tolerant consumers keep working, strict ones may not",
    ),
    Rule(
        "behavior-fixture-failed",
        M,
        Direction.BEHAVIOR,
        Dimension.BEHAVIORAL,
        "semantic fixture failed",
        "a value the probe's expect fixture pins (a unit, a default, a known answer) changed meaning",
    ),
    Rule(
        "behavior-output-invalid",
        M,
        Direction.BEHAVIOR,
        Dimension.BEHAVIORAL,
        "response breaks the declared outputSchema",
        "the structured result no longer matches the tool's own outputSchema: validating clients reject it",
    ),
)


def _collect() -> dict[str, Rule]:
    # Imported here so the description package can register its own rules without a cycle.
    from .description_rules import DESCRIPTION_RULES

    catalogue: dict[str, Rule] = {}
    for rule in (*_schema_rules(), *_OTHER_RULES, *DESCRIPTION_RULES):
        if rule.id in catalogue:
            raise RuntimeError(f"rule id {rule.id!r} registered twice")
        catalogue[rule.id] = rule
    return catalogue


CATALOGUE: Mapping[str, Rule] = _collect()


def rule(rule_id: str) -> Rule:
    try:
        return CATALOGUE[rule_id]
    except KeyError:
        raise KeyError(f"unknown rule id {rule_id!r}") from None


def effective_grade(rule_id: str, overrides: Mapping[str, Grade]) -> Grade:
    return overrides.get(rule_id, rule(rule_id).grade)


def validate_overrides(overrides: Mapping[str, Grade]) -> None:
    unknown = sorted(set(overrides) - set(CATALOGUE))
    if unknown:
        raise ValueError(f"grade override for unknown rule id(s): {', '.join(unknown)}")
