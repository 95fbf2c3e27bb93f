"""A sound one-look Trick-Taking Bingo player: the levels' yardstick and their search's model.

It values each playable card by what it expects the trick to give: the chance the card stays the
highest and the chance it stays the lowest of the trick, estimated from the cards nobody has seen
(who may still hold a higher or lower card of the lead colour, who showed a void and may trump),
times what covering its number is worth on the seat's card; being missed is worth a share of the
free marker it brings. From that it subtracts what the card would be worth kept (an extreme card
of its colour covers later too) and what the trick would give the others seen so far (a line an
opponent completes counts as a loss). Free markers go where they are worth most.
"""

from __future__ import annotations

import random

from game.ai.odds import chance_holds
from game.rules.base import Action
from game.rules.bingo import (
    ALL_NUMBERS,
    LINE_MASKS,
    MISSED_TRACK,
    SEAT_COLOURS,
    VALUES,
    BingoState,
    PlaceFree,
    numbers,
)
from game.rules.cards import Card, Play, best_play

LINE_WORTH = 100.0  # covering the last number of a line wins the game
BEAT = 0.7  # chance a later seat that holds a card beating mine actually plays it
TRUMP_IN = 0.6  # chance a later seat void in the lead colour trumps when it can
DENY = 0.35  # weight of the others' gains against my own
KEEP = 0.45  # weight of what an extreme card is worth kept for a later trick
MISSED_SHARE = 0.6  # how much of a distant free marker one missed step is worth


def number_value(mask: int, number: int) -> float:
    """How much covering ``number`` is worth on a card ``mask``: a line it completes dwarfs the
    rest; otherwise more for lines already begun, a little for lines through it (5 has four)."""
    if mask >> number & 1:
        return 0.0
    value = 1.0
    for line in LINE_MASKS:
        if line >> number & 1:
            have = (mask & line).bit_count()
            value += LINE_WORTH if have == 2 else have + 0.1
    return value


def best_free_number(mask: int, rng: random.Random) -> int:
    open_numbers = numbers(ALL_NUMBERS & ~mask)
    rng.shuffle(open_numbers)
    return max(open_numbers, key=lambda n: number_value(mask, n))


def missed_value(mask: int, missed: int) -> float:
    """A missed step buys a third of a free marker; the third step buys it now."""
    best = max(number_value(mask, n) for n in numbers(ALL_NUMBERS & ~mask)) if mask != ALL_NUMBERS else 0.0
    if missed + 1 >= MISSED_TRACK:
        return best
    return MISSED_SHARE * best / (MISSED_TRACK - missed)


def cover_value(mask: int, missed: int, number: int) -> float:
    """Worth of being highest or lowest with ``number``: its cover, or a missed step if covered."""
    if mask >> number & 1:
        return missed_value(mask, missed)
    return number_value(mask, number)


class Table:
    """What one seat can infer about the unseen cards: which seat may hold what, and how likely."""

    def __init__(self, view: BingoState, seat: int):
        self.view, self.seat = view, seat
        seen = set(view.hands[seat]) | view.played | {p.card for p in view.trick}
        self.unseen = [Card(c, v) for c in SEAT_COLOURS[:view.players] for v in VALUES
                       if Card(c, v) not in seen]
        self.mine = list(view.hands[seat])

    def _holding(self, other: int, count: int) -> float:
        """Chance ``other`` holds at least one of ``count`` particular unseen cards it may hold."""
        pool = sum(1 for c in self.unseen if c.colour not in self.view.voids[other])
        return chance_holds(pool, len(self.view.hands[other]), count)

    def holds(self, other: int, colour: str, test) -> float:
        if colour in self.view.voids[other]:
            return 0.0
        return self._holding(other, sum(1 for c in self.unseen if c.colour == colour and test(c.value)))

    def void(self, other: int, colour: str) -> float:
        if colour in self.view.voids[other]:
            return 1.0
        return 1.0 - self.holds(other, colour, lambda v: True)

    def extremeness(self, card: Card) -> float:
        """1 for the highest or lowest card of its colour still out, less towards the middle."""
        rest = [c.value for c in self.unseen if c.colour == card.colour]
        rest += [c.value for c in self.mine if c.colour == card.colour and c != card]
        above = sum(v > card.value for v in rest)
        below = len(rest) - above
        if not rest:
            return 1.0
        return max(1 - above / len(rest), 1 - below / len(rest)) ** 2


def trick_chances(table: Table, card: Card) -> tuple[float, float]:
    """(chance my card ends highest, chance it ends lowest) if played now into the trick."""
    view, seat = table.view, table.seat
    trick = (*view.trick, Play(seat, card))
    lead = trick[0].card.colour
    trump = view.trump if view.trump_variant and view.trump != lead else None
    me = len(trick) - 1
    later = [(seat + k) % view.players for k in range(1, view.players - me)]
    high = 1.0 if best_play(trick, lead, trump=trump) == me else 0.0
    low = 1.0 if best_play(trick, lead, lowest_wins=True) == me else 0.0
    for other in later:
        void = table.void(other, lead)
        if high:
            if card.colour == trump:
                beat = void * TRUMP_IN * table.holds(other, trump, lambda v: v > card.value)
            else:
                beat = BEAT * table.holds(other, lead, lambda v: v > card.value)
                if trump is not None:
                    beat += void * TRUMP_IN * table.holds(other, trump, lambda v: True)
            high *= max(0.0, 1.0 - beat)
        if low:
            low *= 1.0 - BEAT * table.holds(other, lead, lambda v: v < card.value)
    return high, low


def others_gain(view: BingoState, seat: int, card: Card) -> float:
    """What the trick as it stands after my card gives the seats that played before me."""
    trick = (*view.trick, Play(seat, card))
    lead = trick[0].card.colour
    trump = view.trump if view.trump_variant and view.trump != lead else None
    gain = 0.0
    for index in {best_play(trick, lead, trump=trump), best_play(trick, lead, lowest_wins=True)}:
        play = trick[index]
        if play.seat != seat:
            value = cover_value(view.covered[play.seat], view.missed[play.seat], play.card.value)
            gain += value if value < LINE_WORTH else value / DENY  # their line is my loss
    return gain


def card_score(table: Table, card: Card) -> float:
    view, seat = table.view, table.seat
    mask, missed = view.covered[seat], view.missed[seat]
    high, low = trick_chances(table, card)
    cover = 1.0 - (1.0 - high) * (1.0 - low)
    value = cover * cover_value(mask, missed, card.value) + (1.0 - cover) * missed_value(mask, missed)
    value -= KEEP * table.extremeness(card) * number_value(mask, card.value)
    finished = len(view.trick) + 1 == view.players
    return value - DENY * others_gain(view, seat, card) * (1.0 if finished else 0.6)


def heuristic_action(view: BingoState, seat: int, actions: list, rng: random.Random) -> Action:
    """The move of the sound heuristic player (ties broken at random)."""
    if isinstance(actions[0], PlaceFree):
        return PlaceFree(best_free_number(view.covered[seat], rng))
    if len(actions) == 1:
        return actions[0]
    table = Table(view, seat)
    start = rng.randrange(len(actions))
    rotated = actions[start:] + actions[:start]
    return max(rotated, key=lambda a: card_score(table, a.card))
