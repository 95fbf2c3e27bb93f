"""Seeded random play of Trick-Taking Bingo with the invariants checked at every step."""

import random

import pytest
from contract import random_play
from hypothesis import given, settings
from hypothesis import strategies as st
from invariants import BingoWatch

from game.rules import bingo, cards

GAMES = 240  # a sample of FULL_GAMES, the first seeds of each table
FULL_GAMES = 2040  # spread over every player count, with and without trump: bench/random_games.py


def check_invariants(state):
    full = sorted(cards.deck(bingo.SEAT_COLOURS[: state.players], bingo.VALUES))
    held = [c for h in state.hands for c in h] + [p.card for p in state.trick] + list(state.played)
    assert sorted(held) == full, "cards are conserved"
    assert state.tricks <= bingo.MAX_TRICKS
    assert len(state.played) == state.tricks * state.players
    sizes = {len(h) for h in state.hands}
    assert max(sizes) - min(sizes) <= 1, "hands shrink one card per trick"
    assert all(0 <= m < bingo.MISSED_TRACK for m in state.missed)
    assert state.scores() == tuple(len(bingo.numbers(m)) for m in state.covered)
    if state.is_over():
        lines = [len(state.lines(s)) for s in range(state.players)]
        key = lines if any(lines) else list(state.scores())
        assert state.winners() == tuple(s for s in range(state.players) if key[s] == max(key))
    else:
        assert not any(state.lines(s) for s in range(state.players)) or bingo.TO_CHOOSE in state.choices


@pytest.mark.parametrize("players", [3, 4, 5])
@pytest.mark.parametrize("trump", [False, True])
def test_random_games_keep_the_invariants(players, trump):
    play_random_games(players, trump, GAMES // 6)


def play_random_games(players: int, trump: bool, games: int) -> None:
    """``games`` seeded random games of one table, every step checked (the test and
    ``bench/random_games.py``, which plays the full count)."""
    finals = random_play(
        bingo, games, players, seed=players * 2 + trump, check=check_invariants, watch=BingoWatch,
        trump=trump,
    )
    assert all(s.tricks <= bingo.MAX_TRICKS for s in finals)
    assert len({s.tricks for s in finals}) > 2, "games end at various tricks"


@settings(max_examples=40, deadline=None)
@given(seed=st.integers(0, 10_000), players=st.integers(3, 5), steps=st.integers(0, 50),
       seat_pick=st.integers(0, 4))
def test_determinize_is_consistent_with_everything_public(seed, players, steps, seat_pick):
    rng = random.Random(seed)
    state = bingo.new_game(players, seed=seed, trump=bool(seed % 2))
    for _ in range(steps):
        if state.is_over():
            break
        seat = rng.choice(state.to_move())
        state.apply(seat, rng.choice(state.legal_actions(seat)))
    seat = seat_pick % players
    other = state.determinize(seat, rng)
    assert other.view(seat) == state.view(seat)
    check_invariants(other)
    for s in range(players):
        assert not any(c.colour in state.voids[s] for c in other.hands[s])
    assert other.to_move() == state.to_move()
