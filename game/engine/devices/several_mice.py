"""What every "several mice" backend shares (evdev on Linux, raw input on Windows).

SDL 2 merges every mouse into one, so these backends read each mouse themselves and give it its
own pointer. The contract is the same on every platform: while a game is on top, has the focus and
the escape chord has not let go, the mice are *held* (grabbed, or the system cursor clipped) and
the system mouse steps aside; on pause, in menus, on focus loss, on exit and on Ctrl+Alt+M they
are let go. A backend says how to hold (``_hold``) and feeds ``MouseReport``s; the rest is here.
"""

from __future__ import annotations

import dataclasses
from typing import Generic, TypeVar

import pygame

from game.engine import pointers
from game.engine.devices.inventory import DeviceEntry
from game.engine.devices.system_mouse import SystemMouse
from game.i18n import N_, ngettext

ESCAPE_KEY, ESCAPE_MODS = pygame.K_m, (pygame.KMOD_CTRL, pygame.KMOD_ALT)
ESCAPE_CHORD = "Ctrl+Alt+M"

# Why several mice cannot be used: the device panel picks its advice by these.
READY, PERMISSION, PLATFORM, NONE_FOUND, MISSING, OFF = (
    "ready",
    "permission",
    "platform",
    "none found",
    "missing",
    "off",
)
PLUG_IN = N_("Plug in a USB or wireless mouse: it shows up here within two seconds.")


@dataclasses.dataclass(frozen=True)
class MouseInfo:
    name: str
    path: str
    """Where the system finds it: ``/dev/input/eventN`` on Linux, the device path on Windows."""


@dataclasses.dataclass(frozen=True)
class MiceStatus:
    """What Settings and the device panel show: can several mice be used, and if not, why (one
    of the problem words above) and how to fix it."""

    usable: list[MouseInfo]
    blocked: list[MouseInfo]
    reason: str
    fixes: tuple[str, ...] = ()
    problem: str = READY

    @property
    def ok(self) -> bool:
        return bool(self.usable)


def count(mice: list[MouseInfo]) -> str:
    return ngettext("{n} mouse", "{n} mice", len(mice)).format(n=len(mice))


@dataclasses.dataclass(frozen=True)
class MouseReport:
    """One report of one mouse: motion, then buttons going down / up, then wheel notches.

    ``absolute`` (0..1 of the screen) replaces ``dx``/``dy`` for devices that report positions
    (a tablet, a remote desktop, a virtual machine's mouse)."""

    dx: int = 0
    dy: int = 0
    pressed: tuple[int, ...] = ()
    released: tuple[int, ...] = ()
    wheel: int = 0
    absolute: tuple[float, float] | None = None


def deliver(report: MouseReport, pointer: pointers.Pointer, hub: pointers.PointerHub) -> None:
    """Apply a report to ``pointer``: move first, so a press lands where the player saw it."""
    if report.absolute is not None:
        hub.move_to(pointer, report.absolute[0] * hub.size[0], report.absolute[1] * hub.size[1])
    elif report.dx or report.dy:
        hub.move_by(pointer, report.dx, report.dy)
    for button in report.pressed:
        hub.press(pointer, button)
    for button in report.released:
        hub.release(pointer, button)
    if report.wheel:
        hub.scroll(pointer, report.wheel)


Key = TypeVar("Key")
Held = TypeVar("Held")


class SeveralMice(Generic[Key, Held]):
    """Holding and letting go, the escape chord, focus and the notice line; ``devices`` maps a
    backend's own key (path, handle) to whatever it keeps per mouse."""

    kind = "mice"
    """The pointers' kind of device (``evdev``, ``rawinput``)."""

    def __init__(self, system_mouse: SystemMouse | None = None):
        self.system_mouse = system_mouse
        self.devices: dict[Key, Held] = {}
        self.want_grab = False
        self.suspended = False
        """The escape chord handed input back to the system mouse."""
        self.focused = True
        self.grabbed = False

    # -- Device protocol ---------------------------------------------------------------------
    def handle_event(self, event: pygame.event.Event, hub: pointers.PointerHub) -> bool:
        chord = event.type == pygame.KEYDOWN and event.key == ESCAPE_KEY
        if chord and all(event.mod & m for m in ESCAPE_MODS):
            self.suspended = not self.suspended
            self._apply(hub)
            return True
        if event.type in (pygame.WINDOWFOCUSLOST, pygame.WINDOWFOCUSGAINED):
            self.focused = event.type == pygame.WINDOWFOCUSGAINED
            self._apply(hub)
        return False

    def set_grab(self, grabbed: bool, hub: pointers.PointerHub) -> None:
        self.want_grab = grabbed
        self._apply(hub)

    def pointer_id(self, key: Key) -> str:
        raise NotImplementedError

    def describe(self, hub: pointers.PointerHub) -> list[DeviceEntry]:
        out = []
        for key in self.devices:
            pointer = hub.pointers.get(self.pointer_id(key))
            name = pointer.name if pointer is not None and pointer.name else "Mouse"
            out.append(DeviceEntry(self.pointer_id(key), self.kind, name, N_("move it, click")))
        return out

    # -- holding -----------------------------------------------------------------------------
    def _hold(self, hold: bool) -> None:
        """Take the mice from the desktop (True) or give them back (False)."""
        raise NotImplementedError

    def _apply(self, hub: pointers.PointerHub | None) -> None:
        """Hold exactly while a game runs, the window has focus and the chord has not released."""
        hold = self.want_grab and self.focused and not self.suspended and bool(self.devices)
        if hold != self.grabbed:
            self._hold(hold)
            self.grabbed = hold
        in_charge = bool(self.devices) and not self.suspended
        if self.system_mouse is not None:
            self.system_mouse.enabled = not in_charge
        if hub is not None:
            hub.hide_os_cursor = in_charge  # the desktop arrow would be one cursor too many
            hub.notice = self._notice()

    def _release_all(self) -> None:
        """On close: let go and give the system mouse back."""
        if self.grabbed:
            self._hold(False)
            self.grabbed = False
        if self.system_mouse is not None:
            self.system_mouse.enabled = True

    def _notice(self) -> str:
        if self.suspended:
            return f"Extra mice paused: {ESCAPE_CHORD} brings them back"
        if self.grabbed:
            return f"{len(self.devices)} mice held by the game: {ESCAPE_CHORD} lets go"
        return ""
