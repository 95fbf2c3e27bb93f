"""Puzzle table input: a seat's pointer draws this round's five (or the shape it crosses out) on its
own board, flips the timer (ACTION, T, or a press on its name) and picks a tile when nothing fits.
Each event becomes an action for the scene to carry out (``finden/actions.py``), or None, read
from the ``PuzzleModel`` and the view's widgets."""

from __future__ import annotations

import pygame

from game.engine.pointers import ACTION, DOWN, PRIMARY, SECONDARY, PointerEvent
from game.rules.finden.actions import Flip
from game.scenes.finden.actions import ForSeat, Moment, Stroke, Unpick
from game.scenes.finden.puzzle.model import PuzzleModel
from game.scenes.finden.puzzle.view import PuzzleView
from game.scenes.finden.routing import seat_for
from game.scenes.finden.table import FLIP_KEY, RESULTS, SEARCH


class PuzzleInput:
    def __init__(self, view: PuzzleView):
        self.view = view

    def key(self, event: pygame.event.Event, model: PuzzleModel, mouse_seat: int | None) -> object | None:
        """Enter or Esc leaves the results; the flip key flips for the mouse's seat."""
        if event.type != pygame.KEYDOWN:
            return None
        if model.stage == RESULTS and event.key in (pygame.K_RETURN, pygame.K_ESCAPE):
            return Moment("menu")
        if model.stage == SEARCH and event.key == FLIP_KEY and not model.solo and mouse_seat is not None:
            return ForSeat(mouse_seat, Flip())
        return None

    def pointer(self, event: PointerEvent, model: PuzzleModel) -> object | None:
        if model.stage == RESULTS:
            return Moment("results", event.pos) if event.kind == DOWN and event.button == PRIMARY else None
        seat = seat_for(event.pointer, model.humans)
        if seat is None:
            return None
        if event.kind == DOWN and event.button == ACTION and model.stage == SEARCH and not model.solo:
            return ForSeat(seat, Flip())
        if event.kind == DOWN and event.button == PRIMARY:
            action = self.view.hit(seat, event.pos, model)
            if action is not None:
                return action
        look = model.seats[seat]
        if not look.drawing:
            return None
        if event.kind == DOWN and event.button == SECONDARY:
            return Unpick(seat, None)
        return Stroke(seat, event, look.used)
