"""Rules of the description-semantics dimension (tool-poisoning detectors).

Owned by the description layer (oracle/description/); kept as a leaf module so oracle.rules can
register these rules without importing the detectors themselves.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from .rules import Rule

DESCRIPTION_RULES: tuple[Rule, ...] = ()
