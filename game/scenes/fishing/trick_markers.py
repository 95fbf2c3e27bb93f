"""The pills in the trick's middle: the lead or called colour (with its icon) and *Lowest wins*.
Values in: the layout, the shown table and the pills' text size; a new lead colour's pill starts
larger and settles (``grow``)."""

from __future__ import annotations

from collections.abc import Callable

import pygame

from game.engine import draw, fitting
from game.i18n import _
from game.scenes.fishing.layout import FishingLayout
from game.scenes.fishing.shown import Shown
from game.scenes.table.words import card_colour
from game.scenes.widgets.cards import suit

LEAD_GROW, LEAD_SETTLE_S = 0.3, 0.6  # a new lead colour's marker starts larger, then settles

Line = tuple[str, draw.Colour, str | None]
"""A pill's words, its colour and the colour it names (None: *Lowest wins*)."""


def grow(since_change: float) -> float:
    """The pills' text scale ``since_change`` seconds after the lead or called colour changed."""
    return 1.0 + LEAD_GROW * max(0.0, 1.0 - since_change / LEAD_SETTLE_S)


def lines(
    lay: FishingLayout, shown: Shown, name: Callable[[int], str], scale: float, badges: list[pygame.Rect]
) -> tuple[tuple[Line, ...], int]:
    """Lead or called colour and *Lowest wins*, as values: the lines and the pills' text size;
    none while one of ``badges`` (the trick's WINS pills) would lie on them."""
    out: list[Line] = []
    if shown.called:
        called = card_colour(shown.called)
        if shown.caller is None:
            words = _("{colour} called").format(colour=called)
        else:
            words = _("{colour} called by {player}").format(colour=called, player=name(shown.caller))
        out.append((words, suit(shown.called).rgb, shown.called))
    elif shown.lead:
        words = _("lead: {colour}").format(colour=card_colour(shown.lead))
        out.append((words, suit(shown.lead).rgb, shown.lead))
    if shown.lowest:
        out.append((_("LOWEST WINS"), draw.OKABE_ITO["sky_blue"], None))
    if not out:
        return ((), 0)
    shown_lines = (tuple(out), round(lay.marker_size * scale))
    pills = [pill for _image, _rect, pill, _colour, _name in placed(lay, *shown_lines)]
    if any(badge.collidelist(pills) >= 0 for badge in badges):
        return ((), 0)  # a badge (a long German WINS) would lie on them: the trick is decided anyway
    return shown_lines


def placed(lay: FishingLayout, lines: tuple[Line, ...], size: int) -> list[tuple]:
    """Each line's text, its place, its pill, its colour and the colour it names; a line too long
for the trick's zone (a long name) is set smaller."""
    cx, cy = lay.trick_centre
    y = cy - (len(lines) - 1) * lay.marker_step / 2
    out = []
    for text, colour, colour_name in lines:
        pad = lay.pill_pad[0] if colour_name else lay.pill_pad[1]
        fitted = fitting.fitting_size(text, size, lay.trick.w - pad, bold=True)  # a long name: smaller
        image = draw.text(text, fitted, draw.INK, bold=True)
        rect = image.get_rect(center=(round(cx + (lay.pill_shift if colour_name else 0)), round(y)))
        pill = rect.inflate(pad, lay.pill_height)
        pill.centerx = round(cx)
        out.append((image, rect, pill, colour, colour_name))
        y += lay.marker_step
    return out


def bounds(lay: FishingLayout, lines: tuple[Line, ...], size: int) -> pygame.Rect:
    cx, cy = lay.trick_centre
    out = pygame.Rect(round(cx), round(cy), 0, 0)
    for _image, _rect, pill, _colour, _name in placed(lay, lines, size):
        out.union_ip(pill)
    return out


def paint(surface: pygame.Surface, lay: FishingLayout, lines: tuple[Line, ...], size: int) -> None:
    for image, rect, pill, colour, colour_name in placed(lay, lines, size):
        pygame.draw.rect(surface, colour, pill, border_radius=pill.h // 2)
        pygame.draw.rect(surface, draw.INK, pill, 2, border_radius=pill.h // 2)
        if colour_name:
            icon = draw.icon(suit(colour_name).icon, lay.font_label, draw.INK)
            surface.blit(icon, icon.get_rect(center=(pill.x + lay.pill_icon_x, pill.centery)))
            rect.x = pill.x + lay.pill_text_x
        surface.blit(image, rect)
