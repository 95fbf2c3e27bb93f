"""The system mouse: always present, absolute. Its pointer id is ``mouse``."""

from __future__ import annotations

import math

import pygame

from game.engine import pointers
from game.engine.devices.inventory import DeviceEntry
from game.i18n import N_

# pygame button numbers -> pointer buttons (wheel buttons 4/5 arrive as MOUSEWHEEL instead).
_BUTTONS = {1: pointers.PRIMARY, 2: pointers.MIDDLE, 3: pointers.SECONDARY}
_MOUSE_EVENTS = (pygame.MOUSEMOTION, pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP, pygame.MOUSEWHEEL)


class SystemMouse:
    """Turns pygame's mouse events into events of the ``mouse`` pointer.

    Touch-synthesised mouse events are ignored (the touch backend gives each finger its own
    pointer), and so is everything while ``enabled`` is False (several evdev mice in play).
    """

    pointer_id = "mouse"

    def __init__(self) -> None:
        self.enabled = True

    def handle_event(self, event: pygame.event.Event, hub: pointers.PointerHub) -> bool:
        if event.type not in _MOUSE_EVENTS:
            return False
        if not self.enabled or getattr(event, "touch", False):
            return True
        pointer = hub.pointer(self.pointer_id, "mouse", N_("System mouse"))
        if event.type == pygame.MOUSEWHEEL:
            hub.scroll(pointer, int(event.y))
            return True
        hub.move_to(pointer, *event.pos)
        if event.type == pygame.MOUSEBUTTONDOWN and event.button in _BUTTONS:
            hub.press(pointer, _BUTTONS[event.button])
        elif event.type == pygame.MOUSEBUTTONUP and event.button in _BUTTONS:
            hub.release(pointer, _BUTTONS[event.button])
        return True

    def update(self, dt: float, hub: pointers.PointerHub) -> None:
        pass

    def next_change(self) -> float:
        return math.inf  # moves only on events

    def describe(self, hub: pointers.PointerHub) -> list[DeviceEntry]:
        if not self.enabled:
            return []  # several mice are in charge: each is listed on its own
        name = N_("System mouse (every mouse as one)")
        return [DeviceEntry(self.pointer_id, "mouse", name, N_("move it, click"))]

    def close(self) -> None:
        pass
