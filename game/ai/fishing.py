"""Fishing bots: easy plays a readable one-look heuristic; medium and hard search with ISMCTS.

The search samples the hidden cards with ``determinize`` (consistent with every card played, the
fishermen, the boats' contents and the colours each seat showed it lacks), plays each sample out
to the end of the round with the easy heuristic (a little randomised), and then values the position
by the points banked *and* the strength of the hand each seat has just drawn — the cards won this
round are next round's hand, so a point now can cost a trick later. ``make_bot(level, seed)`` and
``LEVELS`` are the interface of ``bench/ai.py`` and the table scene.
"""

from __future__ import annotations

import math
import random
from typing import Any

from game.ai.base import Bot, PolicyBot, check_level
from game.ai.ismcts import ISMCTSBot, win_shares
from game.rules.cards import Card, Play
from game.rules.fishing import CALL, CAPTURE, OVER, PASS, FishingState
from game.rules.fishing.deck import (
    CALL_COLOUR,
    CAPTURE_ALL,
    LOWEST_WINS,
    MINUS_THREE,
    PASS_LEFT,
    PENALTY,
    PLAY_FIRST,
    is_zero,
    load_deck,
)

LEVELS = ("easy", "medium", "hard")
ITERATIONS = {"medium": 40, "hard": 300}  # search budgets (iterations per decision)
EXPLORATION = 0.7
PLAYOUT_NOISE = 0.15  # share of playout moves chosen at random rather than by the heuristic
HAND_WORTH = 3.0  # points per unit of average hand strength drawn for the next round, per seat
REWARD_SCALE = 4.0  # points of lead that make a position about 3:1 to be ahead

# How useful a buoy is to hold (0..1); the −3 is a weapon to dump on others' tricks.
BUOY_STRENGTH = {CAPTURE_ALL: 0.9, CALL_COLOUR: 0.6, LOWEST_WINS: 0.5, PLAY_FIRST: 0.4, PASS_LEFT: 0.3,
                 MINUS_THREE: 0.3}
ZERO_STRENGTH = 0.45  # a zero rarely wins but always captures the best card of its trick


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


# -- the easy heuristic ----------------------------------------------------------------------------
def would_win(state: FishingState, seat: int, card: Card) -> bool:
    """Would ``seat`` take the trick if it ended right after playing ``card``?"""
    return state.trick_winner([*state.trick, Play(seat, card)]).seat == seat


def heuristic_action(state: FishingState, seat: int, actions: list, rng: random.Random) -> Any:
    """The easy bot's move: win a trick worth having as cheaply as possible, else throw the least
    useful card (a −3 first, so someone else swallows it); capture the best card; pass the worst;
    call the colour of one's strongest card."""
    if state.phase == CAPTURE:
        return max(actions, key=lambda a: worth(a.card))
    if state.phase == PASS:
        return min(actions, key=lambda a: strength(a.card) if a.card.special != MINUS_THREE else -1)
    if state.phase == CALL:
        hand = state.hands[seat]
        return max(actions, key=lambda a: max((strength(c) for c in hand if c.colour == a.colour), default=0))
    if len(actions) == 1:
        return actions[0]
    cards = [a.card for a in actions]
    if not state.trick:  # lead a strong plain card to pull the table, else the weakest card
        plain = [c for c in cards if c.colour not in (None, load_deck().trump) and not is_zero(c)]
        if plain and max(map(strength, plain)) > 0.45:
            return _action_for(actions, max(plain, key=strength))
        return _action_for(actions, min(cards, key=_throw_order))
    stake = sum(worth(p.card) for p in state.trick) + (state.players - len(state.trick) - 1)
    winners = [c for c in cards if c.colour is not None and would_win(state, seat, c)]
    if winners and stake > 0:
        return _action_for(actions, min(winners, key=strength))
    if stake <= 0:  # a trick with a −3: duck under it with a card that cannot win
        losers = [c for c in cards if not would_win(state, seat, c)]
        if losers:
            return _action_for(actions, max(losers, key=strength) if len(losers) > 1 else losers[0])
    return _action_for(actions, min(cards, key=_throw_order))


def _throw_order(card: Card) -> float:
    return -1.0 if card.special == MINUS_THREE else strength(card)


def _action_for(actions: list, card: Card) -> Any:
    return next(a for a in actions if a.card == card)


def playout_action(state: FishingState, seat: int, actions: list, rng: random.Random) -> Any:
    """Simulations follow the heuristic, with a little noise so they do not all agree."""
    if rng.random() < PLAYOUT_NOISE:
        return actions[rng.randrange(len(actions))]
    return heuristic_action(state, seat, actions, rng)


# -- the search ------------------------------------------------------------------------------------
class RoundHorizon:
    """Stop simulations once the round they started in is over (or the game)."""

    def __init__(self, round_: int):
        self.round = round_

    def __call__(self, state: FishingState) -> bool:
        return state.round != self.round


def evaluate(state: FishingState) -> list[float]:
    """Each seat's reward in [0, 1]: the win if the game is over; otherwise its margin over the
    best other seat in points plus the worth of the hand it has drawn for the coming round."""
    if state.phase == OVER:
        return win_shares(state)
    values = [state.score[s] + len(state.fishermen[s]) for s in range(state.players)]
    for seat, hand in enumerate(state.hands):
        values[seat] += HAND_WORTH * state.players * sum(strength(c) for c in hand) / max(1, len(hand))
    rewards = []
    for seat, value in enumerate(values):
        rival = max(v for s, v in enumerate(values) if s != seat)
        rewards.append(1 / (1 + math.exp(-(value - rival) / REWARD_SCALE)))
    return rewards


class SearchView:
    """A seat's view as the search samples it: each sampled world is played without the public
    knowledge bookkeeping, which only a view needs (simulations run about a fifth faster)."""

    def __init__(self, view: FishingState):
        self.view = view

    def legal_actions(self, seat: int) -> list:
        return self.view.legal_actions(seat)

    def determinize(self, seat: int, rng: random.Random) -> FishingState:
        return self.view.determinize(seat, rng).untracked()


class FishingSearchBot(ISMCTSBot):
    """ISMCTS whose simulations end with the round, valued by :func:`evaluate`."""

    def _start(self, view: Any, seat: int) -> None:
        self.options["horizon"] = RoundHorizon(view.round)
        super()._start(SearchView(view), seat)


def make_bot(level: str, seed: int = 0) -> Bot:
    check_level(level, LEVELS)
    if level == "easy":
        return PolicyBot(heuristic_action, seed)
    bot = FishingSearchBot(seed, ITERATIONS[level], playout=playout_action, evaluate=evaluate,
                           exploration=EXPLORATION)
    bot.level = level
    return bot
