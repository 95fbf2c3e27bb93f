"""The sound heuristic player's move on a simulation state, for hard Fishing's playouts.

The sighted playout (``fishing_playout``) models the other seats loosely: on 8 games of heuristic
self-play (``bench/fishing_model.py``, 2120 decisions with a choice) it picks the sound player's
move in 0.81-0.83 of them, leads only 0.44-0.48. This is the same player (``heuristic_fishing``),
reasoning on what the moving seat itself could know. Its pool of cards out of sight is the
public knowledge's (``Sight``): the other hands, and the cards of the boats and the ocean from any
source that also has a card in another hand. A simulation drops that knowledge, so each sampled
world remembers, per seat, those buried cards (``SoundWorlds``: boats and ocean stay put for the
rest of a round), and the other hands of the world are the rest of the pool — never who holds
which. ``tests/test_fishing_sound.py`` proves it picks exactly the heuristic player's move on
every decision of seeded games.
What is slow in ``heuristic_fishing.card_score`` — a trick evaluation per unseen card and later
seat — is here a count over per-colour values, and what the candidates share (the trick's worth,
a capture's gain) is worked out once per decision, with the same float operations in the same
order, so the scores are equal to the last bit.
"""

from __future__ import annotations

import bisect
import functools
import random

from game.ai.fishing.heuristic import (
    BEAT,
    DUMP,
    KEEP,
    LATER_CARD,
    TRUMP_IN,
    heuristic_action,
    strength,
    worth,
)
from game.ai.fishing.sim import Buried, SimState, simulated
from game.ai.odds import chance_holds
from game.rules.base import Action, TurnState
from game.rules.cards import Card
from game.rules.fishing import CAPTURE_ALL, MINUS_THREE, PLAY, FishingState, is_zero, load_deck

_holds = functools.cache(chance_holds)


def buried(cards: list[Card]) -> Buried:
    colours: dict[str, list[int]] = {}
    for card in cards:
        if card.colour is not None:
            colours.setdefault(card.colour, []).append(card.value)
    for values in colours.values():
        values.sort()
    return len(cards), colours


class Odds:
    """``heuristic_fishing``'s scores of ``seat``'s cards for one decision, given the cards ``out``
    of its sight (and the ``deep`` ones of boats and ocean, counted apart)."""

    def __init__(self, state: FishingState, seat: int, out: list[Card], deep: Buried = (0, {})):
        self.view, self.seat, self.deep = state, seat, deep
        colours: dict[str, list[int]] = {}
        for card in out:
            if card.colour is not None:
                colours.setdefault(card.colour, []).append(card.value)
        self.colours, self.total = colours, len(out) + deep[0]
        trick = state.trick
        self.trump, self.lowest, self.lead = load_deck().trump, state.lowest, state.lead_colour()
        self.trumps = [p.card.value for p in trick if p.card.colour == self.trump]
        self.led = [p.card.value for p in trick if p.card.colour == self.lead] if self.lead else []
        self.first = trick[0].seat if trick else seat
        self.later = state.players - len(trick) - 1  # seats still to play after this one
        self.kept = len(state.hands[seat]) - 1  # tricks left after this one
        self.pools: dict[int, int] = {}
        self.shared: tuple | None = None  # the trick's worth and zeros, once a card may win it

    def trick_worth(self) -> tuple[float, list[float]]:
        """``heuristic_fishing.trick_worth`` without the card: its total before the zeros played
        so far, and per such zero the best worth of the other cards in the trick."""
        if self.shared is None:
            cards = [p.card for p in self.view.trick]
            total = sum(worth(c) for c in cards) + 1.0  # the same steps as trick_worth
            total += LATER_CARD * self.later
            zeros = [max((worth(c) for c in cards if c is not p.card), default=-1e9)
                     for p in self.view.trick if is_zero(p.card) and p.seat != self.seat]
            self.shared = total, zeros
        return self.shared

    def capture_gain(self, card: Card) -> float:
        """``heuristic_fishing.capture_gain``."""
        cards = [p.card for p in self.view.trick]
        if is_zero(card):
            best = max((worth(c) for c in cards), default=0.0)
            return max(best, LATER_CARD if self.later else 0.0)
        return sum(worth(c) for c in cards) + LATER_CARD * self.later

    def pool(self, other: int) -> int:
        """How many of the cards out of sight ``other`` may hold (none of a colour it lacks)."""
        pool = self.pools.get(other)
        if pool is None:
            colours, deep = self.colours, self.deep[1]
            voids = self.view.voids[other]
            pool = self.total - sum(len(colours.get(c, ())) + len(deep.get(c, ())) for c in voids)
            self.pools[other] = pool
        return pool

    def above(self, colour: str, value: int | None) -> int:
        """Cards of ``colour`` out of sight that beat ``value`` of that colour (all for None)."""
        values, deep = self.colours.get(colour, ()), self.deep[1].get(colour, ())
        if value is None:
            return len(values) + len(deep)
        if self.lowest:
            return sum(1 for v in values if v < value) + bisect.bisect_left(deep, value)
        return sum(1 for v in values if v > value) + len(deep) - bisect.bisect_right(deep, value)

    def win_chance(self, card: Card) -> float:
        """``Sight.win_chance``: the chance ``card`` takes the trick if played now."""
        colour = card.colour
        if colour is None:
            return 0.0
        view, seat, trump, lowest = self.view, self.seat, self.trump, self.lowest
        lead = self.lead or colour
        pick = min if lowest else max
        trumps = self.trumps + [card.value] if colour == trump else self.trumps
        led = self.led + [card.value] if colour == lead else self.led
        if trumps:  # the trumps compete, or the lead colour, or (none) the caller takes it
            if colour != trump or pick(trumps) != card.value:
                return 0.0
        elif led:
            if colour != lead or pick(led) != card.value:
                return 0.0
        elif (view.caller if view.caller is not None else self.first) != seat:
            return 0.0
        if trumps:  # only a better trump beats the trick
            best = pick(trumps)
            beat_trump = self.above(trump, best)
            beat_lead = beat_trump if lead == trump else 0
        else:
            beat_lead = self.above(lead, pick(led) if led else None)
            beat_trump = self.above(trump, None)
        lead_out = self.above(lead, None)
        chance = 1.0
        players = view.players
        for k in range(1, players - len(view.trick)):
            other = (seat + k) % players
            voids = view.voids[other]
            pool, size = self.pool(other), len(view.hands[other])
            follow = _holds(pool, size, 0 if lead in voids else beat_lead)
            threat = BEAT * follow
            if lead != trump:
                void = 1.0 - _holds(pool, size, 0 if lead in voids else lead_out)
                threat += TRUMP_IN * void * _holds(pool, size, 0 if trump in voids else beat_trump)
            chance *= max(0.0, 1.0 - threat)
        return chance

    def score(self, card: Card) -> float:
        """``heuristic_fishing.card_score``, to the last bit."""
        chance = self.win_chance(card)
        value = 0.0
        if chance:
            total, zeros = self.trick_worth()
            for best in zeros:
                total -= max(best, worth(card))
            value = chance * total
        if is_zero(card) or card.special == CAPTURE_ALL:
            value += self.capture_gain(card)
        later = self.kept
        if card.special == MINUS_THREE:
            value += DUMP
            return value - (DUMP * min(1.0, later / 2) * 0.8 if later > 0 else 0.0)
        return value - (KEEP * strength(card) * min(1.0, later / 3) if later > 0 else 0.0)


