"""What one shared screen may show of a hidden hand, and each seat's controls in player words.

DESIGN, hidden hands: with several humans at one screen and open hands off, a seat's hand is face
down unless that seat holds its peek control or its turn began behind the hand-off curtain
(``curtain.py``); looking never plays a card. Whatever tells a hand's cards (a hint, a refusal
about a card) shows only while that hand is face up. The table and the guide name the peek
control of the seat's own device ("hold F"), never a generic one.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.engine.devices import keyboard, phone
from game.engine.pointers import MIDDLE, PEEK, PRIMARY, Pointer, PointerEvent, PointerHub
from game.engine.seats import HUMAN, TableSetup
from game.i18n import N_, _
from game.scenes.table.words import ON_PHONE

if TYPE_CHECKING:
    from game.scenes.table.scene import TableScene

PEEK_BUTTONS = frozenset({PEEK, MIDDLE})
"""At a table a mouse's middle button peeks: the system mouse has no thumb button, and no table
uses the middle button for anything else (so a look can never be a play)."""

HIDDEN_HAND = N_("{player}'s hand (hidden): {peek} to look")
"""The label over a hidden hand: whose, and the control that shows it to its owner."""

PEEK_WORDS = {"gamepad": N_("hold X"), "touch": N_("hold your peek control")}
"""A device's peek control (keyboard clusters name their key; a mouse of any kind holds its middle
button); a seat with no device of its own yet hears of "your peek control"."""
MOUSE_PEEK = N_("hold the middle button")
SELECT_WORDS = {"gamepad": N_("press A"), "touch": N_("tap")}
MOUSE_SELECT = N_("click")
MICE = frozenset({"mouse", "evdev", "rawinput", "script"})


def is_peek(event: PointerEvent) -> bool:
    """A press or release of a pointer's peek control."""
    return event.button in PEEK_BUTTONS


def seat_shows_hand_here(setup: TableSetup, seat: int) -> bool:
    """Whether ``seat`` looks at its own hand on the shared screen: a human, unless a phone plays
    the seat (its hand is on the phone: no curtain, no peek control here)."""
    info = setup.seats[seat]
    return info.kind == HUMAN and not any(p.startswith(phone.KIND + ":") for p in info.pointers)


def seat_device(hub: PointerHub, seat: int | None) -> Pointer | None:
    """The device ``seat`` plays with: its own pointer, else the system mouse passed around."""
    if seat is None:
        return None
    own = hub.for_seat(seat)
    if own:
        return next((p for p in own if p.connected), own[0])
    mouse = hub.pointers.get("mouse")
    return mouse if mouse is not None and mouse.seat is None else None


def peek_words(pointer: Pointer | None) -> str:
    """The pointer's peek control in player words: "hold F", "hold X", "hold the middle button"."""
    key = keyboard.button_key(pointer.id, PEEK) if pointer is not None else None
    if key is not None:
        return _("hold {key}").format(key=key)
    if pointer is not None and pointer.device in MICE:
        return _(MOUSE_PEEK)
    return _(PEEK_WORDS.get(pointer.device if pointer else "touch", PEEK_WORDS["touch"]))


def peek_name(pointer: Pointer | None) -> str:
    """The peek control alone, for a seat panel's short word: "F", "X", "middle button"."""
    key = keyboard.button_key(pointer.id, PEEK) if pointer is not None else None
    if key is not None:
        return key
    if pointer is not None and pointer.device in MICE:
        return _("middle button")
    return "X" if pointer is not None and pointer.device == "gamepad" else _("peek button")


def select_words(pointer: Pointer | None) -> str:
    """The pointer's select control in player words: "click", "press Space", "press A"."""
    key = keyboard.button_key(pointer.id, PRIMARY) if pointer is not None else None
    if key is not None:
        return _("press {key}").format(key=key)
    if pointer is None:
        return _("press your select button")
    return _(SELECT_WORDS.get(pointer.device, MOUSE_SELECT))


def hidden_hand_label(player: str, peek: str) -> str:
    """ "Sky's hand (hidden): hold F to look" (``peek``: the seat's ``peek_words``)."""
    return _(HIDDEN_HAND).format(player=player, peek=peek)


def look_first(peek: str) -> str:
    """What a press on one's own hidden hand (or a hint asked for it) answers: how to look first."""
    return _("Your hand is hidden: {peek} to look.").format(peek=peek)


def hand_label(scene: TableScene, seat: int, player: str, face_up: bool) -> str:
    """The label over ``seat``'s hand at ``scene``: whose; face down, how ``player`` looks, or that
    the hand is on their phone (nothing to hold here)."""
    if face_up:
        return _("{player}'s hand").format(player=player)
    if scene.phones.holds(seat):
        return _(ON_PHONE).format(player=player)
    return hidden_hand_label(player, scene.peek_words(seat))


def look_status(scene: TableScene, seat: int) -> str:
    """A seat panel's word while its human's hand lies face down: how to look ("look: F")."""
    if not seat_shows_hand_here(scene.setup, seat) or scene.hand_face_up(seat):
        return ""
    control = peek_name(seat_device(scene.app.pointers, seat))
    return _("look: {control}").format(control=control)
