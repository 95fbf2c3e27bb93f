"""A hint shown on the Garum table: the suggested tile as a ghost in its lit slot, the worker's
space, the tank to open or the dummy's slot ringed, with the reason beside it, and the Hint
button at the top right of the hand panel (``table/hint.py`` asks and thinks).

It is drawn over the table's picture every frame (the ring breathes), so it says where it drew:
the view puts those rects back next frame."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import pygame

from game.rules.garum.moves import ChooseTank, NoWorker, PlaceTile, PlaceWorker, TurnDummy
from game.scenes.table.hint import RING, draw_ring
from game.scenes.widgets.tooltip import draw_tooltip

GHOST_ALPHA = 230
RING_GROWS = 7
"""How far ``draw_ring`` grows past its target at most, at 1080p (4 + 3 as it breathes)."""
REASON_WRAP = 1000


def draw_garum_hint(surface: pygame.Surface, scene: Any) -> list[pygame.Rect]:
    """The hint, if any, and the Hint button; returns every rect drawn into."""
    lay, state = scene.layout, scene.state
    grid, shown, s = lay.grid, scene.hints.current(), lay.s
    target, drawn = None, []
    if shown is not None:
        action = shown.hint.action
        if isinstance(action, PlaceTile):
            target = grid.slot_rect(state.tank, action.slot)
            fish = state.data.tiles[action.tile].turned(action.rotation)
            grid.draw_tile_at(surface, fish, target.center, scene.hand_colour(shown.seat), GHOST_ALPHA)
        elif isinstance(action, PlaceWorker):
            target = grid.space_rect(action.line)
        elif isinstance(action, ChooseTank):
            target = grid.tank_rect(action.tank)
        elif isinstance(action, TurnDummy):
            (slot,) = state.free_slots()
            target = grid.slot_rect(state.tank, slot)
        elif isinstance(action, NoWorker):  # its button ringed; the reason stays above Hint
            button = lay.buttons["none"]
            draw_ring(surface, button, s, scene.clock)
            grow = 2 * round(RING_GROWS * s) + 2
            drawn.append(button.inflate(grow, grow))
        if target is not None:
            draw_ring(surface, target, s, scene.clock)
            grow = 2 * round(RING_GROWS * s) + 2
            at = (target.centerx, target.y - round(14 * s))
            panels = [lay.header, *lay.seats, lay.hand, lay.controls]  # it stays over the board
            drawn += [target.inflate(grow, grow), _reason(surface, shown, at, s, panels)]
    # the table's Hint button, and its reason above it unless the move's ring already says it
    widget = lay.hint_button
    widget.paint(surface, scene.hints, s, any(scene.hints.may_ask(seat) for seat in scene.humans_to_move()))
    button = widget.rect
    drawn.append(button)
    current = scene.hints.current()
    if current is not None and target is None:
        drawn.append(_reason(surface, current, (button.centerx, button.y - round(16 * s)), s))
    return drawn


def _reason(
    surface: pygame.Surface, shown: Any, at: tuple[float, float], s: float, avoid: Sequence[pygame.Rect] = ()
) -> pygame.Rect:
    """The hint's reason in a gold-edged box whose foot is at ``at``, off ``avoid``
    (``table.hint.draw_reason``)."""
    return draw_tooltip(surface, shown.hint.reason, at, s, REASON_WRAP, RING, avoid)
