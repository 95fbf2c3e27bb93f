"""Reading the public play into the hidden Bingo hands: the replay is the game, the reading is
honest, and a seat that ducked under a trick its card would have taken is thought unlikely to
hold that card."""

import random

import pytest
from contract import assert_bot_honest
from test_bingo_bots import midgame
from test_bingo_rules import hands_with, play

from game.ai.bingo import bot as bots
from game.ai.bingo import infer as bingo_infer
from game.ai.bingo.fast import Sampler
from game.rules import bingo
from game.rules.bingo import parse_card


def test_the_replay_of_the_public_log_is_the_game_as_everyone_saw_it():
    for seed in range(5):
        state, seat = midgame(seed, steps=11 + seed)
        replayed, moments = bingo_infer.replay(state.view(seat), seat)
        public = ("covered", "missed", "trump", "leader", "trick", "played", "voids", "tricks", "log")
        assert all(getattr(replayed, f) == getattr(state, f) for f in public)
        assert [len(h) for h in replayed.hands] == [len(h) for h in state.hands]
        others = [(s, a.card) for s, a in state.log if s != seat and isinstance(a, bingo.PlayCard)]
        assert [(other, card) for _, _, other, card, _ in moments] == others


def ducked():
    """Purple (seat 3) plays blue 6 last into blue 8 (red, leading), green 5 (yellow, seat 2),
    and a discard of green (blue, seat 1 — the viewer — holds no blue): with blue 9 it would have
    covered 9 as the highest, so it probably lacks blue 9."""
    hands = hands_with(4, holds={0: ["blue 8"], 2: ["blue 5"], 3: ["blue 6"]}, lacks={1: ["blue"]}, seed=3)
    state = bingo.new_game(4, seed=0, hands=hands, leader=0)
    play(state, 0, "blue 8")
    play(state, 1, str(state.hands[1][0]))
    play(state, 2, "blue 5")
    play(state, 3, "blue 6")
    return state


def blue_nine_with_purple(chain: bool, samples: int = 400) -> float:
    bingo_infer.CHAIN = chain
    state = ducked()
    sampler = Sampler(state.view(1), 1)
    rng = random.Random(4)
    nine = parse_card("blue 9")
    held = sum(any(a.card == nine for a in sampler.determinize(1, rng).hands[3]) for _ in range(samples))
    return held / samples


def test_a_seat_that_ducked_under_a_trick_is_read_as_lacking_the_card_that_takes_it(monkeypatch):
    monkeypatch.setattr(bingo_infer, "CHAIN", False)
    monkeypatch.setattr(bingo_infer, "BETA", 3.0)
    monkeypatch.setattr(bingo_infer, "EPSILON", 0.1)
    uniform = blue_nine_with_purple(False)
    read = blue_nine_with_purple(True)
    assert read < 0.7 * uniform, (read, uniform)


@pytest.mark.parametrize("playout", ["greedy", "sound"])
def test_the_reading_bot_is_still_honest(monkeypatch, playout):
    monkeypatch.setattr(bingo_infer, "CHAIN", True)
    monkeypatch.setattr(bots, "PLAYOUT", playout)
    state, seat = midgame(8, steps=20)
    assert state.log
    assert_bot_honest(state, seat, lambda: bots.make_bot("hard", seed=5), samples=2)


def test_scores_kept_between_decisions_read_as_fresh_ones_also_after_another_game():
    memo = bingo_infer.Memo()
    for seed in (1, 2):
        state = bingo.new_game(4, seed=seed, trump=seed == 2)
        rng = random.Random(seed)
        while not state.is_over() and len(state.played) < 16:
            seat = state.to_move()[0]
            if state.log and seat == 0:
                sampler = Sampler(state.view(0), 0)
                kept = bingo_infer.Reading(state.view(0), 0, sampler.unseen, memo).complete()
                fresh = bingo_infer.Reading(state.view(0), 0, sampler.unseen).complete()
                assert kept.rows == fresh.rows
            state.apply(seat, rng.choice(state.legal_actions(seat)))
    assert memo.scores and memo.game == (4, True)
