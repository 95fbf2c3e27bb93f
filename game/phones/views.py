"""What a phone is sent: its seat's ``view(seat)`` written as plain JSON, and nothing else.

Every function starts from ``state.view(seat)`` (``public`` from any seat's view, keeping only
what every seat sees), so a phone can never receive another hand or a pile's order: the rules
already made those unknown, and the writers here copy only the fields a phone shows. Cards and
actions are written as the records write them (``rules.base.to_json``), so what a phone sends
back is read by the same ``from_json`` as an autosave. Words are not made here (``phones.words``
on the table's side puts the player's language on top).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

from game.rules.base import IllegalMove, TurnState, to_json
from game.rules.cards import Card, PlayCard


def card(card: Card) -> dict[str, Any]:
    """``to_json(card)``, written out: a view holds dozens of cards and is written every move."""
    return {"type": "Card", "colour": card.colour, "value": card.value, "special": card.special}


def cards(hand: Any) -> list[Any]:
    return [card(c) for c in hand if c is not None]


def trick(plays: Any) -> list[dict[str, Any]]:
    return [{"seat": play.seat, "card": card(play.card)} for play in plays]


# -- Fishing ------------------------------------------------------------------------------------
def fishing_public(view: Any) -> dict[str, Any]:
    return {
        "round": view.round,
        "phase": view.phase,
        "trick": trick(view.trick),
        "lead": view.lead_colour(),
        "called": view.called,
        "lowest": view.lowest,
        "fishermen": [cards(catch) for catch in view.fishermen],
        "boats": [len(boat) for boat in view.boats],
        "ocean": len(view.ocean),
        "hands": [len(hand) for hand in view.hands],
    }


def fishing_private(view: Any, seat: int) -> dict[str, Any]:
    passed = view.passed[seat]
    return {"hand": cards(view.hands[seat]), "passed": card(passed) if passed is not None else None}


def fishing_unplayable(state: Any, seat: int, card: Card) -> IllegalMove | None:
    return state.why_illegal(seat, PlayCard(card)) if state.phase == "play" else None


# -- Trick-Taking Bingo -------------------------------------------------------------------------
def bingo_public(view: Any) -> dict[str, Any]:
    from game.rules.bingo import MAGIC_SQUARE, numbers

    return {
        "trick": trick(view.trick),
        "lead": view.lead_colour(),
        "trump": view.effective_trump(),
        "tricks": view.tricks,
        "square": [list(row) for row in MAGIC_SQUARE],
        "covered": [numbers(mask) for mask in view.covered],
        "missed": list(view.missed),
        "lines": [len(view.lines(s)) for s in range(view.players)],
        "hands": [len(hand) for hand in view.hands],
    }


def bingo_private(view: Any, seat: int) -> dict[str, Any]:
    from game.rules.bingo.state import TO_CHOOSE

    return {"hand": cards(view.hands[seat]), "choosing": view.choices[seat] == TO_CHOOSE}


def bingo_unplayable(state: Any, seat: int, card: Card) -> IllegalMove | None:
    return state.why_unplayable(seat, card)


# -- Garum ----------------------------------------------------------------------------------------
def garum_public(view: Any) -> dict[str, Any]:
    return {
        "phase": view.phase,
        "round": view.round,
        "tank": view.tank,
        "colour": view.colour_to_move(),
        "owner": list(view.owner),
        "left": [list(workers) for workers in view.left],
        "hands": [len(hand) for hand in view.hands],
    }


def garum_private(view: Any, seat: int) -> dict[str, Any]:
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


PUBLIC: dict[str, Callable[[Any], dict[str, Any]]] = {
    "fishing": fishing_public,
    "bingo": bingo_public,
    "garum": garum_public,
}
PRIVATE: dict[str, Callable[[Any, int], dict[str, Any]]] = {
    "fishing": fishing_private,
    "bingo": bingo_private,
    "garum": garum_private,
}
UNPLAYABLE: dict[str, Callable[[Any, int, Card], IllegalMove | None]] = {
    "fishing": fishing_unplayable,
    "bingo": bingo_unplayable,
}
"""Per game, why a card of the hand cannot be played now (None: it can)."""


DRAWN = {"finden": ("mode", "classic")}
"""Games a phone plays as a drawing pad over its own board (``scenes/finden/phone.py``), with
the option and value of the table that has that part (5er Finden's race, not its puzzle)."""


def served(game: str, options: Mapping[str, Any] | None = None) -> bool:
    """Whether phones can play ``game`` with the lobby's ``options`` (None: the defaults)."""
    if game in DRAWN:
        key, value = DRAWN[game]
        return (options or {}).get(key, value) == value
    return game in PUBLIC


def view(state: TurnState, seat: int | None) -> dict[str, Any]:
    """What the phone of ``seat`` is sent (``None``: a spectator, public information only)."""
    game = state.GAME
    seen = state.view(0 if seat is None else seat)
    out: dict[str, Any] = {
        "game": game,
        "seat": seat,
        "players": state.players,
        "to_move": list(state.to_move()),
        "over": state.is_over(),
        "scores": list(state.scores()),
        "public": PUBLIC[game](seen) if game in PUBLIC else {},
    }
    if seat is not None and game in PRIVATE:
        out["private"] = PRIVATE[game](seen, seat)
        out["legal"] = [to_json(action) for action in state.legal_actions(seat)]
    return out


def unplayable(state: TurnState, seat: int) -> list[tuple[Any, IllegalMove]]:
    """Each card of ``seat``'s hand that cannot be played now, with the rule it would break."""
    why = UNPLAYABLE.get(state.GAME)
    if why is None or seat not in state.to_move():
        return []
    out = []
    for held in dict.fromkeys(c for c in state.hands[seat] if c is not None):  # its own hand, in order
        problem = why(state, seat, held)
        if problem is not None:
            out.append((held, problem))
    return out
