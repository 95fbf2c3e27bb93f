"""Where a guide step's speech box goes: the spot that hides least of what the players read.

Candidates are the box above, below, left and right of the target's ring, slid along that side
at several offsets, and a coarse grid of the whole screen (a board's margin, the log's corner).
Each is scored by what it covers, in order: the ring (never: the box talks about it), the
``keep_clear`` rects (seat panels' words, buttons, the hand, the lit part of a board: the box hides
them only when nothing else is possible), the words on screen it would cut (covered in part, their
letters' stumps show beside it), the ``keep_clear`` rects its arrow would cross (``arrow``:
an arrow through a button reads as pointing at it), then the ``rather_clear`` ones (other boards,
the trick, the log) traded against the distance to the target, so the box stays near what it
points at.
"""

from __future__ import annotations

import math
from collections.abc import Sequence

import pygame

from game.scenes.guide.arrow import route

SLIDES = 9  # offsets along each side of the ring
GRID = 9  # spots across and down the screen
Cost = tuple[int, int, int, int, float]


def best(
    box: pygame.Rect,
    ring: pygame.Rect,
    screen: pygame.Rect,
    gap: int,
    keep_clear: Sequence[pygame.Rect],
    rather_clear: Sequence[pygame.Rect] = (),
    s: float = 1.0,
    words: Sequence[pygame.Rect] = (),
) -> tuple[pygame.Rect, Cost]:
    """The least-covering spot for ``box`` (a size) inside ``screen``, and its cost; of equals, the
    first: beside the ring before the free areas. It covers the ``words`` on screen whole or not at
    all where it can; its arrow (its head scaled by ``s``) is routed past them and ``keep_clear``."""
    reach = box.w  # a pixel further from the target is worth a row of the box covered: the box
    # moves at most its own height away to uncover what it would hide

    def covers(spot: pygame.Rect) -> tuple[int, int, int]:
        cut = sum(1 for word in words if spot.colliderect(word) and not spot.contains(word))
        return _area(spot.clip(ring)), sum(_area(spot.clip(r)) for r in keep_clear), cut

    def hides(spot: pygame.Rect) -> float:
        return sum(_area(spot.clip(r)) for r in rather_clear) + reach * _gap(spot, ring)

    spots = [(spot, covers(spot)) for spot in candidates(box, ring, screen, gap)]
    least = min(cover for _spot, cover in spots)
    # covering more loses whatever its arrow crosses: route only the least covering spots, in
    # order of what else they hide, until one's arrow crosses nothing (sorted() keeps equals in order)
    fewest = sorted(((hides(spot), spot) for spot, cover in spots if cover == least), key=lambda p: p[0])
    chosen: tuple[pygame.Rect, Cost] | None = None
    for hidden, spot in fewest:
        cost = (*least, route(spot, ring, [*keep_clear, *words], s)[1], hidden)
        if chosen is None or cost < chosen[1]:
            chosen = (spot, cost)
        if cost[3] == 0:
            break
    if chosen is None:
        raise ValueError("no spot was tried")  # (min above has already refused no candidates)
    return chosen


def candidates(box: pygame.Rect, ring: pygame.Rect, screen: pygame.Rect, gap: int) -> list[pygame.Rect]:
    """Beside the ring on each side (from centred to hanging off either end), then the free grid;
    every spot inside the screen."""
    above, below = ring.top - gap - box.h, ring.bottom + gap
    right, left = ring.right + gap, ring.left - gap - box.w
    xs = [(ring.left + ring.right - box.w) // 2, *_slide(ring.left - box.w // 2, ring.right - box.w // 2)]
    ys = [(ring.top + ring.bottom - box.h) // 2, *_slide(ring.top - box.h // 2, ring.bottom - box.h // 2)]
    spots = []
    for x, y in zip(xs, ys, strict=True):
        spots += [box.move_to(x=x, y=above), box.move_to(x=right, y=y), box.move_to(x=left, y=y)]
        spots.append(box.move_to(x=x, y=below))
    spots += [
        box.move_to(x=x, y=y)
        for y in _slide(screen.top, screen.bottom - box.h, GRID)
        for x in _slide(screen.left, screen.right - box.w, GRID)
    ]
    return [spot.clamp(screen) for spot in spots]


def _slide(low: int, high: int, count: int = SLIDES) -> list[int]:
    return [round(low + (high - low) * i / (count - 1)) for i in range(count)]


def _gap(a: pygame.Rect, b: pygame.Rect) -> float:
    dx = max(b.left - a.right, a.left - b.right, 0)
    dy = max(b.top - a.bottom, a.top - b.bottom, 0)
    return math.hypot(dx, dy)


def _area(rect: pygame.Rect) -> int:
    return rect.w * rect.h
