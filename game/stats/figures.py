"""The figures players care about in one finished game, per seat, read from its final state.

Pure: turn-based games are replayed from their own history to see their events (a few ms at the
end of a game); 5er Finden's classic race keeps each round's scoring and its timed actions. Each
figure is a number; ``book`` knows how to total (``SUMS``) or best (``BESTS``) it.
"""

from __future__ import annotations

from typing import Any

from game.rules.base import TurnState
from game.rules.finden.actions import Draw
from game.rules.finden.classic import ClassicGame
from game.rules.finden.scoring import Verdict

Figures = dict[str, float]


def seat_figures(game: Any) -> list[Figures]:
    """Per seat of a finished ``game``: its game's figures (none for a game without any)."""
    if isinstance(game, ClassicGame):
        return _finden(game)
    if isinstance(game, TurnState):
        reader = _READERS.get(game.GAME)
        if reader is not None:
            return reader(game, _events(game))
    return [{} for _ in range(_players(game))]


def scores_of(game: Any) -> list[int]:
    """Final points per seat (5er Finden's classic race counts its rounds' totals)."""
    return [int(p) for p in (game.totals() if hasattr(game, "totals") else game.scores())]


def winners_of(game: Any) -> tuple[int, ...]:
    return tuple(game.ranking().winners if isinstance(game, ClassicGame) else game.winners())


def _players(game: Any) -> int:
    return int(game.players)


def _events(state: TurnState) -> list:
    """Every event of the game, in order: its history replayed from the start."""
    fresh = type(state).new_game(state.players, state.seed, **state.options)
    events: list = []
    for seat, action in state.history:
        events += fresh.apply(seat, action)
    return events


def _fishing(state: TurnState, events: list) -> list[Figures]:
    """Fish caught (cards landed on one's fisherman) over the rounds played."""
    rounds = [e for e in events if type(e).__name__ == "RoundScored"]
    return [
        {"fish": float(sum(r.points[seat] for r in rounds)), "rounds": float(len(rounds))}
        for seat in range(state.players)
    ]


def _bingo(state: TurnState, events: list) -> list[Figures]:
    """Bingo lines completed."""
    lines = [0] * state.players
    for event in events:
        if type(event).__name__ == "LineCompleted":
            lines[event.seat] += len(event.lines)
    return [{"lines": float(n)} for n in lines]


def _garum(state: TurnState, events: list) -> list[Figures]:
    """The most a single worker's row or column scored for the seat owning its colour."""
    best: list[float] = [0.0] * state.players
    for event in events:
        if type(event).__name__ == "WorkerScored":
            seat = state.owner[event.colour]
            if seat is not None:
                best[seat] = max(best[seat], float(event.points))
    return [{"best_line": b} for b in best]


_READERS = {"fishing": _fishing, "bingo": _bingo, "garum": _garum}


def _finden(game: ClassicGame) -> list[Figures]:
    """Shapes that counted, over the rounds; the fastest counted shape in seconds from the start
    of its round's search (absent when none counted)."""
    per_second = game.options.steps_per_second
    drawn: dict[tuple[int, int, tuple[int, ...]], int] = {}
    for round_, step, seat, action in game.history:
        if isinstance(action, Draw):
            drawn.setdefault((round_, seat, tuple(action.cells)), step)
    out: list[Figures] = []
    for seat in range(game.players):
        shapes, fastest = 0, None
        for round_, scores in enumerate(game.results, 1):
            for outline in scores[seat].outlines:
                if outline.verdict is Verdict.COUNTS:
                    shapes += 1
                    step = drawn.get((round_, seat, tuple(outline.cells)))
                    if step is not None:
                        fastest = step if fastest is None else min(fastest, step)
        figures = {"shapes": float(shapes), "rounds": float(len(game.results))}
        if fastest is not None:
            figures["fastest"] = round(fastest / per_second, 2)
        out.append(figures)
    return out
