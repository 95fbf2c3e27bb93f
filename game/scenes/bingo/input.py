"""Pointers at the Bingo table become actions: play a card from the fanned hand, place a free marker.

The human whose turn it is plays from the hand at the bottom: a press on a lifted card plays it, a
press on a dimmed one is refused with the rule's reason. With several humans a hand lies face down
except for its turn (after the hand-off curtain) or while that seat holds its peek control; a press
on a face-down hand only says how to look. A full missed track opens the seat's bingo card large in
the middle: a press on an open number places the free marker.
"""

from __future__ import annotations

from typing import Any

from game.engine.pointers import DOWN, PRIMARY
from game.rules.bingo import TO_CHOOSE, PlaceFree, PlayCard
from game.scenes.table.input import TableInput


class BingoInput(TableInput):
    def seat_pointer(self, seat: int, event: Any) -> bool:
        scene = self.scene
        if event.button != PRIMARY or scene.presenting():
            return False
        if event.kind == DOWN and self._free_marker_click(seat, event):
            return True
        if scene.state.choices[seat] == TO_CHOOSE:
            return False
        return self._hand_click(seat, event)

    def _free_marker_click(self, seat: int, event: Any) -> bool:
        """A click on an open number of a large bingo card places that seat's free marker. An
        unclaimed pointer (one mouse passed around) may pick for any human who is choosing."""
        for chooser, widget in self.scene.chooser_widgets().items():
            if chooser != seat and event.pointer.seat is not None:
                continue
            number = widget.number_at(event.pos)
            if number is not None:
                return self.scene.submit(chooser, PlaceFree(number))
        return False

    def _hand_click(self, seat: int, event: Any) -> bool:
        scene = self.scene
        if seat != scene.hand_seat():
            return False
        hand = scene.shown.hands[seat]
        playable = scene.playable_indices(seat)
        face_up = scene.hand_face_up(seat)
        index = scene.hand.index_at(event.pos, len(hand), playable if face_up else set())
        if event.kind != DOWN or index is None:
            return False
        if not face_up:
            return self.hidden_hand(seat, event)
        if index in playable:
            scene.submit(seat, PlayCard(hand[index]))
        else:
            x, y = scene.hand.positions(len(hand), playable, index)[index][0]
            at = (x, y - scene.layout.tooltip_rise)  # above the refused card
            scene.refused(seat, PlayCard(hand[index]), scene.state.why_unplayable(seat, hand[index]), at)
        return True
