"""A badge on an outlined five (the hint's "hint", points) sits on the outline's top edge, not on a
cell: the hinted five's first symbol stays in sight (it hid under the badge)."""

from __future__ import annotations

import pygame

from game.rules.finden.levels import load_board
from game.scenes.widgets.finden_board import Mark, SymbolBoard


def test_the_badge_leaves_the_first_cells_symbol_in_sight():
    pygame.font.init()
    widget = SymbolBoard(load_board("grey"), pygame.Rect(0, 0, 480, 480))
    cells = (61, 62, 63, 64, 65)  # a row of five, away from the edge
    layer = widget._render_marks([Mark(cells, (240, 178, 62), "faint", "hint")])
    n = widget.cell
    r, c = divmod(cells[0], widget.board.width)
    centre = (c * n + n // 2, r * n + n // 2)
    assert layer.get_at(centre).a == 0, "the first cell's middle is covered"
    top = (c * n + n // 2, r * n + 2)
    assert layer.get_at(top).a > 0, "the badge sits on the outline's top edge"
