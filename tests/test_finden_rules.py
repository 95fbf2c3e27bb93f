"""5er Finden rules: dice, judging outlines, classic scoring, rankings (rules/finden.md)."""

import random
from collections import Counter

import pytest
from finden_helpers import DICE, board_with, place
from hypothesis import given, settings
from hypothesis import strategies as st

from game.rules.finden import COUNTED_OUTLINES, SYMBOLS, Verdict, dice_results, judge, score_round
from game.rules.finden.dice import needs_reroll, roll_dice
from game.rules.finden.levels import load_board, load_shape_values
from game.rules.finden.scoring import rank_classic
from game.rules.pentomino import ORIENTATIONS

CLASSIC = load_shape_values().classic


# -- dice -------------------------------------------------------------------------------------
def test_exactly_126_results_none_with_a_triple():
    results = dice_results()
    assert len(results) == 126 == len(set(results))
    for faces in results:
        assert len(faces) == 5 and set(faces) <= set(SYMBOLS)
        assert max(Counter(faces).values()) <= 2


def test_rolls_reroll_triples_and_reach_every_result():
    rng = random.Random(7)
    seen = Counter()
    rerolled = 0
    for _ in range(6000):
        roll = roll_dice(rng)
        assert all(needs_reroll(t) for t in roll.throws[:-1])
        assert not needs_reroll(roll.faces)
        rerolled += len(roll.throws) > 1
        seen[tuple(sorted(roll.faces, key=SYMBOLS.index))] += 1
    assert set(seen) == set(dice_results())
    assert rerolled > 0


def test_roll_pattern_frequencies_match_the_rules():
    rng = random.Random(11)
    patterns = Counter()
    n = 20000
    for _ in range(n):
        pairs = sum(v == 2 for v in Counter(roll_dice(rng).faces).values())
        patterns[pairs] += 1
    assert patterns[1] / n == pytest.approx(0.588, abs=0.015)
    assert patterns[2] / n == pytest.approx(0.294, abs=0.015)
    assert patterns[0] / n == pytest.approx(0.118, abs=0.015)


def test_rolls_are_seeded():
    assert roll_dice(random.Random(3)) == roll_dice(random.Random(3))


# -- judging one outline ----------------------------------------------------------------------
def test_judging_recognises_every_orientation():
    for o in ORIENTATIONS:
        cells = tuple((r + 2) * 10 + c + 3 for r, c in o.cells)
        board = board_with(cells)
        verdict = judge(board, cells, DICE)
        assert verdict.shape == o.shape and verdict.valid
        assert judge(board, cells[::-1], ("d", "t", "s", "o", "o")).valid


def test_judging_rejects_wrong_symbols_disconnected_and_diagonal():
    cells = place("P", 0, 0)
    board = board_with(cells)
    wrong = judge(board, cells, ("o", "s", "s", "t", "d"))
    assert wrong.shape == "P" and not wrong.symbols_match and not wrong.valid
    diagonal = (0, 11, 22, 33, 44)
    assert judge(board, diagonal, DICE).shape is None
    split = (0, 1, 2, 3, 5)
    assert not judge(board, split, DICE).valid
    assert judge(board, (0, 1, 2, 3), DICE).shape is None
    assert judge(board, (0, 1, 2, 3, 3), DICE).shape is None
    assert judge(board, (97, 98, 99, 100, 101), DICE).shape is None


def test_cells_across_the_row_edge_are_not_connected():
    # 8, 9 | 10, 11, 12 are consecutive flat indices but 9 and 10 are on different rows.
    assert judge(board_with(), (8, 9, 10, 11, 12), DICE).shape is None


# -- classic scoring --------------------------------------------------------------------------
def test_worked_example_six_valid_outlines_score_ten():
    # Values 1, 4, 2, 1, 2, 4 in drawing order: the later 4 is struck.
    outlines = [place("L", 0, 0), place("I", 0, 3), place("F", 0, 5), place("N", 5, 0),
                place("T", 5, 4), place("X", 5, 7)]
    board = board_with(*outlines)
    result = score_round(board, DICE, outlines, CLASSIC)
    assert [s.points for s in result.outlines] == [1, 4, 2, 1, 2, 0]
    assert result.outlines[-1].verdict is Verdict.OVER_FIVE
    assert result.total == 10


def second_example():
    p = place("P", 0, 0)
    l_over = place("L", 0, 1)  # shares cells with the P
    t1, t2 = place("T", 0, 5), place("T", 5, 0)
    n = place("N", 5, 6)
    return board_with(p, l_over, t1, t2, n), [p, l_over, t1, t2, n]


def test_worked_example_overlap_repeat_and_timer_score_four():
    board, outlines = second_example()
    result = score_round(board, DICE, outlines, CLASSIC, flipped=True)
    assert [s.verdict for s in result.outlines] == [
        Verdict.OVERLAP, Verdict.OVERLAP, Verdict.COUNTS, Verdict.REPEATED_SHAPE, Verdict.COUNTS]
    assert result.shape_points == 3 and result.bonus == 1
    assert result.total == 4


