"""The table log of a resumed game, rebuilt from its record.

A game continued from its autosave starts from the record's state, so the presenters that write the
log never saw the actions before it. Here a silent copy of the table (no sound, no saving, no bots)
replays the record through the game's own presenter with every animation finished at once, so the
resumed log holds the same lines, in the same words, as the one the players saw before they left.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from game.engine.audio import Audio
from game.rules.base import TurnState, from_json

if TYPE_CHECKING:
    from game.engine.seats import TableSetup
    from game.scenes.table.members import TableMembers
    from game.services import AppServices


class _Quiet:
    """The app as the scratch table sees it: everything the same, except that it makes no sound."""

    def __init__(self, app: AppServices):
        self._app = app
        self.audio = Audio(enabled=False)

    def __getattr__(self, name: str) -> Any:
        return getattr(self._app, name)


def replayed_lines(
    scene_type: Callable[..., TableMembers], app: AppServices, setup: TableSetup, state: TurnState
) -> list[str]:
    """The log lines of ``state``'s record, as its table (``scene_type``, a ``TableScene`` class
    made with the app, the setup and a state) would have written them while playing."""
    record = state.to_record()
    start = type(state).from_record({**record, "actions": []})
    scratch = scene_type(_Quiet(app), setup, start)
    scratch.watching = True
    scratch.resize(app.size)
    for seat, action in record["actions"]:
        scratch.submit(int(seat), from_json(action, type(state).ACTION_TYPES))
        scratch.timeline.finish()
    return list(scratch.log.lines)
