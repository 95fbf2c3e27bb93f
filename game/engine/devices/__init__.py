"""Input backends, one module each. ``default_devices`` is what the app starts with."""

from __future__ import annotations

from game.engine.devices.system_mouse import SystemMouse


def default_devices() -> list:
    """The devices every run has: the system mouse (more backends join as they land)."""
    return [SystemMouse()]
