"""Where everything of the solo table goes: the board on the left under its name panel; on the right
the round, the dice, the quarter, the Done / Give up / Hint buttons, the score and the clock; the
end panel centred over it."""

from __future__ import annotations

import math
from dataclasses import dataclass

import pygame

from game.engine import draw, fitting
from game.scenes.finden.look import TableLayout, button_row, centred, px
from game.scenes.finden.puzzle.layout import HEADER, SeatRects
from game.scenes.widgets.finden_board import fit_board

SOLO_BUTTONS = ("done", "give up", "hint")
HOW_TO_H = 96
"""Base pixels of the how-to lane: three lines of its longest sentence in any language (German); a
guide's box may use the column's foot below it."""
CLOCK_W = 250
"""Base pixels of the clock's lane ("time 59:59" in every language), at the right of the score's."""


@dataclass(frozen=True)
class EndPanel:
    rect: pygame.Rect
    title_pos: tuple[int, int]
    title_size: int
    score_pos: tuple[int, int]
    score_size: int
    par_pos: tuple[int, int]
    par_size: int
    details_pos: tuple[int, int]
    details_size: int
    place_pos: tuple[int, int]
    place_size: int
    note_pos: tuple[int, int]
    note_size: int
    note_width: int
    buttons: dict[str, pygame.Rect]
    confetti: int  # size of a paper bit
    name_rect: pygame.Rect  # the name box under a new high score, its label to its left
    name_note_pos: tuple[int, int]  # the note, moved down under the name box


@dataclass(frozen=True)
class SoloLayout(TableLayout):
    buttons: dict[str, pygame.Rect]
    button_size: int
    button_radius: int
    score: pygame.Rect  # the lane of the score line (and the hints asked)
    clock: pygame.Rect  # the clock's lane, right of it
    clock_size: int
    how_to: pygame.Rect  # the lane of how to play under them
    hint_size: int
    end: EndPanel

    @classmethod
    def compute(cls, size: tuple[int, int], seats: int = 1) -> SoloLayout:
        w, h = size
        s = draw.scale(size)
        m = px(20, s)
        panel_h = HEADER.scaled(s).height(px(76, s))  # as the puzzle table's (taller for grown words)
        side = h - 2 * m - max(px(80, s), panel_h + m // 2)
        panel = pygame.Rect(m, m, side, panel_h)
        board = pygame.Rect(m, panel.bottom + m // 2, side, side)
        fitted = fit_board(board)
        right = pygame.Rect(fitted.right + 2 * m, m, w - fitted.right - 3 * m, h - 2 * m)
        quarter = pygame.Rect(right.x, right.y + px(250, s), right.w, px(330, s))
        tray = pygame.Rect(right.x + right.w // 6, right.y + px(70, s), right.w * 2 // 3, px(110, s))
        y = quarter.bottom + px(40, s)
        bw, bh = px(230, s), px(70, s)
        buttons = {key: pygame.Rect(right.x + i * (bw + m), y, bw, bh) for i, key in enumerate(SOLO_BUTTONS)}
        clock_y = y + bh + px(40, s)
        clock = pygame.Rect(right.right - px(CLOCK_W, s), clock_y, px(CLOCK_W, s), px(60, s))
        how_to_y = clock_y + px(70, s)
        return cls(
            size=size,
            scale=s,
            centre=right,
            seats=(SeatRects(panel, board, quarter, 6),),
            tray=tray,
            title=pygame.Rect(right.x, right.y + px(8, s), right.w, tray.y - right.y - px(8, s)),
            title_size=px(36, s),
            buttons=buttons,
            button_size=px(30, s),
            button_radius=px(14, s),
            score=pygame.Rect(right.x, clock_y, clock.x - right.x - m, clock.h),
            clock=clock,
            clock_size=px(40, s),
            how_to=pygame.Rect(right.x, how_to_y, right.w, min(px(HOW_TO_H, s), right.bottom - how_to_y)),
            hint_size=px(22, s),
            header=HEADER.scaled(s),
            panel_radius=12,
            frame_border=px(12, s),
            frame_radius=px(10, s),
            overlay_radius=px(20, s),
            end=end_panel(size, s),
        )


def end_panel(size: tuple[int, int], s: float) -> EndPanel:
    rect = centred(size, px(980, s), px(640, s))
    x = rect.centerx
    designed = [(24, 60, True), (120, 72, True), (224, 38, True), (280, 30, False), (330, 28, False)]
    lines = [(px(top, s), px(text, s), bold) for top, text, bold in designed]
    least = math.ceil(draw.MIN_LABEL * size[1])
    (title, score, par, details, place) = fitting.stacked(lines, px(376, s), least)  # above the name box
    return EndPanel(
        rect=rect,
        title_pos=(x, rect.y + title[0]),
        title_size=title[1],
        score_pos=(x, rect.y + score[0]),
        score_size=score[1],
        par_pos=(x, rect.y + par[0]),
        par_size=par[1],
        details_pos=(x, rect.y + details[0]),
        details_size=details[1],
        place_pos=(x, rect.y + place[0]),
        place_size=place[1],
        note_pos=(x, rect.y + px(390, s)),
        note_size=px(22, s),
        note_width=rect.w - px(80, s),
        buttons=button_row(rect, ("again", "scores", "menu"), s, 150, 30),
        confetti=max(px(12, s), 3),
        name_rect=pygame.Rect(x - px(40, s), rect.y + px(376, s), px(400, s), px(56, s)),
        name_note_pos=(x, rect.y + px(452, s)),
    )
