"""Who may act at a table and what each seat may see: human seats, the seat a pointer acts for (a
mouse passed around a hot-seat table included), peeking at a hidden hand, and a seat in player words.

``TableScene`` mixes it in; DESIGN, hidden hands, says why a hand is face up or not."""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.engine.seats import HUMAN
from game.scenes.table import privacy, words
from game.scenes.table.members import TableMembers

if TYPE_CHECKING:
    from game.engine.pointers import Pointer


class SeatAccess(TableMembers):
    """The seats' access (what it reads and calls of its scene: ``TableMembers``)."""

    def human_seats(self) -> list[int]:
        return [i for i, seat in enumerate(self.setup.seats) if seat.kind == HUMAN]

    def humans_to_move(self) -> list[int]:
        return [s for s in self.state.to_move() if self.setup.seats[s].kind == HUMAN]

    def seat_of(self, pointer: Pointer) -> int | None:
        """The human seat a pointer may act for now.

        A pointer claimed by a seat acts for that seat. With a single unclaimed pointer (one
        system mouse at a hot-seat table) it acts for whichever human seat is to move, as long as
        there is exactly one such seat.
        """
        if pointer.seat is not None:
            return pointer.seat if pointer.seat in self.human_seats() else None
        movers = self.humans_to_move()
        return movers[0] if len(movers) == 1 else None

    def acting_seat(self, pointer: Pointer) -> int | None:
        """``seat_of``, except that an unclaimed pointer (one mouse passed around a hot-seat table)
        acts for the first human to move even when several are."""
        seat = self.seat_of(pointer)
        if seat is None and pointer.seat is None:
            movers = self.humans_to_move()
            seat = movers[0] if movers else None
        return seat

    def hand_face_up(self, seat: int) -> bool:
        """Whether ``seat``'s hand is drawn face up now: ``hand_visible`` with its peek control, or
        for the turn it lifted the hand-off curtain on unless another seat is peeking (then that
        seat's hand is the one shown, and the turn's hint and refusal wait)."""
        turn = seat == self.hand_off.revealed and self.peeker() in (None, seat)
        return self.hand_visible(seat, seat in self.peeking or turn)

    def hold_peek(self, seat: int, held: bool) -> None:
        """``seat`` pressed (``held``) or released its peek control: looking, never playing."""
        (self.peeking.add if held else self.peeking.discard)(seat)

    def peeker(self) -> int | None:
        """A seat holding its peek control: its own hand is the one shown, whoever is to move."""
        return min(self.peeking) if self.peeking else None

    def turn_uses_hand(self, seat: int) -> bool:
        """Whether ``seat``'s move now comes from its hidden hand (else no curtain is needed)."""
        return True

    def peek_words(self, seat: int) -> str:
        """ "hold F": the peek control of the device ``seat`` plays with."""
        return privacy.peek_words(privacy.seat_device(self.app.pointers, seat))

    def hand_visible(self, seat: int, peeking: bool = False) -> bool:
        """Whether ``seat``'s hidden hand may be shown face up now (DESIGN: hidden hands).

        A bot's hand is never shown. A human's hand is shown when it is the only human seat, when
        the table chose open hands, or while that seat holds its peek control.
        """
        if self.setup.seats[seat].kind != HUMAN or self.phones.holds(seat):  # a phone shows it
            return False
        if len(self.human_seats()) == 1 or peeking:
            return True
        return bool(self.app.settings.get("open_hands", False))

    def seat_name(self, seat: int) -> str:
        """A seat in player words: its name, with its colour unless the name says it."""
        return words.who(self.setup.seats[seat].name, self.colour_word(seat))

    def colour_word(self, seat: int) -> str | None:
        """The seat's colour as players call it (a game whose seats play several colours overrides)."""
        return words.colour_name(self.setup.seats[seat].colour)

    def seat_colour(self, seat: int) -> tuple[int, int, int]:
        """The colour a seat wears: its badge, panel, cursor and tokens."""
        return tuple(self.setup.seats[seat].colour)  # type: ignore[return-value]

    def rule_colour(self, seat: int) -> int:
        """Which of ``SPEC.seat_colours`` the rules give ``seat`` (games that let seats choose override)."""
        return seat
