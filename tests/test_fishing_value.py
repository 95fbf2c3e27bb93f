"""Hard Fishing's leaf (``fishing_value``): the hand and boat drawn, the last trick settled, and
an end-game simulation's blend of its finished game with the value at its round's end."""

import random

import pytest
from contract import step_random
from fishing_helpers import advance

from game.ai.fishing import bot as ai
from game.ai.fishing import value
from game.ai.fishing.heuristic import strength
from game.ai.fishing.playout import sighted_card
from game.ai.fishing.rollout import Rollout
from game.ai.fishing.sim import simulated
from game.rules import fishing
from game.rules.fishing.deck import parse_card

C = parse_card


def test_hand_worth_by_round(monkeypatch):
    hand = [C("green 9"), C("blue 3")]
    monkeypatch.setattr(value, "HAND_WORTH_BY_ROUND", (1.0, 2.0, 4.0))
    worths = [value.hand_worth(4, hand, r) for r in (1, 2, 3, 4, 5, 8)]
    assert worths[0] == worths[1] and worths[2] == 2 * worths[1] and worths[3] == 4 * worths[1]
    assert worths[3] == worths[4] == worths[5]  # past the table, its last figure
    monkeypatch.setattr(value, "HAND_WORTH_BY_ROUND", None)
    assert value.hand_worth(4, hand, 2) == value.hand_worth(4, hand, 7) == pytest.approx(
        value.HAND_WORTH * 4 * sum(map(strength, hand)) / 2)


def test_boat_worth_by_round(monkeypatch):
    boat = [C("green 9"), C("blue 3"), C("red 5")]
    strong = sum(map(strength, boat))
    monkeypatch.setattr(value, "BOAT_WORTH_BY_ROUND", ((1.0, -1.0), (2.0, -0.5)))
    assert value.boat_worth(boat, 2) == pytest.approx(strong - 3)
    assert value.boat_worth(boat, 6) == pytest.approx(2 * strong - 1.5)  # past the table, its last entry
    assert value.boat_worth([], 3) == 0.0
    monkeypatch.setattr(value, "BOAT_WORTH_BY_ROUND", None)
    assert value.boat_worth(boat, 2) == 0.0


def test_the_last_trick_is_settled_with_the_boat_left_behind_the_next_hand(monkeypatch):
    state, rng = fishing.new_game(4, seed=8), random.Random(3)
    while not value.last_trick_ahead(state):
        step_random(state, rng)
    assert state.round == 1
    monkeypatch.setattr(value, "BOAT_WORTH_BY_ROUND", None)
    without = value.settle_last_trick(state)
    monkeypatch.setattr(value, "BOAT_WORTH_BY_ROUND", ((0.0, -1.0),))  # a point off per card left behind
    with_boats = value.settle_last_trick(state)
    winner = state.trick_winner([fishing.Play(s, state.hands[s][0]) for s in range(4)]).seat
    size = state.hand_size(2)
    for seat in range(4):
        pile = len(state.boats[seat]) + len(state.fishermen[seat]) + (4 if seat == winner else 0)
        assert with_boats[seat] == pytest.approx(without[seat] - max(0, pile - size))
    assert any(w != v for w, v in zip(with_boats, without, strict=True))


def test_evaluation_prefers_points_and_a_strong_new_hand():
    state = fishing.new_game(3, seed=4)
    base = value.evaluate(state)
    richer = state.clone()
    richer.score[0] += 5
    assert value.evaluate(richer)[0] > base[0]
    stronger = state.clone()
    stronger.hands[0] = tuple(C(f"green {v}") for v in range(7, 17))
    assert value.evaluate(stronger)[0] > base[0]


def finished_game(seed: int = 6):
    state, rng = fishing.new_game(4, seed=seed), random.Random(seed)
    while not state.is_over():
        step_random(state, rng)
    return state


def test_a_finished_game_alone_without_a_round_end_value(monkeypatch):
    state = finished_game()
    final = value.evaluate(state)
    monkeypatch.setattr(value, "END_GAME_BLEND", 0.25)
    assert value.evaluate(state) == final  # nothing kept: the finished game alone
    midway = [0.0, 1.0, 0.5, 0.5]
    setattr(state, value.ROUND_END, midway)
    blended = value.evaluate(state)
    assert blended == pytest.approx([0.75 * f + 0.25 * m for f, m in zip(final, midway, strict=True)])
    monkeypatch.setattr(value, "END_GAME_BLEND", 0.0)
    assert value.evaluate(state) == final


def test_the_rollout_keeps_the_value_where_the_next_round_is_dealt():
    rounds = fishing.load_deck().rounds
    game, rng = fishing.new_game(4, seed=9), random.Random(9)
    while game.round < rounds - 2:
        step_random(game, rng)
    seat = game.to_move()[0]
    asked = []

    def round_end(state):
        asked.append((state.round, sum(map(len, state.hands))))
        return value.evaluate(state)

    world = simulated(game.determinize(seat, random.Random(1)))
    plain = world.clone()
    rollout = (world.round, ai.PLAYOUT_NOISE, ai.playout_action, sighted_card, rounds)
    Rollout(*rollout, round_end)(world, random.Random(2))
    Rollout(*rollout)(plain, random.Random(2))
    assert world.is_over()
    assert asked == [(rounds - 1, 4 * world.hand_size(rounds - 1))]  # once, with the new hands in full
    assert len(getattr(world, value.ROUND_END)) == 4
    assert world.score == plain.score and not hasattr(plain, value.ROUND_END)  # the same game played


@pytest.mark.parametrize("blend", [0.0, 0.5])
def test_hard_keeps_round_end_values_only_when_blending_past_its_round(blend, monkeypatch):
    monkeypatch.setattr(value, "END_GAME_BLEND", blend)
    rounds = fishing.load_deck().rounds
    for round_, past in ((1, False), (rounds - 1, True), (rounds, False)):
        state = advance(fishing.new_game(4, seed=5), 30)
        state.round = round_
        bot = ai.make_bot("hard")
        seat = state.to_move()[0]
        bot._start(state.view(seat), seat)
        assert (bot.options["simulate"].round_end is not None) == (past and blend > 0), round_
