"""Puzzle game rules end to end: circling, forced cross-outs, time marks, the early end, records."""

from __future__ import annotations

import random

import pytest

from game.ai.finden.puzzle import choose_cross_out, choose_outline, harm
from game.rules.base import IllegalMove
from game.rules.finden import (
    PUZZLE_ROUNDS,
    Circled,
    CrossedOut,
    CrossOut,
    Erased,
    Flip,
    GameOver,
    GiveUp,
    Mark,
    PuzzleGame,
    PuzzleVerdict,
    RoundStarted,
    Submit,
    is_pentomino,
)
from game.rules.finden.puzzle import puzzle_values
from game.rules.pentomino import SHAPES

VALUES = puzzle_values()


def game_with_a_five(players: int = 2, boards=("grey",)) -> PuzzleGame:
    """A game whose first roll has a valid five for every seat (seeds scanned in order)."""
    for seed in range(100):
        game = PuzzleGame.new_game(players, seed, boards=boards)
        if all(game.valid_placements(s) for s in range(players)):
            return game
    raise AssertionError("no seed with a five for everybody")


def wrong_symbols(game: PuzzleGame, seat: int) -> tuple[int, ...]:
    """A free pentomino of an open shape whose symbols do not match the roll."""
    sheet = game.sheets[seat]
    table = sheet.board.table
    valid = set(game.valid_placements(seat))
    for row in table.cells.tolist():
        cells = tuple(row)
        if cells not in valid and sheet.check_outline(cells) is PuzzleVerdict.VALID:
            return cells
    raise AssertionError("no wrong outline found")


def bot_game(seed: int, players: int, rng: random.Random) -> PuzzleGame:
    """Bots (with some seats sometimes failing on purpose) play a whole puzzle game."""
    game = PuzzleGame.new_game(players, seed, boards=("white1", "white2", "white3", "white4")[:players])
    while not game.is_over():
        for seat in game.to_move():
            sheet = game.sheets[seat]
            if game.phase == "search":
                if rng.random() < 0.1 and game.flipped is None:
                    game.apply(seat, Flip())
                choice = choose_outline(sheet, game.valid_placements(seat), VALUES)
                failing = rng.random() < 0.3
                game.apply(seat, Submit(choice) if choice and not failing else GiveUp())
            else:
                game.apply(seat, choose_cross_out(sheet, VALUES))
    return game


def test_valid_outlines_are_circled_and_kept_on_the_board():
    game = game_with_a_five()
    outlines = [game.valid_placements(s)[0] for s in range(2)]
    assert game.apply(0, Submit(outlines[0])) == []  # nothing happens until everyone is done
    events = game.apply(1, Submit(outlines[1]))
    assert [type(e) for e in events] == [Circled, Circled, RoundStarted]
    for seat, cells in enumerate(outlines):
        shape = is_pentomino(game.sheets[seat].board, cells)
        assert game.sheets[seat].quarter.mark(shape) is Mark.CIRCLED
        assert all(game.sheets[seat].used[c] for c in cells)
        assert game.scores()[seat] == VALUES[shape]
    assert game.round == 1


def test_invalid_outline_is_erased_and_the_seat_must_cross_out_while_others_wait():
    game = game_with_a_five()
    bad = wrong_symbols(game, 1)
    game.apply(0, Submit(game.valid_placements(0)[0]))
    events = game.apply(1, Submit(bad))
    assert isinstance(events[1], Erased) and events[1].verdict == "wrong symbols"
    assert game.to_move() == (1,) and not game.sheets[1].used.any()
    with pytest.raises(IllegalMove):
        game.apply(0, CrossOut("L"))  # seat 0 circled: nothing to cross out
    choice = choose_cross_out(game.sheets[1], VALUES)
    events = game.apply(1, choice)
    assert isinstance(events[0], CrossedOut) and isinstance(events[1], RoundStarted)
    assert game.sheets[1].quarter.mark(choice.shape) is Mark.CROSSED
    assert all(game.sheets[1].used[c] for c in choice.cells)


def test_forced_placement_must_be_the_crossed_shape_on_free_cells():
    game = game_with_a_five()
    game.apply(0, GiveUp())
    game.apply(1, GiveUp())
    table = game.sheets[0].board.table
    i_shape = next(tuple(row) for p, row in enumerate(table.cells.tolist()) if table.shape[p] == 1)
    with pytest.raises(IllegalMove, match="drawn as that shape"):
        game.apply(0, CrossOut("L", i_shape))
    with pytest.raises(IllegalMove, match="must be drawn"):
        game.apply(0, CrossOut("L"))  # shapes fit, so it must be drawn
    game.apply(0, CrossOut("I", i_shape))
    assert game.to_move() == (1,)


