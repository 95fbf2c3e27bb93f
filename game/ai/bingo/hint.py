"""Trick-Taking Bingo's hint: the hard bot on a hint's budget chooses; the reason reads the
heuristic player's sight of the cards still out (``heuristic.trick_chances``)."""

from __future__ import annotations

from game.ai.bingo.bot import make_bot
from game.ai.bingo.heuristic import LINE_WORTH, Table, missed_value, number_value, trick_chances
from game.ai.hints import SURE, SearchHint, Wording, last_to_play
from game.i18n import _
from game.rules.base import Action, TurnState
from game.rules.bingo import LINE_MASKS, BingoState, PlaceFree, PlayCard


def reason(view: TurnState, seat: int, action: Action, say: Wording) -> str:
    if not isinstance(view, BingoState):
        raise TypeError(f"a Bingo hint is given {type(view).__name__}")
    mask = view.covered[seat]
    if isinstance(action, PlaceFree):
        number = action.number
        if number_value(mask, number) >= LINE_WORTH:
            return _("Puts the free marker on {number}: it completes a line.").format(number=number)
        begun = sum(1 for line in LINE_MASKS if line >> number & 1 and mask & line)
        if begun:
            return _("Puts the free marker on {number}: it lies on lines you have begun.").format(
                number=number
            )
        return _("Puts the free marker on {number}: it lies on the most open lines.").format(number=number)
    if not isinstance(action, PlayCard):
        raise TypeError(f"{action} is not a Trick-Taking Bingo action")
    card = action.card
    name, number, colour = say.card(card), card.value, say.colour(card.colour)
    high, low = trick_chances(Table(view, seat), card)
    led = view.trick[0].card.colour if view.trick else card.colour
    lead = say.colour(led)
    sure = max(high, low) >= SURE
    last = last_to_play(view)
    if sure and mask >> number & 1:
        return _("Plays {card}: {number} is covered already, so it moves your missed track on.").format(
            card=name, number=number
        )
    if sure and number_value(mask, number) >= LINE_WORTH:
        return _("Plays {card}: it will be the highest or lowest, and {number} completes a line.").format(
            card=name, number=number
        )
    if card.colour != led and high >= SURE:
        return _("Trumps with {card}: you have no {lead}, and it covers {number}.").format(
            card=name, lead=lead, number=number
        )
    if high >= SURE and low >= SURE and not view.trick:
        return _("Leads {card}: no one else can follow {colour}, so it covers {number}.").format(
            card=name, colour=colour, number=number
        )
    if high >= SURE:
        if not view.trick:
            return _("Leads the high {card}: no one else holds a higher {colour}.").format(
                card=name, colour=colour
            )
        if last:
            return _("Plays the high {card}: it tops the trick, so it covers {number}.").format(
                card=name, number=number
            )
        return _("Plays the high {card}: no one still to play holds a higher {colour}.").format(
            card=name, colour=colour
        )
    if low >= SURE:
        if not view.trick:
            return _("Leads the low {card}: no one else holds a lower {colour}.").format(
                card=name, colour=colour
            )
        if last:
            return _("Plays the low {card}: it is the trick's lowest, so it covers {number}.").format(
                card=name, number=number
            )
        return _("Plays the low {card}: no one still to play holds a lower {colour}.").format(
            card=name, colour=colour
        )
    if max(high, low) > 0.4:
        return _("Plays {card}: a good chance to be the highest or lowest and cover {number}.").format(
            card=name, number=number
        )
    if view.missed[seat] + 1 >= 3 and missed_value(mask, view.missed[seat]) > 0:
        return _("Plays {card}: being missed fills your missed track and earns a free marker.").format(
            card=name
        )
    return _("Plays {card}: a middle card to be missed with; your high and low cards wait.").format(card=name)


HINT = SearchHint(make_bot, reason)
