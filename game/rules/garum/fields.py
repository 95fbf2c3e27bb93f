"""What a Garum position is made of, and the questions its fields answer (who acts, which lines are
open, the scores). The state's mixins (``play``, ``knowledge``) and ``GarumState`` build on it."""

from __future__ import annotations

import dataclasses
from typing import Self

from game.rules.base import TurnState
from game.rules.garum.data import Board, GarumData, line_name

Slot = tuple[int, int, int] | None
"""A tank slot: (colour, tile, rotation) once a tile lies there."""


@dataclasses.dataclass(frozen=True)
class Worker:
    """A worker on the board (a value, so states compare and copy cheaply)."""

    colour: int
    line: int
    foreman: bool

    @property
    def axis_index(self) -> tuple[str, int]:
        return line_name(self.line)


def worker_points(data: GarumData, board: Board, count: int, foreman: bool) -> int:
    """Scoring chart: the rules doc's apprentice value, doubled for a foreman."""
    return board.points(count, foreman, data.foreman_factor)


def ranked_winners(scores: tuple[int, ...], apprentices: list[int]) -> tuple[int, ...]:
    """Highest score; tie: fewer apprentices on the board; still tied: shared."""
    keys = [(score, -placed) for score, placed in zip(scores, apprentices, strict=True)]
    best = max(keys)
    return tuple(s for s, key in enumerate(keys) if key == best)


class GarumFields(TurnState):
    """The fields of a position; ``GarumState.new_game`` fills them."""

    side: str
    data: GarumData
    board: Board
    emperor: bool
    priest: bool
    order: tuple[int, ...]  # colours in clockwise turn positions
    owner: tuple[int | None, ...]  # colour -> seat, None for the dummy
    start: int  # turn position of this round's start colour
    turn: int
    phase: str  # "tank", "tile", "worker", "dummy" or "over"
    round: int
    tank: int | None
    coins: list[int]
    used: list[int]
    slots: dict[int, list[Slot]]
    cells: list[int]
    counts: list[list[int]]  # line -> fish of each species on it
    hands: list[list[int]]
    piles: list[list[int]]
    dummy_tile: int | None
    workers: list[Worker]
    left: list[list[int]]  # colour -> [apprentices, foremen] not yet placed
    bonus: list[int]
    final: list[int]

    # -- who acts --------------------------------------------------------------------------------
    @property
    def rounds(self) -> int:
        return len(self.board.tanks)

    @property
    def dummy(self) -> int | None:
        return next((c for c in range(4) if self.owner[c] is None), None)

    def colour_to_move(self) -> int | None:
        """The colour whose tile or worker is due (None when choosing a tank or turning the dummy)."""
        if self.phase in ("tile", "worker"):
            return self.colour_at(self.turn)
        return None

    def colour_at(self, turn: int, rounds_on: int = 0) -> int:
        """The colour that plays ``turn``-th (from 0) in the round ``rounds_on`` rounds from this
        one: the start role passes on one colour of ``order`` each round."""
        return self.order[(self.start + rounds_on + turn) % len(self.order)]

    def start_colour(self) -> int:
        return self.colour_at(0)

    def to_move(self) -> tuple[int, ...]:
        if self.phase == "over":
            return ()
        colour = self.colour_to_move()
        seat = self.owner[colour if colour is not None else self.start_colour()]
        assert seat is not None, "the dummy never moves: its tile is turned by the start colour"
        return (seat,)

    def colours_of(self, seat: int) -> tuple[int, ...]:
        return tuple(c for c in range(4) if self.owner[c] == seat)

    def open_tank(self) -> int:
        """This round's tank (asked only while one is open: tile, worker and dummy phases)."""
        assert self.tank is not None, f"no tank is open in the {self.phase} phase"
        return self.tank

    def open_lines(self) -> tuple[int, ...]:
        """Lines through this round's tank whose zone still has another unfilled tank."""
        lines: tuple[int, ...] = ()
        for zone in self.board.zones[self.open_tank()]:
            if any(t not in self.used for t in self.board.zone_tanks[zone]):
                lines += self.board.zone_lines[zone]
        return lines

    def free_slots(self) -> list[int]:
        return [s for s, fill in enumerate(self.slots[self.open_tank()]) if fill is None]

    # -- results ---------------------------------------------------------------------------------
    def colour_score(self, colour: int) -> int:
        return self.bonus[colour] + self.final[colour]

    def scores(self) -> tuple[int, ...]:
        return tuple(sum(self.colour_score(c) for c in self.colours_of(s)) for s in range(self.players))

    def apprentices_placed(self, seat: int) -> int:
        return sum(1 for w in self.workers if self.owner[w.colour] == seat and not w.foreman)

    def winners(self) -> tuple[int, ...]:
        """Highest score; tie: fewer apprentices on the board; still tied: shared."""
        if self.phase != "over":
            return ()
        return ranked_winners(self.scores(), [self.apprentices_placed(s) for s in range(self.players)])

    def is_over(self) -> bool:
        return self.phase == "over"

    # -- copies ----------------------------------------------------------------------------------
    def clone(self) -> Self:
        other = object.__new__(type(self))
        other.__dict__.update(self.__dict__)
        other.options = dict(self.options)
        other.history = list(self.history)
        other.coins, other.used = list(self.coins), list(self.used)
        other.slots = {t: list(s) for t, s in self.slots.items()}
        other.cells = list(self.cells)
        other.counts = [list(c) for c in self.counts]
        other.hands = [list(h) for h in self.hands]
        other.piles = [list(p) for p in self.piles]
        other.workers = list(self.workers)
        other.left = [list(x) for x in self.left]
        other.bonus, other.final = list(self.bonus), list(self.final)
        return other
