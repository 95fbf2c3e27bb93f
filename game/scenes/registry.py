"""The menu's entries, as data: each game (its ``GameSpec`` from the rules says key, title, seats
and options) or screen of its own, with the scene that plays it.

A game entry goes through the shared lobby, which builds a ``TableSetup`` from the spec and
constructs ``scene(app, setup)``; other entries (Solo Puzzle, High Scores) construct
``scene(app)`` directly. Scenes are imported here, at start, so a broken scene module fails at
once rather than when a player clicks.
"""

from __future__ import annotations

import dataclasses
import importlib
from collections.abc import Callable

from game.engine.scene import Scene
from game.i18n import N_, _
from game.rules import bingo, fishing, garum
from game.rules.base import GameSpec
from game.rules.finden import spec as finden
from game.rules.levels import LevelError, level_problem


def _scene(path: str) -> Callable[..., Scene]:
    """Import a scene (``module:name``) at start. A bad level file read while importing (some
    modules precompute from their data) leaves only that game unavailable: a stand-in carries the
    reason, which ``Entry.problem`` reports, instead of stopping the app."""
    module, name = path.split(":")
    try:
        return getattr(importlib.import_module(module), name)
    except LevelError as error:
        return type(name, (), {"unavailable": str(error)})


BingoScene = _scene("game.scenes.bingo:BingoScene")
FINDEN = _scene("game.scenes.finden.entry:FINDEN")
SoloMenuScene = _scene("game.scenes.finden.solo.menu:SoloMenuScene")
FishingScene = _scene("game.scenes.fishing:FishingScene")
GarumScene = _scene("game.scenes.garum:GarumScene")
HighScoresScene = _scene("game.scenes.scores:HighScoresScene")


@dataclasses.dataclass(frozen=True)
class Entry:
    """One menu entry: a game at a table (``spec`` set, through the lobby) or a screen of its own."""

    key: str
    title: str
    """In English, as the catalog knows it: draw ``name`` (and ``_(blurb)``)."""
    blurb: str
    scene: Callable[..., Scene]
    """A scene class, or a callable like one (5er Finden picks its table by the Mode option)."""
    spec: GameSpec | None = None
    rules: str = ""
    """File name of the player help in ``assets/help/`` shown by F1 and Pause -> How to play."""
    icon: str = "play"
    """The ``draw.icon`` beside the entry's button."""

    @property
    def lobby(self) -> bool:
        return self.spec is not None

    @property
    def name(self) -> str:
        """The title in the player's language."""
        return _(self.title)

    @property
    def short(self) -> str:
        """A short name where the title does not fit (the menu's "Continue …" entry), translated."""
        return _((self.spec.short if self.spec else "") or self.title)

    def problem(self) -> str | None:
        """Why this entry cannot be played (a bad level file, named with its key), or None."""
        return getattr(self.scene, "unavailable", None) or level_problem(self.key)


def game_entry(
    spec: GameSpec, blurb: str, scene: Callable[..., Scene], rules: str, icon: str = "play"
) -> Entry:
    return Entry(spec.key, spec.title, blurb, scene, spec, rules, icon)


ENTRIES: tuple[Entry, ...] = (
    game_entry(
        finden.SPEC, N_("Race to outline pentominoes of the rolled symbols."), FINDEN, "finden.md", "dice"
    ),
    Entry(
        "solo",
        N_("Solo Puzzle"),
        N_("One board, twelve rolls, your best score. Daily challenge."),
        SoloMenuScene,
        rules="finden.md",
        icon="puzzle",
    ),
    game_entry(
        fishing.SPEC,
        N_("Tricks you win become your next hand; the ocean deals stranger cards."),
        FishingScene,
        "fishing.md",
        "fish",
    ),
    game_entry(
        bingo.SPEC,
        N_("Highest and lowest card of each trick mark your bingo card."),
        BingoScene,
        "bingo.md",
        "cards",
    ),
    game_entry(
        garum.SPEC,
        N_("Fill the fish tanks; stake workers on rows and columns."),
        GarumScene,
        "garum.md",
        "tiles",
    ),
    Entry(
        "scores",
        N_("High Scores"),
        N_("Best solo puzzle games, with replays."),
        HighScoresScene,
        icon="trophy",
    ),
)

GAMES: dict[str, Entry] = {entry.key: entry for entry in ENTRIES}
