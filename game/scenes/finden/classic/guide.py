"""5er Finden's first-game guide: the roll, drawing on the board (branching shapes too), the sand
timer, the shape values."""

from __future__ import annotations

from typing import TYPE_CHECKING, cast

from game.i18n import N_
from game.scenes.guide import Guide, Step
from game.scenes.guide.coach import GuidedScene

if TYPE_CHECKING:
    from game.scenes.finden.classic.scene import ClassicScene


def _table(scene: GuidedScene) -> ClassicScene:
    """The guide is given the race table it was made for."""
    return cast("ClassicScene", scene)


def _drawing(scene, seat) -> bool:
    """The seat has started an outline (or finished one)."""
    return bool(scene.views[seat].draft.cells) or _outlined(scene, seat) > 0


def _outlined(scene, seat) -> int:
    seats = scene.game.seats
    return len(seats[seat].outlines) if seat < len(seats) else 0


def _locked(scene, seat) -> bool:
    seats = scene.game.seats
    return seat < len(seats) and seats[seat].locked


STEPS = (
    Step(
        N_(
            "The roll. Find five cells side by side on your board that show exactly these five "
            "symbols, in any order."
        ),
        lambda scene, seat: _table(scene).layout.tray,
        _drawing,
    ),
    Step(
        N_(
            "Your board. Drag through five joined cells and let go. Shapes with a branch (F, T, X, "
            "Y): draw four cells, then start a second stroke on the cell the branch grows from."
        ),
        lambda scene, seat: _table(scene).views[seat].board.rect,
        _outlined,
    ),
    Step(
        N_(
            "Done searching? Flip the timer here (or press T): your board locks and you earn "
            "1 bonus point. The others then have until the sand runs out."
        ),
        lambda scene, seat: _table(scene).layout.seats[seat].flip,
        _locked,
    ),
    Step(
        N_("What each shape scores. At most five outlines count, and round 5 counts double."),
        lambda scene, seat: _table(scene).layout.tiles,
    ),
)


def keep_clear(scene):
    """The names, flip buttons, roll and how-to line under it, and the boards of the players at the
    couch: a searching player looks at the dice and their board all the time."""
    lay = scene.layout
    boards = [view.board.rect for view in scene.views if view.human]
    return [*(rects.panel for rects in lay.seats), *boards, lay.tray, lay.how_to]


def rather_clear(scene):
    """The bots' boards, the timer and the shape values."""
    lay = scene.layout
    return [*(view.board.rect for view in scene.views if not view.human), lay.timer, lay.tiles]


GUIDE = Guide(STEPS, keep_clear, rather_clear)
