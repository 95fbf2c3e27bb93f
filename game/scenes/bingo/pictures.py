"""Trick-Taking Bingo's help pictures, drawn by its own widgets (``help_pictures``)."""

from __future__ import annotations

import pygame

from game.engine import draw
from game.rules.bingo import LINES
from game.rules.cards import Card
from game.scenes.help_pictures import canvas, card_rows, picture
from game.scenes.widgets.bingo_card import BingoCardWidget, MissedTrack


@picture("bingo-card")
def _bingo_card(k: float) -> pygame.Surface:
    """A bingo card with a finished diagonal (2, 5, 8) and 9 covered, and one miss on the track."""

    cell = round(90 * k)
    pad = round(12 * k)
    surface = canvas(3 * cell + 2 * pad, 3 * cell + 2 * pad + round(70 * k))
    card = BingoCardWidget(pygame.Rect(pad, pad, 3 * cell, 3 * cell))
    blue = draw.OKABE_ITO["blue"]
    covered = sum(1 << n for n in (2, 5, 8, 9))
    diagonal = next(i for i, line in enumerate(LINES) if set(line) == {2, 5, 8})
    card.draw(surface, covered, blue, lines=(diagonal,))
    radius = 18 * k
    track = MissedTrack((pad + 3 * cell / 2 - 3 * radius, surface.get_height() - 30 * k), 3 * radius, radius)
    track.draw_spaces(surface)
    track.draw_markers(surface, 1, blue)
    return surface


@picture("bingo-trick")
def _bingo_trick(k: float) -> pygame.Surface:
    """A trick led with blue 3: blue 9 is highest, blue 3 lowest (both ringed)."""
    cards = [("blue", 3, True), ("blue", 9, True), ("blue", 8, False), ("red", 6, False), ("green", 2, False)]
    return card_rows([(Card(colour, value), ringed) for colour, value, ringed in cards], k, per_row=3)


@picture("bingo-trump")
def _bingo_trump(k: float) -> pygame.Surface:
    """The trump example: blue 5 led, red 6 the highest trump, blue 4 the lowest (both ringed)."""
    cards = [("blue", 5, False), ("red", 5, False), ("purple", 2, False), ("red", 6, True), ("blue", 4, True)]
    return card_rows([(Card(colour, value), ringed) for colour, value, ringed in cards], k, per_row=3)
