"""Fishing's hint: the hard bot on a hint's budget chooses; the reason reads the heuristic
player's sight of the cards still out (``heuristic.Sight``)."""

from __future__ import annotations

from game.ai.fishing.bot import make_bot
from game.ai.fishing.heuristic import Sight, strength
from game.ai.hints import SURE, SearchHint, Wording, last_to_play
from game.i18n import _
from game.rules.base import Action, TurnState
from game.rules.fishing import (
    CAPTURE_ALL,
    MINUS_THREE,
    CallColour,
    Capture,
    FishingState,
    PassCard,
    PlayCard,
    is_zero,
)


def reason(view: TurnState, seat: int, action: Action, say: Wording) -> str:
    if not isinstance(view, FishingState):
        raise TypeError(f"a Fishing hint is given {type(view).__name__}")
    if isinstance(action, Capture):
        if action.card.special == MINUS_THREE:
            return _("Captures the −3: there is nothing else to take.")
        text = _("Captures {card}: the most valuable card left in the trick.")
        return text.format(card=say.card(action.card))
    if isinstance(action, PassCard):
        if action.card.special == MINUS_THREE:
            return _("Passes the −3: passing it costs you nothing.")
        return _("Passes {card}: the card you need least.").format(card=say.card(action.card))
    if isinstance(action, CallColour):
        return _("Calls {colour}: the colour you are strongest in.").format(colour=say.colour(action.colour))
    if not isinstance(action, PlayCard):
        raise TypeError(f"{action} is not a Fishing action")
    card = action.card
    trick = [p.card for p in view.trick]
    if card.special == MINUS_THREE:
        return _("Dumps the −3: a buoy never takes a trick, so someone else swallows it.")
    if card.special == CAPTURE_ALL:
        return _("Plays capture all: it takes every other card of the trick.")
    if is_zero(card) and trick:
        return _("Plays {card}: a zero captures the best card of the trick.").format(card=say.card(card))
    chance = Sight(view, seat).win_chance(card)
    penalty = any(c.special == MINUS_THREE for c in trick)
    if chance >= SURE and not penalty:
        if last_to_play(view):
            return _("Takes the trick with {card}: it beats every card in the trick.").format(
                card=say.card(card)
            )
        return _("Takes the trick with {card}: no one still to play can beat it.").format(card=say.card(card))
    if chance > 0.5 and not penalty:
        return _("Plays {card}: it will probably take the trick.").format(card=say.card(card))
    if penalty:
        return _("Plays {card}: it stays under the trick, which holds the −3.").format(card=say.card(card))
    if strength(card) < 0.3:
        return _("Throws {card}: the card you need least.").format(card=say.card(card))
    return _("Plays {card}: the best of your cards for this trick.").format(card=say.card(card))


HINT = SearchHint(make_bot, reason)
