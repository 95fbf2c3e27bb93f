"""Touch: every finger on the screen is its own pointer (``touch:<finger id>``) while it touches.

SDL reports finger positions normalised to 0..1 of the window, so they are scaled to the hub's
screen. A finger down is a primary press where it lands; lifting it releases and forgets the
pointer (a finger has no cursor to leave behind). The mouse events SDL synthesises from touches
are dropped by the system mouse backend.
"""

from __future__ import annotations

import math

import pygame

from game.engine import pointers
from game.engine.devices.inventory import DeviceEntry
from game.i18n import N_


class TouchFingers:
    def handle_event(self, event: pygame.event.Event, hub: pointers.PointerHub) -> bool:
        if event.type not in (pygame.FINGERDOWN, pygame.FINGERMOTION, pygame.FINGERUP):
            return False
        pointer_id = f"touch:{event.touch_id}:{event.finger_id}"
        pointer = hub.pointer(pointer_id, "touch", N_("Touch screen"))
        pointer.visible = False  # the finger itself is the cursor
        hub.move_to(pointer, event.x * hub.size[0], event.y * hub.size[1])
        if event.type == pygame.FINGERDOWN:
            hub.press(pointer, pointers.PRIMARY)
        elif event.type == pygame.FINGERUP:
            hub.forget(pointer_id)
        return True

    def update(self, dt: float, hub: pointers.PointerHub) -> None:
        pass

    def next_change(self) -> float:
        return math.inf  # moves only on events

    def describe(self, hub: pointers.PointerHub) -> list[DeviceEntry]:
        """Touch screens SDL knows (their fingers come and go; the screen stays)."""
        try:
            from pygame._sdl2 import touch

            ids = [touch.get_device(i) for i in range(touch.get_num_devices())]
        except (ImportError, pygame.error):
            ids = []
        return [DeviceEntry(f"touch:{i}", "touch", N_("Touch screen"), N_("tap anywhere")) for i in ids]

    def close(self) -> None:
        pass
