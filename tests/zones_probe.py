"""What the tables' zone probes share (``test_bingo_zones``, ``test_fishing_zones``): the screens
they run over, a check that a layout's named zones lie on the screen and never overlap, and a
canvas that paints one widget at a time to find where its pixels and texts land."""

from __future__ import annotations

import itertools
from collections.abc import Iterable

import numpy as np
import pygame
from layout_probe import MIN_TEXT

from game.engine import draw

SIZES = [(640, 360), (1280, 720), (1920, 1080), (3840, 2160), (1280, 800), (2560, 1080)]
"""The smallest window the app allows, 720p, 1080p, a 4K TV, 16:10 and 21:9."""


def size_id(size: tuple[int, int]) -> str:
    """A size as a test id: ``1280x720``."""
    return f"{size[0]}x{size[1]}"


def longest(texts: Iterable[str], size: int) -> str:
    """The widest of ``texts`` at text size ``size``."""
    return max(texts, key=lambda text: draw.text_width(text, size))


def check_zones(
    named: dict[str, pygame.Rect], size: tuple[int, int], nested: set[tuple[str, str]], where: object
) -> None:
    """Every zone on the screen, no two overlapping but the ``nested`` pairs (the second inside
    the first)."""
    screen = pygame.Rect((0, 0), size)
    for name, rect in named.items():
        assert screen.contains(rect), (name, rect, where)
    for (a, ra), (b, rb) in itertools.combinations(named.items(), 2):
        if (a, b) in nested:
            assert ra.contains(rb), (a, ra, b, rb, where)
        else:
            assert not ra.colliderect(rb), f"{a} {ra} overlaps {b} {rb} at {where}"


class Picture(draw.DrawProbe):
    """A transparent probe: where a widget's pixels land, and its texts, from one painting."""

    def __init__(self, size: tuple[int, int]):
        pygame.Surface.__init__(self, size, pygame.SRCALPHA)
        self.texts: list[draw.DrawnText] = []


class Canvas:
    """A transparent screen that remembers texts, reused for every widget painted at one size."""

    def __init__(self, size: tuple[int, int]):
        self.size = size
        self.picture = Picture(size)
        self.picture.fill((0, 0, 0, 0))
        self.last = pygame.Rect(0, 0, 0, 0)  # what the last widget painted: all there is to clear

    def painted(self, widget, model) -> tuple[pygame.Rect, list]:
        """Where ``widget`` paints ``model`` unclipped (its pixels' bounding box), and its texts."""
        self.picture.fill((0, 0, 0, 0), self.last)
        self.picture.texts = []
        widget.paint(self.picture, model)
        rows = pygame.surfarray.pixels2d(self.picture).T  # whole pixels, row by row: not a copy
        ys = np.flatnonzero(rows.any(axis=1))
        xs = np.flatnonzero(rows[ys[0] : ys[-1] + 1].any(axis=0)) if len(ys) else ys
        del rows  # the surface unlocked
        if not len(xs):
            self.last = pygame.Rect(0, 0, 0, 0)
            return self.last, self.picture.texts
        self.last = pygame.Rect(xs[0], ys[0], xs[-1] - xs[0] + 1, ys[-1] - ys[0] + 1)
        return self.last, self.picture.texts

    def keeps_to(self, widget, model, zone: pygame.Rect, where: object) -> None:
        """``widget`` paints ``model`` inside ``zone`` and on the screen, its texts readable."""
        drawn, texts = self.painted(widget, model)
        said = (type(widget).__name__, drawn, zone, where, [t.text for t in texts])
        assert zone.contains(drawn) or not drawn.w, said
        assert pygame.Rect((0, 0), self.size).contains(drawn) or not drawn.w, said
        for text in texts:
            assert text.size >= MIN_TEXT * self.size[1], (text.text, text.size, where)
