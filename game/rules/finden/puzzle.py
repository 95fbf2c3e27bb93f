"""5er Finden puzzle and solo games as replayable state: rounds, circling, crossing out, the end.

``PuzzleGame`` follows the turn-based contract (``rules/base.py``) so a game is its seed plus its
actions, which is what a high score keeps as proof. Time is not in here: the scene runs the sand
timer (puzzle) or the elapsed clock (solo) and sends ``Flip`` and ``Submit`` when they happen.
The sheet bookkeeping itself (quarter, forced placement, "fits nowhere") is ``sheet.PuzzleSheet``;
this module only sequences it. High-score entries that carry a game's record are ``high_scores``.

A round: every seat ``Submit``s its outline (or ``GiveUp``); valid ones are circled, every other
seat must ``CrossOut`` a shape (drawn on free cells ignoring the symbols) before the next roll.
"""

from __future__ import annotations

import functools
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

from game.rules.base import Action, Event, GameSpec, IllegalMove, TurnState, rng_for
from game.rules.finden.actions import CrossOut, Flip, GiveUp, Hint, Phase, Submit
from game.rules.finden.board import Board, shape_of
from game.rules.finden.dice import Roll, roll_dice
from game.rules.finden.events import (
    Circled,
    CrossedOut,
    Erased,
    GameOver,
    HintShown,
    RoundStarted,
    TimeMarked,
)
from game.rules.finden.levels import GREY, SIDE, boards_for, load_board, load_shape_values
from game.rules.finden.sheet import PUZZLE_ROUNDS, PuzzleSheet, PuzzleVerdict, puzzle_over, rank_puzzle
from game.rules.pentomino import SHAPES


@functools.cache
def puzzle_values() -> dict[str, int]:
    """The puzzle/solo shape values from the level data (read once)."""
    return load_shape_values().puzzle


@functools.cache
def board_named(name: str) -> Board:
    return load_board(name)


def puzzle_rolls(seed: int, rounds: int = PUZZLE_ROUNDS) -> tuple[Roll, ...]:
    """Every roll of a game, drawn from its seed at the start (independent of what anyone does)."""
    rng = rng_for(seed, "finden-puzzle-rolls")
    return tuple(roll_dice(rng) for _ in range(rounds))


ACTION_TYPES = {cls.__name__: cls for cls in (Submit, GiveUp, Flip, Hint, CrossOut)}


