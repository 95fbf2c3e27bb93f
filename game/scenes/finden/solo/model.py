"""What the solo table's widgets and input may read: the puzzle table's model for its one seat,
with the solo column's words (score, hints taken, the clock) and which of Done, Give up and Hint
may be pressed."""

from __future__ import annotations

import dataclasses
from typing import TYPE_CHECKING

from game.i18n import N_, _, ngettext
from game.scenes.finden.look import clock_text
from game.scenes.finden.puzzle import model as puzzle_model
from game.scenes.finden.stages import SEARCH

if TYPE_CHECKING:
    from game.scenes.finden.solo.scene import SoloScene

CROSS_HINT = N_(
    "Failed round: draw a shape you cross out on free cells, symbols ignored. "
    "If nothing fits, click its tile."
)
SEARCH_HINT = N_(
    "Drag through five cells showing the dice. One five per round, of an open shape, on free "
    "cells. Enter or Done to circle it, H for a hint, right button erases."
)


@dataclasses.dataclass(frozen=True)
class SoloModel(puzzle_model.PuzzleModel):
    score: str
    clock: str
    buttons: tuple[tuple[str, bool], ...]
    """Done, Give up and Hint with whether each may be pressed now (none in a replay: its bar)."""


def of(scene: SoloScene) -> SoloModel:
    base = puzzle_model.of(scene, SEARCH_HINT, CROSS_HINT)
    game = scene.game
    hints = game.hints[0]
    line = _("Score {score}").format(score=game.sheets[0].score(game.values))
    if hints:
        line += "   ·   " + ngettext("{n} hint", "{n} hints", hints).format(n=hints)
    clock = _("time {clock}").format(clock=clock_text(scene.elapsed))
    keys = () if scene.watching else ("done", "give up", "hint")
    drawn = bool(scene.views[0].outline)
    buttons = tuple((key, scene.stage == SEARCH and (key != "done" or drawn)) for key in keys)
    fields = {field.name: getattr(base, field.name) for field in dataclasses.fields(base)}
    return SoloModel(**fields, score=line, clock=clock, buttons=buttons)
