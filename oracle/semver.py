"""Semantic versions (semver 2.0.0) and what a step between two of them promises.

A step from one version to the next declares a *bump*, expressed on the same scale as a change's
grade: `Grade.PATCH`, `Grade.MINOR` or `Grade.MAJOR`. A declared bump covers a change when it is at
least the change's grade.

Three conventions decide the bump of a step:

* Numbers decide: the first of major, minor, patch that moved names the bump.
* 0.y.z (Cargo's convention): before 1.0.0 the numbers shift down one place. From 0.y.z with y > 0,
  a minor step (0.3.1 -> 0.4.0) counts as major and a patch step (0.3.1 -> 0.3.2) counts as minor.
  From 0.0.z every step counts as major: 0.0.z promises nothing about the next release.
* A pre-release promises nothing (semver section 9): any forward step away from a pre-release counts
  as major. Build metadata (`+build`) never matters (section 10).

A step backwards (lower precedence) covers nothing; the bump lint reports it as a violation.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import cached_property

from ._types import Grade

# The official regular expression from semver.org, with named groups.
_SEMVER = re.compile(
    r"^(?P<major>0|[1-9]\d*)\.(?P<minor>0|[1-9]\d*)\.(?P<patch>0|[1-9]\d*)"
    r"(?:-(?P<pre>(?:0|[1-9]\d*|\d*[a-zA-Z-][0-9a-zA-Z-]*)(?:\.(?:0|[1-9]\d*|\d*[a-zA-Z-][0-9a-zA-Z-]*))*))?"
    r"(?:\+(?P<build>[0-9a-zA-Z-]+(?:\.[0-9a-zA-Z-]+)*))?$"
)
_MAX_LENGTH = 256  # semver has no limit; a version string longer than this is junk, not a version


class SemverError(ValueError):
    """A string that is not a semantic version. The message says what is wrong and how to fix it."""


def _hint_for(text: str) -> str:
    stripped = text.strip()
    if stripped != text:
        return "remove the surrounding whitespace"
    if stripped[:1] in ("v", "V") and _SEMVER.match(stripped[1:]):
        return f"drop the leading {stripped[0]!r}: write {stripped[1:]!r}"
    parts = stripped.split("-", 1)[0].split("+", 1)[0].split(".")
    if len(parts) < 3 and all(p.isdigit() for p in parts):
        return "write all three numbers, MAJOR.MINOR.PATCH, e.g. " + ".".join([*parts, "0", "0"][:3])
    if any(len(p) > 1 and p.startswith("0") and p.isdigit() for p in parts):
        return "numbers must not have leading zeros"
    return "expected MAJOR.MINOR.PATCH with optional -PRERELEASE and +BUILD, e.g. 1.4.2 or 2.0.0-rc.1"


def _identifier_key(identifier: str) -> tuple[int, int, str]:
    # Numeric identifiers sort numerically and below alphanumeric ones (semver section 11.4).
    return (0, int(identifier), "") if identifier.isdigit() else (1, 0, identifier)


@dataclass(frozen=True)
class Version:
    """One semantic version. Ordering follows semver precedence (build metadata ignored)."""

    major: int
    minor: int
    patch: int
    prerelease: tuple[str, ...] = ()
    build: tuple[str, ...] = ()

    @classmethod
    def parse(cls, text: str) -> Version:
        if not isinstance(text, str):
            raise SemverError(f"a version must be a string like '1.0.0', got {type(text).__name__} {text!r}")
        if len(text) > _MAX_LENGTH:
            raise SemverError(f"version string is {len(text)} characters long; that is not a version")
        match = _SEMVER.match(text)
        if not match:
            shown = text if len(text) <= 40 else text[:40] + "…"
            raise SemverError(f"{shown!r} is not a semantic version; {_hint_for(text)}")
        pre, build = match.group("pre"), match.group("build")
        return cls(
            int(match.group("major")),
            int(match.group("minor")),
            int(match.group("patch")),
            tuple(pre.split(".")) if pre else (),
            tuple(build.split(".")) if build else (),
        )

    def __str__(self) -> str:
        text = f"{self.major}.{self.minor}.{self.patch}"
        if self.prerelease:
            text += "-" + ".".join(self.prerelease)
        if self.build:
            text += "+" + ".".join(self.build)
        return text

    @property
    def is_prerelease(self) -> bool:
        return bool(self.prerelease)

    @cached_property  # a lint of thousands of tools compares the same versions ~20 times each
    def precedence(self) -> tuple[int, int, int, int, tuple[tuple[int, int, str], ...]]:
        """A key whose ordering is semver precedence; a release sorts after its pre-releases."""
        release_flag = 0 if self.prerelease else 1
        return (
            self.major,
            self.minor,
            self.patch,
            release_flag,
            tuple(_identifier_key(i) for i in self.prerelease),
        )

    def __lt__(self, other: Version) -> bool:
        return self.precedence < other.precedence

    def __le__(self, other: Version) -> bool:
        return self.precedence <= other.precedence

    def __gt__(self, other: Version) -> bool:
        return self.precedence > other.precedence

    def __ge__(self, other: Version) -> bool:
        return self.precedence >= other.precedence

    def same_precedence(self, other: Version) -> bool:
        return self.precedence == other.precedence

    def release(self) -> Version:
        """This version without pre-release and build parts (1.2.0-rc.1 -> 1.2.0)."""
        return Version(self.major, self.minor, self.patch)


DEFAULT_VERSION = Version(1, 0, 0)


def parse_version(text: str) -> Version:
    return Version.parse(text)


def _numeric_bump(old: Version, new: Version) -> Grade:
    if new.major != old.major:
        return Grade.MAJOR
    if new.minor != old.minor:
        return Grade.MINOR
    if new.patch != old.patch:
        return Grade.PATCH
    return Grade.NONE


def bump_between(old: Version, new: Version) -> Grade:
    """The bump a step from `old` to `new` declares, under the conventions in the module docstring.

    `Grade.NONE` when the two have the same precedence. Raises ValueError when `new` goes backwards;
    callers check `is_backwards` first.
    """
    if new < old:
        raise ValueError(f"{new} is lower than {old}: a step backwards declares no bump")
    if new.same_precedence(old):
        return Grade.NONE
    if old.is_prerelease:
        return Grade.MAJOR
    bump = _numeric_bump(old, new)
    if old.major == 0:
        if old.minor == 0:
            return Grade.MAJOR
        return Grade.MAJOR if bump >= Grade.MINOR else Grade.MINOR
    return bump


def is_backwards(old: Version, new: Version) -> bool:
    return new < old


def covers(old: Version, new: Version, grade: Grade) -> bool:
    """Whether stepping from `old` to `new` declares a bump big enough for a change of `grade`."""
    if is_backwards(old, new):
        return False
    return bump_between(old, new) >= grade


def smallest_version_for(old: Version, grade: Grade) -> Version:
    """The lowest version after `old` whose step from `old` covers a change of `grade`.

    From a pre-release, that is its release (1.2.0-rc.1 -> 1.2.0). Build metadata is dropped.
    """
    if grade is Grade.NONE:
        return old
    if old.is_prerelease:
        return old.release()
    if old.major == 0:
        if old.minor == 0 or grade < Grade.MAJOR:
            return Version(0, old.minor, old.patch + 1)
        return Version(0, old.minor + 1, 0)
    if grade is Grade.MAJOR:
        return Version(old.major + 1, 0, 0)
    if grade is Grade.MINOR:
        return Version(old.major, old.minor + 1, 0)
    return Version(old.major, old.minor, old.patch + 1)


def describe_bump(old: Version, new: Version) -> str:
    """A phrase for messages: 'a patch bump', 'no bump', 'a minor bump (0.y.z: counts as major)'."""
    if is_backwards(old, new):
        return "a step backwards"
    bump = bump_between(old, new)
    if bump is Grade.NONE:
        return "no bump"
    numeric = _numeric_bump(old, new)
    if numeric is not Grade.NONE:
        phrase = f"a {numeric.label} bump"
    else:
        phrase = "a pre-release step" if new.is_prerelease else "the release of a pre-release"
    if bump != numeric:
        if old.is_prerelease:
            reason = "a step from a pre-release"
        elif old.major == 0 and old.minor == 0:
            reason = "0.0.z convention"
        else:
            reason = "0.y.z convention"
        phrase += f" ({reason}: counts as {bump.label})"
    return phrase
