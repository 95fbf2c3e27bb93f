"""Fishing's own statistics: fish caught per round (its kit names ``STATS``; ``stats.book``
tallies them)."""

from __future__ import annotations

from game.i18n import N_
from game.rules.fishing import SPEC, RoundScored
from game.rules.fishing.state import FishingState
from game.stats.book import Figures, GameStats, of_games
from game.stats.figures import events

FIGURES = (("fish_per_round", N_("Fish per round"), "fish", "rounds"),)


def read(state: FishingState) -> list[Figures]:
    """Fish caught (cards landed on one's fisherman) over the rounds played, per seat."""
    rounds = [e for e in events(state) if isinstance(e, RoundScored)]
    return [
        {"fish": float(sum(r.points[seat] for r in rounds)), "rounds": float(len(rounds))}
        for seat in range(state.players)
    ]


STATS = (GameStats(SPEC.key, SPEC.short or SPEC.title, FIGURES, of_games(FishingState, read)),)
