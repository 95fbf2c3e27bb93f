"""Garum positions where a bot once made a move a person would call silly: every level avoids them.

The positions come from ``bench/garum_blunders.py`` (bot games scanned with the repair off); each
holds the game's record up to the move, the seat, the silly move played and the move expected.
"""

import pytest
from blunder_positions import load
from blunder_positions import position as shared_position

from game.ai.base import decide
from game.ai.garum import blunder as garum_blunder
from game.ai.garum import bot as ai
from game.ai.garum.fast import FastGarum
from game.rules import garum
from game.rules.garum import PlaceWorker
from game.rules.garum.state import GarumState

POSITIONS = load("garum")


def position(entry):
    return shared_position(entry, GarumState)


def test_every_position_is_a_blunder_with_the_move_expected():
    assert len(POSITIONS) >= 5
    for entry in POSITIONS:
        view, seat, played, expected = position(entry)
        assert garum_blunder.blunder(view, seat, played) == entry["kind"]
        assert garum_blunder.blunder(view, seat, expected) is None
        fast = FastGarum.from_state(view)
        margins = garum_blunder.played_out(fast, seat, expected), garum_blunder.played_out(fast, seat, played)
        assert margins[0] - margins[1] >= garum_blunder.SLACK, "the expected move ends that much better"


@pytest.mark.parametrize("level", ai.LEVELS)
def test_every_level_avoids_the_blunders(level):
    for entry in POSITIONS:
        view, seat, played, _ = position(entry)
        choice = decide(ai.make_bot(level, 1), view, seat)
        assert choice != played and garum_blunder.blunder(view, seat, choice) is None, entry["level"]


@pytest.mark.parametrize("level", ai.LEVELS)
def test_no_level_puts_a_worker_on_a_dead_line(level):
    """Worker steps of easy-bot games where a line open to the colour is dead: even every free
    cell of it with the colour's fish would leave it below the chart's start."""
    checked = 0
    for seed in range(12):
        state = garum.new_game(4, seed=900 + seed)
        bots = [ai.make_bot("easy", seed * 10 + s) for s in range(4)]
        while not state.is_over():
            (seat,) = state.to_move()
            view = state.view(seat)
            if state.phase == "worker":
                fast = FastGarum.from_state(view)
                colour = fast.colour_to_move()
                dead = [
                    a
                    for a in fast.legal_actions(seat)
                    if type(a) is PlaceWorker and garum_blunder.dead_line(fast, colour, a.line)
                ]
                if dead:
                    choice = decide(ai.make_bot(level, seed), view, seat)
                    assert choice not in dead
                    checked += 1
            state.apply(seat, decide(bots[seat], view, seat))
    assert checked >= 3
