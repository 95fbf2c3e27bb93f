"""The menu's entries, as data: each game's ``GameKit`` (``scenes/<game>/kit.py``, found here by
that module: adding a game adds a package and no line to shared code) with its entries, then the
screens that belong to no game; and what shared code asks of the kits (``kit_of``, ``stats_of``,
``phone_views``).

A game entry goes through the shared lobby, which builds a ``TableSetup`` from the spec and
constructs ``scene(app, setup)``; other entries (Solo Puzzle, High Scores) construct
``scene(app)`` directly. A kit names its scene, spec and hooks as ``"module:name"``, imported when
first used, so start-up pays only for the menu and the small kit modules;
``tests/test_registry.py`` imports every one, so a broken scene module still fails CI at once
rather than when a player clicks.
"""

from __future__ import annotations

import importlib
import os
import pkgutil
from typing import TYPE_CHECKING

from game.engine import settings
from game.i18n import N_
from game.scenes.kit import Entry, GameKit, SceneRef, imported, resolve
from game.stats.book import GameStats

if TYPE_CHECKING:
    from game.phones.views import PhoneViews
    from game.rules.base import GameSpec

__all__ = [
    "ENTRIES", "GAMES", "KITS", "Entry", "GameKit", "SceneRef", "game_entry", "imported", "kit_of",
    "phone_views", "register_settings", "resolve", "stats_games", "stats_of",
]

KIT_MODULE = "kit"


def game_entry(spec: GameSpec, blurb: str, scene: SceneRef, rules: str, icon: str = "play") -> Entry:
    """An entry for a game whose spec is at hand (key and title read from it)."""
    return Entry(spec.key, spec.title, blurb, scene, spec, rules, icon)


def discovered(package: str = "game.scenes") -> tuple[GameKit, ...]:
    """The ``KIT`` of every package under ``package`` holding a ``kit`` module, in menu order.
    Listed with ``pkgutil`` (which a frozen build supports too), so the packages that have no
    kit are not imported."""
    paths = importlib.import_module(package).__path__
    found = []
    for info in pkgutil.iter_modules(paths):
        inner = [os.path.join(path, info.name) for path in paths]
        if info.ispkg and any(module.name == KIT_MODULE for module in pkgutil.iter_modules(inner)):
            found.append(importlib.import_module(f"{package}.{info.name}.{KIT_MODULE}").KIT)
    return tuple(sorted(found, key=lambda kit: kit.order))


KITS: tuple[GameKit, ...] = discovered()

SCREENS: tuple[Entry, ...] = (
    Entry(
        "scores",
        N_("High Scores"),
        N_("Best solo puzzle games and recent games, with replays; each player's statistics."),
        "game.scenes.scores:HighScoresScene",
        icon="trophy",
    ),
)
"""Entries of no game, after the games'."""

ENTRIES: tuple[Entry, ...] = (*(entry for kit in KITS for entry in kit.entries), *SCREENS)

GAMES: dict[str, Entry] = {entry.key: entry for entry in ENTRIES}

_BY_KEY: dict[str, GameKit] = {entry.key: kit for kit in KITS for entry in kit.entries}


def register_settings() -> None:
    """Hand every game's own settings to the settings store (before one is built: the saved values
    of unregistered keys are only kept, not read)."""
    for kit in KITS:
        settings.register(*(kit.hook("settings") or ()))


def kit_of(key: str) -> GameKit | None:
    """The kit of a game or of one of its screens; None: no game."""
    return _BY_KEY.get(key)


def stats_games() -> tuple[GameStats, ...]:
    """Every game's statistics (``GameStats``), in menu order."""
    return tuple(stats for kit in KITS for stats in kit.hook("stats") or ())


def stats_of(key: str) -> GameStats:
    """The statistics of the games kept under ``key`` (a game no kit knows: no figures of its own)."""
    return next((stats for stats in stats_games() if stats.key == key), GameStats(key, key))


def phone_views(game: str) -> PhoneViews | None:
    """How phones play ``game`` (its kit's ``phone``), or None: phones cannot play it."""
    kit = _BY_KEY.get(game)
    return kit.hook("phone") if kit is not None and kit.key == game else None
