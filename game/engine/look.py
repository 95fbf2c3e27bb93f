"""How every screen looks for the bodies at the table (Settings, issue 51): the interface size and
high contrast. Held here, one value each for the whole program like the language, so the drawing
primitives (fonts, felt, panels, seat marks) read them and no screen has to pass them along.

[decision] The interface size grows the words, not the lengths. Every layout is designed on a
1920×1080 canvas and ``draw.scale`` maps that canvas onto the screen; growing the canvas's units
would leave a 1280×720 canvas, which no layout fits. Words are what players cannot read from the
couch, and a layout already measures them (``text_width``, ``fitted``, line sizes) and wraps or
shrinks them inside its zones; so every font grows by the factor, up to a heading's size
(``HEADING_SHARE`` of the screen height): labels and sentences grow the most, headings stay as
they are. Tokens whose marks are text (card indexes, scores, seat initials) grow with it.
"""

from __future__ import annotations

import dataclasses
import math

INTERFACE_SIZES = (1.0, 1.1, 1.25, 1.5)
"""The interface sizes a player can choose (100 %, 110 %, 125 %, 150 %)."""
HEADING_SHARE = 0.04
"""Words grow up to this share of the screen height (a heading at 1080p is about 43 px): larger
words are headings and titles, readable from the couch already."""


@dataclasses.dataclass(frozen=True)
class Look:
    size: float = 1.0
    high_contrast: bool = False
    screen_height: int = 0
    """The screen's height in pixels (0: not known yet, so words grow without a cap)."""


_look = Look()


def current() -> Look:
    return _look


def configure(
    size: float | None = None, high_contrast: bool | None = None, screen_height: int | None = None
) -> bool:
    """Change what is given; True if anything changed (then every cached render is stale)."""
    global _look
    new = Look(
        _look.size if size is None else size,
        _look.high_contrast if high_contrast is None else high_contrast,
        _look.screen_height if screen_height is None else screen_height,
    )
    changed, _look = new != _look, new
    return changed


def high_contrast() -> bool:
    return _look.high_contrast


def text_px(size: float) -> int:
    """The pixel size a font asked for at ``size`` is drawn at: grown by the interface size, never
    past a heading's size (and never shrunk: a heading asked for bigger stays as big)."""
    size = max(int(size), 1)
    if _look.size == 1.0:
        return size
    grown = math.floor(size * _look.size + 0.5)
    if _look.screen_height <= 0:
        return grown
    return max(size, min(grown, math.ceil(HEADING_SHARE * _look.screen_height)))


def asked_for(px: int) -> int:
    """The smallest size to ask a font for so that it draws at least ``px`` pixels: a floor given
    in drawn pixels (a couch's smallest text) lets a grown word shrink back down to it, and no
    further."""
    px = max(int(px), 1)
    size = px
    while size > 1 and text_px(size - 1) >= px:
        size -= 1
    return size


def shrink_steps() -> tuple[float, ...]:
    """Factors to try a box of words at, largest first, when its grown words find no room (a
    banner, a guide's box): back down to the designed size, never below it."""
    grown = _look.size
    return (1.0,) if grown == 1.0 else (1.0, (1 + 1 / grown) / 2, 1 / grown)
