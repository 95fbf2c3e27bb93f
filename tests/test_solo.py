"""Solo game: always 12 rounds, rolls fixed by the seed, Done / Give up, hints, the daily challenge."""

from __future__ import annotations

import datetime as dt

import pytest

from game.ai.finden.puzzle import choose_cross_out
from game.rules.base import IllegalMove
from game.rules.finden import (
    PUZZLE_ROUNDS,
    Erased,
    Flip,
    GameOver,
    GiveUp,
    Hint,
    HintShown,
    Mark,
    PuzzleVerdict,
    Submit,
    new_solo,
)
from game.rules.finden.daily import daily_board, daily_seed
from game.rules.finden.levels import BOARD_NAMES
from game.rules.finden.puzzle import puzzle_rolls, puzzle_values

VALUES = puzzle_values()


def play_giving_up(game):
    while not game.is_over():
        if game.phase == "search":
            game.apply(0, GiveUp())
        else:
            game.apply(0, choose_cross_out(game.sheets[0], VALUES))


def test_solo_always_plays_twelve_rounds_even_without_a_single_five():
    game = new_solo(3, "white2")
    rounds = 0
    while not game.is_over():
        if game.phase == "search":
            rounds += 1
            game.apply(0, GiveUp())
        else:
            events = game.apply(0, choose_cross_out(game.sheets[0], VALUES))
    assert rounds == PUZZLE_ROUNDS and isinstance(events[-1], GameOver)
    assert game.scores() == (0,)
    assert game.sheets[0].quarter.marks == (Mark.CROSSED,) * 12


def test_rolls_come_from_the_seed_not_from_the_play():
    a, b = new_solo(11), new_solo(11)
    play_giving_up(a)
    seen = []
    while not b.is_over():
        if b.phase == "search":
            seen.append(b.roll.faces)
            found = b.valid_placements(0)
            b.apply(0, Submit(found[0]) if found else GiveUp())
        else:
            b.apply(0, choose_cross_out(b.sheets[0], VALUES))
    assert seen == [r.faces for r in puzzle_rolls(11)] == [r.faces for r in a.rolls]
    assert b.scores()[0] > a.scores()[0]
    assert new_solo(12).rolls != a.rolls


def test_done_with_an_invalid_outline_fails_the_round():
    game = new_solo(5)
    valid = set(game.valid_placements(0))
    table = game.sheets[0].board.table
    bad = next(tuple(r) for r in table.cells.tolist() if tuple(r) not in valid)
    events = game.apply(0, Submit(bad))
    assert isinstance(events[0], Erased) and events[0].verdict == PuzzleVerdict.WRONG_SYMBOLS
    assert game.phase == "cross" and not game.sheets[0].used.any()
    with pytest.raises(IllegalMove):
        game.apply(0, Submit(bad))  # the round is already decided


def test_solo_has_no_timer_to_flip():
    with pytest.raises(IllegalMove, match="no timer"):
        new_solo(1).apply(0, Flip())


def test_a_hint_shows_a_valid_five_and_is_counted():
    game = new_solo(8)
    shown = game.apply(0, Hint())[0]
    assert isinstance(shown, HintShown) and shown.cells in game.valid_placements(0)
    assert game.sheets[0].judge(shown.cells, game.roll.faces) is PuzzleVerdict.VALID
    game.apply(0, Hint())
    assert game.hints == [2]
    game.apply(0, Submit(shown.cells))
    assert game.scores()[0] > 0 and game.round == 1
    game.apply(0, GiveUp())
    with pytest.raises(IllegalMove, match="still searching"):
        game.apply(0, Hint())  # no hints while crossing out


def test_daily_seed_is_stable_for_a_date_and_differs_between_dates():
    day = dt.date(2026, 11, 30)
    assert daily_seed(day) == daily_seed("2026-11-30") == daily_seed(dt.date(2026, 11, 30))
    seeds = {daily_seed(day + dt.timedelta(days=i)) for i in range(60)}
    assert len(seeds) == 60
    boards = {daily_board(day + dt.timedelta(days=i)) for i in range(60)}
    assert boards <= set(BOARD_NAMES) and len(boards) > 1
    # the whole game of a day is the same for everybody
    a = new_solo(daily_seed(day), daily_board(day), daily=day.isoformat())
    b = new_solo(daily_seed("2026-11-30"), daily_board("2026-11-30"), daily="2026-11-30")
    assert a.rolls == b.rolls and a.sheets == b.sheets
    assert new_solo(daily_seed("2026-12-01")).rolls != a.rolls
