"""5er Finden's help pictures, drawn by its own widgets (``help_pictures``): a real excerpt of the
grey board with a five on it, its dice, the shape tiles, the puzzle sheet and the sand timer."""

from __future__ import annotations

import functools
from collections import Counter

import pygame

from game.engine import draw
from game.rules.finden import Board
from game.rules.finden.levels import GREY, load_board, load_shape_values
from game.rules.pentomino import ORIENTATIONS
from game.scenes.finden.dice_tray import die_face
from game.scenes.help_pictures import canvas, picture
from game.scenes.widgets.finden_board import Mark, SymbolBoard
from game.scenes.widgets.sand_timer import SandTimer
from game.scenes.widgets.shape_tiles import ShapeTiles

EXCERPT = (6, 7)  # rows, columns of the board excerpt


@functools.cache
def finden_example() -> tuple[Board, tuple[int, ...], tuple[str, ...]]:
    """A real excerpt of the grey board, a T-shaped five on it and the dice that make it valid."""

    rows = tuple(row[: EXCERPT[1]] for row in load_board(GREY).rows[: EXCERPT[0]])
    excerpt = Board("excerpt", rows)
    for orientation in ORIENTATIONS:
        if orientation.shape != "T":
            continue
        for top in range(1, EXCERPT[0] - 2):
            for left in range(1, EXCERPT[1] - 2):
                cells = tuple((top + r) * EXCERPT[1] + left + c for r, c in orientation.cells)
                if max(r for r, _ in orientation.cells) + top >= EXCERPT[0]:
                    continue
                if max(c for _, c in orientation.cells) + left >= EXCERPT[1]:
                    continue
                faces = tuple(sorted(excerpt.symbol(cell) for cell in cells))
                if max(Counter(faces).values()) <= 2:
                    return excerpt, cells, faces
    raise LookupError("no T on the board excerpt with a rollable set of symbols")


@picture("finden-board")
def _finden_board(k: float) -> pygame.Surface:

    board, cells, _ = finden_example()
    cell = round(62 * k)
    surface = canvas(EXCERPT[1] * cell, EXCERPT[0] * cell)
    widget = SymbolBoard(board, surface.get_rect())
    widget.draw(surface, [Mark(cells, draw.OKABE_ITO["blue"])])
    return surface


@picture("finden-draft")
def _finden_draft(k: float) -> pygame.Surface:
    """The T of the example half drawn: one stroke of four cells, the branch still to come."""
    board, cells, _ = finden_example()
    width = board.width

    def joined(a: int, b: int) -> bool:
        return abs(a - b) == width or (abs(a - b) == 1 and a // width == b // width)

    branch = next(c for c in cells if sum(joined(c, d) for d in cells) >= 3)
    leaf = next(c for c in cells if joined(c, branch) and sum(joined(c, d) for d in cells) == 1)
    cell = round(62 * k)
    surface = canvas(EXCERPT[1] * cell, EXCERPT[0] * cell)
    SymbolBoard(board, surface.get_rect()).draw(surface, draft=[c for c in cells if c != leaf])
    return surface


@picture("finden-dice")
def _finden_dice(k: float) -> pygame.Surface:

    _, _, faces = finden_example()
    size, gap = round(80 * k), round(16 * k)
    surface = canvas(5 * size + 4 * gap, size)
    for i, face in enumerate(faces):
        surface.blit(die_face(face, size), (i * (size + gap), 0))
    return surface


@picture("finden-shapes")
def _finden_shapes(k: float) -> pygame.Surface:

    surface = canvas(520 * k, 480 * k)
    ShapeTiles(surface.get_rect(), load_shape_values().classic).draw(surface)
    return surface


@picture("finden-sheet")
def _finden_sheet(k: float) -> pygame.Surface:
    """A puzzle sheet after three rounds: two shapes circled, one crossed out."""
    surface = canvas(520 * k, 480 * k)
    marks = {"L": "circled", "U": "circled", "X": "crossed"}
    ShapeTiles(surface.get_rect(), load_shape_values().puzzle).draw(surface, marks)
    return surface


@picture("finden-timer")
def _finden_timer(k: float) -> pygame.Surface:

    surface = canvas(170 * k, 240 * k)
    SandTimer(surface.get_rect()).draw(surface, 18.0, 30.0, True)
    return surface
