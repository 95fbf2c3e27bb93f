"""Puzzle rule events on screen: a few words on the seat's panel for each (circled, erased, crossed
out, time mark, hint), the pause before the next roll and the end."""

from __future__ import annotations

from game.i18n import _
from game.rules.finden.events import (
    Circled,
    CrossedOut,
    Erased,
    GameOver,
    HintShown,
    RoundStarted,
    TimeMarked,
)
from game.scenes.finden.table import RESULTS
from game.scenes.finden.words import verdict_words
from game.scenes.table.present import Presenter, handles

CROSS, PAUSE = "cross", "between"  # the stages the puzzle table adds


class PuzzlePresenter(Presenter):
    """Presents ``scene`` (a ``PuzzleScene`` or ``SoloScene``)."""

    def note(self, seat: int, text: str) -> None:
        self.scene.views[seat].note = text
        self.scene.play("click")

    @handles(TimeMarked)
    def time_marked(self, event: TimeMarked) -> None:
        self.note(event.seat, _("time mark +1"))

    @handles(Circled)
    def circled(self, event: Circled) -> None:
        self.note(event.seat, _("circled {shape} +{points}").format(shape=event.shape, points=event.points))

    @handles(Erased)
    def erased(self, event: Erased) -> None:
        if event.cells:
            self.note(event.seat, _("no five: {verdict}").format(verdict=verdict_words(event.verdict)))
        else:
            self.note(event.seat, _("no five this round"))

    @handles(CrossedOut)
    def crossed_out(self, event: CrossedOut) -> None:
        self.note(event.seat, _("crossed out {shape}").format(shape=event.shape))

    @handles(HintShown)
    def hint_shown(self, event: HintShown) -> None:
        view = self.scene.views[event.seat]
        view.hint = event.cells
        view.note = _("hint: the outlined cells") if event.cells else _("no five for this roll")

    @handles(RoundStarted)
    def round_started(self, event: RoundStarted) -> None:
        """The circles and crosses stay on show a moment before the next roll."""
        self.scene.flow.set_stage(PAUSE)
        self.scene.play("click")

    @handles(GameOver)
    def game_over(self, event: GameOver) -> None:
        self.scene.flow.set_stage(RESULTS)
        self.scene.play("fanfare")
        self.scene.game_over()
        self.scene.play("click")
