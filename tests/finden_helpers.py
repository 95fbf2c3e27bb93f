"""Build small 5er Finden situations for tests: boards with planted fives, tables of bots."""

from game.engine.seats import BOT, SEAT_COLOURS, Seat, TableSetup
from game.rules.finden import Board
from game.rules.pentomino import SHAPE_CELLS

FILL = "x"  # background symbol; the test dice never show it
DICE = ("o", "o", "s", "t", "d")


def place(shape: str, top: int, left: int, width: int = 10) -> tuple[int, ...]:
    """Flat cells of ``shape`` in its canonical drawing, shifted to (top, left)."""
    return tuple((top + r) * width + left + c for r, c in SHAPE_CELLS[shape])


def board_with(*outlines, symbols=DICE, name="test") -> Board:
    """A 10×10 board of FILL with ``symbols`` written on each outline's cells (in cell order)."""
    cells = [FILL] * 100
    for outline in outlines:
        for cell, symbol in zip(outline, symbols, strict=True):
            cells[cell] = symbol
    return Board(name, tuple("".join(cells[r * 10:(r + 1) * 10]) for r in range(10)))


def bot_table(game: str, count: int, level: str = "medium", seed: int = 0, **options) -> TableSetup:
    """A table of bots only."""
    seats = [Seat(BOT, f"Bot {i + 1}", SEAT_COLOURS[i % len(SEAT_COLOURS)], level) for i in range(count)]
    return TableSetup(game, seats, dict(options), seed)
