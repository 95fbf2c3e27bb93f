"""A stepped setting's value on the Settings screen: its words centred in the row's value box and,
for an amount (a volume, a speed), a bar under them filled as far as the value goes. Values in."""

from __future__ import annotations

import pygame

from game.engine import draw, fitting, layers, pictures
from game.engine.settings import Setting


def parts(setting: Setting, value, rect: pygame.Rect, s: float):  # noqa: ANN001
    """The value (as a text region) and its bar: the track and its filled part — None for a word
    from a list (the language), which is no amount."""
    options = setting.options()
    amount = all(isinstance(option, (int, float)) for option in options)
    centre = (rect.centerx, rect.centery - (6 * s if amount else 0))
    size = fitting.fitting_height(
        round(32 * s), min(rect.h, round(52 * s)) if amount else rect.h, True
    )  # over its bar
    text = pictures.text_region(None, setting.format(value), centre, size, draw.TEXT, "center", True)
    if not amount:
        return text, None, None
    fraction = options.index(value) / (len(options) - 1) if value in options else 0.0
    track = pygame.Rect(0, 0, round(190 * s), max(round(6 * s), 2))
    track.midtop = (rect.centerx, rect.centery + 20 * s)
    filled = track.copy()
    filled.width = max(round(track.width * fraction), track.height)
    return text, track, filled


def region(index: int, setting: Setting, value, rect: pygame.Rect, s: float) -> layers.Region:  # noqa: ANN001
    """Row ``index``'s value, repainted when it changes."""
    text, track, _filled = parts(setting, value, rect, s)
    bounds = text.rect if track is None else text.rect.union(track)
    return layers.Region(("value", index), bounds, paint, (setting, value, tuple(rect), s))


def paint(surface: pygame.Surface, setting: Setting, value, where: tuple, s: float) -> None:  # noqa: ANN001
    text, track, filled = parts(setting, value, pygame.Rect(where), s)
    text.paint(surface, *text.args)
    if track is None or filled is None:
        return
    pygame.draw.rect(surface, draw.FELT_DARK, track, border_radius=track.height)
    pygame.draw.rect(surface, draw.ACCENT, filled, border_radius=track.height)
