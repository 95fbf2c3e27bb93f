"""The figures players care about in one finished game, per seat, read from its final state by
its game's own reader (``book.GameStats.read``, which its kit gives).

Pure: turn-based games are replayed from their own history to see their events (``events``: a few
ms at the end of a game). Each figure is a number; ``book`` knows how to total or best it.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Protocol, runtime_checkable

from game.rules.base import TurnState
from game.stats.book import Figures, GameStats


@runtime_checkable
class Totalled(Protocol):
    """A game that counts its rounds' totals (5er Finden's race)."""

    def totals(self) -> Sequence[int]: ...


@runtime_checkable
class Scored(Protocol):
    def scores(self) -> Sequence[int]: ...


def seat_figures(game: object, stats: GameStats) -> list[Figures]:
    """Per seat of a finished ``game``: its game's figures (none for a game without any)."""
    if stats.read is not None:
        return stats.read(game)
    return [{} for _ in scores_of(game)]


def scores_of(game: object) -> list[int]:
    """Final points per seat (5er Finden's classic race counts its rounds' totals)."""
    if isinstance(game, Totalled):
        return [int(p) for p in game.totals()]
    if isinstance(game, Scored):
        return [int(p) for p in game.scores()]
    raise TypeError(f"{type(game).__name__} games have no scores to keep")


def events(state: TurnState) -> list:
    """Every event of the game, in order: its history replayed from the start."""
    assert state.seed is not None  # a whole game, not a seat's view
    fresh = type(state).new_game(state.players, state.seed, **state.options)
    out: list = []
    for seat, action in state.history:
        out += fresh.apply(seat, action)
    return out
