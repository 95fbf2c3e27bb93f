"""Input backends, one module each. ``default_devices`` is what the app starts with."""

from __future__ import annotations

import sys
from collections.abc import Mapping

from game.engine.devices import evdev_mice
from game.engine.devices.gamepad import GamepadCursors
from game.engine.devices.keyboard import KeyboardCursors
from game.engine.devices.several_mice import OFF, PLATFORM, MiceStatus
from game.engine.devices.system_mouse import SystemMouse
from game.engine.devices.touch import TouchFingers
from game.engine.pointers import Device
from game.i18n import N_, _

ALTERNATIVES = N_(
    "Play with gamepads (each gets its own cursor) or keyboard cursors: WASD with Space, "
    "IJKL with U, the arrows after Right Shift."
)
"""What to use instead where several mice cannot work."""


def default_devices(settings: Mapping[str, object] | None = None) -> list[Device]:
    """The system mouse, touch, gamepads and keyboard clusters; several mice (evdev on Linux,
    raw input on Windows) when the settings ask for it (``multimouse``) and the platform allows."""
    mouse = SystemMouse()
    devices: list[Device] = [mouse, TouchFingers(), GamepadCursors(), KeyboardCursors()]
    if settings and settings.get("multimouse"):
        extra = several_mice_backend(mouse)
        if extra is not None:
            devices.insert(0, extra)  # first, so its escape chord is never a cluster's key
    return devices


def several_mice_backend(mouse: SystemMouse, platform: str = sys.platform) -> Device | None:
    if platform.startswith("linux"):
        return evdev_mice.create(mouse)
    if platform == "win32":
        from game.engine.devices import rawinput  # Windows' structures (ctypes): only where they are used

        return rawinput.create(mouse)
    return None


def several_mice_supported(platform: str = sys.platform) -> bool:
    return platform.startswith("linux") or platform == "win32"


def mice_status(enabled: bool = True, platform: str = sys.platform) -> MiceStatus:
    """Can several mice be used here, and if not, exactly why and what to do."""
    if not several_mice_supported(platform):
        system = "macOS" if platform == "darwin" else platform
        reason = _(
            "Several mice are not available on {system}: it hands every mouse to the game as one "
            "pointer, so this game cannot tell them apart."
        ).format(system=system)
        return MiceStatus([], [], reason, (_(ALTERNATIVES),), PLATFORM)
    if not enabled:
        return MiceStatus(
            [], [], _("Several mice is off."), (_("Turn it on to give every mouse its own cursor."),), OFF
        )
    if platform.startswith("linux"):
        return evdev_mice.status()
    from game.engine.devices import rawinput

    return rawinput.status()
