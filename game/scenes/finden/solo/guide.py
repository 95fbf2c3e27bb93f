"""The solo puzzle's first-game guide: the roll, drawing a five, Done, your shapes, Give up and
crossing out (the roll and board steps are the puzzle table's, ``finden/puzzle/guide.py``)."""

from __future__ import annotations

from typing import TYPE_CHECKING, cast

from game.i18n import N_
from game.rules.finden.actions import Submit
from game.rules.finden.sheet import Mark
from game.scenes.finden.puzzle.guide import BOARD, ROLL
from game.scenes.guide import Guide, Step
from game.scenes.guide.coach import GuidedScene

if TYPE_CHECKING:
    from game.scenes.finden.solo.scene import SoloScene


def _table(scene: GuidedScene) -> SoloScene:
    """The guide is given the solo table it was made for."""
    return cast("SoloScene", scene)


def _submitted(scene, seat) -> int:
    """Fives this seat has handed in (with Done)."""
    return sum(s == seat and isinstance(a, Submit) for s, a in scene.game.history)


def _crossed(scene, seat) -> int:
    return len(scene.game.sheets[seat].quarter.shapes(Mark.CROSSED))


STEPS = (
    ROLL,
    BOARD,
    Step(
        N_("Press Done (or Enter) to circle your five. A five that does not match the roll loses the round."),
        lambda scene, seat: _table(scene).layout.buttons["done"],
        _submitted,
    ),
    Step(
        N_("Your shapes. Each one scores its number once, when you circle it."),
        lambda scene, seat: _table(scene).layout.seats[seat].quarter,
    ),
    Step(
        N_(
            "No matching five? Give up the round, then cross out a shape: draw it on free cells, or "
            "click its tile if it no longer fits."
        ),
        lambda scene, seat: _table(scene).layout.buttons["give up"],
        _crossed,
    ),
)


def _keep_clear(scene):
    """The board, roll, buttons and the how-to lines under them: a box may cover the quarter while
    the player searches."""
    lay = scene.layout
    rects = lay.seats[0]
    return [rects.panel, rects.board, lay.tray, *lay.buttons.values(), lay.how_to]  # not the quarter


GUIDE = Guide(STEPS, _keep_clear, lambda scene: [_table(scene).layout.seats[0].quarter])
