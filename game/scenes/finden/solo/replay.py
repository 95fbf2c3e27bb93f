"""Watch a stored solo game: its record's moves at their recorded moments on a solo table that only
shows (no input, no saving, none of its buttons), with the bar every replay has
(``table/replay_controls``): Back to the high scores below it, step back, play/pause, next, speed
and a scrubber by round.

The replay *has* a table rather than being one: it feeds the moves and forwards drawing and time.
Stepping (and the scrubber) rebuild the table from the record up to that move, so it is exact.
"""

from __future__ import annotations

from game.rules.finden.actions import Submit
from game.rules.finden.high_scores import ScoreEntry, replay_entry
from game.rules.finden.puzzle import PuzzleGame
from game.scenes.finden.puzzle.present import CROSS
from game.scenes.finden.replay import puzzle_round_starts
from game.scenes.finden.solo.scene import SoloScene
from game.scenes.finden.table import SEARCH
from game.scenes.table.replay_controls import ReplayControls
from game.services import AppServices

REPLAY_GAP_S = (0.6, 3.0)
"""A replay shows each move at its recorded moment, but no sooner or later than this after the last."""
SHOW_OUTLINE_S = 0.6  # an outline appears this long before it is submitted
UNTIMED_GAP_S = 2.0  # between moves of a record without their times


class ReplayScene(ReplayControls):
    rules = "finden.md"

    def __init__(self, app: AppServices, entry: ScoreEntry):
        super().__init__(app)
        final = replay_entry(entry)  # raises ValueError when the record does not replay
        self.name = str(entry.get("name", "?"))
        self.fresh = lambda: PuzzleGame.new_game(final.players, final.seed, **final.options)
        self.moves = list(final.history)
        times = [float(t) for t in entry.get("times", [])]
        untimed = [UNTIMED_GAP_S * (i + 1) for i in range(len(self.moves))]
        self.move_times = times if len(times) == len(self.moves) else untimed
        self.round_starts = puzzle_round_starts(self.fresh(), self.moves)
        self.table = self._table_at(0)

    def _table_at(self, index: int) -> SoloScene:
        """The table right after ``index`` moves, its clock at the last one's moment."""
        game = self.fresh()
        for seat, action in self.moves[:index]:
            game.apply(seat, action)
        at = self.move_times[index - 1] if index else 0.0
        table = SoloScene(self.app, game, self.name, elapsed=at, watching=True)
        table.resize(self.table_size())
        table.enter()
        self.index, self.clock, self.last_move, self.shown = index, at, at, False
        return table

    # -- the viewer's hooks ----------------------------------------------------------------------
    def length(self) -> int:
        return len(self.moves)

    def rounds(self) -> int:
        return len(self.table.game.rolls)

    def jump(self, index: int) -> None:
        self.table = self._table_at(max(0, min(index, len(self.moves))))

    def step(self) -> bool:
        if self.index >= len(self.moves):
            return False
        self.jump(self.index + 1)
        return True

    def exit(self) -> None:
        self.table.exit()

    def update(self, dt: float) -> None:
        """The table runs at the chosen speed; each move comes at its recorded moment (its outline
        a moment before), within ``REPLAY_GAP_S`` of the last."""
        scaled = dt * self.factor()
        table = self.table
        table.update(scaled)
        if not self.playing or table.stage not in (SEARCH, CROSS) or self.index >= len(self.moves):
            return
        self.clock += scaled
        low, high = REPLAY_GAP_S
        due = min(max(self.move_times[self.index], self.last_move + low), self.last_move + high)
        seat, action = self.moves[self.index]
        soon = self.clock >= due - SHOW_OUTLINE_S
        if isinstance(action, Submit) and action.cells and not self.shown and soon:
            table.views[seat].outline, self.shown = action.cells, True
        if self.clock >= due:
            self.index += 1
            self.last_move = self.clock = max(self.clock, due)
            self.shown = False
            table.submit(seat, action)
