"""What hard's leaf guess is worth: heuristic self-play, compared at every round start with the end.

``python bench/fishing_calib.py --games 300``: four sound heuristic players; at the start of every
round after the first (where hard's leaf is taken: the next hands drawn) each seat's features are
kept — banked points, the strength of the hand just drawn in the leaf's unit (``players`` × mean
strength, so today's ``HAND_WORTH`` is its points per unit), the boat's strength and size, the
cards drawn from the ocean, the lead — and at the end its final margin over the table mean and its
win share. Per rounds left it prints how far today's leaf (points + ``HAND_WORTH`` × hand) is off
(slope of the real future margin on the projected one: 1 is calibrated), a least-squares fit of
the future margin on the centred features, and the logistic scale of the win on the margin of the
leaf value over the best other seat (``REWARD_SCALE``); beside today's hand worth per round
(``fishing_value.hand_worth_per_unit``), what the rest of the future margin makes of the boat left behind
the hand (its strength and its cards, and its cards alone: ``BOAT_WORTH_BY_ROUND``).
"""

from __future__ import annotations

import argparse
import random
import sys
from pathlib import Path

import numpy as np

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from game.ai.fishing import value as fishing_value  # noqa: E402
from game.ai.fishing.heuristic import heuristic_action, strength  # noqa: E402
from game.rules import fishing as rules  # noqa: E402

FEATURES = ("hand", "boat_strength", "boat_cards", "leader")


def features(state, seat: int) -> list[float]:
    hand, boat = state.hands[seat], state.boats[seat]
    return [state.players * sum(map(strength, hand)) / max(1, len(hand)),
            sum(map(strength, boat)), float(len(boat)), float(state.leader == seat)]


def play(seed: int) -> list[tuple]:
    """Rows (rounds left, seat scores, seat features, final scores, win shares)."""
    state = rules.new_game(4, seed=seed)
    rng = random.Random(seed)
    snaps, seen = [], 1
    while not state.is_over():
        if state.round != seen:
            seen = state.round
            snaps.append((state.deck.rounds - state.round + 1, list(state.score),
                          [features(state, s) for s in range(4)]))
        (seat,) = state.to_move()[:1]
        state.apply(seat, heuristic_action(state.view(seat), seat, state.legal_actions(seat), rng))
    winners = state.winners()
    shares = [1 / len(winners) if s in winners else 0.0 for s in range(4)]
    return [(left, score, feats, list(state.score), shares) for left, score, feats in snaps]


def logistic_scale(margin: np.ndarray, win: np.ndarray) -> float:
    """The ``s`` of P(win) = 1 / (1 + exp(-margin / s)) by maximum likelihood over a grid."""
    best, best_ll = 1.0, -np.inf
    for s in np.arange(0.5, 40.01, 0.25):
        p = np.clip(1 / (1 + np.exp(-margin / s)), 1e-6, 1 - 1e-6)
        ll = float(np.sum(win * np.log(p) + (1 - win) * np.log(1 - p)))
        if ll > best_ll:
            best, best_ll = s, ll
    return best


def rival_margin(values: np.ndarray) -> np.ndarray:
    """Per table (rows of 4): each seat's value minus the best other seat's."""
    out = np.empty_like(values)
    for s in range(4):
        others = np.delete(values, s, axis=1)
        out[:, s] = values[:, s] - others.max(axis=1)
    return out


def report(rows: list[tuple]) -> None:
    for left in sorted({r[0] for r in rows}, reverse=True):
        group = [r for r in rows if r[0] == left]
        score = np.array([r[1] for r in group], float)
        feats = np.array([r[2] for r in group], float)  # tables × seats × features
        final = np.array([r[3] for r in group], float)
        win = np.array([r[4] for r in group], float)
        centred = feats - feats.mean(axis=1, keepdims=True)
        future = (final - final.mean(axis=1, keepdims=True)) - (score - score.mean(axis=1, keepdims=True))
        y, x = future.reshape(-1), centred.reshape(-1, len(FEATURES))
        projected = fishing_value.HAND_WORTH * x[:, 0]
        slope = float(projected @ y / (projected @ projected)) if projected.any() else 0.0
        rmse_now = float(np.sqrt(np.mean((y - projected) ** 2)))
        coef, *_ = np.linalg.lstsq(x, y, rcond=None)
        rmse_fit = float(np.sqrt(np.mean((y - x @ coef) ** 2)))
        hand_only = float(x[:, 0] @ y / (x[:, 0] @ x[:, 0]))
        used = fishing_value.hand_worth_per_unit(rules.load_deck().rounds - left + 1)
        rest = y - used * x[:, 0]  # what today's hand worth leaves to the boat
        boat, *_ = np.linalg.lstsq(x[:, 1:3], rest, rcond=None)
        per_card = float(x[:, 2] @ rest / (x[:, 2] @ x[:, 2]))
        now = rival_margin(score + fishing_value.HAND_WORTH * feats[:, :, 0])
        print(f"left {left} n {len(group):4d} sd(future) {y.std():5.2f} | today HAND_WORTH "
              f"{fishing_value.HAND_WORTH}: slope {slope:5.2f} rmse {rmse_now:5.2f}"
              f" | hand alone {hand_only:5.2f}"
              f" | fit " + " ".join(f"{n} {c:+.2f}" for n, c in zip(FEATURES, coef, strict=True))
              + f" rmse {rmse_fit:5.2f}"
              + f" | beside hand {used:.1f}: boat_strength {boat[0]:+.2f} boat_cards {boat[1]:+.2f}"
              + f" (boat_cards alone {per_card:+.2f})"
              + f" | win scale today {logistic_scale(now.reshape(-1), win.reshape(-1)):.2f}")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=300)
    parser.add_argument("--seed", type=int, default=80_000)
    parser.add_argument("--workers", type=int, default=1)  # always one process; benchq wants the flag
    args = parser.parse_args()
    rows = []
    for g in range(args.games):
        rows += play(args.seed + g)
    print(f"{args.games} games of 4-seat heuristic self-play, at round starts (rounds left incl. this one)")
    report(rows)


if __name__ == "__main__":
    main()
