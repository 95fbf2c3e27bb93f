"""Puzzle table input: a seat's pointer draws this round's five (or the shape it crosses out) on its
own board, flips the timer (ACTION, T, or a click on its name) and picks a tile when nothing fits."""

from __future__ import annotations

import pygame

from game.engine.pointers import ACTION, DOWN, PRIMARY, SECONDARY, PointerEvent
from game.i18n import _
from game.rules.finden.actions import CrossOut
from game.rules.finden.board import is_pentomino
from game.rules.finden.sheet import PuzzleVerdict
from game.scenes.finden import hint as seat_hint
from game.scenes.finden.puzzle.present import CROSS
from game.scenes.finden.table import FLIP_KEY, RESULTS, SEARCH, TablePart
from game.scenes.finden.words import verdict_words


class PuzzleInput(TablePart):
    """Turns ``scene``'s (a ``PuzzleScene``) pointer and key events into rule actions."""

    def handle(self, event: pygame.event.Event) -> bool:
        scene = self.scene
        if seat_hint.handle_key(scene, event):
            return True
        if event.type != pygame.KEYDOWN:
            return False
        if scene.stage == RESULTS and event.key in (pygame.K_RETURN, pygame.K_ESCAPE):
            scene.app.to_menu()
            return True
        if scene.stage == SEARCH and event.key == FLIP_KEY and not scene.solo:
            seat = scene.mouse_seat()
            return seat is not None and scene.flip(seat)
        return False

    def handle_pointer(self, event: PointerEvent) -> bool:
        scene = self.scene
        if scene.stage == RESULTS:
            if event.kind == DOWN and event.button == PRIMARY:
                return self.results_click(event.pos)
            return False
        seat = scene.seat_of(event.pointer)
        if seat is None:
            return False
        if seat_hint.click(scene, seat, event):
            return True
        if event.kind == DOWN and event.button == ACTION and scene.stage == SEARCH and not scene.solo:
            return scene.flip(seat)
        if event.kind == DOWN and event.button == PRIMARY and self.panel_click(seat, event.pos):
            return True
        if seat not in scene.game.to_move() or scene.stage not in (SEARCH, CROSS):
            return False
        if scene.stage == SEARCH and not scene.solo and scene.game.flipped == seat:
            return False  # the flipper's board is locked
        return self.draw_input(seat, event)

    def panel_click(self, seat: int, pos: tuple[int, int]) -> bool:
        """A click on a seat's panel or quarter (flip; cross out a shape when nothing fits)."""
        scene = self.scene
        view = scene.views[seat]
        if scene.stage == SEARCH and not scene.solo and scene.layout.seats[seat].panel.collidepoint(pos):
            return scene.flip(seat)
        if scene.stage == CROSS and seat in scene.game.to_move():
            shape = view.quarter.shape_at(pos)
            if shape and not scene.game.sheets[seat].fitting_shapes():
                return scene.submit(seat, CrossOut(shape))
        return False

    def results_click(self, pos: tuple[int, int]) -> bool:
        return self.scene.results_pressed(pos)

    def draw_input(self, seat: int, event: PointerEvent) -> bool:
        scene = self.scene
        view = scene.views[seat]
        if event.kind == DOWN and event.button == SECONDARY:
            view.draft.clear()
            view.outline = ()
            return True
        used = set(int(c) for c in scene.game.sheets[seat].used.nonzero()[0])
        return scene.strokes.stroke(view, event, used, lambda cells: self.commit(seat, cells))

    def commit(self, seat: int, cells: tuple[int, ...]) -> bool:
        """Five cells drawn: this round's outline (searching) or the crossed-out shape (crossing)."""
        scene = self.scene
        view = scene.views[seat]
        sheet = scene.game.sheets[seat]
        if scene.stage == CROSS:
            shape = is_pentomino(sheet.board, cells)
            if shape is None or shape not in sheet.crossable():
                not_open = _("{shape} is not open: draw an open shape").format(shape=shape)
                view.note = not_open if shape else verdict_words("not a pentomino")
                scene.strokes.cue(view, cells[-1])
                return False
            return scene.submit(seat, CrossOut(shape, tuple(cells)))
        verdict = sheet.check_outline(cells)
        if verdict is not PuzzleVerdict.VALID:
            view.note = _("refused: {verdict}").format(verdict=verdict_words(verdict))
            scene.strokes.cue(view, cells[-1])
            return False
        view.outline, view.note = tuple(cells), ""
        scene.play("click")
        return True
