"""Gamepads: one virtual cursor per controller, steered by the left stick and the D-pad.

The stick sets a velocity (dead zone, a squared response for precision near the centre, and a
boost that builds up while the stick is held), the D-pad moves in steps with key-repeat for exact
placement. Controllers are keyed by SDL's instance id, which is what hot-plug events carry; the
pointer id is ``pad:<instance id>``.

A pad that SDL knows (its controller database covers Xbox, PlayStation, Switch and most others)
is opened as a game controller, so A / B / X / Y mean the same buttons on every make; its raw
joystick events are then ignored. Anything else is read as a plain joystick with the common
XInput button numbers. Either way: A = primary, B = back / erase, Y = the game's main action,
X = peek, shoulders = rotate, unless the player bound other buttons to a pad of that name
(``bindings``, Settings → Devices).
"""

from __future__ import annotations

import dataclasses
import math
from collections.abc import Callable
from typing import Protocol, runtime_checkable

import pygame

from game.engine import pointers
from game.engine.devices import bindings
from game.engine.devices.inventory import DeviceEntry
from game.i18n import _

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
"""The left stick's axes, for joysticks and game controllers alike."""
AXIS_RANGE = 32768
"""Game controller axes are signed 16-bit; joystick axes arrive as -1..1."""
JOY_BINDING: bindings.Binding = {"select": (0,), "back": (1,), "action": (3,), "rotate": (4, 5), "peek": (2,)}
"""A plain joystick's buttons by the XInput numbers: A, B, Y, the shoulders, X."""
CONTROLLER_BINDING: bindings.Binding = {
    "select": (pygame.CONTROLLER_BUTTON_A,),
    "back": (pygame.CONTROLLER_BUTTON_B,),
    "action": (pygame.CONTROLLER_BUTTON_Y,),
    "rotate": (pygame.CONTROLLER_BUTTON_LEFTSHOULDER, pygame.CONTROLLER_BUTTON_RIGHTSHOULDER),
    "peek": (pygame.CONTROLLER_BUTTON_X,),
}

CONTROLLER_DPAD = {
    pygame.CONTROLLER_BUTTON_DPAD_UP: (0, 1),
    pygame.CONTROLLER_BUTTON_DPAD_DOWN: (0, -1),
    pygame.CONTROLLER_BUTTON_DPAD_LEFT: (-1, 0),
    pygame.CONTROLLER_BUTTON_DPAD_RIGHT: (1, 0),
}
"""D-pad buttons as hat values (y up), so both kinds of pad step the same way."""
_JOY_EVENTS = (pygame.JOYAXISMOTION, pygame.JOYHATMOTION, pygame.JOYBUTTONDOWN, pygame.JOYBUTTONUP)
_CONTROLLER_EVENTS = (pygame.CONTROLLERAXISMOTION, pygame.CONTROLLERBUTTONDOWN, pygame.CONTROLLERBUTTONUP)
_PLUG_EVENTS = (
    pygame.JOYDEVICEADDED,
    pygame.JOYDEVICEREMOVED,
    pygame.CONTROLLERDEVICEADDED,
    pygame.CONTROLLERDEVICEREMOVED,
    pygame.CONTROLLERDEVICEREMAPPED,
)


def moves_cursor(event: pygame.event.Event) -> bool:
    """True for pad input that steers or clicks a cursor, which menus must not also act on
    (Start and Back on a game controller are left to the menus)."""
    if event.type in _JOY_EVENTS or event.type == pygame.CONTROLLERAXISMOTION:
        return True
    if event.type in (pygame.CONTROLLERBUTTONDOWN, pygame.CONTROLLERBUTTONUP):
        return event.button in CONTROLLER_DPAD or event.button not in bindings.MENU_PAD_BUTTONS
    return False


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
    device: Joystick | Controller | None = None
    """The open joystick or game controller (SDL only sends events for open ones)."""
    controller: bool = False
    """Opened as a game controller: its CONTROLLER* events count, its raw JOY* events do not."""

    @property
    def name(self) -> str:
        return _pad_name(self.device)

    @property
    def binding(self) -> bindings.Binding:
        """Its buttons per action: the player's for a pad of this name, else the defaults."""
        return bindings.of(self.name, CONTROLLER_BINDING if self.controller else JOY_BINDING)

    def button_name(self, code: int) -> str:
        return bindings.pad_button_name(code, self.controller)


class Joystick(Protocol):
    """An open SDL joystick (``pygame.joystick.Joystick``), as far as the cursors use it."""

    def get_instance_id(self) -> int: ...

    def get_name(self) -> str: ...


@runtime_checkable
class Controller(Protocol):
    """An open SDL game controller (``pygame._sdl2.controller.Controller``)."""

    @property
    def name(self) -> str: ...

    def as_joystick(self) -> Joystick: ...


def _open_controller(device_index: int) -> Controller | None:
    """The pad as an SDL game controller, or None when SDL has no mapping for it."""
    try:
        from pygame._sdl2 import controller
    except ImportError:
        return None
    if not controller.get_init():
        controller.init()
    if not controller.is_controller(device_index):
        return None
    return controller.Controller(device_index)


def hint(pad: Pad) -> str:
    """A pad's controls in words: "left stick moves, A select, B back …"."""
    buttons = bindings.legend(pad.binding, pad.button_name, moves=False)
    return _("left stick moves, {buttons}").format(buttons=buttons)


def _pad_name(device: Joystick | Controller | None) -> str:
    """The pad's own name (a game controller has ``name``, a joystick ``get_name()``)."""
    try:
        if isinstance(device, Controller):
            name = device.name
        else:
            name = device.get_name() if device is not None else ""
    except (AttributeError, pygame.error):
        name = ""
    return str(name or "Gamepad")


