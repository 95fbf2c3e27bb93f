"""Bingo's part of the shared results screen (``table/results.py``): lines and covered numbers
per seat, how the game ended, and the covered numbers after each trick for the chart.

The first to complete a line wins; several at once, more lines wins, equal lines share. When nine
tricks pass without a line, the most covered numbers win (shared on a tie)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.i18n import N_, _, ngettext
from game.rules.bingo import SEAT_COLOURS, TO_CHOOSE
from game.scenes.table import results
from game.scenes.table.results import Criterion, Figures, Summary
from game.scenes.widgets.cards import suit

if TYPE_CHECKING:
    from game.rules.bingo import BingoState
    from game.scenes.bingo.scene import BingoScene

LINES = Criterion(N_("lines"), N_("the most lines"))
COVERED = Criterion(N_("covered numbers"), N_("the most covered numbers"))
COLUMNS = (N_("lines"), N_("covered"))



def trick_of(state: BingoState) -> int:
    """The tricks played, the free markers chosen after a trick counted with it: a replay's
    scrubber marks tricks (Bingo has one round), and the score chart steps per trick."""
    return int(state.tricks) - any(c == TO_CHOOSE for c in state.choices)

def summary(scene: BingoScene) -> Summary:
    state = scene.state
    lines = [len(state.lines(seat)) for seat in range(state.players)]
    covered = state.scores()
    tricks = ngettext("{n} trick", "{n} tricks", state.tricks).format(n=state.tricks)
    if any(lines):
        keys = [(n, c) for n, c in zip(lines, covered, strict=True)]
        criteria: tuple[Criterion, ...] = (LINES,)
        ended = _("A line was completed after {tricks}.").format(tricks=tricks)
    else:
        keys = [(c, n) for n, c in zip(lines, covered, strict=True)]
        criteria = (COVERED,)
        ended = _("Nobody completed a line in {tricks}.").format(tricks=tricks)
    series = results.running_totals(state, trick_of)
    figures = [
        Figures(
            (str(lines[seat]), str(covered[seat])),
            scene.seat_colour(seat),
            (results.icon_badge(suit(SEAT_COLOURS[seat]).icon, scene.seat_colour(seat)),),
            tuple(t[seat] for t in series),
        )
        for seat in range(state.players)
    ]
    names = [scene.seat_name(seat) for seat in range(state.players)]
    columns = tuple(_(c) for c in COLUMNS)
    return results.summary(
        names,
        keys,
        criteria,
        figures,
        columns=columns,
        ended=ended,
        caption=N_("covered after trick"),
        deciding=1,
    )
