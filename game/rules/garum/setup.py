"""How a Garum game begins: which seat owns which colour, and each colour's hand and pile.

Kept apart from the state so the rules of play read without the dealing, and so tests can build
any opening through the options (colours, first, coins, piles, hands) that these helpers check.
"""

from __future__ import annotations

from typing import Any

from game.rules.base import rng_for
from game.rules.garum.data import GarumData

PUBLIC_OPTIONS = ("side", "emperor", "priest", "colours", "first")
"""Options every seat may know; a view keeps only these."""
OPTIONS = PUBLIC_OPTIONS + ("coins", "piles", "hands")
SEAT_COLOURS = ("blue", "green", "yellow", "red")
"""[decision] A seat wears the colour of its species (board.toml's species colours, in colour
order), so the name "Yellow" means the yellow squid; the lobby reads it from the ``SPEC``."""


def turn_order(players: int, colours: tuple[int, ...] | None) -> tuple[tuple[int, ...], tuple[Any, ...]]:
    """(colours in clockwise turn positions, seat owning each colour or None for the dummy).

    ``players`` has already been checked against the game's spec."""
    count = 4 if players == 2 else players
    order = tuple(colours) if colours is not None else tuple(range(count))
    if len(order) != count or len(set(order)) != count or not set(order) <= set(range(4)):
        raise ValueError(f"colours must be {count} different colours 0-3 in clockwise order")
    owner: list[Any] = [None] * 4
    for position, colour in enumerate(order):
        owner[colour] = position % players
    return order, tuple(owner)


def deal(data: GarumData, side: str, seed: int, colour: int, piles: Any, hands: Any) -> tuple[list, list]:
    """Hand and pile of one colour: shuffled from the seed unless the options fix them."""
    tiles = data.tiles_in_game(side, colour)
    if piles is not None and piles[colour] is not None:
        order = list(piles[colour])
        if sorted(order) != sorted(tiles):
            raise ValueError(f"piles[{colour}] must order exactly the tiles of that colour in play")
    else:
        order = list(tiles)
        rng_for(seed, "garum", "pile", colour).shuffle(order)
    size = data.boards[side].hand_size
    if hands is not None and hands[colour] is not None:
        hand = list(hands[colour])
        if len(hand) != size or not set(hand) <= set(tiles):
            raise ValueError(f"hands[{colour}] must be {size} tiles of that colour in play")
        return hand, [t for t in order if t not in hand]
    return order[:size], order[size:]
