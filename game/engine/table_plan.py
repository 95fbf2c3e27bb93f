"""The lobby's table while it is being set up (``TablePlan``): every possible seat, who claimed it,
its kind, name and colour, and the options, until Start turns it into a ``TableSetup``."""

from __future__ import annotations

import dataclasses
from collections.abc import Mapping

from game.engine.seats import (
    BOT,
    BOT_LEVELS,
    EMPTY,
    HUMAN,
    KIND_CHOICES,
    NAME_LIMIT,
    SEAT_COLOURS,
    Seat,
    TableSetup,
    bot_name,
    clean_name,
    default_name,
    is_default_name,
)
from game.i18n import _, ngettext


class PlanSeats:
    """Every possible seat of a table being set up, with the names and colours they wear by default."""

    def __init__(
        self,
        game: str,
        min_seats: int,
        max_seats: int,
        options: Mapping[str, object] | None = None,
        fixed_colours: tuple[tuple[str, tuple[int, int, int]], ...] = (),
        bot_level: str = "medium",
        packed: bool = False,
    ):
        self.game = game
        self.packed = packed and bool(fixed_colours)
        """Whether the rules give the fixed colours by seat order (Bingo): the filled seats then
        wear them in order, an empty seat the colours nobody plays."""
        self.min_seats, self.max_seats = min_seats, max_seats
        self.options: dict[str, object] = dict(options or {})
        self.fixed_colours = fixed_colours
        """(name, colour) per seat for a game whose seat colours are rules (Bingo); else empty."""
        colours = [c for _name, c in fixed_colours] or list(SEAT_COLOURS)
        self.seats = [
            Seat(HUMAN if i == 0 else BOT if i < max(min_seats, 2) else EMPTY, "", colours[i], bot_level)
            for i in range(max_seats)
        ]
        for seat in self.seats:
            seat.name = self._default_name(seat, seat.kind, seat.level)

    def _default_name(self, seat: Seat, kind: str, level: str) -> str:
        """The name a seat has until someone types one; a bot's carries its seat's number."""
        number = next((i + 1 for i, held in enumerate(self.seats) if held is seat), None)
        fixed = {colour: name for name, colour in self.fixed_colours}
        if seat.colour in fixed:
            return fixed[seat.colour] if kind != BOT else bot_name(level, number)
        return default_name(seat.colour, kind, level, number)

    def _number_bots(self) -> None:
        """Bots named by the table take their seat's number again after seats moved."""
        for seat in self.seats:
            if seat.kind == BOT and self._is_default_name(seat.name):
                seat.name = self._default_name(seat, seat.kind, seat.level)

    def _is_default_name(self, name: str) -> bool:
        return is_default_name(name) or name in {n for n, _colour in self.fixed_colours}

    def _settle(self) -> None:
        """After seats changed: the packed colours, then the bots' numbers."""
        self._pack()
        self._number_bots()

    def _pack(self) -> None:
        """A packed table's filled seats wear the fixed colours in seat order, so a seat after an
        empty one shows in the lobby the colour it will play (and a default name, that colour's)."""
        if not self.packed:
            return
        order = self.filled() + [seat for seat in self.seats if seat.kind == EMPTY]
        for seat, (_name, colour) in zip(order, self.fixed_colours, strict=False):
            if seat.colour != colour:
                seat.colour = colour
                if self._is_default_name(seat.name):
                    seat.name = self._default_name(seat, seat.kind, seat.level)

    def filled(self) -> list[Seat]:
        return [s for s in self.seats if s.kind != EMPTY]

    def wear(self, index: int, colour: tuple[int, int, int]) -> None:
        """Seat ``index`` takes ``colour`` (a remembered player's) if it is a palette colour no other
        seat wears; a game with fixed colours keeps them."""
        taken = {s.colour for i, s in enumerate(self.seats) if i != index and s.kind != EMPTY}
        if not self.fixed_colours and colour in SEAT_COLOURS and colour not in taken:
            self.seats[index].colour = colour

    def cycle_colour(self, index: int) -> None:
        """The next palette colour no other seat wears (a game with fixed colours keeps them)."""
        if self.fixed_colours:
            return
        taken = {s.colour for i, s in enumerate(self.seats) if i != index and s.kind != EMPTY}
        at = SEAT_COLOURS.index(self.seats[index].colour) if self.seats[index].colour in SEAT_COLOURS else -1
        for step in range(1, len(SEAT_COLOURS) + 1):
            colour = SEAT_COLOURS[(at + step) % len(SEAT_COLOURS)]
            if colour not in taken:
                seat = self.seats[index]
                seat.colour = colour
                if is_default_name(seat.name):
                    seat.name = self._default_name(seat, seat.kind, seat.level)
                return


