"""Watch a stored solo game: its record's moves at their recorded moments on a solo table that only
shows (no input, no saving). Esc, Enter or a click goes back to the high scores below it.

The replay *has* a table rather than being one: it feeds the moves and forwards drawing and time.
"""

from __future__ import annotations

import pygame

from game.engine.pointers import DOWN, PointerEvent
from game.engine.scene import Scene
from game.rules.base import Action
from game.rules.finden.actions import Submit
from game.rules.finden.high_scores import replay_entry
from game.rules.finden.puzzle import PuzzleGame
from game.scenes.finden.puzzle.present import CROSS
from game.scenes.finden.solo.scene import SoloScene
from game.scenes.finden.table import SEARCH
from game.services import AppServices

REPLAY_GAP_S = (0.6, 3.0)
"""A replay shows each move at its recorded moment, but no sooner or later than this after the last."""
SHOW_OUTLINE_S = 0.6  # an outline appears this long before it is submitted
UNTIMED_GAP_S = 2.0  # between moves of a record without their times
BACK_KEYS = (pygame.K_ESCAPE, pygame.K_RETURN, pygame.K_BACKSPACE)


class ReplayScene(Scene):
    def __init__(self, app: AppServices, entry: dict):
        super().__init__(app)
        final = replay_entry(entry)  # raises ValueError when the record does not replay
        game = PuzzleGame.new_game(final.players, final.seed, **final.options)
        self.table = SoloScene(app, game, str(entry.get("name", "?")), watching=True)
        self.moves: list[tuple[int, Action]] = list(final.history)
        times = [float(t) for t in entry.get("times", [])]
        untimed = [UNTIMED_GAP_S * (i + 1) for i in range(len(self.moves))]
        self.move_times = times if len(times) == len(self.moves) else untimed
        self.clock = 0.0
        self.last_move = 0.0
        self.shown = False

    def enter(self) -> None:
        self.table.enter()

    def exit(self) -> None:
        self.table.exit()

    def resize(self, size: tuple[int, int]) -> None:
        self.table.resize(size)

    def update(self, dt: float) -> None:
        table = self.table
        table.update(dt)
        if table.stage not in (SEARCH, CROSS) or not self.moves:
            return
        self.clock += dt
        low, high = REPLAY_GAP_S
        due = min(max(self.move_times[0], self.last_move + low), self.last_move + high)
        seat, action = self.moves[0]
        if (
            isinstance(action, Submit)
            and action.cells
            and not self.shown
            and self.clock >= due - SHOW_OUTLINE_S
        ):
            table.views[seat].outline, self.shown = action.cells, True
        if self.clock >= due:
            self.moves.pop(0)
            self.move_times.pop(0)
            self.last_move = self.clock = max(self.clock, due)
            self.shown = False
            table.submit(seat, action)

    def draw(self, surface: pygame.Surface) -> None:
        self.table.draw(surface)

    def handle(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.KEYDOWN and event.key in BACK_KEYS:
            self.app.scenes.pop()
            return True
        return False

    def handle_pointer(self, event: PointerEvent) -> bool:
        if event.kind == DOWN:
            self.app.scenes.pop()
            return True
        return False
