"""What the Garum table shows: the state as of the last rule event animated.

The true ``GarumState`` runs ahead as soon as an action is applied; the board draws this copy,
which the presenter brings up to date one event at a time (a tile lands, a worker arrives, points
reach a seat), so nothing appears before its animation has brought it.
"""

from __future__ import annotations

import dataclasses

from game.rules.garum import GarumState
from game.scenes.widgets.garum_board import fill_of


@dataclasses.dataclass
class Shown:
    fills: dict[int, list]
    workers: list[tuple[int, int, bool]]
    bonus: list[int]
    final: list[int]
    tank: int | None
    round: int
    dummy_tile: int | None = None
    scoring: tuple[int, int, int, int] | None = None  # (line, colour, count, points) lit at the end
    winners: tuple[int, ...] = ()

    @classmethod
    def of(cls, state: GarumState) -> Shown:
        tiles = state.data.tiles
        fills = {
            t: [None if f is None else fill_of(f[0], tiles[f[1]].fish, f[2]) for f in slots]
            for t, slots in state.slots.items()
        }
        return cls(
            fills=fills,
            workers=[(w.colour, w.line, w.foreman) for w in state.workers],
            bonus=list(state.bonus),
            final=list(state.final),
            tank=state.tank,
            round=min(state.round, state.rounds - 1),
            dummy_tile=state.dummy_tile,
            winners=state.winners(),
        )
