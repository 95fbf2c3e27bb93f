"""Watch a classic 5er Finden game from its record: the classic table itself, in real time, with
no bots and no saving; each recorded action is applied at the round and step it was made, as
``ClassicGame.from_record`` does, so the table ends in the game's recorded state.

The race is real time, so this viewer only plays from the start (Esc leaves); stepping and the
round scrubber are the turn-based viewer's (``table/replay.py``).
"""

from __future__ import annotations

from typing import Any

import pygame

from game.engine.seats import TableSetup
from game.rules.base import IllegalMove, from_json
from game.rules.finden.classic import ACTION_TYPES, ClassicGame, ClassicOptions
from game.scenes.finden.classic.scene import ClassicScene
from game.services import AppServices


def read(saved: dict[str, Any]) -> tuple[TableSetup, dict[str, Any]]:
    """The setup and record of a classic game; ``ValueError`` when they do not replay."""
    try:
        setup, record = TableSetup.from_json(saved["setup"]), saved["record"]
        ClassicGame.from_record(record)
    except (KeyError, TypeError, IllegalMove) as error:
        raise ValueError(f"the record does not replay ({type(error).__name__}: {error})") from None
    return setup, record


class ClassicWatch(ClassicScene):
    watching = True

    def __init__(self, app: AppServices, saved: dict[str, Any]):
        setup, record = read(saved)
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
