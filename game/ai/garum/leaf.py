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
# 0.8 leaves the projected points unbiased in self-play; see bench/NOTES.md, "Garum: FUTURE_FACTOR".
HOLD_POINTS = {"troia": 6.6, "baelo": 4.0}  # points a kept apprentice scores later; None: the outlook's
# What later workers really score; the calibrated leaf paid clearly; see bench/NOTES.md, "Garum:
# HOLD_POINTS (the calibrated leaf)".


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

    def _hold(self, colour: int, foreman: bool) -> float:
        """Remembered per colour and kind by ``Outlook.hold`` (hands and rounds stay put meanwhile)."""
        if self.hold_points is None:
            return super()._hold(colour, foreman)
        state = self.state
        value = self.hold_points * (2 if foreman else 1)
        chances = (state.rounds - state.round - 1) * PLACE_CHANCE
        workers = sum(state.left[colour])
        return value * min(1.0, max(0.0, chances) / workers) if workers else value
