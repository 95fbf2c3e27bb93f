"""Every 5er Finden rule event has a presenter: the classic table's for the classic game's events,
the puzzle table's (which the solo table uses) for the puzzle game's, and no event of the rules
package falls between the two."""

from __future__ import annotations

import pytest
from presenter_contract import assert_presents_every_event, events_of

import game.rules.finden as finden
from game.rules.finden import classic, puzzle
from game.rules.finden.spec import MODES, SPEC
from game.scenes.finden.classic.present import ClassicPresenter
from game.scenes.finden.puzzle.present import PuzzlePresenter
from game.scenes.table.present import MissingPresenter


def test_the_classic_table_presents_every_classic_event():
    assert_presents_every_event(classic, ClassicPresenter)


def test_the_puzzle_table_presents_every_puzzle_event():
    assert_presents_every_event(puzzle, PuzzlePresenter)


def test_every_event_of_the_package_belongs_to_one_of_the_two_games():
    assert events_of(finden) == events_of(classic) | events_of(puzzle)


def test_an_event_of_the_other_game_is_refused_loudly():
    with pytest.raises(MissingPresenter):
        ClassicPresenter(scene=None).present(finden.Circled(0, "I", (0, 1, 2, 3, 4), 6))


def test_each_game_checks_seats_with_its_own_spec_and_the_entry_spans_both():
    with pytest.raises(ValueError, match="5er Finden is for 1 to 4 players, not 5"):
        finden.ClassicGame(5, 1)
    with pytest.raises(ValueError, match="Puzzle is for 1 to 4 players, not 0"):
        finden.PuzzleGame.new_game(0, 1)
    assert (SPEC.min_seats, SPEC.max_seats) == (
        min(s.min_seats for s in MODES.values()),
        max(s.max_seats for s in MODES.values()),
    )
    assert isinstance(finden.new_game(2, 3, mode="puzzle", side="white"), finden.PuzzleGame)
    assert isinstance(finden.new_game(2, 3), finden.ClassicGame)
    with pytest.raises(ValueError, match="mode"):
        finden.new_game(2, 3, mode="speed")
