"""How every turn-based table's pointer handling begins (Bingo, Garum): remember where the pointer
is, let the results panel take its clicks, find the seat the pointer acts for, and let that seat
hold its peek control. A game's input says only what its seat's presses do (``seat_pointer``)."""

from __future__ import annotations

from typing import Any

from game.engine.pointers import DOWN, MOVE, PEEK, PointerEvent


class TableInput:
    def __init__(self, scene: Any):
        self.scene = scene
        self.hover_pos: tuple[int, int] | None = None
        """The last pointer position: hover highlights, ghost tiles and tooltips follow it."""

    def handle_pointer(self, event: PointerEvent) -> bool:
        scene = self.scene
        if event.kind == MOVE:
            self.hover_pos = event.pos
            return False
        if scene.results_click(event):
            return True
        seat = scene.acting_seat(event.pointer)
        if seat is None:
            return False
        self.hover_pos = event.pos
        if event.button == PEEK:
            scene.hold_peek(seat, event.kind == DOWN)
            return True
        return self.seat_pointer(seat, event)

    def seat_pointer(self, seat: int, event: PointerEvent) -> bool:
        """A press, release or wheel turn of a pointer acting for ``seat``; True if used."""
        raise NotImplementedError
