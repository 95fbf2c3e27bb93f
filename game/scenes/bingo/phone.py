"""Trick-Taking Bingo on a phone: what its seat's view is written as (``phones.views``) and the
page's own words (the bingo card, the missed track, the free marker)."""

from __future__ import annotations

from game.i18n import N_
from game.json_types import JsonObject
from game.phones.views import PhoneViews, cards, trick
from game.rules.base import IllegalMove
from game.rules.bingo import MAGIC_SQUARE, TO_CHOOSE, numbers
from game.rules.bingo.state import BingoState
from game.rules.cards import Card


def public(view: BingoState) -> JsonObject:
    return {
        "trick": trick(view.trick),
        "lead": view.lead_colour(),
        "trump": view.effective_trump(),
        "tricks": view.tricks,
        "square": [list(row) for row in MAGIC_SQUARE],
        "covered": [[*numbers(mask)] for mask in view.covered],
        "missed": list(view.missed),
        "lines": [len(view.lines(s)) for s in range(view.players)],
        "hands": [len(hand) for hand in view.hands],
    }


def private(view: BingoState, seat: int) -> JsonObject:
    return {"hand": cards(view.hands[seat]), "choosing": view.choices[seat] == TO_CHOOSE}


def unplayable(state: BingoState, seat: int, card: Card) -> IllegalMove | None:
    return state.why_unplayable(seat, card)


PHONE = PhoneViews(public, private, unplayable)

WORDS = {
    "free": N_("Tap an uncovered number for your free marker"),
    "bingo_card": N_("Your bingo card"),
    "missed": N_("Missed track"),
}
"""The page's words for Bingo (``phone_words.ui_words`` adds them to the shared ones)."""
