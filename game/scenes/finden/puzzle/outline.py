"""Five cells a seat drew at the puzzle table: this round's outline while searching (refused with
its reason on the seat's panel when it cannot be circled), or the shape it crosses out."""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.i18n import _
from game.rules.finden.actions import CrossOut
from game.rules.finden.board import is_pentomino
from game.rules.finden.sheet import PuzzleVerdict
from game.scenes.finden.puzzle.present import CROSS
from game.scenes.finden.words import verdict_words

if TYPE_CHECKING:
    from game.scenes.finden.puzzle.flow import PuzzleTable


def commit(scene: PuzzleTable, seat: int, cells: tuple[int, ...]) -> bool:
    view = scene.views[seat]
    sheet = scene.game.sheets[seat]
    if scene.stage == CROSS:
        shape = is_pentomino(sheet.board, cells)
        if shape is None or shape not in sheet.crossable():
            not_open = _("{shape} is not open: draw an open shape").format(shape=shape)
            view.note = not_open if shape else verdict_words("not a pentomino")
            scene.strokes.cue(view, cells[-1])
            return False
        return scene.submit(seat, CrossOut(shape, tuple(cells)))
    verdict = sheet.check_outline(cells)
    if verdict is not PuzzleVerdict.VALID:
        view.note = _("refused: {verdict}").format(verdict=verdict_words(verdict))
        scene.strokes.cue(view, cells[-1])
        return False
    view.outline, view.note = tuple(cells), ""
    scene.play("click")
    return True
