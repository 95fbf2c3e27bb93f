"""Shared set-up of the card-table scene tests (Bingo, Fishing, Garum): seats, a started table,
and running frames until the table waits for a human."""

from __future__ import annotations

import importlib
import random
from collections.abc import Callable

from contract import play_to_end

from game.engine.seats import BOT, HUMAN, SEAT_COLOURS, Seat, TableSetup
from game.scenes import registry
from game.scenes.table.scene import TableScene


def table_scenes() -> dict[str, type[TableScene]]:
    """Every turn-based game the registry knows (its kit's scene is a ``TableScene``), by key in
    menu order: tests of "every table" iterate this, so a new game is tested without editing them."""
    scenes = {kit.key: kit.entry.scene for kit in registry.KITS}
    return {key: s for key, s in scenes.items() if isinstance(s, type) and issubclass(s, TableScene)}


TABLE_SCENES = table_scenes()


def seats(humans: tuple[str, ...], players: int) -> list[Seat]:
    """Human seats first, human ``i`` steered by the pointer ``humans[i]`` (none for ""); easy
    bots after."""
    out = []
    for i in range(players):
        if i < len(humans):
            pointers = (humans[i],) if humans[i] else ()
            out.append(Seat(HUMAN, f"Human {i + 1}", SEAT_COLOURS[i], pointers=pointers))
        else:
            out.append(Seat(BOT, f"Bot {i + 1}", SEAT_COLOURS[i], "easy"))
    return out


def table(game: str, humans: int = 1, players: int = 3, **options) -> TableSetup:
    """``humans`` human seats (the first on the system mouse) and easy bots, seed 7."""
    pointers = ("mouse",) + ("",) * (humans - 1) if humans else ()
    return TableSetup(game, seats(pointers, players), options, seed=7)


def finished_record(game: str, players: int = 3, seed: int = 3) -> dict:
    """A whole game of ``table(game, humans=0)`` played by random legal moves, as its kept
    document (setup and record)."""
    setup = table(game, humans=0, players=players)
    rules = importlib.import_module(f"game.rules.{game}")
    state = play_to_end(rules.new_game(players, seed=setup.seed, **setup.options), random.Random(seed))
    return {"setup": setup.to_json(), "record": state.to_record()}


def start(app, setup: TableSetup, scene_class: type):
    """Start ``setup`` from the menu; the table scene on top."""
    app.start_game(setup)
    scene = app.scenes.top
    assert isinstance(scene, scene_class)
    return scene


def settle(drive, scene, limit: int = 3000, check: Callable | None = None) -> None:
    """Run frames until the table waits for a human (or the game is over and shown), calling
    ``check(scene)`` every time the presentation has caught up."""
    for _ in range(limit):
        if not scene.presenting():
            if check is not None:
                check(scene)
            if scene.humans_to_move() or scene.state.is_over():
                return
        drive.frames(1)
    raise AssertionError("the table never settled")


def run_to_results(drive, scene, limit: int) -> None:
    """Run frames until the results show (at most ``limit``); the caller asserts they do."""
    for _ in range(limit):
        drive.frames(1)
        if scene.results_since is not None:
            return
