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
from typing import Any

from game.ai.fishing.playout import strength_sum
from game.ai.ismcts import win_shares
from game.rules.cards import Play
from game.rules.fishing import MINUS_THREE, OVER, PENALTY, PLAY, FishingState, load_deck

HAND_WORTH = 8.0
"""Points per unit of the drawn hand's strength (``players`` × its mean strength), any round: the
rest of the game at a leaf. ``bench/fishing_calib.py`` (heuristic self-play, real round starts)
finds the hand worth 3-7 times more (slope 8.6 with seven rounds left to 20.8 before the last)
and the boat behind it worth something too; a leaf fitted per rounds left (``fishing_leaf``, held-
out rmse 5.6 against 7.6 points before the last round) did NOT measurably pay in play, so it was
deleted: paired A/B (bench/ai_ab.py, B = calibrated) +0.007 (95 % -0.086 to +0.100) over 150
pairs seeds 40000 (the last trick's draw then gave every seat the ocean's top cards); with that
draw fixed (``next_hands``) +0.066 (-0.090 to +0.222) over 76 pairs seeds 70000 and -0.007
(-0.153 to +0.140) over 74 pairs seeds 70076, together about +0.03 (-0.08 to +0.14); decision CPU
equal (median 89-92 ms under load). A plain heavier hand: B = 8.0, 300 pairs seeds 132000, 0.428 ->
0.460, +0.032 (95 % -0.044 to +0.108), same CPU (median 96 ms). Why it might pay: over 60 games
against three heuristic players (seeds 140000) hard banked 3.8 points more than they did in round 1
and 2.9 fewer in round 2, its round-2 hand weaker (mean strength 0.294 against 0.320): the starting
cards it won became its hand while theirs came fresh from the ocean. With 600 iterations (see
``ITERATIONS``) 8 against 3 at 450: +0.022 over 300 fresh pairs. Both runs positive, neither alone
significant (pooled about +0.027 over 600 pairs): 8 is kept, 3 before. Heavier still did NOT
clearly pay: B = 12.0, 300 pairs seeds 136000, 0.423 -> 0.439, +0.016 (95 % -0.058 to +0.091), same
CPU (median 103 ms), so 8 stays. Heuristic self-play (bench/fishing_calib.py, 400 games) puts the
hand drawn for round 2 at 8.7 points per unit and later hands at 11-21: that per-round worth
(``HAND_WORTH_BY_ROUND``) is now used, and this one only when it is set to None."""
HAND_WORTH_BY_ROUND: tuple[float, ...] | None = (8.7, 11.0, 16.3, 17.5, 19.5, 20.8, 21.2)
"""Points per unit of the hand drawn for rounds 2, 3, ... 8 (None: ``HAND_WORTH`` in every round):
heuristic self-play's calibration (bench/fishing_calib.py, 400 games, the hand-alone slope by rounds
left). bench/ai_ab.py B = these against ``HAND_WORTH`` 8, 300 pairs seeds 142000, 0.408 -> 0.438,
+0.030 (95 % -0.043 to +0.103), same CPU (median 100 -> 101 ms); with ``END_GAME_ROUNDS`` 2 see
there."""
BOAT_WORTH_BY_ROUND: tuple[tuple[float, float], ...] | None = (
    (0.0, -0.31), (0.0, -0.88), (0.87, -1.06), (1.47, -1.27), (3.31, -1.83), (5.11, -2.38), (0.33, -0.15))
