"""A sound one-look Fishing player: the yardstick of the medium and hard bots (their search
weighs its liking of a move), and the source of their card values.

Each playable card is valued by what it is expected to bring: the chance it takes the trick
(no later seat likely to beat it, from the cards that may still be in hands and the colours each
seat showed it lacks) times the trick's worth in points — a −3 in it counts −2, a zero that will
capture takes its best card away — plus what a zero or *Capture all* captures, minus what the card
is worth kept for the tricks still to come. So it follows cheaply, ducks under a −3, dumps its
weakest card (the −3 first, onto someone else) and keeps its trumps for tricks worth having.
Zeros capture the card worth most, the pass gives away the −3 or the weakest card, and a caller
names the colour it is strongest in.
"""

from __future__ import annotations

import functools
import random

from game.ai.odds import chance_holds
from game.rules.base import Action
from game.rules.cards import Card, Play
from game.rules.fishing import (
    CALL,
    CALL_COLOUR,
    CAPTURE,
    CAPTURE_ALL,
    LOWEST_WINS,
    MINUS_THREE,
    PASS,
    PASS_LEFT,
    PENALTY,
    PLAY_FIRST,
    FishingState,
    is_buoy,
    is_zero,
    load_deck,
)

BEAT = 0.75  # chance a later seat that can beat my card does
TRUMP_IN = 0.6  # chance a later seat void in the lead colour trumps when it can
KEEP = 1.2  # points a card of strength 1 is worth kept for a later trick of this round
DUMP = 0.8  # points my −3 on someone else's trick is worth to me (their loss is my gain)
LATER_CARD = 1.1  # expected worth of a card still to come into the trick

# How useful a buoy is to hold (0..1); the −3 is a weapon to dump on others' tricks.
BUOY_STRENGTH = {CAPTURE_ALL: 0.9, CALL_COLOUR: 0.6, LOWEST_WINS: 0.5, PLAY_FIRST: 0.4, PASS_LEFT: 0.3,
                 MINUS_THREE: 0.3}
ZERO_STRENGTH = 0.45  # a zero rarely wins but always captures the best card of its trick


@functools.cache  # a hot path of hard's simulations; the deck never changes
def strength(card: Card) -> float:
    """How much a card helps its holder win what they want, from 0 (useless) to 1."""
    if card.colour is None:
        return BUOY_STRENGTH.get(card.special, 0.3)
    if is_zero(card):
        return ZERO_STRENGTH
    if card.colour == load_deck().trump:
        return 0.55 + 0.45 * card.value / 16
    return 0.7 * card.value / 18


def worth(card: Card) -> float:
    """What a card is worth on my fisherman: a point now (−3 for the −3) and a card for later."""
    if card.special == MINUS_THREE:
        return 1 - PENALTY
    return 1 + strength(card)


class Sight:
    """What one seat can tell about the cards still in the other hands (from the public
    knowledge of hidden cards, minus its own hand)."""

    def __init__(self, view: FishingState, seat: int):
        self.view, self.seat = view, seat
        knowledge = view.knowledge
        out: dict[Card, int] = {}
        for source, cards in knowledge.cards.items():
            others = any(n for p, n in knowledge.in_hand[source].items() if p != seat)
            if others or knowledge.loose_of[source]:
                for card, n in cards.items():
                    out[card] = out.get(card, 0) + n
        for card in view.hands[seat]:
            if out.get(card):
                out[card] -= 1
        self.out = [card for card, n in out.items() for _ in range(n)]

    def holds(self, other: int, test) -> float:
        """Chance ``other`` holds a card passing ``test`` (never one of a colour it lacks)."""
        voids = self.view.voids[other]
        pool = [c for c in self.out if c.colour is None or c.colour not in voids]
        return chance_holds(len(pool), len(self.view.hands[other]), sum(1 for c in pool if test(c)))

    def win_chance(self, card: Card) -> float:
        """Chance ``card`` takes the trick if played now: it would win as things stand, and no
        later seat beats it (following suit, or trumping when it lacks the lead colour)."""
        view, seat = self.view, self.seat
        trick = [*view.trick, Play(seat, card)]
        won = view.trick_winner(trick)
        if won.seat != seat or is_buoy(card):
            return 0.0
        lead = view.lead_colour() or card.colour
        trump = load_deck().trump
        plain = won.card is card and view.caller is None  # no caller can win by default
        beats = self._beats(trick, lead, trump) if plain else set()
        chance = 1.0
        for k in range(1, view.players - len(trick) + 1):
            other = (seat + k) % view.players
            if not plain:
                beats = {c for c in self.out if c.colour is not None and view.trick_winner(
                    [*trick, Play(other, c)]).seat == other}
            follow = self.holds(other, lambda c, b=beats: c in b and c.colour == lead)
            threat = BEAT * follow
            if lead != trump:
                void = 1.0 - self.holds(other, lambda c: c.colour == lead)  # 1 for a known void
                threat += TRUMP_IN * void * self.holds(other, lambda c, b=beats: c in b and c.colour == trump)
            chance *= max(0.0, 1.0 - threat)
        return chance


    def _beats(self, trick: list[Play], lead: str, trump: str) -> set[Card]:
        """Unseen cards that would take ``trick`` from its last card, which wins it now (what
        ``trick_winner`` says of each, worked out at once: the winner is a card, not a caller)."""
        top = trick[-1].card
        lowest = self.view.lowest
        trumped = top.colour == trump or any(p.card.colour == trump for p in trick)
        beats = set()
        for c in self.out:
            if c.colour == trump:
                if top.colour != trump or (c.value < top.value if lowest else c.value > top.value):
                    beats.add(c)
            elif (c.colour == lead and c.colour is not None and not trumped
                  and (c.value < top.value if lowest else c.value > top.value)):
                beats.add(c)
        return beats


