"""Several physical mice on Linux, read straight from ``/dev/input/event*`` through python-evdev.

SDL 2 merges every mouse into one, so each extra mouse is read here on its own and becomes the
pointer ``evdev:<path>``. While a game runs the mice are grabbed (the desktop pointer stays still
and clicks do not reach other windows); they are let go on pause, on exit, when the window loses
focus, and by the escape chord Ctrl+Alt+M, which also hands input back to the system mouse until
pressed again. Mice are found through ``/proc/bus/input/devices``, which anyone may read, so when
the event files are not readable ``status()`` can still say which mice exist and how to allow them.
The Linux input ABI numbers are stable, so parsing needs no evdev import and tests need no hardware.
"""

from __future__ import annotations

import contextlib
import getpass
import os
import re
import sys
from collections.abc import Callable, Iterable
from pathlib import Path
from typing import Protocol

from game import door
from game.engine import pointers
from game.engine.devices.several_mice import (
    MISSING,
    NONE_FOUND,
    PERMISSION,
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
from game.i18n import _

PROC_DEVICES = "/proc/bus/input/devices"
PROC_LIMIT = 2**20
"""Largest device list read (a machine with a hundred devices lists some 50 KB)."""
DEV_DIR = "/dev/input"
RESCAN_EVERY = 2.0
"""[decision] Seconds between looks for mice plugged in or out."""

# linux/input-event-codes.h
EV_SYN, EV_KEY, EV_REL = 0, 1, 2
SYN_REPORT = 0
REL_X, REL_Y, REL_HWHEEL, REL_WHEEL = 0, 1, 6, 8
BUTTONS = {
    0x110: pointers.PRIMARY,  # BTN_LEFT
    0x111: pointers.SECONDARY,  # BTN_RIGHT
    0x112: pointers.MIDDLE,  # BTN_MIDDLE
    0x113: pointers.PEEK,  # BTN_SIDE (thumb, back)
    0x114: pointers.ACTION,  # BTN_EXTRA (thumb, forward)
}

UDEV_RULE = 'SUBSYSTEM=="input", KERNEL=="event*", ENV{ID_INPUT_MOUSE}=="1", TAG+="uaccess"'
UDEV_FILE = "/etc/udev/rules.d/70-tabletop-arcade-mice.rules"


def parse_input_devices(text: str, dev_dir: str = DEV_DIR) -> list[MouseInfo]:
    """Mice listed in ``/proc/bus/input/devices``: a ``mouseN`` handler and relative X and Y.

    Touchpads also get a ``mouseN`` handler but report absolute positions; they are left out.
    """
    found = []
    for block in re.split(r"\n\s*\n", text):
        name = re.search(r'^N: Name="(.*)"$', block, re.M)
        handlers = re.search(r"^H: Handlers=(.*)$", block, re.M)
        rel = re.search(r"^B: REL=([0-9a-fA-F ]+)$", block, re.M)
        if not (name and handlers and rel):
            continue
        words = handlers.group(1).split()
        event = next((w for w in words if re.fullmatch(r"event\d+", w)), None)
        relative = int(rel.group(1).split()[-1], 16)
        if event and any(re.fullmatch(r"mouse\d+", w) for w in words) and relative & 0b11 == 0b11:
            found.append(MouseInfo(name.group(1), f"{dev_dir}/{event}"))
    return found


class MouseReader:
    """Turns one mouse's raw events into one ``MouseReport`` per sync report."""

    def __init__(self, pointer_id: str):
        self.pointer_id = pointer_id
        self._clear()

    def _clear(self) -> None:
        self._dx = self._dy = self._wheel = 0
        self._pressed: list[int] = []
        self._released: list[int] = []

    def feed(self, events: Iterable[InputEvent], hub: pointers.PointerHub) -> None:
        for event in events:
            if event.type == EV_REL and event.code == REL_X:
                self._dx += event.value
            elif event.type == EV_REL and event.code == REL_Y:
                self._dy += event.value
            elif event.type == EV_REL and event.code == REL_WHEEL:
                self._wheel += event.value
            elif event.type == EV_KEY and event.code in BUTTONS and event.value in (0, 1):
                (self._pressed if event.value else self._released).append(BUTTONS[event.code])
            elif event.type == EV_SYN and event.code == SYN_REPORT:
                report = MouseReport(
                    self._dx, self._dy, tuple(self._pressed), tuple(self._released), self._wheel
                )
                self._clear()
                deliver(report, hub.pointer(self.pointer_id, "evdev"), hub)


def status(
    proc_text: str | None = None, readable: Callable[[str], bool] | None = None, has_evdev: bool | None = None
) -> MiceStatus:
    """Which mice can be read, and, if none can, why and the commands that change it.

    The arguments stand in for the machine in tests: the text of ``/proc/bus/input/devices``, a
    ``readable(path)`` check and whether python-evdev imports.
    """
    if proc_text is None and not sys.platform.startswith("linux"):
        return MiceStatus([], [], _("Reading mice through evdev needs Linux."), problem=PLATFORM)
    if not (_evdev_available() if has_evdev is None else has_evdev):
        fix = ("python -m pip install 'tabletop-arcade[multimouse]'",)
        return MiceStatus(
            [], [], _("Reading several mice needs the evdev module, which is missing."), fix, MISSING
        )
    if proc_text is None:
        try:
            proc_text = _device_list(PROC_DEVICES)
        except (OSError, door.Refused) as error:
            reason = getattr(error, "strerror", None) or str(error)
            text = _("Cannot list input devices: {reason}.").format(reason=reason)
            return MiceStatus([], [], text, problem=PERMISSION)
    readable = readable or (lambda path: os.access(path, os.R_OK))
    mice = parse_input_devices(proc_text)
    usable = [m for m in mice if readable(m.path)]
    blocked = [m for m in mice if not readable(m.path)]
    if not mice:
        return MiceStatus([], [], _("No mouse is plugged in."), (_(PLUG_IN),), NONE_FOUND)
    if usable:
        return MiceStatus(usable, blocked, _("{mice} ready.").format(mice=count(usable)))
    user = _user()
    return MiceStatus(
        [],
        blocked,
        _("{mice} found, but user {user} may not read {paths}.").format(
            mice=count(blocked), user=user, paths=", ".join(m.path for m in blocked)
        ),
        (
            f"echo '{UDEV_RULE}' | sudo tee {UDEV_FILE} && sudo udevadm control --reload "
            "&& sudo udevadm trigger",
            _("or: {command}  (then log out and in; this also lets programs read every keyboard)").format(
                command=f"sudo usermod -aG input {user}"
            ),
        ),
        PERMISSION,
    )


class InputEvent(Protocol):
    """An evdev input event, as far as the mice use it."""

    type: int
    code: int
    value: int


class InputDevice(Protocol):
    """An open evdev device (python-evdev's ``InputDevice``)."""

    name: str

    def read(self) -> Iterable[InputEvent]: ...

    def grab(self) -> None: ...

    def ungrab(self) -> None: ...

    def close(self) -> None: ...


class EvdevModule(Protocol):
    """The python-evdev module (optional: the ``multimouse`` extra), or a test's fake."""

    def InputDevice(self, path: str) -> InputDevice: ...  # noqa: N802 - the module's class name


class EvdevMice(SeveralMice[str, InputDevice]):
    """Every readable mouse as its own pointer; grabbed while a game runs."""

    kind = "evdev"

    def __init__(
        self,
        system_mouse: SystemMouse | None = None,
        evdev_module: EvdevModule | None = None,
        proc_path: str = PROC_DEVICES,
        dev_dir: str = DEV_DIR,
    ):
        super().__init__(system_mouse)
        self.evdev = evdev_module
        self.proc_path, self.dev_dir = proc_path, dev_dir
        self.readers: dict[str, MouseReader] = {}
        self._rescan = 0.0

    @staticmethod
    def pointer_id(path: str) -> str:
        return f"evdev:{path}"

    # -- Device protocol ---------------------------------------------------------------------
    def update(self, dt: float, hub: pointers.PointerHub) -> None:
        self._rescan -= dt
        if self._rescan <= 0:
            self._rescan = RESCAN_EVERY
            self.scan(hub)
        for path, device in list(self.devices.items()):
            try:
                events = list(device.read())
            except BlockingIOError:
                continue
            except OSError:
                self._drop(path, hub)
                continue
            if not self.suspended:
                self.readers[path].feed(events, hub)

    def close(self) -> None:
        for path in list(self.devices):
            self._drop(path, None)
        self._release_all()

    # -- devices coming and going ------------------------------------------------------------
    def scan(self, hub: pointers.PointerHub) -> None:
        """Open mice that appeared (and are readable); forget those that vanished."""
        try:
            mice = parse_input_devices(_device_list(self.proc_path), self.dev_dir)
        except (OSError, door.Refused):
            return
        present = {m.path for m in mice}
        for path in [p for p in self.devices if p not in present]:
            self._drop(path, hub)
        for mouse in mice:
            if mouse.path not in self.devices and os.access(mouse.path, os.R_OK):
                self.open(mouse.path, hub, name=mouse.name)
        self._apply(hub)

    def open(
        self, path: str, hub: pointers.PointerHub, device: InputDevice | None = None, name: str = ""
    ) -> None:
        """Start reading ``path`` (``device`` lets tests pass a fake one)."""
        if device is None:
            try:
                device = self._module().InputDevice(path)
            except OSError:
                return
        if self.grabbed:  # plugged in mid-game: held like the others
            with contextlib.suppress(OSError):
                device.grab()
        self.devices[path] = device
        self.readers[path] = MouseReader(self.pointer_id(path))
        hub.pointer(self.pointer_id(path), "evdev", name or getattr(device, "name", "") or "Mouse")
        self._apply(hub)

    def _drop(self, path: str, hub: pointers.PointerHub | None) -> None:
        device = self.devices.pop(path)
        self.readers.pop(path)
        try:
            if self.grabbed:
                device.ungrab()
            device.close()
        except OSError:
            pass  # already unplugged
        if hub is not None:
            hub.disconnect(self.pointer_id(path))
            self._apply(hub)

    def _hold(self, hold: bool) -> None:
        for device in self.devices.values():
            # Another program may hold it, or it is gone (the next scan tells): carry on.
            with contextlib.suppress(OSError):
                device.grab() if hold else device.ungrab()

    def _module(self) -> EvdevModule:
        if self.evdev is None:
            import evdev

            self.evdev = evdev
        return self.evdev


def _evdev_available() -> bool:
    try:
        import evdev  # noqa: F401
    except ImportError:
        return False
    return True


def _user() -> str:
    try:
        return getpass.getuser()
    except (KeyError, OSError):
        return "you"


def create(system_mouse: SystemMouse | None = None) -> EvdevMice | None:
    """The backend, or None where it cannot work (not Linux, evdev not installed)."""
    if not sys.platform.startswith("linux") or not _evdev_available():
        return None
    return EvdevMice(system_mouse)


def _device_list(path: str | Path) -> str:
    """The kernel's list of input devices through the door (a device's name is whatever bytes its
    maker chose: undecodable ones are replaced, never a reason to lose every mouse)."""
    return door.read_bytes(path, PROC_LIMIT).decode("utf-8", errors="replace")
