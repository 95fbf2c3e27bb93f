"""Pointers at the Bingo table become actions: play a card from the fanned hand, place a free marker.

The human whose turn it is plays from the hand at the bottom: a press on a lifted card plays it, a
press on a dimmed one is refused with the rule's reason. With several humans a hand lies face down
except for its turn (after the hand-off curtain) or while that seat holds its peek control; a press
on a face-down hand only says how to look. A full missed track opens the seat's bingo card large in
the middle: a press on an open number places the free marker.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.engine.pointers import DOWN, PRIMARY, PointerEvent
from game.rules.bingo import TO_CHOOSE, PlayCard
from game.scenes.bingo.widgets import LookFirst
from game.scenes.table.input import TableInput

if TYPE_CHECKING:
    from game.scenes.bingo.scene import BingoScene


class BingoInput(TableInput):
    scene: BingoScene

    def seat_pointer(self, seat: int, event: PointerEvent) -> bool:
        """A press becomes the action of the widget under it (``scene.action_at``), submitted for
        ``seat`` or refused with the rule's reason."""
        scene = self.scene
        if event.button != PRIMARY or scene.presenting() or event.kind != DOWN:
            return False
        model, action = scene.action_at(event.pos)
        if isinstance(action, tuple):  # a chooser's number: (its seat, PlaceFree)
            chooser, place = action
            if chooser != seat and event.pointer.seat is not None:  # an unclaimed pointer picks for anyone
                return False
            return scene.submit(chooser, place)
        if scene.state.choices[seat] == TO_CHOOSE or model.hand is None or model.hand.seat != seat:
            return False
        if isinstance(action, LookFirst):
            return self.hidden_hand(seat, event)
        if not isinstance(action, PlayCard):
            return False
        if action.card in [model.hand.cards[i] for i in model.hand.playable]:
            scene.submit(seat, action)
        else:
            scene.refused(seat, action, scene.state.why_unplayable(seat, action.card))
        return True
