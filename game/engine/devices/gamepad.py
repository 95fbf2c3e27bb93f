"""Gamepads: one virtual cursor per controller, steered by the left stick and the D-pad.

The stick sets a velocity (dead zone, a squared response for precision near the centre, and a
boost that builds up while the stick is held), the D-pad moves in steps with key-repeat for exact
placement. Controllers are keyed by SDL's instance id, which is what hot-plug events carry; the
pointer id is ``pad:<instance id>``. Buttons follow the common XInput layout that SDL reports for
most pads: A = primary, B = back / erase, Y = the game's main action, X = peek, shoulders = rotate.
"""

from __future__ import annotations

import dataclasses
import math
from collections.abc import Callable
from typing import Any

import pygame

from game.engine import pointers

DEAD_ZONE = 0.2
"""[decision] Stick deflection below this is noise (worn sticks rest at 0.1-0.15)."""
FULL_SPEED = 1.0
"""[decision] Screen heights per second at full deflection, before the hold boost."""
BOOST = 1.75
"""[decision] Speed factor reached after holding the stick for ``BOOST_TIME`` seconds."""
BOOST_TIME = 0.6
DPAD_STEP = 1 / 60
"""[decision] One D-pad step, in screen heights (18 px at 1080p)."""
REPEAT_DELAY, REPEAT_EVERY = 0.3, 0.05
"""[decision] A held D-pad direction repeats after ``REPEAT_DELAY`` s, every ``REPEAT_EVERY`` s."""

STICK_X, STICK_Y = 0, 1
BUTTONS = {
    0: pointers.PRIMARY,  # A
    1: pointers.SECONDARY,  # B
    2: pointers.PEEK,  # X
    3: pointers.ACTION,  # Y
    4: pointers.ROTATE,  # left shoulder
    5: pointers.ROTATE,  # right shoulder
}
_PAD_EVENTS = (
    pygame.JOYDEVICEADDED,
    pygame.JOYDEVICEREMOVED,
    pygame.JOYAXISMOTION,
    pygame.JOYHATMOTION,
    pygame.JOYBUTTONDOWN,
    pygame.JOYBUTTONUP,
)


def stick_velocity(x: float, y: float, held: float, screen_height: float) -> tuple[float, float]:
    """Cursor velocity in px/s for stick values in [-1, 1] held for ``held`` seconds."""
    magnitude = math.hypot(x, y)
    if magnitude <= DEAD_ZONE:
        return 0.0, 0.0
    travel = min(1.0, (magnitude - DEAD_ZONE) / (1.0 - DEAD_ZONE))
    boost = 1.0 + (BOOST - 1.0) * min(1.0, held / BOOST_TIME)
    speed = FULL_SPEED * screen_height * travel * travel * boost
    return x / magnitude * speed, y / magnitude * speed


@dataclasses.dataclass
class Pad:
    """What one controller is doing right now."""

    stick: list[float] = dataclasses.field(default_factory=lambda: [0.0, 0.0])
    held: float = 0.0
    """Seconds the stick has been outside the dead zone."""
    hat: tuple[int, int] = (0, 0)
    repeat: float = 0.0
    """Seconds until the held D-pad direction steps again."""
    joystick: Any = None
    """The open ``pygame.joystick.Joystick`` (SDL only sends events for open ones)."""


class GamepadCursors:
    """Every controller's cursor, created when the pad is plugged in or first used."""

    def __init__(self, open_joystick: Callable[[int], Any] | None = None):
        self._open = open_joystick or pygame.joystick.Joystick
        self.pads: dict[int, Pad] = {}

    @staticmethod
    def pointer_id(instance_id: int) -> str:
        return f"pad:{instance_id}"

    def handle_event(self, event: pygame.event.Event, hub: pointers.PointerHub) -> bool:
        if event.type not in _PAD_EVENTS:
            return False
        if event.type == pygame.JOYDEVICEADDED:
            self._plugged(event.device_index, hub)
            return True
        if event.type == pygame.JOYDEVICEREMOVED:
            self.pads.pop(event.instance_id, None)
            hub.disconnect(self.pointer_id(event.instance_id))
            return True
        pad = self.pads.setdefault(event.instance_id, Pad())
        pointer = hub.pointer(self.pointer_id(event.instance_id), "gamepad")
        if event.type == pygame.JOYAXISMOTION:
            if event.axis in (STICK_X, STICK_Y):
                pad.stick[event.axis] = float(event.value)
        elif event.type == pygame.JOYHATMOTION:
            if event.hat == 0:
                pad.hat = (int(event.value[0]), int(event.value[1]))
                pad.repeat = REPEAT_DELAY
                self._step(pad, pointer, hub)
        elif event.button in BUTTONS:
            if event.type == pygame.JOYBUTTONDOWN:
                hub.press(pointer, BUTTONS[event.button])
            else:
                hub.release(pointer, BUTTONS[event.button])
        return True

    def update(self, dt: float, hub: pointers.PointerHub) -> None:
        for instance_id, pad in self.pads.items():
            pointer = hub.pointers.get(self.pointer_id(instance_id))
            if pointer is None:
                continue
            vx, vy = stick_velocity(pad.stick[0], pad.stick[1], pad.held, hub.size[1])
            if vx or vy:
                pad.held += dt
                hub.move_by(pointer, vx * dt, vy * dt)
            else:
                pad.held = 0.0
            if pad.hat != (0, 0):
                pad.repeat -= dt
                while pad.repeat <= 0:
                    pad.repeat += REPEAT_EVERY
                    self._step(pad, pointer, hub)

    def close(self) -> None:
        self.pads.clear()

    def _plugged(self, device_index: int, hub: pointers.PointerHub) -> None:
        try:
            joystick = self._open(device_index)
        except pygame.error:
            return  # unplugged again before we got to it
        instance_id = joystick.get_instance_id()
        self.pads[instance_id] = Pad(joystick=joystick)
        hub.pointer(self.pointer_id(instance_id), "gamepad")

    @staticmethod
    def _step(pad: Pad, pointer: pointers.Pointer, hub: pointers.PointerHub) -> None:
        dx, dy = pad.hat[0], -pad.hat[1]  # SDL's hat y points up
        if dx or dy:
            step = DPAD_STEP * hub.size[1]
            hub.move_by(pointer, dx * step, dy * step)
