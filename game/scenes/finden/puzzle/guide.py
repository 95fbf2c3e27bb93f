"""5er Finden puzzle table's first-game guide: the roll, drawing a five on your board, the sand
timer, your quarter of shapes (circled, or crossed out when nothing fits). The facts and the roll
step are shared with the solo puzzle's guide (``finden/solo/guide.py``)."""

from __future__ import annotations

from typing import TYPE_CHECKING, cast

from game.i18n import N_
from game.scenes.finden.classic import guide as classic_guide
from game.scenes.guide import Guide, Step
from game.scenes.guide.coach import GuidedScene

if TYPE_CHECKING:
    from game.scenes.finden.puzzle.scene import PuzzleScene


def _table(scene: GuidedScene) -> PuzzleScene:
    """The guide is given the puzzle table (or the solo one) it was made for."""
    return cast("PuzzleScene", scene)


def drawing(scene, seat) -> bool:
    """The seat has started a five (or drawn one)."""
    view = scene.views[seat]
    return bool(view.draft.cells) or bool(view.outline)


def outline(scene, seat) -> tuple[int, ...]:
    """This round's five on the seat's board (a new one replaces it)."""
    return scene.views[seat].outline


def quarter(scene, seat) -> tuple:
    """The seat's shapes, open, circled or crossed out: changes when one is circled or crossed."""
    return scene.game.sheets[seat].quarter.marks


def running(scene, seat) -> bool:
    """The sand runs (someone flipped, or the timer started itself): too late to flip."""
    return scene.sand_left is not None


ROLL = Step(classic_guide.STEPS[0].text, lambda scene, seat: _table(scene).layout.tray, drawing)
"""The race's roll step, in its words."""

BOARD = Step(
    N_(
        "Your board. Drag through five joined cells and let go: one five per round, in the shape of "
        "one of your open shapes, on free cells. The right button erases."
    ),
    lambda scene, seat: _table(scene).views[seat].board.rect,
    outline,
)

STEPS = (
    ROLL,
    BOARD,
    Step(
        N_(
            "Found your five? Click your name (or press T) to flip the timer: you earn 1 bonus "
            "point, and everyone must finish before the sand runs out."
        ),
        lambda scene, seat: _table(scene).layout.seats[seat].panel,
        running,
    ),
    Step(
        N_(
            "Your shapes. A matching five circles its shape: it scores once. No matching five this "
            "round? Cross out a shape instead: draw it on free cells, or click its tile if it no "
            "longer fits."
        ),
        lambda scene, seat: _table(scene).layout.seats[seat].quarter,
        quarter,
    ),
)


def _keep_clear(scene):
    """The names (the flip buttons), the roll, and the boards and shapes of the players at the couch."""
    lay = scene.layout
    mine = [i for i, view in enumerate(scene.views) if view.human]
    boards = [rect for i in mine for rect in (scene.views[i].board.rect, lay.seats[i].quarter)]
    return [*(rects.panel for rects in lay.seats), *boards, lay.tray]


def _rather_clear(scene):
    """The bots' boards and shapes, and the timer."""
    lay = scene.layout
    theirs = [i for i, view in enumerate(scene.views) if not view.human]
    return [*(rect for i in theirs for rect in (scene.views[i].board.rect, lay.seats[i].quarter)), lay.timer]


GUIDE = Guide(STEPS, _keep_clear, _rather_clear)
