"""Where a guide step's marks go and how they look: a breathing ring round the target, a speech
box beside it (never over it, always inside the screen) with an arrow to it, and the Next and Skip
buttons in the box. ``place`` is pure geometry, so a click is tested against the same rects that
were drawn, and tests can check them without drawing.
"""

from __future__ import annotations

import dataclasses
import math
from collections.abc import Sequence

import pygame

from game.engine import draw, look
from game.i18n import N_, _
from game.scenes.guide.arrow import Segment, route
from game.scenes.guide.spots import Cost, best

BOX_FILL = (*draw.FELT_DARK, 255)  # opaque: the table under the box is hidden, not mixed in
RING_PAD, GAP, PAD = 10, 26, 22  # at 1080p: ring round the target, box from the ring, box inside
TEXT, BUTTON_TEXT, BUTTON_H = 27, 24, 54
WRAP = 560  # the box's text width at 1080p (at most 40 % of the screen)
NARROWER = (1.0, 1.5, 0.85, 0.7, 0.55)  # shares of it to try when no spot keeps clear (same text size):
# a wider box in fewer lines fits a low gap (under a column of text), a narrower one a tall gap
NEXT, DONE, SKIP = N_("Next"), N_("Done"), N_("Skip guide")


@dataclasses.dataclass(frozen=True)
class Placement:
    ring: pygame.Rect | None
    box: pygame.Rect
    text: pygame.Rect
    next: pygame.Rect
    skip: pygame.Rect
    arrow: Segment | None
    wrap: int  # the text's wrap width
    smaller: float = 1.0  # the words' and buttons' scale, a share of the screen's (``_tries``)


def step_words(text: str, index: int, count: int) -> str:
    """ "Guide 1/5: …" around a step's ``text`` (already in the player's language)."""
    return _("Guide {step}/{steps}: {text}").format(step=index + 1, steps=count, text=text)


def button_words(last: bool) -> tuple[str, str]:
    return _(DONE if last else NEXT), _(SKIP)


def _sizes(s: float) -> tuple[int, int, int]:
    return round(TEXT * s), round(BUTTON_TEXT * s), round(BUTTON_H * s)


def _tries() -> list[tuple[float, float]]:
    """The box's widths to try (``NARROWER``), at the words' size; then, with the interface size
    grown, at sizes back down to the designed one: grown words shrink where no spot keeps clear."""
    return [(share, factor) for factor in look.shrink_steps() for share in NARROWER]


