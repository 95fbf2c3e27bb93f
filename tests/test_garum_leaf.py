"""The hard bot's calibrated leaf: the plain outlook at factor 1, less for fish to come below it."""

import random

from game.ai.garum import leaf as garum_leaf
from game.ai.garum.fast import FastGarum
from game.ai.garum.heuristic import heuristic_action
from game.ai.garum.leaf import LeafOutlook
from game.ai.garum.outlook import Outlook
from game.rules import garum


def midgame(side: str, seed: int = 3) -> FastGarum:
    """A heuristic game stopped at a round start with workers both placed and kept."""
    state = FastGarum.from_state(garum.new_game(4, seed=seed, side=side))
    rng = random.Random(seed)
    while not (state.phase == "tile" and state.turn == 0 and state.workers and state.round >= 3):
        (seat,) = state.to_move()
        state.apply(seat, heuristic_action(state, seat, state.legal_actions(seat), rng))
    return state


def test_factor_one_is_the_plain_outlook(monkeypatch):
    monkeypatch.setattr(garum_leaf, "FUTURE_FACTOR", {"troia": 1.0, "baelo": 1.0})
    monkeypatch.setattr(garum_leaf, "HOLD_POINTS", None)
    for side in ("troia", "baelo"):
        state = midgame(side)
        plain, leaf = Outlook(state).colour_scores(), LeafOutlook(state).colour_scores()
        assert all(abs(a - b) < 1e-9 for a, b in zip(plain, leaf, strict=True))


def test_fish_to_come_shrink_and_banked_points_stay(monkeypatch):
    monkeypatch.setattr(garum_leaf, "FUTURE_FACTOR", {"troia": 0.5, "baelo": 0.5})
    monkeypatch.setattr(garum_leaf, "HOLD_POINTS", None)
    state = midgame("troia")
    plain, leaf = Outlook(state), LeafOutlook(state)
    lower = [leaf.worker(c, ln, f) < plain.worker(c, ln, f) for c, ln, f in state.workers]
    assert any(lower) and all(leaf.worker(c, ln, f) <= plain.worker(c, ln, f) + 1e-9
                              for c, ln, f in state.workers)
    # a line with nothing left to come is worth what its fish already score
    zero = garum_leaf.scaled_worker("troia", False, 0.0, 5, 3, 1.7, -1, -1)
    assert zero == garum_leaf.scaled_worker("troia", False, 0.0, 5, 0, 0.0, -1, -1)


def test_kept_worker_worth_what_later_workers_score_while_chances_last(monkeypatch):
    monkeypatch.setattr(garum_leaf, "HOLD_POINTS", {"troia": 6.0, "baelo": 4.0})
    state = midgame("baelo")
    colour = next(c for c in range(4) if state.owner[c] is not None and any(state.left[c]))
    leaf = LeafOutlook(state)
    assert leaf.hold(colour, False) == 4.0 and leaf.hold(colour, True) == 8.0
    state.round = state.rounds - 1  # no round left to place it in
    assert LeafOutlook(state).hold(colour, False) == 0.0