class GamepadCursors:
    """Every controller's cursor, created when the pad is plugged in or first used."""

    def __init__(
        self,
        open_joystick: Callable[[int], Joystick] | None = None,
        open_controller: Callable[[int], Controller | None] = _open_controller,
    ):
        if open_joystick is None:
            if not pygame.joystick.get_init():
                pygame.joystick.init()  # the app inits display and font only; pads need this
            open_joystick = pygame.joystick.Joystick
        self._open_joystick, self._open_controller = open_joystick, open_controller
        self.pads: dict[int, Pad] = {}
        self.listening: int | None = None
        """The instance id of a pad whose next button is being bound (Settings → Devices): its
        buttons press nothing meanwhile."""

    @staticmethod
    def pointer_id(instance_id: int) -> str:
        return f"pad:{instance_id}"

    def handle_event(self, event: pygame.event.Event, hub: pointers.PointerHub) -> bool:
        if event.type in _PLUG_EVENTS:
            if event.type == pygame.JOYDEVICEADDED:
                self._plugged(event.device_index, hub)
            elif event.type == pygame.JOYDEVICEREMOVED:
                self.pads.pop(event.instance_id, None)
                hub.disconnect(self.pointer_id(event.instance_id))
            return True  # the CONTROLLERDEVICE* twins of the JOYDEVICE* events carry nothing new
        if event.type in _JOY_EVENTS:
            pad = self.pads.setdefault(event.instance_id, Pad())
            if not pad.controller:
                self._joystick_event(event, pad, hub)
            return True
        if event.type in _CONTROLLER_EVENTS:
            pad = self.pads.setdefault(event.instance_id, Pad(controller=True))
            if pad.controller:
                self._controller_event(event, pad, hub)
            return True
        return False

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

    def next_change(self) -> float:
        """0 while a stick is out of its dead zone or the D-pad is held (``update`` moves a cursor)."""
        for pad in self.pads.values():
            if pad.hat != (0, 0) or any(stick_velocity(pad.stick[0], pad.stick[1], 0.0, 1080)):
                return 0.0
        return math.inf

    def close(self) -> None:
        self.pads.clear()

    def describe(self, hub: pointers.PointerHub) -> list[DeviceEntry]:
        return [
            DeviceEntry(self.pointer_id(i), "gamepad", pad.name, hint(pad)) for i, pad in self.pads.items()
        ]

    # -- events ------------------------------------------------------------------------------
    def _joystick_event(self, event: pygame.event.Event, pad: Pad, hub: pointers.PointerHub) -> None:
        pointer = hub.pointer(self.pointer_id(event.instance_id), "gamepad")
        if event.type == pygame.JOYAXISMOTION:
            if event.axis in (STICK_X, STICK_Y):
                pad.stick[event.axis] = float(event.value)
        elif event.type == pygame.JOYHATMOTION:
            if event.hat == 0:
                self._dpad(pad, (int(event.value[0]), int(event.value[1])), pointer, hub)
        else:
            self._button(
                event.instance_id, pad, event.type == pygame.JOYBUTTONDOWN, event.button, pointer, hub
            )

    def _controller_event(self, event: pygame.event.Event, pad: Pad, hub: pointers.PointerHub) -> None:
        pointer = hub.pointer(self.pointer_id(event.instance_id), "gamepad")
        if event.type == pygame.CONTROLLERAXISMOTION:
            if event.axis in (STICK_X, STICK_Y):
                pad.stick[event.axis] = max(-1.0, event.value / AXIS_RANGE)
            return
        down = event.type == pygame.CONTROLLERBUTTONDOWN
        if event.button in CONTROLLER_DPAD:
            dx, dy = CONTROLLER_DPAD[event.button]
            if down:
                self._dpad(pad, (dx, dy), pointer, hub)
            elif pad.hat == (dx, dy):
                self._dpad(pad, (0, 0), pointer, hub)
        else:
            self._button(event.instance_id, pad, down, event.button, pointer, hub)

    def _dpad(
        self, pad: Pad, hat: tuple[int, int], pointer: pointers.Pointer, hub: pointers.PointerHub
    ) -> None:
        pad.hat = hat
        pad.repeat = REPEAT_DELAY
        self._step(pad, pointer, hub)

    def _button(
        self,
        instance_id: int,
        pad: Pad,
        down: bool,
        code: int,
        pointer: pointers.Pointer,
        hub: pointers.PointerHub,
    ) -> None:
        """The pad's ``code`` as the pointer button its binding gives (none while it is being bound)."""
        action = bindings.holder(pad.binding, code)
        if action is None or self.listening == instance_id:
            return
        if down:
            hub.press(pointer, bindings.BUTTONS[action])
        else:
            hub.release(pointer, bindings.BUTTONS[action])

    def _plugged(self, device_index: int, hub: pointers.PointerHub) -> None:
        try:
            pad = self._open_controller(device_index)
            device: Joystick | Controller
            if pad is not None:
                device, instance_id = pad, pad.as_joystick().get_instance_id()
            else:
                joystick = self._open_joystick(device_index)
                device, instance_id = joystick, joystick.get_instance_id()
        except pygame.error:
            return  # unplugged again before we got to it
        self.pads[instance_id] = Pad(device=device, controller=pad is not None)
        hub.pointer(self.pointer_id(instance_id), "gamepad", _pad_name(device))

    @staticmethod
    def _step(pad: Pad, pointer: pointers.Pointer, hub: pointers.PointerHub) -> None:
        dx, dy = pad.hat[0], -pad.hat[1]  # SDL's hat y points up
        if dx or dy:
            step = DPAD_STEP * hub.size[1]
            hub.move_by(pointer, dx * step, dy * step)
