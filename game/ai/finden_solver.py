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
from collections.abc import Iterator, Mapping, Sequence
from dataclasses import dataclass

import numpy as np

from game.rules.finden import Board, dice_key
from game.rules.pentomino import SHAPES, placement_table, symbol_weights

NODES_PER_SLICE = 16
"""Search nodes between checks of the clock: small enough never to hold a frame."""


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
        table = board.table
        self.area = board.height * board.width
        self.round_base = self.area  # a candidate's mask: its cells, then one bit for its round
        self._cell_bits = [_bits(row) for row in table.cells]
        self._shape_of = table.shape
        self._rolls = [tuple(faces) for faces in rolls]
        self._anywhere: dict[str, list[int]] = {}
        self._candidates: dict[str, list[int]] = {}
        self.nodes = 0
        self._best = Plan((), (), 0)  # until the greedy plan is in, a few steps in
        self._upper = sum(values[s] for s in SHAPES)
        self._search = self._run()
        self.done = False

    def _prepare(self) -> Iterator[None]:
        """Candidate placements and the greedy plan, in slices (nothing here holds a frame)."""
        # Every placement of each shape, ignoring the symbols (for crossed-out shapes).
        self._anywhere = {s: [] for s in SHAPES}
        for p, bits in enumerate(self._cell_bits):
            self._anywhere[SHAPES[self._shape_of[p]]].append(bits)
        yield
        # Circling candidates: (round bit | cells) per shape, earliest rounds first.
        sums = self.board.table.sums(symbol_weights(self.board.symbols))
        self._candidates = {s: [] for s in SHAPES}
        for t, faces in enumerate(self._rolls):
            for p in (sums == dice_key(faces)).nonzero()[0]:
                shape = SHAPES[self._shape_of[p]]
                self._candidates[shape].append(self._cell_bits[p] | 1 << (self.round_base + t))
        yield
        self._best = yield from _greedy(self.board, self._rolls, self.values)

    # -- driving -----------------------------------------------------------------------------
    @property
    def result(self) -> ParResult:
        return ParResult(self._best.score, max(self._upper, self._best.score), self._best, self.nodes)

    def step(self, max_seconds: float = 0.004) -> bool:
        """Search for about ``max_seconds``; True once the answer is proven."""
        deadline = time.perf_counter() + max_seconds
        while not self.done:
            try:
                next(self._search)
            except StopIteration:
                self.done = True
            if time.perf_counter() >= deadline:
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
        clashes = yield from self._clashing_pairs(usable)
        most = self.area // 5
        subsets = []
        for mask in range(1 << len(usable)):
            if mask % 256 == 0:
                yield
            if mask.bit_count() > most or any(mask & pair == pair for pair in clashes):
                continue  # more shapes than the board holds, or two that can never both be circled
            chosen = tuple(s for i, s in enumerate(usable) if mask >> i & 1)
            subsets.append((sum(self.values[s] for s in chosen), chosen))
        subsets.sort(key=lambda vs: (-vs[0], len(vs[1]), vs[1]))
        for value, chosen in subsets:
            self._upper = value
            if value <= self._best.score:
                return
            plan = yield from self._realise(chosen)
            if plan is not None:
                self._best = plan
                return
        self._upper = self._best.score

    def _clashing_pairs(self, usable: list[str]) -> Iterator[None]:
        """Masks (over ``usable``) of two shapes whose circles always share a cell or a round."""
        out = []
        for i, a in enumerate(usable):
            yield
            for j in range(i + 1, len(usable)):
                b = self._candidates[usable[j]]
                if all(x & y for x in self._candidates[a] for y in b):
                    out.append(1 << i | 1 << j)
        return out

    def _realise(self, shapes: tuple[str, ...]) -> Iterator[None]:
        """A plan circling exactly ``shapes``, or None if the board and rolls cannot allow it."""
        domains = [(s, self._candidates[s]) for s in shapes]
        found = yield from self._assign(0, domains, [], shapes)
        return found

    def _assign(self, used: int, domains: list, chosen: list, shapes: tuple[str, ...]) -> Iterator[None]:
        """Forward-checking search: give the most constrained shape a round and a placement."""
        self.nodes += 1
        if self.nodes % NODES_PER_SLICE == 0:
            yield
        if not domains:
            plan = yield from self._with_crossings(used, chosen, shapes)
            return plan
        pick = min(range(len(domains)), key=lambda j: len(domains[j][1]))
        shape, options = domains[pick]
        others = domains[:pick] + domains[pick + 1 :]
        for option in options:
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

    def _with_crossings(self, used: int, chosen: list, shapes: tuple[str, ...]) -> Iterator[None]:
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

    def _pack(self, used: int, spare: list[str], start: int, need: int) -> Iterator[None]:
        """``need`` distinct shapes of ``spare[start:]`` on disjoint free cells, or None."""
        if need == 0:
            return []
        for i in range(start, len(spare) - need + 1):
            for bits in self._anywhere[spare[i]]:
                self.nodes += 1
                if self.nodes % NODES_PER_SLICE == 0:
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


def _greedy(board: Board, rolls: Sequence[Sequence[str]], values: Mapping[str, int]) -> Iterator[None]:
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
