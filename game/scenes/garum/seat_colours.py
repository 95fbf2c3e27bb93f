"""Garum seats wear their species' colour: a newcomer who reads "Medium bot 4 (Yellow)" looks for
yellow fish, so a seat's colour (panel, badge, cursor), its "(Colour)" in the log and its workers
must be one colour.

The lobby dresses the seats in the species' colours (``SPEC.seat_colours``); ``with_colour_order``
turns the colours they wear into the rules' ``colours`` option, so a seat keeps its species when a
seat before it was left empty. A table set without the lobby (the command line, an autosave from
before) wears the palette's colours: ``dress`` gives each seat the colour of the species it plays.
"""

from __future__ import annotations

import dataclasses
from typing import Any

from game.engine.seats import TableSetup
from game.scenes.widgets.garum_fish import SPECIES_COLOURS


def colour_order(setup: TableSetup) -> tuple[int, ...] | None:
    """The rules' colour order (per turn position, a colour) that gives each seat wearing a species
    colour that species, the other seats the colours left in order; None where that is the rules'
    default order. With two players the positions run A1 B1 A2 B2: each seat's second colour is one
    nobody wears."""
    worn: list[int | None] = []
    for seat in setup.seats:
        colour = SPECIES_COLOURS.index(seat.colour) if seat.colour in SPECIES_COLOURS else None
        worn.append(colour if colour not in worn else None)
    free = iter([c for c in range(len(SPECIES_COLOURS)) if c not in worn])
    order = [c if c is not None else next(free) for c in worn]
    order += list(free) if len(order) == 2 else []
    return None if order == list(range(len(order))) else tuple(order)


def with_colour_order(setup: TableSetup) -> TableSetup:
    """``setup`` with the colour order its seats wear, unless its options already name one."""
    order = colour_order(setup)
    if "colours" in setup.options or order is None:
        return setup
    return dataclasses.replace(setup, options={**setup.options, "colours": list(order)})


def dress(scene: Any) -> None:
    """Each seat, and every cursor steering it, wears the colour of its species (with two players,
    the one it plays first)."""
    for seat, info in enumerate(scene.setup.seats):
        info.colour = SPECIES_COLOURS[scene.state.order[seat]]  # its colour at its first turn position
        for pointer in scene.app.pointers.for_seat(seat):
            pointer.colour = info.colour
