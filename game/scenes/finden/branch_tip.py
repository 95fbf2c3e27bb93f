"""The moment a drag ends on four cells, the board says how to draw the fifth.

A stroke is a path, so the branching shapes (F, T, X, Y) cannot be drawn in one: the fifth cell
grows from a middle cell. The draft already lets a new stroke start on any drafted cell without
erasing; this tip says so beside the four cells (off them and their neighbours, where the fifth
will go), on the board's roomier side, until the player presses again.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Sequence

import pygame

from game.engine import draw
from game.i18n import N_, _
from game.scenes.finden.seat import FindenSeatView
from game.scenes.widgets.tooltip import draw_tooltip

TIP = N_(
    "Four cells. For the fifth, press on one of them and drag to it: "
    "a branch (F, T, X, Y) grows from a middle cell."
)
WRAP = 380


def stroke_ended(view: FindenSeatView) -> None:
    """A drag let go: the tip shows when it left four cells."""
    view.branch_tip = len(view.draft.cells) == 4


def shows(view: FindenSeatView) -> bool:
    return view.branch_tip and len(view.draft.cells) == 4 and not view.draft.dragging


@dataclasses.dataclass(frozen=True)
class Place:
    """Where a board's tip goes: beside ``near`` (the four cells and every cell beside them), at
    its foot or its top, whichever side of the board has more room."""

    near: pygame.Rect
    below: bool


def places(views: Sequence[FindenSeatView]) -> tuple[Place, ...]:
    """A place for the tip beside each board whose drag left four cells."""
    out = []
    for view in views:
        if shows(view):
            board = view.board
            centres = [board.centre(cell) for cell in view.draft.cells]
            near = pygame.Rect(centres[0], (0, 0)).unionall([pygame.Rect(c, (0, 0)) for c in centres])
            near.inflate_ip(3 * board.cell, 3 * board.cell)  # the four and every cell beside them
            out.append(Place(near, near.centery < board.rect.centery))
    return tuple(out)


def draw_tips(surface: pygame.Surface, shown: Sequence[Place]) -> list[pygame.Rect]:
    """The tip at each of its places; where they went."""
    drawn = []
    scale = draw.scale(surface.get_size())
    for place in shown:
        near = place.near
        at = (near.centerx, near.bottom if place.below else near.top)
        anchor = "midtop" if place.below else "midbottom"
        drawn.append(draw_tooltip(surface, _(TIP), at, scale, WRAP, avoid=[near], anchor=anchor))
    return drawn
