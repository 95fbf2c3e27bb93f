"""Garum's part of the shared results screen (``table/results.py``): each seat's total, then what
it is made of (bonuses, workers), then the apprentices on the board — the tie-break, kept apart
from the summands — and every seat's score after each round for the chart."""

from __future__ import annotations

import dataclasses
from typing import TYPE_CHECKING

import pygame

from game.i18n import N_, _, ngettext
from game.scenes.table import results
from game.scenes.table.results import Criterion, Figures, Summary
from game.scenes.widgets import garum_fish

if TYPE_CHECKING:
    from game.scenes.garum.scene import GarumScene

APPRENTICES = Criterion(N_("apprentices"), N_("fewer apprentices on the board"))
COLUMNS = (N_("total"), N_("bonuses"), N_("workers"), N_("apprentices"))


def _fish_badge(colour: int) -> results.Badge:
    def badge(size: int) -> pygame.Surface:
        return garum_fish.fish(colour, size)

    return badge


def summary(scene: GarumScene) -> Summary:
    state = scene.state
    scores = state.scores()
    series = results.running_totals(state, lambda s: int(s.round))
    figures, keys, shown = [], [], []
    for seat in range(state.players):
        colours = state.colours_of(seat)
        apprentices = state.apprentices_placed(seat)
        cells = (
            str(scores[seat]),
            str(sum(state.bonus[c] for c in colours)),
            str(sum(state.final[c] for c in colours)),
            str(apprentices),
        )
        colour = scene.setup.seats[seat].colour  # the colour its name says; the fish show its species
        badges = tuple(_fish_badge(c) for c in colours)
        figures.append(Figures(cells, colour, badges, tuple(t[seat] for t in series)))
        keys.append((scores[seat], -apprentices))
        shown.append((scores[seat], apprentices))
    rounds = len(series) - 1
    ended = ngettext("The board is full after {n} round.", "The board is full after {n} rounds.", rounds)
    names = [scene.seat_name(seat) for seat in range(state.players)]
    columns = tuple(_(c) for c in COLUMNS)
    made = results.summary(
        names,
        keys,
        (results.POINTS, APPRENTICES),
        figures,
        shown=shown,
        columns=columns,
        ended=ended.format(n=rounds),
        caption=N_("total after round"),
        tie_breaks=1,
    )
    return _rows_by_name(scene, names, made)


def _rows_by_name(scene: GarumScene, names: list[str], made: Summary) -> Summary:
    """With two players each row shows the seat's two fish, so it names the seat by its name alone
    ("Medium bot 2 (Green and Red)" would shrink past reading); the headline keeps the colours."""
    plain = [info.name for info in scene.setup.seats]
    if scene.state.players != 2 or len(set(plain)) != len(plain):
        return made
    rows = tuple(dataclasses.replace(row, name=plain[names.index(row.name)]) for row in made.rows)
    return dataclasses.replace(made, rows=rows)
