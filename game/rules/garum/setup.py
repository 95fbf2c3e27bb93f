"""How a Garum game begins: which seat owns which colour, and each colour's hand and pile.

Kept apart from the state so the rules of play read without the dealing, and so tests can build
any opening through the options (colours, first, coins, piles, hands) that these helpers check.
"""

from __future__ import annotations

from collections.abc import Sequence

from game.rules.base import rng_for
from game.rules.garum.data import GarumData

PUBLIC_OPTIONS = ("side", "emperor", "priest", "colours", "first")
"""Options every seat may know; a view keeps only these."""
OPTIONS = PUBLIC_OPTIONS + ("coins", "piles", "hands")
SEAT_COLOURS = ("blue", "green", "yellow", "red")
"""[decision] A seat wears the colour of its species (board.toml's species colours, in colour
order), so the name "Yellow" means the yellow squid; the lobby reads it from the ``SPEC``."""


def turn_order(
    players: int, colours: Sequence[int] | None
) -> tuple[tuple[int, ...], tuple[int | None, ...]]:
    """(colours in clockwise turn positions, seat owning each colour or None for the dummy).

    ``players`` has already been checked against the game's spec."""
    count = 4 if players == 2 else players
    order = tuple(colours) if colours is not None else tuple(range(count))
    if len(order) != count or len(set(order)) != count or not set(order) <= set(range(4)):
        raise ValueError(f"colours must be {count} different colours 0-3 in clockwise order")
    owner: list[int | None] = [None] * 4
    for position, colour in enumerate(order):
        owner[colour] = position % players
    return order, tuple(owner)


TilesPerColour = Sequence[Sequence[int] | None] | None
"""The ``piles`` or ``hands`` option: per colour a tile order (None: dealt from the seed)."""


def deal(
    data: GarumData, side: str, seed: int, colour: int, piles: TilesPerColour, hands: TilesPerColour
) -> tuple[list[int], list[int]]:
    """Hand and pile of one colour: shuffled from the seed unless the options fix them."""
    tiles = data.tiles_in_game(side, colour)
    given_pile = None if piles is None else piles[colour]
    given_hand = None if hands is None else hands[colour]
    if given_pile is not None:
        order = list(given_pile)
        if sorted(order) != sorted(tiles):
            raise ValueError(f"piles[{colour}] must order exactly the tiles of that colour in play")
    else:
        order = list(tiles)
        rng_for(seed, "garum", "pile", colour).shuffle(order)
    size = data.boards[side].hand_size
    if given_hand is not None:
        hand = list(given_hand)
        if len(hand) != size or not set(hand) <= set(tiles):
            raise ValueError(f"hands[{colour}] must be {size} tiles of that colour in play")
        return hand, [t for t in order if t not in hand]
    return order[:size], order[size:]
