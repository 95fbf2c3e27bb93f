"""A compact Garum state for the bots' inner loops, equal in play to ``game.rules.garum``.

The rules state keeps what a game needs for records, events and the table (the picture of every
slot, the history, sentences for illegal moves). A search plays thousands of short games per
decision and needs none of that: this state holds only what decides legal moves and scores — the
fish of each species on each line, the free slots of this round's tank, hands, piles, coins and
workers — in flat lists that copy in a few microseconds. It trusts its caller (moves come from its
own ``legal_actions``) and emits no events. ``tests/test_garum_fast.py`` plays thousands of random
games through both and checks every legal move list, count, bonus and result is the same.

It uses the rules' own action values, so a choice made here is played on the real table as is.
"""

from __future__ import annotations

import functools
import random
from typing import Self

from game.rules.base import Action
from game.rules.garum.data import SIZE, WILD, Board, GarumData, load
from game.rules.garum.fields import ranked_winners
from game.rules.garum.knowledge import deal_hidden
from game.rules.garum.moves import ChooseTank, PlaceTile, PlaceWorker, TurnDummy
from game.rules.garum.play import CHOOSE, DUMMY, NO_WORKER, PLACE, WORKER
from game.rules.garum.state import GarumState

LINES = 2 * SIZE


@functools.cache
def pictures() -> tuple[tuple[tuple[int, ...], ...], ...]:
    """Each tile's fish in each of its four turns. Read from the level file when first needed, not
    at import: a bad board file makes Garum unavailable (``rules.levels.level_problem``), it must
    not stop the other games from starting."""
    return tuple(tuple(tile.turned(r) for r in range(4)) for tile in load().tiles)


