"""The sound playout plays exactly the sound heuristic player's moves (differential test)."""

import random

import pytest

from game.ai.fishing.heuristic import Sight, card_score, heuristic_action
from game.ai.fishing.sound import Odds, sound_action, sound_world
from game.rules import fishing
from game.rules.fishing import PLAY

GAMES = 2  # a sample of FULL_GAMES, the first seeds of each table (still over the counts asserted)
FULL_GAMES = 4  # every seat count at the full count: bench/random_games.py --only fishing


def heuristic_games(players: int, seeds: range, rng: random.Random):
    """Every decision of seeded games of heuristic players: (state, seat, view, the seed of the
    heuristic's rng, its move), the move applied once the caller has looked."""
    for seed in seeds:
        state = fishing.new_game(players, seed=seed)
        while not state.is_over():
            seat = state.to_move()[0]
            view = state.view(seat)
            move_seed = rng.getrandbits(32)
            move = heuristic_action(view, seat, view.legal_actions(seat), random.Random(move_seed))
            yield state, seat, view, move_seed, move
            state.apply(seat, move)


@pytest.mark.parametrize("players", [3, 4, 5])
def test_odds_score_every_card_as_the_heuristic_player_from_the_same_pool(players):
    """Given the pool of cards the heuristic player reads off the public knowledge, ``Odds`` scores
    every card exactly as ``Sight`` does, so the move is the same over every play decision of
    whole games (ties and their order included)."""
    odds_agree(players, GAMES)


def odds_agree(players: int, games: int) -> None:
    """The check above over ``games`` seeded games (the test and ``bench/random_games.py``)."""
    decisions = 0
    seeds = range(900, 900 + games)
    for state, seat, view, _seed, move in heuristic_games(players, seeds, random.Random(players)):
        actions = view.legal_actions(seat)
        if state.phase == PLAY and len(actions) > 1:
            sight = Sight(view, seat)
            odds = Odds(view, seat, sight.out)
            for action in actions:
                assert odds.score(action.card) == card_score(sight, action.card)
            assert max(actions, key=lambda a: odds.score(a.card)) is move
            decisions += 1
    assert decisions > 300


@pytest.mark.parametrize("players", [3, 4, 5])
def test_sound_playout_picks_the_heuristic_players_move_in_any_sample(players):
    """On a world sampled from the mover's view, as a search simulation plays it (``sound_world``:
    knowledge dropped, the buried cards in sight remembered), the same seed gives the same move
    as the heuristic player's on the rules' view, every phase, over every decision of games."""
    sound_playout_agrees(players, GAMES)


def sound_playout_agrees(players: int, games: int) -> None:
    """The check above over ``games`` seeded games (the test and ``bench/random_games.py``)."""
    rng = random.Random(players)
    decisions = 0
    for _state, seat, view, seed, move in heuristic_games(players, range(700, 700 + games), rng):
        world = sound_world(view.determinize(seat, rng))
        assert world.knowledge.cards == {}, "a simulation state keeps no knowledge"
        assert sound_action(world, seat, world.legal_actions(seat), random.Random(seed)) == move
        decisions += 1
    assert decisions > 400
