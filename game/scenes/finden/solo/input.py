"""Solo table input: the puzzle table's drawing, plus Done / Give up / Hint (buttons, Enter, H), the
name typed under a new high score, and the end panel's buttons."""

from __future__ import annotations

import pygame

from game.rules.finden.actions import GiveUp, Hint
from game.scenes.finden.puzzle.input import PuzzleInput
from game.scenes.finden.table import RESULTS, SEARCH

NAME_MAX = 18
ENTER_KEYS = (pygame.K_RETURN, pygame.K_KP_ENTER)


class SoloInput(PuzzleInput):
    """Turns ``scene``'s (a ``SoloScene``) events into actions."""

    def handle(self, event: pygame.event.Event) -> bool:
        scene = self.scene
        if scene.entry is not None and scene.stage == RESULTS and self.type_name(event):
            return True
        if event.type == pygame.KEYDOWN and scene.stage == SEARCH:
            if event.key in ENTER_KEYS:
                return scene.done()
            if event.key == pygame.K_h:
                return scene.submit(0, Hint())
        return super().handle(event)

    def type_name(self, event: pygame.event.Event) -> bool:
        """The name under a new high score is typed right on the end screen; Enter keeps it."""
        scene = self.scene
        name = scene.name
        if event.type == pygame.TEXTINPUT:
            name = (name + event.text)[:NAME_MAX]
        elif event.type == pygame.KEYDOWN and event.key == pygame.K_BACKSPACE:
            name = name[:-1]
        elif event.type == pygame.KEYDOWN and event.key in ENTER_KEYS:
            scene.keep_name()
            return True
        else:
            return False
        scene.setup.seats[0].name = scene.views[0].name = name
        return True

    def panel_click(self, seat: int, pos: tuple[int, int]) -> bool:
        scene = self.scene
        if scene.stage == SEARCH:
            buttons = scene.layout.buttons
            if buttons["done"].collidepoint(pos):
                return scene.done()
            if buttons["give up"].collidepoint(pos):
                return scene.submit(0, GiveUp())
            if buttons["hint"].collidepoint(pos):
                return scene.submit(0, Hint())
        return super().panel_click(seat, pos)

    def results_click(self, pos: tuple[int, int]) -> bool:
        scene = self.scene
        scene.keep_name()
        buttons = scene.layout.end.buttons
        if buttons["again"].collidepoint(pos):
            scene.play_again()
        elif buttons["scores"].collidepoint(pos):
            scene.open_scores()
        elif buttons["menu"].collidepoint(pos):
            scene.app.to_menu()
        else:
            return False
        return True
