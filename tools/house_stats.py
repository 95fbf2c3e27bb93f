"""The house's limits, measured: the longest module and class, the ``Any`` count, import circles
(imports inside functions counted) and game names written in shared modules.

    python tools/house_stats.py [--top N]

Issue 47's goals: no module over 400 lines, no class over 200, at most 40 ``Any`` in ``game/``, no
import circle, no game name in shared code. The last line says which goals hold.
"""

from __future__ import annotations

import argparse
import ast
import re
import sys
from dataclasses import dataclass, field
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
PACKAGE = "game"
GAMES = ("finden", "fishing", "bingo", "garum")
LIMITS = {"module": 400, "class": 200, "any": 40, "circles": 0, "game names": 0}
_GAME_WORD = re.compile(r"\b(" + "|".join(GAMES) + r")\b", re.IGNORECASE)


@dataclass
class Module:
    name: str
    path: Path
    tree: ast.Module
    lines: int
    imports: set[str] = field(default_factory=set)


def module_name(path: Path) -> str:
    parts = list(path.relative_to(ROOT).with_suffix("").parts)
    if parts[-1] == "__init__":
        parts.pop()
    return ".".join(parts)


def load(root: Path = ROOT, imports: bool = True, shared_only: bool = False) -> dict[str, Module]:
    """Every module of the package, parsed; ``imports``: with what each imports (for the circles);
    ``shared_only``: only the modules of no game (for the game-name count)."""
    modules = {}
    for path in sorted((root / PACKAGE).rglob("*.py")):
        name = module_name(path)
        if shared_only and game_of(name):
            continue
        text = path.read_text(encoding="utf-8")
        modules[name] = Module(name, path, ast.parse(text, str(path)), text.count("\n") + 1)
    if imports:
        for module in modules.values():
            module.imports = imported(module, modules)
    return modules


def imported(module: Module, modules: dict[str, Module]) -> set[str]:
    """Project modules this one imports anywhere (top level or inside functions), ``TYPE_CHECKING``
    blocks left out: they never run."""
    found: set[str] = set()
    package = module.name if module.path.name == "__init__.py" else module.name.rpartition(".")[0]
    for node in _runtime_nodes(module.tree):
        if isinstance(node, ast.Import):
            targets = [alias.name for alias in node.names]
        elif isinstance(node, ast.ImportFrom):
            base = node.module or ""
            if node.level:
                parent = package.split(".")[: len(package.split(".")) - node.level + 1]
                base = ".".join([*parent, base] if base else parent)
            # ``from package import module`` imports that module (its package is already running
            # the import); ``from module import name`` imports the module
            targets = [f"{base}.{a.name}" if f"{base}.{a.name}" in modules else base for a in node.names]
        else:
            continue
        for target in targets:
            while target and target not in modules:
                target = target.rpartition(".")[0]
            if target and target != module.name:
                found.add(target)
    return found


def _runtime_nodes(tree: ast.AST):
    for node in ast.iter_child_nodes(tree):
        if isinstance(node, ast.If) and "TYPE_CHECKING" in ast.unparse(node.test):
            yield from (n for child in node.orelse for n in [child, *_runtime_nodes(child)])
            continue
        yield node
        yield from _runtime_nodes(node)


def circles(modules: dict[str, Module]) -> list[list[str]]:
    """Strongly connected groups of more than one module (Tarjan), each sorted."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    groups: list[list[str]] = []

    def visit(name: str) -> None:
        index[name] = low[name] = len(index)
        stack.append(name)
        on_stack.add(name)
        for other in sorted(modules[name].imports):
            if other not in index:
                visit(other)
                low[name] = min(low[name], low[other])
            elif other in on_stack:
                low[name] = min(low[name], index[other])
        if low[name] == index[name]:
            group = []
            while True:
                other = stack.pop()
                on_stack.discard(other)
                group.append(other)
                if other == name:
                    break
            if len(group) > 1:
                groups.append(sorted(group))

    sys.setrecursionlimit(10_000)
    for name in sorted(modules):
        if name not in index:
            visit(name)
    return sorted(groups)


def classes(modules: dict[str, Module]) -> list[tuple[int, str]]:
    out = []
    for module in modules.values():
        for node in ast.walk(module.tree):
            if isinstance(node, ast.ClassDef):
                out.append((node.end_lineno - node.lineno + 1, f"{module.name}.{node.name}"))
    return sorted(out, reverse=True)


def any_count(modules: dict[str, Module]) -> dict[str, int]:
    """Uses of ``Any`` (the name, not its import) per module."""
    counts = {}
    for module in modules.values():
        n = sum(isinstance(node, ast.Name) and node.id == "Any" for node in ast.walk(module.tree))
        n += sum(isinstance(node, ast.Attribute) and node.attr == "Any" for node in ast.walk(module.tree))
        n += sum(isinstance(node, ast.Constant) and isinstance(node.value, str)
                 and re.search(r"\bAny\b", node.value) is not None and _is_annotation_text(node.value)
                 for node in ast.walk(module.tree))
        if n:
            counts[module.name] = n
    return counts


def _is_annotation_text(text: str) -> bool:
    return len(text) < 80 and "\n" not in text and " " not in text.strip()


def game_of(name: str) -> str | None:
    """The game a module belongs to, by its package or its file name's prefix."""
    for part in name.split(".")[1:]:
        for game in GAMES:
            if part == game or part.startswith(game + "_") or part.endswith("_" + game):
                return game
    return None


