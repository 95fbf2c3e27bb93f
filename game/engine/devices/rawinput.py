"""Several physical mice on Windows, through raw input: the part that needs no Windows.

SDL 2 reports every mouse on Windows as one. Raw input tells them apart: each ``WM_INPUT``
message carries a ``RAWINPUT`` structure whose header names the device (``hDevice``) and whose
``RAWMOUSE`` holds that mouse's own motion, button transitions and wheel. This module turns those
structures (laid out in ``rawinput_layout``) into ``MouseReport``s, and runs the backend over a
*source* — the Win32 side in ``rawinput_windows`` (a message-only window on its own thread), or a
fake one in tests, which feed recorded structures. The source posts ``("input", bytes)``,
``("added", handle)`` and ``("removed", handle)`` into a queue that ``update`` drains on the
game's thread.
"""

from __future__ import annotations

import ctypes
import queue
import re
import sys
from typing import Protocol

import pygame

from game.engine import pointers
from game.engine.devices.rawinput_layout import RAWINPUT as RAWINPUT
from game.engine.devices.rawinput_layout import RAWINPUTHEADER as RAWINPUTHEADER
from game.engine.devices.rawinput_layout import RAWMOUSE as RAWMOUSE
from game.engine.devices.rawinput_layout import RIM_TYPEMOUSE as RIM_TYPEMOUSE
from game.engine.devices.rawinput_layout import Inbox
from game.engine.devices.several_mice import (
    NONE_FOUND,
    PLATFORM,
    PLUG_IN,
    MiceStatus,
    MouseInfo,
    MouseReport,
    SeveralMice,
    count,
    deliver,
)
from game.engine.devices.system_mouse import SystemMouse

MOUSE_MOVE_ABSOLUTE = 0x01
MOUSE_VIRTUAL_DESKTOP = 0x02
RI_MOUSE_WHEEL = 0x0400
WHEEL_DELTA = 120
"""One notch of a classic wheel; high-resolution wheels send fractions of it."""
ABSOLUTE_RANGE = 65535
"""Absolute coordinates are normalised to 0..65535 across the screen (or virtual desktop)."""
BUTTON_FLAGS: tuple[tuple[int, int, int], ...] = (
    (0x0001, 0x0002, pointers.PRIMARY),  # RI_MOUSE_LEFT_BUTTON_DOWN / _UP
    (0x0004, 0x0008, pointers.SECONDARY),  # right
    (0x0010, 0x0020, pointers.MIDDLE),  # middle
    (0x0040, 0x0080, pointers.PEEK),  # XBUTTON1 (thumb, back)
    (0x0100, 0x0200, pointers.ACTION),  # XBUTTON2 (thumb, forward)
)
"""(down flag, up flag, pointer button): the same buttons as the evdev backend."""


def parse(data: bytes) -> tuple[int, MouseReport] | None:
    """``(hDevice, report)`` for a mouse's ``RAWINPUT``; None for anything else or a short read.

    The wheel comes back in units of ``WHEEL_DELTA`` (the backend sums fractions per mouse).
    """
    if len(data) < ctypes.sizeof(RAWINPUTHEADER) + ctypes.sizeof(RAWMOUSE):
        return None
    raw = RAWINPUT.from_buffer_copy(data.ljust(ctypes.sizeof(RAWINPUT), b"\0"))
    if raw.header.dwType != RIM_TYPEMOUSE:
        return None
    mouse = raw.data.mouse
    flags = mouse.usButtonFlags
    pressed = tuple(button for down, _, button in BUTTON_FLAGS if flags & down)
    released = tuple(button for _, up, button in BUTTON_FLAGS if flags & up)
    wheel = ctypes.c_int16(mouse.usButtonData).value if flags & RI_MOUSE_WHEEL else 0
    absolute = None
    if mouse.usFlags & MOUSE_MOVE_ABSOLUTE:
        absolute = (mouse.lLastX / ABSOLUTE_RANGE, mouse.lLastY / ABSOLUTE_RANGE)
    dx, dy = (0, 0) if absolute else (mouse.lLastX, mouse.lLastY)
    return raw.header.hDevice or 0, MouseReport(dx, dy, pressed, released, wheel, absolute)


def build(
    handle: int, dx: int = 0, dy: int = 0, button_flags: int = 0, button_data: int = 0, flags: int = 0
) -> bytes:
    """A mouse's ``RAWINPUT`` as Windows would hand it over (tests and recorded sessions)."""
    raw = RAWINPUT()
    raw.header.dwType, raw.header.dwSize, raw.header.hDevice = RIM_TYPEMOUSE, ctypes.sizeof(RAWINPUT), handle
    mouse = raw.data.mouse
    mouse.usFlags, mouse.usButtonFlags, mouse.lLastX, mouse.lLastY = flags, button_flags, dx, dy
    mouse.usButtonData = ctypes.c_uint16(button_data).value
    return bytes(raw)