class SoundWorlds:
    """Makes sampled worlds of one decision simulation states that remember, per seat, the buried
    cards its heuristic player counts as out of sight (clones keep them): those of every source of
    hidden cards (``Knowledge``) with a card in another seat's hand, or loose after a pass."""

    def __init__(self, view: FishingState):
        knowledge = view.knowledge
        self.sources = []  # per seat: the multiset of cards in its sight's pool
        for seat in range(view.players):
            pool: dict[Card, int] = {}
            for source, cards in knowledge.cards.items():
                held = knowledge.in_hand[source]
                if knowledge.loose_of[source] or any(n for p, n in held.items() if p != seat):
                    for card, n in cards.items():
                        pool[card] = pool.get(card, 0) + n
            self.sources.append(pool)

    def buried(self, state: FishingState) -> list[Buried]:
        deep = [*state.ocean, *(c for boat in state.boats for c in boat)]
        result = []
        for pool in self.sources:
            left = dict(pool)
            cards = []
            for card in deep:
                if left.get(card):
                    left[card] -= 1
                    cards.append(card)
            result.append(buried(cards))
        return result

    def __call__(self, state: TurnState) -> SimState:
        if not isinstance(state, FishingState):
            raise TypeError(f"a Fishing simulation plays {type(state).__name__}")
        buried = self.buried(state)
        world = simulated(state)
        world.buried = buried
        return world


def sound_world(state: FishingState) -> SimState:
    """``state`` (a sampled world with its knowledge) made a sound simulation state."""
    return SoundWorlds(state)(state)


def odds(state: SimState, seat: int) -> Odds:
    """The heuristic player's odds for ``seat`` in a sound simulation state."""
    out = [card for other, hand in enumerate(state.hands) if other != seat for card in hand]
    return Odds(state, seat, out, state.buried[seat])


def sound_card(state: SimState, seat: int, cards: list, lead: str | None = None) -> Card:
    """The heuristic player's card among ``cards`` (its distinct playable cards) in a sound
    simulation state: the first of the best scores, as its ``max`` over the legal actions.
    (``lead`` is ignored: the signature of ``fishing_playout.sighted_card``.)"""
    return max(cards, key=odds(state, seat).score)


def sound_action(state: SimState, seat: int, actions: list, rng: random.Random) -> Action:
    """The heuristic player's move in a sound simulation state (captures, calls and passes too)."""
    if state.phase != PLAY or len(actions) == 1:
        return heuristic_action(state, seat, actions, rng)
    card = sound_card(state, seat, [a.card for a in actions])
    return next(a for a in actions if a.card is card)
