"""What the Fishing table shows now, and where a seat's cards are.

The table draws its ``Shown`` copy less the cards still in flight (``motion``): a card flying to a
hand, a fisherman, a boat or the trick is hidden there until it lands, and the scores count up
while a round's tally runs. Motion asks here where a card starts and ends (the hand's fan or the
seat's backs, the trick's ring); the model, the lane words and the guide read the same counts.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.rules.cards import Card
from game.scenes.fishing import model as fishing_model
from game.scenes.fishing.shown import without
from game.scenes.widgets.hand import FannedHand

if TYPE_CHECKING:
    from game.scenes.fishing.scene import FishingScene


class Sight:
    """The shown state as the table draws it this frame, read for the scene's parts."""

    def __init__(self, scene: FishingScene):
        self.scene = scene

    # -- where cards are ------------------------------------------------------------------------
    def trick_pos(self, seat: int) -> tuple[float, float]:
        """Where ``seat``'s card lies in the trick's ring."""
        scene = self.scene
        n = scene.state.players
        return scene.trick_area.slot((seat - scene.home) % n, n, seat)[0]

    def hand_pos(self, seat: int, card: Card | None = None) -> tuple[float, float]:
        """Where a card of ``seat``'s hand is now: its place in a fanned hand, else the seat's backs."""
        fan = self.fan_of(seat)
        if fan is not None:
            cards = self.visible_hand(seat)
            index = cards.index(card) if card in cards else len(cards) - 1
            slots = fan.slots(max(len(cards), 1))
            return slots[max(index, 0)][0]
        return self.scene.seats[seat].hand_centre()

    def fan_of(self, seat: int) -> FannedHand | None:
        """The fanned hand showing ``seat``'s cards, if any (cards fly from and to it)."""
        scene = self.scene
        hands = fishing_model.pass_hands(scene)
        if seat in hands:
            return hands[seat]
        if scene.human_seats() and seat == scene.hand_seat() and not hands:
            return scene.hand
        return None

    # -- what shows while cards fly -------------------------------------------------------------
    def visible_hand(self, seat: int) -> list[Card | None]:
        scene = self.scene
        return without(scene.shown.hands[seat], scene.motion.flights.incoming[("hand", seat)])

    def fisherman(self, seat: int) -> list[Card]:
        scene = self.scene
        return without(scene.shown.fishermen[seat], scene.motion.flights.incoming[("fisherman", seat)])

    def boat(self, seat: int) -> int:
        scene = self.scene
        return scene.shown.boats[seat] - len(scene.motion.flights.incoming[("boat", seat)])

    def trick_cards(self) -> list[tuple[int, Card]]:
        arriving = list(self.scene.motion.flights.incoming[("trick",)])
        out = []
        for seat, card in self.scene.shown.trick:
            if card in arriving:
                arriving.remove(card)
            else:
                out.append((seat, card))
        return out

    def score(self, seat: int) -> int:
        shown, motion = self.scene.shown, self.scene.motion
        if motion.counting is not None:
            start, counting = motion.counting
            end = shown.scores[seat]
            return round(start[seat] + (end - start[seat]) * counting.value)
        return shown.scores[seat]
