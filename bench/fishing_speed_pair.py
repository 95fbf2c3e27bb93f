"""Fishing hard's decision CPU in two source trees, paired decision by decision:
``python bench/fishing_speed_pair.py OTHER_TREE`` (this tree against OTHER_TREE, e.g. a ``git archive``
of main unpacked somewhere).

On a busy machine one code's CPU per decision moves by a fifth between runs minutes apart, more
than a speed-up of a few per cent, so alternating whole ``fishing_speed.py`` runs cannot see it.
Here two workers, one per tree, decide the same positions (``fishing_speed.positions``, made once
by this tree) one after the other, the first of each pair in turn, so both meet the same load;
the paired ratio is the figure. Prints each tree's median / p99 and the ratio (this / other), and
fails if the two trees chose differently anywhere (then the comparison is not a speed-up's).
"""

from __future__ import annotations

import argparse
import os
import pickle
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

HERE = Path(__file__).resolve().parents[1]


def worker(tree: str, positions: str) -> None:
    """Decide the positions asked on stdin (their index) with ``tree``'s code; print CPU and move."""
    sys.path.insert(0, tree)
    from game.ai.base import decide
    from game.ai.fishing import bot as fishing

    with open(positions, "rb") as file:
        views = pickle.load(file)
    for line in sys.stdin:
        index = int(line)
        view, seat = views[index]
        bot = fishing.make_bot("hard", seed=index)
        start = time.process_time()
        action = decide(bot, view, seat)
        print(time.process_time() - start, repr(action), flush=True)


def ask(process: subprocess.Popen, index: int) -> tuple[float, str]:
    """A worker's CPU and move for position ``index``."""
    if process.stdin is None or process.stdout is None:
        raise ValueError("a worker talks through pipes")
    process.stdin.write(f"{index}\n")
    process.stdin.flush()
    cpu, move = process.stdout.readline().split(" ", 1)
    return float(cpu), move


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("other", help="the other source tree (its root)")
    parser.add_argument("--games", type=int, default=2)
    parser.add_argument("--every", type=int, default=6)
    parser.add_argument("--seed", type=int, default=50_000)
    parser.add_argument("--rounds", type=int, default=1, help="times over the positions")
    parser.add_argument("--worker", nargs=2, metavar=("TREE", "POSITIONS"), help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.worker:
        worker(*args.worker)
        return
    sys.path.insert(0, str(HERE))
    from bench.ai import percentile
    from bench.fishing_speed import positions

    views = list(positions(args.games, args.every, args.seed))
    with tempfile.NamedTemporaryFile(suffix=".pickle", delete=False) as file:
        pickle.dump(views, file)
    trees = {"this": str(HERE), "other": str(Path(args.other).resolve())}
    env = dict(os.environ, PYTHONPATH="")
    workers = {name: subprocess.Popen([sys.executable, __file__, ".", "--worker", tree, file.name],
                                      cwd=tree, env=env, stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                                      text=True) for name, tree in trees.items()}
    times: dict[str, list[float]] = {name: [] for name in trees}
    try:
        for round_ in range(args.rounds):
            for index in range(len(views)):
                moves = []
                for name in (("this", "other") if (index + round_) % 2 == 0 else ("other", "this")):
                    cpu, move = ask(workers[name], index)
                    times[name].append(cpu)
                    moves.append(move)
                if moves[0] != moves[1]:
                    chosen = " and ".join(move.strip() for move in moves)
                    raise SystemExit(f"position {index}: the trees chose {chosen}")
    finally:
        for process in workers.values():
            process.communicate()
        os.unlink(file.name)
    for name, spent in times.items():
        median, p99 = statistics.median(spent) * 1000, percentile(spent, 0.99) * 1000
        print(f"{name} ({trees[name]}): {len(spent)} decisions, CPU median {median:.1f} ms, p99 {p99:.1f} ms")
    ratios = [mine / theirs for mine, theirs in zip(times["this"], times["other"], strict=True)]
    print(f"this / other: median of the paired ratios {statistics.median(ratios):.3f}, "
          f"total CPU {sum(times['this']) / sum(times['other']):.3f}")


if __name__ == "__main__":
    main()
