"""A turn-based table and its phones: each seat played from a phone sees its own ``view(seat)``
there and acts from there, through the same ``submit`` as every other input.

A ``PhoneDesk`` belongs to one ``TableScene``. Once per update it takes what the phones asked
(``engine/devices/phone.py``), answers each request, and sends every phone whose picture changed
a fresh view in its player's language (``phones.views`` writes the seat's view, ``phone_message``
adds the words: what all phones share once per change). An action is read as the records read it
(``from_json`` with the game's action types): legal ones are submitted, others get the rule they
break in player words, on that phone only. Once the game runs, a phone takes only a seat the table
left open: a human seat no device of its own steers (the host's mouse plays such seats hot-seat
until a phone takes one).
"""

from __future__ import annotations

import logging
from typing import TYPE_CHECKING, Protocol

from game import i18n
from game.ai.hints import HintJob, Wording
from game.engine.devices import phone
from game.engine.devices.phone import error
from game.i18n import _
from game.json_types import Json
from game.phones.views import PhoneViews
from game.rules.base import Action, IllegalMove, from_json, rng_for, to_json
from game.scenes import registry
from game.scenes.table import phone_words
from game.scenes.table.phone_post import ViewPost
from game.scenes.table.words import card_colour

if TYPE_CHECKING:
    from game.engine.seats import TableSetup
    from game.scenes.table.scene import TableScene
    from game.services import AppServices

log = logging.getLogger(__name__)

class PhoneDesk:
    def __init__(self, scene: TableScene):
        self.scene = scene
        self.hint_jobs: dict[int, tuple[HintJob, int, str]] = {}
        self.hints: dict[int, tuple[int, str, Json]] = {}
        """Per seat: (actions when asked, reason, action JSON) of the hint its phone asked for."""
        self.refusals: dict[str, tuple[int, str]] = {}
        self.card_looks: phone_words.CardLooks = {}
        """The cards' looks written so far, by language (``phone_words.dress_cards``)."""
        own = registry.phone_views(scene.key)
        self.served = own is not None and own.served()
        """Whether phones play this game (its kit names its ``PhoneViews``)."""
        self.views = own or PhoneViews()
        """What a phone is sent (a game without its own: the public basics)."""
        kit = registry.kit_of(scene.key)
        self.extra = kit.hook("phone_extra") if kit is not None else None
        """The game's words and looks beyond the views (its kit's ``phone_extra``), or None."""
        self.post = ViewPost(self)

    @property
    def device(self) -> phone.PhoneDevice | None:
        return phone.of(self.scene.app.pointers)

    # -- who sits where ------------------------------------------------------------------------
    def holds(self, seat: int) -> bool:
        """Whether ``seat`` is played from a phone (connected or coming back): its hand is then
        never shown on the shared screen."""
        return any(p.device == phone.KIND for p in self.scene.app.pointers.for_seat(seat))

    def seat_of(self, client: phone.PhoneClient) -> int | None:
        pointer = self.scene.app.pointers.pointers.get(client.pointer_id)
        seat = pointer.seat if pointer is not None else None
        return seat if seat is not None and seat in self.scene.human_seats() else None

    def open_seats(self) -> list[int]:
        """Human seats no device of their own steers: a phone may take them."""
        return [s for s in self.scene.human_seats() if not self.scene.app.pointers.for_seat(s)]

    # -- every update --------------------------------------------------------------------------
    def update(self) -> None:
        device = self.device
        if device is None or self.scene.watching:
            return
        asked = []
        for client, message in device.take():
            self._request(device, client, message)
            asked.append(client)
        self._think()
        self._say_who_is_away()
        self.post.deliver(device, asked)

    def _request(self, device: phone.PhoneDevice, client: phone.PhoneClient, message: phone.Message) -> None:
        kind, seat = message["type"], self.seat_of(client)
        if kind == "join":
            join(self.scene, device, client, message.get("seat"), self.open_seats(), seat)
        elif kind == "leave" and seat is not None:
            leave(self.scene, client, seat)
        elif kind == "hint" and seat is not None:
            self._ask_hint(seat, client.lang)
        elif kind == "act":
            self._act(device, client, seat, message)
        elif kind == "undo":
            self._undo(device, client, seat, message)
        else:
            error(device, client, "not-now", "That cannot be done now.")

    def _act(
        self, device: phone.PhoneDevice, client: phone.PhoneClient, seat: int | None, message: phone.Message
    ) -> None:
        if seat is None:
            return error(device, client, "no-seat", "Take a seat first.")
        if message.get("seat", seat) != seat:
            return error(device, client, "not-your-seat", "A phone acts only for its own seat.")
        if self.scene.presenting():
            client.requests.appendleft(message)  # the table is still showing the last move
            return
        state = self.scene.state
        try:
            action = from_json(message.get("action"), type(state).ACTION_TYPES)
        except (TypeError, ValueError, KeyError, AttributeError):
            action = None
        if not isinstance(action, Action):
            return error(device, client, "bad-action", "That is not an action of this game.")
        if action in state.legal_actions(seat):
            self.scene.submit(seat, action, confirmed=True)  # (the page confirms: ``confirm_plays``)
            return
        reason = state.not_your_turn(seat) or self._rule_broken(seat, action)
        if reason is None:
            return error(device, client, "bad-action", "That is not an action of this game.")
        with i18n.speaking(client.lang):
            text = self.scene.refusal_words(reason)
        self.refusals[client.id] = (len(state.history), text)
        device.send(client, {"type": "refused", "text": text})

    def _undo(
        self, device: phone.PhoneDevice, client: phone.PhoneClient, seat: int | None, message: phone.Message
    ) -> None:
        """The seat's last action taken back (``TakeBack.undo``) if it may, else why not in words."""
        if seat is None:
            return error(device, client, "no-seat", "Take a seat first.")
        if self.scene.presenting():
            client.requests.appendleft(message)  # the table is still showing the last move
            return
        if not self.scene.undo(seat):
            with i18n.speaking(client.lang):
                device.send(client, {"type": "refused", "text": _(phone_words.NO_UNDO)})

    def _rule_broken(self, seat: int, action: Action) -> IllegalMove | None:
        """The rule an illegal ``action`` breaks, found on a copy (the true state stays as it was)."""
        try:
            self.scene.state.clone().apply(seat, action)
        except IllegalMove as reason:
            return reason
        except (TypeError, ValueError, KeyError, IndexError, AttributeError):
            return None
        return None

    # -- hints: thought on the phone's seat's view, shown on that phone only ----------------------
    def _ask_hint(self, seat: int, lang: str) -> None:
        scene, hinter = self.scene, self.scene.hints.hinter
        if hinter is None or seat not in scene.humans_to_move() or seat in self.hint_jobs:
            return
        actions = len(scene.state.history)
        seed = rng_for(scene.setup.seed, "hint", seat, actions).randrange(2**31)
        with i18n.speaking(lang):
            job = HintJob(
                hinter, scene.state.view(seat), seat, seed, Wording(scene.card_words, card_colour)
            )
        self.hint_jobs[seat] = (job, actions, lang)
        scene.hints.uses.append([seat, actions])  # recorded like a hint asked at the table

    def _think(self) -> None:
        for seat, (job, actions, lang) in list(self.hint_jobs.items()):
            if actions != len(self.scene.state.history):
                del self.hint_jobs[seat]
                continue
            with i18n.speaking(lang):
                job.step(0.004)
            if job.done:
                del self.hint_jobs[seat]
                if job.hint is not None:
                    self.hints[seat] = (actions, job.hint.reason, to_json(job.hint.action))

    # -- what the phones see -------------------------------------------------------------------
    def _say_who_is_away(self) -> None:
        """On the shared screen: whose phone the table waits for."""
        scene = self.scene
        for seat in scene.humans_to_move():
            away = [
                p for p in scene.app.pointers.for_seat(seat) if p.device == phone.KIND and not p.connected
            ]
            if away:
                scene.notice = phone_words.waiting_for(scene.seat_name(seat), phone=True)
                scene.notice_until, scene.notice_at = scene.clock + 0.5, None
                scene.notice_moves = len(scene.state.history)
                return


