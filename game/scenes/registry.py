"""The menu's entries, as data: each game (its ``GameSpec`` from the rules says key, title, seats
and options) or screen of its own, with the scene that plays it.

A game entry goes through the shared lobby, which builds a ``TableSetup`` from the spec and
constructs ``scene(app, setup)``; other entries (Solo Puzzle, High Scores) construct
``scene(app)`` directly. An entry names its scene and spec as ``"module:name"``, imported when
first used (the scene when the entry is opened), so start-up pays only for the menu;
``tests/test_registry.py`` imports every one, so a broken scene module still fails CI at once
rather than when a player clicks.
"""

from __future__ import annotations

import dataclasses
import functools
import importlib
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from game.engine.scene import Scene
from game.i18n import N_, _
from game.rules.levels import LevelError, level_problem

if TYPE_CHECKING:
    from game.rules.base import GameSpec

SceneRef = str | Callable[..., Scene]
"""A scene (a class, or a callable like one), or where to import it from: ``"module:name"``."""


def imported(ref: Any) -> Any:
    """What ``ref`` names (``"module:name"``), imported now; anything else is returned as it is."""
    if not isinstance(ref, str):
        return ref
    module, name = ref.split(":")
    return getattr(importlib.import_module(module), name)


def resolve(ref: SceneRef) -> Callable[..., Scene]:
    """The scene ``ref`` names, imported now. A bad level file read while importing (some modules
    precompute from their data) leaves only that game unavailable: a stand-in carries the reason,
    which ``Entry.problem`` reports, instead of stopping the app."""
    try:
        return imported(ref)
    except LevelError as error:
        return type(str(ref).split(":")[-1], (), {"unavailable": str(error)})


@dataclasses.dataclass(frozen=True)
class Entry:
    """One menu entry: a game at a table (``spec`` set, through the lobby) or a screen of its own."""

    key: str
    title: str
    """In English, as the catalog knows it: draw ``name`` (and ``_(blurb)``)."""
    blurb: str
    scene_ref: SceneRef
    """The scene (``scene``), or ``"module:name"`` to import it from when first opened."""
    spec_ref: GameSpec | str | None = None
    """The game's spec (``spec``), or ``"module:SPEC"`` to import it from; None: no lobby."""
    rules: str = ""
    """File name of the player help in ``assets/help/`` shown by F1 and Pause -> How to play."""
    icon: str = "play"
    """The ``draw.icon`` beside the entry's button."""
    real_time: bool = False
    """Every seat plays at once, so each human needs a device of its own: one mouse cannot take
    turns for several seats (hot seat), as it can in the turn-based games."""

    @functools.cached_property
    def scene(self) -> Callable[..., Scene]:
        """A scene class, or a callable like one (5er Finden picks its table by the Mode option),
        imported on first use."""
        return resolve(self.scene_ref)

    @property
    def loaded(self) -> bool:
        """Whether ``scene`` has been imported (a stand-in for a failed import counts)."""
        return "scene" in self.__dict__ or not isinstance(self.scene_ref, str)

    @functools.cached_property
    def spec(self) -> GameSpec | None:
        """The game's spec (key, title, seats, options), its rules imported on first use."""
        return imported(self.spec_ref)

    @property
    def lobby(self) -> bool:
        return self.spec_ref is not None

    @property
    def name(self) -> str:
        """The title in the player's language."""
        return _(self.title)

    @property
    def short(self) -> str:
        """A short name where the title does not fit (the menu's "Continue …" entry), translated."""
        return _((self.spec.short if self.spec else "") or self.title)

    def problem(self, opening: bool = False) -> str | None:
        """Why this entry cannot be played (a bad level file, named with its key), or None. Its
        scene is imported for this only when ``opening`` the entry; once tried, a scene that failed
        to import on a bad level file says so."""
        unavailable = getattr(self.scene, "unavailable", None) if opening or self.loaded else None
        return unavailable or level_problem(self.key)


def game_entry(spec: GameSpec, blurb: str, scene: SceneRef, rules: str, icon: str = "play") -> Entry:
    """An entry for a game whose spec is at hand (key and title read from it)."""
    return Entry(spec.key, spec.title, blurb, scene, spec, rules, icon)


ENTRIES: tuple[Entry, ...] = (
    Entry(
        "finden",
        N_("5er Finden"),
        N_("Race to outline pentominoes of the rolled symbols."),
        "game.scenes.finden.entry:FINDEN",
        "game.rules.finden.spec:SPEC",
        "finden.md",
        "dice",
        real_time=True,
    ),
    Entry(
        "solo",
        N_("Solo Puzzle"),
        N_("One board, twelve rolls, your best score. Daily challenge."),
        "game.scenes.finden.solo.menu:SoloMenuScene",
        rules="finden.md",
        icon="puzzle",
    ),
    Entry(
        "fishing",
        N_("Fishing"),
        N_("Tricks you win become your next hand; the ocean deals stranger cards."),
        "game.scenes.fishing:FishingScene",
        "game.rules.fishing:SPEC",
        "fishing.md",
        "fish",
    ),
    Entry(
        "bingo",
        N_("Trick-Taking Bingo"),
        N_("Highest and lowest card of each trick mark your bingo card."),
        "game.scenes.bingo:BingoScene",
        "game.rules.bingo:SPEC",
        "bingo.md",
        "cards",
    ),
    Entry(
        "garum",
        N_("Garum"),
        N_("Fill the fish tanks; stake workers on rows and columns."),
        "game.scenes.garum:GarumScene",
        "game.rules.garum:SPEC",
        "garum.md",
        "tiles",
    ),
    Entry(
        "scores",
        N_("High Scores"),
        N_("Best solo puzzle games and recent games, with replays; each player's statistics."),
        "game.scenes.scores:HighScoresScene",
        icon="trophy",
    ),
)

GAMES: dict[str, Entry] = {entry.key: entry for entry in ENTRIES}
