"""Pointers: one cursor per input device, so several people can play on one screen at once.

Every device backend (``devices/``) turns its own input into ``PointerEvent``s through the hub's
``move_to`` / ``move_by`` / ``press`` / ``release`` / ``scroll``. Relative devices (extra mice,
gamepad sticks, keyboard clusters) integrate their own movement into their own position; the OS
cursor is only ever the system mouse's position. Scenes hit-test with ``event.pos`` and know who
acted from ``event.pointer.seat``.

Seats belong to pointers, not to devices' order: the lobby ``claim``s a seat for the pointer that
pressed to join. A device that is unplugged keeps its seat for ``GRACE_SECONDS``: plugging it back
in (same pointer id) resumes, and an unseated pointer of the same kind of device (a gamepad that
came back with a new instance id) takes the seat over with its first press. After the grace period
the seat is given up and reported once by ``take_vacated`` so the scene can seat a bot.
"""

from __future__ import annotations

import dataclasses
import math
import os
from collections.abc import Iterable
from typing import Protocol

from pygame.event import Event

# Buttons, shared by every device. Devices without a real button map keys / pad buttons to these.
PRIMARY = 1  # click, draw, select (mouse left, pad A, Space/Enter)
MIDDLE = 2
SECONDARY = 3  # erase / back (mouse right, pad B)
ACTION = 6  # the game's main action: flip the timer, confirm (pad Y, E / Right Shift)
ROTATE = 7  # rotate a tile (wheel, R, shoulder buttons)
PEEK = 8  # hold to look at one's own hidden hand (pad X, Q / Right Ctrl)

MOVE, DOWN, UP, WHEEL = "move", "down", "up", "wheel"

GRACE_SECONDS = 30.0
"""[decision] How long an unplugged device keeps its seat before the seat is given up."""
QUIET_SECONDS = 6.0
"""[decision] After this long without input a cursor is drawn faded (it keeps its seat)."""


@dataclasses.dataclass(eq=False)
class Pointer:
    """A cursor with its own position and buttons, owned by one device."""

    id: str
    """Stable key: ``mouse``, ``pad:<instance id>``, ``keys:wasd``, ``evdev:<path>``, ``touch:<f>``."""
    device: str
    """Kind of device: mouse, gamepad, keyboard, evdev, rawinput, touch, script."""
    x: float = 0.0
    y: float = 0.0
    buttons: set[int] = dataclasses.field(default_factory=set)
    seat: int | None = None
    colour: tuple[int, int, int] = (255, 255, 255)
    label: str = ""
    """Drawn next to the cursor: the seat's initial."""
    sensitivity: float = 1.0
    connected: bool = True
    idle: float = 0.0
    """Seconds since this pointer last did anything (grace period for unplugged devices)."""
    visible: bool = True
    name: str = ""
    """What the device calls itself ("Logitech M185", "Xbox Controller"): the device panel shows
    it, and sensitivity is remembered by it."""

    @property
    def pos(self) -> tuple[int, int]:
        return int(self.x), int(self.y)

    @property
    def quiet(self) -> bool:
        """Connected but untouched for a while: drawn faded, still seated."""
        return self.idle >= QUIET_SECONDS

    def __str__(self) -> str:
        seat = "unseated" if self.seat is None else f"seat {self.seat + 1}"
        return f"{self.id} at {self.pos} ({seat})"


@dataclasses.dataclass(frozen=True)
class PointerEvent:
    kind: str
    """``move``, ``down``, ``up`` or ``wheel``."""
    pointer: Pointer
    pos: tuple[int, int]
    button: int = 0
    wheel: int = 0

    def __str__(self) -> str:
        detail = {DOWN: f" button {self.button}", UP: f" button {self.button}", WHEEL: f" {self.wheel:+d}"}
        return f"{self.pointer.id} {self.kind}{detail.get(self.kind, '')} at {self.pos}"


class Device(Protocol):
    """A backend: translates pygame events and/or polls its hardware every step."""

    def handle_event(self, event: Event, hub: PointerHub) -> bool:
        """Turn a pygame event into pointer events via the hub; True if the event was its own."""
        ...

    def update(self, dt: float, hub: PointerHub) -> None:
        """Time-driven motion (sticks, held keys) and polling (evdev)."""
        ...

    # Optional: ``next_change() -> float``, seconds until ``update`` would move a cursor with no
    # event in between (0 while a stick is held; ``math.inf`` for event-driven devices). Without it
    # the device counts as polling: a window keeps drawing every frame (``PointerHub.next_change``).

    def close(self) -> None: ...