# -- seating a phone at a running table (the turn-based tables and 5er Finden's race) ----------------
class SeatedTable(Protocol):
    """What seating a phone reads of a running table: its app (the pointers), its setup (each
    seat's pointers, kept in its autosave) and its autosave."""

    @property
    def app(self) -> AppServices: ...

    @property
    def setup(self) -> TableSetup: ...

    def autosave(self) -> None: ...


def join(
    scene: SeatedTable,
    device: phone.PhoneDevice,
    client: phone.PhoneClient,
    wanted: object,
    open_seats: list[int],
    seated: int | None,
) -> None:
    """Seat ``client`` at ``wanted`` (None: the first of ``open_seats``) if that seat is open: its
    pointer claims the seat, and the seat's pointers are kept in the setup (and autosaved) so a
    resumed game gives the seat back; else the phone is told it watches."""
    if seated is not None:
        return error(device, client, "seated", "This phone already has a seat.")
    first = open_seats[0] if open_seats else None
    seat = wanted if wanted in open_seats else None if wanted is not None else first
    if seat is None:
        with i18n.speaking(client.lang):
            text = _("That seat is taken: you are watching.")
        device.send(client, {"type": "refused", "text": text})
        return
    info = scene.setup.seats[seat]
    pointer = scene.app.pointers.pointer(client.pointer_id, phone.KIND)
    scene.app.pointers.claim(pointer, seat, info.colour, info.initial)
    _keep_pointers(scene, seat, (*info.pointers, client.pointer_id))
    client.shown = None


def leave(scene: SeatedTable, client: phone.PhoneClient, seat: int) -> None:
    """The phone gives ``seat`` back: open again for a phone (or the host's mouse)."""
    scene.app.pointers.unclaim(seat)
    _keep_pointers(scene, seat, ())
    client.shown = None


def _keep_pointers(scene: SeatedTable, seat: int, pointers: tuple[str, ...]) -> None:
    scene.setup.seats[seat].pointers = pointers
    scene.autosave()
