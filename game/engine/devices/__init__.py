"""Input backends, one module each. ``default_devices`` is what the app starts with."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from game.engine.devices import evdev_mice
from game.engine.devices.gamepad import GamepadCursors
from game.engine.devices.keyboard import KeyboardCursors
from game.engine.devices.system_mouse import SystemMouse
from game.engine.devices.touch import TouchFingers


def default_devices(settings: Mapping[str, Any] | None = None) -> list:
    """The system mouse, touch, gamepads and keyboard clusters; several mice through evdev
    when the settings ask for it (``multimouse``) and the platform allows it."""
    mouse = SystemMouse()
    devices: list = [mouse, TouchFingers(), GamepadCursors(), KeyboardCursors()]
    if settings and settings.get("multimouse"):
        extra = evdev_mice.create(mouse)
        if extra is not None:
            devices.insert(0, extra)  # first, so its escape chord is never a cluster's key
    return devices
