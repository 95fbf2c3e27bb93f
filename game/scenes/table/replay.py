"""Watch a finished Bingo, Fishing or Garum game on its own table.

The viewer *has* the game's scene in watching mode (no bots, no saving, no input reaches it) and
feeds it the record's actions, so the table, its animations and its banners are those of live
play. The bar below it (``replay_controls``, shared with 5er Finden's viewer) steps back, plays or
pauses, steps forward, changes the speed and scrubs by round. Stepping back rebuilds the table from
the record up to the action before; a jump to a round does the same.

With ``fastest`` (``--headless --replay``) the whole game plays at once and the app quits when its
results have shown.
"""

from __future__ import annotations

from game.engine.recent import SavedGame
from game.rules.base import TurnState
from game.scenes import registry
from game.scenes.table.log_replay import replayed_lines
from game.scenes.table.replay_controls import ReplayControls
from game.scenes.table.replay_record import ReplayRecord
from game.scenes.table.scene import TableScene
from game.services import AppServices

GAP_S = 0.7
"""Pause between one action's animation ending and the next action, at 1×."""
RESULTS_S = 2.0
"""A fastest replay quits this long (table time) after its results appeared."""


class TableReplay(ReplayControls):
    table: TableScene

    def __init__(
        self, app: AppServices, saved: SavedGame, scene_type: type[TableScene], fastest: bool = False
    ):
        super().__init__(app, fastest)
        self.scene_type = scene_type
        self.record = read(saved, scene_type)  # ValueError: does not replay
        self.rules = f"{self.record.setup.game}.md"
        self.round_starts = self.record.round_starts
        self.wait = 0.0
        self.table = self._table_at(0)

    # -- the table -----------------------------------------------------------------------------
    def _table_at(self, index: int) -> TableScene:
        """The table after ``index`` actions, with its log up to there (as live play wrote it)."""
        table = self.scene_type(self.app, self.record.setup, self.record.state_at(index))
        table.watching = True
        table.resize(self.table_size())
        table.log.lines = replayed_lines(self.scene_type, self.app, self.record.setup, table.state)
        self.index, self.wait = index, GAP_S
        return table

    def place(self, number: int, count: int) -> str:
        return self.scene_type.round_words(number, count)

    def length(self) -> int:
        return len(self.record)

    def rounds(self) -> int:
        return self.table.round_count()

    def round_number(self) -> int:
        return self.table.round_number()

    def jump(self, index: int) -> None:
        """Show the table as it was after ``index`` actions (rebuilt from the record)."""
        self.table = self._table_at(max(0, min(index, len(self.record))))

    def step(self) -> bool:
        """The next action, animated as in live play; False at the end."""
        if self.index >= len(self.record):
            return False
        seat, action = self.record.actions[self.index]
        self.table.submit(seat, action)
        self.index += 1
        self.wait = GAP_S
        return True

    def state(self) -> TurnState:
        return self.table.state

    def update(self, dt: float) -> None:
        scaled = dt * self.factor()
        self.table.update(scaled)
        if self.fastest and self.table.results_since is not None:
            if self.table.clock - self.table.results_since > RESULTS_S:
                self.app.quit()
            return
        if not self.playing or self.table.presenting():
            return
        self.wait -= scaled
        if self.wait <= 0 and not self.step():
            self.playing = False


def _scene_of(saved: SavedGame) -> type[TableScene]:
    """The table of the record's game (``watch`` has checked the game is one the registry knows)."""
    scene = registry.GAMES[str(saved["setup"]["game"])].scene
    assert isinstance(scene, type) and issubclass(scene, TableScene), scene  # a turn-based game's
    return scene


def read(saved: SavedGame, scene_type: type[TableScene] | None = None) -> ReplayRecord:
    """``saved`` replayed once (``ValueError`` when it does not replay) on ``scene_type``'s rules
    (None: its game's table), its scrubber marked by the kit's ``replay_mark`` or the table's
    ``round_of``: the kits' ``viewer`` hook."""
    scene_type = scene_type or _scene_of(saved)
    setup = saved.get("setup")
    kit = registry.kit_of(str(setup.get("game"))) if isinstance(setup, dict) else None
    mark = (kit.hook("replay_mark") if kit is not None else None) or scene_type.round_of
    return ReplayRecord(saved, scene_type.rules_module, mark)


def watcher(app: AppServices, saved: SavedGame, fastest: bool = False) -> TableReplay:
    """The viewer of a kept turn-based game on its own table."""
    return TableReplay(app, saved, _scene_of(saved), fastest)
