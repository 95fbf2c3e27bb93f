"""Flat Monte Carlo whose root moves are compared on the same sampled worlds.

Flat Monte Carlo (``Search`` with ``max_depth`` 1) samples a world per iteration and tries one
root move on it, so two moves are told apart across different deals: most of a simulation's
result comes from who holds what, not from the move. Here each sampled world is played once
after *every* root move, with the same random numbers for the simulation's noise (common random
numbers), and the moves are ranked by their mean over the same worlds. The deal's luck cancels
out of the comparison, and a world is sampled once per round of moves instead of once per few
iterations.

With ``halving`` the budget is spent in rounds of sequential halving (Karnin, Koren & Somekh
2013): each round tries the moves still in the running on equally many worlds, then keeps the
better half, so the close contenders are compared on many more worlds than the clear losers.
The survivors have always been tried on the same worlds, so the comparison stays paired.

It has ``Search``'s interface (``run``, ``best_action``, ``iterations``, ``root_actions``,
``statistics``) and hooks (``simulate`` or ``playout``/``horizon``, ``evaluate``, ``tie_break``,
``prior_weight``). One iteration is one simulation, so a bot's slices stay as small as before.
"""

from __future__ import annotations

import math
import random
from collections.abc import Callable
from typing import Any

from game.ai.ismcts import Evaluate, Playout, TieBreak, liking, own_view, play_out, random_playout, win_shares


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
        halving: bool = False,
        **_tree_options: Any,
    ):
        self.view, self.seat, self.rng = view, seat, rng
        self.playout, self.evaluate, self.horizon, self.simulate = playout, evaluate, horizon, simulate
        self.tie_break, self.prior_weight = tie_break, prior_weight
        self.root_actions = view.legal_actions(seat)
        self.totals = [0.0] * len(self.root_actions)
        self.counts = [0] * len(self.root_actions)
        self.iterations = 0
        self.halving = halving
        self.alive = list(range(len(self.root_actions)))  # the moves still tried, by index
        self.rounds: list[int] = []  # worlds per round of halving still to come (the last repeats)
        self._world: Any = None
        self._seed = 0
        self._next = 0  # the place in ``alive`` of the move to try next on the current world
        self._worlds = 0  # worlds finished in this round

    def rounded(self, iterations: int) -> int:
        """Plan a budget of about ``iterations`` simulations and return its exact size: whole
        worlds (every move still in the running tried equally often), in rounds of halving."""
        moves = len(self.root_actions)
        if not self.halving or moves <= 2:
            return max(moves, math.ceil(iterations / moves) * moves)
        count = math.ceil(math.log2(moves))
        alive, total = moves, 0
        for _ in range(count):
            worlds = max(1, iterations // (count * alive))
            self.rounds.append(worlds)
            total += worlds * alive
            alive = math.ceil(alive / 2)
        return total

    def run(self, iterations: int) -> None:
        for _ in range(iterations):
            self._iterate()

    def _iterate(self) -> None:
        alive = self.alive
        if self._next == 0:
            self._world = self.view.determinize(self.seat, self.rng)
            self._seed = self.rng.getrandbits(64)
        index = alive[self._next]
        self._next = (self._next + 1) % len(alive)
        state = self._world if self._next == 0 else self._world.clone()  # the last move takes the world
        state.apply(self.seat, self.root_actions[index])
        rng = random.Random(self._seed)
        (self.simulate or self._play_out)(state, rng)
        self.totals[index] += self.evaluate(state)[self.seat]
        self.counts[index] += 1
        self.iterations += 1
        if self._next == 0:
            self._worlds += 1
            if len(self.rounds) > 1 and self._worlds == self.rounds[0]:
                self._halve()

    def _halve(self) -> None:
        """Keep the better half of the moves still in the running (by ``_score``)."""
        self.rounds.pop(0)
        self._worlds = 0
        scores = self._scores()
        ranked = sorted(self.alive, key=lambda i: scores[i], reverse=True)
        self.alive = sorted(ranked[:math.ceil(len(ranked) / 2)])

    def _play_out(self, state: Any, rng: random.Random) -> None:
        play_out(state, rng, self.playout, self.horizon)

    def means(self) -> list[float]:
        pairs = zip(self.totals, self.counts, strict=True)
        return [total / count if count else -math.inf for total, count in pairs]

    def best_action(self) -> Any:
        """The best of the moves still in the running by ``_scores``."""
        scores = self._scores()
        return self.root_actions[max(self.alive, key=scores.__getitem__)]

    def _scores(self) -> list[tuple[float, float]]:
        """Each move's mean over the worlds, plus ``prior_weight`` times the tie-break's liking
        scaled to [0, 1] over the root moves; then the liking alone, among equal scores."""
        means = self.means()
        if self.tie_break is None:
            return [(mean, 0.0) for mean in means]
        scaled = liking(self.tie_break, own_view(self.view), self.seat, self.root_actions)
        return [(mean + self.prior_weight * lean, lean) for mean, lean in zip(means, scaled, strict=True)]

    def statistics(self) -> dict[Any, tuple[int, float]]:
        """Simulations and mean reward of each root move (for debugging and tests)."""
        return {a: (c, m) for a, c, m in zip(self.root_actions, self.counts, self.means(), strict=True)}
