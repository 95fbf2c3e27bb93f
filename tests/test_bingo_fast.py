"""The search's compact Bingo state plays exactly like the rules engine (differential test)."""

import random

import pytest

from game.ai.bingo import fast as bingo_fast
from game.ai.bingo.fast import FastBingo, Sampler
from game.rules import bingo
from game.rules.bingo import PlayCard, parse_card

PUBLIC = ("leader", "trump", "covered", "missed", "tricks", "winners_", "voids")


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


def test_greedy_playout_blocks_a_line_when_told(monkeypatch):
    """Yellow's blue 2 is the lowest so far and would complete its row 4 9 2. Blue, last to play,
    gains nothing from either card (its 1 is covered, blue 6 is a middle card): only ``BLOCK``
    makes the playout take the low from yellow with blue 1."""
    hands = [["blue 1", "blue 6"], ["blue 9"], ["blue 2"], ["blue 7"]]
    rest = [f"{c} {v}" for c in ("green", "yellow", "purple") for v in range(1, 10)]
    rest += ["blue 3", "blue 4", "blue 5", "blue 8"]
    for seat in (1, 2, 3, 0):
        while len(hands[seat]) < 9:
            hands[seat].append(rest.pop())
    state = bingo.new_game(4, seed=2, hands=hands, leader=1)
    state.covered[2] = 1 << 4 | 1 << 9
    state.covered[0] = 1 << 1
    for seat, card in ((1, "blue 9"), (2, "blue 2"), (3, "blue 7")):
        state.apply(seat, PlayCard(parse_card(card)))
    fast = FastBingo.of(state)
    choices = {}
    for block in (0.0, 50.0):
        monkeypatch.setattr(bingo_fast, "BLOCK", block)
        choices[block] = {fast.greedy_action(0, random.Random(i)).card for i in range(20)}
    assert choices[0.0] == {parse_card("blue 1"), parse_card("blue 6")}, "without it, either at random"
    assert choices[50.0] == {parse_card("blue 1")}


def test_a_hidden_free_marker_is_guessed_as_any_open_number():
    """Green and yellow both earn a free marker; green chose unseen: yellow's samples guess any
    number green has not covered."""
    state = bingo.new_game(4, seed=3)
    state.covered[1] = 1 << 4 | 1 << 9
    state.choices[1] = state.choices[2] = bingo.TO_CHOOSE
    state.apply(1, bingo.PlaceFree(2))
    sampler = Sampler(state.view(2), 2)
    rng = random.Random(0)
    guesses = {sampler.determinize(2, rng).choices[1] for _ in range(40)}
    assert len(guesses) > 3 and 4 not in guesses and 9 not in guesses
