"""Garum: tiles into the round's tank, workers on rows and columns, scored when the board is full.

A turn is split in two actions so that ``legal_actions`` stays small for bots and the scene:
``PlaceTile`` (tile x free slot x distinct rotation) and then ``PlaceWorker`` or ``NoWorker``.
The worker step is skipped when no worker may go anywhere (closed zones or none left). Drawing a
tile, turning the coin and (with 3 players) revealing the dummy's tile happen inside ``apply``.

Seats own colours: seat i plays colour ``colours[i]`` with 3-4 players; with 2 players the four
colours sit in the clockwise order A1 B1 A2 B2, so colour position p belongs to seat p % 2. The
start role passes clockwise over colour positions. With 3 players the colour nobody chose is the
dummy: after the three turns the start seat turns its top tile and picks only its rotation.

Actions and events live in ``moves``, the level data and geometry in ``data``, the dealing in
``setup`` and what a seat may see (``view``, ``determinize``) in ``knowledge``.
"""

from __future__ import annotations

import dataclasses
from typing import Any

from game.rules.base import Action, Event, GameSpec, IllegalMove, Option, TurnState, rng_for
from game.rules.garum.data import AXES, EMPTY, SIZE, WILD, Board, GarumData, line_name, load
from game.rules.garum.knowledge import Knowledge
from game.rules.garum.moves import (
    BonusScored,
    ChooseTank,
    DummyRevealed,
    GameEnded,
    NoWorker,
    PlaceTile,
    PlaceWorker,
    TankNamed,
    TileDrawn,
    TilePlaced,
    TurnDummy,
    WorkerPlaced,
    WorkerScored,
)
from game.rules.garum.setup import OPTIONS, SEAT_COLOURS, deal, turn_order


@dataclasses.dataclass(frozen=True)
class Worker:
    """A worker on the board (a value, so states compare and copy cheaply)."""

    colour: int
    line: int
    foreman: bool

    @property
    def axis_index(self) -> tuple[str, int]:
        return line_name(self.line)


def worker_points(data: GarumData, board: Board, count: int, foreman: bool) -> int:
    """Scoring chart: the rules doc's apprentice value, doubled for a foreman."""
    return board.points(count, foreman, data.foreman_factor)


