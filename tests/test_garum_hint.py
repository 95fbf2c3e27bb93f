"""Garum hints for people: a legal move, a reason in player words, blind to hidden information."""

import random
import re

import pytest

from game.ai.garum.hint import hint, line_words
from game.rules import garum
from game.rules.garum.moves import PlaceWorker


def positions(players, seed, every=3, **options):
    """Positions along a random game, every few moves."""
    state = garum.new_game(players, seed=seed, **options)
    rng = random.Random(seed)
    moves = 0
    while not state.is_over():
        if moves % every == 0:
            yield state
        (seat,) = state.to_move()
        state.apply(seat, rng.choice(state.legal_actions(seat)))
        moves += 1


@pytest.mark.parametrize(("players", "options"), [
    (4, {}), (3, {}), (2, {"side": "baelo"}), (4, {"emperor": True}),
])
def test_hint_is_a_legal_move_with_one_line_of_reason(players, options):
    for state in positions(players, 11, **options):
        (seat,) = state.to_move()
        action, reason = hint(state.view(seat), seat)
        assert action in state.legal_actions(seat)
        assert reason and "\n" not in reason and reason[0].isupper() and reason.endswith(".")
        assert not re.search(r"\bseat\b|\bcolour \d", reason), "player words, not seat indices"


def test_hint_does_not_depend_on_hidden_information():
    checked = 0
    for state in positions(4, 5, every=7):
        (seat,) = state.to_move()
        base = hint(state.view(seat), seat)
        for i in range(3):
            other = state.determinize(seat, random.Random(i))
            assert other.view(seat) == state.view(seat)
            assert hint(other.view(seat), seat) == base
            checked += other != state
    assert checked, "determinize never changed the hidden information: the test proves nothing"


def test_a_worker_hint_names_its_line_and_species():
    for state in positions(4, 3, every=1):
        (seat,) = state.to_move()
        action, reason = hint(state.view(seat), seat)
        if isinstance(action, PlaceWorker):
            species = state.data.species[state.colour_to_move()]
            assert line_words(action.line) in reason and species in reason
            return
    raise AssertionError("no worker hint in a whole game")
