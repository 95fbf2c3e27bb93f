"""What a seat may know of a Garum game, and a random full game consistent with it (for search bots).

Hidden information is written as ``UNKNOWN``: other colours' hands, every pile's order and, without
the Priest variant, the coin order. ``determinize`` refills it at random from the tiles the seat
has not seen.
"""

from __future__ import annotations

import random
from typing import Self

from game.rules.garum.fields import GarumFields
from game.rules.garum.setup import PUBLIC_OPTIONS

UNKNOWN = -1


class Knowledge(GarumFields):
    """``GarumState``'s views (a mixin over its fields), so the state class keeps to the rules of play."""

    def view(self, seat: int) -> Self:
        """What ``seat`` may see: other colours' hands, every pile's order and (without Priest) the
        coin order become ``UNKNOWN``; the seed and the setup overrides are dropped."""
        view = self.clone()
        view.seed = None
        view.options = {k: v for k, v in self.options.items() if k in PUBLIC_OPTIONS}
        for colour in range(4):
            if self.owner[colour] != seat:
                view.hands[colour] = [UNKNOWN] * len(self.hands[colour])
            view.piles[colour] = [UNKNOWN] * len(self.piles[colour])
        if not self.priest:
            view.coins = [UNKNOWN] * len(self.coins)
        return view

    def unseen(self, colour: int) -> list[int]:
        """Tiles of ``colour`` in play whose place is hidden here: not on the board, not in a known hand."""
        placed = {fill[1] for fills in self.slots.values() for fill in fills if fill and fill[0] == colour}
        known = set(self.hands[colour]) | {self.dummy_tile}
        return [t for t in self.data.tiles_in_game(self.side, colour) if t not in placed and t not in known]

    def determinize(self, seat: int, rng: random.Random) -> Self:
        """A full state consistent with ``seat``'s view: hidden tiles and coins dealt at random."""
        state = self.view(seat)
        left = [t for t in self.board.tanks if t not in state.used]
        state.piles, state.coins = deal_hidden(state.hands, [state.unseen(c) for c in range(4)], state.coins,
                                               left, rng)
        return state


def deal_hidden(hands: list[list[int]], pools: list[list[int]], coins: list[int], tanks_left: list[int],
                rng: random.Random) -> tuple[list[list[int]], list[int]]:
    """Refill a view at random (shared with the bots' compact state): each colour's ``UNKNOWN``
    hand tiles come from its shuffled pool of unseen tiles and the rest is its pile; hidden coins
    are the tanks left, shuffled. Fills ``hands`` in place; returns (piles, coins)."""
    piles = []
    for hand, unseen in zip(hands, pools, strict=True):
        pool = list(unseen)
        rng.shuffle(pool)
        for i, tile in enumerate(hand):
            if tile == UNKNOWN:
                hand[i] = pool.pop()
        piles.append(pool)
    if UNKNOWN in coins:
        coins = list(tanks_left)
        rng.shuffle(coins)
    return piles, coins
