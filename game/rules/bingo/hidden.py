"""What one Bingo seat may see, and random full states consistent with it (for search bots)."""

from __future__ import annotations

import random
from typing import Self

from game.rules.bingo.card import ALL_NUMBERS, SEAT_COLOURS, VALUES, numbers
from game.rules.bingo.fields import HIDDEN, NOT_CHOOSING, PUBLIC_OPTIONS, TO_CHOOSE, BingoFields
from game.rules.cards import deal_consistent, deck


class Hidden(BingoFields):
    """``BingoState``'s views (a mixin over its fields): other hands become None cards."""

    def view(self, seat: int) -> Self:
        """What ``seat`` may see: other hands become unknown cards (their sizes stay), other seats'
        pending free-marker choices are hidden, and so are the seed, the dealt-hands option and the
        history (which replays from the seed). The public ``log`` stays: it holds only what every
        seat saw (cards played, free markers once all are shown), so bots may read the play so far
        into what the others hold. A view is for deciding, not for records."""
        view = self.clone()
        for other in range(self.players):
            if other != seat:
                view.hands[other] = (None,) * len(self.hands[other])
                if view.choices[other] not in (NOT_CHOOSING, TO_CHOOSE):
                    view.choices[other] = HIDDEN
        view.seed = None
        view.options = {k: v for k, v in self.options.items() if k in PUBLIC_OPTIONS}
        view.history = []
        return view

    def determinize(self, seat: int, rng: random.Random) -> Self:
        """A view of ``seat`` completed at random: unseen cards dealt to the other seats, never in
        a colour they showed they lack; hidden free-marker choices set to some uncovered number."""
        state = self.view(seat)
        known = set(state.hands[seat]) | state.played | {p.card for p in state.trick}
        unseen = [c for c in deck(SEAT_COLOURS[:self.players], VALUES) if c not in known]
        sizes = {s: len(state.hands[s]) for s in range(self.players) if s != seat}
        voids = state.voids
        dealt = deal_consistent(unseen, sizes, lambda s, card: card.colour not in voids[s], rng)
        for other, cards in dealt.items():
            state.hands[other] = tuple(sorted(cards))
        for other, chosen in enumerate(state.choices):
            if chosen == HIDDEN:
                state.choices[other] = rng.choice(numbers(ALL_NUMBERS & ~state.covered[other]))
        return state
