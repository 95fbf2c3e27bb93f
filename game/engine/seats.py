"""Who sits at the table: what the lobby hands a game scene (and what an autosave remembers).

A seat is a human (steered by one or more pointers), a bot of some level, or empty. Seat colours
come from the Okabe–Ito colour-blind-safe palette; each seat also has a name and an initial, so
no meaning is carried by colour alone.
"""

from __future__ import annotations

import dataclasses
import functools
import unicodedata
from typing import Any

from game.i18n import N_, _, language, ngettext

# Okabe–Ito, in the order seats receive them (black is the table, grey is "nobody").
SEAT_COLOURS: tuple[tuple[int, int, int], ...] = (
    (230, 159, 0),  # orange
    (86, 180, 233),  # sky blue
    (0, 158, 115),  # bluish green
    (240, 228, 66),  # yellow
    (0, 114, 178),  # blue
    (213, 94, 0),  # vermillion
    (204, 121, 167),  # reddish purple
)
HUMAN, BOT, EMPTY = "human", "bot", "empty"
BOT_LEVELS = ("easy", "medium", "hard")


@dataclasses.dataclass
class Seat:
    kind: str
    name: str
    colour: tuple[int, int, int]
    level: str = "medium"
    pointers: tuple[str, ...] = ()
    """Ids of the pointers that steer this seat (humans only)."""

    @property
    def is_bot(self) -> bool:
        return self.kind == BOT

    @property
    def initial(self) -> str:
        """The seat's mark on its badge, cursor and tokens: the name's initial, or for a seat named
        by its colour, that colour's mark (distinct from every other colour's, in every language),
        and for a made-up numbered name ("Medium bot 2", "Spieler 3") its number."""
        name = self.name.strip()
        head, _space, number = name.rpartition(" ")
        if number.isdigit() and head and _is_default_name(head):
            return number
        return colour_marks().get(name) or (name[:1] or "?").upper()

    def to_json(self) -> dict[str, Any]:
        data = dataclasses.asdict(self)
        data["colour"] = list(self.colour)
        data["pointers"] = list(self.pointers)
        return data

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> Seat:
        return cls(
            kind=str(data["kind"]),
            name=clean_name(str(data["name"])),
            colour=tuple(int(c) for c in data["colour"]),  # type: ignore[arg-type]
            level=str(data.get("level", "medium")),
            pointers=tuple(str(p) for p in data.get("pointers", ())),
        )


@dataclasses.dataclass
class TableSetup:
    """A game about to start: the filled seats in seat order, the game's options and the seed."""

    game: str
    seats: list[Seat]
    options: dict[str, Any] = dataclasses.field(default_factory=dict)
    seed: int = 0

    def __post_init__(self) -> None:
        self.seats = distinct_names(self.seats)

    @property
    def humans(self) -> list[int]:
        return [i for i, s in enumerate(self.seats) if s.kind == HUMAN]

    def to_json(self) -> dict[str, Any]:
        return {
            "game": self.game,
            "seats": [s.to_json() for s in self.seats],
            "options": dict(self.options),
            "seed": self.seed,
        }

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> TableSetup:
        return cls(
            game=str(data["game"]),
            seats=[Seat.from_json(s) for s in data["seats"]],
            options=dict(data.get("options", {})),
            seed=int(data.get("seed", 0)),
        )


NAME_LIMIT = 14
"""[decision] Longest seat name, in characters (it must fit a score panel)."""
ROW_NAME_LIMIT = 18
"""Longest name under a solo high score, which has a whole table row to itself."""


def clean_name(name: str, limit: int = NAME_LIMIT) -> str:
    """A name as it may be stored and drawn: control and format characters (NUL, bell, lone
    surrogates, bidi overrides) removed, runs of white space made one space, at most ``limit``
    characters. Called where names enter (typed, loaded), so everything after can trust them."""
    words = ("".join(ch for ch in word if unicodedata.category(ch)[0] != "C") for word in name.split())
    return " ".join(word for word in words if word)[:limit].rstrip()  # no space left by the cut


KIND_CHOICES: tuple[tuple[str, str], ...] = (
    (HUMAN, ""),
    (BOT, "easy"),
    (BOT, "medium"),
    (BOT, "hard"),
    (EMPTY, ""),
)
"""What a lobby seat can be, in the order the lobby cycles through: (kind, bot level)."""


COLOUR_NAMES: tuple[str, ...] = (
    N_("Orange"),
    N_("Sky"),
    N_("Green"),
    N_("Yellow"),
    N_("Blue"),
    N_("Red"),
    N_("Purple"),
)
"""Default player names, one per seat colour: their initials differ, so cursor badges do too."""


BOT_NAMES = {"easy": N_("Easy bot"), "medium": N_("Medium bot"), "hard": N_("Hard bot")}
"""A bot's name in every game: its level and its seat's number ("Easy bot 3"), so that three easy
bots are three players in every sentence; the table adds its colour ("Easy bot 3 (Sky)")."""


def bot_name(level: str, number: int | None = None) -> str:
    """A bot of ``level``, numbered by its seat when ``number`` is given (every table does)."""
    name = _(BOT_NAMES.get(level, BOT_NAMES["medium"]))
    return name if number is None else numbered(name, number)


def numbered(name: str, number: int, limit: int = NAME_LIMIT) -> str:
    """``name`` with a number after it, cut so that the number always fits within ``limit``."""
    tail = _("{name} {number}").format(name="", number=number)
    return _("{name} {number}").format(name=name[: max(limit - len(tail), 1)].rstrip(), number=number)


