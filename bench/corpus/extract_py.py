"""Extract tool and property descriptions from a published Python MCP server (wheel or sdist sources).

Usage: python extract_py.py PACKAGE_DIR  -> one JSON object per line: {kind, key, text, file}.
Understands `Tool(name=..., description=...)`, `@mcp.tool()` functions (docstring or description=),
and pydantic `Field(description=...)` attributes, with string constants resolved through module-level
names, class attributes (enums) and `+` concatenation.
"""

from __future__ import annotations

import ast
import inspect
import json
import re
import sys
from collections.abc import Callable
from pathlib import Path

Emit = Callable[[str, str | None, str | None], None]


def _const(node: ast.AST | None, names: dict[str, str]) -> str | None:
    if isinstance(node, ast.Constant) and isinstance(node.value, str):
        return node.value
    if isinstance(node, ast.JoinedStr) and all(isinstance(v, ast.Constant) for v in node.values):
        return "".join(str(v.value) for v in node.values if isinstance(v, ast.Constant))
    if isinstance(node, ast.BinOp) and isinstance(node.op, ast.Add):
        left, right = _const(node.left, names), _const(node.right, names)
        return None if left is None or right is None else left + right
    if isinstance(node, ast.Name):
        return names.get(node.id)
    if isinstance(node, ast.Attribute) and isinstance(node.value, ast.Name):
        return names.get(f"{node.value.id}.{node.attr}")
    if isinstance(node, ast.Attribute) and node.attr == "value" and isinstance(node.value, ast.Attribute):
        return _const(node.value, names)
    if (
        isinstance(node, ast.Call)
        and isinstance(node.func, ast.Attribute)
        and node.func.attr in ("strip", "dedent")
    ):
        inner = _const(node.func.value, names) if node.func.attr == "strip" else _const(node.args[0], names)
        return (
            None
            if inner is None
            else (inner.strip() if node.func.attr == "strip" else inspect.cleandoc(inner))
        )
    return None


def _names(tree: ast.Module) -> dict[str, str]:
    names: dict[str, str] = {}
    for node in tree.body:
        if isinstance(node, ast.Assign) and len(node.targets) == 1 and isinstance(node.targets[0], ast.Name):
            value = _const(node.value, names)
            if value is not None:
                names[node.targets[0].id] = value
        if isinstance(node, ast.ClassDef):
            for item in node.body:
                if (
                    isinstance(item, ast.Assign)
                    and len(item.targets) == 1
                    and isinstance(item.targets[0], ast.Name)
                ):
                    value = _const(item.value, names)
                    if value is not None:
                        names[f"{node.name}.{item.targets[0].id}"] = value
    return names


def _kw(call: ast.Call, name: str) -> ast.expr | None:
    return next((k.value for k in call.keywords if k.arg == name), None)


def _annotated_fields(fn: ast.FunctionDef | ast.AsyncFunctionDef, names: dict[str, str], emit: Emit) -> None:
    """`param: Annotated[T, Field(description=...)]` arguments of a tool function."""
    for arg in fn.args.args + fn.args.kwonlyargs:
        for sub in ast.walk(arg.annotation) if arg.annotation else ():
            if isinstance(sub, ast.Call) and isinstance(sub.func, ast.Name) and sub.func.id == "Field":
                emit("property", arg.arg, _const(_kw(sub, "description"), names))


def _snake(name: str) -> str:
    return re.sub(r"(?<!^)(?=[A-Z])", "_", name).lower()


def _serena_style_tool(cls: ast.ClassDef, emit: Emit) -> None:
    """A `class XyzTool(...)` whose `apply` docstring is the tool description and `:param a:` lines the
    property descriptions (serena's convention)."""
    if not cls.name.endswith("Tool") or cls.name == "Tool":
        return
    apply = next(
        (i for i in cls.body if isinstance(i, ast.FunctionDef | ast.AsyncFunctionDef) and i.name == "apply"),
        None,
    )
    doc = ast.get_docstring(apply) if apply else None
    if not doc:
        return
    head, *params = re.split(r"^:param ", doc, flags=re.M)
    emit("tool", _snake(cls.name.removesuffix("Tool")), re.split(r"^:return", head, flags=re.M)[0].strip())
    for chunk in params:
        key, _, text = chunk.partition(":")
        emit("property", key.strip(), re.split(r"^:return", text, flags=re.M)[0].strip())


def extract(path: Path, root: Path) -> list[dict[str, str]]:
    try:
        tree = ast.parse(path.read_text(encoding="utf-8"))
    except (SyntaxError, UnicodeDecodeError):
        return []
    names = _names(tree)
    out: list[dict[str, str]] = []

    def emit(kind: str, key: str | None, text: str | None) -> None:
        if key and text and text.strip():
            out.append({"kind": kind, "key": key, "text": text, "file": str(path.relative_to(root))})

    for node in ast.walk(tree):
        if isinstance(node, ast.Call):
            func = node.func
            fname = (
                func.attr
                if isinstance(func, ast.Attribute)
                else func.id
                if isinstance(func, ast.Name)
                else ""
            )
            if fname == "Tool":
                emit("tool", _const(_kw(node, "name"), names), _const(_kw(node, "description"), names))
        if isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef):
            for deco in node.decorator_list:
                call = deco if isinstance(deco, ast.Call) else None
                target = call.func if call else deco
                if isinstance(target, ast.Attribute) and target.attr == "tool":
                    name = (_const(_kw(call, "name"), names) if call else None) or node.name
                    text = (_const(_kw(call, "description"), names) if call else None) or ast.get_docstring(
                        node
                    )
                    emit("tool", name, text)
                    _annotated_fields(node, names, emit)
        if isinstance(node, ast.ClassDef):
            _serena_style_tool(node, emit)
            for item in node.body:
                if isinstance(item, ast.AnnAssign) and isinstance(item.target, ast.Name):
                    for sub in ast.walk(item):
                        if (
                            isinstance(sub, ast.Call)
                            and isinstance(sub.func, ast.Name)
                            and sub.func.id == "Field"
                        ):
                            emit("property", item.target.id, _const(_kw(sub, "description"), names))
    return out


def main() -> None:
    root = Path(sys.argv[1])
    for path in sorted(root.rglob("*.py")):
        if "test" in path.parts or path.name.startswith("test_"):
            continue
        for row in extract(path, root):
            print(json.dumps(row))


if __name__ == "__main__":
    main()
