"""A kept game read for watching: its setup, its actions, where each round starts, and the state
after any number of its actions (always rebuilt from the record, so stepping back is exact).

Reading replays the whole record once: a record that does not replay (a foreign game, a changed
rule, a hand-edited file) is refused at once with the reason, never half-way through watching.
"""

from __future__ import annotations

from collections.abc import Callable
from types import ModuleType

from game.engine.recent import SavedGame
from game.engine.seats import TableSetup
from game.rules.base import IllegalMove, Record, TurnState, from_json


class ReplayRecord:
    """``mark(state)`` numbers the scrubber's unit (the table's ``replay_mark``: a round, or a
    trick); a new number starts a mark."""

    def __init__(self, saved: SavedGame, rules_module: ModuleType, mark: Callable[[TurnState], int]):
        self.mark = mark
        try:
            self.setup = TableSetup.from_json(saved["setup"])
            self.record: Record = saved["record"]
            self.state_type = type(self.state_at_start(rules_module))
            start = self.state_type.from_record({**self.record, "actions": []})
            types = self.state_type.ACTION_TYPES
            self.actions = [(int(s), from_json(a, types)) for s, a in self.record["actions"]]
            self.round_starts = self._replay(start)
        except (KeyError, TypeError, IllegalMove) as error:
            raise ValueError(f"the record does not replay ({type(error).__name__}: {error})") from None

    def state_at_start(self, rules_module: ModuleType) -> TurnState:
        setup = self.setup
        state: TurnState = rules_module.new_game(len(setup.seats), seed=setup.seed, **setup.options)
        return state

    def _replay(self, state: TurnState) -> list[int]:
        """Apply every action (checking the record) and note the index where each round starts."""
        starts, last = [0], self.mark(state)
        for index, (seat, action) in enumerate(self.actions):
            state.apply(seat, action)
            if self.mark(state) != last and index + 1 < len(self.actions):
                starts.append(index + 1)
            last = self.mark(state)
        self.final = state
        return starts

    def __len__(self) -> int:
        return len(self.actions)

    def state_at(self, index: int) -> TurnState:
        """The state after the first ``index`` actions."""
        return self.state_type.from_record({**self.record, "actions": self.record["actions"][:index]})
