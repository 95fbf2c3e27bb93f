"""Watch a 5er Finden game from its record on its own table, with the viewer's bar of every replay
(``table/replay_controls``): play/pause, back and next by action, speed, a scrubber by round.

The table is the game's own scene in watching mode (no bots, no saving, no input), made for any
point of the record: ``state_at(index)`` is the game right after ``index`` actions (at a round's
first action: that round's roll), rebuilt from the record, so stepping back is exact. Classic:
each later action is applied at the round and step it was made, as ``ClassicGame.from_record``
does. Puzzle: the later moves take the bots' place, one every ``FEED_S`` (the sand is not run:
the record holds every seat's outline). Playing runs the table at its own fixed step, ``speed``
times per step of the viewer.
"""

from __future__ import annotations

from typing import Any

from game.engine.loop import UPDATE_HZ
from game.engine.seats import TableSetup
from game.rules.base import Action, IllegalMove, Record, from_json
from game.rules.finden.actions import Submit
from game.rules.finden.classic import ACTION_TYPES, ClassicGame
from game.rules.finden.puzzle import PuzzleGame
from game.rules.finden.spec import MODE
from game.scenes.finden.classic.scene import ClassicScene
from game.scenes.finden.puzzle.scene import PuzzleScene
from game.scenes.finden.table import RESULTS, FindenGame, TablePart
from game.scenes.table.replay_controls import ReplayControls
from game.services import AppServices

FEED_S = 0.8
"""Between two moves of a watched puzzle game."""
RESULTS_S = 2.0
"""A fastest replay quits this long (table time) after its results appeared."""
STEP_S = 1 / UPDATE_HZ


def puzzle_round_starts(game: PuzzleGame, actions: list) -> list[int]:
    """The index of each round's first action in a puzzle game's ``actions`` (applied to ``game``,
    a fresh game it changes)."""
    rounds = []
    for seat, action in actions:
        rounds.append(game.round)
        game.apply(seat, action)
    return [0] + [i for i in range(1, len(rounds)) if rounds[i] != rounds[i - 1]]


def is_puzzle(setup: TableSetup) -> bool:
    return setup.options.get(MODE.key, MODE.default) == "puzzle"


def read(saved: dict[str, Any]) -> tuple[TableSetup, Record, FindenGame]:
    """The setup, record and final game of a kept 5er Finden game; ``ValueError`` when they do
    not replay."""
    try:
        setup, record = TableSetup.from_json(saved["setup"]), saved["record"]
        game: FindenGame = (
            PuzzleGame.from_record(record) if is_puzzle(setup) else ClassicGame.from_record(record)
        )
        return setup, record, game
    except (KeyError, TypeError, IllegalMove) as error:
        raise ValueError(f"the record does not replay ({type(error).__name__}: {error})") from None


class ClassicWatch(ClassicScene):
    """A watched race: the record's actions at the steps they were made, in the bots' place."""

    def __init__(
        self, app: AppServices, setup: TableSetup, game: ClassicGame, pending: list, fastest: bool = False
    ):
        super().__init__(app, setup, game, watching=True)
        self.bots = {}
        self.pending = pending
        self.fastest = fastest
        """Watched at once (headless ``--replay``): the steps where nothing happens pass at once,
        so a record's long quiet rounds cost no more than its actions and timer moments."""

    def search_step(self) -> None:
        """This step's recorded actions, then the step itself (the order ``from_record`` keeps)."""
        game = self.game
        while self.pending and self.pending[0][:2] == (game.round, game.step):
            _, _, seat, action = self.pending.pop(0)
            self.submit(seat, action)
        if self.fastest:
            due = self.pending[0][1] if self.pending and self.pending[0][0] == game.round else None
            moment = game.quiet_until(due)
            game.step = max(game.step, moment - 1) if moment is not None else game.step
        self.presenter.present_all(game.advance())


class RecordFeeder(TablePart["PuzzleScene"]):
    """A watched puzzle table's moves in the bots' place: the record's, one every ``FEED_S``."""

    def __init__(self, scene: PuzzleScene, moves: list[tuple[int, Action]]):
        super().__init__(scene)
        self.moves, self.due = moves, 0.0

    def start_search(self) -> None:
        self.due = self.scene.time + FEED_S

    cross_soon = start_search

    def search(self) -> None:
        scene = self.scene
        if self.moves and scene.time >= self.due:
            seat, action = self.moves.pop(0)
            if isinstance(action, Submit):
                scene.views[seat].outline = action.cells
            scene.submit(seat, action)
            self.due = scene.time + FEED_S

    cross = search


