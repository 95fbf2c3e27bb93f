"""Where everything of the classic table goes, computed once per window size and seat count.

Seat areas left and right of a centre column (dice tray, sand timer, shape values); each seat has
its name panel right above its board with the flip button in it. The round table is a centred
overlay (the results are the shared ``results_panel``). Draw code reads these rects and sizes;
none computes pixels.
"""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from game.engine import draw
from game.scenes.finden.look import Header, TableLayout, centred, px
from game.scenes.widgets.finden_board import fit_board

HEADER = Header(dot_x=26, dot_r=14, text_x=50, name_y=4, name_size=28, line_y=46, line_size=24)
CONTROLS_SIZE = 23
"""[decision] The controls' text under the roll: 2.1 % of the screen height, read from a couch."""
CONTROLS_GAP = 140
"""Base pixels from the roll to the timer: three lines of the controls and their margins (the
timer's wooden ends reach 10 of them)."""
PANEL_PAD = 8  # the panel's backing reaches this much (both sides together) past its text
FRAME = 14  # base pixels of a board's frame, both sides together
CURSOR_TIP = ((0, 0), (0, 26), (7, 19), (18, 19))  # a bot's arrow cursor, base pixels from its tip


@dataclass(frozen=True)
class SeatRects:
    panel: pygame.Rect
    board: pygame.Rect  # the area the board is fitted into
    flip: pygame.Rect
    hint: pygame.Rect  # its compact "?" Hint button, just left of the flip button


@dataclass(frozen=True)
class RoundTable:
    """The table between rounds: a row per seat, a column per round, then the total."""

    rect: pygame.Rect
    title_pos: tuple[int, int]
    title_size: int
    header_y: int
    header_size: int
    column_x: tuple[int, ...]  # one per round, then the total's
    row_y: tuple[int, ...]  # one per seat
    dot_x: int
    dot_dy: int
    dot_r: int
    name_x: int
    name_size: int
    value_size: int
    total_size: int


@dataclass(frozen=True)
class ClassicLayout(TableLayout):
    timer: pygame.Rect
    tiles: pygame.Rect
    how_to: pygame.Rect  # the controls' lane between the roll and the timer
    hint_size: int
    timer_label: pygame.Rect  # the lane under the timer: "Flip the timer!", the seconds left
    timer_label_size: int
    panel_pad: int
    flip_size: int
    flip_radius: int
    cursor: tuple[tuple[int, int], ...]
    flyer_size: int
    flyer_dx: int  # points fly to this far into the seat's panel
    table: RoundTable

    @classmethod
    def compute(cls, size: tuple[int, int], seats: int, rounds: int) -> ClassicLayout:
        s = draw.scale(size)
        centre, areas = _areas(size, seats, s)
        panel_h = HEADER.scaled(s).height(px(84, s))  # taller for grown words
        gap = (px(FRAME, s) + PANEL_PAD) // 2 + px(2, s)  # the panel's edge clear of the board's frame
        rects = []
        for area in areas:
            board = pygame.Rect(area.x, area.y + panel_h + gap, area.w, area.h - panel_h - gap)
            fitted = fit_board(board)
            panel = pygame.Rect(area.x, area.y, min(max(fitted.w, px(420, s)), area.w - PANEL_PAD), panel_h)
            panel.centerx = fitted.centerx
            panel.clamp_ip(area.inflate(-PANEL_PAD, 0))  # its backing clear of the next seat's
            panel.bottom = fitted.top - gap  # the panel sits right above its board
            flip = pygame.Rect(0, 0, px(150, s), int(panel_h * 0.62))
            flip.midright = (panel.right - px(12, s), panel.centery)
            hint = pygame.Rect(0, 0, round(44 * s), flip.h)
            hint.topright = (flip.x - round(6 * s), flip.y)
            rects.append(SeatRects(panel, board, flip, hint))
        tray = pygame.Rect(centre.x, centre.y + px(64, s), centre.w, px(118, s))
        timer_h = px(196, s)
        timer_top = tray.bottom + px(CONTROLS_GAP, s)  # the controls' three lines above it
        timer = pygame.Rect(centre.centerx - px(80, s), timer_top, px(160, s), timer_h)
        tiles_top = timer_top + timer_h + px(58, s)
        tiles = pygame.Rect(centre.x, tiles_top, centre.w, max(centre.bottom - tiles_top, px(120, s)))
        return cls(
            size=size,
            scale=s,
            centre=centre,
            seats=tuple(rects),
            tray=tray,
            timer=timer,
            tiles=tiles,
            title=pygame.Rect(centre.x, centre.y + px(4, s), centre.w, tray.y - centre.y - px(4, s)),
            title_size=px(40, s),
            how_to=pygame.Rect(centre.x, tray.bottom + px(10, s), centre.w, px(CONTROLS_GAP - 22, s)),
            hint_size=px(CONTROLS_SIZE, s),
            timer_label=pygame.Rect(centre.x, timer.bottom + px(12, s), centre.w, px(46, s)),
            timer_label_size=px(30, s),
            header=HEADER.scaled(s),
            panel_pad=PANEL_PAD,
            panel_radius=14,
            frame_border=px(FRAME, s),
            frame_radius=px(10, s),
            flip_size=px(26, s),
            flip_radius=px(12, s),
            cursor=tuple((px(x, s), px(y, s)) for x, y in CURSOR_TIP),
            flyer_size=px(44, s),
            flyer_dx=px(200, s),
            overlay_radius=px(20, s),
            table=_round_table(size, seats, rounds, s),
        )


