"""Lays out one help page inside a rectangle: text on the left, the page's pictures stacked on
the right. Sizes are designed for 1080 pixels of height; when a page is too long for its area the
whole page shrinks in small steps, but never below the smallest readable size, so a page that
still does not fit is reported (``PageLayout.fits``) instead of cut silently."""

from __future__ import annotations

import dataclasses

import pygame

from game.engine import assets, draw, look
from game.scenes import help_pictures
from game.scenes.help.pages import Block, Page

STYLES = {  # kind -> (size at 1080p, bold, colour, space above at 1080p)
    "h2": (34, True, draw.ACCENT, 22),
    "p": (28, False, draw.TEXT, 14),
    "li": (28, False, draw.TEXT, 8),
    "table": (27, False, draw.TEXT, 16),
}
CAPTION = 22
"""Picture captions at 1080p (labels: at least 1.6 % of the screen height)."""
MIN_BODY = draw.MIN_BODY
MIN_LABEL = 0.016
"""The smallest body text and label sizes, as fractions of the screen height (a couch away)."""
LIST_INDENT = 40
CELL_PAD = 26
TEXT_SHARE = 0.56
"""Width of the text column on a page with pictures; the pictures take the rest after a gap."""
MEASURE = 1300
"""The widest text column at 1080p (about 90 characters): longer lines are hard to follow."""
SHRINK = 0.95
MAX_ZOOM = 1.4
"""Pictures grow to the column's width, but not past this multiple of their size on the table."""


@dataclasses.dataclass
class PageLayout:
    items: list[tuple[pygame.Rect, pygame.Surface]]
    text_rects: list[pygame.Rect]
    """The rect of every piece of text (pictures excluded), for overlap and fit checks."""
    body_px: int
    label_px: int
    fits: bool


def layout(page: Page, area: pygame.Rect, scale: float, screen_h: int) -> PageLayout:
    """The page at the largest size (up to the design size) whose content fits ``area``."""
    min_body, min_label = MIN_BODY * screen_h, MIN_LABEL * screen_h
    factor = 1.0
    while True:
        s = scale * factor
        result = _layout_at(page, area, s)
        smaller_body = look.text_px(_body_size(page) * s * SHRINK) < min_body  # as drawn: grown words
        smaller_label = look.text_px(CAPTION * s * SHRINK) < min_label  # shrink back to the floor
        if result.fits or smaller_body or smaller_label:
            return result
        factor *= SHRINK


def _layout_at(page: Page, area: pygame.Rect, s: float) -> PageLayout:
    pictures = page.pictures
    gap = round(40 * s)
    text_w = round(area.w * TEXT_SHARE) if pictures else min(area.w, round(MEASURE * s))
    items: list[tuple[pygame.Rect, pygame.Surface]] = []
    text_rects: list[pygame.Rect] = []
    bottom = _text_column(page.text_blocks, pygame.Rect(area.x, area.y, text_w, area.h), s, items, text_rects)
    fits = bottom <= area.bottom
    if pictures:
        column = pygame.Rect(area.x + text_w + gap, area.y, area.w - text_w - gap, area.h)
        fits = _picture_column(pictures, column, s, items, text_rects) and fits
    body, label = look.text_px(round(_body_size(page) * s)), look.text_px(round(CAPTION * s))
    return PageLayout(items, text_rects, body, label, fits)


def _body_size(page: Page) -> int:
    """The smallest text size on the page but for captions, at 1080p."""
    return min((STYLES[b.kind][0] for b in page.text_blocks if b.kind != "h2"), default=STYLES["p"][0])


def _text_column(blocks: list[Block], column: pygame.Rect, s: float, items: list, text_rects: list) -> int:
    """Blocks top to bottom; returns the bottom of the last one."""
    y = column.y
    for i, block in enumerate(blocks):
        size, bold, colour, above = STYLES[block.kind]
        size = round(size * s)
        y += round(above * s) if i else 0
        if block.kind == "table":
            y = _table(block.rows, column.x, y, column.w, size, s, items, text_rects)
            continue
        x = column.x
        if block.kind == "li":
            x += round(LIST_INDENT * s)
            marker = draw.text(block.marker, size, draw.ACCENT, True)
            rect = marker.get_rect(topright=(x - round(10 * s), y))
            items.append((rect, marker))
            text_rects.append(rect)
        surface = draw.text(block.text, size, colour, bold, wrap=column.right - x)
        rect = surface.get_rect(topleft=(x, y))
        items.append((rect, surface))
        text_rects.append(rect)
        y = rect.bottom
    return y


def _table(
    rows: list[list[str]], x: int, y: int, width: int, size: int, s: float, items: list, text_rects: list
) -> int:
    """Columns at their natural widths; if too wide, the widest column wraps. Returns the new y."""
    font = assets.font(size, True)
    count = max(len(row) for row in rows)
    pad = round(CELL_PAD * s)
    widths = [max(font.size(row[c])[0] if c < len(row) else 0 for row in rows) + pad for c in range(count)]
    while sum(widths) - pad > width:
        widest = widths.index(max(widths))
        excess = sum(widths) - pad - width
        narrower = max(widths[widest] - excess, max(sorted(widths)[-2], pad * 4))
        if narrower >= widths[widest]:
            break
        widths[widest] = narrower
    for r, row in enumerate(rows):
        cx, line_h = x, 0
        for c, cell in enumerate(row):
            colour = draw.ACCENT if r == 0 or c == 0 else draw.TEXT
            surface = draw.text(cell, size, colour, r == 0 or c == 0, wrap=max(widths[c] - pad, 1))
            rect = surface.get_rect(topleft=(cx, y))
            items.append((rect, surface))
            text_rects.append(rect)
            cx += widths[c]
            line_h = max(line_h, rect.h)
        y += line_h + round(12 * s)
    return y


def _picture_column(
    pictures: list[Block], column: pygame.Rect, s: float, items: list, text_rects: list
) -> bool:
    """Pictures with their captions under them, each as large as the column allows; returns
    whether the captions fit too."""
    size = round(CAPTION * s)
    gap = round(24 * s)
    captions = [draw.text(p.text, size, draw.TEXT_DIM, False, wrap=column.w) for p in pictures]
    room = (
        column.h
        - sum(c.get_height() for c in captions)
        - gap * (len(pictures) - 1)
        - round(8 * s) * len(pictures)
    )
    naturals = [help_pictures.natural_size(p.picture) for p in pictures]
    aspects = [w / h for w, h in naturals]
    # As wide as the column (but at most MAX_ZOOM times the table's size); shrink all alike if too tall.
    heights = [min(column.w / a, h * s * MAX_ZOOM) for a, (_w, h) in zip(aspects, naturals, strict=True)]
    shrink = min(1.0, max(room, 1) / sum(heights))
    y = column.y
    for picture, caption, aspect, h in zip(pictures, captions, aspects, heights, strict=True):
        h = round(h * shrink)
        w = min(round(h * aspect), column.w)
        image = help_pictures.render(picture.picture, (w, h))
        rect = image.get_rect(midtop=(column.centerx, y))
        items.append((rect, image))
        y = rect.bottom + round(8 * s)
        crect = caption.get_rect(midtop=(column.centerx, y))
        items.append((crect, caption))
        text_rects.append(crect)
        y = crect.bottom + gap
    return y - gap <= column.bottom
