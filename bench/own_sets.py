"""Our own attack sets and near misses (the rules rounds' test fixtures in tests/oracle), planted into
their host texts, for the scripts that train or measure a model on them."""

from __future__ import annotations

import ast
import importlib.util
import sys
from collections.abc import Iterable, Iterator
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
    for name in ROUND_SETS:
        m = load_test_module(name)
        yield from _in_shared_hosts(name, ((1, m.ATTACKS), (0, m.NEAR_MISSES)))


def _in_shared_hosts(name: str, labelled: Iterable[tuple[int, Iterable[str]]]) -> Iterator[Planted]:
    """Each label's texts (duplicates once) planted in turn in description_rounds.HOSTS, alternately as a
    rewrite of the host and as a new tool that keeps the host's text."""
    hosts = load_test_module("description_rounds").HOSTS
    source = "own-" + name.removeprefix("test_description_")
    for label, texts in labelled:
        for i, text in enumerate(dict.fromkeys(texts)):
            tool, host = hosts[i % len(hosts)]
            yield Planted(source, label, tool, host if i % 2 == 0 else None, f"{host} {text}", Options())


# The later rounds (the sixth on) keep their texts in the tests' parametrize lists rather than in
# module constants; each was written from the shapes of development sets, so these rows train the final
# model only, never a leave-one-collection-out fold (a fold's held-out set may be what a round was written
# from: training on it would leak that set into its own out-of-collection score).
# Named, not globbed: a round joins training when the model is retrained with it (the shipped weights record
# a digest of every text here, tests/oracle/test_description_sentence_model.py). round19 was written after
# the eighteenth session's retraining began: it joins at the next one.
LATE_ROUNDS = tuple(f"test_description_round{n}" for n in (6, 7, 8, 9, 10, 11, 12, 13, 14, 16, 17, 18))
_TEXT_ARGS = ("text", "added", "payload", "new", "description", "sentence")
_QUIET_CALLS = {"assert_quiet"}
_FIRING_CALLS = {"assert_fires", "assert_rule_fires"}


def _verdict(test: ast.FunctionDef) -> int | None:
    """1 when the test asserts its texts raise a security finding, 0 when it asserts they raise none, None
    when it asserts something else (a rule's name, an evidence span) or both."""
    seen: set[int] = set()
    for node in ast.walk(test):
        if isinstance(node, ast.Call) and isinstance(node.func, ast.Name):
            if node.func.id in _QUIET_CALLS:
                seen.add(0)
            elif node.func.id in _FIRING_CALLS:
                seen.add(1)
        elif isinstance(node, ast.Assert):
            check = node.test
            if isinstance(check, ast.Compare) and len(check.ops) == 1:
                right = check.comparators[0]
                empty = (isinstance(right, ast.Call) and ast.unparse(right) == "set()") or (
                    isinstance(right, ast.List) and not right.elts
                )
                if isinstance(check.ops[0], ast.Eq) and empty:
                    seen.add(0)
                elif isinstance(check.ops[0], ast.In) and "security" in ast.unparse(right):
                    seen.add(1)
            elif isinstance(check, ast.UnaryOp) and isinstance(check.op, ast.Not):
                if "security" in ast.unparse(check.operand):
                    seen.add(0)
            elif isinstance(check, ast.Call) and "security" in ast.unparse(check):
                seen.add(1)
    return seen.pop() if len(seen) == 1 else None


def _parametrized_texts(test: ast.FunctionDef, module: ModuleType) -> Iterator[str]:
    """The texts a test's `pytest.mark.parametrize` decorators hand it, evaluated in its module."""
    for deco in test.decorator_list:
        if not (isinstance(deco, ast.Call) and ast.unparse(deco.func).endswith("mark.parametrize")):
            continue
        names_node, values_node = deco.args[:2]
        names = ast.literal_eval(names_node)
        names = [n.strip() for n in names.split(",")] if isinstance(names, str) else list(names)
        at = next((names.index(n) for n in _TEXT_ARGS if n in names), None)
        if at is None:
            continue
        values = eval(compile(ast.Expression(values_node), module.__file__ or "", "eval"), vars(module))
        for value in values:
            value = getattr(value, "values", value)  # pytest.param(...)
            item = value if len(names) == 1 and not isinstance(value, tuple) else value[at]
            if isinstance(item, str) and item.strip():
                yield item


def late_round_texts(name: str) -> Iterator[tuple[int, str]]:
    """(label, text) for every text a later round's tests assert fires (1) or stays quiet (0)."""
    module = load_test_module(name)
    tree = ast.parse(Path(module.__file__ or "").read_text())
    for test in tree.body:
        if isinstance(test, ast.FunctionDef) and test.name.startswith("test_"):
            label = _verdict(test)
            if label is not None:
                for text in _parametrized_texts(test, module):
                    yield label, text


def late_round_sets() -> Iterator[Planted]:
    """The later rounds' attacks and near misses, planted as round_sets plants the third and fourth's."""
    for name in LATE_ROUNDS:
        by_label: dict[int, list[str]] = {1: [], 0: []}
        for label, text in late_round_texts(name):
            by_label[label].append(text)
        yield from _in_shared_hosts(name, by_label.items())
