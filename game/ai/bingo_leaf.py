"""A calibrated guess of who wins a Trick-Taking Bingo position, for the hard bot's short playouts.

Playing every simulation to the game's end with a crude policy for the others adds noise to each
result (a one-trick difference in who covers what decides the game); stopping a few tricks past the
root and scoring the position with the chance each seat goes on to win trades some of that noise
for a bias. The chance is a conditional logit over the seats: each seat's features (below) times
``WEIGHTS``, a softmax over the table. The weights were fitted by ``bench/bingo_calib.py`` on
heuristic self-play (at every trick's end, the winner of the game), so they say what such a position
is worth among sound players. Works on a fully known ``FastBingo`` (the sampled deal).
"""

from __future__ import annotations

import functools
import math
from typing import Any

from game.rules.bingo import LINE_MASKS, MISSED_TRACK

FEATURES = ("winning numbers", "open lines", "covered", "missed", "free threat", "holds winning",
            "sure winning", "leads", "leads a sure win")
WEIGHTS = (0.306, 0.150, 0.181, 0.246, 2.359, 0.479, 0.410, 0.244, 1.707)
"""Fitted by ``bench/bingo_calib.py --games 4000`` (4 players, no trump; 18843 positions): log loss
on held-out games against the uniform 1.386: 1.380 at the start, 1.351 after one trick, 1.206 after
two, 1.215 after three, 0.972 after four. A free marker due with a line one number short, and the
lead with a card that surely covers a winning number, weigh most. On 3000 trump games the same
weights score within 0.02 of weights fitted there, so one set serves both. Not paying: a count of
the top and bottom cards of their colour held (plain and by worth): 0.003-0.016 less log loss."""


@functools.cache
def card_shape(mask: int) -> tuple[int, int, int]:
    """(bit mask of the open numbers that complete a line, lines with one number covered and two
    open, numbers covered) of a bingo card ``mask``."""
    winning = one = 0
    for line in LINE_MASKS:
        have = (mask & line).bit_count()
        if have == 2:
            winning |= line & ~mask
        elif have == 1:
            one += 1
    return winning, one, mask.bit_count()


def features(state: Any) -> list[tuple[float, ...]]:
    """Per seat, the features of ``FEATURES`` at a trick's end (no card on the table)."""
    top: dict[str, int] = {}
    bottom: dict[str, int] = {}
    for hand in state.hands:
        for action in hand:
            card = action.card
            if card.value > top.get(card.colour, 0):
                top[card.colour] = card.value
            if card.value < bottom.get(card.colour, 10):
                bottom[card.colour] = card.value
    rows = []
    for seat, hand in enumerate(state.hands):
        winning, one, count = card_shape(state.covered[seat])
        holds = sure = 0
        if winning:
            for action in hand:
                card = action.card
                if winning >> card.value & 1:
                    holds += 1
                    if card.value in (top[card.colour], bottom[card.colour]):
                        sure += 1
        wins = winning.bit_count()
        threat = state.missed[seat] == MISSED_TRACK - 1
        leads = seat == state.leader
        rows.append((wins, one, count, state.missed[seat], float(threat and wins > 0), holds, sure,
                     float(leads), float(leads and sure > 0)))
    return rows


def scores(rows: list[tuple[float, ...]], weights: tuple[float, ...]) -> list[float]:
    return [sum(w * f for w, f in zip(weights, row, strict=True)) for row in rows]


def win_chances(state: Any, weights: tuple[float, ...] | None = None) -> list[float]:
    """Each seat's chance to win from ``state`` (a softmax of its weighted features)."""
    values = scores(features(state), WEIGHTS if weights is None else weights)
    top = max(values)
    exps = [math.exp(v - top) for v in values]
    total = sum(exps)
    return [e / total for e in exps]
