"""Trick-Taking Bingo bots: easy plays a one-look heuristic, medium and hard search (ISMCTS).

``make_bot(level, seed)`` and ``LEVELS`` are the interface ``bench/ai.py`` and the table scene
use for every game. Levels differ only in thinking budget, so harder means stronger, not stranger.
"""

from __future__ import annotations

import random
from typing import Any

from game.ai.base import Bot, PolicyBot, check_level
from game.ai.ismcts import ISMCTSBot, win_shares
from game.rules.bingo import ALL_NUMBERS, LINE_MASKS, PlaceFree, PlayCard, numbers
from game.rules.cards import Play, best_play

LEVELS = ("easy", "medium", "hard")
ITERATIONS = {"medium": 150, "hard": 600}  # search budgets (iterations per decision)
EXPLORATION = 0.7
GREEDY_PLAYOUT = 0.5  # share of playout card choices made by the heuristic instead of at random
SPEED_DISCOUNT = 0.02  # a win is worth a little less per trick played: take a sure win now


def number_value(mask: int, number: int) -> float:
    """How much covering ``number`` is worth on a card ``mask``: a line it completes dwarfs the
    rest; otherwise more for lines already begun, a little for lines through it (5 has four)."""
    if mask >> number & 1:
        return 0.0
    value = 1.0
    for line in LINE_MASKS:
        if line >> number & 1:
            have = (mask & line).bit_count()
            value += 100.0 if have == 2 else have + 0.1
    return value


def best_free_number(mask: int, rng: random.Random) -> int:
    open_numbers = numbers(ALL_NUMBERS & ~mask)
    rng.shuffle(open_numbers)
    return max(open_numbers, key=lambda n: number_value(mask, n))


def card_value(state: Any, seat: int, action: PlayCard) -> float:
    """The worth of playing a card as if the trick ended now: the value of its number if it would
    be the highest or the lowest, discounted for middle cards when others still have to play."""
    card = action.card
    trick = (*state.trick, Play(seat, card))
    lead = trick[0].card.colour
    trump = state.trump if state.trump != lead else None
    me = len(trick) - 1
    if me not in (best_play(trick, lead, trump=trump), best_play(trick, lead, lowest_wins=True)):
        return 0.0
    value = number_value(state.covered[seat], card.value)
    if len(trick) < state.players:
        value *= 0.5 + abs(card.value - 5) / 8
    return value


def heuristic_action(state: Any, seat: int, actions: list, rng: random.Random) -> Any:
    """The easy bot's move, also the search's playout policy for free markers."""
    if isinstance(actions[0], PlaceFree):
        return PlaceFree(best_free_number(state.covered[seat], rng))
    start = rng.randrange(len(actions))
    rotated = actions[start:] + actions[:start]  # random tie-break
    return max(rotated, key=lambda a: card_value(state, seat, a))


def playout_action(state: Any, seat: int, actions: list, rng: random.Random) -> Any:
    """Playouts: greedy free markers, cards half heuristic and half random (cheap, not blind)."""
    if isinstance(actions[0], PlaceFree) or rng.random() < GREEDY_PLAYOUT:
        return heuristic_action(state, seat, actions, rng)
    return actions[rng.randrange(len(actions))]


def quick_win_shares(state: Any) -> list[float]:
    """The searched outcome: the win shared among the winners, a little more the sooner it comes,
    so the search does not dawdle when a line is there to take."""
    worth = 1.0 - SPEED_DISCOUNT * state.tricks
    return [worth * share for share in win_shares(state)]


def make_bot(level: str, seed: int = 0) -> Bot:
    check_level(level, LEVELS)
    if level == "easy":
        return PolicyBot(heuristic_action, seed)
    bot = ISMCTSBot(seed, ITERATIONS[level], playout=playout_action, evaluate=quick_win_shares,
                    exploration=EXPLORATION)
    bot.level = level
    return bot

