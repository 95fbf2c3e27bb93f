"""The scene's side of a 5er Finden table's input: the action an event became (``actions.py``)
carried out on the table — a rules action submitted, a hint asked, a stroke drawn, the draft
trimmed, the round table skipped or a results button pressed. Whether the event was taken."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, cast

import pygame

from game.engine.pointers import MOVE, Pointer, PointerEvent
from game.rules.base import Action
from game.rules.finden.actions import Draw
from game.scenes.finden import hint as seat_hint
from game.scenes.finden.actions import AskHint, ForSeat, Moment, Stroke, Unpick

if TYPE_CHECKING:
    from game.scenes.finden.seat import FindenSeatView
    from game.scenes.finden.strokes import Strokes
    from game.scenes.finden.table import FindenTable, Handling
    from game.scenes.guide.coach import Coach
    from game.services import AppServices


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


class Routing:
    """The input side of ``FindenTable`` (a mixin): events become the input's actions, which
    ``route`` carries out on the table."""

    if TYPE_CHECKING:  # the table's own
        app: AppServices
        watching: bool
        input: Handling
        strokes: Strokes
        views: Sequence[FindenSeatView]
        coach: Coach

        def model(self) -> object: ...
        def submit(self, seat: int, action: Action) -> bool: ...
        def play_again(self) -> None: ...

    def handle(self, event: pygame.event.Event) -> bool:
        """H or a pad's Back asks for a hint (the device's seat); other keys become the input's
        action, which the scene carries out (``route``)."""
        table = cast("FindenTable", self)
        if self.watching:
            return False
        if seat_hint.handle_key(table, event):
            return True
        return route(table, self.input.key(event, self.model(), self.mouse_seat()))

    def handle_pointer(self, event: PointerEvent) -> bool:
        """A pointer's press on the table (a replay's table keeps every one: it takes no input)."""
        table = cast("FindenTable", self)
        if self.watching or self.coach.click(table, event):
            return True
        if event.kind == MOVE and not self.strokes.dragging(event.pointer.id):
            return False  # only a stroke's moves draw: no model for a hovering pointer
        return route(table, self.input.pointer(event, self.model()))

    def covered(self) -> None:
        """Paused or helped: a drag in progress ends (its draft stays pending)."""
        self.strokes.end(self.views)

    def seat_of(self, pointer: Pointer) -> int | None:
        """The human seat a pointer acts for: its claimed seat, or the only human seat."""
        return seat_for(pointer, tuple(i for i, v in enumerate(self.views) if v.human))

    def mouse_seat(self) -> int | None:
        """The seat the mouse acts for: the flip key belongs to the mouse player."""
        mouse = self.app.pointers.pointers.get("mouse")
        return self.seat_of(mouse) if mouse is not None else None

    def act(self, seat: int, action: Action) -> bool:
        """A seat's rules action from its input (the puzzle table flips its own way)."""
        self.submit(seat, action)
        return True

    def commit(self, seat: int, cells: tuple[int, ...]) -> object:
        """Five cells drawn by a seat's stroke."""
        return self.submit(seat, Draw(cells))

    def skip(self) -> None:
        """Enter, Space or a press on the table between rounds (the race's round table)."""

    def moments(self) -> dict[str, Callable[[], object]]:
        """The table's own steps by name (``actions.Moment``)."""
        return {"again": self.play_again, "menu": self.app.to_menu, "skip": self.skip}


def seat_for(pointer: Pointer, humans: Sequence[int]) -> int | None:
    """The human seat a pointer acts for: its claimed seat, or the only human seat."""
    if pointer.seat is not None:
        return pointer.seat if pointer.seat in humans else None
    return humans[0] if len(humans) == 1 else None
