"""The keys and pad buttons that turn the help's pages: arrows, Page Up / Down, Space, Home / End,
the D-pad and Start. The arrows and Space only when they are menu keys here (a keyboard player's
own keys steer that player's cursor)."""

from __future__ import annotations

import pygame

from game.engine import pointers, ui

NEXT, PREVIOUS = 1, -1
KEYS = {
    pygame.K_PAGEDOWN: NEXT,
    pygame.K_PAGEUP: PREVIOUS,
    pygame.K_RIGHT: NEXT,
    pygame.K_LEFT: PREVIOUS,
    pygame.K_DOWN: NEXT,
    pygame.K_UP: PREVIOUS,
    pygame.K_SPACE: NEXT,
}
PAD = {
    pygame.CONTROLLER_BUTTON_DPAD_RIGHT: NEXT,
    pygame.CONTROLLER_BUTTON_DPAD_LEFT: PREVIOUS,
    pygame.CONTROLLER_BUTTON_START: NEXT,
}


def page_for(event: pygame.event.Event, hub: pointers.PointerHub, page: int, pages: int) -> int | None:
    """The page ``event`` opens from ``page`` (the caller clamps it to the ``pages``), or None."""
    if event.type == pygame.KEYDOWN:
        if event.key in (pygame.K_HOME, pygame.K_END):
            return 0 if event.key == pygame.K_HOME else pages
        claimed = event.key in (pygame.K_PAGEUP, pygame.K_PAGEDOWN) or ui.nav_action(event, hub)
        if event.key in KEYS and claimed:
            return page + KEYS[event.key]
    if event.type == pygame.CONTROLLERBUTTONDOWN and event.button in PAD:
        return page + PAD[event.button]
    return None