def tricks_left(view: FishingState, seat: int) -> int:
    return len(view.hands[seat])


def keep_value(view: FishingState, seat: int, card: Card) -> float:
    """What ``card`` is worth kept: its strength for the tricks still to come this round (none in
    the last); the −3 kept is a weapon, worth a dump later."""
    later = tricks_left(view, seat) - 1
    if later <= 0:
        return 0.0
    if card.special == MINUS_THREE:
        return DUMP * min(1.0, later / 2) * 0.8
    return KEEP * strength(card) * min(1.0, later / 3)


def trick_worth(view: FishingState, seat: int, card: Card) -> float:
    """Points the winner of this trick can expect: the cards in it, a card from each seat still to
    play, and a point for my own card (its strength stays mine whether I win or not), less what
    zeros played before mine will capture."""
    cards = [p.card for p in view.trick] + [card]
    total = sum(worth(c) for c in cards[:-1]) + 1.0
    total += LATER_CARD * (view.players - len(cards))
    for play in view.trick:
        if is_zero(play.card) and play.seat != seat:
            total -= max(worth(c) for c in cards if c is not play.card)
    return total


def capture_gain(view: FishingState, seat: int, card: Card) -> float:
    """What my zero or *Capture all* brings to my fisherman (the cards after it counted roughly)."""
    others = [p.card for p in view.trick]
    later = view.players - len(others) - 1
    if is_zero(card):
        best = max((worth(c) for c in others), default=0.0)
        return max(best, LATER_CARD if later else 0.0)
    if card.special == CAPTURE_ALL:
        return sum(worth(c) for c in others) + LATER_CARD * later
    return 0.0


def card_score(sight: Sight, card: Card) -> float:
    view, seat = sight.view, sight.seat
    value = sight.win_chance(card) * trick_worth(view, seat, card)
    value += capture_gain(view, seat, card)
    if card.special == MINUS_THREE:
        value += DUMP  # it lands on another seat: buoys never win a trick with colours in it
    return value - keep_value(view, seat, card)


def call_strength(hand: tuple, colour: str) -> float:
    own = [strength(c) for c in hand if c.colour == colour]
    return max(own, default=0.0) + 0.1 * len(own)


def heuristic_action(view: FishingState, seat: int, actions: list, rng: random.Random) -> Action:
    """The move of the sound heuristic player."""
    if len(actions) == 1:
        return actions[0]
    if view.phase == CAPTURE:
        return max(actions, key=lambda a: worth(a.card))
    if view.phase == PASS:
        return min(actions, key=lambda a: -1.0 if a.card.special == MINUS_THREE else strength(a.card))
    if view.phase == CALL:
        return max(actions, key=lambda a: call_strength(view.hands[seat], a.colour))
    sight = Sight(view, seat)
    return max(actions, key=lambda a: card_score(sight, a.card))
