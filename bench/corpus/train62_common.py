"""Shared pieces of the train62 training collection's text modules: the row spec and a small block parser
(both in `train_build`: train22's layout).

The collection is training data for the description layer's sentence model (README, "Training collection
train62"), never an evaluation set. Each text module (`train62_<part>.py`) holds its texts as data in one
block string, so the writing reads as written; `build_train62.py` turns the specs into rows.

The blocks are in train22's layout (`train22_common` describes it; `train_build.parse` reads it): woven
texts go into fresh21 descriptions, and `other=` names a fresh21 server.
"""

from __future__ import annotations

from train_build import CLASS_NAMES as CLASS_NAMES
from train_build import PLACES as PLACES
from train_build import Spec as Spec
from train_build import parse as parse