class PointerSeats:
    """Which pointers steer which seats (a base of ``PointerHub``): claimed by the lobby, kept
    through an unplugged device's grace period, taken over by a device of the same kind."""

    pointers: dict[str, Pointer]
    _vacated: list[int]

    def claim(self, pointer: Pointer, seat: int, colour: tuple[int, int, int], label: str) -> None:
        """Seat ``pointer`` at ``seat`` (a seat may have several pointers: a mouse and a pad)."""
        pointer.seat, pointer.colour, pointer.label = seat, colour, label

    def unclaim(self, seat: int) -> None:
        """Nobody steers ``seat`` any more (it became a bot or empty)."""
        for pointer in self.for_seat(seat):
            self._unseat(pointer)

    def for_seat(self, seat: int) -> list[Pointer]:
        return [p for p in self.pointers.values() if p.seat == seat]

    def steering(self) -> dict[int, tuple[str, ...]]:
        """Per seat, the pointers that steer it now (one unplugged but within its grace too): what
        a new game at the same table binds, even for a device that came back under a new id."""
        out: dict[int, tuple[str, ...]] = {}
        for pointer in self.pointers.values():
            if pointer.seat is not None:
                out[pointer.seat] = (*out.get(pointer.seat, ()), pointer.id)
        return out

    def held_seats(self) -> dict[int, Pointer]:
        """Seats whose pointer is unplugged and still within its grace period."""
        return {p.seat: p for p in self.pointers.values() if p.seat is not None and not p.connected}

    def take_vacated(self) -> list[int]:
        """Seats given up since the last call because their device stayed away too long."""
        seats, self._vacated = self._vacated, []
        return seats

    def _reclaim(self, pointer: Pointer) -> None:
        """An unseated pointer takes over the seat of an unplugged one of the same kind."""
        for seat, old in sorted(self.held_seats().items()):
            if old.device == pointer.device:
                pointer.sensitivity = old.sensitivity
                self.claim(pointer, seat, old.colour, old.label)
                del self.pointers[old.id]
                return

    def _unseat(self, pointer: Pointer) -> None:
        pointer.seat, pointer.colour, pointer.label = None, (255, 255, 255), ""
        if not pointer.connected:
            del self.pointers[pointer.id]


