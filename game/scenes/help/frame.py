"""Where the help screen's parts sit, computed once per window size: the panel, its header, the
contents list (as wide as its longest title, within a third of the panel) with the guide button
under it, the page's title and area, and the footer with Back and Next."""

from __future__ import annotations

import dataclasses

import pygame

from game.engine import assets, draw

CONTENTS_FONT, CONTENTS_PAD = 27, 16
"""Contents list: font size and text padding at 1080p."""


@dataclasses.dataclass(frozen=True)
class HelpFrame:
    s: float
    panel: pygame.Rect
    header: pygame.Rect
    contents: pygame.Rect
    guide: pygame.Rect  # the guide button under the contents list
    title: pygame.Rect
    area: pygame.Rect  # the page's text and pictures
    footer: pygame.Rect
    back: pygame.Rect
    next: pygame.Rect

    @classmethod
    def of(cls, size: tuple[int, int], entries: list[str]) -> HelpFrame:
        """``entries``: the contents list's lines (the page titles and the guide button's words)."""
        s = draw.scale(size)
        w, h = size
        margin, pad = round(24 * s), round(36 * s)
        panel = pygame.Rect(margin, margin, w - 2 * margin, h - 2 * margin)
        inner = panel.inflate(-2 * pad, -2 * pad)
        header = pygame.Rect(inner.x, inner.y, inner.w, round(64 * s))
        footer_h = round(70 * s)
        body_top = header.bottom + round(20 * s)
        guide_h = round(64 * s) + round(16 * s)  # the guide button under the contents list
        width = contents_width(entries, s, panel.w)
        contents = pygame.Rect(inner.x, body_top, width, inner.bottom - footer_h - body_top - guide_h)
        left = contents.right + round(48 * s)
        title = pygame.Rect(left, body_top, inner.right - left, round(58 * s))
        area = pygame.Rect(left, title.bottom + round(16 * s), inner.right - left, 0)
        area.height = inner.bottom - footer_h - round(16 * s) - area.y
        rise = round(14 * s)
        footer = pygame.Rect(inner.x, inner.bottom - footer_h + rise, inner.w, footer_h - rise)
        bw, bh = round(190 * s), footer.h
        next_rect = pygame.Rect(footer.right - bw, footer.y, bw, bh)
        back = pygame.Rect(footer.right - 2 * bw - round(16 * s), footer.y, bw, bh)
        guide = pygame.Rect(contents.x, contents.bottom + round(16 * s), contents.w, round(64 * s))
        return cls(s, panel, header, contents, guide, title, area, footer, back, next_rect)


def contents_width(entries: list[str], s: float, panel_w: int) -> int:
    """Wide enough for the longest entry, within a third of the panel."""
    font = assets.font(round(CONTENTS_FONT * s))
    widest = max(font.size(entry)[0] for entry in entries) + round((2 * CONTENTS_PAD + 12) * s)
    return min(max(widest, round(300 * s)), panel_w // 3)
