"""5er Finden puzzle and solo bookkeeping: the quarter, forced placements, end and ranking."""

import pytest
from finden_helpers import DICE, board_with, place

from game.rules.base import IllegalMove
from game.rules.finden import (
    PUZZLE_ROUNDS,
    Drawn,
    DrawnKind,
    Mark,
    PuzzleSheet,
    PuzzleVerdict,
    Quarter,
    puzzle_over,
    rank_puzzle,
    solo_order_key,
)
from game.rules.finden_boards import load_shape_values
from game.rules.pentomino import SHAPES

PUZZLE = load_shape_values().puzzle


def sheet_with_circled(*shapes, time_marks=0):
    quarter = Quarter()
    for shape in shapes:
        quarter = quarter.circle(shape)
    return PuzzleSheet(board_with(), quarter, time_marks=time_marks)


def test_puzzle_values_sum_to_42():
    assert sum(PUZZLE.values()) == 42


def test_published_example_totals():
    assert sheet_with_circled("L", "P", "N", "Y", "F", "U", "V", "X").score(PUZZLE) == 24
    assert sheet_with_circled("L", "P", "N", "F", "T", "U", "V", "Z", "W").score(PUZZLE) == 27
    assert sheet_with_circled("L", "X", time_marks=2).score(PUZZLE) == 10


def test_quarter_marks_only_open_shapes():
    quarter = Quarter().circle("X").cross("I")
    assert quarter.mark("X") is Mark.CIRCLED and quarter.mark("I") is Mark.CROSSED
    assert len(quarter.open_shapes()) == 10
    with pytest.raises(IllegalMove, match="open shape"):
        quarter.cross("X")
    with pytest.raises(IllegalMove, match="open shape"):
        quarter.circle("I")


def test_valid_outline_is_circled_and_stays_on_the_board():
    t = place("T", 2, 2)
    sheet = PuzzleSheet(board_with(t))
    assert sheet.judge(t, DICE) is PuzzleVerdict.VALID
    after = sheet.circle(t, DICE)
    assert after.quarter.mark("T") is Mark.CIRCLED
    assert after.drawn == (Drawn(t, "T", DrawnKind.CIRCLED),)
    assert after.used[list(t)].all()
    # The same shape again, or anything on the used cells, is refused.
    assert after.check_outline(place("T", 6, 6)) is PuzzleVerdict.SHAPE_NOT_OPEN
    assert after.check_outline(place("X", 2, 1)) is PuzzleVerdict.ON_USED_CELLS


def test_invalid_outlines_are_not_circled():
    t = place("T", 2, 2)
    sheet = PuzzleSheet(board_with(t))
    assert sheet.judge(place("X", 6, 6), DICE) is PuzzleVerdict.WRONG_SYMBOLS
    assert sheet.judge((0, 11, 22, 33, 44), DICE) is PuzzleVerdict.NOT_PENTOMINO
    with pytest.raises(IllegalMove, match="valid outline"):
        sheet.circle(place("X", 6, 6), DICE)


def test_cross_out_draws_the_shape_ignoring_symbols():
    sheet = PuzzleSheet(board_with())
    assert set(sheet.crossable()) == set(SHAPES)
    cells = place("W", 0, 0)
    after = sheet.cross_out("W", cells)
    assert after.quarter.mark("W") is Mark.CROSSED
    assert after.drawn[-1] == Drawn(cells, "W", DrawnKind.CROSSED)
    with pytest.raises(IllegalMove, match="must be drawn"):
        sheet.cross_out("W")
    with pytest.raises(IllegalMove, match="as that shape"):
        sheet.cross_out("W", place("X", 0, 0))
    with pytest.raises(IllegalMove, match="free cells"):
        after.cross_out("X", place("X", 0, 0))
    with pytest.raises(IllegalMove, match="open shape"):
        after.cross_out("W", place("W", 5, 5))


def full_except(free):
    """A sheet whose used cells are everything outside ``free`` (one crossed drawing, for setup)."""
    blocked = tuple(c for c in range(100) if c not in free)
    return PuzzleSheet(board_with(), Quarter(), (Drawn(blocked, "I", DrawnKind.CROSSED),))


def test_only_fitting_shapes_may_be_crossed_out():
    sheet = full_except(set(place("I", 0, 0)))  # a 5×1 hole: only the I fits
    assert sheet.fitting_shapes() == ("I",)
    assert sheet.crossable() == ("I",)
    assert len(sheet.forced_placements("I")) == 1
    assert len(sheet.forced_placements("L")) == 0
    with pytest.raises(IllegalMove, match="must fit"):
        sheet.cross_out("L", place("L", 0, 0))


def test_when_nothing_fits_any_open_shape_is_crossed_without_drawing():
    sheet = full_except({0, 1, 10, 11})
    assert sheet.fitting_shapes() == ()
    assert set(sheet.crossable()) == set(SHAPES)
    after = sheet.cross_out("X")
    assert after.quarter.mark("X") is Mark.CROSSED and after.drawn == sheet.drawn


def test_puzzle_ends_after_twelve_rounds_or_a_round_without_a_valid_five():
    assert not puzzle_over(0, False)
    assert not puzzle_over(3, True)
    assert puzzle_over(3, False)
    assert puzzle_over(PUZZLE_ROUNDS, True)
    assert not puzzle_over(PUZZLE_ROUNDS - 1, True)


def test_solo_always_plays_twelve_rounds():
    assert not puzzle_over(3, False, solo=True)
    assert puzzle_over(PUZZLE_ROUNDS, False, solo=True)


def test_puzzle_ranking_tie_breaks_on_circled_count_then_shares():
    a = sheet_with_circled("X", "L")  # 8 points, 2 shapes
    b = sheet_with_circled("L", "P", "N", "Y", time_marks=2)  # 8 points, 4 shapes
    c = sheet_with_circled("I")  # 6 points
    ranking = rank_puzzle([a, b, c], PUZZLE)
    assert ranking.winners == (1,) and ranking.places == (2, 1, 3)
    assert "circled" in ranking.explanation
    assert rank_puzzle([a, a], PUZZLE).winners == (0, 1)
    assert rank_puzzle([c, a], PUZZLE).winners == (1,)


def test_solo_high_scores_order_by_score_then_time_then_entry():
    entries = [(20, 300.0, 0), (25, 400.0, 1), (25, 350.0, 2), (25, 350.0, 3)]
    ordered = sorted(entries, key=lambda e: solo_order_key(*e))
    assert ordered == [(25, 350.0, 2), (25, 350.0, 3), (25, 400.0, 1), (20, 300.0, 0)]
