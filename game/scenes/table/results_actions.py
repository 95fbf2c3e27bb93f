"""What the results panel's buttons do at a turn-based table: Play again (the same seats, the next
seed), Menu and Watch replay, each once, and only after a moment (``RESULTS_CLICK_S``)."""

from __future__ import annotations

import pygame

from game.engine.pointers import DOWN, PointerEvent
from game.engine.seats import again
from game.scenes.table import results
from game.scenes.table.members import TableMembers
from game.scenes.widgets import results_panel

RESULTS_CLICK_S = 0.6
"""A click on the results counts only after this long, so a click meant for the last move does not
dismiss them."""


class ResultsActions(TableMembers):
    """``TableScene``'s results buttons (what it reads and calls of its scene: ``TableMembers``)."""

    def leave(self) -> None:
        """Back to the menu from the results, once."""
        if not self.left:
            self.left = True
            self.app.finish_game()

    def play_again(self) -> None:
        """A new game at the same table: same seats and options, the next seed."""
        if not self.left:
            self.left = True
            self.app.start_game(again(self.setup, self.app.game_seed(), self.app.pointers.steering()))

    def results_rect(self) -> pygame.Rect:
        """Where the results panel is (``results_panel``: the same for every game)."""
        return results_panel.panel_rect(self.size)

    def results_click(self, event: PointerEvent) -> bool:
        """While the results show, Play again, Menu and Watch replay work (after a moment, so a
        click meant for the last trick does not skip them; never in a replay); every pointer event
        is taken. False when the results are not showing."""
        if self.results_since is None:
            return False
        if event.kind == DOWN and self.clock - self.results_since > RESULTS_CLICK_S and not self.watching:
            pressed = {"Play again": self.play_again, "Menu": self.leave, "Watch replay": self.watch_replay}
            pressed.get(results_panel.button_at(self.size, event.pos) or "", lambda: None)()
        return True

    def watch_replay(self) -> None:
        """The game just finished, replayed over its results."""
        results.watch_replay(self.app, self.save_data())
