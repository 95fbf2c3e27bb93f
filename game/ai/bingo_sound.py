"""The sound heuristic player's move on a ``FastBingo`` sample, for the hard bot's playouts.

Greedy playouts model the other seats poorly (they pick the move of ``heuristic_bingo``'s sound
player in about half the decisions with a choice; ``bench/bingo_model.py``). This is the same
player, reasoning on what the moving seat itself could know in the sample: its hand, the table,
the others' hand sizes and shown voids, and the cards it has not seen (everything in the others'
hands, pooled — never who holds which). ``tests/test_bingo_sound.py`` proves it picks exactly
the move ``heuristic_bingo.heuristic_action`` picks on the rules' view, tie-breaks included.
The per-decision counting is done once per colour, so a call costs a few dozen microseconds.
"""

from __future__ import annotations

import functools
import random
from typing import Any

from game.ai.bingo_fast import CHOOSE, _worth
from game.ai.heuristic_bingo import (
    BEAT,
    DENY,
    KEEP,
    LINE_WORTH,
    TRUMP_IN,
    best_free_number,
    cover_value,
    missed_value,
)
from game.ai.odds import chance_holds
from game.rules.bingo import PlaceFree

_cover = functools.cache(cover_value)
_missed = functools.cache(missed_value)
_holds = functools.cache(chance_holds)


class Unseen:
    """What ``seat`` has not seen in the sample, as one bit mask of values per colour (bit v: the
    value v is out), beside the seat's own cards in the same form, and per other seat how many
    unseen cards it may hold (outside its shown voids): counting above or below a value is then
    a shift and a bit count."""

    __slots__ = ("out", "mine", "pools", "sizes", "voids")

    def __init__(self, fast: Any, seat: int):
        out: dict[str, int] = {}
        mine: dict[str, int] = {}
        total = 0
        for other, hand in enumerate(fast.hands):
            into = mine if other == seat else out
            if other != seat:
                total += len(hand)
            for action in hand:
                card = action.card
                into[card.colour] = into.get(card.colour, 0) | 1 << card.value
        self.out, self.mine = out, mine
        self.voids = fast.voids
        self.sizes = [len(hand) for hand in fast.hands]
        self.pools = [total - sum(out.get(c, 0).bit_count() for c in void) for void in fast.voids]

    def holds(self, other: int, colour: str, count: int) -> float:
        """Chance ``other`` holds one of ``count`` particular unseen cards of ``colour``."""
        if colour in self.voids[other]:
            return 0.0
        return _holds(self.pools[other], self.sizes[other], count)


def trick_chances(fast: Any, seat: int, unseen: Unseen, card: Any, me: int, lead: str,
                  trump: str | None, high: float, low: float) -> tuple[float, float]:
    """(chance ``card`` ends highest, chance it ends lowest), as ``heuristic_bingo.trick_chances``,
    given whether it is the highest / lowest as the trick stands."""
    players = fast.players
    holds = unseen.holds
    value = card.value
    lead_out = unseen.out.get(lead, 0)
    lead_all, lead_above = lead_out.bit_count(), (lead_out >> value + 1).bit_count()
    lead_below = (lead_out & (1 << value) - 1).bit_count()
    trump_out = unseen.out.get(trump, 0) if trump is not None else 0
    for k in range(1, players - me):
        other = (seat + k) % players
        void = 1.0 if lead in unseen.voids[other] else 1.0 - holds(other, lead, lead_all)
        if high:
            if card.colour == trump:
                beat = void * TRUMP_IN * holds(other, trump, (trump_out >> value + 1).bit_count())
            else:
                beat = BEAT * holds(other, lead, lead_above)
                if trump is not None:
                    beat += void * TRUMP_IN * holds(other, trump, trump_out.bit_count())
            high *= max(0.0, 1.0 - beat)
        if low:
            low *= 1.0 - BEAT * holds(other, lead, lead_below)
    return high, low


def extremeness(unseen: Unseen, card: Any) -> float:
    """``heuristic_bingo.Table.extremeness``: 1 for the top or bottom card of its colour still
    out (the seat's own other cards counted), less towards the middle."""
    known = unseen.out.get(card.colour, 0) | unseen.mine[card.colour]
    rest = known.bit_count() - 1
    if not rest:
        return 1.0
    above = (known >> card.value + 1).bit_count()
    return max(1 - above / rest, 1 - (rest - above) / rest) ** 2


def card_score(fast: Any, seat: int, unseen: Unseen, card: Any) -> float:
    """``heuristic_bingo.card_score`` on the sample."""
    mask, missed = fast.covered[seat], fast.missed[seat]
    trick = [*fast.trick, (seat, card)]
    me = len(trick) - 1
    lead = trick[0][1].colour
    trump = fast.trump if fast.trump_variant and fast.trump != lead else None
    high_at, low_at = fast.high_low(trick)
    high, low = 0.0, 0.0
    if high_at == me or low_at == me:
        high, low = trick_chances(fast, seat, unseen, card, me, lead, trump,
                                  float(high_at == me), float(low_at == me))
    cover = 1.0 - (1.0 - high) * (1.0 - low)
    value = cover * _cover(mask, missed, card.value) + (1.0 - cover) * _missed(mask, missed)
    value -= KEEP * extremeness(unseen, card) * _worth(mask)[card.value]
    gain = 0.0
    for index in {high_at, low_at}:
        other, played = trick[index]
        if other != seat:
            worth = _cover(fast.covered[other], fast.missed[other], played.value)
            gain += worth if worth < LINE_WORTH else worth / DENY  # their line is my loss
    return value - DENY * gain * (1.0 if me + 1 == fast.players else 0.6)


def sound_action(fast: Any, seat: int, rng: random.Random) -> Any:
    """The sound player's move for ``seat`` in the sample (ties broken at random as it does)."""
    if fast.choices[seat] == CHOOSE:
        return PlaceFree(best_free_number(fast.covered[seat], rng))
    actions = fast.playable(seat)
    if len(actions) == 1:
        return actions[0]
    unseen = Unseen(fast, seat)
    start = rng.randrange(len(actions))
    rotated = actions[start:] + actions[:start]
    return max(rotated, key=lambda a: card_score(fast, seat, unseen, a.card))
