"""Par for a solo game of 5er Finden: the best score for a board and its 12 rolls, all known ahead.

Why it can be exact: nothing on the sheet is ever erased, so a finished game is a set of disjoint
placements. Fix which shapes are circled, in which round and where; then every round before the
last circle that did not circle must have crossed out some other shape *drawn on free cells* (while
a later circle is still to come, something always fits), and rounds after the last circle cannot
change the score. So the solver walks the sets of circled shapes from the most valuable down and
asks of each: can its shapes take distinct rounds and disjoint matching placements (a small
constraint search with forward checking), with room left to pack the crossed-out shapes? The first
set that can is optimal; every set refuted before it lowers the proven upper bound, so the search
is anytime: ``step()`` works in slices, ``result`` always holds the best plan found so far.
"""

from __future__ import annotations

import functools
import time
from collections.abc import Generator, Iterator, Mapping, Sequence
from dataclasses import dataclass
from typing import TypeVar

import numpy as np

from game.ai.base import time_slice
from game.ai.finden.circled_sets import circled_sets, clashing_pairs
from game.rules.finden import Board, dice_key
from game.rules.pentomino import SHAPES, placement_table, symbol_weights

WORK_PER_PAUSE = 2000
"""Units of work (one small step, about 0.1 µs: a candidate tested against another, a shape added to
a set) between pauses, so no stretch between pauses outlasts a tenth of a slice. Counted in work
done, never in time: where the search pauses, and so what it finds, is the same on every machine and
at every slice size."""
PLACEMENTS_PER_CHUNK = 128
"""Placements turned into bit masks between pauses while setting up."""


Result = TypeVar("Result")
Steps = Generator[None, None, Result]
"""A search in slices: it yields between slices of work and returns its ``Result`` at the end."""
Domain = tuple[str, list[int]]
"""A shape and the (round bit | cells) masks still open to it."""


@dataclass(frozen=True)
class Plan:
    """A way to play the whole game: circles by round, and the shapes crossed out before the last one."""

    circles: tuple[tuple[int, str, tuple[int, ...]], ...]  # (round, shape, cells)
    crossed: tuple[tuple[str, tuple[int, ...]], ...]  # (shape, cells), drawn ignoring the symbols
    score: int


@dataclass(frozen=True)
class ParResult:
    score: int
    """The best score found (a plan that reaches it exists)."""
    upper: int
    """Nothing scores more than this (every more valuable circled set was refuted)."""
    plan: Plan
    nodes: int

    @property
    def proven(self) -> bool:
        return self.score >= self.upper

    @property
    def label(self) -> str:
        return f"par {self.score}" if self.proven else f"best found {self.score}"


def _bits(cells: Sequence[int]) -> int:
    out = 0
    for c in cells:
        out |= 1 << int(c)
    return out


def _cells(bits: int, area: int) -> tuple[int, ...]:
    return tuple(c for c in range(area) if bits >> c & 1)


