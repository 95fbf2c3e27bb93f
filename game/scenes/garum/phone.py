"""Garum on a phone: the seat's view as a phone is sent it (``PHONE``), and the words and looks a
phone needs beyond it.

The phone holds what is private (the own tiles) and the choices; the board stays on the big
screen, which every player sees. Placing a tile is choosing among the four slots of this round's
tank, so the phone offers those slots as buttons (after the tile is picked and turned) rather than
a miniature board or a touchpad: a 16×16 board at a phone's width has cells too small to aim at,
and a touchpad would need eyes on the big screen for every move. Workers, tanks and the neutral
tile's turns are buttons worded as the table words them.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.i18n import N_, _
from game.phones.views import PhoneViews
from game.rules.garum.data import line_id
from game.rules.garum.state import GarumState
from game.scenes.garum.words import line_title
from game.scenes.table import phone_words
from game.scenes.widgets.garum_fish import SPECIES_COLOURS

if TYPE_CHECKING:
    from game.scenes.garum.scene import GarumScene

APPRENTICE, FOREMAN = N_("apprentice"), N_("foreman")
WORDS = {
    "tiles": N_("Your tiles"),
    "turn": N_("Turn the tile"),
    "slot": N_("Slot {number}"),
    "place_tile": N_("Pick a tile, turn it, then tap the slot of tank {tank} it goes in."),
    "neutral": N_("Tap the way the neutral tile goes in."),
    "place_worker": N_(
        "Place a worker on a line through tank {tank}, or none. Each button shows what that worker "
        "would score if the game ended now."
    ),
    "choose_tank": N_("As Emperor, choose an unfilled tank for this round."),
}


Json = dict[str, object]
"""A JSON object as a phone is sent it, or sends back (an action)."""


# -- the seat's view, as a phone is sent it ------------------------------------------------------
def public(view: GarumState) -> Json:
    return {
        "phase": view.phase,
        "round": view.round,
        "tank": view.tank,
        "colour": view.colour_to_move(),
        "owner": list(view.owner),
        "left": [list(workers) for workers in view.left],
        "hands": [len(hand) for hand in view.hands],
    }


def private(view: GarumState, seat: int) -> Json:
    """The seat's own tiles (each its four fish, clockwise from the top left) and, while it turns
    the neutral tile, that tile."""
    tiles = view.data.tiles
    own = [{"id": t, "fish": list(tiles[t].fish)} for c in view.colours_of(seat) for t in view.hands[c]]
    dummy = view.dummy_tile if view.phase == "dummy" and seat in view.to_move() else None
    return {
        "tiles": own,
        "colours": list(view.colours_of(seat)),
        "dummy": {"id": dummy, "fish": list(tiles[dummy].fish)} if dummy is not None else None,
    }


PHONE = PhoneViews(public, private)


def extra(scene: GarumScene, seat: int | None, legal: list[Json]) -> Json:
    """Species (name and colour), the page's Garum words, and every choice other than placing a
    tile as [action, words] buttons."""
    state = scene.state
    names = [_(name) for name in state.data.species]
    species = [
        {"name": name, "mark": mark, "rgb": phone_words.hex_colour(rgb)}
        for name, mark, rgb in zip(names, marks(names), SPECIES_COLOURS, strict=False)
    ]
    words = {key: _(text) for key, text in WORDS.items()}
    words["place_tile"] = words["place_tile"].format(tank=state.tank)
    words["place_worker"] = words["place_worker"].format(tank=state.tank)
    choices = [[action, choice_words(action, state)] for action in legal if action["type"] != "PlaceTile"]
    return {"species": species, "garum_words": words, "choices": choices}


def marks(names: list[str]) -> list[str]:
    """Each species' mark on a tile's cell, distinct in every language: the initial, else the last
    word's initial (Vietnamese cá ngừ, cá thu), else its first two letters (German Thunfisch and
    Tintenfisch)."""
    for mark in (lambda n: n[:1], lambda n: n.split()[-1][:1], lambda n: n.split()[-1][:2]):
        found = [mark(name).title() for name in names]
        if len(set(found)) == len(found):
            return found
    return names


def choice_words(action: Json, state: GarumState) -> str:
    """A choice's button: a worker's line, kind and what it would score now (the table shows the
    same on the board when the pointer rests on a line); a tank; a turn of the neutral tile."""
    kind = action["type"]
    if kind == "PlaceWorker":
        foreman = bool(action["foreman"])
        axis, index, colour = action["axis"], action["index"], state.colour_to_move()
        assert isinstance(axis, str) and isinstance(index, int) and colour is not None, action
        line = line_id(axis, index)
        points = state.board.points(state.counts[line][colour], foreman, state.data.foreman_factor)
        return f"{line_title(line)} · {_(FOREMAN if foreman else APPRENTICE)} {points:+d}"
    if kind == "NoWorker":
        return _("No worker")
    if kind == "ChooseTank":
        return _("Tank {tank}").format(tank=action["tank"])
    if kind == "TurnDummy":
        rotation = action["rotation"]
        assert isinstance(rotation, int), action
        return _("Turned {degrees}°").format(degrees=90 * rotation)
    return str(kind)
