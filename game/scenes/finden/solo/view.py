"""The solo table's picture: the puzzle table's boards, quarter and panel (``SeatsView``), with its
own centre column of widgets — the round, the dice on their tray, Done / Give up / Hint, the score
and the clock, how to play. The end panel lies over it as regions (``end_panel.py``)."""

from __future__ import annotations

import pygame

from game.engine import draw
from game.i18n import N_, _
from game.rules.finden.actions import GiveUp, Hint
from game.scenes.finden.actions import ForSeat, Moment
from game.scenes.finden.dice_tray import DiceTray
from game.scenes.finden.puzzle.model import PuzzleModel
from game.scenes.finden.puzzle.view import SeatsView
from game.scenes.finden.solo.layout import SoloLayout
from game.scenes.finden.solo.model import SoloModel
from game.scenes.finden.widgets import LaneWords, Style, TrayWidget, how_to_of, title_of, tray_of
from game.scenes.table.widget import Widget

LABELS = {"done": N_("Done"), "give up": N_("Give up"), "hint": N_("Hint")}
PRESSES = {"done": Moment("done"), "give up": ForSeat(0, GiveUp()), "hint": ForSeat(0, Hint())}


class ButtonWidget(Widget[PuzzleModel]):
    """One of Done, Give up and Hint: lit while it may be pressed; a press asks for it then."""

    def __init__(self, key: str, lay: SoloLayout):
        super().__init__(lay.buttons[key])
        self.key, self.lay = key, lay

    def state(self, model: PuzzleModel) -> bool | None:
        """Lit (True), dim (False), or None: not on show (a replay has its bar)."""
        assert isinstance(model, SoloModel)
        return dict(model.buttons).get(self.key)

    def look(self, model: PuzzleModel) -> bool | None:
        return self.state(model)

    def paint(self, surface: pygame.Surface, model: PuzzleModel) -> None:
        active = self.state(model)
        if active is None:
            return
        fill, ink = (draw.ACCENT, draw.INK) if active else (draw.FELT_LIGHT, draw.TEXT_DIM)
        words, lay = _(LABELS[self.key]), self.lay
        draw.draw_button(surface, self.rect, words, lay.button_size, fill, ink, lay.button_radius)

    def hit(self, pos: tuple[int, int], model: PuzzleModel) -> object | None:
        """Done, Give up or Hint while searching (Done with nothing drawn says what to do)."""
        searching = self.state(model) is not None and model.stage == "search"
        return PRESSES[self.key] if searching and self.rect.collidepoint(pos) else None


class SoloView(SeatsView[SoloLayout]):
    def centre(self, lay: SoloLayout, tray: DiceTray) -> list[Widget[PuzzleModel]]:
        """The solo column: round, dice, Done / Give up / Hint, score and clock, how to play."""
        s, size = lay.scale, lay.clock_size
        self.buttons = [ButtonWidget(key, lay) for key in LABELS]
        return [
            LaneWords("title", lay.title, Style(lay.title_size, s, bold=True, shadow=True), title_of),
            TrayWidget(tray, tray_of, base=True),
            *self.buttons,
            LaneWords("score", lay.score, Style(size, s, True, anchor="topleft"), _score),
            LaneWords("clock", lay.clock, Style(size, s, True, anchor="topright"), _clock),
            LaneWords("hint", lay.how_to, Style(lay.hint_size, s, anchor="topleft"), how_to_of),
        ]

    def hit(self, seat: int, pos: tuple[int, int], model: PuzzleModel) -> object | None:
        for button in self.buttons:
            if (action := button.hit(pos, model)) is not None:
                return action
        return super().hit(seat, pos, model)


def _score(model: PuzzleModel) -> tuple[str, draw.Colour]:
    assert isinstance(model, SoloModel)
    return model.score, draw.TEXT


def _clock(model: PuzzleModel) -> tuple[str, draw.Colour]:
    assert isinstance(model, SoloModel)
    return model.clock, draw.TEXT_DIM
