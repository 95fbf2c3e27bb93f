"""Real-time 5er Finden bots: a model of a human searching their board, step by step.

A person does not see every five at once: their eye runs over the board, and at each cell they
may or may not spot a five through it; then they move the pen there and draw it, cell by cell.
The bot does the same in fixed steps: its eye visits cells in a reading order at a speed its level
sets, notices valid fives through the visited cell with a chance (higher for valuable shapes when
the level prefers them), draws the best one it noticed that does not overlap its own outlines nor
repeat a shape, and flips the timer once it has enough or its patience runs out. Weak bots
sometimes take a near miss (four of five symbols right) for a five, as people do.

Pace [decision]: the levels race like a casual, a practised and an expert person. Our estimate of
people on a 10x10 board (no published figures found): a casual player needs 15-20 s to find a five
and drags the pen slowly and sometimes takes four right symbols for five; a practised one about
10 s; an expert about 5 s, at a quick mouse and without slips. Each profile therefore sets a scan
speed and a notice chance that give those times on our boards (``bench/finden_bots.py`` prints the
seconds to the first five and between fives), a pause to check a five before drawing it (think
time), pen and cursor speeds, and a mistake rate. Measured (60 rolls per level): easy about 15 s
to the first five and 17 s to each next, medium 9 s and 12 s, hard 5 s and 6 s. (Before, hard
outlined four shapes within about 3 s of a roll, which no person can answer.) A newcomer races
about like easy.

It sees only its board, the dice and its own outlines; every choice comes from its seeded
``random.Random`` and the step count, never the clock, so a game replays exactly. The work per
step is a handful of cell visits, so it never holds a frame. (It is not a ``game.ai.base.Bot``:
that interface decides one move per turn, this one acts continuously.)
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass

import numpy as np

from game.rules.base import Action
from game.rules.finden import (
    COUNTED_OUTLINES,
    SYMBOL_INDEX,
    Board,
    ClassicGame,
    ClassicOptions,
    Draw,
    Flip,
    Phase,
)
from game.rules.pentomino import SHAPES

Cellf = tuple[float, float]


@dataclass(frozen=True)
class Profile:
    """How one level of bot searches (speeds in cells per second, times in seconds)."""

    scan_speed: float  # cells the eye visits per second
    notice: float  # chance to spot one given valid five through the visited cell
    value_bias: float  # notice chance grows by this factor per point of shape value above 1
    draw_speed: float  # cells outlined per second
    travel_speed: float  # cursor speed moving to the next five
    target: int  # outlines after which the bot flips the timer
    patience: tuple[float, float]  # it flips at the latest after a time drawn from this range
    mistake: float  # chance per visited cell to take a near miss through it for a five
    think: tuple[float, float]  # pause to check a five it spotted before the pen moves


# [decision] Bot levels: casual (slow, careless) / practised / expert (fast, sharp, greedy for
# valuable shapes). Fields: scan, notice, value bias, pen, cursor, target, patience, mistake, think.
PROFILES: dict[str, Profile] = {
    "easy": Profile(2.0, 0.035, 0.0, 3.0, 6.0, 3, (70.0, 90.0), 0.02, (2.0, 4.0)),
    "medium": Profile(3.0, 0.055, 0.3, 4.5, 10.0, 4, (55.0, 70.0), 0.008, (1.0, 2.5)),
    "hard": Profile(4.5, 0.10, 1.0, 7.0, 15.0, 5, (40.0, 50.0), 0.0, (0.5, 1.2)),
}


def scan_order(rng: random.Random, height: int, width: int) -> list[int]:
    """Cells in a reading order a person might use: rows or columns, snaking, from any corner."""
    by_rows = rng.random() < 0.5
    outer, inner = (height, width) if by_rows else (width, height)
    flip_outer, flip_inner = rng.random() < 0.5, rng.random() < 0.5
    order: list[int] = []
    for i in range(outer):
        a = outer - 1 - i if flip_outer else i
        line = list(range(inner))
        if (i % 2 == 1) != flip_inner:
            line.reverse()
        order.extend(a * width + b if by_rows else b * width + a for b in line)
    return order


def drawing_path(cells: Sequence[int], width: int) -> tuple[int, ...]:
    """The five cells in an order a pen could follow: depth first from an end cell."""
    cell_set = set(cells)

    def neighbours(c: int) -> list[int]:
        r, k = divmod(c, width)
        near = [(r - 1) * width + k, (r + 1) * width + k]
        near += [c - 1] if k > 0 else []
        near += [c + 1] if k < width - 1 else []
        return sorted(n for n in near if n in cell_set)

    start = min(cell_set, key=lambda c: (len(neighbours(c)), c))
    path: list[int] = []
    todo = [start]
    while todo:
        c = todo.pop()
        if c not in path:
            path.append(c)
            todo.extend(reversed(neighbours(c)))
    return tuple(path)


class FindenBot:
    """One seat's searcher. Call ``start_round`` when the search starts, ``update`` every step."""

    def __init__(self, level: str = "medium", seed: int = 0):
        if level not in PROFILES:
            raise ValueError(f"unknown bot level {level!r}; expected one of {sorted(PROFILES)}")
        self.level, self.profile, self.seed = level, PROFILES[level], seed
        self.cursor: Cellf = (5.0, 5.0)
        self.stroke: tuple[int, ...] = ()

    # -- a new round --------------------------------------------------------------------------
    def start_round(self, board: Board, faces: Sequence[str], round_no: int, values: dict[str, int],
                    steps_per_second: int) -> None:
        self.rng = random.Random(f"{self.seed}:finden-bot:{round_no}")
        self.board, self.values, self.hz = board, values, steps_per_second
        table = self.table = board.table
        self.valid = np.zeros(len(table), dtype=bool)
        self.valid[board.matches(faces)] = True
        self.near_miss = self._near_misses(board, faces)
        self.order = scan_order(self.rng, board.height, board.width)
        self.eye = 0.0  # position in ``order``; fractional while between cells
        self.noticed: list[int] = []
        self.seen: set[int] = set()
        self.plan: tuple[int, ...] = ()
        self.progress = 0.0  # cells of ``plan`` outlined so far (fractional)
        self.travelling = False
        self.pause = 0  # steps left of checking the five about to be drawn
        self.steps = 0
        self.deadline = self.rng.uniform(*self.profile.patience) * steps_per_second
        self.stroke = ()

    def _near_misses(self, board: Board, faces: Sequence[str]) -> np.ndarray:
        """Placements with exactly four of the five dice symbols (the others are easy to rule out)."""
        symbols = board.symbols[self.table.cells]
        want = np.bincount([SYMBOL_INDEX[s] for s in faces], minlength=len(SYMBOL_INDEX))
        common = sum(np.minimum((symbols == s).sum(axis=1), want[s]) for s in range(len(want)))
        return common == 4

    # -- every step ---------------------------------------------------------------------------
    def update(self, outlines: Sequence[Sequence[int]], can_act: bool, timer_running: bool) -> list[Action]:
        """Advance one step; return the actions taken (at most one)."""
        if not can_act:
            self.stroke = ()
            return []
        self.steps += 1
        if self.plan:
            return self._draw(outlines)
        if not timer_running and (len(outlines) >= self.profile.target or self.steps >= self.deadline):
            return [Flip()]
        if len(outlines) >= COUNTED_OUTLINES:
            return []  # never more than five: wait for the sand
        choice = self._best_noticed(outlines)
        if choice is not None:
            self.plan = drawing_path(self.table.cells[choice].tolist(), self.board.width)
            self.progress, self.travelling = 0.0, True
            self.pause = round(self.rng.uniform(*self.profile.think) * self.hz)
            return []
        self._scan(outlines)
        return []

    def _compatible(self, placement: int, outlines: Sequence[Sequence[int]]) -> bool:
        shape = SHAPES[self.table.shape[placement]]
        used = {c for o in outlines for c in o}
        drawn = {self.board.table.placement_of(o) for o in outlines}
        shapes = {SHAPES[self.table.shape[p]] for p in drawn if p is not None}
        return shape not in shapes and not used.intersection(self.table.cells[placement].tolist())

    def _best_noticed(self, outlines: Sequence[Sequence[int]]) -> int | None:
        self.noticed = [p for p in self.noticed if self._compatible(p, outlines)]
        if not self.noticed:
            return None
        ranked = sorted(self.noticed, key=lambda p: -self.values[SHAPES[self.table.shape[p]]])
        best = ranked[0]  # the most valuable; among equals the one noticed first (stable sort)
        self.noticed.remove(best)
        return best

    def _scan(self, outlines: Sequence[Sequence[int]]) -> None:
        before = int(self.eye)
        self.eye += self.profile.scan_speed / self.hz
        for i in range(before, int(self.eye)):
            if i % len(self.order) == 0 and i:
                self.order = scan_order(self.rng, self.board.height, self.board.width)
                self.seen.clear()
            self._look(self.order[i % len(self.order)], outlines)
        r, c = divmod(self.order[int(self.eye) % len(self.order)], self.board.width)
        self._move_cursor((r + 0.5, c + 0.5), self.profile.travel_speed)

    def _look(self, cell: int, outlines: Sequence[Sequence[int]]) -> None:
        """The eye rests on ``cell``: maybe notice fives through it, or take a near miss for one."""
        p = self.profile
        covering = self.table.covering[cell]
        for placement in covering[self.valid[covering]].tolist():
            if placement in self.seen:
                continue
            value = self.values[SHAPES[self.table.shape[placement]]]
            if self.rng.random() < p.notice * (1 + p.value_bias * (value - 1)):
                self.seen.add(placement)
                if self._compatible(placement, outlines):
                    self.noticed.append(placement)
        if p.mistake and self.rng.random() < p.mistake:
            misses = covering[self.near_miss[covering]].tolist()
            if misses:
                placement = self.rng.choice(misses)
                if self._compatible(placement, outlines):
                    self.noticed.append(placement)

    def _draw(self, outlines: Sequence[Sequence[int]]) -> list[Action]:
        if self.pause > 0:  # checking the five before the pen moves
            self.pause -= 1
            return []
        width = self.board.width
        if self.travelling:
            r, c = divmod(self.plan[0], width)
            if self._move_cursor((r + 0.5, c + 0.5), self.profile.travel_speed):
                self.travelling = False
            return []
        self.progress = min(5.0, self.progress + self.profile.draw_speed / self.hz)
        done = int(self.progress)
        self.stroke = self.plan[: max(done, 1)]
        r, c = divmod(self.plan[min(done, 4)], width)
        self._move_cursor((r + 0.5, c + 0.5), self.profile.draw_speed * 2)
        if done < 5:
            return []
        cells, self.plan, self.stroke = self.plan, (), ()
        return [Draw(cells)]

    def _move_cursor(self, target: Cellf, speed: float) -> bool:
        """Move the cursor toward ``target`` at ``speed`` cells/s; True once there."""
        (y, x), (ty, tx) = self.cursor, target
        dy, dx = ty - y, tx - x
        dist = (dy * dy + dx * dx) ** 0.5
        reach = speed / self.hz
        if dist <= reach:
            self.cursor = target
            return True
        self.cursor = (y + dy * reach / dist, x + dx * reach / dist)
        return False


