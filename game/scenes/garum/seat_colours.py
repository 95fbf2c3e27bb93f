"""What is Garum's own in seat colours (``table/seat_colours.py`` dresses every table's seats):
the rules take a colour order, so a seat keeps the species it wore in the lobby even when a seat
before it was left empty (``with_colour_order``); with two players a seat plays two species, its
colour word names both (``colour_words``) and the lobby says so before the game starts
(``lobby_note``).
"""

from __future__ import annotations

import dataclasses
from collections.abc import Sequence

from game.engine.seats import EMPTY, Seat, TableSetup
from game.i18n import _
from game.rules.garum.setup import turn_order
from game.scenes.table import words
from game.scenes.widgets.garum_fish import SPECIES_COLOURS


def colour_order(seats: Sequence[Seat]) -> tuple[int, ...] | None:
    """The rules' colour order (per turn position, a colour) that gives each seat wearing a species
    colour that species, the other seats the colours left in order; None where that is the rules'
    default order. With two players the positions run A1 B1 A2 B2: each seat's second colour is one
    nobody wears."""
    worn: list[int | None] = []
    for seat in seats:
        colour = SPECIES_COLOURS.index(seat.colour) if seat.colour in SPECIES_COLOURS else None
        worn.append(colour if colour not in worn else None)
    free = iter([c for c in range(len(SPECIES_COLOURS)) if c not in worn])
    order = [c if c is not None else next(free) for c in worn]
    order += list(free) if len(order) == 2 else []
    return None if order == list(range(len(order))) else tuple(order)


def with_colour_order(setup: TableSetup) -> TableSetup:
    """``setup`` with the colour order its seats wear, unless its options already name one."""
    order = colour_order(setup.seats)
    if "colours" in setup.options or order is None:
        return setup
    return dataclasses.replace(setup, options={**setup.options, "colours": list(order)})


def colour_words(colours: tuple[int, ...]) -> str:
    """A seat's colours as players call them: "Blue", or with two players both ("Blue and Yellow"),
    so a newcomer looks for both species a seat plays."""
    return words.together([words.colour_name(SPECIES_COLOURS[colour]) or "" for colour in colours])


def lobby_note(seats: Sequence[Seat]) -> str:
    """For the lobby, while two seats are taken: each player plays two colours (two hands, two sets
    of workers, two species), and which ones, as the game will deal them. Else nothing."""
    owners = _two_player_owners(seats)
    if owners is None:
        return ""
    playing, owner = owners
    colours = [colour_words(tuple(c for c in range(len(owner)) if owner[c] == seat)) for seat in (0, 1)]
    return _(
        "Two players: each of you plays two colours, with their tiles, workers and fish. "
        "{first} plays {first_colours}, {second} plays {second_colours}."
    ).format(
        first=playing[0].name, first_colours=colours[0], second=playing[1].name, second_colours=colours[1]
    )


def lobby_seat_word(seats: Sequence[Seat], index: int) -> str:
    """An empty seat's card in a two-player lobby names who plays its colour ("played by Ada"),
    not "nobody sits here"; else nothing (the lobby's own words)."""
    owners = _two_player_owners(seats)
    seat = seats[index]
    if owners is None or seat.kind != EMPTY or seat.colour not in SPECIES_COLOURS:
        return ""
    playing, owner = owners
    return _("played by {player}").format(player=playing[owner[SPECIES_COLOURS.index(seat.colour)]].name)


def _two_player_owners(seats: Sequence[Seat]) -> tuple[list[Seat], tuple] | None:
    """The two seats taken and the rules' owner of each colour, while exactly two are taken."""
    playing = [seat for seat in seats if seat.kind != EMPTY]
    if len(playing) != 2:
        return None
    return playing, turn_order(2, colour_order(playing))[1]
