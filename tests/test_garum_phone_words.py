"""Garum's phone buttons: a worker's button says what that worker would score now, as the table
says it on the board, so a player can choose from the phone alone."""

from __future__ import annotations

import random

from game.rules import garum
from game.rules.base import to_json
from game.scenes.garum.phone import choice_words


def _worker_turn_with_fish() -> garum.GarumState:
    """A seeded game played at random until a worker is due on a line that already holds fish."""
    rng = random.Random(4)
    state = garum.new_game(3, seed=4)
    while not state.is_over():
        seat = state.to_move()[0]
        actions = state.legal_actions(seat)
        colour = state.colour_to_move()
        lines = [garum.line_id(a.axis, a.index) for a in actions if isinstance(a, garum.PlaceWorker)]
        if colour is not None and any(state.counts[line][colour] for line in lines):
            return state
        state.apply(seat, rng.choice(actions))
    raise AssertionError("no worker turn beside fish in this game")


def test_a_worker_button_names_its_line_kind_and_points_now():
    state = _worker_turn_with_fish()
    colour = state.colour_to_move()
    assert colour is not None
    seat = state.to_move()[0]
    for action in state.legal_actions(seat):
        if not isinstance(action, garum.PlaceWorker):
            continue
        line = garum.line_id(action.axis, action.index)
        points = state.board.points(state.counts[line][colour], action.foreman, state.data.foreman_factor)
        words = choice_words(to_json(action), state)
        assert words.endswith(f" {points:+d}"), words
        assert ("foreman" in words) == action.foreman and ("apprentice" in words) != action.foreman
