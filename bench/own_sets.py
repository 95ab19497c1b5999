"""Our own attack sets and near misses (the rules rounds' test fixtures in tests/oracle), planted into
their host texts, for the scripts that train or measure a model on them."""

from __future__ import annotations

import importlib.util
import sys
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path
from types import ModuleType

from oracle import Options

ROOT = Path(__file__).resolve().parent.parent
TESTS = ROOT / "tests" / "oracle"
OWN_SETS = ("test_description_formal", "test_description_shapes", "test_description_round2")
ROUND_SETS = ("test_description_round3", "test_description_round4")


@dataclass(frozen=True)
class Planted:
    source: str  # own-<set>
    label: int  # 1 attack, 0 near miss
    tool: str
    old: str | None  # None: planted as a new tool
    new: str
    options: Options


def load_test_module(name: str) -> ModuleType:
    """A test module of tests/oracle, loaded by path (the round sets import their shared hosts)."""
    if str(TESTS) not in sys.path:
        sys.path.append(str(TESTS))
    spec = importlib.util.spec_from_file_location(name, TESTS / f"{name}.py")
    assert spec and spec.loader
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def own_sets() -> Iterator[Planted]:
    """The first three sets' attacks and near misses, alternately a rewrite of the set's clean host text
    and a new tool made of the text alone."""
    for name in OWN_SETS:
        m = load_test_module(name)
        source = "own-" + name.removeprefix("test_description_")
        if name.endswith("formal"):
            host, options, tool = m.HOST, m.CONTEXT, "list_invoices"
            attacks, benign = [t for _, t in m.FORMAL + m.NARRATIVE], []
        else:
            host, options, tool = m.OLD, m.OPTIONS, "get_weather"
            attacks = [t for _, t in m.CASES]
            benign = list(m.BENIGN if name.endswith("shapes") else m.QUIET)
        for label, texts in ((1, attacks), (0, benign)):
            for i, text in enumerate(dict.fromkeys(texts)):
                old = host if i % 2 == 0 else None
                yield Planted(source, label, tool, old, f"{host} {text}" if old else text, options)


def round_sets() -> Iterator[Planted]:
    """The third and fourth rounds' attacks and near misses, in their three shared hosts, alternately
    as a rewrite of the host and as a new tool that keeps the host's text."""
    hosts = load_test_module("description_rounds").HOSTS
    for name in ROUND_SETS:
        m = load_test_module(name)
        source = "own-" + name.removeprefix("test_description_")
        for label, texts in ((1, m.ATTACKS), (0, m.NEAR_MISSES)):
            for i, text in enumerate(dict.fromkeys(texts)):
                tool, host = hosts[i % len(hosts)]
                yield Planted(source, label, tool, host if i % 2 == 0 else None, f"{host} {text}", Options())
