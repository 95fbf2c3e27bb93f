"""Hard's fused simulation loop (``fishing_rollout``) plays exactly what the generic ISMCTS loop
with ``playout_action`` and the round horizon plays: same final state, same random draws."""

import random

import pytest
from contract import step_random

from game.ai.fishing import bot as ai
from game.ai.fishing.playout import sighted_card
from game.ai.fishing.rollout import Rollout
from game.ai.fishing.sim import simulated
from game.ai.fishing.sound import sound_card, sound_world
from game.ai.ismcts import Search
from game.rules import fishing

COMPARED = [f for f in fishing.FishingState._FIELDS if f not in ("history", "knowledge")]


def generic(state, rng, last):
    search = Search(state, state.to_move()[0], rng, playout=ai.playout_action,
                    horizon=ai.RoundHorizon(state.round, last))
    search._play_out(state, rng)


PLAYOUTS = {"sighted": (simulated, sighted_card, ai.pass_choice), "sound": (sound_world, sound_card, None)}


@pytest.mark.parametrize("rounds_on", [0, 1])
@pytest.mark.parametrize("playout", list(PLAYOUTS))
@pytest.mark.parametrize("players", [3, 4, 5])
def test_fused_loop_plays_the_generic_simulation(players, playout, rounds_on, monkeypatch):
    """Also when the simulation plays on through the next round (``rounds_on``)."""
    monkeypatch.setattr(ai, "PLAYOUT", playout)
    fast, choose, pass_choice = PLAYOUTS[playout]
    compared = crossed = passed = 0
    for seed in range(3):
        rng = random.Random(seed)
        game = fishing.new_game(players, seed=seed)
        while not game.is_over():
            seat = game.to_move()[0]
            world = fast(game.determinize(seat, random.Random(seed)))
            one, two = world.clone(), world.clone()
            last = min(fishing.load_deck().rounds, world.round + rounds_on)
            rng_one, rng_two = random.Random(compared), random.Random(compared)
            generic(one, rng_one, last)
            Rollout(world.round, ai.PLAYOUT_NOISE, ai.playout_action, choose, last,
                    pass_choice=pass_choice)(two, rng_two)
            passed += sum(p is not None for p in two.passed)
            assert two.is_over() or two.round in (last, last + 1)
            played_on = sum(map(len, two.hands)) < two.players * two.hand_size(two.round)
            crossed += not two.is_over() and two.round > world.round and played_on
            assert rng_one.getstate() == rng_two.getstate()
            for field in COMPARED:
                assert getattr(one, field) == getattr(two, field), field
            compared += 1
            for _ in range(7):
                if not game.is_over():
                    step_random(game, rng)
    assert compared > 20 and passed  # (the fused loop's own passing was played too)
    assert (crossed > 10) if rounds_on else not crossed
