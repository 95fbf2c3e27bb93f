"""What a simulated Fishing position is worth to each seat: hard's leaf (``evaluate``).

A simulation that stops at its round's end is valued by the points banked *and* the strength of
the hand each seat has just drawn — the cards won this round are next round's hand, so a point now
can cost a trick later (``HAND_WORTH_BY_ROUND``; the boat left behind it, ``BOAT_WORTH_BY_ROUND``).
One that stops where its round's last trick starts settles that trick by its cards and draws the
next hands as the rules would (``settle_last_trick``, ``next_hands``). A finished game counts the
win first and then the margin. An end-game simulation (``fishing.END_GAME_ROUNDS``) may blend its
finished game with the value at the end of the decision's own round (``END_GAME_BLEND``).
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from typing import TypeVar

from game.ai.fishing.playout import strength_sum
from game.ai.fishing.sim import plays_of
from game.ai.ismcts import win_shares
from game.rules.cards import Card
from game.rules.fishing import MINUS_THREE, OVER, PENALTY, PLAY, FishingState, load_deck

T = TypeVar("T")
HAND_WORTH = 8.0
"""Points per unit of the drawn hand's strength (``players`` × its mean strength), any round: the
rest of the game at a leaf; used only when ``HAND_WORTH_BY_ROUND`` is None. See bench/NOTES.md,
"Fishing: HAND_WORTH"."""
HAND_WORTH_BY_ROUND: tuple[float, ...] | None = (8.7, 11.0, 16.3, 17.5, 19.5, 20.8, 21.2)
"""Points per unit of the hand drawn for rounds 2, 3, ... 8 (None: ``HAND_WORTH`` in every round),
as heuristic self-play calibrates them; see bench/NOTES.md, "Fishing: HAND_WORTH_BY_ROUND"."""
BOAT_WORTH_BY_ROUND: tuple[tuple[float, float], ...] | None = (
    (0.0, -0.31), (0.0, -0.88), (0.87, -1.06), (1.47, -1.27), (3.31, -1.83), (5.11, -2.38), (0.33, -0.15))
"""(points per unit of strength, points per card) of the boat left behind the hand drawn for rounds
2, 3, ... 8 (None: worth nothing), as self-play fits them; see bench/NOTES.md,
"Fishing: BOAT_WORTH_BY_ROUND"."""
REWARD_SCALE = 4.0
"""Points of lead that make a position about 3:1 to be ahead, at every leaf (flatter played worse,
sharper did not pay); see bench/NOTES.md, "Fishing: REWARD_SCALE"."""
MARGIN = 0.05  # weight of the final margin beside the win: order lost (or won) games
END_GAME_BLEND = 0.5
"""Weight, in an end-game simulation, of the value at the end of the decision's own round (kept by
``Rollout``) beside the finished game's (less noisy); see bench/NOTES.md, "Fishing: END_GAME_BLEND"."""
ROUND_END = "round_end_values"
"""The attribute a simulated state keeps its round-end value in (``Rollout`` sets it)."""


def last_trick_ahead(state: FishingState) -> bool:
    """The round's last trick is about to start (one card in every hand): it is all but forced."""
    return state.phase == PLAY and not state.trick and len(state.hands[state.leader]) == 1


def ahead(values: list[float]) -> list[float]:
    """Each seat's margin over the best other seat, squashed into (0, 1)."""
    top = max(values)
    second = sorted(values)[-2]
    exp = math.exp
    return [1 / (1 + exp(-(value - (second if value == top else top)) / REWARD_SCALE)) for value in values]


def evaluate(state: FishingState) -> list[float]:
    """Each seat's reward in [0, 1]. At the end of the game the win first, then the margin in
    points (a lost game is lost by as little as possible: never a −3 swallowed by choice).
    Otherwise the margin over the best other seat in points plus the worth of the hand it has
    drawn for the coming round."""
    if state.phase == OVER:
        margins = ahead([float(v) for v in state.score])
        final = [(1 - MARGIN) * w + MARGIN * m for w, m in zip(win_shares(state), margins, strict=True)]
        midway = getattr(state, ROUND_END, None)
        if midway is None or not END_GAME_BLEND:
            return final
        return [(1 - END_GAME_BLEND) * f + END_GAME_BLEND * m for f, m in zip(final, midway, strict=True)]
    rounds = load_deck().rounds
    if last_trick_ahead(state) and state.round < rounds:
        return ahead(settle_last_trick(state))
    values = [state.score[s] + len(state.fishermen[s]) for s in range(state.players)]
    return ahead(plus_drawn(values, state.players, state.hands, state.boats, state.round))


