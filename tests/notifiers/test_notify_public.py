"""The package's public names load on first use; `notifiers._defang` alone loads nothing heavy."""

from __future__ import annotations

import ast
import subprocess
import sys
from pathlib import Path

import notifiers


def test_every_public_name_resolves_and_is_declared_for_the_type_checker() -> None:
    for name in notifiers.__all__:
        assert getattr(notifiers, name) is not None, name
    tree = ast.parse(Path(notifiers.__file__).read_text())
    checked = {
        alias.asname or alias.name
        for node in ast.walk(tree)
        if isinstance(node, ast.If) and isinstance(node.test, ast.Name) and node.test.id == "TYPE_CHECKING"
        for imp in node.body
        if isinstance(imp, ast.ImportFrom)
        for alias in imp.names
    }
    assert checked == set(notifiers.__all__)


def test_defang_alone_loads_no_dispatcher_or_apprise() -> None:
    code = "import sys, notifiers._defang; print(sorted(m for m in sys.modules if m.startswith(('apprise', 'notifiers', 'oracle'))))"
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True).stdout
    assert out.strip() == "['notifiers', 'notifiers._defang']"
