"""Where everything of the puzzle table goes, per window size and seat count: a centre column
(round, dice, sand timer, the hint line) between two or four seat areas — with three seats, three
areas in one row left of the column, so no slot stays empty — each with its name panel (a Hint
button in it), its board and its quarter of shape tiles beside or under the board (the results
are the shared ``results_panel``)."""

from __future__ import annotations

from dataclasses import dataclass, field

import pygame

from game.engine import draw
from game.scenes.finden.look import Header, TableLayout, px

HEADER = Header(dot_x=24, dot_r=13, text_x=46, name_y=3, name_size=26, line_y=42, line_size=21)
WIDE = 1.35  # an area this much wider than tall puts the quarter beside the board


@dataclass(frozen=True)
class SeatRects:
    panel: pygame.Rect
    board: pygame.Rect
    quarter: pygame.Rect
    columns: int  # of the quarter's tiles
    hint: pygame.Rect = field(default_factory=pygame.Rect)  # its Hint button, left of "FLIP +1" (not solo)
    flip: pygame.Rect = field(default_factory=pygame.Rect)  # "FLIP +1"'s lane (a press on the panel flips)
    flip_alone: pygame.Rect = field(default_factory=pygame.Rect)  # its lane while no Hint button shows


@dataclass(frozen=True)
class PuzzleLayout(TableLayout):
    timer: pygame.Rect
    timer_label: pygame.Rect  # the lane under the timer: "Flip the timer!", the seconds left
    timer_label_size: int
    how_to: pygame.Rect  # the lane of how to play under it, to the column's foot
    hint_size: int
    flip_size: int

    @classmethod
    def compute(cls, size: tuple[int, int], seats: int) -> PuzzleLayout:
        w, h = size
        s = draw.scale(size)
        m = px(16, s)
        centre_w = px(360, s)
        side_w = (w - centre_w - 4 * m) // 2
        centre = pygame.Rect(2 * m + side_w, m, centre_w, h - 2 * m)
        if seats == 3:  # as the classic table: three equal areas in a row, the column at the right
            centre = pygame.Rect(w - centre_w - m, m, centre_w, h - 2 * m)
            col_w = (centre.x - 4 * m) // 3
            areas = [pygame.Rect(m + i * (col_w + m), m, col_w, h - 2 * m) for i in range(3)]
        elif seats <= 2:
            areas = [pygame.Rect(m, m, side_w, h - 2 * m), pygame.Rect(w - m - side_w, m, side_w, h - 2 * m)]
        else:
            half = (h - 3 * m) // 2
            spots = [(m, m), (w - m - side_w, m), (m, 2 * m + half), (w - m - side_w, 2 * m + half)]
            areas = [pygame.Rect(x, y, side_w, half) for x, y in spots]
        tray = pygame.Rect(centre.x, centre.y + px(70, s), centre.w, px(100, s))
        timer = pygame.Rect(centre.centerx - px(70, s), tray.bottom + px(90, s), px(140, s), px(220, s))
        return cls(
            size=size,
            scale=s,
            centre=centre,
            seats=tuple(seat_rects(area, s) for area in areas[:seats]),
            tray=tray,
            timer=timer,
            title=pygame.Rect(centre.x, centre.y + px(8, s), centre.w, tray.y - centre.y - px(8, s)),
            title_size=px(38, s),
            timer_label=pygame.Rect(centre.x, timer.bottom + px(12, s), centre.w, px(46, s)),
            timer_label_size=px(30, s),
            how_to=pygame.Rect(
                centre.x, timer.bottom + px(60, s), centre.w, centre.bottom - timer.bottom - px(60, s)
            ),
            hint_size=px(21, s),
            header=HEADER.scaled(s),
            flip_size=px(24, s),
            panel_radius=12,
            frame_border=px(12, s),
            frame_radius=px(10, s),
            overlay_radius=px(20, s),
        )


def seat_rects(area: pygame.Rect, s: float) -> SeatRects:
    """The name panel on top, the board, and the quarter beside it (wide areas) or under it."""
    m = px(12, s)
    panel_h = HEADER.scaled(s).height(px(76, s))  # taller for grown words
    body = pygame.Rect(area.x, area.y + panel_h + m, area.w, area.h - panel_h - m)
    if body.w > body.h * WIDE:
        board = pygame.Rect(body.x, body.y, body.h, body.h)
        quarter = pygame.Rect(board.right + m, body.y, body.right - board.right - m, body.h)
        columns = 3
    else:
        side = min(body.w, int(body.h * 0.76))
        board = pygame.Rect(body.x + (body.w - side) // 2, body.y, side, side)
        quarter = pygame.Rect(body.x, board.bottom + m, body.w, body.bottom - board.bottom - m)
        columns = 6
    panel = pygame.Rect(area.x, area.y, area.w, panel_h)
    hint = pygame.Rect(0, 0, px(100, s), px(44, s))
    hint.midright = (panel.right - px(150, s), panel.centery)  # clear of "FLIP +1" at the right
    left = hint.right + px(8, s)
    flip = pygame.Rect(left, panel.y, panel.right - px(14, s) - left, panel.h)
    alone = pygame.Rect(hint.x, panel.y, flip.right - hint.x, panel.h)
    return SeatRects(panel, board, quarter, columns, hint, flip, alone)
