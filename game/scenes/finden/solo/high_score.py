"""What a finished solo game keeps beside its table: its place in the high scores (written in the
same durable step that removes its save), the name typed under a new entry, and the par the
solver works out a few milliseconds per step, stored beside the entry once proven (or the best
found so far, when the player leaves before).

The solo table *has* one of these: the puzzle table's mechanics stay the puzzle scene's, the
high-score keeping is this part's alone.
"""

from __future__ import annotations

import datetime as dt
from collections.abc import Sequence

import pygame

from game.ai.finden.solver import ParSolver
from game.engine import pointers
from game.engine.storage import SCORES_FILE, Storage
from game.i18n import _
from game.rules.finden.high_scores import ScoreEntry, solo_entry
from game.rules.finden.puzzle import PuzzleGame
from game.scenes.finden.score_book import ScoreBook
from game.scenes.finden.solo.name_box import NameBox, NameEntry

NAME_MAX = 18
SOLVER_SLICE_S = 0.003
"""Par search per update step: a 120 Hz step leaves the rest of the frame to drawing."""
PLAYER = "Player"
NAME_FILE = "solo_player"  # the name last typed under a high score, offered for the next one


class HighScore:
    def __init__(self, storage: Storage, hub: pointers.PointerHub):
        self.storage = storage
        self.book = ScoreBook(storage)
        self.solver: ParSolver | None = None
        self.rank: int | None = None  # the entry's place (0: a new best), None: not among them
        self.kept = False  # the finished game's score went to the high scores
        self.entry: ScoreEntry | None = None  # our entry, while its name may still be typed
        self.stored: ScoreEntry | None = None  # our entry, until its par is proven and stored
        self.naming = NameEntry(hub, NAME_MAX)  # the entry's name box, while it is open

    def adding(
        self, game: PuzzleGame, name: str, elapsed: float, times: Sequence[float]
    ) -> dict[str, object]:
        """The game's entry added to its table, as the document to write when the save goes (once)."""
        if self.kept:
            return {}
        self.kept = True
        entry = solo_entry(game, name, dt.date.today().isoformat(), elapsed, times)
        self.rank, tables = self.book.adding(entry)
        self.entry = self.stored = entry if self.rank is not None else None
        return {SCORES_FILE: tables}

    def solve(self, game: PuzzleGame) -> None:
        """Start working out the game's par: the best score knowing all its rolls."""
        self.solver = ParSolver(game.sheets[0].board, [r.faces for r in game.rolls], game.values)

    def step(self) -> None:
        """The solver's slice of this step; the par stored the moment it is proven."""
        if self.solver is not None and not self.solver.done and self.solver.step(SOLVER_SLICE_S):
            self.keep_par()

    def keep_par(self) -> None:
        """Store the par (or the best found so far) beside our high-score entry, once."""
        if self.stored is None or self.solver is None:
            return
        result = self.solver.result
        self.book.update(self.stored, par=result.score, par_proven=result.proven)
        if result.proven:
            self.stored = None

    def name_box(self, size: tuple[int, int], rect: pygame.Rect, offered: str) -> NameBox | None:
        """The box a new entry's name is typed in (``offered`` at first), while it may be."""
        return None if self.entry is None else self.naming.show(size, rect, offered)

    def keep_name(self, shown: str) -> str | None:
        """Write the name typed (or ``shown``, the seat's) into our entry and remember it for the
        next game; the name typed, if any, for the seat to take."""
        if self.entry is None:
            return None
        typed = self.naming.take()
        name = (typed if typed is not None else shown).strip() or PLAYER
        self.book.update(self.entry, name=name)
        self.storage.save_json(NAME_FILE, {"name": name})
        self.entry = None
        return typed

    def par_text(self) -> str:
        if self.solver is None:
            return ""
        result = self.solver.result
        if result.proven:
            return _("par {score}").format(score=result.score)
        return _("best found {score} (still searching…)").format(score=result.score)
