"""Text sized to its room: the largest size at which a label fits a width, a line a height, a wrapped
block a box, lines stacked in a band; and a label cut short with an ellipsis as the last resort.
(Kept apart from ``draw``, which renders and caches the text these measure.)"""

from __future__ import annotations

import functools
from collections.abc import Sequence

import pygame

from game.engine import assets, between_games, draw, linebreak, look


def fitting_size(s: str, size: int, width: int, bold: bool = False, smallest: int = 1) -> int:
    """The largest size up to ``size`` at which ``s`` fits ``width`` pixels on one line, drawn at no
    fewer than ``smallest`` pixels: a long German hint shrinks a little instead of leaving the
    screen, and a word grown by the interface size shrinks back where it has no room."""
    natural = draw.text_width(s, size, bold)
    if natural <= width:
        return int(size)
    least = min(look.asked_for(smallest), int(size))
    fit = max(int(size * width / natural), least)
    while fit > least and draw.text_width(s, fit, bold) > width:  # the growth is not quite proportional
        fit -= 1
    return fit


def fitting_height(size: int, height: int, bold: bool = False) -> int:
    """The largest size up to ``size`` whose line is no taller than ``height``: a word in a row of
    fixed height grows with the interface size as far as the row lets it."""
    size = int(size)
    while size > 1 and draw.line_height(size, bold=bold) > height:
        size -= 1
    return size


def fitting_block(s: str, size: int, width: int, height: int, bold: bool = False, smallest: int = 1) -> int:
    """The largest size up to ``size`` at which ``s``, wrapped at ``width``, fits ``height``, drawn at
    no fewer than ``smallest`` pixels (a few lines of how-to in a column, grown by the interface size)."""
    least = min(look.asked_for(smallest), int(size))
    size = int(size)
    while size > least:
        block = draw.text(s, size, bold=bold, wrap=width)
        if block.get_width() <= width and block.get_height() <= height:
            break
        size -= 1
    return size


def fewest_lines(s: str, size: int, width: int, bold: bool = False) -> int:
    """How many lines ``draw.text(s, size, bold=bold, wrap=width)`` takes at the least, measured
    with ``font.size`` (``linebreak.fewest_lines``): far cheaper than rendering it."""
    return _fewest_lines(assets.font(size, bold), draw.drawable(s), width)


@between_games.register
@functools.lru_cache(maxsize=1024)
def _fewest_lines(font: pygame.font.Font, s: str, width: int) -> int:
    """Remembered: a lane measures its words when it frames them and again when it paints them."""
    return linebreak.fewest_lines(s, width, lambda line: font.size(line)[0])


def surely_taller(s: str, size: int, width: int, height: int, bold: bool = False) -> bool:
    """Whether ``draw.text(s, size, bold=bold, wrap=width)`` is surely taller than ``height``: its
    fewest lines do not fit. Never says so of a text that fits, so a search for the largest size
    that fits passes such sizes over without rendering them and finds what it found by rendering
    (a new banner at every trick: ``bench/phones.py --slowest``)."""
    font = assets.font(size, bold)
    return fewest_lines(s, size, width, bold) * min(font.get_linesize(), font.get_height()) > height


def stacked(lines: Sequence[tuple[int, int, bool]], height: int, smallest: int = 1) -> list[tuple[int, int]]:
    """Lines of text one under another in a band ``height`` tall, each given as (its top as
    designed, its size, bold): as designed while each clears the one above it as drawn; else each
    right under the one above, all a size smaller until they fit (not under ``smallest`` pixels).
    Returns each line's (top, size): a few grown lines of a panel's header keep off each other."""
    sizes = [size for _top, size, _bold in lines]
    least = look.asked_for(smallest)
    while True:
        bolds = [bold for _top, _size, bold in lines]
        heights = [draw.line_height(size, bold=bold)
                   for size, bold in zip(sizes, bolds, strict=True)]
        tops, below = [], 0
        for (top, _size, _bold), h in zip(lines, heights, strict=True):
            tops.append(max(top, below))
            below = tops[-1] + h
        if below <= height or all(size <= least for size in sizes):
            return list(zip(tops, sizes, strict=True))
        sizes = [max(size - 1, min(least, size)) for size in sizes]


def shortened(s: str, size: int, width: int, bold: bool = False) -> str:
    """``s``, or as much of it as fits ``width`` pixels on one line with an ellipsis: the last resort
    of a label that ``fitting_size`` could not make small enough (its smallest is a couch's floor)."""
    def measure(line: str) -> int:
        return draw.text_width(line, size, bold)

    if measure(s) <= width:
        return s
    words = s.split()
    while len(words) > 1 and measure(" ".join(words) + "…") > width:
        words.pop()
    short = " ".join(words)
    while len(short) > 1 and measure(short + "…") > width:
        short = short[:-1]
    return short.rstrip() + "…"


def fitted(s: str, size: int, width: int, bold: bool = False, smallest: int = 1) -> tuple[str, int]:
    """``s`` and the size to draw it in one line of ``width``: ``fitting_size``, and ``shortened``
    at ``smallest`` if even that is too wide (a long Vietnamese colour in a narrow panel)."""
    size = fitting_size(s, size, width, bold, smallest)
    return shortened(s, size, width, bold), size
