"""Benchmark: the numpy pentomino matcher against a plain-Python scan, and judging one outline.

Both scans see the same random 10×10 boards, dice and used-cell masks, in one process; the results
are checked equal before anything is timed. Ends with ``scan_median_us`` (target <= 60) and
``speedup_vs_python`` (target >= 30). Run from the repository root: ``python -m bench.matcher``.
"""

from __future__ import annotations

import random
import statistics
import time

import numpy as np

from game.rules.finden import SYMBOLS, Board, dice_results, judge
from game.rules.pentomino import placement_table

BOARDS = 60
NUMPY_REPEATS = 50
PYTHON_REPEATS = 5


def python_scan(symbols: list[int], used: list[bool], placements: list[tuple[int, ...]], want: list[int]):
    """The natural plain-Python matcher over the same placement list: sort and compare each one."""
    return [
        i for i, cells in enumerate(placements)
        if not any(used[c] for c in cells) and sorted(symbols[c] for c in cells) == want
    ]


def main() -> None:
    rng = random.Random(2024)
    table = placement_table(10, 10)
    placements = [tuple(row) for row in table.cells.tolist()]
    numpy_us, python_us, judge_us = [], [], []
    for _ in range(BOARDS):
        symbols = [rng.randrange(6) for _ in range(100)]
        used = [rng.random() < 0.2 for _ in range(100)]
        faces = rng.choice(dice_results())
        dice = sorted(SYMBOLS.index(s) for s in faces)
        board_np, used_np = np.array(symbols), np.array(used)

        runs = []
        for _ in range(PYTHON_REPEATS):
            start = time.perf_counter()
            expected = python_scan(symbols, used, placements, dice)
            runs.append((time.perf_counter() - start) * 1e6)
        python_us.append(statistics.median(runs))  # per board, so a stall of the machine counts once

        found = table.match(board_np, dice, used_np)
        assert found.tolist() == expected, "numpy matcher disagrees with the Python scan"
        for _ in range(NUMPY_REPEATS):
            start = time.perf_counter()
            table.match(board_np, dice, used_np)
            numpy_us.append((time.perf_counter() - start) * 1e6)

        letters = "".join(SYMBOLS[s] for s in symbols)
        board = Board("bench", tuple(letters[r * 10:(r + 1) * 10] for r in range(10)))
        outline = placements[rng.randrange(len(placements))][::-1]
        for _ in range(NUMPY_REPEATS):
            start = time.perf_counter()
            judge(board, outline, faces)
            judge_us.append((time.perf_counter() - start) * 1e6)

    scan = statistics.median(numpy_us)
    python = statistics.median(python_us)
    print(f"placements: {len(table)}  boards: {BOARDS}  (20% of cells used)")
    print(f"python_scan_median_us: {python:.1f}")
    print(f"judge_median_us: {statistics.median(judge_us):.2f} (target <= 20)")
    print(f"scan_median_us: {scan:.1f}")
    print(f"speedup_vs_python: {python / scan:.0f}x")


if __name__ == "__main__":
    main()
