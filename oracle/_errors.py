"""Errors the oracle raises for input it cannot accept. Each says where and what, and how to fix it."""

from __future__ import annotations


class OracleError(Exception):
    """Base class for every error the oracle raises on purpose."""


class InputError(OracleError):
    """A tools/list dump, lockfile or schema that is malformed.

    `where` names the location (a file name, a JSON pointer or both) so the message can say
    where the problem is before it says what it is.
    """

    def __init__(self, message: str, *, where: str | None = None, hint: str | None = None) -> None:
        self.where = where
        self.detail = message
        self.hint = hint
        text = f"{where}: {message}" if where else message
        if hint:
            text = f"{text}\n  hint: {hint}"
        super().__init__(text)


class LimitExceeded(InputError):
    """Input larger or deeper than the configured Limits allow."""


class BudgetExceeded(OracleError):
    """Grading ran past `Limits.deadline`: the evaluation stops instead of holding its caller.

    The daemon reports it as a refresh error for that upstream; nothing is half-graded.
    """