def puzzle_watch(
    app: AppServices, setup: TableSetup, game: PuzzleGame, pending: list[tuple[int, Action]]
) -> PuzzleScene:
    """A watched puzzle game: the puzzle table with the record's moves in its bots' place."""
    table = PuzzleScene(app, setup, game, watching=True)
    table.bots = RecordFeeder(table, pending)
    table.auto_s = 0.0  # the sand never runs: the record holds the outlines
    return table


class FindenReplay(ReplayControls):
    def __init__(self, app: AppServices, saved: dict[str, Any], fastest: bool = False):
        super().__init__(app, fastest)
        self.setup, self.record, self.final = read(saved)
        self.rules = "finden.md"
        self.puzzle = is_puzzle(self.setup)
        self.actions = [self._action(a) for a in self.record["actions"]]
        self.round_starts = self._round_starts()
        self.carry = 0.0  # viewer time not yet run on the table (a fixed step at a time)
        self.table = self._table_at(0)

    def _action(self, saved: list) -> tuple:
        """A record's action: (seat, action) in puzzle, (round, step, seat, action) in classic."""
        if self.puzzle:
            return int(saved[0]), from_json(saved[1], PuzzleGame.ACTION_TYPES)
        r, step, seat, action = saved
        return r, step, seat, from_json(action, ACTION_TYPES)

    def _round_starts(self) -> list[int]:
        """The index of each round's first action."""
        if self.puzzle:
            return puzzle_round_starts(PuzzleGame.from_record({**self.record, "actions": []}), self.actions)
        rounds = [a[0] for a in self.actions]
        return [0] + [i for i in range(1, len(rounds)) if rounds[i] != rounds[i - 1]]

    def state_at(self, index: int) -> FindenGame:
        """The game right after ``index`` actions; at a round's first action, that round's roll."""
        done = self.record["actions"][:index]
        if self.puzzle:
            return PuzzleGame.from_record({**self.record, "actions": done})
        if index in self.round_starts:
            first = self.actions[index][0] if index < len(self.actions) else 1
            where = {"round": first, "phase": "rolling"}
        else:
            last = self.actions[index - 1]
            where = {"round": last[0], "phase": "search", "step": last[1]}
        return ClassicGame.from_record({**self.record, "step": 0, **where, "actions": done})

    def _table_at(self, index: int) -> ClassicWatch | PuzzleScene:
        game, later = self.state_at(index), list(self.actions[index:])
        table: ClassicWatch | PuzzleScene
        if isinstance(game, PuzzleGame):
            table = puzzle_watch(self.app, self.setup, game, later)
        else:
            table = ClassicWatch(self.app, self.setup, game, later, self.fastest)
        table.resize(self.table_size())
        table.enter()
        self.index = index
        return table

    # -- the viewer's hooks ----------------------------------------------------------------------
    def length(self) -> int:
        return len(self.actions)

    def jump(self, index: int) -> None:
        self.table = self._table_at(max(0, min(index, len(self.actions))))

    def step(self) -> bool:
        if self.index >= len(self.actions):
            return False
        self.jump(self.index + 1)
        return True

    def game(self) -> FindenGame:
        return self.table.game

    def rounds(self) -> int:
        """The game's rounds, as the table's title counts them."""
        game = self.table.game
        return len(game.rolls) if self.puzzle else game.options.rounds

    def update(self, dt: float) -> None:
        table = self.table
        if self.fastest and table.stage == RESULTS:
            self.carry += dt
            if self.carry > RESULTS_S / 8:
                self.app.quit()
            return
        if not self.playing:
            return
        self.carry += dt * self.factor()
        while self.carry >= STEP_S and table.stage != RESULTS:
            table.update(STEP_S)
            self.carry -= STEP_S
        self.index = len(table.game.history)
        if table.stage == RESULTS:
            self.carry, self.playing = 0.0, False


def watcher(app: AppServices, saved: dict[str, Any], fastest: bool = False) -> FindenReplay:
    return FindenReplay(app, saved, fastest)
