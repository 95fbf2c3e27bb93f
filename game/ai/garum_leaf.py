"""The hard bot's leaf evaluation: the outlook, calibrated against what lines really end with.

The outlook (``garum_outlook``) is the heuristic's yardstick and stays as it is, so the medium level
and the bench's heuristic opponents do not move. Measured over heuristic self-play
(``bench/garum_calib.py``), it projects a placed worker far above what it finally scores: the fish
still to come on its line are over-counted, while banked points are exact. A search leaf that
trusted it would prefer workers on the board to points in hand. Here only the fish still to come are
scaled by ``FUTURE_FACTOR`` (per board side), and a worker kept in hand by ``HOLD_FACTOR``; with
both at 1 the leaf is the plain outlook.
"""

from __future__ import annotations

import functools

from game.ai.garum_fast import FastGarum
from game.ai.garum_outlook import Outlook, chart_table, expected_chart, line_outlook

FUTURE_FACTOR = {"troia": 1.0, "baelo": 1.0}  # share of the projected fish to come a line really gets
HOLD_FACTOR = {"troia": 1.0, "baelo": 1.0}  # share of a kept worker's projected worth it really scores


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
        self.hold_factor = HOLD_FACTOR.get(self.side, 1.0)

    def worker(self, colour: int, line: int, foreman: bool, extra: int = 0, add: int = 0) -> float:
        return scaled_worker(self.side, foreman, self.factor, *self._terms(colour, line, extra, add))

    def hold(self, colour: int, foreman: bool) -> float:
        return super().hold(colour, foreman) * self.hold_factor
