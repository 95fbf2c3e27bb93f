"""What the Fishing status panel says while no human may act: who plays, leads, calls, captures or
passes next, and what they may play. The panel was blank while the table showed the moves and at
tables of bots only. Read from the true state, never more than the move being shown ahead (bots
wait for the table), so the seats named are the ones that act when the showing ends; the next
leader once the table has shown who took the trick."""

from __future__ import annotations

from game.i18n import _, ngettext
from game.rules.fishing import CALL, CAPTURE, PASS
from game.scenes.table.words import card_colour, together


def coming(scene) -> str:
    """Who acts next, in player words; empty once the game is over (its end is the banner's)."""
    state, shown = scene.state, scene.shown
    if state.is_over():
        return ""
    seats = state.to_move()
    names = together([scene.seat_name(seat) for seat in seats])
    if state.phase == PASS:
        words = ngettext(
            "{players} passes one card to the left", "{players} pass one card each to the left", len(seats)
        )
        return words.format(players=names)
    if state.phase == CALL:
        return _("{player} calls the colour everyone must play next trick").format(player=names)
    if state.phase == CAPTURE:
        return _("{player}'s zero captures one card from the trick").format(player=names)
    if not state.trick:
        deciding = shown.trick and shown.winner is None  # the table has not shown who took it yet
        if state.round != shown.round:  # the ending round's scoring is shown first
            if deciding:
                return _("The round's last trick is decided, then round {n} starts").format(n=state.round)
            return _("{player} leads round {n} with any card").format(player=names, n=state.round)
        if deciding:
            return _("The trick is decided, then the next one starts")
        return _("{player} leads the next trick with any card").format(player=names)
    lead = state.lead_colour()  # its card is on the table or flying there face up
    if lead is None:  # only buoys so far: the first coloured card sets the lead colour
        return _("{player} plays next: any card, as no colour is led yet").format(player=names)
    return _("{player} plays next: {colour} if they have it, or a buoy").format(
        player=names, colour=card_colour(lead)
    )
