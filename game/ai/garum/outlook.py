"""What each Garum line should end with, and so what every worker and every colour should score.

A worker's points depend on one number, the fish of its species on its line when the board is full.
The outlook estimates it as the fish there now plus what the line's unfilled tanks should bring:

- its own colour feeds a worked line with about two fish per tank (one tile, turned so two own
  fish lie on the line), less when a later turn finds the line's slots taken, and shared when the
  colour works several lines of the same zone (one tile a tank cannot feed them all);
- other colours' tiles add a few stray fish (22 of a species' 64 fish are on others' tiles).

The chart is convex, so the expected points use the spread as well as the mean. Workers still in
hand are worth what a line placed later can still reach, less when few chances to place are left.
Everything here reads a ``FastGarum`` and nothing hidden: a seat's view gives the same outlook.
"""

from __future__ import annotations

import functools
import math
from typing import Any

from game.ai.garum.fast import FastGarum
from game.rules.garum.data import SIZE, load

OWN_SHARE = (1.7, 1.7, 1.2, 0.85, 0.65)  # own fish per tank on a worked line, by worked lines in its zone
STRAY = 0.115  # chance a cell filled by another colour shows a given species (22 of 192 fish)
STRAY_PER_TANK = 4 * STRAY * 0.6  # strays on a line's four cells of a tank, own tile on two of them
VARIANCE_PER_TANK = 0.8  # spread of what a tank brings a line
HOLD_BASE = 3.0  # own fish a line chosen later already holds when its worker arrives
PLACE_CHANCE = 0.7  # share of a colour's later turns whose tank still has an open zone


@functools.cache
def chart_table(side: str, foreman: bool) -> tuple[float, ...]:
    """The scoring chart for every whole count a line can reach (and one beyond, to interpolate)."""
    data = load()
    board = data.boards[side]
    return tuple(float(board.points(n, foreman, data.foreman_factor)) for n in range(SIZE + 2))


def chart(table: tuple[float, ...], count: float) -> float:
    """The scoring chart on a real-valued count (linear between whole fish)."""
    if count >= SIZE:
        return table[SIZE]
    if count <= 0:
        return table[0]
    low = int(count)
    return table[low] + (count - low) * (table[low + 1] - table[low])


def expected_chart(table: tuple[float, ...], mean: float, var: float) -> float:
    """E[chart(N)] for N around ``mean``: three points, since the chart is convex."""
    if var <= 0:
        return chart(table, mean)
    spread = math.sqrt(var)
    return (chart(table, mean - spread) + 2 * chart(table, mean) + chart(table, mean + spread)) / 4


def line_zone(line: int) -> int:
    """Zones 0-3 are the rows of tanks, 4-7 the columns; a cell line lies in exactly one."""
    return LINE_ZONE[line]


