"""A lane: a zone of a table kept for words that come and go (what just happened, why a card cannot
be played, a hint's reason, whose hand it is). The lane measures its sentence in the current
language and sets it as large as fits inside itself, wrapped, down to the couch's floor; nothing
else is ever drawn there, so the words need not step aside from anything.
"""

from __future__ import annotations

import dataclasses
import math

import pygame

from game.engine import draw, fitting, look, pictures
from game.scenes.table.hint import RING
from game.scenes.table.log import SMALLEST_TEXT, fit

BANNER = "banner"
TIP = "tip"
HINT = "hint"
REFUSAL = "refusal"
LABEL = "label"
EDGES = {BANNER: draw.ACCENT, TIP: draw.ACCENT, HINT: RING, REFUSAL: draw.DANGER}  # a hint's gold: its ring's
FILL = (*draw.INK, 235)


@dataclasses.dataclass(frozen=True)
class Words:
    """A lane's sentence and what kind it is (a label is plain shadowed text; the others sit in a
    dark box whose edge tells them apart: gold for a hint, red for a refusal)."""

    text: str = ""
    kind: str = LABEL


@dataclasses.dataclass(frozen=True)
class Setting:
    """How ``words`` are set in a lane: their size, the lines (``text`` may end in an ellipsis at the
    floor), and the box around them: all they paint (a label's shadow too), which is all a lane
    widget repaints."""

    text: str
    size: int
    bold: bool
    box: pygame.Rect


def setting(
    words: Words, lane: pygame.Rect, size: int, s: float, bold: bool | None = None, floor: int = 0
) -> Setting:
    """``words`` at the largest size up to ``size`` whose wrapped lines fit ``lane`` with the box's
    padding, down to the couch's floor (``SMALLEST_TEXT`` of the screen's height, taken as the lane's
    scale ``s`` times 1080, or ``floor`` on a screen taller than that: 16:10); cut with an ellipsis
    there if they still do not fit. ``bold``: set them bold (by default a banner is)."""
    bold = words.kind == BANNER if bold is None else bold
    pad = (0, 0) if words.kind == LABEL else (round(32 * s), round(14 * s))
    width, height = lane.w - pad[0], lane.h - pad[1]
    smallest = min(size, look.asked_for(max(math.ceil(SMALLEST_TEXT * 1080 * s), floor)))  # as drawn
    text = words.text

    def fits(trial: int) -> bool:
        if fitting.surely_taller(text, trial, width, height, bold):  # too many lines: not rendered
            return False
        image = draw.text(text, trial, draw.TEXT, bold, wrap=width)
        return image.get_width() <= width and image.get_height() <= height

    near = next((t for t in (size, size - 1) if t >= smallest and fits(t)), None)
    if near is not None:  # the usual cases, one or two renderings (a new banner a step smaller)
        trial = near
        image = draw.text(text, trial, draw.TEXT, bold, wrap=width)
    elif fits(smallest):  # the largest size that fits, halving the range (at 4K: 5 renders, not 17)
        low, high = smallest, size - 1
        while low < high:
            middle = (low + high + 1) // 2
            low, high = (middle, high) if fits(middle) else (low, middle - 1)
        trial = low
        image = draw.text(text, trial, draw.TEXT, bold, wrap=width)
    else:
        trial = smallest
        lines = max(1, height // max(1, draw.line_height(smallest, bold=bold)))
        text = fit(text, smallest, width, lines)
        image = draw.text(text, smallest, draw.TEXT, bold, wrap=width)
    if words.kind == LABEL:  # centred in the lane, and the shadow it drops right and down
        label = pictures.text_region(LABEL, text, lane.center, trial, draw.TEXT, "center", bold, width, True)
        return Setting(text, trial, bold, label.rect)
    box = image.get_rect().inflate(pad)
    box.center = lane.center
    return Setting(text, trial, bold, box.clamp(lane))


def paint(
    surface: pygame.Surface, words: Words, lane: pygame.Rect, size: int, s: float, floor: int = 0
) -> pygame.Rect:
    """``words`` set in ``lane`` (``setting``); returns the box they take (empty: no words)."""
    if not words.text:
        return pygame.Rect(lane.center, (0, 0))
    set_ = setting(words, lane, size, s, floor=floor)
    wrap = lane.w if words.kind == LABEL else lane.w - round(32 * s)
    if words.kind == LABEL:  # where ``setting`` centred it (its box holds the shadow too)
        draw.blit_text(surface, set_.text, lane.center, set_.size, anchor="center", wrap=wrap, shadow=True)
        return set_.box
    edge = EDGES[words.kind]
    draw.draw_panel(surface, set_.box, FILL, round(12 * s), edge, 2, 0)
    image = draw.text(set_.text, set_.size, draw.TEXT, set_.bold, wrap=wrap)
    surface.blit(image, image.get_rect(center=set_.box.center))
    return set_.box
