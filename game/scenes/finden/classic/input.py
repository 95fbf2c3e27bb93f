"""Classic table input: pointers draw, erase and flip on their own seat's board; keys flip (the
mouse player's T), skip the round table and leave the results; a seat whose device left for good
gets a bot."""

from __future__ import annotations

import pygame

from game.ai.finden.bot import FindenBot, bot_seed, start_bots
from game.engine.pointers import ACTION, DOWN, PRIMARY, SECONDARY, PointerEvent
from game.engine.seats import seat_bot_for_vacated
from game.rules.finden.actions import Draw, Erase, Flip
from game.scenes.finden import hint as seat_hint
from game.scenes.finden.classic.present import TABLE
from game.scenes.finden.table import FLIP_KEY, RESULTS, SEARCH, TablePart

ENTER_KEYS = (pygame.K_RETURN, pygame.K_KP_ENTER)


class ClassicInput(TablePart):
    """Turns ``scene``'s (a ``ClassicScene``) pointer and key events into rule actions."""

    def handle(self, event: pygame.event.Event) -> bool:
        scene = self.scene
        if scene.stage == SEARCH and seat_hint.handle_key(scene, event):
            return True
        if event.type != pygame.KEYDOWN:
            return False
        if scene.stage == RESULTS:
            if event.key in ENTER_KEYS:
                scene.play_again()
                return True
            if event.key == pygame.K_ESCAPE:
                scene.app.to_menu()
                return True
        if scene.stage == TABLE and event.key in (pygame.K_RETURN, pygame.K_SPACE):
            scene.timeline.finish()
            return True
        if scene.stage == SEARCH and event.key == FLIP_KEY:
            seat = scene.mouse_seat()
            if seat is not None:
                scene.submit(seat, Flip())
                return True
        return False

    def handle_pointer(self, event: PointerEvent) -> bool:
        scene = self.scene
        if scene.stage == RESULTS:
            return self.results_pointer(event)
        if scene.stage == TABLE and event.kind == DOWN and event.button == PRIMARY:
            scene.timeline.finish()
            return True
        seat = scene.seat_of(event.pointer)
        if seat is None or scene.stage != SEARCH:
            return False
        if seat_hint.click(scene, seat, event):
            return True
        view, flip = scene.views[seat], scene.layout.seats[seat].flip
        if event.kind == DOWN and (
            event.button == ACTION or (event.button == PRIMARY and flip.collidepoint(event.pos))
        ):
            scene.submit(seat, Flip())
            return True
        if not scene.game.can_act(seat):
            return False
        if event.kind == DOWN and event.button == SECONDARY:
            return self.erase(seat, view.board.cell_at(event.pos))
        own = {c for o in scene.game.seats[seat].outlines for c in o}
        return scene.strokes.stroke(view, event, own, lambda cells: scene.submit(seat, Draw(cells)))

    def erase(self, seat: int, cell: int | None) -> bool:
        """The outline under the cursor, else the draft's cell, else the whole draft."""
        scene = self.scene
        view = scene.views[seat]
        for outline in scene.game.seats[seat].outlines:
            if cell in outline:
                return scene.submit(seat, Erase(outline))
        if cell is not None and view.draft.remove(cell):
            return True
        view.draft.clear()
        return True

    def results_pointer(self, event: PointerEvent) -> bool:
        if event.kind != DOWN or event.button != PRIMARY:
            return False
        return self.scene.results_pressed(event.pos)

    def seat_bots_for_vacated(self) -> None:
        """A player whose device stayed away too long is replaced by a medium bot."""
        scene = self.scene
        for seat in scene.app.pointers.take_vacated():
            if seat is None or not seat_bot_for_vacated(scene.setup, seat):
                continue
            view = scene.views[seat]
            view.human, view.name = False, scene.setup.seats[seat].name
            view.draft.clear()
            scene.bots[seat] = FindenBot("medium", bot_seed(scene.setup.seed, seat))
            if scene.stage == SEARCH:
                start_bots(scene.game, {seat: scene.bots[seat]})