"""(points per unit of strength, points per card) of the boat left behind the hand drawn for rounds
2, 3, ... 8 (None: the boat is worth nothing at a leaf). A seat whose boat is big draws its next hands
from its own old cards instead of the ocean's. Heuristic self-play (bench/fishing_calib.py, 400
games, beside ``HAND_WORTH_BY_ROUND``) fits, rounds 2...8: strength +0.37, -4.12, +0.87, +1.47,
+3.31, +5.11, +0.33 and cards -0.40, +0.37, -1.06, -1.27, -1.83, -2.38, -0.15 (cards alone -0.31,
-0.88, -0.76, -0.72, -0.56, -0.35, -0.01); these figures take the cards alone where the two-feature
fit is unstable (rounds 2 and 3). bench/ai_ab.py B = these against None (with ``END_GAME_ROUNDS``
3), 300 pairs seeds 156000, 0.467 -> 0.493, +0.027 (95 % -0.050 to +0.103), decision CPU median
113 -> 114 ms, p99 219 -> 222 ms; on fresh seeds 158000, 200 pairs, None against these 0.477 ->
0.453, -0.025 (-0.119 to +0.069), CPU median 109 -> 105 ms: about +0.026 over 500 pairs, and hard
with the boat won 0.487 of those 500 games."""
REWARD_SCALE = 4.0
"""Points of lead that make a position about 3:1 to be ahead, at every leaf. A flatter leaf that trusts
a lead less the more rounds are left (8 x sqrt(rounds left); one round moves two heuristic players'
margin by 13-16 points, standard deviation over 200 games; commit 714d03f, not merged) played clearly
worse: bench/ai_ab.py, 300 pairs seeds 120000, 0.497 -> 0.387, -0.110 (95 % -0.186 to -0.034). A
sharper one, 2.5, did not clearly pay: 300 pairs seeds 122000, 0.372 -> 0.408, +0.037 (-0.034 to
+0.108), same CPU (median 93 ms), and on fresh seeds 124000 (300 pairs) 0.448 -> 0.424, -0.024 (-0.098
to +0.050): about +0.006 over 600 pairs, so 4 stays."""
MARGIN = 0.05  # weight of the final margin beside the win: order lost (or won) games
END_GAME_BLEND = 0.5
"""Weight, in an end-game simulation (one that plays past the decision's round to the game's end),
of the value at the end of the decision's own round (kept by ``Rollout``) beside the finished
game's. Rounds 6 and 7 see only 115-240 such simulations over up to a dozen moves, and a finished
game's win is a coin toss for most of them; the round-end value is less noisy but only a guess.
0: the finished game alone. bench/ai_ab.py B = 0.5 against 0 (with ``fishing.ITERATIONS`` 720),
300 pairs seeds 184000, 0.486 -> 0.522, +0.036 (95 % -0.027 to +0.098; 100 pairs ended
differently), decision CPU median 125 -> 127 ms, p99 177 -> 181 ms (two A/Bs at once)."""
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
    for seat, hand in enumerate(state.hands):
        values[seat] += hand_worth(state.players, hand, state.round)
        values[seat] += boat_worth(state.boats[seat], state.round)
    return ahead(values)


def by_round(table: tuple, round_: int) -> Any:
    """The entry of a per-round table (rounds 2, 3, ...) for ``round_``."""
    return table[min(len(table) - 1, max(0, round_ - 2))]


def hand_worth_per_unit(round_: int) -> float:
    """Points per unit of the hand drawn for ``round_`` (``HAND_WORTH_BY_ROUND``)."""
    return HAND_WORTH if HAND_WORTH_BY_ROUND is None else by_round(HAND_WORTH_BY_ROUND, round_)


def hand_worth(players: int, hand: list, round_: int) -> float:
    """What the hand just drawn for ``round_`` is worth in points for the rest of the game."""
    return hand_worth_per_unit(round_) * players * strength_sum(hand) / max(1, len(hand))


def boat_worth(boat: list, round_: int) -> float:
    """What the boat left behind the hand drawn for ``round_`` is worth for the later rounds
    (``BOAT_WORTH_BY_ROUND``; 0 when it is None)."""
    if BOAT_WORTH_BY_ROUND is None or not boat:
        return 0.0
    per_strength, per_card = by_round(BOAT_WORTH_BY_ROUND, round_)
    return per_strength * strength_sum(boat) + per_card * len(boat)


def settle_last_trick(state: FishingState) -> list[float]:
    """Points per seat once the round's last trick (every hand holds one card) is taken, plus the
    worth of the hand each would draw next (``next_hands``; captures by zeros in that trick are
    left out)."""
    order = [(state.leader + k) % state.players for k in range(state.players)]
    plays = [Play(seat, state.hands[seat][0]) for seat in order]
    winner = state.trick_winner(plays).seat
    values, piles = [], []
    for seat in range(state.players):
        won = [p.card for p in plays] if seat == winner else []
        fisherman = state.fishermen[seat] + won
        penalty = PENALTY * sum(c.special == MINUS_THREE for c in won)
        values.append(state.score[seat] + len(fisherman) - penalty)
        piles.append(state.boats[seat] + fisherman)
    size = state.hand_size(state.round + 1)
    hands = next_hands(piles, state.ocean, size, order)
    if hands is None:  # over-fishing: the game ends on these points
        return values
    next_round = state.round + 1
    return [value + hand_worth(state.players, hand, next_round) + boat_worth(pile[size:], next_round)
            for value, hand, pile in zip(values, hands, piles, strict=True)]


def next_hands(piles: list, ocean: list, size: int, order: list) -> list | None:
    """The hands the seats draw for the next round, as the rules draw them: ``size`` cards off each
    pile (boat, then fisherman), the shortfall from the ocean in turn — the seat missing most
    first, ties by ``order`` (the last trick's play order). None when the ocean cannot serve all.

    It used to give every seat the ocean's top cards; drawing in turn is the rules' game and
    plays as well: paired A/B (bench/ai_ab.py, 152 pairs seeds 70300, halves 76 + 76) in turn
    0.356 against the old draw's 0.372, -0.016 (95 % about -0.12 to +0.08)."""
    missing = [max(0, size - len(pile)) for pile in piles]
    if sum(missing) > len(ocean):
        return None
    hands = [pile[:size] for pile in piles]
    drawn = 0
    for seat in sorted((s for s in order if missing[s]), key=lambda s: (-missing[s], order.index(s))):
        hands[seat] = hands[seat] + ocean[drawn:drawn + missing[seat]]
        drawn += missing[seat]
    return hands