class TablePlan(PlanSeats):
    """The lobby's table while it is being set up: every possible seat, who claimed it, options.

    Seats are claimed by pointer id, in the order people press to join, never by device order.
    ``setup`` drops empty seats and hands any human seat nobody claimed to the pointer that pressed
    Start (one mouse can play several seats of a turn-based game). Kinds, names, colours and options
    are remembered; which device holds which seat only within one session (a run of the program),
    because device ids mean nothing to the next run.
    """

    # -- joining -----------------------------------------------------------------------------
    def seats_of(self, pointer_id: str) -> list[int]:
        return [i for i, s in enumerate(self.seats) if pointer_id in s.pointers]

    def join(self, pointer_id: str, seat: int | None = None, shared: bool = False) -> int | None:
        """Seat ``pointer_id`` at ``seat`` (or the first open one); None when the table is full.

        Open means a human seat nobody has claimed, else the first bot or empty seat.
        With ``shared`` the pointer keeps the seats it already has (one mouse, several players).
        """
        if seat is None:
            seat = self._open_seat()
            if seat is None:
                return None
        if not shared and self.move(pointer_id, seat):
            return seat
        if not shared:
            self.leave(pointer_id)
        target = self.seats[seat]
        if target.kind != HUMAN:
            self.set_kind(seat, HUMAN)
        if pointer_id not in target.pointers:
            target.pointers = (*target.pointers, pointer_id)
        return seat

    def move(self, pointer_id: str, seat: int) -> bool:
        """A seated player moves to ``seat`` and takes their name and colour along; whoever sat
        there (a player, a bot, nobody) takes the player's old place. False if ``pointer_id`` has
        no seat or already sits at ``seat``."""
        mine = self.seats_of(pointer_id)
        if not mine or seat in mine:
            return False
        self.swap(mine[0], seat)
        return True

    def swap(self, a: int, b: int) -> None:
        """Seats ``a`` and ``b`` change places with everything they hold; a game whose colours are
        rules keeps each place's colour (and its default name)."""
        first, second = self.seats[a], self.seats[b]
        self.seats[a], self.seats[b] = second, first
        if self.fixed_colours:
            first.colour, second.colour = second.colour, first.colour
            for seat in (first, second):
                if self._is_default_name(seat.name):
                    seat.name = self._default_name(seat, seat.kind, seat.level)
        self._settle()

    def leave(self, pointer_id: str) -> None:
        """The pointer lets go of every seat it held; the seats stay human, ready to be claimed."""
        for seat in self.seats:
            seat.pointers = tuple(p for p in seat.pointers if p != pointer_id)

    def replace_pointer(self, old: str, new: str) -> None:
        """A device came back under a new id and reclaimed its seats."""
        for seat in self.seats:
            seat.pointers = tuple(new if p == old else p for p in seat.pointers)

    def _open_seat(self) -> int | None:
        unclaimed = [i for i, s in enumerate(self.seats) if not s.pointers]
        humans = [i for i in unclaimed if self.seats[i].kind == HUMAN]
        return next(iter(humans or unclaimed), None)

    # -- editing -----------------------------------------------------------------------------
    def set_kind(self, index: int, kind: str, level: str | None = None) -> None:
        seat = self.seats[index]
        if self._is_default_name(seat.name):
            seat.name = self._default_name(seat, kind, level or seat.level)
        seat.kind, seat.level = kind, level or seat.level
        if kind != HUMAN:
            seat.pointers = ()
        worn = [other.colour for other in self.filled() if other is not seat]
        if kind != EMPTY and seat.colour in worn:  # it took a colour while empty: not two of one colour
            self.cycle_colour(index)
        self._settle()

    def cycle_kind(self, index: int, step: int = 1) -> None:
        """Human → easy → medium → hard bot → empty → human …"""
        seat = self.seats[index]
        current = (seat.kind, seat.level if seat.kind == BOT else "")
        at = KIND_CHOICES.index(current) if current in KIND_CHOICES else 0
        kind, level = KIND_CHOICES[(at + step) % len(KIND_CHOICES)]
        self.set_kind(index, kind, level if kind == BOT else None)

    def rename(self, index: int, name: str) -> None:
        cleaned = clean_name(name)
        seat = self.seats[index]
        seat.name = cleaned or self._default_name(seat, seat.kind, seat.level)

    # -- starting ----------------------------------------------------------------------------
    def problems(self, shared_ok: bool = True, starter: str | None = None) -> list[str]:
        """Why the game cannot start yet, as sentences (empty when it can)."""
        out = []
        count = len(self.filled())
        if count < self.min_seats:
            need = ngettext(
                "This game needs at least {n} seat filled; {count} are.",
                "This game needs at least {n} seats filled; {count} are.",
                self.min_seats,
            )
            out.append(need.format(n=self.min_seats, count=count))
        if not shared_ok and self._shared(self._claims(starter)):
            out.append(
                _(
                    "This game is played in real time: every human seat needs a device of its own "
                    "(or make the extra seats bots)."
                )
            )
        return out

    def setup(self, seed: int, starter: str | None = None) -> TableSetup:
        """The ``TableSetup`` to start, empty seats left out.

        Human seats nobody claimed go to ``starter``'s pointer. A pointer that ends up with several
        seats (one mouse for the whole table) is left unclaimed in the setup: a turn-based game lets
        an unclaimed pointer act for whichever human seat is to move, which is hot-seat play.
        """
        claims = self._claims(starter)
        shared = self._shared(claims)
        seats = [
            dataclasses.replace(seat, pointers=tuple(p for p in claim if p not in shared))
            for seat, claim in zip(self.filled(), claims, strict=True)
        ]
        return TableSetup(self.game, seats, dict(self.options), seed)

    def _claims(self, starter: str | None) -> list[tuple[str, ...]]:
        """Per filled seat, the pointers that will steer it (unclaimed humans get ``starter``)."""
        return [
            seat.pointers or ((starter,) if starter and seat.kind == HUMAN else ()) for seat in self.filled()
        ]

    @staticmethod
    def _shared(claims: list[tuple[str, ...]]) -> set[str]:
        seen: set[str] = set()
        shared: set[str] = set()
        for claim in claims:
            shared |= seen & set(claim)
            seen |= set(claim)
        return shared

    # -- remembering -------------------------------------------------------------------------
    def to_json(self, session: str = "") -> dict[str, object]:
        """The set-up to remember; with ``session``, which device held which seat in it."""
        seats = [(s if session else dataclasses.replace(s, pointers=())).to_json() for s in self.seats]
        return {"game": self.game, "seats": seats, "options": dict(self.options), "session": session}

    def restore(self, data: Mapping[str, object], session: str = "") -> None:
        """Take kinds, names, levels, colours and known options from a remembered set-up, and the
        seats' devices when it was remembered in this same ``session``; anything malformed or from
        another game is ignored (the defaults stay)."""
        try:
            if data.get("game") != self.game:
                return
            same_session = bool(session) and data.get("session") == session
            listed, options = data["seats"], data.get("options", {})
            if not isinstance(listed, list) or not isinstance(options, dict):
                return
            seats = [Seat.from_json(s) for s in listed if isinstance(s, dict)]
            if len(seats) != len(listed):
                return  # a malformed seat: the set-up is not this game's any more
            seats = seats[: self.max_seats]
            for i, seat in enumerate(seats):
                if seat.kind in (HUMAN, BOT, EMPTY) and seat.level in BOT_LEVELS:
                    colour = self.fixed_colours[i][1] if self.fixed_colours else seat.colour
                    pointers = seat.pointers if same_session and seat.kind == HUMAN else ()
                    seat = dataclasses.replace(
                        seat, pointers=pointers, name=seat.name[:NAME_LIMIT], colour=colour
                    )
                    self.seats[i] = seat
                    if self._is_default_name(seat.name):
                        seat.name = self._default_name(seat, seat.kind, seat.level)
            self._settle()
            for key, value in options.items():
                if key in self.options:
                    self.options[key] = value
        except (KeyError, TypeError, ValueError, AttributeError):
            return
