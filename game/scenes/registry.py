"""The games and menu entries Tabletop Arcade offers, as data.

The menu lists every entry whose scene module exists, so an entry appears when its scene lands and
nothing half-built is shown. A game entry (``lobby=True``) goes through the shared lobby, which
builds a ``TableSetup`` from ``seats`` and ``options`` and constructs ``scene(app, setup)``; other
entries (Solo Puzzle, High Scores) construct ``scene(app)`` directly.
"""

from __future__ import annotations

import dataclasses
import importlib
import importlib.util
from typing import Any

from game.rules.bingo import SEAT_COLOURS as BINGO_SEAT_COLOURS
from game.rules.levels import level_problem


@dataclasses.dataclass(frozen=True)
class Option:
    """A lobby choice: ``choices`` are (value, label) pairs; the first is the default."""

    key: str
    label: str
    choices: tuple[tuple[Any, str], ...]

    @property
    def default(self) -> Any:
        return self.choices[0][0]


@dataclasses.dataclass(frozen=True)
class GameInfo:
    key: str
    title: str
    blurb: str
    scene: str
    """``module:Class`` of the scene, imported only when needed."""
    min_seats: int = 1
    max_seats: int = 4
    options: tuple[Option, ...] = ()
    lobby: bool = True
    rules: str = ""
    """File name of the rules text in ``game/assets/rules/`` shown by Help (F1)."""
    short: str = ""
    """A short name where the title does not fit (the menu's "Continue …" entry)."""
    seat_colours: tuple[str, ...] = ()
    """Card-colour names that seats wear by rule (Bingo: trump is the colour of a player); the
    lobby then shows these instead of letting players pick."""

    def available(self) -> bool:
        module = self.scene.split(":")[0]
        try:
            return importlib.util.find_spec(module) is not None
        except ModuleNotFoundError:
            return False

    def problem(self) -> str | None:
        """Why this entry cannot be played (a bad level file, named with its key), or None."""
        return level_problem(self.key)

    def scene_class(self) -> type:
        module, name = self.scene.split(":")
        return getattr(importlib.import_module(module), name)

    def default_options(self) -> dict[str, Any]:
        return {option.key: option.default for option in self.options}


ENTRIES: tuple[GameInfo, ...] = (
    GameInfo(
        "finden",
        "5er Finden",
        "Race to outline pentominoes of the rolled symbols.",
        "game.scenes.finden:FindenScene",
        1,
        4,
        (
            Option("mode", "Mode", (("classic", "Classic, 5 rounds"), ("puzzle", "Puzzle, 12 rounds"))),
            Option("side", "Boards", (("grey", "Grey: same board"), ("white", "White: own boards"))),
        ),
        rules="finden.md",
    ),
    GameInfo(
        "solo",
        "Solo Puzzle",
        "One board, twelve rolls, your best score. Daily challenge.",
        "game.scenes.solo:SoloMenuScene",
        lobby=False,
        rules="finden.md",
    ),
    GameInfo(
        "fishing",
        "Fishing",
        "Tricks you win become your next hand; the ocean deals stranger cards.",
        "game.scenes.fishing:FishingScene",
        3,
        5,
        rules="fishing.md",
    ),
    GameInfo(
        "bingo",
        "Trick-Taking Bingo",
        "Highest and lowest card of each trick mark your bingo card.",
        "game.scenes.bingo:BingoScene",
        3,
        5,
        (Option("trump", "Trump variant", ((False, "Off"), (True, "On"))),),
        rules="bingo.md",
        short="Bingo",
        seat_colours=BINGO_SEAT_COLOURS,
    ),
    GameInfo(
        "garum",
        "Garum",
        "Fill the fish tanks; stake workers on rows and columns.",
        "game.scenes.garum:GarumScene",
        2,
        4,
        (
            Option("side", "Board", (("troia", "Troia, 16 tanks"), ("baelo", "Baelo Claudia, 12 tanks"))),
            Option("emperor", "Emperor variant", ((False, "Off"), (True, "On"))),
            Option("priest", "Priest variant", ((False, "Off"), (True, "On"))),
        ),
        rules="garum.md",
    ),
    GameInfo(
        "scores",
        "High Scores",
        "Best solo puzzle games, with replays.",
        "game.scenes.scores:HighScoresScene",
        lobby=False,
    ),
)

GAMES: dict[str, GameInfo] = {entry.key: entry for entry in ENTRIES}


def available() -> list[GameInfo]:
    """Menu entries whose scene exists, in menu order."""
    return [entry for entry in ENTRIES if entry.available()]
