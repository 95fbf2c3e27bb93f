"""The house plan's measures: the longest modules and scene classes of ``game/`` in lines, and any
import cycle between its modules (imports under ``if TYPE_CHECKING:`` do not count: they never run).

    python bench/house.py          # prints the figures; exits 1 on a cycle

``tests/test_house.py`` holds the limits: no module over 450 lines, no scene class over 200, no cycle.
"""

from __future__ import annotations

import ast
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
GAME = ROOT / "game"


def module_name(path: Path) -> str:
    parts = path.relative_to(ROOT).with_suffix("").parts
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def modules() -> dict[str, Path]:
    return {module_name(p): p for p in sorted(GAME.rglob("*.py"))}


def _runtime_imports(tree: ast.Module, name: str, is_package: bool, known: dict) -> set[str]:
    """Modules imported when the module runs (not those under ``if TYPE_CHECKING:``)."""
    found: set[str] = set()

    def visit(nodes: list[ast.stmt]) -> None:
        for node in nodes:
            if isinstance(node, ast.If) and "TYPE_CHECKING" in ast.unparse(node.test):
                visit(node.orelse)
                continue
            if isinstance(node, ast.Import):
                found.update(alias.name for alias in node.names)
            elif isinstance(node, ast.ImportFrom):
                base = node.module or ""
                if node.level:
                    package = name if is_package else name.rpartition(".")[0]
                    for _ in range(node.level - 1):
                        package = package.rpartition(".")[0]
                    base = f"{package}.{base}".rstrip(".")
                for alias in node.names:  # a submodule by name, else a name from ``base``
                    full = f"{base}.{alias.name}"
                    found.add(full if full in known else base)
            for field in ("body", "orelse", "finalbody", "handlers"):
                inner = getattr(node, field, None)
                if isinstance(inner, list) and not isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef):
                    visit(inner)

    visit(tree.body)
    return found


def import_graph() -> dict[str, set[str]]:
    """Module -> the project modules it imports at load time (functions' local imports left out)."""
    known = modules()
    graph = {}
    for name, path in known.items():
        tree = ast.parse(path.read_text(encoding="utf-8"))
        graph[name] = {
            m
            for m in _runtime_imports(tree, name, path.name == "__init__.py", known)
            if m in known and m != name
        }
    return graph


def cycles(graph: dict[str, set[str]]) -> list[list[str]]:
    """Every strongly connected group of two or more modules (Tarjan)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    groups: list[list[str]] = []

    def strong(v: str) -> None:
        index[v] = low[v] = len(index)
        stack.append(v)
        on_stack.add(v)
        for w in graph[v]:
            if w not in index:
                strong(w)
                low[v] = min(low[v], low[w])
            elif w in on_stack:
                low[v] = min(low[v], index[w])
        if low[v] == index[v]:
            group = []
            while True:
                w = stack.pop()
                on_stack.discard(w)
                group.append(w)
                if w == v:
                    break
            if len(group) > 1:
                groups.append(sorted(group))

    sys.setrecursionlimit(max(sys.getrecursionlimit(), 10_000))
    for v in graph:
        if v not in index:
            strong(v)
    return groups


def module_lengths() -> list[tuple[int, str]]:
    return sorted(
        ((len(p.read_text(encoding="utf-8").splitlines()), n) for n, p in modules().items()), reverse=True
    )


def scene_class_lengths() -> list[tuple[int, str]]:
    """Lines of every class named ``*Scene`` under ``game/scenes``."""
    out = []
    for name, path in modules().items():
        if not name.startswith("game.scenes"):
            continue
        for node in ast.parse(path.read_text(encoding="utf-8")).body:
            if isinstance(node, ast.ClassDef) and node.name.endswith("Scene"):
                out.append((node.end_lineno - node.lineno + 1, f"{name}.{node.name}"))
    return sorted(out, reverse=True)


def main() -> int:
    (module_lines, module), *_ = module_lengths()
    (class_lines, scene), *_ = scene_class_lengths()
    found = cycles(import_graph())
    print(f"longest_module: {module} {module_lines} lines")
    print(f"longest_scene_class: {scene} {class_lines} lines")
    print(f"import_cycles: {len(found)}" + "".join(f"\n  {' <-> '.join(group)}" for group in found))
    return 1 if found else 0


if __name__ == "__main__":
    sys.exit(main())
