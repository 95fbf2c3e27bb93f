"""The house plan holds: no import cycle in ``game/``, no module past ~450 lines (500 at most), and
each game's scene class only ties its parts together (150 lines at most). ``bench/house.py`` prints
the figures."""

import importlib.util
import sys
from pathlib import Path

import pytest

from game.scenes import registry

BENCH = Path(__file__).resolve().parents[1] / "bench"
GAMES = tuple(kit.key for kit in registry.KITS)  # every game the registry knows


@pytest.fixture(scope="module")
def house():
    spec = importlib.util.spec_from_file_location("bench_house", BENCH / "house.py")
    module = importlib.util.module_from_spec(spec)
    sys.modules["bench_house"] = module
    spec.loader.exec_module(module)
    return module


def test_no_import_cycle(house):
    assert house.cycles(house.import_graph()) == []


def test_the_cycle_finder_finds_one(house):
    assert house.cycles({"a": {"b"}, "b": {"c"}, "c": {"a"}, "d": {"a"}}) == [["a", "b", "c"]]


def test_no_module_is_too_long(house):
    assert [(lines, name) for lines, name in house.module_lengths() if lines > 500] == []


def test_game_scene_classes_only_tie_their_parts(house):
    long = [
        (lines, name)
        for lines, name in house.scene_class_lengths()
        if name.split(".")[2] in GAMES and lines > 150
    ]
    assert long == []