# -- the game ---------------------------------------------------------------------------------
@dataclass
class PuzzleGame(TurnState):
    """The puzzle game (2–4 seats, may end early) or the solo game (1 seat, always 12 rounds)."""

    GAME = "finden-puzzle"
    VERSION = 1
    ACTION_TYPES = ACTION_TYPES

    players: int
    seed: int
    options: dict[str, Any]
    sheets: list[PuzzleSheet]
    rolls: tuple[Roll, ...]
    values: dict[str, int]
    history: list[tuple[int, Action]] = field(default_factory=list)
    round: int = 0
    phase: Phase = Phase.SEARCH
    submitted: dict[int, tuple[int, ...]] = field(default_factory=dict)
    to_cross: set[int] = field(default_factory=set)
    flipped: int | None = None
    circled_this_round: bool = False
    hints: list[int] = field(default_factory=list)

    # Its options are named keywords, narrower than the contract's ``**options``: a record holds
    # only these, and an unknown one must fail, not pass unnoticed.
    @classmethod
    def new_game(  # type: ignore[override]
        cls,
        players: int,
        seed: int,
        boards: Sequence[str] = (GREY,),
        solo: bool = False,
        assist: bool = False,
        daily: str | None = None,
    ) -> PuzzleGame:
        """``boards``: one board name for everybody (grey) or one per seat (white sides)."""
        if solo and players != 1:
            raise ValueError("The solo game has exactly one player.")
        PUZZLE.check_seats(players)
        names = tuple(boards) if len(boards) == players else (boards[0],) * players
        options = {"boards": names, "solo": solo, "assist": assist, "daily": daily}
        return cls(
            players=players,
            seed=seed,
            options=options,
            sheets=[PuzzleSheet(board_named(n)) for n in names],
            rolls=puzzle_rolls(seed),
            values=puzzle_values(),
            hints=[0] * players,
        )

    # -- reading ---------------------------------------------------------------------------
    @property
    def solo(self) -> bool:
        return bool(self.options.get("solo"))

    @property
    def roll(self) -> Roll:
        return self.rolls[min(self.round, len(self.rolls) - 1)]

    def to_move(self) -> tuple[int, ...]:
        if self.phase is Phase.SEARCH:
            return tuple(s for s in range(self.players) if s not in self.submitted)
        if self.phase is Phase.CROSS:
            return tuple(sorted(self.to_cross))
        return ()

    def is_over(self) -> bool:
        return self.phase is Phase.OVER

    def scores(self) -> tuple[int, ...]:
        return tuple(sheet.score(self.values) for sheet in self.sheets)

    def winners(self) -> tuple[int, ...]:
        return rank_puzzle(self.sheets, self.values).winners

    def valid_placements(self, seat: int) -> list[tuple[int, ...]]:
        """Every valid outline for this roll on the seat's free cells, best value first."""
        sheet = self.sheets[seat]
        table = sheet.board.table
        open_shapes = set(sheet.quarter.open_shapes())
        found = [
            (SHAPES[table.shape[p]], tuple(int(c) for c in table.cells[p]))
            for p in sheet.board.matches(self.roll.faces, sheet.used)
        ]
        found = [(shape, cells) for shape, cells in found if shape in open_shapes]
        return [cells for shape, cells in sorted(found, key=lambda f: -self.values[f[0]])]

    def legal_actions(self, seat: int) -> list[Action]:
        """Valid outlines and giving up while searching; every allowed cross-out after."""
        if seat not in self.to_move():
            return []
        if self.phase is Phase.SEARCH:
            return [Submit(cells) for cells in self.valid_placements(seat)] + [GiveUp()]
        sheet = self.sheets[seat]
        if not sheet.fitting_shapes():
            return [CrossOut(shape) for shape in sheet.quarter.open_shapes()]
        table = sheet.board.table
        return [
            CrossOut(shape, tuple(int(c) for c in table.cells[p]))
            for shape in sheet.fitting_shapes()
            for p in sheet.forced_placements(shape)
        ]

    # -- acting ----------------------------------------------------------------------------
    def apply(self, seat: int, action: Action) -> list[Event]:
        if isinstance(action, Flip | Hint):
            self._check_searching(seat)
        else:
            self._check_seat(seat)
        if isinstance(action, Flip):
            events = self._flip(seat)
        elif isinstance(action, Hint):
            events = self._hint(seat)
        elif isinstance(action, Submit | GiveUp):
            if self.phase is not Phase.SEARCH:
                raise IllegalMove("Outlines are submitted while searching, not while crossing out.")
            self._record(seat, action)
            self.submitted[seat] = action.cells if isinstance(action, Submit) else ()
            events = self._resolve() if len(self.submitted) == self.players else []
        elif isinstance(action, CrossOut):
            events = self._cross(seat, action)
        else:
            raise IllegalMove("{action} is not a move of the puzzle game.", {"action": action})
        return events

    def _check_searching(self, seat: int) -> None:
        if self.phase is not Phase.SEARCH or seat in self.submitted:
            raise IllegalMove("The timer and hints are only for a seat still searching this round.")

    def _flip(self, seat: int) -> list[Event]:
        if self.solo:
            raise IllegalMove("The solo game has no timer to flip.")
        if self.flipped is not None:
            raise IllegalMove("The timer is already running: {seat} flipped it first.", seat=self.flipped)
        self._record(seat, Flip())
        self.flipped = seat
        self.sheets[seat] = self.sheets[seat].with_time_mark()
        return [TimeMarked(seat)]

    def _hint(self, seat: int) -> list[Event]:
        if not self.solo:
            raise IllegalMove("Hints belong to the solo game only.")
        self._record(seat, Hint())
        self.hints[seat] += 1
        found = self.valid_placements(seat)
        return [HintShown(seat, found[0] if found else ())]

    def _resolve(self) -> list[Event]:
        """Time is up: circle the valid outlines, erase the rest and ask those seats to cross out."""
        events: list[Event] = []
        faces = self.roll.faces
        self.circled_this_round = False
        for seat in range(self.players):
            cells = self.submitted[seat]
            sheet = self.sheets[seat]
            verdict = sheet.judge(cells, faces) if cells else None
            if verdict is PuzzleVerdict.VALID:
                self.sheets[seat] = sheet.circle(cells, faces)
                shape = shape_of(sheet.board, cells)
                events.append(Circled(seat, shape, tuple(cells), self.values[shape]))
                self.circled_this_round = True
            else:
                events.append(Erased(seat, tuple(cells), str(verdict) if verdict else "no outline"))
                self.to_cross.add(seat)
        self.phase = Phase.CROSS
        return events + self._maybe_next_round()

    def _cross(self, seat: int, action: CrossOut) -> list[Event]:
        if self.phase is not Phase.CROSS:
            raise IllegalMove("Shapes are crossed out after the time is up, not while searching.")
        self.sheets[seat] = self.sheets[seat].cross_out(action.shape, action.cells or None)
        self._record(seat, action)
        self.to_cross.discard(seat)
        return [CrossedOut(seat, action.shape, tuple(action.cells)), *self._maybe_next_round()]

    def _maybe_next_round(self) -> list[Event]:
        """When every cross-out is done: the end (12 rounds, or nobody valid) or the next roll."""
        if self.to_cross:
            return []
        played = self.round + 1
        if puzzle_over(played, self.circled_this_round, solo=self.solo):
            self.phase = Phase.OVER
            ranking = rank_puzzle(self.sheets, self.values)
            return [GameOver(self.scores(), ranking.explanation)]
        self.round = played
        self.phase = Phase.SEARCH
        self.submitted, self.flipped = {}, None
        return [RoundStarted(self.round, self.roll.faces)]

    def clone(self) -> PuzzleGame:
        return PuzzleGame.from_record(self.to_record())


def new_solo(seed: int, board: str = GREY, daily: str | None = None, assist: bool = False) -> PuzzleGame:
    return PuzzleGame.new_game(1, seed, boards=(board,), solo=True, assist=assist, daily=daily)


def new_puzzle(players: int, seed: int, side: str = "grey") -> PuzzleGame:
    return PuzzleGame.new_game(players, seed, boards=boards_for(side, players))


PUZZLE = GameSpec(
    key="finden-puzzle",
    title="5er Finden Puzzle",
    min_seats=1,
    max_seats=4,
    new_game=new_puzzle,
    options=(SIDE,),
)
"""The puzzle game: one long puzzle per board, up to 12 rounds (the solo game is its one-seat form)."""