def _areas(size: tuple[int, int], n: int, s: float) -> tuple[pygame.Rect, list[pygame.Rect]]:
    """The centre column and one area per seat. One seat: the board left, a wider column right;
    three: three equal boards in a row left of the column (a 2x2 grid would leave a slot empty)."""
    w, h = size
    m = px(16, s)
    centre_w = px(470 if n == 1 else 400, s)
    if n in (1, 3):
        centre = pygame.Rect(w - centre_w - m, m, centre_w, h - 2 * m)
        col_w = (centre.x - (n + 1) * m) // n
        return centre, [pygame.Rect(m + i * (col_w + m), m, col_w, h - 2 * m) for i in range(n)]
    side_w = (w - centre_w - 4 * m) // 2
    centre = pygame.Rect(m * 2 + side_w, m, centre_w, h - 2 * m)
    left, right = m, w - m - side_w
    if n == 2:
        return centre, [pygame.Rect(left, m, side_w, h - 2 * m), pygame.Rect(right, m, side_w, h - 2 * m)]
    half = (h - 3 * m) // 2
    spots = [(left, m), (right, m), (left, 2 * m + half), (right, 2 * m + half)]
    return centre, [pygame.Rect(x, y, side_w, half) for x, y in spots[:n]]


def _round_table(size: tuple[int, int], seats: int, rounds: int, s: float) -> RoundTable:
    rect = centred(size, px(880, s), px(170 + 56 * seats, s))
    col_w, x0 = px(84, s), rect.x + px(260, s)
    columns = tuple(x0 + r * col_w for r in range(rounds)) + (x0 + rounds * col_w + px(20, s),)
    return RoundTable(
        rect=rect,
        title_pos=(rect.centerx, rect.y + px(18, s)),
        title_size=px(40, s),
        header_y=rect.y + px(84, s),
        header_size=px(24, s),
        column_x=columns,
        row_y=tuple(rect.y + px(128 + 56 * seat, s) for seat in range(seats)),
        dot_x=rect.x + px(36, s),
        dot_dy=px(16, s),
        dot_r=px(12, s),
        name_x=rect.x + px(58, s),
        name_size=px(28, s),
        value_size=px(28, s),
        total_size=px(30, s),
    )
