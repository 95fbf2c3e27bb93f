"""Garum's own statistics: the best line a seat's worker scored (its kit names ``STATS``;
``stats.book`` tallies them)."""

from __future__ import annotations

from game.i18n import N_
from game.rules.garum import SPEC, WorkerScored
from game.rules.garum.state import GarumState
from game.stats.book import Figures, GameStats, of_games
from game.stats.figures import events

FIGURES = (("best_line", N_("Best line"), "best_line", "max"),)


def read(state: GarumState) -> list[Figures]:
    """The most a single worker's row or column scored for the seat owning its colour."""
    best: list[float] = [0.0] * state.players
    for event in events(state):
        if isinstance(event, WorkerScored):
            seat = state.owner[event.colour]
            if seat is not None:
                best[seat] = max(best[seat], float(event.points))
    return [{"best_line": b} for b in best]


STATS = (GameStats(SPEC.key, SPEC.short or SPEC.title, FIGURES, of_games(GarumState, read)),)
