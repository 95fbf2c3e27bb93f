"""Fishing on a phone: what its seat's view is written as (``phones.views``) and the page's own
words (its boat, fisherman and the choices of the pass, the call and a zero's capture)."""

from __future__ import annotations

from typing import Any

from game.i18n import N_
from game.phones.views import PhoneViews, card, cards, trick
from game.rules.base import IllegalMove
from game.rules.cards import Card, PlayCard
from game.rules.fishing.state import FishingState


def public(view: FishingState) -> dict[str, Any]:
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


def private(view: FishingState, seat: int) -> dict[str, Any]:
    passed = view.passed[seat]
    return {"hand": cards(view.hands[seat]), "passed": card(passed) if passed is not None else None}


def unplayable(state: FishingState, seat: int, card: Card) -> IllegalMove | None:
    return state.why_illegal(seat, PlayCard(card)) if state.phase == "play" else None


PHONE = PhoneViews(public, private, unplayable)

WORDS = {
    "boat": N_("Boat"),
    "fisherman": N_("Fisherman"),
    "call": N_("Call a colour for the next trick"),
    "capture": N_("Choose the card your zero captures"),
    "pass": N_("Choose a card to pass left"),
}
"""The page's words for Fishing (``phone_words.ui_words`` adds them to the shared ones)."""
