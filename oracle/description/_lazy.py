"""Regular expressions compiled on first use, so that importing the description layer costs nothing.

The layer holds about a hundred large patterns; compiling them takes tens of milliseconds, which every
`toolwatch` command would pay at start-up even when no description changed. A LazyPattern compiles
on its first match (a race compiles twice, harmlessly) and then delegates to the compiled pattern.

Each call first asks the pattern's literal prefilter (oracle/description/_gates.py) which of its
alternatives can match the text at all: none, and the call returns what a failed match returns
without running the engine; some, and only those run. The prefilter is a proof, so results are the
same with it switched off (`set_prefilter(False)`, for benchmarks and the equivalence tests).
"""

from __future__ import annotations

import re
import sys
from collections.abc import Callable, Iterator

from ._gates import Plan, Runner, plan_for

_enabled = True


def set_prefilter(enabled: bool) -> bool:
    """Switch the literal prefilter on or off for every LazyPattern; returns the previous setting."""
    global _enabled
    previous, _enabled = _enabled, enabled
    return previous


class LazyPattern:
    __slots__ = ("_compiled", "_plan", "flags", "pattern")

    def __init__(self, pattern: str, flags: int = 0) -> None:
        self.pattern = pattern
        self.flags = flags
        self._compiled: re.Pattern[str] | None = None
        self._plan: Plan | bool | None = None  # None: not looked up yet; False: no gate

    @property
    def compiled(self) -> re.Pattern[str]:
        if self._compiled is None:
            self._compiled = re.compile(self.pattern, self.flags)
        return self._compiled

    def _for(self, string: str) -> Runner | None:
        """The pattern to run on `string`, or None when the prefilter proves it cannot match."""
        plan = self._plan
        if plan and _enabled:
            return plan.pick(string)  # type: ignore[union-attr]
        if plan is None:
            self._plan = plan_for(self.pattern, self.flags) or False
            return self._for(string)
        return self._compiled or self.compiled

    def may_match(self, string: str) -> bool:
        """False only when the prefilter proves the pattern matches nowhere in `string`."""
        return self._for(string) is not None

    def search(self, string: str, pos: int = 0, endpos: int = sys.maxsize) -> re.Match[str] | None:
        pattern = self._for(string)
        return pattern.search(string, pos, endpos) if pattern is not None else None

    def match(self, string: str, pos: int = 0, endpos: int = sys.maxsize) -> re.Match[str] | None:
        pattern = self._for(string)
        return pattern.match(string, pos, endpos) if pattern is not None else None

    def finditer(self, string: str, pos: int = 0, endpos: int = sys.maxsize) -> Iterator[re.Match[str]]:
        pattern = self._for(string)
        return pattern.finditer(string, pos, endpos) if pattern is not None else iter(())

    def findall(self, string: str, pos: int = 0, endpos: int = sys.maxsize) -> list[str]:
        pattern = self._for(string)
        return pattern.findall(string, pos, endpos) if pattern is not None else []

    def sub(self, repl: str | Callable[[re.Match[str]], str], string: str, count: int = 0) -> str:
        if self._for(string) is None:
            return string  # nothing to replace
        return self.compiled.sub(repl, string, count)


def lazy(pattern: str, flags: int = 0) -> LazyPattern:
    return LazyPattern(pattern, flags)
