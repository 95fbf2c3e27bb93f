"""How far the outlook's projection of a placed worker (and of one kept in hand) overshoots.

``python bench/garum_calib.py troia --games 150``: heuristic self-play; at every round start each
placed worker's outlook terms are kept, and at the end its real points. For a grid of factors ``k``
the fish still to come are scaled by ``k`` and the mean squared error and bias of the projected
points are printed per stage (rounds left), so the hard bot's leaf can use the best ``k``
(``garum_leaf.FUTURE_FACTOR``). Workers kept in hand: projected value against the points the
workers placed later really scored.
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from game.ai.garum.fast import FastGarum  # noqa: E402
from game.ai.garum.heuristic import heuristic_action  # noqa: E402
from game.ai.garum.leaf import scaled_worker  # noqa: E402
from game.ai.garum.outlook import Outlook  # noqa: E402
from game.rules import garum  # noqa: E402
from game.rules.garum.moves import PlaceWorker  # noqa: E402

FACTORS = (0.3, 0.4, 0.5, 0.6, 0.7, 0.8, 0.9, 1.0)


def stage(left: int) -> str:
    return "1-2" if left <= 2 else "3-5" if left <= 5 else "6-8" if left <= 8 else "9+"


def play(side: str, seed: int) -> tuple[list, list]:
    """Placed-worker rows (stage, foreman, terms, actual) and hand rows (stage, projected, actual)."""
    state = FastGarum.from_state(garum.new_game(4, seed=seed, side=side))
    rng = random.Random(seed)
    snaps, placed_at = [], {}
    while not state.is_over():
        if state.phase == "tile" and state.turn == 0 and state.round > 0:
            outlook = Outlook(state)
            rows = [(c, ln, f, outlook._terms(c, ln, 0)) for c, ln, f in state.workers]
            hands = {c: (state.left[c][0] + 2 * state.left[c][1], state.left[c][0] * outlook.hold(c, False)
                         + state.left[c][1] * outlook.hold(c, True))
                     for c in range(4) if state.owner[c] is not None}
            snaps.append((state.rounds - state.round, rows, hands, len(state.workers)))
        (seat,) = state.to_move()
        action = heuristic_action(state, seat, state.legal_actions(seat), rng)
        state.apply(seat, action)
        if type(action) is PlaceWorker:
            placed_at[len(state.workers) - 1] = state.round
    board, factor = state.board, state.data.foreman_factor
    actual = [board.points(state.counts[ln * 4 + c], f, factor) for c, ln, f in state.workers]
    worker_rows, hand_rows = [], []
    for left, rows, hands, n_placed in snaps:
        for i, (_c, _ln, f, terms) in enumerate(rows):
            worker_rows.append((stage(left), f, terms, actual[i]))
        for c, (count, projected) in hands.items():
            later = sum(actual[i] for i in range(n_placed, len(actual)) if state.workers[i][0] == c)
            if count:
                hand_rows.append((left, projected / count, later / count))
    return worker_rows, hand_rows


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("side")
    parser.add_argument("--games", type=int, default=150)
    parser.add_argument("--seed", type=int, default=70_000)
    parser.add_argument("--workers", type=int, default=1)  # always one process; benchq wants the flag
    args = parser.parse_args()
    workers, hands = [], []
    for g in range(args.games):
        w, h = play(args.side, args.seed + g)
        workers += w
        hands += h
    print(f"{args.side}, {args.games} games of heuristic self-play; placed workers at round starts")
    for name in ("9+", "6-8", "3-5", "1-2", "all"):
        rows = [r for r in workers if name in ("all", r[0])]
        if not rows:
            continue
        real = statistics.fmean(r[3] for r in rows)
        cells = []
        for k in FACTORS:
            err = [scaled_worker(args.side, f, k, *terms) - a for _s, f, terms, a in rows]
            rmse = statistics.fmean(e * e for e in err) ** 0.5
            cells.append(f"k{k:.1f} bias {statistics.fmean(err):+5.2f} rmse {rmse:5.2f}")
        print(f"  left {name:>3} n {len(rows):5d} real {real:5.2f}: " + "; ".join(cells))
    print("a worker kept at a round start (a foreman counts 2): projected vs what the later ones scored")
    for name in sorted({r[0] for r in hands}, reverse=True):
        rows = [r for r in hands if r[0] == name]
        if rows:
            p, a = statistics.fmean(r[1] for r in rows), statistics.fmean(r[2] for r in rows)
            ratio = a / p if p else 0.0
            print(f"  left {name:3d} n {len(rows):5d} projected {p:6.2f} real {a:6.2f} ratio {ratio:.2f}")


if __name__ == "__main__":
    main()