def place(
    size: tuple[int, int],
    s: float,
    target: pygame.Rect | None,
    words: str,
    buttons: tuple[str, str],
    keep_clear: Sequence[pygame.Rect] = (),
    rather_clear: Sequence[pygame.Rect] = (),
    words_at: Sequence[pygame.Rect] = (),
) -> Placement:
    """The marks for a step about ``target`` on a ``size`` screen: the box beside it, off
    ``keep_clear`` (and as far as it can, ``rather_clear``: ``spots``), its arrow across none of
    them nor the words at ``words_at`` (``arrow``); narrower, in more lines, when no spot of the
    full width keeps clear."""
    screen = pygame.Rect((0, 0), size).inflate(-round(12 * s), -round(12 * s))
    ring = target.inflate(round(2 * RING_PAD * s), round(2 * RING_PAD * s)) if target else None
    chosen: tuple[pygame.Rect, Cost, Inner, float] | None = None
    for share, smaller in _tries():
        wrap = min(round(WRAP * s), int(size[0] * 0.4)) * share
        box, inner = _box(s * smaller, wrap, words, buttons)
        if ring is None:
            high = box.clamp(screen).move_to(centerx=screen.centerx, top=screen.y + screen.h // 8)
            return _fill(high, *inner, smaller=smaller)
        spot, cost = best(box, ring, screen, round(GAP * s), keep_clear, rather_clear, s, words_at)
        if chosen is None or cost[:4] < chosen[1][:4]:
            chosen = (spot, cost, inner, smaller)
        if cost[:4] == (0, 0, 0, 0):
            break
    if chosen is None:
        raise ValueError("no box width was tried")
    spot, _cost, inner, smaller = chosen
    path = route(spot, ring, [*keep_clear, *words_at], s)[0]
    return _fill(spot, *inner, ring=ring, path=path, smaller=smaller)


Inner = tuple[pygame.Rect, list[int], int, int, int, int, bool]
"""What ``_fill`` lays inside a box: text rect, button widths, pad, gap, button height, wrap, stacked."""


def _box(s: float, wrap: float, words: str, buttons: tuple[str, str]) -> tuple[pygame.Rect, Inner]:
    """The box's size for the words wrapped at ``wrap``; Skip under Next when the two side by side
    are wider than that (German "Anleitung überspringen": a box wider than the puzzle's centre column
    sat over the boards beside it), and never narrower than the widest button."""
    text_size, button_size, button_h = _sizes(s)
    pad, gap = round(PAD * s), round(14 * s)
    widths = [draw.text(b, button_size, draw.INK, bold=True).get_width() + round(40 * s) for b in buttons]
    stacked = round(wrap) < sum(widths) + gap
    wrap = max(round(wrap), max(widths) if stacked else sum(widths) + gap)
    text_w, text_h = draw.text(words, text_size, draw.TEXT, wrap=wrap).get_size()
    inner_w = max(text_w, max(widths) if stacked else sum(widths) + gap)
    rows = 2 if stacked else 1
    box = pygame.Rect(0, 0, inner_w + 2 * pad, text_h + rows * (gap + button_h) + 2 * pad)
    return box, (pygame.Rect(pad, pad, text_w, text_h), widths, pad, gap, button_h, wrap, stacked)


def _fill(
    box: pygame.Rect,
    text: pygame.Rect,
    widths: list[int],
    pad: int,
    gap: int,
    button_h: int,
    wrap: int,
    stacked: bool,
    ring: pygame.Rect | None = None,
    path: Segment | None = None,
    smaller: float = 1.0,
) -> Placement:
    """The text and the buttons inside ``box`` (Next left of Skip, or above it), and the arrow
    ``path`` from it to ``ring``."""
    skip = pygame.Rect(0, 0, widths[1], button_h)
    skip.bottomright = (box.right - pad, box.bottom - pad)
    nxt = pygame.Rect(0, 0, widths[0], button_h)
    nxt.bottomright = (box.right - pad, skip.y - gap) if stacked else (skip.x - gap, skip.bottom)
    return Placement(ring, box, text.move(box.topleft), nxt, skip, path, wrap, smaller)


def draw_marks(surface: pygame.Surface, placed: Placement, s: float, clock: float) -> None:
    """The ring (breathing) and the arrow."""
    width = max(round(4 * s), 2)
    if placed.ring is not None:
        glow = 0.5 + 0.5 * math.sin(clock * 4)
        colour = tuple(round(a + (b - a) * glow) for a, b in zip(draw.ACCENT, draw.CARD_FACE, strict=True))
        pygame.draw.rect(surface, colour, placed.ring, width, border_radius=round(16 * s))
    if placed.arrow is not None:
        (x0, y0), (x1, y1) = placed.arrow
        pygame.draw.line(surface, draw.ACCENT, (x0, y0), (x1, y1), width)
        angle = math.atan2(y1 - y0, x1 - x0)
        head = 16 * s
        points = [(x1, y1)] + [
            (x1 - head * math.cos(angle + d), y1 - head * math.sin(angle + d)) for d in (0.45, -0.45)
        ]
        pygame.draw.polygon(surface, draw.ACCENT, points)


def bounds(placed: Placement, s: float) -> list[pygame.Rect]:
    """Everything ``paint`` touches: the ring, the box and the arrow with its head."""
    reach = round(18 * s) + max(round(4 * s), 2)
    rects = [placed.box.inflate(4, 4)]
    if placed.ring is not None:
        rects.append(placed.ring.inflate(4, 4))
    if placed.arrow is not None:
        (x0, y0), (x1, y1) = placed.arrow
        rects.append(
            pygame.Rect(min(x0, x1), min(y0, y1), abs(x1 - x0), abs(y1 - y0)).inflate(2 * reach, 2 * reach)
        )
    return rects


def paint(
    surface: pygame.Surface, placed: Placement, s: float, words: str, buttons: tuple[str, str], clock: float
) -> None:
    draw_marks(surface, placed, s, clock)
    draw.draw_panel(surface, placed.box, BOX_FILL, round(16 * s), draw.ACCENT, max(round(3 * s), 2), 0)
    if hasattr(surface, "cover"):  # a DrawProbe: the opaque box hides the table text under it
        surface.cover(placed.box)
    text_size, button_size, _h = _sizes(s * placed.smaller)
    draw.blit_text(surface, words, placed.text.topleft, text_size, draw.TEXT, wrap=placed.wrap)
    draw.draw_button(surface, placed.next, buttons[0], button_size, radius=round(12 * s))
    draw.draw_button(surface, placed.skip, buttons[1], button_size, draw.TEXT_DIM, radius=round(12 * s))
