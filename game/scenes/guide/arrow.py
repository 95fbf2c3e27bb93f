"""The arrow from a guide step's speech box to its target's ring, routed past what players read.

A straight arrow from the box's middle can run through a button or a line of text it does not
point at (the solo guide's shapes step, box below the buttons: it crossed *Give up*), and a
newcomer reads that as pointing there. So the arrow may land anywhere on the ring, from the box's
nearest point, and takes the path that crosses the fewest of the step's ``keep_clear`` rects and
the words on screen. ``spots`` scores each box spot by those crossings too.
"""

from __future__ import annotations

import math
from collections.abc import Sequence

import pygame

Segment = tuple[tuple[int, int], tuple[int, int]]
PATHS = 41
"""Tips tried along each side of the ring."""
LINE, CLEAR = 2, 8
"""At 1080p: half the arrow's line (4 px wide), and how near it had rather not pass a rect."""


def route(
    box: pygame.Rect, ring: pygame.Rect | None, obstacles: Sequence[pygame.Rect | None], s: float
) -> tuple[Segment | None, int]:
    """The arrow (tail on the box's edge, tip on the ring) and how many ``obstacles`` it crosses;
    none when the box touches the ring. Of the paths that cross fewest, those that pass the others
    widest, then the shortest, then the one nearest the straight path from the box's middle.
    Obstacles the ring or the box overlaps do not count: the tip or the tail lands in them
    whatever the path."""
    if ring is None or box.colliderect(ring):
        return None, 0
    span = box.union(ring).inflate(64, 64)  # every path runs inside it, its clearance too
    clear = [r for r in obstacles if r is not None and r.colliderect(span)]
    clear = [r for r in clear if not r.colliderect(ring) and not r.colliderect(box)]
    line, near = max(round(LINE * s), 1), max(round(CLEAR * s), 2)
    middle = _middle(box, ring)
    paths = []
    for tip in _tips(ring):
        tail = _tail(box, tip)
        paths.append((round(math.dist(tail, tip) / near), math.dist(tip, middle), (tail, tip)))
    paths.sort(key=lambda path: path[:2])
    inside = ring.inflate(-4, -4)
    best: tuple[tuple[int, int], Segment] | None = None
    for _length, _off, path in paths:
        if inside.clipline(*path):
            continue  # through the target to its far side
        score = (crossings(path, clear, line), crossings(path, clear, near))
        if best is None or score < best[0]:
            best = (score, path)
            if score == (0, 0):
                break
    if best is None:
        return (_tail(box, middle), middle), 0
    return best[1], best[0][0]


def crossings(path: Segment, rects: Sequence[pygame.Rect], width: int) -> int:
    """How many of ``rects`` the arrow's line, ``width`` pixels either side, touches."""
    return sum(bool(r.inflate(2 * width, 2 * width).clipline(path[0], path[1])) for r in rects)


def _middle(box: pygame.Rect, ring: pygame.Rect) -> tuple[int, int]:
    """The ring's point nearest the box's middle: where a plain straight arrow would point."""
    return min(max(box.centerx, ring.left), ring.right - 1), min(max(box.centery, ring.top), ring.bottom - 1)


def _tail(box: pygame.Rect, tip: tuple[int, int]) -> tuple[int, int]:
    return min(max(tip[0], box.left), box.right - 1), min(max(tip[1], box.top), box.bottom - 1)


def _tips(ring: pygame.Rect) -> list[tuple[int, int]]:
    """``PATHS`` points along each side of the ring."""
    xs = [round(ring.left + (ring.w - 1) * i / (PATHS - 1)) for i in range(PATHS)]
    ys = [round(ring.top + (ring.h - 1) * i / (PATHS - 1)) for i in range(PATHS)]
    return [
        *((x, ring.top) for x in xs),
        *((x, ring.bottom - 1) for x in xs),
        *((ring.left, y) for y in ys),
        *((ring.right - 1, y) for y in ys),
    ]
