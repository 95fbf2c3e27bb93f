"""Presses on the lobby's seat cards: a newcomer's join key, the wheel or rotate button stepping a
seat's kind, a press on a card's parts (claim, leave, colour, name), a remembered player picked
from the names a typed one offers. The seating's rules are ``seating``'s; this routes a press to
them and tells the scene (``play``, ``sync``) when the seats changed."""

from __future__ import annotations

from collections.abc import Callable

import game.scenes.lobby.seating as seating
from game.engine import pointers
from game.engine.table_plan import TablePlan
from game.scenes.lobby.cards import JOIN, NAME, CardLayout, Part
from game.scenes.lobby.name_field import NameField


class CardPresses:
    def __init__(
        self,
        plan: TablePlan,
        name: NameField,
        shared_ok: bool,
        play: Callable[[str], None],
        sync: Callable[[], None],
    ):
        self.plan = plan
        self.name = name
        self.shared_ok = shared_ok
        """Several seats may share a pointer (not in a real-time game)."""
        self.play = play
        self.sync = sync

    def handle(self, event: pointers.PointerEvent, cards: list[CardLayout]) -> bool | None:
        """True: the press was the cards'; None: it was not (the buttons below may take it)."""
        if event.kind == pointers.DOWN and event.button == pointers.PRIMARY and self._newcomer(event.pointer):
            return self._join_key(event, cards)
        card = seating.card_at(cards, event.pos)
        turn = (
            event.kind == pointers.WHEEL
            and event.wheel
            or event.kind == pointers.DOWN
            and event.button == pointers.ROTATE
        )
        if card is not None and turn:
            self._cycle_kind(card, -1 if event.wheel > 0 else 1)
            return True
        if event.kind == pointers.DOWN:
            hit = seating.hit(cards, event.pos)
            if self._pick_offered(hit):
                return True
            self.stop_editing()
            if hit is not None:
                self._press_seat(event.pointer, event.button, *hit)
                return True
            if self._newcomer(event.pointer) and self.plan.join(event.pointer.id) is not None:
                self.play("click")  # any other button of a newcomer joins too
                self.sync()
                return True
        return None

    def stop_editing(self) -> None:
        if self.name.stop():
            self.sync()

    def _cycle_kind(self, seat: int, step: int) -> None:
        """Wheel or rotate button over a card: step through human, easy … hard bot, empty."""
        self.plan.cycle_kind(seat, step)
        self.play("tick")
        self.sync()

    def _press_seat(self, pointer: pointers.Pointer, button: int, seat: int, part: Part) -> None:
        if button == pointers.PRIMARY and part == NAME:
            self.name.start(seat)
        elif not seating.press(
            self.plan, pointer, button, seat, part, seating.shares(self.shared_ok, pointer)
        ):
            return
        self.play("click")
        self.sync()

    def _newcomer(self, pointer: pointers.Pointer) -> bool:
        return seating.newcomer(self.plan, pointer)

    def _join_key(self, event: pointers.PointerEvent, cards: list[CardLayout]) -> bool | None:
        """A newcomer's join key (Space, U, Right Shift, pad A, left click) joins: the seat whose
        Join it is on, else the first open seat. It never edits a card, wherever its cursor was
        left long ago; with the table full only the buttons below the cards answer."""
        hit = seating.hit(cards, event.pos)
        seat = hit[0] if hit is not None and hit[1] == JOIN else None
        if self.plan.join(event.pointer.id, seat) is not None:
            self.play("click")
            self.sync()
            return True
        return True if seating.card_at(cards, event.pos) is not None else None

    def _pick_offered(self, hit: tuple[int, Part] | None) -> bool:
        """A press on a remembered player the card being typed on offers seats them."""
        if hit is None or hit[0] != self.name.seat or not isinstance(hit[1], int):
            return False
        if not self.name.pick(hit[1]):
            return False
        self.play("click")
        self.sync()
        return True