LINE_ZONE = tuple(line // 4 if line < SIZE else 4 + (line - SIZE) // 4 for line in range(2 * SIZE))


@functools.cache
def slots_on_line(side: str, tank: int, line: int) -> tuple[int, ...]:
    board = load().boards[side]
    cells = set(board.line_cells[line])
    return tuple(s for s in range(4) if cells & set(board.slot_cells[tank][s]))


@functools.cache
def tank_line_slots(side: str, tank: int) -> tuple[tuple[int, ...], ...]:
    """Per line, the slots of ``tank`` it crosses (``slots_on_line`` for every line at once)."""
    return tuple(slots_on_line(side, tank, line) for line in range(2 * SIZE))


def line_outlook(count: int, future: int, own: float, free_n: int, ahead: int) -> tuple[float, float]:
    """Mean and variance of a line's final fish of one species (see ``Outlook._terms``)."""
    mean = count + future * (own + STRAY_PER_TANK)
    var = future * VARIANCE_PER_TANK
    if free_n > 0:
        mean += 2 * free_n * STRAY
        if ahead >= 0:
            mean += own * min(1.0, free_n / (1 + ahead * 0.5))
        var += 0.5
    return mean, var


@functools.cache
def worker_outlook(side: str, foreman: bool, *terms: Any) -> float:
    """A worker's expected points; few distinct terms occur, so the values are remembered."""
    return expected_chart(chart_table(side, foreman), *line_outlook(*terms))


class Outlook:
    """Line projections for one position; cheap to build, so search leaves build one each."""

    def __init__(self, state: FastGarum):
        self.state = state
        self.side = state.board.side
        self.worked = [[0] * 8 for _ in range(4)]  # colour -> zone -> distinct lines it works there
        seen = set()
        for colour, line, _ in state.workers:
            if (colour, line) not in seen:
                seen.add((colour, line))
                self.worked[colour][line_zone(line)] += 1
        self.to_place = self._colours_to_place()
        self._holds: dict[tuple[int, bool], float] = {}
        tank = state.tank  # fixed while the outlook lives (only the free slots move for a moment)
        self._tank_zones = state.board.zones.get(tank, ()) if tank is not None else ()
        self._line_slots = tank_line_slots(self.side, tank) if self._tank_zones else ()

    def _colours_to_place(self) -> tuple[int, ...]:
        """Colours that still put a tile into this round's tank, in turn order."""
        state = self.state
        if state.tank is None or state.phase in ("over", "dummy"):
            return ()
        n = len(state.order)
        first = state.turn + (1 if state.phase == "worker" else 0)
        return tuple(state.order[(state.start + k) % n] for k in range(first, n))

    def share(self, colour: int, zone: int, extra: int = 0) -> float:
        worked = self.worked[colour][zone] + extra
        return OWN_SHARE[min(worked, len(OWN_SHARE) - 1)]

    def _terms(self, colour: int, line: int, extra: int, add: int = 0) -> tuple[int, int, float, int, int]:
        """What a line's outlook depends on: (fish now, unfilled tanks after this one, own fish
        per tank, free slots of this round's tank on the line or -1, colours before ours or -1)."""
        state = self.state
        zone = LINE_ZONE[line]
        own = OWN_SHARE[min(self.worked[colour][zone] + extra, 4)] if state.owner[colour] is not None else 0.0
        free_n = ahead = -1
        free = state.free
        if free and zone in self._tank_zones:
            free_n = 0
            for slot in self._line_slots[line]:
                if slot in free:
                    free_n += 1
            if colour in self.to_place:
                ahead = self.to_place.index(colour)
        return state.counts[line * 4 + colour] + add, state.zone_left[zone], own, free_n, ahead

    def line(self, colour: int, line: int, extra: int = 0) -> tuple[float, float]:
        """Mean and variance of the fish of ``colour``'s species ``line`` ends with."""
        return line_outlook(*self._terms(colour, line, extra))

    def worker(self, colour: int, line: int, foreman: bool, extra: int = 0, add: int = 0) -> float:
        """Expected points of a worker; ``extra`` more lines worked in its zone, ``add`` more fish."""
        return worker_outlook(self.side, foreman, *self._terms(colour, line, extra, add))

    def hold(self, colour: int, foreman: bool) -> float:
        """Worth of a worker kept in hand: a line chosen later, if chances to place remain."""
        key = (colour, foreman)
        if key not in self._holds:
            self._holds[key] = self._hold(colour, foreman)
        return self._holds[key]

    def _hold(self, colour: int, foreman: bool) -> float:
        state = self.state
        later = [z - 1 for z in state.zone_left if z > 1]
        if not later:
            return 0.0
        future = sum(later) / len(later) / 2  # placed midway through such a zone, on average
        mean = HOLD_BASE + future * (OWN_SHARE[1] + STRAY_PER_TANK)
        value = expected_chart(chart_table(self.side, foreman), mean, future * VARIANCE_PER_TANK)
        chances = (state.rounds - state.round - 1) * PLACE_CHANCE
        workers = sum(state.left[colour])
        if workers > chances:
            value *= chances / workers
        return max(0.0, value)

    def colour_scores(self) -> list[float]:
        """Every colour's expected final score (the dummy's stays 0)."""
        state = self.state
        if state.is_over():
            return [float(b + f) for b, f in zip(state.bonus, state.final, strict=True)]
        out = [float(b) for b in state.bonus]
        for colour, line, foreman in state.workers:
            out[colour] += self.worker(colour, line, foreman)
        for colour in range(4):
            if state.owner[colour] is not None:
                apprentices, foremen = state.left[colour]
                kept = apprentices * self.hold(colour, False) if apprentices else 0.0
                out[colour] += kept + (foremen * self.hold(colour, True) if foremen else 0.0)
        return out

    def seat_scores(self) -> list[float]:
        state = self.state
        per_colour = self.colour_scores()
        seats = [0.0] * state.players
        for colour in range(4):
            if state.owner[colour] is not None:
                seats[state.owner[colour]] += per_colour[colour]
        return seats

