"""Cards in flight at the Fishing table, to a place (a hand, a fisherman, a boat, the trick): each
card is hidden at its destination until it lands, so a count on screen changes the moment its card
arrives, and never before."""

from __future__ import annotations

import collections
from collections.abc import Callable

from game.engine import tween
from game.engine.audio import Audio
from game.rules.cards import Card
from game.scenes.widgets.fishing_cards import DECK
from game.scenes.widgets.flights import Flights, card_painter


class CardFlights:
    def __init__(self, sprites: Flights, audio: Audio, card_width: Callable[[], int]):
        self.sprites = sprites
        self.audio = audio
        self.card_width = card_width
        """A flying card's width unless told: the trick's cards'."""
        self.incoming: dict[tuple, list] = collections.defaultdict(list)  # in flight to a place

    def fly(
        self,
        card: Card | None,
        start: tuple[float, float],
        end: tuple[float, float],
        duration: float,
        place: tuple | None = None,
        face_up: bool = True,
        width: int | None = None,
        ease: Callable[[float], float] = tween.out_cubic,
        sound: str | None = "card",
    ) -> tween.Tween:
        """A card moving from ``start`` to ``end``; until it lands, ``place`` does not show it."""
        if place is not None:
            self.incoming[place].append(card)
        paint = card_painter(card if face_up else None, width or self.card_width(), DECK)

        def land() -> None:
            if place is not None:
                self.incoming[place].remove(card)
            if sound:
                self.audio.play(sound)

        return self.sprites.launch(tween.Tween(start, end, duration, ease), paint, land)

    def face_down(self, start, end, duration: float, place: tuple, width: int) -> tween.Tween:
        """A face-down card of a seat's piles moving (shuffled under the boat, drawn into the hand)."""
        return self.fly(None, start, end, duration, place, False, width, tween.in_out_quad, None)