def test_round_five_doubles_shapes_but_not_the_bonus():
    board, outlines = second_example()
    assert score_round(board, DICE, outlines, CLASSIC, last_round=True, flipped=True).total == 7
    assert score_round(board, DICE, outlines, CLASSIC, last_round=True).total == 6


def test_bonus_needs_no_valid_outline():
    assert score_round(board_with(), DICE, [], CLASSIC, flipped=True).total == 1


def test_overlap_comes_before_wrong_symbols_and_repeats_ignore_invalid():
    t1, t2 = place("T", 0, 0), place("T", 5, 5)
    board = board_with(t2)  # t1 has the wrong symbols
    result = score_round(board, DICE, [t1, t2], CLASSIC)
    assert [s.verdict for s in result.outlines] == [Verdict.WRONG_SYMBOLS, Verdict.COUNTS]
    overlapping = place("I", 0, 1)
    result = score_round(board, DICE, [t1, overlapping, t2], CLASSIC)
    assert [s.verdict for s in result.outlines] == [Verdict.OVERLAP, Verdict.OVERLAP, Verdict.COUNTS]


def test_not_a_pentomino_scores_nothing_but_still_overlaps():
    t = place("T", 0, 0)
    board = board_with(t)
    bad = (0, 11, 22, 33, 44)
    result = score_round(board, DICE, [bad, t], CLASSIC)
    assert [s.verdict for s in result.outlines] == [Verdict.NOT_PENTOMINO, Verdict.OVERLAP]


def test_over_five_strikes_highest_then_later_equal():
    # Seven valid outlines: X(4) I(4) V(3) L(1) N(1) P(1) Y(1): the two 4s are struck.
    outlines = [place("X", 0, 0), place("I", 0, 4), place("V", 0, 6), place("L", 5, 0),
                place("N", 5, 2), place("P", 5, 5), place("Y", 5, 8)]
    board = board_with(*outlines)
    result = score_round(board, DICE, outlines, CLASSIC)
    assert [s.verdict for s in result.outlines][:2] == [Verdict.OVER_FIVE, Verdict.OVER_FIVE]
    assert result.total == 3 + 1 + 1 + 1 + 1
    # Six outlines, the top value 3 three times: the latest 3 (the Z) is struck.
    outlines = [place("W", 0, 0), place("V", 0, 6), place("L", 5, 0), place("N", 5, 2),
                place("P", 5, 5), place("Z", 5, 7)]
    board = board_with(*outlines)
    verdicts = [s.verdict for s in score_round(board, DICE, outlines, CLASSIC).outlines]
    assert verdicts == [Verdict.COUNTS] * 5 + [Verdict.OVER_FIVE]


@settings(max_examples=40, deadline=None)
@given(st.integers(0, 10_000), st.integers(0, 12), st.booleans(), st.booleans())
def test_random_rounds_keep_the_scoring_invariants(seed, count, last, flipped):
    rng = random.Random(seed)
    board = load_board(rng.choice(["grey", "white1", "white2", "white3", "white4"]))
    faces = roll_dice(rng).faces
    hits = board.matches(faces)
    table = board.table
    outlines = []
    for _ in range(count):
        if rng.random() < 0.7 and len(hits):
            outlines.append(tuple(table.cells[rng.choice(hits.tolist())].tolist()))
        else:
            outlines.append(tuple(table.cells[rng.randrange(len(table))].tolist()))
    result = score_round(board, faces, outlines, CLASSIC, last_round=last, flipped=flipped)
    counted = [s for s in result.outlines if s.verdict is Verdict.COUNTS]
    assert len(counted) <= COUNTED_OUTLINES
    assert len({s.shape for s in counted}) == len(counted)
    cells = [c for s in counted for c in s.cells]
    assert len(cells) == len(set(cells))
    assert all(judge(board, s.cells, faces).valid for s in counted)
    assert result.total == sum(s.points for s in result.outlines) * (2 if last else 1) + flipped
    struck = [s for s in result.outlines if s.verdict is Verdict.OVER_FIVE]
    if struck:
        assert min(CLASSIC[s.shape] for s in struck) >= max(s.points for s in counted)


# -- final ranking ----------------------------------------------------------------------------
def test_highest_total_wins():
    ranking = rank_classic([[3, 4, 5, 2, 10], [5, 5, 5, 5, 2], [1, 1, 1, 1, 1]])
    assert ranking.winners == (0,) and ranking.places == (1, 2, 3)
    assert "highest total" in ranking.explanation


def test_tie_broken_by_rounds_one_to_four_then_shared():
    ranking = rank_classic([[3, 4, 5, 2, 10], [5, 5, 5, 5, 4], [0, 0, 0, 0, 0]])
    assert ranking.winners == (1,) and ranking.places == (2, 1, 3)
    assert "rounds 1–4" in ranking.explanation
    shared = rank_classic([[5, 5, 5, 5, 4], [4, 6, 5, 5, 4]])
    assert shared.winners == (0, 1) and shared.places == (1, 1)
    assert "share" in shared.explanation
