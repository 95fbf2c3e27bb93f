"""Hard's simulated card play (``fishing_playout``): sighted, legal, and it follows the rules of
thumb it claims."""

import random

from contract import step_random
from fishing_helpers import buoy, play, table

from bench.fishing_sim import rich_deal
from game.ai.fishing_playout import sighted_card, sighted_card_plain, sighted_play
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


def test_the_fast_rule_chooses_as_the_readable_one():
    """``sighted_card`` (written for speed) against ``sighted_card_plain``, for every seat to move
    in sampled worlds of dealt and effect-rich games, over their every card play."""
    compared = 0
    for seed in range(24):
        rng = random.Random(seed)
        players = 3 + seed % 3
        options = rich_deal(players, seed) if seed % 2 else {}
        game = fishing.new_game(players, seed=seed, **options)
        while not game.is_over():
            seat = game.to_move()[0]
            world = game.determinize(seat, rng) if game.phase == PLAY else game
            if world.phase == PLAY:
                cards = [a.card for a in world.legal_actions(seat)]
                if len(cards) > 1:
                    lead = world.lead_colour()
                    fast = sighted_card(world, seat, cards, lead)
                    assert fast is sighted_card_plain(world, seat, cards, lead)
                    compared += 1
            step_random(game, rng)
    assert compared > 1000
