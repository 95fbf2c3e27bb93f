"""Race table input: a pointer draws, erases and flips on its own seat's board and panel; keys flip
(the mouse player's T), skip the round table and leave the results. Each event becomes an action
for the scene to carry out (``finden/actions.py``), or None, read from the ``ClassicModel`` and the
view's widgets (which owns what lies under a press)."""

from __future__ import annotations

import pygame

from game.engine.pointers import ACTION, DOWN, PRIMARY, SECONDARY, PointerEvent
from game.rules.finden.actions import Erase, Flip
from game.scenes.finden.actions import ForSeat, Moment, Stroke, Unpick
from game.scenes.finden.classic.model import ClassicModel
from game.scenes.finden.classic.present import TABLE
from game.scenes.finden.classic.view import ClassicView
from game.scenes.finden.routing import seat_for
from game.scenes.finden.table import FLIP_KEY, RESULTS, SEARCH

ENTER_KEYS = (pygame.K_RETURN, pygame.K_KP_ENTER)
Answer = ForSeat | Moment | Stroke | Unpick | object | None


class ClassicInput:
    def __init__(self, view: ClassicView):
        self.view = view

    def key(self, event: pygame.event.Event, model: ClassicModel, mouse_seat: int | None) -> Answer:
        """Enter plays again and Esc leaves the results; Enter or Space skips the round table; the
        flip key flips for the mouse's seat (``mouse_seat``)."""
        if event.type != pygame.KEYDOWN:
            return None
        if model.stage == RESULTS:
            leave = {pygame.K_ESCAPE: "menu", **dict.fromkeys(ENTER_KEYS, "again")}.get(event.key)
            return Moment(leave) if leave else None
        if model.stage == TABLE and event.key in (pygame.K_RETURN, pygame.K_SPACE):
            return Moment("skip")
        if model.stage == SEARCH and event.key == FLIP_KEY and mouse_seat is not None:
            return ForSeat(mouse_seat, Flip())
        return None

    def pointer(self, event: PointerEvent, model: ClassicModel) -> Answer:
        press = event.kind == DOWN and event.button == PRIMARY
        if model.stage == RESULTS:
            return Moment("results", event.pos) if press else None
        if model.stage == TABLE:
            return Moment("skip") if press else None
        seat = seat_for(event.pointer, model.humans)
        if seat is None or model.stage != SEARCH:
            return None
        if press and (action := self.view.hit_panel(seat, event.pos, model)) is not None:
            return action
        if event.kind == DOWN and event.button == ACTION:
            return ForSeat(seat, Flip())
        look = model.seats[seat]
        if not look.can_act:
            return None
        if event.kind == DOWN and event.button == SECONDARY:
            return self.erase(seat, self.view.cell(seat, event.pos), model)
        return Stroke(seat, event, frozenset(c for o in look.outlines for c in o))

    @staticmethod
    def erase(seat: int, cell: int | None, model: ClassicModel) -> ForSeat | Unpick:
        """The outline under the cursor, else the draft's cell, else the whole draft."""
        for outline in model.seats[seat].outlines:
            if cell in outline:
                return ForSeat(seat, Erase(outline))
        return Unpick(seat, cell)