def friendly_name(device_path: str) -> str:
    r"""A name a player can read, from a device path such as
    ``\\?\HID#VID_046D&PID_C077#7&1a2b#{378de44c-…}``: the USB vendor and product numbers, which
    also tell two different models apart (identical mice share a name, and so a sensitivity)."""
    if "RDP_MOU" in device_path.upper():
        return "Remote desktop mouse"
    ids = re.search(r"VID_([0-9A-Fa-f]{4}).*?PID_([0-9A-Fa-f]{4})", device_path)
    return f"USB mouse {ids.group(1).upper()}:{ids.group(2).upper()}" if ids else "Mouse"


class Source(Protocol):
    """The Win32 side (or a test's fake)."""

    def start(self, inbox: Inbox) -> None:
        """Begin posting ("input", bytes) / ("added", handle) / ("removed", handle)."""

    def stop(self) -> None: ...

    def device_path(self, handle: int) -> str: ...

    def clip(self, hold: bool) -> None:
        """Keep the (hidden) system cursor inside the game's window, or let it go."""


class RawInputMice(SeveralMice[int, str]):
    """One pointer per ``hDevice``, each with its own motion, buttons and wheel."""

    kind = "rawinput"

    def __init__(self, source: Source, system_mouse: SystemMouse | None = None):
        super().__init__(system_mouse)
        self.source = source
        self.inbox: Inbox = queue.SimpleQueue()
        self._wheel: dict[int, int] = {}
        """Per mouse: wheel movement not yet worth a notch (high-resolution wheels)."""
        source.start(self.inbox)

    @staticmethod
    def pointer_id(handle: int) -> str:
        return f"rawinput:{handle:x}"

    # -- Device protocol ---------------------------------------------------------------------
    def handle_event(self, event: pygame.event.Event, hub: pointers.PointerHub) -> bool:
        if event.type in (pygame.WINDOWMOVED, pygame.WINDOWSIZECHANGED) and self.grabbed:
            self.source.clip(True)  # the cursor's cage follows the window
        return super().handle_event(event, hub)

    def update(self, dt: float, hub: pointers.PointerHub) -> None:
        while True:
            try:
                what, payload = self.inbox.get_nowait()
            except queue.Empty:
                return
            if isinstance(payload, bytes):
                self._input(payload, hub)
            elif what == "added":
                self._added(payload, hub)
            elif what == "removed":
                self._removed(payload, hub)

    def close(self) -> None:
        self._release_all()
        self.source.stop()

    # -- messages ----------------------------------------------------------------------------
    def _added(self, handle: int, hub: pointers.PointerHub) -> None:
        if handle not in self.devices:
            self.devices[handle] = friendly_name(self.source.device_path(handle))
            hub.pointer(self.pointer_id(handle), self.kind, self.devices[handle])
            self._apply(hub)

    def _removed(self, handle: int, hub: pointers.PointerHub) -> None:
        if self.devices.pop(handle, None) is not None:
            self._wheel.pop(handle, None)
            hub.disconnect(self.pointer_id(handle))
            self._apply(hub)

    def _input(self, data: bytes, hub: pointers.PointerHub) -> None:
        """Input counts only while ours: raw input arrives even when another window has the
        focus (the message-only window is never in front, so it must sink input)."""
        parsed = parse(data)
        if parsed is None or self.suspended or not self.focused:
            return
        handle, report = parsed
        if handle not in self.devices:  # input before its arrival note, or a touchpad's (0)
            self._added(handle, hub)
        wheel = self._wheel.get(handle, 0) + report.wheel
        notches = int(wheel / WHEEL_DELTA)
        self._wheel[handle] = wheel - notches * WHEEL_DELTA
        report = MouseReport(report.dx, report.dy, report.pressed, report.released, notches, report.absolute)
        deliver(report, hub.pointer(self.pointer_id(handle), self.kind), hub)

    def _hold(self, hold: bool) -> None:
        self.source.clip(hold)


def status(paths: list[str] | None = None, platform: str = sys.platform) -> MiceStatus:
    """How many mice raw input sees (``paths`` stands in for the machine in tests)."""
    if platform != "win32":
        return MiceStatus([], [], "Raw input needs Windows.", problem=PLATFORM)
    if paths is None:
        import game.engine.devices.rawinput_windows as rawinput_windows  # Windows only: loads user32

        paths = rawinput_windows.mouse_paths()
    mice = [MouseInfo(friendly_name(p), p) for p in paths]
    if not mice:
        return MiceStatus([], [], "Windows lists no mouse.", (PLUG_IN,), NONE_FOUND)
    return MiceStatus(mice, [], f"{count(mice)} ready.")


def create(system_mouse: SystemMouse | None = None) -> RawInputMice | None:
    """The backend on Windows, None elsewhere."""
    if sys.platform != "win32":
        return None
    import game.engine.devices.rawinput_windows as rawinput_windows  # Windows only: loads user32

    return RawInputMice(rawinput_windows.Win32RawInput(), system_mouse)
