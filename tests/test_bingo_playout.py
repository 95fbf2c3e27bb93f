"""The sighted playout of hard's Bingo search: legal, and it counts a card only if it will stay."""

import random

from game.ai.bingo_fast import FastBingo
from game.ai.bingo_playout import sighted_action
from game.rules import bingo
from game.rules.bingo import parse_card


def test_sighted_playout_moves_are_legal():
    rng = random.Random(5)
    for game in range(40):
        fast = FastBingo.of(bingo.new_game(4, seed=game, trump=game % 2 == 1))
        while not fast.is_over():
            seat = fast.to_move()[0]
            action = sighted_action(fast, seat, rng)
            assert action in fast.legal_actions(seat)
            fast.apply(seat, action)


def deal(first: list[str], seat_hands: dict[int, list[str]]) -> list[list[str]]:
    """Four hands of nine: the given cards, filled up from the rest of the deck."""
    hands = [list(seat_hands.get(seat, [])) for seat in range(4)]
    hands[0] = list(first)
    used = {c for h in hands for c in h}
    rest = [f"{c} {v}" for c in ("blue", "green", "yellow", "purple") for v in range(9, 0, -1)]
    rest = [c for c in rest if c not in used]
    for hand in hands:
        while len(hand) < 9:
            hand.append(rest.pop())
    return hands


def leads(hands: list[list[str]], tries: int = 20) -> set:
    fast = FastBingo.of(bingo.new_game(4, seed=1, hands=hands, leader=0))
    return {sighted_action(fast, 0, random.Random(i)).card for i in range(tries)}


def test_a_high_lead_that_a_later_seat_beats_is_not_counted_as_covered():
    """Blue leads. Green 8 would be the highest green and lowest is out of reach for it, but
    yellow's green 9 beats it; purple 8 stays the highest purple (purple 9 is blue's own).
    Greedy as if the trick ended now cannot tell them apart; sight leads the sure one."""
    mine = ["green 8", "purple 8", "purple 9", "blue 5", "blue 6", "yellow 5", "yellow 6",
            "yellow 4", "blue 4"]
    hands = deal(mine, {2: ["green 9", "green 1"], 1: ["purple 1", "green 2"],
                        3: ["purple 2", "purple 3", "green 3"]})
    assert leads(hands) == {parse_card("purple 8")}


def test_a_card_nobody_else_can_follow_is_sure():
    """Blue holds every green card, so any green it leads is both the highest and the lowest of
    the trick: sure, and the centre 5 is worth most on an empty card."""
    assert leads(deal([f"green {v}" for v in range(1, 10)], {})) == {parse_card("green 5")}
