"""Per-sentence memo of the intent rules, exact by construction.

A mass change repeats one added payload across thousands of tools, and a rewrite re-reads sentences
every other description also has. The intent rules read one sentence, the sentence after it (for a
tail like "Always.") and the catalogue context, and nothing else; the context they read only through
the seven queries of `Lookups` (is this name another upstream's tool, which upstream, is there any
other upstream, is this the tool itself, does the tool's name hold this word (or a word holding it), is this name one of the
upstream's own tools). So a sentence's hits are memoised under (sentence, following sentence),
together with the log of every query the rules asked and its answer. A later call reuses the hits only
when each logged query gets the same answer from its own context: the rules then take the same path,
query by query, and produce the same hits. Any other context recomputes (and is remembered beside the
first, a few per sentence).

Bounded: sentences (or following sentences) longer than MAX_TEXT are not kept, and the memo is emptied
when it holds MAX_SENTENCES entries. `set_memo(False)` switches it off (benchmarks, equivalence tests).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Protocol, TypeVar

MAX_SENTENCES = 8192
MAX_TEXT = 2048
_VARIANTS = 4  # contexts remembered per sentence

T = TypeVar("T")
Query = tuple[str, str, object]


class Lookups(Protocol):
    """Everything the intent rules may ask of the catalogue context."""

    def rival(self, name: str) -> bool: ...
    def upstream(self, name: str) -> str: ...
    def any_foreign(self) -> bool: ...
    def is_tool(self, name: str) -> bool: ...
    def names(self, word: str) -> bool: ...
    def names_within(self, part: str) -> bool: ...
    def sibling(self, name: str) -> bool: ...


def _ask(context: Lookups, query: str, argument: str) -> object:
    """The answer of `context` to one query of `Lookups`, named as it is logged."""
    method = getattr(context, query)
    return method() if query == "any_foreign" else method(argument)


class Recorder:
    """A context that answers from `context` and logs every query with its answer."""

    __slots__ = ("_context", "log")

    def __init__(self, context: Lookups) -> None:
        self._context = context
        self.log: list[Query] = []

    def _record(self, query: str, argument: str = "") -> object:
        answer = _ask(self._context, query, argument)
        self.log.append((query, argument, answer))
        return answer

    def rival(self, name: str) -> bool:
        return bool(self._record("rival", name))

    def upstream(self, name: str) -> str:
        return str(self._record("upstream", name))

    def any_foreign(self) -> bool:
        return bool(self._record("any_foreign"))

    def is_tool(self, name: str) -> bool:
        return bool(self._record("is_tool", name))

    def names(self, word: str) -> bool:
        return bool(self._record("names", word))

    def names_within(self, part: str) -> bool:
        return bool(self._record("names_within", part))

    def sibling(self, name: str) -> bool:
        return bool(self._record("sibling", name))


def _same_answers(context: Lookups, log: tuple[Query, ...]) -> bool:
    return all(_ask(context, query, argument) == answer for query, argument, answer in log)


_enabled = True
_memo: dict[tuple[str, str], list[tuple[tuple[Query, ...], object]]] = {}


def set_memo(enabled: bool) -> bool:
    """Switch the sentence memo on or off; returns the previous setting."""
    global _enabled
    previous, _enabled = _enabled, enabled
    _memo.clear()
    return previous


def memoised(text: str, following: str, context: Lookups, compute: Callable[[Recorder], T]) -> T:
    """compute(recorder) for the sentence `text` (followed by `following`) in `context`, or the
    remembered result of an earlier call whose every context query gets the same answer here."""
    if not _enabled or len(text) > MAX_TEXT or len(following) > MAX_TEXT:
        return compute(Recorder(context))
    key = (text, following)
    variants = _memo.get(key)
    if variants is not None:
        for log, result in variants:
            if _same_answers(context, log):
                return result  # type: ignore[return-value]
    recorder = Recorder(context)
    result = compute(recorder)
    if variants is None:
        if len(_memo) >= MAX_SENTENCES:
            _memo.clear()
        variants = _memo.setdefault(key, [])
    if len(variants) < _VARIANTS:
        variants.append((tuple(recorder.log), result))
    return result