class GarumState(Knowledge, TurnState):
    GAME = "garum"
    VERSION = 1
    ACTION_TYPES = {cls.__name__: cls for cls in (PlaceTile, PlaceWorker, NoWorker, ChooseTank, TurnDummy)}

    # fields that define the state (seed and options are how it began, not what it is)
    _FIELDS = ("players", "side", "emperor", "priest", "order", "owner", "start", "turn", "phase", "round",
               "tank", "coins", "used", "slots", "cells", "hands", "piles", "dummy_tile", "workers",
               "left", "bonus", "final", "history")

    @classmethod
    def new_game(cls, players: int, seed: int, **options: Any) -> GarumState:
        """Options: side ("troia"/"baelo"), emperor, priest, colours (seat order of colours; with 2
        players A1 B1 A2 B2), first (start position), coins (coin order), piles (per colour: the
        full shuffled order, hand first), hands (per colour: the starting hand)."""
        unknown = set(options) - set(OPTIONS)
        if unknown:
            raise ValueError(f"unknown Garum options: {sorted(unknown)}")
        SPEC.check_seats(players)
        data = load()
        side = options.get("side", "troia")
        if side not in data.boards:
            raise ValueError(f"side must be one of {sorted(data.boards)}")
        board = data.boards[side]
        self = cls.__new__(cls)
        self.players, self.seed, self.options, self.history = players, seed, dict(options), []
        self.side, self.data, self.board = side, data, board
        self.emperor = bool(options.get("emperor", False))
        self.priest = bool(options.get("priest", False))
        self.order, self.owner = turn_order(players, options.get("colours"))
        first = options.get("first")
        self.start = rng_for(seed, "garum", "first").randrange(len(self.order)) if first is None else first
        if not 0 <= self.start < len(self.order):
            raise ValueError(f"first must be a turn position 0-{len(self.order) - 1}")
        if self.emperor:
            self.coins = []
        elif options.get("coins") is not None:
            self.coins = list(options["coins"])
            if sorted(self.coins) != list(board.tanks):
                raise ValueError(f"coins must order the tanks in play {list(board.tanks)}")
        else:
            self.coins = list(board.tanks)
            rng_for(seed, "garum", "coins").shuffle(self.coins)
        self.hands, self.piles = [], []
        for colour in range(4):
            hand, pile = deal(data, side, seed, colour, options.get("piles"), options.get("hands"))
            if self.owner[colour] is None:  # the dummy keeps all its tiles in its pile
                hand, pile = [], hand + pile
            self.hands.append(hand)
            self.piles.append(pile)
        self.turn, self.round, self.phase, self.tank = 0, 0, "tile", None
        self.used: list[int] = []
        self.slots = {t: [None, None, None, None] for t in board.tanks}
        self.cells = [EMPTY] * (SIZE * SIZE)
        self.counts = [[0, 0, 0, 0] for _ in range(2 * SIZE)]
        self.dummy_tile = None
        self.workers: list[Worker] = []
        self.left = [[data.apprentices, data.foremen] for _ in range(4)]
        self.bonus = [0, 0, 0, 0]
        self.final = [0, 0, 0, 0]
        self._begin_round([])
        return self

    # -- who acts --------------------------------------------------------------------------------
    @property
    def rounds(self) -> int:
        return len(self.board.tanks)

    @property
    def dummy(self) -> int | None:
        return next((c for c in range(4) if self.owner[c] is None), None)

    def colour_to_move(self) -> int | None:
        """The colour whose tile or worker is due (None when choosing a tank or turning the dummy)."""
        if self.phase in ("tile", "worker"):
            return self.colour_at(self.turn)
        return None

    def colour_at(self, turn: int, rounds_on: int = 0) -> int:
        """The colour that plays ``turn``-th (from 0) in the round ``rounds_on`` rounds from this
        one: the start role passes on one colour of ``order`` each round."""
        return self.order[(self.start + rounds_on + turn) % len(self.order)]

    def start_colour(self) -> int:
        return self.colour_at(0)

    def to_move(self) -> tuple[int, ...]:
        if self.phase == "over":
            return ()
        colour = self.colour_to_move()
        return (self.owner[colour if colour is not None else self.start_colour()],)

    def colours_of(self, seat: int) -> tuple[int, ...]:
        return tuple(c for c in range(4) if self.owner[c] == seat)

    # -- legal actions -----------------------------------------------------------------------------
    def open_lines(self) -> tuple[int, ...]:
        """Lines through this round's tank whose zone still has another unfilled tank."""
        lines: tuple[int, ...] = ()
        for zone in self.board.zones[self.tank]:
            if any(t not in self.used for t in self.board.zone_tanks[zone]):
                lines += self.board.zone_lines[zone]
        return lines

    def free_slots(self) -> list[int]:
        return [s for s, fill in enumerate(self.slots[self.tank]) if fill is None]

    def legal_actions(self, seat: int) -> list[Action]:
        """One action per distinct outcome: tiles identical up to rotation (two ``TTTT``, or
        ``TSTC`` and ``TCTS``) and rotations that give the same picture are listed once (``apply``
        accepts the others too)."""
        if seat not in self.to_move():
            return []
        if self.phase == "tank":
            return [_CHOOSE[t] for t in self.board.tanks if t not in self.used]
        if self.phase == "dummy":
            return [_DUMMY[r] for r in self.data.tiles[self.dummy_tile].rotations]
        colour = self.colour_to_move()
        if self.phase == "worker":
            return self._worker_actions(colour)
        slots, tiles, seen, out = self.free_slots(), self.data.tiles, set(), []
        for tile in self.hands[colour]:
            picture = tiles[tile].canonical
            if picture in seen:
                continue
            seen.add(picture)
            for slot in slots:
                out.extend(_PLACE[tile, slot, r] for r in tiles[tile].rotations)
        return out

    def _worker_actions(self, colour: int) -> list[Action]:
        apprentices, foremen = self.left[colour]
        out: list[Action] = [_NO_WORKER]
        for line in self.open_lines():
            if apprentices:
                out.append(_WORKER[line, False])
            if foremen:
                out.append(_WORKER[line, True])
        return out

    # -- apply -----------------------------------------------------------------------------------
    def apply(self, seat: int, action: Action) -> list[Event]:
        self._check_seat(seat)
        events: list[Event] = []
        if isinstance(action, ChooseTank):
            self._choose_tank(action, events)
        elif isinstance(action, PlaceTile):
            self._place_tile(action, events)
        elif isinstance(action, PlaceWorker | NoWorker):
            self._place_worker(action, events)
        elif isinstance(action, TurnDummy):
            self._turn_dummy(action, events)
        else:
            raise IllegalMove(
                "In Garum you choose a tank, place a tile or a worker, or turn the neutral tile."
            )
        self._record(seat, action)
        return events

    def _expect(self, phase: str) -> None:
        """Refuse an action of ``phase`` at another moment: the player reads what is due now, one
        catalog sentence per phase."""
        if self.phase == phase:
            return
        if self.phase == "tank":
            raise IllegalMove("It is not the moment for that: the start player chooses the tank.")
        if self.phase == "tile":
            raise IllegalMove("It is not the moment for that: a tile must be placed.")
        if self.phase == "worker":
            raise IllegalMove("It is not the moment for that: a worker may be placed (or none).")
        raise IllegalMove("It is not the moment for that: the neutral tile must be turned.")

    def _choose_tank(self, action: ChooseTank, events: list[Event]) -> None:
        if not self.emperor:
            raise IllegalMove("Tanks are chosen only in the Emperor variant: otherwise a coin names it.")
        self._expect("tank")
        if action.tank not in self.slots or action.tank in self.used:
            raise IllegalMove(
                "Tank {tank} is not an unfilled tank: the Emperor picks one of those.", {"tank": action.tank}
            )
        self._open_tank(action.tank, False, events)

    def _place_tile(self, action: PlaceTile, events: list[Event]) -> None:
        self._expect("tile")
        colour = self.colour_to_move()
        hand = self.hands[colour]
        if action.tile not in hand:
            raise IllegalMove("That tile is not in {seat}'s hand: a player places a tile from their own "
                              "hand.", seat=self.owner[colour])
        self._check_slot(action.slot, action.rotation)
        hand.remove(action.tile)
        self._put(colour, action.tile, action.slot, action.rotation, events, scores=True)
        if len(self._worker_actions(colour)) > 1:
            self.phase = "worker"
        else:
            self._draw_and_pass(colour, events)

    def _check_slot(self, slot: int, rotation: int) -> None:
        if rotation not in (0, 1, 2, 3):
            raise IllegalMove("A tile turns in quarter turns: the rotation must be 0, 1, 2 or 3.")
        if slot not in (0, 1, 2, 3) or self.slots[self.tank][slot] is not None:
            raise IllegalMove(
                "That slot of tank {tank} is not free: a tile goes into a free slot of this round's tank.",
                {"tank": self.tank},
            )

    def _put(self, colour: int, tile: int, slot: int, rotation: int, events: list, scores: bool) -> None:
        """Lay a tile's fish on the board, keep the line counts, and score a bonus icon it covers."""
        fish = self.data.tiles[tile].turned(rotation)
        tank = self.tank
        self.slots[tank][slot] = (colour, tile, rotation)
        row_lines = SIZE
        for cell, species in zip(self.board.slot_cells[tank][slot], fish, strict=True):
            self.cells[cell] = species
            self.counts[cell // row_lines][species] += 1
            self.counts[SIZE + cell % row_lines][species] += 1
        events.append(TilePlaced(colour, tile, tank, slot, rotation))
        icon = self.board.bonus.get((tank, slot))
        if scores and icon is not None:
            position, species = icon
            if species == WILD:
                points = self.data.wild_points
            else:
                points = self.data.species_points if fish[position] == species else 0
            if points:
                self.bonus[colour] += points
                events.append(BonusScored(colour, tank, slot, points))

    def _place_worker(self, action: PlaceWorker | NoWorker, events: list[Event]) -> None:
        self._expect("worker")
        colour = self.colour_to_move()
        if isinstance(action, PlaceWorker):
            self._check_worker(colour, action)
            self.left[colour][1 if action.foreman else 0] -= 1
            self.workers.append(Worker(colour, action.line, action.foreman))
            events.append(WorkerPlaced(colour, action.axis, action.index, action.foreman))
        self._draw_and_pass(colour, events)

    def _check_worker(self, colour: int, action: PlaceWorker) -> None:
        if action.axis not in AXES or not 0 <= action.index < SIZE:
            raise IllegalMove("A worker goes on one of the 16 cell rows or 16 cell columns of the board.")
        if self.left[colour][1 if action.foreman else 0] == 0:
            counts = {"apprentices": self.data.apprentices, "foremen": self.data.foremen}
            if action.foreman:
                raise IllegalMove(
                    "{seat} has no foreman left: each player has "
                    "{apprentices} apprentices and {foremen} foreman.",
                    counts,
                    seat=self.owner[colour],
                )
            raise IllegalMove(
                "{seat} has no apprentice left: each player has "
                "{apprentices} apprentices and {foremen} foreman.",
                counts,
                seat=self.owner[colour],
            )
        line = action.line
        if line not in self.board.tank_lines(self.tank):
            self._off_tank(action)
        if line not in self.open_lines():
            self._closed_zone(action)

    def _off_tank(self, action: PlaceWorker) -> None:
        """A line outside this round's tank, one sentence per axis (each its own catalog template)."""
        values = {"number": action.index + 1, "tank": self.tank}
        if action.axis == "row":
            raise IllegalMove(
                "Row {number} does not pass through tank {tank}: "
                "a worker goes on a line through this round's tank.",
                values,
            )
        raise IllegalMove(
            "Column {number} does not pass through tank {tank}: "
            "a worker goes on a line through this round's tank.",
            values,
        )

    def _closed_zone(self, action: PlaceWorker) -> None:
        values = {"number": action.index + 1, "tank": self.tank}
        if action.axis == "row":
            raise IllegalMove(
                "No worker may go on row {number} this round: "
                "tank {tank} is the last unfilled tank of that zone.",
                values,
            )
        raise IllegalMove(
            "No worker may go on column {number} this round: "
            "tank {tank} is the last unfilled tank of that zone.",
            values,
        )

    def _draw_and_pass(self, colour: int, events: list[Event]) -> None:
        if self.piles[colour]:
            tile = self.piles[colour].pop(0)
            self.hands[colour].append(tile)
            events.append(TileDrawn(colour, tile))
        self.turn += 1
        self.phase = "tile"
        if self.turn < len(self.order):
            return
        if self.dummy is not None:
            self.dummy_tile = self.piles[self.dummy].pop(0)
            self.phase = "dummy"
            events.append(DummyRevealed(self.dummy, self.dummy_tile))
        else:
            self._end_round(events)

    def _turn_dummy(self, action: TurnDummy, events: list[Event]) -> None:
        self._expect("dummy")
        (slot,) = self.free_slots()
        self._check_slot(slot, action.rotation)
        tile, self.dummy_tile = self.dummy_tile, None
        self._put(self.dummy, tile, slot, action.rotation, events, scores=False)
        self._end_round(events)

    def _end_round(self, events: list[Event]) -> None:
        self.round += 1
        self.start = (self.start + 1) % len(self.order)
        if self.round < self.rounds:
            self._begin_round(events)
            return
        self.phase, self.tank = "over", None
        for worker in self.workers:
            count = self.counts[worker.line][worker.colour]
            points = worker_points(self.data, self.board, count, worker.foreman)
            self.final[worker.colour] += points
            events.append(WorkerScored(worker.colour, *worker.axis_index, worker.foreman, count, points))
        events.append(GameEnded(self.scores(), self.winners()))

    def _begin_round(self, events: list[Event]) -> None:
        self.turn = 0
        if self.emperor:
            self.phase, self.tank = "tank", None
        else:
            self._open_tank(self.coins.pop(0), True, events)

    def _open_tank(self, tank: int, by_coin: bool, events: list[Event]) -> None:
        self.tank, self.phase = tank, "tile"
        self.used.append(tank)
        events.append(TankNamed(self.round + 1, tank, self.start_colour(), by_coin))

    # -- results ---------------------------------------------------------------------------------
    def colour_score(self, colour: int) -> int:
        return self.bonus[colour] + self.final[colour]

    def scores(self) -> tuple[int, ...]:
        return tuple(sum(self.colour_score(c) for c in self.colours_of(s)) for s in range(self.players))

    def apprentices_placed(self, seat: int) -> int:
        return sum(1 for w in self.workers if self.owner[w.colour] == seat and not w.foreman)

    def winners(self) -> tuple[int, ...]:
        """Highest score; tie: fewer apprentices on the board; still tied: shared."""
        if self.phase != "over":
            return ()
        return ranked_winners(self.scores(), [self.apprentices_placed(s) for s in range(self.players)])

    def is_over(self) -> bool:
        return self.phase == "over"

    def undoable(self, seat: int) -> bool:
        """[decision] A tile placed may be taken back while its player still chooses a worker:
        nothing is drawn or revealed until the turn passes on (the new tile comes then)."""
        return self.phase == "worker" and bool(self.history) and self.history[-1][0] == seat

    # -- copies, views, equality -------------------------------------------------------------------
    def clone(self) -> GarumState:
        other = object.__new__(type(self))
        other.__dict__.update(self.__dict__)
        other.options = dict(self.options)
        other.history = list(self.history)
        other.coins, other.used = list(self.coins), list(self.used)
        other.slots = {t: list(s) for t, s in self.slots.items()}
        other.cells = list(self.cells)
        other.counts = [list(c) for c in self.counts]
        other.hands = [list(h) for h in self.hands]
        other.piles = [list(p) for p in self.piles]
        other.workers = list(self.workers)
        other.left = [list(x) for x in self.left]
        other.bonus, other.final = list(self.bonus), list(self.final)
        return other

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, GarumState):
            return NotImplemented
        return all(getattr(self, f) == getattr(other, f) for f in self._FIELDS)

    __hash__ = None  # type: ignore[assignment]

    def __repr__(self) -> str:
        return f"<Garum {self.side} round {self.round + 1}/{self.rounds} {self.phase} tank {self.tank}>"


