"""The scene's side of a 5er Finden table's input: the action an event became (``actions.py``)
carried out on the table — a rules action submitted, a hint asked, a stroke drawn, the draft
trimmed, the round table skipped or a results button pressed. Whether the event was taken."""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.scenes.finden.actions import AskHint, ForSeat, Moment, Stroke, Unpick

if TYPE_CHECKING:
    from game.scenes.finden.table import FindenTable


def route(scene: FindenTable, action: object) -> bool:
    if isinstance(action, ForSeat):
        return scene.act(action.seat, action.action)
    if isinstance(action, AskHint):
        return scene.hints.ask(action.seat)
    if isinstance(action, Stroke):
        seat = action.seat
        commit = lambda cells: scene.commit(seat, cells)  # noqa: E731 - the stroke's five, to the table
        return scene.strokes.stroke(scene.views[seat], action.event, set(action.blocked), commit)
    if isinstance(action, Unpick):
        view = scene.views[action.seat]
        if action.cell is None or not view.draft.remove(action.cell):
            view.draft.clear()
            view.outline = ()  # the puzzle's outline of this round goes with it
        return True
    if isinstance(action, Moment):
        return _moment(scene, action)
    return False


def _moment(scene: FindenTable, moment: Moment) -> bool:
    if moment.what == "results":
        return scene.results_pressed(moment.pos)
    scene.moments()[moment.what]()
    return True
