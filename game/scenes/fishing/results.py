"""Fishing's part of the shared results screen (``table/results.py``): every seat's total with its
over-fishing penalties, how the game ended, and the totals after each round for the chart. Their
timing (``results_since``) and the buttons are the table's (``TableScene``).

The per-round totals come from replaying the game's record, so a resumed game charts its rounds
from the first one, not only those played since it was resumed.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.i18n import N_, _, ngettext
from game.rules import fishing as rules
from game.rules.base import TurnState
from game.scenes.table import results
from game.scenes.table.results import Figures, Summary

COLUMNS = (N_("points"), N_("penalties"))

if TYPE_CHECKING:
    from game.scenes.fishing.scene import FishingScene


def seat_marker(seat: int) -> str:
    """The shape that stands for ``seat`` on its panel and on the chart (colour is never alone)."""
    return results.seat_shape(seat)


def round_totals(state: rules.FishingState) -> list[tuple[int, ...]]:
    """Every seat's total after each round of ``state``'s game, from its record."""
    return _replayed(state)[0]


def _replayed(state: rules.FishingState) -> tuple[list[tuple[int, ...]], bool]:
    """The totals after each round, and whether over-fishing ended the game."""
    record = state.to_record()
    replay: TurnState = rules.FishingState.from_record({**record, "actions": []})
    totals = [tuple(0 for _seat in range(state.players))]
    over_fishing = False
    for seat, action in state.history:
        for event in replay.apply(seat, action):
            if isinstance(event, rules.RoundScored):
                totals.append(event.scores)
            over_fishing = over_fishing or isinstance(event, rules.OverFishing)
    if tuple(state.score) != totals[-1]:
        totals.append(tuple(state.score))  # penalties after the last count (over-fishing)
    return totals, over_fishing


def summary(scene: FishingScene) -> Summary:
    state = scene.state
    totals, over_fishing = _replayed(state)
    rounds = len(totals) - 1
    if over_fishing:
        ended = _("Over-fishing ended the game after round {n}.").format(n=rounds)
    else:
        ended = ngettext("{n} round played.", "All {n} rounds played.", rounds).format(n=rounds)
    scores = state.scores()
    figures = []
    columns = COLUMNS if any(state.penalties) else COLUMNS[:1]
    for seat in range(state.players):
        penalties = state.penalties[seat]
        cells = (str(scores[seat]), _("{n}× −3").format(n=penalties) if penalties else "–")[: len(columns)]
        colour = scene.seat_colour(seat)
        badge = results.icon_badge(seat_marker(seat), colour)
        figures.append(Figures(cells, colour, (badge,), tuple(t[seat] for t in totals)))
    names = [scene.seat_name(seat) for seat in range(state.players)]
    keys = [(score,) for score in scores]
    return results.summary(
        names,
        keys,
        (results.POINTS,),
        figures,
        columns=tuple(_(c) for c in columns),
        ended=ended,
        caption=N_("total after round"),
    )