def ranked_winners(scores: tuple[int, ...], apprentices: list[int]) -> tuple[int, ...]:
    """Highest score; tie: fewer apprentices on the board; still tied: shared."""
    keys = [(score, -placed) for score, placed in zip(scores, apprentices, strict=True)]
    best = max(keys)
    return tuple(s for s, key in enumerate(keys) if key == best)


def new_game(players: int, seed: int = 0, **options: Any) -> GarumState:
    return GarumState.new_game(players, seed, **options)


# Actions are values; building each once keeps legal_actions cheap in the bots' inner loops.
_PLACE = {(t, s, r): PlaceTile(t, s, r) for t in range(64) for s in range(4) for r in range(4)}
_WORKER = {(line, f): PlaceWorker(*line_name(line), f) for line in range(2 * SIZE) for f in (False, True)}
_CHOOSE = {t: ChooseTank(t) for t in range(1, 17)}
_DUMMY = {r: TurnDummy(r) for r in range(4)}
_NO_WORKER = NoWorker()


SPEC = GameSpec(
    key="garum",
    title="Garum",
    min_seats=2,
    max_seats=4,
    new_game=new_game,
    options=(
        Option(
            "side",
            "Board",
            (("troia", "Troia, 16 tanks"), ("baelo", "Baelo Claudia, 12 tanks")),
            about="One tank is filled each round: Troia plays 16 rounds, Baelo Claudia 12.",
        ),
        Option(
            "emperor",
            "Emperor variant",
            ((False, "Off"), (True, "On")),
            about="No coins: each round the start player chooses which unfilled tank is used.",
        ),
        Option(
            "priest",
            "Priest variant",
            ((False, "Off"), (True, "On")),
            about="All coins lie face up from the start: everyone knows the order of the tanks.",
        ),
    ),
    seat_colours=SEAT_COLOURS,
)