class ParSolver:
    """Incremental exact search; call ``step`` until it returns True, read ``result`` any time."""

    def __init__(self, board: Board, rolls: Sequence[Sequence[str]], values: Mapping[str, int]):
        self.board, self.values = board, dict(values)
        self.rounds = len(rolls)
        self.area = board.height * board.width
        self._table = board.table  # built once per board size: the game has built it already
        self.round_base = self.area  # a candidate's mask: its cells, then one bit for its round
        self._rolls = [tuple(faces) for faces in rolls]
        self._cell_bits: list[int] = []
        self._anywhere: dict[str, list[int]] = {}
        self._candidates: dict[str, list[int]] = {}
        self.nodes = 0
        self._work = 0  # units of work since the last pause
        self._best = Plan((), (), 0)  # until the greedy plan is in, a few steps in
        self._upper = sum(values[s] for s in SHAPES)
        self._search = self._run()
        self.done = False

    def _spend(self, cost: int) -> bool:
        """Count ``cost`` units of work; True when enough is done since the last pause to pause."""
        self._work += cost
        if self._work < WORK_PER_PAUSE:
            return False
        self._work = 0
        return True

    def _prepare(self) -> Iterator[None]:
        """Candidate placements and the greedy plan, in slices (nothing here holds a frame)."""
        table = self._table
        shape_of = table.shape.tolist()
        # Every placement as cell bits, and per shape, ignoring the symbols (for crossed-out shapes).
        # Rows are listed a chunk at a time: thousands of lasting small lists would wake a full
        # garbage collection.
        self._anywhere = {s: [] for s in SHAPES}
        for start in range(0, len(shape_of), PLACEMENTS_PER_CHUNK):
            rows = table.cells[start : start + PLACEMENTS_PER_CHUNK].tolist()
            for p, row in enumerate(rows, start):
                bits = _bits(row)
                self._cell_bits.append(bits)
                self._anywhere[SHAPES[shape_of[p]]].append(bits)
            if self._spend(5 * len(rows)):
                yield
        yield
        # Circling candidates: (round bit | cells) per shape, earliest rounds first.
        sums = table.sums(symbol_weights(self.board.symbols))
        self._candidates = {s: [] for s in SHAPES}
        for t, faces in enumerate(self._rolls):
            yield
            for p in (sums == dice_key(faces)).nonzero()[0].tolist():
                shape = SHAPES[shape_of[p]]
                self._candidates[shape].append(self._cell_bits[p] | 1 << (self.round_base + t))
        yield
        self._best = yield from _greedy(self.board, self._rolls, self.values)

    # -- driving -----------------------------------------------------------------------------
    @property
    def result(self) -> ParResult:
        return ParResult(self._best.score, max(self._upper, self._best.score), self._best, self.nodes)

    def step(self, max_seconds: float = 0.004) -> bool:
        """Search for about ``max_seconds``; True once the answer is proven."""
        used_up = time_slice(max_seconds)
        while not self.done:
            try:
                next(self._search)
            except StopIteration:
                self.done = True
            if used_up():
                break
        return self.done

    def run(self, max_seconds: float | None = None, max_nodes: int | None = None) -> ParResult:
        """Search until proven, or until a time or node budget runs out (tests, benchmarks)."""
        start = time.perf_counter()
        while not self.done:
            self.step(0.005)
            if max_seconds is not None and time.perf_counter() - start >= max_seconds:
                break
            if max_nodes is not None and self.nodes >= max_nodes:
                break
        return self.result

    # -- the search --------------------------------------------------------------------------
    def _run(self) -> Iterator[None]:
        yield from self._prepare()
        usable = [s for s in SHAPES if self._candidates[s]]
        clashes = yield from clashing_pairs(usable, self._candidates, self._spend)
        subsets = yield from circled_sets(usable, clashes, self.values, self.area // 5, self._spend)
        for value, chosen in subsets:
            self._upper = value
            if value <= self._best.score:
                return
            plan = yield from self._realise(chosen)
            if plan is not None:
                self._best = plan
                return
        self._upper = self._best.score

    def _realise(self, shapes: tuple[str, ...]) -> Steps[Plan | None]:
        """A plan circling exactly ``shapes``, or None if the board and rolls cannot allow it."""
        domains = [(s, self._candidates[s]) for s in shapes]
        found = yield from self._assign(0, domains, [], shapes)
        return found

    def _assign(
        self, used: int, domains: list[Domain], chosen: list[tuple[str, int]], shapes: tuple[str, ...]
    ) -> Steps[Plan | None]:
        """Forward-checking search: give the most constrained shape a round and a placement."""
        self.nodes += 1
        if not domains:
            plan = yield from self._with_crossings(used, chosen, shapes)
            return plan
        pick = min(range(len(domains)), key=lambda j: len(domains[j][1]))
        shape, options = domains[pick]
        others = domains[:pick] + domains[pick + 1 :]
        checks = sum(len(choices) for _, choices in others)  # at most, per option
        for option in options:
            if self._spend(checks):
                yield
            taken = used | option
            rest = []
            rounds = 0
            for other, choices in others:
                left = [c for c in choices if not c & taken]
                if not left:
                    break
                for c in left:
                    rounds |= c
                rest.append((other, left))
            else:
                if (rounds >> self.round_base).bit_count() < len(rest):
                    continue  # fewer free rounds than shapes still to place
                plan = yield from self._assign(taken, rest, [*chosen, (shape, option)], shapes)
                if plan is not None:
                    return plan
        return None

    def _with_crossings(
        self, used: int, chosen: list[tuple[str, int]], shapes: tuple[str, ...]
    ) -> Steps[Plan | None]:
        """Complete the circles with the crossed-out shapes the earlier rounds must draw."""
        last = (used >> self.round_base).bit_length()  # rounds up to and including the last circle
        need = last - len(shapes)
        spare = [s for s in SHAPES if s not in shapes]
        free = used & ((1 << self.area) - 1)
        packed = yield from self._pack(free, spare, 0, need)
        if packed is None:
            return None
        circles = tuple(
            sorted(
                ((option >> self.round_base).bit_length() - 1, shape, _cells(option, self.area))
                for shape, option in chosen
            )
        )
        crossed = tuple((shape, _cells(bits, self.area)) for shape, bits in packed)
        return Plan(circles, crossed, sum(self.values[s] for s in shapes))

    def _pack(
        self, used: int, spare: list[str], start: int, need: int
    ) -> Steps[list[tuple[str, int]] | None]:
        """``need`` distinct shapes of ``spare[start:]`` on disjoint free cells, or None."""
        if need == 0:
            return []
        for i in range(start, len(spare) - need + 1):
            for bits in self._anywhere[spare[i]]:
                self.nodes += 1
                if self._spend(1):
                    yield
                if not bits & used:
                    rest = yield from self._pack(used | bits, spare, i + 1, need - 1)
                    if rest is not None:
                        return [(spare[i], bits), *rest]
        return None


def greedy_plan(board: Board, rolls: Sequence[Sequence[str]], values: Mapping[str, int]) -> Plan:
    """A plain player who knows one roll at a time: circle the most valuable five that fits,
    otherwise cross out the cheapest shape that fits, drawn where it blocks fewest fives."""
    steps = _greedy(board, rolls, values)
    while True:
        try:
            next(steps)
        except StopIteration as done:
            return done.value


def _greedy(board: Board, rolls: Sequence[Sequence[str]], values: Mapping[str, int]) -> Steps[Plan]:
    """``greedy_plan`` one round per step (the solver runs it inside its own slices)."""
    table = board.table
    sums = table.sums(symbol_weights(board.symbols))
    value_of = np.array([values[s] for s in SHAPES])[table.shape]
    harm = _harm(board.height, board.width)
    used = np.zeros(board.height * board.width, dtype=np.int32)
    is_open = np.ones(len(SHAPES), dtype=bool)
    circles, crossed = [], []
    for t, faces in enumerate(rolls):
        yield
        free = (table.sums(used) == 0) & is_open[table.shape]
        fives = np.flatnonzero(free & (sums == dice_key(faces)))
        if len(fives):
            p = int(fives[np.argmax(value_of[fives])])  # the first of the most valuable
            circles.append((t, SHAPES[table.shape[p]], tuple(int(c) for c in table.cells[p])))
        else:
            fitting = np.flatnonzero(free)
            if not len(fitting):
                continue  # nothing fits: crossing out changes nothing that matters any more
            p = int(fitting[np.lexsort((fitting, harm[fitting], value_of[fitting]))[0]])
            crossed.append((SHAPES[table.shape[p]], tuple(int(c) for c in table.cells[p])))
        used[table.cells[p]] = 1
        is_open[table.shape[p]] = False
    last = max((t for t, _, _ in circles), default=-1)
    kept = crossed[: max(0, last + 1 - len(circles))]
    return Plan(tuple(circles), tuple(kept), sum(values[s] for _, s, _ in circles))


@functools.cache
def _harm(height: int, width: int) -> np.ndarray:
    """Per placement, how many placements cross its cells: drawings in corners and along edges
    block the fewest future fives (a cheap, static measure)."""
    table = placement_table(height, width)
    crossing = np.array([len(c) for c in table.covering])
    return crossing[table.cells].sum(axis=1)


def solve(
    board: Board,
    rolls: Sequence[Sequence[str]],
    values: Mapping[str, int],
    max_seconds: float | None = None,
    max_nodes: int | None = None,
) -> ParResult:
    return ParSolver(board, rolls, values).run(max_seconds, max_nodes)
