"""Hints for human seats: a legal move of the hard bot, a reason in player words, nothing hidden."""

import random

import pytest
from contract import step_random
from test_bingo_bots import line_in_reach, midgame
from test_fishing_endgame import lost_last_trick

from game.ai import hints
from game.rules import fishing
from game.rules.bingo import PlayCard, parse_card


def fishing_midgame(seed: int, steps: int):
    state = fishing.new_game(4, seed=seed)
    rng = random.Random(seed)
    for _ in range(steps):
        step_random(state, rng)
    while len(state.legal_actions(state.to_move()[0])) < 2:
        step_random(state, rng)
    return state, state.to_move()[0]


def positions():
    yield "bingo", *midgame(3)
    yield "bingo", *midgame(12, steps=6, trump=False)
    yield "fishing", *fishing_midgame(21, 9)
    yield "fishing", *fishing_midgame(5, 60)


@pytest.mark.parametrize("index", range(4))
def test_a_hint_is_a_legal_move_with_a_sentence_and_ignores_hidden_cards(index):
    game, state, seat = list(positions())[index]
    given = hints.hint(game, state.view(seat), seat)
    assert given.action in state.legal_actions(seat)
    assert given.reason and "seat" not in given.reason and "None" not in given.reason
    changed = 0
    for i in range(2):
        other = state.determinize(seat, random.Random(i))
        changed += other != state
        assert hints.hint(game, other.view(seat), seat) == given
    assert changed, "the hidden cards never changed: the test proves nothing"


def test_bingo_hint_names_the_winning_line():
    state = line_in_reach()
    given = hints.hint("bingo", state.view(2), 2)
    assert given.action == PlayCard(parse_card("blue 9"))
    assert "completes a line" in given.reason


def test_fishing_hint_captures_the_best_card():
    state = lost_last_trick()
    given = hints.hint("fishing", state.view(0), 0)
    assert "blue 9" in given.reason and "−3" not in given.reason


def test_hint_budget_is_smaller_than_the_hard_bot():
    assert hints.hint_bot("bingo").iterations < hints.HARD_BOTS["bingo"].ITERATIONS["hard"]
