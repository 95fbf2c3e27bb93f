"""Cursors and selected cells stand out on every background: each seat colour, on cream cards and
on dark felt, has an edge whose contrast to the background is high (WCAG ratio at least 4.5)."""

import pygame
import pytest

from game.engine import draw
from game.engine.cursors import NORMAL, cursor_image, selection_mark
from game.engine.seats import SEAT_COLOURS

BACKGROUNDS = {"cream card": draw.CARD_FACE, "dark felt": draw.FELT_DARK, "felt": draw.FELT}


def luminance(colour):
    def channel(c):
        c /= 255
        return c / 12.92 if c <= 0.03928 else ((c + 0.055) / 1.055) ** 2.4

    r, g, b = (channel(c) for c in colour[:3])
    return 0.2126 * r + 0.7152 * g + 0.0722 * b


def contrast(a, b):
    high, low = sorted((luminance(a), luminance(b)), reverse=True)
    return (high + 0.05) / (low + 0.05)


def best_contrast(image, background):
    canvas = pygame.Surface(image.get_size())
    canvas.fill(background)
    canvas.blit(image, (0, 0))
    w, h = canvas.get_size()
    return max(contrast(canvas.get_at((x, y)), background) for x in range(w) for y in range(h))


@pytest.mark.parametrize("background", BACKGROUNDS.values(), ids=BACKGROUNDS.keys())
@pytest.mark.parametrize("colour", SEAT_COLOURS)
def test_cursors_and_selections_stand_out(colour, background):
    pygame.font.init()
    assert best_contrast(cursor_image(colour, "A", NORMAL, 27), background) >= 4.5
    assert best_contrast(selection_mark(40, colour), background) >= 4.5
