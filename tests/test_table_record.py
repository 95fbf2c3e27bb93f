"""The autosave's record kept between moves (``table/kept_record.py``) is the state's own record at
every move of whole games, through an undo and a replaced history, and a snapshot handed to the
autosave never changes afterwards."""

from __future__ import annotations

import copy
import random

import pytest

from game.rules import bingo, fishing, garum
from game.scenes.table.kept_record import KeptRecord


@pytest.mark.parametrize(("rules", "players", "seed"), [(fishing, 5, 3), (bingo, 4, 5), (garum, 3, 7)])
def test_the_kept_record_is_the_states_record_at_every_move(rules, players, seed):
    state, rng, kept = rules.new_game(players, seed=seed), random.Random(seed), KeptRecord()
    snapshots = []
    while not state.is_over() and len(state.history) < 120:
        record = kept.of(state)
        assert record == state.to_record()
        snapshots.append((record, copy.deepcopy(record)))
        seat = state.to_move()[0]
        state.apply(seat, rng.choice(state.legal_actions(seat)))
    assert len(state.history) > 20
    assert all(record == frozen for record, frozen in snapshots)  # later moves changed no snapshot


def test_a_state_taken_back_or_a_history_rewritten_is_written_whole_again():
    state, rng, kept = fishing.new_game(4, seed=9), random.Random(9), KeptRecord()
    for _ in range(12):
        seat = state.to_move()[0]
        state.apply(seat, rng.choice(state.legal_actions(seat)))
        kept.of(state)
    state = state.taken_back()  # an undo: a new state, its record one action shorter
    assert kept.of(state) == state.to_record()
    other = fishing.new_game(4, seed=10)
    for _ in range(16):
        seat = other.to_move()[0]
        other.apply(seat, rng.choice(other.legal_actions(seat)))
    state.history[:] = other.history  # longer, but not the kept history grown
    assert kept.of(state) == state.to_record()
