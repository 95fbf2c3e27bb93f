"""5er Finden's race on a phone: the seat's own board there, drawn on with a finger, and the flip.

The phone is a drawing pad laid over this seat's board: it shows the same cells and symbols, and
each touch (down, move into a cell, up) moves the seat's phone pointer to the centre of that cell
of the board on the big screen and presses or releases it there. So a finger draws under exactly
the rules the mouse draws by (``FindenTable.stroke``: drag through neighbouring cells, back up to
undo, a second stroke for a branching shape), and the big screen shows every board as before.
The flip button is the pointer's action button; a hint is the seat's Hint button. Seating, leaving
and protocol errors are the turn-based tables' (``table/phones.py``). Nothing on a 5er Finden
board is secret: every board is on the shared screen anyway.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from game import i18n
from game.ai import hints
from game.ai.finden import hint as finden_hint
from game.engine.devices import phone
from game.engine.devices.phone import error
from game.engine.pointers import ACTION, PRIMARY
from game.i18n import N_, _
from game.phones import protocol
from game.phones.views import PhoneViews
from game.rules.finden.dice import SYMBOL_COLOURS, SYMBOL_NAMES
from game.rules.finden.spec import MODE
from game.scenes.finden.table import RESULTS, SEARCH
from game.scenes.table import phone_words
from game.scenes.table.hint import Shown
from game.scenes.table.phones import join, leave

if TYPE_CHECKING:
    from game.scenes.finden.classic.scene import ClassicScene

PHONE = PhoneViews(only=(MODE.key, "classic"))
"""Phones play the race as a drawing pad over the seat's board (this module), not the puzzle."""

WORDS = {
    "go": N_("Find your five!"),
    "roll": N_(
        "The roll. Find five cells side by side on your board that show exactly these five symbols, "
        "in any order."
    ),
    "how": N_(
        "Your board. Drag through five joined cells and let go. Shapes with a branch (F, T, X, Y): "
        "draw four cells, then start a second stroke on the cell the branch grows from."
    ),
    "flip": N_("Flip the timer"),
    "locked": N_("Your board is locked until the next round."),
    "wait": N_("Wait for the next roll."),
    "dice": N_("The dice"),
}
SHAPES = {"circle": "●", "square": "■", "triangle": "▲", "diamond": "◆", "star": "★", "cross": "✚"}
"""Each symbol's mark on the phone (its colour too, so no meaning rests on colour alone)."""
FINGER = ("down", "move", "up")
"""A finger on the phone's board: pressed on a cell, moved into another, lifted."""


