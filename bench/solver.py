"""Par solver speed: 20 random solo games (board and seed vary), time to a proven par.

Each game runs the solver in the same small slices the solo scene uses, up to a cap. Prints one line
per game, how many were proven within the 2 s answer budget and within the cap, the longest single
slice (the solver must never hold a frame) with its CPU time and the 99th percentile (on a shared
machine a step can be preempted: a long step with little CPU time is the machine, not the solver),
and last the median time to the answer (capped games count as the cap).
"""

from __future__ import annotations

import argparse
import statistics
import time

from game.ai.finden.solver import ParSolver, greedy_plan
from game.rules.finden.levels import BOARD_NAMES
from game.rules.finden.puzzle import board_named, puzzle_rolls, puzzle_values

BUDGET_S = 2.0
SLICE_S = 0.003  # what the solo scene gives the solver per update step


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--games", type=int, default=20)
    parser.add_argument("--cap", type=float, default=10.0, help="seconds before giving up on a proof")
    parser.add_argument("--first-seed", type=int, default=1000)
    args = parser.parse_args()
    values = puzzle_values()
    times, in_budget, proven = [], 0, 0
    slices: list[tuple[float, float]] = []  # (wall, CPU) seconds per step
    for i in range(args.games):
        seed = args.first_seed + i
        board = board_named(BOARD_NAMES[seed % len(BOARD_NAMES)])
        rolls = [r.faces for r in puzzle_rolls(seed)]
        start = time.perf_counter()
        solver = ParSolver(board, rolls, values)
        at_budget = None
        while True:
            before, cpu_before = time.perf_counter(), time.process_time()
            finished = solver.step(SLICE_S)
            slices.append((time.perf_counter() - before, time.process_time() - cpu_before))
            if finished:
                break
            elapsed = time.perf_counter() - start
            if at_budget is None and elapsed >= BUDGET_S:
                at_budget = solver.result
            if elapsed >= args.cap:
                break
        elapsed = time.perf_counter() - start
        result = solver.result
        answer = at_budget or result
        in_budget += answer.proven
        proven += result.proven
        times.append(min(elapsed, args.cap))
        greedy = greedy_plan(board, rolls, values).score
        print(
            f"seed {seed} {board.name:6} greedy {greedy:2}  at 2 s: {answer.label:14}  "
            f"final: {result.label:14} (bound {result.upper}) {elapsed:6.2f} s  {result.nodes} nodes"
        )
    print(f"proven within {BUDGET_S:.0f} s: {in_budget}/{args.games}")
    print(f"proven within {args.cap:.0f} s cap: {proven}/{args.games}")
    longest, longest_cpu = max(slices)
    p99 = statistics.quantiles([wall for wall, _ in slices], n=100)[-1]
    print(
        f"steps: {len(slices)}, 99th percentile {p99 * 1000:.1f} ms, "
        f"CPU time of the longest {longest_cpu * 1000:.1f} ms"
    )
    print(f"longest single step (budget {SLICE_S * 1000:.0f} ms): {longest * 1000:.1f} ms")
    print(f"solver_max_s: {max(times):.3f}")
    print(f"solver_median_s: {statistics.median(times):.3f}")


if __name__ == "__main__":
    main()
