"""5er Finden's part of the shared results screen (``table/results.py``), classic and puzzle:
every seat's total and the figure that breaks a tie, and the total after each round for the chart.

Classic: highest total; tie: more points in rounds 1–4. Puzzle: highest score; tie: more circled
shapes (``rules/finden``'s rankings, which the test holds these places to)."""

from __future__ import annotations

from collections.abc import Sequence
from itertools import accumulate

from game.i18n import N_, _, ngettext
from game.rules.finden.classic import ClassicGame
from game.rules.finden.puzzle import PuzzleGame
from game.rules.finden.scoring import CLASSIC_ROUNDS
from game.scenes.finden.seat import FindenSeatView
from game.scenes.table import results
from game.scenes.table.results import Criterion, Figures, Summary

EARLY = Criterion(N_("points in rounds 1–4"), N_("more points in rounds 1–4"))
CIRCLED = Criterion(N_("circled shapes"), N_("more circled shapes"))
CLASSIC_COLUMNS = (N_("total"), N_("rounds 1–4"), N_("round 5"))
PUZZLE_COLUMNS = (N_("total"), N_("circled"), N_("time marks"))
EARLY_END = N_("Nobody found a matching five in round {n}, so the game ended.")
"""A puzzle game ends early after a round in which no player found a five."""


def _summary(
    seats: Sequence[FindenSeatView],
    keys: list[tuple[int, int]],
    tie_break: Criterion,
    cells: Sequence[tuple[str, ...]],
    series: list[tuple[int, ...]],
    columns: tuple[str, ...],
    ended: str = "",
) -> Summary:
    """Either mode's results: a shape badge per seat beside its colour, ``series`` from 0;
    ``ended`` says how the game ended (by default: every round played)."""
    figures = [
        Figures(
            cells[seat],
            view.colour,
            (results.icon_badge(results.seat_shape(seat), view.colour),),
            series[seat],
        )
        for seat, view in enumerate(seats)
    ]
    rounds = len(series[0]) - 1 if series else 0
    return results.summary(
        [view.name for view in seats],
        keys,
        (results.POINTS, tie_break),
        figures,
        columns=tuple(_(c) for c in columns),
        ended=ended or ngettext("{n} round played.", "All {n} rounds played.", rounds).format(n=rounds),
        caption=N_("total after round"),
    )


def classic(seats: Sequence[FindenSeatView], game: ClassicGame) -> Summary:
    rounds = game.round_totals()
    keys = [(sum(r), sum(r[: CLASSIC_ROUNDS - 1])) for r in rounds]
    cells = [
        (str(total), str(early), str(sum(r[CLASSIC_ROUNDS - 1 :])))
        for r, (total, early) in zip(rounds, keys, strict=True)
    ]
    series = [(0, *accumulate(r)) for r in rounds]
    return _summary(seats, keys, EARLY, cells, series, CLASSIC_COLUMNS)


def puzzle(seats: Sequence[FindenSeatView], game: PuzzleGame) -> Summary:
    sheets = game.sheets
    keys = [(sheet.score(game.values), sheet.circled_count()) for sheet in sheets]
    cells = [
        (str(score), str(circled), str(sheet.time_marks))
        for (score, circled), sheet in zip(keys, sheets, strict=True)
    ]
    totals = results.running_totals(game, lambda g: int(g.round))
    played = game.round + 1  # the round nobody matched in ends the game without a new round
    totals += [totals[-1]] * (played + 1 - len(totals))  # a last round that scored nothing, charted
    series = [tuple(t[seat] for t in totals) for seat in range(len(sheets))]
    early = _(EARLY_END).format(n=played) if played < len(game.rolls) else ""
    return _summary(seats, keys, CIRCLED, cells, series, PUZZLE_COLUMNS, early)
