"""What the Bingo status panel says while no human may act: who plays or leads next, and what they
may play (a newcomer learns the rule when it applies). The panel was blank while the table showed
the moves and at tables of bots only: nobody could tell whose turn came. Read from the true state,
which is never more than the move being shown ahead (bots wait for the table), so the seat named
is the one that acts when the showing ends; the lead colour from the table, once it lands."""

from __future__ import annotations

from game.i18n import _, ngettext
from game.rules.bingo import TO_CHOOSE
from game.scenes.table.words import together
from game.scenes.widgets.cards import colour_words


def coming(scene) -> str:
    """Who acts next, in player words; empty once the game is over (its end is the banner's)."""
    state, shown = scene.state, scene.shown
    if state.is_over():
        return ""
    choosing = [seat for seat, choice in enumerate(state.choices) if choice == TO_CHOOSE]
    if choosing:
        words = ngettext(
            "{players} places a free marker on any open number",
            "{players} place their free markers on open numbers",
            len(choosing),
        )
        return words.format(players=together([scene.seat_name(seat) for seat in choosing]))
    (seat,) = state.to_move()
    if state.trick:
        name = scene.seat_name(seat)
        if not shown.trick:  # the lead card is still in the air: its colour is not on the table yet
            return _("{player} plays next: the lead colour if they have it").format(player=name)
        lead = colour_words(shown.trick[0][1].colour)
        return _("{player} plays next: a {colour} card if they have one").format(player=name, colour=lead)
    n = state.tricks + 1
    if len(shown.trick) == state.players and not shown.marks:  # the high is not shown yet
        return _("Whoever takes the high leads trick {n}").format(n=n)
    return _("{player} leads trick {n} with any card").format(player=scene.seat_name(seat), n=n)
