"""Solo table input: the puzzle table's drawing, plus Done / Give up / Hint (buttons, Enter, H), the
name box under a new high score (``name_box``), and the end panel's buttons."""

from __future__ import annotations

import pygame

from game.engine.pointers import DOWN, PointerEvent
from game.rules.finden.actions import GiveUp, Hint
from game.scenes.finden.puzzle.input import PuzzleInput
from game.scenes.finden.solo.name_box import NameBox
from game.scenes.finden.table import SEARCH

ENTER_KEYS = (pygame.K_RETURN, pygame.K_KP_ENTER)


class SoloInput(PuzzleInput):
    """Turns ``scene``'s (a ``SoloScene``) events into actions."""

    def handle(self, event: pygame.event.Event) -> bool:
        scene = self.scene
        box = scene.name_entry()
        if box is not None and self.type_name(box, event):
            return True
        if event.type == pygame.KEYDOWN and scene.stage == SEARCH:
            if event.key in ENTER_KEYS:
                return scene.done()
            if event.key == pygame.K_h:
                return scene.submit(0, Hint())
        return super().handle(event)

    def type_name(self, box: NameBox, event: pygame.event.Event) -> bool:
        """Keys and text go to the name box under a new high score (Enter keeps the name); Esc
        still leaves the panel (keeping it too)."""
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            return False
        if event.type not in (pygame.KEYDOWN, pygame.KEYUP, pygame.TEXTINPUT, pygame.TEXTEDITING):
            return False
        if box.handle(event):
            self.scene.keep_name()
        return True

    def handle_pointer(self, event: PointerEvent) -> bool:
        """A press on the name box edits the name; anywhere else on the end panel keeps it."""
        box = self.scene.name_entry()
        if box is not None and event.kind == DOWN and box.press(event):
            return True
        return super().handle_pointer(event)

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
