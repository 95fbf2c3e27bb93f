"""Who sits at the table: what the lobby hands a game scene (and what an autosave remembers).

A seat is a human (steered by one or more pointers), a bot of some level, or empty. Seat colours
come from the Okabe–Ito colour-blind-safe palette; each seat also has a name and an initial, so
no meaning is carried by colour alone.
"""

from __future__ import annotations

import dataclasses
import functools
import unicodedata
from collections.abc import Iterable, Mapping
from typing import TypedDict

from game.engine import draw
from game.i18n import N_, _, language

# Okabe–Ito, in the order seats receive them (black is the table, grey is "nobody").
SEAT_COLOURS: tuple[tuple[int, int, int], ...] = (
    (230, 159, 0),  # orange
    (86, 180, 233),  # sky blue
    (0, 158, 115),  # bluish green
    (240, 228, 66),  # yellow
    (0, 114, 178),  # blue
    draw.RED,  # red (a clearer red than Okabe–Ito's vermillion: draw.RED)
    (204, 121, 167),  # reddish purple
)
HUMAN, BOT, EMPTY = "human", "bot", "empty"
BOT_LEVELS = ("easy", "medium", "hard")


class SeatJson(TypedDict, total=False):
    """A seat as saved (``documents.SEAT`` checks it on load; only ``name`` is required there)."""

    kind: str
    name: str
    colour: list[int]
    level: str
    pointers: list[str]


class SetupJson(TypedDict, total=False):
    """A table's set-up as saved (``documents.SETUP``)."""

    game: str
    seats: list[SeatJson]
    options: dict[str, object]
    seed: int


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
        if number.isdigit() and head and is_default_name(head):
            return number
        return colour_marks().get(name) or (name[:1] or "?").upper()

    def to_json(self) -> SeatJson:
        return {
            "kind": self.kind,
            "name": self.name,
            "colour": list(self.colour),
            "level": self.level,
            "pointers": list(self.pointers),
        }

    @classmethod
    def from_json(cls, data: Mapping[str, object]) -> Seat:
        """A seat as saved (``SeatJson``; the document's schema checked its fields)."""
        return cls(
            kind=str(data["kind"]),
            name=clean_name(str(data["name"])),
            colour=_rgb(_listed(data["colour"])),
            level=str(data.get("level", "medium")),
            pointers=tuple(str(p) for p in _listed(data.get("pointers", []))),
        )


def _listed(value: object) -> list[object]:
    if not isinstance(value, list):
        raise TypeError(f"expected a list, found {value!r}")
    return value


def _mapping(value: object) -> dict[str, object]:
    if not isinstance(value, dict):
        raise TypeError(f"expected an object, found {value!r}")
    return value


def _rgb(values: Iterable[object]) -> tuple[int, int, int]:
    """A stored colour (three numbers; the document's schema checked them)."""
    red, green, blue = (int(value) for value in values if isinstance(value, int | float))
    return red, green, blue


@dataclasses.dataclass
class TableSetup:
    """A game about to start: the filled seats in seat order, the game's options and the seed."""

    game: str
    seats: list[Seat]
    options: dict[str, object] = dataclasses.field(default_factory=dict)
    seed: int = 0

    def __post_init__(self) -> None:
        self.seats = distinct_names(self.seats)

    @property
    def humans(self) -> list[int]:
        return [i for i, s in enumerate(self.seats) if s.kind == HUMAN]

    def to_json(self) -> SetupJson:
        return {
            "game": self.game,
            "seats": [s.to_json() for s in self.seats],
            "options": dict(self.options),
            "seed": self.seed,
        }

    @classmethod
    def from_json(cls, data: Mapping[str, object]) -> TableSetup:
        """A set-up as saved (``SetupJson``; the document's schema checked its fields)."""
        seed = data.get("seed", 0)
        if not isinstance(seed, int | float):
            raise TypeError(f"a seed is a number, not {seed!r}")
        return cls(
            game=str(data["game"]),
            seats=[Seat.from_json(_mapping(s)) for s in _listed(data["seats"])],
            options=dict(_mapping(data.get("options", {}))),
            seed=int(seed),
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
    return is_default_name(name.strip())


def is_default_name(name: str) -> bool:
    """A name the table made up (colour or bot level, in English or the language now spoken), also
    numbered by its seat ("Medium bot 2")."""
    head, _space, number = name.rpartition(" ")
    if number.isdigit() and head:
        name = head
    made = {*COLOUR_NAMES, *BOT_NAMES.values(), "Player"}
    return not name or name in made or name in {_(n) for n in made} or name.endswith(" bot")


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
