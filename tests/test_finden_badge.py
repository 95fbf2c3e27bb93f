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


def test_a_verdict_badge_stays_whole_on_the_board_at_its_edges(every_language):
    """A struck outline's badge is centred over its first cell: at the board's left or right edge
    a long one ("not a five", "wrong symbols") lost its first or last letters off the board. It
    is kept on the board; and a wrong-symbols outline says "wrong symbols", not just "symbols"."""
    from game.i18n import _
    from game.rules.finden.scoring import Verdict
    from game.scenes.finden.classic.view import VERDICT_BADGE
    from game.scenes.finden.words import verdict_words

    pygame.font.init()
    assert _(VERDICT_BADGE[Verdict.WRONG_SYMBOLS]) == verdict_words(Verdict.WRONG_SYMBOLS)
    for side in (480, 720):
        widget = SymbolBoard(load_board("grey"), pygame.Rect(0, 0, side, side))
        for cells in ((0, 10, 20, 30, 40), (9, 19, 29, 39, 49), (95, 96, 97, 98, 99)):
            for badge in VERDICT_BADGE.values():
                box = widget.badge_box(_(badge), cells)
                assert widget.rect.move(-widget.rect.x, -widget.rect.y).contains(box), (badge, cells, box)
