"""Players who are remembered: a profile is a name (as typed) and the colour last worn with it,
most recently seated first. The lobby offers them on a seat card while a name is typed; starting a
game with a typed name makes (or refreshes) its profile. Stored as the ``profiles`` document.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Iterable
from typing import TypedDict

from game.engine.seats import HUMAN, Seat
from game.engine.storage import Storage
from game.stats import book

PROFILES_FILE = "profiles"
KEEP = 200
"""Profiles kept (the least recently seated go first)."""


@dataclasses.dataclass(frozen=True)
class Profile:
    name: str
    colour: tuple[int, int, int] | None = None


def load(storage: Storage) -> list[Profile]:
    """Every profile, most recently seated first (an unusable file was set aside by ``load_json``)."""
    out = []
    for entry in storage.load_json(PROFILES_FILE, []):
        if not book.remembered(entry["name"]):
            continue
        colour = entry.get("colour")
        out.append(Profile(entry["name"], tuple(colour[:3]) if colour and len(colour) >= 3 else None))
    return out


def names(storage: Storage, counted: Iterable[str] = ()) -> list[str]:
    """Everyone remembered: the profiles, then the players with statistics (``counted``) that
    have none."""
    known = [p.name for p in load(storage)]
    keys = {book.key_of(n) for n in known}
    return known + [n for n in counted if book.key_of(n) not in keys]


class ProfileJson(TypedDict, total=False):
    """A remembered player as stored (``documents.PROFILE``): a name, and the colour last worn."""

    name: str
    colour: list[int]


def remembering(storage: Storage, seats: Iterable[Seat], chosen: bool = True) -> list[ProfileJson]:
    """The profiles after ``seats`` sat down: each typed human name first, with the colour it
    wears when the players ``chosen`` it (a game whose rules give the colours keeps the old one)."""
    seated = [s for s in seats if s.kind == HUMAN and book.remembered(s.name)]
    known = {book.key_of(p.name): p for p in load(storage)}
    fresh = []
    for seat in seated:
        old = known.pop(book.key_of(seat.name), None)
        fresh.append(_json(seat.name, seat.colour if chosen else old.colour if old is not None else None))
    older = [_json(p.name, p.colour) for p in known.values()]
    return (fresh + older)[:KEEP]


def _json(name: str, colour: tuple[int, int, int] | None) -> ProfileJson:
    return {"name": name, "colour": list(colour)} if colour else {"name": name}


def remember(storage: Storage, seats: Iterable[Seat], chosen: bool = True) -> None:
    """Make or refresh the profiles of the typed names in ``seats`` (a game is starting);
    ``chosen``: whether the players chose their colours (not a game's rules)."""
    seats = list(seats)
    if any(s.kind == HUMAN and book.remembered(s.name) for s in seats):
        storage.save_json(PROFILES_FILE, remembering(storage, seats, chosen))


def choices(profiles: list[Profile], typed: str, taken: Iterable[str], most: int) -> list[Profile]:
    """The profiles a seat card offers while ``typed`` is typed: those whose name starts with it
    (all, while the table's made-up name is still there), not seated elsewhere, at most ``most``."""
    start = book.key_of(typed) if book.remembered(typed) else ""
    busy = {book.key_of(name) for name in taken}
    fits = [p for p in profiles if book.key_of(p.name).startswith(start) and book.key_of(p.name) not in busy]
    return fits[:most]
