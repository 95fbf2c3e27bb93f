"""Watch a 5er Finden game from its record on its own table, with no bots and no saving.

Classic: each recorded action is applied at the round and step it was made, as
``ClassicGame.from_record`` does, so the table ends in the game's recorded state. Puzzle: the
record's moves take the bots' place, one every ``FEED_S``, in their order (the sand is not run:
the record holds every seat's outline).

These viewers only play from the start (Esc pauses, and the pause menu leaves); stepping and the
round scrubber are the turn-based viewer's (``table/replay.py``).
"""

from __future__ import annotations

from typing import Any

import pygame

from game.engine.scene import Scene
from game.engine.seats import TableSetup
from game.rules.base import IllegalMove, from_json
from game.rules.finden.actions import Submit
from game.rules.finden.classic import ACTION_TYPES, ClassicGame, ClassicOptions
from game.rules.finden.puzzle import PuzzleGame
from game.rules.finden.spec import MODE
from game.scenes.finden.classic.scene import ClassicScene
from game.scenes.finden.puzzle.scene import PuzzleScene
from game.scenes.finden.table import TablePart
from game.services import AppServices

FEED_S = 0.8
"""Between two moves of a watched puzzle game."""


def read(saved: dict[str, Any]) -> tuple[TableSetup, dict[str, Any], Any]:
    """The setup, record and final game of a kept 5er Finden game; ``ValueError`` when they do
    not replay."""
    try:
        setup, record = TableSetup.from_json(saved["setup"]), saved["record"]
        game_type = PuzzleGame if setup.options.get(MODE.key, MODE.default) == "puzzle" else ClassicGame
        return setup, record, game_type.from_record(record)
    except (KeyError, TypeError, IllegalMove) as error:
        raise ValueError(f"the record does not replay ({type(error).__name__}: {error})") from None


def watcher(app: AppServices, saved: dict[str, Any]) -> Scene:
    setup, _, _ = read(saved)
    puzzle = setup.options.get(MODE.key, MODE.default) == "puzzle"
    return PuzzleWatch(app, saved) if puzzle else ClassicWatch(app, saved)


class ClassicWatch(ClassicScene):
    watching = True

    def __init__(self, app: AppServices, saved: dict[str, Any]):
        setup, record, _ = read(saved)
        options = from_json(record["options"], {"ClassicOptions": ClassicOptions})
        super().__init__(app, setup, ClassicGame(record["players"], record["seed"], options))
        self.bots = {}
        self.pending = [(r, step, seat, from_json(a, ACTION_TYPES)) for r, step, seat, a in record["actions"]]

    def autosave(self, now: bool = True) -> None:
        """A replay saves nothing (the game it shows is kept already)."""

    def search_step(self) -> None:
        """This step's recorded actions, then the step itself (the order ``from_record`` keeps)."""
        game = self.game
        while self.pending and self.pending[0][:2] == (game.round, game.step):
            _, _, seat, action = self.pending.pop(0)
            self.submit(seat, action)
        self.presenter.present_all(game.advance())

    def handle(self, event: pygame.event.Event) -> bool:
        return False  # watching: no key plays (Esc still pauses, and the pause menu leaves)

    def handle_pointer(self, event: Any) -> bool:
        return True  # watching: no pointer plays


class RecordFeeder(TablePart):
    """A watched puzzle table's moves in the bots' place: the record's, one every ``FEED_S``."""

    def __init__(self, scene: Any, moves: list):
        super().__init__(scene)
        self.moves, self.due = moves, 0.0

    def start_search(self) -> None:
        self.due = self.scene.time + FEED_S

    cross_soon = start_search

    def search(self) -> None:
        scene = self.scene
        if self.moves and scene.time >= self.due:
            seat, action = self.moves.pop(0)
            if isinstance(action, Submit):
                scene.views[seat].outline = action.cells
            scene.submit(seat, action)
            self.due = scene.time + FEED_S

    cross = search


class PuzzleWatch(PuzzleScene):
    watching = True

    def __init__(self, app: AppServices, saved: dict[str, Any]):
        setup, record, final = read(saved)
        super().__init__(app, setup, PuzzleGame.from_record({**record, "actions": []}))
        self.bots = RecordFeeder(self, list(final.history))
        self.auto_s = 0.0  # the sand never runs: the record holds the outlines

    def store(self) -> None:
        """A replay saves nothing (the game it shows is kept already)."""

    def handle(self, event: pygame.event.Event) -> bool:
        return False

    def handle_pointer(self, event: Any) -> bool:
        return True