class FindenPhones:
    def __init__(self, scene: ClassicScene):
        self.scene = scene
        self.reasons: dict[tuple, str] = {}
        """(seat, language, the hint's moment) -> its reason in that language (the desk words it
        in the table's)."""

    @property
    def device(self) -> phone.PhoneDevice | None:
        return phone.of(self.scene.app.pointers)

    def seat_of(self, client: phone.PhoneClient) -> int | None:
        pointer = self.scene.app.pointers.pointers.get(client.pointer_id)
        seat = pointer.seat if pointer is not None else None
        views = self.scene.views
        return seat if seat is not None and seat < len(views) and views[seat].human else None

    def open_seats(self) -> list[int]:
        """Human seats no device of their own plays: a phone may take them."""
        hub = self.scene.app.pointers
        return [i for i, view in enumerate(self.scene.views) if view.human and not hub.for_seat(i)]

    def update(self) -> None:
        device = self.device
        if device is None or self.scene.watching:  # a replay takes no input
            return
        asked = []
        for client, message in device.take():
            self._request(device, client, message)
            asked.append(client)
        for client in dict.fromkeys([*asked, *device.connected()]):
            if client.connected:
                self._send(device, client)

    def _request(self, device: phone.PhoneDevice, client: phone.PhoneClient, message: dict) -> None:
        kind, seat, hub = message["type"], self.seat_of(client), self.scene.app.pointers
        if kind == "join":
            return join(self.scene, device, client, message.get("seat"), self.open_seats(), seat)
        pointer = hub.pointers.get(client.pointer_id)
        if seat is None or pointer is None:
            return error(device, client, "no-seat", "Take a seat first.")
        if kind == "leave":
            leave(self.scene, client, seat)
        elif kind == "hint":
            with i18n.speaking(client.lang):
                self.scene.hints.ask(seat)
        elif kind == "flip":
            hub.press(pointer, ACTION)
            hub.release(pointer, ACTION)
        elif kind == "pad" and message.get("kind") in FINGER:
            board = self.scene.views[seat].board
            try:
                cell = protocol.whole(message, "cell", 0, board.board.width * board.board.height - 1)
            except protocol.ProtocolError as bad:
                return error(device, client, bad.code, str(bad))
            if cell is None:
                return error(device, client, "bad-field", "A touch names its cell.")
            hub.move_to(pointer, *board.centre(cell))
            if message["kind"] == "down":
                hub.press(pointer, PRIMARY)
            elif message["kind"] == "up":
                hub.release(pointer, PRIMARY)
        else:
            error(device, client, "not-now", "That cannot be done now.")

    def _send(self, device: phone.PhoneDevice, client: phone.PhoneClient) -> None:
        scene, seat = self.scene, self.seat_of(client)
        game = scene.game
        mine = game.seats[seat] if seat is not None else None
        shown = scene.hints.current(seat) if seat is not None else None
        key = (
            seat,
            client.lang,
            scene.stage,
            game.round,
            tuple(game.roll.faces) if game.roll is not None else (),
            tuple(scene.views[seat].draft.cells) if seat is not None else (),
            mine and tuple(mine.outlines),
            mine and mine.locked,
            seat is not None and scene.hints.thinking(seat),
            shown and shown.hint,
            tuple(self.open_seats()),
        )
        if client.shown == key:
            return
        client.shown = key
        with i18n.speaking(client.lang):
            device.send(client, self.payload(seat))

    def payload(self, seat: int | None) -> dict[str, object]:
        """The view message for a phone at ``seat`` (None: watching), in the language spoken now."""
        scene, game = self.scene, self.scene.game
        can_act = [i for i, view in enumerate(scene.views) if view.human and game.can_act(i)]
        out: dict[str, object] = {
            "type": "view",
            "game": "finden",
            "seat": seat,
            "names": [view.name for view in scene.views],
            "colours": [phone_words.hex_colour(view.colour) for view in scene.views],
            "to_move": can_act if scene.stage == SEARCH else [],
            "symbols": {
                letter: {"shape": SHAPES[name], "rgb": SYMBOL_COLOURS[letter], "name": name}
                for letter, name in SYMBOL_NAMES.items()
            },
            "dice": list(game.roll.faces) if game.roll is not None else [],
            "ui": phone_words.ui_words("finden"),
            "finden_words": {key: _(text) for key, text in WORDS.items()},
            "lang": i18n.language(),
            "prompt": self._prompt(seat),
            "open": self.open_seats() if seat is None else [],
        }
        if seat is not None:
            mine, shown = game.seats[seat], scene.hints.current(seat)
            out["board"] = list(scene.views[seat].board.board.rows)
            out["outlines"] = [list(o) for o in mine.outlines]
            out["draft"] = list(scene.views[seat].draft.cells)
            out["locked"] = mine.locked
            out["can_act"] = scene.stage == SEARCH and game.can_act(seat)
            out["thinking"] = scene.hints.thinking(seat)
            out["hint"] = shown and {
                "reason": self._reason(seat, shown),
                "cells": list(shown.hint.action.cells),
            }
        return out

    def _reason(self, seat: int, shown: Shown) -> str:
        """The shown hint's reason in the language spoken now: the same five found again (the hint
        is the best five of the seat's own board, found the same way every time) and worded here."""
        key = (seat, i18n.language(), shown.moment)
        if key not in self.reasons:
            again = hints.hint(finden_hint.CLASSIC, self.scene.game, seat)
            same = again is not None and again.action == shown.hint.action
            if len(self.reasons) > 16:
                self.reasons.clear()
            self.reasons[key] = again.reason if again is not None and same else shown.hint.reason
        return self.reasons[key]

    def _prompt(self, seat: int | None) -> str:
        scene = self.scene
        if scene.stage == RESULTS:
            return _(phone_words.UI["over"])
        if seat is None:
            return _(phone_words.UI["spectator"])
        if scene.game.seats[seat].locked:
            return _(WORDS["locked"])
        if scene.stage == SEARCH and scene.game.can_act(seat):
            return _(WORDS["go"])
        return _(WORDS["wait"])
