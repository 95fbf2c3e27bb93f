"""Hard's simulated card play (``fishing_playout``): sighted, legal, and it follows the rules of
thumb it claims."""

import random

from contract import step_random
from fishing_helpers import buoy, play, table

from game.ai.fishing_playout import sighted_play
from game.rules import fishing
from game.rules.fishing import PLAY, PlayCard
from game.rules.fishing.deck import parse_card

C = parse_card


def choice(state):
    (seat,) = state.to_move()
    return sighted_play(state, seat, state.legal_actions(seat)).card


def test_takes_a_trick_with_its_cheapest_winner_nobody_later_can_beat():
    state = table([["blue 5", "red 6"], ["blue 9", "red 8"], ["blue 12", "blue 14"], ["blue 13", "red 2"]])
    play(state, "blue 5", "blue 9")
    assert choice(state) == C("blue 14"), "blue 12 would fall to the blue 13 still to come"


def test_throws_its_weakest_card_when_no_winner_is_safe():
    state = table([["blue 5", "red 6"], ["blue 9", "red 8"], ["blue 12", "blue 3"], ["blue 13", "red 2"]])
    play(state, "blue 5", "blue 9")
    assert choice(state) == C("blue 3")


def test_a_void_seat_with_a_trump_makes_a_winner_unsafe():
    state = table([["blue 5", "red 6"], ["blue 9", "red 8"], ["blue 12", "blue 3"], ["green 2", "red 2"]])
    play(state, "blue 5", "blue 9")
    assert choice(state) == C("blue 3")


def test_ducks_under_a_minus_three_with_its_strongest_loser():
    state = table([[buoy("-3"), "red 6", "red 5"], ["blue 9", "red 8", "red 4"],
                   ["blue 12", "blue 4", "blue 7"]])
    play(state, buoy("-3"), "blue 9")
    assert choice(state) == C("blue 7")


def test_dumps_its_minus_three_when_it_cannot_win_safely():
    state = table([["blue 5", "red 6"], ["blue 9", "red 8"], [buoy("-3"), "yellow 7"]])
    play(state, "blue 5", "blue 9")
    assert choice(state) == C("buoy -3")


def test_always_legal_over_random_games():
    for seed in range(12):
        rng = random.Random(seed)
        state = fishing.new_game(4, seed=seed)
        for _ in range(400):
            if state.is_over():
                break
            if state.phase == PLAY:
                (seat,) = state.to_move()
                action = sighted_play(state, seat, state.legal_actions(seat))
                assert isinstance(action, PlayCard) and action in state.legal_actions(seat)
                state.apply(seat, action)
            else:
                step_random(state, rng)
