"""game/rules and game/ai never import pygame, so rules and bots run without a display."""

import ast
import pathlib

ROOT = pathlib.Path(__file__).resolve().parents[1] / "game"


def _imports(path: pathlib.Path) -> set[str]:
    names = set()
    for node in ast.walk(ast.parse(path.read_text())):
        if isinstance(node, ast.Import):
            names.update(alias.name.split(".")[0] for alias in node.names)
        elif isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
            names.add(node.module.split(".")[0])
    return names


def test_rules_and_ai_do_not_import_pygame():
    offenders = []
    for package in ("rules", "ai"):
        for path in (ROOT / package).rglob("*.py"):
            bad = _imports(path) & {"pygame", "pygame_gui"}
            if bad:
                offenders.append(f"{path.relative_to(ROOT)} imports {sorted(bad)}")
    assert offenders == []


def test_rules_do_not_import_engine_or_scenes():
    for package in ("rules", "ai"):
        for path in (ROOT / package).rglob("*.py"):
            src = path.read_text()
            assert "game.engine" not in src and "game.scenes" not in src, path
