"""Seats whose colours are rules (Bingo: a seat's colour is a trump; Garum: a seat plays a species)
wear the rules' colour: a newcomer who reads "Easy bot 3 (Yellow)" looks for yellow, so the seat's
badge, cursor, its "(Colour)" in the log and what the rules give it must be one colour.

The lobby shows these colours (``SPEC.seat_colours``); a table set elsewhere (the command line, an
old autosave) wears whatever it was given, so every table is dressed here when it opens. Which of
the spec's colours a seat plays is the scene's ``rule_colour(seat)``: the seat's own index unless
the game's rules let seats choose (Garum's colour order).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.scenes.widgets.cards import suit

if TYPE_CHECKING:
    from game.scenes.table.scene import TableScene


def dress(scene: TableScene) -> None:
    """Each seat, and every cursor steering it, wears the colour the rules give it (nothing changes
    in a game without rule colours)."""
    names = scene.rules_module.SPEC.seat_colours
    if not names:
        return
    for seat, info in enumerate(scene.setup.seats):
        info.colour = suit(names[scene.rule_colour(seat)]).rgb
        for pointer in scene.app.pointers.for_seat(seat):
            pointer.colour = info.colour
