"""A hint for a person at the Garum table: the heuristic's move and one line saying why.

``hint(view, seat)`` reads only the seat's view (hidden tiles and coins play no part), answers at
once (no search, so a hint never holds a frame) and names lines, species and colours as players
see them ("row 5", "tuna", "red"), never seats or indices.
"""

from __future__ import annotations

from typing import Any

from game.ai.garum_fast import PICTURES, FastGarum
from game.ai.garum_heuristic import Judge, best
from game.rules.garum.data import SIZE, WILD
from game.rules.garum.moves import ChooseTank, NoWorker, PlaceTile, PlaceWorker, TurnDummy


def line_words(line: int) -> str:
    return f"row {line + 1}" if line < SIZE else f"column {line - SIZE + 1}"


def hint(view: Any, seat: int) -> tuple[Any, str]:
    """The suggested action for ``seat`` and a reason in player words."""
    state = FastGarum.from_state(view)
    actions = state.legal_actions(seat)
    judge = Judge(state, seat)
    action = best(actions, judge.scores(actions)) if len(actions) > 1 else actions[0]
    if isinstance(action, PlaceTile):
        return action, _tile_reason(judge, action)
    if isinstance(action, PlaceWorker):
        return action, _worker_reason(judge, action)
    if isinstance(action, NoWorker):
        return action, "Keep your workers: no line through this tank promises more than a later one."
    if isinstance(action, ChooseTank):
        return action, f"Open tank {action.tank}: it is where your workers' lines gain most."
    if isinstance(action, TurnDummy):
        return action, "Turn the dummy's tile so its fish help your lines, not your rivals'."
    return action, "The only move."


def _tile_reason(judge: Judge, action: PlaceTile) -> str:
    state, colour = judge.state, judge.colour
    data = state.data
    species = data.species[colour]
    fish = PICTURES[action.tile][action.rotation]
    cells = list(zip(state.tables.cell_lines[state.tank, action.slot], fish, strict=True))
    icon = state.board.bonus.get((state.tank, action.slot))
    if icon is not None and icon[1] != WILD and fish[icon[0]] == icon[1]:
        return f"Covers the {data.species[icon[1]]} icon: +{data.species_points} now."
    mine = {line: foreman for c, line, foreman in state.workers if c == colour}
    fed: dict[int, int] = {}
    for (row, column), kind in cells:
        for line in (row, column):
            if kind == colour and line in mine:
                fed[line] = fed.get(line, 0) + 1
    if fed:
        line = max(fed, key=lambda ln: (fed[ln], mine[ln]))
        worker = "foreman" if mine[line] else "apprentice"
        return f"Puts {fed[line]} {species} on {line_words(line)}, where your {worker} works."
    if icon is not None and icon[1] == WILD:
        return f"Fills a bonus space: +{data.wild_points} now."
    rivals = [(c, line) for c, line, _ in state.workers
              if judge.weight[c] < 0 and any(line in pair and kind != c for pair, kind in cells)]
    if rivals:
        c, line = rivals[0]
        return (f"Fills {line_words(line)} with fish {data.colours[c]} cannot use "
                f"({data.colours[c]} works it for {data.species[c]}).")
    own = sum(1 for _, kind in cells if kind == colour)
    return f"Lays {own} {species} where a worker can still build a line."


def _worker_reason(judge: Judge, action: PlaceWorker) -> str:
    state, colour = judge.state, judge.colour
    new = all(not (c == colour and ln == action.line) for c, ln, _ in state.workers)
    mean, _ = judge.outlook.line(colour, action.line, 1 if new else 0)
    points = judge.outlook.worker(colour, action.line, action.foreman, 1 if new else 0)
    worker = "Foreman" if action.foreman else "Apprentice"
    species = state.data.species[colour]
    return (f"{worker} on {line_words(action.line)}: about {mean:.0f} {species} expected there, "
            f"worth about {points:.0f} points.")