class PointerHub(PointerSeats):
    """All pointers and devices; collects the pointer events of the current step."""

    def __init__(self, size: tuple[int, int], devices: Iterable[Device] = ()):
        self.size = size
        self.pointers: dict[str, Pointer] = {}
        self.devices: list[Device] = list(devices)
        self.active: Pointer | None = None
        """The pointer that acted last; it drives pygame_gui menus."""
        self.grace = GRACE_SECONDS
        self.sensitivity: dict[str, float] = {}
        """Per kind of device (``evdev``, ``gamepad`` …): the sensitivity new pointers start with."""
        self.named_sensitivity: dict[str, float] = {}
        """Per device name, set in the device panel; wins over the kind's."""
        self.typing = False
        """A text field has focus: keyboard cursors let their keys through to it."""
        self.shortcuts: frozenset[int] = frozenset()
        """The top screen's shortcut keys (``Scene.shortcut_keys``), set by the app before each
        event: a keyboard cluster without a seat lets them through instead of waking a cursor."""
        self.notice = ""
        """One line for the cursor layer to show (e.g. how to release grabbed mice)."""
        self.hide_os_cursor = False
        """A backend has taken over from the system mouse (several mice): hide the desktop arrow."""
        self.session = os.urandom(6).hex()  # (not ``secrets``: its hashlib costs start-up ~5 ms)
        """Names this run of the program: a lobby keeps its seats' devices within one session only
        (device ids mean nothing to the next run)."""
        self._events: list[PointerEvent] = []
        self._vacated: list[int] = []

    # -- devices feed these ------------------------------------------------------------------
    def pointer(self, pointer_id: str, device: str, name: str = "") -> Pointer:
        """Get or create the pointer ``pointer_id`` (new ones start at the screen centre)."""
        pointer = self.pointers.get(pointer_id)
        if pointer is None:
            pointer = Pointer(pointer_id, device, self.size[0] / 2, self.size[1] / 2, name=name)
            pointer.sensitivity = self.named_sensitivity.get(name, self.sensitivity.get(device, 1.0))
            self.pointers[pointer_id] = pointer
        elif name and not pointer.name:
            pointer.name = name
            pointer.sensitivity = self.named_sensitivity.get(name, pointer.sensitivity)
        pointer.connected = True
        return pointer

    def set_sensitivity(self, name: str, factor: float) -> None:
        """Every device called ``name``, now and when it is plugged in again, moves ``factor``
        times as fast."""
        self.named_sensitivity[name] = factor
        for pointer in self.pointers.values():
            if pointer.name == name:
                pointer.sensitivity = factor

    def move_to(self, pointer: Pointer, x: float, y: float) -> None:
        pointer.x, pointer.y = self._clamp(x, y)
        self._emit(PointerEvent(MOVE, pointer, pointer.pos))

    def move_by(self, pointer: Pointer, dx: float, dy: float) -> None:
        """Relative motion, scaled by the pointer's own sensitivity and clamped to the screen."""
        s = pointer.sensitivity
        self.move_to(pointer, pointer.x + dx * s, pointer.y + dy * s)

    def press(self, pointer: Pointer, button: int) -> None:
        if pointer.seat is None:
            self._reclaim(pointer)
        pointer.buttons.add(button)
        self._emit(PointerEvent(DOWN, pointer, pointer.pos, button))

    def release(self, pointer: Pointer, button: int) -> None:
        pointer.buttons.discard(button)
        self._emit(PointerEvent(UP, pointer, pointer.pos, button))

    def scroll(self, pointer: Pointer, amount: int) -> None:
        self._emit(PointerEvent(WHEEL, pointer, pointer.pos, wheel=amount))

    def disconnect(self, pointer_id: str) -> None:
        """A device went away: its pointer stays (keeping its seat) until it comes back."""
        pointer = self.pointers.get(pointer_id)
        if pointer is None:
            return
        self._release_all(pointer)
        pointer.connected = False
        pointer.idle = 0.0
        if self.active is pointer:
            self.active = None
        if pointer.seat is None:
            del self.pointers[pointer_id]

    def forget(self, pointer_id: str) -> None:
        """Drop a pointer for good (a lifted touch finger), releasing what it held."""
        pointer = self.pointers.get(pointer_id)
        if pointer is not None:
            self._release_all(pointer)
            del self.pointers[pointer_id]
            if self.active is pointer:
                self.active = None

    def set_grab(self, grabbed: bool) -> None:
        """A game runs (True) or is paused / left (False): devices that can grab follow."""
        for device in self.devices:
            set_grab = getattr(device, "set_grab", None)
            if set_grab is not None:
                set_grab(grabbed, self)

    # -- the app calls these -----------------------------------------------------------------
    def resize(self, size: tuple[int, int]) -> None:
        self.size = size
        for pointer in self.pointers.values():
            pointer.x, pointer.y = self._clamp(pointer.x, pointer.y)

    def handle_event(self, event: Event) -> list[PointerEvent]:
        """Offer a pygame event to every device; return the pointer events it produced."""
        for device in self.devices:
            if device.handle_event(event, self):
                break
        return self.drain()

    def update(self, dt: float) -> list[PointerEvent]:
        """Advance time-driven devices; return the pointer events they produced."""
        for pointer in list(self.pointers.values()):
            pointer.idle += dt
            if not pointer.connected and pointer.idle >= self.grace:
                if pointer.seat is not None:  # (an unseated pointer is dropped when unplugged)
                    self._vacated.append(pointer.seat)
                del self.pointers[pointer.id]
        for device in self.devices:
            device.update(dt, self)
        return self.drain()

    def next_change(self) -> float:
        """Seconds until a cursor moves or looks different with no event: a cursor going quiet, an
        unplugged one giving up its seat, a device moving one (a held stick: 0) or polling (0)."""
        soonest = math.inf
        for pointer in self.pointers.values():
            if not pointer.connected:
                soonest = min(soonest, self.grace - pointer.idle)
            elif not pointer.quiet:
                soonest = min(soonest, QUIET_SECONDS - pointer.idle)
        for device in self.devices:
            device_change = getattr(device, "next_change", None)
            soonest = min(soonest, device_change() if device_change is not None else 0.0)
        return max(soonest, 0.0)

    def drain(self) -> list[PointerEvent]:
        events, self._events = self._events, []
        return events

    def close(self) -> None:
        for device in self.devices:
            device.close()

    # -- internals ---------------------------------------------------------------------------
    def _release_all(self, pointer: Pointer) -> None:
        for button in sorted(pointer.buttons):
            self.release(pointer, button)

    def _clamp(self, x: float, y: float) -> tuple[float, float]:
        w, h = self.size
        return min(max(x, 0.0), w - 1.0), min(max(y, 0.0), h - 1.0)

    def _emit(self, event: PointerEvent) -> None:
        event.pointer.idle = 0.0
        self.active = event.pointer
        self._events.append(event)