def bot_seed(game_seed: int, seat: int) -> int:
    """Each seat's bot gets its own seed derived from the game's."""
    return game_seed * 8 + seat


def drive_bots(game: ClassicGame, bots: dict[int, FindenBot]) -> None:
    """One step of the seats in ``bots``: let each act on its own board (shared by scene and sims)."""
    for seat, bot in bots.items():
        mine = game.seats[seat]
        for action in bot.update(mine.outlines, game.can_act(seat), game.phase is Phase.SAND):
            game.apply(seat, action)


def start_bots(game: ClassicGame, bots: dict[int, FindenBot]) -> None:
    """The search starts: every bot gets its board and the dice."""
    for seat, bot in bots.items():
        bot.start_round(game.seats[seat].board, game.roll.faces, game.round, game.values,
                        game.options.steps_per_second)


def simulate(levels: Sequence[str], seed: int, options: ClassicOptions | None = None) -> ClassicGame:
    """A whole classic game of bots only, without a display (tests, benchmarks, ``--autoplay``)."""
    game = ClassicGame(len(levels), seed, options)
    bots = {seat: FindenBot(level, bot_seed(seed, seat)) for seat, level in enumerate(levels)}
    while True:
        game.start_search()
        start_bots(game, bots)
        while game.phase in (Phase.SEARCH, Phase.SAND):
            drive_bots(game, bots)
            game.advance()
        if game.is_over():
            return game
        game.new_round()
