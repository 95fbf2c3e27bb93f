"""The search's compact Bingo state plays exactly like the rules engine (differential test)."""

import random

import pytest

from game.ai.bingo_fast import FastBingo, Sampler
from game.rules import bingo

PUBLIC = ("leader", "trump", "covered", "missed", "tricks", "winners_")


def same(fast: FastBingo, state) -> None:
    assert fast.to_move() == state.to_move()
    assert [list(h) for h in state.hands] == [[a.card for a in h] for h in fast.hands]
    for field in PUBLIC:
        assert getattr(fast, field) == getattr(state, field), field
    for seat in state.to_move():
        assert fast.legal_actions(seat) == state.legal_actions(seat)


@pytest.mark.parametrize("trump", [False, True])
@pytest.mark.parametrize("players", [3, 4, 5])
def test_fast_state_follows_the_rules_over_thousands_of_steps(players, trump):
    rng = random.Random(players * 2 + trump)
    steps = 0
    for game in range(60):
        state = bingo.new_game(players, seed=game, trump=trump)
        fast = FastBingo.of(state)
        while not state.is_over():
            same(fast, state)
            seat = rng.choice(state.to_move())
            action = rng.choice(state.legal_actions(seat))
            state.apply(seat, action)
            fast.apply(seat, action)
            steps += 1
            if rng.random() < 0.05:  # restart from a copy mid-game, as the search does
                fast = FastBingo.of(state)
        same(fast, state)
        assert fast.is_over() and fast.winners() == state.winners()
    assert steps > 1000  # six runs: well over six thousand steps in all


def test_greedy_playout_moves_are_legal():
    rng = random.Random(4)
    for game in range(40):
        fast = FastBingo.of(bingo.new_game(4, seed=game, trump=True))
        while not fast.is_over():
            seat = fast.to_move()[0]
            action = fast.greedy_action(seat, rng)
            assert action in fast.legal_actions(seat)
            fast.apply(seat, action)


def test_sampler_deals_every_unseen_card_and_respects_voids():
    rng = random.Random(9)
    for game in range(30):
        state = bingo.new_game(4, seed=game, trump=game % 2 == 1)
        for _ in range(rng.randrange(5, 25)):
            if state.is_over():
                break
            seat = rng.choice(state.to_move())
            state.apply(seat, rng.choice(state.legal_actions(seat)))
        if state.is_over():
            continue
        seat = state.to_move()[0]
        sampler = Sampler(state.view(seat), seat)
        for _ in range(5):
            fast = sampler.determinize(seat, rng)
            hands = [[a.card for a in h] for h in fast.hands]
            assert hands[seat] == list(state.hands[seat])
            assert sorted(c for h in hands for c in h) == sorted(c for h in state.hands for c in h)
            for other, hand in enumerate(hands):
                assert hand == sorted(hand)
                assert len(hand) == len(state.hands[other])
                assert not {c.colour for c in hand} & state.voids[other]
