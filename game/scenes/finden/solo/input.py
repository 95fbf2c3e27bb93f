"""Solo table input: the puzzle table's (``PuzzleInput``), with Enter for Done and H for a Hint
while searching; Done, Give up and Hint are the view's buttons, the name box is the scene's."""

from __future__ import annotations

import pygame

from game.rules.finden.actions import Hint
from game.scenes.finden.actions import ForSeat, Moment
from game.scenes.finden.puzzle.input import PuzzleInput
from game.scenes.finden.puzzle.model import PuzzleModel
from game.scenes.finden.table import SEARCH

ENTER_KEYS = (pygame.K_RETURN, pygame.K_KP_ENTER)


class SoloInput(PuzzleInput):
    def key(self, event: pygame.event.Event, model: PuzzleModel, mouse_seat: int | None) -> object | None:
        if event.type == pygame.KEYDOWN and model.stage == SEARCH:
            if event.key in ENTER_KEYS:
                return Moment("done")
            if event.key == pygame.K_h:
                return ForSeat(0, Hint())
        return super().key(event, model, mouse_seat)