def by_round(table: Sequence[T], round_: int) -> T:
    """The entry of a per-round table (rounds 2, 3, ...) for ``round_``."""
    return table[min(len(table) - 1, max(0, round_ - 2))]


def hand_worth_per_unit(round_: int) -> float:
    """Points per unit of the hand drawn for ``round_`` (``HAND_WORTH_BY_ROUND``)."""
    return HAND_WORTH if HAND_WORTH_BY_ROUND is None else by_round(HAND_WORTH_BY_ROUND, round_)


def hand_worth(players: int, hand: Sequence[Card], round_: int) -> float:
    """What the hand just drawn for ``round_`` is worth in points for the rest of the game."""
    return _hand_part(hand_worth_per_unit(round_) * players, hand)


def boat_worth(boat: list, round_: int) -> float:
    """What the boat left behind the hand drawn for ``round_`` is worth for the later rounds
    (``BOAT_WORTH_BY_ROUND``; 0 when it is None)."""
    return _boat_part(boat_rates(round_), boat)


def plus_drawn(values: Sequence[float], players: int, hands: Sequence[Sequence[Card]],
               boats: Sequence[list], round_: int) -> list[float]:
    """Each seat's value plus ``hand_worth`` of its hand and ``boat_worth`` of its boat (the
    same floats), the round's rates looked up once for every seat: a leaf asks for them all."""
    unit, rates = hand_worth_per_unit(round_) * players, boat_rates(round_)
    return [value + _hand_part(unit, hand) + _boat_part(rates, boat)
            for value, hand, boat in zip(values, hands, boats, strict=True)]


def boat_rates(round_: int) -> tuple[float, float] | None:
    """(points per unit of strength, points per card) of the boat behind the hand for ``round_``."""
    return None if BOAT_WORTH_BY_ROUND is None else by_round(BOAT_WORTH_BY_ROUND, round_)


def _hand_part(unit: float, hand: Sequence[Card]) -> float:
    return unit * strength_sum(hand) / max(1, len(hand))


def _boat_part(rates: tuple[float, float] | None, boat: list) -> float:
    if rates is None or not boat:
        return 0.0
    per_strength, per_card = rates
    return per_strength * strength_sum(boat) + per_card * len(boat)


def settle_last_trick(state: FishingState) -> list[float]:
    """Points per seat once the round's last trick (every hand holds one card) is taken, plus the
    worth of the hand each would draw next (``next_hands``; captures by zeros in that trick are
    left out)."""
    order = [(state.leader + k) % state.players for k in range(state.players)]
    plays = [plays_of(state.hands[seat][0])[seat] for seat in order]
    winner = state.trick_winner(plays).seat
    values: list[float] = []
    piles = []
    for seat in range(state.players):
        fisherman = state.fishermen[seat]
        points = state.score[seat] + len(fisherman)
        if seat == winner:
            won = [p.card for p in plays]
            fisherman = fisherman + won
            points += len(won) - PENALTY * sum(c.special == MINUS_THREE for c in won)
        values.append(points)
        piles.append(state.boats[seat] + fisherman)
    size = state.hand_size(state.round + 1)
    hands = next_hands(piles, state.ocean, size, order)
    if hands is None:  # over-fishing: the game ends on these points
        return values
    return plus_drawn(values, state.players, hands, [pile[size:] for pile in piles], state.round + 1)


def next_hands(piles: list, ocean: list, size: int, order: list) -> list | None:
    """The hands the seats draw for the next round, as the rules draw them: ``size`` cards off each
    pile (boat, then fisherman), the shortfall from the ocean in turn — the seat missing most
    first, ties by ``order`` (the last trick's play order). None when the ocean cannot serve all.

    Drawing in turn is the rules' game and plays as well as the old top-cards guess; see
    bench/NOTES.md, "Fishing: next_hands"."""
    missing = [max(0, size - len(pile)) for pile in piles]
    if sum(missing) > len(ocean):
        return None
    hands = [pile[:size] for pile in piles]
    drawn = 0
    for seat in sorted((s for s in order if missing[s]), key=lambda s: (-missing[s], order.index(s))):
        hands[seat] = hands[seat] + ocean[drawn:drawn + missing[seat]]
        drawn += missing[seat]
    return hands
