"""Run a select_fresh*.py selection in one process that computes each earlier selection once.

Usage: python run_select_memo.py select_fresh43 NPM_TSV PYPI_TSV > candidates.txt

Each later selection recomputes every earlier one (select_fresh43 calls select_fresh36, which calls
select_fresh29, ... down to select_fresh9), so a plain run computes the early ones many times over (over
40 minutes here). The functions memoised below are pure functions of their arguments, the index files
and the repository's lists (which do not change during a run): each result is computed once and handed
out as a copy, so a caller that changes what it gets changes no later caller's. No select_fresh*.py file
is changed: the module attributes are replaced in this process only, and the lines printed are the ones
`python <module>.py NPM_TSV PYPI_TSV` prints.
"""

from __future__ import annotations

import copy
import functools
import importlib
import sys
from collections.abc import Callable
from pathlib import Path
from typing import Any

HERE = Path(__file__).resolve().parent
# The module-level functions worth keeping: the earlier selections and the reads of the indexes and lists.
MEMOISED = (
    "candidates",
    "earlier_candidates",
    "fetched_before",
    "ninth_candidates",
    "twelfth_candidates",
    "earlier_packages",
    "named_in_headers",
    "earlier_summaries",
    "_summaries",
    "pypi_candidates",
    "npm_candidates",
    "step2_after",
    "_window",
    "_step_c",
    "_step_d",
    "_step_e",
    "_step_f",
    "_step_g",
    "_step_h",
    "_step_i",
    "_step_j",
    "_step_k",
    "_step_l",
)


def _key(value: Any) -> Any:
    if isinstance(value, (set, frozenset)):
        return ("set", frozenset(value))
    if isinstance(value, (list, tuple)):
        return ("seq", tuple(_key(v) for v in value))
    if isinstance(value, dict):
        return ("dict", tuple(sorted((k, _key(v)) for k, v in value.items())))
    return value


def memoised(func: Callable[..., Any]) -> Callable[..., Any]:
    """`func` computed once per distinct argument (sets compared by content), a deep copy returned."""
    done: dict[Any, Any] = {}

    @functools.wraps(func)
    def wrapper(*args: Any, **kwargs: Any) -> Any:
        key = (_key(args), _key(kwargs))
        if key not in done:
            done[key] = func(*args, **kwargs)
        return copy.deepcopy(done[key])

    wrapper.__wrapped_memo__ = True  # type: ignore[attr-defined]
    return wrapper


def install() -> list[str]:
    """Memoise MEMOISED in every select_fresh*.py module; the module names, imported."""
    sys.path.insert(0, str(HERE))
    names = sorted(p.stem for p in HERE.glob("select_fresh*.py"))
    for name in names:
        module = importlib.import_module(name)
        for attr in MEMOISED:
            func = getattr(module, attr, None)
            if not callable(func) or getattr(func, "__module__", None) != name:
                continue
            if not getattr(func, "__wrapped_memo__", False):
                # the wrapper passes its arguments through: the defaults stay the function's own
                setattr(module, attr, memoised(func))
    return names


def main() -> None:
    if len(sys.argv) != 4:
        raise SystemExit(__doc__)
    install()
    module = importlib.import_module(sys.argv[1])
    for line in module.candidates(Path(sys.argv[2]), Path(sys.argv[3])):
        print(line)


if __name__ == "__main__":
    main()
