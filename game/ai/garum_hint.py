"""A hint for a person at the Garum table: the heuristic's move and one line saying why.

``hint(view, seat)`` reads only the seat's view (hidden tiles and coins play no part), answers at
once (no search, so a hint never holds a frame) and names lines, species and colours as players
see them ("row 5", "tuna", "red"), never seats or indices. Scenes ask through the one hint
registry, ``hints.hint("garum", view, seat)``.
"""

from __future__ import annotations

from typing import Any

from game.ai.garum_fast import PICTURES, FastGarum
from game.ai.garum_heuristic import Judge, best
from game.i18n import _
from game.rules.garum.data import SIZE, WILD
from game.rules.garum.moves import ChooseTank, NoWorker, PlaceTile, PlaceWorker, TurnDummy


def line_words(line: int) -> str:
    if line < SIZE:
        return _("row {number}").format(number=line + 1)
    return _("column {number}").format(number=line - SIZE + 1)


def hint(view: Any, seat: int) -> tuple[Any, str]:
    """The heuristic's action for ``seat`` and a reason in player words (at once, no search)."""
    state = FastGarum.from_state(view)
    actions = state.legal_actions(seat)
    judge = Judge(state, seat)
    action = best(actions, judge.scores(actions)) if len(actions) > 1 else actions[0]
    return action, _reason(judge, action)


def reason(view: Any, seat: int, action: Any) -> str:
    """Why ``action`` (the hard bot's choice, say) is good for ``seat``, told from its view."""
    return _reason(Judge(FastGarum.from_state(view), seat), action)


def _reason(judge: Judge, action: Any) -> str:
    if isinstance(action, PlaceTile):
        return _tile_reason(judge, action)
    if isinstance(action, PlaceWorker):
        return _worker_reason(judge, action)
    if isinstance(action, NoWorker):
        return _("Keep your workers: no line through this tank promises more than a later one.")
    if isinstance(action, ChooseTank):
        return _("Open tank {tank}: it is where your workers' lines gain most.").format(
            tank=action.tank
        )
    if isinstance(action, TurnDummy):
        return _("Turn the dummy's tile so its fish help your lines, not your rivals'.")
    return _("The only move.")


def _tile_reason(judge: Judge, action: PlaceTile) -> str:
    state, colour = judge.state, judge.colour
    data = state.data
    species = data.species[colour]
    fish = PICTURES[action.tile][action.rotation]
    cells = list(zip(state.tables.cell_lines[state.tank, action.slot], fish, strict=True))
    icon = state.board.bonus.get((state.tank, action.slot))
    if icon is not None and icon[1] != WILD and fish[icon[0]] == icon[1]:
        return _("Covers the {species} icon: +{points} now.").format(
            species=data.species[icon[1]], points=data.species_points
        )
    mine = {line: foreman for c, line, foreman in state.workers if c == colour}
    fed: dict[int, int] = {}
    for (row, column), kind in cells:
        for line in (row, column):
            if kind == colour and line in mine:
                fed[line] = fed.get(line, 0) + 1
    if fed:
        line = max(fed, key=lambda ln: (fed[ln], mine[ln]))
        if mine[line]:
            text = _("Puts {count} {species} on {line}, where your foreman works.")
        else:
            text = _("Puts {count} {species} on {line}, where your apprentice works.")
        return text.format(count=fed[line], species=species, line=line_words(line))
    if icon is not None and icon[1] == WILD:
        return _("Fills a bonus space: +{points} now.").format(points=data.wild_points)
    rivals = [
        (c, line)
        for c, line, _worker in state.workers
        if judge.weight[c] < 0 and any(line in pair and kind != c for pair, kind in cells)
    ]
    if rivals:
        c, line = rivals[0]
        return _("Fills {line} with fish {rival} cannot use ({rival} works it for {species}).").format(
            line=line_words(line), rival=data.colours[c], species=data.species[c]
        )
    own = sum(1 for _cell, kind in cells if kind == colour)
    return _("Lays {count} {species} where a worker can still build a line.").format(
        count=own, species=species
    )


def _worker_reason(judge: Judge, action: PlaceWorker) -> str:
    state, colour = judge.state, judge.colour
    new = all(not (c == colour and ln == action.line) for c, ln, _foreman in state.workers)
    mean, _spread = judge.outlook.line(colour, action.line, 1 if new else 0)
    points = judge.outlook.worker(colour, action.line, action.foreman, 1 if new else 0)
    if action.foreman:
        text = _("Foreman on {line}: about {fish} {species} expected there, worth about {points} points.")
    else:
        text = _("Apprentice on {line}: about {fish} {species} expected there, worth about {points} points.")
    return text.format(
        line=line_words(action.line),
        fish=f"{mean:.0f}",
        species=state.data.species[colour],
        points=f"{points:.0f}",
    )
