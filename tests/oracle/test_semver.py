"""oracle.semver: parsing, precedence, the bump a step declares (0.y.z and pre-release rules)."""

from __future__ import annotations

import itertools

import pytest
from hypothesis import given
from hypothesis import strategies as st

from oracle import Grade
from oracle.semver import (
    SemverError,
    Version,
    bump_between,
    covers,
    describe_bump,
    is_backwards,
    smallest_version_for,
)

V = Version.parse


@pytest.mark.parametrize(
    "text",
    [
        "0.0.0",
        "1.2.3",
        "10.20.30",
        "1.0.0-alpha",
        "1.0.0-alpha.1",
        "1.0.0-0.3.7",
        "1.0.0+20130313144700",
        "1.0.0-beta+exp.sha.5114f85",
        "1.0.0-x-y-z.--",
    ],
)
def test_valid_versions_round_trip(text: str) -> None:
    assert str(V(text)) == text


@pytest.mark.parametrize(
    ("text", "hint"),
    [
        ("1.0", "write all three numbers"),
        ("1", "write all three numbers"),
        ("v1.2.3", "drop the leading 'v'"),
        ("01.2.3", "leading zeros"),
        (" 1.2.3", "whitespace"),
        ("1.2.3-", "expected MAJOR.MINOR.PATCH"),
        ("1.2.3-01", "expected MAJOR.MINOR.PATCH"),
        ("latest", "expected MAJOR.MINOR.PATCH"),
        ("", "expected MAJOR.MINOR.PATCH"),
    ],
)
def test_invalid_versions_say_how_to_fix_them(text: str, hint: str) -> None:
    with pytest.raises(SemverError, match="not a semantic version") as info:
        V(text)
    assert hint in str(info.value)


def test_non_string_and_huge_inputs_are_clear_errors() -> None:
    with pytest.raises(SemverError, match="must be a string"):
        Version.parse(1.0)  # type: ignore[arg-type]
    with pytest.raises(SemverError, match="characters long"):
        V("1.0.0-" + "a" * 300)


def test_precedence_follows_the_semver_spec_example() -> None:
    # semver.org section 11, in ascending order.
    ordered = [
        "1.0.0-alpha",
        "1.0.0-alpha.1",
        "1.0.0-alpha.beta",
        "1.0.0-beta",
        "1.0.0-beta.2",
        "1.0.0-beta.11",
        "1.0.0-rc.1",
        "1.0.0",
        "2.0.0",
        "2.1.0",
        "2.1.1",
    ]
    versions = [V(t) for t in ordered]
    assert sorted(reversed(versions)) == versions
    assert all(a < b for a, b in itertools.pairwise(versions))


def test_build_metadata_never_matters() -> None:
    assert V("1.0.0+a").same_precedence(V("1.0.0+b"))
    assert V("1.0.0+a") <= V("1.0.0+b") and V("1.0.0+a") >= V("1.0.0+b")
    assert bump_between(V("1.0.0+a"), V("1.0.0+b")) is Grade.NONE


@pytest.mark.parametrize(
    ("old", "new", "bump"),
    [
        ("1.4.2", "1.4.2", Grade.NONE),
        ("1.4.2", "1.4.3", Grade.PATCH),
        ("1.4.2", "1.5.0", Grade.MINOR),
        ("1.4.2", "2.0.0", Grade.MAJOR),
        ("1.4.2", "1.4.10", Grade.PATCH),
        # 0.y.z (Cargo): a minor step counts as major, a patch step as minor.
        ("0.3.1", "0.3.2", Grade.MINOR),
        ("0.3.1", "0.4.0", Grade.MAJOR),
        ("0.3.1", "1.0.0", Grade.MAJOR),
        # 0.0.z: every step counts as major.
        ("0.0.1", "0.0.2", Grade.MAJOR),
        ("0.0.1", "0.1.0", Grade.MAJOR),
        # Away from a pre-release: nothing was promised, any step counts as major.
        ("1.0.0-rc.1", "1.0.0", Grade.MAJOR),
        ("1.0.0-rc.1", "1.0.0-rc.2", Grade.MAJOR),
        ("1.0.0-rc.1", "1.0.1", Grade.MAJOR),
        # Towards a pre-release, the numbers decide.
        ("1.0.0", "1.1.0-beta.1", Grade.MINOR),
    ],
)
def test_bump_between(old: str, new: str, bump: Grade) -> None:
    assert bump_between(V(old), V(new)) is bump


def test_backwards_steps() -> None:
    assert is_backwards(V("1.2.0"), V("1.1.9"))
    assert is_backwards(V("1.0.0"), V("1.0.0-rc.1"))
    assert not is_backwards(V("1.0.0"), V("1.0.0"))
    assert not covers(V("2.0.0"), V("1.0.0"), Grade.NONE)
    with pytest.raises(ValueError, match="lower than"):
        bump_between(V("2.0.0"), V("1.0.0"))


@pytest.mark.parametrize(
    ("old", "grade", "smallest"),
    [
        ("1.4.2", Grade.NONE, "1.4.2"),
        ("1.4.2", Grade.PATCH, "1.4.3"),
        ("1.4.2", Grade.MINOR, "1.5.0"),
        ("1.4.2", Grade.MAJOR, "2.0.0"),
        ("0.3.1", Grade.PATCH, "0.3.2"),
        ("0.3.1", Grade.MINOR, "0.3.2"),
        ("0.3.1", Grade.MAJOR, "0.4.0"),
        ("0.0.4", Grade.MAJOR, "0.0.5"),
        ("2.0.0-rc.1", Grade.MAJOR, "2.0.0"),
        ("1.4.2+build.7", Grade.PATCH, "1.4.3"),
    ],
)
def test_smallest_version_for(old: str, grade: Grade, smallest: str) -> None:
    assert str(smallest_version_for(V(old), grade)) == smallest


def test_describe_bump_names_the_convention() -> None:
    assert describe_bump(V("1.0.0"), V("1.0.1")) == "a patch bump"
    assert describe_bump(V("1.0.0"), V("1.0.0")) == "no bump"
    assert describe_bump(V("0.3.0"), V("0.3.1")) == "a patch bump (0.y.z convention: counts as minor)"
    assert describe_bump(V("0.0.3"), V("0.0.4")) == "a patch bump (0.0.z convention: counts as major)"
    assert "release of a pre-release" in describe_bump(V("1.0.0-rc.1"), V("1.0.0"))
    assert describe_bump(V("2.0.0"), V("1.0.0")) == "a step backwards"


versions = st.builds(
    Version,
    st.integers(0, 3),
    st.integers(0, 3),
    st.integers(0, 3),
    st.sampled_from([(), ("rc", "1"), ("alpha",)]),
)
grades = st.sampled_from(list(Grade))


@given(versions, grades)
def test_the_smallest_version_covers_its_grade(old: Version, grade: Grade) -> None:
    new = smallest_version_for(old, grade)
    assert covers(old, new, grade)
    assert not is_backwards(old, new)


@given(versions, versions, grades)
def test_covering_is_monotonic_in_the_grade(old: Version, new: Version, grade: Grade) -> None:
    if covers(old, new, grade):
        assert all(covers(old, new, g) for g in Grade if g <= grade)


@given(versions, grades)
def test_nothing_below_the_smallest_version_covers_a_release(old: Version, grade: Grade) -> None:
    smallest = smallest_version_for(old, grade)
    for major in range(4):
        for minor in range(4):
            for patch in range(6):
                candidate = Version(major, minor, patch)
                if old < candidate < smallest:
                    assert not covers(old, candidate, grade), (old, candidate, grade)
