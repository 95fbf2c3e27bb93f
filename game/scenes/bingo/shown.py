"""What the Bingo table shows: the state as of the last event animated.

The presenter changes it as each animation lands, so the table lags behind the true state exactly
as long as the animations take. No pygame here: it is bookkeeping.
"""

from __future__ import annotations

import dataclasses

from game.rules.bingo import BingoState
from game.rules.cards import Card


@dataclasses.dataclass
class Shown:
    hands: list[list[Card | None]]  # a hidden hand's cards are None
    trick: list[tuple[int, Card]]
    covered: list[int]
    missed: list[int]
    trump: str | None
    tricks: int
    played: int
    marks: dict[int, str] = dataclasses.field(default_factory=dict)
    lines: list[tuple[int, ...]] = dataclasses.field(default_factory=list)
    chosen: set[int] = dataclasses.field(default_factory=set)
    winners: tuple[int, ...] = ()
    trump_since: float = -10.0  # scene time the trump last changed (its icon grows, then settles)

    @classmethod
    def of(cls, state: BingoState) -> Shown:
        return cls(
            hands=[list(h) for h in state.hands],
            trick=[(p.seat, p.card) for p in state.trick],
            covered=state.covered[:],
            missed=state.missed[:],
            trump=state.trump,
            tricks=state.tricks,
            played=len(state.played),
            lines=[state.lines(s) for s in range(state.players)],
            winners=state.winners(),
        )
