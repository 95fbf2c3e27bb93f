"""The sound heuristic player's move on a ``FastBingo`` sample, for the hard bot's playouts.

Greedy playouts model the other seats poorly: on 150 games of heuristic self-play
(``bench/bingo_model.py``, 2611 decisions with a choice) ``FastBingo.greedy_action`` picks the sound
player's move in 0.49 of them (leads 0.37, follows 0.48, discards and trumps 0.20, free markers
1.0). This is the same player, reasoning on what the moving seat itself could know in the sample:
its hand, the table, the others' hand sizes and shown voids, and the cards it has not seen
(everything in the others' hands, pooled — never who holds which). ``tests/test_bingo_sound.py``
proves it picks exactly the move ``heuristic_bingo.heuristic_action`` picks on the rules' view,
tie-breaks included.
What the candidates share is worked out once per decision, counting with bit masks: a call costs
about 25-45 us (greedy: 10 us), so the hard bot runs half the iterations it ran with greedy ones.
"""

from __future__ import annotations

import functools
import math
import random

from game.ai.bingo.fast import _FREE, CHOOSE, FastBingo, _worth
from game.ai.bingo.heuristic import (
    BEAT,
    DENY,
    KEEP,
    LINE_WORTH,
    TRUMP_IN,
    cover_value,
    missed_value,
)
from game.ai.odds import chance_holds
from game.rules.bingo import VALUES, PlaceFree
from game.rules.cards import Card, PlayCard

_cover = functools.cache(cover_value)
_missed = functools.cache(missed_value)
_holds = functools.cache(chance_holds)


class Unseen:
    """What ``seat`` has not seen in the sample, as one bit mask of values per colour (bit v: the
    value v is out), beside the seat's own cards in the same form, and per other seat how many
    unseen cards it may hold (outside its shown voids): counting above or below a value is then
    a shift and a bit count."""

    __slots__ = ("out", "mine", "pools", "sizes", "voids")

    def __init__(self, fast: FastBingo, seat: int):
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


def trick_chances(fast: FastBingo, seat: int, unseen: Unseen, card: Card, me: int, lead: str,
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


def extremeness(unseen: Unseen, card: Card) -> float:
    """``heuristic_bingo.Table.extremeness``: 1 for the top or bottom card of its colour still
    out (the seat's own other cards counted), less towards the middle."""
    known = unseen.out.get(card.colour, 0) | unseen.mine[card.colour]
    rest = known.bit_count() - 1
    if not rest:
        return 1.0
    above = (known >> card.value + 1).bit_count()
    return max(1 - above / rest, 1 - (rest - above) / rest) ** 2


class Decision:
    """One seat's choice of a card in the sample: what every candidate's score shares is worked
    out once (the trick's highest and lowest so far, what they would give their players), then
    ``score`` is ``heuristic_bingo.card_score`` of one card."""

    def __init__(self, fast: FastBingo, seat: int):
        self.fast, self.seat = fast, seat
        self.unseen = Unseen(fast, seat)
        self.mask, self.missed = fast.covered[seat], fast.missed[seat]
        self.worth = _worth(self.mask)
        self.if_missed = _missed(self.mask, self.missed)
        trick = fast.trick
        self.me = len(trick)
        self.share = 1.0 if self.me + 1 == fast.players else 0.6  # of the others' gain
        if trick:
            self.lead = trick[0][1].colour
            self.trump = fast.trump if fast.trump_variant and fast.trump != self.lead else None
            self.high_at, self.low_at = fast.high_low(trick)
            self.top, self.bottom = trick[self.high_at][1], trick[self.low_at][1].value
            self.trumped = self.top.colour == self.trump
            self.gains = [self._gain(other, card.value) for other, card in trick]

    def _gain(self, other: int, number: int) -> float:
        """What the highest or lowest with ``number`` gives ``other`` (its line: my loss)."""
        fast = self.fast
        worth = _cover(fast.covered[other], fast.missed[other], number)
        return worth if worth < LINE_WORTH else worth / DENY

    def score(self, card: Card) -> float:
        fast, seat, me = self.fast, self.seat, self.me
        gain = 0.0
        if not me:
            lead = card.colour
            trump = fast.trump if fast.trump_variant and fast.trump != lead else None
            high, low = trick_chances(fast, seat, self.unseen, card, 0, lead, trump, 1.0, 1.0)
        else:
            lead, trump = self.lead, self.trump
            if card.colour == trump:
                takes_high, takes_low = not self.trumped or card.value > self.top.value, False
            elif card.colour == lead:
                takes_high = not self.trumped and card.value > self.top.value
                takes_low = card.value < self.bottom
            else:
                takes_high = takes_low = False
            high = low = 0.0
            if takes_high or takes_low:
                high, low = trick_chances(fast, seat, self.unseen, card, me, lead, trump,
                                          float(takes_high), float(takes_low))
            high_at, low_at = -1 if takes_high else self.high_at, -1 if takes_low else self.low_at
            if high_at >= 0:
                gain += self.gains[high_at]
            if low_at >= 0 and low_at != high_at:
                gain += self.gains[low_at]
        cover = 1.0 - (1.0 - high) * (1.0 - low)
        value = cover * _cover(self.mask, self.missed, card.value) + (1.0 - cover) * self.if_missed
        value -= KEEP * extremeness(self.unseen, card) * self.worth[card.value]
        return value - DENY * gain * self.share


def sound_action(fast: FastBingo, seat: int, rng: random.Random) -> PlayCard | PlaceFree:
    """The sound player's move for ``seat`` in the sample (ties broken at random as it does)."""
    if fast.choices[seat] == CHOOSE:  # ``best_free_number``, with the worths cached
        mask = fast.covered[seat]
        open_numbers = [n for n in VALUES if not mask >> n & 1]
        rng.shuffle(open_numbers)
        return _FREE(max(open_numbers, key=_worth(mask).__getitem__))
    actions = fast.playable(seat)
    if len(actions) == 1:
        return actions[0]
    score = Decision(fast, seat).score
    start = rng.randrange(len(actions))
    best, best_value = None, -math.inf
    for action in actions[start:] + actions[:start]:
        value = score(action.card)
        if value > best_value:
            best, best_value = action, value
    return best

