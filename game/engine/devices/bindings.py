"""Control remapping (issue 51): which keys or pad buttons give each action, per device.

A binding maps an action ("up", "select" …) to the codes that give it: pygame key codes for a
keyboard cluster, button numbers for a gamepad (SDL game-controller buttons, or joystick buttons for
a pad SDL has no mapping for: a pad is always opened the same way, so its numbers stay its own).
The settings keep only the devices a player changed (``device_bindings``: device -> action ->
codes), keyed like sensitivity by the device's name; a keyboard cluster's name is its pointer id
(``keys:wasd``), which does not change with the language. ``use`` puts the settings' table in
force for this run: there is one keyboard and one set of settings per program, so the backends and
the words about them ("hold F") read the same table.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping
from typing import TypeVar

import pygame

from game.engine import pointers
from game.i18n import N_, _

Binding = dict[str, tuple[int, ...]]
"""Action -> the codes that give it."""

T = TypeVar("T")
MOVES = {"up": (0, -1), "left": (-1, 0), "down": (0, 1), "right": (1, 0)}
"""The cursor directions a keyboard cluster binds (a pad moves with its stick and D-pad)."""
BUTTONS = {
    "select": pointers.PRIMARY,
    "back": pointers.SECONDARY,
    "action": pointers.ACTION,
    "rotate": pointers.ROTATE,
    "peek": pointers.PEEK,
}
KEY_ACTIONS = (*MOVES, *BUTTONS)
PAD_ACTIONS = tuple(BUTTONS)
ACTION_WORDS = {
    "up": N_("up"),
    "down": N_("down"),
    "left": N_("left"),
    "right": N_("right"),
    "select": N_("select"),
    "back": N_("back"),
    "action": N_("action"),
    "rotate": N_("rotate"),
    "peek": N_("peek"),
}
BUTTON_WORDS = {button: ACTION_WORDS[action] for action, button in BUTTONS.items()}
"""A pointer button in words ("select" for PRIMARY)."""

MENU_KEYS = frozenset(
    {pygame.K_ESCAPE, pygame.K_TAB, pygame.K_BACKSPACE, *range(pygame.K_F1, pygame.K_F15 + 1)}
)
"""Keys the menus and the whole program keep (Escape also cancels a capture)."""
MENU_PAD_BUTTONS = frozenset(
    {
        pygame.CONTROLLER_BUTTON_START,
        pygame.CONTROLLER_BUTTON_BACK,
        pygame.CONTROLLER_BUTTON_GUIDE,
        pygame.CONTROLLER_BUTTON_LEFTSTICK,
        pygame.CONTROLLER_BUTTON_DPAD_UP,
        pygame.CONTROLLER_BUTTON_DPAD_DOWN,
        pygame.CONTROLLER_BUTTON_DPAD_LEFT,
        pygame.CONTROLLER_BUTTON_DPAD_RIGHT,
    }
)
"""Game-controller buttons the menus keep (Start, Back: menus and hints; the left stick's press:
the last trick; the D-pad steps the cursor)."""
PAD_NAMES = {
    pygame.CONTROLLER_BUTTON_A: "A",
    pygame.CONTROLLER_BUTTON_B: "B",
    pygame.CONTROLLER_BUTTON_X: "X",
    pygame.CONTROLLER_BUTTON_Y: "Y",
    pygame.CONTROLLER_BUTTON_LEFTSHOULDER: "LB",
    pygame.CONTROLLER_BUTTON_RIGHTSHOULDER: "RB",
    pygame.CONTROLLER_BUTTON_RIGHTSTICK: "R3",
    pygame.CONTROLLER_BUTTON_START: "Start",
    pygame.CONTROLLER_BUTTON_BACK: "Back",
}
"""Game-controller buttons as pads print them (the same on every make SDL maps)."""
KEY_NAMES = {
    pygame.K_SPACE: N_("Space"),
    pygame.K_RSHIFT: N_("Right Shift"),
    pygame.K_LSHIFT: N_("Left Shift"),
    pygame.K_RCTRL: N_("Right Ctrl"),
    pygame.K_LCTRL: N_("Left Ctrl"),
    pygame.K_RETURN: N_("Enter"),
    pygame.K_UP: "↑",
    pygame.K_DOWN: "↓",
    pygame.K_LEFT: "←",
    pygame.K_RIGHT: "→",
}
"""Keys whose name is a word or an arrow (the others print as their key cap, "W", "/")."""

_table: dict[str, Binding] = {}
version = 0
"""Grows at every ``use``: the backends rebuild what they derived from the table."""


def use(table: Mapping[str, Mapping[str, Iterable[int]]]) -> None:
    """Put the players' bindings (settings ``device_bindings``) in force for this run."""
    global version
    _table.clear()
    _table.update({name: binding_of(actions) for name, actions in table.items()})
    for binding in _table.values():
        for action in set(binding) - set(KEY_ACTIONS):  # (a newer version's action: not ours to give)
            del binding[action]
    version += 1


def of(name: str, default: Binding) -> Binding:
    """The binding of device ``name``: ``default`` with the actions the player changed."""
    return {**default, **_table.get(name, {})}


def changed(name: str) -> bool:
    return name in _table


def binding_of(actions: Mapping[str, Iterable[int]]) -> Binding:
    return {action: tuple(codes) for action, codes in actions.items()}


def stored(binding: Binding) -> dict[str, list[int]]:
    """A binding as the settings keep it (JSON lists)."""
    return {action: list(codes) for action, codes in binding.items()}


def codes_to(binding: Binding, table: Mapping[str, T]) -> dict[int, T]:
    """Code -> what ``table`` says of its action (``BUTTONS``: the pointer button; ``MOVES``: the step)."""
    return {code: table[action] for action, codes in binding.items() if action in table for code in codes}


def holder(binding: Binding, code: int) -> str | None:
    """The action ``code`` gives in ``binding``, if any."""
    return next((action for action, codes in binding.items() if code in codes), None)


def rebound(binding: Binding, action: str, code: int) -> Binding:
    """``binding`` with ``action`` given by ``code`` alone."""
    return {**binding, action: (code,)}


def key_name(code: int) -> str:
    """A key in player words: "Space", "Right Shift", "W", "/"."""
    if code in KEY_NAMES:
        return _(KEY_NAMES[code])
    name = pygame.key.name(code)
    return name.upper() if len(name) == 1 else name.title() or _("key {number}").format(number=code)


def pad_button_name(code: int, controller: bool = True) -> str:
    """A pad button as printed on it ("A", "LB"), or numbered for a pad SDL does not know."""
    if controller and code in PAD_NAMES:
        return PAD_NAMES[code]
    return _("button {number}").format(number=code + (0 if controller else 1))


def legend(binding: Binding, name_of: Callable[[int], str], moves: bool) -> str:
    """The binding in words: "W A S D move, Space select, Q back …" (a pad: its buttons only)."""
    parts = []
    if moves:
        keys = " ".join(
            name_of(code) for action in ("up", "left", "down", "right") for code in binding[action][:1]
        )
        parts.append(_("{keys} move").format(keys=keys))
    for action in BUTTONS:
        codes = binding.get(action, ())
        if codes:
            keys = " ".join(name_of(code) for code in codes)
            parts.append(_("{keys} {action}").format(keys=keys, action=_(ACTION_WORDS[action])))
    text = parts[0] if parts else ""
    for part in parts[1:]:
        text = _("{list}, {item}").format(list=text, item=part)  # (Chinese lists with 、)
    return text
