"""Five cells drawn with a pointer on a 5er Finden board: a mouse (or a touch) drags from press to
release, gamepads and keyboard cursors select cells one by one and confirm; each finished five goes
to the table's ``commit``. A refused cell flashes for ``CUE_S``."""

from __future__ import annotations

from collections.abc import Callable, Sequence

from game.engine.pointers import DOWN, MOVE, PRIMARY, UP, PointerEvent
from game.scenes.finden import branch_tip
from game.scenes.finden.seat import FindenSeatView

SELECT_DEVICES = ("gamepad", "keyboard")  # these select five cells and confirm; others drag
CUE_S = 0.5  # how long a refused cell flashes


class Strokes:
    def __init__(self, clock: Callable[[], float]):
        self.clock = clock
        """The table's time, for the flash of a refused cell."""
        self._drag: dict[str, tuple[int, int]] = {}  # pointer id → last position, while it drags

    def stroke(
        self,
        view: FindenSeatView,
        event: PointerEvent,
        blocked: set[int],
        commit: Callable[[tuple[int, ...]], object],
    ) -> bool:
        """``event`` on seat ``view``'s board, ``blocked`` cells refused: whether it was a stroke's."""
        cell = view.board.cell_at(event.pos)
        pid = event.pointer.id
        if event.kind == DOWN and event.button == PRIMARY and cell is not None:
            view.branch_tip = False
            if event.pointer.device in SELECT_DEVICES:
                result = view.draft.toggle(cell, blocked)
                if result is False:
                    self.cue(view, cell)
                elif isinstance(result, tuple):
                    commit(result)
            elif view.draft.press(cell, blocked):
                self._drag[pid] = event.pos
            else:
                self.cue(view, cell)
            return True
        if event.kind == MOVE and pid in self._drag and view.draft.dragging:
            for crossed in view.board.cells_along(self._drag[pid], event.pos):
                if not view.draft.enter(crossed, blocked):
                    self.cue(view, crossed)
            self._drag[pid] = event.pos
            return True
        if event.kind == UP and event.button == PRIMARY and self._drag.pop(pid, None) is not None:
            outline = view.draft.release()
            branch_tip.stroke_ended(view)
            if outline:
                commit(outline)
            return True
        return False

    def dragging(self, pointer: str) -> bool:
        """Whether the pointer with id ``pointer`` is drawing a stroke now."""
        return pointer in self._drag

    def end(self, views: Sequence[FindenSeatView]) -> None:
        """Paused or helped: a drag in progress ends (its draft stays pending)."""
        self._drag.clear()
        for view in views:
            view.draft.end_stroke()

    def cue(self, view: FindenSeatView, cell: int) -> None:
        view.cue, view.cue_until = cell, self.clock() + CUE_S

    def shown_cue(self, view: FindenSeatView) -> int | None:
        """The refused cell still flashing on a seat's board, if any."""
        return view.cue if self.clock() < view.cue_until else None
