"""Where the Garum table's banner sits: along the board's bottom or top edge, away from what is
being scored, never on the seat rows, the header, the hand, the controls or the log. Values in
(the layout and the rects that move), the banner's place out."""

from __future__ import annotations

import pygame

from game.scenes.garum.layout import GarumLayout
from game.scenes.table.banner import BannerPlace, Spot


def banner_place(lay: GarumLayout, focus: pygame.Rect | None, log_rect: pygame.Rect | None) -> BannerPlace:
    """Along the board's bottom or top edge, on the side away from the line or tank being scored
    (``focus``), never on the seat rows, the header, the hand or the log."""
    s = lay.s
    board = lay.grid.rect
    inset, half = 8 * s, round(board.w * 0.46)
    low, high = board.bottom - inset, board.top + inset
    left, right = board.x + board.w * 0.25, board.right - board.w * 0.25
    spots = [Spot((board.centerx, low), "midbottom"), Spot((board.centerx, high), "midtop")]
    edges = ((low, "midbottom"), (high, "midtop"))
    spots += [Spot((x, y), anchor, half) for y, anchor in edges for x in (left, right)]
    keep = [*lay.seats, lay.header, lay.hand, lay.controls]
    if focus is not None:
        keep.append(focus)
    if log_rect is not None:
        keep.append(log_rect)
    wrap, pad = round(board.w - 80 * s), (round(28 * s), round(16 * s))
    screen = pygame.Rect((0, 0), lay.size)
    return BannerPlace(spots, round(30 * s), wrap, pad, lay.tile_radius, keep, screen)
