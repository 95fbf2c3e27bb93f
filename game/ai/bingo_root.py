"""A paired second look at hard's closest root moves, on the same sampled deals.

Six hundred tree iterations split over a handful of moves leave each move's mean result with a
standard error of several points, while the moves it must choose between often differ by less.
Most of a Bingo result is the deal, so comparing moves on *the same* deals (and the same playout
dice) cancels most of that noise: after the search, every move visited at least a third as often
as the most visited is played out once on each of the same fresh sampled deals (``PLAYOUTS`` in
all, shared among the moves), and the final
choice is the best paired mean (plus the heuristic's ``prior`` liking, as the search does). It
runs a world per work unit, so it stays sliced like the search.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any

from game.ai.ismcts import Search, own_view

PLAYOUTS = 0  # playouts of the paired look, over all its moves (0: off, the search's choice stands)


class PairedLook:
    """Plays the search's close root moves out on shared deals, one deal per ``step``."""

    def __init__(self, search: Search, playout: Callable, evaluate: Callable, playouts: int):
        self.search, self.playout, self.evaluate = search, playout, evaluate
        stats = search.statistics()
        most = max((visits for visits, _ in stats.values()), default=0)
        self.moves = [a for a in search.root_actions if a in stats and 3 * stats[a][0] >= most > 0]
        self.left = playouts // max(1, len(self.moves))
        self.totals = {a: 0.0 for a in self.moves}
        self.done = 0

    def needed(self) -> bool:
        return len(self.moves) > 1 and self.left > 0

    def step(self) -> None:
        search, seat = self.search, self.search.seat
        world = search.view.determinize(seat, search.rng)
        dice = search.rng.getrandbits(64)
        for action in self.moves:
            state = world.copy()
            state.apply(seat, action)
            rng = random.Random(dice)
            while not state.is_over():
                mover = state.to_move()[0]
                state.apply(mover, self.playout(state, mover, state.legal_actions(mover), rng))
            self.totals[action] += self.evaluate(state)[seat]
        self.done += 1
        self.left -= 1

    def best_action(self) -> Any:
        """The best paired mean, swayed by the search's prior as its own final choice is."""
        search = self.search
        view = own_view(search.view)
        known = {a: search.tie_break(view, search.seat, a) for a in self.moves} if search.tie_break else {}
        low, high = min(known.values(), default=0.0), max(known.values(), default=0.0)
        spread = (high - low) or 1.0

        def value(action: Any) -> float:
            prior = search.prior_weight * (known[action] - low) / spread if known else 0.0
            return self.totals[action] / self.done + prior

        return max(self.moves, key=value)
