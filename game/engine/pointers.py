"""Pointers: one cursor per input device, so several people can play on one screen at once.

Every device backend (``devices/``) turns its own input into ``PointerEvent``s through the hub's
``move_to`` / ``move_by`` / ``press`` / ``release`` / ``scroll``. Relative devices (extra mice,
gamepad sticks, keyboard clusters) integrate their own movement into their own position; the OS
cursor is only ever the system mouse's position. Scenes hit-test with ``event.pos`` and know who
acted from ``event.pointer.seat``.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Iterable
from typing import Protocol

# Buttons, shared by every device. Devices without a real button map keys / pad buttons to these.
PRIMARY = 1  # click, draw, select (mouse left, pad A, Space/Enter)
MIDDLE = 2
SECONDARY = 3  # erase / back (mouse right, pad B)
ACTION = 6  # the game's main action: flip the timer, confirm (pad Y, E / Right Shift)
ROTATE = 7  # rotate a tile (wheel, R, shoulder buttons)
PEEK = 8  # hold to look at one's own hidden hand (pad X, Q / Right Ctrl)

MOVE, DOWN, UP, WHEEL = "move", "down", "up", "wheel"


@dataclasses.dataclass(eq=False)
class Pointer:
    """A cursor with its own position and buttons, owned by one device."""

    id: str
    """Stable key: ``mouse``, ``pad:<instance id>``, ``keys:wasd``, ``evdev:<path>``, ``touch:<f>``."""
    device: str
    """Kind of device: mouse, gamepad, keyboard, evdev, touch, script."""
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

    @property
    def pos(self) -> tuple[int, int]:
        return int(self.x), int(self.y)


@dataclasses.dataclass(frozen=True)
class PointerEvent:
    kind: str
    """``move``, ``down``, ``up`` or ``wheel``."""
    pointer: Pointer
    pos: tuple[int, int]
    button: int = 0
    wheel: int = 0


class Device(Protocol):
    """A backend: translates pygame events and/or polls its hardware every step."""

    def handle_event(self, event, hub: PointerHub) -> bool:
        """Turn a pygame event into pointer events via the hub; True if the event was its own."""
        ...

    def update(self, dt: float, hub: PointerHub) -> None:
        """Time-driven motion (sticks, held keys) and polling (evdev)."""
        ...

    def close(self) -> None: ...


class PointerHub:
    """All pointers and devices; collects the pointer events of the current step."""

    def __init__(self, size: tuple[int, int], devices: Iterable[Device] = ()):
        self.size = size
        self.pointers: dict[str, Pointer] = {}
        self.devices: list[Device] = list(devices)
        self.active: Pointer | None = None
        """The pointer that acted last; it drives pygame_gui menus."""
        self._events: list[PointerEvent] = []

    # -- devices feed these ------------------------------------------------------------------
    def pointer(self, pointer_id: str, device: str) -> Pointer:
        """Get or create the pointer ``pointer_id`` (new ones start at the screen centre)."""
        pointer = self.pointers.get(pointer_id)
        if pointer is None:
            pointer = Pointer(pointer_id, device, self.size[0] / 2, self.size[1] / 2)
            self.pointers[pointer_id] = pointer
        pointer.connected = True
        return pointer

    def move_to(self, pointer: Pointer, x: float, y: float) -> None:
        pointer.x, pointer.y = self._clamp(x, y)
        self._emit(PointerEvent(MOVE, pointer, pointer.pos))

    def move_by(self, pointer: Pointer, dx: float, dy: float) -> None:
        """Relative motion, scaled by the pointer's own sensitivity and clamped to the screen."""
        s = pointer.sensitivity
        self.move_to(pointer, pointer.x + dx * s, pointer.y + dy * s)

    def press(self, pointer: Pointer, button: int) -> None:
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
        if pointer is not None:
            pointer.connected = False
            pointer.buttons.clear()

    # -- the app calls these -----------------------------------------------------------------
    def resize(self, size: tuple[int, int]) -> None:
        self.size = size
        for pointer in self.pointers.values():
            pointer.x, pointer.y = self._clamp(pointer.x, pointer.y)

    def handle_event(self, event) -> list[PointerEvent]:
        """Offer a pygame event to every device; return the pointer events it produced."""
        for device in self.devices:
            if device.handle_event(event, self):
                break
        return self.drain()

    def update(self, dt: float) -> list[PointerEvent]:
        """Advance time-driven devices; return the pointer events they produced."""
        for pointer in self.pointers.values():
            pointer.idle += dt
        for device in self.devices:
            device.update(dt, self)
        return self.drain()

    def drain(self) -> list[PointerEvent]:
        events, self._events = self._events, []
        return events

    def for_seat(self, seat: int) -> list[Pointer]:
        return [p for p in self.pointers.values() if p.seat == seat]

    def close(self) -> None:
        for device in self.devices:
            device.close()

    # -- internals ---------------------------------------------------------------------------
    def _clamp(self, x: float, y: float) -> tuple[float, float]:
        w, h = self.size
        return min(max(x, 0.0), w - 1.0), min(max(y, 0.0), h - 1.0)

    def _emit(self, event: PointerEvent) -> None:
        event.pointer.idle = 0.0
        self.active = event.pointer
        self._events.append(event)
