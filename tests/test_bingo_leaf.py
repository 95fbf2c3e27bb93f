"""The hard bot's judgement of a position at a playout's horizon (``bingo_leaf``)."""

import random

import pytest
from test_bingo_bots import line_in_reach

from game.ai import bingo as bots
from game.ai.base import decide
from game.ai.bingo_fast import FastBingo
from game.ai.bingo_leaf import FEATURES, WEIGHTS, card_shape, features, win_chances
from game.ai.ismcts import win_shares
from game.rules import bingo
from game.rules.bingo import PlayCard, parse_card


def test_card_shape_finds_the_numbers_that_complete_a_line():
    winning, one, count = card_shape((1 << 4) | (1 << 9))  # top row 4 9 _ : 2 completes it
    assert winning == 1 << 2 and count == 2
    assert one == 3  # 4 3 8, 4 5 6 and 9 5 1 hold one covered number each
    assert card_shape(0) == (0, 0, 0)


def test_the_leader_with_a_sure_winning_card_is_the_favourite():
    """Seat 0 leads, has 4 and 2 covered and holds blue 9, the highest blue: leading it covers 9."""
    hands = (
        ("blue 9", "green 5", "green 6"),
        ("blue 3", "green 1", "green 2"),
        ("blue 4", "green 3", "green 4"),
        ("blue 5", "blue 6", "green 7"),
    )
    deck = [f"{c} {v}" for c in ("blue", "green", "yellow", "purple") for v in range(1, 10)]
    dealt = {card for hand in hands for card in hand}
    rest = [card for card in deck if card not in dealt]
    full = [list(hand) + rest[i * 6:(i + 1) * 6] for i, hand in enumerate(hands)]
    state = bingo.new_game(4, seed=0, hands=full, leader=0)
    state.covered[0] = (1 << 4) | (1 << 2)
    fast = FastBingo.of(state)
    rows = features(fast)
    assert len(rows[0]) == len(FEATURES) == len(WEIGHTS)
    mine = dict(zip(FEATURES, rows[0], strict=True))
    assert mine["winning numbers"] == 1 and mine["holds winning"] >= 1
    assert mine["sure winning"] >= 1 and mine["leads a sure win"] == 1
    chances = win_chances(fast)
    assert abs(sum(chances) - 1) < 1e-9
    assert chances[0] == max(chances) and chances[0] > 0.5


def test_an_unfinished_playout_is_judged_at_the_horizon(monkeypatch):
    """With playouts cut at a horizon, the outcome of an unfinished game is the leaf's judgement."""
    monkeypatch.setattr(bots, "HORIZON", 1)
    state = bingo.new_game(4, seed=3)
    fast = FastBingo.of(state)
    rewards = bots.outcome(fast)
    assert len(rewards) == 4 and all(0 <= r <= 1 for r in rewards)
    stop = bots.horizon(1)
    rng = random.Random(0)
    while not stop(fast):
        seat = fast.to_move()[0]
        fast.apply(seat, fast.greedy_action(seat, rng))
    assert fast.tricks >= 1 and not fast.trick


@pytest.mark.parametrize("blend", [0.0, 0.5])
def test_hard_with_a_horizon_still_takes_a_winning_line(monkeypatch, blend):
    monkeypatch.setattr(bots, "HORIZON", 2)
    monkeypatch.setattr(bots, "BLEND", blend)
    state = line_in_reach()
    action = decide(bots.make_bot("hard", seed=1), state.view(2), 2)
    assert action == PlayCard(parse_card("blue 9"))


def test_a_blended_playout_mixes_the_leaf_at_the_horizon_with_the_end(monkeypatch):
    monkeypatch.setattr(bots, "BLEND", 0.25)
    blended = bots.Blended(bots.horizon(1))
    fast = FastBingo.of(bingo.new_game(4, seed=5))
    blended.simulate(fast, random.Random(1))
    assert fast.is_over() and blended.chances is not None
    ends = win_shares(fast)
    mixed = [0.25 * e + 0.75 * c for e, c in zip(ends, blended.chances, strict=True)]
    assert blended.evaluate(fast) == bots.outcome(fast, mixed)
