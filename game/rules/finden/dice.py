"""5er Finden's five symbol dice: the symbols, a roll with its rerolls, and the matcher's key.

A roll keeps every throw because the screen shows the rerolls (three or more alike: roll again).
"""

from __future__ import annotations

import functools
import random
from collections import Counter
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from itertools import combinations_with_replacement

from game.rules.pentomino import multiset_key

# [decision] The six symbols, by letter (board files use the letters), with name and Okabe–Ito colour.
SYMBOLS: tuple[str, ...] = ("o", "s", "t", "d", "r", "x")
SYMBOL_NAMES: dict[str, str] = {
    "o": "circle",
    "s": "square",
    "t": "triangle",
    "d": "diamond",
    "r": "star",
    "x": "cross",
}
SYMBOL_COLOURS: dict[str, str] = {
    "o": "#E69F00",
    "s": "#56B4E9",
    "t": "#009E73",
    "d": "#F0E442",
    "r": "#0072B2",
    "x": "#D55E00",
}
SYMBOL_INDEX: dict[str, int] = {s: i for i, s in enumerate(SYMBOLS)}

DICE = 5
MAX_SAME_FACE = 2  # three or more dice alike: roll all five again


# -- dice -------------------------------------------------------------------------------------
@dataclass(frozen=True)
class Roll:
    """Every throw of one roll, in order; the last one (no symbol more than twice) is the result.

    The scene shows the rerolls, so they are kept rather than hidden.
    """

    throws: tuple[tuple[str, ...], ...]

    @property
    def faces(self) -> tuple[str, ...]:
        return self.throws[-1]

    @property
    def indices(self) -> tuple[int, ...]:
        return tuple(SYMBOL_INDEX[s] for s in self.faces)

    def __str__(self) -> str:
        return " ".join(SYMBOL_NAMES[s] for s in self.faces)


def needs_reroll(faces: Sequence[str]) -> bool:
    """Three or more dice showing the same symbol: the rules roll all five again."""
    return max(Counter(faces).values()) > MAX_SAME_FACE


def roll_dice(rng: random.Random) -> Roll:
    """Roll five symbol dice, rolling all again until no symbol shows more than twice."""
    throws = []
    while True:
        faces = tuple(rng.choice(SYMBOLS) for _ in range(DICE))
        throws.append(faces)
        if not needs_reroll(faces):
            return Roll(tuple(throws))


@functools.cache
def dice_results() -> tuple[tuple[str, ...], ...]:
    """The 126 possible results of a roll, each as a sorted tuple of symbols."""
    return tuple(combo for combo in combinations_with_replacement(SYMBOLS, DICE) if not needs_reroll(combo))


def dice_key(faces: Iterable[str]) -> int:
    """The matcher key of a dice result (order does not matter)."""
    return multiset_key(SYMBOL_INDEX[s] for s in faces)
