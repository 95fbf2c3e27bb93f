"""The bingo card of Trick-Taking Bingo: a 3×3 magic square, its lines, covered numbers as bit masks.

Covered numbers are bit masks (bit ``n`` for number ``n``) so that search bots can copy and test
states cheaply. The deck's sizes and the seat colours live here too: they are what a card and a
hand are made of.
"""

from __future__ import annotations

SEAT_COLOURS = ("blue", "green", "yellow", "purple", "red")  # [decision] clockwise seat colours
VALUES = range(1, 10)
HAND_SIZE = 9
MAX_TRICKS = HAND_SIZE
MISSED_TRACK = 3  # spaces; a full track buys one free marker
MAGIC_SQUARE = ((4, 9, 2), (3, 5, 7), (8, 1, 6))
# [decision] markers are unlimited (the printed game has 8): nothing in the state counts them.
# [decision] a lone lead-colour card is both highest and lowest: ``best_play`` returns it for both.
# [decision] a game without any line is won by the most covered numbers (see ``winners``).


def _lines() -> tuple[tuple[int, ...], ...]:
    rows = list(MAGIC_SQUARE)
    cols = [tuple(row[c] for row in MAGIC_SQUARE) for c in range(3)]
    diagonals = [tuple(MAGIC_SQUARE[i][i] for i in range(3)), tuple(MAGIC_SQUARE[i][2 - i] for i in range(3))]
    return tuple(rows + cols + diagonals)


LINES = _lines()  # 3 rows, 3 columns, 2 diagonals, as numbers
LINE_MASKS = tuple(sum(1 << n for n in line) for line in LINES)
ALL_NUMBERS = sum(1 << n for n in VALUES)

def numbers(mask: int) -> list[int]:
    """The numbers covered by a bit mask, ascending."""
    return [n for n in VALUES if mask >> n & 1]


def lines_of(mask: int) -> tuple[int, ...]:
    """Indices (into ``LINES``) of the complete lines of a bingo card."""
    return tuple(i for i, line in enumerate(LINE_MASKS) if mask & line == line)
