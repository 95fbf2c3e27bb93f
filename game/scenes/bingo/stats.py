"""Trick-Taking Bingo's own statistics: lines made, and the most in one game (its kit names
``STATS``; ``stats.book`` tallies them)."""

from __future__ import annotations

from game.i18n import N_
from game.rules.bingo import SPEC, LineCompleted
from game.rules.bingo.state import BingoState
from game.stats.book import Figures, GameStats, of_games
from game.stats.figures import events

FIGURES = (("lines", N_("Lines made"), "lines", ""), ("most_lines", N_("Most lines"), "lines", "max"))


def read(state: BingoState) -> list[Figures]:
    """Bingo lines completed, per seat."""
    lines = [0] * state.players
    for event in events(state):
        if isinstance(event, LineCompleted):
            lines[event.seat] += len(event.lines)
    return [{"lines": float(n)} for n in lines]


STATS = (GameStats(SPEC.key, SPEC.short or SPEC.title, FIGURES, of_games(BingoState, read)),)
