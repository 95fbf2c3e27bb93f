"""The words a phone page shows, in its player's language: its buttons and prompts come from the
game's catalogs like every other screen's (the page itself holds no player-visible text)."""

from __future__ import annotations

import json
from collections.abc import Callable, Mapping, Sequence

from game import i18n
from game.i18n import N_, _
from game.rules.cards import Card
from game.scenes import registry
from game.scenes.widgets.cards import suit

UI = {
    "your_turn": N_("Your turn"),
    "spectator": N_("Watching"),
    "hint": N_("Hint"),
    "log": N_("Table log"),
    "last_trick": N_("Last trick"),
    "trick": N_("This trick"),
    "leave": N_("Leave seat"),
    "take": N_("Take this seat"),
    "watching": N_("You are watching: every hand stays hidden."),
    "reconnecting": N_("Connecting to the table…"),
    "points": N_("Points"),
    "hand": N_("Your hand"),
    "over": N_("The game is over."),
    "not_here": N_("This game is played on the big screen, not from phones."),
    "undo": N_("Undo"),
    "confirm": N_("Confirm"),
    "keep": N_("Keep it"),
}
NO_UNDO = N_(
    "Nothing to take back now: only your own last move, before anything new is shown or anyone else moves."
)
SHAPES = {"circle": "●", "square": "■", "triangle": "▲", "diamond": "◆", "star": "★"}
"""Each card colour's symbol (``widgets.cards.Suit.icon``), so no meaning rests on colour alone."""


def ui_words(game: str) -> dict[str, str]:
    """The page's words in the language spoken now: the shared ones and ``game``'s own (its kit's
    ``phone_words``). Only this game's: every game's imported the others' rules at the table's
    first phone view (about 100 ms in one frame, ``bench/phones.py --slowest``)."""
    kit = registry.kit_of(game)
    own = (kit.hook("phone_words") if kit is not None else None) or {}
    return {key: _(text) for key, text in (*UI.items(), *own.items())}


def waiting_for(name: str, phone: bool) -> str:
    if phone:
        return _("Waiting for {player}'s phone…").format(player=name)
    return _("Waiting for {player}").format(player=name)


def hex_colour(rgb: Sequence[int]) -> str:
    return "#{:02x}{:02x}{:02x}".format(*rgb[:3])


def card_key(card: Mapping[str, object]) -> str:
    """The page finds a card's look by this (``JSON.stringify([colour, value, special])``)."""
    return json.dumps([card.get("colour"), card.get("value"), card.get("special")], separators=(",", ":"))


CardLooks = dict[tuple[str, object, object, object], tuple[str, dict[str, str]]]
"""Cards' looks already written: (language, colour, value, special) -> (``card_key``, look)."""


def dress_cards(
    payload: object,
    title: Callable[[Card], str],
    from_json: Callable[[object], Card],
    out: dict[str, dict[str, str]] | None = None,
    made: CardLooks | None = None,
) -> dict[str, dict[str, str]]:
    """Every card in ``payload`` (a JSON tree) named in the player's words (``title``, the table's
    card words) with its colour and symbol, by ``card_key``: the page draws faces from these.
    ``made``: the looks already written, kept by the caller between views (a view is written for
    every phone at every move, and holds dozens of cards)."""
    out = {} if out is None else out
    made = {} if made is None else made
    if isinstance(payload, dict):
        if payload.get("type") == "Card":
            known = (i18n.language(), payload.get("colour"), payload.get("value"), payload.get("special"))
            if known not in made:
                colour = payload.get("colour")
                look = suit(colour if isinstance(colour, str) else None)
                made[known] = card_key(payload), {
                    "title": title(from_json(payload)),
                    "rgb": hex_colour(look.rgb),
                    "shape": SHAPES.get(look.icon, ""),
                }
            key, dressed = made[known]
            out[key] = dressed
            return out
        for value in payload.values():
            dress_cards(value, title, from_json, out, made)
    elif isinstance(payload, list):
        for value in payload:
            dress_cards(value, title, from_json, out, made)
    return out


def turn_prompt(
    seat: int | None, movers: Sequence[int], seat_name: Callable[[int], str], on_phone: Callable[[int], bool]
) -> str:
    """The phone's line about the turn: the game is over, it is yours, or whom the table waits for."""
    if not movers:
        return _(UI["over"])
    if seat in movers:
        return _(UI["your_turn"])
    return waiting_for(", ".join(seat_name(s) for s in movers), any(on_phone(s) for s in movers))
