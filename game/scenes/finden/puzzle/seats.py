"""What the puzzle table keeps for each seat beside the rules' sheet: its board, its quarter of
shapes, its bot level, the hint shown and when a bot is ready to act."""

from __future__ import annotations

import dataclasses

import pygame

from game.engine.seats import HUMAN, TableSetup
from game.rules.finden.puzzle import PuzzleGame
from game.scenes.finden.puzzle_quarter import QuarterTiles
from game.scenes.finden.seat import FindenSeatView
from game.scenes.widgets.finden_board import SymbolBoard

NOWHERE = pygame.Rect(0, 0, 0, 0)  # a widget's place until the first layout


@dataclasses.dataclass(kw_only=True)
class SeatView(FindenSeatView):
    level: str
    quarter: QuarterTiles
    hint: tuple[int, ...] = ()
    ready_at: float = 0.0  # bots: when their five is found or their cross-out chosen (``bots``)


def seat_views(setup: TableSetup, game: PuzzleGame) -> list[SeatView]:
    """One view per seat, placed nowhere until the table's first layout."""
    return [
        SeatView(
            seat.name,
            seat.colour,
            seat.kind == HUMAN,
            SymbolBoard(sheet.board, NOWHERE),
            level=seat.level,
            quarter=QuarterTiles(NOWHERE, game.values),
        )
        for seat, sheet in zip(setup.seats, game.sheets, strict=True)
    ]