def game_names_in_shared(modules: dict[str, Module]) -> list[tuple[str, int, str]]:
    """Code (not docstrings or comments) in modules of no game that names a game: string
    constants and identifiers."""
    hits = []
    for module in modules.values():
        if game_of(module.name):
            continue
        docstrings = _docstring_ids(module.tree)
        for node in ast.walk(module.tree):
            word = None
            if isinstance(node, ast.Constant) and isinstance(node.value, str) and id(node) not in docstrings:
                match = _GAME_WORD.search(node.value)
                word = match.group(0) if match and len(node.value) < 60 else None
            elif isinstance(node, ast.Name | ast.alias | ast.Attribute):
                text = node.id if isinstance(node, ast.Name) else (
                    node.name if isinstance(node, ast.alias) else node.attr)
                match = _GAME_WORD.search(text.replace("_", " ").replace(".", " "))
                word = match.group(0) if match else None
            elif isinstance(node, ast.ImportFrom) and node.module:
                found = game_of(node.module) or _GAME_WORD.search(node.module.replace(".", " "))
                word = node.module if found else None
            if word:
                hits.append((module.name, getattr(node, "lineno", 0), word))
    return sorted(set(hits))


def _docstring_ids(tree: ast.AST) -> set[int]:
    ids = set()
    for node in ast.walk(tree):
        body = getattr(node, "body", None)
        if isinstance(body, list):
            for stmt in body:
                if isinstance(stmt, ast.Expr) and isinstance(stmt.value, ast.Constant):
                    ids.add(id(stmt.value))
    return ids


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--top", type=int, default=5, help="how many of each list to print")
    args = parser.parse_args(argv)
    modules = load()
    by_size = sorted(((m.lines, m.name) for m in modules.values()), reverse=True)
    by_class = classes(modules)
    anys = any_count(modules)
    loops = circles(modules)
    names = game_names_in_shared(modules)
    print(f"modules: {len(modules)}")
    print("longest modules:", ", ".join(f"{n} {lines}" for lines, n in by_size[: args.top]))
    print("longest classes:", ", ".join(f"{n} {lines}" for lines, n in by_class[: args.top]))
    print(f"Any: {sum(anys.values())} in {len(anys)} modules; most:",
          ", ".join(f"{n} {c}" for n, c in sorted(anys.items(), key=lambda kv: -kv[1])[: args.top]))
    print(f"import circles (lazy imports counted): {len(loops)}")
    for group in loops:
        print("  " + " <-> ".join(group))
    shared = sorted({module for module, _, _ in names})
    print(f"game names in shared modules: {len(names)} in {len(shared)} modules")
    for module in shared[: args.top * 4]:
        words = sorted({w for m, _, w in names if m == module})
        print(f"  {module}: {', '.join(words)}")
    figures = {"module": by_size[0][0], "class": by_class[0][0], "any": sum(anys.values()),
               "circles": len(loops), "game names": len(names)}
    verdict = [f"{k} {v}{'<=' if v <= LIMITS[k] else '>'}{LIMITS[k]}" for k, v in figures.items()]
    print("house_limits:", "; ".join(verdict), "PASS" if all(
        figures[k] <= LIMITS[k] for k in LIMITS) else "FAIL")
    return 0


if __name__ == "__main__":
    sys.exit(main())
