"""Flat Monte Carlo whose root moves are compared on the same sampled worlds.

Flat Monte Carlo (``Search`` with ``max_depth`` 1) samples a world per iteration and tries one
root move on it, so two moves are told apart across different deals: most of a simulation's
result comes from who holds what, not from the move. Here each sampled world is played once
after *every* root move, with the same random numbers for the simulation's noise (common random
numbers), and the moves are ranked by their mean over the same worlds. The deal's luck cancels
out of the comparison, and a world is sampled once per round of moves instead of once per few
iterations.

It has ``Search``'s interface (``run``, ``best_action``, ``iterations``, ``root_actions``,
``statistics``) and hooks (``simulate`` or ``playout``/``horizon``, ``evaluate``, ``tie_break``,
``prior_weight``). One iteration is one simulation, so a bot's slices stay as small as before.
"""

from __future__ import annotations

import math
import random
from collections.abc import Callable
from typing import Any

from game.ai.ismcts import Evaluate, Playout, TieBreak, own_view, random_playout, win_shares


class PairedSearch:
    """Flat Monte Carlo for ``seat`` from ``view``: every root move on each sampled world."""

    def __init__(
        self,
        view: Any,
        seat: int,
        rng: random.Random,
        playout: Playout = random_playout,
        evaluate: Evaluate = win_shares,
        horizon: Callable[[Any], bool] | None = None,
        tie_break: TieBreak | None = None,
        prior_weight: float = 0.0,
        simulate: Callable[[Any, random.Random], None] | None = None,
        **_tree_options: Any,
    ):
        self.view, self.seat, self.rng = view, seat, rng
        self.playout, self.evaluate, self.horizon, self.simulate = playout, evaluate, horizon, simulate
        self.tie_break, self.prior_weight = tie_break, prior_weight
        self.root_actions = view.legal_actions(seat)
        self.totals = [0.0] * len(self.root_actions)
        self.counts = [0] * len(self.root_actions)
        self.iterations = 0
        self._world: Any = None
        self._seed = 0
        self._next = 0  # the root move to try next on the current world

    def rounded(self, iterations: int) -> int:
        """``iterations`` rounded up to whole worlds (every move tried equally often)."""
        moves = len(self.root_actions)
        return max(moves, math.ceil(iterations / moves) * moves)

    def run(self, iterations: int) -> None:
        for _ in range(iterations):
            self._iterate()

    def _iterate(self) -> None:
        moves = len(self.root_actions)
        if self._next == 0:
            self._world = self.view.determinize(self.seat, self.rng)
            self._seed = self.rng.getrandbits(64)
        index = self._next
        self._next = (index + 1) % moves
        state = self._world if self._next == 0 else self._world.clone()  # the last move takes the world
        state.apply(self.seat, self.root_actions[index])
        rng = random.Random(self._seed)
        (self.simulate or self._play_out)(state, rng)
        self.totals[index] += self.evaluate(state)[self.seat]
        self.counts[index] += 1
        self.iterations += 1

    def _play_out(self, state: Any, rng: random.Random) -> None:
        horizon = self.horizon
        while not state.is_over() and not (horizon is not None and horizon(state)):
            mover = state.to_move()[0]
            state.apply(mover, self.playout(state, mover, state.legal_actions(mover), rng))

    def means(self) -> list[float]:
        pairs = zip(self.totals, self.counts, strict=True)
        return [total / count if count else -math.inf for total, count in pairs]

    def best_action(self) -> Any:
        """The best mean over the worlds, plus ``prior_weight`` times the tie-break's liking
        scaled to [0, 1] over the root moves (and the liking alone among equal means)."""
        means = self.means()
        if self.tie_break is None:
            return self.root_actions[max(range(len(means)), key=means.__getitem__)]
        view = own_view(self.view)
        liking = [self.tie_break(view, self.seat, a) for a in self.root_actions]
        low, spread = min(liking), (max(liking) - min(liking)) or 1.0
        scaled = [(value - low) / spread for value in liking]
        best = max(range(len(means)), key=lambda i: (means[i] + self.prior_weight * scaled[i], scaled[i]))
        return self.root_actions[best]

    def statistics(self) -> dict[Any, tuple[int, float]]:
        """Simulations and mean reward of each root move (for debugging and tests)."""
        return {a: (c, m) for a, c, m in zip(self.root_actions, self.counts, self.means(), strict=True)}
