"""Real-time 5er Finden bots: honest, seeded, never overlapping themselves, hard beats easy."""

import random
import statistics

import pytest

from game.ai.finden.bot import PROFILES, FindenBot, drawing_path, scan_order, simulate
from game.rules.finden import ClassicOptions, Draw, Flip, Verdict
from game.rules.finden.levels import load_board, load_shape_values
from game.rules.pentomino import placement_table

VALUES = load_shape_values().classic


def test_scan_order_visits_every_cell_once():
    for seed in range(8):
        order = scan_order(random.Random(seed), 10, 10)
        assert sorted(order) == list(range(100))


def test_drawing_path_grows_edge_to_edge():
    table = placement_table(10, 10)
    for row in table.cells[::7].tolist():
        path = drawing_path(row, 10)
        assert sorted(path) == sorted(row)
        for i, cell in enumerate(path[1:], 1):
            r, c = divmod(cell, 10)
            assert any(abs(r - pr) + abs(c - pc) == 1 for pr, pc in (divmod(p, 10) for p in path[:i]))


def test_unknown_level_is_refused():
    with pytest.raises(ValueError, match="level"):
        FindenBot("grandmaster")


def run_alone(level, seed, faces=("o", "o", "s", "t", "d"), steps=120 * 90):
    """One bot on the grey board with the timer never running: its actions with their steps."""
    bot = FindenBot(level, seed)
    board = load_board("grey")
    bot.start_round(board, faces, 1, VALUES, 120)
    outlines, actions = [], []
    for step in range(steps):
        for action in bot.update(outlines, True, False):
            actions.append((step, action))
            if isinstance(action, Flip):
                return actions, outlines, bot
            outlines.append(action.cells)
    return actions, outlines, bot


@pytest.mark.parametrize("level", sorted(PROFILES))
def test_bots_draw_distinct_disjoint_fives_and_flip_in_time(level):
    actions, outlines, _ = run_alone(level, 3)
    assert isinstance(actions[-1][1], Flip)
    assert actions[-1][0] <= PROFILES[level].patience[1] * 120
    cells = [c for o in outlines for c in o]
    assert len(cells) == len(set(cells)) and len(outlines) <= 5
    table = placement_table(10, 10)
    shapes = [table.shape[table.placement_of(o)] for o in outlines]
    assert len(shapes) == len(set(shapes))


def test_bots_are_seeded_and_depend_only_on_what_they_see():
    assert run_alone("medium", 5)[0] == run_alone("medium", 5)[0]
    assert run_alone("medium", 5)[0] != run_alone("medium", 6)[0]


def test_bot_cursor_moves_over_the_board_while_it_draws():
    bot = FindenBot("hard", 1)
    bot.start_round(load_board("grey"), ("o", "o", "s", "t", "d"), 1, VALUES, 120)
    seen = set()
    strokes = set()
    for _ in range(120 * 10):
        action = bot.update([], True, False)
        seen.add((round(bot.cursor[0]), round(bot.cursor[1])))
        strokes.add(len(bot.stroke))
        if action and isinstance(action[0], Draw):
            break
    assert len(seen) > 3 and all(0 <= r <= 10 and 0 <= c <= 10 for r, c in seen)
    assert {1, 4} <= strokes


def test_locked_bots_do_nothing():
    bot = FindenBot("hard", 1)
    bot.start_round(load_board("grey"), ("o", "o", "s", "t", "d"), 1, VALUES, 120)
    assert all(bot.update([], False, True) == [] for _ in range(500))


def test_in_bot_games_hard_outscores_easy_and_bots_never_overlap():
    hard, easy = [], []
    for seed in range(3):
        game = simulate(["hard", "easy", "hard", "easy"], seed, ClassicOptions(side="white"))
        totals = game.totals()
        hard += totals[0::2]
        easy += totals[1::2]
        for scores in game.results:
            for score in scores:
                assert all(s.verdict not in (Verdict.OVERLAP, Verdict.REPEATED_SHAPE, Verdict.OVER_FIVE)
                           for s in score.outlines)
    assert statistics.mean(hard) > statistics.mean(easy) + 5


def test_a_bot_ignores_what_the_other_seats_do():
    """Seat 0 plays the same until the timer runs, whoever sits beside it (white side: own boards)."""

    def seat0_and_first_flip(levels):
        game = simulate(levels, 12, ClassicOptions(side="white", rounds=1))
        first_flip = min(step for r, step, seat, a in game.history if isinstance(a, Flip))
        return [(step, a) for r, step, seat, a in game.history if seat == 0], first_flip

    alone, flip_a = seat0_and_first_flip(["medium", "easy"])
    crowded, flip_b = seat0_and_first_flip(["medium", "hard", "hard"])
    until = min(flip_a, flip_b)
    before = [x for x in alone if x[0] <= until]
    assert before and before == [x for x in crowded if x[0] <= until]


def test_levels_race_at_human_paces():
    """Casual, practised, expert: the first five takes longer the easier the level, and even hard
    needs a few seconds (it used to outline four shapes within about 3 s of a roll)."""
    def first_five(level):
        steps = []
        for seed in range(8):
            bot = FindenBot(level, seed)
            bot.start_round(load_board("grey"), ("o", "o", "s", "t", "d"), 1, VALUES, 120)
            steps.append(next(step for step in range(120 * 90) if bot.update([], True, False)))
        return statistics.median(steps) / 120

    easy, medium, hard = first_five("easy"), first_five("medium"), first_five("hard")
    assert easy > medium > hard >= 3.0
