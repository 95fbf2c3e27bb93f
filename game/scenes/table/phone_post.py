"""Which phones at a turn-based table get a new view this step, and sending it: the phones that
just acted and the one to move at once, the others a step or two later in a run of quick moves
(``WAIT_STEPS``). A phone gets a view only when what it shows changed (``change`` and its own seat,
language and hint)."""

from __future__ import annotations

import logging
from typing import TYPE_CHECKING

from game import i18n
from game.engine.devices import phone
from game.scenes.table.phone_message import Hint, ViewWriter

if TYPE_CHECKING:
    from game.scenes.table.phones import PhoneDesk

log = logging.getLogger(__name__)

Change = tuple[object, ...]
"""What every phone's view at a table depends on (``ViewPost.change``)."""
Shown = tuple[Change, int | None, str, Hint | None]
"""What a phone's view shows: the table's change, its seat, its language and its hint."""
WAIT_STEPS = 3
"""Steps (at 120 a second) a phone that neither acted nor is to move may wait for its new view while
the phones that did or are get theirs: five phones' views cost 2-3 ms a move, and in a run of
quick moves each step wrote them all, the next tap waiting behind them (``bench/phones.py
--slowest``). Waiting, it gets one view for the moves made meanwhile."""


class ViewPost:
    def __init__(self, desk: PhoneDesk):
        self.desk = desk
        self.writer = ViewWriter(desk)
        self.waited = 0
        """Steps the phones not to move have waited for their new views (``WAIT_STEPS``)."""

    def deliver(self, device: phone.PhoneDevice, asked: list[phone.PhoneClient]) -> None:
        """New views for this step: first to the phones that ``asked`` something (flushed at once),
        then to the phone to move, then, unless a run of moves is still being written, the rest."""
        change = self.change()
        written = False
        for client in dict.fromkeys(asked):
            if client.connected:
                written |= self.send_view(device, client, change)
        if asked:
            device.flush()  # who just acted hears first, before the others' views are written
        to_move, later = set(self.desk.scene.state.to_move()), []
        for client in device.connected():
            if client in asked:
                continue
            if self.desk.seat_of(client) in to_move:
                written |= self.send_view(device, client, change)  # who acts next
            elif client.shown != self._shown(client, change):
                later.append(client)
        if later and written and self.waited < WAIT_STEPS:
            self.waited += 1  # the others' views wait while a run of moves is played
            return
        self.waited = 0
        for client in later:
            self.send_view(device, client, change)

    def change(self) -> Change:
        """What every phone's view depends on at this table (a phone's own: its seat, language and
        hint): the moves, whether the table is still showing the last, the log, whose phones are away
        and which seats phones hold."""
        scene = self.desk.scene
        moves, presenting = len(scene.state.history), scene.presenting()
        return moves, presenting, len(scene.log.lines), self._away(), self._seated()

    def send_view(self, device: phone.PhoneDevice, client: phone.PhoneClient, change: Change) -> bool:
        """``client``'s view sent if it changed; whether it was."""
        key = self._shown(client, change)
        if client.shown == key:
            return False
        client.shown = key
        _, seat, _, hint = key
        with i18n.speaking(client.lang):
            try:
                text = self.writer.text(change, seat, hint if hint and hint[0] == change[0] else None)
            except Exception:  # noqa: BLE001 - a phone's picture must never stop the table
                log.exception("the view for %s could not be written", client.pointer_id)
                phone.error(device, client, "no-view", "The table could not show this view.")
                return True
            device.send(client, text)
        return True

    def _shown(self, client: phone.PhoneClient, change: Change) -> Shown:
        """What ``client``'s view shows at ``change``: a new view is written when this changes."""
        seat = self.desk.seat_of(client)
        return change, seat, client.lang, self.desk.hints.get(seat) if seat is not None else None

    def _seated(self) -> tuple[bool, ...]:
        """Which seats phones hold (a spectator's list of open seats follows it)."""
        return tuple(self.desk.holds(i) for i in range(self.desk.scene.state.players))

    def _away(self) -> tuple[int, ...]:
        hub = self.desk.scene.app.pointers
        return tuple(s for s, p in sorted(hub.held_seats().items()) if p.device == phone.KIND)
