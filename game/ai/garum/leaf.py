"""The hard bot's leaf evaluation: the outlook, calibrated against what lines really end with.

The outlook (``garum_outlook``) is the heuristic's yardstick and stays as it is, so the medium level
and the bench's heuristic opponents do not move. Measured over heuristic self-play
(``bench/garum_calib.py``), it projects a placed worker far above what it finally scores: the fish
still to come on its line are over-counted, while banked points are exact. A search leaf that
trusted it would prefer workers on the board to points in hand. Here only the fish still to come are
scaled by ``FUTURE_FACTOR`` (per board side). A worker kept in hand, on the other hand, the outlook
values at 0.3-1.6 points falling fast round by round, while the heuristic's workers placed later
score about 6.6 points (Troia) and 4.0 (Baelo) whatever the round: ``HOLD_POINTS`` (a foreman
twice), fewer when the colour holds more workers than it has chances to place. With
``FUTURE_FACTOR`` 1 and ``HOLD_POINTS`` None the leaf is the plain outlook.
"""

from __future__ import annotations

import functools

from game.ai.garum.fast import FastGarum
from game.ai.garum.outlook import PLACE_CHANCE, Outlook, chart_table, expected_chart, line_outlook

FUTURE_FACTOR = {"troia": 0.8, "baelo": 0.8}  # share of the projected fish to come a line really gets
# Fitted by bench/garum_calib.py (150 heuristic games a side, round starts with 3 or more rounds left,
# where search leaves lie): projected points unbiased at 0.8 (Troia bias -0.81 to +0.76 by stage,
# Baelo -0.28 to +0.29; at 1.0 +2.1 to +3.1 and +1.2 to +2.4). With 1-2 rounds left 0.5 fits, but
# there the playouts reach the game's end and need no leaf.
HOLD_POINTS = {"troia": 6.6, "baelo": 4.0}  # points a kept apprentice scores later; None: the outlook's
# Measured by bench/garum_calib.py: 6.5-6.7 (Troia, 15-11 rounds left), 4.0-4.1 (Baelo, 11-7 left).
# A/B of both against the plain outlook (bench/ai_ab.py, 150 pairs, seeds 96000), vs 3 heuristic:
# Troia 0.413 -> 0.613, +0.200 (95 % +0.105 to +0.295); Baelo (with a hand worth 3x the outlook's
# guess instead of HOLD_POINTS) 0.314 -> 0.466, +0.151 (+0.070 to +0.232). Same CPU per decision.
# With garum_search.CALIBRATED_CANDIDATES, bench/ai.py garum --vs heuristic, 300 games, seeds 98000:
# Troia 0.597 (0.542-0.651), Baelo 0.471 (0.415-0.527); before this leaf 0.385 and 0.355.
# Against 3 rival players (bench/rivals.py), paired with the bot before this leaf, seeds 99000:
# Troia 0.640 vs 0.550 (50 pairs, +0.090, 95 % -0.068 to +0.248), Baelo 0.783 vs 0.733 (60 pairs,
# +0.050, -0.085 to +0.185): no loss against an opponent it was not tuned on.


@functools.cache
def scaled_worker(side: str, foreman: bool, factor: float, *terms) -> float:
    """A worker's expected points with the fish still to come on its line scaled by ``factor``."""
    mean, var = line_outlook(*terms)
    count = terms[0]
    return expected_chart(chart_table(side, foreman), count + factor * (mean - count), factor * var)


class LeafOutlook(Outlook):
    """The outlook with the calibrated worker and hand values (only ``colour_scores`` reads them)."""

    def __init__(self, state: FastGarum):
        super().__init__(state)
        self.factor = FUTURE_FACTOR.get(self.side, 1.0)
        self.hold_points = None if HOLD_POINTS is None else HOLD_POINTS[self.side]

    def worker(self, colour: int, line: int, foreman: bool, extra: int = 0, add: int = 0) -> float:
        return scaled_worker(self.side, foreman, self.factor, *self._terms(colour, line, extra, add))

    def hold(self, colour: int, foreman: bool) -> float:
        if self.hold_points is None:
            return super().hold(colour, foreman)
        state = self.state
        value = self.hold_points * (2 if foreman else 1)
        chances = (state.rounds - state.round - 1) * PLACE_CHANCE
        workers = sum(state.left[colour])
        return value * min(1.0, max(0.0, chances) / workers) if workers else value
