"""Fishing bots: the heuristic's choices, legal and reproducible decisions, honesty."""

import random

import pytest
from contract import assert_bot_honest, step_random
from fishing_helpers import advance, buoy, play, table

from game.ai.base import decide
from game.ai.fishing import bot as ai
from game.ai.fishing import value
from game.rules import fishing
from game.rules.fishing import PASS, Capture, PassCard, PlayCard
from game.rules.fishing.deck import parse_card

C = parse_card


def test_levels_and_unknown_level():
    assert ai.LEVELS == ("easy", "medium", "hard")
    with pytest.raises(ValueError):
        ai.make_bot("impossible")


def test_easy_takes_a_trick_worth_having_with_its_cheapest_winner():
    state = table([["blue 5", "red 6"], ["blue 9", "red 8"], ["blue 12", "blue 14"]])
    play(state, "blue 5", "blue 9")
    assert decide(ai.make_bot("easy"), state.view(2), 2) == PlayCard(C("blue 12"))


def test_easy_ducks_under_a_trick_holding_a_minus_three():
    state = table([[buoy("-3"), "red 6"], ["blue 9", "red 8"], ["blue 12", "blue 4"]])
    play(state, buoy("-3"), "blue 9")
    assert decide(ai.make_bot("easy"), state.view(2), 2) == PlayCard(C("blue 4"))


def test_easy_dumps_its_minus_three_when_it_cannot_win():
    state = table([["blue 5", "red 6"], ["blue 9", "red 8"], [buoy("-3"), "yellow 7"]])
    play(state, "blue 5", "blue 9")
    assert decide(ai.make_bot("easy"), state.view(2), 2) == PlayCard(C("buoy -3"))


def test_easy_captures_the_best_card_and_never_the_minus_three():
    state = table([["blue 0", "red 6"], [buoy("-3"), "red 8"], ["green 14", "red 2"], ["blue 3", "red 4"]])
    play(state, "blue 0", buoy("-3"), "green 14", "blue 3")
    assert decide(ai.make_bot("easy"), state.view(0), 0) == Capture(C("green 14"))


def test_easy_passes_its_minus_three():
    state = table([["blue 5", "red 6", buoy("-3")], [buoy("pass left"), "red 8", "yellow 2"],
                   ["blue 9", "red 2", "yellow 3"]])
    play(state, "blue 5", buoy("pass left"), "blue 9")
    assert state.phase == PASS
    assert decide(ai.make_bot("easy"), state.view(0), 0) == PassCard(C("buoy -3"))


def test_easy_calls_the_colour_of_its_strongest_card():
    state = table([["blue 5", "red 6", "green 15"], [buoy("call colour"), "red 8", "purple 17"],
                   ["blue 9", "red 2", "yellow 3"]])
    play(state, "blue 5", buoy("call colour"), "blue 9")
    assert decide(ai.make_bot("easy"), state.view(1), 1).colour == "purple"


@pytest.mark.parametrize("level", ["medium", "hard"])
def test_search_bots_decide_legally_and_reproducibly(level):
    state = advance(fishing.new_game(4, seed=11), 5)
    (seat,) = state.to_move()
    first = decide(ai.make_bot(level, seed=3), state.view(seat), seat)
    assert first in state.legal_actions(seat)
    assert decide(ai.make_bot(level, seed=3), state.view(seat), seat) == first


def test_search_stops_its_simulations_at_the_end_of_the_round():
    state = advance(fishing.new_game(3, seed=2), 4)
    horizon = ai.RoundHorizon(state.round)
    assert not horizon(state)
    rng = random.Random(1)
    while state.round == 1 and not state.is_over():
        step_random(state, rng)
    assert horizon(state)
    rewards = value.evaluate(state)
    assert len(rewards) == 3 and all(0 < r < 1 for r in rewards)


def test_simulations_play_to_the_end_of_the_game_in_its_last_rounds(monkeypatch):
    rounds = fishing.load_deck().rounds
    monkeypatch.setattr(ai, "END_GAME_ROUNDS", 2)
    assert [ai.last_simulated_round(r) for r in (1, rounds - 2, rounds - 1, rounds)] == [
        1, rounds - 2, rounds, rounds]
    state = advance(fishing.new_game(4, seed=5), 30)
    state.round = rounds - 1  # the budget counts the last round's cards too, at their cost
    monkeypatch.setattr(ai, "LATER_CARD_COST", 2.0)
    bot = ai.make_bot("hard")
    cards = sum(len(hand) for hand in state.hands) + 2.0 * 4 * state.hand_size(rounds)
    assert bot.budget(state) == round(bot.iterations * ai.FULL_BUDGET_CARDS / cards)
    horizon = ai.RoundHorizon(rounds - 1, rounds)
    state.hands = [hand[:1] for hand in state.hands]
    state.trick = []
    assert value.last_trick_ahead(state) and not horizon(state)  # the last trick is played, not settled


def test_simulations_past_the_round_draw_worlds_at_their_own_rate(monkeypatch):
    monkeypatch.setattr(ai, "WORLD_REUSE", 6)
    monkeypatch.setattr(ai, "END_GAME_WORLD_REUSE", 2)
    rounds = fishing.load_deck().rounds
    for round_, reuse in ((1, 6), (rounds - ai.END_GAME_ROUNDS + 1, 2), (rounds, 6)):
        state = advance(fishing.new_game(4, seed=5), 30)
        state.round = round_
        bot = ai.make_bot("hard")
        seat = state.to_move()[0]
        bot._start(state.view(seat), seat)
        assert bot.search.view.reuse == reuse, round_


@pytest.mark.parametrize("level, steps", [("easy", 7), ("easy", 140), ("medium", 9), ("medium", 150),
                                         ("hard", 9), ("hard", 150)])
def test_bots_see_only_what_their_seat_may_see(level, steps):
    state = advance(fishing.new_game(4, seed=21), steps, seed=steps)
    seat = state.to_move()[0]
    assert_bot_honest(state, seat, lambda: ai.make_bot(level, seed=5), samples=3)


def test_bots_are_honest_while_passing():
    state = table([["blue 5", "red 6", "red 7"], [buoy("pass left"), "red 8", "yellow 2"],
                   ["blue 9", "red 2", "yellow 3"], ["blue 4", "green 3", "green 4"]])
    play(state, "blue 5", buoy("pass left"), "blue 9", "blue 4")
    state.apply(0, PassCard(C("red 7")))
    assert_bot_honest(state, 2, lambda: ai.make_bot("medium", seed=1), samples=3)
