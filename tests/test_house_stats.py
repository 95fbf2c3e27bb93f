"""tools/house_stats.py: the measures issue 47 sets goals for find what they should."""

import ast
from pathlib import Path

from tools import house_stats as hs


def fake(name: str, source: str) -> hs.Module:
    return hs.Module(name, Path(name.replace(".", "/") + ".py"), ast.parse(source), source.count("\n") + 1)


def test_a_lazy_import_inside_a_function_closes_a_circle():
    modules = {"game.a": fake("game.a", "import game.b\n"),
               "game.b": fake("game.b", "def f():\n    from game.a import x\n"),
               "game.c": fake("game.c", "from typing import TYPE_CHECKING\n"
                                        "if TYPE_CHECKING:\n    import game.a\n")}
    for module in modules.values():
        module.imports = hs.imported(module, modules)
    assert hs.circles(modules) == [["game.a", "game.b"]]
    assert modules["game.c"].imports == set(), "a TYPE_CHECKING import never runs"


def test_importing_a_module_from_its_package_is_no_import_of_the_package():
    """A package that imports its submodules, one of which takes a sibling as ``from package
    import sibling``, is no circle; taking a name its package defines is."""
    modules = {"game.p": fake("game.p", "from game.p import a\nVALUE = 1\n"),
               "game.p.a": fake("game.p.a", "from game.p import b\n"),
               "game.p.b": fake("game.p.b", ""),
               "game.q": fake("game.q", "from game.q import c\n"),
               "game.q.c": fake("game.q.c", "from game.q import VALUE\n")}
    for module in modules.values():
        module.imports = hs.imported(module, modules)
    assert modules["game.p.a"].imports == {"game.p.b"}
    assert hs.circles(modules) == [["game.q", "game.q.c"]]


def test_game_names_are_found_in_shared_code_only():
    assert hs.game_of("game.ai.fishing.sim") == "fishing" and hs.game_of("game.scenes.bingo.view") == "bingo"
    assert hs.game_of("game.ai.bingo.heuristic") == "bingo" and hs.game_of("game.scenes.table.scene") is None
    modules = {"game.scenes.table.x": fake("game.scenes.table.x", '"""Fishing here is a docstring."""\n'
                                           'unit = "trick" if game == "bingo" else "round"\n'),
               "game.scenes.bingo.y": fake("game.scenes.bingo.y", 'key = "bingo"\n')}
    assert [(m, w) for m, _, w in hs.game_names_in_shared(modules)] == [("game.scenes.table.x", "bingo")]


def test_the_real_tree_is_measured():
    modules = hs.load()
    assert "game.app" in modules and modules["game.app"].lines > 100
    assert sum(hs.any_count(modules).values()) > 0
