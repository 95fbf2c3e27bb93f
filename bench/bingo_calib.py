"""Fit the weights of ``game.ai.bingo_leaf`` (who wins from a trick's end) on heuristic self-play.

``python bench/bingo_calib.py --games 1500``: four sound heuristic players (``heuristic_bingo``)
play; at the end of every trick (free markers placed) each seat's ``bingo_leaf.features`` are kept
with the seat's final win share. A conditional logit (softmax over the seats of the weighted
features) is fitted by Newton steps on the first games, then its log loss is compared on the rest
against the uniform guess, per number of tricks played. Prints the weights for ``WEIGHTS``.
``--playouts N`` also plays N greedy playouts (the hard bot's policy) from each position on the
true deal and prints how well their win shares predict the real winner: where the playouts' noise
swamps the signal.
"""

from __future__ import annotations

import argparse
import random
import sys
from pathlib import Path

import numpy as np

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from game.ai.bingo_fast import FastBingo  # noqa: E402
from game.ai.bingo_leaf import FEATURES, WEIGHTS, features  # noqa: E402
from game.ai.heuristic_bingo import heuristic_action  # noqa: E402
from game.rules.bingo import TO_CHOOSE, new_game  # noqa: E402


def greedy_odds(fast: FastBingo, playouts: int, rng: random.Random) -> list[float]:
    """Each seat's win share over ``playouts`` greedy playouts of the (known) position."""
    total = [0.0] * fast.players
    for _ in range(playouts):
        sim = fast.copy()
        while not sim.is_over():
            mover = sim.to_move()[0]
            sim.apply(mover, sim.greedy_action(mover, rng))
        for seat in sim.winners():
            total[seat] += 1.0 / len(sim.winners())
    return [(t + 0.5) / (playouts + 0.5 * fast.players) for t in total]


def play(seed: int, players: int, trump: bool, playouts: int = 0) -> list[tuple]:
    """(tricks played, features per seat, greedy playout odds or None, win shares) at every
    trick's end."""
    state = new_game(players, seed=seed, trump=trump)
    rng = random.Random(seed)
    snaps = []
    while not state.is_over():
        if not state.trick and TO_CHOOSE not in state.choices:
            fast = FastBingo.of(state)
            odds = greedy_odds(fast, playouts, rng) if playouts else None
            snaps.append((state.tricks, features(fast), odds))
        for seat in state.to_move():
            if state.is_over() or seat not in state.to_move():
                continue
            view = state.view(seat)
            state.apply(seat, heuristic_action(view, seat, view.legal_actions(seat), rng))
    winners = state.winners()
    shares = [1.0 / len(winners) if s in winners else 0.0 for s in range(players)]
    return [(t, rows, odds, shares) for t, rows, odds in snaps]


def fit(x: np.ndarray, y: np.ndarray, ridge: float = 1e-3, steps: int = 30) -> np.ndarray:
    """Conditional logit: x (positions, seats, features), y (positions, seats) shares summing to 1."""
    w = np.zeros(x.shape[2])
    for _ in range(steps):
        s = x @ w
        p = np.exp(s - s.max(axis=1, keepdims=True))
        p /= p.sum(axis=1, keepdims=True)
        mean = np.einsum("ps,psf->pf", p, x)
        grad = np.einsum("ps,psf->f", y - p, x) - ridge * w
        centred = x - mean[:, None, :]
        hess = -np.einsum("ps,psf,psg->fg", p, centred, centred) - ridge * np.eye(len(w))
        w -= np.linalg.solve(hess, grad)
    return w


def log_loss(x: np.ndarray, y: np.ndarray, w: np.ndarray) -> float:
    s = x @ w
    s -= s.max(axis=1, keepdims=True)
    logp = s - np.log(np.exp(s).sum(axis=1, keepdims=True))
    return float(-(y * logp).sum(axis=1).mean())


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=1500)
    parser.add_argument("--players", type=int, default=4)
    parser.add_argument("--seed", type=int, default=500_000)
    parser.add_argument("--trump", action="store_true")
    parser.add_argument("--workers", type=int, default=1)  # always one process; benchq wants the flag
    parser.add_argument("--playouts", type=int, default=0, help="also score N greedy playouts a position")
    args = parser.parse_args()
    rows = [r for g in range(args.games)
            for r in play(args.seed + g, args.players, args.trump, args.playouts)]
    split = int(len(rows) * 0.7)  # games are appended in order, so this splits (nearly) by game
    stage = np.array([r[0] for r in rows])
    x = np.array([r[1] for r in rows], dtype=float)
    y = np.array([r[3] for r in rows], dtype=float)
    odds = np.log(np.array([r[2] for r in rows], dtype=float))[:, :, None] if args.playouts else None
    w = fit(x[:split], y[:split])
    temper = fit(odds[:split], y[:split]) if odds is not None else None  # the playouts are overconfident
    print(f"{args.games} games ({'trump' if args.trump else 'no trump'}), {len(rows)} positions")
    print("WEIGHTS = (" + ", ".join(f"{v:.3f}" for v in w) + ")")
    for name, v in zip(FEATURES, w, strict=True):
        print(f"  {name:18s} {v:+.3f}")
    test = slice(split, None)
    now = np.array(WEIGHTS, dtype=float)
    for t in sorted(set(stage[test])):
        pick = stage[test] == t
        xs, ys = x[test][pick], y[test][pick]
        print(f"  tricks {t}: n {len(xs):5d} log loss uniform {np.log(args.players):.3f} fitted "
              f"{log_loss(xs, ys, w):.3f} current {log_loss(xs, ys, now):.3f}"
              + (f" greedy playouts (tempered {temper[0]:.2f}) {log_loss(odds[test][pick], ys, temper):.3f}"
                 if odds is not None else ""))


if __name__ == "__main__":
    main()
