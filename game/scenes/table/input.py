"""How every turn-based table's pointer handling begins (Bingo, Fishing, Garum): remember where the
pointer is, let the results panel take its clicks, find the seat the pointer acts for, and let that
seat hold its peek control (``privacy.is_peek``: a look, never a play). A game's input says only
what its seat's presses do (``seat_pointer``); a press on a hand that is still face down answers
how to look (``hidden_hand``)."""

from __future__ import annotations

from typing import Any

from game.engine.pointers import DOWN, MOVE, PointerEvent
from game.scenes.table.privacy import is_peek, look_first


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
        if is_peek(event):
            scene.hold_peek(seat, event.kind == DOWN)
            return True
        return self.seat_pointer(seat, event)

    def hidden_hand(self, seat: int, event: PointerEvent) -> bool:
        """A press on ``seat``'s own face-down hand: no card is played, the seat is told its peek
        control instead."""
        if event.kind == DOWN:
            self.scene.refused(seat, None, look_first(self.scene.peek_words(seat)), event.pos, private=False)
        return True

    def seat_pointer(self, seat: int, event: PointerEvent) -> bool:
        """A press, release or wheel turn of a pointer acting for ``seat``; True if used."""
        raise NotImplementedError