def distinct_names(seats: list[Seat]) -> list[Seat]:
    """The seats, where several share a name each numbered by its seat ("Anna 1", "Anna 3"), so no
    sentence at the table ("Choose a card for Anna") can mean two seats. Copies only what changes."""
    names = [seat.name for seat in seats]
    shared = {name for name in names if names.count(name) > 1}
    out = []
    for i, seat in enumerate(seats):
        if seat.name in shared:
            number = i + 1
            while numbered(seat.name, number) in names:
                number += len(seats)
            names[i] = numbered(seat.name, number)
            seat = dataclasses.replace(seat, name=names[i])
        out.append(seat)
    return out


def default_name(
    colour: tuple[int, int, int], kind: str, level: str = "medium", number: int | None = None
) -> str:
    """A seat's name until someone types one: a bot's level (with ``number``, its seat's), a
    player's colour."""
    if kind == BOT:
        return bot_name(level, number)
    return _(COLOUR_NAMES[SEAT_COLOURS.index(colour)]) if colour in SEAT_COLOURS else _("Player")


def colour_marks() -> dict[str, str]:
    """Each seat colour's name, in English and in the language spoken now -> its mark: the initial,
    or where two colours of that language share it (German Grün, Gelb) their first two letters."""
    return _colour_marks(language())


@functools.lru_cache(maxsize=8)
def _colour_marks(_language: str) -> dict[str, str]:
    marks = {}
    for names in (list(COLOUR_NAMES), [_(name) for name in COLOUR_NAMES]):
        firsts = [name[:1].upper() for name in names]
        for name, first in zip(names, firsts, strict=True):
            marks[name] = first if firsts.count(first) == 1 else name[:2].title()
    return marks


def is_made_up_name(name: str) -> bool:
    """A name the table made up rather than one a player typed (statistics remember typed names)."""
    return _is_default_name(name.strip())


def _is_default_name(name: str) -> bool:
    """A name the table made up (colour or bot level, in English or the language now spoken), also
    numbered by its seat ("Medium bot 2")."""
    head, _space, number = name.rpartition(" ")
    if number.isdigit() and head:
        name = head
    made = {*COLOUR_NAMES, *BOT_NAMES.values(), "Player"}
    return not name or name in made or name in {_(n) for n in made} or name.endswith(" bot")


class TablePlan:
    """The lobby's table while it is being set up: every possible seat, who claimed it, options.

    Seats are claimed by pointer id, in the order people press to join, never by device order.
    ``setup`` drops empty seats and hands any human seat nobody claimed to the pointer that pressed
    Start (one mouse can play several seats of a turn-based game). Kinds, names, colours and options
    are remembered; which device holds which seat only within one session (a run of the program),
    because device ids mean nothing to the next run.
    """

    def __init__(
        self,
        game: str,
        min_seats: int,
        max_seats: int,
        options: dict[str, Any] | None = None,
        fixed_colours: tuple[tuple[str, tuple[int, int, int]], ...] = (),
        bot_level: str = "medium",
        packed: bool = False,
    ):
        self.game = game
        self.packed = packed and bool(fixed_colours)
        """Whether the rules give the fixed colours by seat order (Bingo): the filled seats then
        wear them in order, an empty seat the colours nobody plays."""
        self.min_seats, self.max_seats = min_seats, max_seats
        self.options: dict[str, Any] = dict(options or {})
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
        return _is_default_name(name) or name in {n for n, _colour in self.fixed_colours}

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
        return (humans or unclaimed or [None])[0]

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
                if _is_default_name(seat.name):
                    seat.name = self._default_name(seat, seat.kind, seat.level)
                return

    # -- starting ----------------------------------------------------------------------------
    def filled(self) -> list[Seat]:
        return [s for s in self.seats if s.kind != EMPTY]

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
    def to_json(self, session: str = "") -> dict[str, Any]:
        """The set-up to remember; with ``session``, which device held which seat in it."""
        seats = [(s if session else dataclasses.replace(s, pointers=())).to_json() for s in self.seats]
        return {"game": self.game, "seats": seats, "options": dict(self.options), "session": session}

    def restore(self, data: dict[str, Any], session: str = "") -> None:
        """Take kinds, names, levels, colours and known options from a remembered set-up, and the
        seats' devices when it was remembered in this same ``session``; anything malformed or from
        another game is ignored (the defaults stay)."""
        try:
            if data.get("game") != self.game:
                return
            same_session = bool(session) and data.get("session") == session
            seats = [Seat.from_json(s) for s in data["seats"]][: self.max_seats]
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
            for key, value in dict(data.get("options", {})).items():
                if key in self.options:
                    self.options[key] = value
        except (KeyError, TypeError, ValueError, AttributeError):
            return


def seat_bot_for_vacated(setup: TableSetup, seat: int, level: str = "medium") -> bool:
    """A human whose device stayed away past the grace period hands the seat to a bot, so the
    table does not stall; the seat keeps its colour and says whose it was. False if ``seat`` is
    not a human seat of this table."""
    if not 0 <= seat < len(setup.seats) or setup.seats[seat].kind != HUMAN:
        return False
    old = setup.seats[seat]
    setup.seats[seat] = Seat(BOT, _("{name} (bot)").format(name=old.name), old.colour, level)
    return True


def again(setup: TableSetup, seed: int, steering: dict[int, tuple[str, ...]] | None = None) -> TableSetup:
    """The same table for a new game (Play again): every seat keeps its kind, name, colour and
    level, and each human seat the devices that steer it now (``steering``, from the pointer
    hub: a gamepad that came back under a new id keeps the seat). Seats are copied, so the new
    game's changes (a vacated seat handed to a bot) never reach the old game's record."""
    steering = steering or {}
    seats = [
        dataclasses.replace(seat, pointers=steering.get(i, seat.pointers) if seat.kind == HUMAN else ())
        for i, seat in enumerate(setup.seats)
    ]
    return TableSetup(setup.game, seats, dict(setup.options), seed)
