"""Bingo bots: honest (only the view matters), deterministic per seed, incremental, and sensible."""

import random
import types

import pytest
from contract import assert_bot_honest

from game.ai.base import decide
from game.ai.bingo import bot as bots
from game.rules import bingo
from game.rules.bingo import PlaceFree, PlayCard, parse_card


def midgame(seed, players=4, steps=14, trump=True):
    """A random position some way in, with a real choice for the seat to move."""
    rng = random.Random(seed)
    state = bingo.new_game(players, seed=seed, trump=trump)
    for _ in range(steps):
        seat = state.to_move()[0]
        state.apply(seat, rng.choice(state.legal_actions(seat)))
        if state.is_over():
            return midgame(seed + 1000, players, steps, trump)
    seat = state.to_move()[0]
    if len(state.legal_actions(seat)) < 2:
        return midgame(seed + 1, players, steps, trump)
    return state, seat


@pytest.mark.parametrize("level", ["easy", "medium"])
def test_bot_choice_depends_only_on_what_its_seat_sees(level):
    state, seat = midgame(3)
    assert_bot_honest(state, seat, lambda: bots.make_bot(level, seed=11), samples=3)


def test_hard_bot_is_honest_too():
    state, seat = midgame(8, steps=20)
    assert_bot_honest(state, seat, lambda: bots.make_bot("hard", seed=5), samples=2)


def test_same_seed_same_choice_and_incremental_steps_agree():
    state, seat = midgame(5)
    once = decide(bots.make_bot("hard", seed=2), state.view(seat), seat)
    bot = bots.make_bot("hard", seed=2)
    bot.begin(state.view(seat), seat)
    steps, action = 0, None
    while action is None:
        action = bot.step(0.0)  # one unit of work per call
        steps += 1
    assert action == once and steps > 1
    assert action in state.legal_actions(seat)


def test_levels_and_unknown_level():
    assert bots.LEVELS == ("easy", "medium", "hard")
    with pytest.raises(ValueError):
        bots.make_bot("godlike")


def test_levels_climb_from_one_look_to_a_small_search_to_a_large_one():
    """What pins the order of the levels cheaply (their win rates are measured in bench/NOTES.md,
    "Bingo: levels in order"): easy looks once, medium searches, hard searches more."""
    state, seat = midgame(4)
    easy = bots.make_bot("easy", seed=1)
    assert not isinstance(easy, bots.BingoSearchBot)
    searched = {}
    for level in ("medium", "hard"):
        bot = bots.make_bot(level, seed=1)
        assert decide(bot, state.view(seat), seat) in state.legal_actions(seat)
        searched[level] = bot.search.iterations
    assert 0 < searched["medium"] < searched["hard"]


def line_in_reach():
    """Seat 2 is last to play blue and holds blue 9 (highest) and blue 1 (not lowest): 9 completes
    the top row 4 9 2 for it, 1 does nothing."""
    hands = (
        ("blue 5", "blue 3") + tuple(f"green {v}" for v in range(1, 8)),
        ("blue 4", "blue 2") + tuple(f"yellow {v}" for v in range(1, 8)),
        ("blue 9", "blue 1", "blue 6", "blue 7", "blue 8", "green 8", "green 9", "yellow 8", "yellow 9"),
    )
    state = bingo.new_game(3, seed=0, hands=hands, leader=0)
    state.covered[2] = (1 << 4) | (1 << 2)
    state.apply(0, PlayCard(parse_card("blue 3")))
    state.apply(1, PlayCard(parse_card("blue 2")))
    return state


@pytest.mark.parametrize("level", ["easy", "medium", "hard"])
def test_every_level_takes_a_winning_line(level):
    state = line_in_reach()
    action = decide(bots.make_bot(level, seed=1), state.view(2), 2)
    assert action == PlayCard(parse_card("blue 9"))


def test_free_marker_completes_a_line_when_it_can():
    mask = (1 << 3) | (1 << 5)  # 3 and 5 of the middle row: only 7 completes a line
    assert bots.best_free_number(mask, random.Random(0)) == 7
    chooser = types.SimpleNamespace(covered=[mask])
    actions = [PlaceFree(n) for n in (1, 2, 4, 6, 7, 9)]
    assert bots.heuristic_action(chooser, 0, actions, random.Random(0)) == PlaceFree(7)


def test_number_value_prefers_begun_lines_and_ignores_covered():
    assert bots.number_value(1 << 5, 5) == 0.0
    assert bots.number_value(1 << 4, 9) > bots.number_value(0, 9)
    assert bots.number_value(0, 5) > bots.number_value(0, 9), "the centre lies on four lines"
