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
    from game.scenes.finden.classic.model import VERDICT_BADGE
    from game.scenes.finden.words import verdict_words

    pygame.font.init()
    assert _(VERDICT_BADGE[Verdict.WRONG_SYMBOLS]) == verdict_words(Verdict.WRONG_SYMBOLS)
    for side in (480, 720):
        widget = SymbolBoard(load_board("grey"), pygame.Rect(0, 0, side, side))
        for cells in ((0, 10, 20, 30, 40), (9, 19, 29, 39, 49), (95, 96, 97, 98, 99)):
            for badge in VERDICT_BADGE.values():
                box = widget.badge_box(_(badge), cells)
                assert widget.rect.move(-widget.rect.x, -widget.rect.y).contains(box), (badge, cells, box)


def test_a_hint_is_dashed_and_an_outline_is_whole():
    """A hint and an outline drawn on the same five looked alike: the hint's ring has gaps along
    its edges, a faint or circled outline's has none."""
    pygame.font.init()
    widget = SymbolBoard(load_board("grey"), pygame.Rect(0, 0, 480, 480))
    cells = (61, 62, 63, 64, 65)
    n = widget.cell
    r, c = divmod(cells[0], widget.board.width)
    y = r * n + int(n * 0.1) + 1  # inside the ring's top line
    xs = range(c * n + n, (c + 4) * n)  # along it, clear of the badge over the first cell

    def gaps(style: str) -> int:
        layer = widget._render_marks([Mark(cells, (240, 178, 62), style)])
        return sum(layer.get_at((x, y)).a == 0 for x in xs)

    assert gaps("solid") == gaps("faint") == 0
    assert gaps("hint") > len(xs) // 5


def symbol_boxes(widget) -> list[pygame.Rect]:
    """Where each cell's symbol is inked on the board's picture (what is not the card's face
    inside the cell's grid lines)."""
    from game.engine import draw

    picture, n, out = widget._render((), False), widget.cell, []
    edge = max(n // 24, 1) + 1
    for r in range(widget.board.height):
        for c in range(widget.board.width):
            inside = pygame.Rect(c * n + edge, r * n + edge, n - 2 * edge, n - 2 * edge)
            mask = pygame.mask.from_threshold(picture.subsurface(inside), draw.CARD_FACE, (10, 10, 10, 255))
            mask.invert()
            ink = mask.get_bounding_rects()
            out.extend(rect.move(inside.topleft) for rect in ink)
    return out


def test_a_badge_covers_no_symbol(every_language):
    """The shape tags ("hint", "X 7", "found") sat on the symbols above and below the outline's top
    edge: a badge now fits the band between two rows of symbols, at the board's top row too —
    on boards of the solo table's cells (64 px at 720p) and larger, and the 3-seat tables' at
    1080p (49 px); the 28 px cells of four boards at 720p leave a band no readable letter fits."""
    from game.i18n import _

    pygame.font.init()
    for side in (490, 640, 960):
        widget = SymbolBoard(load_board("grey"), pygame.Rect(0, 0, side, side))
        symbols = symbol_boxes(widget)
        for cells in ((61, 62, 63, 64, 65), (0, 1, 2, 3, 4), (4, 14, 24, 34, 44), (90, 91, 92, 93, 94)):
            for badge in (_("hint"), "X 7", "Y 2", _("found"), _("ok")):
                box = widget.badge_box(badge, cells)
                hit = [s for s in symbols if s.colliderect(box)]
                assert hit == [], (side, badge, cells, box, hit[:2])