class SideTables:
    """Per board side: for each (tank, slot), the lines of its four cells (row, column)."""

    def __init__(self, board: Board):
        self.board = board
        self.cell_lines = {
            (t, s): tuple((c // SIZE, SIZE + c % SIZE) for c in cells)
            for t, slots in board.slot_cells.items() for s, cells in enumerate(slots)
        }
        self.zone_tank_count = [len(tanks) for tanks in board.zone_tanks]


_TABLES: dict[str, SideTables] = {}


def side_tables(board: Board) -> SideTables:
    if board.side not in _TABLES:
        _TABLES[board.side] = SideTables(board)
    return _TABLES[board.side]


class FastPosition:
    """A compact Garum position: its fields, a copy and its results (``FastGarum`` adds the moves);
    slots keep the many copies a search makes small and quick."""

    __slots__ = ("data", "board", "tables", "players", "emperor", "order", "owner", "dummy", "start", "turn",
                 "phase", "round", "rounds", "tank", "free", "coins", "used", "zone_left", "counts", "hands",
                 "piles", "unseen", "dummy_tile", "workers", "left", "bonus", "final")
    data: GarumData
    board: Board
    tables: SideTables
    players: int
    emperor: bool
    order: tuple[int, ...]
    owner: tuple[int | None, ...]
    dummy: int | None
    start: int
    turn: int
    phase: str
    round: int
    rounds: int
    tank: int | None
    free: list[int]  # this round's free slots
    coins: list[int]
    used: set[int]
    zone_left: list[int]  # per zone, its unfilled tanks
    counts: list[int]  # line * 4 + species -> fish
    hands: list[list[int]]
    piles: list[list[int]]
    unseen: list[list[int]]
    dummy_tile: int | None
    workers: list[tuple[int, int, bool]]  # (colour, line, foreman)
    left: list[list[int]]
    bonus: list[int]
    final: list[int]

    def copy(self) -> Self:
        """A position the search may change without touching this one (lists copied, data shared)."""
        other = type(self).__new__(type(self))
        for name in ("data", "board", "tables", "players", "emperor", "order", "owner", "dummy", "start",
                     "turn", "phase", "round", "rounds", "tank", "dummy_tile", "unseen"):
            setattr(other, name, getattr(self, name))
        other.free, other.coins, other.used = list(self.free), list(self.coins), set(self.used)
        other.zone_left, other.counts = list(self.zone_left), list(self.counts)
        other.hands = [list(h) for h in self.hands]
        other.piles = [list(p) for p in self.piles]
        other.workers = list(self.workers)
        other.left = [list(x) for x in self.left]
        other.bonus, other.final = list(self.bonus), list(self.final)
        return other

    # -- results -------------------------------------------------------------------------------------
    def colours_of(self, seat: int) -> tuple[int, ...]:
        return tuple(c for c in range(4) if self.owner[c] == seat)

    def scores(self) -> tuple[int, ...]:
        per_colour = [b + f for b, f in zip(self.bonus, self.final, strict=True)]
        return tuple(sum(per_colour[c] for c in self.colours_of(s)) for s in range(self.players))

    def apprentices_placed(self, seat: int) -> int:
        return sum(1 for colour, _, foreman in self.workers if self.owner[colour] == seat and not foreman)

    def winners(self) -> tuple[int, ...]:
        """Highest score; tie: fewer apprentices on the board; still tied: shared."""
        if self.phase != "over":
            return ()
        return ranked_winners(self.scores(), [self.apprentices_placed(s) for s in range(self.players)])


class FastGarum(FastPosition):
    """One Garum position (a full one, or a seat's view with ``UNKNOWN`` hands, piles and coins)."""

    __slots__ = ()

    @classmethod
    def from_state(cls, state: GarumState) -> FastGarum:
        """The compact copy of a rules state or of a view (hidden tiles stay ``UNKNOWN``)."""
        self = cls.__new__(cls)
        self.data = state.data
        self.board = state.board
        self.tables = side_tables(state.board)
        self.players, self.emperor = state.players, state.emperor
        self.order, self.owner, self.dummy = state.order, state.owner, state.dummy
        self.start, self.turn, self.phase, self.round = state.start, state.turn, state.phase, state.round
        self.rounds, self.tank = len(state.board.tanks), state.tank
        self.free = [] if state.tank is None else state.free_slots()
        self.coins, self.used = list(state.coins), set(state.used)
        self.zone_left = [sum(1 for t in tanks if t not in self.used) for tanks in state.board.zone_tanks]
        self.counts = [n for line in state.counts for n in line]
        self.hands = [list(h) for h in state.hands]
        self.piles = [list(p) for p in state.piles]
        self.unseen = [state.unseen(c) for c in range(4)]
        self.dummy_tile = state.dummy_tile
        self.workers = [(w.colour, w.line, w.foreman) for w in state.workers]
        self.left = [list(x) for x in state.left]
        self.bonus, self.final = list(state.bonus), list(state.final)
        return self

    def determinize(self, seat: int, rng: random.Random) -> FastGarum:
        """A full position consistent with this view: hidden tiles and coins dealt at random."""
        state = self.copy()
        left = [t for t in self.board.tanks if t not in state.used]
        state.piles, state.coins = deal_hidden(state.hands, self.unseen, state.coins, left, rng)
        return state

    # -- who acts ------------------------------------------------------------------------------------
    def colour_to_move(self) -> int | None:
        if self.phase in ("tile", "worker"):
            return self._mover()
        return None

    def _mover(self) -> int:
        """The colour placing a tile or a worker (asked in those phases only)."""
        return self.order[(self.start + self.turn) % len(self.order)]

    def _tank(self) -> int:
        """This round's tank (asked while one is open only)."""
        tank = self.tank
        assert tank is not None, "no tank is open"
        return tank

    def to_move(self) -> tuple[int, ...]:
        if self.phase == "over":
            return ()
        colour = self.colour_to_move()
        seat = self.owner[colour if colour is not None else self.order[self.start]]
        assert seat is not None, "the dummy never moves"
        return (seat,)

    def is_over(self) -> bool:
        return self.phase == "over"

    def open_lines(self) -> tuple[int, ...]:
        """Lines through this round's tank whose zone still has an unfilled tank."""
        board = self.board
        lines: tuple[int, ...] = ()
        for zone in board.zones[self._tank()]:
            if self.zone_left[zone]:
                lines += board.zone_lines[zone]
        return lines

    def legal_actions(self, seat: int) -> list[Action]:
        """The rules' legal actions, in the rules' order."""
        phase = self.phase
        if phase == "tile":
            colour = self._mover()
            tiles, free = self.data.tiles, self.free
            seen: set[tuple[int, ...]] = set()
            out: list[Action] = []
            for tile in self.hands[colour]:
                picture = tiles[tile].canonical
                if picture in seen:
                    continue
                seen.add(picture)
                rotations = tiles[tile].rotations
                for slot in free:
                    out.extend(PLACE[tile, slot, r] for r in rotations)
            return out
        if phase == "worker":
            return self.worker_actions(self._mover())
        if phase == "tank":
            return [CHOOSE[t] for t in self.board.tanks if t not in self.used]
        if phase == "dummy" and self.dummy_tile is not None:
            return [DUMMY[r] for r in self.data.tiles[self.dummy_tile].rotations]
        return []

    def worker_actions(self, colour: int) -> list[Action]:
        apprentices, foremen = self.left[colour]
        out: list[Action] = [NO_WORKER]
        if not (apprentices or foremen):
            return out
        for line in self.open_lines():
            if apprentices:
                out.append(WORKER[line, False])
            if foremen:
                out.append(WORKER[line, True])
        return out

    # -- moves ---------------------------------------------------------------------------------------
    def apply(self, seat: int, action: Action) -> None:
        if isinstance(action, PlaceTile):
            colour = self._mover()
            self.hands[colour].remove(action.tile)
            self.put(colour, action.tile, action.slot, action.rotation, True)
            if len(self.worker_actions(colour)) > 1:
                self.phase = "worker"
            else:
                self._draw_and_pass(colour)
        elif isinstance(action, PlaceWorker):
            colour = self._mover()
            self.left[colour][1 if action.foreman else 0] -= 1
            self.workers.append((colour, action.line, action.foreman))
            self._draw_and_pass(colour)
        elif isinstance(action, ChooseTank):
            self._open_tank(action.tank)
        elif isinstance(action, TurnDummy):
            tile, dummy, self.dummy_tile = self.dummy_tile, self.dummy, None
            assert tile is not None and dummy is not None, "the dummy's tile was revealed"
            self.put(dummy, tile, self.free[0], action.rotation, False)
            self._end_round()
        else:  # NoWorker
            self._draw_and_pass(self._mover())

    def put(self, colour: int, tile: int, slot: int, rotation: int, scores: bool) -> None:
        """Lay a tile's fish on the line counts and score the bonus icon it covers."""
        fish = pictures()[tile][rotation]
        counts, tank = self.counts, self._tank()
        for (row, column), species in zip(self.tables.cell_lines[tank, slot], fish, strict=True):
            counts[row * 4 + species] += 1
            counts[column * 4 + species] += 1
        self.free.remove(slot)
        icon = self.board.bonus.get((tank, slot)) if scores else None
        if icon is not None:
            position, species = icon
            if species == WILD:
                self.bonus[colour] += self.data.wild_points
            elif fish[position] == species:
                self.bonus[colour] += self.data.species_points

    def _draw_and_pass(self, colour: int) -> None:
        pile = self.piles[colour]
        if pile:
            self.hands[colour].append(pile.pop(0))
        self.turn += 1
        self.phase = "tile"
        if self.turn < len(self.order):
            return
        dummy = self.dummy
        if dummy is not None:
            self.dummy_tile = self.piles[dummy].pop(0)
            self.phase = "dummy"
        else:
            self._end_round()

    def _end_round(self) -> None:
        self.round += 1
        self.start = (self.start + 1) % len(self.order)
        if self.round < self.rounds:
            self.turn = 0
            if self.emperor:
                self.phase, self.tank = "tank", None
            else:
                self._open_tank(self.coins.pop(0))
            return
        self.phase, self.tank = "over", None
        board, factor = self.board, self.data.foreman_factor
        for colour, line, foreman in self.workers:
            self.final[colour] += board.points(self.counts[line * 4 + colour], foreman, factor)

    def _open_tank(self, tank: int) -> None:
        self.tank, self.phase, self.free = tank, "tile", [0, 1, 2, 3]
        self.used.add(tank)
        for zone in self.board.zones[tank]:
            self.zone_left[zone] -= 1