def test_only_an_open_shape_on_free_cells_can_be_outlined():
    game = game_with_a_five(players=1, boards=("grey",))
    cells = game.valid_placements(0)[0]
    game.apply(0, Submit(cells))
    sheet = game.sheets[0]
    table = sheet.board.table
    shape = is_pentomino(sheet.board, cells)
    placements = [(SHAPES[table.shape[p]], tuple(row)) for p, row in enumerate(table.cells.tolist())]
    same_shape_elsewhere = next(c for s, c in placements if s == shape and not any(sheet.used[i] for i in c))
    assert sheet.check_outline(same_shape_elsewhere) is PuzzleVerdict.SHAPE_NOT_OPEN
    open_over_used = next(c for s, c in placements if s != shape and any(sheet.used[i] for i in c))
    assert sheet.check_outline(open_over_used) is PuzzleVerdict.ON_USED_CELLS
    assert sheet.judge(open_over_used, game.roll.faces) is PuzzleVerdict.ON_USED_CELLS


def test_early_end_when_nobody_outlines_a_valid_five():
    game = game_with_a_five()
    game.apply(0, GiveUp())
    game.apply(1, Submit(wrong_symbols(game, 1)))
    game.apply(0, choose_cross_out(game.sheets[0], VALUES))
    events = game.apply(1, choose_cross_out(game.sheets[1], VALUES))
    assert isinstance(events[-1], GameOver)
    assert game.is_over() and game.to_move() == () and game.round == 0


def test_one_valid_five_keeps_the_game_going():
    game = game_with_a_five()
    game.apply(0, GiveUp())
    game.apply(1, Submit(game.valid_placements(1)[0]))
    events = game.apply(0, choose_cross_out(game.sheets[0], VALUES))
    assert isinstance(events[-1], RoundStarted) and not game.is_over()


def test_time_mark_for_the_first_flip_only():
    game = game_with_a_five()
    assert game.apply(1, Flip())[0].seat == 1
    with pytest.raises(IllegalMove, match="already running"):
        game.apply(0, Flip())
    game.apply(0, Submit(game.valid_placements(0)[0]))
    game.apply(1, GiveUp())
    game.apply(1, choose_cross_out(game.sheets[1], VALUES))
    assert game.sheets[1].time_marks == 1 and game.scores()[1] == 1
    assert game.flipped is None  # the next round's timer is free again
    game.apply(0, Flip())
    assert game.sheets[0].time_marks == 1


def test_game_over_tie_break_explained():
    game = game_with_a_five()
    game.apply(0, GiveUp())
    game.apply(1, GiveUp())
    game.apply(0, choose_cross_out(game.sheets[0], VALUES))
    over = game.apply(1, choose_cross_out(game.sheets[1], VALUES))[-1]
    assert over.scores == (0, 0) and "share" in over.explanation
    assert game.winners() == (0, 1)


@pytest.mark.parametrize("seed", range(12))
def test_random_bot_games_keep_the_invariants(seed):
    rng = random.Random(seed)
    players = 2 + seed % 3
    game = bot_game(seed, players, rng)
    assert game.round < PUZZLE_ROUNDS
    for seat, sheet in enumerate(game.sheets):
        marks = sheet.quarter.marks
        assert marks.count(Mark.CIRCLED) + marks.count(Mark.CROSSED) == game.round + 1
        drawn = [c for d in sheet.drawn for c in d.cells]
        assert len(drawn) == len(set(drawn))  # nothing overlaps, nothing erased
        circled = sum(VALUES[s] for s in sheet.quarter.shapes(Mark.CIRCLED))
        assert game.scores()[seat] == circled + sheet.time_marks
    replay = PuzzleGame.from_record(game.to_record())
    assert replay.scores() == game.scores() and replay.sheets == game.sheets


def test_bot_cross_out_gives_up_the_cheapest_fitting_shape_where_it_harms_least():
    game = game_with_a_five(players=1)
    sheet = game.sheets[0]
    choice = choose_cross_out(sheet, VALUES)
    assert choice.shape in ("L", "P") and VALUES[choice.shape] == 1
    table = sheet.board.table
    options = [tuple(int(c) for c in table.cells[p]) for p in sheet.forced_placements(choice.shape)]
    assert harm(sheet, choice.cells) == min(harm(sheet, cells) for cells in options)
    assert harm(sheet, choice.cells) < max(harm(sheet, cells) for cells in options)
