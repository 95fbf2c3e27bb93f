"""Drawing every pointer's cursor in its seat's colour, with the seat's initial beside it."""

from __future__ import annotations

import pygame

from game.engine.pointers import PointerHub


def draw_cursors(surface: pygame.Surface, hub: PointerHub) -> None:
    """Draw visible pointers at their latest position (the system mouse keeps the OS arrow
    unless it belongs to a seat, so a lone player sees the cursor they expect)."""
    for pointer in hub.pointers.values():
        if not pointer.visible or (pointer.device == "mouse" and pointer.seat is None):
            continue
        x, y = pointer.pos
        tip = [(x, y), (x, y + 22), (x + 6, y + 16), (x + 15, y + 16)]
        pygame.draw.polygon(surface, pointer.colour, tip)
        pygame.draw.polygon(surface, (20, 20, 20), tip, 2)
