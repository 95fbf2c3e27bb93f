"""A table's record as its autosave writes it after every move, kept between moves.

``TurnState.to_record`` writes every action of the game again, and a table autosaves after every
move: by the middle of a Fishing game that was 1.5 ms of each move's frame, growing with the game
(``bench/phones.py``, the Speed section of ``bench/NOTES.md``). ``KeptRecord`` asks the state for
its whole record once, then writes only the actions played since. A new state object (an undo
replays the record into one) or a history that is not the kept one grown writes it whole again.
"""

from __future__ import annotations

from typing import Any

from game.rules.base import Action, Record, TurnState, to_json


class KeptRecord:
    def __init__(self) -> None:
        self._state: TurnState | None = None
        self._head: Record = {}
        """The record without its actions (game, version, players, seed, options)."""
        self._actions: list[list[Any]] = []
        self._last: tuple[int, Action] | None = None
        """The history entry written last: the same object, not an equal one, proves the history grew."""

    def of(self, state: TurnState) -> Record:
        """``state.to_record()``, as a new dict and list the caller may keep (an autosave's
        snapshot must not change later); the actions' JSON is shared between snapshots, never changed."""
        history, kept = state.history, len(self._actions)
        same = state is self._state and kept <= len(history)
        if same and (not kept or history[kept - 1] is self._last):  # the kept history, grown
            self._actions += [[seat, to_json(action)] for seat, action in history[kept:]]
        else:
            record = state.to_record()
            self._state, self._actions = state, list(record.pop("actions"))
            self._head = record
        self._last = history[-1] if history else None
        return {**self._head, "actions": list(self._actions)}
