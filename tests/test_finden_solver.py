"""The par solver: equal to a brute-force game-tree search on small boards, better than greedy play."""

from __future__ import annotations

import functools
import random

import pytest

from game.ai.finden import solver as finden_solver
from game.ai.finden.solver import ParSolver, greedy_plan, solve
from game.rules.finden import Board, PuzzleSheet, dice_key, dice_results, judge
from game.rules.finden.levels import BOARD_NAMES
from game.rules.finden.puzzle import board_named, puzzle_rolls, puzzle_values
from game.rules.pentomino import SHAPES, symbol_weights

VALUES = puzzle_values()


def brute_force(board: Board, rolls, values) -> int:
    """Every legal line of the solo game, straight from the rules, memoised on (round, cells, open)."""
    table = board.table
    sums = table.sums(symbol_weights(board.symbols))
    placements = {s: [] for s in SHAPES}  # shape -> [(cell bits, symbol key)]
    for p, row in enumerate(table.cells.tolist()):
        placements[SHAPES[table.shape[p]]].append((sum(1 << c for c in row), int(sums[p])))
    keys = [dice_key(faces) for faces in rolls]

    @functools.cache
    def best(t: int, used: int, open_shapes: frozenset) -> int:
        if t == len(rolls):
            return 0
        options = [0]
        fits = False
        for shape in open_shapes:
            rest = open_shapes - {shape}
            for bits, key in placements[shape]:
                if not bits & used:
                    fits = True
                    after = best(t + 1, used | bits, rest)  # crossed out, drawn here
                    options.append(after + values[shape] if key == keys[t] else after)  # or circled
        if not fits:  # nothing fits: cross out any open shape without drawing it
            options += [best(t + 1, used, open_shapes - {s}) for s in open_shapes]
        return max(options)

    return best(0, 0, frozenset(SHAPES))


def small_case(seed: int, height: int, width: int, rounds: int = 4, symbols: str = "ost"):
    rng = random.Random(seed)
    rows = tuple("".join(rng.choice(symbols) for _ in range(width)) for _ in range(height))
    board = Board(f"small{seed}", rows)
    useful = [f for f in dice_results() if set(f) <= set(symbols)]
    rolls = [rng.choice(useful) if rng.random() < 0.8 else rng.choice(dice_results()) for _ in range(rounds)]
    return board, rolls


@pytest.mark.parametrize("seed", range(6))
def test_solver_equals_brute_force_on_small_boards(seed):
    height, width = ((3, 5), (4, 4), (3, 6))[seed % 3]
    board, rolls = small_case(seed, height, width)
    result = solve(board, rolls, VALUES)
    assert result.proven
    assert result.score == brute_force(board, rolls, VALUES)


def test_forced_cross_out_can_take_the_only_room():
    """1×10 board: only I fits. Round 1 has no five, so I must be crossed out and drawn, and the
    five of round 2 (an I) can no longer be circled: par 0, as the brute force agrees."""
    board = Board("strip", ("ooosstxxxx",))
    rolls = [("o", "o", "s", "s", "x"), ("o", "o", "s", "s", "t")]
    assert solve(board, rolls, VALUES).score == brute_force(board, rolls, VALUES) == 0
    assert solve(board, rolls[1:], VALUES).score == VALUES["I"]


def test_solver_plan_is_a_legal_game():
    """The plan the solver reports plays out under the real rules to the score it claims."""
    board = board_named("white2")
    rolls = [r.faces for r in puzzle_rolls(2)]
    result = solve(board, rolls, VALUES)
    sheet = PuzzleSheet(board)
    circles = {t: cells for t, _, cells in result.plan.circles}
    crossed = list(result.plan.crossed)
    last = max(circles)
    for t in range(last + 1):
        if t in circles:
            assert judge(board, circles[t], rolls[t]).valid
            sheet = sheet.circle(circles[t], rolls[t])
        else:
            shape, cells = crossed.pop(0)
            sheet = sheet.cross_out(shape, cells)
    assert not crossed
    assert sheet.score(VALUES) == result.score


@pytest.mark.parametrize("seed", range(6))
def test_solver_beats_greedy_on_random_seeds(seed):
    board = board_named(BOARD_NAMES[seed % len(BOARD_NAMES)])
    rolls = [r.faces for r in puzzle_rolls(seed)]
    greedy = greedy_plan(board, rolls, VALUES).score
    result = solve(board, rolls, VALUES, max_seconds=20)
    assert result.score > greedy


def test_anytime_result_is_sound_before_the_proof():
    """Stopped early, the solver still holds a real plan and a bound no smaller than it."""
    board = board_named("white2")
    rolls = [r.faces for r in puzzle_rolls(17)]
    solver = ParSolver(board, rolls, VALUES)
    assert solver.result.score == 0 and not solver.result.proven  # constructing it does no work
    early = solver.run(max_nodes=1)
    assert not early.proven and early.score == greedy_plan(board, rolls, VALUES).score
    assert early.upper >= early.score
    final = solver.run()
    assert final.proven and final.score >= early.score and final.upper <= early.upper
    assert final.label == f"par {final.score}"
    assert early.label == f"best found {early.score}"


def _solve_in_pauses(board, rolls) -> tuple:
    """Run to the proof one pause per step (a zero time slice), counting the steps."""
    solver = ParSolver(board, rolls, VALUES)
    steps = 1
    while not solver.step(0.0):
        steps += 1
    return solver.result, steps


@pytest.mark.parametrize("seed", [2, 19])
def test_result_is_the_same_whatever_the_slice(seed, monkeypatch):
    """Pauses come after units of work, never after a time: slicing the same search finer or coarser
    (down to one unit per step) changes how many steps it takes, not the par, bound, plan or nodes."""
    board = board_named(BOARD_NAMES[seed % len(BOARD_NAMES)])
    rolls = [r.faces for r in puzzle_rolls(seed)]
    whole = solve(board, rolls, VALUES)
    assert whole.proven
    steps = []
    for work in (1, 97, finden_solver.WORK_PER_PAUSE, 10**12):
        monkeypatch.setattr(finden_solver, "WORK_PER_PAUSE", work)
        result, taken = _solve_in_pauses(board, rolls)
        assert result == whole
        steps.append(taken)
    assert steps == sorted(steps, reverse=True) and steps[0] > 100 * steps[-1]
